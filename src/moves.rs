//! Moves and fixed-capacity move lists.

use crate::types::{Role, Square};
use std::fmt;

/// A move: where a piece goes from and to, and what a pawn promotes to.
///
/// Castling is the king's two-square move (`e1g1`), as in UCI; en passant is the pawn's
/// diagonal move to the empty en-passant square.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    pub promotion: Option<Role>,
}

impl fmt::Display for Move {
    /// Writes the move in UCI notation (`e2e4`, `e7e8q`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(role) = self.promotion {
            write!(f, "{}", role.char())?;
        }
        Ok(())
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The most legal moves any chess position has is 218; this leaves room.
pub const MAX_MOVES: usize = 256;

/// A list of moves that lives on the stack.
#[derive(Clone)]
pub struct MoveList {
    moves: [Move; MAX_MOVES],
    len: usize,
}

impl Default for MoveList {
    #[inline]
    fn default() -> MoveList {
        // The slots past `len` are never read: they are filled with the move whose bytes are
        // all zero (a1a1, "promoting" to a pawn), so that filling them is one cheap memset.
        MoveList {
            moves: [Move {
                from: Square::A1,
                to: Square::A1,
                promotion: Some(Role::Pawn),
            }; MAX_MOVES],
            len: 0,
        }
    }
}

impl MoveList {
    /// Empties the list, to be filled again (the slots keep their old moves, never read).
    #[inline]
    pub fn clear(&mut self) {
        self.len = 0;
    }

    /// Adds a move. No legal position fills the list (the most moves any has is 218, and
    /// impossible material is refused when a position is set up).
    #[inline]
    pub fn push(&mut self, mv: Move) {
        debug_assert!(self.len < MAX_MOVES, "move list full");
        if let Some(slot) = self.moves.get_mut(self.len) {
            *slot = mv;
            self.len += 1;
        }
    }
}

impl std::ops::Deref for MoveList {
    type Target = [Move];

    #[inline]
    fn deref(&self) -> &[Move] {
        &self.moves[..self.len]
    }
}

impl std::ops::DerefMut for MoveList {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Move] {
        &mut self.moves[..self.len]
    }
}

impl fmt::Debug for MoveList {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
