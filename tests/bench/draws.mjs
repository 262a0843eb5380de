// Cost of analyze(fen) and Game.status() across the JavaScript boundary, under Node, on
// positions from random games. Run through tests/bench/draws.sh (which builds www/pkg).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { initSync, analyze, Game } from '../../www/pkg/drawboard_worker.js';

initSync({ module: readFileSync(new URL('../../www/pkg/drawboard_worker_bg.wasm', import.meta.url)) });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Random games, with a fixed seed.
let seed = 0x2545f491;
const random = () => { seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5; return (seed >>> 0) / 2 ** 32; };
const fens = [];
const games = [];
for (let g = 0; g < 100; g++) {
  const game = new Game();
  const plies = Math.floor(random() * 160);
  for (let i = 0; i < plies; i++) {
    const moves = game.legalMoves();
    if (moves.length === 0) break;
    game.play(moves[Math.floor(random() * moves.length)]);
    fens.push(game.fen());
  }
  games.push(game);
}

function perCall(label, items, call, runs = 7) {
  const times = [];
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    for (const item of items) call(item);
    times.push(((performance.now() - t) * 1000) / items.length);
  }
  console.log(`${label.padEnd(44)} ${median(times).toFixed(2).padStart(8)} µs/call`);
}

console.log(`draw status across the JS boundary, Node ${process.version}, median of 7 runs`);
console.log(`${fens.length} positions from ${games.length} random games`);
perCall('analyze(fen)', fens, (fen) => analyze(fen));
perCall('Game.status() (game history included)', games, (game) => game.status());
