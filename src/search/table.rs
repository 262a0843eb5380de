//! The transposition table: what earlier searches learnt about positions, by Zobrist key.
//!
//! One entry per slot, always replaced except by a shallower result on the same position. Mate
//! scores are stored relative to the node, not the root, so they stay true wherever the
//! position turns up again.

use super::MATE_BOUND;
use crate::moves::Move;

/// What a stored score says about the position's true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub(super) enum Bound {
    /// The score is the value.
    Exact,
    /// The value is at least the score (a move was good enough to cut off).
    Lower,
    /// The value is at most the score (no move reached alpha).
    Upper,
}

/// One slot. An empty slot has no bound.
#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    mv: u16,
    score: i16,
    /// The static evaluation, or [`NO_EVAL`] when none was made (in check).
    eval: i16,
    depth: i8,
    bound: Option<Bound>,
}

/// The stored evaluation of a position in check, which has none.
const NO_EVAL: i16 = i16::MIN;

// Entries stay small: a table of a few megabytes holds many of them.
const _: () = assert!(std::mem::size_of::<Entry>() <= 16);

/// What the table knows about a position.
#[derive(Clone, Copy, Debug)]
pub(super) struct Hit {
    /// The best move found, encoded (see [`encode`]); 0 when none is known.
    pub mv: u16,
    /// The score relative to the node (see [`from_table`]).
    pub score: i32,
    pub depth: i32,
    pub bound: Bound,
    /// The position's static evaluation, when one was made.
    pub eval: Option<i32>,
}

impl Hit {
    /// The stored score, `ply` plies from the root, when its bound settles the window
    /// (`alpha`, `beta`): exact, at least `beta`, or at most `alpha`.
    #[inline]
    pub fn cutoff(&self, ply: usize, alpha: i32, beta: i32) -> Option<i32> {
        let score = from_table(self.score, ply);
        let settled = match self.bound {
            Bound::Exact => true,
            Bound::Lower => score >= beta,
            Bound::Upper => score <= alpha,
        };
        settled.then_some(score)
    }
}

pub(super) struct Table {
    entries: Vec<Entry>,
}

impl Table {
    /// A table of about `megabytes` megabytes (a power of two of entries, at least one MB).
    pub fn new(megabytes: usize) -> Table {
        let wanted = (megabytes.max(1) << 20) / std::mem::size_of::<Entry>();
        // A power of two, so an index is a mask of the key.
        let len = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        Table {
            entries: vec![Entry::default(); len],
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.entries.len() - 1)
    }

    /// Starts loading the slot of `key` into the cache, so that the probe a little later does
    /// not wait as long for memory (a hint, on x86-64 only: up to 8% more nodes a second with a
    /// 16 MB table natively, within noise; see `tests/bench/engine-changes.md`, session 17).
    #[inline]
    #[allow(unsafe_code)]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let slot: *const Entry = &self.entries[self.slot(key)];
            // SAFETY: a prefetch only warms the cache; it reads nothing the program sees and
            // the address is that of a live slot.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(slot.cast()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Hit> {
        let e = self.entries[self.slot(key)];
        let bound = e.bound.filter(|_| e.key == key)?;
        Some(Hit {
            mv: e.mv,
            score: e.score as i32,
            depth: e.depth as i32,
            bound,
            eval: (e.eval != NO_EVAL).then_some(e.eval as i32),
        })
    }

    #[inline]
    /// Records a search's result: `eval` is the static evaluation (None in check).
    pub fn store(&mut self, key: u64, mv: Option<Move>, score: i32, eval: Option<i32>, depth: i32, bound: Bound) {
        let slot = self.slot(key);
        let old = self.entries[slot];
        // Keep a deeper result for the same position, unless this one is exact and nearly
        // as deep.
        let margin = if bound == Bound::Exact { 2 } else { 0 };
        if old.key == key && old.depth as i32 > depth + margin {
            return;
        }
        let mv = mv.map(encode).unwrap_or(if old.key == key { old.mv } else { 0 });
        self.entries[slot] = Entry {
            key,
            mv,
            score: score as i16,
            eval: eval.map_or(NO_EVAL, |e| e as i16),
            depth: depth.clamp(-1, 127) as i8,
            bound: Some(bound),
        };
    }

    /// Per mille of the first thousand slots (or all, in a smaller table) that hold an entry.
    pub fn hashfull(&self) -> u32 {
        let sample = &self.entries[..self.entries.len().min(1000)];
        let used = sample.iter().filter(|e| e.bound.is_some()).count();
        (used * 1000 / sample.len()) as u32
    }

    pub fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = Entry::default());
    }
}

/// A move in 16 bits: from, to and the promotion's role (0, the pawn's index, for none: no
/// pawn promotes to a pawn).
pub(super) fn encode(mv: Move) -> u16 {
    let promo = mv.promotion.map_or(0, |r| r.index() as u16);
    mv.from.index() as u16 | (mv.to.index() as u16) << 6 | promo << 12
}

/// Whether `mv` is the move stored as `code` (0 matches nothing).
pub(super) fn matches_code(mv: Move, code: u16) -> bool {
    code != 0 && encode(mv) == code
}

/// A score `ply` plies from the root as the table stores it: mates counted from the node.
pub(super) fn to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

/// A stored score read back `ply` plies from the root.
pub(super) fn from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}
