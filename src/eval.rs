//! Static evaluation: material, piece placement, mobility, pawn structure, passed pawns, king
//! safety, threats and space, tapered between middlegame and endgame (the endgame half counting
//! less in drawish endings), then scaled by mating potential.
//!
//! Every weight is in one table (`weights.rs`) tuned on data by `tests/tune/` (see its README
//! section); `params.rs` names the table's blocks, `terms.rs` computes which weights a
//! position uses, and `cache.rs` keeps the pawn structure's share for the search. Mating
//! potential follows Pair-o-Max (seed 003, `mating.rs`): the score of the side that is ahead is
//! divided by 2, 4 or 8 when its material, however large, is unlikely to be enough to mate; and
//! when neither side can force mate at all (seed 000) the position is a draw and scores 0.
//! Drawish endings (`drawish.rs`: opposite bishops, rook endings on one wing, few pawns) scale
//! the endgame half of the score down. None of these is tuned.

mod cache;
pub mod drawish;
mod mating;
pub mod params;
mod terms;
pub mod weights;

use crate::board::Position;
use crate::types::{Color, Role};
pub use cache::EvalCache;
pub use drawish::Drawish;
pub use mating::mating_potential_divisor;
pub use terms::SideTerms;
use terms::{Sink, Term, evaluate_pieces, evaluate_sides};

/// A middlegame and an endgame value, blended by the game phase.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pair {
    pub mg: i32,
    pub eg: i32,
}

impl Pair {
    pub const fn new(mg: i32, eg: i32) -> Pair {
        Pair { mg, eg }
    }
}

impl std::ops::AddAssign for Pair {
    fn add_assign(&mut self, o: Pair) {
        self.mg += o.mg;
        self.eg += o.eg;
    }
}

impl std::ops::SubAssign for Pair {
    fn sub_assign(&mut self, o: Pair) {
        self.mg -= o.mg;
        self.eg -= o.eg;
    }
}

impl std::ops::Mul<i32> for Pair {
    type Output = Pair;
    fn mul(self, k: i32) -> Pair {
        Pair::new(self.mg * k, self.eg * k)
    }
}

/// Fixed piece values for the search's move ordering and pruning (not tuned: the search's
/// margins were chosen against them).
pub const VALUES: [Pair; 6] = [
    Pair::new(100, 120),
    Pair::new(320, 300),
    Pair::new(330, 320),
    Pair::new(480, 540),
    Pair::new(960, 1000),
    Pair::new(0, 0),
];

const PHASE_WEIGHTS: [i32; 6] = [0, 1, 1, 2, 4, 0];
/// The phase with every piece on the board.
pub const FULL_PHASE: i32 = 24;

/// The named parts of an evaluation, each White minus Black in centipawns (tapered).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Terms {
    pub material: i32,
    pub placement: i32,
    pub mobility: i32,
    pub pawn_structure: i32,
    pub passed_pawns: i32,
    /// Pawn shelter around our king, and pressure on the enemy king.
    pub king_safety: i32,
    /// Enemy pieces attacked by lesser ones, and enemy men left undefended.
    pub threats: i32,
    pub space: i32,
    pub rooks: i32,
    pub bishop_pair: i32,
}

/// A full evaluation, White's point of view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Evaluation {
    /// The final score in centipawns, positive when White is better.
    pub score: i32,
    /// The score before mating potential was taken into account.
    pub raw: i32,
    /// What the leading side's score was divided by: 1, 2, 4 or 8.
    pub divisor: i32,
    /// The drawish ending the side ahead is in, if any (see `drawish.rs`).
    pub ending: Option<Drawish>,
    /// How much of the endgame half of the score counted, out of [`drawish::FULL`]: less in
    /// a drawish ending.
    pub endgame_factor: i32,
    /// Neither side can force mate (seed 000): the score is 0 whatever the material.
    pub drawn: bool,
    pub terms: Terms,
}

/// The game phase, from 0 (bare kings and pawns) to 24 (all pieces on).
pub fn phase(pos: &Position) -> i32 {
    let p: i32 = Role::ALL
        .into_iter()
        .map(|r| PHASE_WEIGHTS[r.index()] * pos.by_role(r).count() as i32)
        .sum();
    p.min(FULL_PHASE)
}

