//! The JavaScript API: the only module that knows about JavaScript.
//!
//! Every function returns a `Result` whose error becomes a thrown JavaScript `Error` with a
//! stable `name` that callers can branch on:
//!
//! | `name` | when |
//! |---|---|
//! | `FenError` | a FEN that cannot be read, or that describes an impossible position |
//! | `InvalidMove` | move text that is neither UCI nor SAN |
//! | `IllegalMove` | a move that is not legal in the position |
//! | `AmbiguousMove` | SAN that fits more than one legal move |
//! | `InvalidArgument` | another argument out of range (for example a perft depth) |

use crate::board::Position;
use crate::notation::MoveError;
use std::fmt::Display;
use wasm_bindgen::prelude::*;

/// The deepest perft the API runs: deeper ones would take hours and block the caller.
const MAX_PERFT_DEPTH: u32 = 12;

/// A JavaScript `Error` with the given `name` and message.
fn js_error(name: &str, message: impl Display) -> JsValue {
    let error = js_sys::Error::new(&message.to_string());
    error.set_name(name);
    error.into()
}

fn parse_fen(fen: &str) -> Result<Position, JsValue> {
    fen.parse().map_err(|e| js_error("FenError", e))
}

fn move_error(e: MoveError) -> JsValue {
    js_error(e.code(), e)
}

/// The number of move sequences of `depth` plies from the position `fen`.
#[wasm_bindgen]
pub fn perft(fen: &str, depth: f64) -> Result<f64, JsValue> {
    let pos = parse_fen(fen)?;
    // (The message does not echo the number: formatting floats would add kilobytes of code.)
    if !(depth.fract() == 0.0 && (0.0..=MAX_PERFT_DEPTH as f64).contains(&depth)) {
        return Err(js_error(
            "InvalidArgument",
            format!("perft depth must be a whole number from 0 to {MAX_PERFT_DEPTH}"),
        ));
    }
    Ok(crate::perft(&pos, depth as u32) as f64)
}

/// A game: a starting position and the moves played from it.
#[wasm_bindgen(js_name = Game)]
pub struct JsGame {
    game: crate::Game,
}

#[wasm_bindgen(js_class = Game)]
impl JsGame {
    /// A game from `fen`, or from the standard starting position when it is absent.
    #[wasm_bindgen(constructor)]
    pub fn new(fen: Option<String>) -> Result<JsGame, JsValue> {
        let start = match fen {
            Some(fen) => parse_fen(&fen)?,
            None => Position::startpos(),
        };
        Ok(JsGame {
            game: crate::Game::new(start),
        })
    }

    /// The FEN of the current position.
    pub fn fen(&self) -> String {
        self.game.position().to_fen()
    }

    /// The legal moves in UCI notation.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Vec<String> {
        self.game
            .position()
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect()
    }

    /// Plays a move given in UCI (`e2e4`) or SAN (`e4`, `Nf3`, `O-O`).
    pub fn play(&mut self, text: &str) -> Result<(), JsValue> {
        self.game.play(text).map(|_| ()).map_err(move_error)
    }

    /// Takes back the last move; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        self.game.undo().is_some()
    }

    /// The moves played so far, in UCI notation.
    pub fn history(&self) -> Vec<String> {
        self.game.moves().map(|m| m.to_string()).collect()
    }
}
