//! Endgame tablebases for every ending with at most five men, computed here by retrograde
//! analysis rather than downloaded.
//!
//! A table holds, for every position of one material, the result with best play and the
//! distance to mate (DTM) in plies, without the fifty-move rule. A table is built after the
//! tables its captures and promotions lead into ([`Material::build_order`]), on every core
//! ([`set_threads`]): a few seconds for the largest of four men, minutes for five;
//! [`Tablebases`] keeps them and answers probes.
//!
//! ```
//! use drawboard::Position;
//! use drawboard::tablebase::{Tablebases, Value};
//! let pos: Position = "8/8/8/8/8/2k5/8/K6Q w - - 0 1".parse().unwrap();
//! let mut tbs = Tablebases::new();
//! tbs.build_for(&pos, &mut |_| {}).unwrap();
//! assert!(matches!(tbs.probe(&pos).unwrap(), Value::Win(_)));
//! ```

pub mod blocks;
pub mod checksum;
pub mod material;

mod codes;
mod layout;
mod par;
mod solve;

pub use material::{MAX_MEN, Material, ParseMaterialError};
pub use par::{set_threads, threads};

use crate::board::fen::Setup;
use crate::board::{CastlingRights, Position};
use crate::moves::Move;
use crate::types::{Color, Piece, Role};
use codes::Codes;
use layout::Layout;
use solve::{DRAW, INVALID, RESOLVED, plies};
use std::fmt;

/// The value of a position with best play, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Value {
    /// The side to move mates in this many plies (always odd).
    Win(u32),
    /// The side to move is mated in this many plies (always even; 0 is checkmate).
    Loss(u32),
    /// Neither side can force mate.
    Draw,
}

impl Value {
    fn from_code(code: u16) -> Value {
        match plies(code) {
            Some(p) if p % 2 == 1 => Value::Win(p),
            Some(p) => Value::Loss(p),
            None => Value::Draw,
        }
    }

    /// The value of a move for the side making it, when the position it leads to has value
    /// `self` for the opponent.
    pub fn before_move(self) -> Value {
        match self {
            Value::Win(p) => Value::Loss(p + 1),
            Value::Loss(p) => Value::Win(p + 1),
            Value::Draw => Value::Draw,
        }
    }

    /// Moves to mate: "mate in N" for a win, "mated in N" for a loss; `None` for a draw.
    pub fn moves(self) -> Option<u32> {
        match self {
            Value::Win(p) => Some(p.div_ceil(2)),
            Value::Loss(p) => Some(p / 2),
            Value::Draw => None,
        }
    }

    /// `"win"`, `"draw"` or `"loss"`.
    pub fn wdl(self) -> &'static str {
        match self {
            Value::Win(_) => "win",
            Value::Draw => "draw",
            Value::Loss(_) => "loss",
        }
    }

    /// An ordering key: larger is better for the side to move (faster wins, slower losses).
    pub fn rank(self) -> i64 {
        match self {
            Value::Win(p) => 1_000 - p as i64,
            Value::Draw => 0,
            Value::Loss(p) => -1_000 + p as i64,
        }
    }
}

/// Why a table could not be built or a position not be probed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TablebaseError {
    /// The position has more men than tables exist for.
    TooManyMen(usize),
    /// The position has castling rights, which tables leave out.
    CastlingRights,
    /// The table of this material has not been built.
    Missing(Material),
    /// The table is here, but its distances to zeroing have not been worked out
    /// ([`Tablebases::build_dtz`]).
    DtzMissing(Material),
    /// Only a slice of the table is here ([`Table::is_whole`]), and the position is not in it.
    SliceOnly(Material),
    /// The table is read a block at a time from a site, and this block is not here yet
    /// ([`Tablebases::blocks_wanted`]).
    BlockMissing(Material, blocks::Kind, usize),
    /// Stored table data did not read back (wrong length, header or values).
    BadData(String),
    /// A distance did not fit the table's codes (no ending of five men comes near).
    TooDeep(Material),
    /// The solver found a value that contradicts a move's (a bug).
    Inconsistent(Material),
}

impl TablebaseError {
    /// A stable name for JavaScript.
    pub fn code(&self) -> &'static str {
        match self {
            TablebaseError::TooManyMen(_) => "TooManyMen",
            TablebaseError::CastlingRights => "CastlingRights",
            TablebaseError::Missing(_)
            | TablebaseError::DtzMissing(_)
            | TablebaseError::SliceOnly(_)
            | TablebaseError::BlockMissing(..) => "TableMissing",
            TablebaseError::BadData(_) => "BadTableData",
            TablebaseError::TooDeep(_) | TablebaseError::Inconsistent(_) => "TablebaseBug",
        }
    }
}

