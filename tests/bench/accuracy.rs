//! How good drawboard's moves are in the positions it meets against Stockfish 2000, judged by
//! full-strength Stockfish: a quicker, steadier measure of a change than a match, and paired
//! (every build plays the same positions).
//!
//! `bench_accuracy positions MATCH_LOG... > FILE` reads the games of `bench_match` logs printed
//! with `MATCH_MOVES=1`, takes the positions where drawboard was to move (from ply 12 on), in
//! a fixed shuffled order, and keeps those the judge does not call decided (its best score
//! within 400 cp). Each line is `FEN;best move;score`. With `--endings` it keeps only endings:
//! no queens, at most two pieces a side besides the king and pawns, more than four men
//! (`tests/bench/endings.fen`).
//!
//! `bench_accuracy judge FILE --engine PATH [--engine PATH2 ...] [--count N] [--nodes N]`
//! lets each engine choose a move in each position (`go nodes N` after `ucinewgame`, two
//! engines at a time), has the judge score every move that is not its own best
//! (`go nodes J searchmoves M`), and prints for each engine the mean loss in winning chances,
//! the counts of moves that lose 10 and 20 points of them, and for each engine after the first
//! the paired difference from the first with its 95% interval. The judge's scores are kept in
//! target/bench/accuracy-judge.txt, so a later run judges only moves not seen before.
//!
//! Flags of both: `--judge-nodes J` (default 300000), `--stockfish PATH`.

#[allow(dead_code)] // This program asks for the move with its score, never for a bare move.
#[path = "uci_engine.rs"]
mod uci_engine;

#[path = "../common/mod.rs"]
mod common;

use drawboard::{Color, Game, Position, Role};
use std::collections::HashMap;
use std::fs;
use std::io::Write;
use uci_engine::UciEngine;

const USAGE: &str = "usage: bench_accuracy positions MATCH_LOG... [--count N] [--endings] > FILE\n       \
bench_accuracy judge FILE --engine PATH [--engine PATH ...] [--count N] [--nodes N=100000]\n       \
flags of both: [--judge-nodes J=300000] [--stockfish PATH]";

const CACHE: &str = "target/bench/accuracy-judge.txt";

/// Winning chances in percent for a score in centipawns (the curve lichess uses to call
/// mistakes); mates count as 1500 cp.
fn win_percent(cp: i32) -> f64 {
    let cp = cp.clamp(-1500, 1500) as f64;
    50.0 + 50.0 * (2.0 / (1.0 + (-0.003_682_08 * cp).exp()) - 1.0)
}

struct Flags {
    rest: Vec<String>,
    engines: Vec<String>,
    count: usize,
    nodes: u64,
    judge_nodes: u64,
    stockfish: String,
    endings: bool,
}

fn parse_flags(args: &[String]) -> Result<Flags, String> {
    let mut flags = Flags {
        rest: Vec::new(),
        engines: Vec::new(),
        count: usize::MAX,
        nodes: 100_000,
        judge_nodes: 300_000,
        stockfish: "/usr/games/stockfish".into(),
        endings: false,
    };
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        let mut value = || args.next().cloned().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--engine" => flags.engines.push(value()?),
            "--count" => flags.count = value()?.parse().map_err(|_| "--count: a number")?,
            "--nodes" => flags.nodes = value()?.parse().map_err(|_| "--nodes: a number")?,
            "--judge-nodes" => flags.judge_nodes = value()?.parse().map_err(|_| "--judge-nodes: a number")?,
            "--stockfish" => flags.stockfish = value()?,
            "--endings" => flags.endings = true,
            _ if arg.starts_with("--") => return Err(format!("unknown flag {arg}")),
            _ => flags.rest.push(arg.clone()),
        }
    }
    Ok(flags)
}

/// The judge: Stockfish at full strength, one thread, a fresh table for every search so
/// that its scores do not depend on what it searched before.
struct Judge {
    engine: UciEngine,
    nodes: u64,
    /// (FEN, move or "*" for the best) -> (best move, score).
    cache: HashMap<(String, String), (String, i32)>,
    /// The cache on disk, where each new score is added.
    file: fs::File,
}

