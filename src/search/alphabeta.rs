//! Alpha-beta: principal variation search with a transposition table, extensions for checks,
//! pawn endings entered and pawns on the seventh rank,
//! reverse futility, null-move pruning, futility and late-move pruning, pruning of quiet moves
//! with a bad history or a losing exchange, and late-move reductions. Draws inside the tree
//! score 0.

use super::ordering::{Played, is_capture, pick_best};
use super::see::see_ge;
use super::table::{Bound, encode, from_table, matches_code, to_table};
use super::{Context, INFINITY, MATE, MATE_BOUND, MAX_PLY, MoveBuffer, Searcher, probe, table_score};
use crate::bitboard::Bitboard;
use crate::board::Position;
use crate::eval::evaluate_cached;
use crate::moves::Move;
use crate::types::Role;

impl Searcher {
    /// Polls the limits every 1024 nodes: one reached stops the search.
    #[inline]
    pub(super) fn check_limits(&mut self, ctx: &Context) {
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
    pub(super) fn is_repetition(&self, pos: &Position) -> bool {
        let n = self.keys.len();
        let key = pos.hash();
        let window = (pos.halfmove_clock() as usize).min(n.saturating_sub(1));
        (2..=window).step_by(2).any(|back| self.keys[n - 1 - back] == key)
    }

    #[allow(clippy::too_many_arguments)]
    pub(super) fn alphabeta(
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
        if self.slicer.catching_up {
            self.slicer.enter(ply, pos.hash(), self.nodes, ctx.clock);
        }
        // A slice ends only where a node of depth 2 or more begins (see `slice.rs`).
        if depth >= 2 && self.limits_armed && self.slicer.is_over(self.nodes, ctx.clock) {
            self.slicer.pause(&self.keys[self.line_start..]);
            self.stopped = true;
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
                return evaluate_cached(pos, &mut self.eval_cache);
            }
        }
        if in_check {
            depth += 1;
        }
        if depth <= 0 {
            return self.quiescence(pos, alpha, beta, ply, ctx, true);
        }

        let entry = self.table.probe(pos.hash());
        // At the root, the last depth's best move goes first even when the table has lost it:
        // a depth cut short then answers with that move or one proven better, never with a
        // move searched first by chance.
        let tt_code = match entry {
            Some(e) if e.mv != 0 => e.mv,
            _ if ply == 0 => self.root_move.map_or(0, encode),
            _ => 0,
        };
        if let Some(e) = entry
            && !pv_node
            && ply > 0
            && e.depth >= depth
            && let Some(score) = e.cutoff(ply, alpha, beta)
        {
            return score;
        }

        let raw_eval = if in_check {
            None
        } else {
            Some(
                entry
                    .and_then(|e| e.eval)
                    .unwrap_or_else(|| evaluate_cached(pos, &mut self.eval_cache)),
            )
        };
        self.evals[ply] = raw_eval.unwrap_or(-INFINITY);
        // Where the table's bound says the position is worth more (or less) than it looks, the
        // pruning below goes by that instead.
        let static_eval = match (raw_eval, entry) {
            (None, _) => -INFINITY,
            (Some(eval), Some(e)) if e.score.abs() < MATE_BOUND => {
                let score = from_table(e.score, ply);
                let closer = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => score > eval,
                    Bound::Upper => score < eval,
                };
                if closer { score } else { eval }
            }
            (Some(eval), _) => eval,
        };
        // Better than two plies ago (our last turn): pruning can be bolder when not.
        let improving = !in_check && (ply < 2 || self.evals[ply] > self.evals[ply - 2]);
        let us = pos.turn();
        let has_pieces = (pos.by_color(us) & !pos.by_role(Role::Pawn) & !pos.by_role(Role::King)).nonempty();

