//! Retrograde analysis: the value of every position of one ending, worked backwards from the
//! checkmates.
//!
//! Each entry holds a 16-bit code. While the table is built, an unsettled position holds the
//! number of its moves not yet known to lose (a counter); a settled one holds `RESOLVED + plies`, where
//! an odd number of plies means the side to move mates in that many, an even number that it is
//! mated. Pass `n` takes every position settled at `n - 1` plies and walks its moves backwards:
//! a predecessor of a lost position is won in `n`; a predecessor of a won position loses one
//! more way out, and when none is left it is lost. What never settles is a draw.
//!
//! Moves that leave the ending (captures and promotions) are looked up in the tables of the new
//! material, which are built first. A double pawn step that the opponent may answer by taking
//! en passant leads to a position this table does not hold (it has an en-passant right); its
//! value is the better, for the opponent, of the stored position and the capture, and it is
//! settled by its own rules below.
//!
//! Every pass is spread over the machine's cores ([`par`](super::par)): entries are atomics, a
//! counter is decreased by compare-and-swap, and a pass only ever settles positions at more
//! plies than the ones it walks back from, so the order in which threads meet them changes
//! nothing: a table comes out the same on one core as on many.

use super::codes::Codes;
use super::layout::{Layout, Runs, inverse, transform};
use super::material::MAX_MEN;
use super::material::Material;
use super::par::map_chunks;
use super::{Table, TablebaseError, Tablebases};
use crate::bitboard::Bitboard;
use crate::movegen::attacks::{Tables, tables};
use crate::types::{Color, Piece, Role, Square};
use std::sync::atomic::{AtomicU16, Ordering::Relaxed};

/// An index that is no legal position (men on one square, the side not to move in check, ...).
pub(crate) const INVALID: u16 = 0;
/// A draw with best play (in a finished table).
pub(crate) const DRAW: u16 = 1;
/// Added to a number of plies for a settled position.
pub(crate) const RESOLVED: u16 = 0x8000;
/// The longest distance a code holds (0xffff is [`super::codes::MISSING`]).
const MAX_PLIES: u32 = 0x7ffe;
/// Entries a thread takes at a time.
const CHUNK: usize = 1 << 16;

/// A value from the side to move's point of view, in plies: odd plies win, even plies lose.
#[inline]
pub(crate) fn plies(code: u16) -> Option<u32> {
    (code >= RESOLVED).then(|| (code - RESOLVED) as u32)
}

/// The value of a position seen from the side that moved into it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Seen {
    /// The mover wins in this many plies (counted from before its move).
    Win(u32),
    /// The mover loses in this many plies.
    Loss(u32),
    Draw,
}

/// `code` is the value of a child for its side to move; this is the value of the move into it.
#[inline]
fn through(code: u16) -> Seen {
    match plies(code) {
        Some(p) if p % 2 == 0 => Seen::Win(p + 1),
        Some(p) => Seen::Loss(p + 1),
        None => Seen::Draw,
    }
}

/// One legal move of the ending being solved.
#[derive(Clone, Copy, Debug)]
struct Step {
    man: usize,
    to: u8,
    capture: Option<usize>,
    promotion: Option<Role>,
    /// A double pawn step after which the opponent may take en passant: the square passed over.
    en_passant: Option<u8>,
}

#[inline]
fn bit(sq: u8) -> u64 {
    1u64 << sq
}

#[inline]
fn attacks(t: &Tables, piece: Piece, sq: u8, occupied: u64) -> u64 {
    let s = Square::new(sq as u32);
    let occ = Bitboard(occupied);
    match piece.role {
        Role::Pawn => t.pawn(piece.color, s),
        Role::Knight => t.knight(s),
        Role::Bishop => t.bishop(s, occ),
        Role::Rook => t.rook(s, occ),
        Role::Queen => t.queen_attacks(s, occ),
        Role::King => t.king(s),
    }
    .0
}

/// A position with an en-passant step whose capture wins for the opponent: at pass `.0` the
/// step of position `.1` into `.2` becomes a losing one unless the stored position already
/// counted for it.
type Wakeup = (u32, u32, u32);

/// A position of the ending being solved: the squares of the layout's men.
struct Solver<'a> {
    layout: &'a Layout,
    t: &'static Tables,
    values: Vec<AtomicU16>,
    wakeups: Vec<Wakeup>,
    /// Where each kind of move out of the ending leads, by [`exit_key`].
    exits: Vec<Option<ExitMap<'a>>>,
}

/// Where one kind of move out of the ending (a given man captured, a given pawn promoted to a
/// given role) leads: the table, and which of our men stands in each of its slots.
struct ExitMap<'a> {
    /// `None` for two bare kings.
    table: Option<&'a Table>,
    men: [usize; MAX_MEN],
    n: usize,
    /// The new material is kept with colours swapped.
    flip: bool,
}

/// A small number for each kind of exit: the man captured (or none) and the pawn promoted
/// (or none) with its new role.
fn exit_key(capture: Option<usize>, promotion: Option<(usize, Role)>) -> usize {
    let c = capture.unwrap_or(MAX_MEN);
    let p = promotion.map_or(0, |(man, role)| 1 + man * 4 + (Role::Queen as usize - role as usize));
    c * (1 + 4 * MAX_MEN) + p
}

const EXIT_KEYS: usize = (MAX_MEN + 1) * (1 + 4 * MAX_MEN);

