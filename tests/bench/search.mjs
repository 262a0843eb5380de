// Search speed in wasm under Node: the same fixed-depth searches as tests/bench/search.rs,
// through the product's own Engine. Two ways to run it:
//
// - `node search.mjs [runs]`: www/pkg's module alone; nodes/s of each position (the median
//   of `runs`) and in total.
// - `node search.mjs --pair A B [rounds]`: two searchers in turn, search by search, each a
//   wasm package directory (www/pkg, or another build's copy) or a native benchmark binary
//   (`bench_search`, which answers over a pipe with `--serve`). Prints B/A of nodes/s for
//   every pair of searches and their median; the two trees must be the same. search.sh
//   pairs the native benchmark with www/pkg for wasm/native; two wasm packages, or two
//   native binaries, compare two builds. This machine runs at one of two speeds for seconds
//   at a time: a pair's two searches, a few tenths of a second apart, nearly always share
//   one, where two separate runs often do not. Which side goes first alternates.
//
// The first searches of a fresh module pay for compiling it: V8 starts on baseline code
// (Liftoff) and compiles the hot functions again, optimised (TurboFan), on background threads
// while the search runs. Measured on this 2-core machine, busy: in a first pass over these
// positions the search thread ran about as fast as later, but the compiling took the process
// ~40% more CPU and the pass reached about 0.5 of native nodes/s, the passes after it 0.85 to
// 0.95 (with Liftoff off the first pass is as slow: then the search thread compiles). A
// worker analysing in the browser is warm almost all the time, so the figures that count are
// the warm ones: a first pass over every position goes before the timed runs (its total is
// printed as "cold total"). Each search gets a fresh engine (a fresh 16 MB table), as natively.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

// Keep in step with POSITIONS in search.rs.
const positions = [
  ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 11],
  ['r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 9],
  ['r1bq1rk1/pp2bppp/2n2n2/2pp4/3P4/2PBPN2/PP1N1PPP/R2QK2R w KQ - 0 9', 10],
  ['8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 14],
];

/** A searcher from a wasm package directory: `search(fen, depth)` gives nodes and ms. */
async function wasmSearcher(dir) {
  // The worker module (a build from before the split into two modules: the one module).
  const name = existsSync(resolve(dir, 'drawboard_worker.js')) ? 'drawboard_worker' : 'drawboard';
  const glue = await import(pathToFileURL(resolve(dir, `${name}.js`)).href);
  glue.initSync({ module: readFileSync(resolve(dir, `${name}_bg.wasm`)) });
  return {
    name: `wasm ${dir}`,
    async search(fen, depth) {
      const engine = new glue.Engine(16);
      const t = performance.now();
      const result = engine.search(fen, [], { depth }, () => {});
      const ms = performance.now() - t;
      engine.free();
      return { nodes: result.lines[0].nodes, ms };
    },
    close() {},
  };
}

/** A searcher from a native benchmark binary, asked over a pipe (`bench_search --serve`). */
function nativeSearcher(binary) {
  const child = spawn(binary, ['--serve'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    name: `native ${binary}`,
    async search(fen, depth) {
      child.stdin.write(`${depth} ${fen}\n`);
      const { value, done } = await answers.next();
      if (done) throw new Error(`${binary} --serve stopped answering`);
      const [nodes, ms] = value.split(' ').map(Number);
      return { nodes, ms };
    },
    close() {
      child.stdin.end();
    },
  };
}

const searcher = async (path) => (statSync(path).isDirectory() ? wasmSearcher(path) : nativeSearcher(path));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const nps = ({ nodes, ms }) => nodes / ms;

if (process.argv[2] === '--pair') {
  const [a, b] = [await searcher(process.argv[3]), await searcher(process.argv[4])];
  const rounds = Number(process.argv[5] ?? 10);
  console.log(`B/A nodes/s, fixed depths, ${rounds} rounds after a cold pass\nA: ${a.name}\nB: ${b.name}`);
  for (const [fen, depth] of positions) {
    await a.search(fen, depth);
    await b.search(fen, depth);
  }
  const ratios = [];
  for (let round = 0; round < rounds; round++) {
    const row = [];
    for (const [i, [fen, depth]] of positions.entries()) {
      let x, y;
      if ((round + i) % 2 === 0) {
        x = await a.search(fen, depth);
        y = await b.search(fen, depth);
      } else {
        y = await b.search(fen, depth);
        x = await a.search(fen, depth);
      }
      if (x.nodes !== y.nodes) throw new Error(`different trees, ${x.nodes} and ${y.nodes} nodes: ${fen}`);
      ratios.push(nps(y) / nps(x));
      row.push(`${nps(y).toFixed(0)}k/${nps(x).toFixed(0)}k ${(nps(y) / nps(x)).toFixed(3)}`);
    }
    console.log(`round ${round + 1}: ${row.join(', ')}`);
  }
  a.close();
  b.close();
  const sorted = [...ratios].sort((p, q) => p - q);
  const quartile = (k) => sorted[Math.floor((k * sorted.length) / 4)].toFixed(3);
  console.log(`median B/A nodes/s over ${ratios.length} pairs: ${median(ratios).toFixed(3)} (quartiles ${quartile(1)} and ${quartile(3)})`);
} else {
  const runs = Number(process.argv[2] ?? 3);
  const wasm = await wasmSearcher(new URL('../../www/pkg', import.meta.url).pathname);
  const line = (label, nodes, ms, fen = '') =>
    `${label} ${String(nodes).padStart(10)} nodes ${ms.toFixed(1).padStart(8)} ms ${(nodes / ms).toFixed(0).padStart(8)} k nodes/s  ${fen}`.trimEnd();
  console.log(`wasm search under Node ${process.version}, fixed depths, median of ${runs} runs after a cold pass`);
  let coldNodes = 0, coldMs = 0;
  for (const [fen, depth] of positions) {
    const { nodes, ms } = await wasm.search(fen, depth);
    coldNodes += nodes; coldMs += ms;
  }
  let totalNodes = 0, totalMs = 0;
  for (const [fen, depth] of positions) {
    const times = [];
    let nodes = 0;
    for (let r = 0; r < runs; r++) {
      const run = await wasm.search(fen, depth);
      times.push(run.ms);
      nodes = run.nodes;
    }
    const ms = median(times);
    totalNodes += nodes; totalMs += ms;
    console.log(line(`depth ${String(depth).padStart(2)}`, nodes, ms, fen));
  }
  console.log(line('total     ', totalNodes, totalMs));
  console.log(line('cold total', coldNodes, coldMs));
}
