//! `drawboard audit FILE`: every game of a PGN file (plain, `.gz`, `.zst`, `.bz2`, or standard
//! input) compared with the Laws of Chess, streamed in constant memory on every core.
//!
//! One thread reads the text and cuts it into pieces of about a megabyte at game boundaries;
//! the workers audit the pieces side by side; this thread writes each piece's findings in file
//! order as soon as the pieces before it are written, and the summary last (only then are the
//! counts known). At most a few pieces per worker are in memory at once, whatever the file's
//! size. Ctrl-C stops reading: the pieces already read are written, then the summary so far
//! with the offset to resume from (`--from-offset`); a second Ctrl-C quits at once.

use crate::findings;
use crate::input::{self, Input, Meta};
use drawboard::audit::{self, GameAt, Kind, Report};
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::{Map, Value, json};
use std::collections::BTreeMap;
use std::io::{self, BufWriter, IsTerminal, Read, Write};
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock, mpsc};
use std::time::{Duration, Instant};

#[derive(clap::Args)]
pub struct Args {
    /// The PGN file: `.pgn`, `.pgn.gz`, `.pgn.zst` or `.pgn.bz2` (its first bytes say which);
    /// `-` for standard input.
    file: String,
    /// JSON Lines: a line that names the input, then one object per repair and finding in
    /// file order, each with its game's tags and offset, and the summary last.
    #[arg(long)]
    json: bool,
    /// Positions the analysis of each game's last position may examine.
    #[arg(long, default_value_t = audit::DEFAULT_BUDGET, value_name = "N")]
    nodes: u64,
    /// Starts this many bytes into the PGN text (a game's `offset`, or a summary's
    /// `nextOffset`, to resume a run that was stopped); games are counted from there.
    #[arg(long, default_value_t = 0, value_name = "BYTES")]
    from_offset: u64,
    /// Stops this many bytes into the PGN text (a game's `offset`: the games before it are
    /// audited, and none after); with --from-offset, a byte range of a file cut at games.
    #[arg(long, value_name = "BYTES")]
    to_offset: Option<u64>,
    /// Workers auditing side by side (all cores by default).
    #[arg(long, value_parser = clap::value_parser!(u16).range(1..=1024))]
    threads: Option<u16>,
    /// Reads a text that is not UTF-8 (an old Latin-1 file) with its odd bytes replaced,
    /// instead of stopping there with an error.
    #[arg(long)]
    lossy: bool,
    /// No progress on standard error.
    #[arg(long)]
    quiet: bool,
    /// The size of the pieces the text is cut into (for tests).
    #[arg(long, default_value_t = 1 << 20, hide = true)]
    piece_bytes: usize,
}

/// Set by Ctrl-C, or by a piece that cannot be audited: the reader stops, what was read is
/// written, then the summary.
static STOP: AtomicBool = AtomicBool::new(false);
/// Set by Ctrl-C.
static INTERRUPTED: AtomicBool = AtomicBool::new(false);
/// The progress bar, when there is one: what Ctrl-C says is written above it.
static BAR: OnceLock<ProgressBar> = OnceLock::new();

/// A piece of the text: its place in the run's order, where it starts (bytes into the text,
/// and its first line) and its bytes.
struct Piece {
    index: usize,
    offset: u64,
    line: u32,
    bytes: Vec<u8>,
}

/// A piece audited (or why it could not be).
struct Audited {
    index: usize,
    offset: u64,
    line: u32,
    bytes: usize,
    outcome: Result<(Report, Vec<GameAt>), String>,
}

