//! The JavaScript API, run as wasm in headless Chromium:
//! `cargo test --target wasm32-unknown-unknown --test web` (see `.ci/test`).
#![cfg(target_arch = "wasm32")]

use drawboard::wasm::{JsGame, perft};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// A JavaScript string, as the bindings take it.
fn js(text: &str) -> JsValue {
    JsValue::from_str(text)
}

/// A JavaScript array of strings.
fn js_list(items: &[&str]) -> JsValue {
    items.iter().map(|&m| js(m)).collect::<js_sys::Array>().into()
}

/// The `name` and `message` of a thrown JavaScript error.
fn thrown(value: JsValue) -> (String, String) {
    let error: js_sys::Error = value.dyn_into().expect("a JavaScript Error");
    (error.name().into(), error.message().into())
}

fn new_game(fen: Option<&str>) -> JsGame {
    JsGame::new(fen.map_or(JsValue::UNDEFINED, js)).unwrap_or_else(|e| panic!("{:?}", thrown(e)))
}

#[wasm_bindgen_test]
fn perft_counts_in_the_browser() {
    let start = drawboard::START_FEN;
    assert_eq!(perft(js(start), 0.0.into()).unwrap(), 1.0);
    assert_eq!(perft(js(start), 3.0.into()).unwrap(), 8_902.0);
    assert_eq!(perft(js(KIWIPETE), 3.0.into()).unwrap(), 97_862.0);
    assert_eq!(
        perft(js("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"), 4.0.into()).unwrap(),
        43_238.0
    );
}

#[wasm_bindgen_test]
fn perft_rejects_bad_input_with_named_errors() {
    let (name, message) = thrown(perft(js("not a fen"), 1.0.into()).unwrap_err());
    assert_eq!(name, "FenError");
    assert!(message.contains("expected 6 fields"), "{message}");
    for depth in [-1.0, 1.5, 13.0, f64::NAN, f64::INFINITY] {
        let (name, _) = thrown(perft(js(drawboard::START_FEN), depth.into()).unwrap_err());
        assert_eq!(name, "InvalidArgument", "depth {depth}");
    }
}

#[wasm_bindgen_test]
fn game_defaults_to_the_start_position() {
    let game = new_game(None);
    assert_eq!(game.fen().unwrap(), drawboard::START_FEN);
    assert_eq!(game.legal_moves().unwrap().len(), 20);
    assert!(game.legal_moves().unwrap().contains(&"g1f3".to_string()));
    assert!(game.history().unwrap().is_empty());
}

#[wasm_bindgen_test]
fn game_plays_uci_and_san_and_undoes() {
    let mut game = new_game(None);
    for mv in ["e4", "e7e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"] {
        game.play(js(mv)).unwrap_or_else(|e| panic!("{mv}: {:?}", thrown(e)));
    }
    assert_eq!(
        game.history().unwrap(),
        vec!["e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "e1g1"]
    );
    assert_eq!(
        game.fen().unwrap(),
        "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 4"
    );
    assert!(game.undo().unwrap());
    assert_eq!(
        game.fen().unwrap(),
        "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"
    );
    for _ in 0..6 {
        assert!(game.undo().unwrap());
    }
    assert!(!game.undo().unwrap());
    assert_eq!(game.fen().unwrap(), drawboard::START_FEN);
}

#[wasm_bindgen_test]
fn bad_fens_throw_fen_errors_naming_the_field() {
    for (fen, field) in [
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "placement field"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
            "side-to-move field",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
            "castling field",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",
            "en-passant field",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - a 1",
            "halfmove clock",
        ),
        ("4k3/8/8/8/8/8/8/8 w - - 0 1", "exactly one king"),
        ("", "expected 6 fields"),
    ] {
        let (name, message) = match JsGame::new(js(fen)) {
            Ok(_) => panic!("{fen} was accepted"),
            Err(e) => thrown(e),
        };
        assert_eq!(name, "FenError", "{fen}");
        assert!(message.contains(field), "{fen}: {message}");
    }
}

