#!/usr/bin/env bash
# How good drawboard's moves are in positions from its games against Stockfish 2000, judged by
# full-strength Stockfish 15.1 (see accuracy.rs): each build plays the same 800 positions at a
# fixed node count, so two builds compare move by move, in minutes rather than the hours a match
# takes. Usage:
#   tests/bench/accuracy.sh [--endings] [--engine PATH ...] [--count N] [--nodes N=100000]
# With --endings it plays the endings of tests/bench/endings.fen instead (800 positions with no
# queens and at most two pieces a side, from the Stockfish matches of sessions 11-15; made with
# `bench_accuracy positions LOG... --endings --count 800`, the first the judge did not call
# decided).
# Without --engine it measures target/release/drawboard. To compare a change with the build
# before it: cp target/release/drawboard /tmp/drawboard-base before the change, then
#   tests/bench/accuracy.sh --engine /tmp/drawboard-base --engine target/release/drawboard
# The positions (tests/bench/accuracy.fen) were made from the logs of MATCH_MOVES=1 matches with
#   bench_accuracy positions LOG... --count 800 > tests/bench/accuracy.fen
# Each build takes about 80 s to choose its moves (two builds at a time). The judge's scores are
# cached in target/bench/accuracy-judge.txt: a first run judges some 470 moves a build (about
# 4 minutes), later runs only the moves no build chose before. Differences below about 0.25
# points of winning chance are noise; see tests/bench/engine-changes.md, session 12.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash .ci/setup
command -v /usr/games/stockfish >/dev/null || apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends stockfish
cargo build --release --bin drawboard --example bench_accuracy
positions=tests/bench/accuracy.fen
args=()
for arg in "$@"; do
  if [[ $arg == --endings ]]; then positions=tests/bench/endings.fen; else args+=("$arg"); fi
done
set -- "${args[@]}"
if [[ " $* " != *" --engine "* ]]; then
  set -- --engine target/release/drawboard "$@"
fi
target/release/examples/bench_accuracy judge "$positions" "$@"
