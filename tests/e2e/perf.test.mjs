// The analysis board's performance figures, printed for a person to read: the main thread's long
// tasks (over 50 ms, the browser's Long Tasks API) while 50 moves are played and then stepped
// back and forth, and the bytes index.html and everything it loads weigh, raw and gzipped. The
// tests assert what was done (the moves played, the steps taken, the files loaded), not times
// or sizes: a headless Chromium on a busy two-core machine is no stopwatch (STYLE.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { useBrowser, openBoards, clickMove } from './helpers.mjs';

const env = useBrowser();

// A Ruy Lopez, Breyer Variation: 50 plies. The first six are played by clicks, the rest through
// board.play(), one per animation frame.
const CLICKED = [['e2', 'e4'], ['e7', 'e5'], ['g1', 'f3'], ['b8', 'c6'], ['f1', 'b5'], ['a7', 'a6']];
const PLAYED = [
  'Ba4', 'Nf6', 'O-O', 'Be7', 'Re1', 'b5', 'Bb3', 'd6', 'c3', 'O-O', 'h3', 'Nb8', 'd4', 'Nbd7',
  'Nbd2', 'Bb7', 'Bc2', 'Re8', 'Nf1', 'Bf8', 'Ng3', 'g6', 'a4', 'c5', 'd5', 'c4', 'Bg5', 'h6',
  'Be3', 'Nc5', 'Qd2', 'h5', 'Bg5', 'Be7', 'Ra3', 'Nfd7', 'Bxe7', 'Qxe7', 'axb5', 'axb5',
  'Rxa8', 'Rxa8', 'Nf1', 'Nf6',
];

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

test('long tasks while 50 moves are played and stepped through 100 times (figures printed)', async (t) => {
  const { page, errors } = await openBoards(env.browser, env.url);
  const board = page.locator('draw-board');
  // Every long task since the page started (buffered), marked with when the moves begin.
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    window.movesStart = performance.now();
  });
  const nextFrame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));

  for (const [from, to] of CLICKED) {
    await clickMove(board, from, to);
    await nextFrame();
  }
  await page.evaluate(async (moves) => {
    const el = document.getElementById('board');
    for (const move of moves) {
      el.play(move);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  }, PLAYED);
  assert.equal(await board.evaluate((el) => el.mainLine.length), 50);

  // Back to the start and forward to the end again with the keys (the page's own Left/Right).
  await page.evaluate(() => document.activeElement?.blur());
  for (const [key, plies] of [['ArrowLeft', 50], ['ArrowRight', 50]]) {
    for (let i = 0; i < plies; i++) {
      await page.keyboard.press(key);
      await nextFrame();
    }
    assert.equal(await board.evaluate((el) => el.ply), key === 'ArrowLeft' ? 0 : 50);
  }
  // Let the last updates (the proof worker's answers) land before counting.
  await page.waitForTimeout(300);

  const { loading, moving } = await page.evaluate(() => ({
    loading: window.longTasks.filter((task) => task.start < window.movesStart),
    moving: window.longTasks.filter((task) => task.start >= window.movesStart),
  }));
  const describe = (tasks) => (tasks.length
    ? `${tasks.length}, the longest ${Math.max(...tasks.map((task) => task.duration)).toFixed(0)} ms `
      + `(${tasks.map((task) => task.duration.toFixed(0)).join(', ')} ms)`
    : '0');
  t.diagnostic(`long tasks (over 50 ms) during 50 moves and 100 steps: ${describe(moving)}`);
  t.diagnostic(`long tasks while the page loaded: ${describe(loading)}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the bytes index.html and everything it loads weigh, raw and gzipped (figures printed)', async (t) => {
  // Every response, the workers' included, from the first request on.
  const page = await env.browser.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(env.url);
  await page.evaluate(() => document.getElementById('board').ready);
  await page.waitForLoadState('networkidle');

  const files = [];
  for (const response of responses) {
    const body = await response.body();
    // The test server gzips at level 9 as it sends; measured again here from the bodies so that
    // the figures do not depend on it.
    files.push({ path: new URL(response.url()).pathname, raw: body.length, gzipped: gzipSync(body, { level: 9 }).length });
  }
  // A file fetched twice (by the page and by a worker) is counted twice: it travels twice.
  const paths = files.map((file) => file.path);
  for (const path of ['/', '/draw-board.js', '/board/board.js', '/element/theme.css', '/pkg/drawboard_page_bg.wasm']) {
    assert.ok(paths.includes(path), `${path} is loaded`);
  }
  const sum = (key, list = files) => list.reduce((total, file) => total + file[key], 0);
  const wasm = files.filter((file) => file.path.endsWith('.wasm'));
  t.diagnostic(`index.html and ${files.length - 1} files: ${kib(sum('raw'))} raw, ${kib(sum('gzipped'))} gzipped `
    + `(the wasm: ${kib(sum('raw', wasm))} raw, ${kib(sum('gzipped', wasm))} gzipped; the rest: `
    + `${kib(sum('gzipped') - sum('gzipped', wasm))} gzipped)`);
  for (const file of [...files].sort((a, b) => b.gzipped - a.gzipped)) {
    t.diagnostic(`  ${file.path}: ${file.raw} B raw, ${file.gzipped} B gzipped`);
  }
  await page.close();
});
