//! `drawboard audit` on real databases' forms (issue 56): gzip, Zstandard and bzip2 files and
//! standard input, read as a stream; the same findings on one core and on four, a file cut
//! into many pieces; a run resumed from an offset; and a truncated stream, a file that is not
//! what its name says and a text that is not UTF-8, each a clear error naming the file and
//! where, with what was written before it still valid JSON.
#![cfg(not(target_arch = "wasm32"))]

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

/// Games with one planted problem each but the first (tests/cli.rs has their kinds).
const GAMES: [&str; 7] = [
    "[Event \"Clean\"]\n[White \"Clean\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0",
    "[Event \"Illegal\"]\n[White \"Illegal\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *",
    "[Event \"Tags\"]\n[White \"Tags\"]\n[Result \"1-0\"]\n\n1. d4 d5 0-1",
    "[Event \"Threefold\"]\n[White \"Threefold\"]\n[Result \"1/2-1/2\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 1/2-1/2",
    "[Event \"Stalemate\"]\n[White \"Stalemate\"]\n[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"k7/8/8/1Q6/8/8/8/K7 w - - 0 1\"]\n\n1. Qb6 1-0",
    "[Event \"Flag\"]\n[White \"Flag\"]\n[Result \"1-0\"]\n[Termination \"Time forfeit\"]\n[SetUp \"1\"]\n[FEN \"8/8/4k3/8/8/8/r7/4K3 w - - 0 1\"]\n\n1. Kd1 Ra1+ 2. Kc2 1-0",
    "[Event \"Mated\"]\n[White \"Mated\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 3. Kf2 0-1",
];

/// The seven games `times` times over, with lichess's `{ [%clk ...] }` comments in some.
fn database(times: usize) -> String {
    let mut text = String::new();
    for round in 0..times {
        for (i, game) in GAMES.iter().enumerate() {
            let game = game.replace("[Result", &format!("[Round \"{}.{}\"]\n[Result", round + 1, i + 1));
            let game = if i == 0 {
                game.replace("1. e4 e5", "1. e4 { [%clk 0:03:00] } e5 { [%clk 0:03:00] }")
            } else {
                game
            };
            text.push_str(&game);
            text.push_str("\n\n");
        }
    }
    text
}

struct Run {
    ok: bool,
    code: Option<i32>,
    out: String,
    err: String,
}

fn drawboard(args: &[&str], stdin: Option<&[u8]>) -> Run {
    let mut child = Command::new(env!("CARGO_BIN_EXE_drawboard"))
        .args(args)
        .stdin(if stdin.is_some() { Stdio::piped() } else { Stdio::null() })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    if let Some(bytes) = stdin {
        let mut pipe = child.stdin.take().unwrap();
        let bytes = bytes.to_vec();
        std::thread::spawn(move || {
            let _ = pipe.write_all(&bytes);
        });
    }
    let out = child.wait_with_output().unwrap();
    Run {
        ok: out.status.success(),
        code: out.status.code(),
        out: String::from_utf8(out.stdout).unwrap(),
        err: String::from_utf8(out.stderr).unwrap(),
    }
}

fn temp(name: &str, bytes: &[u8]) -> PathBuf {
    let path = std::env::temp_dir().join(format!("drawboard-stream-{}-{name}", std::process::id()));
    std::fs::write(&path, bytes).unwrap();
    path
}

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    encoder.write_all(bytes).unwrap();
    encoder.finish().unwrap()
}

fn bzip2(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = bzip2::write::BzEncoder::new(Vec::new(), bzip2::Compression::default());
    encoder.write_all(bytes).unwrap();
    encoder.finish().unwrap()
}

/// The findings and repairs of a JSON run, one line each, and its summary.
fn parsed(out: &str) -> (Vec<serde_json::Value>, serde_json::Value) {
    let lines: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: {l}")))
        .collect();
    assert_eq!(lines[0]["type"], "audit", "{out}");
    let summary = lines.last().unwrap().clone();
    assert_eq!(summary["type"], "summary", "{out}");
    (lines[1..lines.len() - 1].to_vec(), summary)
}

/// The kinds found, game by game.
fn kinds(found: &[serde_json::Value]) -> Vec<(u64, String)> {
    found
        .iter()
        .filter(|l| l["type"] == "finding")
        .map(|l| (l["game"].as_u64().unwrap(), l["kind"].as_str().unwrap().to_string()))
        .collect()
}

