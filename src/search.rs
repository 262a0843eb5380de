//! A short search: iterative deepening alpha-beta with principal variation search, quiescence,
//! a transposition table, move ordering (hash move, MVV-LVA, killers, history), check
//! extension, null-move pruning and late-move reductions.
//!
//! Draws are scored 0 inside the tree: one repetition of a position in the game or the search
//! line, the fifty-move rule, and any position where neither side can force mate (which covers
//! insufficient material). The search knows no clock of its own: the caller passes one in
//! (`Clock`), so the same code runs natively and in a browser worker.
//!
//! A search runs in one call ([`Searcher::search`]) or in slices ([`Searcher::start`], then
//! [`Searcher::step`] until it is done, or [`Searcher::finish`] to stop it between slices), for
//! callers such as a browser worker that must read their messages now and then. Both are the
//! same code: the one-shot search is a single slice without end. The transposition table, the
//! histories, the killers and the pawn-structure cache stay in the `Searcher` from one search
//! to the next.
//!
//! ```
//! use drawboard::Position;
//! use drawboard::search::{Clock, Limits, Progress, Searcher, Slice};
//!
//! struct Still;
//! impl Clock for Still {
//!     fn now_ms(&self) -> f64 {
//!         0.0
//!     }
//! }
//!
//! let pos: Position = "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1".parse().unwrap();
//! let mut searcher = Searcher::new(1);
//! let limits = Limits { depth: Some(4), ..Limits::default() };
//! searcher.start(&[pos], &limits, &Still);
//! let result = loop {
//!     match searcher.step(Slice::nodes(2_000), &Still, &|| false, None, &mut |_| {}) {
//!         Progress::Running => continue, // a worker would read its messages here
//!         Progress::Done(result) => break result,
//!     }
//! };
//! assert_eq!(result.best_move.unwrap().to_string(), "a1a8");
//! ```

mod alphabeta;
mod iterate;
mod ordering;
mod params;
mod quiescence;
mod see;
mod slice;
mod table;

use crate::board::Position;
use crate::eval::EvalCache;
use crate::moves::{MAX_MOVES, Move, MoveList};
use crate::tablebase::{MAX_MEN, Tablebases, Value};
use iterate::Run;
use ordering::Ordering;
pub use params::Params;
use slice::Slicer;
use table::Table;

/// A score beyond every evaluation: checkmate now.
pub const MATE: i32 = 30_000;
/// Scores at least this far from 0 are mates.
const MATE_BOUND: i32 = MATE - 1_000;
const INFINITY: i32 = 32_000;
const MAX_PLY: usize = 100;

/// Where the search gets the time from.
pub trait Clock {
    /// Milliseconds since some fixed moment.
    fn now_ms(&self) -> f64;
}

/// When to stop searching. Absent limits do not apply; with none at all the search goes to
/// the deepest depth it can reach.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime_ms: Option<f64>,
    /// How many best lines to report, 1 to 5 (0 counts as 1).
    pub multipv: usize,
}

/// A score as a player reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// Centipawns, from the side to move's point of view.
    Cp(i32),
    /// Mate in this many moves: positive when the side to move mates, negative when it is mated.
    Mate(i32),
}

impl Score {
    fn from_internal(score: i32) -> Score {
        if score >= MATE_BOUND {
            Score::Mate((MATE - score + 1) / 2)
        } else if score <= -MATE_BOUND {
            Score::Mate(-(MATE + score) / 2)
        } else {
            Score::Cp(score)
        }
    }
}

/// What one finished depth found for one line.
#[derive(Clone, Debug, PartialEq)]
pub struct Info {
    pub depth: u32,
    pub seldepth: u32,
    /// 1 for the best line, 2 for the second best, ...
    pub multipv: usize,
    pub score: Score,
    pub nodes: u64,
    pub time_ms: f64,
    pub nps: u64,
    /// How full the transposition table is, per mille (entries written by this search or
    /// earlier ones, from a sample).
    pub hashfull: u32,
    pub pv: Vec<Move>,
}

