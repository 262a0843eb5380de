//! The block files a site hosts (`drawboard tablebase build`), read back as a browser reads
//! them: the header and index, a group's table of lengths, then only the blocks a position
//! needs, each a gzip member checked by its CRC. Probes from the blocks must answer exactly as
//! the whole tables do.
#![cfg(not(target_arch = "wasm32"))]

use drawboard::Position;
use drawboard::tablebase::blocks::{self, Kind};
use drawboard::tablebase::{Material, TablebaseError, Tablebases};
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Command;

/// A directory of tables written by the command line, once per test run.
fn site(materials: &[&str]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!(
        "drawboard-blocks-{}-{}",
        std::process::id(),
        materials.join("-")
    ));
    let out = Command::new(env!("CARGO_BIN_EXE_drawboard"))
        .args(["tablebase", "build", "--out", dir.to_str().unwrap()])
        .args(materials)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    dir
}

/// A block file's header line, split into its words.
struct Header {
    material: Material,
    kind: Kind,
    width: usize,
    entries: usize,
    per_block: usize,
    per_group: usize,
    groups: Vec<usize>,
}

fn header(file: &[u8]) -> Header {
    let line_end = file.iter().position(|&b| b == b'\n').unwrap();
    let line = std::str::from_utf8(&file[..line_end]).unwrap();
    let words: Vec<&str> = line.split(' ').collect();
    assert_eq!(words.len(), 8, "{line}");
    assert_eq!(words[0], blocks::FORMAT);
    let n = |k: usize| words[k].parse::<usize>().unwrap();
    let groups = n(7);
    let index = &file[line_end + 1..line_end + 1 + 4 * (groups + 1)];
    let offsets = index
        .chunks(4)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
        .collect::<Vec<_>>();
    assert_eq!(*offsets.last().unwrap(), file.len(), "the index ends at the file's end");
    Header {
        material: words[1].parse().unwrap(),
        kind: Kind::parse(words[2]).unwrap(),
        width: n(3),
        entries: n(4),
        per_block: n(5),
        per_group: n(6),
        groups: offsets,
    }
}

/// Block `k` of a block file, uncompressed, reading only its group's table and its own bytes.
fn block(file: &[u8], h: &Header, k: usize) -> Result<Vec<u8>, std::io::Error> {
    let g = k / h.per_group;
    let start = h.groups[g];
    let in_group = h.groups[g + 1] - start;
    let count = h.per_group.min(blocks::blocks(h.entries) - g * h.per_group);
    let lengths: Vec<usize> = file[start..start + 2 * count]
        .chunks(2)
        .map(|b| u16::from_le_bytes([b[0], b[1]]) as usize)
        .collect();
    assert_eq!(
        2 * count + lengths.iter().sum::<usize>(),
        in_group,
        "a group is its table and its blocks"
    );
    let at = start + 2 * count + lengths[..k % h.per_group].iter().sum::<usize>();
    let mut raw = Vec::new();
    flate2::read::GzDecoder::new(&file[at..at + lengths[k % h.per_group]]).read_to_end(&mut raw)?;
    Ok(raw)
}

fn read(dir: &Path, name: &str, kind: Kind) -> Vec<u8> {
    std::fs::read(dir.join(format!("{name}.{kind}"))).unwrap()
}

/// Loads into `tbs` every block `pos` wants from the files in `dir`; returns how many.
fn fetch(tbs: &mut Tablebases, dir: &Path, pos: &Position, dtz: bool) -> usize {
    let wanted = tbs.blocks_wanted(pos, dtz).unwrap();
    for &(m, kind, k) in &wanted {
        let file = read(dir, &m.to_string(), kind);
        let h = header(&file);
        assert_eq!((h.material, h.kind), (m, kind));
        let raw = block(&file, &h, k).unwrap();
        assert_eq!(h.entries, drawboard::tablebase::table_entries(m));
        tbs.insert_block(m, kind, k, &raw).unwrap();
    }
    wanted.len()
}

