//! One side's share of the evaluation, term by term. The same code serves the evaluation, which
//! adds up weights, and the tuner, which records which weights a position uses and how often:
//! both are a [`Sink`] the terms are written to.

use super::Pair;
use super::params::*;
use super::weights::WEIGHTS;
use crate::bitboard::Bitboard;
use crate::board::Position;
use crate::movegen::attacks::tables;
use crate::types::{Color, File, Role, Square};

/// The named parts of the evaluation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Term {
    Material,
    Placement,
    Mobility,
    PawnStructure,
    PassedPawns,
    KingSafety,
    Threats,
    Space,
    Rooks,
    BishopPair,
}

/// Where the terms go.
pub(crate) trait Sink {
    /// `count` times the weight at `param`, as part of `term`.
    fn add(&mut self, term: Term, param: usize, count: i32);

    /// A piece of `color` on `sq`: its material (none for the king) and its placement.
    #[inline]
    fn piece(&mut self, color: Color, role: Role, sq: Square) {
        if role != Role::King {
            self.add(Term::Material, MATERIAL + role.index(), 1);
        }
        self.add(Term::Placement, placement_index(color, role, sq), 1);
    }
}

/// [`Sink::piece`]'s two weights added up, by colour, role and square, for a sink that only
/// sums.
pub(crate) static PIECE_SQUARE: [[[Pair; 64]; 6]; 2] = {
    let mut table = [[[Pair::new(0, 0); 64]; 6]; 2];
    let mut c = 0;
    while c < 2 {
        let color = if c == 0 { Color::White } else { Color::Black };
        let mut r = 0;
        while r < 6 {
            let role = Role::ALL[r];
            let mut sq = 0;
            while sq < 64 {
                let placement = WEIGHTS[placement_index(color, role, Square::new(sq as u32))];
                let material = if matches!(role, Role::King) {
                    Pair::new(0, 0)
                } else {
                    WEIGHTS[MATERIAL + r]
                };
                table[c][r][sq] = Pair::new(material.mg + placement.mg, material.eg + placement.eg);
                sq += 1;
            }
            r += 1;
        }
        c += 1;
    }
    table
};

/// One side's terms, each a middlegame and an endgame value.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SideTerms {
    pub material: Pair,
    pub placement: Pair,
    pub mobility: Pair,
    pub pawn_structure: Pair,
    pub passed_pawns: Pair,
    /// Pawn shelter around our king, and pressure on the enemy king.
    pub king_safety: Pair,
    /// Enemy pieces attacked by lesser pieces, and enemy pieces left undefended.
    pub threats: Pair,
    pub space: Pair,
    pub rooks: Pair,
    pub bishop_pair: Pair,
}

impl SideTerms {
    /// The sum of every term.
    pub fn total(&self) -> Pair {
        let mut sum = self.material;
        for part in [
            self.placement,
            self.mobility,
            self.pawn_structure,
            self.passed_pawns,
            self.king_safety,
            self.threats,
            self.space,
            self.rooks,
            self.bishop_pair,
        ] {
            sum += part;
        }
        sum
    }
}

impl Sink for SideTerms {
    #[inline]
    fn add(&mut self, term: Term, param: usize, count: i32) {
        let part = match term {
            Term::Material => &mut self.material,
            Term::Placement => &mut self.placement,
            Term::Mobility => &mut self.mobility,
            Term::PawnStructure => &mut self.pawn_structure,
            Term::PassedPawns => &mut self.passed_pawns,
            Term::KingSafety => &mut self.king_safety,
            Term::Threats => &mut self.threats,
            Term::Space => &mut self.space,
            Term::Rooks => &mut self.rooks,
            Term::BishopPair => &mut self.bishop_pair,
        };
        *part += super::weights::weight(param) * count;
    }
}

/// What one side's pieces attack, gathered while its pieces are evaluated and used by the
/// other side's threats.
struct Attacks {
    pawns: Bitboard,
    knights: Bitboard,
    bishops: Bitboard,
    rooks: Bitboard,
    queens: Bitboard,
    king: Bitboard,
    /// Every piece, the king included.
    all: Bitboard,
}

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

