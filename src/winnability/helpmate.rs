//! Helpmate search: both sides cooperate so that the intended winner gives mate.
//!
//! Plain iterative deepening drowns in the branching factor, so the depth bound is a budget
//! of effort instead: a move that makes progress toward a mate costs nothing, an ordinary move
//! costs one, and a move that usually works against the mate (the loser taking material or
//! taking material) costs more. Progress means: the winner advances a pawn, takes, or brings
//! its king or a knight nearer the mating corner; the loser walks its king or a knight toward
//! that corner. An ordinary move straight after a progress move is free too. Free moves cannot
//! go on for ever, since each kind of progress is bounded, and a ply cap and the transposition
//! table keep it so. At the winner's turn its checks are tried first, and a mate on the spot
//! is taken at once.
//!
//! [`glance`] looks toward all four corners side by side and abandons any iteration that
//! grows expensive; [`thorough`] takes one corner at a time without that cap.
//!
//! A line never runs past the seventy-five-move rule (FIDE 9.6.2): a position whose half-move
//! clock has reached 150 is a draw, unless the move that got there mated.
//!
//! The search only ever finds lines; whatever it finds is replayed by the caller. Its table is
//! keyed by hash alone (and the clock, where the clock can end a line), which at worst loses a
//! line, never invents one.

use super::{IdHasher, quick};
use crate::bitboard::Bitboard;
use crate::board::Position;
use crate::board::draw::seventy_five_moves;
use crate::movegen::attacks::tables;
use crate::moves::Move;
use crate::types::{Color, Role, Square};
use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::hash::BuildHasherDefault;

/// Cost of a move that makes progress, of an ordinary move, and of one that usually hurts.
const FREE: u8 = 0;
const ORDINARY: u8 = 1;
const COSTLY: u8 = 3;
/// The largest effort budget tried, and the longest line.
const MAX_BUDGET: u8 = 40;
const MAX_PLY: usize = 120;
/// The fewest nodes spent looking for a shorter line once one is found.
const SHORTENING_NODES: u64 = 20_000;

/// A move to search, and its sort key (see `search`).
#[derive(Clone, Copy)]
struct Child {
    key: u16,
    mv: Move,
    role: Role,
}

struct Helpmate {
    winner: Color,
    /// The corner the loser's king heads for, and where the winner's king and knights go.
    corner: Square,
    king_target: Square,
    /// Where the winner's knights go, and the square next to the corner where the loser's
    /// knights block.
    knight_targets: [Square; 2],
    /// The squares beside the corner, where the loser's pieces may have to block.
    blocks: Bitboard,
    /// Whether the winner may need the loser's own men to block flight squares (it has one minor
    /// piece, or only two knights): then the loser's pawn moves count as progress. (With pawns
    /// beside the minor piece this still pays: locked pawns open when the loser's pawns move.)
    blockers_needed: bool,
    /// Best budget each position was already searched with, without success.
    table: HashMap<u64, u8, BuildHasherDefault<IdHasher>>,
    line: Vec<Move>,
    /// The moves from the positions on the current line, each position's above its parent's.
    children: Vec<Child>,
    /// The longest line searched.
    max_ply: usize,
    /// Whether the seventy-five-move rule can end a line within `MAX_PLY` plies, so that the
    /// same position with another clock is another position to the table.
    clock_counts: bool,
    nodes: u64,
    limit: u64,
    stopped: bool,
    /// The node count at which the current iteration is abandoned.
    iteration_end: u64,
    abandoned: bool,
}

/// Nodes per unit of budget a deepening iteration of [`glance`] may spend before it is
/// abandoned for the next one.
const GLANCE_NODES: u64 = 250;

/// The budget the glance starts from: the lines made of free moves alone already form a large
/// tree in the middlegame, and allowing one or two ordinary moves usually finds a mate sooner.
const GLANCE_FIRST_BUDGET: u8 = 2;

