//! Training data for tuning the evaluation (Texel's method): Debian's Stockfish 15.1 plays
//! itself at a fixed node count per move, from openings of random legal moves, and every quiet
//! position it moved in is written as `FEN;score;result`: its score in centipawns and the
//! game's result (1, 0.5 or 0), both from White's point of view.
//! `cargo run --release --example tune_datagen -- OUT_FILE GAMES [NODES] [SEED]`; see datagen.sh.
//!
//! A game ends by our rules (mate, stalemate, a dead position, a threefold or fifty-move claim)
//! or by adjudication: a win when both sides' scores have agreed on at least ten pawns for one
//! side for six plies in a row, a draw after 400 plies. A position is kept when the side to move
//! is not in check, the engine's move is neither a capture nor a promotion, and no mate was
//! announced. Lines are appended game by game, so a run cut short leaves usable data, and two
//! runs with different seeds can write to two files side by side.

#[allow(dead_code)] // This program asks for scores and never for a bare move.
#[path = "../bench/uci_engine.rs"]
mod uci_engine;

#[path = "../common/mod.rs"]
mod common;

use drawboard::{Color, Game, Move, Position, Role, Status};
use std::fs::OpenOptions;
use std::io::{BufWriter, Write};
use std::time::Instant;
use uci_engine::UciEngine;

/// Random plies from the start position before the engine takes over.
const OPENING_PLIES: usize = 8;
/// The score a mate counts as, in centipawns; kept positions have scores below it.
const MATE_CP: i32 = 3000;
/// A game is won when both sides' scores agree on at least this much for one side ...
const ADJUDICATE_CP: i32 = 1000;
/// ... for this many plies in a row.
const ADJUDICATE_PLIES: usize = 6;
/// A game still going after this many plies (opening included) is a draw.
const MAX_PLIES: usize = 400;

/// One position the engine moved in, kept for the output once the game's result is known.
struct Sample {
    fen: String,
    white_cp: i32,
}

/// A finished game: its result for White (1, 0.5 or 0) and the positions kept.
struct Played {
    white_score: f64,
    samples: Vec<Sample>,
}

/// Plays `OPENING_PLIES` random legal moves from the start; `None` when the game ended on the
/// way (a quick mate, say), so that the caller draws another opening.
fn random_opening(rng: &mut common::Rng) -> Option<Game> {
    let mut game = Game::default();
    for _ in 0..OPENING_PLIES {
        let legal = game.position().legal_moves();
        if legal.is_empty() {
            return None;
        }
        game.play_move(legal[rng.below(legal.len())]).ok()?;
    }
    let status = Status::of_history(game.positions())?;
    (status.outcome.is_none() && !status.claimable_draw).then_some(game)
}

/// Whether `mv` takes a piece (en passant included) or promotes a pawn.
fn is_capture_or_promotion(pos: &Position, mv: Move) -> bool {
    let pawn_move = pos.piece_at(mv.from).is_some_and(|p| p.role == Role::Pawn);
    mv.promotion.is_some() || pos.piece_at(mv.to).is_some() || (pawn_move && pos.ep_square() == Some(mv.to))
}

/// Plays one game of the engine against itself from `game` (the opening already played);
/// `None` when the engine's move was not legal by our rules or it gave no score, so that the
/// game is dropped.
fn play(engine: &mut UciEngine, mut game: Game, go: &str) -> Option<Played> {
    let start_fen = game.start().to_fen();
    let mut moves: Vec<String> = game.moves().iter().map(Move::to_string).collect();
    let mut samples = Vec::new();
    // Scores from White's point of view at the plies since the opening, for adjudication.
    let mut recent: Vec<i32> = Vec::new();
    engine.new_game();
    let white_score = loop {
        let status = Status::of_history(game.positions())?;
        if let Some(outcome) = status.outcome {
            break match outcome.winner {
                None => 0.5,
                Some(Color::White) => 1.0,
                Some(Color::Black) => 0.0,
            };
        }
        if status.claimable_draw || moves.len() >= MAX_PLIES {
            break 0.5;
        }
        let pos = *game.position();
        let (text, score) = engine.best_move_and_score(&start_fen, &moves, go);
        let ours = score?.clamp(-MATE_CP, MATE_CP);
        let white_cp = if pos.turn() == Color::White { ours } else { -ours };
        let mv = game.play(&text).ok()?;
        if !pos.is_check() && !is_capture_or_promotion(&pos, mv) && white_cp.abs() < MATE_CP {
            samples.push(Sample {
                fen: pos.to_fen(),
                white_cp,
            });
        }
        moves.push(text);
        recent.push(white_cp);
        let last = &recent[recent.len().saturating_sub(ADJUDICATE_PLIES)..];
        if last.len() == ADJUDICATE_PLIES {
            if last.iter().all(|&cp| cp >= ADJUDICATE_CP) {
                break 1.0;
            }
            if last.iter().all(|&cp| cp <= -ADJUDICATE_CP) {
                break 0.0;
            }
        }
    };
    Some(Played { white_score, samples })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: tune_datagen OUT_FILE GAMES [NODES=4000] [SEED=1]";
    let (Some(out_path), Some(games)) = (args.first(), args.get(1).and_then(|a| a.parse::<usize>().ok())) else {
        eprintln!("{usage}");
        std::process::exit(2);
    };
    let nodes: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(4000);
    let seed: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(1);
    // Xorshift must not start from zero; the odd multiplier spreads small seeds apart.
    let mut rng = common::Rng(seed.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    if let Some(dir) = std::path::Path::new(out_path)
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
    {
        std::fs::create_dir_all(dir).expect("the output's folder");
    }
    let file = OpenOptions::new()
        .create(true)
        .append(true)
        .open(out_path)
        .unwrap_or_else(|e| panic!("cannot open {out_path}: {e}"));
    let mut out = BufWriter::new(file);
    let mut engine = UciEngine::start(
        "stockfish",
        "/usr/games/stockfish",
        &[],
        &[("Threads", "1"), ("Hash", "16")],
    )
    .expect("stockfish (apt-get install stockfish)");
    let go = format!("nodes {nodes}");
    eprintln!("Stockfish 15.1 v itself, {nodes} nodes a move, seed {seed}: {games} games into {out_path}");
    let started = Instant::now();
    let (mut played, mut dropped, mut positions) = (0usize, 0usize, 0usize);
    let mut results = [0usize; 3]; // White wins, draws, Black wins
    while played < games {
        let Some(opening) = random_opening(&mut rng) else {
            continue;
        };
        let Some(game) = play(&mut engine, opening, &go) else {
            dropped += 1;
            continue;
        };
        for s in &game.samples {
            writeln!(out, "{};{};{}", s.fen, s.white_cp, game.white_score).expect("writing the output");
        }
        out.flush().expect("writing the output");
        played += 1;
        positions += game.samples.len();
        results[if game.white_score == 1.0 {
            0
        } else if game.white_score == 0.5 {
            1
        } else {
            2
        }] += 1;
        if played % 50 == 0 || played == games {
            let secs = started.elapsed().as_secs_f64();
            eprintln!(
                "{played} games (+{} ={} -{}, {dropped} dropped), {positions} positions, {:.1} positions/s, {:.0} s",
                results[0],
                results[1],
                results[2],
                positions as f64 / secs,
                secs
            );
        }
    }
}
