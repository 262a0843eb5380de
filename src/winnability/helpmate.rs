//! Helpmate search: both sides cooperate so that the intended winner gives mate.
//!
//! Plain iterative deepening drowns in the branching factor, so the depth bound is a budget
//! of effort instead: a move that makes progress toward a mate costs nothing, an ordinary move
//! costs one, and a move that usually works against the mate (the loser taking material or
//! pushing pawns) costs more. Progress means: the winner advances a pawn, takes, gives check
//! or brings a piece nearer the loser's king; the loser walks its king toward a mating corner.
//! Free moves cannot go on for ever, since each kind of progress is bounded, and a ply cap and
//! the transposition table keep it so.
//!
//! The search only ever finds lines; whatever it finds is replayed by the caller. Its table is
//! keyed by hash alone, which at worst loses a line, never invents one.

use super::{IdHasher, quick};
use crate::bitboard::Bitboard;
use crate::board::Position;
use crate::moves::Move;
use crate::types::{Color, Role, Square};
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

/// Cost of a move that makes progress, of an ordinary move, and of one that usually hurts.
const FREE: u8 = 0;
const ORDINARY: u8 = 1;
const COSTLY: u8 = 3;
/// The largest effort budget tried, and the longest line.
const MAX_BUDGET: u8 = 40;
const MAX_PLY: usize = 120;
/// The fewest nodes spent looking for a shorter line once one is found.
const SHORTENING_NODES: u64 = 20_000;

pub(super) struct Helpmate {
    winner: Color,
    /// The corner the loser's king heads for, and where the winner's king and knights go.
    corner: Square,
    king_target: Square,
    knight_target: Square,
    /// Whether the winner needs the loser's own men to block flight squares (a lone minor piece
    /// or two knights): then the loser's pawn moves count as progress.
    blockers_needed: bool,
    /// Best budget each position was already searched with, without success.
    table: HashMap<u64, u8, BuildHasherDefault<IdHasher>>,
    line: Vec<Move>,
    /// The longest line searched.
    max_ply: usize,
    pub nodes: u64,
    limit: u64,
    stopped: bool,
}

impl Helpmate {
    /// A search that drives the loser's king toward `corner`.
    pub(super) fn new(root: &Position, winner: Color, corner: Square, limit: u64) -> Helpmate {
        Helpmate {
            winner,
            corner,
            king_target: inward(corner, 1, 2),
            knight_target: inward(corner, 2, 2),
            blockers_needed: !root.can_force_mate(winner)
                || root.material(winner).knights + root.material(winner).bishops == 1,
            table: HashMap::default(),
            line: Vec::new(),
            max_ply: MAX_PLY,
            nodes: 0,
            limit,
            stopped: false,
        }
    }

    /// Finds a mate, then looks for shorter ones with a few more nodes: a learner reads the
    /// line, and the first one found can wander.
    pub(super) fn run(&mut self, root: &Position, shorten: bool) -> Option<Vec<Move>> {
        let mut best = self.deepen(root)?;
        if !shorten {
            return Some(best);
        }
        let limit = self.limit;
        self.limit = limit.min(self.nodes + (self.nodes * 2).max(SHORTENING_NODES));
        while best.len() >= 3 && !self.stopped {
            self.max_ply = best.len() - 2;
            self.table.clear();
            match self.deepen(root) {
                Some(line) => best = line,
                None => break,
            }
        }
        self.limit = limit;
        Some(best)
    }

    /// Deepens the effort budget until a mate is found or the node limit is reached.
    fn deepen(&mut self, root: &Position) -> Option<Vec<Move>> {
        for budget in 0..=MAX_BUDGET {
            self.line.clear();
            if self.search(root, budget, false) {
                return Some(std::mem::take(&mut self.line));
            }
            if self.stopped {
                break;
            }
        }
        None
    }

    /// Searches for a mate within `budget`; `credit` makes the next ordinary move free (it
    /// follows a move that made progress).
    fn search(&mut self, pos: &Position, budget: u8, credit: bool) -> bool {
        self.nodes += 1;
        if self.nodes > self.limit {
            self.stopped = true;
            return false;
        }
        let loser = self.winner.other();
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return pos.is_check() && pos.turn() == loser;
        }
        if self.line.len() >= self.max_ply || quick(pos, self.winner).is_some() {
            return false;
        }
        let effort = budget * 2 + u8::from(credit);
        if self.table.get(&pos.hash()).is_some_and(|&searched| searched >= effort) {
            return false;
        }
        self.table.insert(pos.hash(), effort);