/// The ranks from `color`'s first rank up to relative rank `rank`, inclusive.
#[inline]
fn ranks_up_to(color: Color, rank: usize) -> Bitboard {
    let white = if rank >= 7 { !0 } else { (1u64 << (8 * (rank + 1))) - 1 };
    match color {
        Color::White => Bitboard(white),
        Color::Black => Bitboard(white.swap_bytes()),
    }
}

/// The placement weight's index for a piece of `color` on `sq`.
#[inline]
const fn placement_index(color: Color, role: Role, sq: Square) -> usize {
    let rank = sq.rank().relative(color).index() as usize;
    let file = sq.file().index() as usize;
    let file = if file > 3 { 7 - file } else { file };
    PLACEMENT + role.index() * 32 + rank * 4 + file
}

/// King distance between two squares.
#[inline]
fn distance(a: Square, b: Square) -> i32 {
    let df = (a.file().index() as i32 - b.file().index() as i32).abs();
    let dr = (a.rank().index() as i32 - b.rank().index() as i32).abs();
    df.max(dr)
}

/// Writes both sides' terms: White's to `white`, Black's to `black`.
pub(crate) fn evaluate_sides<S: Sink>(pos: &Position, white: &mut S, black: &mut S) {
    let passed = [
        pawn_structure(pos, Color::White, white),
        pawn_structure(pos, Color::Black, black),
    ];
    evaluate_pieces(pos, passed, white, black);
}

/// Every term but the pawn structure, which depends on the pawns alone (and may come from a
/// cache): `passed` holds each side's passed pawns, as [`pawn_structure`] found them.
pub(crate) fn evaluate_pieces<S: Sink>(pos: &Position, passed: [Bitboard; 2], white: &mut S, black: &mut S) {
    let white_attacks = pieces(pos, Color::White, white);
    let black_attacks = pieces(pos, Color::Black, black);
    passed_pawns(pos, Color::White, passed[0], &black_attacks, white);
    passed_pawns(pos, Color::Black, passed[1], &white_attacks, black);
    threats(pos, Color::White, &white_attacks, &black_attacks, white);
    threats(pos, Color::Black, &black_attacks, &white_attacks, black);
    space(pos, Color::White, white);
    space(pos, Color::Black, black);
}