pub fn run(args: Args) -> Result<ExitCode, String> {
    let Input { text, meta } = input::open(&args.file)?;
    let threads = args
        .threads
        .map(usize::from)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    // Ctrl-C once: stop cleanly, and say so; twice: quit at once. (A handler already set, in a
    // test harness, is no reason to fail.)
    let _ = ctrlc::set_handler(|| {
        if INTERRUPTED.swap(true, Ordering::SeqCst) {
            std::process::exit(130);
        }
        STOP.store(true, Ordering::SeqCst);
        let said =
            "drawboard audit: stopping: the games read are audited, then the summary (Ctrl-C again quits at once)";
        match BAR.get() {
            // Above the bar, which goes on drawing below it.
            Some(bar) => bar.println(said),
            None => eprintln!("{said}"),
        }
    });
    let started = Instant::now();
    let out = BufWriter::new(io::stdout().lock());
    let mut writer = Writer::new(out, &args, &meta, threads);
    writer.begin().map_err(write_error)?;

    // Pieces in flight (read, being audited, or audited and waiting for those before them to
    // be written): a ticket each, so that memory stays bounded however slow one piece is.
    let in_flight = 2 * threads + 2;
    let (tickets_back, tickets) = mpsc::sync_channel::<()>(in_flight);
    for _ in 0..in_flight {
        let _ = tickets_back.send(());
    }
    let (to_workers, pieces) = mpsc::sync_channel::<Piece>(threads);
    let pieces = Arc::new(Mutex::new(pieces));
    let (to_writer, audited) = mpsc::channel::<Audited>();
    let budget = args.nodes;
    let lossy = args.lossy;

    let name = &meta.name;
    let read_error = std::thread::scope(|scope| {
        let reader = scope.spawn(|| read_pieces(text, &args, tickets, to_workers, &meta));
        for _ in 0..threads {
            let pieces = pieces.clone();
            let to_writer = to_writer.clone();
            scope.spawn(move || {
                loop {
                    let piece = match pieces.lock().map(|queue| queue.recv()) {
                        Ok(Ok(piece)) => piece,
                        _ => break,
                    };
                    let outcome = audit_bytes(name, &piece, budget, lossy);
                    let done = Audited {
                        index: piece.index,
                        offset: piece.offset,
                        line: piece.line,
                        bytes: piece.bytes.len(),
                        outcome,
                    };
                    if to_writer.send(done).is_err() {
                        break;
                    }
                }
            });
        }
        drop(to_writer);
        let written = writer.write_in_order(audited, &tickets_back);
        let read_error = reader.join().unwrap_or_else(|_| Some("the reader stopped".into()));
        written.map(|()| read_error)
    });
    let read_error = read_error.map_err(write_error)?;
    let error = writer.failure.take().or(read_error);
    // Stopped by Ctrl-C, whether the reader saw it or the text ended first.
    let stopped = INTERRUPTED.load(Ordering::SeqCst);
    writer
        .finish(started.elapsed(), error.as_deref(), stopped)
        .map_err(write_error)?;
    match error {
        Some(message) => Err(message),
        None if stopped => Ok(ExitCode::from(130)),
        None => Ok(ExitCode::SUCCESS),
    }
}

fn write_error(e: io::Error) -> String {
    format!("writing the report: {e}")
}

/// Reads the text from `--from-offset` on and sends it to the workers in pieces cut at game
/// boundaries, one ticket each; stops at the text's end, or at a stop; says why it could not
/// read on.
fn read_pieces(
    mut text: Box<dyn Read + Send>,
    args: &Args,
    tickets: mpsc::Receiver<()>,
    to_workers: mpsc::SyncSender<Piece>,
    meta: &Meta,
) -> Option<String> {
    let error_of = |e: &io::Error, at: u64| meta.error(e, at);
    let mut offset = 0u64;
    let mut line = 1u32;
    let mut buffer = vec![0u8; 1 << 16];
    // What comes before the offset asked for is read and counted, not audited.
    while offset < args.from_offset {
        if STOP.load(Ordering::SeqCst) {
            return None;
        }
        let want = (args.from_offset - offset).min(buffer.len() as u64) as usize;
        match text.read(&mut buffer[..want]) {
            Ok(0) => break,
            Ok(n) => {
                line += count_lines(&buffer[..n]);
                offset += n as u64;
            }
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Some(error_of(&e, offset)),
        }
    }
    // The rest of the text, up to --to-offset when it is given.
    let mut text = text.take(args.to_offset.map_or(u64::MAX, |end| end.saturating_sub(offset)));
    let mut pending: Vec<u8> = Vec::with_capacity(args.piece_bytes + buffer.len());
    let mut index = 0;
    let mut send = |bytes: Vec<u8>, offset: u64, line: u32| -> bool {
        if tickets.recv().is_err() {
            return false;
        }
        let piece = Piece {
            index,
            offset,
            line,
            bytes,
        };
        index += 1;
        to_workers.send(piece).is_ok()
    };
    let mut first = offset == 0;
    loop {
        let read = text.read(&mut buffer);
        // Nothing read once the run is stopped is audited (a read may have waited long).
        if STOP.load(Ordering::SeqCst) {
            return None;
        }
        match read {
            Ok(0) => break,
            Ok(n) => pending.extend_from_slice(&buffer[..n]),
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => {
                // The games read whole before the stream broke are still audited.
                let cut = cut_point(&pending).unwrap_or(0);
                let rest = pending.len() - cut;
                if cut > 0 {
                    pending.truncate(cut);
                    if !send(std::mem::take(&mut pending), offset, line) {
                        return None;
                    }
                    offset += cut as u64;
                }
                return Some(error_of(&e, offset + rest as u64));
            }
        }
        if first && pending.len() >= 3 {
            // A byte-order mark is not PGN: its three bytes are skipped, and counted.
            if pending.starts_with("\u{feff}".as_bytes()) {
                pending.drain(..3);
                offset += 3;
            }
            first = false;
        }
        if pending.len() >= args.piece_bytes
            && let Some(cut) = cut_point(&pending)
        {
            let rest = pending.split_off(cut);
            let lines = count_lines(&pending);
            if !send(std::mem::replace(&mut pending, rest), offset, line) {
                return None;
            }
            offset += cut as u64;
            line += lines;
        }
    }
    if !pending.is_empty() {
        send(pending, offset, line);
    }
    None
}