const PLANTED: [&str; 6] = [
    "illegalMove",
    "resultTagMismatch",
    "missedClaim",
    "wrongResult",
    "timeWinCannotMate",
    "movesAfterEnd",
];

#[test]
fn each_compressed_format_and_standard_input_give_the_plain_file_s_findings() {
    let text = database(3);
    let plain = temp("plain.pgn", text.as_bytes());
    let zst = zstd::encode_all(text.as_bytes(), 3).unwrap();
    let files = [
        temp("games.pgn.gz", &gzip(text.as_bytes())),
        temp("games.pgn.zst", &zst),
        temp("games.pgn.bz2", &bzip2(text.as_bytes())),
    ];
    let base = drawboard(&["audit", plain.to_str().unwrap(), "--json", "--nodes", "2000"], None);
    assert!(base.ok, "{}", base.err);
    let (found, summary) = parsed(&base.out);
    assert_eq!(summary["games"], 21);
    assert_eq!(summary["complete"], true);
    let expected: Vec<(u64, String)> = (0..3)
        .flat_map(|r| {
            PLANTED
                .iter()
                .enumerate()
                .map(move |(i, k)| ((r * 7 + i + 2) as u64, k.to_string()))
        })
        .collect();
    assert_eq!(kinds(&found), expected);
    // Each finding carries its game's tags and where the game starts in the text.
    let stalemate = found.iter().find(|l| l["kind"] == "wrongResult").unwrap();
    assert_eq!(stalemate["tags"]["White"], "Stalemate");
    let at = stalemate["offset"].as_u64().unwrap() as usize;
    assert!(
        text[at..].starts_with("[Event \"Stalemate\"]"),
        "{}",
        &text[at..at + 30]
    );
    for file in &files {
        let run = drawboard(&["audit", file.to_str().unwrap(), "--json", "--nodes", "2000"], None);
        assert!(run.ok, "{}: {}", file.display(), run.err);
        assert_eq!(parsed(&run.out).0, found, "{}", file.display());
    }
    // Standard input, plain and compressed (its first bytes say which).
    for bytes in [text.as_bytes().to_vec(), zst.clone()] {
        let run = drawboard(&["audit", "-", "--json", "--nodes", "2000"], Some(&bytes));
        assert!(run.ok, "{}", run.err);
        let (from_stdin, summary) = parsed(&run.out);
        assert_eq!(from_stdin, found);
        assert_eq!(summary["file"], "standard input");
    }
    for file in files.iter().chain([&plain]) {
        std::fs::remove_file(file).unwrap();
    }
}

#[test]
fn one_core_and_four_find_the_same_in_the_same_order() {
    // 2,100 games cut into pieces of 4 KiB: hundreds of pieces, audited out of order.
    let text = database(300);
    let file = temp("many.pgn", text.as_bytes());
    let path = file.to_str().unwrap();
    let on = |threads: &str, extra: &[&str]| {
        let args = [
            &["audit", path, "--json", "--nodes", "500", "--threads", threads][..],
            extra,
        ]
        .concat();
        drawboard(&args, None)
    };
    let one = on("1", &["--piece-bytes", "4096"]);
    let four = on("4", &["--piece-bytes", "4096"]);
    let whole = on("2", &[]);
    std::fs::remove_file(&file).unwrap();
    assert!(one.ok && four.ok && whole.ok, "{} {} {}", one.err, four.err, whole.err);
    let (found_one, summary_one) = parsed(&one.out);
    let (found_four, summary_four) = parsed(&four.out);
    assert_eq!(kinds(&found_one).len(), 1800, "six findings a round");
    assert_eq!(found_one, found_four);
    assert_eq!(found_one, parsed(&whole.out).0, "one piece and hundreds give the same");
    for key in [
        "games",
        "plies",
        "gamesWithFindings",
        "endedByRule",
        "counts",
        "nextOffset",
    ] {
        assert_eq!(summary_one[key], summary_four[key], "{key}");
    }
    assert_eq!(summary_one["games"], 2100);
    assert_eq!(summary_one["nextOffset"], text.len() as u64);
    // Game numbers and offsets run through the whole file.
    let last = found_one.last().unwrap();
    assert_eq!(last["game"], 2100);
    assert!(text[last["offset"].as_u64().unwrap() as usize..].starts_with("[Event \"Mated\"]"));
}

