//! Magic multipliers for the sliding-piece tables in `attacks.rs`.
//!
//! These numbers are our own: the test at the bottom finds them again from a fixed seed with a
//! plain trial-and-error search (sparse random candidates, kept when no two blocker sets that
//! need different answers share an index), and fails if the search gives other numbers.

pub(crate) const ROOK_MAGICS: [u64; 64] = [
    0x2080022010864000,
    0x8040400020001000,
    0x2900082000110240,
    0x0100200500081000,
    0x0280040080020800,
    0x8b00082400024100,
    0x08800a0010800100,
    0x0200022292010044,
    0x2b60800080204000,
    0x0001400050002000,
    0x0000801000200081,
    0x0304800800801000,
    0x0920800800040080,
    0x0030800200040080,
    0x0004000810020104,
    0x000200248c004102,
    0x0040008000208040,
    0x5620008040002084,
    0x8204410013002000,
    0x0010018010880084,
    0x0028008008800402,
    0x6404808002000400,
    0x4040140009423008,
    0x2d08420000440081,
    0x8000800100204102,
    0x001050004000200d,
    0x8008110100200040,
    0x042a102200094200,
    0x0030080280040080,
    0x0002040080800200,
    0x0601012400821048,
    0x0818104200108401,
    0x6000804000800020,
    0x2000802001804000,
    0x0102008022001048,
    0x0011001001000820,
    0x1023007005000800,
    0x844d040080800200,
    0x1980800200800100,
    0x0001050052002884,
    0x0080002000404008,
    0x0210004020024000,
    0x0010004020010100,
    0x4a18a37001010008,
    0x2181000408010010,
    0x9203040002008080,
    0x044208e306040010,
    0x0008408249060004,
    0x8090402080010100,
    0x010286c000670100,
    0x911011014a200300,
    0x0020080010008080,
    0x0081050801001100,
    0x0081000400080300,
    0x0204021001880400,
    0x0880440889004a00,
    0x0041002080004273,
    0x6084142040008101,
    0x0000110120000ac1,
    0x4105002004081001,
    0x0001000402080011,
    0x20020008043001a2,
    0xb10018100504a204,
    0x4044040020410082,
];
pub(crate) const BISHOP_MAGICS: [u64; 64] = [
    0x2010091808034844,
    0x10211a0202002950,
    0x00100404a2210288,
    0x0004104200121000,
    0x1022021000440000,
    0x2080901460000300,
    0x0002421620a00000,
    0x1010140084042004,
    0x2000086014888a00,
    0x4002580507042104,
    0x0008104400922514,
    0x0700040410920880,
    0x1100820210002000,
    0x0020609004204100,
    0x0180008090301051,
    0x4000020101480200,
    0x4811200410820800,
    0x41a0080408220848,
    0x50020c0408020109,
    0x1102000440110200,
    0x0024002210140040,
    0x0202842808040200,
    0x0152202401046200,
    0x0002004900462a48,
    0x14280aa041100100,
    0x04028a0c08104c00,
    0x8040480410083040,
    0x0020080209004008,
    0x3003001003004000,
    0x0040820001091000,
    0x0400841800841422,
    0xa0040b00384100a0,
    0x0010682142280210,
    0x2004022080020406,
    0x800040500aa80420,
    0x00a0420080180080,
    0x00240100501400c0,
    0x0002460200044800,
    0x8004448290020800,
    0x0048109a85010040,
    0x8002080240028940,
    0x0000a08808522040,
    0x02020b4048081000,
    0xc010012053000800,
    0x8280400901000610,
    0x0c2012008200110c,
    0x0a30100200900444,
    0x8048090406860820,
    0x42040a0822080000,
    0x0841004104a08005,
    0x42008300a0902010,
    0x0000810020880000,
    0x0101410820884000,
    0x1010502008b12040,
    0x0042040414284000,
    0x001002c494008010,
    0x0802010401440210,
    0x2000428041501004,
    0x0410448020841001,
    0x0248204800420200,
    0x0000000050020888,
    0x0010480831890a01,
    0x0200617414080060,
    0x9022843104030200,
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bitboard::Bitboard;
    use crate::movegen::attacks::{BISHOP_DIRECTIONS, ROOK_DIRECTIONS, relevant_mask, slider_attacks_slow};
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
        for (directions, magics) in [(&ROOK_DIRECTIONS, &ROOK_MAGICS), (&BISHOP_DIRECTIONS, &BISHOP_MAGICS)] {
            for (i, &expected) in magics.iter().enumerate() {
                let sq = Square::new(i as u32);
                assert_eq!(find_magic(sq, directions, &mut rng), expected, "{sq}");
            }
        }
    }
}
