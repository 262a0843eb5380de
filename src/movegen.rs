//! Legal move generation.
//!
//! Checks and pins are worked out once per position, so every move produced is legal and none
//! needs to be tried and taken back. Moves come out in groups (a piece and the set of squares it
//! may go to; or a set of pawn targets with one shared step), which lets perft count the last
//! ply with population counts instead of listing moves.

pub(crate) mod attacks;
mod magics;

pub use attacks::init;

use crate::bitboard::Bitboard;
use crate::board::{CastlingRights, Position};
use crate::moves::{Move, MoveList};
use crate::types::{Color, File, Role, Square};
use attacks::tables;

/// Receives the legal moves of a position, group by group.
pub(crate) trait Visitor {
    /// A piece on `from` (any role, pawns included) may move to each of `targets`. Pawn targets
    /// on the last rank stand for four promotions each.
    fn piece(&mut self, from: Square, role: Role, targets: Bitboard);
    /// Pawns may move to each of `targets`, each from the square `step` behind it (in square
    /// indices: `from = to - step`). Targets on the last rank stand for four promotions each.
    fn pawns(&mut self, targets: Bitboard, step: i8);
}

const NOT_FILE_A: Bitboard = Bitboard(!0x0101_0101_0101_0101);
const NOT_FILE_H: Bitboard = Bitboard(!0x8080_8080_8080_8080);

impl Position {
    /// The pieces of the side to move that are pinned to their king.
    pub fn pinned(&self) -> Bitboard {
        let t = tables();
        let us = self.turn();
        let them = us.other();
        let king = self.king_square(us);
        let queens = self.pieces(them, Role::Queen);
        let snipers = (t.rook_rays(king) & (self.pieces(them, Role::Rook) | queens))
            | (t.bishop_rays(king) & (self.pieces(them, Role::Bishop) | queens));
        let occupied = self.occupied();
        let mut pinned = Bitboard::EMPTY;
        for sniper in snipers {
            let blockers = t.between(king, sniper) & occupied;
            if !blockers.more_than_one() {
                pinned |= blockers & self.by_color(us);
            }
        }
        pinned
    }

    /// The squares next to our king that the enemy attacks, counted as if our king were gone
    /// (so that stepping back along a slider's ray is seen to stay in check).
    fn king_danger(&self, king: Square) -> Bitboard {
        let t = tables();
        let them = self.turn().other();
        let theirs = self.by_color(them);
        let zone = t.king(king);
        let pawns = self.pieces(them, Role::Pawn);
        let mut danger = pawns.pawn_attacks(them);
        danger |= t.king(self.king_square(them));
        for knight in self.pieces(them, Role::Knight) {
            danger |= t.knight(knight);
        }
        let without_king = self.occupied().without(king);
        let queens = self.by_role(Role::Queen) & theirs;
        // Only sliders with a line into the zone can attack it.
        for slider in (self.by_role(Role::Bishop) & theirs | queens) & t.bishop_zone(king) {
            danger |= t.bishop(slider, without_king);
        }
        for slider in (self.by_role(Role::Rook) & theirs | queens) & t.rook_zone(king) {
            danger |= t.rook(slider, without_king);
        }
        danger & zone
    }

    /// Feeds every legal move to `visitor`.
    #[inline]
    pub(crate) fn visit_legal<V: Visitor>(&self, visitor: &mut V) {
        self.visit_legal_to(visitor, Bitboard::FULL);
    }