impl fmt::Display for TablebaseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TablebaseError::TooManyMen(n) => write!(f, "the position has {n} men; tables cover at most {MAX_MEN}"),
            TablebaseError::CastlingRights => {
                f.write_str("the position has castling rights; tables cover positions without them")
            }
            TablebaseError::Missing(m) => write!(f, "the {m} table has not been built"),
            TablebaseError::DtzMissing(m) => write!(f, "the {m} table's distances to zeroing have not been worked out"),
            TablebaseError::SliceOnly(m) => write!(
                f,
                "only the slice of the {m} table that promotions read is loaded, and the position is not in it"
            ),
            TablebaseError::BlockMissing(m, kind, block) => {
                write!(f, "block {block} of the {m} table's {kind} file has not been fetched")
            }
            TablebaseError::BadData(why) => write!(f, "stored table data is unusable: {why}"),
            TablebaseError::TooDeep(m) => write!(f, "a distance in the {m} table is too long to store"),
            TablebaseError::Inconsistent(m) => write!(f, "the {m} table contradicts itself"),
        }
    }
}

impl std::error::Error for TablebaseError {}

/// The men of a position of at most five men, in any order, and the side to move.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Men {
    pub pieces: [Piece; MAX_MEN],
    pub squares: [u8; MAX_MEN],
    pub n: usize,
    pub turn: Color,
}

impl Men {
    fn of(pos: &Position) -> Result<Men, TablebaseError> {
        let n = pos.occupied().count() as usize;
        if n > MAX_MEN {
            return Err(TablebaseError::TooManyMen(n));
        }
        let mut men = Men {
            pieces: [Piece {
                color: Color::White,
                role: Role::King,
            }; MAX_MEN],
            squares: [0; MAX_MEN],
            n,
            turn: pos.turn(),
        };
        for (i, sq) in pos.occupied().into_iter().enumerate() {
            men.pieces[i] = pos.piece_at(sq).expect("an occupied square");
            men.squares[i] = sq.index() as u8;
        }
        Ok(men)
    }

    fn material(&self) -> Material {
        let mut white = [Role::King; MAX_MEN - 2];
        let mut black = [Role::King; MAX_MEN - 2];
        let (mut w, mut b) = (0, 0);
        for p in &self.pieces[..self.n] {
            match (p.role, p.color) {
                (Role::King, _) => {}
                (role, Color::White) => {
                    white[w] = role;
                    w += 1;
                }
                (role, Color::Black) => {
                    black[b] = role;
                    b += 1;
                }
            }
        }
        Material::from_roles(&white[..w], &black[..b]).expect("at most five men")
    }
}

/// One solved ending.
#[derive(Clone, Debug)]
pub struct Table {
    layout: Layout,
    values: Codes,
    /// Distances to zeroing, once worked out ([`Tablebases::build_dtz`]): not stored.
    dtz: Option<Codes>,
    /// Only the positions with this man on this rank are kept (see [`Table::slice`]).
    slice: Option<(usize, u8)>,
}

/// What a stored table starts with, before its material's name and a newline: a byte per
/// entry, or (for endings whose mates run past 127 plies) two, little-endian.
const MAGIC: &[u8] = b"drawboard-dtm-1 ";
const MAGIC_WIDE: &[u8] = b"drawboard-dtm-2 ";

impl Table {
    /// The material this table is for (canonical).
    pub fn material(&self) -> Material {
        self.layout.material
    }

    /// The table's size in bytes (one or two per entry).
    pub fn size(&self) -> usize {
        self.values.len() * self.values.width()
    }

    /// Entries: both sides to move (or a slice's).
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the table has no entries (never: every material has positions).
    pub fn is_empty(&self) -> bool {
        self.values.len() == 0
    }

    /// Whether every position of the material is here (not only a slice, or the blocks of a
    /// hosted table fetched so far).
    pub fn is_whole(&self) -> bool {
        self.slice.is_none() && self.values.is_whole()
    }

    /// Keeps only what the endings that promote into this one read, when that is a slice:
    /// the positions with the new piece on the last rank (an eighth of a table with pawns).
    /// Distances to zeroing are dropped. Probes outside the slice find the table missing.
    pub fn slice(self) -> Table {
        if self.slice.is_some() || !self.values.is_whole() {
            return self;
        }
        let Some(slice) = solve::promotion_slice(self.material()) else {
            return self;
        };
        let values = Codes::new(
            (0..self.layout.slice_len(slice.0))
                .map(|k| self.values.get(self.layout.unslice(k, slice)))
                .collect(),
        );
        Table {
            layout: self.layout,
            values,
            dtz: None,
            slice: Some(slice),
        }
    }

    /// The position stored at entry `idx` and its value, or `None` for an unused entry.
    pub fn entry(&self, idx: usize) -> Option<(Position, Value)> {
        if idx >= self.values.len() {
            return None;
        }
        let code = self.values.get(idx);
        if code == INVALID || self.slice.is_some() {
            return None;
        }
        let (squares, turn) = self.layout.decode(idx);
        let mut setup = Setup {
            board: [None; 64],
            turn,
            castling: CastlingRights::default(),
            ep_square: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        };
        for (piece, sq) in self.layout.pieces.iter().zip(squares).take(self.layout.men) {
            setup.board[sq as usize] = Some(*piece);
        }
        let pos = Position::from_setup(&setup).ok()?;
        Some((pos, Value::from_code(code)))
    }