#[wasm_bindgen_test]
fn bad_moves_throw_named_errors_and_change_nothing() {
    let mut game = new_game(Some("4k3/8/8/8/8/8/4K3/R6R w - - 0 1"));
    for (text, expected) in [
        ("e2e5", "IllegalMove"),
        ("Rd1", "AmbiguousMove"),
        ("hello", "InvalidMove"),
        ("", "InvalidMove"),
        ("e9e1", "InvalidMove"),
    ] {
        let (name, message) = thrown(game.play(js(text)).unwrap_err());
        assert_eq!(name, expected, "{text}: {message}");
        assert!(!message.is_empty());
    }
    assert_eq!(game.fen().unwrap(), "4k3/8/8/8/8/8/4K3/R6R w - - 0 1");
    assert!(game.history().unwrap().is_empty());
}

/// A JavaScript object's property.
fn get(object: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(object, &JsValue::from_str(key)).unwrap()
}

fn get_bool(object: &JsValue, key: &str) -> bool {
    get(object, key)
        .as_bool()
        .unwrap_or_else(|| panic!("{key} is not a boolean"))
}

fn strings(value: JsValue) -> Vec<String> {
    js_sys::Array::from(&value)
        .iter()
        .map(|v| v.as_string().unwrap())
        .collect()
}

#[wasm_bindgen_test]
fn analyze_reports_every_field_of_a_lone_position() {
    let status = drawboard::wasm::analyze(js("8/8/8/2k5/8/8/2K5/2B1B3 w - - 0 1"), JsValue::UNDEFINED).unwrap();
    for key in [
        "fen",
        "turn",
        "check",
        "checkmate",
        "stalemate",
        "halfmoveClock",
        "fullmoveNumber",
        "repetitions",
        "insufficientMaterial",
        "fiftyMoves",
        "threefold",
        "seventyFiveMoves",
        "fivefold",
        "deadPosition",
        "claimableDraw",
        "claimMoves",
        "automaticDraw",
        "outcome",
        "sufficientMaterialToForceMate",
        "materialToForceMate",
        "canForceMate",
        "canEverMate",
        "winnability",
        "exact",
        "settled",
        "flagFall",
        "bishopPair",
        "reasons",
    ] {
        assert!(!get(&status, key).is_undefined(), "{key} missing");
    }
    assert_eq!(get(&status, "turn").as_string().unwrap(), "white");
    assert_eq!(get(&status, "repetitions").as_f64(), Some(1.0));
    // Two bishops on dark squares (c1, e1): no pair, and no mate is possible at all.
    assert!(get_bool(&status, "insufficientMaterial") && get_bool(&status, "deadPosition"));
    assert!(get_bool(&status, "automaticDraw") && !get_bool(&status, "claimableDraw"));
    assert!(!get_bool(&get(&status, "bishopPair"), "white"));
    assert!(!get_bool(&get(&status, "canEverMate"), "white"));
    let outcome = get(&status, "outcome");
    assert!(get(&outcome, "winner").is_null());
    assert_eq!(get(&outcome, "reason").as_string().unwrap(), "insufficientMaterial");
    // The reasons are facts, not words: the kind, what remains, and the article.
    let reasons = js_sys::Array::from(&get(&status, "reasons"));
    let reason = reasons
        .iter()
        .find(|r| get(r, "kind").as_string().as_deref() == Some("insufficientMaterial"))
        .expect("the insufficient-material reason");
    assert_eq!(get(&reason, "remains").as_string().unwrap(), "sameColourBishops");
    assert_eq!(get(&reason, "light").as_bool(), Some(false));
    let law = js_sys::Array::from(&get(&reason, "laws")).get(0);
    assert_eq!(get(&law, "book").as_string().unwrap(), "fide");
    assert_eq!(get(&law, "edition").as_string().unwrap(), "2023");
    assert_eq!(get(&law, "article").as_string().unwrap(), "5.2.2");

    // A game in progress: outcome is null, not undefined.
    let start = drawboard::wasm::analyze(js(drawboard::START_FEN), JsValue::UNDEFINED).unwrap();
    assert!(get(&start, "outcome").is_null());
    assert!(get_bool(&start, "sufficientMaterialToForceMate"));
}