fn count_lines(bytes: &[u8]) -> u32 {
    bytes.iter().filter(|&&b| b == b'\n').count() as u32
}

/// Where the last game of `bytes` that may be unfinished starts: after the last blank line
/// that a tag follows (`\n\n[` and a letter: a `[%clk ...]` in a comment is no tag). `None`
/// when there is none past the start.
fn cut_point(bytes: &[u8]) -> Option<usize> {
    (1..bytes.len().saturating_sub(2)).rev().find_map(|i| {
        let blank =
            bytes[i] == b'\n' && (bytes[i - 1] == b'\n' || (bytes[i - 1] == b'\r' && i >= 2 && bytes[i - 2] == b'\n'));
        (blank && bytes[i + 1] == b'[' && bytes[i + 2].is_ascii_alphabetic()).then_some(i + 1)
    })
}

/// Audits one piece: its text must be UTF-8 (or `lossy`).
fn audit_bytes(name: &str, piece: &Piece, budget: u64, lossy: bool) -> Result<(Report, Vec<GameAt>), String> {
    let text = match std::str::from_utf8(&piece.bytes) {
        Ok(text) => std::borrow::Cow::Borrowed(text),
        Err(_) if lossy => String::from_utf8_lossy(&piece.bytes),
        Err(e) => {
            let at = piece.offset + e.valid_up_to() as u64;
            let line = piece.line + count_lines(&piece.bytes[..e.valid_up_to()]);
            return Err(format!(
                "{name}: byte {at} (line {line}) is not UTF-8: PGN is ASCII or UTF-8 (--lossy reads such a file with the odd bytes replaced)"
            ));
        }
    };
    Ok(audit::audit_piece(&text, budget))
}

/// The counts of the whole run.
#[derive(Default)]
struct Totals {
    games: usize,
    plies: usize,
    ended_by_rule: usize,
    unsettled: usize,
    games_with_findings: usize,
    /// Findings of each kind, in the order of `Kind::ALL`.
    counts: [usize; Kind::ALL.len()],
    repairs: usize,
    repaired_games: usize,
}

/// Writes the report as the pieces come in, in their order, and keeps the counts.
struct Writer<W: Write> {
    out: W,
    json: bool,
    name: String,
    from: u64,
    threads: usize,
    progress: Progress,
    total: Totals,
    text_read: u64,
    /// The first piece that could not be audited, said after the pieces before it.
    failure: Option<String>,
}

impl<W: Write> Writer<W> {
    fn new(out: W, args: &Args, meta: &Meta, threads: usize) -> Self {
        Writer {
            out,
            json: args.json,
            name: meta.name.clone(),
            from: args.from_offset,
            threads,
            progress: Progress::new(!args.quiet, meta.size, meta.stored_read.clone()),
            total: Totals::default(),
            text_read: args.from_offset,
            failure: None,
        }
    }

