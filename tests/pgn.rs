//! PGN reading and writing, the game tree, and the audit, through the public API only.

use drawboard::audit::{self, Kind, Report, What};
use drawboard::pgn::{self, Games, PgnErrorKind, RepairKind};
use drawboard::status::{Book, Law};
use drawboard::tree::{GameTree, NodeId, Notes, ROOT, Shape, Step};
use drawboard::winnability::Proof;
use drawboard::{ClaimRule, Color, EndReason, MoveError, Outcome, Position};
use std::path::PathBuf;

// ---- helpers ------------------------------------------------------------------------------

/// Reads game 1 of `text`, which must read with no error.
fn read_ok(text: &str) -> GameTree {
    let read = pgn::read(text, 1).unwrap_or_else(|e| panic!("{e}\n{text}"));
    assert_eq!(read.error, None, "{text}");
    read.tree
}

/// What a tree holds, counted over every line.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Counts {
    moves: usize,
    nulls: usize,
    /// Nodes with more than one child.
    branches: usize,
    /// Every child after the first, over all nodes.
    variations: usize,
    /// How deep variations nest (1: a variation of the main line).
    depth: usize,
    comments: usize,
    nags: usize,
    circles: usize,
    arrows: usize,
    commands: usize,
}

fn counts(tree: &GameTree) -> Counts {
    let mut c = Counts::default();
    let mut depth = vec![0usize; tree.id_bound()];
    for id in tree.preorder() {
        let node = tree.node(id).unwrap();
        if id != ROOT {
            c.moves += 1;
            let parent = tree.node(node.parent().unwrap()).unwrap();
            let first = parent.children().first() == Some(&id);
            depth[id] = depth[node.parent().unwrap()] + usize::from(!first);
            c.depth = c.depth.max(depth[id]);
        }
        if node.step() == Some(Step::Null) {
            c.nulls += 1;
        }
        if node.children().len() > 1 {
            c.branches += 1;
            c.variations += node.children().len() - 1;
        }
        let notes = node.notes();
        c.comments += notes.before.len() + notes.after.len();
        c.nags += notes.nags.len();
        c.circles += notes.shapes.iter().filter(|s| s.is_circle()).count();
        c.arrows += notes.shapes.iter().filter(|s| !s.is_circle()).count();
        c.commands += notes.commands.len();
    }
    c
}

/// Writes `tree`, reads it back and checks that nothing changed and that writing again gives
/// the same text. Returns the text.
fn assert_round_trip(tree: &GameTree, what: &str) -> String {
    let text = pgn::write(tree);
    let back = pgn::read(&text, 1).unwrap_or_else(|e| panic!("{what}: {e}\n{text}"));
    assert_eq!(back.error, None, "{what}:\n{text}");
    assert!(
        tree.same_game(&back.tree),
        "{what}: not the same game after writing\n{text}"
    );
    assert_eq!(counts(tree), counts(&back.tree), "{what}");
    assert_eq!(pgn::write(&back.tree), text, "{what}: writing is not a fixed point");
    text
}

/// The ids of the moves of the main line (the root left out).
fn main_moves(tree: &GameTree) -> Vec<NodeId> {
    tree.main_line()[1..].to_vec()
}

fn sans(tree: &GameTree, ids: &[NodeId]) -> Vec<String> {
    ids.iter().map(|&id| tree.node(id).unwrap().san().to_string()).collect()
}

/// Plays each move of `moves` (separated by spaces) from the current node.
fn play_all(tree: &mut GameTree, moves: &str) -> Vec<NodeId> {
    moves
        .split_whitespace()
        .map(|mv| tree.play(mv).unwrap_or_else(|e| panic!("{mv}: {e}")))
        .collect()
}

/// The NAGs of each main-line move.
fn main_nags(tree: &GameTree) -> Vec<Vec<u8>> {
    main_moves(tree)
        .iter()
        .map(|&id| tree.node(id).unwrap().notes().nags.clone())
        .collect()
}

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/data/pgn")
}

/// The shapes written in `[%cal ...]` (or `[%csl ...]`) commands of `text`, counted by hand.
fn shapes_in_text(text: &str, command: &str) -> usize {
    let needle = format!("[%{command} ");
    text.match_indices(&needle)
        .map(|(at, _)| {
            let rest = &text[at + needle.len()..];
            let end = rest.find(']').unwrap();
            rest[..end].split(',').count()
        })
        .sum()
}

/// Move numbers in front of every move, as a reader of any PGN expects them.
fn numbered(pos: &Position, san: &str) -> String {
    let dots = if pos.turn() == Color::White { "." } else { "..." };
    format!("{}{dots} {san}", pos.fullmove_number())
}

/// The text with every run of white space made one space, and trimmed.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The files of `tests/data/pgn` described in its SOURCES.md.
const REAL_FILES: [&str; 6] = [
    "ponomariov-ivanchuk-linares-2002.pgn",
    "ericrosen-budapest-study.pgn",
    "wcc2023-game3-navara.pgn",
    "cm-pgn-petroff-null-moves.pgn",
    "scalachess-icc-pedro-burza-2013.pgn",
    "esrar-london-system-study.pgn",
];

// ---- 1. real files --------------------------------------------------------------------------

const SAMPLE: &str = r#"[Event "Lesson"]
[Site "?"]

[White "A"]
[Black "B"]
[Result "1-0"]

{A game comment.} 1. e4 $1 {Best by test [%cal Ge2e4,Rd7d5][%csl Yd4]} e5 (1... c5!? {Sicilian} 2. Nf3 (2. c3 d5 (2... Nf6) 3. exd5) 2... d6) 2. Nf3 Nc6 3. Bb5 a6 ; Morphy
4. Ba4 Nf6 5. 0-0 Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 -- 10. d4 1-0
"#;

#[test]
fn an_inline_sample_round_trips() {
    let tree = read_ok(SAMPLE);
    let c = counts(&tree);
    assert_eq!(c.depth, 3);
    assert_eq!(c.nulls, 1);
    assert_eq!((c.circles, c.arrows), (1, 2));
    assert_eq!(c.comments, 4);
    assert_eq!(c.nags, 2);
    let text = assert_round_trip(&tree, "sample");
    assert!(
        flat(&text).contains("1. e4! {[%csl Yd4][%cal Ge2e4,Rd7d5] Best by test} 1... e5 (1... c5!? {Sicilian}"),
        "{text}"
    );
    // The `;` comment is written in braces.
    assert!(flat(&text).contains("3. Bb5 a6 {Morphy} 4. Ba4"), "{text}");
    assert!(flat(&text).ends_with("9. h3 -- 10. d4 1-0"), "{text}");
}

/// The real files' games read with no error; writing each and reading it back changes
/// nothing, and writing is a fixed point. The files hold variations, comments, NAGs and
/// shapes, so this proves that they survive.
#[test]
fn real_annotated_files_round_trip() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(data_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "pgn"))
        .collect();
    files.sort();
    for file in REAL_FILES {
        assert!(files.contains(&data_dir().join(file)), "{file} is missing");
    }
    let mut total = Counts::default();
    let mut games_read = 0;
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(file).unwrap();
        let games = Games::split(&text);
        assert!(!games.is_empty(), "{name}");
        assert_eq!(games.headers().len(), games.len());
        let mut file_counts = Counts::default();
        for index in 0..games.len() {
            let what = format!("{name} game {}", index + 1);
            let read = games.read(index).unwrap();
            assert_eq!(read.error, None, "{what}");
            assert!(read.result_token.is_some(), "{what}");
            let c = counts(&read.tree);
            assert!(c.moves > 0, "{what}");
            assert_round_trip(&read.tree, &what);
            // The same game through `read` (counting from 1).
            let again = pgn::read(&text, index + 1).unwrap();
            assert!(again.tree.same_game(&read.tree), "{what}");
            for (n, v) in [
                (&mut file_counts.moves, c.moves),
                (&mut file_counts.nulls, c.nulls),
                (&mut file_counts.branches, c.branches),
                (&mut file_counts.variations, c.variations),
                (&mut file_counts.comments, c.comments),
                (&mut file_counts.nags, c.nags),
                (&mut file_counts.circles, c.circles),
                (&mut file_counts.arrows, c.arrows),
                (&mut file_counts.commands, c.commands),
            ] {
                *n += v;
            }
            file_counts.depth = file_counts.depth.max(c.depth);
            games_read += 1;
        }
        // The same file with CRLF line ends reads the same moves and notes.
        let crlf = text.replace('\n', "\r\n");
        let crlf_games = Games::split(&crlf);
        assert_eq!(crlf_games.len(), games.len(), "{name}");
        for index in 0..games.len() {
            let (lf, crlf) = (games.read(index).unwrap(), crlf_games.read(index).unwrap());
            assert_eq!(crlf.error, None, "{name} CRLF");
            assert_eq!(counts(&crlf.tree), counts(&lf.tree), "{name} CRLF");
            assert_round_trip(&crlf.tree, &format!("{name} CRLF"));
        }
        // Every shape written in the file is in the trees.
        assert_eq!(file_counts.arrows, shapes_in_text(&text, "cal"), "{name}");
        assert_eq!(file_counts.circles, shapes_in_text(&text, "csl"), "{name}");
        // What SOURCES.md says of each file.
        let (expected_games, moves, nulls, depth) = match name.as_str() {
            "ponomariov-ivanchuk-linares-2002.pgn" => (1, 259, 0, 3),
            "ericrosen-budapest-study.pgn" => (6, 254, 0, 6),
            "wcc2023-game3-navara.pgn" => (1, 463, 0, 4),
            "cm-pgn-petroff-null-moves.pgn" => (1, 79, 5, 3),
            "scalachess-icc-pedro-burza-2013.pgn" => (1, 138, 0, 2),
            "esrar-london-system-study.pgn" => (5, 494, 0, 3),
            _ => (games.len(), file_counts.moves, file_counts.nulls, file_counts.depth),
        };
        assert_eq!(games.len(), expected_games, "{name}");
        assert_eq!(file_counts.moves, moves, "{name}");
        assert_eq!(file_counts.nulls, nulls, "{name}");
        assert_eq!(file_counts.depth, depth, "{name}");
        assert!(
            file_counts.variations > 0 && file_counts.comments > 0 && file_counts.nags > 0,
            "{name}: {file_counts:?}"
        );
        total.branches += file_counts.branches;
        total.comments += file_counts.comments;
        total.nags += file_counts.nags;
        total.circles += file_counts.circles;
        total.arrows += file_counts.arrows;
    }
    assert!(games_read >= 15);
    assert!(total.branches > 50, "{total:?}");
    assert!(total.comments > 100, "{total:?}");
    assert!(total.nags > 50, "{total:?}");
    assert!(total.circles > 20 && total.arrows > 40, "{total:?}");
}

// ---- 2. reader features ---------------------------------------------------------------------

