// The analysis board page in headless Chromium, served with the strict CSP: it loads with no
// console errors, and the figures the issue asks for (page ready, a move and its status update,
// the transfer size) are printed. Screenshots go to screenshots/ (not in git).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { serve, CSP } from './server.mjs';
import { launch } from './browser.mjs';
import { openBoards, clickMove, square } from './helpers.mjs';

let server, url, browser;
const shots = new URL('./screenshots/', import.meta.url).pathname;

before(async () => {
  ({ server, url } = await serve(0));
  browser = await launch();
  mkdirSync(shots, { recursive: true });
});

after(async () => {
  await browser?.close();
  server?.close();
});

test('the server sends the strict CSP', async () => {
  for (const path of ['', 'index.html', 'embed.html', 'draw-board.js', 'pkg/drawboard_bg.wasm']) {
    const res = await fetch(url + path);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get('content-security-policy'), CSP, path);
  }
});

test('the page loads under the CSP with no console errors, and its figures', async (t) => {
  const { page, errors } = await openBoards(browser, url);
  const board = page.locator('draw-board');
  assert.equal(await board.locator('.piece').count(), 32);
  assert.equal(await board.locator('.square.movable').count(), 10);
  assert.equal(await board.locator('.headline').textContent(), 'White to move');

  // Page ready: from the start of navigation to the board drawn with the wasm loaded.
  const ready = await page.evaluate(() => performance.getEntriesByName('drawboard-ready')[0].startTime);
  const transfer = await page.evaluate(() => {
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
    return entries.map((e) => ({ name: new URL(e.name).pathname, size: e.transferSize, body: e.decodedBodySize }));
  });
  const total = transfer.reduce((sum, e) => sum + e.size, 0);
  const wasm = transfer.find((e) => e.name.endsWith('.wasm'));
  assert.ok(wasm, 'the wasm is part of the page');

  // A move and its status update (performance measures taken by the element).
  for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['g1', 'f3'], ['b8', 'c6'], ['f1', 'b5'], ['a7', 'a6']]) {
    await clickMove(board, from, to);
  }
  await page.keyboard.press('End');
  const moves = await page.evaluate(() => performance.getEntriesByName('drawboard-move').map((e) => e.duration));
  assert.equal(moves.length, 6);
  const sorted = [...moves].sort((a, b) => a - b);
  // And the time from the click to the next frame painted, for one more move.
  const toFrame = await page.evaluate(async () => {
    const board = document.querySelector('draw-board');
    const t0 = performance.now();
    board.play('Ba4');
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - t0;
  });

  t.diagnostic(`page ready: ${ready.toFixed(1)} ms after navigation start`);
  t.diagnostic(`move + status update: median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} ms, max ${sorted.at(-1).toFixed(2)} ms `
    + `(${moves.length} moves by clicks); play() to the next frame: ${toFrame.toFixed(1)} ms`);
  t.diagnostic(`transfer: ${(total / 1024).toFixed(1)} KiB gzipped in ${transfer.length} requests `
    + `(wasm ${(wasm.size / 1024).toFixed(1)} KiB of ${(wasm.body / 1024).toFixed(1)} KiB)`);
  for (const e of transfer) t.diagnostic(`  ${e.name} ${e.size} B (${e.body} B unpacked)`);

  await page.screenshot({ path: `${shots}/index-desktop.png` });
  assert.deepEqual(errors, []);
  await page.close();
});

test('the page on a 390-pixel phone', async () => {
  const { page, errors } = await openBoards(browser, `${url}?moves=e2e4,e7e5,g1f3`, { width: 390, height: 844 },
    { hasTouch: true, isMobile: true });
  const board = page.locator('draw-board');
  const box = await board.locator('.board').boundingBox();
  assert.ok(box.width > 300 && box.width <= 390, `board ${box.width} px wide`);
  assert.ok(Math.abs(box.width - box.height) < 1, 'the board is square');
  // Nothing sticks out sideways.
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  // Touch: tap a piece, tap its destination.
  await square(board, 'b8').tap();
  assert.equal(await board.locator('.square.move-dest').count(), 2);
  await square(board, 'c6').tap();
  assert.deepEqual((await board.evaluate((el) => el.mainLine)), ['e4', 'e5', 'Nf3', 'Nc6']);
  await page.screenshot({ path: `${shots}/index-phone.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});
