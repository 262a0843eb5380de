//! How far Stockfish agrees with each term of our evaluation, on a set of labelled positions.
//!
//! For every position of the data (`FEN;score;result` from `tune_datagen`) whose evaluation and
//! Stockfish score both lie within 600 cp, the evaluation's named terms (`evaluate_full`, each
//! White minus Black) are regressed on Stockfish's score by least squares, without an
//! intercept. A term's coefficient says how many of Stockfish's centipawns one of ours is worth
//! there: about 1 where Stockfish agrees, near 0 where the term tells nothing about its score.
//!
//! Run it on Stockfish's own games (`data-1.txt`) and on drawboard's (`data-m1.txt`, from
//! `tune_datagen --player`): a term whose coefficient falls in drawboard's own games is one its
//! search seeks out more than it is worth.
//!
//! `cargo run --release --example tune_agreement -- [--limit N] DATA...` (the first N positions
//! of each file that qualify, 40,000 by default).

use drawboard::Position;
use drawboard::eval::{Terms, evaluate_full};

/// Positions with either score beyond this are left out: there the scale is not linear.
const WITHIN_CP: i32 = 600;

/// The evaluation's named terms (see [`named`]).
const TERMS: usize = 10;

/// Each term with its name, in one list so that names and values cannot drift apart.
fn named(t: &Terms) -> [(&'static str, f64); TERMS] {
    [
        ("material", t.material),
        ("placement", t.placement),
        ("mobility", t.mobility),
        ("pawn_structure", t.pawn_structure),
        ("passed_pawns", t.passed_pawns),
        ("king_safety", t.king_safety),
        ("threats", t.threats),
        ("space", t.space),
        ("rooks", t.rooks),
        ("bishop_pair", t.bishop_pair),
    ]
    .map(|(name, value)| (name, f64::from(value)))
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting; `None` when singular.
fn solve<const N: usize>(mut a: [[f64; N]; N], mut b: [f64; N]) -> Option<[f64; N]> {
    for col in 0..N {
        let pivot = (col..N).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[pivot][col].abs() < 1e-9 {
            return None;
        }
        a.swap(col, pivot);
        b.swap(col, pivot);
        for row in 0..N {
            if row != col {
                let f = a[row][col] / a[col][col];
                let pivot_row = a[col];
                for (x, p) in a[row].iter_mut().zip(pivot_row) {
                    *x -= f * p;
                }
                b[row] -= f * b[col];
            }
        }
    }
    Some(std::array::from_fn(|i| b[i] / a[i][i]))
}

fn main() {
    let mut limit = 40_000;
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        if arg == "--limit" {
            limit = args.next().and_then(|n| n.parse().ok()).expect("--limit N");
        } else {
            files.push(arg);
        }
    }
    if files.is_empty() {
        eprintln!("usage: tune_agreement [--limit N] DATA...");
        std::process::exit(2);
    }
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{file}: {e}"));
        let (mut xtx, mut xty) = ([[0.0; TERMS]; TERMS], [0.0; TERMS]);
        let mut used = 0usize;
        for line in text.lines() {
            if used >= limit {
                break;
            }
            let mut fields = line.split(';');
            let (Some(fen), Some(score)) = (fields.next(), fields.next()) else {
                continue;
            };
            let (Ok(pos), Ok(score)) = (fen.parse::<Position>(), score.trim().parse::<i32>()) else {
                continue;
            };
            let eval = evaluate_full(&pos);
            if score.abs() > WITHIN_CP || eval.score.abs() > WITHIN_CP {
                continue;
            }
            let x = named(&eval.terms).map(|(_, value)| value);
            for i in 0..TERMS {
                for j in 0..TERMS {
                    xtx[i][j] += x[i] * x[j];
                }
                xty[i] += x[i] * f64::from(score);
            }
            used += 1;
        }
        println!("{file}: {used} positions");
        match solve(xtx, xty) {
            Some(coef) => {
                let names = named(&Terms::default()).map(|(name, _)| name);
                for (i, name) in names.iter().enumerate() {
                    let rms = (xtx[i][i] / used.max(1) as f64).sqrt();
                    println!("  {name:<15} {:>6.2}   (typical size {rms:.0} cp)", coef[i]);
                }
            }
            None => println!("  too few positions to tell the terms apart"),
        }
    }
}
