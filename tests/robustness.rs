//! Bad input never panics: mangled FENs and move texts get errors, and whatever FEN is
//! accepted gives a position that works.

use drawboard::{Game, Position};

mod common;
use common::Rng;

const SEEDS: [&str; 4] = [
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
];

/// Characters that FENs and moves are made of, and some that they are not.
const ALPHABET: &[char] = &[
    'p', 'n', 'b', 'r', 'q', 'k', 'P', 'N', 'B', 'R', 'Q', 'K', '1', '2', '3', '7', '8', '9', '0', '/', ' ', '-', 'w',
    'a', 'e', 'h', 'x', '=', '+', '#', 'O', 'é', '♞', '\t', '\n', '\u{0}',
];

fn mangle(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(4) {
        let at = rng.below(chars.len() + 1);
        match rng.below(3) {
            0 if at < chars.len() => {
                chars.remove(at);
            }
            1 if at < chars.len() => chars[at] = ALPHABET[rng.below(ALPHABET.len())],
            _ => chars.insert(at, ALPHABET[rng.below(ALPHABET.len())]),
        }
    }
    chars.into_iter().collect()
}

#[test]
fn mangled_fens_give_errors_or_working_positions() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let (mut accepted, mut rejected) = (0, 0);
    for i in 0..20_000 {
        let fen = mangle(&mut rng, SEEDS[i % SEEDS.len()]);
        match fen.parse::<Position>() {
            Ok(pos) => {
                accepted += 1;
                // An accepted position round-trips and its moves can be played.
                let again: Position = pos.to_fen().parse().unwrap_or_else(|e| panic!("{fen}: {e}"));
                assert_eq!(again, pos, "{fen}");
                for &mv in pos.legal_moves().iter() {
                    assert_eq!(pos.after(mv).compute_hash(), pos.after(mv).hash(), "{fen} {mv}");
                    let _ = pos.san(mv);
                }
            }
            Err(e) => {
                rejected += 1;
                assert!(!e.to_string().is_empty());
            }
        }
    }
    assert!(
        accepted > 100 && rejected > 10_000,
        "accepted {accepted}, rejected {rejected}"
    );
}

#[test]
fn mangled_moves_give_errors_or_legal_moves() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let words = [
        "e4", "e2e4", "Nf3", "O-O", "exd6", "e7e8=Q", "Qxa8+", "0-0-0", "b1c3", "Raxd1#", "Nbd7!?",
    ];
    for seed in SEEDS {
        let pos: Position = seed.parse().unwrap();
        for _ in 0..5_000 {
            let word = words[rng.below(words.len())];
            let text = mangle(&mut rng, word);
            if let Ok(mv) = pos.parse_move(&text) {
                assert!(pos.is_legal(mv), "{seed}: {text} gave {mv}");
            }
            let mut game = Game::new(pos);
            if game.play(&text).is_err() {
                assert_eq!(game.position(), &pos, "a failed move changed the game");
            }
        }
    }
}
