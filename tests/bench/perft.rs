//! Native perft benchmark: ours and cozy-chess in the same run, on the six standard positions.
//! `cargo run --release --example bench_perft [runs]`; the wasm half is `tests/bench/perft.sh`.

#[path = "perft_core.rs"]
mod perft_core;

use std::time::Instant;

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

fn main() {
    let runs: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(5);
    drawboard::movegen::init();
    println!("native perft, median of {runs} runs (M nodes/s)");
    println!(
        "{:<10} {:>5} {:>12} {:>10} {:>10} {:>9}",
        "position", "depth", "nodes", "ours", "cozy", "ours/cozy"
    );
    let (mut total_ours, mut total_cozy, mut total_nodes) = (0.0, 0.0, 0u64);
    for (name, fen, depth) in perft_core::POSITIONS {
        let (mut ours, mut cozy) = (Vec::new(), Vec::new());
        let mut nodes = 0;
        for _ in 0..runs {
            // Alternate the two so that machine noise falls on both alike.
            let t = Instant::now();
            nodes = perft_core::ours(fen, depth);
            ours.push(t.elapsed().as_secs_f64());
            let t = Instant::now();
            let theirs = perft_core::cozy(fen, depth);
            cozy.push(t.elapsed().as_secs_f64());
            assert_eq!(nodes, theirs, "{name}: the two disagree");
        }
        let (o, c) = (median(ours), median(cozy));
        total_ours += o;
        total_cozy += c;
        total_nodes += nodes;
        let mnps = |secs: f64| nodes as f64 / secs / 1e6;
        println!(
            "{name:<10} {depth:>5} {nodes:>12} {:>10.1} {:>10.1} {:>9.2}",
            mnps(o),
            mnps(c),
            c / o
        );
    }
    let mnps = |secs: f64| total_nodes as f64 / secs / 1e6;
    println!(
        "{:<10} {:>5} {total_nodes:>12} {:>10.1} {:>10.1} {:>9.2}",
        "total",
        "",
        mnps(total_ours),
        mnps(total_cozy),
        total_cozy / total_ours
    );
}
