//! Search speed natively: fixed-depth searches of a few positions, so the wasm run
//! (tests/bench/search.mjs) searches exactly the same trees. Prints nodes, time and nodes/s.
//! `cargo run --release --example bench_search [runs]`; tests/bench/search.sh runs both.
//!
//! With `--serve` it searches what it is asked on standard input instead, a line `DEPTH FEN`
//! each, and answers `NODES MS`: search.mjs then times native and wasm searches in turn.

use drawboard::Position;
use drawboard::search::{Clock, Limits, Searcher};
use std::io::{BufRead, Write};
use std::time::Instant;

/// Positions and depths shared with search.mjs.
pub const POSITIONS: [(&str, u32); 4] = [
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 11),
    (
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        9,
    ),
    ("r1bq1rk1/pp2bppp/2n2n2/2pp4/3P4/2PBPN2/PP1N1PPP/R2QK2R w KQ - 0 9", 10),
    ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 14),
];

struct Wall(Instant);

impl Clock for Wall {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// One search of `pos` to `depth` with a fresh searcher (a fresh 16 MB table, as in wasm):
/// its nodes and milliseconds.
fn search_once(pos: Position, depth: u32) -> (u64, f64) {
    let mut searcher = Searcher::new(16);
    let clock = Wall(Instant::now());
    let limits = Limits {
        depth: Some(depth),
        ..Limits::default()
    };
    let result = searcher.search(&[pos], &limits, &clock, &|| false, &mut |_| {});
    (result.lines[0].nodes, clock.now_ms())
}

/// The `--serve` mode: a search for each line `DEPTH FEN` read, answered `NODES MS`.
fn serve() {
    let mut out = std::io::stdout().lock();
    for line in std::io::stdin().lock().lines() {
        let line = line.expect("standard input");
        let (depth, fen) = line.split_once(' ').expect("a line DEPTH FEN");
        let pos: Position = fen.parse().expect("a FEN");
        let (nodes, ms) = search_once(pos, depth.parse().expect("a depth"));
        writeln!(out, "{nodes} {ms}")
            .and_then(|()| out.flush())
            .expect("standard output");
    }
}

fn main() {
    let arg = std::env::args().nth(1);
    if arg.as_deref() == Some("--serve") {
        return serve();
    }
    let runs: usize = arg.and_then(|a| a.parse().ok()).unwrap_or(3);
    println!("native search, fixed depths, median of {runs} runs (fresh 16 MB table each run)");
    let (mut total_nodes, mut total_ms) = (0u64, 0.0);
    for (fen, depth) in POSITIONS {
        let pos: Position = fen.parse().unwrap();
        let mut times = Vec::new();
        let mut nodes = 0;
        for _ in 0..runs {
            let (n, ms) = search_once(pos, depth);
            nodes = n;
            times.push(ms);
        }
        times.sort_by(f64::total_cmp);
        let ms = times[runs / 2];
        total_nodes += nodes;
        total_ms += ms;
        println!(
            "depth {depth:>2} {nodes:>10} nodes {ms:>8.1} ms {:>8.0} k nodes/s  {fen}",
            nodes as f64 / ms
        );
    }
    println!(
        "total      {total_nodes:>10} nodes {total_ms:>8.1} ms {:>8.0} k nodes/s",
        total_nodes as f64 / total_ms
    );
}
