//! Perft: the number of move paths of a given length, the standard check of a move generator.

use crate::bitboard::Bitboard;
use crate::board::Position;
use crate::movegen::Visitor;
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
        if pawn && Bitboard::BACK_RANKS.contains(to) {
            for role in Role::PROMOTIONS {
                self.nodes += perft(
                    &self.pos.after(Move {
                        from,
                        to,
                        promotion: Some(role),
                    }),
                    self.depth,
                );
            }
        } else {
            self.nodes += perft(
                &self.pos.after(Move {
                    from,
                    to,
                    promotion: None,
                }),
                self.depth,
            );
        }
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
            self.visit(Square::new((to.index() as i32 - step as i32) as u32), to, true);
        }
    }
}
