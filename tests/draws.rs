//! The draw rules: material classes, mate positions that prove a class is not dead,
//! repetitions, the clocks, claims on the next move, and properties over random material.

use drawboard::board::draw::{is_fivefold_repetition, is_threefold_repetition, repetitions};
use drawboard::status::{NoForce, Reason, Remains};
use drawboard::{Color, EndReason, Game, Position, Status};

mod common;
use common::{Rng, placement};

fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// A position with the white king on e1, the black king on e8 and the given extra pieces,
/// White to move. Letters: N knight, L bishop on a light square, D bishop on a dark square,
/// P pawn, R rook, Q queen. The squares are chosen so that no piece gives check.
fn material(white: &str, black: &str) -> Position {
    fn place(board: &mut [char; 64], spec: &str, slots: &[(char, &[&str])], upper: bool) {
        let mut used = std::collections::HashMap::new();
        for c in spec.chars() {
            let squares = slots
                .iter()
                .find(|(k, _)| *k == c)
                .unwrap_or_else(|| panic!("letter {c}"))
                .1;
            let n = used.entry(c).or_insert(0);
            let sq: drawboard::Square = squares[*n].parse().unwrap();
            *n += 1;
            let letter = match c {
                'L' | 'D' => 'b',
                other => other.to_ascii_lowercase(),
            };
            board[sq.index()] = if upper { letter.to_ascii_uppercase() } else { letter };
        }
    }
    let white_slots: &[(char, &[&str])] = &[
        ('N', &["g1", "b1", "h3"]),
        ('L', &["f1", "d1", "h1", "c2", "a2"]),
        ('D', &["c1", "a1", "b2", "a3"]),
        ('P', &["a4", "b3"]),
        ('R', &["h4"]),
        ('Q', &["b4"]),
    ];
    let black_slots: &[(char, &[&str])] = &[
        ('N', &["b8", "h6", "a6"]),
        ('L', &["c8", "g8", "h7", "f7", "d7"]),
        ('D', &["f8", "d8", "h8", "c7"]),
        ('P', &["a7", "b6"]),
        ('R', &["h5"]),
        ('Q', &["g5"]),
    ];
    let mut board = ['.'; 64];
    board[4] = 'K';
    board[60] = 'k';
    place(&mut board, white, white_slots, true);
    place(&mut board, black, black_slots, false);
    let fen = placement(&board);
    pos(&format!("{fen} w - - 0 1"))
}

/// (white, black, insufficient material, can force mate [W, B], can ever mate [W, B]),
/// each worked out by hand from the rules as the FIDE Laws and the issue state them.
type Class = (&'static str, &'static str, bool, [bool; 2], [bool; 2]);