/// The JSON run of `path` from `offset` on.
fn resumed(path: &str, offset: u64) -> Run {
    drawboard(
        &[
            "audit",
            path,
            "--json",
            "--nodes",
            "2000",
            "--from-offset",
            &offset.to_string(),
        ],
        None,
    )
}

#[test]
fn a_run_resumed_from_an_offset_finds_what_came_after_it() {
    let text = database(2);
    let file = temp("resume.pgn", text.as_bytes());
    let path = file.to_str().unwrap();
    let all = drawboard(&["audit", path, "--json", "--nodes", "2000"], None);
    let (found, _) = parsed(&all.out);
    // From the second round's threefold game on.
    let from = found.iter().filter(|l| l["kind"] == "missedClaim").nth(1).unwrap()["offset"]
        .as_u64()
        .unwrap();
    let rest = resumed(path, from);
    assert!(rest.ok, "{}", rest.err);
    let (later, summary) = parsed(&rest.out);
    assert_eq!(summary["fromOffset"], from);
    assert_eq!(summary["games"], 4, "the threefold game and the three after it");
    // The same findings, at the same offsets, their games counted from the offset.
    let expected: Vec<&serde_json::Value> = found.iter().filter(|l| l["offset"].as_u64().unwrap() >= from).collect();
    assert_eq!(later.len(), expected.len());
    for (a, b) in later.iter().zip(expected) {
        assert_eq!(
            (&a["offset"], &a["kind"], &a["message"]),
            (&b["offset"], &b["kind"], &b["message"])
        );
        assert_eq!(a["game"].as_u64().unwrap() + 10, b["game"].as_u64().unwrap());
    }
    // A byte range: from the first round's threefold game to the second's.
    let first = found.iter().find(|l| l["kind"] == "missedClaim").unwrap()["offset"]
        .as_u64()
        .unwrap();
    let range = drawboard(
        &[
            "audit",
            path,
            "--json",
            "--nodes",
            "2000",
            "--from-offset",
            &first.to_string(),
            "--to-offset",
            &from.to_string(),
        ],
        None,
    );
    std::fs::remove_file(&file).unwrap();
    assert!(range.ok, "{}", range.err);
    let (between, summary) = parsed(&range.out);
    assert_eq!(summary["games"], 7);
    assert_eq!(summary["nextOffset"], from);
    let expected: Vec<&serde_json::Value> = found
        .iter()
        .filter(|l| (first..from).contains(&l["offset"].as_u64().unwrap()))
        .collect();
    assert_eq!(
        between.iter().map(|l| &l["message"]).collect::<Vec<_>>(),
        expected.iter().map(|l| &l["message"]).collect::<Vec<_>>()
    );
    // The text report says the same in words.
    let again = temp("words.pgn", text.as_bytes());
    let words = drawboard(
        &["audit", again.to_str().unwrap(), "--from-offset", &from.to_string()],
        None,
    );
    std::fs::remove_file(&again).unwrap();
    assert!(words.ok, "{}", words.err);
    assert!(words.out.contains(": 4 games, "), "{}", words.out);
}

#[test]
fn a_truncated_stream_is_an_error_naming_the_file_and_what_was_read_is_kept() {
    // Big enough for several of Zstandard's blocks (128 KiB of text each).
    let text = database(1500);
    for (name, bytes) in [
        ("cut.pgn.gz", gzip(text.as_bytes())),
        ("cut.pgn.zst", zstd::encode_all(text.as_bytes(), 3).unwrap()),
        ("cut.pgn.bz2", bzip2(text.as_bytes())),
    ] {
        let cut = &bytes[..bytes.len() * 2 / 3];
        let file = temp(name, cut);
        let path = file.to_str().unwrap();
        let run = drawboard(
            &["audit", path, "--json", "--nodes", "500", "--piece-bytes", "4096"],
            None,
        );
        std::fs::remove_file(&file).unwrap();
        assert!(!run.ok, "{name}: {}", run.out);
        assert!(
            run.err.starts_with(&format!("drawboard: {path}: ")),
            "{name}: {}",
            run.err
        );
        assert!(run.err.contains("bytes of PGN text"), "{name}: {}", run.err);
        // Every line written is whole JSON; the summary says the run is not complete, and
        // where the games read whole end.
        let (found, summary) = parsed(&run.out);
        assert_eq!(summary["complete"], false, "{name}");
        assert!(summary["error"].as_str().unwrap().contains(path), "{name}");
        let games = summary["games"].as_u64().unwrap();
        assert!(games > 0 && games < 10_500, "{name}: {games} games");
        assert!(found.iter().all(|l| l["game"].as_u64().unwrap() <= games), "{name}");
        let next = summary["nextOffset"].as_u64().unwrap() as usize;
        assert!(text[next..].starts_with("[Event "), "{name}: {next}");
    }
}