impl<'a> Solver<'a> {
    /// A solver of `layout`'s ending with these entries (none where it only reads a finished
    /// table's codes), leaving it into the tables of `tbs`.
    fn new(layout: &'a Layout, tbs: &'a Tablebases, values: Vec<AtomicU16>) -> Solver<'a> {
        Solver {
            layout,
            t: tables(),
            values,
            wakeups: Vec::new(),
            exits: exit_maps(layout, tbs),
        }
    }

    fn occupied(&self, s: &[u8; MAX_MEN], skip: Option<usize>) -> u64 {
        (0..self.layout.men)
            .filter(|&i| Some(i) != skip)
            .fold(0, |occ, i| occ | bit(s[i]))
    }

    fn king(&self, s: &[u8; MAX_MEN], color: Color) -> u8 {
        s[color.index()]
    }

    /// Whether `color`'s king is attacked, with man `skip` off the board.
    fn attacked(&self, s: &[u8; MAX_MEN], color: Color, skip: Option<usize>) -> bool {
        let occ = self.occupied(s, skip);
        let king = bit(self.king(s, color));
        (0..self.layout.men).any(|j| {
            let p = self.layout.pieces[j];
            p.color != color && Some(j) != skip && attacks(self.t, p, s[j], occ) & king != 0
        })
    }

    /// Whether the squares make a position: men on different squares, twins in order, the
    /// side not to move not in check.
    fn is_valid(&self, s: &[u8; MAX_MEN], turn: Color) -> bool {
        let men = self.layout.men;
        if self.occupied(s, None).count_ones() as usize != men || !self.layout.twins_in_order(s) {
            return false;
        }
        !self.attacked(s, turn.other(), None)
    }

    /// Calls `f` for every legal move of man `man`, whose side is to move.
    #[inline(never)]
    fn moves_of(&self, s: &[u8; MAX_MEN], turn: Color, man: usize, f: &mut dyn FnMut(Step)) {
        let layout = self.layout;
        let occ = self.occupied(s, None);
        let own = (0..layout.men)
            .filter(|&i| layout.pieces[i].color == turn)
            .fold(0, |o, i| o | bit(s[i]));
        let man_at = |sq: u8| (0..layout.men).find(|&j| s[j] == sq);
        let legal = |man: usize, to: u8, capture: Option<usize>| {
            let mut after = *s;
            after[man] = to;
            !self.attacked(&after, turn, capture)
        };
        {
            let piece = layout.pieces[man];
            let from = s[man];
            if piece.role == Role::Pawn {
                let forward: i8 = if turn == Color::White { 8 } else { -8 };
                let last = |sq: u8| (sq >> 3) == if turn == Color::White { 7 } else { 0 };
                let promotions: &[Role] = &Role::PROMOTIONS;
                let mut emit = |to: u8, capture: Option<usize>, en_passant: Option<u8>| {
                    if !legal(man, to, capture) {
                        return;
                    }
                    if last(to) {
                        for &promo in promotions {
                            f(Step {
                                man,
                                to,
                                capture,
                                promotion: Some(promo),
                                en_passant: None,
                            });
                        }
                    } else {
                        f(Step {
                            man,
                            to,
                            capture,
                            promotion: None,
                            en_passant,
                        });
                    }
                };
                let one = (from as i8 + forward) as u8;
                if occ & bit(one) == 0 {
                    emit(one, None, None);
                    let start = (from >> 3) == if turn == Color::White { 1 } else { 6 };
                    let two = (one as i8 + forward) as u8;
                    if start && occ & bit(two) == 0 {
                        let ep = self.en_passant_possible(s, man, two, one);
                        emit(two, None, ep.then_some(one));
                    }
                }
                for to in Bitboard(attacks(self.t, piece, from, occ) & occ & !own) {
                    let to = to.index() as u8;
                    emit(to, man_at(to), None);
                }
            } else {
                for to in Bitboard(attacks(self.t, piece, from, occ) & !own) {
                    let to = to.index() as u8;
                    let capture = if occ & bit(to) != 0 { man_at(to) } else { None };
                    if legal(man, to, capture) {
                        f(Step {
                            man,
                            to,
                            capture,
                            promotion: None,
                            en_passant: None,
                        });
                    }
                }
            }
        }
    }

    /// After man `pawn` steps two squares to `to` over `passed`, whether the opponent can take
    /// it en passant.
    fn en_passant_possible(&self, s: &[u8; MAX_MEN], pawn: usize, to: u8, passed: u8) -> bool {
        self.en_passant_captor(s, pawn, to, passed).is_some()
    }

    /// The opponent man that may take en passant after the double step, if any.
    fn en_passant_captor(&self, s: &[u8; MAX_MEN], pawn: usize, to: u8, passed: u8) -> Option<usize> {
        let layout = self.layout;
        let them = layout.pieces[pawn].color.other();
        (0..layout.men).find(|&j| {
            let p = layout.pieces[j];
            if p.color != them || p.role != Role::Pawn || s[j] >> 3 != to >> 3 || (s[j] & 7).abs_diff(to & 7) != 1 {
                return false;
            }
            // The capture must not leave the taker's king in check.
            let mut after = *s;
            after[pawn] = to;
            after[j] = passed;
            !self.attacked(&after, them, Some(pawn))
        })
    }

    /// The value, for the opponent to move, of the position after a move that leaves the
    /// ending (a capture or a promotion).
    #[inline]
    fn exit_code(&self, s: &[u8; MAX_MEN], turn: Color, step: Step) -> Result<u16, TablebaseError> {
        let key = exit_key(step.capture, step.promotion.map(|role| (step.man, role)));
        let map = self.exits[key]
            .as_ref()
            .ok_or(TablebaseError::Inconsistent(self.layout.material))?;
        let Some(table) = map.table else { return Ok(DRAW) };
        let mut squares = [0u8; MAX_MEN];
        for (k, sq) in squares.iter_mut().enumerate().take(map.n) {
            let man = map.men[k];
            let at = if man == step.man { step.to } else { s[man] };
            *sq = if map.flip { at ^ 56 } else { at };
        }
        let after = if map.flip { turn } else { turn.other() };
        table
            .code_at(&squares, after)
            .ok_or(TablebaseError::SliceOnly(table.material()))
    }

    /// The value, for the opponent, of taking en passant after the double step `step`.
    fn capture_en_passant(&self, s: &[u8; MAX_MEN], turn: Color, step: Step) -> Result<Seen, TablebaseError> {
        let passed = step.en_passant.expect("an en-passant step");
        let captor = self.en_passant_captor(s, step.man, step.to, passed).expect("a captor");
        let mut after = *s;
        after[step.man] = step.to;
        let capture = Step {
            man: captor,
            to: passed,
            capture: Some(step.man),
            promotion: None,
            en_passant: None,
        };
        Ok(through(self.exit_code(&after, turn.other(), capture)?))
    }

    /// The code of a position settled in `plies`.
    fn settled(&self, plies: u32) -> Result<u16, TablebaseError> {
        if plies > MAX_PLIES {
            return Err(TablebaseError::TooDeep(self.layout.material));
        }
        Ok(RESOLVED + plies as u16)
    }

    /// Counts the moves of `turn` that stay in the ending and calls `f` for those that leave it
    /// and for double steps that may be taken en passant (which are counted too). The common
    /// case (no check, no pinned piece) counts targets without trying each move.
    #[inline(never)]
    fn survey(&self, s: &[u8; MAX_MEN], turn: Color, mut f: impl FnMut(Step)) -> u32 {
        let layout = self.layout;
        let t = self.t;
        let king_man = turn.index();
        let king = s[king_man];
        let mut own = 0;
        let mut enemy = 0;
        for (p, &sq) in layout.pieces.iter().zip(s).take(layout.men) {
            if p.color == turn {
                own |= bit(sq)
            } else {
                enemy |= bit(sq)
            }
        }
        let occ = own | enemy;
        let mut danger = 0;
        let mut pinned = 0;
        for (&p, &sq) in layout.pieces.iter().zip(s).take(layout.men) {
            if p.color == turn {
                continue;
            }
            danger |= attacks(t, p, sq, occ & !bit(king));
            let rays = match p.role {
                Role::Bishop => t.bishop_rays(Square::new(king as u32)).0,
                Role::Rook => t.rook_rays(Square::new(king as u32)).0,
                Role::Queen => (t.rook_rays(Square::new(king as u32)) | t.bishop_rays(Square::new(king as u32))).0,
                _ => 0,
            };
            if rays & bit(sq) != 0 {
                let between = t.between(Square::new(king as u32), Square::new(sq as u32)).0 & occ;
                if between.count_ones() == 1 {
                    pinned |= between & own;
                }
            }
        }
        // In check, other men may only take the checker or step in between; in double check
        // only the king moves.
        let mut evasions = !0u64;
        if danger & bit(king) != 0 {
            evasions = 0;
            let mut checkers = 0;
            for (&p, &sq) in layout.pieces.iter().zip(s).take(layout.men) {
                if p.color != turn && attacks(t, p, sq, occ) & bit(king) != 0 {
                    checkers += 1;
                    evasions = bit(sq) | t.between(Square::new(king as u32), Square::new(sq as u32)).0;
                }
            }
            if checkers > 1 {
                evasions = 0;
            }
        }
        let mut count = 0;
        for man in 0..layout.men {
            let piece = layout.pieces[man];
            if piece.color != turn {
                continue;
            }
            if (piece.role == Role::Pawn && evasions != 0) || pinned & bit(s[man]) != 0 {
                self.moves_of(s, turn, man, &mut |step| {
                    if step.capture.is_some() || step.promotion.is_some() {
                        f(step);
                    } else {
                        count += 1;
                        if step.en_passant.is_some() {
                            f(step);
                        }
                    }
                });
                continue;
            }
            let mut targets = attacks(t, piece, s[man], occ) & !own;
            if man == king_man {
                targets &= !danger;
            } else {
                targets &= evasions;
            }
            count += (targets & !occ).count_ones();
            for to in Bitboard(targets & enemy) {
                let to = to.index() as u8;
                let capture = (0..layout.men).find(|&j| s[j] == to);
                f(Step {
                    man,
                    to,
                    capture,
                    promotion: None,
                    en_passant: None,
                });
            }
        }
        count
    }

    /// First pass: settle mates, stalemates and positions decided by leaving the ending; count
    /// the moves of every other position. Returns the most plies given.
    #[inline(never)]
    fn initialise(&mut self, progress: &mut dyn FnMut(f64, u32)) -> Result<u32, TablebaseError> {
        let this = &*self;
        let chunks = map_chunks(
            self.layout.len(),
            CHUNK,
            |range| this.initialise_range(range),
            &mut |f| progress(0.4 * f, 0),
        )?;
        let mut highest = 0;
        for (wakeups, most) in chunks {
            self.wakeups.extend(wakeups);
            highest = highest.max(most);
        }
        Ok(highest)
    }

    /// [`Solver::initialise`] on some entries: their wake-ups, and the most plies given.
    fn initialise_range(&self, range: std::ops::Range<usize>) -> Result<(Vec<Wakeup>, u32), TablebaseError> {
        let mut runs = Runs::new(self.layout);
        let mut wakeups = Vec::new();
        let mut highest = 0;
        for idx in range {
            let (s, turn) = runs.decode(idx);
            if !self.is_valid(&s, turn) {
                self.values[idx].store(INVALID, Relaxed);
                continue;
            }
            let mut exits = 0;
            let mut draw_exit = false;
            let mut best_win: Option<u32> = None;
            let mut worst_loss = 0;
            let mut failure = None;
            let counter = self.survey(&s, turn, |step| {
                if step.en_passant.is_some() {
                    // A double step the opponent may take en passant: if taking wins for
                    // them in e plies, by pass e + 1 the step is known to lose, whatever the
                    // stored position turns out to be.
                    match self.capture_en_passant(&s, turn, step) {
                        Ok(Seen::Win(e)) => {
                            let mut after = s;
                            after[step.man] = step.to;
                            wakeups.push((e + 1, idx as u32, self.layout.index(&after, turn.other()) as u32));
                        }
                        Ok(_) => {}
                        Err(e) => failure = Some(e),
                    }
                    return;
                }
                exits += 1;
                match self.exit_code(&s, turn, step).map(through) {
                    Ok(Seen::Win(p)) => best_win = Some(best_win.map_or(p, |b| b.min(p))),
                    Ok(Seen::Loss(p)) => worst_loss = worst_loss.max(p),
                    Ok(Seen::Draw) => draw_exit = true,
                    Err(e) => failure = Some(e),
                }
            });
            if let Some(e) = failure {
                return Err(e);
            }
            let settled = if counter == 0 && exits == 0 {
                if self.attacked(&s, turn, None) { Some(0) } else { None }
            } else if let Some(p) = best_win {
                Some(p)
            } else if counter == 0 && !draw_exit {
                Some(worst_loss)
            } else {
                None
            };
            let code = match settled {
                Some(p) => {
                    highest = highest.max(p);
                    self.settled(p)?
                }
                None if counter == 0 && exits == 0 => DRAW,
                None => {
                    let count = counter + draw_exit as u32;
                    if count >= RESOLVED as u32 {
                        return Err(TablebaseError::TooDeep(self.layout.material));
                    }
                    count as u16
                }
            };
            self.values[idx].store(code, Relaxed);
        }
        Ok((wakeups, highest))
    }

    /// Calls `f(predecessor, en_passant_step)` for every position one move before the one at
    /// `s` (the opponent having moved), as stored indices; pawn moves only with `pawns`.
    /// Captures and promotions are left out: they come from other endings.
    #[inline(never)]
    fn predecessors(&self, idx: usize, s: &[u8; MAX_MEN], turn: Color, pawns: bool, mut f: impl FnMut(usize, bool)) {
        let layout = self.layout;
        let mover = turn.other();
        let occ = self.occupied(s, None);
        // The same squares with the other side to move; a man's square moves the index by
        // its stride (twins may trade places, so they take the long way).
        let base = (idx + layout.half) % layout.len();
        let shifted = |man: usize, from: u8| {
            if layout.is_twin(man) {
                let mut r = *s;
                r[man] = from;
                layout.index_stored(&r, mover)
            } else {
                (base as isize + (from as isize - s[man] as isize) * layout.stride[man] as isize) as usize
            }
        };
        for man in 0..layout.men {
            let piece = layout.pieces[man];
            if piece.color != mover {
                continue;
            }
            let at = s[man];
            if piece.role == Role::Pawn {
                if !pawns {
                    continue;
                }
                let back: i8 = if mover == Color::White { -8 } else { 8 };
                let rank = if mover == Color::White { at >> 3 } else { 7 - (at >> 3) };
                let one = (at as i8 + back) as u8;
                if rank >= 2 && occ & bit(one) == 0 {
                    f(shifted(man, one), false);
                    let two = (one as i8 + back) as u8;
                    if rank == 3 && occ & bit(two) == 0 {
                        let ep = self.en_passant_possible(s, man, at, one);
                        f(shifted(man, two), ep);
                    }
                }
            } else if man == 0 {
                // White's king: the position may be the representative of one where the king
                // stood on any square of its orbit; walk back from each of them.
                let mut seen = [255u8; 8];
                for (k, &t) in layout.group.iter().enumerate() {
                    let w = transform(t, at);
                    if seen.contains(&w) || attacks(self.t, piece, w, 0) & layout.region == 0 {
                        continue;
                    }
                    seen[k] = w;
                    let back = inverse(layout.chosen(w));
                    let mut q = *s;
                    for sq in q.iter_mut().take(layout.men) {
                        *sq = transform(back, *sq);
                    }
                    let q_occ = self.occupied(&q, None);
                    for from in Bitboard(attacks(self.t, piece, w, q_occ) & !q_occ) {
                        let from = from.index() as u8;
                        if layout.in_region(from) {
                            let mut r = q;
                            r[0] = from;
                            f(layout.index_stored(&r, mover), false);
                        }
                    }
                }
            } else {
                for from in Bitboard(attacks(self.t, piece, at, occ) & !occ) {
                    let from = from.index() as u8;
                    f(shifted(man, from), false);
                }
            }
        }
    }

    /// The number of plies in which position `idx`, all of whose moves are now known to lose,
    /// is lost. Its last move inside the ending was found losing in this pass, so only the
    /// moves that leave the ending can take longer.
    #[inline(never)]
    fn loss_plies(&self, idx: usize, pass: u32) -> Result<u32, TablebaseError> {
        let (s, turn) = self.layout.decode(idx);
        let mut worst = pass;
        let mut failure = None;
        self.survey(&s, turn, |step| {
            if step.en_passant.is_some() {
                return;
            }
            match self.exit_code(&s, turn, step).map(through) {
                Ok(Seen::Loss(p)) => worst = worst.max(p),
                Ok(_) => failure = Some(TablebaseError::Inconsistent(self.layout.material)),
                Err(e) => failure = Some(e),
            }
        });
        match failure {
            Some(e) => Err(e),
            None => Ok(worst),
        }
    }

    /// One more of position `r`'s moves is known to lose: count it, and settle `r` when none
    /// is left. Returns the plies `r` was settled in, if it was.
    fn lose_one(&self, r: usize, pass: u32) -> Result<Option<u32>, TablebaseError> {
        let cell = &self.values[r];
        let mut code = cell.load(Relaxed);
        loop {
            if code == INVALID || code >= RESOLVED {
                return Ok(None);
            }
            if code > 1 {
                match cell.compare_exchange_weak(code, code - 1, Relaxed, Relaxed) {
                    Ok(_) => return Ok(None),
                    Err(now) => code = now,
                }
                continue;
            }
            // The last move: no other thread can count it, so the entry is this thread's.
            let p = self.loss_plies(r, pass)?;
            cell.store(self.settled(p)?, Relaxed);
            return Ok(Some(p));
        }
    }

    /// Position `r` wins in `p` plies unless it already wins faster.
    fn win_in(&self, r: usize, p: u32) -> Result<(), TablebaseError> {
        let cell = &self.values[r];
        let code = self.settled(p)?;
        let mut now = cell.load(Relaxed);
        loop {
            if now == INVALID {
                return Ok(());
            }
            match plies(now) {
                Some(q) if q % 2 == 0 || q <= p => return Ok(()),
                _ => match cell.compare_exchange_weak(now, code, Relaxed, Relaxed) {
                    Ok(_) => return Ok(()),
                    Err(seen) => now = seen,
                },
            }
        }
    }

    /// Pass `pass`: spread the positions settled at `pass - 1` plies to their predecessors.
    /// Returns whether there were any, and the most plies given.
    #[inline(never)]
    fn spread(&self, pass: u32) -> Result<(bool, u32), TablebaseError> {
        let target = self.settled(pass - 1)?;
        let chunks = map_chunks(
            self.layout.len(),
            CHUNK,
            |range| self.spread_range(range, target, pass),
            &mut |_| {},
        )?;
        Ok(chunks
            .into_iter()
            .fold((false, 0), |(any, most), (a, m)| (any || a, most.max(m))))
    }

    /// [`Solver::spread`] from the entries of `range` equal to `target`. (What a pass settles
    /// is never `target`, so entries may be met as they are settled.)
    fn spread_range(
        &self,
        range: std::ops::Range<usize>,
        target: u16,
        pass: u32,
    ) -> Result<(bool, u32), TablebaseError> {
        let mut any = false;
        let mut highest = 0;
        let mut found = Vec::new();
        // Hits come in index order, often several in a run: a run is decoded once.
        let mut runs = Runs::new(self.layout);
        let lost = (pass - 1).is_multiple_of(2);
        for idx in range {
            if self.values[idx].load(Relaxed) != target {
                continue;
            }
            any = true;
            let (s, turn) = runs.decode(idx);
            found.clear();
            self.predecessors(idx, &s, turn, true, |r, ep| found.push((r, ep)));
            for &(r, ep) in &found {
                if !ep {
                    if lost {
                        self.win_in(r, pass)?;
                        highest = highest.max(pass);
                    } else if let Some(p) = self.lose_one(r, pass)? {
                        highest = highest.max(p);
                    }
                    continue;
                }
                // A double step the opponent may answer en passant: the position it leads to
                // is this one plus the capture.
                let (rs, rturn) = self.layout.decode(r);
                let capture = self.en_passant_step(&rs, rturn, &s)?;
                match (lost, capture) {
                    // The capture wins for the opponent too: counted here if this position
                    // wins faster, else by the step's wake-up.
                    (false, Seen::Win(e)) if pass > e => {}
                    (false, _) => {
                        if let Some(p) = self.lose_one(r, pass)? {
                            highest = highest.max(p);
                        }
                    }
                    // Lost here, but the capture saves the opponent (or wins: the wake-up).
                    (true, Seen::Win(_) | Seen::Draw) => {}
                    (true, Seen::Loss(l)) => {
                        let p = (pass - 1).max(l) + 1;
                        self.win_in(r, p)?;
                        highest = highest.max(p);
                    }
                }
            }
        }
        Ok((any, highest))
    }

    /// The value, for the side making it, of the capture answering the double step from `rs`
    /// that leads to `s`.
    fn en_passant_step(&self, rs: &[u8; MAX_MEN], rturn: Color, s: &[u8; MAX_MEN]) -> Result<Seen, TablebaseError> {
        // `s` is stored, so it is the position after the step exactly (pawn tables only mirror
        // when White's king leaves files a-d, and a pawn step does not move it).
        let man = (0..self.layout.men).find(|&i| rs[i] != s[i]).expect("a pawn moved");
        let passed = (rs[man] + s[man]) / 2;
        let step = Step {
            man,
            to: s[man],
            capture: None,
            promotion: None,
            en_passant: Some(passed),
        };
        self.capture_en_passant(rs, rturn, step)
    }

    /// Wake-ups due at `pass`: double steps whose en-passant answer wins for the opponent.
    /// (There are few: a scan each pass costs less than sorting them.)
    /// Returns the most plies given.
    fn wake(&self, pass: u32) -> Result<u32, TablebaseError> {
        let mut highest = 0;
        for &(p, r, q) in &self.wakeups {
            if p != pass {
                continue;
            }
            // Counted already if the stored position won faster than the capture.
            let counted = matches!(plies(self.values[q as usize].load(Relaxed)), Some(w) if w % 2 == 1 && w + 1 < p);
            if !counted && let Some(p) = self.lose_one(r as usize, pass)? {
                highest = highest.max(p);
            }
        }
        Ok(highest)
    }
}

