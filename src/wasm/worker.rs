//! The worker module's part of the JavaScript API: the search and the evaluation, the exact
//! winnability analysis (`helpmate`, `deadPositionProof`), the endgame tables and the game audit.
//! None of it runs on a page's own thread: it is built only with the `worker` feature.

use super::args::{Options, arg, array, invalid, optional, optional_whole, whole};
use super::findings::FindingJson;
use super::json::{Json, Object, Raw, js_object, to_js};
use super::reasons::ReasonJson;
use super::tree::pgn_error;
use super::{
    WinnabilityDto, dead_verdict, fen_arg, js_error, move_error, signed_dtm, start_arg, status_budget, status_to_js,
    winnability_dto,
};
use crate::audit;
use crate::board::Position;
use crate::eval::evaluate_full;
use crate::pgn;
use crate::search::{Clock, Info, Limits, Progress, Score, SearchResult, Searcher, Slice};
use crate::status::{Reason, Status};
use crate::tablebase::blocks::Kind;
use crate::tablebase::{Material, Table, TablebaseError, Tablebases, Value};
use crate::types::Color;
use crate::winnability;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const OPTIONS: &str = r#"
/** Options of `Engine.search` and `Engine.start`: `depth` (1-99), `nodes`, `movetimeMs` and
 * `multiPv` (1-5), each left out at will; with none of the first three the search stops at
 * depth 8. */
export interface SearchOptions {
  depth?: number | null; nodes?: number | null; movetimeMs?: number | null; multiPv?: number | null
}
/** Options of `helpmate` and `deadPositionProof`: the most positions to examine (default
 * 1000000). */
export interface WinnabilityOptions { nodes?: number | null }
/** Options of `auditPgn`: the budget of the full analysis of each game's last position, and
 * the one game (from 1) to audit. */
export interface AuditOptions { nodes?: number | null; game?: number | null }
"#;

js_object! {
    struct EvaluationDto {
        score: i32,
        raw: i32,
        mating_potential_divisor: i32,
        /// Out of 64: how much of the endgame half of the score counts.
        endgame_factor: i32,
        /// The drawish ending that lowers it ("oppositeBishops", "rooksOnOneWing", "fewPawns").
        endgame_kind: Option<&'static str>,
        drawn: bool,
        terms: TermsDto,
    }
}

js_object! {
    struct TermsDto {
        material: i32,
        placement: i32,
        mobility: i32,
        pawn_structure: i32,
        passed_pawns: i32,
        king_safety: i32,
        threats: i32,
        space: i32,
        rooks: i32,
        bishop_pair: i32,
    }
}

/// The static evaluation of a position, White's point of view, with its named parts.
#[wasm_bindgen]
pub fn evaluate(#[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue) -> Result<JsValue, JsValue> {
    let pos = fen_arg(&fen, "evaluate: fen")?;
    let e = evaluate_full(&pos);
    let t = e.terms;
    to_js(&EvaluationDto {
        score: e.score,
        raw: e.raw,
        mating_potential_divisor: e.divisor,
        endgame_factor: e.endgame_factor,
        endgame_kind: e.ending.map(crate::eval::Drawish::kind),
        drawn: e.drawn,
        terms: TermsDto {
            material: t.material,
            placement: t.placement,
            mobility: t.mobility,
            pawn_structure: t.pawn_structure,
            passed_pawns: t.passed_pawns,
            king_safety: t.king_safety,
            threats: t.threats,
            space: t.space,
            rooks: t.rooks,
            bishop_pair: t.bishop_pair,
        },
    })
}

/// A score as `{cp}` (centipawns) or `{mate}` (moves to mate, negative when mated).
impl Json for Score {
    fn write(&self, out: &mut String) {
        let mut object = Object::new(out);
        match *self {
            Score::Cp(cp) => object.field("cp", &cp),
            Score::Mate(n) => object.field("mate", &n),
        }
        object.end();
    }
}

js_object! {
    struct InfoDto {
        depth: u32,
        seldepth: u32,
        multipv: usize,
        score: Score,
        nodes: f64,
        nps: f64,
        time_ms: f64,
        /// How full the hash table is, per mille (entries from this search or earlier ones).
        hashfull: u32,
        pv: Vec<String>,
        pv_san: Vec<String>,
    }
}

js_object! {
    struct ResultDto {
        bestmove: Option<String>,
        bestmove_san: Option<String>,
        ponder: Option<String>,
        lines: Vec<InfoDto>,
    }
}

fn info_dto(root: &Position, info: &Info) -> InfoDto {
    InfoDto {
        depth: info.depth,
        seldepth: info.seldepth,
        multipv: info.multipv,
        score: info.score,
        nodes: info.nodes as f64,
        nps: info.nps as f64,
        time_ms: info.time_ms,
        hashfull: info.hashfull,
        pv: info.pv.iter().map(|m| m.to_string()).collect(),
        pv_san: root.san_line(&info.pv),
    }
}

