// Hosted endgame tables against building them, in Chromium, in the same run: for each material,
// from an empty IndexedDB, the time a table worker takes to fetch the position's table and those
// its moves lead into from the site, check each against the manifest, unpack it, load it and
// keep it in IndexedDB - and the time to build the same from nothing. Run through
// `bash tests/bench/hosted.sh [materials]`, which writes the tables first.
// Usage: node tests/bench/hosted.mjs TABLES_DIR [all | KQvKR,KPvKP,...] [rounds] [build | no-build]
import { readFileSync } from 'node:fs';
import { serve } from '../e2e/server.mjs';
import { launch } from '../e2e/browser.mjs';

const [dir, list = 'KQvKR,KRvKP,KPvKP,KBNvK,KQvKP,KPPvK', roundsArg = '3', compare = list === 'all' ? 'no-build' : 'build'] = process.argv.slice(2);
const manifest = JSON.parse(readFileSync(`${dir}/manifest.json`, 'utf8'));
const materials = list === 'all' ? Object.keys(manifest.tables).filter((m) => m.length >= 5) : list.split(',');
const rounds = Number(roundsArg);

// A legal position of a material: kings on a1 and h8, White's men on b3 and c2, Black's on g6
// and f7 (as the native table benchmark places them).
function fenOf(material) {
  const [white, black] = material.split('v').map((side) => side.slice(1));
  const board = Array.from({ length: 8 }, () => Array(8).fill(''));
  const put = (sq, c) => { board[sq.charCodeAt(1) - 49][sq.charCodeAt(0) - 97] = c; };
  put('a1', 'K');
  put('h8', 'k');
  [...white].forEach((r, i) => put(['b3', 'c2'][i], r));
  [...black].forEach((r, i) => put(['g6', 'f7'][i], r.toLowerCase()));
  const rows = board.reverse().map((row) => row.map((c) => c || '1').join('').replace(/1+/g, (m) => String(m.length)));
  return `${rows.join('/')} w - - 0 1`;
}

const workerSource = `import init, * as wasm from './pkg/drawboard_worker.js';
import { fetchTable } from './workers/hosted-tables.js';
import { putTable } from './workers/tables.js';
const ready = init();
self.onmessage = async ({ data }) => {
  const exports = await ready;
  const start = performance.now();
  if (data.build) {
    wasm.buildTablebase(data.fen, undefined, () => {});
    self.postMessage({ ms: performance.now() - start, memory: exports.memory.buffer.byteLength });
    return;
  }
  const { material, successors } = wasm.tablebaseMaterials(data.fen);
  const each = {};
  let bytes = 0;
  for (const name of [material, ...successors]) {
    const t = performance.now();
    const { bytes: raw, sliced } = await fetchTable(wasm, data.base, name, { slice: name !== material });
    wasm.loadTablebase(raw);
    if (!sliced) await putTable(name, raw);
    wasm.trimTablebases(data.fen);
    each[sliced ? name + '.slice' : name] = performance.now() - t;
    bytes += raw.length;
  }
  wasm.tablebase(data.fen);
  self.postMessage({ ms: performance.now() - start, each, bytes, memory: exports.memory.buffer.byteLength });
};`;

const { server, url } = await serve(0, undefined, { '/tables/': dir });
const browser = await launch();
const median = (v) => [...v].sort((a, b) => a - b)[v.length >> 1];
// One run in a fresh context (its own, empty IndexedDB), in a fresh worker.
async function run(fen, build) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/bench-hosted-worker.js', (route) => route.fulfill({ contentType: 'text/javascript', body: workerSource }));
  await page.goto(`${url}index.html`);
  const result = await page.evaluate(({ fen, build, base }) => new Promise((resolve) => {
    const worker = new Worker('bench-hosted-worker.js', { type: 'module' });
    worker.onmessage = ({ data }) => { worker.terminate(); resolve(data); };
    worker.postMessage({ fen, build, base });
  }), { fen, build, base: `${url}tables/` });
  await context.close();
  return result;
}

console.log('material  tables  gz_KB  hosted_ms(median of %d)  build_ms  build/hosted  peak_MB(hosted)  per table (ms)', rounds);
const perTable = {};
for (const material of materials) {
  const fen = fenOf(material);
  const hosted = [];
  let last;
  for (let i = 0; i < rounds; i++) {
    last = await run(fen, false);
    hosted.push(last.ms);
    for (const [name, ms] of Object.entries(last.each)) (perTable[name] ??= []).push(ms);
  }
  // Every chain built from nothing takes many minutes: `all` leaves the builds out unless asked.
  const built = compare === 'build' ? await run(fen, true) : { ms: NaN };
  const names = Object.keys(last.each);
  const entry = (n) => (n.endsWith('.slice') ? manifest.tables[n.slice(0, -6)].slice : manifest.tables[n]);
  const gz = names.reduce((sum, n) => sum + entry(n).bytes, 0);
  console.log(`${material.padEnd(8)} ${String(names.length).padStart(6)}  ${String(Math.round(gz / 1024)).padStart(5)}  ${String(Math.round(median(hosted))).padStart(10)}  ${String(Math.round(built.ms)).padStart(22)}  ${(built.ms / median(hosted)).toFixed(1).padStart(12)}  ${String(Math.round(last.memory / 2 ** 20)).padStart(15)}  ${names.map((n) => `${n} ${Math.round(last.each[n])}`).join(', ')}`);
}
console.log('\nper table: median load (fetch + check + unpack + load + store) in ms, and its gzip size');
for (const [name, times] of Object.entries(perTable)) {
  const e = name.endsWith('.slice') ? manifest.tables[name.slice(0, -6)].slice : manifest.tables[name];
  console.log(`${name.padEnd(14)} ${String(Math.round(median(times))).padStart(6)} ms  ${String(Math.round(e.bytes / 1024)).padStart(6)} KB`);
}
await browser.close();
server.close();