#[wasm_bindgen_test]
fn analyze_of_knight_versus_knight_cannot_be_claimed_and_cannot_be_forced() {
    let status = drawboard::wasm::analyze(js("7k/8/8/8/8/8/5n2/N6K w - - 0 1"), JsValue::UNDEFINED).unwrap();
    assert!(!get_bool(&status, "insufficientMaterial"));
    assert!(!get_bool(&status, "sufficientMaterialToForceMate"));
    // The material does not force mate; whether the side can is not proved either way.
    assert!(!get_bool(&get(&status, "materialToForceMate"), "white"));
    assert!(get(&get(&status, "canForceMate"), "white").is_null());
    assert!(get_bool(&get(&status, "canEverMate"), "white"));
    assert!(get(&status, "outcome").is_null());
    assert!(!get_bool(&status, "exact") && !get_bool(&status, "settled"));
    assert_eq!(
        get(&get(&get(&status, "winnability"), "white"), "verdict")
            .as_string()
            .unwrap(),
        "unknown"
    );
}

fn options(json: &str) -> JsValue {
    js_sys::JSON::parse(json).unwrap()
}

#[wasm_bindgen_test]
fn the_exact_status_proves_a_walled_position_dead_and_says_how() {
    let fen = "8/8/5k1p/6pP/1p1p1pP1/pPpPpP2/P1P1P3/2NB3K w - - 0 1";
    let quick = drawboard::wasm::analyze(js(fen), JsValue::UNDEFINED).unwrap();
    assert!(!get_bool(&quick, "deadPosition") && get(&get(&quick, "winnability"), "dead").is_null());
    let status = drawboard::wasm::analyze(js(fen), options(r#"{"exact": true, "nodes": 1000000}"#)).unwrap();
    assert!(get_bool(&status, "exact") && get_bool(&status, "settled") && get_bool(&status, "deadPosition"));
    assert_eq!(
        get(&get(&status, "outcome"), "reason").as_string().unwrap(),
        "deadPosition"
    );
    let winnability = get(&status, "winnability");
    assert_eq!(get(&winnability, "dead").as_bool(), Some(true));
    let white = get(&winnability, "white");
    assert_eq!(get(&white, "verdict").as_string().unwrap(), "unwinnable");
    assert_eq!(get(&white, "proof").as_string().unwrap(), "exhaustive");
    // Why, as facts: the proof's kind, the side and how many positions were searched.
    let why = get(&white, "why");
    assert_eq!(get(&why, "kind").as_string().unwrap(), "exhaustive");
    assert_eq!(get(&why, "side").as_string().unwrap(), "white");
    assert!(get(&why, "positions").as_f64().unwrap() > 1.0);
    assert!(get(&status, "flagFall").is_null());
    assert_eq!(get(&get(&status, "canForceMate"), "black").as_bool(), Some(false));

    // A budget too small: nothing is claimed, and the flag rulings say so.
    let short = drawboard::wasm::analyze(js(fen), options(r#"{"exact": true, "nodes": 10}"#)).unwrap();
    assert!(!get_bool(&short, "settled") && !get_bool(&short, "deadPosition"));
    let flag = get(&get(&short, "flagFall"), "white");
    assert_eq!(get(&flag, "fide").as_string().unwrap(), "notSettled");

    for bad in [
        r#"{"exact": true, "nodes": 0}"#,
        r#"{"nodes": 5}"#,
        r#"{"exact": "yes"}"#,
        "7",
    ] {
        let (name, _) = thrown(drawboard::wasm::analyze(js(fen), options(bad)).unwrap_err());
        assert_eq!(name, "InvalidArgument", "{bad}");
    }
}

#[wasm_bindgen_test]
fn a_game_proved_dead_refuses_the_next_move() {
    let mut game = new_game(Some("8/5k2/7p/6pP/1p1p1pP1/pPpPpP2/P1P1P3/2NB3K b - - 0 1"));
    game.play(js("Kf6")).unwrap();
    assert!(get(&game.status(JsValue::UNDEFINED).unwrap(), "outcome").is_null());
    let status = game.status(options(r#"{"exact": true}"#)).unwrap();
    assert!(get_bool(&status, "deadPosition"));
    let (name, message) = thrown(game.play(js("Kg1")).unwrap_err());
    assert_eq!(name, "GameOver");
    assert!(message.contains("dead position"), "{message}");
    assert!(game.undo().unwrap());
    game.play(js("Ke6")).unwrap();
}

#[wasm_bindgen_test]
fn game_status_counts_repetitions_and_offers_the_claiming_move() {
    let mut game = new_game(None);
    for mv in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
        game.play(js(mv)).unwrap();
    }
    let status = game.status(JsValue::UNDEFINED).unwrap();
    assert_eq!(get(&status, "repetitions").as_f64(), Some(2.0));
    assert!(!get_bool(&status, "claimableDraw"));
    assert_eq!(strings(get(&status, "claimMoves")), vec!["f6g8"]);
    assert_eq!(strings(get(&status, "claimMovesSan")), vec!["Ng8"]);
    assert_eq!(strings(get(&status, "claimRules")), vec!["threefold"]);
    game.play(js("Ng8")).unwrap();
    let status = game.status(JsValue::UNDEFINED).unwrap();
    assert_eq!(get(&status, "repetitions").as_f64(), Some(3.0));
    assert!(get_bool(&status, "threefold") && get_bool(&status, "claimableDraw"));
    assert_eq!(
        get(&status, "fen").as_string().unwrap(),
        drawboard::START_FEN.replace(" 0 1", " 8 5")
    );
}

#[wasm_bindgen_test]
fn analyze_throws_fen_errors() {
    for fen in [
        "",
        "8/8/8/8/8/8/8/8 w - - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 x",
    ] {
        let (name, message) = thrown(drawboard::wasm::analyze(js(fen), JsValue::UNDEFINED).unwrap_err());
        assert_eq!(name, "FenError", "{fen}");
        assert!(!message.is_empty());
    }
}

#[wasm_bindgen_test]
fn evaluate_reports_the_mating_potential_divisor_and_terms() {
    let knn = drawboard::wasm::evaluate(js("4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1")).unwrap();
    assert_eq!(get(&knn, "score").as_f64(), Some(0.0));
    assert!(get_bool(&knn, "drawn"));
    let kbn = drawboard::wasm::evaluate(js("4kb2/8/8/8/8/8/8/2B1KN2 w - - 0 1")).unwrap();
    assert_eq!(get(&kbn, "matingPotentialDivisor").as_f64(), Some(8.0));
    assert_eq!(get(&kbn, "endgameFactor").as_f64(), Some(64.0));
    assert!(get(&kbn, "endgameKind").is_null());
    // Bishops of opposite colours, a pawn up: the endgame half counts 24/64.
    let bishops = drawboard::wasm::evaluate(js("8/4k3/3b4/p7/PPB5/8/4K3/8 w - - 0 1")).unwrap();
    assert_eq!(get(&bishops, "endgameFactor").as_f64(), Some(24.0));
    assert_eq!(
        get(&bishops, "endgameKind").as_string().as_deref(),
        Some("oppositeBishops")
    );
    let terms = get(&kbn, "terms");
    for key in [
        "material",
        "placement",
        "mobility",
        "pawnStructure",
        "passedPawns",
        "kingSafety",
        "threats",
        "space",
        "rooks",
        "bishopPair",
    ] {
        assert!(get(&terms, key).as_f64().is_some(), "{key}");
    }
    let (name, _) = thrown(drawboard::wasm::evaluate(js("x")).unwrap_err());
    assert_eq!(name, "FenError");
}

#[wasm_bindgen_test]
fn engine_searches_and_reports_each_depth() {
    let mut engine = drawboard::wasm::JsEngine::new(4.0.into()).unwrap();
    let infos = js_sys::Array::new();
    let push = js_sys::Function::new_with_args("info", "this.push(info)").bind0(&infos);
    let result = engine
        .search(
            js("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1"),
            js_list(&[]),
            options(r#"{"depth": 3}"#),
            push.clone().into(),
        )
        .unwrap();
    assert_eq!(get(&result, "bestmove").as_string().unwrap(), "a1a8");
    assert_eq!(get(&result, "bestmoveSan").as_string().unwrap(), "Ra8#");
    assert_eq!(infos.length(), 3);
    assert_eq!(get(&get(&infos.get(2), "score"), "mate").as_f64(), Some(1.0));
    let bad = options(r#"{"depth": 0}"#);
    let (name, message) = thrown(
        engine
            .search(js(drawboard::START_FEN), js_list(&[]), bad, push.into())
            .unwrap_err(),
    );
    assert_eq!(name, "InvalidArgument");
    assert!(message.contains("depth"), "{message}");
    assert!(drawboard::wasm::JsEngine::new(0.5.into()).is_err());
}

#[wasm_bindgen_test]
fn engine_searches_in_slices_stops_and_clears() {
    use drawboard::wasm::JsEngine;
    let mate = "6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1";
    let mut engine = JsEngine::new(1.0.into()).unwrap();
    // Nothing started: a step or a stop is a named error.
    assert_eq!(
        thrown(engine.step(10.0.into(), JsValue::UNDEFINED).unwrap_err()).0,
        "NoSearch"
    );
    assert_eq!(thrown(engine.stop().unwrap_err()).0, "NoSearch");
    assert!(!engine.searching());
    assert_eq!(engine.hashfull(), 0);
    // Bad input is refused with named errors, and nothing starts.
    let start = |engine: &mut JsEngine, fen: &str, moves: &[&str], json: &str| {
        engine
            .start(js(fen), js_list(moves), options(json))
            .map_err(|e| thrown(e).0)
    };
    assert_eq!(start(&mut engine, "not a fen", &[], "{}"), Err("FenError".into()));
    assert_eq!(
        start(&mut engine, drawboard::START_FEN, &["e5"], "{}"),
        Err("IllegalMove".into())
    );
    assert_eq!(
        start(&mut engine, drawboard::START_FEN, &[], r#"{"multiPv": 9}"#),
        Err("InvalidArgument".into())
    );
    assert_eq!(
        start(&mut engine, drawboard::START_FEN, &[], r#"{"depth": 1.5}"#),
        Err("InvalidArgument".into())
    );
    assert!(!engine.searching());

    // A search run to its end in slices reports every depth and the best move.
    start(&mut engine, mate, &[], r#"{"depth": 5}"#).unwrap();
    assert!(engine.searching());
    for ms in [0.0, -1.0, f64::NAN, f64::INFINITY] {
        assert_eq!(
            thrown(engine.step(ms.into(), JsValue::UNDEFINED).unwrap_err()).0,
            "InvalidArgument",
            "{ms}"
        );
    }
    let infos = js_sys::Array::new();
    let push = js_sys::Function::new_with_args("info", "this.push(info)").bind0(&infos);
    let result = loop {
        let step = engine.step(5.0.into(), push.clone().into()).unwrap();
        if get_bool(&step, "done") {
            break get(&step, "result");
        }
    };
    assert_eq!(get(&result, "bestmove").as_string().unwrap(), "a1a8");
    assert_eq!(get(&result, "bestmoveSan").as_string().unwrap(), "Ra8#");
    assert_eq!(infos.length(), 5);
    assert!(get(&infos.get(0), "hashfull").as_f64().is_some());
    assert!(!engine.searching());
    assert_eq!(
        thrown(engine.step(10.0.into(), JsValue::UNDEFINED).unwrap_err()).0,
        "NoSearch"
    );

    // A long search stopped between slices answers with its best line so far.
    start(&mut engine, KIWIPETE, &[], r#"{"movetimeMs": 60000, "multiPv": 2}"#).unwrap();
    // Until depth 6 is complete (a few slices), so that the table holds something.
    let infos = js_sys::Array::new();
    let push = js_sys::Function::new_with_args("info", "this.push(info)").bind0(&infos);
    let mut steps = 0;
    while infos.length() == 0 || get(&infos.get(infos.length() - 1), "depth").as_f64() < Some(6.0) {
        assert!(!get_bool(
            &engine.step(5.0.into(), push.clone().into()).unwrap(),
            "done"
        ));
        steps += 1;
        assert!(steps < 10_000, "depth 6 takes long");
    }
    let stopped = engine.stop().unwrap();
    let best = get(&stopped, "bestmove").as_string().unwrap();
    assert!(
        new_game(Some(KIWIPETE)).legal_moves().unwrap().contains(&best),
        "{best}"
    );
    let lines = js_sys::Array::from(&get(&stopped, "lines")).length();
    assert!((1..=2).contains(&lines), "{lines} lines");
    assert!(!engine.searching());
    assert_eq!(thrown(engine.stop().unwrap_err()).0, "NoSearch");
    // What it learnt stays for the next search, until a new game clears it.
    assert!(engine.hashfull() > 0);
    engine.clear();
    assert_eq!(engine.hashfull(), 0);

    // An error thrown by onInfo ends the search and comes back as it was thrown.
    start(&mut engine, mate, &[], r#"{"depth": 3}"#).unwrap();
    let throwing = js_sys::Function::new_with_args("info", "throw new TypeError('no thanks')");
    let (name, message) = thrown(engine.step(10.0.into(), throwing.into()).unwrap_err());
    assert_eq!((name.as_str(), message.as_str()), ("TypeError", "no thanks"));
    assert!(!engine.searching());
}

#[wasm_bindgen_test]
fn tables_are_built_probed_stored_and_read_back_in_the_browser() {
    use drawboard::wasm::{
        analyze, build_tablebase, drop_tablebases, export_tablebase, has_tablebase, load_tablebase, tablebase,
        tablebase_materials,
    };
    drop_tablebases();
    let fen = "8/8/8/8/8/2k5/1R6/K7 w - - 0 1";
    // Before the table exists: a named error, and a status without a table verdict.
    assert_eq!(thrown(tablebase(js(fen)).unwrap_err()).0, "TableMissing");
    assert!(get(&analyze(js(fen), JsValue::UNDEFINED).unwrap(), "tablebase").is_null());
    let materials = tablebase_materials(js(fen)).unwrap();
    assert_eq!(strings(get(&materials, "missing")), ["KRvK"]);

    let calls = std::rc::Rc::new(std::cell::Cell::new(0));
    let counted = calls.clone();
    let progress = wasm_bindgen::closure::Closure::<dyn FnMut(JsValue)>::new(move |_| counted.set(counted.get() + 1));
    let handed = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let kept = handed.clone();
    let on_table =
        wasm_bindgen::closure::Closure::<dyn FnMut(JsValue, JsValue)>::new(move |name: JsValue, bytes: JsValue| {
            kept.borrow_mut()
                .push((name.as_string().unwrap(), js_sys::Uint8Array::new(&bytes).length()));
        });
    let built = build_tablebase(js(fen), progress.as_ref().clone(), on_table.as_ref().clone()).unwrap();
    // Each table is handed over as soon as it is built, as bytes to keep.
    assert_eq!(handed.borrow().len(), 1);
    assert_eq!(handed.borrow()[0].0, "KRvK");
    assert!(handed.borrow()[0].1 > 80_000);
    assert_eq!(built, ["KRvK"]);
    assert!(calls.get() >= 2, "progress reported");
    assert!(has_tablebase(js("KvKR"), JsValue::UNDEFINED).unwrap());

    let probe = tablebase(js(fen)).unwrap();
    assert_eq!(get(&probe, "wdl").as_string().unwrap(), "win");
    assert_eq!(get(&probe, "dtm").as_f64().unwrap(), 31.0);
    assert_eq!(get(&probe, "mate").as_f64().unwrap(), 16.0);
    let moves: js_sys::Array = get(&probe, "moves").dyn_into().unwrap();
    let best = moves.get(0);
    assert_eq!(get(&best, "wdl").as_string().unwrap(), "win");
    assert_eq!(get(&best, "dtm").as_f64().unwrap(), 31.0);
    assert!(get(&best, "san").as_string().is_some());

    // The status now carries the verdict, and "can force mate" is exact.
    let status = analyze(js(fen), JsValue::UNDEFINED).unwrap();
    let table = get(&status, "tablebase");
    assert_eq!(get(&table, "winner").as_string().unwrap(), "white");
    assert_eq!(get(&table, "mateIn").as_f64().unwrap(), 16.0);
    assert!(get_bool(&get(&status, "canForceMate"), "white"));
    assert!(!get_bool(&get(&status, "canForceMate"), "black"));

    // Stored bytes read back; damaged ones are refused by name.
    let bytes = export_tablebase(js("KRvK")).unwrap();
    drop_tablebases();
    assert_eq!(
        load_tablebase(js_sys::Uint8Array::from(&bytes[..]).into()).unwrap(),
        "KRvK"
    );
    assert_eq!(get(&tablebase(js(fen)).unwrap(), "dtm").as_f64().unwrap(), 31.0);
    assert_eq!(
        thrown(load_tablebase(js_sys::Uint8Array::from(&bytes[..100]).into()).unwrap_err()).0,
        "BadTableData"
    );
    assert_eq!(thrown(tablebase(js(drawboard::START_FEN)).unwrap_err()).0, "TooManyMen");
    assert_eq!(
        thrown(tablebase(js("4k3/8/8/8/8/8/8/4K2R w K - 0 1")).unwrap_err()).0,
        "CastlingRights"
    );
    assert_eq!(
        thrown(build_tablebase(js("bad"), JsValue::UNDEFINED, JsValue::UNDEFINED).unwrap_err()).0,
        "FenError"
    );
    drop_tablebases();
}

#[wasm_bindgen_test]
fn setup_choices_offer_what_the_placement_allows_and_name_what_is_impossible() {
    use drawboard::wasm::setup_choices;
    let choices = setup_choices(js("r3k3/8/8/3pP3/8/8/8/4K2R w - - 0 1")).unwrap();
    assert_eq!(get(&choices, "castling").as_string().unwrap(), "Kq");
    assert_eq!(strings(get(&choices, "enPassant")), ["d6"]);
    assert!(get(&choices, "error").is_null());
    // Readable but impossible: the engine's FenError message, not a throw.
    let choices = setup_choices(js("8/8/8/8/8/8/8/8 w - - 0 1")).unwrap();
    assert_eq!(
        get(&choices, "error").as_string().unwrap(),
        "illegal position: placement field: White must have exactly one king, found 0"
    );
    // Unreadable: a FenError naming the field.
    let (name, message) = thrown(setup_choices(js("8/8/8/8/8/8/8/8 x - - 0 1")).unwrap_err());
    assert_eq!(name, "FenError");
    assert!(message.contains("side-to-move field"), "{message}");
}