#[inline]
fn taper(p: Pair, phase: i32) -> i32 {
    (p.mg * phase + p.eg * (FULL_PHASE - phase)) / FULL_PHASE
}

/// The tapered score from both sides' sum, its endgame half scaled by how drawish the ending
/// is for the side ahead there. Returns the score, the drawish ending and its factor.
#[inline]
fn blend(pos: &Position, sum: Pair, phase: i32) -> (i32, Option<Drawish>, i32) {
    if phase >= FULL_PHASE {
        return (sum.mg, None, drawish::FULL);
    }
    let strong = if sum.eg >= 0 { Color::White } else { Color::Black };
    let ending = drawish::classify(pos, strong);
    let factor = ending.map_or(drawish::FULL, Drawish::factor);
    (
        taper(Pair::new(sum.mg, sum.eg * factor / drawish::FULL), phase),
        ending,
        factor,
    )
}

/// The final score from the raw one: 0 when neither side can force mate, otherwise the
/// leader's score divided by its Pair-o-Max divisor. Returns (score, divisor, drawn).
fn scale(pos: &Position, raw: i32) -> (i32, i32, bool) {
    let drawn = !pos.sufficient_material_to_force_checkmate();
    let leader = if raw >= 0 { Color::White } else { Color::Black };
    let divisor = if raw == 0 {
        1
    } else {
        mating_potential_divisor(pos, leader)
    };
    (if drawn { 0 } else { raw / divisor }, divisor, drawn)
}

/// Evaluates `pos` with every term reported, from White's point of view.
pub fn evaluate_full(pos: &Position) -> Evaluation {
    let phase = phase(pos);
    let (mut white, mut black) = (SideTerms::default(), SideTerms::default());
    evaluate_sides(pos, &mut white, &mut black);
    let part = |w: Pair, b: Pair| {
        let mut p = w;
        p -= b;
        taper(p, phase)
    };
    let terms = Terms {
        material: part(white.material, black.material),
        placement: part(white.placement, black.placement),
        mobility: part(white.mobility, black.mobility),
        pawn_structure: part(white.pawn_structure, black.pawn_structure),
        passed_pawns: part(white.passed_pawns, black.passed_pawns),
        king_safety: part(white.king_safety, black.king_safety),
        threats: part(white.threats, black.threats),
        space: part(white.space, black.space),
        rooks: part(white.rooks, black.rooks),
        bishop_pair: part(white.bishop_pair, black.bishop_pair),
    };
    let mut sum = white.total();
    sum -= black.total();
    let (raw, ending, endgame_factor) = blend(pos, sum, phase);
    let (score, divisor, drawn) = scale(pos, raw);
    Evaluation {
        score,
        raw,
        divisor,
        ending,
        endgame_factor,
        drawn,
        terms,
    }
}

/// The evaluation from the side to move's point of view, for the search: the final score and
/// the tempo (having the move is worth a little).
#[inline]
pub fn evaluate(pos: &Position) -> i32 {
    let (mut white, mut black) = (Total::default(), Total::default());
    evaluate_sides(pos, &mut white, &mut black);
    side_to_move_score(pos, white.0, black.0)
}

/// [`evaluate`], looked up in (or added to) `cache`, and so the pawn structure.
#[inline]
pub fn evaluate_cached(pos: &Position, cache: &mut EvalCache) -> i32 {
    if let Some(eval) = cache.eval(pos.hash()) {
        return eval;
    }
    let eval = evaluate_pieces_cached(pos, cache);
    cache.store_eval(pos.hash(), eval);
    eval
}

/// [`evaluate`], with the pawn structure looked up in (or added to) `cache`.
fn evaluate_pieces_cached(pos: &Position, cache: &mut EvalCache) -> i32 {
    let (structure, passed) = cache.get(pos);
    let (mut white, mut black) = (Total(structure), Total::default());
    evaluate_pieces(pos, passed, &mut white, &mut black);
    side_to_move_score(pos, white.0, black.0)
}