    fn begin(&mut self) -> io::Result<()> {
        if self.json {
            let line = json!({"type": "audit", "file": self.name, "fromOffset": self.from, "threads": self.threads});
            writeln!(self.out, "{line}")?;
            // At once: a program reading the lines knows the run has begun.
            self.out.flush()?;
        }
        Ok(())
    }

    /// Writes the pieces in their order as they come, each handing its ticket back.
    fn write_in_order(&mut self, audited: mpsc::Receiver<Audited>, tickets: &mpsc::SyncSender<()>) -> io::Result<()> {
        let mut waiting = BTreeMap::new();
        let mut next = 0;
        for piece in audited {
            waiting.insert(piece.index, piece);
            while let Some(piece) = waiting.remove(&next) {
                next += 1;
                let _ = tickets.send(());
                if self.failure.is_some() {
                    continue;
                }
                match piece.outcome {
                    Ok((mut report, games)) => {
                        report.renumber(self.total.games, piece.line - 1);
                        self.write_piece(&report, &games, piece.offset)?;
                        self.add(report);
                        self.text_read = piece.offset + piece.bytes as u64;
                    }
                    Err(message) => {
                        self.failure = Some(message);
                        // Nothing after it is read: the reader is told by its tickets.
                        STOP.store(true, Ordering::SeqCst);
                    }
                }
                self.progress.show(self.total.games);
            }
        }
        Ok(())
    }

    /// Counts what a piece found: its findings and repairs are written already, and nothing of
    /// them is kept (memory stays flat however many there are).
    fn add(&mut self, report: Report) {
        let t = &mut self.total;
        t.games_with_findings += report.games_with_findings();
        t.games += report.games;
        t.plies += report.plies;
        t.ended_by_rule += report.ended_by_rule;
        t.unsettled += report.unsettled;
        for (i, &kind) in Kind::ALL.iter().enumerate() {
            t.counts[i] += report.count(kind);
        }
        t.repairs += report.repairs.len();
        let mut games: Vec<usize> = report.repairs.iter().map(|(g, _)| *g).collect();
        games.dedup();
        t.repaired_games += games.len();
    }

    /// A piece's repairs and findings, game by game.
    fn write_piece(&mut self, report: &Report, games: &[GameAt], offset: u64) -> io::Result<()> {
        let first = self.total.games + 1;
        let (mut repairs, mut found) = (report.repairs.iter().peekable(), report.findings.iter().peekable());
        for (i, game) in games.iter().enumerate() {
            let number = first + i;
            let at = offset + game.start as u64;
            while let Some((_, r)) = repairs.next_if(|(g, _)| *g == number) {
                if self.json {
                    let line = json!({"type": "repair", "game": number, "offset": at, "line": r.line, "kind": r.kind.code(), "written": r.written, "read": r.read});
                    writeln!(self.out, "{line}")?;
                } else {
                    let read = if r.read.is_empty() {
                        String::new()
                    } else {
                        format!(" read as {}", r.read)
                    };
                    writeln!(
                        self.out,
                        "game {number}: line {}: repair {}: {}{read}",
                        r.line,
                        r.kind.code(),
                        r.written
                    )?;
                }
            }
            while let Some(f) = found.next_if(|f| f.game == number) {
                if self.json {
                    let tags: Map<String, Value> = game
                        .tags
                        .iter()
                        .map(|(k, v)| (k.clone(), Value::from(v.as_str())))
                        .collect();
                    let line = json!({"type": "finding", "game": number, "offset": at, "tags": tags, "players": f.players, "kind": f.kind().code(), "at": findings::at(f), "message": findings::sentence(f)});
                    writeln!(self.out, "{line}")?;
                } else {
                    let place = findings::at(f).map(|a| format!(" {a}:")).unwrap_or_default();
                    writeln!(
                        self.out,
                        "game {number} ({}):{place} {}: {}",
                        f.players,
                        f.kind().code(),
                        findings::sentence(f)
                    )?;
                }
            }
        }
        Ok(())
    }

