//! Tables of five men: built on every core, every position checked against its moves (values
//! and distances to zeroing), and against published facts.
//!
//! Syzygy's statistics (syzygy-tables.info) count positions in Syzygy's own index. For a table
//! with pawns that index keeps one of each pair of mirrored positions (the pawns are never on
//! the middle line, so every position has a mirror image of its own), exactly as ours does with
//! White's king on files a-d, and leaves out positions that cannot occur (the side not to move
//! in check, men on one square): so its counts per value are ours. Its "wins" there include the
//! wins the fifty-move rule would spoil, as ours (DTM without the rule) do.

use drawboard::Position;
use drawboard::tablebase::{Material, Tablebases, Value};

fn m(name: &str) -> Material {
    name.parse().unwrap()
}

fn pos(fen: &str) -> Position {
    fen.parse().unwrap()
}

/// Builds `name`'s chain, working out every table's distances to zeroing and checking every
/// position of every table; returns the tables.
fn build_and_check(name: &str) -> Tablebases {
    let mut tbs = Tablebases::new();
    for t in m(name).build_order() {
        tbs.build(t, &mut |_| {}).unwrap();
        tbs.build_dtz(t).unwrap();
        let checked = tbs.verify(t, &mut |_| {}).unwrap_or_else(|e| panic!("{t}: {e}"));
        assert!(checked > 0, "{t}");
    }
    tbs
}

/// Checks a sample of a table's positions with the board's own move generator: each value is
/// the best of its moves' (the self-check above uses the solver's).
fn sample_agrees_with_the_board(tbs: &Tablebases, name: &str, step: usize) -> usize {
    let table = tbs.get(m(name)).unwrap();
    let mut checked = 0;
    for idx in (0..table.len()).step_by(step) {
        let Some((p, value)) = table.entry(idx) else { continue };
        let best = tbs.probe_moves(&p).unwrap().first().map(|&(_, v)| v);
        let expected = best.unwrap_or(if p.is_check() { Value::Loss(0) } else { Value::Draw });
        assert_eq!(value, expected, "{}", p.to_fen());
        checked += 1;
    }
    checked
}

/// Three knights against a lone king: three like men (six orders of the same squares), and a
/// published longest mate: 21 moves, from Ka1 Na2 Nb1 Ng1 against Kf2 (OEIS A227437, whose
/// example gives the line).
#[test]
fn three_knights_build_check_everywhere_and_mate_in_at_most_twenty_one() {
    let tbs = build_and_check("KNNNvK");
    let table = tbs.get(m("KNNNvK")).unwrap();
    assert_eq!(table.longest_win(), [41, 0]);
    assert_eq!(
        tbs.probe(&pos("8/8/8/8/8/8/N4k2/KN4N1 w - - 0 1")).unwrap(),
        Value::Win(41)
    );
    // The same position with the knights named in another order, and mirrored.
    assert_eq!(
        tbs.probe(&pos("8/8/8/8/8/8/2k4N/1N4NK w - - 0 1")).unwrap(),
        Value::Win(41)
    );
    assert!(sample_agrees_with_the_board(&tbs, "KNNNvK", 9_973) > 2_000);
    // Black to move can only be mated (or draw where a knight falls).
    let [white, black] = table.counts();
    assert_eq!(black[0], 0);
    assert!(white[0] > 0 && white[2] == 0);
}

/// The rook ending every book teaches, with its whole chain (four tables of five men besides
/// it): about 30 minutes on this 2-core machine with `cargo test --release --test five_men --
/// --ignored` (the command line with `--check` did the same in 42 minutes beside other work).
#[test]
#[ignore]
fn rook_and_pawn_against_rook_matches_syzygy_and_the_books() {
    let tbs = build_and_check("KRPvKR");
    let table = tbs.get(m("KRPvKR")).unwrap();
    let [white, _] = table.counts();
    assert_eq!(white, [158_650_355, 78_681_546, 972_793]);
    assert!(sample_agrees_with_the_board(&tbs, "KRPvKR", 99_991) > 2_000);
    // Lucena: White wins by building a bridge (1.Rd4 or 1.Re2+ first).
    assert!(matches!(
        tbs.probe(&pos("2K5/2P1k3/8/8/8/8/3R4/1r6 w - - 0 1")).unwrap(),
        Value::Win(_)
    ));
    // Philidor's third-rank defence: a draw, with either side to move.
    assert_eq!(
        tbs.probe(&pos("8/7R/8/r7/2pk4/8/8/2K5 w - - 0 1")).unwrap(),
        Value::Draw
    );
    assert_eq!(
        tbs.probe(&pos("4k3/7r/R7/4PK2/8/8/8/8 b - - 0 1")).unwrap(),
        Value::Draw
    );
    // Vancura: the rook attacks the a-pawn from the side, the king on g7.
    assert_eq!(
        tbs.probe(&pos("R7/6k1/P4r2/8/2K5/8/8/8 w - - 0 1")).unwrap(),
        Value::Draw
    );
}
