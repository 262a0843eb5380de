//! A UCI engine in a child process, for the benchmarks that play or test through UCI.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

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
        let mut line = String::new();
        loop {
            line.clear();
            if self.stdout.read_line(&mut line).unwrap_or(0) == 0 {
                panic!("{} closed its output while we waited for {prefix}", self.name);
            }
            if line.starts_with(prefix) {
                return line.trim().to_string();
            }
        }
    }

    pub fn new_game(&mut self) {
        self.send("ucinewgame");
        self.send("isready");
        self.wait_for("readyok");
    }

    /// The best move (UCI text) for the position after `moves` from `fen`, in `movetime` ms.
    pub fn best_move(&mut self, fen: &str, moves: &[String], movetime_ms: u64) -> String {
        if moves.is_empty() {
            self.send(&format!("position fen {fen}"));
        } else {
            self.send(&format!("position fen {fen} moves {}", moves.join(" ")));
        }
        self.send(&format!("go movetime {movetime_ms}"));
        let line = self.wait_for("bestmove");
        line.split_whitespace().nth(1).unwrap_or("0000").to_string()
    }
}

impl Drop for UciEngine {
    fn drop(&mut self) {
        self.send("quit");
        let _ = self.child.wait();
    }
}
