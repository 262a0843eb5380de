#!/usr/bin/env bash
# Cost of the draw rules: natively per call, then analyze() and Game.status() across the
# JavaScript boundary under Node. Usage: tests/bench/draws.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
bash .ci/setup
bash .ci/build
cargo run --release --example bench_draws
echo
node tests/bench/draws.mjs
