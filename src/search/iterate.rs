//! Iterative deepening: depth 1, 2, 3... each in an aspiration window around the last depth's
//! score, MultiPV lines one after another, until a limit says stop. An endgame-table root is
//! answered without searching.
//!
//! The deepening can run in slices ([`Searcher::step`]): between two slices a [`Run`] keeps
//! where it stands (the depth and the MultiPV line in progress, the lines found, the nodes so
//! far, the start time). A slice that runs out in the middle of a line abandons that line, and
//! the next slice searches it again from the root: whatever was completed is in the
//! transposition table, so the second attempt soon gets back to where the first one stopped
//! (`slice.rs` makes sure that it does).

use super::{
    Clock, Context, INFINITY, Info, Limits, MATE_BOUND, MAX_PLY, Progress, Score, SearchResult, Searcher, Slice,
    internal, probe, table_score,
};
use crate::board::Position;
use crate::moves::Move;
use crate::tablebase::Tablebases;

/// A search between [`Searcher::start`] and its end: where iterative deepening stands.
pub(super) struct Run {
    root: Position,
    limits: Limits,
    /// When the search started, by its clock.
    start: f64,
    /// Whether the first step has looked at the root (the tables, the legal moves).
    begun: bool,
    lines_wanted: usize,
    max_depth: u32,
    /// The depth in progress, and which of its MultiPV lines (from 1).
    depth: u32,
    line: usize,
    /// The lines of the depth in progress found so far (their first moves are excluded from
    /// the next line's search).
    lines: Vec<Info>,
    /// What the completed depths found.
    result: SearchResult,
    /// The best first move of the depth in progress, from an attempt at its first line that a
    /// slice cut short: what [`Searcher::finish`] adds when the search stops between slices.
    interrupted: Option<Info>,
    /// The aspiration window of the line in progress, once it has one.
    window: Option<Window>,
}

/// The aspiration window of the root search in progress, and how much the next widening adds.
#[derive(Clone, Copy, Debug)]
struct Window {
    alpha: i32,
    beta: i32,
    delta: i32,
}

/// How a stretch of deepening ended.
enum Leg {
    /// The search is over: the result is the run's.
    Finished,
    /// The slice ran out; the run goes on with the next one.
    Paused,
}

impl Searcher {
    /// Starts a sliced search of the last position of `history` (a game's positions from its
    /// start), to be run by [`Searcher::step`]. A search in progress is dropped. The clock
    /// gives the start time that `limits.movetime_ms` counts from.
    pub fn start(&mut self, history: &[Position], limits: &Limits, clock: &dyn Clock) {
        self.run = None;
        let Some(&root) = history.last() else {
            return;
        };
        let start = clock.now_ms();
        self.keys = history.iter().map(Position::hash).collect();
        self.line_start = self.keys.len();
        self.slicer.reset();
        self.run = Some(Run {
            root,
            limits: limits.clone(),
            start,
            begun: false,
            lines_wanted: 1,
            max_depth: limits.depth.unwrap_or(MAX_PLY as u32 - 1).clamp(1, MAX_PLY as u32 - 1),
            depth: 1,
            line: 1,
            lines: Vec::new(),
            result: SearchResult::default(),
            interrupted: None,
            window: None,
        });
    }

    /// Runs the started search for at most `slice` (see [`Slice`]); `stop` and `tables` as in
    /// [`Searcher::search_with_tables`]. Returns [`Progress::Done`] with the result when the
    /// search is over, and then forgets it; a step without a search in progress is done at
    /// once with an empty result. A slice that runs out in the middle of a depth leaves that
    /// depth to the next slice, which searches it again with what the table learnt.
    pub fn step(
        &mut self,
        slice: Slice,
        clock: &dyn Clock,
        stop: &dyn Fn() -> bool,
        tables: Option<&Tablebases>,
        on_info: &mut dyn FnMut(&Info),
    ) -> Progress {
        let Some(mut run) = self.run.take() else {
            return Progress::Done(SearchResult::default());
        };
        if !run.begun {
            if let Some(result) = self.table_result(&run.root, &run.limits, tables, clock, run.start, on_info) {
                return Progress::Done(result);
            }
            self.nodes = 0;
            self.stopped = false;
            self.limits_armed = false;
            self.deadline = run.limits.movetime_ms.map(|ms| run.start + ms);
            self.node_limit = run.limits.nodes;
            self.ordering.age();
            let root_moves = run.root.legal_moves();
            if root_moves.is_empty() {
                return Progress::Done(SearchResult::default());
            }
            run.lines_wanted = run.limits.multipv.clamp(1, 5).min(root_moves.len());
            run.begun = true;
        }
        self.slicer.begin(slice, self.nodes, clock);
        let ctx = Context { clock, stop, tables };
        match self.deepen(&mut run, &ctx, on_info) {
            Leg::Finished => Progress::Done(run.result),
            Leg::Paused => {
                self.run = Some(run);
                Progress::Running
            }
        }
    }

