// The byte budgets of the package a site installs, measured on the package itself: the tarball
// `bash .ci/dist` makes (dist/drawboard-*.tgz) is unpacked into a fresh temporary folder and
// served, under the strict CSP, to a page holding one <draw-board>. Every response is recorded
// (the workers' too), its body gzipped at level 9 with node:zlib as page.test.mjs and
// perf.test.mjs measure, with the time it finished. The budgets (bytes, never times: STYLE.md):
//   - the page module, pkg/drawboard_page_bg.wasm: at most 64 KiB gzipped (64 * 1024 bytes;
//     the issue says "64 KB", read here as KiB);
//   - what comes before the first quick verdict (the HTML, and the JavaScript, CSS and page
//     module that finished loading before the `drawboard-quick-verdict` mark): at most
//     100 KiB gzipped (100 * 1024 bytes), in English and in every other language of the
//     board (the page's `lang`; its catalogue's first part is among those files).
// Each file and the totals (before the first quick verdict; after all workers started) are
// printed with t.diagnostic.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CSP, serve } from './server.mjs';
import { launch } from './browser.mjs';
import { CODES } from '../../www/i18n/i18n.js';

/** The page module's budget, gzipped: 64 KiB (issue 39). */
const PAGE_MODULE_BUDGET = 64 * 1024;
/** The budget of everything before the first quick verdict, gzipped: 100 KiB (issue 39). */
const FIRST_VERDICT_BUDGET = 100 * 1024;

const FEN = '8/8/8/3k4/8/8/2NKN3/8 w - - 0 1';
const page = (lang) => `<!doctype html>
<html lang="${lang}">
<head>
  <meta charset="utf-8">
  <title>drawboard: the byte budget</title>
  <script type="module" src="draw-board.js"></script>
</head>
<body>
  <draw-board fen="${FEN}"></draw-board>
</body>
</html>
`;
const HTML = page('en');

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));

// The newest dist/drawboard-*.tgz, or null.
function tarball() {
  if (!existsSync(dist)) return null;
  const found = readdirSync(dist).filter((name) => /^drawboard-.+\.tgz$/.test(name)).map((name) => join(dist, name));
  found.sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  return found[0] ?? null;
}

let folder;
let server;
let url;
let browser;

before(async () => {
  const packed = tarball();
  assert.ok(packed, 'dist/drawboard-*.tgz is missing: run `bash .ci/dist` first (it packs the build in www/pkg)');
  folder = mkdtempSync(join(tmpdir(), 'drawboard-budget-'));
  execFileSync('tar', ['-xzf', packed, '-C', folder]);
  ({ server, url } = await serve(0, join(folder, 'package')));
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const sum = (list) => list.reduce((total, file) => total + file.gzipped, 0);

// What the first test measured, for the budget tests after it: {first, pageModule}.
let measured = null;

test('the package loads one board under the CSP: the files, in order, and when (figures printed)', async (t) => {
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  // Every Worker the page makes, and when the first one was made.
  await page.addInitScript(() => {
    const Native = window.Worker;
    window.workersStarted = 0;
    window.firstWorkerAt = null;
    window.Worker = class extends Native {
      constructor(...args) {
        super(...args);
        window.workersStarted += 1;
        window.firstWorkerAt ??= performance.now();
      }
    };
  });
  await page.route(`${url}__budget.html`, (route) => route.fulfill({
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': CSP, 'Cache-Control': 'no-store' },
    body: HTML,
  }));

  // Every response, the workers' included, with its body. `pending` counts the requests not yet
  // read, so that the test can wait for the network to be quiet.
  const responses = [];
  const reading = [];
  let pending = 0;
  let lastActivity = Date.now();
  const settle = () => {
    pending -= 1;
    lastActivity = Date.now();
  };
  page.on('request', () => {
    pending += 1;
    lastActivity = Date.now();
  });
  page.on('requestfailed', (request) => {
    settle();
    errors.push(`${request.url()} failed: ${request.failure()?.errorText}`);
  });
  page.on('requestfinished', (request) => {
    reading.push((async () => {
      const response = await request.response();
      const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
      responses.push({ url: request.url(), status: response?.status(), body });
    })().finally(settle));
  });

  await page.goto(`${url}__budget.html`);
  const board = page.locator('draw-board');
  await page.waitForFunction(() => performance.getEntriesByName('drawboard-quick-verdict').length > 0, null, { timeout: 60_000 });
  // Then the exact verdict from the proof worker, and the network quiet for a second: by then
  // every worker this board needs (proofs, tables) has started and loaded its scripts.
  await page.waitForFunction(() => {
    const status = document.querySelector('draw-board').status();
    return status.exact || status.settled;
  }, null, { timeout: 120_000, polling: 100 });
  const giveUp = Date.now() + 60_000;
  while ((pending > 0 || Date.now() - lastActivity < 1000) && Date.now() < giveUp) await new Promise((resolve) => setTimeout(resolve, 100));
  await Promise.all(reading);
  assert.ok(await board.locator('.piece').count() > 0, 'the board is drawn');

  // When each of the page's own requests finished, from its Resource Timing entries: the same
  // clock as the mark (Playwright's request timings are shifted once a route intercepts). A
  // response without an entry was made in a worker, and no worker starts before the first
  // quick verdict (asserted below).
  const timeline = await page.evaluate(() => ({
    verdict: performance.getEntriesByName('drawboard-quick-verdict')[0].startTime,
    firstWorker: window.firstWorkerAt,
    workers: window.workersStarted,
    resources: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, end: entry.responseEnd })),
  }));
  const unclaimed = [...timeline.resources];
  const files = responses.map(({ url: address, status, body }) => {
    const path = new URL(address).pathname;
    const entry = unclaimed.find((resource) => resource.url === address);
    if (entry) unclaimed.splice(unclaimed.indexOf(entry), 1);
    const finished = path === '/__budget.html' ? 0 : entry?.end ?? Infinity;
    return { path, status, raw: body.length, gzipped: gzipSync(body, { level: 9 }).length, finished, before: finished <= timeline.verdict };
  }).sort((a, b) => a.finished - b.finished);

  const first = files.filter((file) => file.before);
  const pageModule = files.filter((file) => file.path === '/pkg/drawboard_page_bg.wasm');
  const workerModule = files.filter((file) => file.path === '/pkg/drawboard_worker_bg.wasm');

  t.diagnostic(`before the first quick verdict: ${first.length} files, ${sum(first)} B gzipped (${kib(sum(first))}; budget ${kib(FIRST_VERDICT_BUDGET)})`);
  t.diagnostic(`after all workers started (${timeline.workers} workers): ${files.length} files, ${sum(files)} B gzipped (${kib(sum(files))})`);
  t.diagnostic(`the page module: ${pageModule[0]?.gzipped} B gzipped (${kib(pageModule[0]?.gzipped ?? 0)}; budget ${kib(PAGE_MODULE_BUDGET)}); `
    + `the worker module: ${workerModule[0]?.gzipped} B gzipped (${kib(workerModule[0]?.gzipped ?? 0)})`);
  for (const file of files) {
    const when = file.before ? 'before' : 'after ';
    t.diagnostic(`  ${when} ${file.path}: ${file.raw} B raw, ${file.gzipped} B gzipped${file.status === 200 ? '' : ` (HTTP ${file.status})`}`);
  }

  // What the architecture promises: the page module once, before the first quick verdict; the
  // worker module at most once, and the workers, after it.
  assert.equal(pageModule.length, 1, 'the page module is fetched once');
  assert.ok(pageModule[0].before, 'the page module comes before the first quick verdict');
  assert.ok(workerModule.length <= 1, 'the worker module is fetched at most once');
  assert.ok(workerModule.every((file) => !file.before), 'the worker module comes after the first quick verdict');
  assert.ok(timeline.firstWorker === null || timeline.firstWorker > timeline.verdict, 'no worker starts before the first quick verdict');
  assert.deepEqual(errors, []);
  measured = { first, pageModule: pageModule[0] };
  await page.close();
});