/// The browser's high-resolution clock, `performance.now()` of the worker (a
/// `WorkerGlobalScope`) or of the page (a `Window`), read through JavaScript (the core has
/// none). Elsewhere (Node) it falls back to `Date.now()`.
struct BrowserClock {
    performance: Option<web_sys::Performance>,
}

impl BrowserClock {
    fn new() -> BrowserClock {
        let global = js_sys::global();
        let performance = if let Some(worker) = global.dyn_ref::<web_sys::WorkerGlobalScope>() {
            worker.performance()
        } else if let Some(window) = global.dyn_ref::<web_sys::Window>() {
            window.performance()
        } else {
            None
        };
        BrowserClock { performance }
    }
}

impl Clock for BrowserClock {
    fn now_ms(&self) -> f64 {
        match &self.performance {
            Some(performance) => performance.now(),
            None => js_sys::Date::now(),
        }
    }
}

/// The search limits of `options` (see `Engine.search`), the options of binding `at`.
fn search_limits(options: JsValue, at: &str) -> Result<Limits, JsValue> {
    let options = Options::read(options, at)?;
    let depth = options.whole("depth", 1.0..=99.0)?;
    let nodes = options.whole("nodes", 1.0..=1e15)?;
    let movetime = options.whole("movetimeMs", 1.0..=8.64e7)?;
    let multipv = options.whole("multiPv", 1.0..=5.0)?;
    Ok(Limits {
        // With no limit at all, a browser search would never end on its own.
        depth: depth
            .map(|d| d as u32)
            .or((nodes.is_none() && movetime.is_none()).then_some(8)),
        nodes: nodes.map(|n| n as u64),
        movetime_ms: movetime,
        multipv: multipv.map_or(1, |m| m as usize),
    })
}

/// The game that `fen` and `moves` (UCI or SAN) make, the arguments of binding `at`.
fn game_of(fen: &JsValue, moves: &JsValue, at: &str) -> Result<crate::Game, JsValue> {
    let mut game = crate::Game::new(fen_arg(fen, &format!("{at}: fen"))?);
    let at = format!("{at}: moves");
    for (i, mv) in array(moves, &at, "an array of strings")?.iter().enumerate() {
        let mv: String = arg(mv, &format!("{at}[{i}]"))?;
        game.play(&mv).map_err(move_error)?;
    }
    Ok(game)
}

fn result_dto(root: &Position, result: &SearchResult) -> ResultDto {
    ResultDto {
        bestmove: result.best_move.map(|m| m.to_string()),
        bestmove_san: result.best_move.map(|m| root.san(m)),
        ponder: result.ponder.map(|m| m.to_string()),
        lines: result.lines.iter().map(|i| info_dto(root, i)).collect(),
    }
}

/// Runs `search` with the endgame tables lent to it (a callback cannot reach them meanwhile)
/// and a `report` that hands each info, as JavaScript, to `on_info`. Returns the search's
/// answer and the first error `on_info` threw; the infos after it are not handed on.
fn with_tables_and_info<T>(
    root: &Position,
    on_info: Option<&js_sys::Function>,
    search: impl FnOnce(&Tablebases, &mut dyn FnMut(&Info)) -> T,
) -> (T, Option<JsValue>) {
    let mut failure = None;
    let tables = TABLES.with(RefCell::take);
    let answer = search(&tables, &mut |info| {
        if let Some(f) = on_info
            && failure.is_none()
            && let Err(e) = to_js(&info_dto(root, info)).and_then(|v| f.call1(&JsValue::NULL, &v))
        {
            failure = Some(e);
        }
    });
    TABLES.with(|t| t.replace(tables));
    (answer, failure)
}

/// What `Engine.step` returns: `{done: false}` while the search goes on, `{done: true,
/// result}` at its end.
struct StepDto {
    result: Option<ResultDto>,
}

impl Json for StepDto {
    fn write(&self, out: &mut String) {
        let mut object = Object::new(out);
        object.field("done", &self.result.is_some());
        if let Some(result) = &self.result {
            object.field("result", result);
        }
        object.end();
    }
}

/// The error of a step or stop without a search in progress.
fn no_search(what: &str) -> JsValue {
    js_error(
        "NoSearch",
        format!("{what}: no search is in progress (call start first)"),
    )
}

/// A search engine that keeps its hash table between searches (one per worker).
///
/// A search runs in one call (`search`), or in slices, so that a worker can read its messages
/// between them: `start(fen, moves, options)`, then `step(sliceMs, onInfo)` until it returns
/// `{done: true, result}`, or `stop()` for the result so far.
#[wasm_bindgen(js_name = Engine)]
pub struct JsEngine {
    searcher: Searcher,
    clock: BrowserClock,
    /// The position being searched in slices (the moves of its result are written from it).
    root: Option<Position>,
}