    /// Stops the sliced search between two slices and returns what it found: the last
    /// completed depth, or the better first move of the depth in progress when one was found,
    /// exactly as a search stopped inside a slice answers. Empty before the first step, or
    /// when no search is in progress.
    pub fn finish(&mut self) -> SearchResult {
        let Some(mut run) = self.run.take() else {
            return SearchResult::default();
        };
        // An interrupted depth still counts if it found a better first move (as in `deepen`).
        if let Some(info) = run.interrupted.take()
            && (run.result.lines.is_empty() || run.lines_wanted == 1)
        {
            run.result.best_move = info.pv.first().copied();
            run.result.ponder = info.pv.get(1).copied();
            run.result.lines = vec![info];
        }
        run.result
    }

    /// Deepens the run until the search ends or the slice runs out.
    fn deepen(&mut self, run: &mut Run, ctx: &Context, on_info: &mut dyn FnMut(&Info)) -> Leg {
        let (root, start) = (run.root, run.start);
        while run.depth <= run.max_depth {
            let depth = run.depth;
            if run.line == 1 {
                self.excluded.clear();
            }
            while run.line <= run.lines_wanted {
                let line = run.line;
                self.seldepth = 0;
                self.root_best = None;
                let last = run.result.lines.get(line - 1);
                let previous = last.map(|info| internal(info.score));
                self.root_move = last.and_then(|info| info.pv.first().copied());
                let score = self.aspiration(&root, depth as i32, previous, &mut run.window, ctx);
                if self.slicer.paused {
                    // The slice ran out: this line is searched again by the next slice.
                    self.stopped = false;
                    self.slicer.paused = false;
                    if line == 1
                        && let Some((score, pv)) = self.root_best.take()
                    {
                        run.interrupted = Some(self.info(depth, 1, score, pv, ctx.clock.now_ms() - start));
                    }
                    return Leg::Paused;
                }
                if self.stopped {
                    // An interrupted depth still counts if it found a better first move (or an
                    // earlier slice of it did).
                    let found = match self.root_best.take() {
                        Some((score, pv)) if line == 1 => {
                            Some(self.info(depth, 1, score, pv, ctx.clock.now_ms() - start))
                        }
                        _ => run.interrupted.take(),
                    };
                    if line == 1
                        && let Some(info) = found
                        && (run.result.lines.is_empty() || run.lines_wanted == 1)
                    {
                        run.result.best_move = info.pv.first().copied();
                        run.result.ponder = info.pv.get(1).copied();
                        on_info(&info);
                        run.result.lines = vec![info];
                    }
                    break;
                }
                let pv = self.pv[0].clone();
                let Some(&first) = pv.first() else { break };
                self.excluded.push(first);
                run.lines
                    .push(self.info(depth, line, score, pv, ctx.clock.now_ms() - start));
                run.line += 1;
                run.interrupted = None;
            }
            if self.stopped && depth > 1 {
                return Leg::Finished;
            }
            // The lines of one depth, best first (a later line can come out better when an
            // earlier one's score was cut short by the window; keep the reported order sane).
            let mut lines = std::mem::take(&mut run.lines);
            lines.sort_by_key(|line| std::cmp::Reverse(internal(line.score)));
            for (i, info) in lines.iter_mut().enumerate() {
                info.multipv = i + 1;
                on_info(info);
            }
            if let Some(best) = lines.first() {
                run.result.best_move = best.pv.first().copied();
                run.result.ponder = best.pv.get(1).copied();
            }
            run.result.lines = lines;
            run.interrupted = None;
            self.limits_armed = true;
            if self.stopped || self.out_of_budget(ctx) {
                return Leg::Finished;
            }
            run.depth += 1;
            run.line = 1;
            if self.slicer.is_spent(self.nodes, ctx.clock) {
                return Leg::Paused;
            }
        }
        Leg::Finished
    }

