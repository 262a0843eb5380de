#!/usr/bin/env bash
# Search speed natively and in wasm (Node) on the same fixed-depth searches. The two alternate
# round by round (the machine is noisy); prints each round's nodes/s and ratio, then the median
# ratio. Usage: tests/bench/search.sh [rounds]
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds="${1:-7}"
bash .ci/setup
bash .ci/build
cargo build --release --example bench_search
ratios=()
for round in $(seq "$rounds"); do
  native=$(target/release/examples/bench_search 1 | awk '/^total/ {print $(NF-2)}')
  wasm=$(node tests/bench/search.mjs 1 | awk '/^total/ {print $(NF-2)}')
  ratio=$(python3 -c "print(f'{$wasm/$native:.3f}')")
  echo "round $round: native ${native}k nodes/s, wasm ${wasm}k nodes/s, wasm/native $ratio"
  ratios+=("$ratio")
done
printf '%s\n' "${ratios[@]}" | sort -n | awk '{a[NR]=$1} END {printf "median wasm/native nodes/s over %d rounds: %s\n", NR, a[int((NR+1)/2)]}'
