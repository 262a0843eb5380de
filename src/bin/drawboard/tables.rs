//! `drawboard tablebase build [--out DIR] [--threads N] [--check] [--plan] [MATERIAL...]`:
//! endgame tables for a site to host, of up to five men. Each table (and every table it leads
//! into) is written as two block files ([`blocks`]): `NAME.dtm`, its distances to mate, and
//! `NAME.dtz`, its distances to zeroing; `manifest.json` lists them with their sizes and
//! SHA-256 checksums, and those of their headers. A board given the directory's address
//! (`tables`) reads from there, by range requests, the blocks its positions need.
//!
//! Before it starts, the build says how long it should take and how much memory it needs at its
//! peak, and refuses a build the machine has not the memory for.

use drawboard::tablebase::blocks::{self, Kind};
use drawboard::tablebase::checksum::sha256_hex;
use drawboard::tablebase::{Material, Table, Tablebases, table_entries, threads};
use std::fmt::Write as _;
use std::io::{IsTerminal, Write as _};
use std::path::PathBuf;
use std::time::Instant;

/// What the manifest's `format` says: the page refuses a manifest of another format.
const FORMAT: &str = "drawboard-tables-2";

/// Core-nanoseconds a build spends per entry, DTM, DTZ and writing together (about 600 for DTM
/// and DTZ on KRPvKR's chain here, 2 cores), for the estimate.
const NS_PER_ENTRY: f64 = 700.0;
/// The same for the self-check (`--check`): 810 on the chain's first 15 tables.
const CHECK_NS_PER_ENTRY: f64 = 800.0;

/// `drawboard tablebase ...`.
#[derive(clap::Subcommand)]
pub enum Command {
    /// Builds tables of up to five men, each with every table it leads into, as block files and
    /// a manifest a site hosts (a board given the folder's address reads them by range
    /// requests). The plan comes first: tables, time and memory at the peak.
    Build(BuildArgs),
}

#[derive(clap::Args)]
pub struct BuildArgs {
    /// The folder to write the tables and manifest.json into.
    #[arg(long, default_value = "tables")]
    out: PathBuf,
    /// Threads to build with (all cores by default).
    #[arg(long, value_parser = thread_count)]
    threads: Option<usize>,
    /// Checks every table built against the moves (slower).
    #[arg(long)]
    check: bool,
    /// Only says what would be built, and what it would cost.
    #[arg(long)]
    plan: bool,
    /// The endings, such as KRvK or KRPvKR (every ending of three and four men when none).
    material: Vec<String>,
}

fn thread_count(n: &str) -> Result<usize, String> {
    n.parse()
        .ok()
        .filter(|n| (1..=256).contains(n))
        .ok_or_else(|| format!("--threads must be a number from 1 to 256, got '{n}'"))
}

struct Options {
    out: PathBuf,
    asked: Vec<Material>,
    check: bool,
    plan_only: bool,
}

fn options(args: BuildArgs) -> Result<Options, String> {
    if let Some(n) = args.threads {
        drawboard::tablebase::set_threads(n);
    }
    let mut asked = Vec::new();
    for arg in &args.material {
        let m: Material = arg.parse().map_err(|e| format!("{e}"))?;
        if m.men() < 3 {
            return Err(format!("{arg}: two bare kings need no table"));
        }
        asked.push(m.canonical());
    }
    if asked.is_empty() {
        asked = Material::every(3);
        asked.extend(Material::every(4));
    }
    Ok(Options {
        out: args.out,
        asked,
        check: args.check,
        plan_only: args.plan,
    })
}

/// What a build will make and cost.
struct Plan {
    order: Vec<Material>,
    entries: usize,
    peak_bytes: usize,
    seconds: f64,
}