    /// The answer at a root the tables cover: each best move with its value and the line to
    /// mate, without searching.
    fn table_result(
        &mut self,
        root: &Position,
        limits: &Limits,
        tables: Option<&Tablebases>,
        clock: &dyn Clock,
        start: f64,
        on_info: &mut dyn FnMut(&Info),
    ) -> Option<SearchResult> {
        let tables = tables?;
        probe(Some(tables), root)?;
        let moves = tables.probe_moves(root).ok()?;
        let wanted = limits.multipv.clamp(1, 5).min(moves.len());
        let mut result = SearchResult::default();
        for (i, &(mv, value)) in moves.iter().take(wanted).enumerate() {
            let mut pv = vec![mv];
            pv.extend(tables.principal_line(&root.after(mv), MAX_PLY - 1));
            let info = Info {
                depth: 1,
                seldepth: pv.len() as u32,
                multipv: i + 1,
                score: Score::from_internal(table_score(value, 0)),
                nodes: 0,
                time_ms: (clock.now_ms() - start).max(0.0),
                nps: 0,
                hashfull: self.table.hashfull(),
                pv,
            };
            on_info(&info);
            result.lines.push(info);
        }
        result.best_move = result.lines.first().and_then(|l| l.pv.first().copied());
        result.ponder = result.lines.first().and_then(|l| l.pv.get(1).copied());
        Some(result)
    }

    /// The report on one line of one depth.
    fn info(&self, depth: u32, multipv: usize, score: i32, pv: Vec<Move>, elapsed_ms: f64) -> Info {
        let time_ms = elapsed_ms.max(0.0);
        Info {
            depth,
            seldepth: self.seldepth.max(depth as usize) as u32,
            multipv,
            score: Score::from_internal(score),
            nodes: self.nodes,
            time_ms,
            nps: if time_ms > 0.0 {
                (self.nodes as f64 * 1000.0 / time_ms) as u64
            } else {
                0
            },
            hashfull: self.table.hashfull(),
            pv,
        }
    }

    /// The root search, first in a narrow window around the last depth's score (most
    /// searches land inside it and finish sooner), widened whenever the score falls outside.
    /// `window` is the attempt in progress: a slice that runs out leaves it there, so that the
    /// next slice takes up the same attempt (starting over from the narrow window would search
    /// with bounds that the table's newer entries no longer answer, and might never get on).
    fn aspiration(
        &mut self,
        root: &Position,
        depth: i32,
        previous: Option<i32>,
        window: &mut Option<Window>,
        ctx: &Context,
    ) -> i32 {
        let Some(guess) = previous.filter(|g| depth >= 5 && g.abs() < MATE_BOUND) else {
            let score = self.alphabeta(root, depth, -INFINITY, INFINITY, 0, ctx, true);
            if !self.stopped {
                self.slicer.caught_up(self.nodes, ctx.clock);
            }
            return score;
        };
        let half = self.params.aspiration;
        let w = window.get_or_insert(Window {
            alpha: guess - half,
            beta: guess + half,
            delta: half,
        });
        loop {
            // Only what this attempt finds may stand in for an interrupted depth.
            self.root_best = None;
            let score = self.alphabeta(root, depth, w.alpha, w.beta, 0, ctx, true);
            if self.stopped {
                return score;
            }
            self.slicer.caught_up(self.nodes, ctx.clock);
            if score <= w.alpha {
                w.alpha = (w.alpha - w.delta).max(-INFINITY);
            } else if score >= w.beta {
                w.beta = (w.beta + w.delta).min(INFINITY);
            } else {
                *window = None;
                return score;
            }
            w.delta *= 2;
            if w.delta > 500 {
                w.alpha = -INFINITY;
                w.beta = INFINITY;
            }
        }
    }

    /// Whether a limit says no further depth. The move time is used to its end: a depth it
    /// cuts short still counts when it found a better first move, and otherwise costs nothing.
    fn out_of_budget(&self, ctx: &Context) -> bool {
        self.deadline.is_some_and(|d| ctx.clock.now_ms() >= d)
            || self.node_limit.is_some_and(|limit| self.nodes >= limit)
            || (ctx.stop)()
    }
}
