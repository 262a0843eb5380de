//! The pawn-structure cache of the search: the pawns change in few of the moves searched, so
//! their structure's score and passed pawns are worked out once per arrangement of pawns and
//! looked up after that.

use super::terms::pawn_structure;
use super::{Pair, Total};
use crate::bitboard::Bitboard;
use crate::board::Position;
use crate::types::{Color, Role};

/// Slots in the cache (a power of two): about 320 KB.
const SLOTS: usize = 1 << 13;

/// One arrangement of pawns and what it is worth.
#[derive(Clone, Copy, Default)]
struct Slot {
    white: Bitboard,
    black: Bitboard,
    /// White's structure minus Black's.
    score: Pair,
    /// Each side's passed pawns.
    passed: [Bitboard; 2],
    /// Whether the slot holds anything (no pawns at all is a real arrangement too).
    full: bool,
}

pub struct PawnCache {
    slots: Vec<Slot>,
}

impl Default for PawnCache {
    fn default() -> Self {
        PawnCache {
            slots: vec![Slot::default(); SLOTS],
        }
    }
}

impl PawnCache {
    /// The pawn structure's score (White minus Black) and each side's passed pawns.
    #[inline]
    pub(super) fn get(&mut self, pos: &Position) -> (Pair, [Bitboard; 2]) {
        let white = pos.pieces(Color::White, Role::Pawn);
        let black = pos.pieces(Color::Black, Role::Pawn);
        let mixed = (white.0 ^ black.0.rotate_left(29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let slot = &mut self.slots[(mixed >> 51) as usize];
        if !(slot.full && slot.white == white && slot.black == black) {
            let (mut w, mut b) = (Total::default(), Total::default());
            let passed = [
                pawn_structure(pos, Color::White, &mut w),
                pawn_structure(pos, Color::Black, &mut b),
            ];
            let mut score = w.0;
            score -= b.0;
            *slot = Slot {
                white,
                black,
                score,
                passed,
                full: true,
            };
        }
        (slot.score, slot.passed)
    }
}
