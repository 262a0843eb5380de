#!/usr/bin/env bash
# Search speed natively and in wasm (Node) on the same fixed-depth searches. search.mjs runs
# each wasm search next to the same search in the native benchmark (`bench_search --serve`),
# in turn which goes first, and prints every pair's wasm/native ratio and their median: this
# machine runs at one of two speeds for seconds at a time, and separate native and wasm runs,
# as this script timed until session 26, often met different ones (rounds from 0.47 to 1.07).
# The wasm searches are warm, after a first pass over the positions, as in a worker that has
# been analysing. Usage: tests/bench/search.sh [rounds] (each round pairs every position once)
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds="${1:-10}"
bash .ci/setup
bash .ci/build
cargo build --release --example bench_search
node tests/bench/search.mjs --pair target/release/examples/bench_search www/pkg "$rounds"
