// The analysis board page in headless Chromium, served with the strict CSP: it loads with no
// console errors, and the figures the issue asks for (page ready, a move and its status update,
// the transfer size) are printed. Screenshots go to screenshots/ (not in git).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CSP } from './server.mjs';
import { useBrowser, shots, openBoards, clickMove, square, reasonTexts } from './helpers.mjs';

const env = useBrowser();

test('the server sends the strict CSP', async () => {
  for (const path of ['', 'index.html', 'embed.html', 'draw-board.js', 'pkg/drawboard_page_bg.wasm']) {
    const res = await fetch(env.url + path);
    assert.equal(res.status, 200, path);
    assert.equal(res.headers.get('content-security-policy'), CSP, path);
  }
});

test('the page loads under the CSP with no console errors, and its figures', async (t) => {
  // Page ready: from the start of navigation to the board drawn with the wasm loaded. The first
  // load also warms the test server's gzip cache; the figure is the median of the next five.
  const readies = [];
  for (let i = 0; i < 6; i++) {
    const { page, errors } = await openBoards(env.browser, env.url);
    readies.push(await page.evaluate(() => performance.getEntriesByName('drawboard-ready')[0].startTime));
    assert.deepEqual(errors, []);
    await page.close();
  }
  const { page, errors } = await openBoards(env.browser, env.url);
  const board = page.locator('draw-board');
  assert.equal(await board.locator('.piece').count(), 32);
  assert.equal(await board.locator('.square.movable').count(), 10);
  assert.equal(await board.locator('.headline').textContent(), 'White to move');

  const transfer = await page.evaluate(() => {
    const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')];
    return entries.map((e) => ({ name: new URL(e.name).pathname, size: e.transferSize, body: e.decodedBodySize }));
  });
  const total = transfer.reduce((sum, e) => sum + e.size, 0);
  // The page module is preloaded and fetched once; the worker module, if it has come yet, once
  // for all the workers.
  const wasm = transfer.filter((e) => e.name.endsWith('.wasm'));
  assert.equal(wasm.filter((e) => e.name === '/pkg/drawboard_page_bg.wasm').length, 1, 'the page module is fetched once (preloaded)');
  assert.ok(wasm.filter((e) => e.name === '/pkg/drawboard_worker_bg.wasm').length <= 1, 'the worker module is fetched at most once');

  // A move and its status update (performance measures taken by the element).
  for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['g1', 'f3'], ['b8', 'c6'], ['f1', 'b5'], ['a7', 'a6']]) {
    await clickMove(board, from, to);
  }
  const moves = await page.evaluate(() => performance.getEntriesByName('drawboard-move').map((e) => e.duration));
  assert.equal(moves.length, 6);
  const sorted = [...moves].sort((a, b) => a - b);
  // And from play() to the next frame, for one more move.
  const toFrame = await page.evaluate(async () => {
    const el = document.querySelector('draw-board');
    const t0 = performance.now();
    el.play('Ba4');
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - t0;
  });

  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  t.diagnostic(`page ready: median ${median(readies.slice(1)).toFixed(0)} ms of 5 loads `
    + `(${readies.slice(1).map((r) => r.toFixed(0)).join(', ')}); first load ${readies[0].toFixed(0)} ms`);
  t.diagnostic(`move + status update: median ${sorted[Math.floor(sorted.length / 2)].toFixed(2)} ms, max ${sorted.at(-1).toFixed(2)} ms `
    + `(${moves.length} moves by clicks); play() to the next frame: ${toFrame.toFixed(1)} ms`);
  t.diagnostic(`transfer: ${(total / 1024).toFixed(1)} KiB gzipped in ${transfer.length} requests `
    + `(wasm ${(wasm[0].size / 1024).toFixed(1)} KiB of ${(wasm[0].body / 1024).toFixed(1)} KiB)`);
  for (const e of transfer) t.diagnostic(`  ${e.name} ${e.size} B (${e.body} B unpacked)`);

  await page.screenshot({ path: `${shots}/index-desktop.png` });

  // The board follows the window's size.
  const wide = (await board.locator('.board').boundingBox()).width;
  await page.setViewportSize({ width: 700, height: 600 });
  const narrow = (await board.locator('.board').boundingBox()).width;
  assert.ok(narrow < wide - 50, `the board went from ${wide} to ${narrow} px`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('text and markers meet WCAG AA contrast', async () => {
  const { page, errors } = await openBoards(env.browser, `${env.url}?fen=${encodeURIComponent('8/8/8/3k4/8/8/4R3/3K4 w - - 100 80')}`);
  await page.locator('draw-board input.move-input').fill('Qxa8');
  await page.locator('draw-board input.move-input').press('Enter');
  await page.locator('draw-board .square[data-square="e2"]').click();
  await reasonTexts(page.locator('draw-board'));
  const ratios = await page.evaluate(() => {
    const root = document.querySelector('draw-board').shadowRoot;
    const rgb = (text) => text.match(/[\d.]+/g).map(Number);
    const luminance = ([r, g, b]) => {
      const f = (c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const contrast = (a, b) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    // The first opaque background behind an element, through the shadow root to the page.
    const background = (el) => {
      for (let node = el; node; node = node.parentElement ?? node.getRootNode().host) {
        const c = rgb(getComputedStyle(node).backgroundColor);
        if (c.length < 4 || c[3] === 1) return c.slice(0, 3);
      }
      return [255, 255, 255];
    };
    const text = (selector) => {
      const el = root.querySelector(selector);
      return { selector, ratio: contrast(rgb(getComputedStyle(el).color), background(el)) };
    };
    // A coordinate (in the layer over the board) against the square under it.
    const coordinate = (selector) => {
      const el = root.querySelector(selector);
      const box = el.getBoundingClientRect();
      const under = root.elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2).find((e) => e.classList.contains('square'));
      return { selector, ratio: contrast(rgb(getComputedStyle(el).color), rgb(getComputedStyle(under).backgroundColor)) };
    };
    const marker = (selector, pseudo, against) => {
      const color = rgb(getComputedStyle(root.querySelector(selector), pseudo).backgroundColor);
      return { selector: `${selector}${pseudo}`, ratio: contrast(color, rgb(getComputedStyle(root.querySelector(against)).backgroundColor)), marker: true };
    };
    return [
      coordinate('.coord.on-light'), coordinate('.coord.on-dark'), text('.headline'), text('.badge.claimable .label'),
      text('.badge.claimable .note'), text('.facts li'), text('.facts .counts'), text('.reasons li'), text('.error'),
      text('button.flip'), text('button.undo'), text('.label-text'), text('.panel h2'), text('.engine-stats'),
      marker('.square.light.move-dest:not(.occupied)', '::after', '.square.light'),
      marker('.square.dark.move-dest:not(.occupied)', '::after', '.square.dark'),
    ];
  });
  for (const { selector, ratio, marker } of ratios) {
    assert.ok(ratio >= (marker ? 3 : 4.5), `${selector}: ${ratio.toFixed(2)}`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('the page on a 390-pixel phone', async () => {
  const { page, errors } = await openBoards(env.browser, `${env.url}?moves=e2e4,e7e5,g1f3`, { width: 390, height: 844 },
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