#[test]
fn a_file_that_is_not_what_its_name_says_or_not_utf8_is_refused_clearly() {
    let text = database(1);
    let gz = temp("really-gzip.pgn.zst", &gzip(text.as_bytes()));
    let plain = temp("really-plain.pgn.gz", text.as_bytes());
    let packed = temp("packed.pgn", &gzip(text.as_bytes()));
    for (file, says) in [
        (&gz, "its name says Zstandard, but it is gzip"),
        (&plain, "its name says gzip, but it is plain text"),
        (&packed, "its name says plain text, but it is gzip"),
    ] {
        let run = drawboard(&["audit", file.to_str().unwrap()], None);
        assert!(!run.ok && run.out.is_empty(), "{}", run.out);
        assert_eq!(
            run.err.trim_end(),
            format!("drawboard: {}: {says}", file.display()).trim_end().to_string()
                + if says.ends_with("plain text") {
                    " (or not what the name says)"
                } else {
                    ""
                }
        );
    }
    // A Latin-1 name in the second game: an error at its byte, after the first game's findings;
    // --lossy reads it with the byte replaced.
    let mut bytes = text.clone().into_bytes();
    let at = text.find("[White \"Illegal\"]").unwrap() + 8;
    bytes[at] = 0xe9;
    let latin = temp("latin.pgn", &bytes);
    let run = drawboard(&["audit", latin.to_str().unwrap(), "--json"], None);
    assert!(!run.ok);
    let line = text[..at].matches('\n').count() + 1;
    assert!(
        run.err
            .contains(&format!("{}: byte {at} (line {line}) is not UTF-8", latin.display())),
        "{}",
        run.err
    );
    let (_, summary) = parsed(&run.out);
    assert_eq!(summary["complete"], false);
    let lossy = drawboard(&["audit", latin.to_str().unwrap(), "--json", "--lossy"], None);
    assert!(lossy.ok, "{}", lossy.err);
    assert_eq!(parsed(&lossy.out).1["games"], 7);
    for file in [gz, plain, packed, latin] {
        std::fs::remove_file(file).unwrap();
    }
}

#[test]
fn every_subcommand_has_help() {
    let top = drawboard(&["--help"], None);
    assert!(top.ok);
    for command in ["uci", "perft", "divide", "audit", "tablebase"] {
        assert!(top.out.contains(command), "{command}: {}", top.out);
    }
    for args in [
        &["audit", "--help"][..],
        &["perft", "--help"],
        &["divide", "--help"],
        &["uci", "--help"],
        &["tablebase", "build", "--help"],
    ] {
        let run = drawboard(args, None);
        assert!(run.ok, "{args:?}: {}", run.err);
        assert!(run.out.contains("Usage: drawboard"), "{args:?}: {}", run.out);
    }
    let audit = drawboard(&["audit", "--help"], None);
    for option in ["--json", "--from-offset", "--threads", "--nodes", "--lossy"] {
        assert!(audit.out.contains(option), "{option}: {}", audit.out);
    }
    let version = drawboard(&["--version"], None);
    assert_eq!(version.out.trim(), format!("drawboard {}", env!("CARGO_PKG_VERSION")));
    assert_eq!(version.code, Some(0));
}

/// A run reading standard input, stopped by Ctrl-C (SIGINT) while the text is still coming.
struct Interrupted {
    child: std::process::Child,
    stdin: Option<std::process::ChildStdin>,
    out: std::io::BufReader<std::process::ChildStdout>,
}

