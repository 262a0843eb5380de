//! Training data for tuning the evaluation (Texel's method): games from openings of random
//! legal moves, and every quiet position in them written as `FEN;score;result`: Debian's
//! Stockfish 15.1's score in centipawns at a fixed node count and the game's result (1, 0.5 or
//! 0), both from White's point of view.
//!
//! Who plays the moves:
//! - by default Stockfish against itself, the same search that scores the positions;
//! - with `--player PATH`, drawboard's binary (`PATH uci`, at `--player-nodes N`, 5,000 by
//!   default) against Stockfish with `UCI_LimitStrength` at `--opponent-elo E` (2000 by
//!   default, 5,000 nodes a move), colours alternating game by game. Full-strength Stockfish
//!   still scores every position. These are the positions drawboard meets in its matches: its
//!   own misjudgements and a weakened opponent's, which self-play at full strength never
//!   reaches.
//!
//! `cargo run --release --example tune_datagen -- OUT_FILE GAMES [NODES] [SEED] [--player PATH
//! [--player-nodes N] [--opponent-elo E]]`; see datagen.sh.
//!
//! A game ends by our rules (mate, stalemate, a dead position, a threefold or fifty-move claim)
//! or by adjudication: a win when the scores have agreed on at least ten pawns for one side for
//! six plies in a row, a draw after 400 plies. A position is kept when the side to move is not
//! in check, the scoring search's best move is neither a capture nor a promotion, and no mate
//! was announced. Lines are appended game by game, so a run cut short leaves usable data, and
//! two runs with different seeds can write to two files side by side.

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

/// Who moves: `None` for the scoring engine itself, or another engine with its `go` command.
type Mover = Option<(UciEngine, String)>;

/// Plays one game from `game` (the opening already played): `scorer` scores every position
/// with `go` and moves where `movers` (White's, Black's) has no other engine. `None` when a
/// move was not legal by our rules or the scorer gave no score, so that the game is dropped.
fn play(scorer: &mut UciEngine, movers: &mut [Mover; 2], mut game: Game, go: &str) -> Option<Played> {
    let start_fen = game.start().to_fen();
    let mut moves: Vec<String> = game.moves().iter().map(Move::to_string).collect();
    let mut samples = Vec::new();
    // Scores from White's point of view at the plies since the opening, for adjudication.
    let mut recent: Vec<i32> = Vec::new();
    scorer.new_game();
    for (engine, _) in movers.iter_mut().flatten() {
        engine.new_game();
    }
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
        let (best, score) = scorer.best_move_and_score(&start_fen, &moves, go);
        let ours = score?.clamp(-MATE_CP, MATE_CP);
        let white_cp = if pos.turn() == Color::White { ours } else { -ours };
        let best = pos.parse_uci(&best).ok()?;
        if !pos.is_check() && !is_capture_or_promotion(&pos, best) && white_cp.abs() < MATE_CP {
            samples.push(Sample {
                fen: pos.to_fen(),
                white_cp,
            });
        }
        let text = match &mut movers[pos.turn().index()] {
            None => best.to_string(),
            Some((engine, mover_go)) => engine.best_move_and_score(&start_fen, &moves, mover_go).0,
        };
        game.play(&text).ok()?;
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
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: tune_datagen OUT_FILE GAMES [NODES=4000] [SEED=1] [--player PATH [--player-nodes N] [--opponent-elo E]]";
    // The flags, taken out of the positional arguments.
    let mut flag = |name: &str| -> Option<String> {
        let i = args.iter().position(|a| a == name)?;
        let Some(value) = args.get(i + 1).cloned() else {
            eprintln!("{name} needs a value\n{usage}");
            std::process::exit(2);
        };
        args.drain(i..i + 2);
        Some(value)
    };
    let player = flag("--player");
    let player_nodes: u64 = flag("--player-nodes").map_or(5000, |n| n.parse().expect("--player-nodes N"));
    let opponent_elo: u32 = flag("--opponent-elo").map_or(2000, |e| e.parse().expect("--opponent-elo E"));
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
    let stockfish = |options: &[(&str, &str)]| {
        UciEngine::start("stockfish", "/usr/games/stockfish", &[], options)
            .expect("stockfish (apt-get install stockfish)")
    };
    let mut scorer = stockfish(&[("Threads", "1"), ("Hash", "16")]);
    // drawboard and the weakened Stockfish, when drawboard plays; they swap colours each game.
    let mut movers: [Mover; 2] = [None, None];
    if let Some(path) = &player {
        let drawboard = UciEngine::start("drawboard", path, &["uci"], &[("Hash", "16")])
            .unwrap_or_else(|e| panic!("cannot start {path} uci: {e}"));
        let elo = opponent_elo.to_string();
        let weakened = stockfish(&[
            ("Threads", "1"),
            ("Hash", "16"),
            ("UCI_LimitStrength", "true"),
            ("UCI_Elo", &elo),
        ]);
        movers = [
            Some((drawboard, format!("nodes {player_nodes}"))),
            Some((weakened, "nodes 5000".to_string())),
        ];
        eprintln!(
            "drawboard ({path}, {player_nodes} nodes) v Stockfish 15.1 at UCI_Elo {opponent_elo}, scored by Stockfish at {nodes} nodes, seed {seed}: {games} games into {out_path}"
        );
    } else {
        eprintln!("Stockfish 15.1 v itself, {nodes} nodes a move, seed {seed}: {games} games into {out_path}");
    }
    let go = format!("nodes {nodes}");
    let started = Instant::now();
    let (mut played, mut dropped, mut positions) = (0usize, 0usize, 0usize);
    let mut results = [0usize; 3]; // White wins, draws, Black wins
    while played < games {
        let Some(opening) = random_opening(&mut rng) else {
            continue;
        };
        let Some(game) = play(&mut scorer, &mut movers, opening, &go) else {
            dropped += 1;
            continue;
        };
        movers.swap(0, 1);
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