#[test]
fn tags_with_escapes_blank_lines_a_bom_and_escape_lines() {
    let text = "\u{feff}% an escape line, ignored\n[Event \"The \\\"Big\\\" One\"]\n\n[Site \"C:\\\\chess\"]\n\n[Result \"*\"]\n\n1. e4\n%e5 d5 (these are not read\ne5 *\n";
    let tree = read_ok(text);
    assert_eq!(tree.tag("Event"), Some("The \"Big\" One"));
    assert_eq!(tree.tag("site"), Some("C:\\chess"));
    assert_eq!(tree.tags().len(), 3);
    // Files joined together, each with its byte-order mark.
    let joined = format!("{text}{}[Event \"Next\"]\n\n1. d4 *\n", '\u{feff}');
    assert_eq!(Games::split(&joined).len(), 2);
    assert_eq!(read_ok(&joined).tag("Event"), Some("The \"Big\" One"));
    assert_eq!(pgn::read(&joined, 2).unwrap().tree.tag("Event"), Some("Next"));
    // A carriage return inside a value is read as the space the writer writes for it.
    assert_eq!(read_ok("[Event \"a\rb\"]\n*").tag("Event"), Some("a b"));
    assert_eq!(sans(&tree, &main_moves(&tree)), ["e4", "e5"]);
    let written = assert_round_trip(&tree, "tags");
    assert!(
        written.starts_with("[Event \"The \\\"Big\\\" One\"]\n[Site \"C:\\\\chess\"]\n[Result \"*\"]\n\n1. e4 e5 *\n"),
        "{written}"
    );
}

#[test]
fn brace_and_rest_of_line_comments() {
    let tree =
        read_ok("{Before the moves} 1. e4 {a brace comment} {and another} e5 ; to the end (of the line)\n2. Nf3 *");
    let ids = main_moves(&tree);
    assert_eq!(tree.node(ROOT).unwrap().notes().after, ["Before the moves"]);
    assert_eq!(
        tree.node(ids[0]).unwrap().notes().after,
        ["a brace comment", "and another"]
    );
    assert_eq!(tree.node(ids[1]).unwrap().notes().after, ["to the end (of the line)"]);
    assert_eq!(sans(&tree, &ids), ["e4", "e5", "Nf3"]);
    let text = assert_round_trip(&tree, "comments");
    assert_eq!(
        text,
        "{Before the moves} 1. e4 {a brace comment} {and another} 1... e5\n{to the end (of the line)} 2. Nf3 *\n"
    );
    // A comment with a closing brace in it goes after a semicolon, apart from the commands.
    let tree = read_ok("1. e4 {[%csl Yd4]} ; a } b\ne5 *");
    let notes = tree.node(main_moves(&tree)[0]).unwrap().notes();
    assert_eq!(
        (notes.shapes.len(), notes.after.as_slice()),
        (1, ["a } b".to_string()].as_slice())
    );
    let text = assert_round_trip(&tree, "brace and shapes");
    assert_eq!(text, "1. e4 {[%csl Yd4]} ;a } b\n1... e5 *\n");
    // A `[%...]` with a closing brace in it (only a `;` comment can have one) stays text.
    let tree = read_ok("1. e4 ; a [%x } y] [%clk 1]\ne5 *");
    let notes = tree.node(main_moves(&tree)[0]).unwrap().notes();
    assert_eq!(notes.after, ["a [%x } y]"]);
    assert_eq!(notes.commands, [("clk".to_string(), "1".to_string())]);
    assert_round_trip(&tree, "brace in a command");
    // A variation that repeats the move it stands for follows it; its first comment stays
    // where PGN can write it (before the move, so after the move before).
    let tree = read_ok("1. e4 ({Same move} 1. e4 e5) (1. d4) *");
    assert_eq!(tree.node(ROOT).unwrap().notes().after, ["Same move"]);
    assert_eq!(sans(&tree, &main_moves(&tree)), ["e4", "e5"]);
    assert_eq!(tree.node(ROOT).unwrap().children().len(), 2);
    assert_eq!(
        flat(&assert_round_trip(&tree, "repeated move")),
        "{Same move} 1. e4 (1. d4) 1... e5 *"
    );
    // A `;` comment with a closing brace in it stays a `;` comment.
    let tree = read_ok("1. e4 ; a } brace\ne5 *");
    assert_eq!(tree.node(main_moves(&tree)[0]).unwrap().notes().after, ["a } brace"]);
    let text = assert_round_trip(&tree, "brace in ;");
    assert!(text.contains(";a } brace\n"), "{text}");
}

#[test]
fn nested_variations_three_levels() {
    let text = "1. e4 e5 (1... c5 2. Nf3 (2. c3 d5 (2... Nf6 3. e5 Nd5) 3. exd5) 2... d6) 2. Nf3 *";
    let tree = read_ok(text);
    let c = counts(&tree);
    assert_eq!((c.depth, c.variations, c.moves), (3, 3, 12));
    let e4 = tree.node(main_moves(&tree)[0]).unwrap();
    assert_eq!(sans(&tree, e4.children()), ["e5", "c5"]);
    let c5 = tree.node(e4.children()[1]).unwrap();
    assert_eq!(sans(&tree, c5.children()), ["Nf3", "c3"]);
    let nf3 = tree.node(c5.children()[0]).unwrap();
    assert_eq!(sans(&tree, nf3.children()), ["d6"]);
    let c3 = tree.node(c5.children()[1]).unwrap();
    assert_eq!(sans(&tree, c3.children()), ["d5", "Nf6"]);
    assert_eq!(sans(&tree, &main_moves(&tree)), ["e4", "e5", "Nf3"]);
    assert_eq!(flat(&assert_round_trip(&tree, "nested")), text);
}

#[test]
fn nags_as_numbers_suffixes_and_symbols() {
    let tree = read_ok("1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $14 +- Nf6 $1 $146 5. O-O $0 *");
    let nags = main_nags(&tree);
    assert_eq!(
        nags,
        [
            vec![1],
            vec![2],
            vec![3],
            vec![4],
            vec![5],
            vec![6],
            vec![14, 18],
            vec![1, 146],
            vec![0]
        ]
    );
    assert_eq!(
        assert_round_trip(&tree, "nags"),
        "1. e4! e5? 2. Nf3!! Nc6?? 3. Bb5!? a6?! 4. Ba4 $14 $18 Nf6! $146 5. O-O $0 *\n"
    );
}

#[test]
fn shapes_and_other_commands_are_kept() {
    let tree = read_ok("1. e4 {[%cal Ge2e4,Rd7d5] [%csl Yd4] Centre [%clk 0:01:00] [%eval 0.3]} e5 {[%csl Bb5]} *");
    let ids = main_moves(&tree);
    let notes = tree.node(ids[0]).unwrap().notes();
    let shapes: Vec<String> = notes.shapes.iter().map(Shape::to_string).collect();
    assert_eq!(shapes, ["Yd4", "Ge2e4", "Rd7d5"]);
    assert_eq!(notes.after, ["Centre"]);
    assert_eq!(
        notes.commands,
        [
            ("clk".to_string(), "0:01:00".to_string()),
            ("eval".to_string(), "0.3".to_string())
        ]
    );
    assert_eq!(
        tree.node(ids[1]).unwrap().notes().shapes,
        [Shape::parse("Bb5").unwrap()]
    );
    assert_eq!(
        flat(&assert_round_trip(&tree, "shapes")),
        "1. e4 {[%csl Yd4][%cal Ge2e4,Rd7d5][%clk 0:01:00][%eval 0.3] Centre} 1... e5 {[%csl Bb5]} *"
    );
}

#[test]
fn shapes_parse_and_refuse() {
    assert_eq!(Shape::parse("Ge2e4").unwrap().to_string(), "Ge2e4");
    assert!(Shape::parse("Yd4").unwrap().is_circle());
    for bad in [
        "",
        "G",
        "Xe2e4",
        "Ge2e9",
        "Ge2e",
        "Ge2e4e5",
        "é",
        "Gé",
        "Géa",
        "Gaéb",
        "G\u{1F600}",
        "Ge2\u{e9}",
    ] {
        assert_eq!(Shape::parse(bad), None, "{bad}");
    }
    // A command that does not read as shapes is kept as written, and never panics.
    let tree = read_ok("1. e4 {[%cal Gaéb] [%csl Xd4]} *");
    let notes = tree.node(main_moves(&tree)[0]).unwrap().notes();
    assert!(notes.shapes.is_empty());
    assert_eq!(notes.commands.len(), 2);
    assert_round_trip(&tree, "bad shapes");
}

#[test]
fn a_start_position_with_black_to_move() {
    let fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
    let text = format!("[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n1... e5 2. Nf3 Nc6 *");
    let tree = read_ok(&text);
    assert_eq!(tree.start().to_fen(), fen);
    assert_eq!(sans(&tree, &main_moves(&tree)), ["e5", "Nf3", "Nc6"]);
    let written = assert_round_trip(&tree, "fen");
    assert!(written.ends_with("\n\n1... e5 2. Nf3 Nc6 *\n"), "{written}");
    // A new tree from a set-up position writes SetUp and FEN itself.
    let mut tree = GameTree::new(fen.parse().unwrap());
    assert_eq!(tree.tag("SetUp"), Some("1"));
    assert_eq!(tree.tag("FEN"), Some(fen));
    play_all(&mut tree, "d5 exd5");
    let written = assert_round_trip(&tree, "new tree");
    assert!(written.contains("\n1... d5 2. exd5 *\n"), "{written}");
    // A bad FEN is an error of the game.
    let read = pgn::read("[FEN \"8/8 w - -\"]\n\n1. e4 *", 1).unwrap();
    assert!(read.error.unwrap().message.contains("FEN"));
}

#[test]
fn moves_in_uci_and_castling_spelled_either_way() {
    let tree = read_ok("1. e2e4 e7e5 2. g1f3 b8c6 3. f1c4 f8c5 4. e1g1 *");
    assert_eq!(
        sans(&tree, &main_moves(&tree)),
        ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "O-O"]
    );
    assert_eq!(
        assert_round_trip(&tree, "uci"),
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O *\n"
    );
    let read = pgn::read(
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 d6 5. d3 Bg4 6. Nc3 Qd7 7. Be3 O-O-O 8. a3 *",
        1,
    )
    .unwrap();
    assert_eq!(read.error, None);
    let ids = main_moves(&read.tree);
    assert_eq!(read.tree.node(ids[6]).unwrap().san(), "O-O");
    assert_eq!(read.tree.node(ids[13]).unwrap().san(), "O-O-O");
    assert_eq!(read.tree.node(ids[13]).unwrap().uci(), "e8c8");
    let text = assert_round_trip(&read.tree, "castling");
    assert!(
        text.contains("4. O-O d6") && text.contains("7. Be3 O-O-O 8. a3"),
        "{text}"
    );
}

