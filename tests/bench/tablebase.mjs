// The wasm half of the table benchmark: the same builds as the native bench (each material
// with every table it leads into, from nothing), in Node and in a Chromium worker, side by side
// with the native figures. Run with `bash tests/bench/tablebase.sh [materials] [native.txt]`.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { initSync, buildTablebase, dropTablebases, tablebase } from '../../www/pkg/drawboard_worker.js';
import { serve } from '../e2e/server.mjs';
import { launch } from '../e2e/browser.mjs';

const native = readFileSync(process.argv[2], 'utf8').trim().split('\n').slice(1).map((line) => {
  const [material, tables, aloneMs, totalMs, size, probeNs, ...fen] = line.split(' ');
  return { material, tables: Number(tables), aloneMs: Number(aloneMs), totalMs: Number(totalMs), size: Number(size), probeNs: Number(probeNs), fen: fen.join(' ') };
});

initSync({ module: readFileSync(new URL('../../www/pkg/drawboard_worker_bg.wasm', import.meta.url)) });

// Node: every table built from nothing for each material.
for (const row of native) {
  dropTablebases();
  const start = performance.now();
  buildTablebase(row.fen);
  row.nodeMs = performance.now() - start;
  // Probing through the JS API (a FEN parsed, every move valued) is not the search's probe;
  // time it anyway, as the page pays it.
  const t = performance.now();
  for (let i = 0; i < 20; i++) tablebase(row.fen);
  row.viewMs = (performance.now() - t) / 20;
}
dropTablebases();

// Chromium: the same builds in a module worker on the page's origin.
const { server, url } = await serve(0);
const browser = await launch();
const page = await browser.newPage();
// As the page builds: each table handed over when built (the page stores it in IndexedDB) and
// dropped once the rest of the build does not need it. A fresh worker per material, so the
// wasm memory's size at the end (it never shrinks) is the build's peak.
const workerSource = `import init, { buildTablebase } from './pkg/drawboard_worker.js';
const ready = init();
self.onmessage = async ({ data }) => {
  const exports = await ready;
  const start = performance.now();
  buildTablebase(data.fen, undefined, () => {});
  self.postMessage({ ms: performance.now() - start, memory: exports.memory.buffer.byteLength });
};`;
await page.route('**/bench-tablebase-worker.js', (route) => route.fulfill({ contentType: 'text/javascript', body: workerSource }));
await page.goto(`${url}index.html`);
for (const row of native) {
  ({ ms: row.chromiumMs, memory: row.memory } = await page.evaluate((fen) => new Promise((resolve) => {
    const worker = new Worker('bench-tablebase-worker.js', { type: 'module' });
    worker.onmessage = ({ data }) => {
      worker.terminate();
      resolve(data);
    };
    worker.postMessage({ fen });
  }), row.fen));
}
await browser.close();
server.close();

const ms = (v) => `${Math.round(v)}`.padStart(7);
console.log('material  tables  native_ms   node_ms  chromium_ms  chromium/native  size_MB  peak_MB(chromium)  probe_ns(native)  view_ms(node)');
for (const r of native) {
  console.log(`${r.material.padEnd(8)} ${String(r.tables).padStart(6)}  ${ms(r.totalMs)}   ${ms(r.nodeMs)}   ${ms(r.chromiumMs)}      ${(r.chromiumMs / r.totalMs).toFixed(2).padStart(6)}      ${(r.size / 2 ** 20).toFixed(1).padStart(5)}  ${(r.memory / 2 ** 20).toFixed(0).padStart(10)}        ${String(r.probeNs).padStart(8)}          ${r.viewMs.toFixed(2)}`);
}
