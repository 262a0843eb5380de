//! `drawboard tablebase build [--out DIR] [MATERIAL...]`: endgame tables for a site to host.
//! Each table (and every table it leads into) is written gzipped as `NAME.gz` (and, for a table
//! reached only by promotions, the slice they read as `NAME.slice.gz`), and `manifest.json`
//! lists them with their sizes and SHA-256 checksums. A board given the
//! directory's address (`tables`) fetches a table from there instead of building it.

use crate::gzip::gzip;
use drawboard::tablebase::checksum::sha256_hex;
use drawboard::tablebase::{Material, Tablebases};
use std::fmt::Write as _;
use std::path::PathBuf;
use std::time::Instant;

pub const USAGE: &str = "drawboard tablebase build [--out DIR] [MATERIAL...]";

/// What the manifest's `format` says: the page refuses a manifest of another format.
const FORMAT: &str = "drawboard-tables-1";

pub fn run(args: &[String]) -> Result<(), String> {
    let usage = || format!("usage: {USAGE}");
    let (command, rest) = args.split_first().ok_or_else(usage)?;
    if command != "build" {
        return Err(usage());
    }
    let mut out = PathBuf::from("tables");
    let mut asked = Vec::new();
    let mut rest = rest.iter();
    while let Some(arg) = rest.next() {
        if arg == "--out" {
            out = rest.next().ok_or("--out needs a directory")?.into();
        } else if arg.starts_with('-') {
            return Err(format!("unknown option '{arg}'\n{}", usage()));
        } else {
            let m: Material = arg.parse().map_err(|e| format!("{e}"))?;
            if m.men() < 3 {
                return Err(format!("{arg}: two bare kings need no table"));
            }
            asked.push(m.canonical());
        }
    }
    if asked.is_empty() {
        asked = Material::every(3);
        asked.extend(Material::every(4));
    }
    // Every table the asked ones lead into, each once, in an order that builds each after
    // the tables it needs.
    let mut order: Vec<Material> = Vec::new();
    for m in &asked {
        for t in m.build_order() {
            if !order.contains(&t) {
                order.push(t);
            }
        }
    }
    std::fs::create_dir_all(&out).map_err(|e| format!("{}: {e}", out.display()))?;
    let mut tables = Tablebases::new();
    let mut manifest = format!("{{\n  \"format\": \"{FORMAT}\",\n  \"tables\": {{");
    let (mut total_raw, mut total_gz) = (0, 0);
    let started = Instant::now();
    for (i, &m) in order.iter().enumerate() {
        let clock = Instant::now();
        tables.build(m, &mut |_| {}).map_err(|e| format!("{m}: {e}"))?;
        let table = tables.get(m).ok_or_else(|| format!("{m}: not built"))?;
        let raw = table.to_bytes();
        let (entry, packed) = write_file(&out, &format!("{m}.gz"), &raw)?;
        // A table reached only by promotions also comes as the slice they read: a board shows
        // a position's moves with the slices of what they lead into, an eighth of the bytes.
        let slice = table.clone().slice();
        let slice_entry = if slice.is_whole() {
            String::new()
        } else {
            let (entry, packed) = write_file(&out, &format!("{m}.slice.gz"), &slice.to_bytes())?;
            total_gz += packed;
            format!(", \"slice\": {entry}")
        };
        let _ = write!(
            manifest,
            "{}\n    \"{m}\": {}{slice_entry} }}",
            if i == 0 { "" } else { "," },
            entry.trim_end_matches(" }")
        );
        total_raw += raw.len();
        total_gz += packed;
        println!(
            "{m:<7} {:>10} B  gzip {:>9} B ({:>4.1}%)  {:>6.2} s",
            raw.len(),
            packed,
            100.0 * packed as f64 / raw.len() as f64,
            clock.elapsed().as_secs_f64()
        );
    }
    manifest.push_str("\n  }\n}\n");
    let path = out.join("manifest.json");
    std::fs::write(&path, manifest).map_err(|e| format!("{}: {e}", path.display()))?;
    println!(
        "{} tables: {total_raw} B, gzip {total_gz} B, in {:.1} s; manifest: {}",
        order.len(),
        started.elapsed().as_secs_f64(),
        path.display()
    );
    Ok(())
}

/// Writes `raw` gzipped to `dir/file`; returns its manifest entry (`{ "file": ..., "bytes": ...,
/// "size": ..., "sha256": ... }`) and the bytes written.
fn write_file(dir: &std::path::Path, file: &str, raw: &[u8]) -> Result<(String, usize), String> {
    let packed = gzip(raw);
    let path = dir.join(file);
    std::fs::write(&path, &packed).map_err(|e| format!("{}: {e}", path.display()))?;
    let entry = format!(
        "{{ \"file\": \"{file}\", \"bytes\": {}, \"size\": {}, \"sha256\": \"{}\" }}",
        packed.len(),
        raw.len(),
        sha256_hex(&packed)
    );
    Ok((entry, packed.len()))
}
