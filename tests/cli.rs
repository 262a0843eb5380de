//! The command-line front end (a native program: nothing to run in wasm).
#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

fn drawboard(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_drawboard"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn perft_prints_the_count_on_its_last_line() {
    let (ok, out, _) = drawboard(&["perft", "3"]);
    assert!(ok);
    assert_eq!(out.lines().last(), Some("8902"));
    // The FEN may come quoted or as separate words.
    let (_, out, _) = drawboard(&["perft", "2", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"]);
    assert_eq!(out.lines().last(), Some("191"));
    let (_, out, _) = drawboard(&["perft", "2", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8", "w", "-", "-"]);
    assert_eq!(out.lines().last(), Some("191"));
}

#[test]
fn divide_lists_each_move_then_the_total() {
    let (ok, out, _) = drawboard(&["divide", "2"]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 22);
    assert!(lines.contains(&"e2e4: 20"));
    assert_eq!(lines.last(), Some(&"400"));
}

#[test]
fn bad_input_is_an_error_not_a_crash() {
    for args in [
        &["perft"][..],
        &["perft", "x"],
        &["perft", "1", "8/8 w - -"],
        &["dance", "1"],
    ] {
        let (ok, _, err) = drawboard(args);
        assert!(!ok, "{args:?}");
        assert!(err.starts_with("drawboard: "), "{args:?}: {err}");
    }
}

/// `drawboard uci`, with pipes to its standard input and output.
fn spawn_uci() -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_drawboard"))
        .arg("uci")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap()
}

/// Runs `drawboard uci` with `input` on standard input and returns what it printed.
fn uci(input: &str) -> String {
    use std::io::Write;
    let mut child = spawn_uci();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    String::from_utf8(child.wait_with_output().unwrap().stdout).unwrap()
}

#[test]
fn uci_handshake_position_and_search() {
    let out = uci(
        "uci\nsetoption name Hash value 8\nsetoption name MultiPV value 2\nisready\nposition fen 6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1\ngo depth 3\nisready\nquit\n",
    );
    assert!(
        out.contains("id name drawboard") && out.contains("uciok") && out.contains("readyok"),
        "{out}"
    );
    assert!(out.contains("option name MultiPV"), "{out}");
    // Two lines per depth with MultiPV 2, the mate first.
    assert!(out.contains("multipv 1 score mate 1"), "{out}");
    assert!(out.contains("multipv 2 "), "{out}");
    assert!(out.lines().any(|l| l == "bestmove a1a8"), "{out}");
}

#[test]
fn uci_sets_the_search_numbers_by_name() {
    // The nodes of the last depth of a fixed-depth search, with some options set first; `quit`
    // is sent only once the search is over, as it would stop the search.
    let nodes = |options: &str| {
        use std::io::{BufRead, Write};
        let mut child = spawn_uci();
        let mut stdin = child.stdin.take().unwrap();
        write!(
            stdin,
            "uci\n{options}position fen r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4\ngo depth 8\n"
        )
        .unwrap();
        stdin.flush().unwrap();
        let mut out = String::new();
        for line in std::io::BufReader::new(child.stdout.take().unwrap()).lines() {
            let line = line.unwrap();
            out.push_str(&line);
            out.push('\n');
            if line.starts_with("bestmove") {
                break;
            }
        }
        writeln!(stdin, "quit").unwrap();
        child.wait().unwrap();
        let last = out
            .lines()
            .rfind(|l| l.starts_with("info depth 8 "))
            .unwrap_or_else(|| panic!("{out}"));
        let words: Vec<&str> = last.split_whitespace().collect();
        let at = words.iter().position(|w| *w == "nodes").unwrap();
        (words[at + 1].parse::<u64>().unwrap(), out)
    };
    let (default, out) = nodes("");
    // Not announced: a GUI has no use for them.
    assert!(!out.contains("lmr_divisor"), "{out}");
    // The default value set explicitly searches the same tree; another value another one.
    let divisor = drawboard::search::Params::default().lmr_divisor;
    assert_eq!(
        nodes(&format!("setoption name lmr_divisor value {divisor}\n")).0,
        default
    );
    assert_ne!(
        nodes(&format!("setoption name lmr_divisor value {}\n", divisor / 2)).0,
        default
    );
    let (same, out) = nodes("setoption name lmr_divisor value many\n");
    assert!(out.contains("info string lmr_divisor needs a whole number"), "{out}");
    assert_eq!(same, default);
}

#[test]
fn uci_plays_four_man_endings_from_tables_it_builds() {
    let out = uci("uci\nposition fen 8/8/8/8/2r5/8/2k5/K6Q w - - 0 1\ngo depth 2\nisready\nquit\n");
    assert!(out.contains("option name Tablebases type check default true"), "{out}");
    assert!(out.contains("info string building the KQvKR endgame table"), "{out}");
    // The longest mate of the ending, with the whole line, at depth 2.
    assert!(out.contains("score mate 35"), "{out}");
    let best = out.lines().find(|l| l.starts_with("bestmove ")).expect("a bestmove");
    assert!(
        ["h1g2", "h1a8", "h1b1", "h1h2", "h1h7"].contains(&best.split_whitespace().nth(1).unwrap()),
        "{best}"
    );
    // Switched off, the search plays on its own (and finds no mate at depth 2).
    let out = uci(
        "setoption name Tablebases value false\nposition fen 8/8/8/8/2r5/8/2k5/K6Q w - - 0 1\ngo depth 2\nisready\nquit\n",
    );
    assert!(!out.contains("building") && !out.contains("score mate"), "{out}");
}

#[test]
fn uci_builds_tables_when_given_the_time_for_it() {
    // 20 s a move is enough time to build (the one millisecond the search keeps back from
    // `movetime` does not count against it); the table answers at once.
    let out = uci("uci\nposition fen 8/8/8/8/8/2k5/8/K5R1 w - - 0 1\ngo movetime 20000\nisready\nquit\n");
    assert!(out.contains("info string building the KRvK endgame table"), "{out}");
    assert!(out.contains(" score mate "), "{out}");
    // 100 ms is not.
    let out = uci("uci\nposition fen 8/8/8/8/8/2k5/8/K5R1 w - - 0 1\ngo movetime 100\nisready\nquit\n");
    assert!(!out.contains("building"), "{out}");
    assert!(out.lines().any(|l| l.starts_with("bestmove ")), "{out}");
}

#[test]
fn uci_moves_after_startpos_and_time_controls() {
    let out = uci("position startpos moves e2e4 e7e5 g1f3\ngo wtime 1000 btime 1000 winc 10 binc 10\n");
    let best = out.lines().find(|l| l.starts_with("bestmove ")).expect("a bestmove");
    // Black to move after 1.e4 e5 2.Nf3: the answer is a legal Black move.
    let mut game = drawboard::Game::default();
    for mv in ["e2e4", "e7e5", "g1f3"] {
        game.play(mv).unwrap();
    }
    let mv = best.split_whitespace().nth(1).unwrap();
    assert!(game.play(mv).is_ok(), "{best}");
    // A bad position is reported, not fatal.
    let out = uci("position fen not-a-fen\nisready\n");
    assert!(out.contains("info string error") && out.contains("readyok"), "{out}");
}

#[test]
fn uci_go_infinite_waits_for_stop() {
    use std::io::{BufRead, BufReader, Write};
    let mut child = spawn_uci();
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    // A mate in one is searched to the end long before anyone says stop.
    writeln!(
        stdin,
        "position fen 6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1\ngo infinite\nisready"
    )
    .unwrap();
    let mut seen = Vec::new();
    for line in lines.by_ref() {
        let line = line.unwrap();
        let done = line == "readyok";
        seen.push(line);
        if done {
            break;
        }
    }
    std::thread::sleep(std::time::Duration::from_millis(300));
    writeln!(stdin, "stop\nquit").unwrap();
    let rest: Vec<String> = lines.map(|l| l.unwrap()).collect();
    assert!(!seen.iter().any(|l| l.starts_with("bestmove")), "{seen:?}");
    assert!(rest.iter().any(|l| l == "bestmove a1a8"), "{rest:?}");
    child.wait().unwrap();
}

/// Games with one planted problem each (and a clean one first), and the kind each must give.
const PLANTED: [(&str, Option<&str>); 7] = [
    (
        "[White \"Clean\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0",
        None,
    ),
    (
        "[White \"Illegal\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *",
        Some("illegalMove"),
    ),
    (
        "[White \"Tags\"]\n[Result \"1-0\"]\n\n1. d4 d5 0-1",
        Some("resultTagMismatch"),
    ),
    (
        "[White \"Threefold\"]\n[Result \"1/2-1/2\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 1/2-1/2",
        Some("missedClaim"),
    ),
    (
        "[White \"Stalemate\"]\n[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"k7/8/8/1Q6/8/8/8/K7 w - - 0 1\"]\n\n1. Qb6 1-0",
        Some("wrongResult"),
    ),
    (
        "[White \"Flag\"]\n[Result \"1-0\"]\n[Termination \"Time forfeit\"]\n[SetUp \"1\"]\n[FEN \"8/8/4k3/8/8/8/r7/4K3 w - - 0 1\"]\n\n1. Kd1 Ra1+ 2. Kc2 1-0",
        Some("timeWinCannotMate"),
    ),
    (
        "[White \"Mated\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 3. Kf2 0-1",
        Some("movesAfterEnd"),
    ),
];

#[test]
fn audit_prints_a_summary_and_one_json_line_per_finding() {
    let text: Vec<&str> = PLANTED.iter().map(|(game, _)| *game).collect();
    let path = std::env::temp_dir().join(format!("drawboard-audit-{}.pgn", std::process::id()));
    std::fs::write(&path, text.join("\n\n")).unwrap();
    let file = path.to_str().unwrap();
    let (ok, out, err) = drawboard(&["audit", file, "--json", "--nodes", "2000"]);
    let (text_ok, text_out, _) = drawboard(&["audit", file]);
    std::fs::remove_file(&path).unwrap();
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    // The input named first; the summary last, once the counts are known.
    assert!(lines[0].starts_with("{\"type\":\"audit\",\"file\":"), "{}", lines[0]);
    let summary = lines[lines.len() - 1];
    assert!(
        summary.starts_with("{\"type\":\"summary\",") && summary.ends_with('}'),
        "{summary}"
    );
    assert!(summary.contains(&format!("\"games\":{},", PLANTED.len())), "{summary}");
    assert!(summary.contains("\"gamesWithFindings\":6,"), "{summary}");
    assert!(summary.contains("\"complete\":true"), "{summary}");
    assert!(
        summary.contains("\"illegalMove\":1,") && summary.contains("\"wrongResult\":1,"),
        "{summary}"
    );
    // One finding per planted problem, in the order of the games, naming its game.
    let body = &lines[1..lines.len() - 1];
    let findings: Vec<&&str> = body
        .iter()
        .filter(|l| !l.starts_with("{\"type\":\"repair\","))
        .collect();
    // What the reader repaired comes before its game's findings: game 3's result after the
    // moves is not its tag's.
    let repair = body
        .iter()
        .position(|l| l.starts_with("{\"type\":\"repair\","))
        .unwrap();
    assert!(
        body[repair].starts_with("{\"type\":\"repair\",\"game\":3,\"offset\":")
            && body[repair]
                .ends_with(",\"line\":14,\"kind\":\"result-contradicts\",\"written\":\"0-1\",\"read\":\"1-0\"}"),
        "{}",
        body[repair]
    );
    assert!(body[repair + 1].contains("\"game\":3,"), "{}", body[repair + 1]);
    let planted: Vec<(usize, &str)> = PLANTED
        .iter()
        .enumerate()
        .filter_map(|(i, (_, kind))| kind.map(|k| (i + 1, k)))
        .collect();
    assert_eq!(findings.len(), planted.len(), "{out}");
    for (line, (game, kind)) in findings.iter().zip(&planted) {
        assert!(
            line.starts_with("{\"type\":\"finding\",") && line.ends_with('}'),
            "{line}"
        );
        assert!(line.contains(&format!("\"game\":{game},")), "{line}");
        assert!(line.contains(&format!("\"kind\":\"{kind}\"")), "{line}");
        assert!(line.contains("\"message\":\""), "{line}");
    }
    assert!(findings[2].contains("\"at\":\"4... Ng8\""), "{}", findings[2]);
    assert!(findings[0].contains("\"at\":null"), "{}", findings[0]);
    // The text report says the same in words.
    assert!(text_ok);
    assert!(
        text_out.contains(": 7 games, ") && text_out.contains(" 6 with findings"),
        "{text_out}"
    );
    assert!(
        text_out.contains("game 4 (Threefold - ?): 4... Ng8: missedClaim: "),
        "{text_out}"
    );
    // Each finding in English, made from its facts, word for word.
    for line in [
        "game 2 (Illegal - ?): illegalMove: line 9: move 2. Ke3: 'Ke3' is not a legal move in this position; the rest of the game is not checked",
        "game 3 (Tags - ?): resultTagMismatch: the Result tag says 1-0 but the moves end with 0-1",
        "game 4 (Threefold - ?): 4... Ng8: missedClaim: after 4... Ng8 the position stood for the third time: White could have claimed a draw (FIDE 9.2.1.2), and Black by announcing 4... Ng8 (FIDE 9.2.1.1); the game went on",
        "game 5 (Stalemate - ?): 1. Qb6: wrongResult: the result is 1-0, but the game had ended after 1. Qb6 in a draw by stalemate: 1/2-1/2 (FIDE 5.2.1)",
        "game 6 (Flag - ?): 2. Kc2: timeWinCannotMate: White won on time, but could never have mated (White does not have the material to mate, however the opponent plays): the game is drawn (FIDE 6.9)",
        "game 7 (Mated - ?): 2... Qh4#: movesAfterEnd: the game ended after 2... Qh4# in checkmate by Black (FIDE 5.1.1), yet more moves were written (move 3. Kf2: the game had ended in checkmate)",
    ] {
        assert!(text_out.lines().any(|l| l == line), "{line}\n{text_out}");
    }
}

#[test]
fn audit_words_for_the_start_a_rule_and_a_search() {
    // A game that was over at the start (two bare kings), a seventy-five-move draw with moves
    // after it, a fifty-move claim missed twice more, and a final position the search proves
    // dead.
    let games = [
        "[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"8/8/4k3/8/8/8/8/4K3 w - - 0 1\"]\n\n1. Kd1 Kd7 2. Kc1 1-0",
        "[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"r3k3/8/8/8/8/8/8/R3K3 w - - 149 100\"]\n\n100. Ra2 Ra7 101. Ra1 1-0",
        "[SetUp \"1\"]\n[FEN \"r3k3/8/8/8/8/8/8/R3K3 w - - 98 60\"]\n\n60. Ra2 Ra7 61. Ra1 Ra8 62. Ra2 *",
        "[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"7k/2R5/6K1/8/8/8/8/8 w - - 148 100\"]\n\n100. Rc6 1-0",
    ];
    let path = std::env::temp_dir().join(format!("drawboard-audit-words-{}.pgn", std::process::id()));
    std::fs::write(&path, games.join("\n\n")).unwrap();
    let (ok, out, err) = drawboard(&["audit", path.to_str().unwrap()]);
    std::fs::remove_file(&path).unwrap();
    assert!(ok, "{err}");
    for line in [
        "game 1 (? - ?): the start: movesAfterEnd: the game ended at the start in a draw by insufficient material (FIDE 5.2.2), yet 3 more moves were played",
        "game 1 (? - ?): the start: resultAfterEnd: the result is 1-0, but the game had ended at the start in a draw by insufficient material: 1/2-1/2 (FIDE 5.2.2)",
        "game 2 (? - ?): 100. Ra2: movesAfterEnd: the game ended after 100. Ra2 in a draw by seventy-five-move rule (FIDE 9.6.2), yet 2 more moves were played",
        "game 3 (? - ?): 60... Ra7: missedClaim: after 60... Ra7 fifty moves had passed without a capture or pawn move: White could have claimed a draw (FIDE 9.3.2), and Black by announcing 60... Ra7 (FIDE 9.3.1); the game went on (and 2 more times later)",
        "game 4 (? - ?): 100. Rc6: resultAfterEnd: the result is 1-0, but the final position is dead: neither side can ever mate, so the game was drawn when it arose (FIDE 5.2.2)",
    ] {
        assert!(out.lines().any(|l| l == line), "{line}\n{out}");
    }
}

#[test]
fn audit_of_a_missing_file_or_bad_arguments_is_an_error() {
    let (ok, out, err) = drawboard(&["audit", "/no/such/dir/games.pgn"]);
    assert!(!ok);
    assert!(out.is_empty(), "{out}");
    assert!(err.starts_with("drawboard: /no/such/dir/games.pgn: "), "{err}");
    for args in [
        &["audit"][..],
        &["audit", "a.pgn", "--nodes"],
        &["audit", "a.pgn", "--nodes", "x"],
        &["audit", "a.pgn", "b.pgn"],
    ] {
        let (ok, _, err) = drawboard(args);
        assert!(!ok, "{args:?}");
        assert!(err.starts_with("drawboard: "), "{args:?}: {err}");
    }
}

#[test]
fn audit_into_a_closed_pipe_ends_quietly() {
    // As `drawboard audit games.pgn | head -0`: the reader is gone before the report is written.
    let path = std::env::temp_dir().join(format!("drawboard-audit-pipe-{}.pgn", std::process::id()));
    std::fs::write(&path, PLANTED[0].0).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_drawboard"))
        .args(["audit", path.to_str().unwrap()])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    std::fs::remove_file(&path).unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(out.status.success(), "{:?} {err}", out.status);
    assert!(err.is_empty(), "{err}");
}

#[test]
fn tablebase_build_writes_block_files_and_a_manifest() {
    let dir = std::env::temp_dir().join(format!("drawboard-cli-tables-{}", std::process::id()));
    let out = dir.to_str().unwrap();
    let (ok, stdout, stderr) = drawboard(&["tablebase", "build", "--out", out, "KRvK"]);
    assert!(ok, "{stderr}");
    assert!(stdout.contains("KRvK"), "{stdout}");
    // The plan comes first: tables, time, memory.
    assert!(stderr.contains("1 tables, 81920 entries: about"), "{stderr}");
    let manifest = std::fs::read_to_string(dir.join("manifest.json")).unwrap();
    assert!(manifest.contains("\"format\": \"drawboard-tables-2\""), "{manifest}");
    for kind in ["dtm", "dtz"] {
        let file = std::fs::read(dir.join(format!("KRvK.{kind}"))).unwrap();
        assert!(file.starts_with(format!("drawboard-blocks-1 KRvK {kind} 1 81920 4096 512 1\n").as_bytes()));
        assert!(
            manifest.contains(&format!("\"file\": \"KRvK.{kind}\", \"bytes\": {}", file.len())),
            "{manifest}"
        );
        assert!(
            manifest.contains(&drawboard::tablebase::checksum::sha256_hex(&file)),
            "{manifest}"
        );
        // The header line, then two offsets (one group and the end).
        let header = file.iter().position(|&b| b == b'\n').unwrap() + 1 + 8;
        assert!(
            manifest.contains(&format!(
                "\"header\": {header}, \"headerSha256\": \"{}\"",
                drawboard::tablebase::checksum::sha256_hex(&file[..header])
            )),
            "{manifest}"
        );
    }
    assert!(!dir.join("KRvK.gz").exists());
    // Only the plan: the tables a build would make, nothing written.
    let (ok, stdout, stderr) = drawboard(&["tablebase", "build", "--plan", "KRPvKR"]);
    assert!(ok, "{stderr}");
    assert!(stderr.starts_with("20 tables, 2215116800 entries: about"), "{stderr}");
    assert_eq!(stdout.lines().last(), Some("KRPvKR"));
    assert!(stdout.lines().any(|l| l == "KQRvKR"), "{stdout}");
    // Six men, and a material nobody has, are named.
    let (ok, _, err) = drawboard(&["tablebase", "build", "--plan", "KRPPvKR"]);
    assert!(
        !ok && err.contains("KRPPvKR") && err.contains("at most five men"),
        "{err}"
    );
    let (ok, _, err) = drawboard(&["tablebase", "build", "--threads", "0", "KRvK"]);
    assert!(
        !ok && err.contains("--threads must be a number from 1 to 256, got '0'"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
    // Bad requests are refused with a reason.
    let (ok, _, err) = drawboard(&["tablebase", "build", "--out", out, "KvK"]);
    assert!(!ok && err.contains("two bare kings need no table"), "{err}");
    let (ok, _, err) = drawboard(&["tablebase", "build", "KZvK"]);
    assert!(!ok && err.contains("KZvK"), "{err}");
    let (ok, _, err) = drawboard(&["tablebase", "frob"]);
    assert!(
        !ok && err.contains("unrecognized subcommand 'frob'") && err.contains("Usage: drawboard tablebase"),
        "{err}"
    );
}