/// Material, placement, mobility, rooks on open files, the bishop pair and the king: whatever
/// comes from one side's pieces (the pawns' material and placement come with their structure,
/// which the search caches). Returns what they attack.
fn pieces<S: Sink>(pos: &Position, us: Color, sink: &mut S) -> Attacks {
    let t = tables();
    let them = us.other();
    let occupied = pos.occupied();
    let ours = pos.by_color(us);
    let our_pawns = pos.pieces(us, Role::Pawn);
    let their_pawns = pos.pieces(them, Role::Pawn);
    let pawn_attacks = our_pawns.pawn_attacks(us);
    let our_king = pos.king_square(us);
    let king_attacks = t.king(our_king);
    let mut attacks = Attacks {
        pawns: pawn_attacks,
        knights: Bitboard::EMPTY,
        bishops: Bitboard::EMPTY,
        rooks: Bitboard::EMPTY,
        queens: Bitboard::EMPTY,
        king: king_attacks,
        all: pawn_attacks | king_attacks,
    };

    // Squares attacked by enemy pawns are poor targets for our pieces' mobility.
    let safe = !ours & !their_pawns.pawn_attacks(them);
    // The squares around the enemy king: attacks on them add up to a king attack.
    let their_king = pos.king_square(them);
    let king_zone = t.king(their_king).with(their_king);
    let (mut units, mut attackers) = (0, 0);
    // An outpost: in the enemy half, defended by a pawn, and no enemy pawn can ever chase the
    // piece away.
    let is_outpost = |sq: Square| {
        (3..=5).contains(&sq.rank().relative(us).index())
            && pawn_attacks.contains(sq)
            && (front_span(us, sq) & files_adjacent(sq.file()) & their_pawns).is_empty()
    };

    // What every piece adds: its material and placement, its mobility, its share in an
    // attack on the king. Returns the squares it reaches.
    let mut piece = |sink: &mut S, role: Role, sq: Square, reach: Bitboard, mobility: usize, weight: i32| {
        sink.piece(us, role, sq);
        sink.add(Term::Mobility, mobility + (reach & safe).count() as usize, 1);
        let hits = (reach & king_zone).count() as i32;
        if hits > 0 {
            units += weight * hits;
            attackers += 1;
        }
        reach
    };
    for sq in pos.pieces(us, Role::Knight) {
        attacks.knights |= piece(sink, Role::Knight, sq, t.knight(sq), MOBILITY_KNIGHT, 2);
        sink.add(Term::Placement, OUTPOST, is_outpost(sq) as i32);
    }
    for sq in pos.pieces(us, Role::Bishop) {
        attacks.bishops |= piece(sink, Role::Bishop, sq, t.bishop(sq, occupied), MOBILITY_BISHOP, 2);
        sink.add(Term::Placement, OUTPOST + 1, is_outpost(sq) as i32);
        let own_colour = our_pawns & Bitboard::same_colour_as(sq);
        sink.add(Term::Placement, BISHOP_PAWNS, own_colour.count() as i32);
    }
    for sq in pos.pieces(us, Role::Rook) {
        attacks.rooks |= piece(sink, Role::Rook, sq, t.rook(sq, occupied), MOBILITY_ROOK, 3);
        let file = Bitboard::file(sq.file());
        if (file & our_pawns).is_empty() {
            let open = (file & their_pawns).is_empty();
            let param = if open { ROOK_OPEN_FILE } else { ROOK_HALF_OPEN_FILE };
            sink.add(Term::Rooks, param, 1);
        }
        // The seventh rank, where the enemy's pawns stand or its king is held.
        if sq.rank().relative(us).index() == 6
            && ((their_pawns & Bitboard::relative_rank(us, 6)).nonempty()
                || their_king.rank().relative(us).index() == 7)
        {
            sink.add(Term::Rooks, ROOK_SEVENTH, 1);
        }
    }
    for sq in pos.pieces(us, Role::Queen) {
        attacks.queens |= piece(sink, Role::Queen, sq, t.queen_attacks(sq, occupied), MOBILITY_QUEEN, 5);
    }
    sink.piece(us, Role::King, our_king);
    attacks.all |= attacks.knights | attacks.bishops | attacks.rooks | attacks.queens;

    // One piece near the king is a nuisance; several, with the queen among them, an attack.
    if attackers >= 2 && pos.pieces(us, Role::Queen).nonempty() {
        sink.add(Term::KingSafety, KING_DANGER + (units.min(48) / 2) as usize, 1);
    }
    // Shelter: our pawns on the three files around our king, one or two ranks ahead of it.
    let king_rank = our_king.rank().relative(us).index() as usize;
    if king_rank <= 1 {
        let shield = front_span(us, our_king)
            & (Bitboard::relative_rank(us, king_rank as u8 + 1) | Bitboard::relative_rank(us, king_rank as u8 + 2));
        let count = (our_pawns & shield).count().min(3) as usize;
        sink.add(Term::KingSafety, SHELTER + count, 1);
    }
    if pos.has_bishop_pair(us) {
        sink.add(Term::BishopPair, BISHOP_PAIR, 1);
    }
    attacks
}

