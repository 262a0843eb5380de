//! The command-line front end: `drawboard uci` (a UCI engine on standard input and output),
//! `drawboard perft`, `drawboard divide`, `drawboard audit` (every game of a PGN file, plain or
//! compressed, compared with the Laws) and `drawboard tablebase build`. `drawboard --help` and
//! each subcommand's `--help` say more (clap writes them from the definitions below).

// The command line is native only (its crates are): for the wasm target, which clippy checks
// with --all-targets, the program is empty.
#[cfg(not(target_arch = "wasm32"))]
mod audit;
#[cfg(not(target_arch = "wasm32"))]
mod findings;
#[cfg(not(target_arch = "wasm32"))]
mod input;
#[cfg(not(target_arch = "wasm32"))]
mod tables;
#[cfg(not(target_arch = "wasm32"))]
mod uci;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    native::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use super::{audit, tables, uci};
    use clap::{Parser, Subcommand};
    use drawboard::{Position, divide, perft};
    use std::process::ExitCode;

    /// A chess board that knows what is and is not a draw, and why: its engine, its audit of
    /// recorded games and its endgame tables, on the command line.
    #[derive(Parser)]
    #[command(name = "drawboard", version, propagate_version = true)]
    struct Cli {
        #[command(subcommand)]
        command: Command,
    }

    #[derive(Subcommand)]
    enum Command {
        /// A UCI engine on standard input and output (for GUIs, cutechess-cli, fastchess).
        Uci,
        /// Counts the leaf nodes of the move tree to DEPTH (the published perft counts).
        Perft(Tree),
        /// Perft split by the first move: each move's count, then the total.
        Divide(Tree),
        /// Compares every game of a PGN file with the Laws of Chess: missed claims, games played on
        /// after they ended, wins on time by a side that could not mate, wrong results.
        Audit(audit::Args),
        /// Endgame tables for a site to host.
        Tablebase {
            #[command(subcommand)]
            command: tables::Command,
        },
    }

    #[derive(clap::Args)]
    struct Tree {
        /// How many plies deep.
        depth: u32,
        /// The position, as one quoted FEN or its six fields unquoted (the standard start when
        /// absent).
        fen: Vec<String>,
    }

    pub fn main() -> ExitCode {
        let cli = match Cli::try_parse() {
            Ok(cli) => cli,
            // --help and --version are not errors; a bad argument is, said on one line.
            Err(e) if !e.use_stderr() => {
                let _ = e.print();
                return ExitCode::SUCCESS;
            }
            Err(e) => {
                eprint!("drawboard: {}", e.render());
                return ExitCode::from(2);
            }
        };
        match run(cli.command) {
            Ok(code) => code,
            Err(message) => {
                eprintln!("drawboard: {message}");
                ExitCode::from(2)
            }
        }
    }

    fn run(command: Command) -> Result<ExitCode, String> {
        match command {
            Command::Uci => uci::run(),
            Command::Audit(args) => return audit::run(args),
            Command::Tablebase { command } => tables::run(command)?,
            Command::Perft(tree) => println!("{}", perft(&position(&tree.fen)?, tree.depth)),
            Command::Divide(tree) => {
                let split = divide(&position(&tree.fen)?, tree.depth);
                for (mv, nodes) in &split {
                    println!("{mv}: {nodes}");
                }
                println!();
                let total = if tree.depth == 0 {
                    1
                } else {
                    split.iter().map(|(_, n)| n).sum::<u64>()
                };
                println!("{total}");
            }
        }
        Ok(ExitCode::SUCCESS)
    }

    // The FEN may come as one quoted argument or as its six fields unquoted.
    fn position(fen: &[String]) -> Result<Position, String> {
        if fen.is_empty() {
            Ok(Position::startpos())
        } else {
            fen.join(" ").parse().map_err(|e| format!("{e}"))
        }
    }
}
