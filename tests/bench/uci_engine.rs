//! A UCI engine in a child process, for the benchmarks that play or test through UCI.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// drawboard's binary, built beside the running benchmark program (`target/release/drawboard`
/// for `target/release/examples/...`).
pub fn built_drawboard() -> std::io::Result<String> {
    let exe = std::env::current_exe()?;
    let dir = exe.parent().ok_or(std::io::ErrorKind::NotFound)?;
    Ok(dir.join("../drawboard").to_string_lossy().into_owned())
}

pub struct UciEngine {
    pub name: String,
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl UciEngine {
    /// Starts `program args...` and waits for `uciok`; `options` are set after it.
    pub fn start(name: &str, program: &str, args: &[&str], options: &[(&str, &str)]) -> std::io::Result<UciEngine> {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()?;
        let stdin = child.stdin.take().expect("piped stdin");
        let stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
        let mut engine = UciEngine {
            name: name.to_string(),
            child,
            stdin,
            stdout,
        };
        engine.send("uci");
        engine.wait_for("uciok");
        for (option, value) in options {
            engine.send(&format!("setoption name {option} value {value}"));
        }
        engine.send("isready");
        engine.wait_for("readyok");
        Ok(engine)
    }

    pub fn send(&mut self, line: &str) {
        let _ = writeln!(self.stdin, "{line}");
        let _ = self.stdin.flush();
    }

    /// Reads lines until one starts with `prefix`, and returns it.
    pub fn wait_for(&mut self, prefix: &str) -> String {
        loop {
            let line = self.next_line(prefix);
            if line.starts_with(prefix) {
                return line.trim().to_string();
            }
        }
    }

    /// The engine's next line of output; `waiting_for` names what was awaited if it has none.
    fn next_line(&mut self, waiting_for: &str) -> String {
        let mut line = String::new();
        if self.stdout.read_line(&mut line).unwrap_or(0) == 0 {
            panic!("{} closed its output while we waited for {waiting_for}", self.name);
        }
        line
    }

    pub fn new_game(&mut self) {
        self.send("ucinewgame");
        self.send("isready");
        self.wait_for("readyok");
    }

    /// The best move (UCI text) for the position after `moves` from `fen`, in `movetime` ms.
    pub fn best_move(&mut self, fen: &str, moves: &[String], movetime_ms: u64) -> String {
        self.go(fen, moves, &format!("movetime {movetime_ms}"));
        let line = self.wait_for("bestmove");
        line.split_whitespace().nth(1).unwrap_or("0000").to_string()
    }

    /// Searches the position after `moves` from `fen` with the limits `go` (`"nodes 4000"`,
    /// `"movetime 100"`, ...) and returns the best move (UCI text) and the last score the engine
    /// reported before it, in centipawns from the side to move's point of view. A mate in M
    /// moves is `32000 - M` when the side to move mates and `-32000 + M` when it is mated, so
    /// every mate lies beyond any centipawn score. `None` when no `info` line gave a score.
    #[allow(dead_code)] // Not every benchmark that includes this file asks for the score.
    pub fn best_move_and_score(&mut self, fen: &str, moves: &[String], go: &str) -> (String, Option<i32>) {
        self.go(fen, moves, go);
        let mut score = None;
        loop {
            let line = self.next_line("bestmove");
            let mut words = line.split_whitespace();
            match words.next() {
                Some("bestmove") => return (words.next().unwrap_or("0000").to_string(), score),
                // `info ... score cp 35 ...` or `info ... score mate -3 ...`, with an optional
                // `lowerbound` / `upperbound` after the number.
                Some("info") => {
                    let mut words = words.skip_while(|&w| w != "score").skip(1);
                    let kind = words.next();
                    let value = words.next().and_then(|v| v.parse::<i32>().ok());
                    match (kind, value) {
                        (Some("cp"), Some(cp)) => score = Some(cp),
                        (Some("mate"), Some(m)) if m > 0 => score = Some(32000 - m),
                        (Some("mate"), Some(m)) => score = Some(-32000 - m),
                        _ => {}
                    }
                }
                _ => {}
            }
        }
    }

    /// Searches with `go {go}` and returns, for each `info` line with a principal variation,
    /// its node count and first move, then the best move.
    #[allow(dead_code)] // Only the Win at Chess benchmark reads every line.
    pub fn search_lines(&mut self, fen: &str, go: &str) -> (Vec<(u64, String)>, String) {
        self.go(fen, &[], go);
        let mut lines = Vec::new();
        loop {
            let line = self.next_line("bestmove");
            let words: Vec<&str> = line.split_whitespace().collect();
            match words.first() {
                Some(&"bestmove") => return (lines, words.get(1).unwrap_or(&"0000").to_string()),
                Some(&"info") => {
                    let after = |key: &str| words.iter().position(|&w| w == key).and_then(|i| words.get(i + 1));
                    if let (Some(nodes), Some(first)) = (after("nodes").and_then(|n| n.parse().ok()), after("pv")) {
                        lines.push((nodes, first.to_string()));
                    }
                }
                _ => {}
            }
        }
    }

    /// Sets up the position after `moves` from `fen` and starts a search with the limits `go`.
    fn go(&mut self, fen: &str, moves: &[String], go: &str) {
        if moves.is_empty() {
            self.send(&format!("position fen {fen}"));
        } else {
            self.send(&format!("position fen {fen} moves {}", moves.join(" ")));
        }
        self.send(&format!("go {go}"));
    }
}

impl Drop for UciEngine {
    fn drop(&mut self) {
        self.send("quit");
        let _ = self.child.wait();
    }
}