/// One kind of move out of an ending: the man captured (if any), the pawn promoted and its new
/// role (if any), the material it leads into (as given, maybe not canonical), and which of the
/// ending's men stands in each slot of that material's table (`n` slots).
struct Exit {
    capture: Option<usize>,
    promotion: Option<(usize, Role)>,
    material: Material,
    order: [usize; MAX_MEN],
    n: usize,
}

/// Every kind of move out of the ending of `layout`.
fn exits(layout: &Layout) -> Vec<Exit> {
    let mut out = Vec::new();
    let men = layout.men;
    let captures = (2..men).map(Some).chain([None]);
    for capture in captures {
        let promotions = (2..men)
            .filter(|&i| layout.pieces[i].role == Role::Pawn && Some(i) != capture)
            .flat_map(|i| Role::PROMOTIONS.map(|r| Some((i, r))))
            .chain([None]);
        for promotion in promotions.collect::<Vec<_>>() {
            if capture.is_none() && promotion.is_none() {
                continue;
            }
            let mut pieces = layout.pieces;
            if let Some((i, role)) = promotion {
                pieces[i].role = role;
            }
            let kept: Vec<usize> = (0..men).filter(|&i| Some(i) != capture).collect();
            let mut roles: [Vec<Role>; 2] = [Vec::new(), Vec::new()];
            for &i in &kept[2..] {
                roles[pieces[i].color.index()].push(pieces[i].role);
            }
            let material = Material::from_roles(&roles[0], &roles[1]).expect("fewer men");
            let mut order = [0; MAX_MEN];
            let mut n = 0;
            if material.men() > 2 {
                let flip = !material.is_canonical();
                let target = Layout::new(material.canonical());
                let mut used = [false; MAX_MEN];
                for (k, want) in target.pieces[..target.men].iter().enumerate() {
                    let man = kept
                        .iter()
                        .copied()
                        .find(|&i| {
                            let mut p = pieces[i];
                            if flip {
                                p.color = p.color.other();
                            }
                            !used[i] && p == *want
                        })
                        .expect("the same men");
                    used[man] = true;
                    order[k] = man;
                }
                n = target.men;
            }
            out.push(Exit {
                capture,
                promotion,
                material,
                order,
                n,
            });
        }
    }
    out
}

