//! A game: a starting position and the moves played from it, which can be taken back.

use crate::board::Position;
use crate::moves::Move;
use crate::notation::MoveError;

/// A game in progress. It keeps every position reached, which is what the repetition rules
/// need and makes taking a move back exact.
#[derive(Clone, Debug)]
pub struct Game {
    /// `positions[0]` is the start; `positions[i + 1]` follows `moves[i]`.
    positions: Vec<Position>,
    moves: Vec<Move>,
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

    /// Plays a move given in UCI or SAN and returns it.
    pub fn play(&mut self, text: &str) -> Result<Move, MoveError> {
        let mv = self.position().parse_move(text)?;
        self.play_legal(mv);
        Ok(mv)
    }

    /// Plays `mv`, checking that it is legal first.
    pub fn play_move(&mut self, mv: Move) -> Result<(), MoveError> {
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
        self.positions.pop();
        Some(mv)
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
}
