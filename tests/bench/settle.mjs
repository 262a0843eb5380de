// The cost of the automatic exact analysis on the board: games are stepped through move by move
// in Chromium, and for every position the time from the position being shown until its verdict
// is settled (the `drawboard-settled` measure) is read, with the time of a move plus its quick
// status update (`drawboard-move`). Run with `bash tests/bench/settle.sh [games] [seed]`.
//
// No database of human games can be had on this machine, so the games are played here, under
// Node, by our own engine at a small fixed node count after a few random opening moves: games
// with blunders, long endings, locked pawns and every kind of finish, like real ones.
import { readFileSync } from 'node:fs';
import { initSync, Engine, Game } from '../../www/pkg/drawboard_worker.js';
import { serve } from '../e2e/server.mjs';
import { launch, openPage } from '../e2e/browser.mjs';

const games = Number(process.argv[2] ?? 100);
let seed = BigInt(process.argv[3] ?? 7);

initSync({ module: readFileSync(new URL('../../www/pkg/drawboard_worker_bg.wasm', import.meta.url)) });

function random(n) {
  seed = (seed * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
  return Number((seed >> 33n) % BigInt(n));
}

// One game: random opening moves, then the engine at a few thousand nodes a move.
function playGame(engine) {
  const game = new Game();
  const moves = [];
  const opening = 2 + random(8);
  try {
    while (moves.length < 300 && game.status().outcome === null) {
      let move;
      if (moves.length < opening) {
        const legal = game.legalMoves();
        move = legal[random(legal.length)];
      } else {
        move = engine.search(game.startFen(), moves, { nodes: 1500 + random(3000) }, () => {}).bestmove;
      }
      game.play(move);
      moves.push(move);
    }
  } finally {
    game.free();
  }
  return moves;
}

const engine = new Engine(16);
const played = [];
for (let i = 0; i < games; i++) played.push(playGame(engine));
const plies = played.reduce((n, g) => n + g.length, 0);
console.log(`${games} games, ${plies} positions after a move (median game ${[...played.map((g) => g.length)].sort((a, b) => a - b)[games >> 1]} plies)`);

const { server, url } = await serve(0);
const browser = await launch();
const { page, errors } = await openPage(browser, url, { width: 1200, height: 900 });
await page.evaluate(() => document.querySelector('draw-board').ready);
const results = await page.evaluate(async (list) => {
  const board = document.querySelector('draw-board');
  const settled = () => new Promise((resolve) => {
    const now = board.status();
    if (now.exact || now.settled || now.outcome) { resolve(now); return; }
    board.addEventListener('status', function wait(event) {
      if (event.detail.exact) {
        board.removeEventListener('status', wait);
        resolve(event.detail);
      }
    });
  });
  let unsettled = 0;
  let positions = 0;
  let longTasks = 0;
  new PerformanceObserver((list) => { longTasks += list.getEntries().length; }).observe({ type: 'longtask' });
  performance.clearMeasures();
  for (const moves of list) {
    board.fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    await settled();
    for (const move of moves) {
      board.play(move);
      const status = await settled();
      positions += 1;
      if (!status.settled && !status.outcome) unsettled += 1;
    }
  }
  const durations = (name) => performance.getEntriesByName(name).map((e) => e.duration);
  return { settle: durations('drawboard-settled'), move: durations('drawboard-move'), unsettled, positions, longTasks };
}, played);
await browser.close();
server.close();

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (x) => `${x.toFixed(2)} ms`;
console.log(`until settled: median ${ms(quantile(results.settle, 0.5))}, p99 ${ms(quantile(results.settle, 0.99))}, max ${ms(Math.max(...results.settle))} over ${results.settle.length} positions`);
console.log(`unsettled by the budget: ${results.unsettled} of ${results.positions} (${(100 * results.unsettled / results.positions).toFixed(2)} %)`);
console.log(`a move and its quick status: median ${ms(quantile(results.move, 0.5))}, p99 ${ms(quantile(results.move, 0.99))}, max ${ms(Math.max(...results.move))}`);
console.log(`long tasks (over 50 ms) on the page's thread: ${results.longTasks}`);
if (errors.length) console.log('page errors:', errors);
