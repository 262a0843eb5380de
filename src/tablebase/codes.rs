//! A table's codes, one per entry, kept in a byte where every distance fits in one.
//!
//! A code is 0 for no position, 1 for a draw and `0x8000 + plies` for a settled position (see
//! `solve`). Every ending of four men mates within 127 plies, so its codes fit the byte they
//! have always been stored in: 0, 1, or `0x80 + plies`. Longer endings keep 16 bits. A table
//! a site hosts is read a block at a time ([`Sparse`]).

use super::blocks::Sparse;

/// One code per entry, narrow (a byte) or wide (16 bits), or only the blocks fetched so far.
#[derive(Clone, Debug)]
pub(crate) enum Codes {
    Narrow(Vec<u8>),
    Wide(Vec<u16>),
    Sparse(Sparse),
}

/// What [`Codes::get`] gives for an entry whose block is not here (no settled position has
/// it: distances stop at 0x7ffe plies).
pub(crate) const MISSING: u16 = 0xffff;

/// Where a settled position's plies start, in a byte and in 16 bits.
const NARROW_RESOLVED: u8 = 0x80;
const WIDE_RESOLVED: u16 = 0x8000;

impl Codes {
    /// Finished codes, kept in a byte where they fit.
    pub fn new(wide: Vec<u16>) -> Codes {
        let fits = wide
            .iter()
            .all(|&c| c < NARROW_RESOLVED as u16 || (WIDE_RESOLVED..WIDE_RESOLVED + 0x80).contains(&c));
        if !fits {
            return Codes::Wide(wide);
        }
        Codes::Narrow(
            wide.into_iter()
                .map(|c| {
                    if c >= WIDE_RESOLVED {
                        (c - WIDE_RESOLVED) as u8 | NARROW_RESOLVED
                    } else {
                        c as u8
                    }
                })
                .collect(),
        )
    }

    /// The code of entry `idx`, in 16 bits ([`MISSING`] where its block is not here).
    #[inline]
    pub fn get(&self, idx: usize) -> u16 {
        match self {
            Codes::Narrow(v) => widen(v[idx]),
            Codes::Wide(v) => v[idx],
            Codes::Sparse(s) => s.get(idx).unwrap_or(MISSING),
        }
    }

    /// Entries.
    pub fn len(&self) -> usize {
        match self {
            Codes::Narrow(v) => v.len(),
            Codes::Wide(v) => v.len(),
            Codes::Sparse(s) => s.entries,
        }
    }

    /// Bytes per entry.
    pub fn width(&self) -> usize {
        match self {
            Codes::Narrow(_) => 1,
            Codes::Wide(_) => 2,
            Codes::Sparse(s) => s.width,
        }
    }

    /// Whether every entry is here (not only some blocks).
    pub fn is_whole(&self) -> bool {
        !matches!(self, Codes::Sparse(_))
    }

    /// The raw codes of block `k` of [`super::blocks::PER_BLOCK`] entries, as a block file
    /// holds them (whole codes only).
    pub fn block(&self, k: usize) -> Vec<u8> {
        let start = k * super::blocks::PER_BLOCK;
        let end = self.len().min(start + super::blocks::PER_BLOCK);
        match self {
            Codes::Narrow(v) => v[start..end].to_vec(),
            Codes::Wide(v) => v[start..end].iter().flat_map(|c| c.to_le_bytes()).collect(),
            Codes::Sparse(_) => Vec::new(),
        }
    }

    /// Every code in 16 bits, in order.
    pub fn iter(&self) -> impl Iterator<Item = u16> + '_ {
        (0..self.len()).map(|idx| self.get(idx))
    }

    /// The codes as stored: a byte each, or 16 bits little-endian (nothing for sparse codes).
    pub fn bytes(&self) -> std::borrow::Cow<'_, [u8]> {
        match self {
            Codes::Narrow(v) => std::borrow::Cow::Borrowed(v),
            Codes::Wide(v) => std::borrow::Cow::Owned(v.iter().flat_map(|c| c.to_le_bytes()).collect()),
            Codes::Sparse(_) => std::borrow::Cow::Borrowed(&[]),
        }
    }

    /// Codes read back from [`Codes::bytes`] of the given width, or `None` for another length.
    pub fn from_bytes(bytes: Vec<u8>, width: usize) -> Option<Codes> {
        match width {
            1 => Some(Codes::Narrow(bytes)),
            2 if bytes.len().is_multiple_of(2) => Some(Codes::Wide(
                bytes
                    .chunks_exact(2)
                    .map(|b| u16::from_le_bytes([b[0], b[1]]))
                    .collect(),
            )),
            _ => None,
        }
    }
}

/// A byte's code in 16 bits.
#[inline]
pub(crate) fn widen(code: u8) -> u16 {
    if code >= NARROW_RESOLVED {
        WIDE_RESOLVED + (code - NARROW_RESOLVED) as u16
    } else {
        code as u16
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_that_fit_a_byte_are_kept_in_one_and_read_back_the_same() {
        let short = vec![0, 1, 0x8000, 0x8000 + 127, 5];
        let codes = Codes::new(short.clone());
        assert_eq!(codes.width(), 1);
        assert_eq!(codes.iter().collect::<Vec<_>>(), short);
        let long = vec![0, 1, 0x8000 + 128, 0x8000 + 301];
        let codes = Codes::new(long.clone());
        assert_eq!(codes.width(), 2);
        let back = Codes::from_bytes(codes.bytes().into_owned(), 2).unwrap();
        assert_eq!(back.iter().collect::<Vec<_>>(), long);
        assert!(Codes::from_bytes(vec![1, 2, 3], 2).is_none());
    }
}