#[test]
fn positions_probed_from_blocks_answer_as_the_whole_tables() {
    let dir = site(&["KQvKR"]);
    let manifest = std::fs::read_to_string(dir.join("manifest.json")).unwrap();
    for name in ["KQvKR", "KQvK", "KRvK"] {
        for kind in [Kind::Dtm, Kind::Dtz] {
            let file = read(&dir, name, kind);
            let h = header(&file);
            assert_eq!(h.material.to_string(), name);
            assert_eq!(h.per_block, blocks::PER_BLOCK);
            assert!(h.width == 1, "four-man codes fit a byte");
            assert!(
                manifest.contains(&drawboard::tablebase::checksum::sha256_hex(&file)),
                "{name}.{kind} has its checksum in the manifest"
            );
            // Every block reads back to its full length; the last may be shorter.
            let n = blocks::blocks(h.entries);
            for k in [0, n / 2, n - 1] {
                let raw = block(&file, &h, k).unwrap();
                assert_eq!(raw.len(), h.width * h.per_block.min(h.entries - k * h.per_block));
            }
        }
    }
    let mut whole = Tablebases::new();
    whole.build("KQvKR".parse().unwrap(), &mut |_| {}).unwrap();
    whole.build_dtz("KQvKR".parse().unwrap()).unwrap();
    let mut hosted = Tablebases::new();
    let fens = [
        "8/8/8/8/8/2k5/8/KQ5r w - - 0 1",
        "8/8/8/3k4/8/8/1r6/KQ6 b - - 0 1",
        "8/8/8/4k3/8/8/8/K2Q3r w - - 90 1",
        "8/8/8/8/4k3/8/1r6/K5Q1 w - - 0 1",
    ];
    // Before any block comes, the table is missing; then the block is.
    let first: Position = fens[0].parse().unwrap();
    assert!(matches!(hosted.probe(&first), Err(TablebaseError::Missing(_))));
    let wanted = hosted.blocks_wanted(&first, false).unwrap();
    let own: Material = "KQvKR".parse().unwrap();
    let &(m, kind, k) = wanted.iter().find(|w| w.0 == own).unwrap();
    let file = read(&dir, &m.to_string(), kind);
    hosted
        .insert_block(m, kind, k, &block(&file, &header(&file), k).unwrap())
        .unwrap();
    let missing = fens.iter().any(|fen| {
        matches!(
            hosted.probe(&fen.parse().unwrap()),
            Err(TablebaseError::BlockMissing(..))
        )
    });
    assert!(missing, "some position reads a block not fetched yet");
    for fen in fens {
        let pos: Position = fen.parse().unwrap();
        let blocks = fetch(&mut hosted, &dir, &pos, true);
        assert!(blocks <= 60, "{fen}: {blocks} blocks");
        assert_eq!(hosted.blocks_wanted(&pos, true).unwrap(), vec![], "{fen}");
        assert_eq!(hosted.probe(&pos).unwrap(), whole.probe(&pos).unwrap(), "{fen}");
        assert_eq!(
            hosted.probe_moves(&pos).unwrap(),
            whole.probe_moves(&pos).unwrap(),
            "{fen}"
        );
        assert_eq!(hosted.dtz(&pos).unwrap(), whole.dtz(&pos).unwrap(), "{fen}");
    }
}

/// The files repeat codes where no reader reads (no position; a draw's distance to zeroing):
/// every position of the table, read from every block, still answers as the whole table.
#[test]
fn every_position_read_from_every_block_answers_as_the_whole_table() {
    let dir = site(&["KQvKR"]);
    let mut whole = Tablebases::new();
    let own: Material = "KQvKR".parse().unwrap();
    whole.build(own, &mut |_| {}).unwrap();
    whole.build_dtz(own).unwrap();
    let mut hosted = Tablebases::new();
    for kind in [Kind::Dtm, Kind::Dtz] {
        let file = read(&dir, "KQvKR", kind);
        let h = header(&file);
        for k in 0..blocks::blocks(h.entries) {
            hosted
                .insert_block(own, kind, k, &block(&file, &h, k).unwrap())
                .unwrap();
        }
    }
    let table = whole.get(own).unwrap();
    let (mut positions, mut draws) = (0, 0);
    for idx in (0..drawboard::tablebase::table_entries(own)).step_by(3) {
        let Some((pos, value)) = table.entry(idx) else { continue };
        // Captures lead into tables not fetched here: only the position's own entry is read.
        assert_eq!(hosted.probe(&pos).unwrap(), value, "{pos}");
        assert_eq!(hosted.dtz(&pos).unwrap(), whole.dtz(&pos).unwrap(), "{pos}");
        positions += 1;
        draws += usize::from(value == drawboard::tablebase::Value::Draw);
    }
    assert!(
        positions > 1_000_000 && draws > 10_000,
        "{positions} positions, {draws} draws"
    );
}

