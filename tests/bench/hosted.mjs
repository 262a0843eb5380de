// Reading a site's block tables by range requests, in Chromium, position by position: from a
// cold cache (a fresh browser context, so an empty IndexedDB), how many requests and bytes the
// exact verdict with every move valued costs, and how long it takes, at full speed and with the
// CPU slowed 4x. It calls what the table worker's readHosted calls (hosted-tables.js's
// readWanted: kept blocks from IndexedDB, the rest by range requests), then tablebase(fen).
// For the four-man positions it also prints the size of the whole files a whole-file reader
// fetches. Run through `bash tests/bench/hosted.sh [rounds]`, which writes the
// tables first.
// Usage: node tests/bench/hosted.mjs TABLES_DIR TABLES5_DIR [rounds]
import { existsSync, readFileSync } from 'node:fs';
import { serve } from '../e2e/server.mjs';
import { launch } from '../e2e/browser.mjs';

const [dir = 'target/bench/tables', dir5 = 'target/bench/tables5', roundsArg = '5'] = process.argv.slice(2);
const rounds = Number(roundsArg);
const THROTTLE = 4;

const manifestOf = (folder) => (existsSync(`${folder}/manifest.json`) ? JSON.parse(readFileSync(`${folder}/manifest.json`, 'utf8')) : null);
const sites = {
  four: { prefix: '/tables/', folder: dir, manifest: manifestOf(dir) },
  five: { prefix: '/tables5/', folder: dir5, manifest: manifestOf(dir5) },
};

const POSITIONS = [
  { name: 'Lucena', fen: '2K5/2P1k3/8/8/8/8/3R4/1r6 w - - 0 1', site: 'five' },
  { name: 'Philidor', fen: '8/7R/8/r7/2pk4/8/8/2K5 w - - 0 1', site: 'five' },
  { name: 'Vancura', fen: 'R7/6k1/P4r2/8/2K5/8/8/8 w - - 0 1', site: 'five' },
  { name: 'KPvKP', fen: '8/8/4k3/4p3/4P3/4K3/8/8 w - - 0 1', site: 'four' },
  { name: 'KQvKR', fen: '8/8/8/8/2r5/8/2k5/K6Q w - - 0 1', site: 'four' },
  { name: 'KRvKP', fen: '8/8/8/8/8/2k5/3p4/5RK1 w - - 0 1', site: 'four' },
];

// readHosted's reading (tablebase-worker.js) with its stores, timed from the first wish to the
// verdict; a fixed busy loop first tells whether the CPU throttling reached it. It runs on the
// page's thread, not in a worker: Chromium slows a page's thread for the CDP throttling, not
// its dedicated workers', and the loop's work is the same either way.
const moduleSource = `import init, * as wasm from './pkg/drawboard_worker.js';
import { readWanted } from './workers/hosted-tables.js';
const ready = init();
function spin() {
  const start = performance.now();
  let x = 1;
  for (let i = 0; i < 3e7; i += 1) x = (x * 1103515245 + i) | 0;
  return { ms: performance.now() - start, x };
}
export async function measure({ fen, base }) {
  try {
    const exports = await ready;
    const calibration = spin().ms;
    const start = performance.now();
    const { blocks, refused } = await readWanted(wasm, fen, base);
    if (refused) throw new Error(refused);
    const result = wasm.tablebase(fen);
    const ms = performance.now() - start;
    if (!result.moves.length || !result.moves.every((m) => m.wdl)) throw new Error('a move has no value');
    // What the old whole-file reader fetched: the position's table and its successors'.
    let tables = null;
    try {
      const { material, successors } = wasm.tablebaseMaterials(fen);
      tables = [material, ...successors];
    } catch {
      // Five men: no whole-file reader ever served them.
    }
    return { ms, calibration, blocks, tables, material: result.material, wdl: result.wdl, mate: result.mate, moves: result.moves.length, memory: exports.memory.buffer.byteLength };
  } catch (error) {
    return { error: (error?.name ?? 'Error') + ': ' + (error?.message ?? error) };
  }
}`;

