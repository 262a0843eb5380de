//! The vocabulary of the board: colours, piece kinds, pieces, squares, files and ranks.

use std::fmt;

/// A side: White or Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Color {
    White = 0,
    Black = 1,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other side.
    #[inline]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black: an index into per-colour arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lowercase English name, as used in the JavaScript API.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }

    /// `"White"` or `"Black"`, for sentences.
    pub const fn title(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }

    /// The rank this side's pieces start on (rank 1 for White).
    #[inline]
    pub const fn back_rank(self) -> Rank {
        match self {
            Color::White => Rank::new(0),
            Color::Black => Rank::new(7),
        }
    }
}

/// A kind of piece, without its colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Role {
    Pawn = 0,
    Knight = 1,
    Bishop = 2,
    Rook = 3,
    Queen = 4,
    King = 5,
}

impl Role {
    /// Every role, pawn first.
    pub const ALL: [Role; 6] = [
        Role::Pawn,
        Role::Knight,
        Role::Bishop,
        Role::Rook,
        Role::Queen,
        Role::King,
    ];

    /// The roles a pawn may promote to, strongest first.
    pub const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

    /// An index into per-role arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lowercase letter used in FEN (for Black) and UCI promotions.
    pub const fn char(self) -> char {
        match self {
            Role::Pawn => 'p',
            Role::Knight => 'n',
            Role::Bishop => 'b',
            Role::Rook => 'r',
            Role::Queen => 'q',
            Role::King => 'k',
        }
    }

    /// The uppercase letter used in SAN (`None` for pawns, which have no letter there).
    pub const fn san_char(self) -> Option<char> {
        match self {
            Role::Pawn => None,
            _ => Some(self.char().to_ascii_uppercase()),
        }
    }

    /// Parses a piece letter in either case.
    pub const fn from_char(c: char) -> Option<Role> {
        Some(match c.to_ascii_lowercase() {
            'p' => Role::Pawn,
            'n' => Role::Knight,
            'b' => Role::Bishop,
            'r' => Role::Rook,
            'q' => Role::Queen,
            'k' => Role::King,
            _ => return None,
        })
    }
}

/// A piece: a role of a colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub color: Color,
    pub role: Role,
}

impl Piece {
    /// The FEN letter: uppercase for White, lowercase for Black.
    pub const fn char(self) -> char {
        match self.color {
            Color::White => self.role.char().to_ascii_uppercase(),
            Color::Black => self.role.char(),
        }
    }

    /// Parses a FEN piece letter.
    pub const fn from_char(c: char) -> Option<Piece> {
        match Role::from_char(c) {
            Some(role) => Some(Piece {
                color: if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                },
                role,
            }),
            None => None,
        }
    }
}

/// A file, `a` (0) to `h` (7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct File(u8);

impl File {
    /// The file with this index; panics at compile time (in const use) or in debug builds if out of range.
    #[inline]
    pub const fn new(index: u8) -> File {
        debug_assert!(index < 8);
        File(index & 7)
    }

    /// The index, 0 for `a`.
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The letter, `'a'` to `'h'`.
    pub const fn char(self) -> char {
        (b'a' + self.0) as char
    }

    /// Parses `'a'` to `'h'`.
    pub const fn from_char(c: char) -> Option<File> {
        match c {
            'a'..='h' => Some(File(c as u8 - b'a')),
            _ => None,
        }
    }
}

/// A rank, `1` (0) to `8` (7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank(u8);

impl Rank {
    /// The rank with this index (0 for rank 1).
    #[inline]
    pub const fn new(index: u8) -> Rank {
        debug_assert!(index < 8);
        Rank(index & 7)
    }

    /// The index, 0 for rank 1.
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The digit, `'1'` to `'8'`.
    pub const fn char(self) -> char {
        (b'1' + self.0) as char
    }

    /// Parses `'1'` to `'8'`.
    pub const fn from_char(c: char) -> Option<Rank> {
        match c {
            '1'..='8' => Some(Rank(c as u8 - b'1')),
            _ => None,
        }
    }