/// The search's score from each side's sum of weights.
#[inline]
fn side_to_move_score(pos: &Position, mut sum: Pair, black: Pair) -> i32 {
    let phase = phase(pos);
    sum -= black;
    let (score, _, drawn) = scale(pos, blend(pos, sum, phase).0);
    if drawn {
        return 0;
    }
    let score = if pos.turn() == Color::White { score } else { -score };
    score + taper(weights::weight(params::TEMPO), phase)
}

/// A sink that only adds up (the search needs no breakdown).
#[derive(Default)]
struct Total(Pair);

impl Sink for Total {
    #[inline]
    fn add(&mut self, _: Term, param: usize, count: i32) {
        self.0 += weights::weight(param) * count;
    }

    #[inline]
    fn piece(&mut self, color: Color, role: Role, sq: crate::types::Square) {
        self.0 += terms::PIECE_SQUARE[color.index()][role.index()][sq.index()];
    }
}

/// Which weights a position's evaluation uses, for the tuner: the evaluation is
/// `taper(sum of count x weight, endgame half x endgame_factor / 64) / divisor` (0 when
/// `drawn`), plus the tempo for the side to move, so its gradient with respect to every weight
/// is known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trace {
    pub phase: i32,
    pub divisor: i32,
    /// The endgame half's factor, out of [`drawish::FULL`].
    pub endgame_factor: i32,
    pub drawn: bool,
    /// 1 when White is to move, -1 when Black is.
    pub turn: i32,
    /// (weight index, White's count minus Black's), for every weight with a nonzero count.
    pub counts: Vec<(u16, i16)>,
}

/// Counts of each weight, for one side.
struct Counts(Vec<i32>);

impl Sink for Counts {
    fn add(&mut self, _: Term, param: usize, count: i32) {
        self.0[param] += count;
    }
}

