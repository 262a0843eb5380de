//! A game: a starting position and the moves played from it, which can be taken back.

use crate::board::Position;
use crate::moves::Move;
use crate::notation::MoveError;
use crate::status::{EndReason, Ending, Status};

/// A game in progress. It keeps every position reached, which is what the repetition rules
/// need and makes taking a move back exact.
#[derive(Clone, Debug)]
pub struct Game {
    /// `positions[0]` is the start; `positions[i + 1]` follows `moves[i]`.
    positions: Vec<Position>,
    moves: Vec<Move>,
    /// The number of positions when the full analysis proved the current one dead: that ends
    /// the game as any dead position does, until the move before it is taken back.
    proved_dead: Option<usize>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Position::startpos())
    }
}

impl Game {
    /// A game starting from `start`.
    pub fn new(start: Position) -> Game {
        Game {
            positions: vec![start],
            moves: Vec::new(),
            proved_dead: None,
        }
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.positions[0]
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        // Never empty: the start position is always there.
        self.positions.last().unwrap_or(&self.positions[0])
    }

    /// Every position of the game so far, the start first and the current one last.
    pub fn positions(&self) -> &[Position] {
        &self.positions
    }

    /// Why the game is over, if it is: checkmate, stalemate, or a draw that needs no claim
    /// (a dead position, seventy-five moves, fivefold repetition). No move may follow. Decided
    /// as [`Status`] decides it, from the quick proofs (and a dead position that
    /// [`Game::status`] proved with the full analysis).
    pub fn end(&self) -> Option<EndReason> {
        let mut ending = Ending::of(&self.positions);
        ending.dead_position |= self.proved_dead == Some(self.positions.len());
        ending.reason()
    }

    /// The status of the current position: from the quick proofs, or with `budget` nodes of
    /// the full analysis. A dead position that the analysis proves ends the game.
    pub fn status(&mut self, budget: Option<u64>) -> Status {
        let status = match budget {
            Some(budget) => Status::of_history_exact(&self.positions, budget),
            None => Status::of_history(&self.positions),
        }
        .unwrap_or_else(|| unreachable!("a game always has its start position"));
        if status.outcome.is_some_and(|o| o.reason == EndReason::DeadPosition) {
            self.proved_dead = Some(self.positions.len());
        }
        status
    }

    /// Plays a move given in UCI or SAN and returns it.
    pub fn play(&mut self, text: &str) -> Result<Move, MoveError> {
        if let Some(why) = self.end() {
            return Err(MoveError::GameOver(why.describe()));
        }
        let mv = self.position().parse_move(text)?;
        self.play_legal(mv);
        Ok(mv)
    }

    /// Plays `mv`, checking that it is legal first.
    pub fn play_move(&mut self, mv: Move) -> Result<(), MoveError> {
        if let Some(why) = self.end() {
            return Err(MoveError::GameOver(why.describe()));
        }
        if !self.position().is_legal(mv) {
            return Err(MoveError::Illegal(mv.to_string()));
        }
        self.play_legal(mv);
        Ok(())
    }

    fn play_legal(&mut self, mv: Move) {
        let next = self.position().after(mv);
        self.positions.push(next);
        self.moves.push(mv);
    }

    /// Takes back the last move; `None` at the start of the game.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        if self.proved_dead == Some(self.positions.len()) {
            self.proved_dead = None;
        }
        self.positions.pop();
        Some(mv)
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
}