/// Where every kind of exit from the ending leads, for those whose tables are in `tbs`.
fn exit_maps<'a>(layout: &Layout, tbs: &'a Tablebases) -> Vec<Option<ExitMap<'a>>> {
    let mut maps: Vec<Option<ExitMap<'a>>> = (0..EXIT_KEYS).map(|_| None).collect();
    for exit in exits(layout) {
        let key = exit_key(exit.capture, exit.promotion);
        if exit.material.men() == 2 {
            maps[key] = Some(ExitMap {
                table: None,
                men: [0; MAX_MEN],
                n: 0,
                flip: false,
            });
            continue;
        }
        let Some(table) = tbs.get(exit.material) else { continue };
        maps[key] = Some(ExitMap {
            table: Some(table),
            men: exit.order,
            n: exit.n,
            flip: !exit.material.is_canonical(),
        });
    }
    maps
}

/// The slice of `target`'s table that every ending of as many men leading into it reads, when
/// there is one: those endings reach it only by promotions (a capture leaves fewer men), and
/// the new piece stands on the last rank. Then only the positions with that man on that rank
/// are needed there: an eighth of the table. (Endings of more men reach it by captures, and
/// need it whole.) `None` when the table must stay whole.
pub(crate) fn promotion_slice(target: Material) -> Option<(usize, u8)> {
    let target = target.canonical();
    if !target.has_pawns() {
        return None;
    }
    let mut slice = None;
    for consumer in Material::every(target.men()) {
        if !consumer.successors().contains(&target) {
            continue;
        }
        let layout = Layout::new(consumer);
        for exit in exits(&layout) {
            if exit.material.canonical() != target {
                continue;
            }
            let (man, _) = exit.promotion?;
            if exit.capture.is_some() {
                return None;
            }
            let slot = (0..exit.n).find(|&k| exit.order[k] == man)?;
            let white = layout.pieces[man].color == Color::White;
            // Flipped tables turn the board over.
            let rank = if white == exit.material.is_canonical() { 7 } else { 0 };
            if slice.is_some_and(|s| s != (slot, rank)) {
                return None;
            }
            slice = Some((slot, rank));
        }
    }
    let layout = Layout::new(target);
    let twin = layout
        .twins
        .is_some_and(|(a, b)| slice.is_some_and(|(m, _)| m == a || m == b));
    slice.filter(|_| layout.keeps_ranks() && !twin)
}