/// The outcome of a search: the move to play and the last report on every line.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SearchResult {
    pub best_move: Option<Move>,
    pub ponder: Option<Move>,
    pub lines: Vec<Info>,
}

/// How much one [`Searcher::step`] may search before it returns. Absent budgets do not apply;
/// with neither, the step runs the search to its end. A slice ends a little after its budget
/// (it is checked every 1024 nodes, where a node of depth 2 or more begins), and never before
/// depth 1 is complete (so that there is always a move to play).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Slice {
    /// Milliseconds by the search's clock.
    pub ms: Option<f64>,
    pub nodes: Option<u64>,
}

impl Slice {
    /// No end: the step runs the search to its end.
    pub const UNLIMITED: Slice = Slice { ms: None, nodes: None };

    /// A slice of `ms` milliseconds.
    pub fn ms(ms: f64) -> Slice {
        Slice {
            ms: Some(ms),
            nodes: None,
        }
    }

    /// A slice of `nodes` nodes.
    pub fn nodes(nodes: u64) -> Slice {
        Slice {
            ms: None,
            nodes: Some(nodes),
        }
    }
}

/// Where a sliced search stands after a [`Searcher::step`].
#[derive(Clone, Debug, PartialEq)]
pub enum Progress {
    /// The slice ran out before the search ended: call `step` again (or `finish`).
    Running,
    /// The search is over (a limit, the stop request, or nothing left to search).
    Done(SearchResult),
}

/// A search engine: its tables survive from one search to the next.
pub struct Searcher {
    table: Table,
    ordering: Ordering,
    /// The tunable numbers of the pruning, reductions and histories.
    params: Params,
    /// Late-move reductions by depth and move number (from `params`).
    reductions: Box<[[u8; 64]; 64]>,
    /// The static evaluation at each ply of the current line (to see whether it improves).
    evals: Vec<i32>,
    pv: Vec<Vec<Move>>,
    /// Keys of the game's positions and of the search line, root last before the line.
    keys: Vec<u64>,
    nodes: u64,
    seldepth: usize,
    stopped: bool,
    /// Root moves already reported as better lines (MultiPV).
    excluded: Vec<Move>,
    /// The best root move of the depth in progress, with its score and line, once one has
    /// been searched to an exact score: the answer when that depth is cut short.
    root_best: Option<(i32, Vec<Move>)>,
    /// The best first move of the last completed depth, for this MultiPV line: searched first
    /// at the root when the table has lost the root's entry.
    root_move: Option<Move>,
    deadline: Option<f64>,
    node_limit: Option<u64>,
    /// Limits apply only once depth 1 is complete, so there is always a move to play.
    limits_armed: bool,
    /// The sliced search in progress, between [`Searcher::start`] and its end.
    run: Option<Run>,
    /// When the slice in progress ends.
    slicer: Slicer,
    /// Where the search line begins in `keys` (after the game's positions).
    line_start: usize,
    /// The pawn structures evaluated so far.
    eval_cache: EvalCache,
    /// Each ply's move list and sort keys, lent to the node searching at that ply.
    buffers: Vec<Option<Box<MoveBuffer>>>,
}

/// A node's moves and their sort keys. The searcher keeps one a ply and lends it to each node
/// in turn: a node that made its own would first fill both to their full length (2 KB), where
/// it mostly reads a few dozen entries.
struct MoveBuffer {
    moves: MoveList,
    keys: [i32; MAX_MOVES],
}

impl Default for MoveBuffer {
    fn default() -> MoveBuffer {
        MoveBuffer {
            moves: MoveList::default(),
            keys: [0; MAX_MOVES],
        }
    }
}

/// The per-search things the tree needs to look at: the clock, the stop request and the
/// endgame tables.
struct Context<'a> {
    clock: &'a dyn Clock,
    stop: &'a dyn Fn() -> bool,
    tables: Option<&'a Tablebases>,
}

/// The search score of a table value `plies` from the root.
fn table_score(value: Value, ply: usize) -> i32 {
    match value {
        Value::Win(p) => MATE - (ply as i32 + p as i32),
        Value::Loss(p) => -MATE + ply as i32 + p as i32,
        Value::Draw => 0,
    }
}

