#!/usr/bin/env bash
# Tunes the search's numbers (src/search/params.rs), or evaluation weights named in --start
# (eval.BLOCK.INDEX.mg|eg, src/eval/params.rs), by SPSA: pairs of self-play games at a fixed
# node count between two copies of drawboard, one with each number nudged up or down at random
# and one nudged the other way, each number then moved towards the copy that scored better.
# Prints the numbers every 100 steps and at the end as NAME=V,... Usage:
#   tests/bench/spsa.sh STEPS [--nodes N=8000] [--concurrency N=2] [--plies K=8] [--seed S=11]
#     [--engine PATH] [--only NAME,NAME...] [--start NAME=V,...] [--rate R=0.025]
# The run behind the defaults in params.rs (see tests/bench/engine-changes.md, session 22):
#   tests/bench/spsa.sh 3500 --nodes 8000 --rate 0.03
# Weights need an engine built with the `tune` feature, which this script builds apart; the
# king-safety run of session 24 is in tests/bench/engine-changes.md.
# Then prove the result by self-play against the build before, and against Stockfish (match.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
bash .ci/setup
cargo build --release --bin drawboard --example bench_spsa
engine=()
if [[ " $* " == *" eval."* || " $* " == *",eval."* ]]; then
    CARGO_TARGET_DIR=target/tune-engine cargo build --release --features tune --bin drawboard
    engine=(--engine target/tune-engine/release/drawboard)
fi
target/release/examples/bench_spsa "${engine[@]}" "$@"
