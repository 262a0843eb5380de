//! Static evaluation: material, piece placement, mobility, pawn structure and king safety,
//! tapered between middlegame and endgame, then scaled by mating potential.
//!
//! Mating potential follows Pair-o-Max (H.G. Muller's heuristic, the project's seed 003): the
//! score of the side that is ahead is divided by 2, 4 or 8 when its material, however large,
//! is unlikely to be enough to mate; and when neither side can force mate at all (seed 000)
//! the position is a draw and scores 0.
//!
//! The piece-square values are our own, computed from simple formulas (distance from the
//! centre, rank advanced) rather than tabulated.

use crate::bitboard::Bitboard;
use crate::board::Position;
use crate::movegen::attacks::tables;
use crate::types::{Color, File, Role, Square};

/// A middlegame and an endgame value, blended by the game phase.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pair {
    pub mg: i32,
    pub eg: i32,
}

impl Pair {
    const fn new(mg: i32, eg: i32) -> Pair {
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

/// Material values in centipawns, middlegame and endgame, by role.
pub const VALUES: [Pair; 6] = [
    Pair::new(100, 120),
    Pair::new(320, 300),
    Pair::new(330, 320),
    Pair::new(480, 540),
    Pair::new(960, 1000),
    Pair::new(0, 0),
];

/// The values Pair-o-Max compares piece material with (its "350 centipawns" rule).
const PLAIN_VALUES: [i32; 6] = [100, 325, 325, 500, 975, 0];

const BISHOP_PAIR: Pair = Pair::new(30, 50);
const PHASE_WEIGHTS: [i32; 6] = [0, 1, 1, 2, 4, 0];
const FULL_PHASE: i32 = 24;

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
    /// Neither side can force mate (seed 000): the score is 0 whatever the material.
    pub drawn: bool,
    pub terms: Terms,
}

/// Distance from the centre, 1 (d4, e5, ...) to 7 (corners), in half-files plus half-ranks.
#[inline]
fn centre_distance(sq: Square) -> i32 {
    let f = sq.file().index() as i32;
    let r = sq.rank().index() as i32;
    ((2 * f - 7).abs() + (2 * r - 7).abs()) / 2
}

/// The placement value of a piece of `color` and `role` on `sq`.
fn placement(color: Color, role: Role, sq: Square) -> Pair {
    // Seen from the piece's own side: rank 0 is its back rank.
    let rank = sq.rank().relative(color).index() as i32;
    let file = sq.file().index() as i32;
    let cd = centre_distance(sq);
    match role {
        Role::Pawn => {
            let central = if (3..=4).contains(&file) && (2..=4).contains(&rank) {
                10
            } else {
                0
            };
            Pair::new(
                [0, 0, 4, 10, 18, 30, 50, 0][rank as usize] + central,
                [0, 0, 5, 12, 25, 45, 75, 0][rank as usize],
            )
        }
        Role::Knight => Pair::new(24 - 8 * cd, 16 - 6 * cd),
        Role::Bishop => Pair::new(12 - 4 * cd, 10 - 3 * cd),
        Role::Rook => Pair::new(
            if rank == 6 { 20 } else { 0 } + if (2..=5).contains(&file) { 5 } else { 0 },
            0,
        ),
        Role::Queen => Pair::new(4 - 2 * cd, 12 - 4 * cd),
        Role::King => {
            // Shelter behind pawns early, walk to the centre late.
            let mg = match rank {
                0 => [20, 30, 15, 0, 0, 5, 35, 20][file as usize],
                1 => -10,
                _ => -25 * rank,
            };
            Pair::new(mg, 30 - 10 * cd)
        }
    }
}

/// Bonus for a passed pawn of `color` on relative rank `rank`.
const PASSED: [Pair; 8] = [
    Pair::new(0, 0),
    Pair::new(5, 10),
    Pair::new(5, 15),
    Pair::new(10, 25),
    Pair::new(20, 45),
    Pair::new(35, 75),
    Pair::new(60, 120),
    Pair::new(0, 0),
];

const FILE_A: u64 = 0x0101_0101_0101_0101;

/// The files next to each file.
const ADJACENT_FILES: [Bitboard; 8] = {
    let mut masks = [Bitboard::EMPTY; 8];
    let mut f = 0;
    while f < 8 {
        let mut m = 0;
        if f > 0 {
            m |= FILE_A << (f - 1);
        }
        if f < 7 {
            m |= FILE_A << (f + 1);
        }
        masks[f] = Bitboard(m);
        f += 1;
    }
    masks
};

/// Squares in front of each square from each side's point of view, on its file and the
/// adjacent ones: where an enemy pawn would stop a pawn from being passed.
const FRONT_SPANS: [[Bitboard; 64]; 2] = {
    let mut spans = [[Bitboard::EMPTY; 64]; 2];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = (sq % 8, sq / 8);
        let files = ADJACENT_FILES[f].0 | (FILE_A << f);
        let white_ahead = if r >= 7 { 0 } else { !0u64 << (8 * (r + 1)) };
        let black_ahead = if r == 0 { 0 } else { !0u64 >> (8 * (8 - r)) };
        spans[0][sq] = Bitboard(files & white_ahead);
        spans[1][sq] = Bitboard(files & black_ahead);
        sq += 1;
    }
    spans
};