const log = [];
const mounts = Object.fromEntries(Object.values(sites).filter((s) => s.manifest).map((s) => [s.prefix, { folder: s.folder, log }]));
const { server, url } = await serve(0, undefined, mounts);
const browser = await launch();
const median = (v) => [...v].sort((a, b) => a - b)[v.length >> 1];

// One run in a fresh context (its own, empty IndexedDB), on the page's thread, the CPU slowed
// `throttle` times: the reader's figures and what the server sent.
async function run(fen, site, throttle) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.route('**/bench-hosted.html', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }));
    await page.route('**/bench-hosted.js', (route) => route.fulfill({ contentType: 'text/javascript', body: moduleSource }));
    // A blank page of the same origin: no board of its own starts workers beside the bench's.
    await page.goto(`${url}bench-hosted.html`);
    if (throttle > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    }
    log.length = 0;
    const result = await page.evaluate(async ({ fen, base }) => (await import('./bench-hosted.js')).measure({ fen, base }), { fen, base: `${url}${site.prefix.slice(1)}` });
    if (result.error) throw new Error(result.error);
    const answers = log.filter((e) => e.path.startsWith(site.prefix) && (e.status === 200 || e.status === 206));
    return { ...result, requests: answers.length, bytes: answers.reduce((sum, e) => sum + e.bytes, 0) };
  } finally {
    await context.close();
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(`block tables read by range in Chromium: cold cache each round (fresh context), on the page's thread, median of ${rounds} rounds`);
console.log('ms: from the first block wished for to the verdict (wasm already started; the manifest, headers, tables of lengths, blocks, unpacking and IndexedDB included; distances to mate only, as at a clock of 0)');
console.log('whole_KB: the whole .dtm files of the position\'s table and its successors\' (four men only): what a whole-file reader fetches, slices aside (the old reader fetched 3.9 MB for KPvKP, 7.2 MB for KRvKP, 1.7 MB for KQvKR)');
// The table's columns: title and width (the first three left-aligned).
const COLUMNS = [['position', 9], ['material', 9], ['verdict', 8], ['moves', 5], ['requests', 8], ['blocks', 6], ['KB', 7],
  ['ms', 6], [`ms_cpu${THROTTLE}x`, 9], ['worker_MB', 9], ['whole_KB', 9], ['whole/ranged', 12]];
const row = (values) => values.map((v, k) => (k < 3 ? String(v).padEnd(COLUMNS[k][1]) : String(v).padStart(COLUMNS[k][1]))).join('  ');
console.log(row(COLUMNS.map(([title]) => title)));
const slowdowns = [];
for (const { name, fen, site: which } of POSITIONS) {
  const site = sites[which];
  if (!site.manifest) {
    console.log(`${name.padEnd(COLUMNS[0][1])}  skipped: no manifest in ${site.folder}`);
    continue;
  }
  const fast = [];
  const slow = [];
  let first;
  for (let i = 0; i < rounds; i += 1) {
    const once = await run(fen, site, 1);
    first ??= once;
    fast.push(once.ms);
    const throttled = await run(fen, site, THROTTLE);
    slow.push(throttled.ms);
    slowdowns.push(throttled.calibration / once.calibration);
  }
  const whole = first.tables?.reduce((sum, t) => sum + (site.manifest.tables[t]?.dtm.bytes ?? 0), 0) ?? null;
  const verdict = first.wdl === 'draw' ? 'draw' : `${first.wdl} ${Math.abs(first.mate)}`;
  console.log(row([
    name, first.material, verdict, first.moves, first.requests, first.blocks, kb(first.bytes), Math.round(median(fast)),
    Math.round(median(slow)), Math.round(first.memory / 2 ** 20), whole === null ? '-' : kb(whole),
    whole === null ? '-' : (whole / first.bytes).toFixed(0),
  ]));
}
if (slowdowns.length) {
  const factor = median(slowdowns);
  console.log(`\nCPU throttling (Emulation.setCPUThrottlingRate ${THROTTLE} on the page's CDP session): a fixed loop in the worker ran ${factor.toFixed(1)}x slower`);
  if (factor < THROTTLE / 2) console.log('note: the worker did not inherit the throttling here, so ms(cpu/4) is not slowed (only the page thread was)');
}
await browser.close();
server.close();
