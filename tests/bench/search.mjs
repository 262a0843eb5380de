// Search speed in wasm under Node: the same fixed-depth searches as tests/bench/search.rs,
// through the product's own Engine (www/pkg). Prints nodes/s; search.sh prints the ratio.
// `node search.mjs [runs]`, or `node search.mjs --paired NATIVE [pairs]`: then each wasm
// search is followed (or preceded, in turn) by the same search in NATIVE (`bench_search
// --serve`), and the ratio of each pair is printed, with their median. This machine runs at
// one of two speeds for seconds at a time; a pair's two searches, a few tenths of a second
// apart, nearly always share one, where two separate runs often do not.
//
// The first searches of a fresh module pay for compiling it: V8 starts on baseline code
// (Liftoff) and compiles the hot functions again, optimised (TurboFan), on background threads
// while the search runs. Measured on this 2-core machine, busy: in a first pass over these
// positions the search thread ran about as fast as later, but the compiling took the process
// ~40% more CPU and the pass reached about 0.5 of native nodes/s, the passes after it 0.85 to
// 0.95 (with Liftoff off the first pass is as slow: then the search thread compiles). A
// worker analysing in the browser is warm almost all the time, so the figures that count are
// the warm ones: a first pass over every position, printed last as "cold total", goes before
// the timed runs. Each search still gets a fresh engine (a fresh 16 MB table), as natively.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { initSync, Engine } from '../../www/pkg/drawboard.js';

initSync({ module: readFileSync(new URL('../../www/pkg/drawboard_bg.wasm', import.meta.url)) });
const paired = process.argv[2] === '--paired' ? process.argv[3] : null;
const runs = Number(process.argv[paired ? 4 : 2] ?? 3);
// Keep in step with POSITIONS in search.rs.
const positions = [
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 11],
  ['r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 9],
  ['r1bq1rk1/pp2bppp/2n2n2/2pp4/3P4/2PBPN2/PP1N1PPP/R2QK2R w KQ - 0 9', 10],
  ['8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 14],
];

/** One search of `fen` to `depth` with a fresh engine: its nodes and milliseconds. */
function searchOnce(fen, depth) {
  const engine = new Engine(16);
  const t = performance.now();
  const result = engine.search(fen, [], { depth }, () => {});
  const ms = performance.now() - t;
  engine.free();
  return { nodes: result.lines[0].nodes, ms };
}

const line = (label, nodes, ms, fen = '') =>
  `${label} ${String(nodes).padStart(10)} nodes ${ms.toFixed(1).padStart(8)} ms ${(nodes / ms).toFixed(0).padStart(8)} k nodes/s  ${fen}`.trimEnd();

console.log(paired
  ? `wasm search under Node ${process.version} against ${paired}, fixed depths, ${runs} rounds of pairs after a cold pass`
  : `wasm search under Node ${process.version}, fixed depths, median of ${runs} runs after a cold pass`);
let coldNodes = 0, coldMs = 0;
for (const [fen, depth] of positions) {
  const { nodes, ms } = searchOnce(fen, depth);
  coldNodes += nodes; coldMs += ms;
}
if (paired) {
  await comparePaired(paired);
  process.exit(0);
}
let totalNodes = 0, totalMs = 0;
for (const [fen, depth] of positions) {
  const times = [];
  let nodes = 0;
  for (let r = 0; r < runs; r++) {
    const run = searchOnce(fen, depth);
    times.push(run.ms);
    nodes = run.nodes;
  }
  times.sort((a, b) => a - b);
  const ms = times[Math.floor(runs / 2)];
  totalNodes += nodes; totalMs += ms;
  console.log(line(`depth ${String(depth).padStart(2)}`, nodes, ms, fen));
}
console.log(line('total     ', totalNodes, totalMs));
console.log(line('cold total', coldNodes, coldMs));

/** The paired run: `runs` rounds of every position, wasm and native in turn. */
async function comparePaired(binary) {
  const native = spawn(binary, ['--serve'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const answers = createInterface({ input: native.stdout })[Symbol.asyncIterator]();
  const searchNative = async (fen, depth) => {
    native.stdin.write(`${depth} ${fen}\n`);
    const [nodes, ms] = (await answers.next()).value.split(' ').map(Number);
    return { nodes, ms };
  };
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const ratios = [];
  for (let round = 0; round < runs; round++) {
    const row = [];
    for (const [i, [fen, depth]] of positions.entries()) {
      let w, n;
      if ((round + i) % 2 === 0) {
        w = searchOnce(fen, depth);
        n = await searchNative(fen, depth);
      } else {
        n = await searchNative(fen, depth);
        w = searchOnce(fen, depth);
      }
      if (w.nodes !== n.nodes) throw new Error(`different trees: wasm ${w.nodes} nodes, native ${n.nodes}: ${fen}`);
      const ratio = (w.nodes / w.ms) / (n.nodes / n.ms);
      ratios.push(ratio);
      row.push(`${(w.nodes / w.ms).toFixed(0)}k/${(n.nodes / n.ms).toFixed(0)}k ${ratio.toFixed(3)}`);
    }
    console.log(`round ${round + 1}: wasm/native nodes/s ${row.join(', ')}`);
  }
  native.stdin.end();
  console.log(`median wasm/native nodes/s over ${ratios.length} pairs: ${median(ratios).toFixed(3)}`);
}
