// A lesson page of 20 <draw-board> diagrams, measured as a reader meets it: in headless
// Chromium at 1200x900, with a cold cache (a fresh browser context each run), N runs unthrottled
// and N with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate). Beside it, in the same
// runs, lichess's @lichess-org/pgn-viewer 2.5.9 (GPL: measured here, never copied) showing the
// same 20 positions on one page, for its bytes and the time until its 20 boards are drawn.
//
//   node tests/bench/embed.mjs [--runs N=5] [--root DIR|FILE.tgz] [--timeout S=120] [--no-lpv]
//                              [--panels full,compact] [--shots DIR]
//
// --panels: the boards' panel attribute, each measured in every run (full: the toolbar and the
// panels under each board, as without the attribute; compact: the verdict in one line).
// --shots DIR: after the runs, whole-page screenshots of each panel's page and pgn-viewer's,
// at 1200 px and at 390 px (a phone, touch), into DIR.
// --root serves another folder than www/: an unpacked package (its package/ folder), or a
// package tarball (dist/drawboard-*.tgz), unpacked into a temporary folder first. Run through
// tests/bench/embed.sh, which builds nothing: www/pkg must hold a build (.ci/build).
//
// Figures, medians over the runs (each run's are printed as it ends):
//   - the first board painted (the first animation frame in which the first board shows its
//     pieces, as pgn-viewer's first board is timed);
//   - the first quick verdict (the `drawboard-quick-verdict` mark of the first board) and all 20;
//   - every visible board settled (the boards in the first viewport: each one's first `status`
//     event with exact or settled), and all 20 settled;
//   - the workers started (window.Worker wrapped), long tasks (PerformanceObserver 'longtask');
//   - bytes, each response's body gzipped at level 9 with node:zlib (as tests/e2e measure):
//     the page module, what finished before the first quick verdict (the page's Resource Timing
//     entries, on the mark's clock), and everything once all workers have started (the page
//     settled and its network quiet for a second), the workers' requests included.
// The issue's targets are printed beside the unthrottled figures; nothing is asserted (a
// benchmark prints figures: ../shared/STYLE.md). Times swing by 2x from run to run on a busy
// two-core machine: compare medians of runs made back to back, on an idle machine.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CSP, serve } from '../e2e/server.mjs';
import { launch } from '../e2e/browser.mjs';

// ---- options -------------------------------------------------------------------------------

function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at >= 0 && at + 1 < process.argv.length ? process.argv[at + 1] : fallback;
}
const runs = Math.max(1, Number(option('--runs', 5)) || 5);
const timeoutMs = 1000 * (Number(option('--timeout', 120)) || 120);
const withLpv = !process.argv.includes('--no-lpv');
const rootOption = option('--root', null);
const shotsDir = option('--shots', null);
const PANELS = option('--panels', 'full,compact').split(',').filter((panel) => ['full', 'compact', 'none'].includes(panel));

const VIEWPORT = { width: 1200, height: 900 };
const RATES = [1, 4];
const TARGETS = { painted: 150, firstVerdict: 300, visibleSettled: 1000, allSettled: 5000 };

// ---- the 20 positions ------------------------------------------------------------------------

