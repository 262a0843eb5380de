//! The search's evaluation caches. The pawns change in few of the moves searched, so their
//! structure's score and passed pawns are worked out once per arrangement of pawns and looked
//! up after that. Whole evaluations are kept too, by the position's key: the search meets
//! about a fifth of its positions again after the table has lost them (or, in quiescence,
//! where the table has no room for them).

use super::terms::pawn_structure;
use super::{Pair, Total};
use crate::bitboard::Bitboard;
use crate::board::Position;
use crate::types::{Color, Role};

/// Slots for pawn arrangements (a power of two): about 320 KB.
const SLOTS: usize = 1 << 13;
/// Slots for whole evaluations (a power of two): 512 KB.
const EVAL_SLOTS: usize = 1 << 15;
/// An evaluation slot never written (no evaluation is this low).
const NO_EVAL: (u64, i32) = (0, i32::MIN);

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

pub struct EvalCache {
    slots: Vec<Slot>,
    /// A position's key and its evaluation for the side to move.
    evals: Vec<(u64, i32)>,
}

impl Default for EvalCache {
    fn default() -> Self {
        EvalCache {
            slots: vec![Slot::default(); SLOTS],
            evals: vec![NO_EVAL; EVAL_SLOTS],
        }
    }
}

impl EvalCache {
    /// The evaluation stored for the position with this key, if it is still there.
    #[inline]
    pub(super) fn eval(&self, key: u64) -> Option<i32> {
        let (stored, eval) = self.evals[key as usize & (EVAL_SLOTS - 1)];
        (stored == key && eval != NO_EVAL.1).then_some(eval)
    }

    #[inline]
    pub(super) fn store_eval(&mut self, key: u64, eval: i32) {
        self.evals[key as usize & (EVAL_SLOTS - 1)] = (key, eval);
    }

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
