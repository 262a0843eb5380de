//! The search: mates found, stalemate and repetition handled as draws, drawn material scored
//! 0, and the limits obeyed. Mate positions were checked with Stockfish 15.1.

use drawboard::search::{Clock, Limits, Progress, Score, SearchResult, Searcher, Slice};
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
fn the_horizon_sees_a_mating_check() {
    // Taking the bishop leaves the back rank to ...Rd1#. At depth 1 the reply is left to the
    // quiescence search, which plays out captures and, at its first ply, quiet checks: without
    // them the rook's check would go unseen and the bishop would be taken.
    let r = search("3r2k1/4bppp/8/8/8/8/5PPP/4R1K1 w - - 0 1", 1);
    assert_ne!(best(&r), "e1e7");
    // With the back rank covered, the bishop is taken.
    let r = search("3r2k1/4bppp/8/8/8/8/5PPP/2R1R1K1 w - - 0 1", 1);
    assert_eq!(best(&r), "e1e7");
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

/// Runs a started search to its end in slices, counting the slices.
fn run_sliced(searcher: &mut Searcher, slice: Slice, clock: &dyn Clock) -> (SearchResult, usize) {
    let mut slices = 0;
    loop {
        slices += 1;
        if let Progress::Done(result) = searcher.step(slice, clock, &never, None, &mut |_| {}) {
            return (result, slices);
        }
        assert!(
            searcher.is_searching(),
            "a running search is in progress between slices"
        );
    }
}

fn still() -> Ticking {
    Ticking {
        now: Cell::new(0.0),
        step: 0.0,
    }
}

fn depth(depth: u32) -> Limits {
    Limits {
        depth: Some(depth),
        ..Limits::default()
    }
}

/// Positions with one clearly best move, and the depth to search them to.
const TACTICS: [(&str, u32); 4] = [
    // Mate in three (Stockfish 15.1).
    ("r5rk/5p1p/5R2/4B3/8/8/7P/7K w - - 0 1", 10),
    // Win at Chess 3 (Rg3), 4 (Qxd7+) and 8 (Rf7).
    ("5rk1/1ppb3p/p1pb4/6q1/3P1p1r/2P1R2P/PP1BQ1P1/5RKN w - - 0 1", 11),
    ("r1b2k1r/pp1qbppp/2nQp3/1B6/8/2P5/PP3PPP/R1B1K1NR w KQ - 0 1", 11),
    ("r4q1k/p2bR1rp/2p2Q1N/5p2/5p2/2P5/PP3PPP/R5K1 w - - 0 1", 11),
];

#[test]
fn a_sliced_search_reaches_the_same_depth_and_move() {
    let clock = still();
    let mut total_slices = 0;
    for (fen, d) in TACTICS {
        let pos: Position = fen.parse().unwrap();
        let whole = Searcher::new(8).search(&[pos], &depth(d), &clock, &never, &mut |_| {});
        let mut searcher = Searcher::new(8);
        searcher.start(&[pos], &depth(d), &clock);
        let (sliced, slices) = run_sliced(&mut searcher, Slice::nodes(1_500), &clock);
        assert!(slices > 1, "{fen}: {slices} slices, the test must really slice");
        total_slices += slices;
        assert!(!searcher.is_searching());
        assert_eq!(sliced.lines[0].depth, d, "{fen}");
        assert_eq!(sliced.best_move, whole.best_move, "{fen}");
        assert_eq!(whole.lines[0].depth, d, "{fen}");
    }
    assert!(total_slices > 40, "{total_slices} slices");
}

#[test]
fn an_unlimited_slice_is_the_one_shot_search() {
    let pos: Position = TACTICS[3].0.parse().unwrap();
    let limits = Limits {
        depth: Some(6),
        multipv: 2,
        ..Limits::default()
    };
    let clock = still();
    let whole = Searcher::new(8).search(&[pos], &limits, &clock, &never, &mut |_| {});
    let mut searcher = Searcher::new(8);
    searcher.start(&[pos], &limits, &clock);
    let (sliced, slices) = run_sliced(&mut searcher, Slice::UNLIMITED, &clock);
    assert_eq!(slices, 1);
    assert_eq!(sliced, whole);
}

#[test]
fn a_sliced_search_keeps_multipv_lines_and_limits() {
    let start = Position::startpos();
    let clock = still();
    let mut searcher = Searcher::new(8);
    let limits = Limits {
        depth: Some(6),
        multipv: 3,
        ..Limits::default()
    };
    searcher.start(&[start], &limits, &clock);
    let (r, _) = run_sliced(&mut searcher, Slice::nodes(1_500), &clock);
    assert_eq!(r.lines.len(), 3);
    assert!(r.lines.iter().all(|l| l.depth == 6));
    let firsts: std::collections::HashSet<_> = r.lines.iter().map(|l| l.pv[0]).collect();
    assert_eq!(firsts.len(), 3);
    // The node limit counts the nodes of every slice.
    let limits = Limits {
        nodes: Some(30_000),
        ..Limits::default()
    };
    searcher.start(&[start], &limits, &clock);
    let (r, slices) = run_sliced(&mut searcher, Slice::nodes(2_000), &clock);
    assert!(slices > 5, "{slices} slices");
    assert!(r.lines[0].nodes <= 30_000 + 2_048, "{}", r.lines[0].nodes);
    // A slice in milliseconds, with a clock that moves 5 ms per reading (one every 1024 nodes).
    let ticking = Ticking {
        now: Cell::new(0.0),
        step: 5.0,
    };
    let mut searcher = Searcher::new(8);
    searcher.start(&[start], &depth(7), &ticking);
    let (r, slices) = run_sliced(&mut searcher, Slice::ms(20.0), &ticking);
    assert!(slices > 5, "{slices} slices");
    assert_eq!(r.lines[0].depth, 7);
}

#[test]
fn finish_between_slices_answers_with_the_last_completed_depth() {
    let pos = Position::startpos();
    let clock = still();
    let mut searcher = Searcher::new(8);
    // Nothing started: a step is done at once, and finish has nothing.
    assert_eq!(
        searcher.step(Slice::nodes(100), &clock, &never, None, &mut |_| {}),
        Progress::Done(SearchResult::default())
    );
    assert_eq!(searcher.finish(), SearchResult::default());
    searcher.start(&[pos], &depth(20), &clock);
    let mut infos = Vec::new();
    for _ in 0..20 {
        let progress = searcher.step(Slice::nodes(5_000), &clock, &never, None, &mut |i| {
            infos.push(i.clone())
        });
        assert_eq!(progress, Progress::Running);
    }
    let r = searcher.finish();
    assert!(!searcher.is_searching());
    let deepest = infos.iter().map(|i| i.depth).max().unwrap();
    assert!(deepest >= 4, "{deepest}");
    // The answer is the deepest completed depth, or a better move of the depth after it.
    assert!((deepest..=deepest + 1).contains(&r.lines[0].depth), "{:?}", r.lines[0]);
    let mv = r.best_move.unwrap();
    assert!(pos.is_legal(mv));
    assert_eq!(Some(mv), r.lines[0].pv.first().copied());
}

#[test]
fn the_next_search_reuses_the_table() {
    // The first search saw the position after its best move to one ply less: the next one
    // finds most of it in the table. Whole searches vary in size with what the table holds, so
    // depth d - 2 (nearly all in the table) is compared per position, and depth d in total.
    let kiwipete = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let middlegame = "r1bq1rk1/pp2bppp/2n2n2/2pp4/3P4/2PBPN2/PP1N1PPP/R2QK2R w KQ - 0 9";
    let d = 10;
    let (mut warm_total, mut cold_total) = (0, 0);
    for fen in [kiwipete, middlegame, drawboard::START_FEN] {
        let pos: Position = fen.parse().unwrap();
        let clock = still();
        let mut warm = Searcher::new(16);
        assert_eq!(warm.hashfull(), 0);
        let first = warm.search(&[pos], &depth(d), &clock, &never, &mut |_| {});
        assert!(warm.hashfull() > 0);
        let history = [pos, pos.after(first.best_move.unwrap())];
        // The nodes when depth d - 2 was complete, and in all.
        let run = |searcher: &mut Searcher| {
            let mut shallow = 0;
            let r = searcher.search(&history, &depth(d), &clock, &never, &mut |i| {
                if i.depth == d - 2 && i.multipv == 1 {
                    shallow = i.nodes;
                }
            });
            assert_eq!(r.lines[0].depth, d);
            (shallow, r.lines[0].nodes)
        };
        let (warm_shallow, warm_nodes) = run(&mut warm);
        let (cold_shallow, cold_nodes) = run(&mut Searcher::new(16));
        assert!(
            warm_shallow < cold_shallow,
            "{fen}: depth {}: warm {warm_shallow} nodes, cold {cold_shallow}",
            d - 2
        );
        warm_total += warm_nodes;
        cold_total += cold_nodes;
        // Clearing forgets it all.
        warm.clear();
        assert_eq!(warm.hashfull(), 0);
    }
    assert!(
        warm_total < cold_total,
        "depth {d}: warm {warm_total} nodes, cold {cold_total}"
    );
}

/// What slicing costs: the nodes to reach depth 11 in 20 positions (the first of
/// tests/data/perft.txt; the next two take millions of nodes and would swamp the rest) in one
/// slice, in slices of 10,000 and 20,000 nodes (about 10 and 20 ms of a browser's search) and
/// of 10 ms by the wall clock. Single searches vary a lot in size with what the table holds,
/// so the totals are what to read. Prints; run it on purpose:
/// `cargo test --release --test search slicing_overhead -- --ignored --nocapture`.
#[test]
#[ignore]
fn slicing_overhead() {
    struct Wall(std::time::Instant);
    impl Clock for Wall {
        fn now_ms(&self) -> f64 {
            self.0.elapsed().as_secs_f64() * 1000.0
        }
    }
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/perft.txt");
    let text = std::fs::read_to_string(file).unwrap();
    let positions: Vec<Position> = text
        .lines()
        .filter_map(|line| line.split(';').next()?.trim().parse().ok())
        .take(20)
        .collect();
    let d = 11;
    println!("{} positions to depth {d}:", positions.len());
    let mut one_slice = 0;
    for (name, slice) in [
        ("one slice", Slice::UNLIMITED),
        ("10,000-node slices", Slice::nodes(10_000)),
        ("20,000-node slices", Slice::nodes(20_000)),
        ("10 ms slices", Slice::ms(10.0)),
    ] {
        let (mut nodes, mut slices, mut same) = (0, 0, 0);
        let clock = Wall(std::time::Instant::now());
        for pos in &positions {
            let mut whole = Searcher::new(16);
            let reference = whole.search(&[*pos], &depth(d), &still(), &never, &mut |_| {});
            let mut searcher = Searcher::new(16);
            searcher.start(&[*pos], &depth(d), &clock);
            let (r, n) = run_sliced(&mut searcher, slice, &clock);
            assert_eq!(r.lines[0].depth, d);
            nodes += r.lines[0].nodes;
            slices += n;
            same += usize::from(r.best_move == reference.best_move);
        }
        if slice == Slice::UNLIMITED {
            one_slice = nodes;
        }
        println!(
            "{name:>20}: {nodes:>9} nodes ({:+5.1}%), {slices:>5} slices, the same best move in {same}",
            (nodes as f64 / one_slice as f64 - 1.0) * 100.0
        );
    }
}
