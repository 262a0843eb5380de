//! The exact status: every verdict proved or marked as not settled, finished games, the
//! seventy-five-move rule inside the winnability analysis, and the flag-fall rulings.

use drawboard::status::{DeadWhy, FlagFall, Reason, Ruling, UsChessRule};
use drawboard::winnability::{self, Aftermath, Proof, Verdict};
use drawboard::{Color, EndReason, Game, Position, Status};

/// The budget of the exact status in these tests: what the board spends per position.
const BUDGET: u64 = 1_000_000;

fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn exact(fen: &str) -> Status {
    Status::of_position_exact(&pos(fen), BUDGET)
}

/// Replays `line` from `fen` move by move, checking each for legality and the half-move clock
/// against the seventy-five-move rule by hand; true when it ends with `winner` giving mate.
fn mates_in_time(fen: &str, winner: Color, line: &[drawboard::Move]) -> bool {
    let mut p = pos(fen);
    for (i, &mv) in line.iter().enumerate() {
        if !p.legal_moves().contains(&mv) {
            return false;
        }
        p = p.after(mv);
        let last = i + 1 == line.len();
        if p.halfmove_clock() >= 150 && !(last && p.is_checkmate()) {
            return false;
        }
    }
    p.turn() != winner && p.is_checkmate()
}

fn line_of(status: &Status, color: Color) -> Vec<drawboard::Move> {
    match &status.winnability[color.index()].verdict {
        Verdict::Winnable(line) => line.clone(),
        other => panic!("{color:?} should be winnable, got {other:?}"),
    }
}

fn proof_of(status: &Status, color: Color) -> Proof {
    status.winnability[color.index()]
        .verdict
        .proof()
        .unwrap_or_else(|| panic!("{color:?} should be unwinnable: {:?}", status.winnability))
}

// ---------------------------------------------------------------------------------------
// The positions.

/// Every white piece is walled in: only a search of every reachable position proves it.
const WALLED_PIECES: &str = "8/8/5k1p/6pP/1p1p1pP1/pPpPpP2/P1P1P3/2NB3K w - - 0 1";

#[test]
fn walled_in_pieces_are_a_dead_position_once_searched() {
    let quick = Status::of_position(&pos(WALLED_PIECES));
    assert!(!quick.dead_position && quick.outcome.is_none());
    assert!(!quick.exact && quick.winnability.iter().all(|a| a.verdict == Verdict::Unknown));
    // The quick status claims nothing it has not proved.
    assert_eq!(quick.can_force_mate, [None, None]);
    assert_eq!(quick.can_ever_mate, [true, true]);
    assert!(
        quick.flag_fall.unwrap().iter().all(|f| f.fide == Ruling::NotSettled),
        "{:?}",
        quick.flag_fall
    );

    let s = exact(WALLED_PIECES);
    assert!(s.exact && s.dead_position && s.automatic_draw);
    assert_eq!(
        s.outcome.map(|o| (o.winner, o.reason)),
        Some((None, EndReason::DeadPosition))
    );
    assert_eq!(s.can_ever_mate, [false, false]);
    assert_eq!(s.can_force_mate, [Some(false), Some(false)]);
    assert!(s.flag_fall.is_none(), "no flag falls in a finished game");
    for color in Color::ALL {
        assert!(
            matches!(proof_of(&s, color), Proof::Exhaustive { positions } if positions > 1),
            "{:?}",
            s.winnability
        );
    }
    let searched = |color| match proof_of(&s, color) {
        Proof::Exhaustive { positions } => positions,
        proof => panic!("{color:?}: {proof:?}"),
    };
    assert!(
        s.reasons.contains(&Reason::DeadPosition {
            why: DeadWhy::Searched {
                white: searched(Color::White),
                black: searched(Color::Black)
            }
        }),
        "{:?}",
        s.reasons
    );
}