#[rustfmt::skip]
const CLASSES: &[Class] = &[
    ("", "", true, [false, false], [false, false]),
    ("N", "", true, [false, false], [false, false]),
    ("L", "", true, [false, false], [false, false]),
    ("", "D", true, [false, false], [false, false]),
    ("L", "L", true, [false, false], [false, false]),
    ("D", "D", true, [false, false], [false, false]),
    ("LL", "", true, [false, false], [false, false]),
    ("LL", "L", true, [false, false], [false, false]),
    ("LLL", "LL", true, [false, false], [false, false]),
    ("LLLLL", "", true, [false, false], [false, false]),
    ("DD", "DD", true, [false, false], [false, false]),
    // Mate possible with the loser's help: not insufficient.
    ("N", "N", false, [false, false], [true, true]),
    ("N", "L", false, [false, false], [true, true]),
    ("L", "N", false, [false, false], [true, true]),
    ("L", "D", false, [false, false], [true, true]),
    ("LL", "D", false, [false, false], [true, true]),
    ("NN", "", false, [false, false], [true, false]),
    ("NN", "N", false, [false, false], [true, true]),
    ("NN", "NN", false, [false, false], [true, true]),
    ("N", "LL", false, [false, false], [true, true]),
    ("LL", "N", false, [false, false], [true, true]),
    // Forcing material.
    ("LD", "", false, [true, false], [true, false]),
    ("NL", "", false, [true, false], [true, false]),
    ("ND", "N", false, [true, false], [true, true]),
    ("NNN", "", false, [true, false], [true, false]),
    ("LD", "N", false, [true, false], [true, true]),
    ("R", "", false, [true, false], [true, false]),
    ("Q", "", false, [true, false], [true, false]),
    ("P", "", false, [true, false], [true, false]),
    // Troitsky: two knights force mate against a pawn.
    ("NN", "P", false, [true, true], [true, true]),
    ("N", "P", false, [false, true], [true, true]),
    ("L", "P", false, [false, true], [true, true]),
    // A knight needs a blocker that cannot take it; a queen always could.
    ("N", "Q", false, [false, true], [false, true]),
    ("N", "R", false, [false, true], [true, true]),
    // Bishops of one colour need a knight or pawn of the opponent to block the other colour.
    ("L", "R", false, [false, true], [false, true]),
    ("L", "Q", false, [false, true], [false, true]),
    ("LL", "R", false, [false, true], [false, true]),
    ("L", "NN", false, [false, false], [true, true]),
    ("D", "RN", false, [false, true], [true, true]),
];

#[test]
fn every_material_class_up_to_two_minors_a_side_and_promoted_oddities() {
    for &(white, black, insufficient, force, ever) in CLASSES {
        let p = material(white, black);
        let label = format!("K{white} v K{black} ({p})");
        assert_eq!(
            p.draw_by_insufficient_material_rule(),
            insufficient,
            "insufficient: {label}"
        );
        assert_eq!(
            [p.can_force_mate(Color::White), p.can_force_mate(Color::Black)],
            force,
            "force: {label}"
        );
        assert_eq!(
            [p.can_ever_mate(Color::White), p.can_ever_mate(Color::Black)],
            ever,
            "ever: {label}"
        );
        assert_eq!(
            p.sufficient_material_to_force_checkmate(),
            force[0] || force[1],
            "seed 000: {label}"
        );
        // The same class with colours swapped gives the mirrored answers.
        let q = material(black, white);
        assert_eq!(q.draw_by_insufficient_material_rule(), insufficient, "mirror: {label}");
        assert_eq!(
            [q.can_force_mate(Color::Black), q.can_force_mate(Color::White)],
            force,
            "mirror: {label}"
        );
        assert_eq!(
            [q.can_ever_mate(Color::Black), q.can_ever_mate(Color::White)],
            ever,
            "mirror: {label}"
        );
    }
}

#[test]
fn seed_000_counts_the_pair_only_on_two_colours() {
    // Rustic's function: the bishop pair, bishop and knight, or three knights force mate.
    assert!(material("LD", "").sufficient_material_to_force_checkmate());
    assert!(!material("LLL", "").sufficient_material_to_force_checkmate());
    assert!(material("NNN", "").sufficient_material_to_force_checkmate());
    assert!(!material("NN", "NN").sufficient_material_to_force_checkmate());
    // Any pawn on the board counts, for either side.
    assert!(material("", "P").sufficient_material_to_force_checkmate());
}