/// The pawns: their material and placement, and their structure (doubled, isolated, backward,
/// supported and phalanx pawns, and the passed pawns by rank). Depends on the pawns alone, so
/// the search caches it by their arrangement. Returns our passed pawns.
pub(crate) fn pawn_structure<S: Sink>(pos: &Position, us: Color, sink: &mut S) -> Bitboard {
    let t = tables();
    let them = us.other();
    let our_pawns = pos.pieces(us, Role::Pawn);
    let their_pawns = pos.pieces(them, Role::Pawn);
    let their_pawn_attacks = their_pawns.pawn_attacks(them);
    let mut passed = Bitboard::EMPTY;
    for sq in our_pawns {
        sink.piece(us, Role::Pawn, sq);
        let file = Bitboard::file(sq.file());
        let rank = sq.rank().relative(us).index() as usize;
        let neighbours = our_pawns & files_adjacent(sq.file());
        if (our_pawns & file).more_than_one() {
            sink.add(Term::PawnStructure, DOUBLED, 1);
        }
        if neighbours.is_empty() {
            sink.add(Term::PawnStructure, ISOLATED, 1);
        } else {
            let stop = Bitboard::from_square(sq).forward(us);
            if (neighbours & ranks_up_to(us, rank)).is_empty() && (stop & their_pawn_attacks).nonempty() {
                sink.add(Term::PawnStructure, BACKWARD, 1);
            }
        }
        if (t.pawn(them, sq) & our_pawns).nonempty() {
            sink.add(Term::PawnStructure, SUPPORTED, 1);
        }
        if (neighbours & Bitboard::rank(sq.rank())).nonempty() {
            sink.add(Term::PawnStructure, PHALANX, 1);
        }
        if (front_span(us, sq) & their_pawns).is_empty() {
            sink.add(Term::PassedPawns, PASSED + rank, 1);
            passed = passed.with(sq);
        }
    }
    passed
}

/// How much a passed pawn's being blocked or free counts, by its rank: the nearer it is to
/// queening, the more.
const PASSED_SCALE: [i32; 8] = [0, 0, 1, 2, 4, 6, 9, 0];

/// Our passed pawns against the kings: each king's distance to the pawn's stop square, and, in
/// a pawn ending, the rule of the square; whether the stop square is taken, or the whole way
/// clear of men and of enemy attacks; and a rook of either side behind the pawn.
fn passed_pawns<S: Sink>(pos: &Position, us: Color, passed: Bitboard, theirs: &Attacks, sink: &mut S) {
    let t = tables();
    let them = us.other();
    let our_king = pos.king_square(us);
    let their_king = pos.king_square(them);
    // With only king and pawns left, the enemy can stop a passed pawn with the king alone.
    let their_pieces = pos.by_color(them) & !pos.by_role(Role::Pawn) & !pos.by_role(Role::King);
    let pawn_ending = their_pieces.is_empty();
    for sq in passed {
        let rank = sq.rank().relative(us).index() as usize;
        let Some(stop) = Bitboard::from_square(sq).forward(us).first() else {
            continue;
        };
        sink.add(Term::PassedPawns, PASSED_OUR_KING + rank, distance(our_king, stop));
        sink.add(Term::PassedPawns, PASSED_THEIR_KING + rank, distance(their_king, stop));
        if pos.occupied().contains(stop) {
            sink.add(Term::PassedPawns, PASSED_BLOCKED, PASSED_SCALE[rank]);
        } else {
            let path = front_span(us, sq) & Bitboard::file(sq.file());
            if (path & (pos.occupied() | theirs.all)).is_empty() {
                sink.add(Term::PassedPawns, PASSED_FREE, PASSED_SCALE[rank]);
            }
        }
        if pawn_ending && unstoppable(pos, us, sq, rank, their_king) {
            sink.add(Term::PassedPawns, UNSTOPPABLE, 1);
        }
        // The first man behind the pawn on its file, if it is a rook.
        let behind = front_span(them, sq) & Bitboard::file(sq.file()) & t.rook(sq, pos.occupied());
        let rooks = behind & pos.by_role(Role::Rook);
        sink.add(
            Term::Rooks,
            ROOK_BEHIND_PASSER,
            (rooks & pos.by_color(us)).count() as i32,
        );
        sink.add(
            Term::Rooks,
            ROOK_BEHIND_PASSER + 1,
            (rooks & pos.by_color(them)).count() as i32,
        );
    }
}

