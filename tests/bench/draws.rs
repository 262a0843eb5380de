//! Cost of the draw rules per call, natively: `cargo run --release --example bench_draws`.
//! (The JavaScript side is `tests/bench/draws.mjs`; `tests/bench/draws.sh` runs both.)

#[path = "../common/mod.rs"]
mod common;

use drawboard::{Color, Position, Status};
use std::hint::black_box;
use std::time::Instant;

/// Positions from random games: openings, middlegames and endgames alike.
fn positions() -> Vec<Position> {
    let mut rng = common::Rng(0x0DDB_A11C_0FFE_E123);
    let mut next = move || rng.next();
    let mut out = Vec::new();
    for _ in 0..200 {
        let mut pos = Position::startpos();
        for _ in 0..(next() % 200) {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos = pos.after(moves[(next() % moves.len() as u64) as usize]);
            out.push(pos);
        }
    }
    out
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

/// Nanoseconds per call of `f` over every position, median of `runs` runs.
fn per_call(positions: &[Position], runs: usize, repeat: usize, f: impl Fn(&Position) -> bool) -> f64 {
    let mut times = Vec::new();
    for _ in 0..runs {
        let t = Instant::now();
        let mut n = 0usize;
        for _ in 0..repeat {
            for p in positions {
                n += f(black_box(p)) as usize;
            }
        }
        black_box(n);
        times.push(t.elapsed().as_nanos() as f64 / (positions.len() * repeat) as f64);
    }
    median(times)
}

/// Pawnless endings, where the material rules cannot stop at the first pawn.
fn endings() -> Vec<Position> {
    [
        "8/8/3k4/8/8/2NK4/8/8 w - - 0 1",
        "8/8/3k4/8/8/2BK4/2B5/8 w - - 0 1",
        "8/5n2/3k4/8/8/2NK4/8/8 w - - 0 1",
        "8/5b2/3k4/8/8/2BK4/8/8 w - - 0 1",
        "8/5b2/3k4/8/8/2NKN3/8/8 w - - 0 1",
        "8/8/3k4/8/2B5/3KB3/8/8 w - - 0 1",
        "8/8/3k4/8/8/3K4/8/8 w - - 0 1",
        "8/1r6/3k4/8/8/2NK4/8/8 w - - 0 1",
    ]
    .iter()
    .map(|f| f.parse().unwrap())
    .collect()
}

/// A draw rule to time.
type Rule = dyn Fn(&Position) -> bool;

fn main() {
    let positions = positions();
    let runs = 7;
    let endings = endings();
    println!("draw rules, native, median of {runs} runs");
    println!(
        "{} positions from random games | {} pawnless endings",
        positions.len(),
        endings.len()
    );
    let rows: [(&str, &Rule); 6] = [
        ("draw_by_insufficient_material_rule", &|p| {
            p.draw_by_insufficient_material_rule()
        }),
        ("sufficient_material_to_force_checkmate", &|p| {
            p.sufficient_material_to_force_checkmate()
        }),
        ("can_force_mate(white)", &|p| p.can_force_mate(Color::White)),
        ("can_ever_mate(white)", &|p| p.can_ever_mate(Color::White)),
        ("has_bishop_pair(white)", &|p| p.has_bishop_pair(Color::White)),
        ("all five material rules, both sides", &|p| {
            p.draw_by_insufficient_material_rule()
                ^ p.sufficient_material_to_force_checkmate()
                ^ Color::ALL.into_iter().fold(false, |acc, c| {
                    acc ^ p.can_force_mate(c) ^ p.can_ever_mate(c) ^ p.has_bishop_pair(c)
                })
        }),
    ];
    for (name, f) in rows {
        let games = per_call(&positions, runs, 200, f);
        let pawnless = per_call(&endings, runs, 200_000, f);
        println!("{name:<42} {games:>8.2} ns/call | {pawnless:>8.2} ns/call");
    }
    let status = per_call(&positions, runs, 2, |p| Status::of_position(p).checkmate);
    println!("{:<42} {:>8.2} ns/call", "Status::of_position (everything)", status);
}