#[inline]
fn files_adjacent(file: File) -> Bitboard {
    ADJACENT_FILES[file.index() as usize & 7]
}

#[inline]
fn front_span(color: Color, sq: Square) -> Bitboard {
    FRONT_SPANS[color.index()][sq.index()]
}

/// One side's share of the evaluation, as (terms, total).
fn side_terms(pos: &Position, us: Color) -> [Pair; 8] {
    let t = tables();
    let them = us.other();
    let occupied = pos.occupied();
    let ours = pos.by_color(us);
    let our_pawns = pos.pieces(us, Role::Pawn);
    let their_pawns = pos.pieces(them, Role::Pawn);
    let mut material = Pair::default();
    let mut place = Pair::default();
    let mut mobility = Pair::default();
    let mut rooks = Pair::default();

    // Squares attacked by enemy pawns are poor targets for our pieces' mobility.
    let their_pawn_attacks = their_pawns.fold(Bitboard::EMPTY, |bb, sq| bb | t.pawn(them, sq));
    let safe = !ours & !their_pawn_attacks;
    // The squares around the enemy king: attacks on them add up to a king attack.
    let their_king = pos.king_square(them);
    let king_zone = t.king(their_king).with(their_king);
    let (mut attack_units, mut attackers) = (0, 0);
    let mut hit = |attacks: Bitboard, weight: i32| {
        let n = (attacks & king_zone).count() as i32;
        if n > 0 {
            attack_units += weight * n;
            attackers += 1;
        }
    };

    for role in Role::ALL {
        for sq in pos.pieces(us, role) {
            material += VALUES[role.index()];
            place += placement(us, role, sq);
            match role {
                Role::Knight => {
                    hit(t.knight(sq), 2);
                    let n = (t.knight(sq) & safe).count() as i32;
                    mobility += Pair::new(4 * (n - 4), 4 * (n - 4));
                }
                Role::Bishop => {
                    let attacks = t.bishop(sq, occupied);
                    hit(attacks, 2);
                    let n = (attacks & safe).count() as i32;
                    mobility += Pair::new(5 * (n - 6), 5 * (n - 6));
                }
                Role::Rook => {
                    let attacks = t.rook(sq, occupied);
                    hit(attacks, 3);
                    let n = (attacks & safe).count() as i32;
                    mobility += Pair::new(2 * (n - 7), 4 * (n - 7));
                    let file = Bitboard::file(sq.file());
                    if (file & our_pawns).is_empty() {
                        rooks += if (file & their_pawns).is_empty() {
                            Pair::new(25, 10)
                        } else {
                            Pair::new(12, 5)
                        };
                    }
                }
                Role::Queen => {
                    let attacks = t.queen_attacks(sq, occupied);
                    hit(attacks, 5);
                    let n = (attacks & safe).count() as i32;
                    mobility += Pair::new(n - 13, 2 * (n - 13));
                }
                _ => {}
            }
        }
    }

    // Pawn structure: doubled and isolated pawns; passed pawns.
    let mut structure = Pair::default();
    let mut passed = Pair::default();
    for sq in our_pawns {
        let file = Bitboard::file(sq.file());
        if (our_pawns & file).more_than_one() {
            structure -= Pair::new(5, 10);
        }
        if (our_pawns & files_adjacent(sq.file())).is_empty() {
            structure -= Pair::new(10, 12);
        }
        if (front_span(us, sq) & their_pawns).is_empty() {
            let rank = sq.rank().relative(us).index() as usize;
            passed += PASSED[rank];
        }
    }

    // King shelter: our pawns on the three files around the king, one or two ranks ahead.
    let king = pos.king_square(us);
    let shield_zone = front_span(us, king)
        & (Bitboard::file(king.file()) | files_adjacent(king.file()))
        & (Bitboard::relative_rank(us, king.rank().relative(us).index().saturating_add(1).min(7))
            | Bitboard::relative_rank(us, king.rank().relative(us).index().saturating_add(2).min(7)));
    let shelter = if king.rank().relative(us).index() <= 1 {
        Pair::new(12 * (our_pawns & shield_zone).count().min(3) as i32, 0)
    } else {
        Pair::default()
    };

    // One piece near the king is a nuisance; several, with the queen among them, an attack.
    let attack = if attackers >= 2 && pos.pieces(us, Role::Queen).nonempty() {
        let units = attack_units.min(40);
        Pair::new(units * units / 2, 0)
    } else {
        Pair::default()
    };
    let mut safety = shelter;
    safety += attack;

    let pair = if pos.has_bishop_pair(us) {
        BISHOP_PAIR
    } else {
        Pair::default()
    };
    [material, place, mobility, structure, passed, safety, rooks, pair]
}