/// The rule of the square: a passed pawn with a clear path that the enemy king cannot reach
/// before it queens.
fn unstoppable(pos: &Position, us: Color, sq: Square, rank: usize, their_king: Square) -> bool {
    let last_rank = crate::types::Rank::new(if us == Color::White { 7 } else { 0 });
    let queening = Square::from_coords(sq.file(), last_rank);
    let path = front_span(us, sq) & Bitboard::file(sq.file());
    if (path & pos.occupied()).nonempty() {
        return false;
    }
    // From its first square a pawn steps two at once.
    let steps = 7 - rank as i32 - (rank == 1) as i32;
    let their_move = (pos.turn() != us) as i32;
    distance(their_king, queening) - their_move > steps
}

/// Enemy men attacked by our pawns, pieces and king, by what attacks what; enemy men we attack
/// that nothing defends; and the squares from which our pieces can check the enemy king safely.
fn threats<S: Sink>(pos: &Position, us: Color, ours: &Attacks, theirs: &Attacks, sink: &mut S) {
    let t = tables();
    let them = us.other();
    let pieces = pos.by_color(them) & !pos.by_role(Role::Pawn) & !pos.by_role(Role::King);
    let men = pos.by_color(them) & !pos.by_role(Role::King);
    let undefended = men & !theirs.all;
    sink.add(Term::Threats, PAWN_THREAT, (pieces & ours.pawns).count() as i32);
    // A minor piece's attack matters on any piece, and on a pawn no pawn defends; a rook's on a
    // queen, and on anything left undefended.
    let minor_targets = (pieces | (men & !theirs.pawns)) & (ours.knights | ours.bishops);
    let rook_targets = (pos.pieces(them, Role::Queen) | (undefended & !theirs.pawns)) & ours.rooks;
    // Each target by what it is (there are seldom more than two).
    for sq in minor_targets {
        let role = pos.piece_at(sq).map_or(Role::Pawn, |p| p.role);
        sink.add(Term::Threats, MINOR_THREAT + role.index(), 1);
    }
    for sq in rook_targets {
        let role = pos.piece_at(sq).map_or(Role::Pawn, |p| p.role);
        sink.add(Term::Threats, ROOK_THREAT + role.index(), 1);
    }
    sink.add(Term::Threats, KING_THREAT, (undefended & ours.king).count() as i32);
    sink.add(Term::Threats, HANGING, (undefended & ours.all).count() as i32);

    // Safe checks: a square our piece reaches, from which it would check the king, that no
    // enemy man guards.
    let king = pos.king_square(them);
    let occupied = pos.occupied();
    let safe = !pos.by_color(us) & !theirs.all;
    let (diagonal, straight) = (t.bishop(king, occupied), t.rook(king, occupied));
    for (i, checks) in [
        t.knight(king) & ours.knights,
        diagonal & ours.bishops,
        straight & ours.rooks,
        (diagonal | straight) & ours.queens,
    ]
    .into_iter()
    .enumerate()
    {
        sink.add(Term::KingSafety, SAFE_CHECK + i, (checks & safe).count() as i32);
    }
}

/// Space: safe squares in the centre of our half, counted twice when behind our own pawns.
fn space<S: Sink>(pos: &Position, us: Color, sink: &mut S) {
    const CENTRE_FILES: u64 = 0x3C3C_3C3C_3C3C_3C3C;
    let them = us.other();
    let our_pawns = pos.pieces(us, Role::Pawn);
    let zone = Bitboard(CENTRE_FILES)
        & (Bitboard::relative_rank(us, 1) | Bitboard::relative_rank(us, 2) | Bitboard::relative_rank(us, 3));
    let safe = zone & !our_pawns & !pos.pieces(them, Role::Pawn).pawn_attacks(them);
    let back = match us {
        Color::White => Bitboard(our_pawns.0 >> 8 | our_pawns.0 >> 16 | our_pawns.0 >> 24),
        Color::Black => Bitboard(our_pawns.0 << 8 | our_pawns.0 << 16 | our_pawns.0 << 24),
    };
    sink.add(Term::Space, SPACE, (safe.count() + (safe & back).count()) as i32);
}
