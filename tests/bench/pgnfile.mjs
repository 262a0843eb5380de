// A big PGN file opened on index.html (issue 52): about 50 MB and 40,000 games, made from
// tests/bench/audit.sh's generated games (target/bench/audit-3000-1.pgn, repeated; with
// --quirky, the same games as other programs write them: audit.py quirk), opened by the file
// picker in headless Chromium (dropped on the board, as a reader drops a file).
//
//   node tests/bench/pgnfile.mjs [--mb 50] [--quirky] [--runs 3]
//
// Prints, per run and as medians: the time from the file chosen to the first game shown (the
// status line), to the whole list (the picker's count), the games listed; and the page's long
// tasks meanwhile (PerformanceObserver: their count, the longest, their sum), which say whether
// the page froze. Nothing is asserted. It builds nothing: www/pkg must hold a build, and the
// games file must exist (bash tests/bench/audit.sh makes it).
import { readFileSync } from 'node:fs';
import { serve } from '../e2e/server.mjs';
import { launch } from '../e2e/browser.mjs';

const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const mb = Number(arg('--mb', 50));
const runs = Math.max(1, Number(arg('--runs', 3)));
const quirky = process.argv.includes('--quirky');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const source = readFileSync(new URL(`../../target/bench/audit-3000-1${quirky ? '-quirky' : ''}.pgn`, import.meta.url));
const copies = Math.max(1, Math.round((mb * 1e6) / source.length));
const file = Buffer.concat(Array.from({ length: copies }, () => source));
const games = (file.toString('utf8').match(/^\[Event /gm) ?? []).length;
console.log(`file: ${(file.length / 1e6).toFixed(1)} MB, ${games} games (${copies} copies of ${quirky ? 'the quirky' : 'the'} 3,000-game file)`);

const { server, url } = await serve(0);
const browser = await launch();
const rows = [];
for (let run = 1; run <= runs; run += 1) {
  const page = await browser.newPage();
  await page.goto(`${url}index.html`);
  await page.evaluate(async () => {
    await customElements.whenDefined('draw-board');
    await document.querySelector('draw-board').ready;
    window.__long = [];
    new PerformanceObserver((list) => window.__long.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
  });
  const board = page.locator('draw-board');
  // The file is fetched into the page first and dropped on the board (Playwright's
  // setInputFiles would pass it through base64 on the page's thread, seconds of its own).
  await page.route('**/__big.pgn', (route) => route.fulfill({ body: file, contentType: 'application/x-chess-pgn' }));
  await page.evaluate(async () => { window.__big = await (await fetch('/__big.pgn')).blob(); });
  const started = Date.now();
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File([window.__big], 'big.pgn', { type: 'application/x-chess-pgn' }));
    const target = document.querySelector('draw-board').shadowRoot.querySelector('.board-area');
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  });
  await board.locator('.io-status', { hasText: '(big.pgn)' }).waitFor({ timeout: 120000 });
  const first = Date.now() - started;
  await board.locator('.games-count', { hasText: /^\d+ games[.;]/ }).waitFor({ timeout: 600000 });
  const listed = Date.now() - started;
  const { count, long } = await page.evaluate(() => ({
    count: document.querySelector('draw-board').shadowRoot.querySelector('.games-count').textContent,
    long: window.__long,
  }));
  // A search over the whole list.
  const searchStart = Date.now();
  await board.locator('input.game-search').fill('fischer 1951');
  const search = Date.now() - searchStart;
  const row = { first, listed, count, tasks: long.length, longest: Math.max(0, ...long), total: long.reduce((a, b) => a + b, 0), search };
  rows.push(row);
  console.log(`run ${run}: first game ${first} ms, every game listed ${listed} ms (${count}); long tasks ${row.tasks}, the longest ${row.longest.toFixed(0)} ms, ${row.total.toFixed(0)} ms in all; a search ${search} ms`);
  await page.close();
}
const m = (key) => median(rows.map((r) => r[key]));
console.log(`median: first game ${m('first')} ms, listed ${m('listed')} ms (${(file.length / 1e6 / (m('listed') / 1000)).toFixed(1)} MB/s, ${Math.round(games / (m('listed') / 1000))} games/s); long tasks: the longest ${m('longest').toFixed(0)} ms, ${m('total').toFixed(0)} ms in all`);
await browser.close();
server.close();
