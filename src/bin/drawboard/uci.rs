//! A UCI engine on standard input and output: `position`, `go` (depth, nodes, movetime,
//! wtime/btime/winc/binc/movestogo, infinite), `stop`, `quit`, and the options Hash, MultiPV
//! and Tablebases. The search runs on its own thread so that `stop` is heard at once.
//!
//! For tuning (`tests/bench/spsa.rs`), `setoption` also sets any of the search's numbers by its
//! name in [`Params`] (`setoption name rfp_margin value 90`), and, built with the `tune`
//! feature, evaluation weights (`setoption name eval.king_danger.7.mg value 98`; the table's
//! stored evaluations are cleared only by `ucinewgame`). They are not announced: a GUI has no
//! use for them.
//!
//! With Tablebases on (the default), a position of at most four men is played from the endgame
//! tables, which are built the first time one is needed when the clock allows (a second or
//! two for most endings; a pawn ending builds the tables of every promotion first).

use drawboard::search::{Clock, Info, Limits, Params, Score, Searcher};
use drawboard::tablebase::Tablebases;
use drawboard::{Game, Position};
use std::io::{BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::Instant;

struct Wall(Instant);

impl Clock for Wall {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// A search in progress: its thread hands the searcher back when it ends.
struct Running {
    stop: Arc<AtomicBool>,
    thread: JoinHandle<(Searcher, Tablebases)>,
}

/// Tables are built during a search only with at least this much time for it: building the
/// largest pawn endings from nothing takes seconds.
const BUILD_TIME_MS: f64 = 20_000.0;
/// The most men of the tables built during a game (`drawboard tablebase build` makes the
/// five-man ones, in minutes).
const BUILD_MEN: u32 = 4;

struct Engine {
    searcher: Option<Searcher>,
    running: Option<Running>,
    game: Game,
    multipv: usize,
    /// The endgame tables built so far (`None` while a search has them).
    tables: Option<Tablebases>,
    use_tables: bool,
}

pub fn run() {
    let mut engine = Engine {
        searcher: Some(Searcher::new(16)),
        running: None,
        game: Game::default(),
        multipv: 1,
        tables: Some(Tablebases::new()),
        use_tables: true,
    };
    let stdin = std::io::stdin();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            Some("uci") => {
                say("id name drawboard");
                say("id author the drawboard developers");
                say("option name Hash type spin default 16 min 1 max 1024");
                say("option name MultiPV type spin default 1 min 1 max 5");
                say("option name Tablebases type check default true");
                say("uciok");
            }
            Some("isready") => say("readyok"),
            Some("ucinewgame") => {
                engine.finish();
                if let Some(s) = engine.searcher.as_mut() {
                    s.clear();
                }
            }
            Some("setoption") => engine.set_option(&words),
            Some("position") => {
                engine.finish();
                if let Err(e) = engine.set_position(&words[1..]) {
                    say(&format!("info string error: {e}"));
                }
            }
            Some("go") => engine.go(&words[1..]),
            Some("stop") => engine.finish(),
            Some("quit") => break,
            _ => {}
        }
    }
    engine.finish();
}

