//! Move ordering: the table's move first, then captures by what they win and by how often the
//! same capture cut off before (capture history; those that lose material after the quiet
//! moves that refuted before), then the killer moves of this ply and
//! the counter-move to the last move, then quiet moves by their history: how often the piece
//! going to that square cut off before, on its own and after the last two moves played
//! (continuation history). Good moves first make most nodes cut off after one or two moves.

use super::MAX_PLY;
use super::see::see_ge;
use crate::board::Position;
use crate::eval::VALUES;
use crate::moves::{MAX_MOVES, Move};

/// The largest history value; updates pull towards it ("gravity"), so old news fades.
const HISTORY_MAX: i32 = 16_384;
/// Pieces (colour and role, 0-11), and a twelfth for "no move" (the root, a null move).
const PIECES: usize = 13;

/// A move as the histories see it: the piece that moved and where it went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Played {
    piece: u8,
    to: u8,
}

impl Played {
    /// No move: before the root, or a null move.
    pub(super) const NONE: Played = Played { piece: 12, to: 0 };

    pub(super) fn of(pos: &Position, mv: Move) -> Played {
        let piece = pos
            .piece_at(mv.from)
            .map_or(12, |p| p.color.index() * 6 + p.role.index());
        Played {
            piece: piece as u8,
            to: mv.to.index() as u8,
        }
    }

    #[inline]
    fn index(self) -> usize {
        self.piece as usize * 64 + self.to as usize
    }
}

/// What move ordering learns during a search; it is kept from one search to the next.
pub(super) struct Ordering {
    killers: Vec<[Option<Move>; 2]>,
    /// By piece and destination.
    history: Vec<i32>,
    /// The move that last refuted each move (by its piece and destination).
    counters: Vec<Option<Move>>,
    /// By the previous move's piece and destination, then this move's.
    continuation: Vec<i16>,
    /// Captures: by the capturing piece, its destination and the captured role.
    captures: Vec<i16>,
    /// The move that led to each ply of the current line.
    stack: Vec<Played>,
}

impl Ordering {
    pub(super) fn new() -> Ordering {
        Ordering {
            killers: vec![[None; 2]; MAX_PLY + 2],
            history: vec![0; PIECES * 64],
            counters: vec![None; PIECES * 64],
            continuation: vec![0; PIECES * 64 * PIECES * 64],
            captures: vec![0; PIECES * 64 * 6],
            stack: vec![Played::NONE; MAX_PLY + 2],
        }
    }

    /// Forgets everything (a new game).
    pub(super) fn clear(&mut self) {
        *self = Ordering::new();
    }

    /// Before a search: the killers belong to the last search's plies and go; the histories
    /// are kept but count less, so that they follow the new position.
    pub(super) fn age(&mut self) {
        self.killers.iter_mut().for_each(|k| *k = [None; 2]);
        self.history.iter_mut().for_each(|h| *h /= 2);
        self.continuation.iter_mut().for_each(|h| *h /= 2);
        self.captures.iter_mut().for_each(|h| *h /= 2);
    }

    /// Records the move made from `ply` (what leads to `ply + 1`).
    #[inline]
    pub(super) fn push(&mut self, ply: usize, played: Played) {
        self.stack[ply + 1] = played;
    }

    #[inline]
    fn previous(&self, ply: usize, back: usize) -> Played {
        if ply + 1 > back {
            self.stack[ply + 1 - back]
        } else {
            Played::NONE
        }
    }

    #[inline]
    fn continuation_index(&self, ply: usize, back: usize, played: Played) -> usize {
        self.previous(ply, back).index() * PIECES * 64 + played.index()
    }

    /// A quiet move's history score: its own, and after the last two moves.
    #[inline(always)]
    pub(super) fn quiet_score(&self, ply: usize, played: Played) -> i32 {
        self.history[played.index()]
            + self.continuation[self.continuation_index(ply, 1, played)] as i32
            + self.continuation[self.continuation_index(ply, 2, played)] as i32
    }

    /// Whether `mv` is a killer at `ply` or the counter-move to the last move.
    #[inline]
    pub(super) fn is_refutation(&self, ply: usize, mv: Move) -> bool {
        self.killers[ply].contains(&Some(mv)) || self.counters[self.previous(ply, 1).index()] == Some(mv)
    }

