// The page in headless Chromium, served with a strict CSP: the wasm loads and answers.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { serve, CSP } from './server.mjs';
import { launch, openPage } from './browser.mjs';

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
  const res = await fetch(url);
  assert.equal(res.headers.get('content-security-policy'), CSP);
});

test('the page loads the engine and lists, plays and rejects moves', async () => {
  const { page, errors } = await openPage(browser, url);
  await page.getByText('Engine loaded.').waitFor();
  assert.equal(await page.textContent('#move-count'), '20');

  await page.fill('#fen', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
  await page.click('text=Show legal moves');
  assert.equal(await page.textContent('#move-count'), '48');

  await page.fill('#move', 'O-O');
  await page.click('text=Play');
  assert.equal(await page.textContent('#history'), 'e1g1');
  assert.equal(await page.textContent('#error'), '');

  await page.fill('#move', 'Qxa8');
  await page.click('text=Play');
  assert.match(await page.textContent('#error'), /^IllegalMove: /);

  await page.fill('#fen', '7k/8/8/8/8/8/5n2/N6K w - - 0 1');
  await page.click('text=Show legal moves');
  assert.match(await page.textContent('#reasons'), /White cannot force mate: a single knight/);

  await page.fill('#fen', '8/8/8/8/8/8/8/8 w - - 0 1');
  await page.click('text=Show legal moves');
  assert.match(await page.textContent('#error'), /^FenError: .*exactly one king/);

  await page.screenshot({ path: `${shots}/index-desktop.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});