impl Judge {
    fn start(program: &str, nodes: u64) -> Judge {
        let engine = UciEngine::start("judge", program, &[], &[("Threads", "1"), ("Hash", "64")])
            .unwrap_or_else(|e| panic!("cannot start {program}: {e}"));
        let mut cache = HashMap::new();
        for line in fs::read_to_string(CACHE).unwrap_or_default().lines() {
            let f: Vec<&str> = line.split('\t').collect();
            if f.len() == 5
                && f[2].parse() == Ok(nodes)
                && let Ok(score) = f[4].parse()
            {
                cache.insert((f[0].to_string(), f[1].to_string()), (f[3].to_string(), score));
            }
        }
        fs::create_dir_all("target/bench").expect("target/bench");
        let file = fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(CACHE)
            .expect("the judge's cache");
        Judge {
            engine,
            nodes,
            cache,
            file,
        }
    }

    /// The judge's best move and score in `fen` (`mv` "*"), or its score for `mv` alone.
    fn score(&mut self, fen: &str, mv: &str) -> (String, i32) {
        let key = (fen.to_string(), mv.to_string());
        if let Some(known) = self.cache.get(&key) {
            return known.clone();
        }
        self.engine.new_game();
        let go = if mv == "*" {
            format!("nodes {}", self.nodes)
        } else {
            format!("nodes {} searchmoves {mv}", self.nodes)
        };
        let (best, score) = self.engine.best_move_and_score(fen, &[], &go);
        let score = score.unwrap_or(0);
        writeln!(self.file, "{fen}\t{mv}\t{}\t{best}\t{score}", self.nodes).expect("the judge's cache");
        self.cache.insert(key, (best.clone(), score));
        (best, score)
    }
}

/// An ending as `--endings` means it: no queens, at most two pieces a side besides the king
/// and pawns, and more than the four men the tablebases cover.
fn is_ending(pos: &Position) -> bool {
    let pieces = |color| (pos.by_color(color) & !pos.by_role(Role::Pawn) & !pos.by_role(Role::King)).count();
    pos.by_role(Role::Queen).is_empty()
        && pieces(Color::White) <= 2
        && pieces(Color::Black) <= 2
        && pos.occupied().count() > 4
}

/// The positions where drawboard was to move in the games of a `bench_match` log (only the
/// endings with `endings`).
fn positions_of_log(text: &str, endings: bool) -> Vec<String> {
    let mut out = Vec::new();
    let mut ours_white = None;
    for line in text.lines() {
        if line.starts_with("game ") {
            ours_white = Some(line.contains("(white"));
        } else if let (Some(moves), Some(white)) = (line.strip_prefix("moves: "), ours_white.take()) {
            let mut game = Game::new(Position::startpos());
            for (ply, mv) in moves.split_whitespace().enumerate() {
                let white_to_move = ply % 2 == 0;
                if ply >= 12
                    && white_to_move == white
                    && !game.position().legal_moves().is_empty()
                    && (!endings || is_ending(game.position()))
                {
                    out.push(game.position().to_fen());
                }
                if game.play(mv).is_err() {
                    break;
                }
            }
        }
    }
    out
}

fn positions(flags: &Flags) -> Result<(), String> {
    let mut all = Vec::new();
    for path in &flags.rest {
        let text = fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        all.extend(positions_of_log(&text, flags.endings));
    }
    all.sort();
    all.dedup();
    // A fixed shuffle (Fisher-Yates), so that the first N lines are a fair sample.
    let mut rng = common::Rng(0xACC0_4A7E_5EED_0001);
    for i in (1..all.len()).rev() {
        all.swap(i, rng.below(i + 1));
    }
    eprintln!("{} positions with drawboard to move", all.len());
    let mut judge = Judge::start(&flags.stockfish, flags.judge_nodes);
    let mut kept = 0;
    for fen in all {
        if kept >= flags.count {
            break;
        }
        let (best, score) = judge.score(&fen, "*");
        if score.abs() <= 400 {
            println!("{fen};{best};{score}");
            kept += 1;
        }
    }
    eprintln!("kept {kept}");
    Ok(())
}

