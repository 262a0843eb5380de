//! Games between two UCI engines, shared by the match (`match.rs`) and the tuner (`spsa.rs`):
//! the openings, the game itself, and its adjudication.

use super::common;
use super::uci_engine::UciEngine;
use drawboard::{Color, Game, Position, Status};

/// Openings: `plies` random plies from the start, kept when the position is roughly level.
/// The same seed every run (unless `seed` asks for another set), and each opening independent
/// of how many are asked for, so two matches of the same length play the same openings.
pub fn openings(count: usize, plies: usize, seed: u64) -> Vec<Vec<String>> {
    let mut rng = common::Rng(0x0BAD_5EED_1234_5678 ^ seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut out = Vec::new();
    'opening: while out.len() < count {
        let mut game = Game::default();
        let mut moves = Vec::new();
        for _ in 0..plies {
            let legal = game.position().legal_moves();
            if legal.is_empty() {
                continue 'opening;
            }
            let mv = legal[rng.below(legal.len())];
            game.play_move(mv).expect("a legal move");
            moves.push(mv.to_string());
        }
        let position = game.position();
        if !position.legal_moves().is_empty()
            && !position.is_check()
            && drawboard::eval::evaluate_full(position).score.abs() < 60
        {
            out.push(moves);
        }
    }
    out
}

/// How a game can be decided early.
enum Verdict {
    Win(Color),
    Draw,
}

/// Ends a game once both engines agree on it: one side ahead by 1000 cp or more (a mate
/// included) for 8 plies in a row, or a level score (10 cp at most) for 20 plies in a row,
/// counted from ply 80 on.
#[derive(Default)]
struct Adjudicator {
    /// Plies in a row with the same side winning, and that side.
    win_streak: usize,
    winner: Option<Color>,
    draw_streak: usize,
}

impl Adjudicator {
    const WIN_CP: i32 = 1000;
    const WIN_PLIES: usize = 8;
    const DRAW_CP: i32 = 10;
    const DRAW_PLIES: usize = 20;
    const DRAW_FROM_PLY: usize = 80;

    /// Records the score the engine reported for the move at `ply` (from White's point of
    /// view; `None` when it gave none) and returns the verdict when the game is decided.
    fn record(&mut self, ply: usize, white_score: Option<i32>) -> Option<Verdict> {
        let Some(score) = white_score else {
            *self = Adjudicator::default();
            return None;
        };
        let leader = if score >= Self::WIN_CP {
            Some(Color::White)
        } else if score <= -Self::WIN_CP {
            Some(Color::Black)
        } else {
            None
        };
        self.win_streak = match leader {
            Some(_) if leader == self.winner => self.win_streak + 1,
            Some(_) => 1,
            None => 0,
        };
        self.winner = leader;
        self.draw_streak = if ply >= Self::DRAW_FROM_PLY && score.abs() <= Self::DRAW_CP {
            self.draw_streak + 1
        } else {
            0
        };
        match self.winner {
            Some(side) if self.win_streak >= Self::WIN_PLIES => Some(Verdict::Win(side)),
            _ if self.draw_streak >= Self::DRAW_PLIES => Some(Verdict::Draw),
            _ => None,
        }
    }
}

/// Plays one game from `opening` (UCI moves from the start), `ours` against `theirs`, each
/// moving with its own `go` arguments; returns `ours`'s score (1, 0.5 or 0), how the game
/// ended, and its moves. With `adjudicate`, a game both engines agree on ends early.
pub fn play(
    ours: &mut UciEngine,
    theirs: &mut UciEngine,
    opening: &[String],
    ours_white: bool,
    (our_go, their_go): (&str, &str),
    adjudicate: bool,
) -> (f64, String, Vec<String>) {
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
    let ours_score = |winner: Color| ((winner == Color::White) == ours_white) as u8 as f64;
    let mut adjudicator = adjudicate.then(Adjudicator::default);
    let mut verdict = None;
    loop {
        let status = Status::of_history(game.positions()).expect("a position");
        if let Some(outcome) = status.outcome {
            let score = outcome.winner.map_or(0.5, ours_score);
            return (score, outcome.reason.code().to_string(), moves);
        }
        if status.claimable_draw {
            let how = if status.threefold { "threefold" } else { "fiftyMoves" };
            return (0.5, how.into(), moves);
        }
        match verdict {
            Some(Verdict::Win(side)) => return (ours_score(side), "adjudicated win".into(), moves),
            Some(Verdict::Draw) => return (0.5, "adjudicated draw".into(), moves),
            None => {}
        }
        if moves.len() >= 400 {
            return (0.5, "adjudicated (400 plies)".into(), moves);
        }
        let white_to_move = game.position().turn() == Color::White;
        let (engine, go) = if white_to_move == ours_white {
            (&mut *ours, our_go)
        } else {
            (&mut *theirs, their_go)
        };
        let (mv, score) = engine.best_move_and_score(&fen, &moves, go);
        if game.play(&mv).is_err() {
            // An illegal or missing move loses.
            let ours_erred = white_to_move == ours_white;
            let how = format!("illegal move {mv} by {}", engine.name);
            return (if ours_erred { 0.0 } else { 1.0 }, how, moves);
        }
        let ply = moves.len();
        moves.push(mv);
        if let Some(adjudicator) = adjudicator.as_mut() {
            let white_score = score.map(|s| if white_to_move { s } else { -s });
            verdict = adjudicator.record(ply, white_score);
        }
    }
}
