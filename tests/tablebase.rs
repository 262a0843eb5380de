//! The endgame tables: every value checked against its moves, and published facts.
//!
//! Published values are from Scid's tablebase statistics (`tcl/tb.tcl`), python-chess's DTM test
//! positions checked against the Gaviota tables (`data/endgame-dm-4.epd`), and Texel's maximum
//! DTM per material (`tbprobe.cpp`); they are DTM without the fifty-move rule, as ours.

use drawboard::Position;
use drawboard::tablebase::{Material, Table, TablebaseError, Tablebases, Value};
use std::sync::{Mutex, OnceLock};

/// One set of tables for the whole file, built as tests ask for them.
fn tables() -> &'static Mutex<Tablebases> {
    static TBS: OnceLock<Mutex<Tablebases>> = OnceLock::new();
    TBS.get_or_init(|| Mutex::new(Tablebases::new()))
}

fn with_tables<T>(materials: &[&str], f: impl FnOnce(&Tablebases) -> T) -> T {
    let mut tbs = tables().lock().unwrap_or_else(|e| e.into_inner());
    for name in materials {
        tbs.build(name.parse().unwrap(), &mut |_| {}).unwrap();
    }
    f(&tbs)
}

fn pos(fen: &str) -> Position {
    fen.parse().unwrap()
}

/// The value a position must have given its moves' values.
fn expected(tbs: &Tablebases, p: &Position) -> Value {
    let moves = tbs.probe_moves(p).unwrap();
    match moves.first() {
        Some(&(_, v)) => v,
        None if p.is_check() => Value::Loss(0),
        None => Value::Draw,
    }
}

/// Checks every `step`-th entry of a table against its moves; returns how many were checked.
fn self_check(tbs: &Tablebases, table: &Table, step: usize) -> usize {
    let mut checked = 0;
    for idx in (0..table.len()).step_by(step) {
        let Some((p, value)) = table.entry(idx) else { continue };
        assert_eq!(tbs.probe(&p).unwrap(), value, "{}", p.to_fen());
        assert_eq!(value, expected(tbs, &p), "{} ({})", p.to_fen(), table.material());
        checked += 1;
    }
    checked
}

#[test]
fn every_three_man_table_agrees_with_its_moves_everywhere() {
    with_tables(&["KQvK", "KRvK", "KBvK", "KNvK", "KPvK"], |tbs| {
        for name in ["KQvK", "KRvK", "KBvK", "KNvK", "KPvK"] {
            let table = tbs.get(name.parse().unwrap()).unwrap();
            assert!(self_check(tbs, table, 1) > 40_000, "{name}");
        }
    });
}

#[test]
fn four_man_tables_agree_with_their_moves_on_a_sample() {
    let names = ["KQvKR", "KRvKP", "KPvKP", "KBNvK", "KNNvK", "KQQvK", "KBvKB"];
    with_tables(&names, |tbs| {
        for name in names {
            let table = tbs.get(name.parse().unwrap()).unwrap();
            assert!(self_check(tbs, table, 211) > 5_000, "{name}");
        }
    });
}

/// The full self-check of every four-man table, values and distances to zeroing (minutes):
/// `cargo test --release --test tablebase -- --ignored`.
#[test]
#[ignore]
fn every_four_man_table_agrees_with_its_moves_everywhere() {
    let all = Material::every(4);
    for m in all {
        let name = m.to_string();
        with_tables(&[&name], |tbs| self_check(tbs, tbs.get(m).unwrap(), 1));
        with_dtz(&[&name], |tbs| check_dtz(tbs, m, 1));
    }
}

/// The longest win, in plies, for each side to move (White first), over the whole table.
fn longest(name: &str) -> [u32; 2] {
    with_tables(&[name], |tbs| tbs.get(name.parse().unwrap()).unwrap().longest_win())
}

#[test]
fn longest_mates_match_the_published_maxima() {
    // Mate in N moves is 2N - 1 plies. White is the stronger side; Black's longest win is 0
    // where the weaker side never wins.
    let published: [(&str, [u32; 2]); 14] = [
        ("KQvK", [19, 0]),
        ("KRvK", [31, 0]),
        ("KPvK", [55, 0]),
        ("KBNvK", [65, 0]),
        ("KBBvK", [37, 0]),
        ("KNNvK", [1, 0]),
        ("KQvKR", [69, 37]),
        ("KQvKP", [55, 57]),
        ("KRvKR", [37, 37]),
        ("KRvKP", [51, 85]),
        ("KBvKP", [1, 57]),
        ("KNvKP", [13, 57]),
        ("KBvKN", [1, 1]),
        ("KPvKP", [65, 65]),
    ];
    for (name, plies) in published {
        assert_eq!(longest(name), plies, "{name}");
    }
}

