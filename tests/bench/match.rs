//! A match through UCI: drawboard against another engine, each opening played with both
//! colours, a fixed time (or a fixed node count) per move. The opponent is Debian's Stockfish
//! 15.1 limited to a UCI_Elo, or with `--opponent PATH` any UCI engine, such as an older
//! drawboard build, to measure a change by self-play. Prints each game as it finishes, then
//! the result, the Elo difference with its 95% interval, the likelihood of superiority, the
//! draw ratio, and the result of the short and of the long games apart.
//!
//! `cargo run --release --example bench_match -- [games] [movetime_ms] [elo] [flags]`, with the
//! flags `--concurrency N`, `--opponent PATH`, `--engine PATH`, `--nodes N`, `--plies K`,
//! `--seed S` (another set of openings), `--hash MB` (drawboard's table; the opponent's is
//! 32 MB), `--engine-movetime MS` (drawboard's time a move, when it differs from the
//! opponent's: what more speed would be worth) and `--adjudicate` / `--no-adjudicate`; see
//! match.sh.

#[allow(dead_code)] // This program asks for the move with its score, never for a bare move.
#[path = "uci_engine.rs"]
mod uci_engine;

#[path = "../common/mod.rs"]
mod common;

#[path = "games.rs"]
mod games;

use games::{openings, play};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::time::Instant;
use uci_engine::UciEngine;

const USAGE: &str = "usage: bench_match [games=100] [movetime_ms=100] [UCI_Elo=2000] [--concurrency N] \
[--opponent PATH] [--engine PATH] [--nodes N] [--plies K=6] [--seed S=0] [--hash MB=32] [--engine-movetime MS] \
[--adjudicate | --no-adjudicate]";

/// Every engine's table in megabytes, unless `--hash` sets drawboard's.
const HASH_MB: &str = "32";

/// What the command line asks for.
struct Config {
    games: usize,
    movetime_ms: u64,
    /// drawboard's time a move, when not `movetime_ms`.
    engine_movetime_ms: Option<u64>,
    /// Stockfish's strength; unused with `opponent`.
    elo: String,
    /// `go nodes N` for both engines instead of `go movetime`.
    nodes: Option<u64>,
    concurrency: usize,
    /// drawboard's binary (by default the one built beside this program).
    engine: String,
    /// Another UCI engine instead of Stockfish.
    opponent: Option<String>,
    /// Random plies in each opening.
    plies: usize,
    /// Which set of openings: another seed plays other openings.
    seed: u64,
    /// drawboard's table in megabytes.
    hash: String,
    adjudicate: bool,
}

