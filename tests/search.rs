//! The search: mates found, stalemate and repetition handled as draws, drawn material scored
//! 0, and the limits obeyed. Mate positions were checked with Stockfish 15.1.

use drawboard::search::{Clock, Limits, Score, SearchResult, Searcher};
use drawboard::{Game, Position};
use std::cell::Cell;

/// A clock that moves a fixed step every time it is read, so time limits are reproducible.
struct Ticking {
    now: Cell<f64>,
    step: f64,
}

impl Clock for Ticking {
    fn now_ms(&self) -> f64 {
        self.now.set(self.now.get() + self.step);
        self.now.get()
    }
}

fn never() -> bool {
    false
}

fn search_history(history: &[Position], limits: Limits) -> SearchResult {
    let clock = Ticking {
        now: Cell::new(0.0),
        step: 0.0,
    };
    Searcher::new(8).search(history, &limits, &clock, &never, &mut |_| {})
}

fn search(fen: &str, depth: u32) -> SearchResult {
    let pos: Position = fen.parse().unwrap();
    search_history(
        &[pos],
        Limits {
            depth: Some(depth),
            ..Limits::default()
        },
    )
}

fn best(result: &SearchResult) -> String {
    result.best_move.map(|m| m.to_string()).unwrap_or_default()
}

fn score(result: &SearchResult) -> Score {
    result.lines[0].score
}

#[test]
fn finds_mate_in_one_two_and_three() {
    let r = search("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", 4);
    assert_eq!((best(&r), score(&r)), ("a1a8".into(), Score::Mate(1)));
    let r = search("6k1/5ppp/8/8/8/8/3r1PPP/1R4K1 w - - 0 1", 6);
    assert_eq!((best(&r), score(&r)), ("b1b8".into(), Score::Mate(2)));
    let r = search("r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", 8);
    assert_eq!((best(&r), score(&r)), ("f6a6".into(), Score::Mate(3)));
    // Seen from the side being mated.
    let r = search("6k1/5ppp/8/8/8/8/3r1PPP/1R4K1 b - - 0 1", 6);
    assert!(!matches!(score(&r), Score::Mate(n) if n > 0));
    let r = search("k7/2K5/8/8/8/8/8/1R6 b - - 0 1", 6);
    assert_eq!((best(&r), score(&r)), ("a8a7".into(), Score::Mate(-1)));
}

#[test]
fn avoids_the_stalemate_trap() {
    // Black has no legal move: almost every White move stalemates. Only a check keeps the win.
    let r = search("8/8/8/8/3Q4/8/5K1p/7k w - - 0 1", 5);
    let pos: Position = "8/8/8/8/3Q4/8/5K1p/7k w - - 0 1".parse().unwrap();
    let after = pos.after(r.best_move.unwrap());
    assert!(!after.is_stalemate(), "played {} into stalemate", best(&r));
    assert!(matches!(score(&r), Score::Mate(_)) || matches!(score(&r), Score::Cp(cp) if cp > 500));
}

fn game(fen: &str, moves: &str) -> Game {
    let mut game = Game::new(fen.parse().unwrap());
    for mv in moves.split_whitespace() {
        game.play(mv).unwrap();
    }
    game
}

#[test]
fn takes_a_repetition_when_losing() {
    // Black, a queen down, can bring back the position after 1.Qa2+: a draw.
    let g = game("6k1/8/8/8/8/8/8/Q6K w - - 0 1", "Qa2+ Kh8 Qa1+");
    let r = search_history(
        g.positions(),
        Limits {
            depth: Some(6),
            ..Limits::default()
        },
    );
    assert_eq!(best(&r), "h8g8");
    assert_eq!(score(&r), Score::Cp(0));
}

#[test]
fn avoids_a_repetition_when_winning() {
    let g = game("6k1/8/8/8/8/8/8/Q6K b - - 0 1", "Kf8 Qb1 Kg8");
    let r = search_history(
        g.positions(),
        Limits {
            depth: Some(6),
            ..Limits::default()
        },
    );
    assert_ne!(best(&r), "b1a1");
    assert!(matches!(score(&r), Score::Cp(cp) if cp > 500) || matches!(score(&r), Score::Mate(n) if n > 0));
}