/// Solves one ending whose successors are all in `tbs`. `progress` receives fractions of 1 and
/// the pass under way (0 for the first).
pub(crate) fn solve(
    layout: &Layout,
    tbs: &Tablebases,
    progress: &mut dyn FnMut(f64, u32),
) -> Result<Codes, TablebaseError> {
    // Zeroed memory, taken over in place (atomics and plain integers have one layout).
    let values = vec![INVALID; layout.len()].into_iter().map(AtomicU16::new).collect();
    let mut solver = Solver::new(layout, tbs, values);
    let mut highest = solver.initialise(progress)?;
    let last_wakeup = solver.wakeups.iter().map(|w| w.0).max().unwrap_or(0);
    let mut pass = 1;
    loop {
        highest = highest.max(solver.wake(pass)?);
        let (any, most) = solver.spread(pass)?;
        highest = highest.max(most);
        progress(0.4 + 0.6 * (1.0 - 1.0 / (1.0 + pass as f64 / 12.0)), pass);
        if !any && pass > highest && pass >= last_wakeup {
            break;
        }
        pass += 1;
        if pass > MAX_PLIES + 1 {
            return Err(TablebaseError::TooDeep(layout.material));
        }
    }
    let values = solver
        .values
        .into_iter()
        .map(|v| match v.into_inner() {
            v if v != INVALID && v < RESOLVED => DRAW,
            v => v,
        })
        .collect();
    progress(1.0, pass);
    Ok(Codes::new(values))
}