    /// Feeds the legal moves to `visitor` whose target is in `mask`, and, whatever the mask,
    /// every promotion and en-passant capture (so the enemy's pieces as the mask give the
    /// moves a quiescence search wants). Castling only comes with the full mask.
    pub(crate) fn visit_legal_to<V: Visitor>(&self, visitor: &mut V, mask: Bitboard) {
        let t = tables();
        let us = self.turn();
        let them = us.other();
        let ours = self.by_color(us);
        let theirs = self.by_color(them);
        let occupied = ours | theirs;
        let king = self.king_square(us);
        let checkers = self.checkers();

        // The king may step anywhere the enemy does not attack once the king has left its
        // square (so that stepping back along a slider's ray is seen to stay in check). With
        // one or two squares to try, asking about each is cheaper than mapping every attack.
        let mut king_targets = t.king(king) & !ours & mask;
        if king_targets.more_than_one() && (king_targets.0 & (king_targets.0 - 1)).count_ones() > 1 {
            king_targets &= !self.king_danger(king);
        } else {
            let without_king = occupied.without(king);
            for to in king_targets {
                if self.is_attacked(to, them, without_king) {
                    king_targets = king_targets.without(to);
                }
            }
        }
        if checkers.is_empty() && mask == Bitboard::FULL {
            king_targets |= self.castling_targets(king, occupied);
        }
        visitor.piece(king, Role::King, king_targets);
        if checkers.more_than_one() {
            return;
        }

        // In check, other pieces must capture the checker or block its ray.
        let allowed = match checkers.single() {
            Some(checker) => t.between(king, checker).with(checker),
            None => Bitboard::FULL,
        } & !ours;
        let pawn_allowed = allowed & (mask | Bitboard::BACK_RANKS);
        let allowed = allowed & mask;
        let pinned = self.pinned();

        for from in self.pieces(us, Role::Knight) & !pinned {
            visitor.piece(from, Role::Knight, t.knight(from) & allowed);
        }
        let queens = self.pieces(us, Role::Queen);
        for from in (self.pieces(us, Role::Bishop) | queens) & ours {
            let mut targets = t.bishop(from, occupied) & allowed;
            if pinned.contains(from) {
                targets &= t.line(king, from);
            }
            let role = if queens.contains(from) {
                Role::Queen
            } else {
                Role::Bishop
            };
            visitor.piece(from, role, targets);
        }
        for from in (self.pieces(us, Role::Rook) | queens) & ours {
            let mut targets = t.rook(from, occupied) & allowed;
            if pinned.contains(from) {
                targets &= t.line(king, from);
            }
            let role = if queens.contains(from) { Role::Queen } else { Role::Rook };
            visitor.piece(from, role, targets);
        }

        self.visit_pawns(visitor, pawn_allowed, pinned, king);
    }

    fn visit_pawns<V: Visitor>(&self, visitor: &mut V, allowed: Bitboard, pinned: Bitboard, king: Square) {
        let t = tables();
        let us = self.turn();
        let pawns = self.pieces(us, Role::Pawn);
        let theirs = self.by_color(us.other());
        let empty = !self.occupied();
        let third_rank = Bitboard::relative_rank(us, 2);

        // Unpinned pawns, all at once.
        let free = pawns & !pinned;
        let single = free.forward(us) & empty;
        let double = (single & third_rank).forward(us) & empty;
        let (west, east, forward) = match us {
            Color::White => (
                Bitboard((free & NOT_FILE_A).0 << 7),
                Bitboard((free & NOT_FILE_H).0 << 9),
                8,
            ),
            Color::Black => (
                Bitboard((free & NOT_FILE_A).0 >> 9),
                Bitboard((free & NOT_FILE_H).0 >> 7),
                -8,
            ),
        };
        visitor.pawns(single & allowed, forward);
        visitor.pawns(double & allowed, 2 * forward);
        visitor.pawns(west & theirs & allowed, forward - 1);
        visitor.pawns(east & theirs & allowed, forward + 1);

        // Pinned pawns may only move along the line through their king.
        for from in pawns & pinned {
            let mut targets = t.pawn(us, from) & theirs;
            let one = Bitboard::from_square(from).forward(us) & empty;
            targets |= one | ((one & third_rank).forward(us) & empty);
            visitor.piece(from, Role::Pawn, targets & allowed & t.line(king, from));
        }

        if let Some(ep) = self.legal_ep_square() {
            for from in t.pawn(us.other(), ep) & pawns {
                if self.is_legal_ep(from, ep) {
                    visitor.piece(from, Role::Pawn, Bitboard::from_square(ep));
                }
            }
        }
    }

    /// The squares the king may castle to (g1/c1 or g8/c8); the king must not be in check.
    fn castling_targets(&self, king: Square, occupied: Bitboard) -> Bitboard {
        let us = self.turn();
        let rights = self.castling();
        let mut targets = Bitboard::EMPTY;
        for king_side in [true, false] {
            if !rights.has(us, king_side) {
                continue;
            }
            let rook = CastlingRights::rook_square(us, king_side);
            let t = tables();
            if (t.between(king, rook) & occupied).nonempty() {
                continue;
            }
            // The king crosses one square and lands on the next; neither may be attacked.
            let (cross, land) = if king_side { (5, 6) } else { (3, 2) };
            let rank = us.back_rank();
            let cross = Square::from_coords(File::new(cross), rank);
            let land = Square::from_coords(File::new(land), rank);
            let them = us.other();
            if !self.is_attacked(cross, them, occupied) && !self.is_attacked(land, them, occupied) {
                targets = targets.with(land);
            }
        }
        targets
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::default();
        self.legal_moves_into(&mut list);
        list
    }

