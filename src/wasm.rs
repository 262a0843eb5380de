//! The JavaScript API: the only module that knows about JavaScript.
//!
//! Every function takes its arguments as JavaScript passed them and checks them ([`args`]), and
//! returns a `Result` whose error becomes a thrown JavaScript `Error` with a stable `name` that
//! callers can branch on:
//!
//! | `name` | when |
//! |---|---|
//! | `FenError` | a FEN that cannot be read, or that describes an impossible position |
//! | `InvalidMove` | move text that is neither UCI nor SAN |
//! | `IllegalMove` | a move that is not legal in the position |
//! | `AmbiguousMove` | SAN that fits more than one legal move |
//! | `GameOver` | a move after checkmate, stalemate or an automatic draw |
//! | `InvalidArgument` | an argument of the wrong type, or out of range (a perft depth, a node id) |
//! | `InvalidObject` | a method of an object freed, or re-entered from its own callback (from the glue: `.ci/build`) |
//! | `NoSearch` | `Engine.step` or `Engine.stop` without a search in progress |
//! | `TooManyMen` | a tablebase question about a position of more than four men |
//! | `CastlingRights` | a tablebase question about a position with castling rights |
//! | `TableMissing` | a tablebase question before the position's table is built or loaded |
//! | `BadTableData` | stored table bytes that do not read back |
//! | `TablebaseBug` | a table that contradicts itself while it is built (a bug) |
//! | `PgnError` | PGN text that cannot be read (the message names the line) |
//! | `Unavailable` | an exact status asked of the page module (only the worker module has the searches) |
//! | `InternalError` | a bug in drawboard (please report it) |
//!
//! The crate builds two wasm modules from these bindings. The *page* module
//! (`--no-default-features`) has what a page's own thread needs: the rules, FEN, SAN and UCI,
//! `GameTree` and PGN, the quick status (`analyze`) and the claim timeline, and `setupChoices`.
//! The *worker* module (the `worker` feature, on by default) adds [`worker`]: `Game` and
//! `perft`, the search and the evaluation, the exact winnability analysis, the endgame tables
//! and the game audit.

use crate::board::Position;
use crate::notation::MoveError;
use crate::status::Status;
use crate::tablebase::Value;
use crate::types::Color;
use crate::winnability::{Analysis, Verdict};
use args::{Options, arg};
use json::{Json, Raw, js_object, to_js};
use reasons::{ProofJson, ReasonJson};
use std::fmt::Display;
use wasm_bindgen::prelude::*;

mod args;
#[cfg(feature = "worker")]
mod findings;
mod json;
mod reasons;
mod tree;
#[cfg(feature = "worker")]
pub mod worker;

#[cfg(feature = "worker")]
pub use worker::*;

#[wasm_bindgen(typescript_custom_section)]
const STATUS_OPTIONS: &str = r#"
/** Options of `analyze`, `Game.status` and `GameTree.status`: with `exact: true` (the worker
 * module only) the winnability of each side is searched too, within `nodes` positions
 * (1 to 1000000000, default 1000000). */
export interface StatusOptions { exact?: boolean | null; nodes?: number | null }
"#;

/// A status with the tables' verdict: the page module holds no tables.
#[cfg(not(feature = "worker"))]
fn with_tables(_: &Position, status: Status) -> Status {
    status
}
#[cfg(feature = "worker")]
use worker::with_tables;

/// A JavaScript `Error` with the given `name` and message.
fn js_error(name: &str, message: impl Display) -> JsValue {
    let error = js_sys::Error::new(&message.to_string());
    error.set_name(name);
    error.into()
}

fn parse_fen(fen: &str) -> Result<Position, JsValue> {
    fen.parse().map_err(|e| js_error("FenError", e))
}

/// Argument `at`, a FEN, read and parsed.
fn fen_arg(fen: &JsValue, at: &str) -> Result<Position, JsValue> {
    parse_fen(&arg::<String>(fen, at)?)
}

