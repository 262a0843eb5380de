#!/usr/bin/env bash
# Search speed natively and in wasm (Node) on the same fixed-depth searches. The two alternate
# round by round (the machine is noisy); prints each round's nodes/s and ratio, then the median
# ratio. The wasm figure is warm, after a first pass over the positions; that cold pass's ratio
# is printed too (search.mjs says why). Each round times every search three times and takes the
# median, as one search of these is a few hundredths of a second, on a machine whose speed swings
# by a third from one moment to the next. Usage: tests/bench/search.sh [rounds]
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds="${1:-7}"
bash .ci/setup
bash .ci/build
cargo build --release --example bench_search
ratios=() colds=()
for round in $(seq "$rounds"); do
  native=$(target/release/examples/bench_search 3 | awk '/^total/ {print $(NF-2)}')
  out=$(node tests/bench/search.mjs 3)
  wasm=$(awk '/^total/ {print $(NF-2)}' <<<"$out")
  cold=$(awk '/^cold total/ {print $(NF-2)}' <<<"$out")
  ratio=$(python3 -c "print(f'{$wasm/$native:.3f}')")
  cold_ratio=$(python3 -c "print(f'{$cold/$native:.3f}')")
  echo "round $round: native ${native}k nodes/s, wasm ${wasm}k nodes/s (cold ${cold}k), wasm/native $ratio (cold $cold_ratio)"
  ratios+=("$ratio") colds+=("$cold_ratio")
done
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo "median wasm/native nodes/s over $rounds rounds: $(printf '%s\n' "${ratios[@]}" | median) (cold pass: $(printf '%s\n' "${colds[@]}" | median))"
