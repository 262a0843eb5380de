//! Perft: the number of move paths of a given length, the standard check of a move generator.

use crate::bitboard::Bitboard;
use crate::board::Position;
use crate::movegen::{Visitor, for_each_move, pawn_origin};
use crate::moves::Move;
use crate::types::{Role, Square};

/// The number of legal move sequences of `depth` plies from `pos`. The last ply is counted
/// without being played ("bulk counting").
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => {
            // Recurse straight from the generator, without listing the moves first.
            let mut walker = Walker {
                pos,
                depth: depth - 1,
                nodes: 0,
            };
            pos.visit_legal(&mut walker);
            walker.nodes
        }
    }
}

/// Perft split by first move, in generation order: what to compare with another program when
/// counts disagree.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .iter()
        .map(|&mv| (mv, perft(&pos.after(mv), depth - 1)))
        .collect()
}

/// Plays each move it is shown and counts the paths below it.
struct Walker<'a> {
    pos: &'a Position,
    depth: u32,
    nodes: u64,
}

impl Walker<'_> {
    #[inline]
    fn visit(&mut self, from: Square, to: Square, pawn: bool) {
        for_each_move(from, to, pawn, |mv| {
            self.nodes += perft(&self.pos.after(mv), self.depth)
        });
    }
}

impl Visitor for Walker<'_> {
    fn piece(&mut self, from: Square, role: Role, targets: Bitboard) {
        for to in targets {
            self.visit(from, to, role == Role::Pawn);
        }
    }

    fn pawns(&mut self, targets: Bitboard, step: i8) {
        for to in targets {
            self.visit(pawn_origin(to, step), to, true);
        }
    }
}
