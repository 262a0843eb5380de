//! "Win at Chess" through UCI: every engine named gets each of the 300 positions for the same
//! time, one engine after the other (never at once: the machine has two cores).
//! `cargo run --release --example bench_wac -- [movetime_ms] [epd]`; see tests/bench/wac.sh.

#[path = "uci_engine.rs"]
mod uci_engine;

use drawboard::Position;
use std::time::Instant;
use uci_engine::UciEngine;

struct Problem {
    id: String,
    fen: String,
    best: Vec<String>,
    avoid: Vec<String>,
}

/// Reads an EPD file: four FEN fields, then `bm`/`am` (SAN) and `id` operations.
fn problems(text: &str) -> Vec<Problem> {
    let mut out = Vec::new();
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let fields: Vec<&str> = line.splitn(5, ' ').collect();
        let fen = format!("{} 0 1", fields[..4].join(" "));
        let pos: Position = fen.parse().unwrap_or_else(|e| panic!("{line}: {e}"));
        let ops = fields.get(4).copied().unwrap_or("");
        let (mut best, mut avoid, mut id) = (Vec::new(), Vec::new(), String::new());
        for op in ops.split(';').map(str::trim) {
            let (name, args) = op.split_once(' ').unwrap_or((op, ""));
            let uci = |san: &str| {
                pos.parse_san(san)
                    .unwrap_or_else(|e| panic!("{line}: {san}: {e}"))
                    .to_string()
            };
            match name {
                "bm" => best.extend(args.split_whitespace().map(uci)),
                "am" => avoid.extend(args.split_whitespace().map(uci)),
                "id" => id = args.trim_matches('"').to_string(),
                _ => {}
            }
        }
        out.push(Problem { id, fen, best, avoid });
    }
    out
}

/// An engine to run: name, program, arguments, UCI options.
type EngineSpec<'a> = (&'a str, String, Vec<&'a str>, Vec<(&'a str, &'a str)>);

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let movetime: u64 = args.first().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let epd = args.get(1).cloned().unwrap_or_else(|| "../shared/data/wac.epd".into());
    let text = std::fs::read_to_string(&epd).unwrap_or_else(|e| panic!("{epd}: {e}"));
    let problems = problems(&text);
    let ours = uci_engine::built_drawboard().expect("the path of this program");
    let mut engines: Vec<EngineSpec> = vec![("drawboard", ours, vec!["uci"], vec![("Hash", "64")])];
    if std::path::Path::new("/usr/games/stockfish").exists() {
        engines.push((
            "stockfish",
            "/usr/games/stockfish".into(),
            vec![],
            vec![("Threads", "1"), ("Hash", "64")],
        ));
    }
    println!(
        "Win at Chess: {} positions, {movetime} ms each, one engine at a time",
        problems.len()
    );
    let mut totals = Vec::new();
    for (name, program, args, options) in engines {
        let mut engine = UciEngine::start(name, &program, &args, &options).expect("engine starts");
        let started = Instant::now();
        let mut solved = 0;
        let mut missed = Vec::new();
        for p in &problems {
            engine.new_game();
            let mv = engine.best_move(&p.fen, &[], movetime);
            let ok = (p.best.is_empty() || p.best.contains(&mv)) && !p.avoid.contains(&mv);
            if ok {
                solved += 1;
            } else {
                missed.push(p.id.clone());
            }
        }
        println!(
            "{name:<10} solved {solved}/{} in {:.0} s; missed: {}",
            problems.len(),
            started.elapsed().as_secs_f64(),
            missed.join(" ")
        );
        totals.push((name, solved));
    }
    if let [(_, ours), (other, theirs)] = totals[..] {
        println!(
            "drawboard/{other} solved ratio: {:.3}",
            ours as f64 / theirs.max(1) as f64
        );
    }
}