    /// The same rank seen from the other side (rank 1 becomes rank 8).
    #[inline]
    pub const fn relative(self, color: Color) -> Rank {
        match color {
            Color::White => self,
            Color::Black => Rank(7 - self.0),
        }
    }
}

/// A square, a1 (0) to h8 (63), counting along ranks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    pub const A1: Square = Square(0);
    pub const C1: Square = Square(2);
    pub const D1: Square = Square(3);
    pub const E1: Square = Square(4);
    pub const F1: Square = Square(5);
    pub const G1: Square = Square(6);
    pub const H1: Square = Square(7);
    pub const A8: Square = Square(56);
    pub const C8: Square = Square(58);
    pub const D8: Square = Square(59);
    pub const E8: Square = Square(60);
    pub const F8: Square = Square(61);
    pub const G8: Square = Square(62);
    pub const H8: Square = Square(63);

    /// The square with this index, if it is below 64.
    #[inline]
    pub const fn try_new(index: u32) -> Option<Square> {
        if index < 64 { Some(Square(index as u8)) } else { None }
    }

    /// The square with this index; the index is taken modulo 64.
    #[inline]
    pub const fn new(index: u32) -> Square {
        debug_assert!(index < 64);
        Square((index & 63) as u8)
    }

    /// The square on this file and rank.
    #[inline]
    pub const fn from_coords(file: File, rank: Rank) -> Square {
        Square(rank.0 * 8 + file.0)
    }

    /// The index, 0 (a1) to 63 (h8).
    #[inline]
    pub const fn index(self) -> usize {
        // Always below 64 already; the mask tells the compiler so, which removes bounds checks
        // from every square-indexed table lookup.
        (self.0 & 63) as usize
    }

    #[inline]
    pub const fn file(self) -> File {
        File(self.0 & 7)
    }

    #[inline]
    pub const fn rank(self) -> Rank {
        Rank(self.0 >> 3)
    }

    /// The square this many steps away, if it is on the board (`df` files, `dr` ranks).
    #[inline]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = (self.0 & 7) as i8 + df;
        let r = (self.0 >> 3) as i8 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square((r * 8 + f) as u8))
        } else {
            None
        }
    }

    /// The square mirrored top to bottom (a1 becomes a8).
    #[inline]
    pub const fn flip_vertical(self) -> Square {
        Square(self.0 ^ 56)
    }

    /// Whether this is a light square (h1 and a8 are light, a1 is dark).
    #[inline]
    pub const fn is_light(self) -> bool {
        // a1 is dark; a square is light exactly when file + rank is odd.
        ((self.0 & 7) + (self.0 >> 3)) & 1 == 1
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().char())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl std::str::FromStr for Square {
    type Err = ();

    /// Parses a square name such as `"e4"`.
    fn from_str(s: &str) -> Result<Square, ()> {
        let mut chars = s.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some(f), Some(r), None) => match (File::from_char(f), Rank::from_char(r)) {
                (Some(f), Some(r)) => Ok(Square::from_coords(f, r)),
                _ => Err(()),
            },
            _ => Err(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn square_names_round_trip() {
        for i in 0..64 {
            let sq = Square::new(i);
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        assert_eq!("e4".parse::<Square>().map(|s| s.index()), Ok(28));
        assert!("i1".parse::<Square>().is_err());
        assert!("a9".parse::<Square>().is_err());
        assert!("a10".parse::<Square>().is_err());
    }

    #[test]
    fn square_colours() {
        assert!(!Square::A1.is_light());
        assert!(Square::H1.is_light());
        assert!(Square::A8.is_light());
        assert!(!Square::H8.is_light());
        assert!("e4".parse::<Square>().unwrap().is_light());
        assert!(!"d4".parse::<Square>().unwrap().is_light());
    }

    #[test]
    fn piece_letters() {
        for c in "PNBRQKpnbrqk".chars() {
            assert_eq!(Piece::from_char(c).map(Piece::char), Some(c));
        }
        assert_eq!(Piece::from_char('x'), None);
    }
}
