//! Perft against published counts: the six standard positions of the Chess Programming Wiki
//! and 80-odd positions collected from public suites (en-passant pins, promotions with check,
//! castling through attack, double check, mate and stalemate at the root). Each line of
//! `data/perft.txt` is `FEN ; D1 n ; D2 n ; ... ; # description ; sources`.
//!
//! The default run checks every depth up to a few million nodes; `cargo test --release --
//! --ignored` checks every depth up to two billion nodes.

use drawboard::{Position, perft};

struct Case {
    fen: &'static str,
    counts: Vec<(u32, u64)>,
    description: &'static str,
}

fn cases() -> Vec<Case> {
    include_str!("data/perft.txt")
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let (data, comment) = line.split_once(" ; # ").expect("a description");
            let mut fields = data.split(" ; ");
            let fen = fields.next().unwrap().trim();
            let counts = fields
                .map(|field| {
                    let (depth, count) = field.trim().split_once(' ').unwrap();
                    (depth.trim_start_matches('D').parse().unwrap(), count.parse().unwrap())
                })
                .collect();
            Case {
                fen,
                counts,
                description: comment.split(" ; ").next().unwrap(),
            }
        })
        .collect()
}

fn check_up_to(max_nodes: u64) -> usize {
    let mut checked = 0;
    for case in cases() {
        let pos: Position = case.fen.parse().unwrap_or_else(|e| panic!("{}: {e}", case.fen));
        for &(depth, expected) in case.counts.iter().filter(|(_, n)| *n <= max_nodes) {
            assert_eq!(
                perft(&pos, depth),
                expected,
                "{} depth {depth} ({})",
                case.fen,
                case.description
            );
            checked += 1;
        }
    }
    checked
}

#[test]
fn the_six_standard_positions() {
    let expected = [
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, 4_865_609),
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            4,
            4_085_603,
        ),
        ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674_624),
        (
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            4,
            422_333,
        ),
        (
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            4,
            2_103_487,
        ),
        (
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            4,
            3_894_594,
        ),
    ];
    for (fen, depth, nodes) in expected {
        assert_eq!(perft(&fen.parse().unwrap(), depth), nodes, "{fen}");
    }
}

#[test]
fn published_suite_up_to_three_million_nodes() {
    let checked = check_up_to(3_000_000);
    assert!(checked > 300, "only {checked} counts checked");
}

#[test]
#[ignore = "minutes: run with cargo test --release -- --ignored"]
fn published_suite_up_to_two_billion_nodes() {
    check_up_to(2_000_000_000);
}

#[test]
fn mate_and_stalemate_at_the_root() {
    // Fool's mate: White is mated; a lone king stalemated in the corner.
    let mated: Position = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
        .parse()
        .unwrap();
    assert!(mated.is_checkmate());
    assert_eq!(perft(&mated, 1), 0);
    let stalemated: Position = "k7/8/1Q6/8/8/8/8/7K b - - 0 1".parse().unwrap();
    assert!(stalemated.is_stalemate());
    assert_eq!(perft(&stalemated, 3), 0);
}
