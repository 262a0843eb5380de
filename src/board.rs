//! The position: where the pieces stand, whose turn it is, castling and en-passant rights, the
//! clocks, and an incrementally kept Zobrist key.
//!
//! A [`Position`] can only be built from a validated setup (see [`fen`]), and legal moves keep
//! it legal, so a value of this type always holds a legal position.

pub mod draw;
pub mod fen;
mod make;
pub(crate) mod zobrist;

pub use make::Undo;

use crate::bitboard::Bitboard;
use crate::movegen::attacks::tables;
use crate::types::{Color, Piece, Role, Square};

/// Castling rights as four bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct CastlingRights(u8);

impl CastlingRights {
    pub const NONE: CastlingRights = CastlingRights(0);
    pub const ALL: CastlingRights = CastlingRights(15);

    /// The bit for `color` castling on the king side (`true`) or queen side.
    #[inline]
    pub const fn bit(color: Color, king_side: bool) -> u8 {
        1 << (color as u8 * 2 + if king_side { 0 } else { 1 })
    }

    #[inline]
    pub const fn has(self, color: Color, king_side: bool) -> bool {
        self.0 & Self::bit(color, king_side) != 0
    }

    #[inline]
    pub const fn bits(self) -> u8 {
        self.0
    }

    #[inline]
    pub(crate) const fn from_bits(bits: u8) -> CastlingRights {
        CastlingRights(bits & 15)
    }

    /// The rook's starting square for this castling.
    pub const fn rook_square(color: Color, king_side: bool) -> Square {
        match (color, king_side) {
            (Color::White, true) => Square::H1,
            (Color::White, false) => Square::A1,
            (Color::Black, true) => Square::H8,
            (Color::Black, false) => Square::A8,
        }
    }

    /// The king's starting square.
    pub const fn king_square(color: Color) -> Square {
        match color {
            Color::White => Square::E1,
            Color::Black => Square::E8,
        }
    }
}

/// A legal chess position.
#[derive(Clone, Copy, Debug)]
pub struct Position {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
    turn: Color,
    castling: CastlingRights,
    /// The square behind a pawn that has just advanced two squares, as FEN records it, whether
    /// or not a capture there is possible.
    ep_square: Option<Square>,
    /// `ep_square` when an en-passant capture there is legal, else `None`.
    legal_ep: Option<Square>,
    halfmove_clock: u32,
    fullmove_number: u32,
    /// Zobrist key of placement, turn, castling rights and a *legal* en-passant capture.
    hash: u64,
    /// Enemy pieces giving check to the side to move.
    checkers: Bitboard,
}

impl PartialEq for Position {
    /// Two positions are equal when every field is, clocks included.
    fn eq(&self, other: &Position) -> bool {
        self.by_role == other.by_role
            && self.by_color == other.by_color
            && self.turn == other.turn
            && self.castling == other.castling
            && self.ep_square == other.ep_square
            && self.legal_ep == other.legal_ep
            && self.halfmove_clock == other.halfmove_clock
            && self.fullmove_number == other.fullmove_number
            && self.hash == other.hash
            && self.checkers == other.checkers
    }
}

impl Eq for Position {}

impl Default for Position {
    fn default() -> Position {
        Position::startpos()
    }
}

impl Position {
    /// The starting position of a game of chess.
    pub fn startpos() -> Position {
        // Not `expect`: its Debug formatting of the error would add kilobytes to the page module.
        match fen::START_FEN.parse() {
            Ok(pos) => pos,
            Err(_) => unreachable!("the start position is legal"),
        }
    }