/// Argument `at`, the FEN a game starts from: the standard start position when it is absent.
fn start_arg(fen: &JsValue, at: &str) -> Result<Position, JsValue> {
    match args::optional::<String>(fen, at)? {
        Some(fen) => parse_fen(&fen),
        None => Ok(Position::startpos()),
    }
}

fn move_error(e: MoveError) -> JsValue {
    js_error(e.code(), e)
}

js_object! {
    struct SetupChoicesDto {
        castling: String,
        en_passant: Vec<String>,
        error: Option<String>,
    }
}

/// What a board editor may offer for the setup `fen`: the castling rights its kings and rooks
/// allow (`"KQkq"` or part of it), the possible en-passant squares for the side to move, and
/// why the whole FEN is not a legal position (the `FenError` message) or null when it is. The
/// FEN must be readable, but its position may be impossible (no kings, say); an unreadable one
/// throws `FenError`.
#[wasm_bindgen(js_name = setupChoices)]
pub fn setup_choices(#[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue) -> Result<JsValue, JsValue> {
    let setup: crate::Setup = arg::<String>(&fen, "setupChoices: fen")?
        .parse()
        .map_err(|e| js_error("FenError", crate::FenError::Parse(e)))?;
    let castling = setup.possible_castling();
    let letters = [
        (Color::White, true, 'K'),
        (Color::White, false, 'Q'),
        (Color::Black, true, 'k'),
        (Color::Black, false, 'q'),
    ];
    to_js(&SetupChoicesDto {
        castling: letters
            .iter()
            .filter(|(c, k, _)| castling.has(*c, *k))
            .map(|(_, _, l)| l)
            .collect(),
        en_passant: setup.possible_ep_squares().iter().map(|sq| sq.to_string()).collect(),
        error: Position::from_setup(&setup)
            .err()
            .map(|e| crate::FenError::Position(e).to_string()),
    })
}

js_object! {
    /// `Status` as JavaScript sees it: a plain object with camelCase names.
    struct StatusDto {
        fen: String,
        turn: &'static str,
        check: bool,
        /// The square of the king in check, if one is.
        check_square: Option<String>,
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
        claim_rules: Vec<&'static str>,
        automatic_draw: bool,
        outcome: Option<OutcomeDto>,
        /// The game's result as PGN writes it: `1-0`, `0-1`, `1/2-1/2`, or `*` while it goes on.
        result: &'static str,
        sufficient_material_to_force_mate: bool,
        material_to_force_mate: ByColor<bool>,
        can_force_mate: ByColor<Option<bool>>,
        can_ever_mate: ByColor<bool>,
        winnability: WinnabilityBothDto,
        exact: bool,
        settled: bool,
        flag_fall: Option<ByColor<FlagFallDto>>,
        bishop_pair: ByColor<bool>,
        /// The endgame table's verdict where a built table covers the position, else `null`.
        tablebase: Option<TableVerdictDto>,
        /// What the rules found, one object per rule that fired (`{kind, ...facts, laws}`).
        reasons: Vec<Raw>,
    }
}

js_object! {
    struct TableVerdictDto {
        /// `"win"`, `"draw"` or `"loss"` for the side to move.
        wdl: &'static str,
        /// Plies to mate: positive when the side to move mates, negative when it is mated; `null`
        /// for a draw.
        dtm: Option<i32>,
        /// The side that mates with best play, or `null`.
        winner: Option<&'static str>,
        /// The winner's moves to mate.
        mate_in: Option<u32>,
        /// The seventy-five-move rule comes first unless a capture or pawn move resets the count.
        seventy_five_first: bool,
        /// Plies to the next capture, pawn move or mate with best play (distance to zeroing),
        /// where it decides the seventy-five-move question; else `null`.
        dtz: Option<u32>,
        /// With best play the seventy-five-move rule draws before the winner mates or resets
        /// the count: `true`/`false` exactly, `null` when the distance to zeroing is not known.
        seventy_five_draws: Option<bool>,
    }
}

