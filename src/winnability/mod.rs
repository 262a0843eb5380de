//! Winnability: could a side ever checkmate, by any series of legal moves of both players?
//!
//! This decides dead positions (FIDE 5.2.2: neither side can) and flag falls (6.9: when the
//! player who could not win anyway runs out of time, the game is drawn) beyond the material
//! rules, and it is sound both ways:
//! - "Winnable" always comes with a line, replayed here with the legal move generator, that
//!   ends in mate by the intended winner.
//! - "Unwinnable" comes only from a proof: too little material, a frozen pawn structure
//!   behind which the side can never give check, every legal move leading to one of those, or
//!   an exhaustive search of every reachable position.
//! - Anything else is "Unknown": the budget ran out first.
//!
//! The half-move clock counts: a line that needs more half-moves without a capture or a pawn
//! move than the seventy-five-move rule leaves (FIDE 9.6.2) is no mate that can still happen.
//! The repetition rules do not: a shortest line never repeats a position, and only a game's
//! earlier positions could make one of its positions a fifth occurrence.
//!
//! [`quick`] uses the static proofs only and is cheap enough to run after every move;
//! [`winnability`] adds the searches under a node budget.

mod helpmate;
mod locked;
mod reach;

use crate::board::Position;
use crate::board::draw;
use crate::moves::Move;
use crate::types::Color;
use std::hash::Hasher;

/// Why a side can never mate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Proof {
    /// Its material cannot mate whatever the opponent does.
    Material,
    /// The pawns are locked for good, and its king and bishops can never give check, or never
    /// with every flight square of the enemy king covered.
    Locked {
        /// Whether there are bishops on the board (for the explanation).
        bishops: bool,
        /// Whether its bishops can give check at all.
        checks: bool,
    },
    /// The game is over: the side is mated, it is stalemate, or the game was drawn.
    GameOver,
    /// Every legal move of the player to move leads to a position where one of the proofs above
    /// holds (or the game is over without a mate by the side).
    EveryMove {
        /// The move, when there is only one.
        only: Option<Move>,
        /// What every move leads to.
        leaves: Aftermath,
    },
    /// Every position reachable from here was examined, this many, and none is a mate by it.
    Exhaustive { positions: usize },
    /// The seventy-five-move rule draws the game first: every position that can arise before it
    /// does was examined, this many, and none is a mate by the side.
    SeventyFiveMoves { positions: usize },
}

impl Proof {
    /// A stable code for programs: `material`, `lockedPawns`, `gameOver`, `everyMove`,
    /// `exhaustive` or `seventyFiveMoves`.
    pub fn code(self) -> &'static str {
        match self {
            Proof::Material => "material",
            Proof::Locked { .. } => "lockedPawns",
            Proof::GameOver => "gameOver",
            Proof::EveryMove { .. } => "everyMove",
            Proof::Exhaustive { .. } => "exhaustive",
            Proof::SeventyFiveMoves { .. } => "seventyFiveMoves",
        }
    }
}

/// What every legal move leads to, in [`Proof::EveryMove`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aftermath {
    /// Only the two kings are left.
    BareKings,
    /// The side is left without the material to mate.
    NoMatingMaterial,
    /// The seventy-five-move rule draws the game.
    SeventyFiveMoves,
    /// Some static proof holds, or the game ends without a mate by the side.
    NoMate,
}

impl Aftermath {
    /// What one move leads to: `proof` is the static proof after it, if any.
    fn of(after: &Position, proof: Option<Proof>) -> Aftermath {
        if after.occupied().count() == 2 {
            Aftermath::BareKings
        } else if proof == Some(Proof::Material) {
            Aftermath::NoMatingMaterial
        } else if proof.is_none() && draw::seventy_five_moves(after.halfmove_clock(), after.is_checkmate()) {
            Aftermath::SeventyFiveMoves
        } else {
            Aftermath::NoMate
        }
    }