    /// Every square holding a piece of this role, either colour.
    #[inline]
    pub fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role.index()]
    }

    /// Every square holding a piece of this colour.
    #[inline]
    pub fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color.index()]
    }

    /// The squares of `color`'s pieces of this role.
    #[inline]
    pub fn pieces(&self, color: Color, role: Role) -> Bitboard {
        self.by_role[role.index()] & self.by_color[color.index()]
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.by_color[0] | self.by_color[1]
    }

    /// The piece on a square, if any.
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        let role = self.role_at(sq)?;
        let color = if self.by_color[0].contains(sq) {
            Color::White
        } else {
            Color::Black
        };
        Some(Piece { color, role })
    }

    /// The role of the piece on a square, if any. The search asks this of nearly every move it
    /// orders, prunes or makes, so it is read off the bitboards without branching on the
    /// role: a role's index is three bits (pawn 0, knight 1, bishop 2, rook 3, queen 4, king
    /// 5), and each bit is set on the squares of the roles whose index has it. A search
    /// through the six sets, one role after another, mispredicted its way to the answer.
    #[inline]
    pub fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied().contains(sq) {
            return None;
        }
        let [_, knights, bishops, rooks, queens, kings] = self.by_role.map(|b| b.0 >> sq.index());
        let index = ((knights | rooks | kings) & 1) | ((bishops | rooks) & 1) << 1 | ((queens | kings) & 1) << 2;
        Some(Role::ALL[index as usize])
    }

    /// The side to move.
    #[inline]
    pub fn turn(&self) -> Color {
        self.turn
    }

    #[inline]
    pub fn castling(&self) -> CastlingRights {
        self.castling
    }

    /// The en-passant square as FEN would record it (set after every double pawn push).
    #[inline]
    pub fn ep_square(&self) -> Option<Square> {
        self.ep_square
    }

    /// The en-passant square only when an en-passant capture is actually legal now: the
    /// sense in which FIDE article 9.2.2 compares positions.
    #[inline]
    pub fn legal_ep_square(&self) -> Option<Square> {
        self.legal_ep
    }

    /// Half-moves since the last capture or pawn move.
    #[inline]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The number of the current full move, starting at 1 and counting up after Black moves.
    #[inline]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// The Zobrist key: equal for positions that are the same in the sense of FIDE 9.2.2
    /// (placement, side to move, castling rights, legal en-passant captures).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The enemy pieces giving check to the side to move.
    #[inline]
    pub fn checkers(&self) -> Bitboard {
        self.checkers
    }

    #[inline]
    pub fn is_check(&self) -> bool {
        self.checkers.nonempty()
    }

    /// The square of `color`'s king.
    #[inline]
    pub fn king_square(&self, color: Color) -> Square {
        // A position always has exactly one king per side.
        self.pieces(color, Role::King).first().unwrap_or(Square::A1)
    }

    /// Every piece of either colour attacking `sq`, were the board occupied as `occupied`.
    #[inline]
    pub fn attackers_to(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        let t = tables();
        (t.knight(sq) & self.by_role(Role::Knight))
            | (t.king(sq) & self.by_role(Role::King))
            | (t.pawn(Color::White, sq) & self.pieces(Color::Black, Role::Pawn))
            | (t.pawn(Color::Black, sq) & self.pieces(Color::White, Role::Pawn))
            | (t.bishop(sq, occupied) & (self.by_role(Role::Bishop) | self.by_role(Role::Queen)))
            | (t.rook(sq, occupied) & (self.by_role(Role::Rook) | self.by_role(Role::Queen)))
    }

    /// Whether a piece of `by` attacks `sq`, were the board occupied as `occupied`.
    #[inline]
    pub fn is_attacked(&self, sq: Square, by: Color, occupied: Bitboard) -> bool {
        let t = tables();
        let theirs = self.by_color(by);
        if ((t.knight(sq) & self.by_role(Role::Knight))
            | (t.king(sq) & self.by_role(Role::King))
            | (t.pawn(by.other(), sq) & self.by_role(Role::Pawn)))
            & theirs
            != Bitboard::EMPTY
        {
            return true;
        }
        // Look sliders up only when one stands on a line with the square at all.
        let queens = self.by_role(Role::Queen);
        let diagonal = (self.by_role(Role::Bishop) | queens) & theirs & t.bishop_rays(sq);
        let straight = (self.by_role(Role::Rook) | queens) & theirs & t.rook_rays(sq);
        (diagonal.nonempty() && (t.bishop(sq, occupied) & diagonal).nonempty())
            || (straight.nonempty() && (t.rook(sq, occupied) & straight).nonempty())
    }

    /// The pieces of `by` that attack `sq`.
    #[inline]
    fn attackers_of(&self, sq: Square, by: Color, occupied: Bitboard) -> Bitboard {
        let t = tables();
        let queens = self.by_role(Role::Queen);
        let diagonal = (self.by_role(Role::Bishop) | queens) & t.bishop_rays(sq);
        let straight = (self.by_role(Role::Rook) | queens) & t.rook_rays(sq);
        let mut attackers = (t.knight(sq) & self.by_role(Role::Knight))
            | (t.king(sq) & self.by_role(Role::King))
            | (t.pawn(by.other(), sq) & self.by_role(Role::Pawn));
        if (diagonal & self.by_color(by)).nonempty() {
            attackers |= t.bishop(sq, occupied) & diagonal;
        }
        if (straight & self.by_color(by)).nonempty() {
            attackers |= t.rook(sq, occupied) & straight;
        }
        attackers & self.by_color(by)
    }

    /// Whether an en-passant capture onto `ep` is legal for the side to move.
    pub(crate) fn has_legal_ep_capture(&self, ep: Square) -> bool {
        let us = self.turn;
        let capturers = tables().pawn(us.other(), ep) & self.pieces(us, Role::Pawn);
        capturers.into_iter().any(|from| self.is_legal_ep(from, ep))
    }

    /// Whether the en-passant capture `from` x `ep` leaves the mover's king safe. The capture
    /// takes two pawns off one rank at once, which is how a rook or queen on that rank can
    /// suddenly attack the king: simulate the whole move and look.
    pub(crate) fn is_legal_ep(&self, from: Square, ep: Square) -> bool {
        let us = self.turn;
        let captured = Square::from_coords(ep.file(), from.rank());
        let occupied = (self.occupied().without(from).without(captured)).with(ep);
        let king = self.king_square(us);
        let attackers =
            self.attackers_to(king, occupied) & self.by_color(us.other()) & !Bitboard::from_square(captured);
        attackers.is_empty()
    }

    /// The key computed from scratch; equals [`Position::hash`] (a test checks it).
    pub fn compute_hash(&self) -> u64 {
        let keys = zobrist::keys();
        let mut hash = keys.turn(self.turn) ^ keys.castling(self.castling.bits());
        for sq in self.occupied() {
            if let Some(piece) = self.piece_at(sq) {
                hash ^= keys.piece(piece, sq);
            }
        }
        // Decide en passant afresh rather than trusting the kept `legal_ep`.
        if let Some(ep) = self.ep_square.filter(|&ep| self.has_legal_ep_capture(ep)) {
            hash ^= keys.en_passant(ep);
        }
        hash
    }

    /// Whether the two positions are the same in the sense of FIDE article 9.2.2: same side to
    /// move, same pieces on the same squares, same castling rights and the same possible
    /// en-passant captures. Clocks do not matter. Compares the boards, not just the keys.
    pub fn is_same_position(&self, other: &Position) -> bool {
        self.by_role == other.by_role
            && self.by_color == other.by_color
            && self.turn == other.turn
            && self.castling == other.castling
            && self.legal_ep_square() == other.legal_ep_square()
    }

    fn update_checkers(&mut self) {
        let king = self.king_square(self.turn);
        self.checkers = self.attackers_of(king, self.turn.other(), self.occupied());
    }
}
