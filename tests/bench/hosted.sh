#!/usr/bin/env bash
# Reading a site's block tables by range requests, in Chromium: writes every 3- and 4-man table
# with `drawboard tablebase build` into target/bench/tables and the KRPvKR chain (five men: 15
# minutes or more, and the memory its plan line says) into target/bench/tables5, each kept
# between runs, then prints per position the requests, bytes and time of an exact verdict from
# a cold cache, at full speed and with the CPU slowed 4x.
# Usage: tests/bench/hosted.sh [rounds]
set -euo pipefail
cd "$(dirname "$0")/../.."
bash .ci/setup browser
bash .ci/build
# A directory whose manifest is of another format (the old gzip files) is written again.
current() { [ -f "$1/manifest.json" ] && grep -q '"drawboard-tables-2"' "$1/manifest.json" && grep -q "\"$2\"" "$1/manifest.json"; }
dir=target/bench/tables
if ! current "$dir" KRvKP; then
  cargo run --release --bin drawboard -- tablebase build --out "$dir"
fi
five=target/bench/tables5
if ! current "$five" KRPvKR; then
  cargo run --release --bin drawboard -- tablebase build --out "$five" KRPvKR
fi
for d in "$dir" "$five"; do
  ls -l "$d" | awk -v d="$d" '/\.(dtm|dtz)$/ {n++; s += $5} END {printf "%s: %d block files, %d bytes\n", d, n, s}'
done
node tests/bench/hosted.mjs "$dir" "$five" "${1:-5}"
