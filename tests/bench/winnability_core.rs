//! The position sets and the four analyses the winnability benchmark times: our quick and
//! full modes, and chasolver's fast and full ones. Shared by the native and wasm programs.
#![allow(dead_code)]

#[path = "../common/mod.rs"]
mod common;

use common::{Rng, pawnless_classes, random_game, random_locked, random_placement, random_wall};
use drawboard::winnability::{Verdict, quick, winnability};
use drawboard::{Color, Position};
use std::str::FromStr;

/// The node budget of our full mode, as in the differential test.
pub const BUDGET: u64 = 4_000_000;

pub struct Case {
    pub fen: String,
    ours: Position,
    theirs: chess::Board,
}

impl Case {
    pub fn new(fen: &str) -> Option<Case> {
        Some(Case {
            fen: fen.to_string(),
            ours: fen.parse().ok()?,
            theirs: chess::Board::from_str(fen).ok()?,
        })
    }
}

/// The generated sets, by name: random games, pawnless classes, locked structures, walls.
pub fn generated() -> Vec<(&'static str, Vec<Case>)> {
    let build = |fens: Vec<String>| fens.iter().filter_map(|f| Case::new(f)).collect::<Vec<_>>();
    let mut rng = Rng(0xbe_0006);
    let games = (0..300).map(|i| random_game(&mut rng, 20 + i % 160)).collect();
    let mut pawnless = Vec::new();
    for class in pawnless_classes() {
        let mut pieces = vec!['K', 'k'];
        pieces.extend(class);
        pawnless.push(random_placement(&mut rng, &pieces, 'w'));
        pawnless.push(random_placement(&mut rng, &pieces, 'b'));
    }
    let locked = (0..300).map(|_| random_locked(&mut rng)).collect();
    let walls = (0..300).map(|_| random_wall(&mut rng)).collect();
    vec![
        ("random games", build(games)),
        ("pawnless classes", build(pawnless)),
        ("locked structures", build(locked)),
        ("walls", build(walls)),
    ]
}

/// One analysis of both sides of a case; returns a small summary so nothing is optimised away.
pub fn run(case: &Case, engine: usize, full: bool) -> u32 {
    let mut out = 0;
    for (i, color) in Color::ALL.into_iter().enumerate() {
        let answer = match (engine, full) {
            (0, false) => u32::from(quick(&case.ours, color).is_some()),
            (0, true) => match winnability(&case.ours, color, BUDGET).verdict {
                Verdict::Winnable(_) => 1,
                Verdict::Unwinnable(_) => 2,
                Verdict::Unknown => 3,
            },
            (_, false) => u32::from(chasolver::is_unwinnable_fast(&case.theirs, chess_color(color))),
            (_, true) => match chasolver::winnability(&case.theirs, chess_color(color)) {
                Some(chasolver::Winnability::Winnable { .. }) => 1,
                Some(chasolver::Winnability::Unwinnable) => 2,
                None => 3,
            },
        };
        out |= answer << (4 * i);
    }
    out
}

fn chess_color(color: Color) -> chess::Color {
    match color {
        Color::White => chess::Color::White,
        Color::Black => chess::Color::Black,
    }
}

pub const ENGINES: [&str; 2] = ["drawboard", "chasolver"];
pub const MODES: [&str; 2] = ["quick/fast", "full"];

/// Median of a list of numbers.
pub fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}
