#!/usr/bin/env bash
# Tunes the evaluation's weights on the data from datagen.sh and rewrites src/eval/weights.rs.
# The whole pipeline, as it was run for the weights in the repository:
#   tests/tune/datagen.sh target/tune/data-1.txt 2500 4000 1 &
#   tests/tune/datagen.sh target/tune/data-2.txt 2500 4000 2 &
#   wait; tests/tune/tune.sh
# then prove the new weights in a match (tests/bench/match.sh) before committing them.
# Usage: tests/tune/tune.sh [tune_eval options...]   (default: every target/tune/data-*.txt)
set -euo pipefail
cd "$(dirname "$0")/../.."
bash .ci/setup
cargo build --release --example tune_eval
if [ "$#" -eq 0 ]; then set -- target/tune/data-*.txt; fi
target/release/examples/tune_eval "$@"
cargo fmt