#[test]
fn published_positions_have_their_published_distances() {
    let cases: [(&str, Value); 16] = [
        // Longest mates of their endings.
        ("8/8/8/8/2r5/8/2k5/K6Q w - - 0 1", Value::Win(69)),
        ("8/8/7N/8/8/8/8/K1k1B3 w - - 0 1", Value::Win(65)),
        ("8/8/8/1k6/8/8/K5P1/8 w - - 0 1", Value::Win(55)),
        ("8/5k2/2PK4/5r2/8/8/8/8 w - - 0 1", Value::Win(85)),
        ("2K5/k7/7p/8/8/8/6P1/8 w - - 0 1", Value::Win(65)),
        ("8/8/8/8/8/2k5/1R6/K7 w - - 0 1", Value::Win(31)),
        // python-chess / Gaviota, in plies.
        ("8/8/8/8/8/8/8/K2kr3 w - - 0 1", Value::Loss(10)),
        ("6K1/8/8/8/4Q3/8/6k1/8 b - - 0 1", Value::Loss(14)),
        ("8/3K4/8/8/8/4r3/4k3/8 b - - 0 1", Value::Win(21)),
        ("8/8/4B3/8/kBK5/8/8/8 w - - 0 1", Value::Win(1)),
        // En passant: the same men are lost without the right and drawn with it.
        ("7K/k7/8/Pp6/8/8/8/8 w - - 0 1", Value::Loss(30)),
        ("7K/k7/8/Pp6/8/8/8/8 w - b6 0 1", Value::Draw),
        ("8/8/8/8/pP6/8/K7/7k b - - 0 1", Value::Loss(30)),
        ("8/8/8/8/pP6/8/K7/7k b - b3 0 1", Value::Draw),
        ("1k1K4/8/8/pP6/8/8/8/8 w - a6 0 1", Value::Draw),
        ("8/7k/8/8/3p4/1K6/2P5/8 b - - 0 1", Value::Loss(38)),
    ];
    let mut tbs = Tablebases::new();
    for (fen, value) in cases {
        let p = pos(fen);
        tbs.build_for(&p, &mut |_| {}).unwrap();
        assert_eq!(tbs.probe(&p).unwrap(), value, "{fen}");
    }
}

/// Syzygy's published statistics for KPvKP (syzygy-tables.info): its index keeps one of each
/// pair of mirrored positions, as ours does (the pawns are never on the middle line), and only
/// positions that can occur, so its counts per value are ours, with either side to move.
#[test]
fn pawn_against_pawn_counts_match_syzygy() {
    let counts = with_tables(&["KPvKP"], |tbs| tbs.get("KPvKP".parse().unwrap()).unwrap().counts());
    assert_eq!(counts, [[1_606_514, 1_242_545, 868_985]; 2]);
}

#[test]
fn pawn_endings_turn_on_the_kings_and_on_zugzwang() {
    with_tables(&["KPvK", "KPvKP", "KBvKP", "KRvKP"], |tbs| {
        let value = |fen: &str| tbs.probe(&pos(fen)).unwrap();
        // Only the king moves to b3, b4 or b5 win (mate in 23); a3, a5, e3 and e4 draw.
        let p = pos("4k3/8/8/8/K7/8/4P3/8 w - - 0 1");
        assert_eq!(value("4k3/8/8/8/K7/8/4P3/8 w - - 0 1"), Value::Win(45));
        for (mv, v) in tbs.probe_moves(&p).unwrap() {
            let uci = mv.to_string();
            let wins = ["a4b3", "a4b4", "a4b5"].contains(&uci.as_str());
            assert_eq!(matches!(v, Value::Win(45)), wins, "{uci}: {v:?}");
            if ["a4a3", "a4a5", "e2e3", "e2e4"].contains(&uci.as_str()) {
                assert_eq!(v, Value::Draw, "{uci}");
            }
        }
        // Mutual zugzwang: whoever is to move loses.
        assert!(matches!(value("8/8/8/2Kp4/3Pk3/8/8/8 w - - 0 1"), Value::Loss(_)));
        assert!(matches!(value("8/8/8/2Kp4/3Pk3/8/8/8 b - - 0 1"), Value::Loss(_)));
        // The pawn on b2 queens only if White must move away.
        assert!(matches!(value("8/8/8/8/8/8/1pK5/kB6 w - - 0 1"), Value::Loss(_)));
        assert_eq!(value("8/8/8/8/8/8/1pK5/kB6 b - - 0 1"), Value::Draw);
        assert_eq!(value("8/8/8/8/8/1k6/p7/R1K5 w - - 0 1"), Value::Draw);
        assert!(matches!(value("8/8/8/8/8/1k6/p7/R1K5 b - - 0 1"), Value::Loss(_)));
        // A pawn the king cannot catch against one it can.
        assert_eq!(value("8/8/8/8/8/1p6/K7/7k w - - 0 1"), Value::Draw);
    });
}

