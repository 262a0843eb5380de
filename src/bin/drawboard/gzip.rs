//! A gzip writer (RFC 1952 around RFC 1951 deflate), for the tables a site hosts: browsers
//! read it natively (`DecompressionStream`), and so do `gzip -d` and every web server.
//!
//! Matches are found with hash chains over a 32 KiB window; each block of tokens gets its own
//! Huffman codes, limited to the lengths deflate allows.

/// Bits written least significant first, as deflate wants.
struct Bits {
    out: Vec<u8>,
    acc: u64,
    n: u32,
}

impl Bits {
    fn put(&mut self, value: u32, bits: u32) {
        self.acc |= (value as u64) << self.n;
        self.n += bits;
        while self.n >= 8 {
            self.out.push(self.acc as u8);
            self.acc >>= 8;
            self.n -= 8;
        }
    }

    /// A Huffman code, which deflate sends most significant bit first.
    fn code(&mut self, code: u32, len: u32) {
        self.put(code.reverse_bits() >> (32 - len), len);
    }

    fn flush(&mut self) {
        if self.n > 0 {
            self.out.push(self.acc as u8);
            self.acc = 0;
            self.n = 0;
        }
    }
}

const WINDOW: usize = 1 << 15;
const MIN_MATCH: usize = 3;
const MAX_MATCH: usize = 258;
/// How many earlier places with the same three bytes are tried for each match.
const CHAIN: usize = 48;
const HASH_BITS: u32 = 15;
/// Tokens per block: each block has its own codes.
const BLOCK: usize = 1 << 16;

/// Lengths 3..=258 by code 257..=285: the first length of each code and its extra bits.
const LENGTH_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
];
const LENGTH_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
/// Distances 1..=32768 by code 0..=29.
const DIST_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
    8193, 12289, 16385, 24577,
];
const DIST_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
];
/// The order in which the code-length code's lengths are sent.
const CLEN_ORDER: [usize; 19] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15];

/// A literal byte, or a match of `len` bytes `dist` back.
#[derive(Clone, Copy)]
enum Token {
    Literal(u8),
    Match { len: u16, dist: u16 },
}

fn length_code(len: usize) -> usize {
    LENGTH_BASE.iter().rposition(|&b| b as usize <= len).unwrap_or(0)
}

fn dist_code(dist: usize) -> usize {
    DIST_BASE.iter().rposition(|&b| b as usize <= dist).unwrap_or(0)
}

/// Huffman code lengths for `freq`, none longer than `limit`. Symbols with no uses get none;
/// if too long, the counts are flattened and the tree built again.
fn code_lengths(freq: &[u32], limit: u32) -> Vec<u32> {
    let mut freq = freq.to_vec();
    loop {
        let lengths = huffman(&freq);
        if lengths.iter().all(|&l| l <= limit) {
            return lengths;
        }
        for f in freq.iter_mut().filter(|f| **f > 0) {
            *f = (*f >> 1).max(1);
        }
    }
}

/// Unlimited Huffman code lengths. Two symbols at least get one, so that the code is complete
/// (inflaters refuse an incomplete code-length code).
fn huffman(freq: &[u32]) -> Vec<u32> {
    let mut lengths = vec![0; freq.len()];
    // Nodes: leaves first, then the merged ones; each knows its parent.
    let mut weight: Vec<u64> = Vec::new();
    let mut parent: Vec<usize> = Vec::new();
    let mut symbol: Vec<usize> = Vec::new();
    for (s, &f) in freq.iter().enumerate() {
        if f > 0 {
            weight.push(f as u64);
            parent.push(usize::MAX);
            symbol.push(s);
        }
    }
    if symbol.len() < 2 {
        let only = symbol.first().copied().unwrap_or(0);
        lengths[only] = 1;
        lengths[if only == 0 { 1 } else { 0 }] = 1;
        return lengths;
    }
    let mut live: Vec<usize> = (0..weight.len()).collect();
    while live.len() > 1 {
        // The two lightest (lists of at most 286: a sort per merge is fast enough).
        live.sort_by_key(|&i| std::cmp::Reverse(weight[i]));
        let a = live.pop().unwrap_or(0);
        let b = live.pop().unwrap_or(0);
        let node = weight.len();
        weight.push(weight[a] + weight[b]);
        parent.push(usize::MAX);
        parent[a] = node;
        parent[b] = node;
        live.push(node);
    }
    for (leaf, &s) in symbol.iter().enumerate() {
        let mut depth = 0;
        let mut at = leaf;
        while parent[at] != usize::MAX {
            at = parent[at];
            depth += 1;
        }
        lengths[s] = depth;
    }
    lengths
}

