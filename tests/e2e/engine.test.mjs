// The engine in a web worker, driven through www/engine.js in headless Chromium under the
// strict CSP: search with info messages, stop (its time printed), errors, a page whose timers
// run while it searches.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openBoards } from './helpers.mjs';

const env = useBrowser();
let page, errors;

// The tests share one page and one engine, so the page's console is checked once, after all.
before(async () => {
  await env.ready();
  ({ page, errors } = await openBoards(env.browser, env.url));
  await page.evaluate(async () => {
    const { EngineClient } = await import('./workers/engine.js');
    window.engine = new EngineClient();
  });
});

after(() => {
  assert.deepEqual(errors, []);
});

test('a search sends info after every depth, then the best move', async () => {
  const { infos, best } = await page.evaluate(async () => {
    const infos = [];
    const best = await window.engine.search(
      { fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4', depth: 5 },
      (info) => infos.push(info),
    );
    return { infos, best };
  });
  assert.deepEqual(infos.map((i) => i.depth), [1, 2, 3, 4, 5]);
  assert.equal(best.type, 'bestmove');
  assert.equal(best.move, 'h5f7');
  assert.equal(best.moveSan, 'Qxf7#');
  assert.deepEqual(infos.at(-1).score, { mate: 1 });
  for (const key of ['depth', 'seldepth', 'multipv', 'score', 'nodes', 'nps', 'timeMs', 'pv', 'pvSan']) {
    assert.ok(key in infos[0], key);
  }
});

test('moves and MultiPV', async () => {
  const best = await page.evaluate(() => window.engine.search(
    { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', moves: ['e4', 'e7e5'], depth: 4, multiPv: 3 },
  ));
  assert.equal(best.lines.length, 3);
  assert.equal(new Set(best.lines.map((l) => l.pv[0])).size, 3);
});

test('stop keeps the best move so far; the page timers run while the worker searches (times printed)', async () => {
  const result = await page.evaluate(async () => {
    let firstInfo;
    const gotInfo = new Promise((resolve) => { firstInfo = resolve; });
    const search = window.engine.search({ fen: 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', movetimeMs: 60000 }, firstInfo);
    await gotInfo;
    // While the worker searches, the page's own timers run on time.
    const lags = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      await new Promise((r) => setTimeout(r, 20));
      lags.push(performance.now() - t - 20);
    }
    const t0 = performance.now();
    window.engine.stop();
    const best = await search;
    return { stopMs: performance.now() - t0, best, maxLag: Math.max(...lags) };
  });
  console.log(`stop answered in ${result.stopMs.toFixed(1)} ms; the page's timers were at most ${result.maxLag.toFixed(1)} ms late`);
  assert.equal(result.best.stopped, true);
  assert.match(result.best.move, /^[a-h][1-8][a-h][1-8]/);
  // A new search after a stop works (a fresh worker).
  const again = await page.evaluate(() => window.engine.search({ fen: '6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1', depth: 3 }));
  assert.equal(again.move, 'a1a8');
});

test('errors come back with the engine error name', async () => {
  const outcomes = await page.evaluate(async () => {
    const names = [];
    for (const request of [
      { fen: 'not a fen', depth: 2 },
      { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', moves: ['e5'], depth: 2 },
      { fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', multiPv: 9 },
    ]) {
      try {
        await window.engine.search(request);
        names.push('no error');
      } catch (e) {
        names.push(e.name);
      }
    }
    return names;
  });
  assert.deepEqual(outcomes, ['FenError', 'IllegalMove', 'InvalidArgument']);
});

test('PGN castling written with zeros loads', async () => {
  const moves = await page.evaluate(async () => {
    const { GameTree } = await import('./workers/page-module.js');
    const tree = GameTree.fromPgn('1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 Nf6 5 d3 0-0 *');
    const sans = tree.nodes().slice(1).map((n) => n.san);
    tree.free();
    return sans;
  });
  assert.deepEqual(moves, ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'O-O', 'Nf6', 'd3', 'O-O']);
});