#[test]
fn rook_against_rook_and_two_knights_are_draws_but_for_an_immediate_tactic() {
    with_tables(&["KRvKR", "KNNvK"], |tbs| {
        // Two knights never force mate: only mates in one exist, and no lone king is lost.
        let knn = tbs.get("KNNvK".parse().unwrap()).unwrap();
        assert_eq!(knn.longest_win(), [1, 0]);
        let lost_later = (0..knn.size())
            .filter_map(|i| knn.entry(i))
            .filter(|(p, v)| p.turn() == drawboard::Color::Black && matches!(v, Value::Loss(n) if *n > 0))
            .count();
        assert_eq!(
            lost_later, 0,
            "no position with Black to move is lost but the mates on the board"
        );
        assert!(knn.counts()[1][2] > 0, "Black is mated on the board in some");
        assert_eq!(
            tbs.probe(&pos("k7/3N4/K1N5/8/8/8/8/8 w - - 0 1")).unwrap(),
            Value::Win(1)
        );
        // Rook against rook: mostly drawn, won only by a tactic (here a skewer).
        let krkr = tbs.get("KRvKR".parse().unwrap()).unwrap();
        let [white, _] = krkr.counts();
        assert!(white[1] > white[0] * 2, "{white:?}");
        assert_eq!(
            tbs.probe(&pos("6k1/8/8/3r4/8/8/8/1K5R w - - 0 1")).unwrap(),
            Value::Draw
        );
        assert!(matches!(
            tbs.probe(&pos("8/8/8/8/8/1R6/6r1/K1k5 w - - 0 1")).unwrap(),
            Value::Win(37)
        ));
    });
}

#[test]
fn the_engine_playing_both_sides_from_the_tables_mates_in_exactly_the_distance() {
    let cases = [
        "8/8/8/8/2r5/8/2k5/K6Q w - - 0 1",
        "8/8/7N/8/8/8/8/K1k1B3 w - - 0 1",
        "8/8/8/1k6/8/8/K5P1/8 w - - 0 1",
        "8/5k2/2PK4/5r2/8/8/8/8 w - - 0 1",
        "2K5/k7/7p/8/8/8/6P1/8 w - - 0 1",
    ];
    let mut tbs = Tablebases::new();
    for fen in cases {
        let mut p = pos(fen);
        tbs.build_for(&p, &mut |_| {}).unwrap();
        let Value::Win(plies) = tbs.probe(&p).unwrap() else {
            panic!("{fen} is won")
        };
        let mut played = 0;
        while !p.legal_moves().is_empty() {
            // Both sides play the first (best) move of the table's list: the winner the
            // fastest mate, the loser the slowest.
            let (mv, _) = tbs.probe_moves(&p).unwrap()[0];
            p = p.after(mv);
            played += 1;
            assert!(played <= plies, "{fen}: no mate after {plies} plies");
            if Material::of(&p).is_some_and(|m| !tbs.contains(m)) {
                tbs.build_for(&p, &mut |_| {}).unwrap();
            }
        }
        assert!(p.is_check(), "{fen} ends in checkmate");
        assert_eq!(played, plies, "{fen}");
    }
}