test('the page module is at most 64 KiB gzipped', (t) => {
  assert.ok(measured, 'measured by the test before');
  const size = measured.pageModule.gzipped;
  t.diagnostic(`the page module: ${size} B gzipped; ${PAGE_MODULE_BUDGET - size} B to spare`);
  assert.ok(size <= PAGE_MODULE_BUDGET, `the page module is ${size} B gzipped, over its budget of ${PAGE_MODULE_BUDGET} B (64 KiB)`);
});

test('the HTML, JavaScript, CSS and page module before the first quick verdict are at most 100 KiB gzipped', (t) => {
  assert.ok(measured, 'measured by the test before');
  const total = sum(measured.first);
  t.diagnostic(`before the first quick verdict: ${total} B gzipped; ${FIRST_VERDICT_BUDGET - total} B to spare`);
  assert.ok(total <= FIRST_VERDICT_BUDGET,
    `${total} B gzipped come before the first quick verdict (${measured.first.length} files), over the budget of ${FIRST_VERDICT_BUDGET} B (100 KiB)`);
});

test('before the first quick verdict in every other language: at most 100 KiB gzipped, with its own catalogue and not English\'s', async (t) => {
  const problems = [];
  for (const lang of CODES.filter((code) => code !== 'en')) {
    const tab = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    const errors = [];
    tab.on('pageerror', (err) => errors.push(String(err)));
    await tab.route(`${url}__budget.html`, (route) => route.fulfill({
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': CSP, 'Cache-Control': 'no-store' },
      body: page(lang),
    }));
    const bodies = new Map();
    tab.on('requestfinished', (request) => {
      bodies.set(request.url(), request.response().then((response) => response?.body()).catch(() => Buffer.alloc(0)));
    });
    await tab.goto(`${url}__budget.html`);
    await tab.waitForFunction(() => performance.getEntriesByName('drawboard-quick-verdict').length > 0, null, { timeout: 60_000 });
    const { verdict, resources } = await tab.evaluate(() => ({
      verdict: performance.getEntriesByName('drawboard-quick-verdict')[0].startTime,
      resources: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, end: entry.responseEnd })),
    }));
    const before = [`${url}__budget.html`, ...resources.filter((r) => r.end <= verdict).map((r) => r.url)];
    let total = 0;
    for (const address of before) total += gzipSync((await bodies.get(address)) ?? Buffer.alloc(0), { level: 9 }).length;
    const paths = before.map((address) => new URL(address).pathname);
    t.diagnostic(`${lang}: ${before.length} files, ${total} B gzipped before the first quick verdict (${FIRST_VERDICT_BUDGET - total} B to spare)`);
    if (total > FIRST_VERDICT_BUDGET) problems.push(`${lang}: ${total} B gzipped, over ${FIRST_VERDICT_BUDGET} B`);
    if (!paths.includes(`/i18n/${lang}/first.js`)) problems.push(`${lang}: its first catalogue did not come before the verdict`);
    if (paths.includes('/i18n/en/first.js')) problems.push(`${lang}: English's first catalogue was loaded too`);
    problems.push(...errors.map((e) => `${lang}: ${e}`));
    await tab.close();
  }
  assert.deepEqual(problems, []);
});
