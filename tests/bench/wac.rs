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

impl Problem {
    /// Whether `mv` (UCI text) is a solution: one of the best moves, none to avoid.
    fn solved_by(&self, mv: &str) -> bool {
        (self.best.is_empty() || self.best.iter().any(|b| b == mv)) && !self.avoid.iter().any(|a| a == mv)
    }
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

/// The node count from which the engine's first move stayed on a solution (`None`: it ended
/// on another move).
fn solved_at(p: &Problem, lines: &[(u64, String)], best: &str) -> Option<u64> {
    if !p.solved_by(best) {
        return None;
    }
    // The first line after the last wrong one (the last line, when only the best move was right).
    let from = lines.iter().rposition(|(_, mv)| !p.solved_by(mv)).map_or(0, |i| i + 1);
    Some(lines.get(from).or(lines.last()).map_or(0, |l| l.0))
}

/// `--nodes N [epd] [program[?name=value&...]...]`: each drawboard build named (this one when
/// none is) searches every position to `N` nodes from a cleared table, and the nodes by which
/// each settled on a solution are printed. Node counts do not depend on the machine's speed or
/// load, so two builds can be compared position by position in one run, and again.
fn by_nodes(args: &[String]) {
    let nodes: u64 = args.first().and_then(|a| a.parse().ok()).expect("--nodes N");
    let epd = args.get(1).cloned().unwrap_or_else(|| "../shared/data/wac.epd".into());
    let text = std::fs::read_to_string(&epd).unwrap_or_else(|e| panic!("{epd}: {e}"));
    let problems = problems(&text);
    let mut programs: Vec<String> = args.iter().skip(2).cloned().collect();
    if programs.is_empty() {
        programs.push(uci_engine::built_drawboard().expect("the path of this program"));
    }
    let mut results: Vec<Vec<Option<u64>>> = Vec::new();
    for program in &programs {
        // `path?name=value&name=value` sets the search's numbers by name (see `params.rs`).
        let (path, settings) = program.split_once('?').unwrap_or((program, ""));
        let mut options = vec![("Hash", "64")];
        options.extend(settings.split('&').filter_map(|s| s.split_once('=')));
        let mut engine = UciEngine::start("drawboard", path, &["uci"], &options).expect("engine starts");
        let mut found = Vec::new();
        for p in &problems {
            engine.new_game();
            let (lines, best) = engine.search_lines(&p.fen, &format!("nodes {nodes}"));
            found.push(solved_at(p, &lines, &best));
        }
        results.push(found);
    }
    for (i, p) in problems.iter().enumerate() {
        let row: Vec<Option<u64>> = results.iter().map(|r| r[i]).collect();
        if row.iter().any(|&r| r != row[0]) || row[0].is_none_or(|n| n * 4 > nodes) {
            let cells: Vec<String> = row
                .iter()
                .map(|r| r.map_or("-".to_string(), |n| n.to_string()))
                .collect();
            println!("{:<8} {}", p.id, cells.join(" "));
        }
    }
    for (program, found) in programs.iter().zip(&results) {
        let within = |limit: u64| found.iter().filter(|r| r.is_some_and(|n| n <= limit)).count();
        println!(
            "{program}: solved {} by {nodes} nodes, {} by {}, {} by {}",
            within(nodes),
            within(nodes / 2),
            nodes / 2,
            within(nodes / 4),
            nodes / 4
        );
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "--nodes") {
        return by_nodes(&args[1..]);
    }
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
            if p.solved_by(&mv) {
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
