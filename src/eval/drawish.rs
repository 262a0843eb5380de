//! Drawish endings: material where the side that is ahead usually cannot convert, so its
//! endgame score counts for less. Unlike Pair-o-Max (`mating.rs`), which asks whether the
//! pieces can mate at all, this asks whether a pawn advantage can be turned into a queen:
//! bishops of opposite colours, one rook each with the pawns on one wing, and level pieces
//! (not a pawn ending) with only one or two pawns on the stronger side.
//!
//! The factor multiplies the endgame half of the score, so it counts more as pieces come off.
//! The factors are not tuned with the weights; each was chosen, among a few values, as the one
//! with which the evaluation predicts the tuning data best (`tests/tune/`, held-out error).

use crate::bitboard::Bitboard;
use crate::board::Position;
use crate::board::draw::Material;
use crate::types::{Color, Role};

/// The factor for a position with nothing drawish about it.
pub const FULL: i32 = 64;

/// Files a to d: pawns all on these, or all on e to h, stand on one wing.
const QUEEN_SIDE: Bitboard = Bitboard(0x0F0F_0F0F_0F0F_0F0F);
const KING_SIDE: Bitboard = Bitboard(0xF0F0_F0F0_F0F0_F0F0);

/// A kind of ending the side ahead usually cannot win.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drawish {
    /// One bishop each, on squares of opposite colours, and no other pieces; the pawn lead.
    OppositeBishops(i32),
    /// One rook each, every pawn on one wing, and the side ahead at most a pawn up.
    RooksOnOneWing,
    /// The same pieces on both sides (not a pawn ending, where a pawn more usually wins), and
    /// only one or two pawns for the side ahead: how many.
    FewPawns(i32),
}

impl Drawish {
    /// How much of the endgame score counts, out of [`FULL`].
    pub fn factor(self) -> i32 {
        match self {
            Drawish::OppositeBishops(lead) => 16 + 8 * lead.clamp(0, 4),
            Drawish::RooksOnOneWing => 16,
            Drawish::FewPawns(pawns) => 40 + 8 * pawns,
        }
    }

    /// The ending's name, a code for the words JavaScript writes ("oppositeBishops",
    /// "rooksOnOneWing", "fewPawns").
    pub fn kind(self) -> &'static str {
        match self {
            Drawish::OppositeBishops(_) => "oppositeBishops",
            Drawish::RooksOnOneWing => "rooksOnOneWing",
            Drawish::FewPawns(_) => "fewPawns",
        }
    }
}