/// A first look for a helpmate within `limit` nodes: toward the corners side by side, one
/// deepening iteration of each in turn, and any iteration that grows expensive is abandoned
/// for the next, deeper one (where a mate often turns up sooner, being allowed more). Returns
/// the line, if found, and the nodes spent.
pub(super) fn glance(root: &Position, winner: Color, limit: u64, shorten: bool) -> (Option<Vec<Move>>, u64) {
    // A pawn, rook or queen mates anywhere; the two corners on the loser's side (where pawns
    // promote) do. Minor pieces need the right corner.
    let used = if root.material(winner).has_major_or_pawn() {
        2
    } else {
        4
    };
    let mut searches: Vec<Helpmate> = corners(root, winner)[..used]
        .iter()
        .map(|&corner| Helpmate::new(root, winner, corner, limit))
        .collect();
    let mut spent = 0;
    for budget in GLANCE_FIRST_BUDGET..=MAX_BUDGET {
        for search in &mut searches {
            let before = search.nodes;
            search.limit = before + limit.saturating_sub(spent);
            let found = search.iterate(root, budget, Some(GLANCE_NODES));
            let found = found.map(|line| if shorten { search.shorten(root, line) } else { line });
            spent += search.nodes - before;
            if found.is_some() || spent >= limit {
                return (found, spent);
            }
        }
    }
    (None, spent)
}

/// A thorough look within `limit` nodes: toward each corner in turn, the likeliest with half
/// the nodes, deepening without a cap on any iteration.
pub(super) fn thorough(root: &Position, winner: Color, limit: u64, shorten: bool) -> (Option<Vec<Move>>, u64) {
    let mut spent = 0;
    for (i, corner) in corners(root, winner).into_iter().enumerate() {
        let mut search = Helpmate::new(root, winner, corner, if i == 0 { limit / 2 } else { limit / 6 });
        let found = search.deepen(root, None);
        let found = found.map(|line| if shorten { search.shorten(root, line) } else { line });
        spent += search.nodes;
        if found.is_some() {
            return (found, spent);
        }
    }
    (None, spent)
}

impl Helpmate {
    /// A search that drives the loser's king toward `corner`.
    fn new(root: &Position, winner: Color, corner: Square, limit: u64) -> Helpmate {
        Helpmate {
            winner,
            corner,
            king_target: inward(corner, 1, 1),
            knight_targets: [inward(corner, 3, 3), inward(corner, 1, 0)],
            blocks: Bitboard::from_square(inward(corner, 1, 0)).with(inward(corner, 0, 1)),
            blockers_needed: !root.can_force_mate(winner)
                || root.material(winner).knights + root.material(winner).bishops == 1,
            // Most searches end within a few dozen positions; this spares the table's first growths.
            table: HashMap::with_capacity_and_hasher(64, Default::default()),
            line: Vec::new(),
            children: Vec::new(),
            max_ply: MAX_PLY,
            // (No line is longer than MAX_PLY, and the rule draws at 150 half-moves.)
            clock_counts: root.halfmove_clock().saturating_add(MAX_PLY as u32) >= 150,
            nodes: 0,
            limit,
            stopped: false,
            iteration_end: u64::MAX,
            abandoned: false,
        }
    }

    /// Looks for shorter lines than `best` with a few more nodes: a learner reads the line,
    /// and the first one found can wander.
    fn shorten(&mut self, root: &Position, mut best: Vec<Move>) -> Vec<Move> {
        let limit = self.limit;
        self.limit = limit.min(self.nodes + (self.nodes * 2).max(SHORTENING_NODES));
        while best.len() >= 3 && !self.stopped {
            self.max_ply = best.len() - 2;
            self.table.clear();
            match self.deepen(root, None) {
                Some(line) => best = line,
                None => break,
            }
        }
        self.limit = limit;
        best
    }

    /// Deepens the effort budget until a mate is found or the node limit is reached.
    fn deepen(&mut self, root: &Position, per_budget: Option<u64>) -> Option<Vec<Move>> {
        for budget in 0..=MAX_BUDGET {
            if let Some(line) = self.iterate(root, budget, per_budget) {
                return Some(line);
            }
            if self.stopped {
                break;
            }
        }
        None
    }