#[test]
fn a_single_move_to_bare_kings_is_a_dead_position() {
    let fen = "kR6/8/1K6/8/8/8/8/8 b - - 0 1";
    let quick = Status::of_position(&pos(fen));
    assert!(!quick.dead_position && quick.outcome.is_none());
    let s = exact(fen);
    assert_eq!(s.outcome.map(|o| o.reason), Some(EndReason::DeadPosition));
    assert_eq!(proof_of(&s, Color::Black), Proof::Material);
    let white = proof_of(&s, Color::White);
    assert_eq!(
        white,
        Proof::EveryMove {
            only: Some(pos(fen).parse_move("Kxb8").unwrap()),
            leaves: Aftermath::BareKings
        }
    );
    assert!(
        s.reasons.contains(&Reason::DeadPosition {
            why: DeadWhy::Both(white)
        }),
        "{:?}",
        s.reasons
    );
}

#[test]
fn a_wall_with_a_way_through_is_never_called_dead() {
    let fen = "8/7p/4p1pP/1p1pPpP1/1PpP1P2/1KP5/8/1k6 w - - 0 1";
    for s in [Status::of_position(&pos(fen)), exact(fen)] {
        assert!(!s.dead_position && s.outcome.is_none(), "{:?}", s.reasons);
    }
    let s = exact(fen);
    let winnable: Vec<Color> = Color::ALL
        .into_iter()
        .filter(|&c| matches!(s.winnability[c.index()].verdict, Verdict::Winnable(_)))
        .collect();
    assert!(!winnable.is_empty(), "{:?}", s.winnability);
    for color in winnable {
        assert!(mates_in_time(fen, color, &line_of(&s, color)));
        assert!(s.can_ever_mate[color.index()]);
        assert_eq!(s.flag_fall.unwrap()[color.other().index()].fide, Ruling::OpponentWins);
    }
}

/// Ordinary positions are settled within the budget: a line for each side, checked here.
#[test]
fn the_exact_status_settles_ordinary_positions_with_checked_lines() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
        "8/8/8/3k4/8/8/2NKN3/8 w - - 0 1",
        "8/8/8/8/8/2k5/1n6/K7 w - - 0 1",
    ] {
        let s = exact(fen);
        for color in Color::ALL {
            match &s.winnability[color.index()].verdict {
                Verdict::Winnable(line) => assert!(mates_in_time(fen, color, line), "{fen}"),
                Verdict::Unwinnable(_) => assert!(!s.can_ever_mate[color.index()]),
                Verdict::Unknown => panic!("{fen}: {color:?} not settled"),
            }
        }
    }
}

#[test]
fn a_budget_too_small_says_so_and_claims_nothing() {
    let s = Status::of_position_exact(&pos(WALLED_PIECES), 50);
    assert!(s.exact && !s.dead_position && s.outcome.is_none());
    assert_eq!(s.can_force_mate, [None, None]);
    assert!(s.flag_fall.unwrap().iter().all(|f| f.fide == Ruling::NotSettled));
    let unsettled: Vec<&Reason> = s
        .reasons
        .iter()
        .filter(|r| matches!(r, Reason::NotSettled { .. }))
        .collect();
    assert_eq!(unsettled.len(), 2, "{:?}", s.reasons);
}

// ---------------------------------------------------------------------------------------
// Finished games.

#[test]
fn in_a_checkmate_only_the_winner_has_mated() {
    // Fool's mate: White is mated.
    let mut game = Game::default();
    for mv in ["f3", "e5", "g4", "Qh4#"] {
        game.play(mv).unwrap();
    }
    for s in [game.status(None), game.status(Some(BUDGET))] {
        assert_eq!(
            s.outcome.map(|o| (o.winner, o.reason)),
            Some((Some(Color::Black), EndReason::Checkmate))
        );
        assert_eq!(s.can_ever_mate, [false, true]);
        assert_eq!(s.can_force_mate, [Some(false), Some(true)]);
        assert_eq!(proof_of(&s, Color::White), Proof::GameOver);
        assert!(!s.dead_position && s.flag_fall.is_none());
    }
}

