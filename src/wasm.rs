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
//! | `InternalError` | a bug in drawboard (please report it) |

use crate::board::Position;
use crate::notation::MoveError;
use crate::status::Status;
use crate::types::Color;
use serde::Serialize;
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

/// `Status` as JavaScript sees it: a plain object with camelCase names.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct StatusDto {
    fen: String,
    turn: &'static str,
    check: bool,
    checkmate: bool,
    stalemate: bool,
    halfmove_clock: u32,
    fullmove_number: u32,
    repetitions: u32,
    insufficient_material: bool,
    fifty_moves: bool,
    threefold: bool,
    seventy_five_moves: bool,
    fivefold: bool,
    dead_position: bool,
    claimable_draw: bool,
    claim_moves: Vec<String>,
    claim_moves_san: Vec<String>,
    automatic_draw: bool,
    outcome: Option<OutcomeDto>,
    sufficient_material_to_force_mate: bool,
    can_force_mate: ByColor,
    can_ever_mate: ByColor,
    bishop_pair: ByColor,
    reasons: Vec<String>,
}

#[derive(Serialize)]
struct OutcomeDto {
    winner: Option<&'static str>,
    reason: &'static str,
}

#[derive(Serialize)]
struct ByColor {
    white: bool,
    black: bool,
}

impl ByColor {
    fn new(values: [bool; 2]) -> ByColor {
        ByColor {
            white: values[Color::White.index()],
            black: values[Color::Black.index()],
        }
    }
}

fn status_to_js(pos: &Position, status: Status) -> Result<JsValue, JsValue> {
    let dto = StatusDto {
        fen: pos.to_fen(),
        turn: status.turn.name(),
        check: status.check,
        checkmate: status.checkmate,
        stalemate: status.stalemate,
        halfmove_clock: status.halfmove_clock,
        fullmove_number: status.fullmove_number,
        repetitions: status.repetitions,
        insufficient_material: status.insufficient_material,
        fifty_moves: status.fifty_moves,
        threefold: status.threefold,
        seventy_five_moves: status.seventy_five_moves,
        fivefold: status.fivefold,
        dead_position: status.dead_position,
        claimable_draw: status.claimable_draw,
        claim_moves: status.claim_moves.iter().map(|m| m.to_string()).collect(),
        claim_moves_san: status.claim_moves.iter().map(|&m| pos.san(m)).collect(),
        automatic_draw: status.automatic_draw,
        outcome: status.outcome.map(|o| OutcomeDto {
            winner: o.winner.map(Color::name),
            reason: o.reason.code(),
        }),
        sufficient_material_to_force_mate: status.sufficient_material_to_force_mate,
        can_force_mate: ByColor::new(status.can_force_mate),
        can_ever_mate: ByColor::new(status.can_ever_mate),
        bishop_pair: ByColor::new(status.bishop_pair),
        reasons: status.reasons,
    };
    // `null`, not `undefined`, for an absent outcome or winner.
    let serializer = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    dto.serialize(&serializer).map_err(|e| js_error("InternalError", e))
}

/// Every draw rule applied to a lone position (with no game before it, so no repetitions).
#[wasm_bindgen]
pub fn analyze(fen: &str) -> Result<JsValue, JsValue> {
    let pos = parse_fen(fen)?;
    status_to_js(&pos, Status::of_position(&pos))
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

    /// Every draw rule applied to the game so far (repetitions included).
    pub fn status(&self) -> Result<JsValue, JsValue> {
        let status =
            Status::of_history(self.game.positions()).unwrap_or_else(|| Status::of_position(self.game.position()));
        status_to_js(self.game.position(), status)
    }

    /// The moves played so far, in UCI notation.
    pub fn history(&self) -> Vec<String> {
        self.game.moves().iter().map(|m| m.to_string()).collect()
    }
}
