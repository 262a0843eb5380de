//! Winnability benchmark, native: our quick and full modes against chasolver 3.0's fast and
//! full ones on the same positions in the same run, rounds alternating between the two.
//! Prints positions per second, the worst single position, and the ratio (ours/theirs speed).
//! Usage: bench_winnability [rounds] [wac.epd]

#[path = "winnability_core.rs"]
mod core;

use core::{Case, ENGINES, MODES, median, run};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let rounds: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(5);
    drawboard::movegen::init();
    let mut sets = core::generated();
    if let Some(path) = args.get(2)
        && let Ok(text) = std::fs::read_to_string(path)
    {
        let cases: Vec<Case> = text
            .lines()
            .filter_map(|line| {
                let fields: Vec<&str> = line.split_whitespace().take(4).collect();
                Case::new(&format!("{} 0 1", fields.join(" ")))
            })
            .collect();
        sets.insert(0, ("WAC (real games)", cases));
    }
    println!("{rounds} rounds; per set and mode: positions/s (both sides each), worst position, median per position");
    for (name, cases) in &sets {
        for (m, mode) in MODES.iter().enumerate() {
            let mut totals = [Vec::new(), Vec::new()];
            let mut worst = [0f64; 2];
            let mut worst_fen = [""; 2];
            let mut per_case = [Vec::new(), Vec::new()];
            for round in 0..rounds {
                for k in 0..2 {
                    let engine = (round + k) % 2;
                    let start = Instant::now();
                    let mut sink = 0;
                    for case in cases {
                        let t = Instant::now();
                        sink ^= run(case, engine, m == 1);
                        let us = t.elapsed().as_secs_f64() * 1e6;
                        if us > worst[engine] {
                            worst[engine] = us;
                            worst_fen[engine] = &case.fen;
                        }
                        if round == 0 {
                            per_case[engine].push(us);
                        }
                    }
                    totals[engine].push(start.elapsed().as_secs_f64());
                    std::hint::black_box(sink);
                }
            }
            let rate = |e: usize| cases.len() as f64 / median(totals[e].clone());
            println!(
                "{name:18} {mode:10} | {:>9} {:>10.0}/s worst {:>9.1} us median {:>7.2} us | {:>9} {:>10.0}/s worst {:>9.1} us median {:>7.2} us | ratio {:.2}",
                ENGINES[0],
                rate(0),
                worst[0],
                median(per_case[0].clone()),
                ENGINES[1],
                rate(1),
                worst[1],
                median(per_case[1].clone()),
                rate(0) / rate(1),
            );
            if m == 1 {
                println!(
                    "    worst for {}: {}; for {}: {}",
                    ENGINES[0], worst_fen[0], ENGINES[1], worst_fen[1]
                );
            }
        }
    }
}
