//! Winnability and dead positions beyond material: hand-made cases, and a differential test
//! against chasolver 3.0 in which every disagreement is settled by evidence (a mating line
//! replayed with our move generator, or an exhaustive search of every reachable position).
mod common;

use common::{Rng, pawnless_classes, random_game, random_locked, random_placement, random_wall};
use drawboard::status::{DeadWhy, Reason};
use drawboard::winnability::{self, Proof, Verdict, quick, winnability};
use drawboard::{Color, Position, Status};
use std::str::FromStr;
use std::time::{Duration, Instant};

/// The node budget of the full analysis in these tests.
const BUDGET: u64 = 4_000_000;

fn pos(fen: &str) -> Position {
    fen.parse().unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Replays `line` (UCI) from `pos` with our legal move generator; true when it ends with
/// `winner` giving mate. Independent of the library's own check.
fn mates(pos: &Position, winner: Color, line: &[String]) -> bool {
    let mut pos = *pos;
    for text in line {
        match pos.parse_uci(text) {
            Ok(mv) => pos = pos.after(mv),
            Err(_) => return false,
        }
    }
    pos.turn() != winner && pos.is_check() && pos.legal_moves().is_empty()
}

fn uci(line: &[drawboard::Move]) -> Vec<String> {
    line.iter().map(|mv| mv.to_string()).collect()
}

fn verdict(fen: &str, color: Color) -> Verdict {
    let p = pos(fen);
    let v = winnability(&p, color, BUDGET).verdict;
    if let Verdict::Winnable(line) = &v {
        assert!(
            mates(&p, color, &uci(line)),
            "{fen}: {color:?} line {line:?} does not mate"
        );
    }
    v
}

fn assert_winnable(fen: &str, color: Color) {
    let v = verdict(fen, color);
    assert!(
        matches!(v, Verdict::Winnable(_)),
        "{fen}: {color:?} should be winnable, got {v:?}"
    );
}

fn assert_unwinnable(fen: &str, color: Color) {
    let v = verdict(fen, color);
    assert!(
        matches!(v, Verdict::Unwinnable(_)),
        "{fen}: {color:?} should be unwinnable, got {v:?}"
    );
}

// ---------------------------------------------------------------------------------------
// Hand-made cases.

/// The quick proof from a locked pawn structure.
fn locked(bishops: bool, checks: bool) -> Option<Proof> {
    Some(Proof::Locked { bishops, checks })
}

/// Pawns locked on every file pair, kings on their own sides: nobody can ever take anything.
const WALL: &str = "4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 w - - 0 1";

#[test]
fn a_fully_blocked_wall_is_dead() {
    let p = pos(WALL);
    assert_eq!(quick(&p, Color::White), locked(false, false));
    assert_eq!(quick(&p, Color::Black), locked(false, false));
    let status = Status::of_position(&p);
    assert!(status.dead_position && !status.insufficient_material);
    assert_eq!(status.can_ever_mate, [false, false]);
    assert_eq!(
        status.outcome.map(|o| o.reason),
        Some(drawboard::EndReason::DeadPosition)
    );
    assert!(
        status.reasons.iter().any(|r| matches!(
            r,
            Reason::DeadPosition {
                why: DeadWhy::Both(Proof::Locked { bishops: false, .. })
            }
        )),
        "{:?}",
        status.reasons
    );
}

#[test]
fn the_same_wall_with_a_legal_en_passant_capture_is_not_dead() {
    // Black has just played g7-g5 next to the pawn on h5: hxg6 opens the wall.
    let fen = "4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 w - g6 0 2";
    let p = pos(fen);
    assert!(p.legal_ep_square().is_some(), "the capture h5xg6 is legal");
    assert_eq!(quick(&p, Color::White), None);
    assert!(!Status::of_position(&p).dead_position);
    assert_winnable(fen, Color::White);
    // Without the en-passant square it is the dead wall again.
    assert!(Status::of_position(&pos(WALL)).dead_position);
}

#[test]
fn bishops_of_one_colour_against_pawns_fixed_on_the_other_are_dead() {
    // Every pawn stands on a dark square and attacks only dark squares; both bishops are light.
    let fen = "4k3/2b5/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/3BK3 w - - 0 1";
    let p = pos(fen);
    assert!(Status::of_position(&p).dead_position);
    assert_eq!(quick(&p, Color::White), locked(true, false));
    assert_unwinnable(fen, Color::Black);
}

#[test]
fn a_bishop_that_can_check_but_never_mate_is_dead_for_its_side() {
    // Every pawn is locked; the white king is shut in below the fifth rank, the black king
    // above the sixth. Black's light bishop can check the white king, but every square next
    // to it has a dark neighbour that only a dark piece or Black's king could cover, and
    // neither exists there.
    let fen = "2k5/1p5p/pPp1p1pP/P1PpP1P1/3P4/8/4K3/3b4 w - - 0 1";
    let p = pos(fen);
    assert_eq!(quick(&p, Color::Black), locked(true, true));
    assert_eq!(brute_force_mate(&p, Color::Black, 200_000), Some(false));
    // With a white knight to shut the king in, mate is possible again, and the proof is gone.
    let fen = "2k5/1p5p/pPp1p1pP/P1PpP1P1/3P4/8/4K3/3b2N1 w - - 0 1";
    assert_eq!(quick(&pos(fen), Color::Black), None);
}

#[test]
fn a_king_in_check_from_a_locked_pawn_steps_out_and_the_position_is_dead() {
    // The pawn on g6 checks the king on h7; the king steps to g8 or h8 and is shut in there,
    // as the white king is below the wall.
    let fen = "8/4p1pk/3pPpPp/p1pP1P1P/PpP5/1P6/8/4K3 b - - 0 1";
    let p = pos(fen);
    assert!(p.is_check());
    assert!(quick(&p, Color::White).is_some() && quick(&p, Color::Black).is_some());
    assert!(Status::of_position(&p).dead_position);
    assert_eq!(brute_force_mate(&p, Color::White, 100_000), Some(false));
}

#[test]
fn a_bishop_that_could_be_taken_leaves_it_to_the_search() {
    // The dark bishop on c1 can reach f4, where a black pawn could take it (and from where it
    // attacks e5 and g5): the pawns are not frozen, and the full search must decide.
    let fen = "4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/2B1K3 w - - 0 1";
    let p = pos(fen);
    assert_eq!(quick(&p, Color::White), None);
    assert!(!Status::of_position(&p).dead_position);
    let v = verdict(fen, Color::White);
    assert!(!matches!(v, Verdict::Unknown), "{v:?}");
}

#[test]
fn a_king_that_can_walk_around_the_chain_is_not_dead() {
    // The a- and b-files are open: the white king walks round and takes pawns.
    let fen = "4k3/8/3p1p1p/2pPpPpP/2P1P1P1/8/8/4K3 w - - 0 1";
    let p = pos(fen);
    assert_eq!(quick(&p, Color::White), None);
    assert!(!Status::of_position(&p).dead_position);
    assert_winnable(fen, Color::White);
    assert_winnable(fen, Color::Black);
}

#[test]
fn chasolvers_locked_wall_counterexample_is_winnable_for_black() {
    // From the issue: chasolver 3.0 says Black cannot win; Black has a 12-ply helpmate.
    let fen = "8/7p/4p1pP/1p1pPpP1/1PpP1P2/1KP5/8/1k6 w - - 0 1";
    assert_winnable(fen, Color::Black);
    // The line shown to a reader is shortened to the 12 plies.
    let Verdict::Winnable(line) = winnability::explained(&pos(fen), Color::Black, BUDGET).verdict else {
        panic!("Black should be able to mate")
    };
    assert_eq!(line.len(), 12, "{line:?}");
}

#[test]
fn knight_against_knight_is_not_dead_and_the_line_shows_why() {
    // K+N v K+N: both sides can mate with the other's help.
    for fen in ["7k/8/8/8/8/8/6n1/K3N3 w - - 0 1", "4k3/8/8/2n5/8/8/8/1N2K3 b - - 0 1"] {
        assert_winnable(fen, Color::White);
        assert_winnable(fen, Color::Black);
    }
    // The issue's example: Black to move mates at once with White's help.
    let fen = "8/8/8/8/3n4/1k6/8/KN6 b - - 0 1";
    let p = pos(fen);
    let Verdict::Winnable(line) = winnability::explained(&p, Color::Black, BUDGET).verdict else {
        panic!("Black can mate")
    };
    // The line a reader is shown ("Not dead: White can still be mated, for example 1...Nc2#.").
    assert_eq!(p.numbered_san(&line), "1...Nc2#");
}

#[test]
fn material_proofs_and_the_game_on_the_board() {
    assert_eq!(
        verdict("4k3/8/8/8/8/8/8/4K2N w - - 0 1", Color::White),
        Verdict::Unwinnable(Proof::Material)
    );
    // Stalemate: nobody mates any more.
    assert_eq!(
        verdict("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", Color::White),
        Verdict::Unwinnable(Proof::GameOver)
    );
    // Already mated: the winner's line is empty.
    assert_eq!(
        verdict("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", Color::White),
        Verdict::Winnable(vec![])
    );
    // Queen against bare king: Black cannot mate, White can.
    assert_unwinnable("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", Color::Black);
    assert_winnable("4k3/8/8/8/8/8/8/3QK3 w - - 0 1", Color::White);
}

#[test]
fn the_budget_is_respected_and_reports_unknown() {
    let p = Position::startpos();
    let a = winnability(&p, Color::White, 10);
    assert!(a.nodes <= 200, "{}", a.nodes);
    // The start position needs a few plies: 10 nodes may or may not find one, but never lie.
    if let Verdict::Winnable(line) = a.verdict {
        assert!(mates(&p, Color::White, &uci(&line)));
    }
    assert!(matches!(
        winnability(&p, Color::White, BUDGET).verdict,
        Verdict::Winnable(_)
    ));
}

// ---------------------------------------------------------------------------------------
// The differential test against chasolver.

#[derive(Default, Debug)]
struct Tally {
    cases: usize,
    agree_winnable: usize,
    agree_unwinnable: usize,
    /// We found a mating line where chasolver claims there is none: chasolver is wrong.
    chasolver_unsound: Vec<String>,
    /// chasolver's fast mode claims unwinnable, and our line mates.
    chasolver_fast_unsound: Vec<String>,
    /// We prove something chasolver leaves undecided.
    only_ours: usize,
    /// chasolver decides (with its line checked, when winnable) and we say unknown.
    only_theirs: Vec<String>,
    both_unknown: usize,
    ours_quick: usize,
    theirs_fast: usize,
    ours_time: Duration,
    theirs_time: Duration,
}

fn chess_color(color: Color) -> chess::Color {
    match color {
        Color::White => chess::Color::White,
        Color::Black => chess::Color::Black,
    }
}

fn check_one(fen: &str, color: Color, tally: &mut Tally) {
    let p = pos(fen);
    let board = chess::Board::from_str(fen).unwrap_or_else(|e| panic!("chess crate refuses {fen}: {e}"));
    tally.cases += 1;

    let start = Instant::now();
    let ours = winnability(&p, color, BUDGET).verdict;
    tally.ours_time += start.elapsed();
    let start = Instant::now();
    let theirs = chasolver::winnability(&board, chess_color(color));
    tally.theirs_time += start.elapsed();

    let our_quick = quick(&p, color);
    let their_fast = chasolver::is_unwinnable_fast(&board, chess_color(color));
    tally.ours_quick += usize::from(our_quick.is_some());
    tally.theirs_fast += usize::from(their_fast);
    let case = format!("{fen} ({color:?} to mate)");

    // Our lines always mate.
    if let Verdict::Winnable(line) = &ours {
        assert!(mates(&p, color, &uci(line)), "{case}: our line {line:?} does not mate");
        assert!(
            our_quick.is_none(),
            "{case}: quick mode said unwinnable, yet {line:?} mates"
        );
        if their_fast {
            tally
                .chasolver_fast_unsound
                .push(format!("{case}: {}", uci(line).join(" ")));
        }
    }
    // A valid chasolver line refutes any unwinnability proof of ours.
    let their_line = match &theirs {
        Some(chasolver::Winnability::Winnable { helpmate }) => {
            let line: Vec<String> = helpmate.iter().map(|m| m.to_string()).collect();
            let valid = mates(&p, color, &line);
            assert!(
                !(valid && (matches!(ours, Verdict::Unwinnable(_)) || our_quick.is_some())),
                "{case}: we say unwinnable ({ours:?}, quick {our_quick:?}), but chasolver's line {line:?} mates"
            );
            assert!(
                valid || matches!(ours, Verdict::Winnable(_)),
                "{case}: chasolver's line {line:?} does not mate"
            );
            Some(line)
        }
        _ => None,
    };

    match (&ours, &theirs) {
        (Verdict::Winnable(_), Some(chasolver::Winnability::Winnable { .. })) => tally.agree_winnable += 1,
        (Verdict::Unwinnable(_), Some(chasolver::Winnability::Unwinnable)) => tally.agree_unwinnable += 1,
        (Verdict::Winnable(line), Some(chasolver::Winnability::Unwinnable)) => {
            tally.chasolver_unsound.push(format!("{case}: {}", uci(line).join(" ")));
        }
        (Verdict::Unwinnable(proof), Some(chasolver::Winnability::Winnable { .. })) => {
            unreachable!("{case}: checked above ({proof:?}, {their_line:?})")
        }
        (Verdict::Unknown, None) => tally.both_unknown += 1,
        (Verdict::Unknown, Some(t)) => tally.only_theirs.push(format!("{case}: {t:?}")),
        (_, None) => tally.only_ours += 1,
    }
}

fn report(name: &str, tally: &Tally) {
    eprintln!(
        "{name}: {} cases; agree winnable {}, agree unwinnable {}; chasolver unsound {} (fast mode {}); \
         only ours {}, only chasolver {}, both unknown {}; quick proofs ours {} v chasolver fast {}; \
         time ours {:?} v chasolver {:?}",
        tally.cases,
        tally.agree_winnable,
        tally.agree_unwinnable,
        tally.chasolver_unsound.len(),
        tally.chasolver_fast_unsound.len(),
        tally.only_ours,
        tally.only_theirs.len(),
        tally.both_unknown,
        tally.ours_quick,
        tally.theirs_fast,
        tally.ours_time,
        tally.theirs_time,
    );
    for case in tally
        .chasolver_unsound
        .iter()
        .chain(&tally.chasolver_fast_unsound)
        .take(20)
    {
        eprintln!("  chasolver unsound: {case}");
    }
    for case in tally.only_theirs.iter().take(20) {
        eprintln!("  only chasolver: {case}");
    }
}

#[test]
fn differential_random_games() {
    let mut rng = Rng(0x5eed_0006);
    let mut tally = Tally::default();
    for i in 0..400 {
        let fen = random_game(&mut rng, 20 + i % 160);
        for color in Color::ALL {
            check_one(&fen, color, &mut tally);
        }
    }
    report("random games", &tally);
    assert!(tally.only_theirs.is_empty(), "{:?}", tally.only_theirs);
}

#[test]
fn differential_every_pawnless_class_up_to_five_pieces() {
    let classes = pawnless_classes();
    assert_eq!(classes.len(), 1 + 8 + 36 + 120);
    let mut rng = Rng(0x5eed_0606);
    let mut tally = Tally::default();
    for class in &classes {
        for n in 0..3 {
            let mut pieces = vec!['K', 'k'];
            pieces.extend(class);
            let fen = random_placement(&mut rng, &pieces, if n % 2 == 0 { 'w' } else { 'b' });
            for color in Color::ALL {
                check_one(&fen, color, &mut tally);
            }
        }
    }
    report("pawnless classes", &tally);
    assert!(tally.only_theirs.is_empty(), "{:?}", tally.only_theirs);
}

/// The same on many more positions (about 45,000 questions; a few minutes in release):
/// `cargo test --release --test winnability -- --ignored`.
#[test]
#[ignore]
fn differential_wide() {
    let mut rng = Rng(0x5eed_9999);
    let mut sets: Vec<(&str, Vec<String>)> = Vec::new();
    let mut pawnless = Vec::new();
    for class in pawnless_classes() {
        for n in 0..60 {
            let mut pieces = vec!['K', 'k'];
            pieces.extend(&class);
            pawnless.push(random_placement(&mut rng, &pieces, if n % 2 == 0 { 'w' } else { 'b' }));
        }
    }
    sets.push(("pawnless classes, 60 each", pawnless));
    sets.push((
        "random games",
        (0..2000).map(|i| random_game(&mut rng, 20 + i % 160)).collect(),
    ));
    sets.push((
        "locked structures",
        (0..2000).map(|_| random_locked(&mut rng)).collect(),
    ));
    sets.push(("walls", (0..2000).map(|_| random_wall(&mut rng)).collect()));
    for (name, fens) in sets {
        let mut tally = Tally::default();
        for fen in &fens {
            for color in Color::ALL {
                check_one(fen, color, &mut tally);
            }
        }
        report(name, &tally);
        assert!(tally.only_theirs.is_empty(), "{name}: {:?}", tally.only_theirs);
    }
}

#[test]
fn differential_the_issues_counterexample() {
    // chasolver 3.0 calls Black unwinnable here; our line is replayed to mate above.
    let mut tally = Tally::default();
    check_one(
        "8/7p/4p1pP/1p1pPpP1/1PpP1P2/1KP5/8/1k6 w - - 0 1",
        Color::Black,
        &mut tally,
    );
    report("the issue's counterexample", &tally);
    assert_eq!(tally.chasolver_unsound.len(), 1, "{tally:?}");
}

#[test]
fn differential_a_lone_knight_against_two_bishops() {
    // Found by the benchmark: chasolver finds White's helpmate (the black king in a corner,
    // a bishop beside it, the white king two squares away and the knight checking), and an
    // earlier version of ours ran out of budget. Both must now find one.
    let mut tally = Tally::default();
    check_one("8/8/8/8/k7/8/7b/3b1KN1 b - - 0 1", Color::White, &mut tally);
    check_one("8/8/Bk6/6nK/8/B7/8/8 b - - 0 1", Color::Black, &mut tally);
    check_one("4N3/8/8/2k5/2b5/8/8/b1K5 b - - 0 1", Color::White, &mut tally);
    // Found by the wider runs of the differential test: each of these has defeated one
    // ordering of the helpmate search's moves or another.
    check_one("5k2/8/8/B7/n7/8/B5K1/8 w - - 0 1", Color::Black, &mut tally);
    check_one("7k/3B4/6n1/8/8/4B3/8/5K2 w - - 0 1", Color::Black, &mut tally);
    check_one("7n/7k/8/2B5/8/3B4/8/3K4 b - - 0 1", Color::Black, &mut tally);
    check_one("8/6b1/N7/8/8/8/K1b2k2/8 w - - 0 1", Color::White, &mut tally);
    report("a lone knight against two bishops", &tally);
    assert_eq!(tally.agree_winnable, 7, "{tally:?}");
}

#[test]
fn differential_walls() {
    let mut rng = Rng(0x5eed_3060);
    let mut tally = Tally::default();
    for _ in 0..400 {
        let fen = random_wall(&mut rng);
        for color in Color::ALL {
            check_one(&fen, color, &mut tally);
        }
    }
    report("walls", &tally);
    assert!(tally.only_theirs.is_empty(), "{:?}", tally.only_theirs);
}

#[test]
fn differential_locked_pawn_structures() {
    let mut rng = Rng(0x5eed_1060);
    let mut tally = Tally::default();
    for _ in 0..600 {
        let fen = random_locked(&mut rng);
        for color in Color::ALL {
            check_one(&fen, color, &mut tally);
        }
    }
    report("locked pawn structures", &tally);
    assert!(tally.only_theirs.is_empty(), "{:?}", tally.only_theirs);
}

/// A wall (see `random_wall`) with one or two more bishops anywhere, which may reach the
/// enemy king's side of it.
fn wall_with_roaming_bishops(rng: &mut Rng) -> String {
    loop {
        let fen = random_wall(rng);
        let (placement, rest) = fen.split_once(' ').unwrap_or_default();
        let mut board: Vec<char> = Vec::new();
        for rank in placement.split('/').rev() {
            for c in rank.chars() {
                match c.to_digit(10) {
                    Some(n) => board.extend(std::iter::repeat_n('.', n as usize)),
                    None => board.push(c),
                }
            }
        }
        let mut board: [char; 64] = board.try_into().unwrap_or(['.'; 64]);
        for _ in 0..1 + rng.below(2) {
            let free: Vec<usize> = (0..64).filter(|&sq| board[sq] == '.').collect();
            board[free[rng.below(free.len())]] = if rng.below(2) == 0 { 'B' } else { 'b' };
        }
        let fen = format!("{} {rest}", common::placement(&board));
        if fen.parse::<Position>().is_ok() {
            return fen;
        }
    }
}

/// Every position reachable from `root` (told apart by FEN without clocks), with no pruning at
/// all, or `None` past `limit`. Returns whether any is a mate by `winner`.
fn brute_force_mate(root: &Position, winner: Color, limit: usize) -> Option<bool> {
    let key = |p: &Position| p.to_fen().rsplitn(3, ' ').nth(2).unwrap_or_default().to_string();
    let mut seen = std::collections::HashSet::from([key(root)]);
    let mut queue = std::collections::VecDeque::from([*root]);
    while let Some(p) = queue.pop_front() {
        let moves = p.legal_moves();
        if moves.is_empty() && p.is_check() && p.turn() != winner {
            return Some(true);
        }
        for &mv in moves.iter() {
            let next = p.after(mv);
            if seen.insert(key(&next)) {
                if seen.len() > limit {
                    return None;
                }
                queue.push_back(next);
            }
        }
    }
    Some(false)
}

#[test]
fn quick_proofs_hold_up_under_brute_force() {
    // Whenever the quick mode proves a side unwinnable, a search of every reachable position
    // without any pruning finds no mate either (when the reachable set is small enough).
    let mut rng = Rng(0x5eed_2060);
    let (mut proved, mut confirmed, mut with_checks) = (0, 0, 0);
    let mut fens: Vec<String> = (0..400).map(|_| random_wall(&mut rng)).collect();
    fens.extend((0..400).map(|_| wall_with_roaming_bishops(&mut rng)));
    fens.extend((0..400).map(|_| random_locked(&mut rng)));
    for fen in fens {
        let p = pos(&fen);
        for color in Color::ALL {
            if let Some(Proof::Locked { checks, .. }) = quick(&p, color) {
                proved += 1;
                if let Some(mate) = brute_force_mate(&p, color, 20_000) {
                    assert!(
                        !mate,
                        "{fen}: quick mode says {color:?} cannot mate, but a mate is reachable"
                    );
                    confirmed += 1;
                    with_checks += usize::from(checks);
                }
            }
        }
    }
    eprintln!(
        "quick proofs from pawn structure: {proved}, confirmed by brute force: {confirmed}, \
         of which the side can check but never mate: {with_checks}"
    );
    assert!(confirmed >= 20, "only {confirmed} of {proved} quick proofs confirmed");
    assert!(
        with_checks >= 3,
        "only {with_checks} proofs of checks that never mate confirmed"
    );
}
