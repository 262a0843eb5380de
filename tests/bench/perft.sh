#!/usr/bin/env bash
# Perft benchmark, ours against cozy-chess 0.3.4 in the same run: natively, then in wasm under
# Node; then the product wasm's size and start-up time. Usage: tests/bench/perft.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-5}"
bash .ci/setup
bash .ci/build
cargo build --release --example bench_perft_wasm --target wasm32-unknown-unknown
cargo run --release --example bench_perft -- "$runs"
echo
node tests/bench/perft.mjs "$runs"