js_object! {
    struct WinnabilityBothDto {
        white: WinnabilityDto,
        black: WinnabilityDto,
        /// `true` (dead), `false` (not dead) or `null` (not settled).
        dead: Option<bool>,
    }
}

js_object! {
    struct FlagFallDto {
        fide: &'static str,
        us_chess: &'static str,
        us_rule: Option<&'static str>,
    }
}

js_object! {
    struct OutcomeDto {
        winner: Option<&'static str>,
        reason: &'static str,
    }
}

/// A value for each side: `{white, black}`.
struct ByColor<T>([T; 2]);

impl<T: Json> Json for ByColor<T> {
    fn write(&self, out: &mut String) {
        let mut object = json::Object::new(out);
        object.field("white", &self.0[0]);
        object.field("black", &self.0[1]);
        object.end();
    }
}

fn status_to_js(pos: &Position, status: Status) -> Result<JsValue, JsValue> {
    let [white, black] = Color::ALL.map(|color| winnability_dto(pos, color, &status.winnability[color.index()]));
    let dead = dead_verdict(&status);
    let dto = StatusDto {
        fen: pos.to_fen(),
        turn: status.turn.name(),
        check: status.check,
        check_square: status.check.then(|| pos.king_square(pos.turn()).to_string()),
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
        claim_rules: status.claim_rules.iter().map(|r| r.code()).collect(),
        automatic_draw: status.automatic_draw,
        result: match status.outcome {
            None => "*",
            Some(o) => match o.winner {
                Some(Color::White) => "1-0",
                Some(Color::Black) => "0-1",
                None => "1/2-1/2",
            },
        },
        outcome: status.outcome.map(|o| OutcomeDto {
            winner: o.winner.map(Color::name),
            reason: o.reason.code(),
        }),
        sufficient_material_to_force_mate: status.sufficient_material_to_force_mate,
        material_to_force_mate: ByColor(status.material_to_force_mate),
        can_force_mate: ByColor(status.can_force_mate),
        can_ever_mate: ByColor(status.can_ever_mate),
        settled: white.settled && black.settled,
        winnability: WinnabilityBothDto { white, black, dead },
        exact: status.exact,
        flag_fall: status.flag_fall.map(|flags| {
            ByColor(flags.map(|f| FlagFallDto {
                fide: f.fide.code(),
                us_chess: f.us_chess.code(),
                us_rule: f.us_rule.map(|r| r.code()),
            }))
        }),
        bishop_pair: ByColor(status.bishop_pair),
        tablebase: status.tablebase.map(|t| TableVerdictDto {
            wdl: t.value.wdl(),
            dtm: signed_dtm(t.value),
            winner: t.winner.map(Color::name),
            mate_in: t.mate_in,
            seventy_five_first: t.seventy_five_first,
            dtz: t.dtz,
            seventy_five_draws: t.seventy_five_draws,
        }),
        reasons: status
            .reasons
            .iter()
            .map(|reason| Raw::of(&ReasonJson(pos, reason)))
            .collect(),
    };
    to_js(&dto)
}

/// Whether a position is dead: `true`, `false` (a side can still mate, or the game ended
/// otherwise) or `None` (not settled).
fn dead_verdict(status: &Status) -> Option<bool> {
    let winnable = status
        .winnability
        .iter()
        .any(|a| matches!(a.verdict, Verdict::Winnable(_)));
    if status.dead_position {
        Some(true)
    } else if winnable || status.outcome.is_some() {
        Some(false)
    } else {
        None
    }
}

/// The node budget of the full analysis when none is given: about a second in a browser at worst.
const DEFAULT_EXACT_NODES: f64 = 1_000_000.0;