#[test]
fn in_a_drawn_game_nobody_can_mate() {
    let fivefold = {
        let mut game = Game::default();
        for _ in 0..4 {
            for mv in ["Nf3", "Nf6", "Ng1", "Ng8"] {
                game.play(mv).unwrap();
            }
        }
        game
    };
    let cases = [
        (Game::new(pos("k7/8/1Q6/8/8/8/8/7K b - - 0 1")), EndReason::Stalemate),
        (
            Game::new(pos("6k1/5ppp/8/8/8/8/8/R3K3 w - - 150 100")),
            EndReason::SeventyFiveMoves,
        ),
        (fivefold, EndReason::Fivefold),
    ];
    for (mut game, reason) in cases {
        for s in [game.status(None), game.status(Some(BUDGET))] {
            assert_eq!(s.outcome.map(|o| (o.winner, o.reason)), Some((None, reason)));
            assert_eq!(s.can_ever_mate, [false, false], "{reason:?}");
            assert_eq!(s.can_force_mate, [Some(false), Some(false)], "{reason:?}");
            assert!(!s.dead_position && s.flag_fall.is_none(), "{reason:?}");
            assert!(
                !s.reasons
                    .iter()
                    .any(|r| matches!(r, Reason::FlagDraw { .. } | Reason::UsChess { .. })),
                "{:?}",
                s.reasons
            );
        }
    }
}

#[test]
fn a_dead_position_proved_by_the_game_ends_it_until_the_move_is_taken_back() {
    let mut game = Game::new(pos("8/5k2/7p/6pP/1p1p1pP1/pPpPpP2/P1P1P3/2NB3K b - - 0 1"));
    game.play("Kf6").unwrap();
    assert_eq!(game.position().to_fen(), WALLED_PIECES.replace(" 0 1", " 1 2"));
    // The quick status leaves it open; the full analysis proves the position dead.
    assert!(game.status(None).outcome.is_none());
    assert!(game.end().is_none());
    let s = game.status(Some(BUDGET));
    assert_eq!(
        s.outcome.map(|o| o.reason),
        Some(EndReason::DeadPosition),
        "{:?}",
        s.reasons
    );
    let err = game.play("Kg1").unwrap_err();
    assert_eq!(err.code(), "GameOver");
    assert!(err.to_string().contains("dead position"), "{err}");
    game.undo();
    assert!(game.end().is_none());
    assert!(game.play("Ke6").is_ok());
}

// ---------------------------------------------------------------------------------------
// The seventy-five-move rule inside the analysis.

#[test]
fn a_mate_the_seventy_five_move_rule_would_forestall_is_no_mate() {
    // After Black's only move the clock reaches 150: the game is drawn before White can mate.
    let fen = "7k/8/2R3K1/8/8/8/8/8 b - - 149 100";
    let s = exact(fen);
    assert_eq!(s.can_ever_mate, [false, false]);
    assert_eq!(
        proof_of(&s, Color::White),
        Proof::EveryMove {
            only: Some(pos(fen).parse_move("Kg8").unwrap()),
            leaves: Aftermath::SeventyFiveMoves
        }
    );
    assert_eq!(s.outcome.map(|o| o.reason), Some(EndReason::DeadPosition));
    assert!(
        s.reasons.contains(&Reason::DeadPosition {
            why: DeadWhy::Both(proof_of(&s, Color::White))
        }),
        "{:?}",
        s.reasons
    );
    // With time on the clock, the same position is an ordinary win for White.
    let fresh = "7k/8/2R3K1/8/8/8/8/8 b - - 0 100";
    let s = exact(fresh);
    assert!(!s.dead_position);
    assert!(mates_in_time(fresh, Color::White, &line_of(&s, Color::White)));
}

#[test]
fn the_clock_bounds_the_search_of_every_reachable_position() {
    // Four half-moves are left: a rook and a king from a1 cannot mate a king on h8 in time.
    let fen = "7k/8/8/8/8/8/8/KR6 w - - 146 100";
    let s = exact(fen);
    assert!(
        matches!(proof_of(&s, Color::White), Proof::SeventyFiveMoves { positions } if positions > 10),
        "{:?}",
        s.winnability
    );
    assert!(
        s.reasons.contains(&Reason::DeadPosition {
            why: DeadWhy::OneSide {
                side: Color::White,
                proof: proof_of(&s, Color::White)
            }
        }),
        "{:?}",
        s.reasons
    );
    // With a few more half-moves the mate is there, and the line fits the clock.
    let roomy = "7k/8/8/8/8/8/8/KR6 w - - 120 100";
    let s = exact(roomy);
    assert!(mates_in_time(roomy, Color::White, &line_of(&s, Color::White)));
}