/// Canonical codes for code lengths (RFC 1951, 3.2.2).
fn canonical(lengths: &[u32]) -> Vec<u32> {
    let max = lengths.iter().copied().max().unwrap_or(0) as usize;
    let mut count = vec![0u32; max + 1];
    for &l in lengths.iter().filter(|&&l| l > 0) {
        count[l as usize] += 1;
    }
    let mut next = vec![0u32; max + 2];
    let mut code = 0;
    for bits in 1..=max {
        code = (code + count[bits - 1]) << 1;
        next[bits] = code;
    }
    lengths
        .iter()
        .map(|&l| {
            if l == 0 {
                return 0;
            }
            let c = next[l as usize];
            next[l as usize] += 1;
            c
        })
        .collect()
}

/// The code lengths of both alphabets, run-length coded with symbols 16, 17 and 18:
/// (symbol, extra bits value, extra bit count).
fn run_lengths(lengths: &[u32]) -> Vec<(u32, u32, u32)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < lengths.len() {
        let l = lengths[i];
        let run = lengths[i..].iter().take_while(|&&x| x == l).count();
        if l == 0 && run >= 11 {
            let n = run.min(138);
            out.push((18, (n - 11) as u32, 7));
            i += n;
        } else if l == 0 && run >= 3 {
            out.push((17, (run - 3) as u32, 3));
            i += run;
        } else if l != 0 && run >= 4 {
            out.push((l, 0, 0));
            let n = (run - 1).min(6);
            out.push((16, (n - 3) as u32, 2));
            i += 1 + n;
        } else {
            out.push((l, 0, 0));
            i += 1;
        }
    }
    out
}

/// One block with its own Huffman codes (BTYPE 2).
fn write_block(bits: &mut Bits, tokens: &[Token], last: bool) {
    let mut lit_freq = [0u32; 286];
    let mut dist_freq = [0u32; 30];
    for &t in tokens {
        match t {
            Token::Literal(b) => lit_freq[b as usize] += 1,
            Token::Match { len, dist } => {
                lit_freq[257 + length_code(len as usize)] += 1;
                dist_freq[dist_code(dist as usize)] += 1;
            }
        }
    }
    lit_freq[256] = 1;
    // Two distance codes at least, so that the code is complete whatever the block holds.
    for f in dist_freq.iter_mut().take(2) {
        *f = (*f).max(1);
    }
    let lit_len = code_lengths(&lit_freq, 15);
    let dist_len = code_lengths(&dist_freq, 15);
    let lit_code = canonical(&lit_len);
    let dist_code_of = canonical(&dist_len);
    let hlit = 257.max(lit_len.iter().rposition(|&l| l > 0).map_or(0, |p| p + 1));
    let hdist = 1.max(dist_len.iter().rposition(|&l| l > 0).map_or(0, |p| p + 1));
    let mut all = lit_len[..hlit].to_vec();
    all.extend_from_slice(&dist_len[..hdist]);
    let runs = run_lengths(&all);
    let mut clen_freq = [0u32; 19];
    for &(s, _, _) in &runs {
        clen_freq[s as usize] += 1;
    }
    let clen_len = code_lengths(&clen_freq, 7);
    let clen_code = canonical(&clen_len);
    let hclen = 4.max(CLEN_ORDER.iter().rposition(|&s| clen_len[s] > 0).map_or(0, |p| p + 1));

    bits.put(last as u32, 1);
    bits.put(2, 2);
    bits.put((hlit - 257) as u32, 5);
    bits.put((hdist - 1) as u32, 5);
    bits.put((hclen - 4) as u32, 4);
    for &s in &CLEN_ORDER[..hclen] {
        bits.put(clen_len[s], 3);
    }
    for &(s, extra, n) in &runs {
        bits.code(clen_code[s as usize], clen_len[s as usize]);
        bits.put(extra, n);
    }
    for &t in tokens {
        match t {
            Token::Literal(b) => bits.code(lit_code[b as usize], lit_len[b as usize]),
            Token::Match { len, dist } => {
                let lc = length_code(len as usize);
                bits.code(lit_code[257 + lc], lit_len[257 + lc]);
                bits.put(len as u32 - LENGTH_BASE[lc] as u32, LENGTH_EXTRA[lc] as u32);
                let dc = dist_code(dist as usize);
                bits.code(dist_code_of[dc], dist_len[dc]);
                bits.put(dist as u32 - DIST_BASE[dc] as u32, DIST_EXTRA[dc] as u32);
            }
        }
    }
    bits.code(lit_code[256], lit_len[256]);
}