        let mut scored: Vec<(u8, i32, Move, Position)> = moves
            .iter()
            .map(|&mv| {
                let after = pos.after(mv);
                let (cost, order) = self.classify(pos, mv, &after);
                (cost, order, mv, after)
            })
            .collect();
        // A mate on the spot first, whatever it costs.
        if pos.turn() == self.winner
            && let Some(&(.., mv, _)) = scored
                .iter()
                .find(|(.., after)| after.is_check() && after.count_legal_moves() == 0)
        {
            self.line.push(mv);
            return true;
        }
        scored.sort_unstable_by_key(|&(cost, order, ..)| (cost, -order));
        for (base, _, mv, after) in scored {
            let cost = if credit && base == ORDINARY { FREE } else { base };
            if cost > budget || self.line.len() + 1 >= self.max_ply {
                continue;
            }
            self.line.push(mv);
            if self.search(&after, budget - cost, base == FREE) {
                return true;
            }
            self.line.pop();
            if self.stopped {
                return false;
            }
        }
        false
    }

    /// The cost of `mv` and a tie-break (higher first) among moves of equal cost.
    fn classify(&self, pos: &Position, mv: Move, after: &Position) -> (u8, i32) {
        let role = pos.piece_at(mv.from).map_or(Role::Pawn, |p| p.role);
        let capture = pos.piece_at(mv.to).is_some() || (role == Role::Pawn && mv.from.file() != mv.to.file());
        let toward = |target: Square| distance(mv.to, target) < distance(mv.from, target);
        if pos.turn() == self.winner {
            let check = i32::from(after.is_check());
            match mv.promotion {
                Some(Role::Queen) => return (FREE, 8),
                Some(_) => return (ORDINARY, -8),
                None => {}
            }
            let progress = role == Role::Pawn
                || capture
                || (role == Role::King && toward(self.king_target))
                || (role == Role::Knight && toward(self.knight_target));
            (
                if progress { FREE } else { ORDINARY },
                check * 4 + i32::from(capture) * 2,
            )
        } else if capture {
            (COSTLY, 0)
        } else if role == Role::Pawn {
            (if self.blockers_needed { FREE } else { ORDINARY }, 0)
        } else if toward(self.corner) && matches!(role, Role::King | Role::Knight | Role::Bishop) {
            // The king heads for the corner, and minor pieces follow to block flight squares.
            (FREE, i32::from(role == Role::King))
        } else {
            (ORDINARY, 0)
        }
    }
}

/// King distance between two squares.
fn distance(a: Square, b: Square) -> u32 {
    let df = (a.file().index() as i32 - b.file().index() as i32).unsigned_abs();
    let dr = (a.rank().index() as i32 - b.rank().index() as i32).unsigned_abs();
    df.max(dr)
}

/// The corners to try, best first. The first is on the loser's back rank (its own pawns often
/// cover the flight squares there), of the colour the winner's bishops need (a bishop mates in
/// a corner of its own colour; a loser's bishop blocks next to a corner of the other colour);
/// then the other corner of that rank, then the far ones.
pub(super) fn corners(pos: &Position, winner: Color) -> [Square; 4] {
    let bishops = |color| pos.pieces(color, Role::Bishop);
    let dark = (bishops(winner) & Bitboard::DARK_SQUARES).nonempty()
        || (bishops(winner).is_empty() && (bishops(winner.other()) & Bitboard::LIGHT_SQUARES).nonempty());
    let (near, far) = if winner == Color::White { (7, 0) } else { (0, 7) };
    // a8 and h1 are light, a1 and h8 dark.
    let (good, other) = if dark == (winner == Color::White) {
        (7, 0)
    } else {
        (0, 7)
    };
    let at = |file: u32, rank: u32| Square::new(rank * 8 + file);
    [at(good, near), at(other, near), at(good, far), at(other, far)]
}

/// The square `files` and `ranks` steps inward from `corner`.
fn inward(corner: Square, files: i8, ranks: i8) -> Square {
    let df = if corner.file().index() == 0 { files } else { -files };
    let dr = if corner.rank().index() == 0 { ranks } else { -ranks };
    corner.offset(df, dr).unwrap_or(corner)
}
