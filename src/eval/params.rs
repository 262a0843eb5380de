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
/// A passed pawn whose stop square is occupied, counted more the further it has come (see
/// `terms::PASSED_SCALE`).
pub const PASSED_BLOCKED: usize = PASSED_THEIR_KING + 8;
/// A passed pawn whose path to its queening square is empty and not attacked by the enemy,
/// counted as the blocked one.
pub const PASSED_FREE: usize = PASSED_BLOCKED + 1;
/// A passed pawn the enemy king cannot catch when the enemy has only king and pawns.
pub const UNSTOPPABLE: usize = PASSED_FREE + 1;
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
/// A rook on the seventh rank, where the enemy king or pawns are on their first two ranks.
pub const ROOK_SEVENTH: usize = ROOK_HALF_OPEN_FILE + 1;
/// A knight, then a bishop, on an outpost: in the enemy half, defended by a pawn of ours, and
/// out of reach of the enemy pawns.
pub const OUTPOST: usize = ROOK_SEVENTH + 1;
/// Our pawns on the squares of a bishop's colour, per bishop.
pub const BISHOP_PAWNS: usize = OUTPOST + 2;
pub const BISHOP_PAIR: usize = BISHOP_PAWNS + 1;
/// Pawns in front of a king on its first two ranks, by count 0-3.
pub const SHELTER: usize = BISHOP_PAIR + 1;
/// King danger by attack units on the enemy king's zone (0-24).
pub const KING_DANGER: usize = SHELTER + 4;
/// Squares from which a knight, bishop, rook or queen of ours can check the enemy king where
/// no enemy piece or pawn attacks it, by the checking piece.
pub const SAFE_CHECK: usize = KING_DANGER + 25;
/// Enemy pieces attacked by our pawns.
pub const PAWN_THREAT: usize = SAFE_CHECK + 4;
/// Enemy men attacked by our knights and bishops, by the victim (pawn to queen): every piece,
/// and pawns that no pawn of theirs defends.
pub const MINOR_THREAT: usize = PAWN_THREAT + 1;
/// Enemy men attacked by our rooks, by the victim (pawn to queen): queens, and anything
/// neither defended nor protected by a pawn.
pub const ROOK_THREAT: usize = MINOR_THREAT + 5;
/// Enemy men attacked by our king that nothing defends.
pub const KING_THREAT: usize = ROOK_THREAT + 5;
/// Enemy pieces and pawns we attack that nothing defends.
pub const HANGING: usize = KING_THREAT + 1;
/// Safe squares behind our pawns in the centre of our half.
pub const SPACE: usize = HANGING + 1;
/// A rook behind a passed pawn on its file, nothing between: ours (it escorts the pawn), then
/// the enemy's (it holds the pawn back from behind).
pub const ROOK_BEHIND_PASSER: usize = SPACE + 1;
/// Having the move.
pub const TEMPO: usize = ROOK_BEHIND_PASSER + 2;
/// How many weights there are.
pub const COUNT: usize = TEMPO + 1;

/// Every block's name, first weight and length, in table order.
pub const BLOCKS: [(&str, usize, usize); 34] = [
    ("material", MATERIAL, 5),
    ("placement", PLACEMENT, 6 * 32),
    ("mobility_knight", MOBILITY_KNIGHT, 9),
    ("mobility_bishop", MOBILITY_BISHOP, 14),
    ("mobility_rook", MOBILITY_ROOK, 15),
    ("mobility_queen", MOBILITY_QUEEN, 28),
    ("passed", PASSED, 8),
    ("passed_our_king", PASSED_OUR_KING, 8),
    ("passed_their_king", PASSED_THEIR_KING, 8),
    ("passed_blocked", PASSED_BLOCKED, 1),
    ("passed_free", PASSED_FREE, 1),
    ("unstoppable", UNSTOPPABLE, 1),
    ("doubled", DOUBLED, 1),
    ("isolated", ISOLATED, 1),
    ("backward", BACKWARD, 1),
    ("supported", SUPPORTED, 1),
    ("phalanx", PHALANX, 1),
    ("rook_open_file", ROOK_OPEN_FILE, 1),
    ("rook_half_open_file", ROOK_HALF_OPEN_FILE, 1),
    ("rook_seventh", ROOK_SEVENTH, 1),
    ("outpost", OUTPOST, 2),
    ("bishop_pawns", BISHOP_PAWNS, 1),
    ("bishop_pair", BISHOP_PAIR, 1),
    ("shelter", SHELTER, 4),
    ("king_danger", KING_DANGER, 25),
    ("safe_check", SAFE_CHECK, 4),
    ("pawn_threat", PAWN_THREAT, 1),
    ("minor_threat", MINOR_THREAT, 5),
    ("rook_threat", ROOK_THREAT, 5),
    ("king_threat", KING_THREAT, 1),
    ("hanging", HANGING, 1),
    ("space", SPACE, 1),
    ("rook_behind_passer", ROOK_BEHIND_PASSER, 2),
    ("tempo", TEMPO, 1),
];

/// The weight a tuner names `eval.BLOCK.INDEX.mg` (or `.eg`), as its place in the table and 0
/// for the middlegame or 1 for the endgame value. Material and placement are summed into one
/// table when the program is built, and the pawn structure is cached per arrangement of pawns,
/// so those cannot be set while the engine runs (see `weights::live`).
pub fn settable(name: &str) -> Result<(usize, usize), String> {
    let mut parts = name.split('.');
    let (Some("eval"), Some(block), Some(i), Some(half), None) =
        (parts.next(), parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(format!("not eval.BLOCK.INDEX.mg|eg: {name}"));
    };
    let &(_, start, len) = BLOCKS
        .iter()
        .find(|(b, _, _)| *b == block)
        .ok_or(format!("no weight block named {block}"))?;
    let i: usize = i.parse().map_err(|_| format!("not an index: {i}"))?;
    if i >= len {
        return Err(format!("{block} has {len} weights"));
    }
    // The blocks divide the table, so a block is refused by where it starts.
    if start < MOBILITY_KNIGHT || (DOUBLED..=PHALANX).contains(&start) || start == PASSED {
        return Err(format!("{block} cannot be set while the engine runs"));
    }
    let index = start + i;
    match half {
        "mg" => Ok((index, 0)),
        "eg" => Ok((index, 1)),
        _ => Err(format!("not mg or eg: {half}")),
    }
}

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

    #[test]
    fn weights_are_named_by_block_index_and_half() {
        assert_eq!(settable("eval.king_danger.7.mg"), Ok((KING_DANGER + 7, 0)));
        assert_eq!(settable("eval.tempo.0.eg"), Ok((TEMPO, 1)));
        assert_eq!(settable("eval.mobility_knight.8.mg"), Ok((MOBILITY_KNIGHT + 8, 0)));
        for bad in [
            "eval.king_danger.25.mg",
            "eval.king_danger.7",
            "eval.king_danger.7.mg.x",
            "eval.king_danger.x.mg",
            "eval.king_danger.7.middle",
            "eval.no_such_block.0.mg",
            "king_danger.7.mg",
            // Summed into a table at build time, or cached with the pawns.
            "eval.material.1.mg",
            "eval.placement.40.eg",
            "eval.passed.3.mg",
            "eval.isolated.0.mg",
        ] {
            assert!(settable(bad).is_err(), "{bad}");
        }
    }
}
