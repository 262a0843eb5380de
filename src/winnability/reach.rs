//! Exhaustive search of every position reachable from a root, breadth first.
//!
//! This is where "Unwinnable" comes from when no static argument applies: if the set of
//! positions reachable from the root closes without a mate by the intended winner, none exists.
//! Positions are told apart exactly (board, side to move, castling rights, en-passant capture),
//! never by their keys alone, so a key collision cannot hide a position. A position the static
//! rules already prove unwinnable is kept but not expanded: nothing after it can be a mate.
//!
//! The seventy-five-move rule counts too (FIDE 9.6.2): a position whose half-move clock has
//! reached 150 is drawn, so it is kept but not expanded either (a mate on that very move still
//! counts). Where that cuts a line off, the same position reached later with a lower clock (after
//! a capture or a pawn move, on a longer way) leaves more time, and in the exact pass it is
//! expanded again; the first pass ignores that, which can only ever miss a mate, never invent one.

use super::{IdHasher, quick};
use crate::board::Position;
use crate::board::draw::seventy_five_moves;
use crate::moves::Move;
use crate::types::Color;
use std::collections::HashMap;
use std::hash::BuildHasherDefault;

/// What the search found.
pub(super) enum Reach {
    /// A line from the root to a mate by the winner (the shortest one).
    Mate(Vec<Move>),
    /// Every reachable position was seen, this many, and none is a mate by the winner;
    /// `by_clock` says whether the seventy-five-move rule cut any line off.
    Closed { positions: usize, by_clock: bool },
    /// The limit on positions was reached first.
    Exceeded,
}

const NONE: u32 = u32::MAX;

struct Node {
    pos: Position,
    parent: u32,
    mv: Option<Move>,
    /// The next node with the same key, for the rare key collision.
    same_key: u32,
}

/// Explores from `root` until the reachable set closes, a mate by `winner` turns up, or
/// `limit` positions have been stored. `nodes` counts positions expanded. A closed search that
/// the seventy-five-move rule cut short is repeated with `exact_clock`, which expands a position
/// again when it is reached with a lower half-move clock.
pub(super) fn explore(root: &Position, winner: Color, limit: usize, nodes: &mut u64) -> Reach {
    match explore_with(root, winner, limit, nodes, false) {
        Reach::Closed { by_clock: true, .. } => explore_with(root, winner, limit, nodes, true),
        reach => reach,
    }
}

fn explore_with(root: &Position, winner: Color, limit: usize, nodes: &mut u64, exact_clock: bool) -> Reach {
    let mut seen: Vec<Node> = vec![Node {
        pos: *root,
        parent: NONE,
        mv: None,
        same_key: NONE,
    }];
    let mut index: HashMap<u64, u32, BuildHasherDefault<IdHasher>> = HashMap::default();
    index.insert(root.hash(), 0);
    let mut next = 0;
    let mut by_clock = false;
    while next < seen.len() {
        let pos = seen[next].pos;
        let parent = next as u32;
        next += 1;
        *nodes += 1;
        let moves = pos.legal_moves();
        if moves.is_empty() {
            if pos.is_check() && pos.turn() != winner {
                return Reach::Mate(line_to(&seen, parent));
            }
            continue;
        }
        if seventy_five_moves(pos.halfmove_clock(), false) {
            by_clock = true;
            continue;
        }
        if quick(&pos, winner).is_some() {
            continue;
        }
        for &mv in moves.iter() {
            let child = pos.after(mv);
            let head = index.get(&child.hash()).copied().unwrap_or(NONE);
            let mut at = head;
            while at != NONE && !seen[at as usize].pos.is_same_position(&child) {
                at = seen[at as usize].same_key;
            }
            // Seen before: only a lower clock, which leaves more moves before the game is drawn,
            // makes it worth another look (the newest entry of a position has its lowest clock).
            if at != NONE && !(exact_clock && child.halfmove_clock() < seen[at as usize].pos.halfmove_clock()) {
                continue;
            }
            if seen.len() >= limit {
                return Reach::Exceeded;
            }
            index.insert(child.hash(), seen.len() as u32);
            seen.push(Node {
                pos: child,
                parent,
                mv: Some(mv),
                same_key: head,
            });
        }
    }
    Reach::Closed {
        positions: seen.len(),
        by_clock,
    }
}

/// The moves from the root to node `at`.
fn line_to(seen: &[Node], mut at: u32) -> Vec<Move> {
    let mut line = Vec::new();
    while let Some(mv) = seen[at as usize].mv {
        line.push(mv);
        at = seen[at as usize].parent;
    }
    line.reverse();
    line
}
