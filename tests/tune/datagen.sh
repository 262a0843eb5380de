#!/usr/bin/env bash
# Training data for tuning the evaluation: Debian's Stockfish 15.1 plays itself at a fixed node
# count, and the quiet positions are written as `FEN;score_white_cp;result` (appended, so a run
# cut short is usable). Two runs with different seeds can share the machine. Usage:
#   tests/tune/datagen.sh [out=target/tune/data-1.txt] [games=1000] [nodes=4000] [seed=1]
set -euo pipefail
cd "$(dirname "$0")/../.."
bash .ci/setup
command -v /usr/games/stockfish >/dev/null || apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends stockfish
cargo build --release --example tune_datagen
target/release/examples/tune_datagen "${1:-target/tune/data-1.txt}" "${2:-1000}" "${3:-4000}" "${4:-1}"
