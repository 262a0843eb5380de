//! Attack sets of every piece, from lookup tables built once at start-up.
//!
//! Bishops use "fancy" magic bitboards: the relevant blockers of a square are multiplied by a
//! magic number so that their top bits index a dense table of attack sets (41 KiB). The magic
//! numbers in `magics.rs` were found by our own search (see its tests). Rooks, whose magic
//! table would take 800 KiB and miss the processor's caches on most lookups, use two small
//! tables instead, one for the rank and one for the file (see [`Tables::rook`]). Both are
//! checked against a slow ray walk for every blocker set, and computed when first needed
//! rather than shipped, which keeps the wasm download small.

use super::magics::BISHOP_MAGICS;
use crate::bitboard::Bitboard;
use crate::types::{Color, File, Square};
use std::sync::OnceLock;

/// The directions a rook slides in, as (file, rank) steps.
pub(crate) const ROOK_DIRECTIONS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// The directions a bishop slides in.
pub(crate) const BISHOP_DIRECTIONS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT_STEPS: [(i8, i8); 8] = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)];
const KING_STEPS: [(i8, i8); 8] = [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)];

/// The a-file without a1 and a8.
const FILE_A_INNER: u64 = Bitboard::file(File::new(0)).0 & !Bitboard::BACK_RANKS.0;
/// Multiplied by squares of the a-file, moves a2-a7 (bits 8, 16, ... 48) to bits 58-63 in
/// order: bit 8k lands on bit 57 + k through the factor's bit 57 - 7k, and no two partial
/// products meet, so nothing carries.
const GATHER_A_FILE: u64 = 1 << 50 | 1 << 43 | 1 << 36 | 1 << 29 | 1 << 22 | 1 << 15;

/// One square's entry in a magic table.
#[derive(Clone, Copy, Default)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: u32,
}

impl Magic {
    #[inline]
    fn index(&self, occupied: Bitboard) -> usize {
        self.offset as usize + ((occupied.0 & self.mask).wrapping_mul(self.magic) >> self.shift) as usize
    }
}

/// Every lookup table, built once by [`tables`].
pub(crate) struct Tables {
    knight: [Bitboard; 64],
    king: [Bitboard; 64],
    pawn: [[Bitboard; 64]; 2],
    /// A rook's attacks along its rank, by its file and the six inner squares' occupancy.
    rank_attacks: [[u8; 64]; 8],
    /// A rook's attacks along the a-file, by its rank and the six inner squares' occupancy.
    file_attacks: [[Bitboard; 64]; 8],
    bishop: [Magic; 64],
    rook_rays: [Bitboard; 64],
    bishop_rays: [Bitboard; 64],
    /// Squares from which a rook could attack some square next to this one (on an empty board).
    rook_zone: [Bitboard; 64],
    /// The same for a bishop.
    bishop_zone: [Bitboard; 64],
    bishop_table: Vec<Bitboard>,
    /// Squares strictly between two squares on a line, else empty.
    between: Box<[[Bitboard; 64]; 64]>,
    /// The whole line (edge to edge) through two squares on a line, else empty.
    line: Box<[[Bitboard; 64]; 64]>,
    /// The fewest knight moves from one square to another.
    knight_distance: Box<[[u8; 64]; 64]>,
}

static TABLES: OnceLock<Tables> = OnceLock::new();

/// The lookup tables, built on first use.
#[inline]
pub(crate) fn tables() -> &'static Tables {
    TABLES.get_or_init(Tables::build)
}

/// Builds the tables now, so the first move generation does not pay for it.
pub fn init() {
    tables();
}

/// Squares reached from `sq` by single steps.
fn step_attacks(sq: Square, steps: &[(i8, i8)]) -> Bitboard {
    steps
        .iter()
        .filter_map(|&(df, dr)| sq.offset(df, dr))
        .fold(Bitboard::EMPTY, |bb, to| bb.with(to))
}

/// Squares a slider on `sq` attacks, walking each ray until it hits a piece. Slow; used to build
/// the tables and as the reference in tests.
pub(crate) fn slider_attacks_slow(sq: Square, directions: &[(i8, i8)], occupied: Bitboard) -> Bitboard {
    let mut attacks = Bitboard::EMPTY;
    for &(df, dr) in directions {
        let mut cur = sq;
        while let Some(next) = cur.offset(df, dr) {
            attacks = attacks.with(next);
            if occupied.contains(next) {
                break;
            }
            cur = next;
        }
    }
    attacks
}