    /// The table as bytes to store: [`Table::header`], then [`Table::values`].
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = self.header();
        out.extend_from_slice(&self.values.bytes());
        out
    }

    /// What stored bytes start with: a format tag and the material's name (with the slice's
    /// man and rank for a slice: `"KQvKP slice 2 7"`).
    pub fn header(&self) -> Vec<u8> {
        let mut out = if self.values.width() == 1 { MAGIC } else { MAGIC_WIDE }.to_vec();
        out.extend_from_slice(self.material().to_string().as_bytes());
        if let Some((man, rank)) = self.slice {
            out.extend_from_slice(format!(" slice {man} {rank}").as_bytes());
        }
        out.push(b'\n');
        out
    }

    /// The codes of `kind` cut for a block file ([`blocks`]), each block's raw codes handed to
    /// `pack` (to compress it) on every core: the bytes per entry and the packed blocks, in
    /// order; `None` for distances to zeroing not worked out, or codes of which only blocks are
    /// here.
    pub fn packed_blocks(
        &self,
        kind: blocks::Kind,
        pack: impl Fn(&[u8]) -> Vec<u8> + Sync,
    ) -> Option<(usize, Vec<Vec<u8>>)> {
        let codes = match kind {
            blocks::Kind::Dtm => &self.values,
            blocks::Kind::Dtz => self.dtz.as_ref()?,
        };
        if !codes.is_whole() || self.slice.is_some() {
            return None;
        }
        // What a reader never reads may take any value: an entry of no position, and the
        // distance to zeroing of a draw (read only once the result says win or loss). It
        // repeats the entry before it, which compresses best.
        let cares = |idx: usize| match kind {
            blocks::Kind::Dtm => self.values.get(idx) != INVALID,
            blocks::Kind::Dtz => self.values.get(idx) >= RESOLVED,
        };
        let pack_range = |range: std::ops::Range<usize>| {
            let packed = range.map(|k| {
                let mut raw = codes.block(k);
                let start = k * blocks::PER_BLOCK;
                blocks::repeat_where_unread(&mut raw, codes.width(), |i| cares(start + i));
                pack(&raw)
            });
            Ok::<_, std::convert::Infallible>(packed.collect::<Vec<_>>())
        };
        let packed = match par::map_chunks(blocks::blocks(codes.len()), 64, pack_range, &mut |_| {}) {
            Ok(chunks) => chunks.into_iter().flatten().collect(),
            Err(never) => match never {},
        };
        Some((codes.width(), packed))
    }

    /// The values as stored, one or two bytes per entry (after the header).
    pub fn values(&self) -> std::borrow::Cow<'_, [u8]> {
        self.values.bytes()
    }

    /// Reads a table written by [`Table::to_bytes`], checking its header, length and values.
    pub fn from_bytes(bytes: &[u8]) -> Result<Table, TablebaseError> {
        Table::from_vec(bytes.to_vec())
    }

    /// [`Table::from_bytes`], keeping the bytes' memory for the values (no second copy).
    pub fn from_vec(mut values: Vec<u8>) -> Result<Table, TablebaseError> {
        let bad = |why: &str| TablebaseError::BadData(why.to_string());
        let width = if values.starts_with(MAGIC) {
            1
        } else if values.starts_with(MAGIC_WIDE) {
            2
        } else {
            return Err(bad("not a drawboard table"));
        };
        let rest = &values[MAGIC.len()..];
        let newline = rest
            .iter()
            .position(|&b| b == b'\n')
            .ok_or_else(|| bad("no material name"))?;
        let line = std::str::from_utf8(&rest[..newline]).map_err(|_| bad("no material name"))?;
        let (name, sliced) = match line.split_once(" slice ") {
            Some((name, slice)) => (name, Some(slice)),
            None => (line, None),
        };
        let material: Material = name.parse().map_err(|_| bad("unknown material"))?;
        if !material.is_canonical() || material.men() < 3 {
            return Err(bad("unknown material"));
        }
        // A slice is the one promotions read, or nothing.
        let slice = match sliced {
            None => None,
            Some(text) => {
                let slice = solve::promotion_slice(material).ok_or_else(|| bad("no slice of this table is read"))?;
                if text != format!("{} {}", slice.0, slice.1) {
                    return Err(bad("not the slice promotions read"));
                }
                Some(slice)
            }
        };
        let layout = Layout::new(material);
        values.drain(..MAGIC.len() + newline + 1);
        let len = slice.map_or(layout.len(), |(man, _)| layout.slice_len(man));
        if values.len() != len * width {
            return Err(bad("wrong length"));
        }
        let values = Codes::from_bytes(values, width).ok_or_else(|| bad("wrong length"))?;
        if values.iter().any(|v| v > DRAW && v < RESOLVED) {
            return Err(bad("unknown value"));
        }
        Ok(Table {
            layout,
            values,
            dtz: None,
            slice,
        })
    }

    /// Counts per side to move (White first) of won, drawn and lost positions, over stored
    /// entries (symmetric positions counted once).
    pub fn counts(&self) -> [[usize; 3]; 2] {
        let mut out = [[0; 3]; 2];
        for (idx, v) in self.values.iter().enumerate() {
            if v == INVALID {
                continue;
            }
            let side = idx / (self.values.len() / 2);
            let k = match Value::from_code(v) {
                Value::Win(_) => 0,
                Value::Draw => 1,
                Value::Loss(_) => 2,
            };
            out[side][k] += 1;
        }
        out
    }

    /// The longest win in plies for each side to move (White first).
    pub fn longest_win(&self) -> [u32; 2] {
        longest_per_side(&self.values, |v| match Value::from_code(v) {
            Value::Win(p) => Some(p),
            _ => None,
        })
    }

    /// The code of a position given as squares in this table's order (`None` outside a slice).
    #[inline]
    pub(crate) fn code_at(&self, squares: &[u8; MAX_MEN], turn: Color) -> Option<u16> {
        Some(self.values.get(self.slot(squares, turn)?))
    }

    #[inline]
    fn slot(&self, squares: &[u8; MAX_MEN], turn: Color) -> Option<usize> {
        match self.slice {
            None => Some(self.layout.index(squares, turn)),
            Some(slice) => self.layout.slice_index(squares, turn, slice),
        }
    }

    /// The longest distance to zeroing in plies for each side to move (White first), once
    /// worked out.
    pub fn longest_dtz(&self) -> Option<[u32; 2]> {
        Some(longest_per_side(self.dtz.as_ref()?, plies))
    }

    /// Where a position given as men is stored (`None` outside a slice).
    fn index_of(&self, men: &Men, material: Material) -> Option<usize> {
        let (squares, turn) = squares_in(&self.layout, men, material);
        self.slot(&squares, turn)
    }

    /// A code read for a probe: a block not fetched yet, or no position, is an error.
    fn probed(&self, kind: blocks::Kind, idx: usize, code: u16) -> Result<u16, TablebaseError> {
        match code {
            codes::MISSING => Err(TablebaseError::BlockMissing(
                self.material(),
                kind,
                idx / blocks::PER_BLOCK,
            )),
            INVALID if kind == blocks::Kind::Dtm => Err(TablebaseError::Inconsistent(self.material())),
            code => Ok(code),
        }
    }
}

