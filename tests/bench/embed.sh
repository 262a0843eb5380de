#!/usr/bin/env bash
# A lesson page of 20 <draw-board> diagrams in headless Chromium, cold cache, unthrottled and at
# 4x CPU throttling, beside lichess's pgn-viewer 2.5.9 showing the same positions: times to the
# first quick verdict and to every board settled, workers, long tasks and bytes gzipped, with
# the issue's targets beside them (see tests/bench/embed.mjs). Usage:
#   tests/bench/embed.sh [--runs N=5] [--root DIR|dist/drawboard-*.tgz] [--timeout S=120] [--no-lpv]
# --root measures an unpacked package (its package/ folder, or the tarball .ci/dist makes;
# paths from the repository's root) instead of www/. It builds nothing: www/pkg must hold a build (run .ci/build first), and the
# npm dev tools of tests/e2e must be installed (.ci/setup browser). About 20 s a run.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [[ " $* " != *" --root "* ]] && { [ ! -f www/pkg/drawboard_page_bg.wasm ] || [ ! -f www/pkg/drawboard_worker_bg.wasm ]; }; then
  echo "www/pkg holds no build: run bash .ci/build first" >&2
  exit 1
fi
exec node tests/bench/embed.mjs "$@"