#[test]
fn a_damaged_block_is_refused_and_a_block_of_another_table_does_not_fit() {
    let dir = site(&["KRvK"]);
    let mut file = read(&dir, "KRvK", Kind::Dtm);
    let h = header(&file);
    let good = block(&file, &h, 3).unwrap();
    // A byte flipped inside block 3's compressed bytes: its CRC (or its deflate stream) fails.
    let g = 0;
    let count = h.per_group.min(blocks::blocks(h.entries));
    let lengths: Vec<usize> = file[h.groups[g]..h.groups[g] + 2 * count]
        .chunks(2)
        .map(|b| u16::from_le_bytes([b[0], b[1]]) as usize)
        .collect();
    let at = h.groups[g] + 2 * count + lengths[..3].iter().sum::<usize>() + lengths[3] / 2;
    file[at] ^= 0x40;
    assert!(block(&file, &h, 3).is_err());
    assert_eq!(block(&file, &h, 2).unwrap().len(), h.per_block, "the others still read");
    let mut tbs = Tablebases::new();
    let m: Material = "KRvK".parse().unwrap();
    // A block must be as long as the table's numbering says, of codes a table has.
    let short = tbs.insert_block(m, Kind::Dtm, 3, &good[..100]);
    assert!(matches!(short, Err(TablebaseError::BadData(_))), "{short:?}");
    let past = tbs.insert_block(m, Kind::Dtm, blocks::blocks(h.entries), &good);
    assert!(matches!(past, Err(TablebaseError::BadData(_))), "{past:?}");
    let mut forged = good.clone();
    forged[5] = 0x40; // a counter: only a table being built holds one
    assert!(matches!(
        tbs.insert_block(m, Kind::Dtm, 3, &forged),
        Err(TablebaseError::BadData(_))
    ));
    tbs.insert_block(m, Kind::Dtm, 3, &good).unwrap();
}

/// The books' rook endings, read from a directory of tables built with `drawboard tablebase
/// build --out DIR KRPvKR` (20 minutes): `DRAWBOARD_TABLES=DIR cargo test --release --test
/// blocks -- --ignored`.
#[test]
#[ignore]
fn the_books_rook_endings_read_from_blocks() {
    let dir = PathBuf::from(std::env::var("DRAWBOARD_TABLES").expect("DRAWBOARD_TABLES: a directory of built tables"));
    let mut tbs = Tablebases::new();
    let cases = [
        // Lucena: White wins by building a bridge.
        ("2K5/2P1k3/8/8/8/8/3R4/1r6 w - - 0 1", "win"),
        // Philidor: the defender's rook holds its third rank, and the draw is there with best play.
        ("8/7R/8/r7/2pk4/8/8/2K5 w - - 0 1", "draw"),
        ("4k3/R7/7r/4PK2/8/8/8/8 b - - 0 1", "draw"),
        // Vancura: the rook attacks the a-pawn from the side.
        ("R7/6k1/P4r2/8/2K5/8/8/8 w - - 0 1", "draw"),
    ];
    for (fen, wdl) in cases {
        let pos: Position = fen.parse().unwrap();
        let blocks = fetch(&mut tbs, &dir, &pos, false);
        let value = tbs.probe(&pos).unwrap();
        println!("{fen}: {value:?} from {blocks} blocks");
        assert_eq!(value.wdl(), wdl, "{fen}");
        assert_eq!(tbs.probe_moves(&pos).unwrap().len(), pos.legal_moves().len());
    }
}
