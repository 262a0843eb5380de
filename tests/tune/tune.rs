//! Tunes every evaluation weight by gradient descent on labelled positions (Texel's method).
//!
//! Each line of the data (from `tune_datagen`) is `FEN;score;result`: Stockfish's score in
//! centipawns and the game's result, both from White's point of view. The target for a
//! position blends the two, `lambda * result + (1 - lambda) * sigmoid(score)`, and the model is
//! our own evaluation through the same sigmoid, `sigmoid(k * eval)`. The evaluation is linear
//! in its weights once a position's trace is known (`drawboard::eval::trace`), so the gradient
//! is exact. Adam takes the steps; a tenth of the positions is held out to show overfitting.
//! Pair-o-Max's divisors, the drawish endings' factors and the draw scores are applied as they
//! are and never tuned.
//!
//! `cargo run --release --example tune_eval -- [--epochs N] [--lambda L] [--reg R] [--k K] [--out
//! FILE] DATA...` (`--k`: the sigmoid's scale, fitted to the starting weights when not given;
//! `--reg`: an L2 pull towards the starting weights, for weights the data rarely uses;
//! `--without BLOCK`, repeatable: tune without that term, to see what it is worth on held-out
//! positions; the weights file is then written with the block unchanged, so use `--out`;
//! `--only BLOCK`, repeatable: tune these blocks alone, every other weight keeping its value)
//! writes the tuned table to FILE (default `src/eval/weights.rs`); see tune.sh.

use drawboard::Position;
use drawboard::eval::params::{BLOCKS, COUNT, MATERIAL, TEMPO, UNSTOPPABLE};
use drawboard::eval::{FULL_PHASE, drawish, trace, weights::WEIGHTS};
use std::io::Write;

/// One position, ready for the model.
struct Sample {
    /// Where this position's counts start in the shared arrays, and how many there are.
    start: u32,
    len: u16,
    phase: f32,
    /// The share of the endgame half that counts (drawish endings, never tuned).
    endgame_factor: f32,
    divisor: f32,
    turn: f32,
    target: f32,
}

struct Data {
    samples: Vec<Sample>,
    params: Vec<u16>,
    counts: Vec<f32>,
}

/// The win probability the sigmoid gives a score in centipawns.
fn sigmoid(cp: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-cp / 400.0))
}

/// Reads the data; weights in `without` are left out of the model (their counts dropped).
fn load(files: &[String], lambda: f64, without: &[usize]) -> Data {
    let mut data = Data {
        samples: Vec::new(),
        params: Vec::new(),
        counts: Vec::new(),
    };
    let (mut skipped_small, mut skipped_drawn) = (0, 0);
    for file in files {
        let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file}: {e}"));
        for line in text.lines() {
            let mut fields = line.split(';');
            let (Some(fen), Some(score), Some(result)) = (fields.next(), fields.next(), fields.next()) else {
                continue;
            };
            let (Ok(pos), Ok(score), Ok(result)) =
                (fen.parse::<Position>(), score.parse::<f64>(), result.parse::<f64>())
            else {
                continue;
            };
            // The endgame tables answer every position of up to four men exactly; short
            // searches score them badly, so they would only teach noise.
            if pos.occupied().count() <= 4 {
                skipped_small += 1;
                continue;
            }
            let t = trace(&pos);
            if t.drawn {
                skipped_drawn += 1;
                continue;
            }
            let start = data.params.len() as u32;
            for &(param, count) in &t.counts {
                if param as usize != TEMPO && !without.contains(&(param as usize)) {
                    data.params.push(param);
                    data.counts.push(count as f32);
                }
            }
            data.samples.push(Sample {
                start,
                len: (data.params.len() as u32 - start) as u16,
                phase: t.phase as f32 / FULL_PHASE as f32,
                endgame_factor: t.endgame_factor as f32 / drawish::FULL as f32,
                divisor: t.divisor as f32,
                turn: t.turn as f32,
                target: (lambda * result + (1.0 - lambda) * sigmoid(score)) as f32,
            });
        }
    }
    eprintln!(
        "{} positions ({skipped_small} of four men or fewer and {skipped_drawn} drawn by material left out)",
        data.samples.len()
    );
    data
}