/// A position given as men, as squares in a layout's order and the side to move (the board
/// turned over when the position's material is the layout's with colours swapped).
fn squares_in(layout: &Layout, men: &Men, material: Material) -> ([u8; MAX_MEN], Color) {
    {
        let flip = material != layout.material;
        let mut squares = [0u8; MAX_MEN];
        let mut used = [false; MAX_MEN];
        for (slot, want) in layout.pieces[..layout.men].iter().enumerate() {
            for (j, taken) in used.iter_mut().enumerate().take(men.n) {
                let mut p = men.pieces[j];
                if flip {
                    p.color = p.color.other();
                }
                if !*taken && p == *want {
                    *taken = true;
                    squares[slot] = if flip { men.squares[j] ^ 56 } else { men.squares[j] };
                    break;
                }
            }
        }
        let turn = if flip { men.turn.other() } else { men.turn };
        (squares, turn)
    }
}

/// The largest of `plies(code)` over a table's codes for each side to move (White first: the
/// first half of a table is White to move).
fn longest_per_side(codes: &Codes, plies: impl Fn(u16) -> Option<u32>) -> [u32; 2] {
    let mut out = [0; 2];
    for (idx, code) in codes.iter().enumerate() {
        if let Some(p) = plies(code) {
            let side = idx / (codes.len() / 2);
            out[side] = out[side].max(p);
        }
    }
    out
}

/// Progress of a build: which table, and how far along it is.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    pub material: Material,
    /// This table's place in the build (from 1) and how many tables the build makes.
    pub table: usize,
    pub tables: usize,
    /// How far this table is, from 0 to 1.
    pub fraction: f64,
    /// The retrograde pass under way: 0 for the first pass, over every position's moves.
    pub pass: u32,
}

/// The most blocks of hosted tables held at once (4 to 8 KB each).
const BLOCK_BOUND: usize = 4096;

/// The entries of a material's table (both sides to move): its memory while it is built is two
/// bytes an entry, and one or two once built.
pub fn table_entries(material: Material) -> usize {
    Layout::new(material.canonical()).len()
}

/// The tables built so far.
#[derive(Clone, Debug, Default)]
pub struct Tablebases {
    /// A few dozen at most: a list is as quick as a map and smaller in wasm.
    tables: Vec<Table>,
}

impl Tablebases {
    /// No tables yet.
    pub fn new() -> Tablebases {
        Tablebases::default()
    }