    /// What two sets of moves lead to together: the more general of the two.
    fn and(self, other: Aftermath) -> Aftermath {
        use Aftermath::*;
        match (self, other) {
            (a, b) if a == b => a,
            (BareKings | NoMatingMaterial, BareKings | NoMatingMaterial) => NoMatingMaterial,
            _ => NoMate,
        }
    }
}

/// The answer to "can this side ever mate?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Yes: a legal line from the position that ends in mate by the side.
    Winnable(Vec<Move>),
    /// No, and why.
    Unwinnable(Proof),
    /// The budget ran out before either could be shown.
    Unknown,
}

impl Verdict {
    /// The proof, for a side that can never mate.
    pub fn proof(&self) -> Option<Proof> {
        match self {
            Verdict::Unwinnable(proof) => Some(*proof),
            _ => None,
        }
    }
}

/// A verdict and the positions examined to reach it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub verdict: Verdict,
    pub nodes: u64,
}

/// A static proof that `color` can never mate, if one applies: material, or a locked pawn
/// structure. Cheap enough for every move (no search, no move generation).
pub fn quick(pos: &Position, color: Color) -> Option<Proof> {
    proof(pos, color, &mut None)
}

/// [`quick`] for both sides (White first), sharing the pawn-structure analysis.
pub fn quick_both(pos: &Position) -> [Option<Proof>; 2] {
    let mut frozen = None;
    Color::ALL.map(|color| proof(pos, color, &mut frozen))
}

/// [`quick`] for one side; `frozen` caches the pawn-structure analysis, which only runs when
/// material proves nothing.
fn proof(pos: &Position, color: Color, frozen: &mut Option<Option<locked::Frozen>>) -> Option<Proof> {
    if !pos.can_ever_mate(color) {
        return Some(Proof::Material);
    }
    frozen
        .get_or_insert_with(|| locked::analyse(pos))
        .filter(|f| f.never_mates[color.index()])
        .map(|f| Proof::Locked {
            bishops: f.bishops,
            checks: !f.never_checks[color.index()],
        })
}

/// How many positions the first, small exhaustive pass may store: enough to settle the closed
/// worlds of locked pawn structures at once.
const SMALL_WORLD: usize = 4_096;
/// How many positions the pass that looks for the shortest line for a reader may store.
const SHORTEST_WORLD: usize = 20_000;
/// The most positions any exhaustive pass stores (about 100 bytes each).
const LARGEST_WORLD: usize = 250_000;

/// Whether `color` can ever mate from `pos`, examining about `budget` positions at most.
pub fn winnability(pos: &Position, color: Color, budget: u64) -> Analysis {
    analyse(pos, color, budget, false)
}

/// [`winnability`] for a reader: once a mating line is found, a few more nodes go into
/// looking for a shorter one.
pub fn explained(pos: &Position, color: Color, budget: u64) -> Analysis {
    analyse(pos, color, budget, true)
}

fn analyse(pos: &Position, color: Color, budget: u64, shorten: bool) -> Analysis {
    let mut nodes = 0;
    let mut verdict = decide(pos, color, budget, shorten, &mut nodes);
    // For a reader, a breadth-first pass finds the shortest line outright when the positions
    // up to that length are few (locked pawns, bare endings).
    if shorten
        && let Verdict::Winnable(line) = &verdict
        && line.len() > 2
    {
        let limit = (budget.saturating_sub(nodes) as usize).min(SHORTEST_WORLD);
        if let reach::Reach::Mate(shortest) = reach::explore(pos, color, limit, &mut nodes)
            && shortest.len() < line.len()
        {
            verdict = Verdict::Winnable(shortest);
        }
    }
    if let Verdict::Winnable(line) = &verdict {
        let mates = is_mating_line(pos, color, line);
        debug_assert!(mates, "helpmate {line:?} does not mate");
        if !mates {
            return Analysis {
                verdict: Verdict::Unknown,
                nodes,
            };
        }
    }
    Analysis { verdict, nodes }
}

