// The wasm half of the winnability benchmark: loads the bare module built from
// tests/bench/winnability_wasm.rs, adds the WAC positions, and times each call of our quick and
// full modes against chasolver's fast and full ones, rounds alternating.
// Usage: node tests/bench/winnability.mjs [rounds] [wac.epd]
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const rounds = Number(process.argv[2] ?? 3);
const epd = process.argv[3] ?? '../shared/data/wac.epd';
const wasm = readFileSync('target/wasm32-unknown-unknown/release/examples/bench_winnability_wasm.wasm');
// The module links the bindings too; none of their imports is ever called.
const stubs = new Proxy({}, { get: () => () => { throw new Error('unexpected import call'); } });
const { instance } = await WebAssembly.instantiate(wasm, new Proxy({}, { get: () => stubs }));
const x = instance.exports;
const sets = x.bench_init();
const names = ['WAC (real games)', 'random games', 'pawnless classes', 'locked structures', 'walls'];
try {
  for (const line of readFileSync(epd, 'utf8').split('\n')) {
    const fen = line.trim().split(/\s+/).slice(0, 4).join(' ');
    if (!fen) continue;
    const bytes = new TextEncoder().encode(`${fen} 0 1`);
    new Uint8Array(x.memory.buffer, x.bench_buffer(), bytes.length).set(bytes);
    x.bench_add(bytes.length);
  }
} catch {
  console.log(`(no ${epd}: the WAC set is empty)`);
}
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
console.log(`${rounds} rounds; per set and mode: positions/s (both sides each), worst position, median per position`);
for (let set = 0; set < sets; set++) {
  const count = x.bench_count(set);
  if (count === 0) continue;
  for (const full of [0, 1]) {
    const totals = [[], []];
    const worst = [0, 0];
    const perCase = [[], []];
    for (let round = 0; round < rounds; round++) {
      for (let k = 0; k < 2; k++) {
        const engine = (round + k) % 2;
        const start = performance.now();
        for (let i = 0; i < count; i++) {
          const t = performance.now();
          x.bench_run(set, i, engine, full);
          const us = (performance.now() - t) * 1000;
          worst[engine] = Math.max(worst[engine], us);
          if (round === 0) perCase[engine].push(us);
        }
        totals[engine].push(performance.now() - start);
      }
    }
    const rate = (e) => count / (median(totals[e]) / 1000);
    const side = (e) =>
      `${['drawboard', 'chasolver'][e].padStart(9)} ${rate(e).toFixed(0).padStart(9)}/s worst ${worst[e].toFixed(1).padStart(9)} us median ${median(perCase[e]).toFixed(2).padStart(7)} us`;
    console.log(`${names[set].padEnd(18)} ${(full ? 'full' : 'quick/fast').padEnd(10)} | ${side(0)} | ${side(1)} | ratio ${(rate(0) / rate(1)).toFixed(2)}`);
  }
}