#[wasm_bindgen(js_class = Engine)]
impl JsEngine {
    /// An engine with a hash table of `hashMb` megabytes (default 16, at most 256).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(js_name = hashMb, unchecked_optional_param_type = "number | null")] hash_mb: JsValue,
    ) -> Result<JsEngine, JsValue> {
        let mb = optional_whole(&hash_mb, "new Engine: hashMb", 1.0..=256.0)?.unwrap_or(16.0);
        Ok(JsEngine {
            searcher: Searcher::new(mb as usize),
            clock: BrowserClock::new(),
            root: None,
        })
    }

    /// Searches the position reached from `fen` by `moves` (UCI or SAN). `options` may hold
    /// `depth` (1-99), `nodes`, `movetimeMs` and `multiPv` (1-5); without any the search
    /// stops at depth 8. Calls `onInfo(info)` after every completed depth and line, and returns
    /// `{bestmove, bestmoveSan, ponder, lines}`; `bestmove` is null when the game is over.
    /// A sliced search in progress is dropped.
    pub fn search(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string[]")] moves: JsValue,
        #[wasm_bindgen(unchecked_param_type = "SearchOptions | null | undefined")] options: JsValue,
        #[wasm_bindgen(js_name = onInfo, unchecked_param_type = "(info: any) => void")] on_info: JsValue,
    ) -> Result<JsValue, JsValue> {
        let game = game_of(&fen, &moves, "Engine.search")?;
        let limits = search_limits(options, "Engine.search: options")?;
        let on_info: js_sys::Function = arg(&on_info, "Engine.search: onInfo")?;
        self.root = None;
        let root = *game.position();
        let (result, failure) = with_tables_and_info(&root, Some(&on_info), |tables, report| {
            self.searcher
                .search_with_tables(game.positions(), &limits, &self.clock, &|| false, report, Some(tables))
        });
        if let Some(e) = failure {
            return Err(e);
        }
        to_js(&result_dto(&root, &result))
    }

    /// Starts a search in slices of the position reached from `fen` by `moves`, with the
    /// options of `search`; `step` runs it. A search in progress is dropped. Throws
    /// `FenError`, `InvalidMove`, `IllegalMove` or `InvalidArgument` (and then nothing runs).
    pub fn start(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
        #[wasm_bindgen(unchecked_param_type = "string[]")] moves: JsValue,
        #[wasm_bindgen(unchecked_optional_param_type = "SearchOptions | null")] options: JsValue,
    ) -> Result<(), JsValue> {
        self.root = None;
        self.searcher.finish();
        let game = game_of(&fen, &moves, "Engine.start")?;
        let limits = search_limits(options, "Engine.start: options")?;
        self.searcher.start(game.positions(), &limits, &self.clock);
        self.root = Some(*game.position());
        Ok(())
    }

    /// Runs the started search for about `sliceMs` milliseconds (more than 0; a slice ends
    /// a little after its time, and the first one not before depth 1 is complete), calling
    /// `onInfo(info)` as `search` does. Returns `{done: false}` while the search goes on, and
    /// `{done: true, result}` at its end, with `result` as `search` returns it. Throws
    /// `NoSearch` without a search in progress, `InvalidArgument` for a bad `sliceMs`; an
    /// error thrown by `onInfo` ends the search and is thrown again.
    pub fn step(
        &mut self,
        #[wasm_bindgen(js_name = sliceMs, unchecked_param_type = "number")] slice_ms: JsValue,
        #[wasm_bindgen(js_name = onInfo, unchecked_optional_param_type = "((info: any) => void) | null")]
        on_info: JsValue,
    ) -> Result<JsValue, JsValue> {
        let slice_ms = match slice_ms.as_f64() {
            Some(ms) if ms > 0.0 && ms <= 8.64e7 => ms,
            _ => {
                let expected = "a number of milliseconds above 0 (at most a day)";
                return Err(invalid("Engine.step: sliceMs", expected, &slice_ms));
            }
        };
        let on_info: Option<js_sys::Function> = optional(&on_info, "Engine.step: onInfo")?;
        let Some(root) = self.root.filter(|_| self.searcher.is_searching()) else {
            return Err(no_search("Engine.step"));
        };
        let (progress, failure) = with_tables_and_info(&root, on_info.as_ref(), |tables, report| {
            self.searcher
                .step(Slice::ms(slice_ms), &self.clock, &|| false, Some(tables), report)
        });
        if let Some(e) = failure {
            self.searcher.finish();
            self.root = None;
            return Err(e);
        }
        match progress {
            Progress::Running => to_js(&StepDto { result: None }),
            Progress::Done(result) => {
                self.root = None;
                to_js(&StepDto {
                    result: Some(result_dto(&root, &result)),
                })
            }
        }
    }

    /// Stops the search in progress and returns what it found, as `search` returns it: the
    /// last completed depth, or a better first move of the depth after it. Throws `NoSearch`
    /// without a search in progress.
    pub fn stop(&mut self) -> Result<JsValue, JsValue> {
        let Some(root) = self.root.take().filter(|_| self.searcher.is_searching()) else {
            return Err(no_search("Engine.stop"));
        };
        to_js(&result_dto(&root, &self.searcher.finish()))
    }

    /// Whether a search started with `start` is in progress.
    #[wasm_bindgen(getter)]
    pub fn searching(&self) -> bool {
        self.root.is_some() && self.searcher.is_searching()
    }

    /// How full the hash table is, per mille: what earlier searches left in it for the next.
    #[wasm_bindgen(getter)]
    pub fn hashfull(&self) -> u32 {
        self.searcher.hashfull()
    }

    /// Forgets everything learnt (for a new game), and drops a search in progress.
    pub fn clear(&mut self) {
        self.root = None;
        self.searcher.clear();
    }
}