#[test]
fn null_moves() {
    let tree = read_ok("1. e4 -- 2. d4 Z0 3. c4 *");
    let ids = main_moves(&tree);
    let steps: Vec<bool> = ids
        .iter()
        .map(|&id| tree.node(id).unwrap().step() == Some(Step::Null))
        .collect();
    assert_eq!(steps, [false, true, false, true, false]);
    assert_eq!(tree.node(ids[1]).unwrap().san(), "--");
    assert_eq!(tree.node(ids[1]).unwrap().uci(), "0000");
    let after_null = tree.node(ids[1]).unwrap().position();
    assert_eq!((after_null.turn(), after_null.fullmove_number()), (Color::White, 2));
    assert_eq!(assert_round_trip(&tree, "nulls"), "1. e4 -- 2. d4 -- 3. c4 *\n");
    // A null move while in check is an error, and the moves before it are kept.
    for null in ["--", "Z0"] {
        let read = pgn::read(&format!("1. e4 e5 2. Qh5 Nc6 3. Qxf7+ {null} *"), 1).unwrap();
        let error = read.error.expect("an error");
        assert_eq!(error.kind, PgnErrorKind::Move);
        assert!(error.message.contains("null move while in check"), "{error}");
        assert_eq!(main_moves(&read.tree).len(), 5);
    }
}

const TWO_GAMES: &str = r#"[Event "One"]
[White "A"]
[Black "B"]
[Result "1-0"]

1. e4 e5 1-0

{between games}
[Event "Two"]
[White "C"]
[Black "D"]
[Result "0-1"]

1. d4 d5 2. c4 0-1
"#;

#[test]
fn a_file_of_several_games() {
    let games = Games::split(TWO_GAMES);
    assert_eq!(games.len(), 2);
    let headers = games.headers();
    assert_eq!(headers[0].number, 1);
    assert_eq!(headers[0].plies, 2);
    assert_eq!(headers[0].line, 1);
    assert_eq!(headers[0].tags[0], ("Event".to_string(), "One".to_string()));
    assert_eq!(headers[1].number, 2);
    assert_eq!(headers[1].plies, 3);
    assert_eq!(headers[1].line, 9);
    assert_eq!(headers[1].tags.len(), 4);
    assert_eq!(headers[1].tags[2], ("Black".to_string(), "D".to_string()));

    let second = pgn::read(TWO_GAMES, 2).unwrap();
    assert_eq!(second.error, None);
    assert_eq!(second.tree.tag("Event"), Some("Two"));
    assert_eq!(second.tree.result(), "0-1");
    assert_eq!(second.result_token.as_deref(), Some("0-1"));
    assert_eq!(sans(&second.tree, &main_moves(&second.tree)), ["d4", "d5", "c4"]);
    // The comment between the games belongs to neither.
    assert!(second.tree.node(ROOT).unwrap().notes().is_empty());
    assert_eq!(pgn::read(TWO_GAMES, 1).unwrap().tree.tag("Event"), Some("One"));

    for number in [0, 3] {
        let error = pgn::read(TWO_GAMES, number).unwrap_err();
        assert!(
            error.message.contains("there is no game") && error.message.contains("has 2"),
            "{error}"
        );
    }
    assert!(pgn::read("", 1).is_err());
    assert!(pgn::read("  \n ", 1).is_err());
    assert!(Games::split("").is_empty());
}

#[test]
fn a_game_without_tags_keeps_its_first_comment() {
    let mut tree = read_ok("1. e4 e5 *");
    tree.set_notes(
        ROOT,
        Notes {
            after: vec!["An opening".into()],
            ..Notes::default()
        },
    )
    .unwrap();
    let text = assert_round_trip(&tree, "no tags");
    assert_eq!(text, "{An opening} 1. e4 e5 *\n");
    // And with a game before it.
    let two = format!("1. d4 *\n{text}");
    assert_eq!(Games::split(&two).len(), 2);
    let second = pgn::read(&two, 2).unwrap();
    assert!(second.tree.same_game(&tree));
}

#[test]
fn results_and_termination_markers() {
    // The tree's result is the tag where the token after the moves says otherwise (and the
    // repair says so), the token where the tag says `*`, else the tag, else `*`.
    let read = pgn::read("[Result \"1-0\"]\n\n1. e4 0-1", 1).unwrap();
    assert_eq!(read.tree.result(), "1-0");
    assert_eq!(repairs(&read), [(3, RepairKind::ResultContradicts)]);
    assert_eq!(
        (read.repairs[0].written.as_str(), read.repairs[0].read.as_str()),
        ("0-1", "1-0")
    );
    assert_eq!(read_ok("[Result \"*\"]\n\n1. e4 0-1").result(), "0-1");
    assert_eq!(read_ok("[Result \"0-1\"]\n\n1. e4 *").result(), "0-1");
    assert_eq!(read_ok("[Result \"1-0\"]\n\n1. e4").result(), "1-0");
    assert_eq!(read_ok("1. e4").result(), "*");
    assert_eq!(read_ok("1. e4 e5 ½-½").result(), "1/2-1/2");
    // A result inside a variation does not end the game.
    let tree = read_ok("1. e4 (1. d4 1-0) e5 1/2-1/2");
    assert_eq!(sans(&tree, &main_moves(&tree)), ["e4", "e5"]);
    assert_eq!(tree.result(), "1/2-1/2");
}

// ---- 3. hostile input -----------------------------------------------------------------------

/// Reads every game of `text` (without panicking), and for each game read in full, checks the
/// round trip. Returns how many games read in full.
fn read_everything(text: &str) -> usize {
    let games = Games::split(text);
    let _ = games.headers();
    let mut full = 0;
    for index in 0..games.len() {
        let read = games.read(index).unwrap();
        if read.error.is_none() {
            assert_round_trip(&read.tree, text);
            full += 1;
        } else {
            // What was read before the problem writes and reads back the same.
            let written = pgn::write(&read.tree);
            let back = pgn::read(&written, 1).unwrap();
            assert!(back.tree.same_game(&read.tree), "{text:?}\n{written}");
        }
    }
    full
}

#[test]
fn ten_thousand_open_parentheses() {
    let text = format!("1. e4 {}", "(".repeat(10_000));
    let read = pgn::read(&text, 1).unwrap();
    let error = read.error.expect("an error");
    assert!(error.message.contains("variation"), "{error}");
    assert_eq!(main_moves(&read.tree).len(), 1);
    read_everything(&text);
    let text = format!("1. e4 {} *", "(1. d4 ".repeat(10_000));
    let error = pgn::read(&text, 1).unwrap().error.expect("an error");
    assert!(error.message.contains("nest more than 100"), "{error}");
}

/// Variations `levels` deep, each the alternative to the last move of the line around it,
/// with two legal moves at each level.
fn deep_variations(levels: usize) -> String {
    let start = Position::startpos();
    let first = start.legal_moves()[0];
    let after_first = start.after(first);
    let reply = after_first.legal_moves()[0];
    let mut text = format!(
        "{} {}",
        numbered(&start, &start.san(first)),
        numbered(&after_first, &after_first.san(reply))
    );
    // The position before the last move written.
    let mut before_last = after_first;
    for _ in 0..levels {
        // An alternative to the last move, then a reply to it.
        let moves = before_last.legal_moves();
        assert!(moves.len() > 1);
        let alternative = moves[moves.len() - 1];
        let after = before_last.after(alternative);
        let reply = after.legal_moves()[0];
        text.push_str(&format!(
            " ({} {}",
            numbered(&before_last, &before_last.san(alternative)),
            numbered(&after, &after.san(reply))
        ));
        before_last = after;
    }
    text.push_str(&")".repeat(levels));
    text.push_str(" *");
    text
}

#[test]
fn variations_nest_at_most_a_hundred_deep() {
    let text = deep_variations(pgn::MAX_DEPTH);
    let tree = read_ok(&text);
    let c = counts(&tree);
    assert_eq!(c.depth, pgn::MAX_DEPTH);
    assert_eq!(c.moves, 2 + 2 * pgn::MAX_DEPTH);
    assert_round_trip(&tree, "100 deep");
    let read = pgn::read(&deep_variations(150), 1).unwrap();
    let error = read.error.expect("an error");
    assert_eq!(error.kind, PgnErrorKind::Syntax);
    assert!(error.message.contains("nest more than 100 deep"), "{error}");
    assert_eq!(counts(&read.tree).depth, pgn::MAX_DEPTH);
}

#[test]
fn a_one_megabyte_comment() {
    let comment = "blah ".repeat(200_000);
    let text = format!("1. e4 {{{comment}}} e5 *");
    let tree = read_ok(&text);
    let after = &tree.node(main_moves(&tree)[0]).unwrap().notes().after;
    assert_eq!(after.len(), 1);
    assert_eq!(after[0], comment.trim());
    assert_round_trip(&tree, "1 MB comment");
}

#[test]
fn an_unterminated_comment_runs_to_the_end_and_is_said() {
    let text = "[Event \"x\"]\n\n1. e4 e5\n2. Nf3 {never closed\n3. Bb5 *\n";
    let read = pgn::read(text, 1).unwrap();
    assert_eq!(read.error, None);
    // It took the result with it.
    assert_eq!(
        repairs(&read),
        [(4, RepairKind::CommentUnclosed), (4, RepairKind::ResultMissing)]
    );
    let line = main_moves(&read.tree);
    assert_eq!(sans(&read.tree, &line), ["e4", "e5", "Nf3"]);
    assert_eq!(
        read.tree.node(line[2]).unwrap().notes().after,
        ["never closed\n3. Bb5 *"]
    );
}

/// A game's repairs: line and kind.
fn repairs(read: &pgn::ReadGame) -> Vec<(u32, RepairKind)> {
    read.repairs.iter().map(|r| (r.line, r.kind)).collect()
}

#[test]
fn stray_closers_and_bad_nags_are_skipped_and_said() {
    for (text, kind, line) in [
        ("1. e4 ) e5 *", RepairKind::Variation, 1),
        ("1. e4\ne5 } Nf3 *", RepairKind::Stray, 2),
        ("1. e4 ] e5 *", RepairKind::Stray, 1),
        ("1. e4 $999 e5 *", RepairKind::Stray, 1),
        ("1. e4 $ e5 *", RepairKind::Stray, 1),
        ("1. e4 e5 (1... c5 *", RepairKind::Variation, 1),
        ("[Event \"x\"\n1. e4 *", RepairKind::TagUnclosed, 1),
    ] {
        let read = pgn::read(text, 1).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(read.error, None, "{text}");
        assert!(repairs(&read).contains(&(line, kind)), "{text}: {:?}", read.repairs);
        assert!(!main_moves(&read.tree).is_empty(), "{text}");
    }
}

