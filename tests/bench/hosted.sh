#!/usr/bin/env bash
# Hosted endgame tables against building them, in Chromium: writes every 3- and 4-man table with
# `drawboard tablebase build` (kept in target/bench/tables between runs), then times loading
# each material's tables from the site and building them, side by side.
# Usage: tests/bench/hosted.sh [all | KQvKR,KPvKP,...] [rounds] [build | no-build]
# (`all` leaves the builds out unless `build` is given: they take many minutes.)
set -euo pipefail
cd "$(dirname "$0")/../.."
bash .ci/setup browser
bash .ci/build
dir=target/bench/tables
if [ ! -f "$dir/manifest.json" ] || ! grep -q '"slice"' "$dir/manifest.json"; then
  cargo run --release --bin drawboard -- tablebase build --out "$dir"
fi
ls -l "$dir" | awk '/\.gz$/ {n++; s += $5} END {printf "%d hosted files, %d bytes\n", n, s}'
node tests/bench/hosted.mjs "$dir" "${1:-KQvKR,KRvKP,KPvKP,KBNvK,KQvKP,KPPvK}" "${2:-3}" ${3:+"$3"}
