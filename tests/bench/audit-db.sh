#!/usr/bin/env bash
# `drawboard audit` on a database of a million games and more (issue 56), beside python-chess in
# the same run: games per second on one core and on all, for the plain .pgn and its .pgn.zst,
# with the peak memory of each run (GNU time's maximum resident set); the same audit through Dask
# in local mode (tests/dist/audit_dask.py, the file cut into byte ranges), against the plain
# command, for the engine's overhead per shard; and, from the figures, the hours for one lichess
# month (100 million games) and for the whole database (6 billion) on 1, 16 and 256 cores.
#
# The database is tests/bench/audit.py's games as other programs write them (QUIRKY: a file
# header, notes, German letters, figurines, 0-0, odd tags, results left out), repeated until it
# holds GAMES games, then compressed with zstd -3; both are kept in target/bench/. python-chess
# reads a 20,000-game prefix (its read_game loop, nothing more: at about 500 games/s the whole
# file would take it half an hour). Usage:
#   tests/bench/audit-db.sh [games=1000000] [runs=1] [shards=8]
# (about 10 minutes on 2 cores; a few more the first time, to make the files)
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."
games="${1:-1000000}"
runs="${2:-1}"
shards="${3:-8}"
say() { printf '\033[1m[audit-db]\033[0m %s\n' "$*"; }
mkdir -p target/bench

# python-chess and the generated games, as tests/bench/audit.sh makes them (one run of it
# makes both, and says its own ratio on the small file).
base=target/bench/audit-3000-1-quirky.pgn
if [ ! -s "$base" ] || [ ! -x target/bench/venv/bin/python ]; then
  QUIRKY=1 bash tests/bench/audit.sh 1 3000 1 >/dev/null
fi
py=target/bench/venv/bin/python
# Dask for the distributed run, pinned, in the same venv.
if ! "$py" -c 'import dask, distributed; assert dask.__version__ == "2026.8.0" and distributed.__version__ == "2026.8.0"' 2>/dev/null; then
  say "installing dask and distributed 2026.8.0"
  "$py" -m pip install -q "dask==2026.8.0" "distributed==2026.8.0"
fi
cargo build --release --bin drawboard
bin=target/release/drawboard

big="target/bench/audit-db-$games.pgn"
per=$(grep -c '^\[Event ' "$base")
if [ ! -s "$big" ] || [ "$base" -nt "$big" ]; then
  say "writing $games games into $big (the $per games of $base repeated)"
  : >"$big.tmp"
  for _ in $(seq $(((games + per - 1) / per))); do cat "$base" >>"$big.tmp"; printf '\n\n' >>"$big.tmp"; done
  mv "$big.tmp" "$big"
fi
if [ ! -s "$big.zst" ] || [ "$big" -nt "$big.zst" ]; then
  say "compressing it with zstd -3"
  zstd -q -3 -T0 -f "$big" -o "$big.zst"
fi
size=$(stat -c %s "$big")
zsize=$(stat -c %s "$big.zst")
cores=$(nproc)
echo "$big: $(awk "BEGIN {printf \"%.0f MB\", $size / 1e6}"), its .zst $(awk "BEGIN {printf \"%.0f MB\", $zsize / 1e6}"); $cores cores; $runs run(s) each"

# One audit: "wall-seconds peak-KiB games".
audit() {
  local out=target/bench/audit-db.out
  /usr/bin/time -f '%e %M' -o target/bench/audit-db.time "$bin" audit "$@" --json --quiet >"$out" 2>target/bench/audit-db.err || true
  local g
  g=$(tail -1 "$out" | sed -E 's/.*"games":([0-9]+).*/\1/')
  echo "$(cat target/bench/audit-db.time) $g"
}
declare -A wall mem count
for run in $(seq "$runs"); do
  for input in pgn zst; do
    file=$big
    [ "$input" = zst ] && file=$big.zst
    for threads in 1 "$cores"; do
      read -r w m g < <(audit "$file" --threads "$threads")
      key="$input-$threads"
      wall[$key]="${wall[$key]:-} $w"; mem[$key]=$m; count[$key]=$g
      echo "run $run: .$input on $threads thread(s): $w s, $(awk "BEGIN {printf \"%.0f\", $g / $w}") games/s, peak $(awk "BEGIN {printf \"%.0f\", $m / 1024}") MB"
    done
  done
  # python-chess on a prefix of the same file, in the same run.
  head -c $((size / games * 20000)) "$big" | awk 'BEGIN {n = 0} /^\[Event / {n++; if (n > 20000) exit} {print}' >target/bench/audit-db-prefix.pgn
  TIMEFORMAT='%R'
  py_line=$("$py" tests/bench/audit.py read target/bench/audit-db-prefix.pgn 2>target/bench/audit-db-py.err)  # its complaints about the odd games, kept apart
  py_games=$(echo "$py_line" | sed -E 's/^[^:]*: ([0-9]+) games,.*/\1/')
  py_secs=$(echo "$py_line" | sed -E 's/.* ([0-9.]+) s, .*/\1/')
  echo "run $run: python-chess read_game, the first $py_games games: $py_secs s, $(awk "BEGIN {printf \"%.0f\", $py_games / $py_secs}") games/s"
  py_rate="${py_rate:-} $(awk "BEGIN {print $py_games / $py_secs}")"
