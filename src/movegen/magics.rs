//! Magic multipliers for the bishops' table in `attacks.rs` (rooks use smaller tables there).
//!
//! These numbers are our own: the test at the bottom finds them again from a fixed seed with a
//! plain trial-and-error search (sparse random candidates, kept when no two blocker sets that
//! need different answers share an index), and fails if the search gives other numbers.

pub(crate) const BISHOP_MAGICS: [u64; 64] = [
    0x4002a02200810108,
    0x0802080801005004,
    0x1008020420284040,
    0x0020890100860140,
    0x0042021000501420,
    0x0103100a11000281,
    0x0494008411290054,
    0x0080208808215004,
    0x0100202004210840,
    0x0412101208007080,
    0x5400101092204000,
    0x0400082240400000,
    0x01800510c0402000,
    0x0090020243200808,
    0x2022010450040402,
    0x242052230410a405,
    0x2905001010220810,
    0x4030420810090040,
    0x0108094108012184,
    0x2508110082004104,
    0x000c020480a01005,
    0x040080291000a000,
    0xa050438401041001,
    0x0102121020841402,
    0x0060098010022880,
    0x1204cc020a081800,
    0x0008110862040300,
    0x0082002008008320,
    0x0030030004200800,
    0x08100d0000240100,
    0x8024241004808412,
    0x2004048000220104,
    0x0101201038089000,
    0x0608024808d02111,
    0x00c3115000480982,
    0x1406200802450050,
    0x4004200200002080,
    0x3440880080011010,
    0x02014c4080010800,
    0x8008004840098620,
    0x0012080348004020,
    0x103c088250000808,
    0x3000802801144800,
    0x8110002018020100,
    0x0002281104000845,
    0x0002829004800300,
    0x0004040802080040,
    0x0404008208450200,
    0x1020908808402420,
    0x4102088228024008,
    0x1180110480d0220a,
    0x1046009042020980,
    0x0420014008220000,
    0x302a400892242000,
    0x4404600441020064,
    0x0024010242060800,
    0x2200410811100202,
    0x2820010401014806,
    0x2100000500809008,
    0x0002003000208800,
    0x0480000020820488,
    0x0020412220022882,
    0x8000086008008110,
    0x0002200202004102,
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitboard::Bitboard;
    use crate::movegen::attacks::{BISHOP_DIRECTIONS, relevant_mask, slider_attacks_slow};
    use crate::types::Square;

    /// SplitMix64, seeded with the bytes of "drawboar".
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = self.0;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        }
    }

    fn find_magic(sq: Square, directions: &[(i8, i8)], rng: &mut Rng) -> u64 {
        let mask = relevant_mask(sq, directions).0;
        let bits = mask.count_ones();
        let mut cases = Vec::new();
        let mut subset = 0u64;
        loop {
            cases.push((subset, slider_attacks_slow(sq, directions, Bitboard(subset)).0));
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
        let mut table = vec![0u64; 1 << bits];
        let mut stamp = vec![0u32; 1 << bits];
        let mut attempt = 0u32;
        loop {
            attempt += 1;
            let magic = rng.next() & rng.next() & rng.next();
            // Skip candidates that spread the mask's bits too thinly over the index.
            if (mask.wrapping_mul(magic) >> 56).count_ones() < 6 {
                continue;
            }
            let collides = cases.iter().any(|&(occupied, attacks)| {
                let i = (occupied.wrapping_mul(magic) >> (64 - bits)) as usize;
                if stamp[i] == attempt {
                    table[i] != attacks
                } else {
                    stamp[i] = attempt;
                    table[i] = attacks;
                    false
                }
            });
            if !collides {
                return magic;
            }
        }
    }

    #[test]
    fn the_search_finds_these_magics_again() {
        let mut rng = Rng(0x6472_6177_626f_6172);
        let found: Vec<u64> = (0..64)
            .map(|i| find_magic(Square::new(i), &BISHOP_DIRECTIONS, &mut rng))
            .collect();
        assert_eq!(found, BISHOP_MAGICS, "the magics found");
    }
}