/// Which drawish ending, if any, `pos` is for `strong` (the side ahead).
pub fn classify(pos: &Position, strong: Color) -> Option<Drawish> {
    // Without pawns, Pair-o-Max's divisors already say how hard a win is.
    let strong_pawns = pos.pieces(strong, Role::Pawn).count();
    if strong_pawns == 0 {
        return None;
    }
    // With three pawns or more only the endings of one piece each are left to ask about
    // (the search evaluates many positions, so most are let go here, before counting).
    let piece_count = |color| (pos.by_color(color) & !pos.by_role(Role::Pawn) & !pos.by_role(Role::King)).count();
    if strong_pawns > 2 && (piece_count(strong) != 1 || piece_count(strong.other()) != 1) {
        return None;
    }
    let (ours, theirs) = (pos.material(strong), pos.material(strong.other()));
    let lead = ours.pawns as i32 - theirs.pawns as i32;
    let pieces = |m: &Material| m.knights + m.bishops + m.rooks + m.queens;
    let one_piece_each = pieces(&ours) == 1 && pieces(&theirs) == 1;
    if one_piece_each && ours.bishops == 1 && theirs.bishops == 1 && ours.light_bishops != theirs.light_bishops {
        return Some(Drawish::OppositeBishops(lead));
    }
    let all_pawns = pos.by_role(Role::Pawn);
    if one_piece_each
        && ours.rooks == 1
        && theirs.rooks == 1
        && lead <= 1
        && ((all_pawns & QUEEN_SIDE).is_empty() || (all_pawns & KING_SIDE).is_empty())
    {
        return Some(Drawish::RooksOnOneWing);
    }
    let same_pieces = (ours.knights, ours.bishops, ours.rooks, ours.queens)
        == (theirs.knights, theirs.bishops, theirs.rooks, theirs.queens);
    let pawn_ending = pieces(&ours) == 0;
    (same_pieces && !pawn_ending && ours.pawns <= 2).then_some(Drawish::FewPawns(ours.pawns as i32))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn factor(fen: &str, strong: Color) -> i32 {
        classify(&fen.parse().unwrap(), strong).map_or(FULL, Drawish::factor)
    }

    #[test]
    fn opposite_bishops_alone_count_for_little() {
        // White's bishop on light squares, Black's on dark: a pawn up, then three.
        let one_up = "8/4k3/3b4/p7/PPB5/8/4K3/8 w - - 0 1";
        assert_eq!(factor(one_up, Color::White), 24);
        let three_up = "8/4k3/3b4/8/PPB5/6P1/4K3/8 w - - 0 1";
        assert_eq!(factor(three_up, Color::White), 40);
        // Bishops of one colour, and three pawns (so not few pawns either).
        let same = "8/4k3/8/p4b2/PPB5/7P/4K3/8 w - - 0 1";
        assert_eq!(factor(same, Color::White), FULL);
        // Another piece each: no longer a bishop ending.
        let with_rooks = "r7/4k3/3b4/p7/PPB5/7P/4K3/R7 w - - 0 1";
        assert_eq!(factor(with_rooks, Color::White), FULL);
    }

    #[test]
    fn a_rook_ending_on_one_wing_is_hard_to_win() {
        let one_wing = "3r2k1/6pp/8/8/8/8/5PPP/3R2K1 w - - 0 1";
        assert_eq!(factor(one_wing, Color::White), 16);
        // Rook and pawn against rook.
        assert_eq!(factor("8/8/3k4/8/3PK3/8/8/r2R4 w - - 0 1", Color::White), 16);
        // A passed pawn on the other wing changes everything.
        let both_wings = "3r2k1/6pp/8/8/8/8/P4PPP/3R2K1 w - - 0 1";
        assert_eq!(factor(both_wings, Color::White), FULL);
        // Two pawns up is not the same ending.
        let two_up = "3r2k1/7p/8/8/8/8/5PPP/3R2K1 w - - 0 1";
        assert_eq!(factor(two_up, Color::White), FULL);
    }

    #[test]
    fn few_pawns_with_level_pieces_count_for_less() {
        // Knight and pawn against knight; two pawns; a piece up is another matter.
        assert_eq!(factor("8/3nk3/8/8/3P4/4K3/4N3/8 w - - 0 1", Color::White), 48);
        assert_eq!(factor("8/3nk3/8/8/3PP3/4K3/4N3/8 w - - 0 1", Color::White), 56);
        assert_eq!(factor("8/4k3/8/8/3P4/4K3/4N3/8 w - - 0 1", Color::White), FULL);
        // Without pawns Pair-o-Max decides, not this; a pawn ending a pawn up is no draw.
        assert_eq!(factor("8/3nk3/8/8/8/4K3/4R3/8 w - - 0 1", Color::White), FULL);
        assert_eq!(factor("8/4k3/p7/8/3P4/4K3/P7/8 w - - 0 1", Color::White), FULL);
    }

    #[test]
    fn the_factor_is_the_same_for_either_colour() {
        for (fen, mirrored) in [
            (
                "8/4k3/3b4/p7/PPB5/8/4K3/8 w - - 0 1",
                "8/4k3/8/ppb5/P7/3B4/4K3/8 b - - 0 1",
            ),
            (
                "3r2k1/6pp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
                "3r2k1/5ppp/8/8/8/8/6PP/3R2K1 b - - 0 1",
            ),
        ] {
            assert_eq!(factor(fen, Color::White), factor(mirrored, Color::Black), "{fen}");
        }
    }
}
