//! The command-line front end: `drawboard uci` (a UCI engine on standard input and output),
//! `drawboard perft <depth> [fen]`, `drawboard divide <depth> [fen]`, `drawboard audit FILE.pgn`,
//! `drawboard tablebase build [--out DIR] [--threads N] [--check] [--plan] [MATERIAL...]`.

mod audit;
mod findings;
mod tables;
mod uci;

use drawboard::{Position, divide, perft};
use std::process::ExitCode;

const USAGE: &str = "usage: drawboard uci\n       drawboard perft <depth> [fen]\n       drawboard divide <depth> [fen]\n       drawboard audit FILE.pgn [--json] [--nodes N]\n       drawboard tablebase build [--out DIR] [--threads N] [--check] [--plan] [MATERIAL...]";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("drawboard: {message}");
            ExitCode::from(2)
        }
    }
}

fn run(args: &[String]) -> Result<(), String> {
    let (command, rest) = args.split_first().ok_or(USAGE)?;
    if command == "uci" {
        uci::run();
        return Ok(());
    }
    if command == "audit" {
        return audit::run(rest);
    }
    if command == "tablebase" {
        return tables::run(rest);
    }
    let (depth, fen) = rest.split_first().ok_or(USAGE)?;
    let depth: u32 = depth
        .parse()
        .map_err(|_| format!("depth must be a whole number, got '{depth}'\n{USAGE}"))?;
    // The FEN may come as one quoted argument or as its six fields unquoted.
    let pos: Position = if fen.is_empty() {
        Position::startpos()
    } else {
        fen.join(" ").parse().map_err(|e| format!("{e}"))?
    };
    match command.as_str() {
        "perft" => println!("{}", perft(&pos, depth)),
        "divide" => {
            let split = divide(&pos, depth);
            for (mv, nodes) in &split {
                println!("{mv}: {nodes}");
            }
            println!();
            println!(
                "{}",
                if depth == 0 {
                    1
                } else {
                    split.iter().map(|(_, n)| n).sum::<u64>()
                }
            );
        }
        _ => return Err(USAGE.into()),
    }
    Ok(())
}