fn decide(pos: &Position, color: Color, budget: u64, shorten: bool, nodes: &mut u64) -> Verdict {
    if let Some(proof) = quick(pos, color) {
        return Verdict::Unwinnable(proof);
    }
    if let Some(mate) = finished(pos, color) {
        return if mate {
            Verdict::Winnable(Vec::new())
        } else {
            Verdict::Unwinnable(Proof::GameOver)
        };
    }
    let world = |limit: u64| (limit as usize).min(LARGEST_WORLD);
    // A quick look for a mate, then a small exhaustive pass for closed worlds (locked pawns),
    // then the two at full strength.
    let (found, spent) = helpmate::glance(pos, color, budget / 16, shorten);
    *nodes += spent;
    if let Some(line) = found {
        return Verdict::Winnable(line);
    }
    if let Some(proof) = every_move(pos, color) {
        return Verdict::Unwinnable(proof);
    }
    match reach::explore(pos, color, world(budget / 16).min(SMALL_WORLD), nodes) {
        reach::Reach::Mate(line) => return Verdict::Winnable(line),
        reach::Reach::Closed { positions, by_clock } => return Verdict::Unwinnable(closed(positions, by_clock)),
        reach::Reach::Exceeded => {}
    }
    let (found, spent) = helpmate::thorough(pos, color, budget.saturating_sub(*nodes) * 3 / 4, shorten);
    *nodes += spent;
    if let Some(line) = found {
        return Verdict::Winnable(line);
    }
    match reach::explore(pos, color, world(budget.saturating_sub(*nodes)), nodes) {
        reach::Reach::Mate(line) => Verdict::Winnable(line),
        reach::Reach::Closed { positions, by_clock } => Verdict::Unwinnable(closed(positions, by_clock)),
        reach::Reach::Exceeded => Verdict::Unknown,
    }
}

/// The proof from an exhaustive search that closed without a mate.
fn closed(positions: usize, by_clock: bool) -> Proof {
    if by_clock {
        Proof::SeventyFiveMoves { positions }
    } else {
        Proof::Exhaustive { positions }
    }
}

/// Whether the game is over in `pos` (`None` when it goes on), and if so whether `color` has
/// mated: a position without legal moves, or one the seventy-five-move rule has drawn.
fn finished(pos: &Position, color: Color) -> Option<bool> {
    if pos.count_legal_moves() == 0 {
        Some(pos.is_check() && pos.turn() != color)
    } else if draw::seventy_five_moves(pos.halfmove_clock(), false) {
        Some(false)
    } else {
        None
    }
}

/// A proof that `color` can never mate because every legal move leads to a position where a
/// static proof holds, or the game ends without its mate. Looks one move ahead.
fn every_move(pos: &Position, color: Color) -> Option<Proof> {
    let moves = pos.legal_moves();
    let mut leaves: Option<Aftermath> = None;
    for &mv in moves.iter() {
        let after = pos.after(mv);
        let proof = quick(&after, color);
        if proof.is_none() && finished(&after, color) != Some(false) {
            return None;
        }
        let this = Aftermath::of(&after, proof);
        leaves = Some(leaves.map_or(this, |l| l.and(this)));
    }
    Some(Proof::EveryMove {
        only: (moves.len() == 1).then(|| moves[0]),
        leaves: leaves?,
    })
}

/// Whether `line` is legal from `pos` and ends with `winner` mating, with no move after the
/// seventy-five-move rule has drawn the game.
pub fn is_mating_line(pos: &Position, winner: Color, line: &[Move]) -> bool {
    let mut pos = *pos;
    for &mv in line {
        if draw::seventy_five_moves(pos.halfmove_clock(), false) || !pos.is_legal(mv) {
            return false;
        }
        pos = pos.after(mv);
    }
    pos.turn() != winner && pos.is_checkmate()
}

/// A hasher for keys that are already uniformly random (Zobrist keys).
#[derive(Default)]
struct IdHasher(u64);

impl Hasher for IdHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}
