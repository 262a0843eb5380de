//! Winnability: could a side ever checkmate, by any series of legal moves of both players?
//!
//! This decides dead positions (FIDE 5.2.2: neither side can) and flag falls (6.9: when the
//! player who could not win anyway runs out of time, the game is drawn) beyond the material
//! rules, and it is sound both ways:
//! - "Winnable" always comes with a line, replayed here with the legal move generator, that
//!   ends in mate by the intended winner.
//! - "Unwinnable" comes only from a proof: too little material, a frozen pawn structure
//!   behind which the side can never give check, or an exhaustive search of every reachable
//!   position.
//! - Anything else is "Unknown": the budget ran out first.
//!
//! [`quick`] uses the static proofs only and is cheap enough to run after every move;
//! [`winnability`] adds the searches under a node budget.

mod helpmate;
mod locked;
mod reach;

use crate::board::Position;
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
    /// The game is over on the board: the side is mated, or it is stalemate.
    GameOver,
    /// Every position reachable from here was examined, this many, and none is a mate by it.
    Exhaustive { positions: usize },
}

impl Proof {
    /// Why `color` can never mate, for a learner (a clause: no capital, no full stop).
    pub fn explain(self, color: Color) -> String {
        let side = color.title();
        match self {
            Proof::Material => format!("{side} does not have the material to mate, however the opponent plays"),
            Proof::Locked { bishops: false, .. } => {
                "the pawns are locked and neither king can reach a pawn it could take, so no pawn can ever move, and kings alone never give check".to_string()
            }
            Proof::Locked { bishops: true, checks: false } => format!(
                "the pawns are locked, no king or bishop can ever take a pawn, and {side}'s pieces can never reach a square from which to give check"
            ),
            Proof::Locked { bishops: true, checks: true } => format!(
                "the pawns are locked, no king or bishop can ever take a pawn, and wherever {side} gives check the king keeps a flight square that no piece can ever cover or block"
            ),
            Proof::GameOver => "the game is already over".to_string(),
            Proof::Exhaustive { positions } => format!(
                "all {positions} positions that can still arise were examined, and in none of them is {side} giving mate"
            ),
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
    /// One sentence for a learner about whether `color` can still mate from `pos`.
    pub fn describe(&self, pos: &Position, color: Color) -> String {
        let side = color.title();
        let loser = color.other().title();
        match self {
            Verdict::Winnable(line) if line.is_empty() => format!("{side} has already given checkmate."),
            Verdict::Winnable(line) => format!(
                "Not dead: {loser} can still be mated, for example {}.",
                pos.numbered_san(line)
            ),
            Verdict::Unwinnable(proof) => format!("{side} can never checkmate: {}.", proof.explain(color)),
            Verdict::Unknown => {
                format!("Not decided: the search ran out of budget before showing whether {side} can still mate.")
            }
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
    if pos.count_legal_moves() == 0 {
        return if pos.is_check() && pos.turn() != color {
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
    match reach::explore(pos, color, world(budget / 16).min(SMALL_WORLD), nodes) {
        reach::Reach::Mate(line) => return Verdict::Winnable(line),
        reach::Reach::Closed(positions) => return Verdict::Unwinnable(Proof::Exhaustive { positions }),
        reach::Reach::Exceeded => {}
    }
    let (found, spent) = helpmate::thorough(pos, color, budget.saturating_sub(*nodes) * 3 / 4, shorten);
    *nodes += spent;
    if let Some(line) = found {
        return Verdict::Winnable(line);
    }
    match reach::explore(pos, color, world(budget.saturating_sub(*nodes)), nodes) {
        reach::Reach::Mate(line) => Verdict::Winnable(line),
        reach::Reach::Closed(positions) => Verdict::Unwinnable(Proof::Exhaustive { positions }),
        reach::Reach::Exceeded => Verdict::Unknown,
    }
}

/// Whether `line` is legal from `pos` and ends with `winner` mating.
pub fn is_mating_line(pos: &Position, winner: Color, line: &[Move]) -> bool {
    let mut pos = *pos;
    for &mv in line {
        if !pos.is_legal(mv) {
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
