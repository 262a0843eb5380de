#!/usr/bin/env bash
# Training data for tuning the evaluation: Debian's Stockfish 15.1 plays itself at a fixed node
# count, and the quiet positions are written as `FEN;score_white_cp;result` (appended, so a run
# cut short is usable). Two runs with different seeds can share the machine. Usage:
#   tests/tune/datagen.sh [out=target/tune/data-1.txt] [games=1000] [nodes=4000] [seed=1] [flags]
# With `--player target/release/drawboard` drawboard plays Stockfish at UCI_Elo 2000 instead
# (`--player-nodes N`, `--opponent-elo E`), and full-strength Stockfish scores the positions:
#   tests/tune/datagen.sh target/tune/data-m1.txt 3000 4000 21 --player target/release/drawboard
set -euo pipefail
cd "$(dirname "$0")/../.."
bash .ci/setup
command -v /usr/games/stockfish >/dev/null || apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends stockfish
cargo build --release --example tune_datagen --bin drawboard
target/release/examples/tune_datagen "${1:-target/tune/data-1.txt}" "${2:-1000}" "${3:-4000}" "${4:-1}" "${@:5}"
