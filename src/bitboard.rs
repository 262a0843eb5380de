//! Sets of squares as 64-bit words: bit `i` stands for square `i` (a1 = 0, h8 = 63).

use crate::types::{Color, File, Rank, Square};
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = 0x8080_8080_8080_8080;

/// A set of squares.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);
    pub const FULL: Bitboard = Bitboard(!0);
    /// The 32 light squares (h1, a8, ...).
    pub const LIGHT_SQUARES: Bitboard = Bitboard(0x55AA_55AA_55AA_55AA);
    /// The 32 dark squares (a1, h8, ...).
    pub const DARK_SQUARES: Bitboard = Bitboard(0xAA55_AA55_AA55_AA55);
    /// Ranks 1 and 8, where pawns may not stand.
    pub const BACK_RANKS: Bitboard = Bitboard(0xFF00_0000_0000_00FF);

    /// The squares of `sq`'s colour: the light squares or the dark ones.
    #[inline]
    pub const fn same_colour_as(sq: Square) -> Bitboard {
        if sq.is_light() {
            Bitboard::LIGHT_SQUARES
        } else {
            Bitboard::DARK_SQUARES
        }
    }

    /// The set holding just this square.
    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }

    /// All squares of a file.
    #[inline]
    pub const fn file(file: File) -> Bitboard {
        Bitboard(0x0101_0101_0101_0101 << file.index())
    }

    /// All squares of a rank.
    #[inline]
    pub const fn rank(rank: Rank) -> Bitboard {
        Bitboard(0xFF << (8 * rank.index()))
    }

    /// A rank counted from `color`'s side (rank 1 is White's first rank, Black's eighth).
    #[inline]
    pub const fn relative_rank(color: Color, rank: u8) -> Bitboard {
        Bitboard::rank(Rank::new(rank).relative(color))
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub const fn nonempty(self) -> bool {
        self.0 != 0
    }

    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }

    /// The number of squares in the set.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set has two or more squares.
    #[inline]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The lowest square, if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::new(self.0.trailing_zeros()))
        }
    }

    /// The only square of a one-square set (the lowest square of a larger one).
    #[inline]
    pub const fn single(self) -> Option<Square> {
        if self.more_than_one() { None } else { self.first() }
    }

    #[inline]
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | (1 << sq.index()))
    }

    #[inline]
    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq.index()))
    }

    /// The squares one rank further from `color`'s side ("up" for White, "down" for Black).
    #[inline]
    pub const fn forward(self, color: Color) -> Bitboard {
        match color {
            Color::White => Bitboard(self.0 << 8),
            Color::Black => Bitboard(self.0 >> 8),
        }
    }

    /// The squares pawns of `color` standing on these squares attack.
    #[inline]
    pub const fn pawn_attacks(self, color: Color) -> Bitboard {
        let west = self.0 & !FILE_A;
        let east = self.0 & !FILE_H;
        match color {
            Color::White => Bitboard((west << 7) | (east << 9)),
            Color::Black => Bitboard((west >> 9) | (east >> 7)),
        }
    }

    /// These squares and every square next to one of them (what a king reaches in a step).
    #[inline]
    pub const fn and_neighbours(self) -> Bitboard {
        let row = self.0 | ((self.0 & !FILE_A) >> 1) | ((self.0 & !FILE_H) << 1);
        Bitboard(row | (row << 8) | (row >> 8))
    }

    /// Squares seen from the other side of the board (a1 <-> a8).
    #[inline]
    pub const fn flip_vertical(self) -> Bitboard {
        Bitboard(self.0.swap_bytes())
    }
}

impl Iterator for Bitboard {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        let sq = self.first()?;
        self.0 &= self.0 - 1;
        Some(sq)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.count() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Bitboard {}

impl std::fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Bitboard({:#018x})", self.0)
    }
}

macro_rules! bit_ops {
    ($($trait:ident $method:ident $assign_trait:ident $assign_method:ident $op:tt;)*) => {$(
        impl $trait for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $method(self, rhs: Bitboard) -> Bitboard {
                Bitboard(self.0 $op rhs.0)
            }
        }
        impl $assign_trait for Bitboard {
            #[inline]
            fn $assign_method(&mut self, rhs: Bitboard) {
                self.0 = self.0 $op rhs.0;
            }
        }
    )*};
}

bit_ops! {
    BitAnd bitand BitAndAssign bitand_assign &;
    BitOr bitor BitOrAssign bitor_assign |;
    BitXor bitxor BitXorAssign bitxor_assign ^;
}

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn light_and_dark_masks_match_square_colours() {
        for i in 0..64 {
            let sq = Square::new(i);
            assert_eq!(Bitboard::LIGHT_SQUARES.contains(sq), sq.is_light(), "{sq}");
            assert_eq!(Bitboard::DARK_SQUARES.contains(sq), !sq.is_light(), "{sq}");
        }
    }

    #[test]
    fn iteration_yields_squares_in_order() {
        let bb = Bitboard(0b1010_0001);
        let squares: Vec<_> = bb.map(|s| s.index()).collect();
        assert_eq!(squares, vec![0, 5, 7]);
        assert_eq!(bb.count(), 3);
        assert!(bb.more_than_one());
        assert_eq!(Bitboard(1 << 9).single().map(|s| s.index()), Some(9));
    }
}