#[test]
fn what_has_no_single_meaning_stops_the_moves_and_keeps_the_rest_as_a_comment() {
    for (text, words, line, rest) in [
        ("1. e4 e5 2. Ke3 Nc6 3. d4 *", "Ke3", 1, "Ke3 Nc6 3. d4"),
        ("1. e4 e5 2. Xy9 *", "Xy9", 1, "Xy9"),
        ("1. e4 e5\n2. Nf3 Nc6 Qh8 {a } brace} 1-0", "Qh8", 2, "Qh8 {a ) brace)"),
    ] {
        let read = pgn::read(text, 1).unwrap_or_else(|e| panic!("{text}: {e}"));
        let error = read.error.clone().unwrap_or_else(|| panic!("{text}: no error"));
        assert!(error.message.contains(words), "{text}: {error}");
        assert_eq!(error.line, line, "{text}: {error}");
        let line = main_moves(&read.tree);
        let last = *line.last().unwrap_or(&ROOT);
        assert_eq!(read.tree.node(last).unwrap().notes().after, [rest], "{text}");
    }
    let read = pgn::read("[Variant \"Atomic\"]\n1. e4 *", 1).unwrap();
    assert!(read.error.unwrap().message.contains("variant"));
    // A move after mate or stalemate: the game was over.
    for (text, why) in [
        (
            "1. f3 e5 2. g4 Qh4# 3. Kf2 *",
            "move 3. Kf2: the game had ended in checkmate",
        ),
        (
            "1. f3 e5 2. g4 Qh4# 3. -- *",
            "move 3. --: the game had ended in checkmate",
        ),
        (
            "[FEN \"k7/8/8/1Q6/8/8/8/K7 w - - 0 1\"]\n\n1. Qb6 Kb8 *",
            "move 1... Kb8: the game had ended in stalemate",
        ),
    ] {
        let error = pgn::read(text, 1).unwrap().error.unwrap();
        assert_eq!(error.kind, PgnErrorKind::GameOver, "{text}");
        assert_eq!(error.message, why);
    }
    // Two identical errors are told apart by their kind.
    assert_eq!(
        pgn::read("1. e4 e5 2. Ke3 *", 1).unwrap().error.unwrap().kind,
        PgnErrorKind::Move
    );
    let read = pgn::read("1. e4 (( 1. d4 )) *", 1).unwrap();
    let error = read.error.unwrap();
    assert_eq!(
        (error.kind, error.message.as_str()),
        (PgnErrorKind::Syntax, "a variation must follow a move")
    );
    // Where the reading stopped (in the variation, before its first move) keeps the rest.
    assert_eq!(read.tree.node(ROOT).unwrap().notes().after, ["( 1. d4 ))"]);
    // Text before a game's first move number is no game, and said.
    let read = pgn::read("( 1. e4 ) *", 1).unwrap();
    assert_eq!(read.error, None);
    assert_eq!(
        repairs(&read),
        [
            (1, RepairKind::TextOutsideGame),
            (1, RepairKind::NoTags),
            (1, RepairKind::Variation)
        ]
    );
}

#[test]
fn a_game_of_ten_thousand_moves() {
    let mut text = String::from("[Event \"Long\"]\n\n");
    for n in 0..2500 {
        text.push_str(&format!("{}. Nf3 Nf6 {}. Ng1 Ng8\n", 2 * n + 1, 2 * n + 2));
    }
    text.push_str("1/2-1/2\n");
    let read = pgn::read(&text, 1).unwrap();
    assert_eq!(read.error, None);
    let tree = read.tree;
    let line = main_moves(&tree);
    assert_eq!(line.len(), 10_000);
    assert_eq!(Games::split(&text).headers()[0].plies, 10_000);
    // The start position stands for the fifth time after 8... Ng8: the game is drawn, and
    // every move after it is marked.
    assert_eq!(tree.node(line[15]).unwrap().marks().ended, Some(EndReason::Fivefold));
    assert!(line[..15].iter().all(|&id| !tree.node(id).unwrap().game_over()));
    assert!(line[16..].iter().all(|&id| tree.node(id).unwrap().marks().after_end));
    assert_eq!(
        tree.main_line_end(),
        Some((
            line[15],
            Outcome {
                winner: None,
                reason: EndReason::Fivefold
            }
        ))
    );
    let written = assert_round_trip(&tree, "10,000 moves");
    assert!(
        flat(&written).ends_with("5000. Ng1 Ng8 1/2-1/2"),
        "{}",
        &written[written.len() - 200..]
    );
}

/// A deterministic generator of numbers (a linear congruential one).
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn random_token_soup_never_panics() {
    const TOKENS: &[&str] = &[
        "1.",
        "2...",
        "e4",
        "e5",
        "d4",
        "d5",
        "Nf3",
        "Nc6",
        "Bb5",
        "a6",
        "O-O",
        "0-0",
        "O-O-O",
        "Qh5",
        "Qxf7#",
        "Ke2",
        "e2e4",
        "e7e5",
        "g1f3",
        "--",
        "Z0",
        "!",
        "?",
        "!?",
        "e4!!",
        "+-",
        "=",
        "$1",
        "$14",
        "$999",
        "$",
        "(",
        "(",
        ")",
        ")",
        "{",
        "}",
        "{a comment}",
        "{[%cal Ge2e4,Rd7d5]}",
        "{[%csl Yd4][%clk 0:01:00]}",
        "{}",
        "; rest\n",
        ";",
        "\n",
        "\n%escape\n",
        "%",
        "[Event \"x\"]",
        "[Result \"1-0\"]",
        "[FEN \"8/8 w\"]",
        "[",
        "]",
        "\"",
        "\\",
        "1-0",
        "0-1",
        "1/2-1/2",
        "½-½",
        "*",
        "é",
        "\u{feff}",
        "\u{1F600}",
        "Gaéb",
        "e8=Q",
        "exd6e.p.",
        "N",
        "…",
        "\r\n",
        "\t",
        "12.e4",
        "1...e5",
    ];
    let mut rng = Lcg(0x5eed);
    let mut full = 0;
    for _ in 0..3000 {
        let len = 1 + rng.below(40);
        let mut text = String::new();
        for _ in 0..len {
            text.push_str(TOKENS[rng.below(TOKENS.len())]);
            if rng.below(3) > 0 {
                text.push(' ');
            }
        }
        full += read_everything(&text);
        let report = audit::audit_text(&text, 200);
        assert_eq!(report.games, Games::split(&text).len());
    }
    // The soup has some games that read in full, so their round trip was checked too.
    assert!(full > 100, "{full}");
}

#[test]
fn random_bytes_never_panic() {
    let mut rng = Lcg(42);
    for round in 0..2000 {
        let len = rng.below(300);
        let bytes: Vec<u8> = (0..len)
            .map(|_| {
                // Mostly PGN's own characters, sometimes anything.
                const PGN: &[u8] = b"[]{}()$;%.-+#=!?*/\\\" \n\r12345678abcdefghKQRBNOxZ0";
                if rng.below(4) == 0 {
                    rng.below(256) as u8
                } else {
                    PGN[rng.below(PGN.len())]
                }
            })
            .collect();
        let text = String::from_utf8_lossy(&bytes);
        read_everything(&text);
        if round % 10 == 0 {
            audit::audit_text(&text, 100);
        }
    }
}

/// A random comment text as a reader could have read it: trimmed, not empty, no `[%`, and not
/// both a closing brace and a line break.
fn random_text(rng: &mut Lcg) -> String {
    const CHARS: &[char] = &[
        'a', 'b', 'e', '4', ' ', ' ', '(', ')', '{', '}', ';', '"', '\\', '$', '!', '[', ']', '\n', 'é', '*', '.',
    ];
    loop {
        let len = 1 + rng.below(12);
        let text: String = (0..len).map(|_| CHARS[rng.below(CHARS.len())]).collect();
        let text = text.trim().to_string();
        // A brace and a line break: no comment a reader makes (a `;` comment has no break).
        let unreadable = text.contains('}') && text.contains('\n');
        if !text.is_empty() && !unreadable {
            return text;
        }
    }
}

fn random_notes(rng: &mut Lcg, variation_start: bool, root: bool) -> Notes {
    let mut notes = Notes::default();
    for _ in 0..rng.below(3) {
        notes.after.push(random_text(rng));
    }
    if variation_start {
        for _ in 0..rng.below(3) {
            notes.before.push(random_text(rng));
        }
    }
    if !root {
        notes.nags = (0..rng.below(3)).map(|_| rng.below(256) as u8).collect();
    }
    for _ in 0..rng.below(4) {
        let square = |rng: &mut Lcg| format!("{}{}", (b'a' + rng.below(8) as u8) as char, 1 + rng.below(8));
        let color = Shape::COLORS[rng.below(4)] as char;
        let text = if rng.below(2) == 0 {
            format!("{color}{}", square(rng))
        } else {
            format!("{color}{}{}", square(rng), square(rng))
        };
        notes.shapes.push(Shape::parse(&text).unwrap());
    }
    for _ in 0..rng.below(3) {
        let name = ["clk", "eval", "emt", "x1"][rng.below(4)].to_string();
        let value = ["", "0:01:00", "-0.3", "#-2", "a b  c"][rng.below(5)].to_string();
        notes.commands.push((name, value));
    }
    notes
}

/// Trees made by the tree's own edits, with notes of every kind, write and read back the same.
#[test]
fn random_annotated_trees_round_trip() {
    let mut rng = Lcg(2024);
    for round in 0..300 {
        let mut tree = GameTree::default();
        for _ in 0..40 {
            match rng.below(10) {
                0..=5 => {
                    let moves = tree.position().legal_moves();
                    if tree.node(tree.current()).unwrap().game_over() || moves.is_empty() {
                        tree.goto(ROOT).unwrap();
                    } else if rng.below(20) == 0 && !tree.position().is_check() {
                        tree.play("--").unwrap();
                    } else {
                        let mv = moves[rng.below(moves.len())];
                        tree.play(&mv.to_string()).unwrap();
                    }
                }
                6 => {
                    let ids = tree.preorder();
                    tree.goto(ids[rng.below(ids.len())]).unwrap();
                }
                7 => {
                    let ids = tree.preorder();
                    let id = ids[rng.below(ids.len())];
                    let first = tree
                        .node(id)
                        .unwrap()
                        .parent()
                        .map(|p| tree.node(p).unwrap().children()[0]);
                    let notes = random_notes(&mut rng, first.is_some_and(|f| f != id), id == ROOT);
                    tree.set_notes(id, notes).unwrap();
                }
                8 => {
                    let ids = tree.preorder();
                    let id = ids[rng.below(ids.len())];
                    let _ = match rng.below(4) {
                        0 => tree.promote(id),
                        1 => tree.demote(id),
                        2 => tree.make_main_line(id),
                        _ => tree.delete(id).map(|()| true),
                    };
                }
                _ => {
                    let value: String = (0..rng.below(6))
                        .map(|_| ['a', '"', '\\', ' ', ']', '['][rng.below(6)])
                        .collect();
                    tree.set_tag(["Event", "White", "Annotator"][rng.below(3)], Some(&value));
                    if rng.below(3) == 0 {
                        tree.set_result(["1-0", "0-1", "1/2-1/2", "*"][rng.below(4)]);
                    }
                }
            }
        }
        // Notes written before a move are kept only at a variation's start: the edits above
        // may have moved such a move to the front.
        for id in tree.preorder() {
            let node = tree.node(id).unwrap();
            let first = node.parent().is_none_or(|p| tree.node(p).unwrap().children()[0] == id);
            if first && !node.notes().before.is_empty() {
                let notes = Notes {
                    before: Vec::new(),
                    ..node.notes().clone()
                };
                tree.set_notes(id, notes).unwrap();
            }
        }
        assert_round_trip(&tree, &format!("random tree {round}"));
    }
}

