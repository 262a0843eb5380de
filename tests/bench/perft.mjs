// The wasm half of the perft benchmark: ours and cozy-chess compiled into one wasm module,
// run alternately under Node; prints medians of wall time as M nodes/s and the ratio. Then the
// size and start-up time of the product's own wasm (www/pkg).
// Run through tests/bench/perft.sh, which builds both.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';

const runs = Number(process.argv[2] ?? 5);
const names = ['start', 'kiwipete', 'pos3', 'pos4', 'pos5', 'pos6'];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// The bench module links the bindings too; none of their imports is ever called.
const stubs = new Proxy({}, { get: () => () => { throw new Error('unexpected import call'); } });
const imports = new Proxy({}, { get: () => stubs });
const bytes = readFileSync('target/wasm32-unknown-unknown/release/examples/bench_perft_wasm.wasm');
const { instance } = await WebAssembly.instantiate(bytes, imports);
const bench = instance.exports;
bench.bench_init();

console.log(`wasm perft under Node ${process.version}, median of ${runs} runs (M nodes/s)`);
console.log('position   nodes          ours       cozy  ours/cozy');
let totalOurs = 0, totalCozy = 0, totalNodes = 0;
for (let i = 0; i < names.length; i++) {
  const ours = [], cozy = [];
  let nodes = 0n;
  for (let r = 0; r < runs; r++) {
    let t = performance.now();
    nodes = bench.bench_ours(i);
    ours.push(performance.now() - t);
    t = performance.now();
    const theirs = bench.bench_cozy(i);
    cozy.push(performance.now() - t);
    if (theirs !== nodes) throw new Error(`${names[i]}: ours ${nodes}, cozy ${theirs}`);
  }
  const o = median(ours), c = median(cozy), n = Number(nodes);
  totalOurs += o; totalCozy += c; totalNodes += n;
  console.log(`${names[i].padEnd(10)} ${String(n).padStart(10)} ${(n / o / 1e3).toFixed(1).padStart(10)} ${(n / c / 1e3).toFixed(1).padStart(10)} ${(c / o).toFixed(2).padStart(10)}`);
}
console.log(`${'total'.padEnd(10)} ${String(totalNodes).padStart(10)} ${(totalNodes / totalOurs / 1e3).toFixed(1).padStart(10)} ${(totalNodes / totalCozy / 1e3).toFixed(1).padStart(10)} ${(totalCozy / totalOurs).toFixed(2).padStart(10)}`);

// The product's wasm: download size and start-up.
const wasmPath = 'www/pkg/drawboard_worker_bg.wasm';
const product = readFileSync(wasmPath);
console.log(`\n${wasmPath}: ${product.length} bytes raw, ${gzipSync(product, { level: 9 }).length} bytes gzip -9`);
const glue = await import('../../www/pkg/drawboard_worker.js');
const starts = [], tables = [];
for (let r = 0; r < runs; r++) {
  // A fresh module each time: compile and instantiate, then the first call builds the tables.
  const t0 = performance.now();
  const fresh = await import(`../../www/pkg/drawboard_worker.js?run=${r}`);
  fresh.initSync({ module: new WebAssembly.Module(product) });
  const t1 = performance.now();
  fresh.perft('8/8/8/8/8/8/8/K1k5 w - - 0 1', 1);
  const t2 = performance.now();
  starts.push(t1 - t0); tables.push(t2 - t1);
}
void glue;
console.log(`start-up, median of ${runs}: compile+instantiate ${median(starts).toFixed(2)} ms, first call (builds tables) ${median(tables).toFixed(2)} ms, total ${(median(starts) + median(tables)).toFixed(2)} ms`);
