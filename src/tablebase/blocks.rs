//! The format a site hosts tables in: each table's codes cut into blocks of 4,096 entries, each
//! block compressed on its own, behind a small index, so that a reader fetches a file's header
//! once and then only the blocks its positions need (HTTP range requests).
//!
//! A file holds one kind of code of one table: `NAME.dtm` the distances to mate (which give the
//! result too), `NAME.dtz` the distances to zeroing. It is, in order:
//!
//! 1. a header line in ASCII: `drawboard-blocks-1 MATERIAL KIND WIDTH ENTRIES PER_BLOCK
//!    PER_GROUP GROUPS\n` (`KIND` is `dtm` or `dtz`; `WIDTH` the bytes per code, 1 or 2);
//! 2. the group index: `GROUPS + 1` byte offsets from the start of the file, 32-bit
//!    little-endian: where each group of `PER_GROUP` blocks starts, and the file's end;
//! 3. the groups: each a table of its blocks' lengths (16-bit little-endian, one per block),
//!    then the blocks, one after the other.
//!
//! A block, uncompressed, is `PER_BLOCK` codes (the last block fewer), `WIDTH` bytes each,
//! little-endian; compressed, it is a whole gzip member, so that its CRC-32 and length check it
//! and a browser's `DecompressionStream("gzip")` reads it. A code is 0 for no position, 1 for a
//! draw and `RESOLVED + plies` otherwise, with `RESOLVED` 0x80 in a byte and 0x8000 in two. An
//! entry no reader reads repeats the code before it, because that compresses best: an entry of
//! no position, and in a `dtz` file a draw's (the result comes from the `dtm` file).

use super::material::Material;
use std::collections::BTreeMap;
use std::fmt;

/// The first word of every block file.
pub const FORMAT: &str = "drawboard-blocks-1";
/// Entries per block: 4 KB of codes a byte wide, about a kilobyte once compressed.
pub const PER_BLOCK: usize = 4096;
/// Blocks per group: a group's table of lengths is 1 KB.
pub const PER_GROUP: usize = 512;

/// Which codes a block file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    /// Distances to mate (and so the result).
    Dtm,
    /// Distances to zeroing.
    Dtz,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Dtm => "dtm",
            Kind::Dtz => "dtz",
        }
    }

    pub fn parse(s: &str) -> Option<Kind> {
        match s {
            "dtm" => Some(Kind::Dtm),
            "dtz" => Some(Kind::Dtz),
            _ => None,
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// How many blocks a table of `entries` entries has.
pub fn blocks(entries: usize) -> usize {
    entries.div_ceil(PER_BLOCK)
}

/// A block file, from its blocks compressed (in order): header, group index, groups; and the
/// bytes of its header and index (what a reader fetches first). Fails if a compressed block is
/// over 64 KB or the file over 4 GB (neither happens: a block's raw codes are at most 8 KB).
pub fn assemble(
    material: Material,
    kind: Kind,
    width: usize,
    entries: usize,
    packed: &[Vec<u8>],
) -> Result<(Vec<u8>, usize), String> {
    let groups = packed.len().div_ceil(PER_GROUP);
    let mut out =
        format!("{FORMAT} {material} {kind} {width} {entries} {PER_BLOCK} {PER_GROUP} {groups}\n").into_bytes();
    let index_at = out.len();
    out.resize(index_at + 4 * (groups + 1), 0);
    let mut offsets = Vec::with_capacity(groups + 1);
    for group in packed.chunks(PER_GROUP) {
        offsets.push(out.len());
        for block in group {
            let len = u16::try_from(block.len()).map_err(|_| format!("{material} {kind}: a block is too large"))?;
            out.extend_from_slice(&len.to_le_bytes());
        }
        for block in group {
            out.extend_from_slice(block);
        }
    }
    offsets.push(out.len());
    for (k, &offset) in offsets.iter().enumerate() {
        let offset = u32::try_from(offset).map_err(|_| format!("{material} {kind}: the file is over 4 GB"))?;
        out[index_at + 4 * k..index_at + 4 * k + 4].copy_from_slice(&offset.to_le_bytes());
    }
    Ok((out, index_at + 4 * (groups + 1)))
}

/// Gives every entry of a block's raw codes (`width` bytes each) that no reader reads (`read`
/// false) the code of the entry before it; those at the start keep theirs.
pub fn repeat_where_unread(raw: &mut [u8], width: usize, read: impl Fn(usize) -> bool) {
    for i in 1..raw.len() / width {
        if !read(i) {
            raw.copy_within((i - 1) * width..i * width, i * width);
        }
    }
}

/// A table's codes of which only some blocks are here (those fetched from a site).
#[derive(Clone, Debug)]
pub(crate) struct Sparse {
    pub width: usize,
    pub entries: usize,
    /// Block number to its codes, raw.
    pub blocks: BTreeMap<usize, Box<[u8]>>,
}

impl Sparse {
    pub fn new(width: usize, entries: usize) -> Sparse {
        Sparse {
            width,
            entries,
            blocks: BTreeMap::new(),
        }
    }

    /// The code of entry `idx`, if its block is here.
    #[inline]
    pub fn get(&self, idx: usize) -> Option<u16> {
        let block = self.blocks.get(&(idx / PER_BLOCK))?;
        let at = idx % PER_BLOCK;
        Some(match self.width {
            1 => super::codes::widen(*block.get(at)?),
            _ => u16::from_le_bytes([*block.get(2 * at)?, *block.get(2 * at + 1)?]),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unread_entries_repeat_the_entry_before_them_in_either_width() {
        let mut narrow = vec![7, 0, 0, 9, 0];
        repeat_where_unread(&mut narrow, 1, |i| i == 0 || i == 3);
        assert_eq!(narrow, [7, 7, 7, 9, 9]);
        let mut wide = vec![0, 0, 1, 0x80, 0, 0, 2, 0x80];
        repeat_where_unread(&mut wide, 2, |i| i != 0 && i != 2);
        assert_eq!(wide, [0, 0, 1, 0x80, 1, 0x80, 2, 0x80]);
    }
}