    /// Whether the whole table of a material (either orientation) is here.
    pub fn contains(&self, material: Material) -> bool {
        self.get(material).is_some_and(Table::is_whole)
    }

    /// The table of a material (either orientation), whole or a slice.
    pub fn get(&self, material: Material) -> Option<&Table> {
        let material = material.canonical();
        self.tables.iter().find(|t| t.material() == material)
    }

    /// Adds a table built elsewhere (or read back from storage). A slice does not replace a
    /// whole table of the same material.
    pub fn insert(&mut self, table: Table) {
        let material = table.material();
        if !table.is_whole() && self.contains(material) {
            return;
        }
        self.tables.retain(|t| t.material() != material);
        self.tables.push(table);
    }

    /// Drops every table.
    pub fn clear(&mut self) {
        self.tables.clear();
    }

    /// The materials whose tables a position needs and that are not here yet, in build order.
    pub fn missing_for(&self, pos: &Position) -> Result<Vec<Material>, TablebaseError> {
        Ok(self.to_build(Self::material_of(pos)?))
    }

    /// The tables a build of `material` has to make, in build order: its own if it is not here,
    /// those its moves lead into that are not here, and those below them that are neither here
    /// nor behind a table that is (a table loaded from elsewhere spares the build every table
    /// below it).
    fn to_build(&self, material: Material) -> Vec<Material> {
        let root = material.canonical();
        let mut wanted = Vec::new();
        let mut stack = vec![root];
        while let Some(m) = stack.pop() {
            // Below the position's own table, a table of as many men is reached only by
            // promotions, and a slice serves; one of fewer men is reached by captures too.
            let here = if m == root || m.men() < root.men() {
                self.contains(m)
            } else {
                self.get(m).is_some()
            };
            if wanted.contains(&m) || (here && m != root) {
                continue;
            }
            if !here {
                wanted.push(m);
            }
            // The position's moves need the tables below its own even when its own is here.
            stack.extend(m.successors());
        }
        material
            .build_order()
            .into_iter()
            .filter(|m| wanted.contains(m))
            .collect()
    }

    /// Builds the table of `material` and every table it leads into that is not here yet.
    pub fn build(&mut self, material: Material, progress: &mut dyn FnMut(Progress)) -> Result<(), TablebaseError> {
        self.build_lean(material, progress, None)
    }

    /// [`Tablebases::build`], handing each table to `keep` as soon as it is built (to store it)
    /// and then dropping every table the rest of the build does not need, so that memory holds
    /// a few tables at a time rather than all of them. At the end the tables of `material` and
    /// of what it leads into are here.
    pub fn build_lean(
        &mut self,
        material: Material,
        progress: &mut dyn FnMut(Progress),
        mut keep: Option<&mut dyn FnMut(&Table)>,
    ) -> Result<(), TablebaseError> {
        let todo = self.to_build(material);
        let tables = todo.len();
        for (i, &m) in todo.iter().enumerate() {
            let layout = Layout::new(m);
            let mut report = |fraction, pass| {
                progress(Progress {
                    material: m,
                    table: i + 1,
                    tables,
                    fraction,
                    pass,
                })
            };
            let values = solve::solve(&layout, self, &mut report)?;
            self.insert(Table {
                layout,
                values,
                dtz: None,
                slice: None,
            });
            if let Some(keep) = keep.as_mut() {
                keep(self.tables.last().expect("just inserted"));
                // What is still needed: the successors of the tables left to build, and the
                // position's own table with its successors.
                let root = material.canonical();
                let needed = |t: &Table| {
                    let t = t.material();
                    t == root
                        || root.successors().contains(&t)
                        || todo[i + 1..].iter().any(|next| next.successors().contains(&t))
                };
                self.tables.retain(needed);
                // What later builds and the position's moves read of the others is a slice.
                self.trim(root);
            }
        }
        Ok(())
    }

    /// Works out the distances to zeroing (DTZ) of a built table, whose successors must be here
    /// too (they are, after a build). Several times quicker than the build: only the table's
    /// own positions are walked, and only their quiet moves.
    pub fn build_dtz(&mut self, material: Material) -> Result<(), TablebaseError> {
        let m = material.canonical();
        let at = self
            .tables
            .iter()
            .position(|t| t.material() == m && t.is_whole())
            .ok_or(TablebaseError::Missing(m))?;
        if self.tables[at].dtz.is_some() {
            return Ok(());
        }
        if let Some(&next) = m.successors().iter().find(|&&next| self.get(next).is_none()) {
            return Err(TablebaseError::Missing(next));
        }
        let dtz = solve::dtz(&self.tables[at].layout, &self.tables[at].values, self)?;
        self.tables[at].dtz = Some(dtz);
        Ok(())
    }

    /// The table whose distances to zeroing a position's verdict turns on, if they are not
    /// worked out yet: the position is won or lost, and its mate would come after the half-move
    /// clock reaches 150 (so only a capture or pawn move on the way can save the win).
    pub fn dtz_wanted(&self, pos: &Position) -> Option<Material> {
        let plies = match self.probe(pos).ok()? {
            Value::Win(p) | Value::Loss(p) => p,
            Value::Draw => return None,
        };
        let material = Material::of(pos)?.canonical();
        (pos.halfmove_clock() + plies > 150 && !self.has_dtz(material)).then_some(material)
    }