        if !pv_node && !in_check && ply > 0 && beta.abs() < MATE_BOUND {
            // Reverse futility: far above beta near the leaves, a quiet move will not fall.
            if depth <= 6 && static_eval - self.params.rfp_margin * (depth - improving as i32) >= beta {
                return static_eval;
            }
            // Null move: if passing still beats beta, a real move will too (not in zugzwang-prone
            // positions where only pawns are left).
            if allow_null && depth >= 3 && static_eval >= beta && has_pieces {
                let reduction = 3 + depth / 3 + ((static_eval - beta) / self.params.null_margin).min(3);
                let null = pos.after_null_move();
                self.keys.push(null.hash());
                self.ordering.push(ply, Played::NONE);
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
        // Without a move from the table this node was not searched before: search it a little
        // shallower, and the table will have a move for the next, deeper visit.
        if depth >= 4 && tt_code == 0 && !in_check {
            depth -= 1;
        }

        let mut buffer = self.take_buffer(ply);
        let MoveBuffer { moves, keys } = &mut *buffer;
        pos.legal_moves_into(moves);
        if moves.is_empty() {
            self.give_back(ply, buffer);
            return if in_check { -MATE + ply as i32 } else { 0 };
        }

        // The table's move goes first, before the others are scored: when it cuts off, as it
        // mostly does, scoring them would be wasted.
        let table_move_first = match moves.iter().position(|&mv| matches_code(mv, tt_code)) {
            Some(at) => {
                moves.swap(0, at);
                true
            }
            None => false,
        };
        // Where the moves not scored yet begin (none are left once it is usize::MAX).
        let mut unscored = table_move_first as usize;
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut bound = Bound::Upper;
        let mut searched = 0;
        // Once a move's turn has come, its sort key is no longer needed and records what
        // became of it: the moves searched here that did not cut off lose history if one does.
        const PRUNED: i32 = 0;
        const QUIET_TRIED: i32 = 1;
        const CAPTURE_TRIED: i32 = 2;
        for i in 0..moves.len() {
            if i == unscored {
                for (key, &mv) in keys[i..].iter_mut().zip(&moves[i..]) {
                    *key = self.ordering.score(pos, mv, ply);
                }
                unscored = usize::MAX;
            }
            // Selection sort: the best remaining move next, as most nodes cut off early.
            let mv = if i == 0 && table_move_first {
                moves[0]
            } else {
                pick_best(moves, keys, i)
            };
            keys[i] = PRUNED;
            if ply == 0 && self.excluded.contains(&mv) {
                continue;
            }
            let quiet = !is_capture(pos, mv) && mv.promotion.is_none();
            let played = Played::of(pos, mv);
            let extension = extension(pos, mv);
            // Known before the move is made, so that a pruned move is never made. Only the
            // pruning and the reductions below ask, and only of later moves out of check
            // without an extension: the first move, which mostly cuts off, does not pay for it.
            let gives_check = searched > 0 && !in_check && extension == 0 && pos.gives_check(mv);
            if !pv_node && !in_check && !gives_check && extension == 0 && searched > 0 && alpha.abs() < MATE_BOUND {
                if quiet {
                    // Futility: near the leaves, a quiet move cannot lift a hopeless static score.
                    if depth <= 4
                        && static_eval + self.params.futility_base + self.params.futility_depth * depth <= alpha
                    {
                        continue;
                    }
                    // Late quiet moves at low depth, after the good ones, are rarely worth a look.
                    let late = (self.params.late_moves + depth * depth) / (2 - improving as i32);
                    if depth <= 5 && searched >= late as usize {
                        continue;
                    }
                    // A quiet move with a bad record, or that hands material over, near the
                    // leaves.
                    if depth <= 3 && self.ordering.quiet_score(ply, played) < -self.params.history_prune * depth {
                        continue;
                    }
                    if depth <= 6 && !see_ge(pos, mv, -self.params.see_quiet * depth * depth) {
                        continue;
                    }
                } else if depth <= 3 && !see_ge(pos, mv, -self.params.see_capture * depth) {
                    // A capture that loses this much near the leaves will not come back.
                    continue;
                }
            }
            let child = pos.after(mv);
            let key = child.hash();
            self.table.prefetch(key);
            self.keys.push(key);
            self.ordering.push(ply, played);
            let new_depth = depth - 1 + extension;
            let score = if searched == 0 {
                -self.alphabeta(&child, new_depth, -beta, -alpha, ply + 1, ctx, true)
            } else {
                // Late quiet moves, and captures that lose material, are searched shallower
                // first, with a null window: the later and the deeper, the more; for quiet
                // moves less when they refuted before or have a good history, more when the
                // position is getting worse.
                let reduction = if depth >= 3 && !in_check && !gives_check && extension == 0 {
                    let base = self.reductions[depth.min(63) as usize][(searched + 1).min(63)] as i32;
                    if quiet {
                        let mut r = base - pv_node as i32 + !improving as i32;
                        r -= self.ordering.is_refutation(ply, mv) as i32;
                        r -= self.ordering.quiet_score(ply, played) / self.params.lmr_history;
                        r.clamp(0, depth - 2)
                    } else if !pv_node && mv.promotion.is_none() && !see_ge(pos, mv, 0) {
                        // A capture that loses material in the exchange: half as much.
                        (base / 2).clamp(1, depth - 2)
                    } else {
                        0
                    }
                } else {
                    0
                };
                let mut score = -self.alphabeta(&child, new_depth - reduction, -alpha - 1, -alpha, ply + 1, ctx, true);
                if score > alpha && reduction > 0 {
                    score = -self.alphabeta(&child, new_depth, -alpha - 1, -alpha, ply + 1, ctx, true);
                }
                if score > alpha && score < beta {
                    score = -self.alphabeta(&child, new_depth, -beta, -alpha, ply + 1, ctx, true);
                }
                score
            };
            self.keys.pop();
            searched += 1;
            if self.stopped {
                self.give_back(ply, buffer);
                return 0;
            }
            if score > best {
                best = score;
                // Only a move that raised alpha is known to be the best: when every move fails
                // low, the highest of their bounds says nothing about which is, and the table
                // keeps the move it had. (Storing that move instead made the root search the
                // wrong move first after a fail low, and a depth cut short there answered with
                // it: in WAC.041, Rf4 at +1.09 instead of Ka5, worth +12.55.)
                if score > alpha {
                    best_move = Some(mv);
                    alpha = score;
                    bound = Bound::Exact;
                    let (head, tail) = self.pv.split_at_mut(ply + 1);
                    head[ply].clear();
                    head[ply].push(mv);
                    head[ply].extend_from_slice(&tail[0]);
                    // A fail high at the root is recorded too: that move is at least this good.
                    if ply == 0 {
                        self.root_best = Some((score, self.pv[0].clone()));
                    }
                    if score >= beta {
                        bound = Bound::Lower;
                        let bonus = self.params.history_bonus(depth);
                        if quiet {
                            let tried = tried_moves(moves, keys, i, QUIET_TRIED);
                            self.ordering.reward(pos, mv, tried, bonus, ply);
                        }
                        let capture = (!quiet).then_some(mv);
                        let tried = tried_moves(moves, keys, i, CAPTURE_TRIED);
                        self.ordering.reward_captures(pos, capture, tried, bonus);
                        break;
                    }
                }
            }
            keys[i] = if quiet { QUIET_TRIED } else { CAPTURE_TRIED };
        }
        self.give_back(ply, buffer);
        if searched == 0 {
            // Every root move was excluded (cannot happen: MultiPV is capped by the move count).
            return -INFINITY;
        }
        if ply > 0 || self.excluded.is_empty() {
            self.table
                .store(pos.hash(), best_move, to_table(best, ply), raw_eval, depth, bound);
        }
        best
    }
}

/// How many plies deeper a move is searched: a capture of the last piece by a king or pawn,
/// which leaves a pawn ending whose outcome lies far ahead, by [`PAWN_ENDING_EXTENSION`]; a
/// pawn pushed to its seventh rank, one step from queening, by one. Neither can happen more
/// than a few times on a line, so the tree stays finite.
fn extension(pos: &Position, mv: Move) -> i32 {
    if mv.promotion.is_some() {
        return 0;
    }
    let pawns = pos.by_role(Role::Pawn);
    let kings_and_pawns = pos.by_role(Role::King) | pawns;
    if kings_and_pawns.contains(mv.from) && pos.occupied() & !kings_and_pawns == Bitboard::from_square(mv.to) {
        PAWN_ENDING_EXTENSION
    } else if pawns.contains(mv.from) && mv.to.rank().relative(pos.turn()).index() == 6 {
        1
    } else {
        0
    }
}

/// Plies added to the search of a pawn ending just entered (3 played better than 2 on the
/// endings of `tests/bench/endings.fen`; see `tests/bench/engine-changes.md`, session 16).
const PAWN_ENDING_EXTENSION: i32 = 3;

/// The moves before place `end` whose key records `mark` (see the move loop), in the order
/// they were searched.
fn tried_moves<'a>(moves: &'a [Move], keys: &'a [i32], end: usize, mark: i32) -> impl Iterator<Item = Move> + 'a {
    moves[..end]
        .iter()
        .zip(&keys[..end])
        .filter(move |&(_, &k)| k == mark)
        .map(|(&mv, _)| mv)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::{Clock, Limits};

    struct Still;
    impl Clock for Still {
        fn now_ms(&self) -> f64 {
            0.0
        }
    }

    #[test]
    fn a_fail_low_keeps_the_table_move() {
        let mut fail_lows = 0;
        for fen in [
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "1k6/5RP1/1P6/1K6/6r1/8/8/8 w - - 0 1",
            "2rq1rk1/pp3ppp/2n2b2/4NR2/3P4/PB5Q/1P4PP/3R2K1 w - - 0 1",
        ] {
            let pos: Position = fen.parse().unwrap();
            let mut searcher = Searcher::new(8);
            let limits = Limits {
                depth: Some(6),
                ..Limits::default()
            };
            let best = searcher
                .search(&[pos], &limits, &Still, &|| false, &mut |_| {})
                .best_move;
            let table_move = |searcher: &Searcher| searcher.table.probe(pos.hash()).map(|e| e.mv);
            assert_eq!(table_move(&searcher), best.map(encode), "{fen}");
            // Every move fails low against an alpha above the position's score: the bounds
            // they return do not say which is best, so the table keeps its move.
            let ctx = Context {
                clock: &Still,
                stop: &|| false,
                tables: None,
            };
            let exact = searcher.table.probe(pos.hash()).unwrap().score;
            for above in [50, 100, 200, 400] {
                // Only the root's entry is kept, so that the moves' bounds come from new
                // searches rather than from the exact scores the table holds for them.
                searcher.table.clear();
                searcher.table.store(pos.hash(), best, exact, None, 6, Bound::Exact);
                searcher.keys = vec![pos.hash()];
                searcher.excluded.clear();
                let alpha = exact + above;
                if searcher.alphabeta(&pos, 6, alpha, alpha + 1, 0, &ctx, true) > alpha {
                    // Searched again from scratch, the position can come out better.
                    continue;
                }
                fail_lows += 1;
                assert_eq!(table_move(&searcher), best.map(encode), "{fen}, {above} above");
            }
        }
        assert!(fail_lows >= 12, "{fail_lows}");
    }

    fn extension_of(fen: &str, uci: &str) -> i32 {
        let pos: Position = fen.parse().unwrap();
        let mv = pos.parse_uci(uci).unwrap();
        extension(&pos, mv)
    }

    #[test]
    fn entering_a_pawn_ending_is_searched_deeper() {
        // The king or a pawn takes the last piece: a pawn ending.
        assert_eq!(
            extension_of("8/5k2/8/4r3/3P4/4K3/8/8 w - - 0 1", "d4e5"),
            PAWN_ENDING_EXTENSION
        );
        assert_eq!(
            extension_of("8/5k2/8/8/3P4/4K3/4r3/8 w - - 0 1", "e3e2"),
            PAWN_ENDING_EXTENSION
        );
        // A piece takes it, or another piece is left: not a pawn ending.
        assert_eq!(extension_of("8/5k2/8/R3r3/3P4/4K3/8/8 w - - 0 1", "a5e5"), 0);
        assert_eq!(extension_of("8/5k2/8/4r3/3P4/4K3/8/7N w - - 0 1", "d4e5"), 0);
        // A quiet move in a pawn ending, and a pawn taking a pawn.
        assert_eq!(extension_of("8/5k2/8/4p3/3P4/4K3/8/8 w - - 0 1", "e3d3"), 0);
        assert_eq!(extension_of("8/5k2/8/4p3/3P4/4K3/8/8 w - - 0 1", "d4e5"), 0);
    }

    #[test]
    fn a_pawn_reaching_its_seventh_rank_is_searched_deeper() {
        assert_eq!(extension_of("8/5k2/3P4/8/8/4K3/8/r7 w - - 0 1", "d6d7"), 1);
        assert_eq!(extension_of("R7/8/8/5k2/8/4K3/3p4/8 b - - 0 1", "d2d1q"), 0);
        assert_eq!(extension_of("R7/8/8/5k2/3p4/8/5K2/8 b - - 0 1", "d4d3"), 0);
        assert_eq!(extension_of("R7/8/8/5k2/8/3p4/8/5K2 b - - 0 1", "d3d2"), 1);
    }
}