    /// One deepening iteration with `budget`, abandoned after `per_budget` nodes per unit of
    /// budget when that is given.
    fn iterate(&mut self, root: &Position, budget: u8, per_budget: Option<u64>) -> Option<Vec<Move>> {
        if self.stopped {
            return None;
        }
        self.line.clear();
        self.abandoned = false;
        self.iteration_end = per_budget.map_or(u64::MAX, |n| self.nodes + n * (u64::from(budget) + 1));
        self.search(root, budget, false, false)
            .then(|| std::mem::take(&mut self.line))
    }

    /// Searches for a mate within `budget`; `credit` makes the next ordinary move free (it
    /// follows a move that made progress). `settled` says that the last move cannot have
    /// changed what the static proofs say (nothing, at the parent): no pawn moved, nothing was
    /// taken, no en-passant capture was possible and nobody was in check.
    fn search(&mut self, pos: &Position, budget: u8, credit: bool, settled: bool) -> bool {
        self.nodes += 1;
        if self.nodes > self.limit {
            self.stopped = true;
            return false;
        }
        if self.nodes > self.iteration_end {
            self.abandoned = true;
            return false;
        }
        let first = self.children.len();
        pos.for_each_legal_move(|mv, role| self.children.push(Child { key: 0, mv, role }));
        let count = self.children.len() - first;
        if count == 0 {
            return pos.is_check() && pos.turn() != self.winner;
        }
        debug_assert!(!settled || quick(pos, self.winner).is_none(), "{}", pos.to_fen());
        if self.line.len() >= self.max_ply
            || seventy_five_moves(pos.halfmove_clock(), false)
            || (!settled && quick(pos, self.winner).is_some())
        {
            self.children.truncate(first);
            return false;
        }
        let effort = budget * 2 + u8::from(credit);
        let key = if self.clock_counts {
            pos.hash() ^ u64::from(pos.halfmove_clock()).wrapping_mul(0x9e37_79b9_7f4a_7c15)
        } else {
            pos.hash()
        };
        match self.table.entry(key) {
            Entry::Occupied(entry) if *entry.get() >= effort => {
                self.children.truncate(first);
                return false;
            }
            entry => {
                entry.insert_entry(effort);
            }
        }

        // The moves go on a stack shared by the positions on the line, each above its parent's,
        // with their costs: the cheapest first, then by tie-break. The winner's checks go
        // first, and a mate on the spot is taken whatever it costs.
        let checks = (pos.turn() == self.winner).then(|| Checks::new(pos));
        // Moves within the budget are kept at the front, `kept` of them; none at the last ply.
        let deeper = self.line.len() + 1 < self.max_ply;
        let mut kept = first;
        for i in first..first + count {
            let Child { mv, role, .. } = self.children[i];
            let check = checks.as_ref().is_some_and(|c| c.may_check(mv, role)) && {
                let after = pos.after(mv);
                if after.is_check() && after.count_legal_moves() == 0 {
                    self.children.truncate(first);
                    self.line.push(mv);
                    return true;
                }
                after.is_check()
            };
            let (base, order) = self.classify(pos, mv, role, check);
            let cost = if credit && base == ORDINARY { FREE } else { base };
            if deeper && cost <= budget {
                // Sorted by cost, then tie-break; the low bit says whether the move made progress.
                let key =
                    (u16::from(cost) << 10) | ((127 - order.clamp(-127, 127)) as u16) << 1 | u16::from(base == FREE);
                self.children[kept] = Child { key, mv, role };
                kept += 1;
            }
        }
        self.children[first..kept].sort_unstable_by_key(|child| child.key);
        let mut found = false;
        // A static proof can start to hold after a king steps out of a pawn's check.
        let unchanging = pos.legal_ep_square().is_none() && !pos.is_check();
        for i in first..kept {
            let Child { key, mv, role } = self.children[i];
            let settled = unchanging && role != Role::Pawn && !pos.occupied().contains(mv.to);
            let cost = (key >> 10) as u8;
            self.line.push(mv);
            if self.search(&pos.after(mv), budget - cost, key & 1 == 1, settled) {
                found = true;
                break;
            }
            self.line.pop();
            if self.stopped || self.abandoned {
                break;
            }
        }
        self.children.truncate(first);
        found
    }

