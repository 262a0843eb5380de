//! How the positions of one ending are numbered, and the board symmetries that shrink a table.
//!
//! Men are kept in a fixed order: White's king, Black's king, then White's other men and Black's,
//! strongest first. Without pawns the board has eight symmetries (mirrors, rotations, the
//! diagonal flip), and only positions with White's king in the triangle a1-d1-d4 are stored;
//! with pawns only the left-right mirror keeps the rules, and White's king stays on files a-d.
//!
//! Every position maps to exactly one stored position: the one the transform chosen for White's
//! king's square gives. (With White's king on the diagonal a1-d4, a position and its diagonal
//! mirror are both stored: each is the representative of itself. That wastes a few entries and
//! keeps the mapping a plain function of the king's square.)

use super::material::{MAX_MEN, Material};
use crate::types::{Color, Piece, Role};

/// A board symmetry as flags: 4 swaps files with ranks (first), 1 mirrors files, 2 mirrors ranks.
pub(crate) type Transform = u8;

/// Applies a symmetry to a square index.
pub(crate) const fn transform(t: Transform, sq: u8) -> u8 {
    let (mut x, mut y) = (sq & 7, sq >> 3);
    if t & 4 != 0 {
        let swap = x;
        x = y;
        y = swap;
    }
    if t & 1 != 0 {
        x = 7 - x;
    }
    if t & 2 != 0 {
        y = 7 - y;
    }
    y * 8 + x
}

/// The symmetry that undoes `t`.
pub(crate) const fn inverse(t: Transform) -> Transform {
    // Mirrors are their own inverses; after a swap, the two mirrors trade places.
    if t & 4 != 0 {
        4 | ((t & 1) << 1) | ((t & 2) >> 1)
    } else {
        t
    }
}

/// The numbering of one material's positions.
#[derive(Clone, Debug)]
pub(crate) struct Layout {
    pub material: Material,
    /// The men in index order; the first `men` are used.
    pub pieces: [Piece; MAX_MEN],
    pub men: usize,
    /// The symmetries this material allows, identity first.
    pub group: &'static [Transform],
    /// How many values each man's digit takes.
    radix: [usize; MAX_MEN],
    /// Positions per side to move.
    pub half: usize,
    /// How far the index moves when man `i`'s digit grows by one.
    pub stride: [usize; MAX_MEN],
    /// The transform that brings White's king from each square into the stored region.
    chosen: [Transform; 64],
    /// White's king's digit for each square of the region, 255 outside it.
    king_digit: [u8; 64],
    /// The square of each digit of White's king.
    king_square: Vec<u8>,
    /// The squares White's king is stored on.
    pub region: u64,
    /// The first and last of two or three men of the same colour and role (next to each other
    /// in index order), whose squares are stored in increasing order. Five men hold at most
    /// one such run.
    pub twins: Option<(usize, usize)>,
}

const ALL_SYMMETRIES: [Transform; 8] = [0, 1, 2, 3, 4, 5, 6, 7];
const MIRROR_ONLY: [Transform; 2] = [0, 1];

impl Layout {
    /// The layout of a canonical material.
    pub fn new(material: Material) -> Layout {
        let mut pieces = [Piece {
            color: Color::White,
            role: Role::King,
        }; MAX_MEN];
        pieces[1] = Piece {
            color: Color::Black,
            role: Role::King,
        };
        let mut men = 2;
        for color in Color::ALL {
            for role in material.roles(color) {
                pieces[men] = Piece { color, role };
                men += 1;
            }
        }
        let pawns = material.has_pawns();
        let group: &'static [Transform] = if pawns { &MIRROR_ONLY } else { &ALL_SYMMETRIES };
        let in_region = |sq: u8| {
            let (x, y) = (sq & 7, sq >> 3);
            if pawns { x <= 3 } else { x <= 3 && y <= x }
        };
        let mut chosen = [0; 64];
        let mut king_digit = [255; 64];
        let mut king_square = Vec::new();
        for sq in 0..64u8 {
            chosen[sq as usize] = *group
                .iter()
                .find(|&&t| in_region(transform(t, sq)))
                .expect("a transform reaches the region");
            if in_region(sq) {
                king_digit[sq as usize] = king_square.len() as u8;
                king_square.push(sq);
            }
        }
        let mut radix = [1; MAX_MEN];
        radix[0] = king_square.len();
        for i in 1..men {
            radix[i] = if pieces[i].role == Role::Pawn { 48 } else { 64 };
        }
        let mut stride = [0; MAX_MEN];
        let mut step = 1;
        for i in (0..men).rev() {
            stride[i] = step;
            step *= radix[i];
        }
        let region = king_square.iter().fold(0u64, |bb, &sq| bb | 1 << sq);
        let twins = (2..men).find(|&a| a + 1 < men && pieces[a] == pieces[a + 1]).map(|a| {
            let b = (a..men).take_while(|&b| pieces[b] == pieces[a]).last().expect("a run");
            (a, b)
        });
        Layout {
            material,
            pieces,
            men,
            group,
            radix,
            half: radix.iter().product(),
            stride,
            chosen,
            king_digit,
            king_square,
            region,
            twins,
        }
    }

