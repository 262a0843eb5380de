#!/usr/bin/env bash
# Search speed natively and in wasm (Node) on the same fixed-depth searches, and the ratio.
# Usage: tests/bench/search.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-3}"
bash .ci/setup
bash .ci/build
cargo build --release --example bench_search
native=$(target/release/examples/bench_search "$runs" | tee /dev/stderr | awk '/^total/ {print $(NF-2)}')
wasm=$(node tests/bench/search.mjs "$runs" | tee /dev/stderr | awk '/^total/ {print $(NF-2)}')
python3 -c "print(f'wasm/native nodes/s: {$wasm/$native:.2f}  ({$wasm:.0f}k v {$native:.0f}k)')"