/// The node budget when none is given: about a second in a browser at worst.
const DEFAULT_WINNABILITY_NODES: f64 = 1_000_000.0;

/// The node budget of the winnability options (`nodes`, the most positions to examine) of `at`.
fn winnability_options(options: JsValue, at: &str) -> Result<u64, JsValue> {
    let options = Options::read(options, at)?;
    Ok(options.whole("nodes", 1.0..=1e9)?.unwrap_or(DEFAULT_WINNABILITY_NODES) as u64)
}

/// Whether `color` (`"white"` or `"black"`) could checkmate from `fen` by some series of legal
/// moves of both sides. Returns `{color, verdict, uci, san, text, reason, nodes}`: a
/// `"winnable"` verdict comes with a mating line, `"unwinnable"` with a proof in `reason`, and
/// `"unknown"` means the budget (`options.nodes`, default 1000000) ran out first.
#[wasm_bindgen]
pub fn helpmate(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(unchecked_param_type = "'white' | 'black' | 'w' | 'b'")] color: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "WinnabilityOptions | null")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let pos = fen_arg(&fen, "helpmate: fen")?;
    let color = match color.as_string().as_deref() {
        Some("white" | "w") => Color::White,
        Some("black" | "b") => Color::Black,
        _ => {
            let expected = "\"white\" or \"black\" (or \"w\" or \"b\")";
            return Err(invalid("helpmate: color", expected, &color));
        }
    };
    let nodes = winnability_options(options, "helpmate: options")?;
    to_js(&winnability_dto(
        &pos,
        color,
        &winnability::explained(&pos, color, nodes),
    ))
}

js_object! {
    struct DeadPositionDto {
        /// `true` (dead), `false` (a mate is still possible) or `null` (not decided).
        dead: Option<bool>,
        /// What the rules found, as the status gives them: for a dead position the reason it is
        /// dead, for a game already over every reason; otherwise none (the shorter mating line
        /// of `white` and `black` is the evidence).
        reasons: Vec<Raw>,
        white: WinnabilityDto,
        black: WinnabilityDto,
    }
}

/// Whether the position `fen` is dead (FIDE 5.2.2), with the evidence: for a position that is
/// not dead, a mating line (so no draw can be claimed on it); for a dead one, why neither side
/// can mate. Returns `{dead, reasons, white, black}`, each side as `helpmate` gives it, with the
/// shortest line found for a reader.
#[wasm_bindgen(js_name = deadPositionProof)]
pub fn dead_position_proof(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "WinnabilityOptions | null")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let pos = fen_arg(&fen, "deadPositionProof: fen")?;
    let nodes = winnability_options(options, "deadPositionProof: options")?;
    let analyses = Color::ALL.map(|color| winnability::explained(&pos, color, nodes));
    let [white, black] = Color::ALL.map(|color| winnability_dto(&pos, color, &analyses[color.index()]));
    let status = Status::of_position_with(&pos, analyses);
    let dead = dead_verdict(&status);
    let reasons = status.reasons.iter().filter(|reason| match dead {
        // The status's own reason: dead by material, or dead for another reason.
        Some(true) => matches!(
            reason,
            Reason::DeadPosition { .. } | Reason::InsufficientMaterial { .. }
        ),
        Some(false) => status.outcome.is_some(),
        None => false,
    });
    to_js(&DeadPositionDto {
        dead,
        reasons: reasons.map(|reason| Raw::of(&ReasonJson(&pos, reason))).collect(),
        white,
        black,
    })
}

thread_local! {
    /// The endgame tables this instance has built or loaded.
    static TABLES: RefCell<Tablebases> = RefCell::new(Tablebases::new());
}

fn table_error(e: TablebaseError) -> JsValue {
    js_error(e.code(), e)
}

/// The most men of a table a browser builds: five-man tables take minutes and gigabytes, so a
/// site builds them with the command line (`drawboard tablebase build`).
const BROWSER_MEN: usize = 4;

/// Refuses a position of more men than a browser builds tables for.
fn browser_sized(pos: &Position, call: &str) -> Result<(), JsValue> {
    let men = pos.occupied().count() as usize;
    if men <= BROWSER_MEN {
        return Ok(());
    }
    Err(js_error(
        "TooManyMen",
        format!("{call}: the position has {men} men; a browser builds tables of at most {BROWSER_MEN}"),
    ))
}