/// The model's evaluation of a sample (White's point of view, centipawns).
#[inline]
fn evaluate(data: &Data, s: &Sample, w: &[[f64; 2]]) -> f64 {
    let (mut mg, mut eg) = (0.0, 0.0);
    let range = s.start as usize..s.start as usize + s.len as usize;
    for (&p, &c) in data.params[range.clone()].iter().zip(&data.counts[range]) {
        mg += w[p as usize][0] * c as f64;
        eg += w[p as usize][1] * c as f64;
    }
    let phase = s.phase as f64;
    let taper = |mg: f64, eg: f64| mg * phase + eg * (1.0 - phase);
    taper(mg, eg * s.endgame_factor as f64) / s.divisor as f64 + s.turn as f64 * taper(w[TEMPO][0], w[TEMPO][1])
}

/// Mean squared error over the samples `which` selects.
fn loss(data: &Data, w: &[[f64; 2]], k: f64, which: &dyn Fn(usize) -> bool) -> f64 {
    let (mut sum, mut n) = (0.0, 0usize);
    for (i, s) in data.samples.iter().enumerate() {
        if which(i) {
            let p = sigmoid(k * evaluate(data, s, w));
            sum += (p - s.target as f64).powi(2);
            n += 1;
        }
    }
    sum / n.max(1) as f64
}