done

median() { printf '%s\n' $@ | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
rate() { awk "BEGIN {printf \"%.0f\", ${count[$1]} / $(median ${wall[$1]})}"; }
pyr=$(median $py_rate)
echo
echo "medians: games/s (peak memory)"
for key in pgn-1 "pgn-$cores" zst-1 "zst-$cores"; do
  printf '  drawboard .%-3s on %2s thread(s): %7s games/s  (%s MB)  %6.1fx python-chess\n' "${key%-*}" "${key#*-}" "$(rate "$key")" "$(awk "BEGIN {printf \"%.0f\", ${mem[$key]} / 1024}")" "$(awk "BEGIN {print $(rate "$key") / $pyr}")"
done
printf '  python-chess read_game loop:       %7.0f games/s\n' "$pyr"

# Dask in local mode: the plain file in byte ranges, one worker process a core, RUNS times; the
# job's summary says where its time went (the cluster's start, the tasks, the merge).
say "the same audit through Dask, local mode: $shards byte ranges on $cores workers"
field() { sed -E "s/.*\"$1\":([0-9.]+).*/\1/" <<<"$2"; }
for run in $(seq "$runs"); do
  start=$(date +%s.%N)
  "$py" tests/dist/audit_dask.py "$big" --split "$shards" --workers "$cores" --drawboard "$bin" --out target/bench/audit-db-dask.jsonl || true
  w=$(awk "BEGIN {print $(date +%s.%N) - $start}")
  summary=$(tail -1 target/bench/audit-db-dask.jsonl)
  dask_games=$(field games "$summary")
  dask_wall="${dask_wall:-} $w"
  echo "run $run: Dask: $dask_games games in $(printf %.1f "$w") s: cluster up $(field clusterSeconds "$summary") s," \
    "tasks $(field tasksWallSeconds "$summary") s (each $(awk "BEGIN {printf \"%.1f\", $(field taskSeconds "$summary") / $shards}") s on average), merge $(field mergeSeconds "$summary") s," \
    "$(wc -l <target/bench/audit-db-dask.jsonl) lines"
done
dw=$(median $dask_wall)
plain=$(median ${wall[pgn-$cores]})
echo "  Dask (median): $dask_games games in $(printf %.1f "$dw") s ($(awk "BEGIN {printf \"%.0f\", $dask_games / $dw}") games/s), the plain command on $cores threads $plain s:" \
  "overhead $(awk "BEGIN {printf \"%.1f s in all, %.2f s a shard\", $dw - $plain, ($dw - $plain) / $shards}")"

# On paper: the rate of one core, and of all of them per core (the second is what a cluster
# of such machines gets, each core its own shard), for a month and for the whole database.
one=$(rate pgn-1)
percore=$(awk "BEGIN {print $(rate "pgn-$cores") / $cores}")
zone=$(rate zst-1)
echo
echo "on paper, from the .zst rate on one core ($zone games/s) and the all-core rate per core ($(printf %.0f "$percore") games/s):"
for n in 1 16 256; do
  awk -v n="$n" -v r="$zone" -v p="$percore" 'BEGIN {
    rate = (n == 1) ? r : n * (p < r ? p : r)
    printf "  %3d cores: one month (100 million games) %8.2f h; the whole database (6 billion) %9.1f h\n", n, 1e8 / rate / 3600, 6e9 / rate / 3600
  }'
done
