//! A game: a starting position and the moves played from it, which can be taken back.

use crate::board::{Position, Undo};
use crate::moves::Move;
use crate::notation::MoveError;

/// A game in progress.
#[derive(Clone, Debug)]
pub struct Game {
    start: Position,
    position: Position,
    played: Vec<(Move, Undo)>,
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
            start,
            position: start,
            played: Vec::new(),
        }
    }

    /// The position the game started from.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Plays a move given in UCI or SAN and returns it.
    pub fn play(&mut self, text: &str) -> Result<Move, MoveError> {
        let mv = self.position.parse_move(text)?;
        self.play_legal(mv);
        Ok(mv)
    }

    /// Plays `mv`, checking that it is legal first.
    pub fn play_move(&mut self, mv: Move) -> Result<(), MoveError> {
        if !self.position.is_legal(mv) {
            return Err(MoveError::Illegal(mv.to_string()));
        }
        self.play_legal(mv);
        Ok(())
    }

    fn play_legal(&mut self, mv: Move) {
        let undo = self.position.play_unchecked(mv);
        self.played.push((mv, undo));
    }

    /// Takes back the last move; `None` at the start of the game.
    pub fn undo(&mut self) -> Option<Move> {
        let (mv, undo) = self.played.pop()?;
        self.position.undo_unchecked(mv, undo);
        Some(mv)
    }

    /// The moves played, in order.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = Move> + '_ {
        self.played.iter().map(|(mv, _)| *mv)
    }
}
