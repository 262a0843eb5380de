//! Quiescence search: at the end of the main search, captures and promotions (every evasion
//! when in check) are played out until the position is quiet, so that no score is taken in the
//! middle of an exchange. At its first ply (`checks`), quiet checks are tried as well. It
//! shares the transposition table with the main search, storing its results at depth 0.

use super::ordering::{is_capture, mvv_lva, pick_best};
use super::see::see_ge;
use super::table::{Bound, matches_code, to_table};
use super::{Context, INFINITY, MATE, MAX_PLY, MoveBuffer, Searcher, probe, table_score};
use crate::board::Position;
use crate::eval::{VALUES, evaluate_cached};
use crate::moves::Move;

impl Searcher {
    pub(super) fn quiescence(
        &mut self,
        pos: &Position,
        alpha: i32,
        beta: i32,
        ply: usize,
        ctx: &Context,
        checks: bool,
    ) -> i32 {
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
            return evaluate_cached(pos, &mut self.eval_cache);
        }
        // The table: a bound that settles the window ends the search here; otherwise its move
        // goes first and its evaluation saves making one.
        let entry = self.table.probe(pos.hash());
        if let Some(e) = entry
            && beta - alpha == 1
            && let Some(score) = e.cutoff(ply, alpha, beta)
        {
            return score;
        }
        let eval = (!in_check).then(|| {
            entry
                .and_then(|e| e.eval)
                .unwrap_or_else(|| evaluate_cached(pos, &mut self.eval_cache))
        });
        let stand_pat = eval.unwrap_or(-INFINITY);
        if stand_pat >= beta {
            self.table
                .store(pos.hash(), None, to_table(stand_pat, ply), eval, 0, Bound::Lower);
            return stand_pat;
        }
        let tt_code = entry.map_or(0, |e| e.mv);
        // In check every evasion is searched; otherwise captures and promotions only.
        let mut buffer = self.take_buffer(ply);
        let MoveBuffer { moves, keys } = &mut *buffer;
        if in_check {
            pos.legal_moves_into(moves);
        } else {
            pos.legal_captures_into(moves);
        }
        if in_check && moves.is_empty() {
            self.give_back(ply, buffer);
            return -MATE + ply as i32;
        }
        for (key, &mv) in keys.iter_mut().zip(moves.iter()) {
            *key = if matches_code(mv, tt_code) {
                i32::MAX
            } else {
                mvv_lva(pos, mv)
            };
        }
        let mut found = Found {
            score: stand_pat,
            mv: None,
            alpha: alpha.max(stand_pat),
        };
        for i in 0..moves.len() {
            let mv = pick_best(moves, keys, i);
            if !in_check && mv.promotion.is_none() {
                // Delta pruning: even winning the piece would not lift the score to alpha.
                let gain = pos.piece_at(mv.to).map_or(VALUES[0].eg, |p| VALUES[p.role.index()].eg);
                if stand_pat + gain + self.params.delta_margin < found.alpha {
                    continue;
                }
                // A capture that loses material in the exchange is not worth a look here.
                if !see_ge(pos, mv, 0) {
                    continue;
                }
            }
            if self.quiescence_move(pos, mv, &mut found, beta, ply, ctx) {
                break;
            }
        }
        // At the first ply, quiet moves that give check and lose nothing in the exchange are
        // searched too: a mate just past the horizon is found, and a checking attack that a
        // capture alone would not reveal.
        if checks && !in_check && !self.stopped && found.score < beta {
            pos.legal_moves_into(moves);
            for &mv in moves.iter() {
                if is_capture(pos, mv) || mv.promotion.is_some() || !pos.gives_check(mv) || !see_ge(pos, mv, 0) {
                    continue;
                }
                if self.quiescence_move(pos, mv, &mut found, beta, ply, ctx) {
                    break;
                }
            }
        }
        self.give_back(ply, buffer);
        if self.stopped {
            return 0;
        }
        let Found {
            score: best,
            mv: best_move,
            ..
        } = found;
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table
            .store(pos.hash(), best_move, to_table(best, ply), eval, 0, bound);
        best
    }

    /// Plays `mv` from `pos`, searches the position one ply deeper and folds its score into
    /// `found`. True when this node is done: the search stopped, or the score reached beta.
    fn quiescence_move(
        &mut self,
        pos: &Position,
        mv: Move,
        found: &mut Found,
        beta: i32,
        ply: usize,
        ctx: &Context,
    ) -> bool {
        let child = pos.after(mv);
        self.table.prefetch(child.hash());
        let score = -self.quiescence(&child, -beta, -found.alpha, ply + 1, ctx, false);
        if self.stopped {
            return true;
        }
        if score > found.score {
            found.score = score;
            if score > found.alpha {
                found.mv = Some(mv);
                found.alpha = score;
            }
        }
        score >= beta
    }
}

/// What a quiescence node has found so far: its best score and move, and alpha raised by them.
struct Found {
    score: i32,
    mv: Option<Move>,
    alpha: i32,
}