    /// Whether a position's table has its distances to zeroing worked out.
    pub fn has_dtz(&self, material: Material) -> bool {
        self.get(material).is_some_and(|t| t.dtz.is_some())
    }

    /// The distance to zeroing of a position in plies: how soon, with best play, a capture, a
    /// pawn move or checkmate comes, the winner hurrying and the loser holding out (see
    /// [`Tablebases::build_dtz`]); `None` for a draw. From a half-move clock `c`, the win goes
    /// through under the seventy-five-move rule exactly when `c + DTZ <= 150`.
    pub fn dtz(&self, pos: &Position) -> Result<Option<u32>, TablebaseError> {
        let value = self.probe(pos)?;
        if value == Value::Draw {
            return Ok(None);
        }
        if pos.legal_ep_square().is_some() {
            // Tables hold no en-passant rights: look one move ahead.
            return self.dtz_from_moves(pos, value).map(Some);
        }
        let men = Men::of(pos)?;
        let material = men.material();
        let table = self
            .get(material)
            .ok_or(TablebaseError::Missing(material.canonical()))?;
        let dtz = table.dtz.as_ref().ok_or(TablebaseError::DtzMissing(table.material()))?;
        let idx = table
            .index_of(&men, material)
            .ok_or(TablebaseError::SliceOnly(table.material()))?;
        plies(table.probed(blocks::Kind::Dtz, idx, dtz.get(idx))?)
            .map(Some)
            .ok_or(TablebaseError::Inconsistent(table.material()))
    }

    /// The distance to zeroing of a won or lost position worked out from its moves: a move
    /// that resets the count (or mates) is one ply; any other adds one to the position after
    /// it. The winner takes the shortest winning move, the loser the longest.
    pub fn dtz_from_moves(&self, pos: &Position, value: Value) -> Result<u32, TablebaseError> {
        let mut best: Option<u32> = None;
        for (mv, move_value) in self.probe_moves(pos)? {
            let child = pos.after(mv);
            // Mate in one ply ends the game; a capture or pawn move resets the count.
            let plies = if move_value == Value::Win(1) || child.halfmove_clock() == 0 {
                1
            } else {
                match self.dtz(&child)? {
                    Some(d) => d + 1,
                    None => continue, // a drawn child: never the winner's choice nor the loser's
                }
            };
            best = Some(match (value, move_value) {
                (Value::Win(_), Value::Win(_)) => best.map_or(plies, |b| b.min(plies)),
                (Value::Loss(_), _) => best.map_or(plies, |b| b.max(plies)),
                _ => continue,
            });
        }
        match best {
            Some(plies) => Ok(plies),
            // Checkmated: the game is over.
            None if pos.is_check() && pos.legal_moves().is_empty() => Ok(0),
            None => Err(TablebaseError::Inconsistent(Self::material_of(pos)?)),
        }
    }

    /// Checks every position of a built table against its moves (see [`Tablebases::build`]):
    /// its value, and its distance to zeroing once worked out. The tables its moves lead into
    /// must be here. Returns how many positions were checked; a disagreement is
    /// [`TablebaseError::Inconsistent`].
    pub fn verify(&self, material: Material, progress: &mut dyn FnMut(f64)) -> Result<u64, TablebaseError> {
        let m = material.canonical();
        let table = self.get(m).filter(|t| t.is_whole()).ok_or(TablebaseError::Missing(m))?;
        if let Some(&next) = m.successors().iter().find(|&&next| self.get(next).is_none()) {
            return Err(TablebaseError::Missing(next));
        }
        solve::verify(&table.layout, &table.values, table.dtz.as_ref(), self, progress)
    }

    /// Forgets a table's distances to zeroing (to save memory once they are stored).
    pub fn drop_dtz(&mut self, material: Material) {
        let m = material.canonical();
        for t in self.tables.iter_mut().filter(|t| t.material() == m) {
            t.dtz = None;
        }
    }

    /// Drops the tables `keep` says no to.
    pub fn retain(&mut self, mut keep: impl FnMut(Material) -> bool) {
        self.tables.retain(|t| keep(t.material()));
    }

    /// Cuts every table of as many men as `keep` but `keep`'s own down to the slice that
    /// promotions read, where there is one ([`Table::is_whole`]): enough for `keep`'s positions
    /// and their moves. (Tables of fewer men are reached by captures, and stay whole.)
    pub fn trim(&mut self, keep: Material) {
        let keep = keep.canonical();
        self.tables = std::mem::take(&mut self.tables)
            .into_iter()
            .map(|t| {
                if t.material() == keep || t.material().men() < keep.men() {
                    t
                } else {
                    t.slice()
                }
            })
            .collect();
    }