/// The distance to zeroing (DTZ) of every position of a solved ending: the plies to the next
/// capture, pawn move or checkmate with best play, where the winner hurries to one that keeps
/// the win and the loser puts it off. (This is what FIDE 9.6.2's count of 75 moves turns on:
/// a win goes through from a half-move clock of `c` exactly when `c + DTZ <= 150`.)
///
/// `dtm` holds the ending's finished codes; the tables its captures and promotions lead into
/// must be in `tbs`. The answer holds a code per entry: `RESOLVED + plies` for a won or lost
/// position, 0 for a draw or no position.
pub(crate) fn dtz(layout: &Layout, dtm: &Codes, tbs: &Tablebases) -> Result<Codes, TablebaseError> {
    let solver = Solver::new(layout, tbs, Vec::new());
    solver.zeroing_distances(dtm)
}

impl Solver<'_> {
    /// Calls `f` for every move of `turn` that resets the count (captures, promotions, pawn
    /// moves) and returns how many other moves there are.
    fn split_zeroing(&self, s: &[u8; MAX_MEN], turn: Color, mut f: impl FnMut(Step)) -> u32 {
        let mut report = |step: Step| {
            // Double steps are counted by the survey and come again with the pawn moves below.
            if step.en_passant.is_none() {
                f(step)
            }
        };
        let mut quiet = self.survey(s, turn, &mut report);
        for man in 0..self.layout.men {
            let piece = self.layout.pieces[man];
            if piece.color == turn && piece.role == Role::Pawn {
                self.moves_of(s, turn, man, &mut |step| {
                    if step.capture.is_none() && step.promotion.is_none() {
                        quiet -= 1;
                        f(step);
                    }
                });
            }
        }
        quiet
    }

    /// Whether the zeroing move `step` of `turn` leaves the opponent lost.
    fn zeroes_into_loss(
        &self,
        dtm: &Codes,
        s: &[u8; MAX_MEN],
        turn: Color,
        step: Step,
    ) -> Result<bool, TablebaseError> {
        let lost = |code: u16| plies(code).is_some_and(|p| p % 2 == 0);
        if step.capture.is_some() || step.promotion.is_some() {
            return Ok(lost(self.exit_code(s, turn, step)?));
        }
        let mut after = *s;
        after[step.man] = step.to;
        let stored = lost(dtm.get(self.layout.index(&after, turn.other())));
        if step.en_passant.is_none() {
            return Ok(stored);
        }
        // The opponent may also take en passant: lost only if that loses too.
        Ok(stored && matches!(self.capture_en_passant(s, turn, step)?, Seen::Loss(_)))
    }

    fn zeroing_distances(&self, dtm: &Codes) -> Result<Codes, TablebaseError> {
        let len = self.layout.len();
        // Settled: RESOLVED + plies. Unsettled: 0 for a win, the number of moves not yet known
        // to lose for a loss (every move of a lost position loses).
        let dtz: Vec<AtomicU16> = vec![0u16; len].into_iter().map(AtomicU16::new).collect();
        map_chunks(len, CHUNK, |range| self.zeroing_start(dtm, &dtz, range), &mut |_| {})?;
        for d in 0..MAX_PLIES {
            let target = RESOLVED + d as u16;
            let hits = map_chunks(
                len,
                CHUNK,
                |range| self.zeroing_spread(dtm, &dtz, range, target),
                &mut |_| {},
            )?;
            if !hits.contains(&true) && d >= 1 {
                break;
            }
        }
        let dtz: Vec<u16> = dtz.into_iter().map(AtomicU16::into_inner).collect();
        // Every won and lost position has a distance.
        let unsettled = (0..len).any(|idx| plies(dtm.get(idx)).is_some() && dtz[idx] < RESOLVED);
        if unsettled {
            return Err(TablebaseError::Inconsistent(self.layout.material));
        }
        Ok(Codes::new(dtz))
    }

    /// The first distances to zeroing, for the entries of `range`: a mate, a win with a zeroing
    /// move into a loss, a loss whose every move zeroes; and the counters of the other losses.
    fn zeroing_start(
        &self,
        dtm: &Codes,
        dtz: &[AtomicU16],
        range: std::ops::Range<usize>,
    ) -> Result<(), TablebaseError> {
        let mut runs = Runs::new(self.layout);
        for idx in range {
            let Some(p) = plies(dtm.get(idx)) else { continue };
            let (s, turn) = runs.decode(idx);
            let code = if p % 2 == 1 {
                let mut quick = false;
                let mut failure = None;
                self.split_zeroing(&s, turn, |step| {
                    if !quick {
                        match self.zeroes_into_loss(dtm, &s, turn, step) {
                            Ok(q) => quick = q,
                            Err(e) => failure = Some(e),
                        }
                    }
                });
                if let Some(e) = failure {
                    return Err(e);
                }
                if quick { RESOLVED + 1 } else { 0 }
            } else if p == 0 {
                RESOLVED // checkmated
            } else {
                match self.split_zeroing(&s, turn, |_| {}) {
                    // Every move resets the count.
                    0 => RESOLVED + 1,
                    n if n < RESOLVED as u32 => n as u16,
                    _ => return Err(TablebaseError::TooDeep(self.layout.material)),
                }
            };
            dtz[idx].store(code, Relaxed);
        }
        Ok(())
    }

    /// One step back from the entries of `range` whose distance is `target`: their
    /// predecessors by quiet moves. Returns whether there were any. (What it settles is never
    /// `target`, so entries may be met as they are settled.)
    fn zeroing_spread(
        &self,
        dtm: &Codes,
        dtz: &[AtomicU16],
        range: std::ops::Range<usize>,
        target: u16,
    ) -> Result<bool, TablebaseError> {
        let mut any = false;
        let mut found = Vec::new();
        let mut runs = Runs::new(self.layout);
        let next = target + 1;
        for idx in range {
            if dtz[idx].load(Relaxed) != target {
                continue;
            }
            any = true;
            let (s, turn) = runs.decode(idx);
            let lost = plies(dtm.get(idx)).is_some_and(|p| p % 2 == 0);
            found.clear();
            self.predecessors(idx, &s, turn, false, |r, _| found.push(r));
            for &r in &found {
                let Some(p) = plies(dtm.get(r)) else { continue };
                let cell = &dtz[r];
                match (lost, p % 2 == 1) {
                    // A quiet move into a lost position: a win, settled the first time.
                    (true, true) => {
                        let _ = cell.compare_exchange(0, next, Relaxed, Relaxed);
                    }
                    // One more quiet move of a lost position is known: the last one settles
                    // it, at the longest distance.
                    (false, false) => {
                        let mut code = cell.load(Relaxed);
                        while code < RESOLVED {
                            let after = if code == 1 { next } else { code - 1 };
                            match cell.compare_exchange_weak(code, after, Relaxed, Relaxed) {
                                Ok(_) => break,
                                Err(now) => code = now,
                            }
                        }
                    }
                    // A losing move of a won position: not the winner's choice.
                    (false, true) => {}
                    // A position with a move into a lost one is won, not lost.
                    (true, false) => return Err(TablebaseError::Inconsistent(self.layout.material)),
                }
            }
        }
        Ok(any)
    }
}