// ---- 4. the tree ----------------------------------------------------------------------------

#[test]
fn a_different_move_makes_a_variation_and_the_same_move_follows_the_line() {
    let mut tree = GameTree::default();
    let main = play_all(&mut tree, "e4 e5 Nf3");
    assert_eq!(tree.current(), main[2]);
    tree.goto(main[0]).unwrap();
    let c5 = tree.play("c5").unwrap();
    assert_eq!(tree.current(), c5);
    assert_eq!(tree.node(main[0]).unwrap().children(), [main[1], c5]);
    assert_eq!(main_moves(&tree), main, "nothing deleted, the main line unchanged");
    assert!(!tree.on_main_line(c5));
    assert_eq!(tree.path(c5), [ROOT, main[0], c5]);
    assert_eq!(tree.ply(c5), 2);
    // Playing the move that is already there follows it: no new node, no edit.
    tree.goto(ROOT).unwrap();
    let undo_before = tree.can_undo();
    let bound = tree.id_bound();
    assert_eq!(tree.play("e2e4").unwrap(), main[0]);
    assert_eq!(tree.play("e5").unwrap(), main[1]);
    assert_eq!(tree.id_bound(), bound);
    assert_eq!(tree.node(ROOT).unwrap().children().len(), 1);
    assert_eq!(tree.can_undo(), undo_before);
    // A move that cannot be played changes nothing.
    let before = tree.clone();
    let error = tree.play("Ke3").unwrap_err();
    assert_eq!(error.code(), "IllegalMove");
    assert!(tree.same_game(&before));
    assert_eq!(tree.play("xyz").unwrap_err().code(), "InvalidMove");
    assert_eq!(tree.goto(999).unwrap_err().code(), "InvalidArgument");
}

/// A tree with variations two levels deep:
/// 1. e4 e5 (1... c5 2. Nf3 d6 (2... Nc6 3. d4)) (1... e6 2. d4) 2. Nf3 Nc6 3. Bb5
fn lesson() -> (GameTree, [NodeId; 9]) {
    let mut tree = GameTree::default();
    let main = play_all(&mut tree, "e4 e5 Nf3 Nc6 Bb5");
    tree.goto(main[0]).unwrap();
    let sicilian = play_all(&mut tree, "c5 Nf3 d6");
    tree.goto(sicilian[1]).unwrap();
    let inner = play_all(&mut tree, "Nc6 d4");
    tree.goto(main[0]).unwrap();
    let french = play_all(&mut tree, "e6 d4");
    tree.goto(main[4]).unwrap();
    (
        tree,
        [
            main[0],
            main[1],
            main[4],
            sicilian[0],
            sicilian[1],
            inner[0],
            inner[1],
            french[0],
            french[1],
        ],
    )
}

/// Runs `edit` on a copy of `tree` at `current`, checks that it changed the game, undoes it,
/// and checks that the game and the current node are back exactly as they were.
fn assert_undo_restores(tree: &GameTree, current: NodeId, what: &str, edit: impl FnOnce(&mut GameTree)) -> GameTree {
    let mut tree = tree.clone();
    tree.goto(current).unwrap();
    let before = tree.clone();
    edit(&mut tree);
    let after = tree.clone();
    assert!(!tree.same_game(&before), "{what}: nothing changed");
    assert!(tree.undo(), "{what}: nothing to undo");
    assert!(
        tree.same_game(&before),
        "{what}: undo did not restore the game\n{}\n{}",
        pgn::write(&tree),
        pgn::write(&before)
    );
    assert_eq!(pgn::write(&tree), pgn::write(&before), "{what}");
    assert_eq!(tree.current(), current, "{what}: undo did not restore the current node");
    assert_eq!(tree.result(), before.result(), "{what}");
    after
}

#[test]
fn promote_demote_main_line_delete_and_undo() {
    let (tree, [e4, e5, bb5, c5, nf3, nc6, d4, e6, french_d4]) = lesson();
    assert!(
        flat(&pgn::write(&tree))
            .ends_with("1. e4 e5 (1... c5 2. Nf3 d6 (2... Nc6 3. d4)) (1... e6 2. d4) 2. Nf3 Nc6 3. Bb5 *")
    );
    assert_eq!(tree.main_line().last(), Some(&bb5));

    let promoted = assert_undo_restores(&tree, d4, "promote", |t| assert!(t.promote(d4).unwrap()));
    assert_eq!(promoted.node(nf3).unwrap().children()[0], nc6);
    assert_eq!(promoted.current(), d4);
    let promoted = assert_undo_restores(&tree, bb5, "promote e6", |t| assert!(t.promote(e6).unwrap()));
    assert_eq!(promoted.node(e4).unwrap().children(), [e5, e6, c5]);
    // The main line has no variation to promote.
    let mut same = tree.clone();
    assert!(!same.promote(bb5).unwrap());
    assert!(same.same_game(&tree));

    let main = assert_undo_restores(&tree, nf3, "make_main_line", |t| assert!(t.make_main_line(d4).unwrap()));
    assert_eq!(sans(&main, &main_moves(&main)), ["e4", "c5", "Nf3", "Nc6", "d4"]);
    assert_eq!(main.node(e4).unwrap().children(), [c5, e5, e6]);
    assert_eq!(main.node(nf3).unwrap().children()[0], nc6);

    let demoted = assert_undo_restores(&tree, bb5, "demote", |t| assert!(t.demote(bb5).unwrap()));
    assert_eq!(demoted.node(e4).unwrap().children(), [c5, e5, e6]);
    assert_eq!(sans(&demoted, &main_moves(&demoted)), ["e4", "c5", "Nf3", "d6"]);
    // The last line of the last variation has nowhere to go down.
    let mut same = tree.clone();
    assert!(!same.demote(french_d4).unwrap());
    assert!(same.same_game(&tree));

    // Deleting the line the current node is in moves the current node up; undo puts it back.
    let deleted = assert_undo_restores(&tree, d4, "delete", |t| t.delete(c5).unwrap());
    assert_eq!(deleted.current(), e4);
    assert!(deleted.get(c5).is_none() && deleted.get(d4).is_none());
    assert_eq!(deleted.node(d4).unwrap_err().code(), "InvalidArgument");
    assert_eq!(deleted.node(e4).unwrap().children(), [e5, e6]);
    // Deleting the main line's move promotes nothing: the first variation becomes main.
    let deleted = assert_undo_restores(&tree, bb5, "delete main", |t| t.delete(e5).unwrap());
    assert_eq!(deleted.node(e4).unwrap().children(), [c5, e6]);
    assert_eq!(deleted.current(), e4);
    let mut root = tree.clone();
    assert_eq!(root.delete(ROOT).unwrap_err(), drawboard::tree::TreeError::Root);

    let notes = Notes {
        after: vec!["The main move".into()],
        nags: vec![1],
        shapes: vec![Shape::parse("Ge2e4").unwrap(), Shape::parse("Rd4").unwrap()],
        ..Notes::default()
    };
    let noted = assert_undo_restores(&tree, bb5, "set_notes", |t| t.set_notes(e4, notes.clone()).unwrap());
    // Circles are put before arrows.
    assert_eq!(noted.node(e4).unwrap().notes().shapes[0].to_string(), "Rd4");
    assert_round_trip(&noted, "notes");
    assert_undo_restores(&tree, bb5, "set_tag", |t| t.set_tag("White", Some("Morphy")));
    let tagged = assert_undo_restores(&tree, bb5, "set_tag Result", |t| t.set_tag("Result", Some("1-0")));
    assert_eq!(tagged.result(), "1-0");
    // Undo of a move played.
    let played = assert_undo_restores(&tree, nc6, "play", |t| {
        t.play("c3").unwrap();
    });
    assert_eq!(played.node(nc6).unwrap().children().len(), 2);

    // A whole series undone step by step gives the start back.
    let mut edited = tree.clone();
    let mut edits = 0;
    edits += usize::from(edited.promote(d4).unwrap());
    edits += usize::from(edited.make_main_line(e6).unwrap());
    edited.delete(c5).unwrap();
    edited.set_notes(bb5, notes.clone()).unwrap();
    edits += 2 + usize::from(edited.demote(e6).unwrap());
    assert_eq!(edits, 5);
    for _ in 0..edits {
        assert!(edited.undo());
    }
    assert!(edited.same_game(&tree));
    assert_eq!(edited.current(), bb5);
    // The moves that made the lesson are undone too, back to the empty board.
    while edited.undo() {}
    assert!(edited.same_game(&GameTree::default()));
    assert_eq!(edited.current(), ROOT);
}

#[test]
fn the_result_follows_the_main_line() {
    let mut tree = GameTree::default();
    let moves = play_all(&mut tree, "e4 e5 Bc4 Nc6 Qh5 Nf6");
    assert_eq!(tree.result(), "*");
    let mate = tree.play("Qxf7#").unwrap();
    assert_eq!(tree.node(mate).unwrap().san(), "Qxf7#");
    assert_eq!(tree.result(), "1-0");
    assert_eq!(tree.tag("Result"), Some("1-0"));
    assert_eq!(
        tree.main_line_end(),
        Some((
            mate,
            Outcome {
                winner: Some(Color::White),
                reason: EndReason::Checkmate
            }
        ))
    );
    // No move after mate.
    let error = tree.play("Ke7").unwrap_err();
    assert_eq!(error.code(), "GameOver");
    assert!(matches!(
        error,
        drawboard::tree::TreeError::Move(MoveError::GameOver(_))
    ));
    // Deleting the mate: the game goes on.
    tree.delete(mate).unwrap();
    assert_eq!(tree.result(), "*");
    assert_eq!(tree.current(), moves[5]);
    assert!(tree.undo());
    assert_eq!(tree.result(), "1-0");
    // A mate in a variation does not decide the game until it is the main line.
    tree.delete(mate).unwrap();
    tree.play("d3").unwrap();
    tree.goto(moves[5]).unwrap();
    let mate = tree.play("Qxf7#").unwrap();
    assert!(!tree.on_main_line(mate));
    assert_eq!(tree.result(), "*");
    tree.make_main_line(mate).unwrap();
    assert_eq!(tree.result(), "1-0");
    tree.demote(mate).unwrap();
    assert_eq!(tree.result(), "*");
    tree.promote(mate).unwrap();
    assert_eq!(tree.result(), "1-0");
    assert_round_trip(&tree, "mate");

    // Stalemate: a draw, and no move after it.
    let mut tree = GameTree::new("k7/8/8/1Q6/8/8/8/K7 w - - 0 1".parse().unwrap());
    let stalemate = tree.play("Qb6").unwrap();
    assert_eq!(tree.node(stalemate).unwrap().marks().ended, Some(EndReason::Stalemate));
    assert_eq!(tree.result(), "1/2-1/2");
    assert_eq!(tree.play("Kb8").unwrap_err().code(), "GameOver");
    // A start position that is already over takes no move.
    let mut tree = GameTree::new("k7/8/1Q6/8/8/8/8/K7 b - - 0 1".parse().unwrap());
    assert_eq!(tree.node(ROOT).unwrap().marks().ended, Some(EndReason::Stalemate));
    assert_eq!(tree.play("Ka7").unwrap_err().code(), "GameOver");
}

