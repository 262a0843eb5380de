//! The command-line front end.

use std::process::Command;

fn drawboard(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_drawboard"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn perft_prints_the_count_on_its_last_line() {
    let (ok, out, _) = drawboard(&["perft", "3"]);
    assert!(ok);
    assert_eq!(out.lines().last(), Some("8902"));
    // The FEN may come quoted or as separate words.
    let (_, out, _) = drawboard(&["perft", "2", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"]);
    assert_eq!(out.lines().last(), Some("191"));
    let (_, out, _) = drawboard(&["perft", "2", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8", "w", "-", "-"]);
    assert_eq!(out.lines().last(), Some("191"));
}

#[test]
fn divide_lists_each_move_then_the_total() {
    let (ok, out, _) = drawboard(&["divide", "2"]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 22);
    assert!(lines.contains(&"e2e4: 20"));
    assert_eq!(lines.last(), Some(&"400"));
}

#[test]
fn bad_input_is_an_error_not_a_crash() {
    for args in [
        &["perft"][..],
        &["perft", "x"],
        &["perft", "1", "8/8 w - -"],
        &["dance", "1"],
    ] {
        let (ok, _, err) = drawboard(args);
        assert!(!ok, "{args:?}");
        assert!(err.starts_with("drawboard: "), "{args:?}: {err}");
    }
}