/// A status with the tables' verdict, when this instance holds the position's table.
pub(super) fn with_tables(pos: &Position, status: Status) -> Status {
    TABLES.with(|t| {
        // Late in the count, whether the mate comes in time turns on the distance to zeroing:
        // worked out once per table, when the tables it leads into are loaded too (else the
        // status says the rule "may" come first).
        if let Ok(mut tables) = t.try_borrow_mut()
            && let Some(m) = tables.dtz_wanted(pos)
        {
            let _ = tables.build_dtz(m);
        }
        match t.try_borrow() {
            Ok(tables) => status.with_tables(pos, &tables),
            Err(_) => status,
        }
    })
}

/// Argument `at`, the name of a material (`"KQvKR"`), canonical.
fn material_name(name: &JsValue, at: &str) -> Result<Material, JsValue> {
    let name: String = arg(name, at)?;
    name.parse::<Material>().map(|m| m.canonical()).map_err(|_| {
        let shown: String = name.chars().take(40).collect();
        let more = if shown.len() < name.len() { "..." } else { "" };
        js_error(
            "InvalidArgument",
            format!("{at} must be a material of at most five men like \"KRPvKR\", got \"{shown}{more}\""),
        )
    })
}

js_object! {
    struct MaterialsDto {
        /// The position's material, canonical (`"KQvKR"`).
        material: String,
        /// Every table the position leads into, in the order to build them (the position's last).
        needed: Vec<String>,
        /// Those this instance does not hold yet.
        missing: Vec<String>,
        /// The tables one capture or promotion leads into (what a list of moves needs).
        successors: Vec<String>,
    }
}

/// Which endgame tables a position (at most four men, no castling rights) needs.
#[wasm_bindgen(js_name = tablebaseMaterials)]
pub fn tablebase_materials(#[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue) -> Result<JsValue, JsValue> {
    let pos = fen_arg(&fen, "tablebaseMaterials: fen")?;
    browser_sized(&pos, "tablebaseMaterials")?;
    let missing = TABLES.with(|t| t.borrow().missing_for(&pos)).map_err(table_error)?;
    let material = Material::of(&pos).expect("checked by missing_for").canonical();
    to_js(&MaterialsDto {
        material: material.to_string(),
        needed: material.build_order().iter().map(|m| m.to_string()).collect(),
        missing: missing.iter().map(|m| m.to_string()).collect(),
        successors: material.successors().iter().map(|m| m.to_string()).collect(),
    })
}

js_object! {
    struct ProgressDto {
        material: String,
        table: usize,
        tables: usize,
        fraction: f64,
    }
}

/// Builds the endgame tables a position needs (at most four men, no castling rights), those
/// this instance does not hold yet, by retrograde analysis. `onProgress({material, table,
/// tables, fraction})` is called as it goes (a few dozen times per table). With `onTable(name,
/// bytes)`, each table is handed over as soon as it is built (as `exportTablebase` gives it, to
/// store) and then dropped once the rest of the build does not need it, so that memory holds a
/// few tables rather than all; the position's table and those it leads into stay. Returns the
/// names of the tables built, in order. Blocks: call it in a worker.
#[wasm_bindgen(js_name = buildTablebase)]
pub fn build_tablebase(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(js_name = onProgress, unchecked_optional_param_type = "((progress: any) => void) | null")]
    on_progress: JsValue,
    #[wasm_bindgen(
        js_name = onTable,
        unchecked_optional_param_type = "((name: string, bytes: Uint8Array) => void) | null"
    )]
    on_table: JsValue,
) -> Result<Vec<String>, JsValue> {
    let pos = fen_arg(&fen, "buildTablebase: fen")?;
    browser_sized(&pos, "buildTablebase")?;
    let on_progress: Option<js_sys::Function> = optional(&on_progress, "buildTablebase: onProgress")?;
    let on_table: Option<js_sys::Function> = optional(&on_table, "buildTablebase: onTable")?;
    // The tables are taken out while building, so that a callback never finds them borrowed.
    let mut tables = TABLES.with(RefCell::take);
    let missing = tables.missing_for(&pos);
    let mut last = (0, -1.0);
    let result = missing.and_then(|missing| {
        let built = missing.iter().map(|m| m.to_string()).collect();
        let material = Material::of(&pos).expect("checked by missing_for");
        let mut hand_over = |table: &Table| {
            if let Some(f) = &on_table {
                let name = JsValue::from_str(&table.material().to_string());
                // Copied straight into JavaScript's memory: a copy in wasm memory would add
                // the table's size to the build's peak for good (wasm memory never shrinks).
                let (header, values) = (table.header(), table.values());
                let bytes = js_sys::Uint8Array::new_with_length((header.len() + values.len()) as u32);
                bytes.subarray(0, header.len() as u32).copy_from(&header);
                bytes.subarray(header.len() as u32, bytes.length()).copy_from(&values);
                // A failing callback must not stop the build.
                let _ = f.call2(&JsValue::NULL, &name, &bytes);
            }
        };
        let keep: Option<&mut dyn FnMut(&Table)> = if on_table.is_some() { Some(&mut hand_over) } else { None };
        tables
            .build_lean(
                material,
                &mut |p| {
                    // Report each table's start and end, and every 5% in between.
                    if p.table != last.0 || p.fraction >= last.1 + 0.05 || p.fraction == 1.0 {
                        last = (p.table, p.fraction);
                        if let Some(f) = &on_progress
                            && let Ok(v) = to_js(&ProgressDto {
                                material: p.material.to_string(),
                                table: p.table,
                                tables: p.tables,
                                fraction: p.fraction,
                            })
                        {
                            // A failing callback must not stop the build.
                            let _ = f.call1(&JsValue::NULL, &v);
                        }
                    }
                },
                keep,
            )
            .map(|()| built)
    });
    TABLES.with(|t| t.replace(tables));
    result.map_err(table_error)
}

