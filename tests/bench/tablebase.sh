#!/usr/bin/env bash
# Endgame-table benchmark: each four-man table built with every table it leads into, from
# nothing, natively and in wasm (Node and a Chromium worker) in the same run; sizes and probe
# times. Usage: tests/bench/tablebase.sh [all | KQvKR,KPvKP,...]
set -euo pipefail
cd "$(dirname "$0")/../.."
materials="${1:-all}"
bash .ci/setup browser
bash .ci/build
out="$(mktemp)"
cargo run --release --example bench_tablebase -- "$materials" | tee "$out"
echo
node tests/bench/tablebase.mjs "$out"
rm -f "$out"