    /// The sort key of `mv` at `ply` (the table's move is not scored: it goes first).
    pub(super) fn score(&self, pos: &Position, mv: Move, ply: usize) -> i32 {
        if is_capture(pos, mv) || mv.promotion.is_some() {
            // Captures that lose material wait until after the killer moves.
            let base = if see_ge(pos, mv, 0) { 200_000 } else { 60_000 };
            return base + mvv_lva(pos, mv) + self.captures[capture_index(pos, mv)] as i32 / 4;
        }
        if self.killers[ply][0] == Some(mv) {
            return 190_000;
        }
        if self.killers[ply][1] == Some(mv) {
            return 180_000;
        }
        if self.counters[self.previous(ply, 1).index()] == Some(mv) {
            return 170_000;
        }
        self.quiet_score(ply, Played::of(pos, mv))
    }

    /// A quiet move cut off at `ply` after the quiet moves in `tried` failed: it becomes a
    /// killer and the counter-move to the last move, and its histories rise while theirs fall,
    /// by `bonus` (which grows with the depth of the cut-off).
    pub(super) fn reward(
        &mut self,
        pos: &Position,
        mv: Move,
        tried: impl Iterator<Item = Move>,
        bonus: i32,
        ply: usize,
    ) {
        if self.killers[ply][0] != Some(mv) {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = Some(mv);
        }
        let last = self.previous(ply, 1).index();
        self.counters[last] = Some(mv);
        self.update(ply, Played::of(pos, mv), bonus);
        for other in tried {
            self.update(ply, Played::of(pos, other), -bonus);
        }
    }

    /// `mv` (a capture, or None for a quiet move) cut off after the captures in `tried`
    /// failed: its capture history rises, and theirs fall.
    pub(super) fn reward_captures(
        &mut self,
        pos: &Position,
        mv: Option<Move>,
        tried: impl Iterator<Item = Move>,
        bonus: i32,
    ) {
        if let Some(mv) = mv {
            let i = capture_index(pos, mv);
            self.captures[i] = pull(self.captures[i] as i32, bonus) as i16;
        }
        for other in tried {
            let i = capture_index(pos, other);
            self.captures[i] = pull(self.captures[i] as i32, -bonus) as i16;
        }
    }

    fn update(&mut self, ply: usize, played: Played, bonus: i32) {
        let h = &mut self.history[played.index()];
        *h = pull(*h, bonus);
        for back in [1, 2] {
            let i = self.continuation_index(ply, back, played);
            self.continuation[i] = pull(self.continuation[i] as i32, bonus) as i16;
        }
    }
}

/// A history value `h` moved by `bonus`, pulled towards the bound (`HISTORY_MAX`) so that it
/// never passes it and old news fades.
#[inline]
fn pull(h: i32, bonus: i32) -> i32 {
    h + bonus - h * bonus.abs() / HISTORY_MAX
}

/// Brings the move with the highest key among `i..` to place `i` and returns it (the first
/// of equal keys).
#[inline(always)]
pub(super) fn pick_best(moves: &mut [Move], keys: &mut [i32; MAX_MOVES], i: usize) -> Move {
    // Each key is packed above its distance from the end of the list, so that the largest
    // packed value is the highest key and, among equal keys, the first: one maximum without a
    // branch (a scan that branched on each new best was mispredicted about as often as it
    // found one), which the compiler can also vectorise.
    let n = moves.len();
    let packed = keys[i..n]
        .iter()
        .zip((0..MAX_MOVES as i64).rev())
        .map(|(&key, rank)| (key as i64) << 8 | rank)
        .max()
        .unwrap_or(MAX_MOVES as i64 - 1);
    let best = i + (MAX_MOVES - 1 - (packed & 0xff) as usize);
    moves.swap(i, best);
    keys.swap(i, best);
    moves[i]
}

/// Where a capture (or promotion) is in the capture history.
#[inline]
fn capture_index(pos: &Position, mv: Move) -> usize {
    let victim = pos.piece_at(mv.to).map_or(0, |p| p.role.index());
    Played::of(pos, mv).index() * 6 + victim
}

#[inline]
pub(super) fn is_capture(pos: &Position, mv: Move) -> bool {
    pos.by_color(pos.turn().other()).contains(mv.to) || Some(mv.to) == pos.legal_ep_square()
}

/// Most valuable victim first, least valuable attacker first; promotions by the new piece.
pub(super) fn mvv_lva(pos: &Position, mv: Move) -> i32 {
    let victim = pos
        .piece_at(mv.to)
        .map_or(if is_capture(pos, mv) { 100 } else { 0 }, |p| VALUES[p.role.index()].mg);
    let attacker = pos.piece_at(mv.from).map_or(0, |p| VALUES[p.role.index()].mg);
    let promotion = mv.promotion.map_or(0, |r| VALUES[r.index()].mg);
    10 * (victim + promotion) - attacker / 10
}