/// The blockers that matter for a slider on `sq`: its rays without their last square.
pub(crate) fn relevant_mask(sq: Square, directions: &[(i8, i8)]) -> Bitboard {
    let mut mask = Bitboard::EMPTY;
    for &(df, dr) in directions {
        let mut cur = sq;
        while let Some(next) = cur.offset(df, dr) {
            if next.offset(df, dr).is_none() {
                break;
            }
            mask = mask.with(next);
            cur = next;
        }
    }
    mask
}

impl Tables {
    fn build() -> Tables {
        let mut t = Tables {
            knight: [Bitboard::EMPTY; 64],
            king: [Bitboard::EMPTY; 64],
            pawn: [[Bitboard::EMPTY; 64]; 2],
            rank_attacks: [[0; 64]; 8],
            file_attacks: [[Bitboard::EMPTY; 64]; 8],
            bishop: [Magic::default(); 64],
            rook_rays: [Bitboard::EMPTY; 64],
            bishop_rays: [Bitboard::EMPTY; 64],
            rook_zone: [Bitboard::EMPTY; 64],
            bishop_zone: [Bitboard::EMPTY; 64],
            bishop_table: Vec::new(),
            between: Box::new([[Bitboard::EMPTY; 64]; 64]),
            line: Box::new([[Bitboard::EMPTY; 64]; 64]),
            knight_distance: Box::new([[0; 64]; 64]),
        };
        for i in 0..64 {
            let sq = Square::new(i);
            t.knight[sq.index()] = step_attacks(sq, &KNIGHT_STEPS);
            t.king[sq.index()] = step_attacks(sq, &KING_STEPS);
            t.pawn[Color::White.index()][sq.index()] = step_attacks(sq, &[(-1, 1), (1, 1)]);
            t.pawn[Color::Black.index()][sq.index()] = step_attacks(sq, &[(-1, -1), (1, -1)]);
            t.rook_rays[sq.index()] = slider_attacks_slow(sq, &ROOK_DIRECTIONS, Bitboard::EMPTY);
            t.bishop_rays[sq.index()] = slider_attacks_slow(sq, &BISHOP_DIRECTIONS, Bitboard::EMPTY);
        }
        for i in 0..64 {
            // Breadth first from square i: every square is reached, in at most six moves.
            let mut reached = Bitboard::from_square(Square::new(i));
            let mut frontier = reached;
            let mut steps = 0;
            while frontier.nonempty() {
                steps += 1;
                frontier = frontier.fold(Bitboard::EMPTY, |acc, sq| acc | t.knight[sq.index()]) & !reached;
                reached |= frontier;
                for sq in frontier {
                    t.knight_distance[i as usize][sq.index()] = steps;
                }
            }
        }
        for i in 0..64 {
            for near in t.king[i] {
                t.rook_zone[i] |= t.rook_rays[near.index()];
                t.bishop_zone[i] |= t.bishop_rays[near.index()];
            }
        }
        for line in 0..8 {
            for inner in 0..64u64 {
                // The rook on the first rank (file `line`), and on the a-file (rank `line`).
                let on_rank = slider_attacks_slow(Square::new(line), &ROOK_DIRECTIONS, Bitboard(inner << 1));
                t.rank_attacks[line as usize][inner as usize] = (on_rank.0 & 0xff) as u8;
                // Inner bit b stands for the square on rank b + 2 (a2 to a7).
                let blockers = (0..6)
                    .filter(|b| inner >> b & 1 != 0)
                    .fold(0, |acc, b| acc | 1u64 << (8 * (b + 1)));
                let on_file = slider_attacks_slow(Square::new(8 * line), &ROOK_DIRECTIONS, Bitboard(blockers));
                t.file_attacks[line as usize][inner as usize] = on_file & Bitboard::file(File::new(0));
            }
        }
        let rays = Rays::new();
        let mut offset = 0;
        t.bishop_table.reserve_exact(5_248);
        for i in 0..64 {
            let sq = Square::new(i);
            t.bishop[sq.index()] = fill_magic(&mut t.bishop_table, &rays, sq, BISHOP_MAGICS[sq.index()], &mut offset);
        }
        for a in 0..64 {
            let from = Square::new(a);
            for directions in [&ROOK_DIRECTIONS, &BISHOP_DIRECTIONS] {
                for &(df, dr) in directions {
                    // Walk the ray from `from`; every square on it is on one line with `from`.
                    let full_line = slider_attacks_slow(from, &[(df, dr), (-df, -dr)], Bitboard::EMPTY).with(from);
                    let mut between = Bitboard::EMPTY;
                    let mut cur = from;
                    while let Some(to) = cur.offset(df, dr) {
                        t.between[from.index()][to.index()] = between;
                        t.line[from.index()][to.index()] = full_line;
                        between = between.with(to);
                        cur = to;
                    }
                }
            }
        }
        t
    }