fn say(line: &str) {
    let mut out = std::io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

impl Engine {
    /// Stops a running search and waits for it (it prints its own bestmove).
    fn finish(&mut self) {
        if let Some(running) = self.running.take() {
            running.stop.store(true, Ordering::Relaxed);
            if let Ok((searcher, tables)) = running.thread.join() {
                self.searcher = Some(searcher);
                self.tables = Some(tables);
            }
        }
    }

    fn set_option(&mut self, words: &[&str]) {
        self.finish();
        let name = words.iter().position(|w| *w == "name").and_then(|i| words.get(i + 1));
        let value = words.iter().position(|w| *w == "value").and_then(|i| words.get(i + 1));
        if name.is_some_and(|n| n.eq_ignore_ascii_case("tablebases")) {
            self.use_tables = value.is_none_or(|v| v.eq_ignore_ascii_case("true"));
            return;
        }
        // The tuning options take any whole number, negative ones too.
        let whole = value.and_then(|v| v.parse::<i32>().ok());
        match (
            name.map(|n| n.to_ascii_lowercase()),
            value.and_then(|v| v.parse::<usize>().ok()),
        ) {
            (Some(n), Some(v)) if n == "hash" => {
                if let Some(s) = self.searcher.as_mut() {
                    s.set_hash_mb(v.clamp(1, 1024));
                }
            }
            (Some(n), Some(v)) if n == "multipv" => self.multipv = v.clamp(1, 5),
            #[cfg(feature = "tune")]
            (Some(n), _) if n.starts_with("eval.") => {
                let set = whole.ok_or(format!("{n} needs a whole number"));
                if let Err(e) = set.and_then(|v| drawboard::eval::weights::live::set(&n, v)) {
                    say(&format!("info string {e}"));
                }
            }
            (Some(n), _) if Params::names().any(|p| p == n) => match (whole, self.searcher.as_mut()) {
                (Some(v), Some(s)) => {
                    let _ = s.set_param(&n, v);
                }
                _ => say(&format!("info string {n} needs a whole number")),
            },
            _ => {}
        }
    }

    fn set_position(&mut self, words: &[&str]) -> Result<(), String> {
        let moves_at = words.iter().position(|w| *w == "moves").unwrap_or(words.len());
        let start: Position = match words.first() {
            Some(&"startpos") => Position::startpos(),
            Some(&"fen") => words[1..moves_at].join(" ").parse().map_err(|e| format!("{e}"))?,
            _ => return Err("expected 'startpos' or 'fen'".into()),
        };
        let mut game = Game::new(start);
        for mv in words.iter().skip(moves_at + 1) {
            game.play(mv).map_err(|e| format!("{e}"))?;
        }
        self.game = game;
        Ok(())
    }

    fn go(&mut self, words: &[&str]) {
        self.finish();
        let number = |key: &str| -> Option<f64> {
            words
                .iter()
                .position(|w| *w == key)
                .and_then(|i| words.get(i + 1))
                .and_then(|v| v.parse().ok())
        };
        let movetime = number("movetime");
        let mut limits = Limits {
            depth: number("depth").map(|d| d as u32),
            nodes: number("nodes").map(|n| n as u64),
            // `movetime` asks for exactly that long: the search polls its clock about every
            // millisecond, so one is kept back (ten were before, a tenth of a 100 ms move;
            // Stockfish answers after 101 ms).
            movetime_ms: movetime.map(|ms| (ms - 1.0).max(1.0)),
            multipv: self.multipv,
        };
        let white = self.game.position().turn() == drawboard::Color::White;
        let (time, inc) = if white {
            (number("wtime"), number("winc"))
        } else {
            (number("btime"), number("binc"))
        };
        if limits.movetime_ms.is_none()
            && let Some(time) = time
        {
            // A share of the time left, most of the increment, and a margin for the overhead.
            let moves_to_go = number("movestogo").unwrap_or(30.0).max(1.0);
            let budget = time / moves_to_go + inc.unwrap_or(0.0) * 0.75;
            limits.movetime_ms = Some(budget.min(time * 0.5 - 30.0).max(1.0));
        }
        // In infinite mode the answer waits for `stop`, even when the search ends first.
        let infinite = words.contains(&"infinite");
        let (Some(mut searcher), Some(mut tables)) = (self.searcher.take(), self.tables.take()) else {
            return;
        };
        let use_tables = self.use_tables;
        // By the time asked for, not the millisecond less that the search is given.
        let time_for_it = movetime.or(limits.movetime_ms);
        let may_build = use_tables && (time_for_it.is_none_or(|ms| ms >= BUILD_TIME_MS) || infinite);
        let history = self.game.positions().to_vec();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let thread = std::thread::spawn(move || {
            let clock = Wall(Instant::now());
            let should_stop = || flag.load(Ordering::Relaxed);
            let root = history.last().copied().unwrap_or_default();
            // Five-man tables take minutes and gigabytes: never built in the middle of a game.
            if may_build
                && root.occupied().count() <= BUILD_MEN
                && let Ok(missing) = tables.missing_for(&root)
            {
                for material in missing {
                    say(&format!("info string building the {material} endgame table"));
                    if let Err(e) = tables.build(material, &mut |_| {}) {
                        say(&format!("info string error: {e}"));
                        break;
                    }
                }
            }
            let with = use_tables.then_some(&tables);
            let result = searcher.search_with_tables(
                &history,
                &limits,
                &clock,
                &should_stop,
                &mut |info| say(&info_line(info)),
                with,
            );
            while infinite && !should_stop() {
                std::thread::sleep(std::time::Duration::from_millis(2));
            }
            match (result.best_move, result.ponder) {
                (Some(best), Some(ponder)) => say(&format!("bestmove {best} ponder {ponder}")),
                (Some(best), None) => say(&format!("bestmove {best}")),
                (None, _) => say("bestmove 0000"),
            }
            (searcher, tables)
        });
        self.running = Some(Running { stop, thread });
    }
}

fn info_line(info: &Info) -> String {
    let score = match info.score {
        Score::Cp(cp) => format!("cp {cp}"),
        Score::Mate(n) => format!("mate {n}"),
    };
    let pv: Vec<String> = info.pv.iter().map(|m| m.to_string()).collect();
    format!(
        "info depth {} seldepth {} multipv {} score {score} nodes {} nps {} time {} pv {}",
        info.depth,
        info.seldepth,
        info.multipv,
        info.nodes,
        info.nps,
        info.time_ms as u64,
        pv.join(" ")
    )
}