/// A value for the side making a move, ordered so that larger is better for it: quicker wins,
/// then draws, then slower losses.
fn rank(seen: Seen) -> i64 {
    match seen {
        Seen::Win(p) => (1 << 20) - p as i64,
        Seen::Draw => 0,
        Seen::Loss(p) => -(1 << 20) + p as i64,
    }
}

/// The same move's value for the other side (`e` plies from its point of view become `e + 1`).
fn answered(seen: Seen) -> Seen {
    match seen {
        Seen::Win(e) => Seen::Loss(e + 1),
        Seen::Loss(e) => Seen::Win(e + 1),
        Seen::Draw => Seen::Draw,
    }
}

/// Checks every position of a finished table against its moves, with the solver's plain move
/// generator rather than the passes that built it: its value (DTM) is the best of its moves'
/// values, and with `dtz` its distance to zeroing is the winner's quickest way to a zeroing
/// move that keeps the win (the loser's slowest). Returns how many positions were checked.
pub(crate) fn verify(
    layout: &Layout,
    dtm: &Codes,
    dtz: Option<&Codes>,
    tbs: &Tablebases,
    progress: &mut dyn FnMut(f64),
) -> Result<u64, TablebaseError> {
    let solver = Solver::new(layout, tbs, Vec::new());
    let counts = map_chunks(
        layout.len(),
        CHUNK,
        |range| solver.verify_range(dtm, dtz, range),
        progress,
    )?;
    Ok(counts.iter().sum())
}