js_object! {
    struct TableMoveDto {
        uci: String,
        san: String,
        /// For the side making the move: `"win"`, `"draw"` or `"loss"`.
        wdl: &'static str,
        /// Plies to mate counting this move, signed for the side making it; `null` for a draw.
        dtm: Option<i32>,
    }
}

js_object! {
    struct TableProbeDto {
        /// The material, canonical.
        material: String,
        wdl: &'static str,
        dtm: Option<i32>,
        /// Moves to mate, signed like `dtm`.
        mate: Option<i32>,
        moves: Vec<TableMoveDto>,
    }
}

/// What the endgame tables say about a position, from the side to move's point of view:
/// `{material, wdl, dtm, mate, moves: [{uci, san, wdl, dtm}]}`, moves best first. The
/// position's table and those its captures and promotions lead into must be built (or loaded).
#[wasm_bindgen]
pub fn tablebase(#[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue) -> Result<JsValue, JsValue> {
    let pos = fen_arg(&fen, "tablebase: fen")?;
    let probe = TABLES.with(|t| {
        let tables = t
            .try_borrow()
            .map_err(|_| js_error("InternalError", "the tables are busy"))?;
        let value = tables.probe(&pos).map_err(table_error)?;
        let moves = tables.probe_moves(&pos).map_err(table_error)?;
        Ok::<_, JsValue>((value, moves))
    })?;
    let (value, moves) = probe;
    to_js(&TableProbeDto {
        material: Material::of(&pos).expect("probed").canonical().to_string(),
        wdl: value.wdl(),
        dtm: signed_dtm(value),
        mate: value.moves().map(|n| {
            if matches!(value, Value::Loss(_)) {
                -(n as i32)
            } else {
                n as i32
            }
        }),
        moves: moves
            .into_iter()
            .map(|(mv, v)| TableMoveDto {
                uci: mv.to_string(),
                san: pos.san(mv),
                wdl: v.wdl(),
                dtm: signed_dtm(v),
            })
            .collect(),
    })
}

/// Whether this instance holds the whole table of a material (`"KQvKR"`, either orientation);
/// with `slice` true, the slice that promotions read counts too (see `trimTablebases`).
#[wasm_bindgen(js_name = hasTablebase)]
pub fn has_tablebase(
    #[wasm_bindgen(unchecked_param_type = "string")] material: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "boolean | null")] slice: JsValue,
) -> Result<bool, JsValue> {
    let m = material_name(&material, "hasTablebase: material")?;
    let slice: Option<bool> = optional(&slice, "hasTablebase: slice")?;
    Ok(TABLES.with(|t| {
        let t = t.borrow();
        if slice == Some(true) {
            t.get(m).is_some()
        } else {
            t.contains(m)
        }
    }))
}

js_object! {
    struct BlockDto {
        /// The table's material, canonical.
        material: String,
        /// `"dtm"` or `"dtz"`: which of the table's block files.
        kind: &'static str,
        block: usize,
        /// The table's entries as this board numbers them: a block file's header must agree.
        entries: usize,
    }
}

/// The blocks of a site's block files (`drawboard tablebase build`: `NAME.dtm`, `NAME.dtz`)
/// that `tablebase(fen)` needs for the position and its moves, and that this instance does not
/// hold: `[{material, kind, block}]`, with `dtz` those of the distance to zeroing too. Tables
/// held whole need none. Fetch them, then `loadTableBlock` each.
#[wasm_bindgen(js_name = tablebaseBlocks)]
pub fn tablebase_blocks(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "boolean | null")] dtz: JsValue,
) -> Result<JsValue, JsValue> {
    let pos = fen_arg(&fen, "tablebaseBlocks: fen")?;
    let dtz: Option<bool> = optional(&dtz, "tablebaseBlocks: dtz")?;
    let wanted = TABLES
        .with(|t| t.borrow().blocks_wanted(&pos, dtz == Some(true)))
        .map_err(table_error)?;
    let list: Vec<BlockDto> = wanted
        .into_iter()
        .map(|(m, kind, block)| BlockDto {
            material: m.to_string(),
            kind: kind.name(),
            block,
            entries: crate::tablebase::table_entries(m),
        })
        .collect();
    to_js(&list)
}