impl Config {
    fn from_args(args: &[String]) -> Result<Config, String> {
        let mut config = Config {
            games: 100,
            movetime_ms: 100,
            engine_movetime_ms: None,
            elo: "2000".into(),
            nodes: None,
            concurrency: 1,
            engine: uci_engine::built_drawboard().map_err(|e| e.to_string())?,
            opponent: None,
            plies: 6,
            seed: 0,
            hash: HASH_MB.into(),
            adjudicate: false,
        };
        let mut adjudicate = None;
        let mut positional = 0;
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            let mut value = || args.next().cloned().ok_or(format!("{arg} needs a value"));
            let number = |text: String| text.parse::<u64>().map_err(|_| format!("{arg}: not a number: {text}"));
            match arg.as_str() {
                "--concurrency" => config.concurrency = number(value()?)?.max(1) as usize,
                "--opponent" => config.opponent = Some(value()?),
                "--engine" => config.engine = value()?,
                "--nodes" => config.nodes = Some(number(value()?)?.max(1)),
                "--plies" => config.plies = number(value()?)? as usize,
                "--seed" => config.seed = number(value()?)?,
                "--hash" => config.hash = number(value()?)?.max(1).to_string(),
                "--engine-movetime" => config.engine_movetime_ms = Some(number(value()?)?.max(1)),
                "--adjudicate" => adjudicate = Some(true),
                "--no-adjudicate" => adjudicate = Some(false),
                flag if flag.starts_with("--") => return Err(format!("unknown flag {flag}")),
                text => {
                    match positional {
                        0 => config.games = number(text.into())? as usize,
                        1 => config.movetime_ms = number(text.into())?,
                        2 => config.elo = text.into(),
                        _ => return Err(format!("unexpected argument {text}")),
                    }
                    positional += 1;
                }
            }
        }
        // Self-play matches are long and their engines agree on scores; Stockfish at a limited
        // strength reports the score of its full search, not of the weaker move it plays.
        config.adjudicate = adjudicate.unwrap_or(config.opponent.is_some());
        Ok(config)
    }

    /// The limit for `go`: drawboard's when `ours`, otherwise the opponent's.
    fn go(&self, ours: bool) -> String {
        match (self.nodes, self.engine_movetime_ms) {
            (Some(n), _) => format!("nodes {n}"),
            (None, Some(ms)) if ours => format!("movetime {ms}"),
            (None, _) => format!("movetime {}", self.movetime_ms),
        }
    }

    fn opponent_name(&self) -> String {
        match &self.opponent {
            Some(path) => std::path::Path::new(path)
                .file_name()
                .map_or(path.clone(), |name| name.to_string_lossy().into_owned()),
            None => format!("Stockfish 15.1 at UCI_Elo {}", self.elo),
        }
    }

    /// A fresh pair of engines: drawboard and its opponent.
    fn start_engines(&self) -> (UciEngine, UciEngine) {
        let ours = UciEngine::start("drawboard", &self.engine, &["uci"], &[("Hash", &self.hash)])
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", self.engine));
        let theirs = match &self.opponent {
            Some(path) => UciEngine::start(&self.opponent_name(), path, &["uci"], &[("Hash", HASH_MB)])
                .unwrap_or_else(|e| panic!("cannot start {path}: {e}")),
            None => UciEngine::start(
                "stockfish",
                "/usr/games/stockfish",
                &[],
                &[
                    ("Threads", "1"),
                    ("Hash", HASH_MB),
                    ("UCI_LimitStrength", "true"),
                    ("UCI_Elo", &self.elo),
                ],
            )
            .expect("stockfish (apt-get install stockfish)"),
        };
        (ours, theirs)
    }
}

/// One finished game.
struct Played {
    /// From 0, in the order of the openings list: game `2k` and `2k + 1` share opening `k`.
    index: usize,
    ours_white: bool,
    /// drawboard's score: 1, 0.5 or 0.
    score: f64,
    how: String,
    moves: Vec<String>,
}

/// The error function, to within 1.5e-7 (Abramowitz and Stegun 7.1.26).
fn erf(x: f64) -> f64 {
    let t = 1.0 / (1.0 + 0.327_591_1 * x.abs());
    let poly =
        t * (0.254_829_592 + t * (-0.284_496_736 + t * (1.421_413_741 + t * (-1.453_152_027 + t * 1.061_405_429))));
    (1.0 - poly * (-x * x).exp()).copysign(x)
}

/// Games at least this long are counted apart: they are the ones that reach a long endgame.
const LONG_GAME: usize = 150;

/// Wins, draws and losses of all games, from the counts by length.
fn totals(by_length: &[[usize; 3]; 2]) -> [usize; 3] {
    [0, 1, 2].map(|k| by_length[0][k] + by_length[1][k])
}

