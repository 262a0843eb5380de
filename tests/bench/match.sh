#!/usr/bin/env bash
# A match against Debian's Stockfish 15.1 with UCI_LimitStrength. Usage:
#   tests/bench/match.sh [games=100] [movetime_ms=100] [UCI_Elo=2000]
set -euo pipefail
cd "$(dirname "$0")/../.."
bash .ci/setup
command -v /usr/games/stockfish >/dev/null || apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends stockfish
cargo build --release --bin drawboard --example bench_match
target/release/examples/bench_match "${1:-100}" "${2:-100}" "${3:-2000}"
