//! A game: a starting position and the moves played from it, which can be taken back.

use crate::board::Position;
use crate::board::draw;
use crate::moves::Move;
use crate::notation::MoveError;
use crate::winnability;

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

    /// Why the game is over, if it is: checkmate, stalemate, or a draw that needs no claim
    /// (dead position by material, seventy-five moves, fivefold repetition). No move may follow.
    pub fn end(&self) -> Option<&'static str> {
        let pos = self.position();
        // The seventy-five-move rule first: past 150 half-moves it drew the game before any mate.
        if pos.is_seventy_five_move_rule() {
            Some("seventy-five-move rule")
        } else if pos.count_legal_moves() == 0 {
            Some(if pos.is_check() { "checkmate" } else { "stalemate" })
        } else if pos.draw_by_insufficient_material_rule() {
            Some("insufficient material")
        } else if winnability::quick_both(pos).iter().all(Option::is_some) {
            Some("dead position")
        } else if draw::is_fivefold_repetition(&self.positions) {
            Some("fivefold repetition")
        } else {
            None
        }
    }

    /// Plays a move given in UCI or SAN and returns it.
    pub fn play(&mut self, text: &str) -> Result<Move, MoveError> {
        if let Some(why) = self.end() {
            return Err(MoveError::GameOver(why));
        }
        let mv = self.position().parse_move(text)?;
        self.play_legal(mv);
        Ok(mv)
    }

    /// Plays `mv`, checking that it is legal first.
    pub fn play_move(&mut self, mv: Move) -> Result<(), MoveError> {
        if let Some(why) = self.end() {
            return Err(MoveError::GameOver(why));
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
        self.positions.pop();
        Some(mv)
    }

    /// The moves played, in order.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }
}
