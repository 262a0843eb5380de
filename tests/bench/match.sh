#!/usr/bin/env bash
# A match of drawboard against Debian's Stockfish 15.1 with UCI_LimitStrength, or by self-play
# against another UCI engine. Usage:
#   tests/bench/match.sh [games=100] [movetime_ms=100] [UCI_Elo=2000] [flags...]
# Flags: --concurrency N (games at a time, each with its own engines: 2 on a 2-core machine
# for self-play, where both sides lose the same; 1 against Stockfish, whose limited strength
# does not need the CPU it loses while ours does), --opponent PATH (another UCI engine instead of Stockfish: UCI_Elo is ignored),
# --engine PATH (drawboard's binary, by default target/release/drawboard), --nodes N (go nodes N
# for both engines instead of movetime: steadier on a busy machine), --plies K (random opening
# plies, default 6), --seed S (another set of openings), --hash MB (drawboard's table, default 32;
# the opponent's stays 32), --engine-movetime MS (drawboard's time a move instead of movetime:
# what more speed would be worth), --adjudicate / --no-adjudicate (on by default for self-play
# only).
# Against Stockfish, on an idle machine:  tests/bench/match.sh 200 100 2000 --concurrency 1
# A change by self-play: cp target/release/drawboard /tmp/drawboard-base before the change, then
#   tests/bench/match.sh 400 --opponent /tmp/drawboard-base --nodes 20000 --plies 8 --concurrency 2
set -euo pipefail
cd "$(dirname "$0")/../.."
bash .ci/setup
if [[ " $* " != *" --opponent "* ]]; then
  command -v /usr/games/stockfish >/dev/null || apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends stockfish
fi
cargo build --release --bin drawboard --example bench_match
target/release/examples/bench_match "$@"