/// The node budget asked for by the status options of binding `at`, or `None` for the quick
/// status.
fn status_budget(options: JsValue, at: &str) -> Result<Option<u64>, JsValue> {
    let options = Options::read(options, at)?;
    let nodes = options.whole("nodes", 1.0..=1e9)?;
    match options.get::<bool>("exact")? {
        Some(true) if cfg!(feature = "worker") => Ok(Some(nodes.unwrap_or(DEFAULT_EXACT_NODES) as u64)),
        Some(true) => Err(js_error(
            "Unavailable",
            "an exact status needs the worker module (drawboard_worker.js); the page module has the quick proofs only",
        )),
        _ if nodes.is_some() => Err(js_error(
            "InvalidArgument",
            format!("{at}.nodes is only used with exact: true"),
        )),
        _ => Ok(None),
    }
}

/// The status of the last of `positions`: from the quick proofs, or with `budget` nodes of
/// the full analysis. Only the worker module links the analysis (`status_budget` refuses a
/// budget in the page module).
fn status_of(positions: &[Position], budget: Option<u64>) -> Option<Status> {
    match budget {
        #[cfg(feature = "worker")]
        Some(budget) => Status::of_history_exact(positions, budget),
        _ => Status::of_history(positions),
    }
}

/// Every draw rule applied to a lone position (with no game before it, so no repetitions).
/// With `{exact: true, nodes}` the winnability of each side is searched too, within the budget.
#[wasm_bindgen]
pub fn analyze(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "StatusOptions | null")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let pos = fen_arg(&fen, "analyze: fen")?;
    let status = status_of(std::slice::from_ref(&pos), status_budget(options, "analyze: options")?)
        .ok_or_else(|| js_error("InternalError", "a lone position has a status"))?;
    status_to_js(&pos, with_tables(&pos, status))
}

js_object! {
    struct WinnabilityDto {
        color: &'static str,
        /// `"winnable"`, `"unwinnable"` or `"unknown"`.
        verdict: &'static str,
        /// Whether the verdict is proved (not `"unknown"`).
        settled: bool,
        /// What proves it: `"line"` (a mating line, or the mate on the board) for a winnable side;
        /// `material`, `lockedPawns`, `gameOver`, `everyMove`, `exhaustive` or `seventyFiveMoves`
        /// for an unwinnable one; `null` when unknown.
        proof: Option<&'static str>,
        /// The mating line (empty unless winnable), in UCI and in SAN.
        uci: Vec<String>,
        san: Vec<String>,
        /// The line with move numbers: `1...Nc3+ 2.Ka1 Nb3#`.
        text: String,
        /// Why the side can never mate (`{kind, side, ...facts}`), for an unwinnable verdict;
        /// else `null`.
        why: Option<Raw>,
        nodes: u64,
    }
}

fn winnability_dto(pos: &Position, color: Color, analysis: &Analysis) -> WinnabilityDto {
    let line: &[crate::Move] = match &analysis.verdict {
        Verdict::Winnable(line) => line,
        _ => &[],
    };
    let san = pos.san_line(line);
    let (verdict, proof) = match analysis.verdict {
        Verdict::Winnable(_) => ("winnable", Some("line")),
        Verdict::Unwinnable(proof) => ("unwinnable", Some(proof.code())),
        Verdict::Unknown => ("unknown", None),
    };
    WinnabilityDto {
        color: color.name(),
        verdict,
        settled: proof.is_some(),
        proof,
        uci: line.iter().map(|m| m.to_string()).collect(),
        text: pos.numbered(&san),
        san,
        why: analysis
            .verdict
            .proof()
            .map(|proof| Raw::of(&ProofJson(pos, color, proof))),
        nodes: analysis.nodes,
    }
}

/// Plies to mate, signed for the side to move; `None` for a draw.
fn signed_dtm(value: Value) -> Option<i32> {
    match value {
        Value::Win(p) => Some(p as i32),
        Value::Loss(p) => Some(-(p as i32)),
        Value::Draw => None,
    }
}