impl Solver<'_> {
    fn verify_range(
        &self,
        dtm: &Codes,
        dtz: Option<&Codes>,
        range: std::ops::Range<usize>,
    ) -> Result<u64, TablebaseError> {
        let bad = || TablebaseError::Inconsistent(self.layout.material);
        let mut runs = Runs::new(self.layout);
        let mut checked = 0;
        let mut steps = Vec::new();
        for idx in range {
            let code = dtm.get(idx);
            let (s, turn) = runs.decode(idx);
            let valid = self.is_valid(&s, turn);
            if (code == INVALID) == valid {
                return Err(bad());
            }
            if !valid {
                continue;
            }
            checked += 1;
            steps.clear();
            for man in 0..self.layout.men {
                if self.layout.pieces[man].color == turn {
                    self.moves_of(&s, turn, man, &mut |step| steps.push(step));
                }
            }
            // Each move's value for the side to move, and its distance to zeroing (None for a
            // move into a draw, or where distances are not checked).
            let mut best: Option<Seen> = None;
            let mut zeroing: Vec<(Seen, Option<u32>)> = Vec::new();
            for &step in &steps {
                let (seen, child_dtz) = if step.capture.is_some() || step.promotion.is_some() {
                    (through(self.exit_code(&s, turn, step)?), Some(0))
                } else {
                    let mut after = s;
                    after[step.man] = step.to;
                    let child = self.layout.index(&after, turn.other());
                    let mut seen = through(dtm.get(child));
                    if step.en_passant.is_some() {
                        // The opponent chooses between the position and taking en passant.
                        let capture = answered(self.capture_en_passant(&s, turn, step)?);
                        if rank(capture) < rank(seen) {
                            seen = capture;
                        }
                    }
                    let pawn = self.layout.pieces[step.man].role == Role::Pawn;
                    let d = if pawn {
                        Some(0)
                    } else {
                        dtz.and_then(|z| plies(z.get(child)))
                    };
                    (seen, d)
                };
                if best.is_none_or(|b| rank(seen) > rank(b)) {
                    best = Some(seen);
                }
                zeroing.push((seen, child_dtz));
            }
            let expected = match best {
                Some(seen) => seen,
                None if self.attacked(&s, turn, None) => Seen::Loss(0),
                None => Seen::Draw,
            };
            let stored = match plies(code) {
                Some(p) if p % 2 == 1 => Seen::Win(p),
                Some(p) => Seen::Loss(p),
                None if code == DRAW => Seen::Draw,
                None => return Err(bad()),
            };
            if stored != expected {
                return Err(bad());
            }
            let Some(dtz) = dtz else { continue };
            let want = match expected {
                Seen::Draw => None,
                Seen::Loss(0) => Some(0),
                // The winner's quickest zeroing among the moves that keep the win (a mate in
                // one is one ply); the loser's slowest among all its moves.
                Seen::Win(_) => zeroing
                    .iter()
                    .filter(|(seen, _)| matches!(seen, Seen::Win(_)))
                    .map(|&(seen, d)| {
                        if seen == Seen::Win(1) {
                            Some(1)
                        } else {
                            d.map(|d| d + 1)
                        }
                    })
                    .min_by_key(|d| d.unwrap_or(u32::MAX))
                    .flatten(),
                Seen::Loss(_) => zeroing
                    .iter()
                    .map(|&(_, d)| d.map(|d| d + 1))
                    .max_by_key(|d| d.unwrap_or(u32::MAX))
                    .flatten(),
            };
            if plies(dtz.get(idx)) != want {
                return Err(bad());
            }
        }
        Ok(checked)
    }
}
