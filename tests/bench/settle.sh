#!/usr/bin/env bash
# The cost of the board's automatic exact analysis over engine-played games, stepped through in
# headless Chromium: bash tests/bench/settle.sh [games] [seed]
set -euo pipefail
cd "$(dirname "$0")/../.."
bash .ci/setup browser
bash .ci/build
exec node tests/bench/settle.mjs "$@"