#[test]
fn repetitions_along_a_variation_count_only_its_own_path() {
    let mut tree = GameTree::default();
    // The start position stands again after 2... Ng8 (before the branch), 4... Ng8 and
    // 6... Ng8 (after it).
    let main = play_all(&mut tree, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    assert_eq!(tree.status(main[3]).unwrap().repetitions, 2);
    assert_eq!(tree.status(main[7]).unwrap().repetitions, 3);
    assert_eq!(tree.status(main[11]).unwrap().repetitions, 4);
    assert_eq!(tree.node(main[7]).unwrap().marks().claim, Some(ClaimRule::Threefold));
    assert_eq!(tree.node(main[11]).unwrap().marks().ended, None);
    // The variation branches after 3. Nf3 (main[4]): 3... Nc6 4. Ng1 Nb8.
    tree.goto(main[4]).unwrap();
    let var = play_all(&mut tree, "Nc6 Ng1 Nb8");
    assert!(!tree.on_main_line(var[2]));
    let status = tree.status(var[2]).unwrap();
    // The start, 2... Ng8 and this: the main line after the branch does not count.
    assert_eq!(status.repetitions, 3);
    assert!(status.threefold && !status.fivefold);
    let marks = tree.node(var[2]).unwrap().marks();
    assert_eq!(marks.claim, Some(ClaimRule::Threefold));
    assert_eq!(marks.announce, Some(ClaimRule::Threefold));
    assert_eq!(marks.ended, None);
    // One move earlier in the variation, nothing repeats.
    assert_eq!(tree.status(var[1]).unwrap().repetitions, 1);
    assert_eq!(tree.node(var[1]).unwrap().marks().claim, None);
    // A variation branching at the start counts only the start.
    tree.goto(ROOT).unwrap();
    let early = play_all(&mut tree, "Nc3 Nc6 Nb1 Nb8");
    assert_eq!(tree.status(early[3]).unwrap().repetitions, 2);
    assert_eq!(tree.node(early[3]).unwrap().marks().claim, None);
    assert_eq!(sans(&tree, &main_moves(&tree)).len(), 12);
}

#[test]
fn the_claim_timeline() {
    let mut text = String::new();
    for n in 0..4 {
        text.push_str(&format!("{}. Nf3 Nf6 {}. Ng1 Ng8 ", 2 * n + 1, 2 * n + 2));
    }
    text.push_str("9. Nf3 Nf6 *");
    let tree = read_ok(&text);
    let line = main_moves(&tree);
    assert_eq!(line.len(), 18);
    let marks = |ply: usize| tree.node(line[ply - 1]).unwrap().marks();
    // The start position for the third time after 4... Ng8 (ply 8): the player to move may
    // claim, and the player who moved could have claimed by announcing the move.
    assert_eq!(marks(7).claim, None);
    assert_eq!(marks(8).claim, Some(ClaimRule::Threefold));
    assert_eq!(marks(8).announce, Some(ClaimRule::Threefold));
    assert_eq!(marks(8).ended, None);
    assert_eq!(marks(9).claim, Some(ClaimRule::Threefold));
    // The fifth time, after 8... Ng8 (ply 16): over.
    assert_eq!(marks(15).ended, None);
    assert_eq!(marks(16).ended, Some(EndReason::Fivefold));
    assert_eq!(marks(16).claim, None);
    assert!(!marks(16).after_end);
    for ply in [17, 18] {
        assert_eq!(
            marks(ply),
            drawboard::tree::Marks {
                after_end: true,
                ..Default::default()
            }
        );
    }
    assert!(tree.node(line[16]).unwrap().game_over());
    // The tree takes no move there by `play`.
    let mut tree = tree.clone();
    tree.goto(line[15]).unwrap();
    assert_eq!(tree.play("Nc3").unwrap_err().code(), "GameOver");
    assert_eq!(tree.status(line[15]).unwrap().repetitions, 5);
}

#[test]
fn fifty_and_seventy_five_move_marks() {
    let mut tree = GameTree::new("r3k3/8/8/8/8/8/8/R3K3 w - - 99 60".parse().unwrap());
    let quiet = tree.play("Ra2").unwrap();
    assert_eq!(tree.position().halfmove_clock(), 100);
    let marks = tree.node(quiet).unwrap().marks();
    assert_eq!(marks.claim, Some(ClaimRule::FiftyMoves));
    assert_eq!(marks.announce, Some(ClaimRule::FiftyMoves));
    let next = tree.play("Ke7").unwrap();
    assert_eq!(tree.node(next).unwrap().marks().claim, Some(ClaimRule::FiftyMoves));
    // A capture resets the count.
    tree.goto(ROOT).unwrap();
    let capture = tree.play("Rxa8").unwrap();
    assert_eq!(tree.node(capture).unwrap().marks(), drawboard::tree::Marks::default());
    // The seventy-five-move rule ends the game.
    let mut tree = GameTree::new("r3k3/8/8/8/8/8/8/R3K3 w - - 149 80".parse().unwrap());
    let last = tree.play("Ra2").unwrap();
    assert_eq!(
        tree.node(last).unwrap().marks().ended,
        Some(EndReason::SeventyFiveMoves)
    );
    assert_eq!(tree.result(), "1/2-1/2");
}

// ---- 5. the audit ---------------------------------------------------------------------------

fn audit_one(text: &str) -> Report {
    let report = audit::audit_text(text, audit::DEFAULT_BUDGET);
    assert_eq!(report.games, 1, "{text}");
    report
}

fn fide(article: &'static str) -> Law {
    Law {
        book: Book::Fide,
        article,
    }
}

fn kinds(report: &Report) -> Vec<Kind> {
    report.findings.iter().map(|f| f.kind()).collect()
}

#[test]
fn audit_finds_an_illegal_move() {
    let report = audit_one("[White \"A\"]\n[Black \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 Nc6 *");
    assert_eq!(kinds(&report), [Kind::IllegalMove]);
    let finding = &report.findings[0];
    assert_eq!(finding.game, 1);
    assert_eq!(finding.players, "A - B");
    assert!(
        matches!(&finding.what, What::IllegalMove { line: 5, error } if error.contains("Ke3")),
        "{:?}",
        finding.what
    );
    assert_eq!(report.plies, 2);
    let report = audit_one("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 *");
    assert_eq!(kinds(&report), [Kind::Unreadable]);
}

#[test]
fn audit_finds_a_win_on_time_that_could_never_have_mated() {
    let game = |fen: &str, result: &str| {
        format!(
            "[White \"W\"]\n[Black \"B\"]\n[Result \"{result}\"]\n[Termination \"Time forfeit\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n\n1. Kd1 Ra1+ 2. Kc2 {result}\n"
        )
    };
    // White has a lone king: Black's flag fell, but White could never mate.
    let report = audit_one(&game("8/8/4k3/8/8/8/r7/4K3 w - - 0 1", "1-0"));
    assert_eq!(kinds(&report), [Kind::TimeWinCannotMate]);
    assert_eq!(report.findings[0].at.as_deref(), Some("2. Kc2"));
    assert!(
        matches!(
            report.findings[0].what,
            What::TimeWinCannotMate {
                winner: Color::White,
                proof: Proof::Material,
                ..
            }
        ),
        "{:?}",
        report.findings[0].what
    );
    assert_eq!(report.findings[0].what.laws(), [fide("6.9")]);
    // With a queen White could mate: a fair win.
    let report = audit_one(&game("8/8/4k3/8/8/8/r7/4K2Q w - - 0 1", "1-0"));
    assert_eq!(kinds(&report), []);
    // Black, with the rook, wins on time fairly.
    let report = audit_one(&game("8/8/4k3/8/8/8/r7/4K3 w - - 0 1", "0-1"));
    assert_eq!(kinds(&report), []);
    // A resignation is not a win on time.
    let report = audit_one(&game("8/8/4k3/8/8/8/r7/4K3 w - - 0 1", "1-0").replace("Time forfeit", "Normal"));
    assert_eq!(kinds(&report), []);
}

#[test]
fn audit_finds_a_missed_threefold_claim() {
    let report = audit_one("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 e5 1/2-1/2");
    assert_eq!(kinds(&report), [Kind::MissedClaim]);
    let finding = &report.findings[0];
    assert_eq!(finding.at.as_deref(), Some("4... Ng8"));
    // White, to move, could have claimed; Black by announcing the move.
    assert!(
        matches!(
            finding.what,
            What::MissedClaim {
                rule: ClaimRule::Threefold,
                side: Color::White,
                more: 0
            }
        ),
        "{:?}",
        finding.what
    );
    assert_eq!(finding.what.laws(), [fide("9.2.1.2"), fide("9.2.1.1")]);
    // Every later chance is counted in the one finding.
    let report = audit_one("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. e4 *");
    assert_eq!(kinds(&report), [Kind::MissedClaim]);
    assert!(
        matches!(report.findings[0].what, What::MissedClaim { more: 2, .. }),
        "{:?}",
        report.findings[0].what
    );
    // A claim made at the end is no missed claim.
    let report = audit_one("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 1/2-1/2");
    assert_eq!(kinds(&report), []);
    // A missed fifty-move claim.
    let report = audit_one("[SetUp \"1\"]\n[FEN \"r3k3/8/8/8/8/8/8/R3K3 w - - 98 60\"]\n\n60. Ra2 Ra7 61. Ra1 Ra8 *");
    assert_eq!(kinds(&report), [Kind::MissedClaim]);
    assert_eq!(report.findings[0].at.as_deref(), Some("60... Ra7"));
    assert!(
        matches!(
            report.findings[0].what,
            What::MissedClaim {
                rule: ClaimRule::FiftyMoves,
                side: Color::White,
                more: 1
            }
        ),
        "{:?}",
        report.findings[0].what
    );
    assert_eq!(report.findings[0].what.laws(), [fide("9.3.2"), fide("9.3.1")]);
}

#[test]
fn audit_finds_moves_after_the_end() {
    // Moves after mate.
    let report = audit_one("[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 3. Kf2 0-1");
    assert_eq!(kinds(&report), [Kind::MovesAfterEnd]);
    assert_eq!(report.findings[0].at.as_deref(), Some("2... Qh4#"));
    // Black mated; no move was played after it, and 3. Kf2 was written.
    let mated = Outcome {
        winner: Some(Color::Black),
        reason: EndReason::Checkmate,
    };
    assert!(
        matches!(&report.findings[0].what, What::MovesAfterEnd { ended, played: 0, written: Some(w) } if *ended == mated && w.contains("3. Kf2")),
        "{:?}",
        report.findings[0].what
    );
    assert_eq!(report.findings[0].what.laws(), [fide("5.1.1")]);
    let report = audit_one("[Result \"1-0\"]\n\n1. f3 e5 2. g4 Qh4# 3. Kf2 Qxf2+ 1-0");
    assert_eq!(kinds(&report), [Kind::MovesAfterEnd, Kind::ResultAfterEnd]);
    // A move after a mate in a variation is no move after the end of the game.
    let report = audit_one("1. f3 e5 2. g4 (2. Nc3 Qh4 3. g3) 2... Qh4# (2... Nc6 3. e4 Qh4 4. Ke2) 0-1");
    assert_eq!(kinds(&report), []);
    let report = audit_one("1. f3 e5 2. Nc3 (2. g4 Qh4# 3. Kf2) 2... d5 *");
    assert_eq!(kinds(&report), [Kind::IllegalMove]);
    assert!(
        matches!(&report.findings[0].what, What::IllegalMove { error, .. } if error.contains("the game had ended in checkmate")),
        "{:?}",
        report.findings[0].what
    );
    // Moves after a fivefold repetition, and a result that ignores it.
    let mut text = String::from("[Result \"1-0\"]\n\n");
    for n in 0..4 {
        text.push_str(&format!("{}. Nf3 Nf6 {}. Ng1 Ng8 ", 2 * n + 1, 2 * n + 2));
    }
    text.push_str("9. e4 e5 10. Qh5 1-0");
    let report = audit_one(&text);
    assert_eq!(
        kinds(&report),
        [Kind::MovesAfterEnd, Kind::ResultAfterEnd, Kind::MissedClaim]
    );
    assert_eq!(report.findings[0].at.as_deref(), Some("8... Ng8"));
    let fivefold = Outcome {
        winner: None,
        reason: EndReason::Fivefold,
    };
    assert!(
        matches!(&report.findings[0].what, What::MovesAfterEnd { ended, played: 3, written: None } if *ended == fivefold),
        "{:?}",
        report.findings[0].what
    );
    assert!(
        matches!(&report.findings[1].what, What::ResultAfterEnd { recorded, expected: "1/2-1/2", ended } if recorded == "1-0" && *ended == fivefold),
        "{:?}",
        report.findings[1].what
    );
    assert_eq!(report.findings[1].what.laws(), [fide("9.6.1")]);
    assert_eq!(report.ended_by_rule, 1);
    // The same moves, drawn: no wrong result.
    let report = audit_one(&text.replace("1-0", "1/2-1/2"));
    assert_eq!(kinds(&report), [Kind::MovesAfterEnd, Kind::MissedClaim]);
}

#[test]
fn audit_finds_wrong_results() {
    // A final stalemate recorded as a win.
    let report = audit_one("[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"k7/8/8/1Q6/8/8/8/K7 w - - 0 1\"]\n\n1. Qb6 1-0");
    assert_eq!(kinds(&report), [Kind::WrongResult]);
    assert!(
        matches!(
            &report.findings[0].what,
            What::WrongResult {
                expected: "1/2-1/2",
                ended: Outcome {
                    winner: None,
                    reason: EndReason::Stalemate
                },
                ..
            }
        ),
        "{:?}",
        report.findings[0].what
    );
    // A mate recorded for the wrong side.
    let report = audit_one("1. f3 e5 2. g4 Qh4# 1-0");
    assert_eq!(kinds(&report), [Kind::WrongResult]);
    // The Result tag and the result after the moves differ.
    let report = audit_one("[Result \"1-0\"]\n\n1. e4 e5 0-1");
    assert_eq!(kinds(&report), [Kind::ResultTagMismatch]);
    // A decisive result in a dead position (king and bishop against king).
    let report =
        audit_one("[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/3p4/2B1K3 w - - 0 1\"]\n\n1. Bxd2 1-0");
    assert_eq!(kinds(&report), [Kind::ResultAfterEnd]);
    assert!(
        matches!(
            &report.findings[0].what,
            What::ResultAfterEnd {
                ended: Outcome {
                    winner: None,
                    reason: EndReason::InsufficientMaterial
                },
                ..
            }
        ),
        "{:?}",
        report.findings[0].what
    );
    // ... and drawn, it is fine.
    let report = audit_one(
        "[Result \"1/2-1/2\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/3p4/2B1K3 w - - 0 1\"]\n\n1. Bxd2 1/2-1/2",
    );
    assert_eq!(kinds(&report), []);
}

#[test]
fn audit_of_clean_games_finds_nothing() {
    let report = audit::audit_text(TWO_GAMES, audit::DEFAULT_BUDGET);
    assert_eq!((report.games, report.plies), (2, 5));
    assert_eq!(kinds(&report), []);
    assert_eq!(report.games_with_findings(), 0);
    let mate = audit_one("[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1");
    assert_eq!(kinds(&mate), []);
    assert_eq!(mate.ended_by_rule, 1);
    // The real files are clean. Two study chapters end in mate, and the ICC game ends 52. Qhb8#.
    let mut ended = 0;
    for file in REAL_FILES {
        let report = audit::audit_text(&std::fs::read_to_string(data_dir().join(file)).unwrap(), 2_000);
        assert_eq!(kinds(&report), [], "{file}: {:?}", report.findings);
        ended += report.ended_by_rule;
    }
    assert_eq!(ended, 3);
}

#[test]
fn audit_counts_games_with_findings() {
    let text = format!(
        "{TWO_GAMES}\n[Result \"1-0\"]\n\n1. e4 e5 0-1\n\n1. e4 e5 2. Ke3 *\n\n[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"k7/8/8/1Q6/8/8/8/K7 w - - 0 1\"]\n\n1. Qb6 1-0"
    );
    let report = audit::audit_text(&text, audit::DEFAULT_BUDGET);
    assert_eq!(report.games, 5);
    assert_eq!(
        kinds(&report),
        [Kind::ResultTagMismatch, Kind::IllegalMove, Kind::WrongResult]
    );
    let games: Vec<usize> = report.findings.iter().map(|f| f.game).collect();
    assert_eq!(games, [3, 4, 5]);
    assert_eq!(report.games_with_findings(), 3);
    for kind in Kind::ALL {
        assert_eq!(
            report.count(kind),
            report.findings.iter().filter(|f| f.kind() == kind).count()
        );
    }
}

/// A lesson's commands for puzzle mode and the rule quizzes (`[%find]`, `[%quiz ...]`), on the
/// start (before the first move) and on moves, are kept as written and read back the same.
#[test]
fn lesson_commands_round_trip() {
    let text = "[FEN \"8/8/3k4/3b4/8/2B5/3K4/8 w - - 0 1\"]\n[SetUp \"1\"]\n\n\
                {White to play. [%quiz flag]} 1. Kd3 {[%find]} Ke6 2. Bd4 {[%find] [%quiz dead,mate-white] Why?} *";
    let tree = read_ok(text);
    let line = main_moves(&tree);
    let commands = |id: NodeId| tree.node(id).expect("a node").notes().commands.clone();
    let named = |list: &[(&str, &str)]| {
        list.iter()
            .map(|(n, v)| (n.to_string(), v.to_string()))
            .collect::<Vec<_>>()
    };
    assert_eq!(commands(ROOT), named(&[("quiz", "flag")]));
    assert_eq!(
        tree.node(ROOT).expect("the start").notes().after,
        vec!["White to play.".to_string()]
    );
    assert_eq!(commands(line[0]), named(&[("find", "")]));
    assert_eq!(commands(line[1]), named(&[]));
    assert_eq!(commands(line[2]), named(&[("find", ""), ("quiz", "dead,mate-white")]));
    let written = assert_round_trip(&tree, "lesson commands");
    assert!(
        flat(&written).contains(
            "{[%quiz flag] White to play.} 1. Kd3 {[%find]} 1... Ke6 2. Bd4 {[%find][%quiz dead,mate-white] Why?}"
        ),
        "{written}"
    );
}

// ---- 5. messy files from real teachers ----------------------------------------------------

/// The kinds of a game's repairs, in order.
fn repair_kinds(read: &pgn::ReadGame) -> Vec<RepairKind> {
    read.repairs.iter().map(|r| r.kind).collect()
}

#[test]
fn a_bad_tag_loses_no_game_after_it() {
    let text = "[Event \"One\"]\n\n1. e4 e5 1-0\n\n[Event \"Two\"]\n[Annotator \"Smith \"the great\"\"]\n\n1. d4 d5 0-1\n\n[Event \"Three\"]\n\n1. c4 *\n";
    let games = Games::split(text);
    assert_eq!(games.len(), 3);
    let two = games.read(1).unwrap();
    assert_eq!(two.error, None);
    assert_eq!(repair_kinds(&two), [RepairKind::TagQuotes]);
    assert_eq!(two.repairs[0].line, 6);
    let annotator = two
        .tree
        .tags()
        .iter()
        .find(|(n, _)| n == "Annotator")
        .unwrap()
        .1
        .clone();
    assert_eq!(annotator, "Smith \"the great\"");
    assert_eq!(main_moves(&games.read(2).unwrap().tree).len(), 1);
    // Written back, the quotes are escaped: standard PGN, read with no repair.
    let clean = pgn::write(&two.tree);
    assert!(clean.contains(r#"[Annotator "Smith \"the great\""]"#), "{clean}");
    assert!(pgn::read(&clean, 1).unwrap().repairs.is_empty());
}

#[test]
fn a_broken_game_between_two_good_ones_hides_neither() {
    let text = "[Event \"A\"]\n\n1. e4 e5 2. Nf3 1-0\n\n[Event \"B\"]\n\n1. e4 e5 2. Ke3 Nc6 (2... d6 0-1\n\n[Event \"C\"]\n\n1. d4 Nf6 2. c4 1/2-1/2\n";
    let games = Games::split(text);
    assert_eq!(games.len(), 3);
    let reads: Vec<_> = (0..3).map(|i| games.read(i).unwrap()).collect();
    assert_eq!(reads[0].error, None);
    assert!(reads[1].error.as_ref().unwrap().message.contains("Ke3"));
    assert_eq!(reads[2].error, None);
    assert_eq!(sans(&reads[2].tree, &main_moves(&reads[2].tree)), ["d4", "Nf6", "c4"]);
    assert_eq!(reads[2].tree.result(), "1/2-1/2");
}

#[test]
fn text_before_the_first_game_and_games_without_tags() {
    let text = "Games of the club championship, exported 1998\n% an escape line\n\n1. e4 e5 2. Nf3 *\n\n1. d4 d5 *\n";
    let games = Games::split(text);
    assert_eq!(games.len(), 2);
    let first = games.read(0).unwrap();
    assert_eq!(repair_kinds(&first), [RepairKind::TextOutsideGame, RepairKind::NoTags]);
    assert!(
        first.repairs[0].written.starts_with("Games of the club"),
        "{:?}",
        first.repairs
    );
    assert_eq!(main_moves(&first.tree).len(), 3);
    assert_eq!(main_moves(&games.read(1).unwrap().tree).len(), 2);
}

#[test]
fn moves_every_player_reads_are_read_and_said() {
    for (moves, kind, read_as) in [
        ("1. e4 e5 2. Ng1-f3", RepairKind::LongAlgebraic, "Nf3"),
        ("1. e2-e4 e5", RepairKind::LongAlgebraic, "e4"),
        ("1. e2e4 e5", RepairKind::LongAlgebraic, "e4"),
        ("1. e4 e5 2. ♘f3", RepairKind::Figurine, "Nf3"),
        ("1. e4 e5 2. Sf3", RepairKind::PieceLetters, "de sv"),
        ("1. e4 e5 2. Cf3 Cc6 3. Fc4", RepairKind::PieceLetters, "fr"),
        ("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. 0-0", RepairKind::Castling, "O-O"),
        ("1. e4 e5 2. Nf3+", RepairKind::CheckSign, "Nf3"),
        ("1. e4 e5 2. Ngf3", RepairKind::Disambiguation, "Nf3"),
        ("1. e4 e5 2. Z0", RepairKind::NullMove, "--"),
    ] {
        let read = pgn::read(&format!("{moves} *"), 1).unwrap_or_else(|e| panic!("{moves}: {e}"));
        assert_eq!(read.error, None, "{moves}");
        let found = read
            .repairs
            .iter()
            .find(|r| r.kind == kind)
            .unwrap_or_else(|| panic!("{moves}: {:?}", read.repairs));
        if !read_as.is_empty() {
            assert_eq!(found.read, read_as, "{moves}");
        }
    }
    // German throughout: the game's letters are kept once found (L is a bishop, S a knight).
    let read = pgn::read("1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. O-O Le7 6. Te1 *", 1).unwrap();
    assert_eq!(read.error, None);
    let line = main_moves(&read.tree);
    assert_eq!(sans(&read.tree, &line)[9..], ["Be7", "Re1"]);
    assert_eq!(repair_kinds(&read), [RepairKind::NoTags, RepairKind::PieceLetters]);
    // En passant marked, a promotion in lower case.
    let read = pgn::read("[FEN \"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1\"]\n\n1. exd6 e.p. Kd7 *", 1).unwrap();
    assert_eq!(repair_kinds(&read), [RepairKind::EnPassant]);
    let read = pgn::read("[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. a8q *", 1).unwrap();
    assert_eq!(
        (repair_kinds(&read), read.repairs[0].read.as_str()),
        (vec![RepairKind::Promotion], "a8=Q+")
    );
}

#[test]
fn a_variation_that_repeats_the_move_beside_it_keeps_the_main_line() {
    // As engines annotate: each variation starts with the move it replaces.
    let text = "[Event \"Engine\"]\n\n1. e4 e5 2. Nf3 Nc6 ({+0.30} 2... Nc6 3. Bb5 a6) 3. Bc4 Bc5 ({+0.25} 3... Bc5 4. c3 Nf6) 4. c3 Nf6 *";
    let read = pgn::read(text, 1).unwrap();
    assert_eq!(read.error, None);
    let line = main_moves(&read.tree);
    assert_eq!(
        sans(&read.tree, &line),
        ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5", "c3", "Nf6"]
    );
    assert_eq!(
        read.repairs
            .iter()
            .filter(|r| r.kind == RepairKind::RepeatedMove)
            .count(),
        2
    );
    // The variations' continuations come after the main line's move.
    let after_nc6 = read.tree.node(line[3]).unwrap().children().to_vec();
    assert_eq!(sans(&read.tree, &after_nc6), ["Bc4", "Bb5"]);
    // The main line's last position is the game's.
    assert_eq!(
        read.tree.node(line[7]).unwrap().position().to_fen(),
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2P2N2/PP1P1PPP/RNBQK2R w KQkq - 1 5"
    );
    // Written back, the comment stays and the file reads without repairs.
    let clean = pgn::write(&read.tree);
    let back = pgn::read(&clean, 1).unwrap();
    assert!(back.repairs.is_empty(), "{clean}\n{:?}", back.repairs);
    assert!(back.tree.same_game(&read.tree), "{clean}");
}

#[test]
fn tags_as_other_programs_write_them() {
    for (tag, kind, value) in [
        ("[Site \"C:\\\"]", RepairKind::TagBackslash, "C:\\"),
        ("[Site \"Berlin\"", RepairKind::TagUnclosed, "Berlin"),
        ("[Site \"Berlin]", RepairKind::TagUnclosed, "Berlin"),
        ("[Site Berlin]", RepairKind::TagUnquoted, "Berlin"),
        (
            "[Site \"Club \"Kings\" Hall\"]",
            RepairKind::TagQuotes,
            "Club \"Kings\" Hall",
        ),
    ] {
        let text = format!("[Event \"E\"]\n{tag}\n[Result \"*\"]\n\n1. e4 *\n\n[Event \"Next\"]\n\n1. d4 *\n");
        let games = Games::split(&text);
        assert_eq!(games.len(), 2, "{tag}");
        let read = games.read(0).unwrap();
        assert_eq!((read.error.clone(), repair_kinds(&read)), (None, vec![kind]), "{tag}");
        assert_eq!(read.repairs[0].line, 2, "{tag}");
        assert_eq!(read.tree.tag("Site"), Some(value), "{tag}");
        assert_eq!(read.tree.tag("Result"), Some("*"), "{tag}: the tags after it are read");
        assert!(games.read(1).unwrap().repairs.is_empty(), "{tag}");
        // Written back as standard PGN: read again, nothing to repair.
        assert!(
            pgn::read(&pgn::write(&read.tree), 1).unwrap().repairs.is_empty(),
            "{tag}"
        );
    }
}

#[test]
fn results_missing_or_contradicting_the_tag() {
    // No result after the moves: the tag's is kept, and said.
    let read = pgn::read("[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#\n", 1).unwrap();
    assert_eq!(
        (repair_kinds(&read), read.tree.result()),
        (vec![RepairKind::ResultMissing], "1-0")
    );
    // A result after the moves that is not the tag's: the tag wins, and it is said.
    let read = pgn::read("[Result \"0-1\"]\n\n1. e4 e5 1/2-1/2\n", 1).unwrap();
    assert_eq!(repair_kinds(&read), [RepairKind::ResultContradicts]);
    assert_eq!(
        (read.repairs[0].written.as_str(), read.repairs[0].read.as_str()),
        ("1/2-1/2", "0-1")
    );
    assert_eq!(read.tree.result(), "0-1");
    // A tag of `*` says nothing: the moves' result is kept, and nothing is said.
    let read = pgn::read("[Result \"*\"]\n\n1. e4 e5 1-0\n", 1).unwrap();
    assert_eq!((read.repairs.len(), read.tree.result()), (0, "1-0"));
}

#[test]
fn nag_glyphs_and_glued_nags() {
    let tree = read_ok("1. e4‼ e5⁇ 2. Nf3⁉ Nc6⁈ 3. Bb5$1 a6 ⩲ 4. Ba4 ⩱ Nf6 ± 5. O-O ∞ Be7 = *");
    let nags = main_nags(&tree);
    assert_eq!(
        nags,
        [
            vec![3],
            vec![4],
            vec![5],
            vec![6],
            vec![1],
            vec![14],
            vec![15],
            vec![16],
            vec![13],
            vec![10]
        ]
    );
}

#[test]
fn null_moves_as_programs_write_them_and_promotions_without_equals() {
    for null in ["--", "Z0", "0000", "@@@@"] {
        let read = pgn::read(&format!("1. e4 {null} 2. d4 *"), 1).unwrap();
        assert_eq!(read.error, None, "{null}");
        assert_eq!(main_moves(&read.tree).len(), 3, "{null}");
        let said = read.repairs.iter().any(|r| r.kind == RepairKind::NullMove);
        assert_eq!(said, null != "--", "{null}: -- is the form the board writes");
        assert!(pgn::write(&read.tree).contains("1. e4 -- 2. d4"), "{null}");
    }
    let read = pgn::read("[FEN \"4k3/P7/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. a8Q+ *", 1).unwrap();
    assert_eq!(repair_kinds(&read), [RepairKind::Promotion]);
    assert!(pgn::write(&read.tree).contains("1. a8=Q+"));
}

#[test]
fn the_audit_reports_what_was_repaired() {
    let report = audit_one("[Event \"E\"]\n[Site Berlin]\n[Result \"*\"]\n\n1. e4 e5 2. Sf3 *\n");
    let repairs: Vec<(usize, u32, RepairKind)> = report.repairs.iter().map(|(g, r)| (*g, r.line, r.kind)).collect();
    assert_eq!(
        repairs,
        [(1, 2, RepairKind::TagUnquoted), (1, 5, RepairKind::PieceLetters)]
    );
}

#[test]
fn a_million_lone_results_a_million_empty_games_and_a_hundred_megabyte_line() {
    // Results alone after the first (an empty game) make no game, and take no time.
    let text = "*\n".repeat(1_000_000);
    let started = std::time::Instant::now();
    assert_eq!(Games::split(&text).len(), 1);
    assert!(main_moves(&pgn::read(&text, 1).unwrap().tree).is_empty());
    // A million games of tags and no moves are a million games.
    let text = "[Event \"?\"]\n*\n".repeat(1_000_000);
    let games = Games::split(&text);
    assert_eq!(games.len(), 1_000_000);
    assert_eq!(games.read(999_999).unwrap().tree.tag("Event"), Some("?"));
    // One line of 100 MB: a word that is no move, and the game's moves before it kept.
    let line = format!("[Event \"long\"]\n\n1. e4 e5 2. {} *\n", "x".repeat(100_000_000));
    let read = pgn::read(&line, 1).unwrap();
    assert_eq!(main_moves(&read.tree).len(), 2);
    assert!(read.error.unwrap().message.starts_with("move 2. xxxx"));
    eprintln!(
        "a million results, a million empty games and a 100 MB line: {:?}",
        started.elapsed()
    );
}
