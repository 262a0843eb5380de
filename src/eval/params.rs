//! Where each evaluation weight lives in the weight table (`weights.rs`): every term is a
//! named block of middlegame/endgame pairs, so the tuner can treat the whole evaluation as one
//! vector and still write each block back under its name.

/// Material: pawn, knight, bishop, rook, queen.
pub const MATERIAL: usize = 0;
/// Placement: 6 roles x 32 squares, seen from the piece's own side, files mirrored (a-d).
pub const PLACEMENT: usize = MATERIAL + 5;
/// Mobility by the number of safe squares reached: knights 0-8, bishops 0-13, rooks 0-14,
/// queens 0-27.
pub const MOBILITY_KNIGHT: usize = PLACEMENT + 6 * 32;
pub const MOBILITY_BISHOP: usize = MOBILITY_KNIGHT + 9;
pub const MOBILITY_ROOK: usize = MOBILITY_BISHOP + 14;
pub const MOBILITY_QUEEN: usize = MOBILITY_ROOK + 15;
/// Passed pawns by relative rank.
pub const PASSED: usize = MOBILITY_QUEEN + 28;
/// Per square of distance from our king to a passed pawn's stop square, by rank.
pub const PASSED_OUR_KING: usize = PASSED + 8;
/// Per square of distance from the enemy king to a passed pawn's stop square, by rank.
pub const PASSED_THEIR_KING: usize = PASSED_OUR_KING + 8;
/// A passed pawn the enemy king cannot catch when the enemy has only king and pawns.
pub const UNSTOPPABLE: usize = PASSED_THEIR_KING + 8;
pub const DOUBLED: usize = UNSTOPPABLE + 1;
pub const ISOLATED: usize = DOUBLED + 1;
/// A pawn that cannot be defended by a pawn and whose advance an enemy pawn controls.
pub const BACKWARD: usize = ISOLATED + 1;
/// A pawn defended by a pawn.
pub const SUPPORTED: usize = BACKWARD + 1;
/// A pawn with a pawn of its own beside it.
pub const PHALANX: usize = SUPPORTED + 1;
pub const ROOK_OPEN_FILE: usize = PHALANX + 1;
pub const ROOK_HALF_OPEN_FILE: usize = ROOK_OPEN_FILE + 1;
pub const BISHOP_PAIR: usize = ROOK_HALF_OPEN_FILE + 1;
/// Pawns in front of a king on its first two ranks, by count 0-3.
pub const SHELTER: usize = BISHOP_PAIR + 1;
/// King danger by attack units on the enemy king's zone (0-24).
pub const KING_DANGER: usize = SHELTER + 4;
/// Enemy pieces attacked by our pawns.
pub const PAWN_THREAT: usize = KING_DANGER + 25;
/// Enemy rooks and queens attacked by our knights and bishops.
pub const MINOR_THREAT: usize = PAWN_THREAT + 1;
/// Enemy queens attacked by our rooks.
pub const ROOK_THREAT: usize = MINOR_THREAT + 1;
/// Enemy pieces and pawns we attack that nothing defends.
pub const HANGING: usize = ROOK_THREAT + 1;
/// Safe squares behind our pawns in the centre of our half.
pub const SPACE: usize = HANGING + 1;
/// Having the move.
pub const TEMPO: usize = SPACE + 1;
/// How many weights there are.
pub const COUNT: usize = TEMPO + 1;

/// Every block's name, first weight and length, in table order.
pub const BLOCKS: [(&str, usize, usize); 26] = [
    ("material", MATERIAL, 5),
    ("placement", PLACEMENT, 6 * 32),
    ("mobility_knight", MOBILITY_KNIGHT, 9),
    ("mobility_bishop", MOBILITY_BISHOP, 14),
    ("mobility_rook", MOBILITY_ROOK, 15),
    ("mobility_queen", MOBILITY_QUEEN, 28),
    ("passed", PASSED, 8),
    ("passed_our_king", PASSED_OUR_KING, 8),
    ("passed_their_king", PASSED_THEIR_KING, 8),
    ("unstoppable", UNSTOPPABLE, 1),
    ("doubled", DOUBLED, 1),
    ("isolated", ISOLATED, 1),
    ("backward", BACKWARD, 1),
    ("supported", SUPPORTED, 1),
    ("phalanx", PHALANX, 1),
    ("rook_open_file", ROOK_OPEN_FILE, 1),
    ("rook_half_open_file", ROOK_HALF_OPEN_FILE, 1),
    ("bishop_pair", BISHOP_PAIR, 1),
    ("shelter", SHELTER, 4),
    ("king_danger", KING_DANGER, 25),
    ("pawn_threat", PAWN_THREAT, 1),
    ("minor_threat", MINOR_THREAT, 1),
    ("rook_threat", ROOK_THREAT, 1),
    ("hanging", HANGING, 1),
    ("space", SPACE, 1),
    ("tempo", TEMPO, 1),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_tile_the_table() {
        let mut next = 0;
        for (name, start, len) in BLOCKS {
            assert_eq!(start, next, "{name}");
            next += len;
        }
        assert_eq!(next, COUNT);
    }
}
