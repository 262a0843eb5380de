//! Tunes the search's numbers ([`drawboard::search::Params`]), or evaluation weights, by SPSA,
//! with the search in the loop: each step plays a pair of games (one opening, both colours)
//! between two copies of drawboard, one with every number moved a little up or down at random
//! and one with each moved the other way, and moves every number towards the side that scored
//! better. Games are at a fixed node count, so the machine's load does not decide them. The
//! numbers at the end (and every 100 steps) are printed as `name=value`, ready for `--start`
//! or for the defaults in `src/search/params.rs`; a match must then prove them (`match.sh`).
//!
//! `cargo run --release --example bench_spsa -- STEPS [--nodes N=8000] [--concurrency N=2]
//! [--plies K=8] [--seed S=11] [--engine PATH] [--only NAME,NAME...] [--start NAME=V,...]
//! [--rate R=0.025]`; see spsa.sh.
//!
//! Evaluation weights are tuned when `--start` names them (`eval.king_danger.7.mg=98`), from
//! the value given there; the engine must be built with the `tune` feature, which lets UCI set
//! them. Their perturbation is at least 4 cp.
//!
//! The schedule is the usual one: at step k of n, each number is moved by ±c_k with
//! c_k = c (n / k)^0.101, where c is an eighth of its starting value (at least 1), and moves by
//! a_k r ±1 after the pair, with r the first copy's score minus one (from -1 to 1) and
//! a_k = R c ((A + n) / (A + k))^0.602, A = n / 10. With the default rate, chance alone moves a
//! number by about c over a run; a number whose c is worth 10 Elo moves by about 2c.

#[path = "uci_engine.rs"]
#[allow(dead_code)] // This program asks for the move with its score, never for a bare move.
mod uci_engine;

#[path = "../common/mod.rs"]
mod common;

#[path = "games.rs"]
mod games;

use drawboard::search::Params;
use games::{openings, play};
use std::sync::Mutex;
use std::time::Instant;
use uci_engine::UciEngine;

const USAGE: &str = "usage: bench_spsa STEPS [--nodes N=8000] [--concurrency N=2] [--plies K=8] [--seed S=11] \
[--engine PATH] [--only NAME,NAME...] [--start NAME=V,...] [--rate R=0.025]";

/// drawboard's table in each game, in megabytes: small, as the games are short.
const HASH_MB: &str = "8";

/// One number being tuned.
struct Tuned {
    name: String,
    /// The current estimate.
    value: f64,
    /// Its perturbation at the last step.
    c_end: f64,
}

impl Tuned {
    /// `name` from `value`, perturbed by an eighth of it, or by `least` when that is more.
    fn new(name: String, value: i32, least: f64) -> Tuned {
        let value = f64::from(value);
        Tuned {
            name,
            value,
            c_end: (value.abs() / 8.0).round().max(least),
        }
    }
}

/// What the command line asks for.
struct Config {
    steps: usize,
    nodes: u64,
    concurrency: usize,
    plies: usize,
    seed: u64,
    engine: String,
    only: Option<Vec<String>>,
    start: Vec<(String, i32)>,
    rate: f64,
}

impl Config {
    fn from_args(args: &[String]) -> Result<Config, String> {
        let mut config = Config {
            steps: 0,
            nodes: 8_000,
            concurrency: 2,
            plies: 8,
            seed: 11,
            engine: uci_engine::built_drawboard().map_err(|e| e.to_string())?,
            only: None,
            start: Vec::new(),
            rate: 0.025,
        };
        let mut args = args.iter();
        while let Some(arg) = args.next() {
            let mut value = || args.next().cloned().ok_or(format!("{arg} needs a value"));
            let number = |text: String| text.parse::<u64>().map_err(|_| format!("{arg}: not a number: {text}"));
            match arg.as_str() {
                "--nodes" => config.nodes = number(value()?)?.max(1),
                "--concurrency" => config.concurrency = number(value()?)?.max(1) as usize,
                "--plies" => config.plies = number(value()?)? as usize,
                "--seed" => config.seed = number(value()?)?,
                "--engine" => config.engine = value()?,
                "--only" => config.only = Some(value()?.split(',').map(str::to_string).collect()),
                "--start" => {
                    for pair in value()?.split(',').filter(|p| !p.is_empty()) {
                        let (name, v) = pair.split_once('=').ok_or(format!("--start: not NAME=V: {pair}"))?;
                        let v = v.parse::<i32>().map_err(|_| format!("--start: not a number: {v}"))?;
                        config.start.push((name.to_string(), v));
                    }
                }
                "--rate" => {
                    let text = value()?;
                    config.rate = text.parse().map_err(|_| format!("--rate: not a number: {text}"))?;
                }
                flag if flag.starts_with("--") => return Err(format!("unknown flag {flag}")),
                text if config.steps == 0 => config.steps = number(text.into())? as usize,
                text => return Err(format!("unexpected argument {text}")),
            }
        }
        if config.steps == 0 {
            return Err("how many steps?".into());
        }
        Ok(config)
    }