    /// Builds every table a position needs.
    pub fn build_for(&mut self, pos: &Position, progress: &mut dyn FnMut(Progress)) -> Result<(), TablebaseError> {
        self.build(Self::material_of(pos)?, progress)
    }

    fn material_of(pos: &Position) -> Result<Material, TablebaseError> {
        let men = pos.occupied().count() as usize;
        let material = Material::of(pos).ok_or(TablebaseError::TooManyMen(men))?;
        if pos.castling().bits() != 0 {
            return Err(TablebaseError::CastlingRights);
        }
        Ok(material)
    }

    /// The value of a position for the side to move.
    pub fn probe(&self, pos: &Position) -> Result<Value, TablebaseError> {
        let material = Self::material_of(pos)?;
        if pos.legal_ep_square().is_some() {
            // Tables hold no en-passant rights: look one move ahead.
            return Ok(self.probe_moves(pos)?.first().map_or(Value::Draw, |&(_, v)| v));
        }
        if material.men() == 2 {
            return Ok(Value::Draw);
        }
        let code = self.probe_men(&Men::of(pos)?)?;
        if code == INVALID {
            return Err(TablebaseError::Inconsistent(material));
        }
        Ok(Value::from_code(code))
    }

    /// Every legal move with its value for the side making it, best first.
    pub fn probe_moves(&self, pos: &Position) -> Result<Vec<(Move, Value)>, TablebaseError> {
        Self::material_of(pos)?;
        let mut out = Vec::new();
        for &mv in pos.legal_moves().iter() {
            let child = pos.after(mv);
            let value = if child.legal_moves().is_empty() {
                if child.is_check() { Value::Win(1) } else { Value::Draw }
            } else {
                self.probe(&child)?.before_move()
            };
            // Best first, the order of generation kept among equals (an insertion sort: the
            // list is short, and the library's sorts cost kilobytes of wasm).
            let at = out
                .iter()
                .position(|&(_, v): &(Move, Value)| v.rank() < value.rank())
                .unwrap_or(out.len());
            out.insert(at, (mv, value));
        }
        Ok(out)
    }

    /// The line of best play from `pos` (the winner's fastest mate against the longest
    /// defence; for a draw, drawing moves), up to `max_plies` or as far as built tables reach.
    pub fn principal_line(&self, pos: &Position, max_plies: usize) -> Vec<Move> {
        let mut line = Vec::new();
        let mut pos = *pos;
        // A drawn line goes on for ever; a few moves show the idea.
        let max_plies = if matches!(self.probe(&pos), Ok(Value::Draw)) {
            max_plies.min(8)
        } else {
            max_plies
        };
        while line.len() < max_plies {
            let Ok(moves) = self.probe_moves(&pos) else { break };
            let Some(&(mv, _)) = moves.first() else { break };
            line.push(mv);
            pos = pos.after(mv);
        }
        line
    }

    /// The code of a position given as men (two bare kings are a draw).
    pub(crate) fn probe_men(&self, men: &Men) -> Result<u16, TablebaseError> {
        if men.n == 2 {
            return Ok(DRAW);
        }
        let material = men.material();
        let table = self
            .get(material)
            .ok_or(TablebaseError::Missing(material.canonical()))?;
        let idx = table
            .index_of(men, material)
            .ok_or(TablebaseError::SliceOnly(material.canonical()))?;
        table.probed(blocks::Kind::Dtm, idx, table.values.get(idx))
    }

    /// Adds block `block` of a hosted table's codes of `kind` (`raw`: as the table's block file
    /// holds it uncompressed, one or two bytes a code), checking that it fits the table as this
    /// board numbers it ([`table_entries`]: a reader checks the file's header against it) and
    /// holds only codes a table has.
    pub fn insert_block(
        &mut self,
        material: Material,
        kind: blocks::Kind,
        block: usize,
        raw: &[u8],
    ) -> Result<(), TablebaseError> {
        let m = material.canonical();
        let bad = |why: String| TablebaseError::BadData(format!("the {m} table's {kind} file: {why}"));
        if m.men() < 3 {
            return Err(bad("two bare kings need no table".into()));
        }
        let layout = Layout::new(m);
        let entries = layout.len();
        let count = blocks::PER_BLOCK.min(entries.saturating_sub(block.saturating_mul(blocks::PER_BLOCK)));
        if count == 0 {
            return Err(bad(format!("there is no block {block}")));
        }
        let width = raw.len() / count;
        if !(width == 1 || width == 2) || raw.len() != count * width {
            return Err(bad(format!(
                "block {block} has {} bytes, not {count} codes of one or two",
                raw.len()
            )));
        }
        // A slice gives way to the blocks: they number the whole table.
        if kind == blocks::Kind::Dtm {
            self.tables.retain(|t| t.material() != m || t.slice.is_none());
        }
        let at = match self.tables.iter().position(|t| t.material() == m) {
            Some(at) => at,
            None => {
                self.tables.push(Table {
                    layout,
                    values: Codes::Sparse(blocks::Sparse::new(width, entries)),
                    dtz: None,
                    slice: None,
                });
                self.tables.len() - 1
            }
        };
        let table = &mut self.tables[at];
        let codes = match kind {
            blocks::Kind::Dtm => &mut table.values,
            blocks::Kind::Dtz => table
                .dtz
                .get_or_insert_with(|| Codes::Sparse(blocks::Sparse::new(width, entries))),
        };
        let Codes::Sparse(sparse) = codes else { return Ok(()) };
        if sparse.width != width {
            return Err(bad(format!("codes of {width} bytes after codes of {}", sparse.width)));
        }
        let known = |c: u16| match kind {
            blocks::Kind::Dtm => c <= DRAW || (RESOLVED..codes::MISSING).contains(&c),
            blocks::Kind::Dtz => c == 0 || (RESOLVED..codes::MISSING).contains(&c),
        };
        // Read as the stored codes of a whole table are.
        if !Codes::from_bytes(raw.to_vec(), width).is_some_and(|codes| codes.iter().all(known)) {
            return Err(bad(format!("block {block} holds a code no table has")));
        }
        sparse.blocks.insert(block, raw.into());
        self.bound_blocks(BLOCK_BOUND, (m, kind, block));
        Ok(())
    }

