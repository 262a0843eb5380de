//! Searching in slices: when a slice ends, and how the next one takes up the work.
//!
//! A slice that runs out stops the search where it is; the next slice searches the same root
//! attempt again from the root. What was completed is in the transposition table, but not all
//! of it: the quiescence search and null-move cut-offs are not stored, so going back to where
//! the last slice stopped costs some nodes again. Were the budget counted from the start of
//! the slice, a slice could spend it all on that way back, stop at the same place as the one
//! before, and the search would never get further. So the budget is counted from the moment
//! the search is back where the last slice stopped (the same line of positions from the root,
//! or past it), and a slice never ends inside a subtree of depth 1 or less (which the table
//! stores once complete).
//!
//! The way back is given at most one budget of its own, so that a slice takes at most about
//! twice its budget. A slice that runs out before it is back leaves the place to reach as it
//! was, and the next slice may spend twice as long on the way back, and so on: the search gets
//! further in the end, however long the way back is.

use super::{Clock, Slice};

/// The slice in progress, and where the last one stopped.
pub(super) struct Slicer {
    /// The caller's budget for this slice.
    budget: Slice,
    /// Where the slice ends (or, while catching up, where the way back must end), in nodes
    /// and by the clock.
    end_nodes: Option<u64>,
    end_ms: Option<f64>,
    /// The node count at which to look at the clock next (never, without a budget).
    poll: u64,
    /// Whether the search is still on its way back to where the last slice stopped.
    pub catching_up: bool,
    /// How many budgets the way back may take.
    catch_up_budgets: f64,
    /// The line (the keys of the positions below the root) at which the last slice stopped.
    pause_line: Vec<u64>,
    /// How many plies of `pause_line` the current line follows.
    matched: usize,
    /// Set with the searcher's `stopped` when the slice ran out rather than the search.
    pub paused: bool,
}

impl Slicer {
    pub fn new() -> Slicer {
        Slicer {
            budget: Slice::UNLIMITED,
            end_nodes: None,
            end_ms: None,
            poll: u64::MAX,
            catching_up: false,
            catch_up_budgets: 1.0,
            pause_line: Vec::new(),
            matched: 0,
            paused: false,
        }
    }

    /// Forgets where the last slice stopped (a new search).
    pub fn reset(&mut self) {
        self.pause_line.clear();
        self.catching_up = false;
        self.catch_up_budgets = 1.0;
        self.paused = false;
    }

    /// Starts a slice of `budget` at `nodes`. The clock is read only for a budget in
    /// milliseconds, so that an unsliced search reads it exactly as often as it always has.
    pub fn begin(&mut self, budget: Slice, nodes: u64, clock: &dyn Clock) {
        self.budget = budget;
        self.paused = false;
        self.matched = 0;
        self.catching_up = !self.pause_line.is_empty();
        let share = if self.catching_up { self.catch_up_budgets } else { 1.0 };
        self.set_end(nodes, clock, share);
    }

    /// The slice (or the way back) ends `share` budgets after `nodes`.
    fn set_end(&mut self, nodes: u64, clock: &dyn Clock, share: f64) {
        self.end_nodes = self
            .budget
            .nodes
            .map(|n| nodes.saturating_add((n as f64 * share) as u64));
        self.end_ms = self.budget.ms.map(|ms| clock.now_ms() + ms * share);
        self.poll = match (self.end_nodes, self.end_ms) {
            (None, None) => u64::MAX,
            // With a budget of nodes alone there is nothing to look at before its end.
            (Some(end), None) => end,
            _ => nodes,
        };
    }

    /// The search is back where the last slice stopped: the budget counts from here.
    fn catch_up(&mut self, nodes: u64, clock: &dyn Clock) {
        self.catching_up = false;
        self.catch_up_budgets = 1.0;
        self.pause_line.clear();
        self.set_end(nodes, clock, 1.0);
    }

    /// The search entered a node at `ply` whose position has `key`, while catching up.
    #[inline]
    pub fn enter(&mut self, ply: usize, key: u64, nodes: u64, clock: &dyn Clock) {
        if ply == 0 || self.matched < ply - 1 {
            return;
        }
        if self.pause_line.get(ply - 1) == Some(&key) {
            // On the line (again, when a node is searched a second time at a greater depth or
            // with a wider window).
            self.matched = ply;
            if ply == self.pause_line.len() {
                self.catch_up(nodes, clock);
            }
        } else if self.matched >= ply {
            // Another node where the line went on: the search has come back out of the line,
            // so the place where the last slice stopped is behind it.
            self.catch_up(nodes, clock);
        }
    }

    /// The search completed a root attempt: nothing is left to catch up with.
    pub fn caught_up(&mut self, nodes: u64, clock: &dyn Clock) {
        if self.catching_up {
            self.catch_up(nodes, clock);
        }
    }

    /// Whether the slice has run out, looked at every 1024 nodes.
    #[inline]
    pub fn is_over(&mut self, nodes: u64, clock: &dyn Clock) -> bool {
        if nodes < self.poll {
            return false;
        }
        self.poll = nodes + 1024;
        self.is_spent(nodes, clock)
    }

    /// Whether the slice has run out, looked at now.
    pub fn is_spent(&self, nodes: u64, clock: &dyn Clock) -> bool {
        self.end_nodes.is_some_and(|end| nodes >= end) || self.end_ms.is_some_and(|end| clock.now_ms() >= end)
    }

    /// The slice stops the search at the end of `line` (the keys below the root). A slice
    /// still on its way back keeps the place to reach, and the next may take longer.
    pub fn pause(&mut self, line: &[u64]) {
        self.paused = true;
        if self.catching_up {
            self.catch_up_budgets *= 2.0;
        } else {
            self.pause_line.clear();
            self.pause_line.extend_from_slice(line);
        }
    }
}