    /// Entries in the table: both sides to move.
    pub fn len(&self) -> usize {
        2 * self.half
    }

    /// Whether White's king on `sq` needs no transform.
    #[inline]
    pub fn in_region(&self, sq: u8) -> bool {
        self.king_digit[sq as usize] != 255
    }

    /// The transform that brings White's king on `sq` into the region.
    #[inline]
    pub fn chosen(&self, sq: u8) -> Transform {
        self.chosen[sq as usize]
    }

    /// The index of a position given as squares in layout order, turned into its stored
    /// representative. Pawns must stand on ranks 2-7.
    #[inline]
    pub fn index(&self, squares: &[u8; MAX_MEN], turn: Color) -> usize {
        let t = self.chosen[squares[0] as usize];
        let mut s = *squares;
        if t != 0 {
            for sq in s.iter_mut().take(self.men) {
                *sq = transform(t, *sq);
            }
        }
        self.index_stored(&s, turn)
    }

    /// The index of a position whose White king already stands in the region.
    #[inline]
    pub fn index_stored(&self, squares: &[u8; MAX_MEN], turn: Color) -> usize {
        let mut s = *squares;
        if let Some((a, b)) = self.twins {
            s[a..=b].sort_unstable();
        }
        let mut idx = turn.index();
        idx = idx * self.radix[0] + self.king_digit[s[0] as usize] as usize;
        for ((piece, &sq), &radix) in self.pieces.iter().zip(&s).zip(&self.radix).take(self.men).skip(1) {
            let digit = if piece.role == Role::Pawn { sq - 8 } else { sq };
            idx = idx * radix + digit as usize;
        }
        idx
    }

    /// The squares and side to move of an index.
    #[inline]
    pub fn decode(&self, mut idx: usize) -> ([u8; MAX_MEN], Color) {
        // Radixes are 64 or 48 for men and 10 or 32 for White's king: dividing by a constant
        // is much faster than by a stored number.
        #[inline(always)]
        fn split(idx: usize, radix: usize) -> (usize, usize) {
            match radix {
                64 => (idx >> 6, idx & 63),
                48 => (idx / 48, idx % 48),
                32 => (idx >> 5, idx & 31),
                10 => (idx / 10, idx % 10),
                _ => (idx / radix, idx % radix),
            }
        }
        let mut s = [0u8; MAX_MEN];
        for i in (1..self.men).rev() {
            let (rest, digit) = split(idx, self.radix[i]);
            idx = rest;
            s[i] = if self.pieces[i].role == Role::Pawn {
                digit as u8 + 8
            } else {
                digit as u8
            };
        }
        let (side, king) = split(idx, self.radix[0]);
        s[0] = self.king_square[king];
        let turn = if side == 0 { Color::White } else { Color::Black };
        (s, turn)
    }

    /// The index of a position in a slice of the table that keeps only the positions with man
    /// `slice.0` on rank `slice.1` (that man's digit is then its file), or `None` for a position
    /// outside it. Only for layouts whose symmetries keep ranks (those with pawns).
    #[inline]
    pub fn slice_index(&self, squares: &[u8; MAX_MEN], turn: Color, slice: (usize, u8)) -> Option<usize> {
        let (man, rank) = slice;
        let t = self.chosen[squares[0] as usize];
        let mut s = *squares;
        if t != 0 {
            for sq in s.iter_mut().take(self.men) {
                *sq = transform(t, *sq);
            }
        }
        if s[man] >> 3 != rank {
            return None;
        }
        if let Some((a, b)) = self.twins {
            s[a..=b].sort_unstable();
        }
        let mut idx = turn.index();
        idx = idx * self.radix[0] + self.king_digit[s[0] as usize] as usize;
        for (i, &sq) in s.iter().enumerate().take(self.men).skip(1) {
            let (digit, radix) = if i == man {
                ((sq & 7) as usize, 8)
            } else if self.pieces[i].role == Role::Pawn {
                ((sq - 8) as usize, self.radix[i])
            } else {
                (sq as usize, self.radix[i])
            };
            idx = idx * radix + digit;
        }
        Some(idx)
    }

