//! Perft: the number of move paths of a given length, the standard check of a move generator.

use crate::board::Position;
use crate::moves::Move;

/// The number of legal move sequences of `depth` plies from `pos`. The last ply is counted
/// without being played ("bulk counting").
pub fn perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves(),
        _ => pos
            .legal_moves()
            .iter()
            .map(|&mv| perft(&pos.after(mv), depth - 1))
            .sum(),
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
