//! Playing a move on a position, and taking it back.

use super::{CastlingRights, Position, zobrist};
use crate::bitboard::Bitboard;
use crate::movegen::attacks::tables;
use crate::moves::Move;
use crate::types::{Color, Piece, Role, Square};

/// What [`Position::play_unchecked`] needs to take its move back: everything a move can change
/// that cannot be worked out from the move itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    captured: Option<Role>,
    castling: CastlingRights,
    ep_square: Option<Square>,
    legal_ep: Option<Square>,
    halfmove_clock: u32,
    fullmove_number: u32,
    hash: u64,
    checkers: Bitboard,
}

/// For each square, the castling rights that survive a move from or to it.
const fn castling_masks() -> [u8; 64] {
    let mut masks = [15u8; 64];
    masks[Square::E1.index()] =
        15 & !(CastlingRights::bit(Color::White, true) | CastlingRights::bit(Color::White, false));
    masks[Square::E8.index()] =
        15 & !(CastlingRights::bit(Color::Black, true) | CastlingRights::bit(Color::Black, false));
    masks[Square::H1.index()] = 15 & !CastlingRights::bit(Color::White, true);
    masks[Square::A1.index()] = 15 & !CastlingRights::bit(Color::White, false);
    masks[Square::H8.index()] = 15 & !CastlingRights::bit(Color::Black, true);
    masks[Square::A8.index()] = 15 & !CastlingRights::bit(Color::Black, false);
    masks
}

const CASTLING_MASKS: [u8; 64] = castling_masks();

/// The rook's journey when the king castles to `king_to`.
#[inline]
fn castling_rook(king_to: Square) -> (Square, Square) {
    match king_to {
        Square::G1 => (Square::H1, Square::F1),
        Square::C1 => (Square::A1, Square::D1),
        Square::G8 => (Square::H8, Square::F8),
        _ => (Square::A8, Square::D8),
    }
}

/// Whether `mv`, made by a piece of `role`, is castling: the king moving two files.
#[inline]
fn is_castling(role: Role, mv: Move) -> bool {
    role == Role::King && mv.from.file().index().abs_diff(mv.to.file().index()) == 2
}

impl Position {
    #[inline]
    fn toggle(&mut self, piece: Piece, sq: Square) {
        let bb = Bitboard::from_square(sq);
        self.by_role[piece.role.index()] ^= bb;
        self.by_color[piece.color.index()] ^= bb;
    }