    /// The cost of `mv` and a tie-break (higher first) among moves of equal cost.
    fn classify(&self, pos: &Position, mv: Move, role: Role, check: bool) -> (u8, i32) {
        let capture = pos.occupied().contains(mv.to) || (role == Role::Pawn && mv.from.file() != mv.to.file());
        let toward = |target: Square| distance(mv.to, target) < distance(mv.from, target);
        let knight_closer = |side: usize| {
            let target = self.knight_targets[side];
            tables().knight_distance(mv.to, target) < tables().knight_distance(mv.from, target)
        };
        if pos.turn() == self.winner {
            let check = i32::from(check);
            match mv.promotion {
                Some(Role::Queen) => return (FREE, 8),
                Some(_) => return (ORDINARY, -8),
                None => {}
            }
            let progress = role == Role::Pawn
                || capture
                || (role == Role::King && toward(self.king_target))
                || (role == Role::Knight && knight_closer(0));
            (
                if progress { FREE } else { ORDINARY },
                check * 4 + i32::from(capture) * 2,
            )
        } else if capture {
            (COSTLY, 0)
        } else if role == Role::Pawn {
            // Pawns that will block, or be taken to open the winner's pawns: before the king.
            (if self.blockers_needed { FREE } else { ORDINARY }, 2)
        } else if (role == Role::King && toward(self.corner)) || (role == Role::Knight && knight_closer(1)) {
            // The king heads for the corner, and knights follow to block flight squares: knights
            // first, as they have further to go. Where blockers are needed the king goes next,
            // before bishops (below); otherwise a mate is more often found where the king
            // stands, and its walk waits.
            (
                FREE,
                if role != Role::King {
                    3
                } else {
                    i32::from(self.blockers_needed)
                },
            )
        } else if role == Role::Bishop && self.blockers_needed && self.bishop_heads_for_block(mv) {
            (FREE, 0)
        } else {
            (ORDINARY, 0)
        }
    }

    /// Whether a bishop's move takes it onto a diagonal through a square beside the corner,
    /// from which it can step in to block.
    fn bishop_heads_for_block(&self, mv: Move) -> bool {
        let on = |sq: Square| (tables().bishop(sq, Bitboard::EMPTY).with(sq) & self.blocks).nonempty();
        on(mv.to) && !on(mv.from)
    }
}

/// What giving check takes in one position: the squares from which each kind of piece of the
/// side to move would attack the enemy king, and its pieces whose moving off the line would
/// uncover a check by a slider behind them.
struct Checks {
    king: Square,
    squares: [Bitboard; 6],
    uncovering: Bitboard,
    en_passant: Option<Square>,
}

impl Checks {
    fn new(pos: &Position) -> Checks {
        let t = tables();
        let (us, them) = (pos.turn(), pos.turn().other());
        let king = pos.king_square(them);
        let occupied = pos.occupied();
        let (bishop, rook) = (t.bishop(king, occupied), t.rook(king, occupied));
        let mut squares = [Bitboard::EMPTY; 6];
        squares[Role::Pawn.index()] = t.pawn(them, king);
        squares[Role::Knight.index()] = t.knight(king);
        squares[Role::Bishop.index()] = bishop;
        squares[Role::Rook.index()] = rook;
        squares[Role::Queen.index()] = bishop | rook;
        let queens = pos.pieces(us, Role::Queen);
        let snipers = (t.bishop(king, Bitboard::EMPTY) & (pos.pieces(us, Role::Bishop) | queens))
            | (t.rook(king, Bitboard::EMPTY) & (pos.pieces(us, Role::Rook) | queens));
        let uncovering = snipers.fold(Bitboard::EMPTY, |acc, sniper| {
            let between = t.between(king, sniper) & occupied;
            if between.more_than_one() {
                acc
            } else {
                acc | (between & pos.by_color(us))
            }
        });
        Checks {
            king,
            squares,
            uncovering,
            en_passant: pos.legal_ep_square(),
        }
    }