    /// The entries of a slice ([`Layout::slice_index`]).
    pub fn slice_len(&self, man: usize) -> usize {
        self.len() / self.radix[man] * 8
    }

    /// The index in the whole table of entry `idx` of a slice ([`Layout::slice_index`]).
    pub fn unslice(&self, mut idx: usize, slice: (usize, u8)) -> usize {
        let (man, rank) = slice;
        let mut digits = [0usize; MAX_MEN];
        for i in (1..self.men).rev() {
            let radix = if i == man { 8 } else { self.radix[i] };
            digits[i] = idx % radix;
            idx /= radix;
        }
        // What is left is the side to move and White's king's digit, as in the whole table.
        let mut full = idx;
        for (i, &digit) in digits.iter().enumerate().take(self.men).skip(1) {
            let digit = if i == man {
                // The man's square, as its digit in the whole table.
                let sq = rank as usize * 8 + digit;
                if self.pieces[i].role == Role::Pawn { sq - 8 } else { sq }
            } else {
                digit
            };
            full = full * self.radix[i] + digit;
        }
        full
    }

    /// Whether man `man` is one of the run of like men ([`Layout::twins`]).
    #[inline]
    pub fn is_twin(&self, man: usize) -> bool {
        self.twins.is_some_and(|(a, b)| (a..=b).contains(&man))
    }

    /// Whether the squares of the run of like men are in increasing order, as stored.
    #[inline]
    pub fn twins_in_order(&self, s: &[u8; MAX_MEN]) -> bool {
        self.twins.is_none_or(|(a, b)| s[a..=b].is_sorted_by(|x, y| x < y))
    }

    /// Whether the board's symmetries of this layout keep ranks (only the left-right mirror).
    pub fn keeps_ranks(&self) -> bool {
        self.group.len() == 2
    }

    /// The digits each man's square takes.
    #[cfg(test)]
    fn radix(&self) -> &[usize] {
        &self.radix[..self.men]
    }
}

/// Decodes indices met in increasing order a run at a time: the entries of a run differ only in
/// the last man's square, so a run is decoded once and each of its entries costs a remainder.
pub(crate) struct Runs<'a> {
    layout: &'a Layout,
    /// The run decoded last (`usize::MAX` before the first), its squares and side to move.
    run: usize,
    first: [u8; MAX_MEN],
    turn: Color,
}

impl<'a> Runs<'a> {
    pub fn new(layout: &'a Layout) -> Runs<'a> {
        Runs {
            layout,
            run: usize::MAX,
            first: [0; MAX_MEN],
            turn: Color::White,
        }
    }

    /// The squares and side to move of index `idx` ([`Layout::decode`]).
    #[inline]
    pub fn decode(&mut self, idx: usize) -> ([u8; MAX_MEN], Color) {
        let layout = self.layout;
        let last = layout.men - 1;
        let radix = layout.radix[last];
        if idx / radix != self.run {
            self.run = idx / radix;
            (self.first, self.turn) = layout.decode(idx - idx % radix);
        }
        let digit = (idx % radix) as u8;
        let mut s = self.first;
        s[last] = if layout.pieces[last].role == Role::Pawn {
            digit + 8
        } else {
            digit
        };
        (s, self.turn)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transforms_form_a_group_with_inverses() {
        for t in 0..8 {
            for sq in 0..64 {
                assert_eq!(transform(inverse(t), transform(t, sq)), sq, "t={t}");
            }
        }
    }

    #[test]
    fn indices_decode_back_and_the_region_has_ten_or_thirty_two_squares() {
        let krk = Layout::new("KRvK".parse().unwrap());
        assert_eq!(krk.radix(), [10, 64, 64]);
        let kpk = Layout::new("KPvK".parse().unwrap());
        assert_eq!(kpk.radix(), [32, 64, 48]);
        for layout in [&krk, &kpk] {
            for idx in (0..layout.len()).step_by(97) {
                let (s, turn) = layout.decode(idx);
                assert_eq!(layout.index_stored(&s, turn), idx);
            }
        }
        // h8 for White's king is a1 after a rotation: Kh8 Ra8 is Ka1 Rh1 (or a1/a8 mirrored).
        let h8 = 63;
        let t = krk.chosen(h8);
        assert_eq!(transform(t, h8), 0);
    }
}