    /// Fills `list` with every legal move, in place of what it held (a search keeps one list a
    /// ply instead of making a new one at every node).
    pub fn legal_moves_into(&self, list: &mut MoveList) {
        list.clear();
        self.visit_legal(&mut ListVisitor(list));
    }

    /// Calls `f` with every legal move and the role of the piece moving, without making a list.
    pub(crate) fn for_each_legal_move(&self, f: impl FnMut(Move, Role)) {
        self.visit_legal(&mut FnVisitor(f));
    }

    /// Fills `list` with the legal captures, en-passant captures and promotions, in place of
    /// what it held.
    pub fn legal_captures_into(&self, list: &mut MoveList) {
        list.clear();
        self.visit_legal_to(&mut ListVisitor(list), self.by_color(self.turn().other()));
    }

    /// The number of legal moves, counted without listing them.
    pub fn count_legal_moves(&self) -> u64 {
        let mut counter = CountVisitor(0);
        self.visit_legal(&mut counter);
        counter.0
    }

    /// Whether `mv` is legal here.
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(&mv)
    }

    pub fn is_checkmate(&self) -> bool {
        self.is_check() && self.count_legal_moves() == 0
    }

    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && self.count_legal_moves() == 0
    }
}

/// Calls `f` with each move a piece going from `from` to `to` stands for: four promotions for
/// a pawn reaching the last rank, else the one move.
#[inline]
pub(crate) fn for_each_move(from: Square, to: Square, pawn: bool, mut f: impl FnMut(Move)) {
    if pawn && Bitboard::BACK_RANKS.contains(to) {
        for role in Role::PROMOTIONS {
            f(Move {
                from,
                to,
                promotion: Some(role),
            });
        }
    } else {
        f(Move {
            from,
            to,
            promotion: None,
        });
    }
}

/// The number of moves `targets` stand for (promotions count four each for a pawn).
#[inline]
fn count_moves(targets: Bitboard, pawn: bool) -> u64 {
    if pawn {
        (targets & !Bitboard::BACK_RANKS).count() as u64 + 4 * (targets & Bitboard::BACK_RANKS).count() as u64
    } else {
        targets.count() as u64
    }
}

/// The square a pawn came from when it reached `to` by `step` (see [`Visitor::pawns`]).
#[inline]
pub(crate) fn pawn_origin(to: Square, step: i8) -> Square {
    Square::new((to.index() as i32 - step as i32) as u32)
}

/// Pushes the moves onto a list the caller owns, so that the list is filled where it lives.
struct ListVisitor<'a>(&'a mut MoveList);

impl Visitor for ListVisitor<'_> {
    #[inline]
    fn piece(&mut self, from: Square, role: Role, targets: Bitboard) {
        for to in targets {
            for_each_move(from, to, role == Role::Pawn, |mv| self.0.push(mv));
        }
    }

    #[inline]
    fn pawns(&mut self, targets: Bitboard, step: i8) {
        for to in targets {
            for_each_move(pawn_origin(to, step), to, true, |mv| self.0.push(mv));
        }
    }
}

struct FnVisitor<F>(F);

impl<F: FnMut(Move, Role)> Visitor for FnVisitor<F> {
    #[inline]
    fn piece(&mut self, from: Square, role: Role, targets: Bitboard) {
        for to in targets {
            for_each_move(from, to, role == Role::Pawn, |mv| (self.0)(mv, role));
        }
    }

    #[inline]
    fn pawns(&mut self, targets: Bitboard, step: i8) {
        for to in targets {
            for_each_move(pawn_origin(to, step), to, true, |mv| (self.0)(mv, Role::Pawn));
        }
    }
}

struct CountVisitor(u64);

impl Visitor for CountVisitor {
    #[inline]
    fn piece(&mut self, _from: Square, role: Role, targets: Bitboard) {
        self.0 += count_moves(targets, role == Role::Pawn);
    }

    #[inline]
    fn pawns(&mut self, targets: Bitboard, _step: i8) {
        self.0 += count_moves(targets, true);
    }
}
