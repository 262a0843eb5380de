#!/usr/bin/env bash
# Tunes the evaluation's weights on the data from datagen.sh and rewrites src/eval/weights.rs.
# The whole pipeline, as it was run for the weights in the repository:
#   tests/tune/datagen.sh target/tune/data-1.txt 2500 4000 1 &
#   tests/tune/datagen.sh target/tune/data-2.txt 2500 4000 2 &
#   wait; tests/tune/tune.sh
# and then, for the terms added since (the data runs stopped after 1,200 and 1,050 games):
#   tests/tune/tune.sh --epochs 1500 --only passed_blocked --only passed_free \
#     --only rook_seventh --only outpost --only bishop_pawns --only safe_check \
#     --only minor_threat --only rook_threat --only king_threat target/tune/data-*.txt
# (retuning every weight on that data fitted the held-out positions better, 0.0286 against
# 0.0299, but played worse: -42 Elo in 114 games of self-play).
# and, with the drawish endings' factors in (session 15):
#   tests/tune/tune.sh --epochs 1500 --k 0.984 --only rook_behind_passer target/tune/data-[12].txt
# then prove the new weights in a match (tests/bench/match.sh) before committing them.
# Usage: tests/tune/tune.sh [tune_eval options...]   (default: every target/tune/data-*.txt)
set -euo pipefail
cd "$(dirname "$0")/../.."
bash .ci/setup
cargo build --release --example tune_eval
if [ "$#" -eq 0 ]; then set -- target/tune/data-*.txt; fi
target/release/examples/tune_eval "$@"
cargo fmt