impl Interrupted {
    /// Starts `drawboard audit -` on `first` (standard input left open), waits for its first
    /// line, sends it Ctrl-C, and waits until it says it is stopping.
    fn start(first: &str) -> Interrupted {
        use std::io::{BufRead, BufReader};
        let mut child = Command::new(env!("CARGO_BIN_EXE_drawboard"))
            .args(["audit", "-", "--json", "--quiet", "--threads", "1", "--nodes", "2000"])
            .args(["--piece-bytes", "256"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all(first.as_bytes()).unwrap();
        stdin.flush().unwrap();
        let mut out = BufReader::new(child.stdout.take().unwrap());
        let mut line = String::new();
        out.read_line(&mut line).unwrap();
        assert!(line.starts_with("{\"type\":\"audit\""), "{line}");
        Interrupted::ctrl_c(child.id());
        let err = BufReader::new(child.stderr.take().unwrap());
        let said = err.lines().map(Result::unwrap).find(|l| l.contains("stopping"));
        assert!(said.unwrap().contains("Ctrl-C again quits at once"));
        Interrupted {
            child,
            stdin: Some(stdin),
            out,
        }
    }

    fn ctrl_c(pid: u32) {
        // The shell's own kill: a machine without procps has no kill program.
        let sent = Command::new("sh")
            .args(["-c", &format!("kill -INT {pid}")])
            .status()
            .unwrap();
        assert!(sent.success());
    }

    /// Waits for it to exit (a minute at most: a run that does not stop is a failure, not a
    /// test that hangs).
    fn exit_code(&mut self) -> Option<i32> {
        for _ in 0..600 {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.code();
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        let _ = self.child.kill();
        panic!("drawboard audit did not stop");
    }
}

/// Ctrl-C: the run says it is stopping, audits what it has read, reads no more (though more
/// comes), writes the summary so far and exits with 130; a run resumed from its `nextOffset`
/// finds the rest, so that the two find what one whole run does. A second Ctrl-C quits at once,
/// with the text still open.
#[test]
fn ctrl_c_stops_with_the_summary_so_far_and_a_second_quits() {
    use std::io::Read;
    let text = database(6);
    // Three rounds before Ctrl-C, and three after it.
    let cut = text.match_indices("[Event \"Clean\"]").nth(3).unwrap().0;
    let mut run = Interrupted::start(&text[..cut]);
    let mut stdin = run.stdin.take().unwrap();
    stdin.write_all(&text.as_bytes()[cut..]).unwrap();
    drop(stdin);
    let mut out = String::new();
    run.out.read_to_string(&mut out).unwrap();
    assert_eq!(run.exit_code(), Some(130));
    let out = format!("{{\"type\":\"audit\"}}\n{out}");
    let (found, summary) = parsed(&out);
    assert_eq!(summary["stopped"], true, "{summary}");
    assert_eq!(summary["complete"], false);
    let (games, next) = (
        summary["games"].as_u64().unwrap(),
        summary["nextOffset"].as_u64().unwrap(),
    );
    assert!(games <= 21, "nothing sent after Ctrl-C is audited: {summary}");
    assert!(
        next <= cut as u64 && text[next as usize..].starts_with("[Event "),
        "{next}"
    );

    let file = temp("stopped.pgn", text.as_bytes());
    let path = file.to_str().unwrap();
    let whole = drawboard(&["audit", path, "--json", "--nodes", "2000"], None);
    let rest = resumed(path, next);
    std::fs::remove_file(&file).unwrap();
    assert!(whole.ok && rest.ok, "{} {}", whole.err, rest.err);
    let (all, whole) = parsed(&whole.out);
    let (later, rest) = parsed(&rest.out);
    assert_eq!(
        games + rest["games"].as_u64().unwrap(),
        whole["games"].as_u64().unwrap()
    );
    let mut joined = kinds(&found);
    joined.extend(kinds(&later).into_iter().map(|(game, kind)| (game + games, kind)));
    assert_eq!(joined, kinds(&all));

    // Twice: it quits without waiting for the text to end.
    let mut again = Interrupted::start(&text[..cut]);
    Interrupted::ctrl_c(again.child.id());
    assert_eq!(again.exit_code(), Some(130));
}