    /// The numbers to tune, from the defaults or `--start`. Evaluation weights
    /// (`eval.BLOCK.INDEX.mg|eg`, for an engine built with the `tune` feature) are tuned when
    /// `--start` names them, from the value given there.
    fn tuned(&self) -> Result<Vec<Tuned>, String> {
        let mut params = Params::default();
        let mut weights = Vec::new();
        for (name, v) in &self.start {
            if name.starts_with("eval.") {
                weights.push((name.clone(), *v));
            } else {
                params.set(name, *v)?;
            }
        }
        let chosen = |name: &str| self.only.as_ref().is_none_or(|only| only.iter().any(|n| n == name));
        if let Some(only) = &self.only
            && let Some(unknown) = only
                .iter()
                .find(|n| params.get(n).is_none() && !weights.iter().any(|(w, _)| w == *n))
        {
            return Err(format!(
                "no search parameter named {unknown}, nor a weight given by --start"
            ));
        }
        let search = Params::names()
            .filter(|name| chosen(name))
            .map(|name| Tuned::new(name.to_string(), params.get(name).unwrap_or(0), 1.0));
        // A weight's perturbation is at least 4 cp: smaller moves would not show in games.
        let eval = weights
            .into_iter()
            .filter(|(name, _)| chosen(name))
            .map(|(name, v)| Tuned::new(name, v, 4.0));
        Ok(search.chain(eval).collect())
    }
}

/// The state shared by the threads: the estimates and the step count.
struct State {
    tuned: Vec<Tuned>,
    next_step: usize,
    done: usize,
    /// Points of the "plus" copies over all pairs, and the pairs.
    plus_points: f64,
    rng: common::Rng,
}

/// `name=value` for every number, rounded as the engine gets it.
fn line(tuned: &[Tuned]) -> String {
    tuned
        .iter()
        .map(|t| format!("{}={}", t.name, t.value.round() as i32))
        .collect::<Vec<_>>()
        .join(",")
}

fn set_all(engine: &mut UciEngine, values: &[(String, i32)]) {
    for (name, v) in values {
        engine.send(&format!("setoption name {name} value {v}"));
    }
    engine.send("isready");
    engine.wait_for("readyok");
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}");
        return;
    }
    let (config, tuned) = match Config::from_args(&args).and_then(|c| c.tuned().map(|t| (c, t))) {
        Ok(both) => both,
        Err(e) => {
            eprintln!("{e}\n{USAGE}");
            std::process::exit(2);
        }
    };
    let n = config.steps as f64;
    let big_a = n / 10.0;
    println!(
        "SPSA: {} steps (pairs of games), {} nodes a move, {} at a time, openings of {} random plies (seed {}), rate {}",
        config.steps, config.nodes, config.concurrency, config.plies, config.seed, config.rate
    );
    println!("start: {}", line(&tuned));
    let openings = openings(config.steps, config.plies, config.seed);
    let state = Mutex::new(State {
        tuned,
        next_step: 0,
        done: 0,
        plus_points: 0.0,
        rng: common::Rng(0x005E_ED0F_5B5A ^ config.seed),
    });
    let started = Instant::now();
    let go = format!("nodes {}", config.nodes);
    std::thread::scope(|scope| {
        for _ in 0..config.concurrency.min(config.steps) {
            let (state, config, openings, go) = (&state, &config, &openings, &go);
            scope.spawn(move || {
                let start = |name: &str| {
                    UciEngine::start(name, &config.engine, &["uci"], &[("Hash", HASH_MB)])
                        .unwrap_or_else(|e| panic!("cannot start {}: {e}", config.engine))
                };
                let (mut plus, mut minus) = (start("plus"), start("minus"));
                loop {
                    // Draw the step's perturbation under the lock, play without it.
                    let (k, signs, plus_values, minus_values) = {
                        let mut s = state.lock().unwrap();
                        if s.next_step >= config.steps {
                            break;
                        }
                        s.next_step += 1;
                        let k = s.next_step;
                        let c_k: Vec<f64> = s.tuned.iter().map(|t| t.c_end * (n / k as f64).powf(0.101)).collect();
                        let signs: Vec<f64> = (0..s.tuned.len())
                            .map(|_| if s.rng.below(2) == 0 { -1.0 } else { 1.0 })
                            .collect();
                        let at = |sign: f64| -> Vec<(String, i32)> {
                            s.tuned
                                .iter()
                                .zip(&signs)
                                .zip(&c_k)
                                .map(|((t, d), c)| (t.name.clone(), (t.value + sign * d * c).round() as i32))
                                .collect()
                        };
                        let (plus_values, minus_values) = (at(1.0), at(-1.0));
                        (k, signs, plus_values, minus_values)
                    };
                    set_all(&mut plus, &plus_values);
                    set_all(&mut minus, &minus_values);
                    let opening = &openings[k - 1];
                    let gos = (go.as_str(), go.as_str());
                    let (first, _, _) = play(&mut plus, &mut minus, opening, true, gos, true);
                    let (second, _, _) = play(&mut plus, &mut minus, opening, false, gos, true);
                    let r = first + second - 1.0;
                    let mut s = state.lock().unwrap();
                    let a_k = config.rate * ((big_a + n) / (big_a + k as f64)).powf(0.602);
                    for (t, d) in s.tuned.iter_mut().zip(&signs) {
                        t.value += a_k * t.c_end * r * d;
                    }
                    s.plus_points += first + second;
                    s.done += 1;
                    if s.done % 100 == 0 || s.done == config.steps {
                        println!(
                            "step {} ({:.0} s, plus copies {:.1}%): {}",
                            s.done,
                            started.elapsed().as_secs_f64(),
                            50.0 * s.plus_points / s.done as f64,
                            line(&s.tuned)
                        );
                    }
                }
            });
        }
    });
    let s = state.into_inner().unwrap();
    println!("final: {}", line(&s.tuned));
}