/// Real checkmates with material the rule must not call insufficient: the proof that a mate
/// can arise (the seed's K+N v K+N and K+B v K+B pictures, and more).
#[test]
fn mates_exist_in_every_class_that_is_not_insufficient() {
    let mates = [
        ("7k/5K1n/6N1/8/8/8/8/8 b - - 0 1", "KN v KN"),
        ("kb6/8/1K6/8/4B3/8/8/8 b - - 0 1", "KB v KB, opposite colours"),
        ("kn6/1B6/1K6/8/8/8/8/8 b - - 0 1", "KB v KN"),
        ("7k/5N2/5NK1/8/8/8/8/8 b - - 0 1", "KNN v K"),
        ("8/8/8/8/8/6N1/5K1p/7k b - - 0 1", "KN v KP"),
        ("8/8/8/8/8/7K/5N2/6rk b - - 0 1", "KN v KR"),
        ("8/8/8/8/4B3/8/5K1p/7k b - - 0 1", "KB v KP"),
    ];
    for (fen, label) in mates {
        let p = pos(fen);
        assert!(p.is_checkmate(), "{label} is not mate: {fen}");
        assert!(!p.draw_by_insufficient_material_rule(), "{label} called insufficient");
        assert!(
            p.can_ever_mate(Color::White),
            "{label}: White mated, so White can ever mate"
        );
        let status = Status::of_position(&p);
        assert_eq!(
            status.outcome.map(|o| (o.winner, o.reason)),
            Some((Some(Color::White), EndReason::Checkmate))
        );
    }
}

#[test]
fn insufficient_material_is_an_automatic_draw_with_a_reason() {
    let s = Status::of_position(&material("LL", "L"));
    assert!(s.insufficient_material && s.dead_position && s.automatic_draw);
    assert_eq!(
        s.outcome.map(|o| (o.winner, o.reason)),
        Some((None, EndReason::InsufficientMaterial))
    );
    assert!(
        s.reasons.contains(&Reason::InsufficientMaterial {
            remains: Remains::SameColourBishops { light: true }
        }),
        "{:?}",
        s.reasons
    );
    let s = Status::of_position(&material("NN", ""));
    assert!(!s.insufficient_material && s.outcome.is_none() && !s.sufficient_material_to_force_mate);
    assert!(
        s.reasons.contains(&Reason::NoForcedMate {
            side: Color::White,
            why: NoForce::TwoKnights { bare: true }
        }),
        "{:?}",
        s.reasons
    );
    // Two knights can help a mate along: whether they can is proved by the exact status, and
    // what the material says is no proof that they cannot force one.
    assert_eq!(s.material_to_force_mate, [false, false]);
    assert_eq!(s.can_force_mate, [None, Some(false)]);
    let black = s.winnability[Color::Black.index()]
        .verdict
        .proof()
        .expect("Black can never mate");
    assert!(
        s.reasons.contains(&Reason::FlagDraw {
            flagger: Color::White,
            proof: black
        }),
        "{:?}",
        s.reasons
    );
    assert!(s.reasons.contains(&Reason::MateCannotBeForced));
}

#[test]
fn stalemate_and_check() {
    let s = Status::of_position(&pos("k7/8/1Q6/8/8/8/8/7K b - - 0 1"));
    assert!(s.stalemate && !s.check && s.automatic_draw);
    assert_eq!(s.outcome.map(|o| o.reason), Some(EndReason::Stalemate));
    let s = Status::of_position(&pos("k7/8/8/8/8/8/8/Q6K b - - 0 1"));
    assert!(s.check && !s.checkmate && s.outcome.is_none());
}