/// Loads one block of a site's block file, uncompressed (`bytes`: one or two bytes a code, as
/// the file holds them). Throws `BadTableData` when it does not fit the table as this board
/// numbers it or holds a code no table has.
#[wasm_bindgen(js_name = loadTableBlock)]
pub fn load_table_block(
    #[wasm_bindgen(unchecked_param_type = "string")] material: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] kind: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] block: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Uint8Array")] bytes: JsValue,
) -> Result<(), JsValue> {
    let m = material_name(&material, "loadTableBlock: material")?;
    let kind: String = arg(&kind, "loadTableBlock: kind")?;
    let kind = Kind::parse(&kind).ok_or_else(|| {
        let shown: String = kind.chars().take(8).collect();
        js_error(
            "InvalidArgument",
            format!("loadTableBlock: kind must be \"dtm\" or \"dtz\", got \"{shown}\""),
        )
    })?;
    let block = whole(&block, "loadTableBlock: block", 0.0..=4_294_967_295.0)? as usize;
    let bytes: Vec<u8> = arg(&bytes, "loadTableBlock: bytes")?;
    TABLES
        .with(|t| t.borrow_mut().insert_block(m, kind, block, &bytes))
        .map_err(table_error)
}

/// A built table as bytes to keep (in IndexedDB, say) and load again with `loadTablebase`.
#[wasm_bindgen(js_name = exportTablebase)]
pub fn export_tablebase(
    #[wasm_bindgen(unchecked_param_type = "string")] material: JsValue,
) -> Result<Vec<u8>, JsValue> {
    let m = material_name(&material, "exportTablebase: material")?;
    TABLES.with(|t| {
        t.borrow()
            .get(m)
            .filter(|t| t.is_whole())
            .map(Table::to_bytes)
            .ok_or_else(|| table_error(TablebaseError::Missing(m)))
    })
}

/// Loads a table kept by `exportTablebase`; returns its material's name.
#[wasm_bindgen(js_name = loadTablebase)]
pub fn load_tablebase(#[wasm_bindgen(unchecked_param_type = "Uint8Array")] bytes: JsValue) -> Result<String, JsValue> {
    let table = Table::from_vec(arg(&bytes, "loadTablebase: bytes")?).map_err(table_error)?;
    let name = table.material().to_string();
    TABLES.with(|t| t.borrow_mut().insert(table));
    Ok(name)
}

/// The SHA-256 digest of `bytes` as 64 hexadecimal digits: the checksum a hosted table's
/// manifest gives for its file (`drawboard tablebase build` writes it; `sha256sum` agrees).
#[wasm_bindgen]
pub fn sha256(#[wasm_bindgen(unchecked_param_type = "Uint8Array")] bytes: JsValue) -> Result<String, JsValue> {
    let bytes: Vec<u8> = arg(&bytes, "sha256: bytes")?;
    Ok(crate::tablebase::checksum::sha256_hex(&bytes))
}

/// Cuts every table this instance holds but the position's own down to what the position's
/// moves read (a table reached only by promotions keeps the positions with the new piece on the
/// last rank: an eighth), to save memory. A probe outside a slice throws `TableMissing`, and
/// `hasTablebase` is false for a slice: load the whole table again to probe there.
#[wasm_bindgen(js_name = trimTablebases)]
pub fn trim_tablebases(#[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue) -> Result<(), JsValue> {
    let pos = fen_arg(&fen, "trimTablebases: fen")?;
    let material =
        Material::of(&pos).ok_or_else(|| table_error(TablebaseError::TooManyMen(pos.occupied().count() as usize)))?;
    TABLES.with(|t| t.borrow_mut().trim(material));
    Ok(())
}

/// Drops every table this instance holds (to free memory).
#[wasm_bindgen(js_name = dropTablebases)]
pub fn drop_tablebases() {
    TABLES.with(|t| t.borrow_mut().clear());
}

js_object! {
    struct AuditDto<'a> {
        games: usize,
        plies: usize,
        ended_by_rule: usize,
        unsettled: usize,
        findings: Vec<FindingJson<'a>>,
    }
}