/// The table value of a position the tables cover.
fn probe(tables: Option<&Tablebases>, pos: &Position) -> Option<Value> {
    let tables = tables?;
    if pos.occupied().count() as usize > MAX_MEN || pos.castling().bits() != 0 {
        return None;
    }
    tables.probe(pos).ok()
}

impl Default for Searcher {
    fn default() -> Searcher {
        Searcher::new(16)
    }
}

impl Searcher {
    /// Lends the move buffer of `ply` to its node (a new one if it was not given back, as
    /// when a search stopped).
    #[inline]
    fn take_buffer(&mut self, ply: usize) -> Box<MoveBuffer> {
        self.buffers[ply].take().unwrap_or_default()
    }

    #[inline]
    fn give_back(&mut self, ply: usize, buffer: Box<MoveBuffer>) {
        self.buffers[ply] = Some(buffer);
    }

    /// A searcher with a transposition table of about `hash_mb` megabytes.
    pub fn new(hash_mb: usize) -> Searcher {
        let params = Params::default();
        Searcher {
            table: Table::new(hash_mb),
            ordering: Ordering::new(),
            reductions: params.reductions(),
            params,
            evals: vec![0; MAX_PLY + 2],
            pv: vec![Vec::new(); MAX_PLY + 1],
            keys: Vec::new(),
            nodes: 0,
            seldepth: 0,
            stopped: false,
            excluded: Vec::new(),
            root_best: None,
            root_move: None,
            deadline: None,
            node_limit: None,
            limits_armed: false,
            run: None,
            slicer: Slicer::new(),
            line_start: 0,
            eval_cache: EvalCache::default(),
            buffers: (0..MAX_PLY + 2).map(|_| Some(Box::default())).collect(),
        }
    }

    /// Resizes (and clears) the transposition table.
    pub fn set_hash_mb(&mut self, hash_mb: usize) {
        self.table = Table::new(hash_mb);
    }

    /// Sets one of the search's tunable numbers by name (see [`Params`]); an unknown name is
    /// an error.
    pub fn set_param(&mut self, name: &str, value: i32) -> Result<(), String> {
        self.params.set(name, value)?;
        self.reductions = self.params.reductions();
        Ok(())
    }

    /// Forgets everything learnt (for a new game), and drops a sliced search in progress.
    pub fn clear(&mut self) {
        self.run = None;
        self.table.clear();
        self.ordering.clear();
    }

    /// How full the transposition table is, per mille: entries written by this searcher's
    /// searches since it was made or cleared, estimated from the first thousand slots.
    pub fn hashfull(&self) -> u32 {
        self.table.hashfull()
    }

    /// Whether a sliced search was started and has not ended yet.
    pub fn is_searching(&self) -> bool {
        self.run.is_some()
    }

    /// Searches the last position of `history` (a game's positions from its start, which the
    /// search needs to see repetitions). Calls `on_info` after every completed depth, once per
    /// line; `stop` is polled now and then and ends the search when it returns true.
    pub fn search(
        &mut self,
        history: &[Position],
        limits: &Limits,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.search_with_tables(history, limits, clock, stop, on_info, None)
    }

    /// [`Searcher::search`] with endgame tables: a root they cover is answered from them
    /// (perfect play, the line to mate), and positions inside the tree they cover get their
    /// exact value.
    pub fn search_with_tables(
        &mut self,
        history: &[Position],
        limits: &Limits,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
        on_info: &mut dyn FnMut(&Info),
        tables: Option<&Tablebases>,
    ) -> SearchResult {
        self.start(history, limits, clock);
        loop {
            if let Progress::Done(result) = self.step(Slice::UNLIMITED, clock, stop, tables, on_info) {
                return result;
            }
        }
    }
}

/// The internal score of a reported one.
fn internal(score: Score) -> i32 {
    match score {
        Score::Cp(cp) => cp,
        Score::Mate(n) if n > 0 => MATE - 2 * n,
        Score::Mate(n) => -MATE - 2 * n,
    }
}
