#!/usr/bin/env bash
# `drawboard audit` against python-chess 1.11.2 reading the same PGN file (chess.pgn.read_game
# over every game, nothing more), in the same run: the two alternate run by run (the machine is
# noisy); prints each run's wall times, the medians, games/s and the ratio python-chess/drawboard,
# then the audit's summary. The file (generated games, about 3.7 MB) is made once by
# tests/bench/audit.py and kept in target/bench/, with python-chess in target/bench/venv.
# With QUIRKY=1 the file is the same games as other programs write them (audit.py quirk: a file
# header, notes between games, German letters, figurines, 0-0, tags with quotes inside them or
# none, check signs and results left out), which drawboard reads leniently, saying each repair.
# Usage: [QUIRKY=1] tests/bench/audit.sh [runs=5] [games=3000] [seed=1]
# (about 2 minutes; 2 more the first time, to make the file)
set -euo pipefail
export LC_ALL=C
cd "$(dirname "$0")/../.."
runs="${1:-5}"
games="${2:-3000}"
seed="${3:-1}"
say() { printf '\033[1m[audit]\033[0m %s\n' "$*"; }
mkdir -p target/bench

# python-chess at a pinned version, in a venv of its own (or a plain directory where the venv
# module is missing).
want=1.11.2
venv=target/bench/venv
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -m pip --version >/dev/null 2>&1; then
  rm -rf "$venv"
  python3 -m venv "$venv" >/dev/null 2>&1 || rm -rf "$venv"
fi
if [ -x "$venv/bin/python" ]; then
  py=("$venv/bin/python")
  pip=("$venv/bin/python" -m pip install -q)
else
  py=(env PYTHONPATH=target/bench/pylib python3)
  pip=(python3 -m pip install -q --target target/bench/pylib)
fi
if [ "$("${py[@]}" -c 'import chess; print(chess.__version__)' 2>/dev/null)" != "$want" ]; then
  say "installing python-chess $want"
  "${pip[@]}" "chess==$want"
fi

# The games, generated once per (games, seed) and again when the generator changes.
pgn="target/bench/audit-$games-$seed.pgn"
if [ ! -s "$pgn" ] || [ tests/bench/audit.py -nt "$pgn" ]; then
  say "generating $games games into $pgn (a minute or two, once)"
  "${py[@]}" tests/bench/audit.py generate "$pgn.tmp" "$games" "$seed"
  mv "$pgn.tmp" "$pgn"
fi

if [ "${QUIRKY:-0}" = 1 ]; then
  quirky="target/bench/audit-$games-$seed-quirky.pgn"
  if [ ! -s "$quirky" ] || [ "$pgn" -nt "$quirky" ] || [ tests/bench/audit.py -nt "$quirky" ]; then
    "${py[@]}" tests/bench/audit.py quirk "$pgn" "$quirky.tmp"
    mv "$quirky.tmp" "$quirky"
  fi
  pgn="$quirky"
fi

cargo build --release --bin drawboard
bytes=$(stat -c %s "$pgn")
echo "$pgn: $(grep -c '^\[Event ' "$pgn") games, $(awk "BEGIN {printf \"%.2f MiB (%.2f MB)\", $bytes / 1048576, $bytes / 1e6}"); $runs runs each, alternating"

# Wall time is what counts; CPU time (user + system) is printed too, as it suffers less when
# something else runs on the machine.
ours=(); ours_cpu=(); ours_audit=(); theirs=(); theirs_process=(); theirs_cpu=(); ratios=()
out=target/bench/audit.out
TIMEFORMAT='%R %U %S'
for run in $(seq "$runs"); do
  read -r wall user sys < <({ time target/release/drawboard audit "$pgn" >"$out" 2>"$out.err"; } 2>&1)
  cpu=$(awk "BEGIN {printf \"%.3f\", $user + $sys}")
  # The run's own clock, in its summary (the line after the findings, before the counts by kind).
  summary=$(grep -E ': [0-9]+ games, [0-9]+ moves, ' "$out" | tail -1)
  audit=$(sed -E 's/.*\(([0-9.]+) s, .*/\1/' <<<"$summary")
  count=$(sed -E 's/^.*: ([0-9]+) games,.*/\1/' <<<"$summary")

  read -r process user sys < <({ time "${py[@]}" tests/bench/audit.py read "$pgn" >"$out.py" 2>"$out.err"; } 2>&1)
  py_cpu=$(awk "BEGIN {printf \"%.3f\", $user + $sys}")
  loop=$(sed -E 's/.* ([0-9.]+) s, .*/\1/' "$out.py")
  theirs_count=$(sed -E 's/^[^:]*: ([0-9]+) games,.*/\1/' "$out.py")
  [ "$count" = "$theirs_count" ] || echo "warning: drawboard read $count games, python-chess $theirs_count"

  ratio=$(awk "BEGIN {printf \"%.1f\", $loop / $wall}")
  echo "run $run: drawboard ${wall} s (cpu ${cpu} s, audit ${audit} s), python-chess ${loop} s (process ${process} s, cpu ${py_cpu} s), ratio $ratio"
  ours+=("$wall"); ours_cpu+=("$cpu"); ours_audit+=("$audit")
  theirs+=("$loop"); theirs_process+=("$process"); theirs_cpu+=("$py_cpu"); ratios+=("$ratio")
done

median() { printf '%s\n' "$@" | sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
echo
awk -v g="$count" -v b="$bytes" -v o="$(median "${ours[@]}")" -v oc="$(median "${ours_cpu[@]}")" -v a="$(median "${ours_audit[@]}")" \
  -v t="$(median "${theirs[@]}")" -v p="$(median "${theirs_process[@]}")" -v tc="$(median "${theirs_cpu[@]}")" \
  -v r="$(median "${ratios[@]}")" 'BEGIN {
  printf "median drawboard audit, whole process: %7.3f s %6.0f games/s %5.1f MB/s  (cpu %.3f s; by its own clock %.3f s, %.0f games/s)\n", o, g / o, b / o / 1e6, oc, a, g / a
  printf "median python-chess read_game loop:    %7.3f s %6.0f games/s %5.1f MB/s  (whole process %.3f s, cpu %.3f s)\n", t, g / t, b / t / 1e6, p, tc
  printf "python-chess / drawboard: %.1fx (the median of the runs; the medians %.1fx; cpu %.1fx)\n", r, t / o, tc / oc
}'
rm -f "$out.py" "$out.err"
echo
echo "audit summary (all of it in $out):"
awk '/^game / {exit} {print}' "$out"