fn hash(data: &[u8], i: usize) -> usize {
    let v = (data[i] as u32) | (data[i + 1] as u32) << 8 | (data[i + 2] as u32) << 16;
    (v.wrapping_mul(0x9E37_79B1) >> (32 - HASH_BITS)) as usize
}

/// The longest earlier match for position `i`, as (length, distance), if one of three bytes
/// or more exists in the window.
fn longest_match(data: &[u8], i: usize, head: &[u32], prev: &[u32]) -> Option<(usize, usize)> {
    let limit = (data.len() - i).min(MAX_MATCH);
    if limit < MIN_MATCH {
        return None;
    }
    let mut best = (0, 0);
    let mut candidate = head[hash(data, i)] as usize;
    for _ in 0..CHAIN {
        if candidate == u32::MAX as usize || candidate >= i || i - candidate > WINDOW {
            break;
        }
        let len = data[candidate..]
            .iter()
            .zip(&data[i..i + limit])
            .take_while(|(a, b)| a == b)
            .count();
        if len > best.0 {
            best = (len, i - candidate);
            if len == limit {
                break;
            }
        }
        candidate = prev[candidate % WINDOW] as usize;
    }
    (best.0 >= MIN_MATCH).then_some(best)
}

/// CRC-32 (the polynomial of gzip and zip).
fn crc32(data: &[u8]) -> u32 {
    let mut table = [0u32; 256];
    for (n, entry) in table.iter_mut().enumerate() {
        let mut c = n as u32;
        for _ in 0..8 {
            c = if c & 1 != 0 { 0xEDB8_8320 ^ (c >> 1) } else { c >> 1 };
        }
        *entry = c;
    }
    !data
        .iter()
        .fold(!0u32, |c, &b| table[((c ^ b as u32) & 0xFF) as usize] ^ (c >> 8))
}

/// `data` as a gzip file.
pub fn gzip(data: &[u8]) -> Vec<u8> {
    let mut bits = Bits {
        // The header: magic, deflate, no flags, no time, no extra flags, unknown system.
        out: vec![0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 255],
        acc: 0,
        n: 0,
    };
    let mut head = vec![u32::MAX; 1 << HASH_BITS];
    let mut prev = vec![u32::MAX; WINDOW];
    let mut tokens = Vec::with_capacity(BLOCK);
    let mut i = 0;
    let insert = |head: &mut [u32], prev: &mut [u32], at: usize| {
        if at + MIN_MATCH <= data.len() {
            let h = hash(data, at);
            prev[at % WINDOW] = head[h];
            head[h] = at as u32;
        }
    };
    while i < data.len() {
        match longest_match(data, i, &head, &prev) {
            Some((len, dist)) => {
                tokens.push(Token::Match {
                    len: len as u16,
                    dist: dist as u16,
                });
                for at in i..i + len {
                    insert(&mut head, &mut prev, at);
                }
                i += len;
            }
            None => {
                tokens.push(Token::Literal(data[i]));
                insert(&mut head, &mut prev, i);
                i += 1;
            }
        }
        if tokens.len() == BLOCK {
            write_block(&mut bits, &tokens, false);
            tokens.clear();
        }
    }
    write_block(&mut bits, &tokens, true);
    bits.flush();
    let mut out = bits.out;
    out.extend_from_slice(&crc32(data).to_le_bytes());
    out.extend_from_slice(&(data.len() as u32).to_le_bytes());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32_matches_the_check_value() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
    }

    #[test]
    fn code_lengths_respect_their_limit_and_form_a_complete_code() {
        // Fibonacci counts make the deepest trees.
        let mut freq = vec![1u32, 1];
        while freq.len() < 30 {
            let n = freq[freq.len() - 1] + freq[freq.len() - 2];
            freq.push(n);
        }
        let lengths = code_lengths(&freq, 15);
        assert!(lengths.iter().all(|&l| (1..=15).contains(&l)));
        let kraft: f64 = lengths.iter().map(|&l| 0.5f64.powi(l as i32)).sum();
        assert!((kraft - 1.0).abs() < 1e-12, "{kraft}");
    }
}
