#!/usr/bin/env bash
# Winnability benchmark, ours against chasolver 3.0 in the same run: natively, then in wasm
# under Node. Usage: tests/bench/winnability.sh [rounds] [wac.epd]
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds="${1:-3}"
epd="${2:-../shared/data/wac.epd}"
bash .ci/setup
cargo build --release --example bench_winnability_wasm --target wasm32-unknown-unknown
cargo run --release --example bench_winnability -- "$rounds" "$epd"
echo
node tests/bench/winnability.mjs "$rounds" "$epd"
