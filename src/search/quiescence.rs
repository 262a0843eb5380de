//! Quiescence search: at the end of the main search, captures and promotions (every evasion
//! when in check) are played out until the position is quiet, so that no score is taken in the
//! middle of an exchange.

use super::ordering::{mvv_lva, pick_best};
use super::see::see;
use super::{Context, INFINITY, MATE, MAX_PLY, Searcher, probe, table_score};
use crate::board::Position;
use crate::eval::{VALUES, evaluate};
use crate::moves::MAX_MOVES;

impl Searcher {
    pub(super) fn quiescence(&mut self, pos: &Position, mut alpha: i32, beta: i32, ply: usize, ctx: &Context) -> i32 {
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
}
