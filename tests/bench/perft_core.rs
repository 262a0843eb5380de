//! What the perft benchmarks share: the positions and the two perft functions.

use drawboard::{Position, perft};

/// The six standard positions of the Chess Programming Wiki, with the depth each is run at.
pub const POSITIONS: [(&str, &str, u32); 6] = [
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        4,
    ),
    ("pos3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6),
    (
        "pos4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        5,
    ),
    ("pos5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4),
    (
        "pos6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
        4,
    ),
];

/// Our perft, from a FEN.
pub fn ours(fen: &str, depth: u32) -> u64 {
    let pos: Position = fen.parse().expect("a legal FEN");
    perft(&pos, depth)
}

/// cozy-chess's perft, written the way its own example counts: moves of the last ply are
/// counted per piece, without playing them.
pub fn cozy(fen: &str, depth: u32) -> u64 {
    fn go(board: &cozy_chess::Board, depth: u32) -> u64 {
        let mut nodes = 0;
        match depth {
            0 => nodes = 1,
            1 => {
                board.generate_moves(|moves| {
                    nodes += moves.len() as u64;
                    false
                });
            }
            _ => {
                board.generate_moves(|moves| {
                    for mv in moves {
                        let mut child = board.clone();
                        child.play_unchecked(mv);
                        nodes += go(&child, depth - 1);
                    }
                    false
                });
            }
        }
        nodes
    }
    go(&fen.parse().expect("a legal FEN"), depth)
}