/// The scale `k` that fits the current weights best (golden-section search).
fn fit_k(data: &Data, w: &[[f64; 2]], train: &dyn Fn(usize) -> bool) -> f64 {
    let (mut lo, mut hi) = (0.3f64, 3.0f64);
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..30 {
        let a = hi - ratio * (hi - lo);
        let b = lo + ratio * (hi - lo);
        if loss(data, w, a, train) < loss(data, w, b, train) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Fewer training positions than this use a weight: it is not tuned.
const MIN_USE: usize = 1000;

/// Blocks that are tables along a scale, where a neighbour's value is a fair guess (not king
/// danger: its rare, high entries keep their steep starting values).
const ORDERED: [&str; 6] = [
    "mobility_knight",
    "mobility_bishop",
    "mobility_rook",
    "mobility_queen",
    "passed_our_king",
    "passed_their_king",
];

/// Gives each frozen entry of a table the value of its nearest tuned entry.
fn fill_from_neighbours(table: &mut [[f64; 2]], frozen: &[bool]) {
    let tuned: Vec<usize> = (0..table.len()).filter(|&i| !frozen[i]).collect();
    for i in (0..table.len()).filter(|&i| frozen[i]) {
        if let Some(&nearest) = tuned.iter().min_by_key(|&&j| j.abs_diff(i)) {
            table[i] = table[nearest];
        }
    }
}

fn write_weights(path: &str, w: &[[f64; 2]], summary: &str) -> std::io::Result<()> {
    let mut out = String::new();
    out.push_str(
        "//! The evaluation's weights, middlegame and endgame, in centipawns, block by block in the order\n\
         //! `params.rs` names them. Written by the tuner (`tests/tune/tune.rs`): edit it by tuning.\n",
    );
    out.push_str(&format!("//! Last tuning: {summary}.\n\n"));
    out.push_str("use super::Pair;\nuse super::params::COUNT;\n\n");
    out.push_str("/// Every weight, in the order of `params::BLOCKS`.\n#[rustfmt::skip]\n");
    out.push_str("pub static WEIGHTS: [Pair; COUNT] = [\n");
    for (name, start, len) in BLOCKS {
        out.push_str(&format!("    // {name}\n"));
        for row in w[start..start + len].chunks(4) {
            let pairs: Vec<String> = row
                .iter()
                .map(|p| format!("Pair::new({}, {}),", p[0].round() as i32, p[1].round() as i32))
                .collect();
            out.push_str(&format!("    {}\n", pairs.join(" ")));
        }
    }
    out.push_str("];\n");
    std::fs::File::create(path)?.write_all(out.as_bytes())
}

/// The weights of the block called `name`.
fn block(name: &str) -> std::ops::Range<usize> {
    let Some(&(_, start, len)) = BLOCKS.iter().find(|b| b.0 == name) else {
        panic!("no weight block is called {name}");
    };
    start..start + len
}

/// Every piece but the king counts once in material, once in its placement table and (knights
/// to queens) once in its mobility table, so adding the same amount to a whole table and taking
/// it from the material leaves every evaluation as it was. Without a rule the tuner drifts
/// along that line: material falls, tables rise, and an entry too rarely used to be tuned
/// (frozen) stays behind, under- or overvalued by the whole drift. So after every step the
/// tuned entries of each table are moved back to the mean they started with, the material
/// taking the difference: the drift never builds up, and a frozen entry keeps its place
/// beside the tuned ones.
fn recentre(w: &mut [[f64; 2]], initial: &[[f64; 2]], frozen: &[bool]) {
    // Each table with the material index of its piece (pawn 0 to queen 4); the placement block
    // holds 32 squares per role, in role order.
    let placement = block("placement").start;
    let placements = (0..5).map(|role| (placement + role * 32..placement + (role + 1) * 32, role));
    let mobilities = [
        ("mobility_knight", 1),
        ("mobility_bishop", 2),
        ("mobility_rook", 3),
        ("mobility_queen", 4),
    ]
    .map(|(name, role)| (block(name), role));
    for (range, role) in placements.chain(mobilities) {
        let tuned: Vec<usize> = range.filter(|&i| !frozen[i]).collect();
        if tuned.is_empty() || frozen[MATERIAL + role] {
            continue;
        }
        for j in 0..2 {
            let mean = tuned.iter().map(|&i| w[i][j] - initial[i][j]).sum::<f64>() / tuned.len() as f64;
            for &i in &tuned {
                w[i][j] -= mean;
            }
            w[MATERIAL + role][j] += mean;
        }
    }
}

fn main() {
    let mut epochs = 400;
    let mut lambda = 0.5;
    let mut reg = 0.0;
    let mut fixed_k = None;
    let mut without = Vec::new();
    let mut only = Vec::new();
    let mut only_names = Vec::new();
    let mut out = "src/eval/weights.rs".to_string();
    let mut files = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut value = |name: &str| args.next().unwrap_or_else(|| panic!("{name} needs a value"));
        match arg.as_str() {
            "--epochs" => epochs = value("--epochs").parse().expect("a whole number of epochs"),
            "--lambda" => lambda = value("--lambda").parse().expect("lambda from 0 to 1"),
            "--out" => out = value("--out"),
            "--reg" => reg = value("--reg").parse().expect("a regularisation strength"),
            "--k" => fixed_k = Some(value("--k").parse::<f64>().expect("a positive k")),
            "--only" => {
                let name = value("--only");
                only.extend(block(&name));
                only_names.push(name);
            }
            "--without" => without.extend(block(&value("--without"))),
            _ => files.push(arg),
        }
    }
    if files.is_empty() {
        eprintln!(
            "usage: tune_eval [--epochs N] [--lambda L] [--reg R] [--k K] [--without BLOCK]... [--only BLOCK]... [--out FILE] DATA..."
        );
        std::process::exit(2);
    }
    let data = load(&files, lambda, &without);
    // Every tenth position is held out.
    let train = |i: usize| !i.is_multiple_of(10);
    let test = |i: usize| i.is_multiple_of(10);
    let mut w: Vec<[f64; 2]> = WEIGHTS.iter().map(|p| [p.mg as f64, p.eg as f64]).collect();
    let prior = w.clone();
    // Weights too few training positions use would only learn their noise: they keep their
    // starting value, and in the ordered tables (mobility, passed pawns by rank)
    // they take their nearest well-used neighbour's value afterwards (see ORDERED).
    let mut usage = vec![0usize; COUNT];
    for (i, s) in data.samples.iter().enumerate() {
        if train(i) {
            let range = s.start as usize..s.start as usize + s.len as usize;
            data.params[range].iter().for_each(|&p| usage[p as usize] += 1);
        }
    }
    usage[TEMPO] = data.samples.len();
    // With --only, every other weight keeps its value.
    let frozen: Vec<bool> = usage
        .iter()
        .enumerate()
        .map(|(i, &u)| u < MIN_USE || !(only.is_empty() || only.contains(&i)))
        .collect();
    eprintln!(
        "{} of {COUNT} weights used by fewer than {MIN_USE} positions stay as they were",
        frozen.iter().filter(|&&f| f).count()
    );
    // The scale of the sigmoid: fitted to the starting weights, or given. Fitted, it keeps the
    // tuned evaluation at the starting weights' scale (1/k times the data's); `--k 1` puts it on
    // the scale of the scores in the data (Stockfish's centipawns).
    let k = fixed_k.unwrap_or_else(|| fit_k(&data, &w, &train));
    let (train0, test0) = (loss(&data, &w, k, &train), loss(&data, &w, k, &test));
    eprintln!("k {k:.3}; before: train {train0:.6}, held out {test0:.6}");

    // Adam, full batch.
    let (rate, beta1, beta2) = (1.0, 0.9, 0.999);
    let mut m = vec![[0.0f64; 2]; COUNT];
    let mut v = vec![[0.0f64; 2]; COUNT];
    let ln10 = std::f64::consts::LN_10;
    for epoch in 1..=epochs {
        let mut grad = vec![[0.0f64; 2]; COUNT];
        for (i, s) in data.samples.iter().enumerate() {
            if !train(i) {
                continue;
            }
            let e = evaluate(&data, s, &w);
            let p = sigmoid(k * e);
            // d(p - y)^2 / d eval
            let g = 2.0 * (p - s.target as f64) * p * (1.0 - p) * ln10 * k / 400.0;
            let (phase, div) = (s.phase as f64, s.divisor as f64);
            let range = s.start as usize..s.start as usize + s.len as usize;
            for (&param, &c) in data.params[range.clone()].iter().zip(&data.counts[range]) {
                let base = g * c as f64 / div;
                grad[param as usize][0] += base * phase;
                grad[param as usize][1] += base * (1.0 - phase) * s.endgame_factor as f64;
            }
            grad[TEMPO][0] += g * s.turn as f64 * phase;
            grad[TEMPO][1] += g * s.turn as f64 * (1.0 - phase);
        }
        let n = data.samples.len() as f64 * 0.9;
        for i in (0..COUNT).filter(|&i| !frozen[i]) {
            for j in 0..2 {
                // The rule of the square matters only once the enemy pieces are gone: its
                // middlegame half would fit nothing but noise.
                if i == UNSTOPPABLE && j == 0 {
                    continue;
                }
                // A weight the data rarely uses is pulled back towards where it started.
                let g = grad[i][j] / n + reg * (w[i][j] - prior[i][j]);
                m[i][j] = beta1 * m[i][j] + (1.0 - beta1) * g;
                v[i][j] = beta2 * v[i][j] + (1.0 - beta2) * g * g;
                let m_hat = m[i][j] / (1.0 - beta1.powi(epoch));
                let v_hat = v[i][j] / (1.0 - beta2.powi(epoch));
                w[i][j] -= rate * m_hat / (v_hat.sqrt() + 1e-12);
            }
        }
        recentre(&mut w, &prior, &frozen);
        if epoch % 50 == 0 || epoch == epochs {
            eprintln!(
                "epoch {epoch}: train {:.6}, held out {:.6}",
                loss(&data, &w, k, &train),
                loss(&data, &w, k, &test)
            );
        }
    }
    for (name, start, len) in BLOCKS {
        if ORDERED.contains(&name) && (only.is_empty() || only.contains(&start)) {
            fill_from_neighbours(&mut w[start..start + len], &frozen[start..start + len]);
        }
    }
    let (train1, test1) = (loss(&data, &w, k, &train), loss(&data, &w, k, &test));
    let tuned = if only_names.is_empty() {
        String::new()
    } else {
        format!(" (only {}; the rest as they were)", only_names.join(", "))
    };
    let summary = format!(
        "{} positions, {epochs} epochs, lambda {lambda}, reg {reg}, k {k:.3}{tuned}; held-out error {test0:.5} -> {test1:.5}",
        data.samples.len()
    );
    eprintln!("after: train {train1:.6}, held out {test1:.6}");
    write_weights(&out, &w, &summary).unwrap_or_else(|e| panic!("{out}: {e}"));
    eprintln!("wrote {out}");
}
