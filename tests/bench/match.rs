//! A match through UCI: drawboard against another engine (by default Debian's Stockfish 15.1
//! limited to UCI_Elo 2000), each opening played with both colours, a fixed time per move.
//! Prints the result and the Elo difference with its 95% error bar.
//! `cargo run --release --example bench_match -- [games] [movetime_ms] [elo]`; see match.sh.

#[path = "uci_engine.rs"]
mod uci_engine;

#[path = "../common/mod.rs"]
mod common;

use drawboard::{Game, Position, Status};
use uci_engine::UciEngine;

/// Openings: a few random plies from the start, kept when the position is roughly level.
fn openings(count: usize) -> Vec<Vec<String>> {
    let mut rng = common::Rng(0x0BAD_5EED_1234_5678);
    let mut next = move || rng.next();
    let mut out = Vec::new();
    while out.len() < count {
        let mut game = Game::default();
        let mut moves = Vec::new();
        for _ in 0..6 {
            let legal = game.position().legal_moves();
            let mv = legal[(next() % legal.len() as u64) as usize];
            game.play_move(mv).expect("a legal move");
            moves.push(mv.to_string());
        }
        if drawboard::eval::evaluate_full(game.position()).score.abs() < 60 {
            out.push(moves);
        }
    }
    out
}

/// Plays one game; returns drawboard's score (1, 0.5 or 0) and how it ended.
fn play(
    ours: &mut UciEngine,
    theirs: &mut UciEngine,
    opening: &[String],
    ours_white: bool,
    movetime: u64,
) -> (f64, String) {
    let start = Position::startpos();
    let fen = start.to_fen();
    let mut game = Game::new(start);
    let mut moves: Vec<String> = Vec::new();
    for mv in opening {
        game.play(mv).expect("opening move");
        moves.push(mv.clone());
    }
    ours.new_game();
    theirs.new_game();
    loop {
        let status = Status::of_history(game.positions()).expect("a position");
        if let Some(outcome) = status.outcome {
            if std::env::var_os("MATCH_MOVES").is_some() {
                println!("moves: {}", moves.join(" "));
            }
            let score = match outcome.winner {
                None => 0.5,
                Some(w) => ((w == drawboard::Color::White) == ours_white) as u8 as f64,
            };
            return (score, outcome.reason.code().to_string());
        }
        if status.claimable_draw {
            return (0.5, if status.threefold { "threefold" } else { "fiftyMoves" }.into());
        }
        if moves.len() >= 400 {
            return (0.5, "adjudicated (400 plies)".into());
        }
        let white_to_move = game.position().turn() == drawboard::Color::White;
        let engine = if white_to_move == ours_white {
            &mut *ours
        } else {
            &mut *theirs
        };
        let mv = engine.best_move(&fen, &moves, movetime);
        if game.play(&mv).is_err() {
            // An illegal or missing move loses.
            let ours_erred = white_to_move == ours_white;
            return (
                if ours_erred { 0.0 } else { 1.0 },
                format!("illegal move {mv} by {}", engine.name),
            );
        }
        moves.push(mv);
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let games: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(100);
    let movetime: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    let elo = args.get(2).cloned().unwrap_or_else(|| "2000".into());
    let program = std::env::current_exe().unwrap().parent().unwrap().join("../drawboard");
    let mut ours =
        UciEngine::start("drawboard", &program.to_string_lossy(), &["uci"], &[("Hash", "32")]).expect("drawboard");
    let mut theirs = UciEngine::start(
        "stockfish",
        "/usr/games/stockfish",
        &[],
        &[
            ("Threads", "1"),
            ("Hash", "32"),
            ("UCI_LimitStrength", "true"),
            ("UCI_Elo", &elo),
        ],
    )
    .expect("stockfish (apt-get install stockfish)");
    println!("drawboard v Stockfish 15.1 at UCI_Elo {elo}: {games} games, {movetime} ms a move");
    let openings = openings(games.div_ceil(2));
    let mut scores = Vec::new();
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    for i in 0..games {
        let ours_white = i % 2 == 0;
        let (score, how) = play(&mut ours, &mut theirs, &openings[i / 2], ours_white, movetime);
        match score {
            1.0 => wins += 1,
            0.0 => losses += 1,
            _ => draws += 1,
        }
        scores.push(score);
        println!(
            "game {:>3} ({}): {score} by {how}   [+{wins} ={draws} -{losses}]",
            i + 1,
            if ours_white { "white" } else { "black" }
        );
    }
    let n = scores.len() as f64;
    let mean = scores.iter().sum::<f64>() / n;
    let var = scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let margin = 1.96 * (var / n).sqrt();
    let elo_of = |s: f64| -400.0 * (1.0 / s.clamp(0.001, 0.999) - 1.0).log10();
    println!(
        "result: +{wins} ={draws} -{losses}, score {:.1}%, Elo difference {:+.0} (95%: {:+.0} to {:+.0})",
        100.0 * mean,
        elo_of(mean),
        elo_of(mean - margin),
        elo_of(mean + margin)
    );
}