/// The game phase, from 0 (bare kings and pawns) to 24 (all pieces on).
fn phase(pos: &Position) -> i32 {
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

/// Pieces (not kings or pawns) of a side: how many, their plain value, the cheapest one's
/// value, and whether they are exactly two knights.
struct Pieces {
    count: i32,
    value: i32,
    cheapest: i32,
    knight_pair_only: bool,
}

fn pieces(pos: &Position, color: Color) -> Pieces {
    let mut count = 0;
    let mut value = 0;
    let mut cheapest = i32::MAX;
    for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
        let n = pos.pieces(color, role).count() as i32;
        if n > 0 {
            count += n;
            value += n * PLAIN_VALUES[role.index()];
            cheapest = cheapest.min(PLAIN_VALUES[role.index()]);
        }
    }
    let knight_pair_only = count == 2 && pos.pieces(color, Role::Knight).count() == 2;
    Pieces {
        count,
        value,
        cheapest,
        knight_pair_only,
    }
}

/// Whether a pawnless leader with pieces `lead` against `def` has no mating potential in
/// Pair-o-Max's terms: a 1:0, 1:1, 2:0 or 2:1 count with under 350 centipawns of piece
/// advantage, or two knights with nothing else against at most one piece.
fn lacks_mating_potential(lead: &Pieces, def: &Pieces) -> bool {
    let small_count = matches!((lead.count, def.count), (1, 0) | (1, 1) | (2, 0) | (2, 1));
    (small_count && lead.value - def.value < 350) || (lead.knight_pair_only && def.count <= 1)
}

/// The divisor for the leading side's score (1, 2, 4 or 8), following Pair-o-Max.
pub fn mating_potential_divisor(pos: &Position, leader: Color) -> i32 {
    let defender = leader.other();
    let lead = pieces(pos, leader);
    let def = pieces(pos, defender);
    let lead_pawns = pos.pieces(leader, Role::Pawn).count();
    if lead_pawns == 0 {
        if lacks_mating_potential(&lead, &def) {
            return 8;
        }
        // Without pawns a win needs about twice the advantage, unless the defender has no
        // pieces at all (a bare king, or king and pawns, which are easily collected).
        return if def.count > 0 { 2 } else { 1 };
    }
    if lead_pawns == 1 && matches!((lead.count, def.count), (1, 1) | (1, 2) | (2, 1) | (2, 2)) {
        // Mating potential in jeopardy: the defender can give its cheapest piece for the last
        // pawn and leave one of the cases above.
        let after = Pieces {
            count: def.count - 1,
            value: def.value - def.cheapest,
            cheapest: 0,
            knight_pair_only: false,
        };
        if lacks_mating_potential(&lead, &after) {
            return 4;
        }
    }
    1
}

/// Why the leading side's score is divided, in a sentence for a learner (`None` for 1).
pub fn divisor_reason(divisor: i32) -> Option<&'static str> {
    match divisor {
        8 => Some("score divided by 8: the leading side cannot mate with this material"),
        4 => Some(
            "score divided by 4: the leading side's last pawn can be bought with a piece, leaving material that cannot mate",
        ),
        2 => Some("score divided by 2: without pawns, a win needs about twice the material advantage"),
        _ => None,
    }
}

/// Evaluates `pos` with every term reported, from White's point of view.
pub fn evaluate_full(pos: &Position) -> Evaluation {
    let phase = phase(pos);
    let white = side_terms(pos, Color::White);
    let black = side_terms(pos, Color::Black);
    let part = |i: usize| {
        let mut p = white[i];
        p -= black[i];
        taper(p, phase)
    };
    let terms = Terms {
        material: part(0),
        placement: part(1),
        mobility: part(2),
        pawn_structure: part(3),
        passed_pawns: part(4),
        king_safety: part(5),
        rooks: part(6),
        bishop_pair: part(7),
    };
    let raw = terms.material
        + terms.placement
        + terms.mobility
        + terms.pawn_structure
        + terms.passed_pawns
        + terms.king_safety
        + terms.rooks
        + terms.bishop_pair;
    let drawn = !pos.sufficient_material_to_force_checkmate();
    let leader = if raw >= 0 { Color::White } else { Color::Black };
    let divisor = if raw == 0 {
        1
    } else {
        mating_potential_divisor(pos, leader)
    };
    let score = if drawn { 0 } else { raw / divisor };
    Evaluation {
        score,
        raw,
        divisor,
        drawn,
        terms,
    }
}

/// Having the move is worth a little.
const TEMPO: i32 = 10;

/// The evaluation from the side to move's point of view, for the search.
#[inline]
pub fn evaluate(pos: &Position) -> i32 {
    let e = evaluate_full(pos);
    if e.drawn {
        return 0;
    }
    let score = if pos.turn() == Color::White { e.score } else { -e.score };
    score + TEMPO
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