#[test]
fn material_that_cannot_force_mate_scores_zero() {
    for fen in [
        "8/8/3k4/8/8/2NK4/4N3/8 w - - 0 1", // KNN v K
        "8/8/3k4/5n2/8/2BK4/8/8 w - - 0 1", // KB v KN
        "8/8/3k4/5n2/8/2NK4/8/8 b - - 0 1", // KN v KN
    ] {
        let r = search(fen, 6);
        assert_eq!(score(&r), Score::Cp(0), "{fen}");
        assert_eq!(drawboard::eval::evaluate_full(&fen.parse().unwrap()).score, 0, "{fen}");
    }
    // Winning material is not: K+B+N v K.
    assert!(matches!(score(&search("8/8/3k4/8/8/2NK4/4B3/8 w - - 0 1", 6)), Score::Cp(cp) if cp > 300));
}

#[test]
fn the_fifty_move_rule_draws_inside_the_tree() {
    // A rook up, but the clock stands at 99: any move but a pawn move or capture draws.
    let r = search("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", 4);
    assert_eq!(score(&r), Score::Cp(0));
    let r = search("4k3/8/8/8/8/8/8/R3K3 w - - 10 80", 4);
    assert!(matches!(score(&r), Score::Cp(cp) if cp > 300));
}

#[test]
fn limits_are_obeyed() {
    let start = Position::startpos();
    let r = search_history(
        &[start],
        Limits {
            depth: Some(3),
            ..Limits::default()
        },
    );
    assert_eq!(r.lines[0].depth, 3);
    // Node limits stop the search soon after they are reached (depth 1 always completes).
    let r = search_history(
        &[start],
        Limits {
            nodes: Some(5_000),
            ..Limits::default()
        },
    );
    assert!(r.best_move.is_some());
    assert!(r.lines[0].nodes <= 5_000 + 2_048, "{}", r.lines[0].nodes);
    // A move time, with a clock that advances 1 ms per reading.
    let clock = Ticking {
        now: Cell::new(0.0),
        step: 1.0,
    };
    let limits = Limits {
        movetime_ms: Some(50.0),
        ..Limits::default()
    };
    let r = Searcher::new(1).search(&[start], &limits, &clock, &never, &mut |_| {});
    assert!(r.best_move.is_some() && r.lines[0].time_ms <= 60.0);
    // A stop request ends the search.
    let stop = || true;
    let r = Searcher::new(1).search(&[start], &Limits::default(), &clock, &stop, &mut |_| {});
    assert!(r.best_move.is_some() && r.lines[0].depth <= 2);
}

#[test]
fn multipv_reports_distinct_lines_best_first() {
    let start = Position::startpos();
    let mut infos = Vec::new();
    let clock = Ticking {
        now: Cell::new(0.0),
        step: 0.0,
    };
    let limits = Limits {
        depth: Some(5),
        multipv: 3,
        ..Limits::default()
    };
    let r = Searcher::new(8).search(&[start], &limits, &clock, &never, &mut |i| infos.push(i.clone()));
    assert_eq!(r.lines.len(), 3);
    let firsts: std::collections::HashSet<_> = r.lines.iter().map(|l| l.pv[0]).collect();
    assert_eq!(firsts.len(), 3);
    assert_eq!(r.lines.iter().map(|l| l.multipv).collect::<Vec<_>>(), vec![1, 2, 3]);
    assert_eq!(infos.iter().filter(|i| i.depth == 5).count(), 3);
    // Every reported line is a legal sequence.
    for line in &r.lines {
        let mut pos = start;
        for &mv in &line.pv {
            assert!(pos.is_legal(mv), "{:?}", line.pv);
            pos = pos.after(mv);
        }
    }
}

#[test]
fn no_move_when_the_game_is_over() {
    let r = search("6k1/5ppp/8/8/8/8/8/R3K2R b - - 0 1", 3);
    assert!(r.best_move.is_some());
    let mated = search("R5k1/5ppp/8/8/8/8/8/4K3 b - - 0 1", 3);
    assert_eq!(mated.best_move, None);
}

#[test]
fn a_mate_on_the_board_is_a_mate_even_where_none_can_be_forced() {
    // K+N v K+N: neither side can force mate, but here White mates in one (Ng6#).
    let r = search("7k/5K1n/8/4N3/8/8/8/8 w - - 0 1", 3);
    assert_eq!((best(&r), score(&r)), ("e5g6".into(), Score::Mate(1)));
}

#[test]
fn the_fifty_move_rule_applies_at_the_horizon() {
    // With the clock at 99, a one-ply search must see that every quiet move draws.
    let r = search("4k3/8/8/8/8/8/8/R3K3 w - - 99 80", 1);
    assert_eq!(score(&r), Score::Cp(0));
}
