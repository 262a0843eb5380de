//! Static analysis of locked pawn structures.
//!
//! When every pawn on the board is blocked by a pawn, no pawn stands where it could take
//! another, and the only other pieces are kings and bishops, the pawns may be frozen for good.
//! We prove it by induction: over-estimate every square each king and bishop could ever reach
//! while the pawns stay put, and check that from none of those squares could anything take a
//! pawn or be taken by one. Then no pawn ever moves, and the over-estimates hold in every
//! reachable position. A side whose bishops can never attack a square the enemy king can
//! reach can then never give check, let alone mate: kings never check, and a frozen pawn never
//! attacks a square the enemy king may stand on.

use crate::bitboard::Bitboard;
use crate::board::Position;
use crate::movegen::attacks::tables;
use crate::types::{Color, Role};

/// The result of the analysis when the pawns are frozen for good.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Frozen {
    /// Indexed by colour: whether that side can never give check.
    pub never_checks: [bool; 2],
    /// Indexed by colour: whether that side can never give mate (implied by never checking).
    pub never_mates: [bool; 2],
    /// Whether any bishop is on the board.
    pub bishops: bool,
}

/// Returns `None` unless the pawn structure is provably frozen for the rest of the game.
pub(crate) fn analyse(pos: &Position) -> Option<Frozen> {
    let pawns = pos.by_role(Role::Pawn);
    let others = pos.occupied() & !pawns & !pos.by_role(Role::King) & !pos.by_role(Role::Bishop);
    if pawns.is_empty() || others.nonempty() || pos.legal_ep_square().is_some() {
        return None;
    }
    let by_color = |color| pos.pieces(color, Role::Pawn);
    let attacks = |color: Color| by_color(color).pawn_attacks(color);
    // Every pawn is blocked by a pawn, and none can take another.
    for color in Color::ALL {
        let ours = by_color(color);
        if (ours.forward(color) & !pawns).nonempty() || (attacks(color) & by_color(color.other())).nonempty() {
            return None;
        }
    }

    let t = tables();
    let mut king_regions = [Bitboard::EMPTY; 2];
    let mut checks = [Bitboard::EMPTY; 2];
    // The squares of the colours each side's bishops stand on.
    let mut bishop_colours = [Bitboard::EMPTY; 2];
    // The side in check from a pawn, if any, and whether its king can step out.
    let mut checked = None;
    for color in Color::ALL {
        let them = color.other();
        let enemy_pawns = by_color(them);
        let guarded = attacks(them);

        // The king walks on squares without pawns that no enemy pawn attacks. It may never stand
        // next to an enemy pawn that no other pawn guards: it could take it. A king in check
        // from a pawn must step out (nothing can take the pawn, as shown here and below) and
        // never comes back, so its walk starts from the squares next to it.
        let king = pos.king_square(color);
        let start = if guarded.contains(king) {
            let steps = t.king(king) & !pawns & !guarded;
            // Whether the check is not mate: some step is free and safe right now.
            let occupied = pos.occupied().without(king);
            let escapes = (steps & !pos.by_color(color)).any(|sq| !pos.is_attacked(sq, them, occupied));
            checked = Some((color, escapes));
            steps
        } else {
            Bitboard::from_square(king)
        };
        let region = flood(start, |r| r.and_neighbours() & !pawns & !guarded);
        if (region.with(king).and_neighbours() & enemy_pawns & !guarded).nonempty() {
            return None;
        }
        king_regions[color.index()] = region;

        // A bishop slides through anything but pawns (kings and bishops move away). It may
        // never reach a square an enemy pawn attacks, nor attack an enemy pawn.
        for bishop in pos.pieces(color, Role::Bishop) {
            let region = flood(Bitboard::from_square(bishop), |r| {
                r | r.fold(Bitboard::EMPTY, |acc, sq| acc | t.bishop(sq, pawns)) & !pawns
            });
            let seen = region.fold(Bitboard::EMPTY, |acc, sq| acc | t.bishop(sq, pawns));
            if (region & guarded).nonempty() || (seen & enemy_pawns).nonempty() {
                return None;
            }
            checks[color.index()] |= seen;
            bishop_colours[color.index()] |= Bitboard::same_colour_as(bishop);
        }
    }
    let never_mates = |color: Color| {
        let (us, them) = (color.index(), color.other().index());
        // A flight square next to the mated king is covered by the winner's king or a bishop,
        // or blocked by one of the loser's bishops (pawns never move, and the squares they
        // guard are outside the region already). Over-estimate what the winner covers: every
        // square of its bishops' colours, and every square its king could ever stand next to.
        // The rest must be blocked, each by a loser's bishop of its colour, and the loser
        // never has more bishops than now (no pawn can promote). A check on a king with more
        // such flights than blockers is never mate.
        let covered = bishop_colours[us] | king_regions[us].and_neighbours();
        let loser_bishops = pos.pieces(color.other(), Role::Bishop);
        (checks[us] & king_regions[them]).all(|sq| {
            let open = t.king(sq) & king_regions[them] & !covered;
            [Bitboard::LIGHT_SQUARES, Bitboard::DARK_SQUARES]
                .into_iter()
                .any(|colour| (open & colour).count() > (loser_bishops & colour).count())
        })
    };
    // The side giving a pawn check may be mating right now: no proof for it, unless the king
    // can step out. (From then on the analysis holds: the king never comes back.)
    let giving_check = |color: Color| checked == Some((color.other(), false));
    Some(Frozen {
        never_checks: Color::ALL.map(|color| {
            !giving_check(color) && (checks[color.index()] & king_regions[color.other().index()]).is_empty()
        }),
        never_mates: Color::ALL.map(|color| !giving_check(color) && never_mates(color)),
        bishops: pos.by_role(Role::Bishop).nonempty(),
    })
}

/// The least fixed point of `step` above `start` (`step` must only add squares).
fn flood(start: Bitboard, step: impl Fn(Bitboard) -> Bitboard) -> Bitboard {
    let mut region = start;
    loop {
        let next = region | step(region);
        if next == region {
            return region;
        }
        region = next;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frozen(fen: &str) -> Option<[bool; 2]> {
        let pos: Position = fen.parse().unwrap();
        analyse(&pos).map(|f| f.never_checks)
    }

    #[test]
    fn a_full_wall_with_kings_apart_is_frozen() {
        // Four locked pairs: the squares between them are guarded by pawns of both sides, so
        // neither king can cross the fourth or fifth rank.
        let fen = "4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 1";
        assert_eq!(frozen(fen), Some([true, true]));
        // Without the g-pawn pair the kings get through on the g- and h-files.
        assert_eq!(frozen("4k3/8/8/p1p1p3/P1P1P3/8/8/4K3 w - - 0 1"), None);
        let wall = "4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 w - - 0 1";
        assert_eq!(frozen(wall), Some([true, true]));
    }

    #[test]
    fn a_legal_en_passant_capture_unfreezes() {
        let fen = "4k3/8/1p1p1p2/pPpPpPpP/P1P1P1P1/8/8/4K3 w - g6 0 2";
        assert_eq!(frozen(fen), None);
    }

    #[test]
    fn a_bishop_behind_its_own_wall_never_checks() {
        let fen = "4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/3BK3 w - - 0 1";
        assert_eq!(frozen(fen), Some([true, true]));
    }

    #[test]
    fn a_bishop_that_could_take_a_pawn_unfreezes() {
        // From e4 the bishop attacks the pawn on d5.
        assert_eq!(frozen("4k3/8/8/3p4/3P4/8/8/4K2B w - - 0 1"), None);
    }
}
