//! A short search: iterative deepening alpha-beta with principal variation search, quiescence,
//! a transposition table, move ordering (hash move, MVV-LVA, killers, history), check
//! extension, null-move pruning and late-move reductions.
//!
//! Draws are scored 0 inside the tree: one repetition of a position in the game or the search
//! line, the fifty-move rule, and any position where neither side can force mate (which covers
//! insufficient material). The search knows no clock of its own: the caller passes one in
//! (`Clock`), so the same code runs natively and in a browser worker.

use crate::board::Position;
use crate::eval::{VALUES, evaluate};
use crate::moves::{MAX_MOVES, Move};
use crate::tablebase::{MAX_MEN, Tablebases, Value};
use crate::types::Role;

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
    pub pv: Vec<Move>,
}

/// The outcome of a search: the move to play and the last report on every line.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SearchResult {
    pub best_move: Option<Move>,
    pub ponder: Option<Move>,
    pub lines: Vec<Info>,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    mv: u16,
    score: i16,
    depth: i8,
    bound: u8,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;

/// The transposition table: what earlier searches learnt about positions, by Zobrist key.
struct Table {
    entries: Vec<Entry>,
}

impl Table {
    fn new(megabytes: usize) -> Table {
        let wanted = (megabytes.max(1) << 20) / std::mem::size_of::<Entry>();
        // A power of two, so an index is a mask of the key.
        let len = 1usize << (usize::BITS - 1 - wanted.leading_zeros());
        Table {
            entries: vec![Entry::default(); len],
        }
    }

    #[inline]
    fn slot(&self, key: u64) -> usize {
        (key as usize) & (self.entries.len() - 1)
    }

    #[inline]
    fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[self.slot(key)];
        (e.key == key && e.bound != 0).then_some(e)
    }

    #[inline]
    fn store(&mut self, key: u64, mv: Option<Move>, score: i32, depth: i32, bound: u8) {
        let slot = self.slot(key);
        let old = self.entries[slot];
        // Keep a deeper result for the same position unless this one is exact.
        if old.key == key && old.depth as i32 > depth && bound != EXACT {
            return;
        }
        let mv = mv.map(encode).unwrap_or(if old.key == key { old.mv } else { 0 });
        self.entries[slot] = Entry {
            key,
            mv,
            score: score as i16,
            depth: depth.clamp(-1, 127) as i8,
            bound,
        };
    }

    fn clear(&mut self) {
        self.entries.iter_mut().for_each(|e| *e = Entry::default());
    }
}

fn encode(mv: Move) -> u16 {
    let promo = mv.promotion.map_or(0, |r| r.index() as u16);
    mv.from.index() as u16 | (mv.to.index() as u16) << 6 | promo << 12
}

fn matches_code(mv: Move, code: u16) -> bool {
    code != 0 && encode(mv) == code
}

/// Mate scores are stored relative to the node, not the root, so they stay true wherever the
/// position turns up again.
fn to_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score + ply as i32
    } else if score <= -MATE_BOUND {
        score - ply as i32
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    if score >= MATE_BOUND {
        score - ply as i32
    } else if score <= -MATE_BOUND {
        score + ply as i32
    } else {
        score
    }
}

/// A search engine: its tables survive from one search to the next.
pub struct Searcher {
    table: Table,
    killers: Vec<[Option<Move>; 2]>,
    history: Box<[[i32; 64]; 12]>,
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
    deadline: Option<f64>,
    node_limit: Option<u64>,
    /// Limits apply only once depth 1 is complete, so there is always a move to play.
    limits_armed: bool,
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
    /// A searcher with a transposition table of about `hash_mb` megabytes.
    pub fn new(hash_mb: usize) -> Searcher {
        Searcher {
            table: Table::new(hash_mb),
            killers: vec![[None; 2]; MAX_PLY + 1],
            history: Box::new([[0; 64]; 12]),
            pv: vec![Vec::new(); MAX_PLY + 1],
            keys: Vec::new(),
            nodes: 0,
            seldepth: 0,
            stopped: false,
            excluded: Vec::new(),
            root_best: None,
            deadline: None,
            node_limit: None,
            limits_armed: false,
        }
    }