/// Every table the asked ones lead into, each once, in an order that builds each after the
/// tables it needs; with the memory at the build's peak (the table being built at four bytes an
/// entry with its distances to zeroing, beside the tables still needed, at a byte an entry, or
/// two for five men) and the time the measured rate gives.
fn plan(asked: &[Material], check: bool) -> Plan {
    let mut order: Vec<Material> = Vec::new();
    for m in asked {
        for t in m.build_order() {
            if !order.contains(&t) {
                order.push(t);
            }
        }
    }
    let kept_bytes = |m: Material| table_entries(m) * if m.men() == 5 { 2 } else { 1 };
    let mut peak_bytes = 0;
    for (i, &m) in order.iter().enumerate() {
        let kept: usize = order[..i]
            .iter()
            .filter(|t| still_needed(**t, &order[i..]))
            .map(|&t| kept_bytes(t))
            .sum();
        peak_bytes = peak_bytes.max(kept + 4 * table_entries(m));
    }
    let entries: usize = order.iter().map(|&m| table_entries(m)).sum();
    let rate = NS_PER_ENTRY + if check { CHECK_NS_PER_ENTRY } else { 0.0 };
    Plan {
        order,
        entries,
        peak_bytes,
        seconds: entries as f64 * rate * 1e-9 / threads() as f64,
    }
}

/// Whether a built table is read by one still to build.
fn still_needed(table: Material, to_build: &[Material]) -> bool {
    to_build.iter().any(|next| next.successors().contains(&table))
}

/// The memory this machine has free (Linux's MemAvailable), if it says.
fn available_memory() -> Option<usize> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kb: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024)
}

fn gb(bytes: usize) -> String {
    format!("{:.1} GB", bytes as f64 / 1e9)
}

fn duration(seconds: f64) -> String {
    let s = seconds.round() as u64;
    match s {
        0..60 => format!("{s} s"),
        60..3600 => format!("{} min {:02} s", s / 60, s % 60),
        _ => format!("{} h {:02} min", s / 3600, s % 3600 / 60),
    }
}

pub fn run(command: Command) -> Result<(), String> {
    let Command::Build(args) = command;
    let o = options(args)?;
    let plan = plan(&o.asked, o.check);
    let line = format!(
        "{} tables, {} entries: about {} on {} threads, {} of memory at the peak",
        plan.order.len(),
        plan.entries,
        duration(plan.seconds),
        threads(),
        gb(plan.peak_bytes)
    );
    if let Some(free) = available_memory()
        && plan.peak_bytes > free
    {
        return Err(format!("{line}; this machine has {} free: not enough", gb(free)));
    }
    eprintln!("{line}");
    if o.plan_only {
        for m in &plan.order {
            println!("{m}");
        }
        return Ok(());
    }
    build(&o, &plan.order)
}

/// Shows a table's progress on one line of a terminal.
struct Meter {
    on: bool,
    started: Instant,
    last: f64,
}

impl Meter {
    fn new() -> Meter {
        Meter {
            on: std::io::stderr().is_terminal(),
            started: Instant::now(),
            last: 0.0,
        }
    }

    fn show(&mut self, head: &str, phase: &str, fraction: f64) {
        let elapsed = self.started.elapsed().as_secs_f64();
        if !self.on || elapsed - self.last < 0.25 {
            return;
        }
        self.last = elapsed;
        let left = if fraction > 0.02 {
            format!(", about {} left", duration(elapsed / fraction * (1.0 - fraction)))
        } else {
            String::new()
        };
        eprint!("\r\x1b[K{head}  {phase} {:>3.0}%{left}", 100.0 * fraction);
        let _ = std::io::stderr().flush();
    }

    fn clear(&self) {
        if self.on {
            eprint!("\r\x1b[K");
        }
    }
}

