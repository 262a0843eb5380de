#!/usr/bin/env bash
# Win at Chess (300 positions) through `drawboard uci`, and through Debian's Stockfish 15.1 in
# the same run. Usage: tests/bench/wac.sh [movetime_ms]   (default 1000: about 10 minutes)
# By nodes instead of time, build against build (load-proof; see wac.rs):
#   target/release/examples/bench_wac --nodes 2000000 ../shared/data/wac.epd OLD_BINARY target/release/drawboard
set -euo pipefail
cd "$(dirname "$0")/../.."
bash .ci/setup
command -v /usr/games/stockfish >/dev/null || apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends stockfish
cargo build --release --bin drawboard --example bench_wac
target/release/examples/bench_wac "${1:-1000}" ../shared/data/wac.epd