#[test]
fn a_capture_resets_the_clock_and_reopens_the_game() {
    // Kxa2 resets the clock, and from there White has all the time it needs.
    let fen = "7k/8/8/8/8/8/p7/KR6 w - - 146 100";
    let s = exact(fen);
    let line = line_of(&s, Color::White);
    assert!(mates_in_time(fen, Color::White, &line), "{line:?}");
    // The helpmate search respects the clock on its own, and the replay checks it too.
    let p = pos(fen);
    assert!(winnability::is_mating_line(&p, Color::White, &line));
    let slow = pos("7k/8/8/8/8/8/8/KR6 w - - 146 100");
    let far = exact("7k/8/8/8/8/8/8/KR6 w - - 0 100");
    assert!(!winnability::is_mating_line(
        &slow,
        Color::White,
        &line_of(&far, Color::White)
    ));
}

// ---------------------------------------------------------------------------------------
// Flag falls: FIDE 6.9 and US Chess 14E side by side.

fn flags(fen: &str) -> [FlagFall; 2] {
    exact(fen)
        .flag_fall
        .unwrap_or_else(|| panic!("{fen}: the game is over"))
}

#[test]
fn flag_fall_rulings_under_fide_and_us_chess() {
    // White: king and knight; Black: king and pawn. Both can mate with help.
    let f = flags("8/8/8/4k3/8/8/4p3/4K1N1 w - - 0 1");
    // Black's flag: FIDE gives White the win (a mate is possible); US Chess 14E2 draws unless
    // White has a forced win, which nothing here settles.
    let black = f[Color::Black.index()];
    assert_eq!(
        (black.fide, black.us_chess, black.us_rule),
        (Ruling::OpponentWins, Ruling::NotSettled, Some(UsChessRule::LoneMinor))
    );
    // White's flag: Black has a pawn, so no 14E clause applies and both agree.
    let white = f[Color::White.index()];
    assert_eq!(
        (white.fide, white.us_chess, white.us_rule),
        (Ruling::OpponentWins, Ruling::OpponentWins, None)
    );

    // A lone king against a queen: Black's flag is a draw under both (14E1), White's loses.
    let f = flags("8/8/8/4k3/8/8/3q4/4K3 w - - 0 1");
    let black = f[Color::Black.index()];
    assert_eq!(
        (black.fide, black.us_chess, black.us_rule),
        (Ruling::Draw, Ruling::Draw, Some(UsChessRule::LoneKing))
    );
    let white = f[Color::White.index()];
    assert_eq!(
        (white.fide, white.us_chess, white.us_rule),
        (Ruling::OpponentWins, Ruling::OpponentWins, None)
    );

    // Two knights against a bare king: a mate is possible (FIDE: White wins on Black's flag),
    // 14E3 draws unless White has a forced win.
    let f = flags("8/8/8/3k4/8/8/2NKN3/8 w - - 0 1");
    let black = f[Color::Black.index()];
    assert_eq!(
        (black.fide, black.us_chess, black.us_rule),
        (Ruling::OpponentWins, Ruling::NotSettled, Some(UsChessRule::TwoKnights))
    );
    // Against a pawn, 14E3 does not apply.
    let f = flags("8/8/8/3k4/3p4/8/2NKN3/8 w - - 0 1");
    assert_eq!(f[Color::Black.index()].us_rule, None);

    let s = exact("8/8/8/4k3/8/8/4p3/4K1N1 w - - 0 1");
    assert!(
        s.reasons.contains(&Reason::UsChess {
            rule: UsChessRule::LoneMinor,
            flagger: Color::Black,
            ruling: Ruling::NotSettled,
            table: false
        }),
        "{:?}",
        s.reasons
    );
}