/// The summary of a match: result, Elo with its 95% interval (from the variance of the game
/// scores), likelihood of superiority and draw ratio.
fn summarize(wins: usize, draws: usize, losses: usize) {
    let games = wins + draws + losses;
    if games == 0 {
        println!("result: no game finished");
        return;
    }
    let n = games as f64;
    let (w, d, l) = (wins as f64 / n, draws as f64 / n, losses as f64 / n);
    let mean = w + 0.5 * d;
    let var = (w * (1.0 - mean).powi(2) + d * (0.5 - mean).powi(2) + l * mean.powi(2)) * n / (n - 1.0).max(1.0);
    let margin = 1.96 * (var / n).sqrt();
    // Adding 0.0 turns -0 into 0, so that an even score prints as +0.
    let elo_of = |s: f64| -400.0 * (1.0 / s.clamp(0.001, 0.999) - 1.0).log10() + 0.0;
    println!(
        "result: +{wins} ={draws} -{losses}, score {:.1}%, Elo difference {:+.0} (95%: {:+.0} to {:+.0})",
        100.0 * mean,
        elo_of(mean),
        elo_of(mean - margin),
        elo_of(mean + margin)
    );
    // The chance that drawboard is the stronger, from wins and losses alone: draws say
    // nothing about which side is better.
    let decisive = (wins + losses) as f64;
    let los = if decisive == 0.0 {
        0.5
    } else {
        0.5 * (1.0 + erf((wins as f64 - losses as f64) / (2.0 * decisive).sqrt()))
    };
    println!("LOS {:.1}%, draw ratio {:.1}%", 100.0 * los, 100.0 * d);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return;
    }
    let config = Config::from_args(&args).unwrap_or_else(|e| {
        eprintln!("{e}\n{USAGE}");
        std::process::exit(2);
    });
    let limit = match (config.nodes, config.engine_movetime_ms) {
        (Some(n), _) => format!("{n} nodes"),
        (None, Some(ms)) => format!("{ms} ms (drawboard) and {} ms", config.movetime_ms),
        (None, None) => format!("{} ms", config.movetime_ms),
    };
    println!(
        "drawboard v {}: {} games, {limit} a move, {} at a time, openings of {} random plies, adjudication {}",
        config.opponent_name(),
        config.games,
        config.concurrency.min(config.games.max(1)),
        config.plies,
        if config.adjudicate { "on" } else { "off" }
    );
    let openings = openings(config.games.div_ceil(2), config.plies, config.seed);
    let started = Instant::now();
    // Each thread plays with its own pair of engines and takes the next game until none is
    // left; the results come back in the order the games finish.
    let next = AtomicUsize::new(0);
    let (sender, results) = mpsc::channel::<Played>();
    let (mut adjudicated, mut plies) = (0, 0);
    // Wins, draws and losses of the games shorter than LONG_GAME plies, and of the others.
    let mut by_length = [[0usize; 3]; 2];
    std::thread::scope(|scope| {
        let mut threads = Vec::new();
        for _ in 0..config.concurrency.min(config.games) {
            let (mut ours, mut theirs) = config.start_engines();
            let (next, sender, openings, config) = (&next, sender.clone(), &openings, &config);
            threads.push(scope.spawn(move || {
                loop {
                    let index = next.fetch_add(1, Ordering::Relaxed);
                    if index >= config.games {
                        break;
                    }
                    let ours_white = index % 2 == 0;
                    let opening = &openings[index / 2];
                    let (our_go, their_go) = (config.go(true), config.go(false));
                    let gos = (our_go.as_str(), their_go.as_str());
                    let (score, how, moves) = play(&mut ours, &mut theirs, opening, ours_white, gos, config.adjudicate);
                    let played = Played {
                        index,
                        ours_white,
                        score,
                        how,
                        moves,
                    };
                    if sender.send(played).is_err() {
                        break;
                    }
                }
            }));
        }
        // The threads hold the only senders left, so the loop ends when the last one does.
        drop(sender);
        for (finished, game) in results.iter().enumerate() {
            let outcome = match game.score {
                1.0 => 0,
                0.0 => 2,
                _ => 1,
            };
            by_length[(game.moves.len() >= LONG_GAME) as usize][outcome] += 1;
            let [wins, draws, losses] = totals(&by_length);
            adjudicated += game.how.starts_with("adjudicated") as usize;
            plies += game.moves.len();
            println!(
                "game {:>3} ({}, {:>3} plies): {} by {}   [+{wins} ={draws} -{losses}, {} done]",
                game.index + 1,
                if game.ours_white { "white" } else { "black" },
                game.moves.len(),
                game.score,
                game.how,
                finished + 1
            );
            if std::env::var_os("MATCH_MOVES").is_some() {
                println!("moves: {}", game.moves.join(" "));
            }
        }
        // A thread whose engine failed has said why; the others' games still count.
        for thread in threads {
            let _ = thread.join();
        }
    });
    let [wins, draws, losses] = totals(&by_length);
    let finished = wins + draws + losses;
    if finished < config.games {
        println!(
            "{} of {} games did not finish (an engine failed)",
            config.games - finished,
            config.games
        );
    }
    println!(
        "{finished} games in {:.0} s, {:.0} plies a game, {adjudicated} adjudicated",
        started.elapsed().as_secs_f64(),
        plies as f64 / finished.max(1) as f64
    );
    summarize(wins, draws, losses);
    let [short, long] = by_length.map(|[w, d, l]| format!("+{w} ={d} -{l}"));
    println!("by length: under {LONG_GAME} plies {short}; {LONG_GAME} plies or more {long}");
}