    /// Plays a move that must be legal in this position (one from [`Position::legal_moves`]),
    /// and returns what [`Position::undo_unchecked`] needs to take it back. An illegal move
    /// leaves the position in an unspecified (but memory-safe) state.
    pub fn play_unchecked(&mut self, mv: Move) -> Undo {
        let keys = zobrist::keys();
        let us = self.turn;
        let them = us.other();
        let role = self.role_at(mv.from).unwrap_or(Role::Pawn);
        let mut captured = if self.by_color(them).contains(mv.to) {
            self.role_at(mv.to)
        } else {
            None
        };
        let mut undo = Undo {
            captured,
            castling: self.castling,
            ep_square: self.ep_square,
            legal_ep: self.legal_ep,
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
            hash: self.hash,
            checkers: self.checkers,
        };
        let mut hash = self.hash ^ keys.turn(us) ^ keys.turn(them) ^ keys.castling(self.castling.bits());
        // The old en-passant right is gone after any move; take it out of the key if it was in.
        if let Some(ep) = self.legal_ep {
            hash ^= keys.en_passant(ep);
        }

        let moving = Piece { color: us, role };
        self.toggle(moving, mv.from);
        hash ^= keys.piece(moving, mv.from);
        if let Some(victim) = captured {
            let piece = Piece {
                color: them,
                role: victim,
            };
            self.toggle(piece, mv.to);
            hash ^= keys.piece(piece, mv.to);
        } else if role == Role::Pawn && Some(mv.to) == self.ep_square && mv.from.file() != mv.to.file() {
            // En passant: the captured pawn stands beside the mover, not on the target square.
            let victim_sq = Square::from_coords(mv.to.file(), mv.from.rank());
            let piece = Piece {
                color: them,
                role: Role::Pawn,
            };
            self.toggle(piece, victim_sq);
            hash ^= keys.piece(piece, victim_sq);
            captured = Some(Role::Pawn);
        }
        let arriving = Piece {
            color: us,
            role: mv.promotion.unwrap_or(role),
        };
        self.toggle(arriving, mv.to);
        hash ^= keys.piece(arriving, mv.to);

        let castles = is_castling(role, mv);
        if castles {
            let (rook_from, rook_to) = castling_rook(mv.to);
            let rook = Piece {
                color: us,
                role: Role::Rook,
            };
            self.toggle(rook, rook_from);
            self.toggle(rook, rook_to);
            hash ^= keys.piece(rook, rook_from) ^ keys.piece(rook, rook_to);
        }

        self.castling = CastlingRights::from_bits(
            self.castling.bits() & CASTLING_MASKS[mv.from.index()] & CASTLING_MASKS[mv.to.index()],
        );
        hash ^= keys.castling(self.castling.bits());

        self.ep_square = None;
        self.legal_ep = None;
        if role == Role::Pawn && mv.from.rank().index().abs_diff(mv.to.rank().index()) == 2 {
            self.ep_square = Some(Square::new((mv.from.index() + mv.to.index()) as u32 / 2));
        }
        if role == Role::Pawn || captured.is_some() {
            self.halfmove_clock = 0;
        } else {
            self.halfmove_clock = self.halfmove_clock.saturating_add(1);
        }
        if us == Color::Black {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        self.turn = them;
        // `them` was not in check before this move (the side not to move never is), so any check
        // now comes from the move: the arriving piece itself, or a line it opened.
        let t = tables();
        let king = self.king_square(them);
        let occupied = self.occupied();
        self.checkers = match arriving.role {
            Role::Pawn => t.pawn(them, king) & Bitboard::from_square(mv.to),
            Role::Knight => t.knight(king) & Bitboard::from_square(mv.to),
            _ => Bitboard::EMPTY,
        };
        let ep_capture = role == Role::Pawn && captured.is_some() && undo.captured.is_none();
        if castles || ep_capture || (t.line(king, mv.from) | t.line(king, mv.to)).nonempty() {
            let queens = self.pieces(us, Role::Queen);
            self.checkers |= (t.bishop(king, occupied) & (self.pieces(us, Role::Bishop) | queens))
                | (t.rook(king, occupied) & (self.pieces(us, Role::Rook) | queens));
        }
        // Only a capture that is really possible makes the position different (FIDE 9.2.2).
        if let Some(ep) = self.ep_square
            && self.has_legal_ep_capture(ep)
        {
            self.legal_ep = Some(ep);
            hash ^= keys.en_passant(ep);
        }
        self.hash = hash;
        undo.captured = captured;
        undo
    }

    /// Takes back `mv`, which must be the last move played with [`Position::play_unchecked`],
    /// restoring the position exactly.
    pub fn undo_unchecked(&mut self, mv: Move, undo: Undo) {
        let them = self.turn;
        let us = them.other();
        let arrived = self.role_at(mv.to).unwrap_or(Role::Pawn);
        let role = if mv.promotion.is_some() { Role::Pawn } else { arrived };
        self.toggle(
            Piece {
                color: us,
                role: arrived,
            },
            mv.to,
        );
        self.toggle(Piece { color: us, role }, mv.from);
        if let Some(victim) = undo.captured {
            let victim_sq = if role == Role::Pawn && Some(mv.to) == undo.ep_square && mv.from.file() != mv.to.file() {
                Square::from_coords(mv.to.file(), mv.from.rank())
            } else {
                mv.to
            };
            self.toggle(
                Piece {
                    color: them,
                    role: victim,
                },
                victim_sq,
            );
        }
        if is_castling(role, mv) {
            let (rook_from, rook_to) = castling_rook(mv.to);
            let rook = Piece {
                color: us,
                role: Role::Rook,
            };
            self.toggle(rook, rook_to);
            self.toggle(rook, rook_from);
        }
        self.turn = us;
        self.castling = undo.castling;
        self.ep_square = undo.ep_square;
        self.legal_ep = undo.legal_ep;
        self.halfmove_clock = undo.halfmove_clock;
        self.fullmove_number = undo.fullmove_number;
        self.hash = undo.hash;
        self.checkers = undo.checkers;
    }

    /// The position with the other side to move and nothing else changed but the
    /// en-passant right and the clocks: a "null move", which a search uses to ask whether a
    /// position is so good that even passing keeps it good. Not for a side in check.
    pub fn after_null_move(&self) -> Position {
        let keys = zobrist::keys();
        let mut next = *self;
        if let Some(ep) = next.legal_ep {
            next.hash ^= keys.en_passant(ep);
        }
        next.ep_square = None;
        next.legal_ep = None;
        next.hash ^= keys.turn(self.turn) ^ keys.turn(self.turn.other());
        next.turn = self.turn.other();
        next.halfmove_clock = next.halfmove_clock.saturating_add(1);
        if self.turn == Color::Black {
            next.fullmove_number = next.fullmove_number.saturating_add(1);
        }
        // The side now to move was not in check (the side not to move never is).
        next.checkers = Bitboard::EMPTY;
        next
    }

    /// Whether `mv` (legal here) gives check: what [`Position::after`] would record, without
    /// making the move. The search asks this of moves it may then prune unplayed.
    #[inline(always)]
    pub fn gives_check(&self, mv: Move) -> bool {
        let t = tables();
        let us = self.turn;
        let king = self.king_square(us.other());
        let role = self.role_at(mv.from).unwrap_or(Role::Pawn);
        let arriving = mv.promotion.unwrap_or(role);
        let direct = match arriving {
            Role::Pawn => t.pawn(us.other(), king).contains(mv.to),
            Role::Knight => t.knight(king).contains(mv.to),
            _ => false,
        };
        if direct {
            return true;
        }
        let castles = is_castling(role, mv);
        let ep_capture = role == Role::Pawn && mv.from.file() != mv.to.file() && !self.occupied().contains(mv.to);
        if !castles && !ep_capture && (t.line(king, mv.from) | t.line(king, mv.to)).is_empty() {
            return false;
        }
        // Our lines to the king once the move is made: the mover gone from its square and
        // standing on its new one (as what it promotes to), a castling rook moved, a pawn
        // taken en passant gone.
        let mut occupied = self.occupied().without(mv.from).with(mv.to);
        let queens = self.pieces(us, Role::Queen);
        let mut diagonal = (self.pieces(us, Role::Bishop) | queens).without(mv.from);
        let mut straight = (self.pieces(us, Role::Rook) | queens).without(mv.from);
        if matches!(arriving, Role::Bishop | Role::Queen) {
            diagonal = diagonal.with(mv.to);
        }
        if matches!(arriving, Role::Rook | Role::Queen) {
            straight = straight.with(mv.to);
        }
        if castles {
            let (rook_from, rook_to) = castling_rook(mv.to);
            occupied = occupied.without(rook_from).with(rook_to);
            straight = straight.without(rook_from).with(rook_to);
        }
        if ep_capture {
            occupied = occupied.without(Square::from_coords(mv.to.file(), mv.from.rank()));
        }
        (t.bishop(king, occupied) & diagonal).nonempty() || (t.rook(king, occupied) & straight).nonempty()
    }

    /// The position after a legal move, leaving this one as it is.
    #[inline]
    pub fn after(&self, mv: Move) -> Position {
        let mut next = *self;
        next.play_unchecked(mv);
        next
    }
}
