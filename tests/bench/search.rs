//! Search speed natively: fixed-depth searches of a few positions, so the wasm run
//! (tests/bench/search.mjs) searches exactly the same trees. Prints nodes, time and nodes/s.
//! `cargo run --release --example bench_search [runs]`; tests/bench/search.sh runs both.

use drawboard::Position;
use drawboard::search::{Clock, Limits, Searcher};
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

fn main() {
    let runs: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(3);
    println!("native search, fixed depths, median of {runs} runs (fresh 16 MB table each run)");
    let (mut total_nodes, mut total_ms) = (0u64, 0.0);
    for (fen, depth) in POSITIONS {
        let pos: Position = fen.parse().unwrap();
        let mut times = Vec::new();
        let mut nodes = 0;
        for _ in 0..runs {
            let mut searcher = Searcher::new(16);
            let clock = Wall(Instant::now());
            let limits = Limits {
                depth: Some(depth),
                ..Limits::default()
            };
            let result = searcher.search(&[pos], &limits, &clock, &|| false, &mut |_| {});
            nodes = result.lines[0].nodes;
            times.push(clock.now_ms());
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