/// The weights `pos`'s evaluation uses (see [`Trace`]).
pub fn trace(pos: &Position) -> Trace {
    let (mut white, mut black) = (Counts(vec![0; params::COUNT]), Counts(vec![0; params::COUNT]));
    evaluate_sides(pos, &mut white, &mut black);
    let counts = white
        .0
        .iter()
        .zip(&black.0)
        .enumerate()
        .filter(|&(_, (w, b))| w != b)
        .map(|(i, (w, b))| (i as u16, (w - b) as i16))
        .collect::<Vec<_>>();
    // The raw score from the counts, as the evaluation adds it up, decides the divisor.
    let phase = phase(pos);
    let mut sum = Pair::default();
    for &(param, count) in &counts {
        sum += weights::weight(param as usize) * count as i32;
    }
    let (raw, _, endgame_factor) = blend(pos, sum, phase);
    let (_, divisor, drawn) = scale(pos, raw);
    Trace {
        phase,
        divisor,
        endgame_factor,
        drawn,
        turn: if pos.turn() == Color::White { 1 } else { -1 },
        counts,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn eval(fen: &str) -> Evaluation {
        evaluate_full(&fen.parse().unwrap())
    }

    #[test]
    fn the_start_position_is_balanced() {
        assert_eq!(eval(crate::board::fen::START_FEN).raw, 0);
    }

    /// The FEN with the board turned around and the colours swapped.
    fn mirror(fen: &str) -> String {
        let fields: Vec<&str> = fen.split(' ').collect();
        let swap = |s: &str| -> String {
            s.chars()
                .map(|c| {
                    if c.is_ascii_uppercase() {
                        c.to_ascii_lowercase()
                    } else {
                        c.to_ascii_uppercase()
                    }
                })
                .collect()
        };
        let placement: Vec<String> = fields[0].split('/').rev().map(swap).collect();
        let turn = if fields[1] == "w" { "b" } else { "w" };
        let castling = if fields[2] == "-" {
            "-".to_string()
        } else {
            swap(fields[2])
        };
        format!("{} {turn} {castling} - 0 1", placement.join("/"))
    }

    #[test]
    fn a_drawish_ending_scales_the_endgame_half() {
        // A rook ending a pawn up with every pawn on the king's wing, and the same with a
        // passed a-pawn more: the first counts a quarter of its endgame score.
        let one_wing = eval("3r2k1/6pp/8/8/8/8/5PPP/3R2K1 w - - 0 1");
        assert_eq!(one_wing.ending, Some(Drawish::RooksOnOneWing));
        assert_eq!(one_wing.endgame_factor, 16);
        let both = eval("3r2k1/6pp/8/8/8/8/P4PPP/3R2K1 w - - 0 1");
        assert_eq!((both.ending, both.endgame_factor), (None, drawish::FULL));
        assert!(
            one_wing.raw > 0 && 2 * one_wing.raw < both.raw - one_wing.raw,
            "{} {}",
            one_wing.raw,
            both.raw
        );
        // Either colour alike.
        let mirrored = eval("3r2k1/5ppp/8/8/8/8/6PP/3R2K1 b - - 0 1");
        assert_eq!((mirrored.raw, mirrored.ending), (-one_wing.raw, one_wing.ending));
    }

    #[test]
    fn the_trace_adds_up_to_the_evaluation() {
        for fen in [
            crate::board::fen::START_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/5k2/8/3P4/8/2K5/8/8 b - - 0 1",
            "2b1k1n1/4p3/8/8/8/8/P5P1/1N2K1N1 w - - 0 1",
            "r1bq1rk1/pp2bppp/2n2n2/2pp4/3P4/2PBPN2/PP1N1PPP/R2QK2R w KQ - 0 9",
        ] {
            let pos: Position = fen.parse().unwrap();
            let t = trace(&pos);
            let mut sum = Pair::default();
            for &(param, count) in &t.counts {
                sum += weights::weight(param as usize) * count as i32;
            }
            let e = evaluate_full(&pos);
            let sum = Pair::new(sum.mg, sum.eg * t.endgame_factor / drawish::FULL);
            assert_eq!(taper(sum, t.phase), e.raw, "{fen}");
            assert_eq!((t.divisor, t.drawn), (e.divisor, e.drawn), "{fen}");
        }
    }

    /// White's count minus Black's of the weight `param` in `fen`'s evaluation.
    fn count(fen: &str, param: usize) -> i32 {
        let t = trace(&fen.parse().unwrap());
        t.counts
            .iter()
            .find(|c| c.0 as usize == param)
            .map_or(0, |c| c.1 as i32)
    }

    #[test]
    fn a_rook_behind_a_passed_pawn_counts_for_its_side() {
        use params::ROOK_BEHIND_PASSER;
        // White's a-pawn is passed; the rook on a1 stands behind it, Black's on a8 in front.
        assert_eq!(count("r3k3/8/8/P7/8/8/8/R3K3 w - - 0 1", ROOK_BEHIND_PASSER), 1);
        assert_eq!(count("r3k3/8/8/P7/8/8/8/R3K3 w - - 0 1", ROOK_BEHIND_PASSER + 1), 0);
        // Black's rook behind White's pawn holds it back.
        assert_eq!(count("4k3/8/8/P7/8/8/8/r3K3 w - - 0 1", ROOK_BEHIND_PASSER + 1), 1);
        // A knight between the rook and the pawn: not behind it any more.
        assert_eq!(count("4k3/8/8/P7/8/N7/8/R3K3 w - - 0 1", ROOK_BEHIND_PASSER), 0);
        // A pawn that is not passed.
        assert_eq!(count("4k3/1p6/8/P7/8/8/8/R3K3 w - - 0 1", ROOK_BEHIND_PASSER), 0);
        // Black's count is subtracted: Black's rook on h8 behind its h-pawn.
        assert_eq!(count("4k2r/8/8/8/7p/8/8/4K3 w - - 0 1", ROOK_BEHIND_PASSER), -1);
    }

    #[test]
    fn outposts_need_a_pawn_behind_and_none_to_chase() {
        use params::OUTPOST;
        // The knight on e5, defended by d4, with no black pawn on the d or f file ahead.
        assert_eq!(count("4k3/pp4pp/8/4N3/3P4/8/8/4K3 w - - 0 1", OUTPOST), 1);
        // ...f7 could one day drive it away; without d4 nothing defends it.
        assert_eq!(count("4k3/pp3ppp/8/4N3/3P4/8/8/4K3 w - - 0 1", OUTPOST), 0);
        assert_eq!(count("4k3/pp4pp/8/4N3/8/8/8/4K3 w - - 0 1", OUTPOST), 0);
        // A bishop counts in its own weight.
        assert_eq!(count("4k3/pp4pp/8/4B3/3P4/8/8/4K3 w - - 0 1", OUTPOST + 1), 1);
    }

    #[test]
    fn safe_checks_are_counted_by_the_checking_piece() {
        use params::SAFE_CHECK;
        // The knight on b5 can check from c7 and d6; the black king guards neither.
        assert_eq!(count("4k3/8/8/1N6/8/8/8/4K3 w - - 0 1", SAFE_CHECK), 2);
        // A black pawn on e7 guards d6: one safe check left.
        assert_eq!(count("4k3/4p3/8/1N6/8/8/8/4K3 w - - 0 1", SAFE_CHECK), 1);
        // The rook on a1 checks from a8 (e1 is taken by its own king).
        assert_eq!(count("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", SAFE_CHECK + 2), 1);
    }

    #[test]
    fn passed_pawns_free_or_blocked() {
        use params::{PASSED_BLOCKED, PASSED_FREE};
        assert_eq!(count("4k3/8/8/8/8/P7/8/4K3 w - - 0 1", PASSED_FREE), 1);
        assert_eq!(count("4k3/8/8/8/8/P7/8/4K3 w - - 0 1", PASSED_BLOCKED), 0);
        // A knight on a4 blocks it; further up the board a blocked pawn counts more.
        assert_eq!(count("4k3/8/8/8/n7/P7/8/4K3 w - - 0 1", PASSED_BLOCKED), 1);
        assert_eq!(count("4k3/n7/P7/8/8/8/8/4K3 w - - 0 1", PASSED_BLOCKED), 6);
        // A path the black king guards is not free.
        assert_eq!(count("8/2k5/8/8/8/1P6/8/4K3 w - - 0 1", PASSED_FREE), 0);
    }

    #[test]
    fn threats_by_what_attacks_what() {
        use params::{KING_THREAT, MINOR_THREAT, ROOK_SEVENTH, ROOK_THREAT};
        // A knight on e5 attacks the rook on d7 and the queen on f7.
        let fen = "4k3/3r1q2/8/4N3/8/8/8/4K3 w - - 0 1";
        assert_eq!(count(fen, MINOR_THREAT + Role::Rook.index()), 1);
        assert_eq!(count(fen, MINOR_THREAT + Role::Queen.index()), 1);
        // A rook attacks an undefended knight, but not a defended one; the king an undefended pawn.
        assert_eq!(
            count("4k3/8/8/8/8/8/n7/R3K3 w - - 0 1", ROOK_THREAT + Role::Knight.index()),
            1
        );
        assert_eq!(
            count("4k3/8/8/8/8/1p6/n7/R3K3 w - - 0 1", ROOK_THREAT + Role::Knight.index()),
            0
        );
        assert_eq!(count("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", KING_THREAT), 1);
        // A rook on the seventh, where the black king is held on the eighth.
        assert_eq!(count("4k3/R7/8/8/8/8/8/4K3 w - - 0 1", ROOK_SEVENTH), 1);
        assert_eq!(count("8/R7/4k3/8/8/8/8/4K3 w - - 0 1", ROOK_SEVENTH), 0);
    }

    #[test]
    fn the_caches_change_nothing() {
        let mut cache = EvalCache::default();
        for fen in [
            crate::board::fen::START_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/5k2/8/3P4/8/2K5/8/8 b - - 0 1",
            "8/5k2/8/3P4/8/2K5/8/8 w - - 0 1",
            "2b1k1n1/4p3/8/8/8/8/P5P1/1N2K1N1 w - - 0 1",
            "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
            "r1bq1rk1/pp2bppp/2n2n2/2pp4/3P4/2PBPN2/PP1N1PPP/R2QK2R w KQ - 0 9",
        ] {
            let pos: Position = fen.parse().unwrap();
            // Twice: once filling the slots, once reading the evaluation back. Positions with
            // the same pawns as one before read the pawn structure back the first time.
            assert_eq!(evaluate_cached(&pos, &mut cache), evaluate(&pos), "{fen}");
            assert_eq!(evaluate_cached(&pos, &mut cache), evaluate(&pos), "{fen}");
        }
    }

    #[test]
    fn mirrored_positions_score_opposite() {
        for fen in [
            "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
            "8/5k2/8/3P4/8/2K5/8/8 w - - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "2b1k1n1/4p3/8/8/8/8/P5P1/1N2K1N1 w - - 0 1",
        ] {
            let (a, b) = (eval(fen), eval(&mirror(fen)));
            assert_eq!(a.raw, -b.raw, "{fen}");
            assert_eq!(a.score, -b.score, "{fen}");
        }
    }

    #[test]
    fn divisors_follow_pair_o_max() {
        let d = |fen: &str| eval(fen).divisor;
        assert_eq!(d("4k3/8/8/8/8/8/8/2N1K3 w - - 0 1"), 8, "KN v K");
        assert_eq!(d("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1"), 8, "KB v K");
        assert_eq!(d("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1"), 8, "KNN v K");
        assert_eq!(d("4k1n1/8/8/8/8/8/8/1NN1K3 w - - 0 1"), 8, "KNN v KN");
        assert_eq!(d("4k1n1/8/8/8/8/8/8/R3K3 w - - 0 1"), 8, "KR v KN");
        assert_eq!(d("4k1b1/8/8/8/8/8/8/R3K3 w - - 0 1"), 8, "KR v KB");
        assert_eq!(d("r3k3/8/8/8/8/8/8/R1N1K3 w - - 0 1"), 8, "KRN v KR");
        assert_eq!(d("3qk3/8/8/8/8/8/8/2BQK3 w - - 0 1"), 8, "KQB v KQ");
        assert_eq!(d("4kb2/8/8/8/8/8/8/2B1KN2 w - - 0 1"), 8, "KBN v KB");
        assert_eq!(d("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), 1, "KR v K: no discount");
        assert_eq!(
            d("4k3/pp6/8/8/8/8/8/R3K3 w - - 0 1"),
            1,
            "KR v KPP: pawns are easily collected"
        );
        assert_eq!(
            d("r3k3/8/8/8/8/8/8/R2QK3 w - - 0 1"),
            2,
            "KRQ v KR: pawnless, twice the advantage needed"
        );
        assert_eq!(d("4k3/8/8/8/8/8/P7/R3K3 w - - 0 1"), 1, "KRP v K");
        // In jeopardy: the last pawn can be bought with the defender's cheapest piece.
        assert_eq!(d("1n2k3/4p3/8/8/8/8/P7/1NN1K3 w - - 0 1"), 4, "KNNP v KNP");
    }

    #[test]
    fn cannot_force_mate_scores_zero() {
        let knn = eval("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1");
        assert!(knn.drawn && knn.score == 0 && knn.raw > 500);
        let kbkn = eval("4k1n1/8/8/8/8/8/8/2B1K3 w - - 0 1");
        assert!(kbkn.drawn && kbkn.score == 0);
        let kbn = eval("4k3/8/8/8/8/8/8/2B1KN2 w - - 0 1");
        assert!(!kbn.drawn && kbn.score > 300);
    }

    #[test]
    fn seed_003_prefers_keeping_two_pawns() {
        // K+N+N+2P v K+B+N+P: about a pawn up.
        let start = eval("2b1k1n1/4p3/8/8/8/8/P5P1/1N2K1N1 w - - 0 1");
        assert!((50..=200).contains(&start.score), "{start:?}");
        // Trading knights keeps both pawns: K+N+2P v K+B+P.
        let keep = eval("2b1k3/4p3/8/8/8/8/P5P1/1N2K3 w - - 0 1");
        // Winning the bishop for a pawn leaves the last pawn in jeopardy: K+N+N+P v K+N+P.
        let grab = eval("4k1n1/4p3/8/8/8/8/6P1/1N2K1N1 w - - 0 1");
        assert_eq!(grab.divisor, 4, "{grab:?}");
        assert!(keep.score > grab.score, "keep {keep:?} grab {grab:?}");
    }
}