fn build(o: &Options, order: &[Material]) -> Result<(), String> {
    let out = &o.out;
    std::fs::create_dir_all(out).map_err(|e| format!("{}: {e}", out.display()))?;
    let mut tables = Tablebases::new();
    let mut manifest = format!("{{\n  \"format\": \"{FORMAT}\",\n  \"tables\": {{");
    let mut total = 0;
    let started = Instant::now();
    for (i, &m) in order.iter().enumerate() {
        let clock = Instant::now();
        let head = format!("[{}/{}] {m}", i + 1, order.len());
        let mut meter = Meter::new();
        tables
            .build(m, &mut |p| {
                // The passes' share of the table is a guess: the first pass's is not.
                let phase = if p.pass == 0 {
                    "first pass".to_string()
                } else {
                    format!("pass {}", p.pass)
                };
                meter.show(&head, &phase, p.fraction * 0.8);
            })
            .map_err(|e| format!("{m}: {e}"))?;
        let solved = clock.elapsed().as_secs_f64();
        meter.show(&head, "distances to zeroing", 0.8);
        tables.build_dtz(m).map_err(|e| format!("{m}: {e}"))?;
        let zeroed = clock.elapsed().as_secs_f64();
        let checked = if o.check {
            let mut meter = Meter::new();
            let n = tables
                .verify(m, &mut |f| meter.show(&head, "self-check", f))
                .map_err(|e| format!("{m}: the self-check failed: {e}"))?;
            meter.clear();
            format!("  {n} positions checked")
        } else {
            String::new()
        };
        meter.clear();
        let verified = clock.elapsed().as_secs_f64();
        let table = tables.get(m).ok_or_else(|| format!("{m}: not built"))?;
        let mut entries = Vec::new();
        let mut sizes = Vec::new();
        for kind in [Kind::Dtm, Kind::Dtz] {
            let (entry, bytes) = write_blocks(out, table, kind)?;
            entries.push(format!("\"{kind}\": {entry}"));
            sizes.push(bytes);
            total += bytes;
        }
        let longest = table.longest_win();
        let dtz = table.longest_dtz().unwrap_or_default();
        let _ = write!(
            manifest,
            "{}\n    \"{m}\": {{\n      {}\n    }}",
            if i == 0 { "" } else { "," },
            entries.join(",\n      ")
        );
        let written = clock.elapsed().as_secs_f64();
        println!(
            "{m:<7} {:>10} entries  dtm {:>10} B  dtz {:>10} B  {written:>7.2} s (DTM {solved:.2}, DTZ {:.2}, check {:.2}, write {:.2})  longest mate {}/{} plies, zeroing {}/{}{checked}",
            table.len(),
            sizes[0],
            sizes[1],
            zeroed - solved,
            verified - zeroed,
            written - verified,
            longest[0],
            longest[1],
            dtz[0],
            dtz[1],
        );
        // Only what the tables still to build read stays in memory.
        tables.drop_dtz(m);
        tables.retain(|t| still_needed(t, &order[i + 1..]));
    }
    manifest.push_str("\n  }\n}\n");
    let path = out.join("manifest.json");
    std::fs::write(&path, manifest).map_err(|e| format!("{}: {e}", path.display()))?;
    println!(
        "{} tables: {total} B of block files, in {:.1} s; manifest: {}",
        order.len(),
        started.elapsed().as_secs_f64(),
        path.display()
    );
    Ok(())
}

/// Writes the block file of a table's codes of `kind` (`NAME.dtm`, `NAME.dtz`: see
/// [`blocks`]), its blocks compressed on every core; returns its manifest entry (`{ "file",
/// "bytes", "sha256", "header": bytes of the header and index, "headerSha256" }`) and the bytes
/// written.
fn write_blocks(dir: &std::path::Path, table: &Table, kind: Kind) -> Result<(String, usize), String> {
    let m = table.material();
    let (width, packed) = table
        .packed_blocks(kind, gzip_block)
        .ok_or_else(|| format!("{m}: no {kind} codes to write"))?;
    let (file, header) = blocks::assemble(m, kind, width, table.len(), &packed)?;
    let name = format!("{m}.{kind}");
    let path = dir.join(&name);
    std::fs::write(&path, &file).map_err(|e| format!("{}: {e}", path.display()))?;
    let entry = format!(
        "{{ \"file\": \"{name}\", \"bytes\": {}, \"sha256\": \"{}\", \"header\": {}, \"headerSha256\": \"{}\" }}",
        file.len(),
        sha256_hex(&file),
        header,
        sha256_hex(&file[..header]),
    );
    Ok((entry, file.len()))
}

/// One block as a whole gzip member (its own CRC-32 and length), compressed hard: a block is
/// written once and read by every visitor.
fn gzip_block(raw: &[u8]) -> Vec<u8> {
    use flate2::{Compression, write::GzEncoder};
    let mut encoder = GzEncoder::new(Vec::with_capacity(raw.len() / 4), Compression::best());
    encoder.write_all(raw).expect("writing to memory");
    encoder.finish().expect("writing to memory")
}