/// Every game of a PGN text compared with the Laws of Chess: `{games, plies, endedByRule,
/// unsettled, findings: [{game, players, kind, at, node, ...facts, laws}]}`, a finding's facts
/// as src/wasm/findings.rs writes them (no words: the page makes them). `kind` is one of
/// `illegalMove`, `unreadable`, `movesAfterEnd`, `resultAfterEnd`, `wrongResult`,
/// `timeWinCannotMate`, `missedClaim`, `resultTagMismatch`. With `{nodes}` the full analysis of
/// each game's last position examines at most that many positions; with `{game}` (from 1) only
/// that game is audited.
#[wasm_bindgen(js_name = auditPgn)]
pub fn audit_pgn(
    #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "AuditOptions | null")] options: JsValue,
) -> Result<JsValue, JsValue> {
    let text: String = arg(&text, "auditPgn: text")?;
    let options = Options::read(options, "auditPgn: options")?;
    let budget = options
        .whole("nodes", 1.0..=1e9)?
        .map_or(audit::DEFAULT_BUDGET, |n| n as u64);
    let report = match options.whole("game", 1.0..=1e9)? {
        None => audit::audit_text(&text, budget),
        Some(game) => {
            let number = game as usize;
            let read = pgn::read(&text, number).map_err(pgn_error)?;
            let mut report = audit::Report::default();
            audit::audit_game(number, &read, budget, &mut report);
            report
        }
    };
    to_js(&AuditDto {
        games: report.games,
        plies: report.plies,
        ended_by_rule: report.ended_by_rule,
        unsettled: report.unsettled,
        findings: report.findings.iter().map(FindingJson).collect(),
    })
}

/// The deepest perft the API runs: deeper ones would take hours and block the caller.
const MAX_PERFT_DEPTH: u32 = 12;

/// The number of move sequences of `depth` plies from the position `fen`.
#[wasm_bindgen]
pub fn perft(
    #[wasm_bindgen(unchecked_param_type = "string")] fen: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] depth: JsValue,
) -> Result<f64, JsValue> {
    let pos = fen_arg(&fen, "perft: fen")?;
    let depth = whole(&depth, "perft: depth", 0.0..=MAX_PERFT_DEPTH as f64)?;
    Ok(crate::perft(&pos, depth as u32) as f64)
}

js_object! {
    /// A move just played, as `Game.play` and `GameTree.play` return it.
    struct PlayedDto {
        uci: String,
        san: String,
    }
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
    pub fn new(
        #[wasm_bindgen(unchecked_optional_param_type = "string | null")] fen: JsValue,
    ) -> Result<JsGame, JsValue> {
        Ok(JsGame {
            game: crate::Game::new(start_arg(&fen, "new Game: fen")?),
        })
    }

    /// The FEN of the current position.
    pub fn fen(&self) -> Result<String, JsValue> {
        Ok(self.game.position().to_fen())
    }

    /// The legal moves in UCI notation.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Result<Vec<String>, JsValue> {
        Ok(self
            .game
            .position()
            .legal_moves()
            .iter()
            .map(|m| m.to_string())
            .collect())
    }

    /// Plays a move given in UCI (`e2e4`) or SAN (`e4`, `Nf3`, `O-O`) and returns it:
    /// `{uci, san}`.
    pub fn play(&mut self, #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> Result<JsValue, JsValue> {
        let text: String = arg(&text, "Game.play: text")?;
        let before = *self.game.position();
        let mv = self.game.play(&text).map_err(move_error)?;
        to_js(&PlayedDto {
            uci: mv.to_string(),
            san: before.san_after(mv, self.game.position()),
        })
    }

    /// Takes back the last move; `false` when there is none.
    pub fn undo(&mut self) -> Result<bool, JsValue> {
        Ok(self.game.undo().is_some())
    }

    /// Every draw rule applied to the game so far (repetitions included). With `{exact: true,
    /// nodes}` the winnability of each side is searched too, within the budget; a dead
    /// position proved so ends the game (`play` then throws `GameOver`).
    pub fn status(
        &mut self,
        #[wasm_bindgen(unchecked_optional_param_type = "StatusOptions | null")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        let budget = status_budget(options, "Game.status: options")?;
        // A dead position proved so ends the game: `Game::status` remembers it.
        let status = self.game.status(budget);
        status_to_js(self.game.position(), with_tables(self.game.position(), status))
    }

    /// The moves played so far, in SAN (`["e4", "e5", "Nf3"]`).
    #[wasm_bindgen(js_name = historySan)]
    pub fn history_san(&self) -> Result<Vec<String>, JsValue> {
        Ok(self
            .game
            .positions()
            .iter()
            .zip(self.game.moves())
            .map(|(pos, &mv)| pos.san(mv))
            .collect())
    }

    /// The FEN the game started from.
    #[wasm_bindgen(js_name = startFen)]
    pub fn start_fen(&self) -> Result<String, JsValue> {
        Ok(self.game.start().to_fen())
    }

    /// A legal move in SAN (`"e2e4"` gives `"e4"`); throws like `play` for a bad move.
    pub fn san(&self, #[wasm_bindgen(unchecked_param_type = "string")] text: JsValue) -> Result<String, JsValue> {
        let text: String = arg(&text, "Game.san: text")?;
        let pos = self.game.position();
        pos.parse_move(&text).map(|mv| pos.san(mv)).map_err(move_error)
    }

    /// The moves played so far, in UCI notation.
    pub fn history(&self) -> Result<Vec<String>, JsValue> {
        Ok(self.game.moves().iter().map(|m| m.to_string()).collect())
    }
}