    fn finish(&mut self, took: Duration, error: Option<&str>, stopped: bool) -> io::Result<()> {
        self.progress.done();
        let seconds = took.as_secs_f64();
        let r = &self.total;
        let rate = r.games as f64 / seconds.max(1e-9);
        let complete = error.is_none() && !stopped;
        if self.json {
            let counts: Map<String, Value> = Kind::ALL
                .iter()
                .zip(r.counts)
                .map(|(k, n)| (k.code().to_string(), Value::from(n)))
                .collect();
            let mut line = json!({
                "type": "summary", "file": self.name, "fromOffset": self.from, "games": r.games, "plies": r.plies,
                "gamesWithFindings": r.games_with_findings, "endedByRule": r.ended_by_rule, "unsettled": r.unsettled,
                "repairs": r.repairs, "seconds": (seconds * 1000.0).round() / 1000.0, "gamesPerSecond": rate.round(),
                "threads": self.threads, "complete": complete, "nextOffset": self.text_read, "counts": counts,
            });
            if let Some(error) = error {
                line["error"] = Value::from(error);
            }
            if stopped {
                line["stopped"] = Value::from(true);
            }
            writeln!(self.out, "{line}")?;
        } else {
            writeln!(
                self.out,
                "{}: {} games, {} moves, {} with findings, {} ended on the board or by an automatic rule ({seconds:.2} s, {rate:.0} games/s on {} threads)",
                self.name, r.games, r.plies, r.games_with_findings, r.ended_by_rule, self.threads
            )?;
            for (kind, n) in Kind::ALL.iter().zip(r.counts) {
                if n > 0 {
                    writeln!(self.out, "  {:<18} {n}", kind.code())?;
                }
            }
            if r.repairs > 0 {
                writeln!(
                    self.out,
                    "  {} repairs in {} games (read leniently: each is listed above)",
                    r.repairs, r.repaired_games
                )?;
            }
            if r.unsettled > 0 {
                let wins = if r.unsettled == 1 { "win" } else { "wins" };
                writeln!(
                    self.out,
                    "  {} {wins} on time not settled within the analysis budget (--nodes)",
                    r.unsettled
                )?;
            }
            if !complete {
                let why = if stopped && error.is_none() {
                    "stopped"
                } else {
                    "stopped by the error below"
                };
                writeln!(self.out, "  {why}: resume with --from-offset {}", self.text_read)?;
            }
        }
        match self.out.flush() {
            // A reader that stops early (`drawboard audit games.pgn | head`) wants no more.
            Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
            other => other,
        }
    }
}

/// The progress on standard error: a bar on a terminal (bytes of the file, games, games per
/// second, the time left when the size is known); a plain line every ten seconds otherwise.
struct Progress {
    bar: Option<ProgressBar>,
    plain: bool,
    started: Instant,
    last_line: Instant,
    stored_read: Arc<std::sync::atomic::AtomicU64>,
}

impl Progress {
    fn new(on: bool, size: Option<u64>, stored_read: Arc<std::sync::atomic::AtomicU64>) -> Self {
        let terminal = on && io::stderr().is_terminal();
        let bar = terminal.then(|| {
            let bar = size.map_or_else(ProgressBar::new_spinner, ProgressBar::new);
            let template = if size.is_some() {
                "{bytes}/{total_bytes} {wide_bar} {msg} ({eta} left)"
            } else {
                "{spinner} {bytes} read, {msg}"
            };
            bar.set_style(ProgressStyle::with_template(template).unwrap_or_else(|_| ProgressStyle::default_bar()));
            bar.enable_steady_tick(Duration::from_millis(200));
            let _ = BAR.set(bar.clone());
            bar
        });
        Progress {
            bar,
            plain: on && !terminal,
            started: Instant::now(),
            last_line: Instant::now(),
            stored_read,
        }
    }

    fn show(&mut self, games: usize) {
        let rate = games as f64 / self.started.elapsed().as_secs_f64().max(1e-9);
        let stored = self.stored_read.load(Ordering::Relaxed);
        if let Some(bar) = &self.bar {
            bar.set_position(stored);
            bar.set_message(format!("{games} games, {rate:.0} games/s"));
        } else if self.plain && self.last_line.elapsed() >= Duration::from_secs(10) {
            self.last_line = Instant::now();
            eprintln!(
                "drawboard audit: {games} games, {} MB of the file read, {rate:.0} games/s",
                stored / 1_000_000
            );
        }
    }

    fn done(&self) {
        if let Some(bar) = &self.bar {
            bar.finish_and_clear();
        }
    }
}