/// Each engine's move in each position, at `nodes` a move, two engines at a time.
fn choose(engines: &[String], fens: &[String], nodes: u64) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    for pair in engines.chunks(2) {
        let chosen: Vec<Vec<String>> = std::thread::scope(|scope| {
            let runs: Vec<_> = pair
                .iter()
                .map(|path| {
                    scope.spawn(move || {
                        let mut engine = UciEngine::start(path, path, &["uci"], &[("Hash", "32")])
                            .unwrap_or_else(|e| panic!("cannot start {path}: {e}"));
                        fens.iter()
                            .map(|fen| {
                                engine.new_game();
                                engine.best_move_and_score(fen, &[], &format!("nodes {nodes}")).0
                            })
                            .collect()
                    })
                })
                .collect();
            runs.into_iter()
                .map(|run| run.join().expect("an engine's run"))
                .collect()
        });
        out.extend(chosen);
    }
    out
}

fn judge(flags: &Flags) -> Result<(), String> {
    let [file] = flags.rest.as_slice() else {
        return Err("judge needs one positions file".into());
    };
    if flags.engines.is_empty() {
        return Err("judge needs at least one --engine".into());
    }
    let text = fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    let mut fens = Vec::new();
    let mut best = Vec::new();
    for line in text.lines().take(flags.count) {
        let f: Vec<&str> = line.split(';').collect();
        let [fen, mv, score] = f.as_slice() else {
            return Err(format!("{file}: a line is not FEN;move;score: {line}"));
        };
        fens.push(fen.to_string());
        best.push((
            mv.to_string(),
            score
                .parse::<i32>()
                .map_err(|_| format!("{file}: bad score in {line}"))?,
        ));
    }
    let start = std::time::Instant::now();
    let chosen = choose(&flags.engines, &fens, flags.nodes);
    eprintln!("moves chosen in {:.0} s", start.elapsed().as_secs_f64());
    let mut judge = Judge::start(&flags.stockfish, flags.judge_nodes);
    let start = std::time::Instant::now();
    // losses[engine][position], in winning-chance points.
    let losses: Vec<Vec<f64>> = chosen
        .iter()
        .map(|moves| {
            moves
                .iter()
                .enumerate()
                .map(|(i, mv)| {
                    let (best_move, best_score) = &best[i];
                    if mv == best_move {
                        return 0.0;
                    }
                    let score = judge.score(&fens[i], mv).1;
                    (win_percent(*best_score) - win_percent(score)).max(0.0)
                })
                .collect()
        })
        .collect();
    eprintln!("judged in {:.0} s", start.elapsed().as_secs_f64());
    let n = fens.len() as f64;
    println!(
        "{} positions, {} nodes a move, judged by Stockfish at {} nodes",
        fens.len(),
        flags.nodes,
        flags.judge_nodes
    );
    for (e, path) in flags.engines.iter().enumerate() {
        let same = chosen[e].iter().zip(&best).filter(|(mv, (b, _))| *mv == b).count();
        let loss = &losses[e];
        let mean = loss.iter().sum::<f64>() / n;
        let over = |t: f64| loss.iter().filter(|&&l| l >= t).count();
        print!(
            "{path}: judge's move {:.1}%, mean loss {mean:.3} points, losing 10+ {}, 20+ {}",
            100.0 * same as f64 / n,
            over(10.0),
            over(20.0)
        );
        if e > 0 {
            // Paired: this engine's loss minus the first engine's, position by position.
            let d: Vec<f64> = loss.iter().zip(&losses[0]).map(|(a, b)| a - b).collect();
            let mean_d = d.iter().sum::<f64>() / n;
            let var = d.iter().map(|x| (x - mean_d).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
            let margin = 1.96 * (var / n).sqrt();
            let differ = chosen[e].iter().zip(&chosen[0]).filter(|(a, b)| a != b).count();
            let better = d.iter().filter(|&&x| x < 0.0).count();
            let worse = d.iter().filter(|&&x| x > 0.0).count();
            print!(
                "; against the first: {mean_d:+.3} ({:+.3} to {:+.3}), other move in {differ}, better {better}, worse {worse}",
                mean_d - margin,
                mean_d + margin
            );
        }
        println!();
    }
    Ok(())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("positions") => parse_flags(&args[1..]).and_then(|f| positions(&f)),
        Some("judge") => parse_flags(&args[1..]).and_then(|f| judge(&f)),
        _ => Err(USAGE.into()),
    };
    if let Err(message) = result {
        eprintln!("{message}");
        std::process::exit(2);
    }
}