    #[inline]
    pub(crate) fn knight(&self, sq: Square) -> Bitboard {
        self.knight[sq.index()]
    }

    /// The fewest knight moves from `a` to `b`.
    #[inline]
    pub(crate) fn knight_distance(&self, a: Square, b: Square) -> u8 {
        self.knight_distance[a.index()][b.index()]
    }

    #[inline]
    pub(crate) fn king(&self, sq: Square) -> Bitboard {
        self.king[sq.index()]
    }

    /// The squares a pawn of `color` on `sq` attacks.
    #[inline]
    pub(crate) fn pawn(&self, color: Color, sq: Square) -> Bitboard {
        self.pawn[color.index()][sq.index()]
    }

    /// A rook's attacks from two small tables ("kindergarten" lookups, about 4.5 KiB, always in
    /// the first-level cache), where a magic table for rooks would be 800 KiB and miss the cache
    /// on most lookups. Along the rank, the six inner squares of the rank are shifted down to
    /// index the table; along the file, the file is shifted to the a-file and a multiplication
    /// gathers its six inner squares into the top six bits.
    #[inline]
    pub(crate) fn rook(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        let (file, rank) = (sq.index() & 7, sq.index() >> 3);
        let rank_inner = (occupied.0 >> (8 * rank + 1)) & 63;
        let along_rank = (self.rank_attacks[file][rank_inner as usize] as u64) << (8 * rank);
        let file_inner = ((occupied.0 >> file) & FILE_A_INNER).wrapping_mul(GATHER_A_FILE) >> 58;
        let along_file = self.file_attacks[rank][file_inner as usize].0 << file;
        Bitboard(along_rank | along_file)
    }

    #[inline]
    pub(crate) fn bishop(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.bishop_table[self.bishop[sq.index()].index(occupied)]
    }

    #[inline]
    pub(crate) fn queen_attacks(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        self.rook(sq, occupied) | self.bishop(sq, occupied)
    }

    /// Rook attacks on an empty board.
    #[inline]
    pub(crate) fn rook_rays(&self, sq: Square) -> Bitboard {
        self.rook_rays[sq.index()]
    }

    /// Bishop attacks on an empty board.
    #[inline]
    pub(crate) fn bishop_rays(&self, sq: Square) -> Bitboard {
        self.bishop_rays[sq.index()]
    }

    /// Squares from which a rook could reach a neighbour of `sq` on an empty board.
    #[inline]
    pub(crate) fn rook_zone(&self, sq: Square) -> Bitboard {
        self.rook_zone[sq.index()]
    }

    /// Squares from which a bishop could reach a neighbour of `sq` on an empty board.
    #[inline]
    pub(crate) fn bishop_zone(&self, sq: Square) -> Bitboard {
        self.bishop_zone[sq.index()]
    }

    /// The squares strictly between `a` and `b` if they share a line, else the empty set.
    #[inline]
    pub(crate) fn between(&self, a: Square, b: Square) -> Bitboard {
        self.between[a.index()][b.index()]
    }

    /// The full line through `a` and `b` if they share one, else the empty set.
    #[inline]
    pub(crate) fn line(&self, a: Square, b: Square) -> Bitboard {
        self.line[a.index()][b.index()]
    }
}

/// One ray per bishop direction and square, for filling the magic table quickly.
struct Rays([[u64; 64]; 4]);