    /// Forgets the fetched blocks of hosted tables beyond `bound` (all but `keep`): a reader's
    /// memory holds a few hundred positions' worth, not a whole table's.
    fn bound_blocks(&mut self, bound: usize, keep: (Material, blocks::Kind, usize)) {
        let held: usize = self
            .tables
            .iter()
            .flat_map(|t| [Some(&t.values), t.dtz.as_ref()])
            .flatten()
            .map(|c| if let Codes::Sparse(s) = c { s.blocks.len() } else { 0 })
            .sum();
        if held <= bound {
            return;
        }
        for t in &mut self.tables {
            let material = t.material();
            for (kind, codes) in [
                (blocks::Kind::Dtm, Some(&mut t.values)),
                (blocks::Kind::Dtz, t.dtz.as_mut()),
            ] {
                if let Some(Codes::Sparse(s)) = codes {
                    s.blocks.retain(|&b, _| (material, kind, b) == keep);
                }
            }
        }
    }

    /// The blocks of hosted tables (see [`Tablebases::insert_block`]) that probing `pos` and
    /// valuing its moves read, and its distance to zeroing with `dtz`, and that are not here
    /// yet: `(material, kind, block)`, each once. Whole tables need none; a table not here at
    /// all is asked for by its blocks, as a site hosts them.
    pub fn blocks_wanted(
        &self,
        pos: &Position,
        dtz: bool,
    ) -> Result<Vec<(Material, blocks::Kind, usize)>, TablebaseError> {
        Self::material_of(pos)?;
        let mut out = Vec::new();
        let kinds: &[blocks::Kind] = if dtz {
            &[blocks::Kind::Dtm, blocks::Kind::Dtz]
        } else {
            &[blocks::Kind::Dtm]
        };
        for &kind in kinds {
            self.wanted_at(pos, kind, &mut out)?;
        }
        for &mv in pos.legal_moves().iter() {
            let child = pos.after(mv);
            if !child.legal_moves().is_empty() {
                for &kind in kinds {
                    self.wanted_at(&child, kind, &mut out)?;
                }
            }
        }
        out.sort_unstable();
        out.dedup();
        Ok(out)
    }

    /// What probing `pos` for codes of `kind` reads that is not here (its moves' positions when
    /// it has an en-passant right, which tables do not hold).
    fn wanted_at(
        &self,
        pos: &Position,
        kind: blocks::Kind,
        out: &mut Vec<(Material, blocks::Kind, usize)>,
    ) -> Result<(), TablebaseError> {
        let men = Men::of(pos)?;
        if men.n == 2 {
            return Ok(());
        }
        if pos.legal_ep_square().is_some() {
            for &mv in pos.legal_moves().iter() {
                let child = pos.after(mv);
                if !child.legal_moves().is_empty() {
                    self.wanted_at(&child, kind, out)?;
                }
            }
            return Ok(());
        }
        let material = men.material();
        let m = material.canonical();
        let layout = Layout::new(m);
        let (squares, turn) = squares_in(&layout, &men, material);
        let idx = layout.index(&squares, turn);
        let needed = match (self.get(m), kind) {
            (None, _) | (Some(Table { dtz: None, .. }), blocks::Kind::Dtz) => true,
            (Some(t), blocks::Kind::Dtm) => match &t.values {
                Codes::Sparse(s) => s.get(idx).is_none(),
                _ => t.slot(&squares, turn).is_none(),
            },
            (Some(t), blocks::Kind::Dtz) => matches!(&t.dtz, Some(Codes::Sparse(s)) if s.get(idx).is_none()),
        };
        if needed {
            out.push((m, kind, idx / blocks::PER_BLOCK));
        }
        Ok(())
    }
}
