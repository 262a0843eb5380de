// Search speed in wasm under Node: the same fixed-depth searches as tests/bench/search.rs,
// through the product's own Engine (www/pkg). Prints nodes/s; search.sh prints the ratio.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { initSync, Engine } from '../../www/pkg/drawboard.js';

initSync({ module: readFileSync(new URL('../../www/pkg/drawboard_bg.wasm', import.meta.url)) });
const runs = Number(process.argv[2] ?? 3);
// Keep in step with POSITIONS in search.rs.
const positions = [
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 11],
  ['r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 9],
  ['r1bq1rk1/pp2bppp/2n2n2/2pp4/3P4/2PBPN2/PP1N1PPP/R2QK2R w KQ - 0 9', 10],
  ['8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 14],
];
console.log(`wasm search under Node ${process.version}, fixed depths, median of ${runs} runs`);
let totalNodes = 0, totalMs = 0;
for (const [fen, depth] of positions) {
  const times = [];
  let nodes = 0;
  for (let r = 0; r < runs; r++) {
    const engine = new Engine(16);
    const t = performance.now();
    const result = engine.search(fen, [], { depth }, () => {});
    times.push(performance.now() - t);
    nodes = result.lines[0].nodes;
    engine.free();
  }
  times.sort((a, b) => a - b);
  const ms = times[Math.floor(runs / 2)];
  totalNodes += nodes; totalMs += ms;
  console.log(`depth ${String(depth).padStart(2)} ${String(nodes).padStart(10)} nodes ${ms.toFixed(1).padStart(8)} ms ${(nodes / ms).toFixed(0).padStart(8)} k nodes/s  ${fen}`);
}
console.log(`total      ${String(totalNodes).padStart(10)} nodes ${totalMs.toFixed(1).padStart(8)} ms ${(totalNodes / totalMs).toFixed(0).padStart(8)} k nodes/s`);