impl Rays {
    /// In the order of [`BISHOP_DIRECTIONS`].
    fn new() -> Rays {
        let mut rays = [[0; 64]; 4];
        for (d, &direction) in BISHOP_DIRECTIONS.iter().enumerate() {
            for i in 0..64 {
                let sq = Square::new(i);
                rays[d][sq.index()] = slider_attacks_slow(sq, &[direction], Bitboard::EMPTY).0;
            }
        }
        Rays(rays)
    }

    /// A bishop's attacks: each ray is cut behind its first blocker, which is the lowest set bit
    /// on rays that climb through the square numbers and the highest on rays that descend.
    fn attacks(&self, sq: Square, occupied: u64) -> Bitboard {
        let mut attacks = 0;
        for rays in &self.0 {
            let ray = rays[sq.index()];
            let blockers = ray & occupied;
            let climbs = ray > (1u64 << sq.index());
            attacks |= if blockers == 0 {
                ray
            } else if climbs {
                ray ^ rays[blockers.trailing_zeros() as usize]
            } else {
                ray ^ rays[63 - blockers.leading_zeros() as usize]
            };
        }
        Bitboard(attacks)
    }
}

/// Fills one square's part of the bishops' table and returns its magic entry.
fn fill_magic(table: &mut Vec<Bitboard>, rays: &Rays, sq: Square, magic: u64, offset: &mut u32) -> Magic {
    let mask = relevant_mask(sq, &BISHOP_DIRECTIONS);
    let bits = mask.count();
    let entry = Magic {
        mask: mask.0,
        magic,
        shift: 64 - bits,
        offset: *offset,
    };
    *offset += 1 << bits;
    table.resize(*offset as usize, Bitboard::EMPTY);
    // Enumerate every subset of the mask (the "carry-rippler" walk).
    let mut subset = 0u64;
    loop {
        table[entry.index(Bitboard(subset))] = rays.attacks(sq, subset);
        subset = subset.wrapping_sub(mask.0) & mask.0;
        if subset == 0 {
            break;
        }
    }
    entry
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_lookups_match_the_slow_ray_walk_for_every_blocker_set() {
        let t = tables();
        for i in 0..64 {
            let sq = Square::new(i);
            for (directions, lookup) in [
                (
                    &ROOK_DIRECTIONS,
                    Tables::rook as fn(&Tables, Square, Bitboard) -> Bitboard,
                ),
                (&BISHOP_DIRECTIONS, Tables::bishop),
            ] {
                let mask = relevant_mask(sq, directions).0;
                let mut subset = 0u64;
                loop {
                    // Add blockers outside the mask too: they must not change the answer.
                    let noise = Bitboard(subset.wrapping_mul(0x9E37_79B9_7F4A_7C15) & !mask);
                    let occupied = Bitboard(subset) | noise;
                    assert_eq!(
                        lookup(t, sq, occupied),
                        slider_attacks_slow(sq, directions, occupied),
                        "{sq} {occupied:?}"
                    );
                    subset = subset.wrapping_sub(mask) & mask;
                    if subset == 0 {
                        break;
                    }
                }
            }
        }
    }

    #[test]
    fn between_and_line() {
        let t = tables();
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert_eq!(
            t.between(sq("a1"), sq("d4")),
            Bitboard::EMPTY.with(sq("b2")).with(sq("c3"))
        );
        assert_eq!(t.between(sq("a1"), sq("b3")), Bitboard::EMPTY);
        assert_eq!(t.between(sq("e1"), sq("e2")), Bitboard::EMPTY);
        assert_eq!(t.line(sq("a1"), sq("b3")), Bitboard::EMPTY);
        assert_eq!(t.line(sq("c1"), sq("c5")), Bitboard::file(sq("c1").file()));
        assert!(t.line(sq("b2"), sq("c3")).contains(sq("h8")));
        assert!(t.line(sq("b2"), sq("c3")).contains(sq("a1")));
    }

    #[test]
    fn step_tables() {
        let t = tables();
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert_eq!(t.knight(sq("a1")).count(), 2);
        assert_eq!(t.knight(sq("d4")).count(), 8);
        assert_eq!(t.king(sq("h8")).count(), 3);
        assert_eq!(t.pawn(Color::White, sq("a2")), Bitboard::from_square(sq("b3")));
        assert_eq!(
            t.pawn(Color::Black, sq("e5")),
            Bitboard::EMPTY.with(sq("d4")).with(sq("f4"))
        );
    }
}