fn play(game: &mut Game, moves: &str) {
    for mv in moves.split_whitespace() {
        game.play(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
}

fn status(game: &Game) -> Status {
    Status::of_history(game.positions()).unwrap()
}

#[test]
fn knight_shuffles_repeat_to_threefold_and_fivefold() {
    let mut game = Game::default();
    let shuffle = "Nf3 Nf6 Ng1 Ng8";
    assert_eq!(repetitions(game.positions()), 1);
    play(&mut game, shuffle);
    assert_eq!(repetitions(game.positions()), 2);
    assert!(!status(&game).threefold);
    // One move before the third occurrence, the claim can be made with that move.
    play(&mut game, "Nf3 Nf6 Ng1");
    let s = status(&game);
    assert!(!s.claimable_draw);
    assert_eq!(
        s.claim_moves.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
        vec!["f6g8"]
    );
    assert!(
        s.reasons.iter().any(|r| matches!(
            r,
            Reason::ClaimByWriting { side: Color::Black, moves } if moves.iter().map(|m| m.to_string()).collect::<Vec<_>>() == ["f6g8"]
        )),
        "{:?}",
        s.reasons
    );
    play(&mut game, "Ng8");
    let s = status(&game);
    assert_eq!(s.repetitions, 3);
    assert!(s.threefold && s.claimable_draw && !s.fivefold && s.outcome.is_none());
    assert!(is_threefold_repetition(game.positions()));
    play(&mut game, shuffle);
    play(&mut game, shuffle);
    let s = status(&game);
    assert_eq!(s.repetitions, 5);
    assert!(s.fivefold && s.automatic_draw && is_fivefold_repetition(game.positions()));
    assert_eq!(
        s.outcome.map(|o| (o.winner, o.reason)),
        Some((None, EndReason::Fivefold))
    );
    // Taking a move back takes the repetition back too.
    game.undo();
    assert_eq!(repetitions(game.positions()), 4);
}

#[test]
fn lost_castling_rights_make_a_different_position() {
    let mut game = Game::new(pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    // The rooks go and come back: same squares, but the queen-side rights are gone.
    play(&mut game, "Rb1 Rb8 Ra1 Ra8");
    assert_eq!(repetitions(game.positions()), 1);
    play(&mut game, "Rb1 Rb8 Ra1 Ra8");
    assert_eq!(repetitions(game.positions()), 2);
    play(&mut game, "Rb1 Rb8 Ra1 Ra8");
    assert_eq!(repetitions(game.positions()), 3);
}

#[test]
fn a_phantom_en_passant_square_does_not_break_a_repetition() {
    let mut game = Game::default();
    // After 1.e4 the FEN shows e3, but no black pawn can take: the same position as after 3.Ng1.
    play(&mut game, "e4");
    assert_eq!(game.position().ep_square().map(|s| s.to_string()), Some("e3".into()));
    assert_eq!(game.position().legal_ep_square(), None);
    play(&mut game, "Nf6 Nf3 Ng8 Ng1");
    assert_eq!(repetitions(game.positions()), 2);
}

#[test]
fn a_real_en_passant_right_breaks_a_repetition() {
    let mut game = Game::new(pos("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"));
    play(&mut game, "d5");
    // White could take en passant now; after the kings walk, it no longer can.
    assert!(game.position().legal_ep_square().is_some());
    play(&mut game, "Ke2 Ke7 Ke1 Ke8");
    assert_eq!(repetitions(game.positions()), 1);
    play(&mut game, "Ke2 Ke7 Ke1 Ke8");
    assert_eq!(repetitions(game.positions()), 2);
}

#[test]
fn the_clocks_at_99_100_149_and_150() {
    let fen = |clock: u32| format!("4k3/8/8/8/8/8/4P3/4K2R w - - {clock} 80");
    let s = Status::of_position(&pos(&fen(99)));
    assert!(!s.fifty_moves && !s.claimable_draw);
    // Every move but the pawn's would complete the fifty moves: claimable by writing it down.
    let claims: Vec<String> = s.claim_moves.iter().map(|m| m.to_string()).collect();
    assert!(
        claims.contains(&"h1h2".to_string()) && !claims.contains(&"e2e4".to_string()),
        "{claims:?}"
    );
    let s = Status::of_position(&pos(&fen(100)));
    assert!(s.fifty_moves && s.claimable_draw && !s.seventy_five_moves && s.outcome.is_none());
    let s = Status::of_position(&pos(&fen(149)));
    assert!(s.fifty_moves && !s.seventy_five_moves && s.outcome.is_none());
    let s = Status::of_position(&pos(&fen(150)));
    assert!(s.seventy_five_moves && s.automatic_draw);
    assert_eq!(s.outcome.map(|o| o.reason), Some(EndReason::SeventyFiveMoves));
}

#[test]
fn mate_on_the_150th_half_move_wins() {
    let mut game = Game::new(pos("6k1/5ppp/8/8/8/8/8/R3K3 w - - 149 100"));
    play(&mut game, "Ra8#");
    let s = status(&game);
    assert_eq!(s.halfmove_clock, 150);
    assert!(s.checkmate && !s.seventy_five_moves && !s.automatic_draw && !s.claimable_draw);
    assert_eq!(
        s.outcome.map(|o| (o.winner, o.reason)),
        Some((Some(Color::White), EndReason::Checkmate))
    );
    assert!(!game.position().is_seventy_five_move_rule());
    // A mating move is never offered as a drawing claim.
    let before = Status::of_position(&pos("6k1/5ppp/8/8/8/8/8/R3K3 w - - 99 100"));
    assert!(!before.claim_moves.iter().any(|m| m.to_string() == "a1a8"));
}

/// Random legal positions with few pieces: kings plus up to five others.
fn random_positions(count: usize) -> Vec<Position> {
    let mut rng = Rng(0xD1CE_B00C_5EED_0001);
    let letters = ['N', 'B', 'R', 'Q', 'P', 'n', 'b', 'r', 'q', 'p', 'N', 'B', 'n', 'b'];
    let mut out = Vec::new();
    while out.len() < count {
        let mut board = ['.'; 64];
        let extra = (rng.next() % 6) as usize;
        let mut pieces = vec!['K', 'k'];
        pieces.extend((0..extra).map(|_| letters[(rng.next() % letters.len() as u64) as usize]));
        for piece in pieces {
            loop {
                let sq = (rng.next() % 64) as usize;
                if board[sq] == '.' {
                    board[sq] = piece;
                    break;
                }
            }
        }
        // Illegal draws (pawns on the back rank, a side in check that is not to move) are skipped.
        if let Ok(p) = format!("{} w - - 0 1", placement(&board)).parse::<Position>() {
            out.push(p);
        }
    }
    out
}

#[test]
fn properties_of_the_material_rules() {
    let mut insufficient = 0;
    for p in random_positions(20_000) {
        if p.draw_by_insufficient_material_rule() {
            insufficient += 1;
            for color in Color::ALL {
                assert!(!p.can_force_mate(color), "{p}");
                assert!(!p.can_ever_mate(color), "{p}");
            }
        }
        for color in Color::ALL {
            let heavy = p.pieces(color, drawboard::Role::Queen)
                | p.pieces(color, drawboard::Role::Rook)
                | p.pieces(color, drawboard::Role::Pawn);
            if heavy.nonempty() {
                assert!(!p.draw_by_insufficient_material_rule(), "{p}");
                assert!(p.can_force_mate(color) && p.can_ever_mate(color), "{p}");
            }
            // Forcing a mate implies being able to mate at all.
            if p.can_force_mate(color) {
                assert!(p.can_ever_mate(color), "{p}");
            }
        }
        assert_eq!(
            p.sufficient_material_to_force_checkmate(),
            p.can_force_mate(Color::White) || p.can_force_mate(Color::Black),
            "{p}"
        );
        // The rule counts only material: it never disagrees with a mate on the board.
        if p.is_checkmate() {
            assert!(!p.draw_by_insufficient_material_rule(), "{p}");
        }
    }
    assert!(insufficient > 500, "only {insufficient} insufficient positions drawn");
}

#[test]
fn past_150_half_moves_a_mate_comes_too_late() {
    let s = Status::of_position(&pos("R5k1/5ppp/8/8/8/8/8/4K3 b - - 151 100"));
    assert!(s.checkmate && s.seventy_five_moves && s.automatic_draw);
    assert_eq!(
        s.outcome.map(|o| (o.winner, o.reason)),
        Some((None, EndReason::SeventyFiveMoves))
    );
    assert!(
        s.reasons.contains(&Reason::MatedTooLate { mated: Color::Black }),
        "{:?}",
        s.reasons
    );
    // The game agrees on why it is over.
    let game = Game::new(pos("R5k1/5ppp/8/8/8/8/8/4K3 b - - 151 100"));
    assert_eq!(game.end(), Some(EndReason::SeventyFiveMoves));
    assert_eq!(
        Game::new(pos("R5k1/5ppp/8/8/8/8/8/4K3 b - - 150 100")).end(),
        Some(EndReason::Checkmate)
    );
}

/// `Game::end` and `Status` decide the end of a game in one place, so they agree however many
/// rules fire at once: a stalemate or a dead position on the 150th half-move, a stalemate after
/// it, a fivefold repetition that is also dead.
#[test]
fn the_game_and_its_status_agree_on_how_it_ended() {
    let cases = [
        ("7k/5Q2/6K1/8/8/8/8/8 b - - 150 100", EndReason::Stalemate),
        ("7k/5Q2/6K1/8/8/8/8/8 b - - 151 100", EndReason::SeventyFiveMoves),
        ("8/8/8/8/8/8/8/K1k5 w - - 150 100", EndReason::InsufficientMaterial),
        (
            "8/8/5k1p/6pP/1p1p1pP1/pPpPpP2/P1P1P3/7K w - - 150 100",
            EndReason::DeadPosition,
        ),
        ("6k1/5ppp/8/8/8/8/8/R3K3 w - - 150 100", EndReason::SeventyFiveMoves),
        ("R5k1/5ppp/8/8/8/8/8/4K3 b - - 150 100", EndReason::Checkmate),
    ];
    for (fen, reason) in cases {
        let game = Game::new(pos(fen));
        let status = Status::of_position(&pos(fen));
        assert_eq!(status.outcome.map(|o| o.reason), Some(reason), "{fen}");
        assert_eq!(game.end(), Some(reason), "{fen}");
    }
}

#[test]
fn no_move_follows_the_end_of_the_game() {
    let mut game = Game::new(pos("6k1/5ppp/8/8/8/8/8/R3K3 w - - 150 100"));
    assert_eq!(
        status(&game).outcome.map(|o| o.reason),
        Some(EndReason::SeventyFiveMoves)
    );
    let err = game.play("Ra8").unwrap_err();
    assert_eq!(err.code(), "GameOver");
    assert!(err.to_string().contains("seventy-five-move rule"), "{err}");
    let mut game = Game::default();
    for _ in 0..4 {
        play(&mut game, "Nf3 Nf6 Ng1 Ng8");
    }
    assert_eq!(game.play("e4").unwrap_err().code(), "GameOver");
    // Taking a move back reopens the game.
    game.undo();
    play(&mut game, "Ng8");
    game.undo();
    assert!(game.play("e5").is_ok());
}

#[test]
fn nothing_is_claimable_once_the_game_is_over() {
    let s = Status::of_position(&pos("8/8/8/8/8/8/8/K1k5 w - - 99 1"));
    assert!(s.automatic_draw && s.claim_moves.is_empty() && !s.claimable_draw);
    let s = Status::of_position(&pos("8/8/8/8/8/8/8/K1k5 w - - 100 1"));
    assert!(s.fifty_moves && !s.claimable_draw);
}

#[test]
fn huge_clocks_do_not_overflow() {
    let mut game = Game::new(pos("4k3/8/8/8/8/8/8/4K2R w - - 4294967295 4294967295"));
    let s = status(&game);
    assert!(s.seventy_five_moves && s.claim_moves.is_empty());
    assert!(game.play("Kd1").is_err());
    let p = pos("4k3/8/8/8/8/8/8/4K2R b - - 4294967295 4294967295");
    let after = p.after(p.legal_moves()[0]);
    assert_eq!((after.halfmove_clock(), after.fullmove_number()), (u32::MAX, u32::MAX));
}
