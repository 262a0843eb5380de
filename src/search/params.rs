//! The search's tunable numbers: the margins and rates of its pruning, reductions and
//! histories, gathered in one place so that a tuner (`tests/bench/spsa.rs`) can set them by
//! name through UCI and play the results against each other. The defaults come from an SPSA
//! run of 3,500 game pairs at 8,000 nodes a move (session 22), proved by self-play at 20,000
//! nodes against the hand-set values before them (see `tests/bench/engine-changes.md`).

/// Every tunable number of the search, in centipawns unless said otherwise.
#[derive(Clone, Debug, PartialEq)]
pub struct Params {
    /// Reverse futility: the margin above beta per ply of depth.
    pub rfp_margin: i32,
    /// Null move: the reduction grows by a ply for each this much the static score clears beta.
    pub null_margin: i32,
    /// Futility: a quiet move is pruned when the static score plus this...
    pub futility_base: i32,
    /// ... plus this per ply of depth does not reach alpha.
    pub futility_depth: i32,
    /// Late-move pruning: (this + depth squared) quiet moves are searched, half when the
    /// position is not improving.
    pub late_moves: i32,
    /// A quiet move whose history is below minus this per ply of depth is pruned (depth 3 or less).
    pub history_prune: i32,
    /// A quiet move whose exchange loses more than this times depth squared is pruned.
    pub see_quiet: i32,
    /// A capture whose exchange loses more than this per ply of depth is pruned.
    pub see_capture: i32,
    /// Late-move reductions: base + ln(depth) ln(number) / divisor, both in hundredths.
    pub lmr_base: i32,
    pub lmr_divisor: i32,
    /// A quiet move's reduction falls by one for each this much history it has.
    pub lmr_history: i32,
    /// The first aspiration window's half-width.
    pub aspiration: i32,
    /// A cut-off's history bonus: this times depth squared...
    pub bonus_square: i32,
    /// ... plus this times depth...
    pub bonus_linear: i32,
    /// ... at most this.
    pub bonus_max: i32,
    /// Quiescence's delta pruning: a capture is skipped when even winning the piece and this
    /// much more would not reach alpha.
    pub delta_margin: i32,
}

impl Default for Params {
    fn default() -> Params {
        Params {
            rfp_margin: 71,
            null_margin: 168,
            futility_base: 88,
            futility_depth: 73,
            late_moves: 7,
            history_prune: 3_952,
            see_quiet: 14,
            see_capture: 103,
            lmr_base: 78,
            lmr_divisor: 223,
            lmr_history: 14_378,
            aspiration: 28,
            bonus_square: 20,
            bonus_linear: 29,
            bonus_max: 977,
            delta_margin: 305,
        }
    }
}

impl Params {
    /// Every parameter's name, with a way to read and to write it.
    #[allow(clippy::type_complexity)]
    const FIELDS: [(&'static str, fn(&mut Params) -> &mut i32); 16] = [
        ("rfp_margin", |p| &mut p.rfp_margin),
        ("null_margin", |p| &mut p.null_margin),
        ("futility_base", |p| &mut p.futility_base),
        ("futility_depth", |p| &mut p.futility_depth),
        ("late_moves", |p| &mut p.late_moves),
        ("history_prune", |p| &mut p.history_prune),
        ("see_quiet", |p| &mut p.see_quiet),
        ("see_capture", |p| &mut p.see_capture),
        ("lmr_base", |p| &mut p.lmr_base),
        ("lmr_divisor", |p| &mut p.lmr_divisor),
        ("lmr_history", |p| &mut p.lmr_history),
        ("aspiration", |p| &mut p.aspiration),
        ("bonus_square", |p| &mut p.bonus_square),
        ("bonus_linear", |p| &mut p.bonus_linear),
        ("bonus_max", |p| &mut p.bonus_max),
        ("delta_margin", |p| &mut p.delta_margin),
    ];

    /// The names of every parameter, in a fixed order.
    pub fn names() -> impl Iterator<Item = &'static str> {
        Params::FIELDS.iter().map(|(name, _)| *name)
    }

    /// The value of the parameter `name`, if there is one by that name.
    pub fn get(&self, name: &str) -> Option<i32> {
        let mut copy = self.clone();
        Params::FIELDS
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, field)| *field(&mut copy))
    }

    /// Sets the parameter `name`. Values are kept within bounds that leave the search sound:
    /// every divisor at least 1, nothing negative.
    pub fn set(&mut self, name: &str, value: i32) -> Result<(), String> {
        let (_, field) = Params::FIELDS
            .iter()
            .find(|(n, _)| *n == name)
            .ok_or_else(|| format!("no search parameter named {name}"))?;
        let floor = if matches!(name, "null_margin" | "lmr_divisor" | "lmr_history" | "aspiration") {
            1
        } else {
            0
        };
        *field(self) = value.clamp(floor, 1_000_000);
        Ok(())
    }

    /// How much a history moves after a cut-off at `depth`: more for deeper cut-offs.
    #[inline]
    pub(super) fn history_bonus(&self, depth: i32) -> i32 {
        (self.bonus_square * depth * depth + self.bonus_linear * depth).min(self.bonus_max)
    }

    /// Late-move reductions by depth and move number: logarithmic in both, so late moves deep
    /// in the tree are searched much shallower first.
    pub(super) fn reductions(&self) -> Box<[[u8; 64]; 64]> {
        let mut table = Box::new([[0u8; 64]; 64]);
        let (base, divisor) = (self.lmr_base as f64 / 100.0, self.lmr_divisor as f64 / 100.0);
        for (depth, row) in table.iter_mut().enumerate().skip(1) {
            for (number, r) in row.iter_mut().enumerate().skip(1) {
                *r = (base + (depth as f64).ln() * (number as f64).ln() / divisor).clamp(0.0, 63.0) as u8;
            }
        }
        table
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_parameter_reads_and_writes_by_name() {
        let mut params = Params::default();
        for (i, name) in Params::names().enumerate() {
            assert!(params.get(name).is_some(), "{name}");
            params.set(name, 1_000 + i as i32).unwrap();
        }
        for (i, name) in Params::names().enumerate() {
            assert_eq!(params.get(name), Some(1_000 + i as i32), "{name}");
        }
        assert!(params.set("no_such_thing", 1).is_err());
        assert_eq!(params.get("no_such_thing"), None);
    }

    #[test]
    fn divisors_stay_positive() {
        let mut params = Params::default();
        params.set("lmr_divisor", -5).unwrap();
        params.set("rfp_margin", -5).unwrap();
        assert_eq!(params.lmr_divisor, 1);
        assert_eq!(params.rfp_margin, 0);
    }

    #[test]
    fn reductions_grow_with_depth_and_move_number() {
        let table = Params::default().reductions();
        assert_eq!(table[1][1], 0);
        for depth in 1..64 {
            for number in 1..64 {
                let r = table[depth][number];
                assert!(depth == 63 || table[depth + 1][number] >= r);
                assert!(number == 63 || table[depth][number + 1] >= r);
            }
        }
        assert!(table[20][40] >= 4, "{}", table[20][40]);
        // A smaller divisor reduces more.
        let mut params = Params::default();
        params.set("lmr_divisor", params.lmr_divisor / 2).unwrap();
        assert!(params.reductions()[20][40] > table[20][40]);
    }
}