#[test]
fn probing_refuses_what_tables_do_not_cover() {
    let tbs = Tablebases::new();
    let err = |fen: &str| tbs.probe(&pos(fen)).unwrap_err();
    assert_eq!(err(drawboard::START_FEN), TablebaseError::TooManyMen(32));
    assert_eq!(err("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), TablebaseError::CastlingRights);
    assert_eq!(
        err("8/8/8/8/8/2k5/8/K6Q w - - 0 1"),
        TablebaseError::Missing("KQvK".parse().unwrap())
    );
    assert_eq!(err("8/8/8/8/8/2k5/8/K6Q w - - 0 1").code(), "TableMissing");
    // Two bare kings need no table.
    assert_eq!(tbs.probe(&pos("8/8/8/8/8/2k5/8/K7 w - - 0 1")).unwrap(), Value::Draw);
}

#[test]
fn stored_tables_read_back_and_damaged_ones_are_refused() {
    with_tables(&["KRvK"], |tbs| {
        let table = tbs.get("KRvK".parse().unwrap()).unwrap();
        let bytes = table.to_bytes();
        let back = Table::from_bytes(&bytes).unwrap();
        let mut fresh = Tablebases::new();
        fresh.insert(back);
        let p = pos("8/8/8/8/8/2k5/1R6/K7 w - - 0 1");
        assert_eq!(fresh.probe(&p).unwrap(), Value::Win(31));
        assert!(Table::from_bytes(&bytes[..bytes.len() - 1]).is_err());
        assert!(Table::from_bytes(b"hello").is_err());
        let mut bad = bytes.clone();
        *bad.last_mut().unwrap() = 50;
        assert_eq!(Table::from_bytes(&bad).unwrap_err().code(), "BadTableData");
    });
}

#[test]
fn the_search_answers_from_the_tables_at_the_root_and_inside_the_tree() {
    use drawboard::search::{Clock, Limits, Score, Searcher};
    struct Frozen;
    impl Clock for Frozen {
        fn now_ms(&self) -> f64 {
            0.0
        }
    }
    let search = |fen: &str, tbs: Option<&Tablebases>| {
        let limits = Limits {
            depth: Some(2),
            ..Limits::default()
        };
        Searcher::new(8).search_with_tables(&[pos(fen)], &limits, &Frozen, &|| false, &mut |_| {}, tbs)
    };
    with_tables(&["KQvKR"], |tbs| {
        // At a root the tables cover: the move, the exact score and the whole line, unsearched.
        let root = search("8/8/8/8/2r5/8/2k5/K6Q w - - 0 1", Some(tbs));
        assert_eq!(root.lines[0].score, Score::Mate(35));
        assert_eq!(root.lines[0].pv.len(), 69);
        assert_eq!(root.lines[0].nodes, 0);
        // Five men: taking the pawn leads into the table, and its exact value comes back up.
        let fen = "8/8/8/8/2r5/8/2k4p/K6Q w - - 0 1";
        let with = search(fen, Some(tbs));
        assert!(
            matches!(with.lines[0].score, Score::Mate(n) if n > 20),
            "{:?}",
            with.lines[0]
        );
        assert_eq!(with.best_move.unwrap().to_string(), "h1h2");
        let without = search(fen, None);
        assert!(matches!(without.lines[0].score, Score::Cp(_)), "{:?}", without.lines[0]);
    });
}

#[test]
fn the_status_takes_the_tables_word_for_forced_mate_and_us_chess_14e() {
    use drawboard::Status;
    use drawboard::status::{Reason, Ruling, TableClock, UsChessRule};
    with_tables(&["KNvKP", "KRvKR"], |tbs| {
        // The knight mates in 7: exact for both sides, and the forced win 14E2 asks about.
        let p = pos("8/8/8/8/p7/8/N7/k1K5 w - - 0 1");
        let status = Status::of_position(&p).with_tables(&p, tbs);
        let table = status.tablebase.expect("covered");
        assert_eq!(
            (table.winner, table.mate_in, table.seventy_five_first),
            (Some(drawboard::Color::White), Some(7), false)
        );
        assert_eq!(status.can_force_mate, [Some(true), Some(false)]);
        let black_flag = status.flag_fall.unwrap()[1];
        assert_eq!(
            (black_flag.us_rule, black_flag.us_chess),
            (Some(UsChessRule::LoneMinor), Ruling::OpponentWins)
        );
        assert!(
            status.reasons.contains(&Reason::TableWin {
                winner: drawboard::Color::White,
                mate_in: 7,
                clock: None
            }),
            "{:?}",
            status.reasons
        );
        // Without the table the same question is not settled.
        let plain = Status::of_position(&p);
        assert_eq!(plain.flag_fall.unwrap()[1].us_chess, Ruling::NotSettled);
        // Late in the count, the seventy-five-move rule comes first unless the count is reset.
        let late = pos("8/8/8/8/p7/8/N7/k1K5 w - - 140 90");
        let status = Status::of_position(&late).with_tables(&late, tbs);
        let table = status.tablebase.unwrap();
        assert!(table.seventy_five_first);
        // Whether the distances to zeroing are known depends on the tests run before on the
        // shared tables; either way the reason says what they say, with 10 half-moves left.
        let clock = match (table.seventy_five_draws, table.dtz) {
            (Some(true), Some(dtz)) => TableClock::DrawsFirst { dtz, left: 10 },
            (Some(false), Some(dtz)) => TableClock::ResetInTime { dtz, left: 10 },
            _ => TableClock::UnlessReset,
        };
        assert!(
            status.reasons.contains(&Reason::TableWin {
                winner: drawboard::Color::White,
                mate_in: 7,
                clock: Some(clock)
            }),
            "{:?}",
            status.reasons
        );
        // A drawn rook ending: neither side can force mate, whatever the material says.
        let p = pos("6k1/8/8/3r4/8/8/8/1K5R w - - 0 1");
        let status = Status::of_position(&p).with_tables(&p, tbs);
        assert!(status.sufficient_material_to_force_mate);
        assert_eq!(status.can_force_mate, [Some(false), Some(false)]);
        assert!(status.reasons.contains(&Reason::TableDraw), "{:?}", status.reasons);
    });
}

#[test]
fn a_lean_build_hands_over_every_table_and_keeps_only_what_the_position_needs() {
    let mut tbs = Tablebases::new();
    let mut handed = Vec::new();
    let kpk: Material = "KPvK".parse().unwrap();
    tbs.build_lean(
        kpk,
        &mut |_| {},
        Some(&mut |t: &Table| handed.push(t.material().to_string())),
    )
    .unwrap();
    assert_eq!(handed.len(), 5, "{handed:?}");
    // KPvK and the four tables its promotions lead into stay; nothing else was built.
    for name in ["KPvK", "KQvK", "KRvK", "KBvK", "KNvK"] {
        assert!(tbs.contains(name.parse().unwrap()), "{name}");
    }
    let mut tbs = Tablebases::new();
    let mut handed = Vec::new();
    let kqkr: Material = "KQvKR".parse().unwrap();
    tbs.build_lean(kqkr, &mut |_| {}, Some(&mut |t: &Table| handed.push(t.material())))
        .unwrap();
    assert_eq!(handed.len(), 3);
    assert!(tbs.contains(kqkr) && tbs.contains("KQvK".parse().unwrap()) && tbs.contains("KRvK".parse().unwrap()));
    let p = pos("8/8/8/8/2r5/8/2k5/K6Q w - - 0 1");
    assert_eq!(tbs.probe(&p).unwrap(), Value::Win(69));
    // A pawn ending goes through twenty tables; the pawnless four-man ones that only its
    // promotions' tables needed are dropped as soon as those are built.
    let mut tbs = Tablebases::new();
    let mut handed = 0;
    let kpkp: Material = "KPvKP".parse().unwrap();
    tbs.build_lean(kpkp, &mut |_| {}, Some(&mut |_: &Table| handed += 1))
        .unwrap();
    assert_eq!(handed, 20);
    for name in ["KQvKQ", "KQvKR", "KRvKR", "KBvKN", "KNvKN"] {
        assert!(!tbs.contains(name.parse().unwrap()), "{name} dropped");
    }
    for name in ["KPvKP", "KPvK", "KQvK"] {
        assert!(tbs.contains(name.parse().unwrap()), "{name} kept");
    }
    // The tables its promotions lead into are kept as the slice promotions read: the new
    // piece on the last rank, an eighth of the table.
    for name in ["KQvKP", "KRvKP", "KBvKP", "KNvKP"] {
        let table = tbs.get(name.parse().unwrap()).expect(name);
        assert!(!table.is_whole() && !tbs.contains(name.parse().unwrap()), "{name}");
        assert_eq!(table.size(), 12_582_912 / 8, "{name}");
    }
    let p = pos("2K5/k7/7p/8/8/8/6P1/8 w - - 0 1");
    assert_eq!(tbs.probe(&p).unwrap(), Value::Win(65));
    // Every move of positions about to promote is valued through the slices, as the whole
    // tables value them.
    let whole = with_tables(&["KQvKP", "KRvKP", "KBvKP", "KNvKP", "KPvKP"], |whole| {
        let mut checked = 0;
        let table = whole.get(kpkp).unwrap();
        for idx in (0..table.size()).step_by(7) {
            let Some((p, value)) = table.entry(idx) else { continue };
            let about_to_promote = p.pieces(p.turn(), drawboard::Role::Pawn).into_iter().any(|sq| {
                let rank = sq.index() / 8;
                if p.turn() == drawboard::Color::White {
                    rank == 6
                } else {
                    rank == 1
                }
            });
            if !about_to_promote {
                continue;
            }
            assert_eq!(tbs.probe(&p).unwrap(), value, "{}", p.to_fen());
            assert_eq!(
                tbs.probe_moves(&p).unwrap(),
                whole.probe_moves(&p).unwrap(),
                "{}",
                p.to_fen()
            );
            checked += 1;
        }
        checked
    });
    assert!(whole > 10_000, "{whole}");
    // Outside the slice the table is missing, not wrong.
    assert_eq!(
        tbs.probe(&pos("8/8/8/8/3Q4/1k6/p7/K7 w - - 0 1")),
        Err(TablebaseError::SliceOnly("KQvKP".parse().unwrap()))
    );
    assert!(matches!(
        tbs.probe(&pos("3Q4/8/8/8/8/1k6/p7/K7 w - - 0 1")),
        Ok(Value::Win(_))
    ));
}

/// Runs `f` on the shared tables with those of `materials` built and their distances to
/// zeroing worked out.
fn with_dtz<T>(materials: &[&str], f: impl FnOnce(&Tablebases) -> T) -> T {
    let mut tbs = tables().lock().unwrap_or_else(|e| e.into_inner());
    for name in materials {
        let m: Material = name.parse().unwrap();
        tbs.build(m, &mut |_| {}).unwrap();
        tbs.build_dtz(m).unwrap();
    }
    f(&tbs)
}

/// The signed distance to zeroing of a position: plies, positive when the side to move wins,
/// negative when it loses, 0 for a draw. Its table must be built, with its distances.
fn signed_dtz(fen: &str) -> i32 {
    let p = pos(fen);
    let name = Material::of(&p).unwrap().to_string();
    with_dtz(&[&name], |tbs| match (tbs.probe(&p).unwrap(), tbs.dtz(&p).unwrap()) {
        (Value::Win(_), Some(d)) => d as i32,
        (Value::Loss(_), Some(d)) => -(d as i32),
        (Value::Draw, None) => 0,
        other => panic!("{fen}: {other:?}"),
    })
}

#[test]
fn distances_to_zeroing_agree_with_their_moves() {
    let names = [
        "KQvK", "KRvK", "KPvK", "KQvKR", "KRvKP", "KPvKP", "KBNvK", "KQQvK", "KPPvK", "KNvKP",
    ];
    for name in names {
        let m: Material = name.parse().unwrap();
        let step = if m.men() == 3 { 1 } else { 97 };
        assert!(with_dtz(&[name], |tbs| check_dtz(tbs, m, step)) > 1_000, "{name}");
    }
}

/// Checks a sample of a table's distances to zeroing against its moves'.
fn check_dtz(tbs: &Tablebases, m: Material, step: usize) -> usize {
    let table = tbs.get(m).unwrap();
    let mut checked = 0;
    for idx in (0..table.len()).step_by(step) {
        let Some((p, value)) = table.entry(idx) else { continue };
        let dtz = tbs.dtz(&p).unwrap();
        if value == Value::Draw {
            assert_eq!(dtz, None, "{}", p.to_fen());
            continue;
        }
        let from_moves = tbs.dtz_from_moves(&p, value).unwrap();
        assert_eq!(dtz, Some(from_moves), "{} ({m})", p.to_fen());
        // Never longer than the mate.
        assert!(from_moves <= value.moves().unwrap() * 2, "{}", p.to_fen());
        checked += 1;
    }
    checked
}

#[test]
fn longest_distances_to_zeroing_match_the_published_maxima() {
    // Syzygy's generator statistics (syzygy-tables.info), in plies: for each side to move the
    // longest distance over its won and lost positions (White first). No ending of four men
    // comes near 100 plies, so DTZ and Syzygy's DTZ50 agree here.
    let published: [(&str, [u32; 2]); 21] = [
        ("KQvKB", [23, 24]),
        ("KQvKN", [37, 38]),
        ("KQQvK", [6, 7]),
        ("KRBvK", [23, 24]),
        ("KNNvK", [1, 0]),
        ("KBPvK", [25, 26]),
        ("KNPvK", [25, 26]),
        ("KPPvK", [14, 15]),
        ("KQvK", [19, 20]),
        ("KRvK", [31, 32]),
        ("KPvK", [19, 20]),
        ("KQvKR", [61, 62]),
        ("KRvKP", [25, 24]),
        ("KQvKP", [52, 53]),
        ("KRvKB", [35, 36]),
        ("KRvKN", [53, 54]),
        ("KBNvK", [65, 66]),
        ("KBBvK", [37, 38]),
        ("KPvKP", [21, 21]),
        ("KQvKQ", [19, 19]),
        ("KRvKR", [7, 7]),
    ];
    for (name, longest) in published {
        let m: Material = name.parse().unwrap();
        with_dtz(&[name], |tbs| {
            assert_eq!(tbs.get(m).unwrap().longest_dtz(), Some(longest), "{name}")
        });
    }
    // The positions the statistics name as the longest.
    for (fen, dtz) in [
        ("8/8/2k5/1r6/8/8/8/2KQ4 b - - 0 1", -62),
        ("7K/8/p7/8/k7/7R/8/8 w - - 0 1", 25),
        ("8/8/8/8/5R2/3k4/2p2K2/8 w - - 0 1", -20),
        ("3Q4/3K4/8/8/3k4/8/3p4/8 b - - 0 1", -53),
        ("8/8/8/8/1R6/3K4/8/1k4b1 b - - 0 1", -36),
        ("5R2/8/8/8/8/k7/8/2K3n1 b - - 0 1", -54),
        ("8/8/8/6B1/8/8/4k3/1K5N b - - 0 1", -66),
        ("8/7k/1p6/1P6/7K/8/8/8 w - - 0 1", 21),
        ("8/8/8/8/8/8/8/qk1K2Q1 w - - 0 1", 19),
        ("8/8/8/R7/8/8/8/rk1K4 w - - 0 1", 7),
        ("8/4B3/8/8/8/8/4B3/K1k5 b - - 0 1", -38),
        ("8/8/8/8/4k3/8/1Q6/K7 b - - 0 1", -20),
        ("8/8/8/8/8/8/2Rk4/1K6 b - - 0 1", -32),
        ("8/8/7k/8/7K/1P6/8/8 b - - 0 1", -20),
    ] {
        assert_eq!(signed_dtz(fen), dtz, "{fen}");
    }
}

#[test]
fn distances_to_zeroing_match_published_test_positions() {
    // python-chess's Syzygy test suite (`endgame.epd`) and probes of the Syzygy files. Syzygy
    // may store a distance one ply short (it rounds where the fifty-move rule cannot care), so
    // a published -n or n means n or n + 1 plies; where wins are always odd and losses even
    // (KQvKR, KBNvK, KRvK, KQvK, ...) that leaves one value, given here.
    let exact = [
        ("1R6/3k4/8/8/8/1K6/8/2q5 b - - 0 1", 3),
        ("8/8/8/8/8/1q3k2/8/2R4K w - - 0 1", -8),
        ("6q1/8/6K1/4R3/1k6/8/8/8 w - - 0 1", -46),
        ("8/5q2/8/2K5/8/8/k7/1R6 w - - 0 1", -54),
        ("8/5K2/3k1r2/8/8/8/2Q5/8 w - - 0 1", 1),
        ("8/2k5/8/8/8/4Qr2/6K1/8 b - - 0 1", 1),
        ("1n6/4Q3/8/k1K5/8/8/8/8 b - - 0 1", -14),
        ("2q5/8/8/8/6N1/8/4K3/k7 w - - 0 1", -30),
        ("7N/q7/8/7K/1k6/8/8/8 w - - 0 1", -20),
        ("7Q/8/4k3/6K1/n7/8/8/8 w - - 0 1", 3),
        ("B3K2B/8/8/8/8/8/4k3/8 b - - 0 1", -34),
        ("8/2K5/4B3/3N4/8/8/4k3/8 b - - 0 1", -54),
        ("8/8/8/8/B7/N7/K2k4/8 b - - 0 1", -60),
        ("3qk3/8/8/8/8/8/8/4K3 w - - 0 1", -16),
        ("8/8/8/8/8/4k3/2R5/1K6 w - - 0 1", 27),
        ("7k/8/7K/7Q/8/8/8/8 b - - 0 1", -2),
        // Draws.
        ("2K5/8/2P5/8/4k3/8/3r4/8 w - - 0 1", 0),
        ("K2R4/8/8/8/2n5/8/8/6k1 w - - 0 1", 0),
        ("8/2k5/p7/3K2P1/8/8/8/8 b - - 0 1", 0),
    ];
    let rounded = [
        ("8/8/8/3R1p2/8/1k6/3K4/8 b - - 0 1", -2),
        ("8/1p3K2/4R3/8/8/5k2/8/8 w - - 0 1", 3),
        ("8/8/6K1/8/p7/5R2/6k1/8 w - - 0 1", 3),
        ("7K/6p1/8/8/k1R5/8/8/8 b - - 0 1", -4),
        ("6Q1/8/1K6/8/1p5k/8/8/8 b - - 0 1", -4),
        ("8/6K1/8/8/4Q3/7p/1k6/8 b - - 0 1", -4),
        ("8/8/8/5Q2/6K1/1k6/7p/8 w - - 0 1", 3),
        ("8/6P1/p7/8/8/8/8/1K1k4 w - - 0 1", 1),
        ("8/7k/8/4KP2/8/8/1p6/8 w - - 0 1", -1),
        ("8/8/k5N1/8/8/5p2/8/1K6 b - - 0 1", 1),
        ("6k1/8/6p1/3K2P1/8/8/8/8 w - - 0 1", 9),
        ("8/P7/4K3/7k/8/8/8/8 b - - 0 1", -2),
        // The en-passant capture wins at once.
        ("8/8/8/8/2pP4/2K5/4k3/8 b - d3 0 1", 1),
    ];
    for (fen, dtz) in exact {
        assert_eq!(signed_dtz(fen), dtz, "{fen}");
    }
    for (fen, dtz) in rounded {
        let ours = signed_dtz(fen);
        assert!(ours == dtz || ours == dtz + dtz.signum(), "{fen}: {ours} against {dtz}");
    }
}

#[test]
fn late_in_the_count_the_distance_to_zeroing_decides_whether_the_mate_comes_in_time() {
    use drawboard::Status;
    use drawboard::status::{Reason, TableClock};
    // White mates in 35 (69 plies); with best play a capture or pawn move (or mate) comes in
    // 59 plies.
    let status_at = |tbs: &Tablebases, clock: u32| {
        let p = pos(&format!("8/8/8/8/2r5/8/2k5/K6Q w - - {clock} 100"));
        Status::of_position(&p).with_tables(&p, tbs)
    };
    let says = |status: &Status, clock: TableClock| {
        assert!(
            status.reasons.iter().any(|r| matches!(
                r,
                Reason::TableWin {
                    winner: drawboard::Color::White,
                    mate_in: 35,
                    clock: Some(c)
                } if *c == clock
            )),
            "{:?}",
            status.reasons
        );
    };
    // Without the distances worked out, the board says only what DTM proves.
    let mut fresh = Tablebases::new();
    fresh.build("KQvKR".parse().unwrap(), &mut |_| {}).unwrap();
    let unsure = status_at(&fresh, 90);
    let table = unsure.tablebase.unwrap();
    assert_eq!(
        (table.seventy_five_first, table.dtz, table.seventy_five_draws),
        (true, None, None)
    );
    says(&unsure, TableClock::UnlessReset);
    // With them, exactly: 90 + 59 <= 150, the win goes through; 100 + 59 > 150, it does not.
    fresh.build_dtz("KQvKR".parse().unwrap()).unwrap();
    let in_time = status_at(&fresh, 90);
    let table = in_time.tablebase.unwrap();
    assert_eq!(
        (table.seventy_five_first, table.dtz, table.seventy_five_draws),
        (true, Some(59), Some(false))
    );
    says(&in_time, TableClock::ResetInTime { dtz: 59, left: 60 });
    let too_late = status_at(&fresh, 100);
    let table = too_late.tablebase.unwrap();
    assert_eq!((table.dtz, table.seventy_five_draws), (Some(59), Some(true)));
    says(&too_late, TableClock::DrawsFirst { dtz: 59, left: 50 });
    // Early in the count the mate comes first: nothing to work out.
    let early = status_at(&fresh, 0).tablebase.unwrap();
    assert_eq!(
        (early.seventy_five_first, early.dtz, early.seventy_five_draws),
        (false, None, Some(false))
    );
}

#[test]
fn a_slice_reads_back_and_answers_as_the_whole_table_inside_it() {
    with_tables(&["KQvKP", "KQvKR"], |tbs| {
        let whole = tbs.get("KQvKP".parse().unwrap()).unwrap().clone();
        let slice = whole.clone().slice();
        assert!(!slice.is_whole());
        assert_eq!(slice.size(), whole.size() / 8);
        let bytes = slice.to_bytes();
        assert!(bytes.starts_with(b"drawboard-dtm-1 KQvKP slice 2 7\n"));
        let back = Table::from_bytes(&bytes).unwrap();
        assert_eq!(back.to_bytes(), bytes);
        let mut sliced = Tablebases::new();
        sliced.insert(back);
        // Inside the slice (the queen on the eighth rank) it answers as the whole table.
        for fen in [
            "3Q4/8/8/8/8/1k6/p7/K7 b - - 0 1",
            "Q7/8/8/8/3K4/8/1p6/3k4 w - - 0 1",
            "7Q/1p6/8/8/8/8/k7/2K5 b - - 0 1",
        ] {
            let mut full = Tablebases::new();
            full.insert(whole.clone());
            assert_eq!(sliced.probe(&pos(fen)), full.probe(&pos(fen)), "{fen}");
        }
        // A slice does not replace the whole table.
        let mut both = Tablebases::new();
        both.insert(whole.clone());
        both.insert(slice.clone());
        assert!(both.contains("KQvKP".parse().unwrap()));
        // Only the slice promotions read is accepted, and a pawnless table has none.
        let mut bad = bytes.clone();
        bad[b"drawboard-dtm-1 KQvKP slice 2 ".len()] = b'0';
        assert!(matches!(Table::from_bytes(&bad), Err(TablebaseError::BadData(_))));
        let kqkr = tbs.get("KQvKR".parse().unwrap()).unwrap().clone();
        assert!(kqkr.clone().slice().is_whole());
        let mut forged = b"drawboard-dtm-1 KQvKR slice 2 7\n".to_vec();
        forged.extend_from_slice(&kqkr.values()[..kqkr.size() / 8]);
        assert!(matches!(Table::from_bytes(&forged), Err(TablebaseError::BadData(_))));
    });
}

#[test]
fn a_position_whose_own_table_is_here_still_gets_the_tables_its_moves_lead_into() {
    let kqkr = with_tables(&["KQvKR"], |tbs| tbs.get("KQvKR".parse().unwrap()).unwrap().clone());
    let mut tbs = Tablebases::new();
    tbs.insert(kqkr);
    let p = pos("8/8/8/8/2r5/8/2k5/K6Q w - - 0 1");
    let missing: Vec<String> = tbs.missing_for(&p).unwrap().iter().map(|m| m.to_string()).collect();
    assert_eq!(missing, ["KQvK", "KRvK"]);
    // A capture leads into a table that is not here.
    let capture = pos("8/8/8/8/8/2k5/8/K1r4Q w - - 0 1");
    assert!(matches!(tbs.probe_moves(&capture), Err(TablebaseError::Missing(_))));
    tbs.build_for(&p, &mut |_| {}).unwrap();
    assert!(tbs.probe_moves(&capture).is_ok());
    assert_eq!(tbs.probe_moves(&p).unwrap().first().unwrap().1, Value::Win(69));
    assert!(tbs.missing_for(&p).unwrap().is_empty());
}