// Dead walls of locked pawns, small endings of 3-4 men, openings and middlegames; the first
// three are the ones in the first viewport.
const POSITIONS = [
  ['A dead wall of locked pawns', '4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 w - - 0 1'],
  ['Knight against knight', '8/8/3k4/3n4/8/3N4/3K4/8 w - - 0 1'],
  ['The Ruy Lopez', 'r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3'],
  ['Pieces walled in behind the pawns', '8/8/5k1p/6pP/1p1p1pP1/pPpPpP2/P1P1P3/2NB3K w - - 0 1'],
  ['Bishops on the same colour', '8/8/3k4/3b4/8/3B4/3K4/8 w - - 0 1'],
  ['Rook against rook', '8/3k4/8/r7/8/7R/3K4/8 w - - 0 1'],
  ['The starting position', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'],
  ['King and pawn against king', '8/8/8/4k3/8/8/4P3/4K3 w - - 0 1'],
  ['King and pawn against king and pawn', '8/5k2/8/3p4/8/3P4/5K2/8 w - - 0 1'],
  ['The Najdorf Sicilian', 'rnbqkb1r/1p2pppp/p2p1n2/8/3NP3/2N5/PPP2PPP/R1BQKB1R w KQkq - 0 6'],
  ['Queen against rook', '8/8/1k6/8/5r2/8/3Q4/3K4 w - - 0 1'],
  ['A wall with a way through', '8/7p/4p1pP/1p1pPpP1/1PpP1P2/1KP5/8/1k6 w - - 0 1'],
  ['Bishops on opposite colours', '8/8/3k4/4b3/8/3B4/3K4/8 w - - 0 1'],
  ["The Queen's Gambit Declined", 'rnbqkb1r/ppp2ppp/4pn2/3p4/2PP4/2N5/PP2PPPP/R1BQKBNR w KQkq - 2 4'],
  ['Two knights against a king', '8/8/8/3k4/8/8/2NKN3/8 w - - 0 1'],
  ['Kiwipete, a tangled middlegame', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'],
  ['A wall with a bishop behind it', '4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/3BK3 w - - 0 1'],
  ['The Breyer Ruy Lopez, move 15', 'r2qrbk1/1bpn1p1p/p2p1np1/1p2p3/3PP3/2P2NNP/PPB2PP1/R1BQR1K1 w - - 0 15'],
  ['Two bishops on one colour', '8/8/8/3k4/8/8/2B1B3/3K4 w - - 0 1'],
  ["The King's Indian, move 19", 'r1bqn1k1/pp3rb1/3p2n1/1N1Pp1pp/P3Pp2/3N1P2/1PQBB1PP/2R2RK1 w - - 0 19'],
];

// ---- the pages (the benchmark's own files, served by routes under /__) -----------------------

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function lessonPage(title, board) {
  const lessons = POSITIONS.map(([name, fen], i) => `  <article class="lesson">
    <h2>${i + 1}. ${escape(name)}</h2>
    ${board(fen, i)}
  </article>`).join('\n');
  return (head) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${title}</title>
  <link rel="stylesheet" href="__embed.css">
${head}
</head>
<body>
<header>
  <h1>Twenty positions</h1>
  <p>Locked pawns, small endings and openings: which are draws, and why.</p>
</header>
<main>
${lessons}
</main>
</body>
</html>
`;
}

const drawboardHtml = (panel) => lessonPage(`drawboard: twenty diagrams, panel="${panel}"`,
  (fen, i) => `<draw-board id="board-${i}" panel="${panel}" fen="${escape(fen)}"></draw-board>`)('  <script type="module" src="draw-board.js"></script>');
const LPV_HTML = lessonPage('pgn-viewer: twenty diagrams',
  (fen) => `<div class="lpv-mount" data-fen="${escape(fen)}"></div>`)(
  '  <link rel="stylesheet" href="__lpv/lichess-pgn-viewer.css">\n  <script type="module" src="__lpv-mount.js"></script>');

// Three lessons a row, a board each (its panels below it): the first row is the first
// viewport. Boards not upgraded yet keep their room.
const PAGE_CSS = `body { margin: 0 auto; max-width: 74rem; padding: 0 1rem; font-family: system-ui, sans-serif; }
header h1 { margin: 0.8rem 0 0.2rem; font-size: 1.5rem; }
header p { margin: 0 0 0.6rem; }
main { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 1rem; align-items: start; }
.lesson { border-top: 1px solid #ccc; padding: 0.2rem 0 0.6rem; }
.lesson h2 { margin: 0.2rem 0; font-size: 1.1rem; }
.lesson draw-board { --board-max: 16rem; }
draw-board:not(:defined) { display: block; min-height: 16rem; }
.lpv-mount { max-width: 16rem; }
`;

// Mounts the viewer on the 20 placeholders, then marks `lpv-first` and `lpv-drawn` once the
// first board and every board has all its pieces (checked each animation frame).
const LPV_MOUNT = `import LichessPgnViewer from './__lpv/lichess-pgn-viewer.min.js';
const mounts = [...document.querySelectorAll('.lpv-mount')];
const expected = mounts.map((el) => el.dataset.fen.split(' ')[0].replace(/[^a-zA-Z]/g, '').length);
// The viewer replaces the element it is given; its own root is the viewer's \`div\`.
const roots = mounts.map((el) => LichessPgnViewer(el, {
  pgn: '*', fen: el.dataset.fen, showPlayers: false, showClocks: false, showMoves: false, lichess: false,
}).div);
let first = false;
function check() {
  const drawn = roots.map((root, i) => root.querySelectorAll('cg-board piece').length === expected[i]);
  if (!first && drawn.some(Boolean)) {
    first = true;
    performance.mark('lpv-first');
  }
  if (drawn.every(Boolean)) performance.mark('lpv-drawn');
  else requestAnimationFrame(check);
}
check();
`;

const lpvDist = fileURLToPath(new URL('../e2e/node_modules/@lichess-org/pgn-viewer/dist/', import.meta.url));
const LPV_VERSION = JSON.parse(readFileSync(new URL('../e2e/node_modules/@lichess-org/pgn-viewer/package.json', import.meta.url), 'utf8')).version;

// What runs in the page before its scripts: the workers made (and ended), the long tasks, and
// each board's status events (a capturing listener on window sees them all).
function instrument(boards) {
  const bench = { workers: 0, alive: 0, mostAlive: 0, longTasks: [], settledAt: new Map() };
  window.bench = bench;
  const Native = window.Worker;
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      bench.workers += 1;
      bench.alive += 1;
      bench.mostAlive = Math.max(bench.mostAlive, bench.alive);
    }

    terminate() {
      bench.alive -= 1;
      super.terminate();
    }
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  // The first board's pieces shown: checked each animation frame, as pgn-viewer's boards are.
  const painted = () => {
    const root = document.querySelector('draw-board')?.shadowRoot;
    if (root?.querySelector('.db:not([hidden]) .piece')) performance.mark('drawboard-painted');
    else requestAnimationFrame(painted);
  };
  requestAnimationFrame(painted);
  let resolveSettled;
  bench.allSettled = new Promise((resolve) => {
    resolveSettled = resolve;
  });
  window.addEventListener('status', (event) => {
    const board = event.target;
    if (board?.localName !== 'draw-board') return;
    const { exact, settled } = event.detail;
    if ((exact || settled) && !bench.settledAt.has(board.id)) {
      bench.settledAt.set(board.id, performance.now());
      if (bench.settledAt.size === boards) resolveSettled();
    }
  }, true);
}

// ---- measuring one page ----------------------------------------------------------------------

// Records every response of `page` (the workers' included) with its body, and tracks the
// requests in flight so that `quiet()` can wait for a second without network.
function recordResponses(page) {
  const responses = [];
  const reading = [];
  let pending = 0;
  let last = Date.now();
  const done = () => {
    pending -= 1;
    last = Date.now();
  };
  page.on('request', () => {
    pending += 1;
    last = Date.now();
  });
  page.on('requestfailed', done);
  page.on('requestfinished', (request) => {
    reading.push((async () => {
      const response = await request.response();
      const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
      responses.push({ url: request.url(), path: new URL(request.url()).pathname, gzipped: gzipSync(body, { level: 9 }).length });
    })().finally(done));
  });
  return {
    responses,
    async quiet(limit) {
      const end = Date.now() + limit;
      while ((pending > 0 || Date.now() - last < 1000) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
      await Promise.all(reading);
    },
  };
}

async function newPage(context, rate) {
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  if (rate !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  }
  return { page, errors };
}

const html = (body, csp = CSP) => ({
  status: 200,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp, 'Cache-Control': 'no-store' },
  body,
});
const css = (body) => ({ status: 200, headers: { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' }, body });

async function measureDrawboard(browser, url, rate, panel) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.route(`${url}__embed.html`, (route) => route.fulfill(html(drawboardHtml(panel))));
  await context.route(`${url}__embed.css`, (route) => route.fulfill(css(PAGE_CSS)));
  await context.addInitScript(instrument, POSITIONS.length);
  const { page, errors } = await newPage(context, rate);
  const network = recordResponses(page);
  const started = Date.now();
  await page.goto(`${url}__embed.html`);
  const outcome = await page.evaluate((limit) => Promise.race([
    window.bench.allSettled.then(() => 'settled'),
    new Promise((resolve) => setTimeout(() => resolve('timeout'), limit)),
  ]), timeoutMs);
  await network.quiet(Math.max(5000, timeoutMs - (Date.now() - started)));
  const figures = await page.evaluate(() => {
    const { bench } = window;
    const verdicts = performance.getEntriesByName('drawboard-quick-verdict').map((mark) => mark.startTime);
    const boards = [...document.querySelectorAll('draw-board')];
    // The boards in the first viewport, the page scrolled to its top.
    const visible = boards.filter((board) => {
      const box = board.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.height > 0;
    }).map((board) => board.id);
    const settled = (ids) => (ids.every((id) => bench.settledAt.has(id)) ? Math.max(...ids.map((id) => bench.settledAt.get(id))) : Infinity);
    return {
      painted: performance.getEntriesByName('drawboard-painted')[0]?.startTime ?? Infinity,
      firstVerdict: verdicts.length ? Math.min(...verdicts) : Infinity,
      allVerdicts: verdicts.length === boards.length ? Math.max(...verdicts) : Infinity,
      visible: visible.length,
      visibleSettled: settled(visible),
      allSettled: settled(boards.map((board) => board.id)),
      unsettled: boards.filter((board) => !bench.settledAt.has(board.id)).map((board) => board.id),
      workers: bench.workers,
      mostAlive: bench.mostAlive,
      longTasks: bench.longTasks.length,
      longest: Math.max(0, ...bench.longTasks),
      resources: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, end: entry.responseEnd })),
    };
  });
  await context.close();

  // Bytes: a response whose URL has an unclaimed Resource Timing entry of the page finished at
  // that entry's responseEnd; one without was made by a worker (after the first quick verdict:
  // the workers start once the worker module is compiled, after it).
  const unclaimed = [...figures.resources];
  let before = 0;
  let all = 0;
  let own = 0;
  let pageModule = 0;
  const files = [];
  for (const response of network.responses) {
    if (response.path.startsWith('/__')) {
      own += response.gzipped; // the benchmark's page, not drawboard's
      continue;
    }
    const entry = unclaimed.find((resource) => resource.url === response.url);
    if (entry) unclaimed.splice(unclaimed.indexOf(entry), 1);
    const early = entry !== undefined && entry.end <= figures.firstVerdict;
    if (early) before += response.gzipped;
    if (response.path.endsWith('/drawboard_page_bg.wasm')) pageModule += response.gzipped;
    all += response.gzipped;
    files.push({ path: response.path, gzipped: response.gzipped, early });
  }
  delete figures.resources;
  return { ...figures, outcome, errors, bytes: { pageModule, before, all, own, files } };
}

async function measureLpv(browser, url, rate) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  // The viewer's stylesheet embeds its icon font as a data: URL, which the strict CSP's
  // default-src refuses: its page is let have it (font-src data:), nothing else changes.
  await context.route(`${url}__lpv.html`, (route) => route.fulfill(html(LPV_HTML, `${CSP}; font-src 'self' data:`)));
  await context.route(`${url}__embed.css`, (route) => route.fulfill(css(PAGE_CSS)));
  await context.route(`${url}__lpv-mount.js`, (route) => route.fulfill({
    status: 200, headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' }, body: LPV_MOUNT,
  }));
  await context.route(`${url}__lpv/*`, (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop();
    const type = name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
    return route.fulfill({ status: 200, headers: { 'Content-Type': type, 'Cache-Control': 'no-store' }, body: readFileSync(join(lpvDist, name)) });
  });
  await context.addInitScript(instrument, POSITIONS.length);
  const { page, errors } = await newPage(context, rate);
  const network = recordResponses(page);
  await page.goto(`${url}__lpv.html`);
  await page.waitForFunction(() => performance.getEntriesByName('lpv-drawn').length > 0, null, { timeout: timeoutMs, polling: 100 });
  await network.quiet(10_000);
  const figures = await page.evaluate(() => ({
    first: performance.getEntriesByName('lpv-first')[0].startTime,
    drawn: performance.getEntriesByName('lpv-drawn')[0].startTime,
    longTasks: window.bench.longTasks.length,
    longest: Math.max(0, ...window.bench.longTasks),
  }));
  await context.close();
  const viewer = network.responses.filter((response) => response.path.startsWith('/__lpv/'));
  const bytes = {
    js: viewer.filter((r) => r.path.endsWith('.js')).reduce((n, r) => n + r.gzipped, 0),
    css: viewer.filter((r) => r.path.endsWith('.css')).reduce((n, r) => n + r.gzipped, 0),
  };
  return { ...figures, errors, bytes };
}

// The pages side by side as a reader sees them (--shots DIR): each panel's page and
// pgn-viewer's, whole, at 1200 px and on a phone (390 px, touch), once the boards have settled.
async function screenshots(browser, url) {
  mkdirSync(shotsDir, { recursive: true });
  for (const [width, mobile] of [[1200, false], [390, true]]) {
    const pages = PANELS.map((panel) => [`drawboard-${panel}`, '__embed.html', html(drawboardHtml(panel))]);
    if (withLpv) pages.push(['pgn-viewer', '__lpv.html', html(LPV_HTML, `${CSP}; font-src 'self' data:`)]);
    for (const [name, address, page] of pages) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, isMobile: mobile, hasTouch: mobile });
      await context.route(`${url}${address}`, (route) => route.fulfill(page));
      await context.route(`${url}__embed.css`, (route) => route.fulfill(css(PAGE_CSS)));
      await context.route(`${url}__lpv-mount.js`, (route) => route.fulfill({ status: 200, headers: { 'Content-Type': 'text/javascript' }, body: LPV_MOUNT }));
      await context.route(`${url}__lpv/*`, (route) => {
        const name = new URL(route.request().url()).pathname.split('/').pop();
        const type = name.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8';
        return route.fulfill({ status: 200, headers: { 'Content-Type': type }, body: readFileSync(join(lpvDist, name)) });
      });
      const tab = await context.newPage();
      await tab.goto(`${url}${address}`);
      await tab.waitForFunction(() => performance.getEntriesByName('lpv-drawn').length > 0
        || [...document.querySelectorAll('draw-board')].every((b) => { try { const s = b.status(); return s.exact || s.settled; } catch { return false; } }), null, { timeout: timeoutMs });
      await tab.waitForTimeout(500);
      await tab.screenshot({ path: join(shotsDir, `${name}-${width}.png`), fullPage: true });
      await context.close();
    }
  }
  console.log(`screenshots in ${shotsDir}`);
}

// ---- running -------------------------------------------------------------------------------

let root;
let unpacked = null;
if (rootOption && rootOption.endsWith('.tgz')) {
  unpacked = mkdtempSync(join(tmpdir(), 'drawboard-embed-'));
  execFileSync('tar', ['-xzf', rootOption, '-C', unpacked]);
  root = join(unpacked, 'package');
} else if (rootOption) {
  root = resolve(rootOption);
  if (!statSync(join(root, 'draw-board.js'), { throwIfNoEntry: false })) {
    console.error(`${root} holds no draw-board.js: give an unpacked package's package/ folder (or the .tgz)`);
    process.exit(2);
  }
}

const { server, url } = await serve(0, root);
const browser = await launch();
const served = root ?? 'www/';
console.log(`${POSITIONS.length} <draw-board> diagrams from ${served}${withLpv ? `, and @lichess-org/pgn-viewer ${LPV_VERSION} with the same positions` : ''}; `
  + `${VIEWPORT.width}x${VIEWPORT.height}, a cold cache each run, ${runs} runs unthrottled and ${runs} at 4x CPU throttling; panels: ${PANELS.join(', ')}`);

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'never');
const results = new Map(RATES.map((rate) => [rate, { drawboard: Object.fromEntries(PANELS.map((panel) => [panel, []])), lpv: [] }]));
try {
  for (let run = 1; run <= runs; run++) {
    for (const rate of RATES) {
      const lines = [];
      for (const panel of PANELS) {
        const ours = await measureDrawboard(browser, url, rate, panel);
        results.get(rate).drawboard[panel].push(ours);
        let line = `run ${run}, ${rate === 1 ? 'unthrottled' : `${rate}x CPU`}, ${panel}: first board painted ${ms(ours.painted)}, first quick verdict ${ms(ours.firstVerdict)}, all 20 drawn ${ms(ours.allVerdicts)}, `
          + `${ours.visible} visible settled ${ms(ours.visibleSettled)}, all 20 settled ${ms(ours.allSettled)}, `
          + `${ours.workers} workers, ${ours.longTasks} long tasks (longest ${ms(ours.longest)})`;
        if (ours.unsettled.length) line += `; not settled within ${timeoutMs / 1000} s: ${ours.unsettled.join(', ')}`;
        if (ours.errors.length) line += `; console errors: ${ours.errors.join(' | ')}`;
        lines.push(line);
      }
      if (withLpv) {
        const theirs = await measureLpv(browser, url, rate);
        results.get(rate).lpv.push(theirs);
        let line = `run ${run}, ${rate === 1 ? 'unthrottled' : `${rate}x CPU`}, pgn-viewer: first board drawn ${ms(theirs.first)}, all 20 drawn ${ms(theirs.drawn)}`;
        if (theirs.errors.length) line += ` (pgn-viewer's console errors: ${theirs.errors.join(' | ')})`;
        lines.push(line);
      }
      for (const line of lines) console.log(line);
    }
  }
  if (shotsDir) await screenshots(browser, url);
} finally {
  await browser.close();
  server.close();
  if (unpacked) rmSync(unpacked, { recursive: true, force: true });
}

// ---- the summary -----------------------------------------------------------------------------

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[(sorted.length - 1) >> 1];
};
const spread = (values) => `${ms(median(values))} (${ms(Math.min(...values))}-${ms(Math.max(...values))})`;
const column = (text, width = 28) => text.padEnd(width);
const kib = (bytes) => `${bytes} B (${(bytes / 1024).toFixed(1)} KiB)`;

const theirs = (rate, key) => results.get(rate).lpv.map((r) => r[key]);

console.log();
console.log(`medians of ${runs} runs (fastest-slowest), from navigation start:`);
console.log(`${column('', 44)}${column('unthrottled')}${column('4x CPU')}target (unthrottled)`);
const row = (label, values, target = '') => console.log(`${column(label, 44)}${RATES.map((rate) => column(values(rate))).join('')}${target}`);
for (const panel of PANELS) {
  const ours = (rate, key) => results.get(rate).drawboard[panel].map((r) => r[key]);
  const visible = median(ours(1, 'visible'));
  const name = `drawboard ${panel}`;
  row(`${name}: first board painted`, (rate) => spread(ours(rate, 'painted')), `under ${TARGETS.painted} ms`);
  row(`${name}: first quick verdict`, (rate) => spread(ours(rate, 'firstVerdict')), `under ${TARGETS.firstVerdict} ms${panel === 'compact' && withLpv ? ", and before pgn-viewer's first board" : ''}`);
  row(`${name}: all 20 boards drawn (quick)`, (rate) => spread(ours(rate, 'allVerdicts')));
  row(`${name}: the ${visible} visible boards settled`, (rate) => spread(ours(rate, 'visibleSettled')), `under ${TARGETS.visibleSettled} ms`);
  row(`${name}: all 20 boards settled`, (rate) => spread(ours(rate, 'allSettled')), `under ${TARGETS.allSettled} ms`);
  row(`${name}: workers started (most at once)`, (rate) => `${median(ours(rate, 'workers'))} (${median(ours(rate, 'mostAlive'))})`);
  row(`${name}: long tasks, count`, (rate) => `${median(ours(rate, 'longTasks'))} (${Math.min(...ours(rate, 'longTasks'))}-${Math.max(...ours(rate, 'longTasks'))})`);
  row(`${name}: long tasks, the longest`, (rate) => spread(ours(rate, 'longest')));
  if (withLpv) {
    row(`${name}: first quick verdict / pgn-viewer's first board`, (rate) => `${(median(ours(rate, 'firstVerdict')) / median(theirs(rate, 'first'))).toFixed(2)}x`);
    row(`${name}: all 20 drawn / pgn-viewer's`, (rate) => `${(median(ours(rate, 'allVerdicts')) / median(theirs(rate, 'drawn'))).toFixed(2)}x`);
  }
}
if (withLpv) {
  row('pgn-viewer: first board drawn', (rate) => spread(theirs(rate, 'first')));
  row('pgn-viewer: all 20 boards drawn', (rate) => spread(theirs(rate, 'drawn')));
  row('pgn-viewer: long tasks, count', (rate) => `${median(theirs(rate, 'longTasks'))} (${Math.min(...theirs(rate, 'longTasks'))}-${Math.max(...theirs(rate, 'longTasks'))})`);
  row('pgn-viewer: long tasks, the longest', (rate) => spread(theirs(rate, 'longest')));
}

// Bytes do not depend on the CPU: those of the last unthrottled run (the first quick verdict
// may come before or after a slow file, so they are printed per run too when they differ).
const last = results.get(1).drawboard[PANELS[0]].at(-1).bytes;
const befores = [...new Set(RATES.flatMap((rate) => results.get(rate).drawboard[PANELS[0]].map((r) => r.bytes.before)))];
console.log();
console.log(`bytes gzipped (level 9), panel="${PANELS[0]}":`);
console.log(`  drawboard's page module:                     ${kib(last.pageModule)}`);
console.log(`  drawboard before the first quick verdict:    ${kib(last.before)}${befores.length > 1 ? ` (runs: ${befores.join(', ')} B)` : ''}`);
console.log(`  drawboard after all workers started:         ${kib(last.all)} in ${last.files.length} responses, the workers' included`);
console.log(`  (the benchmark's own page, HTML and CSS, not counted above: ${last.own} B)`);
const listing = (files) => [...files].sort((a, b) => b.gzipped - a.gzipped).map((file) => `${file.path.slice(1)} ${file.gzipped}`).join(', ');
console.log(`  before the first quick verdict, B: ${listing(last.files.filter((file) => file.early))}`);
console.log(`  after it, B: ${listing(last.files.filter((file) => !file.early))}`);
if (withLpv) {
  const lpv = results.get(1).lpv.at(-1).bytes;
  const total = lpv.js + lpv.css;
  console.log(`  pgn-viewer ${LPV_VERSION}, JS + CSS:                 ${kib(total)} (JS ${lpv.js} B, CSS ${lpv.css} B)`);
  console.log(`  drawboard / pgn-viewer: before the first quick verdict ${(last.before / total).toFixed(2)}x, `
    + `the page module alone ${(last.pageModule / total).toFixed(2)}x, after all workers started ${(last.all / total).toFixed(2)}x`);
}