    /// Resizes (and clears) the transposition table.
    pub fn set_hash_mb(&mut self, hash_mb: usize) {
        self.table = Table::new(hash_mb);
    }

    /// Forgets everything learnt (for a new game).
    pub fn clear(&mut self) {
        self.table.clear();
        self.history.iter_mut().for_each(|row| row.fill(0));
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
        let Some(root) = history.last() else {
            return SearchResult::default();
        };
        let start = clock.now_ms();
        if let Some(result) = self.table_result(root, limits, tables, clock, start, on_info) {
            return result;
        }
        let ctx = Context { clock, stop, tables };
        self.keys = history.iter().map(Position::hash).collect();
        self.nodes = 0;
        self.stopped = false;
        self.limits_armed = false;
        self.deadline = limits.movetime_ms.map(|ms| start + ms);
        self.node_limit = limits.nodes;
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        for row in self.history.iter_mut() {
            row.iter_mut().for_each(|h| *h /= 8);
        }

        let root_moves = root.legal_moves();
        if root_moves.is_empty() {
            return SearchResult::default();
        }
        let lines_wanted = limits.multipv.clamp(1, 5).min(root_moves.len());
        let max_depth = limits.depth.unwrap_or(MAX_PLY as u32 - 1).clamp(1, MAX_PLY as u32 - 1);
        let mut result = SearchResult::default();

        for depth in 1..=max_depth {
            self.excluded.clear();
            let mut lines = Vec::new();
            for line in 1..=lines_wanted {
                self.seldepth = 0;
                self.root_best = None;
                let previous = result.lines.get(line - 1).map(|info| internal(info.score));
                let score = self.aspiration(root, depth as i32, previous, &ctx);
                if self.stopped {
                    // An interrupted depth still counts if it found a better first move.
                    if line == 1
                        && let Some((score, pv)) = self.root_best.take()
                    {
                        let info = self.info(depth, 1, score, pv, clock.now_ms() - start);
                        if result.lines.is_empty() || lines_wanted == 1 {
                            result.best_move = info.pv.first().copied();
                            result.ponder = info.pv.get(1).copied();
                            on_info(&info);
                            result.lines = vec![info];
                        }
                    }
                    break;
                }
                let pv = self.pv[0].clone();
                let Some(&first) = pv.first() else { break };
                self.excluded.push(first);
                lines.push(self.info(depth, line, score, pv, clock.now_ms() - start));
            }
            if self.stopped && depth > 1 {
                break;
            }
            // The lines of one depth, best first (a later line can come out better when an
            // earlier one's score was cut short by the window; keep the reported order sane).
            lines.sort_by_key(|line| std::cmp::Reverse(internal(line.score)));
            for (i, info) in lines.iter_mut().enumerate() {
                info.multipv = i + 1;
                on_info(info);
            }
            if let Some(best) = lines.first() {
                result.best_move = best.pv.first().copied();
                result.ponder = best.pv.get(1).copied();
            }
            result.lines = lines;
            self.limits_armed = true;
            if self.stopped || self.out_of_budget(&ctx, start) {
                break;
            }
        }
        result
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
            pv,
        }
    }

    /// The root search, first in a narrow window around the last depth's score (most
    /// searches land inside it and finish sooner), widened whenever the score falls outside.
    fn aspiration(&mut self, root: &Position, depth: i32, previous: Option<i32>, ctx: &Context) -> i32 {
        let Some(guess) = previous.filter(|g| depth >= 5 && g.abs() < MATE_BOUND) else {
            return self.alphabeta(root, depth, -INFINITY, INFINITY, 0, ctx, true);
        };
        let mut delta = 30;
        let (mut alpha, mut beta) = (guess - delta, guess + delta);
        loop {
            // Only what this attempt finds may stand in for an interrupted depth.
            self.root_best = None;
            let score = self.alphabeta(root, depth, alpha, beta, 0, ctx, true);
            if self.stopped {
                return score;
            }
            if score <= alpha {
                alpha = (alpha - delta).max(-INFINITY);
            } else if score >= beta {
                beta = (beta + delta).min(INFINITY);
            } else {
                return score;
            }
            delta *= 2;
            if delta > 500 {
                alpha = -INFINITY;
                beta = INFINITY;
            }
        }
    }

    /// Whether starting another depth is pointless: the next one would not finish in time.
    fn out_of_budget(&self, ctx: &Context, start: f64) -> bool {
        if let Some(deadline) = self.deadline {
            // Each depth takes a few times longer than the last.
            let now = ctx.clock.now_ms();
            if now - start > (deadline - start) * 0.6 {
                return true;
            }
        }
        self.node_limit.is_some_and(|limit| self.nodes >= limit) || (ctx.stop)()
    }

    /// Polls the limits every few thousand nodes.
    #[inline]
    fn check_limits(&mut self, ctx: &Context) {
        if !self.limits_armed || self.nodes & 1023 != 0 {
            return;
        }
        if self.node_limit.is_some_and(|limit| self.nodes >= limit)
            || self.deadline.is_some_and(|d| ctx.clock.now_ms() >= d)
            || (ctx.stop)()
        {
            self.stopped = true;
        }
    }

    /// Whether the position at the top of the key stack occurred before, within reach of
    /// reversible moves: one repetition is enough to score a draw inside the tree.
    fn is_repetition(&self, pos: &Position) -> bool {
        let n = self.keys.len();
        let key = pos.hash();
        let window = (pos.halfmove_clock() as usize).min(n.saturating_sub(1));
        (2..=window).step_by(2).any(|back| self.keys[n - 1 - back] == key)
    }

    #[allow(clippy::too_many_arguments)]
    fn alphabeta(
        &mut self,
        pos: &Position,
        mut depth: i32,
        mut alpha: i32,
        mut beta: i32,
        ply: usize,
        ctx: &Context,
        allow_null: bool,
    ) -> i32 {
        self.pv[ply].clear();
        self.check_limits(ctx);
        if self.stopped {
            return 0;
        }
        self.nodes += 1;
        let pv_node = beta - alpha > 1;
        let in_check = pos.is_check();

        if ply > 0 {
            if !self.is_repetition(pos)
                && pos.halfmove_clock() < 100
                && let Some(value) = probe(ctx.tables, pos)
            {
                return table_score(value, ply);
            }
            // Drawn positions score 0, but a mate on the board still counts as a mate.
            if self.is_repetition(pos) || !pos.sufficient_material_to_force_checkmate() || pos.halfmove_clock() >= 100 {
                return if in_check && pos.count_legal_moves() == 0 {
                    -MATE + ply as i32
                } else {
                    0
                };
            }
            // No mate can be shorter than one already found.
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
            if ply >= MAX_PLY {
                return evaluate(pos);
            }
        }
        if in_check {
            depth += 1;
        }
        if depth <= 0 {
            return self.quiescence(pos, alpha, beta, ply, ctx);
        }

        let entry = self.table.probe(pos.hash());
        let tt_code = entry.map_or(0, |e| e.mv);
        if let Some(e) = entry
            && !pv_node
            && ply > 0
            && e.depth as i32 >= depth
        {
            let score = from_table(e.score as i32, ply);
            if e.bound == EXACT || (e.bound == LOWER && score >= beta) || (e.bound == UPPER && score <= alpha) {
                return score;
            }
        }

        let static_eval = if in_check { -INFINITY } else { evaluate(pos) };
        let us = pos.turn();
        let has_pieces = (pos.by_color(us) & !pos.by_role(Role::Pawn) & !pos.by_role(Role::King)).nonempty();

        if !pv_node && !in_check && ply > 0 && beta.abs() < MATE_BOUND {
            // Reverse futility: far above beta near the leaves, a quiet move will not fall.
            if depth <= 3 && static_eval - 120 * depth >= beta {
                return static_eval;
            }
            // Null move: if passing still beats beta, a real move will too (not in zugzwang-prone
            // positions where only pawns are left).
            if allow_null && depth >= 3 && static_eval >= beta && has_pieces {
                let reduction = 3 + depth / 6;
                let null = pos.after_null_move();
                self.keys.push(null.hash());
                let score = -self.alphabeta(&null, depth - 1 - reduction, -beta, -beta + 1, ply + 1, ctx, false);
                self.keys.pop();
                if self.stopped {
                    return 0;
                }
                if score >= beta {
                    return if score >= MATE_BOUND { beta } else { score };
                }
            }
        }

        let moves = pos.legal_moves();
        if moves.is_empty() {
            return if in_check { -MATE + ply as i32 } else { 0 };
        }

        let mut moves = moves;
        let mut keys = [0i32; MAX_MOVES];
        for (key, &mv) in keys.iter_mut().zip(moves.iter()) {
            *key = self.order_score(pos, mv, tt_code, ply);
        }
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut bound = UPPER;
        let mut searched = 0;
        for i in 0..moves.len() {
            // Selection sort: the best remaining move next, as most nodes cut off early.
            let mv = pick_best(&mut moves, &mut keys, i);
            if ply == 0 && self.excluded.contains(&mv) {
                continue;
            }
            let quiet = !is_capture(pos, mv) && mv.promotion.is_none();
            let child = pos.after(mv);
            let gives_check = child.is_check();
            if quiet && !pv_node && !in_check && !gives_check && searched > 0 && alpha.abs() < MATE_BOUND {
                // Futility: near the leaves, a quiet move cannot lift a hopeless static score.
                if depth <= 2 && static_eval + 100 + 120 * depth <= alpha {
                    continue;
                }
                // Late quiet moves at low depth, after the good ones, are rarely worth a look.
                if depth <= 3 && searched >= 4 + 3 * (depth * depth) as usize {
                    continue;
                }
            }
            self.keys.push(child.hash());
            let score = if searched == 0 {
                -self.alphabeta(&child, depth - 1, -beta, -alpha, ply + 1, ctx, true)
            } else {
                // Late quiet moves are searched shallower first, with a null window.
                let reduction = if depth >= 3 && searched >= 3 && quiet && !in_check && !gives_check {
                    let r = 1 + (searched >= 8) as i32 + (depth >= 8) as i32;
                    (r - pv_node as i32).max(0)
                } else {
                    0
                };
                let mut score = -self.alphabeta(&child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, ctx, true);
                if score > alpha && reduction > 0 {
                    score = -self.alphabeta(&child, depth - 1, -alpha - 1, -alpha, ply + 1, ctx, true);
                }
                if score > alpha && score < beta {
                    score = -self.alphabeta(&child, depth - 1, -beta, -alpha, ply + 1, ctx, true);
                }
                score
            };
            self.keys.pop();
            searched += 1;
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    bound = EXACT;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(mv);
                    head[ply].extend_from_slice(&tail[0]);
                    // A fail high at the root is recorded too: that move is at least this good.
                    if ply == 0 {
                        self.root_best = Some((score, self.pv[0].clone()));
                    }
                    if score >= beta {
                        bound = LOWER;
                        if quiet {
                            self.remember_quiet(pos, mv, depth, ply);
                        }
                        break;
                    }
                }
            }
        }
        if searched == 0 {
            // Every root move was excluded (cannot happen: MultiPV is capped by the move count).
            return -INFINITY;
        }
        if ply > 0 || self.excluded.is_empty() {
            self.table
                .store(pos.hash(), best_move, to_table(best, ply), depth, bound);
        }
        best
    }

    fn quiescence(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize, ctx: &Context) -> i32 {
        self.pv[ply].clear();
        self.check_limits(ctx);
        if self.stopped {
            return 0;
        }
        self.nodes += 1;
        self.seldepth = self.seldepth.max(ply);
        let in_check = pos.is_check();
        if pos.halfmove_clock() < 100
            && let Some(value) = probe(ctx.tables, pos)
        {
            return table_score(value, ply);
        }
        if !pos.sufficient_material_to_force_checkmate() || pos.halfmove_clock() >= 100 {
            return if in_check && pos.count_legal_moves() == 0 {
                -MATE + ply as i32
            } else {
                0
            };
        }
        if ply >= MAX_PLY {
            return evaluate(pos);
        }
        let stand_pat = if in_check { -INFINITY } else { evaluate(pos) };
        if stand_pat >= beta {
            return stand_pat;
        }
        alpha = alpha.max(stand_pat);
        // In check every evasion is searched; otherwise captures and promotions only.
        let moves = if in_check {
            pos.legal_moves()
        } else {
            pos.legal_captures()
        };
        if in_check && moves.is_empty() {
            return -MATE + ply as i32;
        }
        let mut moves = moves;
        let mut keys = [0i32; MAX_MOVES];
        for (key, &mv) in keys.iter_mut().zip(moves.iter()) {
            *key = mvv_lva(pos, mv);
        }
        let mut best = stand_pat;
        for i in 0..moves.len() {
            let mv = pick_best(&mut moves, &mut keys, i);
            if !in_check && mv.promotion.is_none() {
                // Delta pruning: even winning the piece would not lift the score to alpha.
                let gain = pos.piece_at(mv.to).map_or(VALUES[0].eg, |p| VALUES[p.role.index()].eg);
                if stand_pat + gain + 200 < alpha {
                    continue;
                }
                // A capture that loses material in the exchange is not worth a look here.
                if see(pos, mv) < 0 {
                    continue;
                }
            }
            let child = pos.after(mv);
            let score = -self.quiescence(&child, -beta, -alpha, ply + 1, ctx);
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    fn order_score(&self, pos: &Position, mv: Move, tt_code: u16, ply: usize) -> i32 {
        if matches_code(mv, tt_code) {
            return 1_000_000;
        }
        if is_capture(pos, mv) || mv.promotion.is_some() {
            // Captures that lose material wait until after the killer moves.
            let base = if see(pos, mv) >= 0 { 100_000 } else { 85_000 };
            return base + mvv_lva(pos, mv);
        }
        if self.killers[ply][0] == Some(mv) {
            return 90_000;
        }
        if self.killers[ply][1] == Some(mv) {
            return 89_000;
        }
        let piece = pos
            .piece_at(mv.from)
            .map_or(0, |p| p.color.index() * 6 + p.role.index());
        self.history[piece][mv.to.index()].min(80_000)
    }

    fn remember_quiet(&mut self, pos: &Position, mv: Move, depth: i32, ply: usize) {
        if self.killers[ply][0] != Some(mv) {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = Some(mv);
        }
        let piece = pos
            .piece_at(mv.from)
            .map_or(0, |p| p.color.index() * 6 + p.role.index());
        let h = &mut self.history[piece][mv.to.index()];
        *h = (*h + depth * depth).min(80_000);
    }
}

/// Brings the move with the highest key among `i..` to place `i` and returns it.
#[inline]
fn pick_best(moves: &mut [Move], keys: &mut [i32; MAX_MOVES], i: usize) -> Move {
    let mut best = i;
    for j in i + 1..moves.len() {
        if keys[j] > keys[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    keys.swap(i, best);
    moves[i]
}

fn internal(score: Score) -> i32 {
    match score {
        Score::Cp(cp) => cp,
        Score::Mate(n) if n > 0 => MATE - 2 * n,
        Score::Mate(n) => -MATE - 2 * n,
    }
}

#[inline]
fn is_capture(pos: &Position, mv: Move) -> bool {
    pos.by_color(pos.turn().other()).contains(mv.to) || Some(mv.to) == pos.legal_ep_square()
}

/// Piece values for exchanges on one square (the king is never really captured).
const SEE_VALUES: [i32; 6] = [100, 320, 330, 500, 950, 20_000];

/// Static exchange evaluation: what the side to move wins (in centipawns, negative for a loss)
/// if both sides keep capturing on `mv.to` with their least valuable piece, each free to stop.
fn see(pos: &Position, mv: Move) -> i32 {
    let t = crate::movegen::attacks::tables();
    let to = mv.to;
    let mut occupied = pos.occupied().without(mv.from);
    let mut gains = [0i32; 32];
    gains[0] = match pos.piece_at(to) {
        Some(p) => SEE_VALUES[p.role.index()],
        None if Some(to) == pos.legal_ep_square() => {
            // En passant: the captured pawn leaves its own square.
            occupied = occupied.without(crate::types::Square::from_coords(to.file(), mv.from.rank()));
            SEE_VALUES[0]
        }
        None => 0,
    };
    let mut on_square = mv.promotion.map_or_else(
        || pos.piece_at(mv.from).map_or(0, |p| SEE_VALUES[p.role.index()]),
        |r| SEE_VALUES[r.index()],
    );
    let diagonal = pos.by_role(Role::Bishop) | pos.by_role(Role::Queen);
    let straight = pos.by_role(Role::Rook) | pos.by_role(Role::Queen);
    let mut attackers = pos.attackers_to(to, occupied) & occupied;
    let mut side = pos.turn().other();
    let mut depth = 0;
    loop {
        depth += 1;
        if depth >= gains.len() {
            break;
        }
        gains[depth] = on_square - gains[depth - 1];
        let ours = attackers & pos.by_color(side);
        let Some((sq, role)) = Role::ALL
            .into_iter()
            .find_map(|role| (ours & pos.by_role(role)).first().map(|sq| (sq, role)))
        else {
            break;
        };
        on_square = SEE_VALUES[role.index()];
        occupied = occupied.without(sq);
        // Sliders behind the piece that just captured join in.
        attackers |= (t.bishop(to, occupied) & diagonal) | (t.rook(to, occupied) & straight);
        attackers &= occupied;
        side = side.other();
    }
    // The last capture in `gains` was not made; unwind, each side choosing to stop or go on.
    depth -= 1;
    while depth > 0 {
        gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
        depth -= 1;
    }
    gains[0]
}

/// Most valuable victim first, least valuable attacker first; promotions by the new piece.
fn mvv_lva(pos: &Position, mv: Move) -> i32 {
    let victim = pos
        .piece_at(mv.to)
        .map_or(if is_capture(pos, mv) { 100 } else { 0 }, |p| VALUES[p.role.index()].mg);
    let attacker = pos.piece_at(mv.from).map_or(0, |p| VALUES[p.role.index()].mg);
    let promotion = mv.promotion.map_or(0, |r| VALUES[r.index()].mg);
    10 * (victim + promotion) - attacker / 10
}

#[cfg(test)]
mod tests {
    use super::*;

    fn see_of(fen: &str, uci: &str) -> i32 {
        let pos: Position = fen.parse().unwrap();
        see(&pos, pos.parse_uci(uci).unwrap())
    }

    #[test]
    fn static_exchange() {
        // A free pawn; a pawn defended by a pawn taken by a knight; a rook x-ray behind a rook.
        assert_eq!(see_of("4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5"), 100);
        assert_eq!(see_of("4k3/8/2p5/3p4/8/4N3/8/4K3 w - - 0 1", "e3d5"), 100 - 320);
        assert_eq!(see_of("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 100);
        // Two rooks each: after RxP RxR RxR RxR White has lost a rook for a pawn.
        assert_eq!(see_of("3rk3/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5"), 100 - 500);
        // Pawn takes knight defended by a pawn: knight for pawn.
        assert_eq!(see_of("4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5"), 320 - 100);
    }
}