    /// Whether `mv` by a piece of `role` may give check: exact but for promotions, castling
    /// and en passant, which the caller plays out to see.
    fn may_check(&self, mv: Move, role: Role) -> bool {
        let special = mv.promotion.is_some()
            || (role == Role::King && distance(mv.from, mv.to) == 2)
            || (role == Role::Pawn && self.en_passant == Some(mv.to));
        special
            || self.squares[role.index()].contains(mv.to)
            || (self.uncovering.contains(mv.from) && !tables().line(mv.from, self.king).contains(mv.to))
    }
}

/// King distance between two squares.
fn distance(a: Square, b: Square) -> u32 {
    let df = (a.file().index() as i32 - b.file().index() as i32).unsigned_abs();
    let dr = (a.rank().index() as i32 - b.rank().index() as i32).unsigned_abs();
    df.max(dr)
}

/// The corners to try, best first. The first is on the loser's back rank (its own pawns often
/// cover the flight squares there), of the colour the winner's bishops need (a bishop mates in
/// a corner of its own colour; a loser's bishop blocks next to a corner of the other colour);
/// then the other corner of that rank, then the far ones.
fn corners(pos: &Position, winner: Color) -> [Square; 4] {
    let bishops = |color| pos.pieces(color, Role::Bishop);
    let dark = (bishops(winner) & Bitboard::DARK_SQUARES).nonempty()
        || (bishops(winner).is_empty() && (bishops(winner.other()) & Bitboard::LIGHT_SQUARES).nonempty());
    let (near, far) = if winner == Color::White { (7, 0) } else { (0, 7) };
    // a8 and h1 are light, a1 and h8 dark.
    let (good, other) = if dark == (winner == Color::White) {
        (7, 0)
    } else {
        (0, 7)
    };
    let at = |file: u32, rank: u32| Square::new(rank * 8 + file);
    [at(good, near), at(other, near), at(good, far), at(other, far)]
}

/// The square `files` and `ranks` steps inward from `corner`.
fn inward(corner: Square, files: i8, ranks: i8) -> Square {
    let df = if corner.file().index() == 0 { files } else { -files };
    let dr = if corner.rank().index() == 0 { ranks } else { -ranks };
    corner.offset(df, dr).unwrap_or(corner)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every move that gives check is flagged by [`Checks::may_check`], in every position two
    /// plies deep from positions full of pins, discovered checks, promotions, castling and
    /// en passant.
    #[test]
    fn the_check_filter_misses_no_check() {
        let roots = [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "4k3/8/8/K2pP2r/8/8/8/8 w - d6 0 2",
            "3k4/3P4/8/8/8/8/1B6/R3K2R w KQ - 0 1",
        ];
        let (mut checks, mut flagged, mut moves) = (0, 0, 0);
        for fen in roots {
            let root: Position = fen.parse().unwrap();
            let mut positions = vec![root];
            for mv in root.legal_moves().iter() {
                positions.push(root.after(*mv));
            }
            for pos in positions {
                let filter = Checks::new(&pos);
                pos.for_each_legal_move(|mv, role| {
                    let may = filter.may_check(mv, role);
                    let gives = pos.after(mv).is_check();
                    assert!(may || !gives, "{}: {mv} gives check", pos.to_fen());
                    moves += 1;
                    checks += usize::from(gives);
                    flagged += usize::from(may);
                });
            }
        }
        assert!(checks > 100, "{checks} checks in {moves} moves");
        // A filter that flagged everything would pass the assertion above. Promotions are
        // always flagged, and these positions are full of them.
        assert!(
            flagged < checks * 3 && flagged * 10 < moves,
            "{flagged} flagged for {checks} checks in {moves} moves"
        );
    }
}
