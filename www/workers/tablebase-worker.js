// The endgame-table worker (a module worker): builds the tables a position needs, keeps them in
// IndexedDB, and answers what the tables say. Building a large table takes a second or more,
// so it has a worker of its own and never holds up the engine's analysis or the draw proofs.
// Messages in:
//   {id, type: "probe", fen, hosted}   (the tables' answer for the position; `hosted`: the
//                                       address of a site's tables, or null)
//   {type: "init", module}             (optional, first: a compiled WebAssembly.Module to use)
// Messages out: {id, type: "progress", material, table, tables, fraction, fetching} while
// fetching or building, {id, type: "result", result, built, fetched, refused} (`result` as the
// wasm tablebase(fen) returns it, `built` and `fetched` the names of the tables built here and
// fetched from the site, `refused` why a hosted table was not used, or null; `memory` the
// worker's wasm memory in bytes),
// {id, type: "error", name, message}.
import init, * as wasm from '../pkg/drawboard_worker.js';
import { SLICE, loadTables, putTable, storedTables } from './tables.js';
import { fetchTable, hosts } from './hosted-tables.js';

let ready = null;
// Requests run one after another (a build must not see another request drop its tables).
let queue = Promise.resolve();

// Fetches from the site the tables the answer needs that are neither loaded nor kept: the
// position's, whole, and for those its captures and promotions lead into the slice the moves
// read where the site has one (an eighth of a pawn table). Each is kept in IndexedDB for the
// other workers and the next visit (a slice under its own key: see tables.js). Returns the
// names fetched and, for the first that failed, why.
async function fetchHosted(id, fen, base, material, wanted) {
  const fetched = [];
  let refused = null;
  const todo = [];
  for (const name of wanted) {
    try {
      if (await hosts(base, name, { slice: name !== material })) todo.push(name);
    } catch (error) {
      return { fetched, refused: error.message };
    }
  }
  for (const [k, name] of todo.entries()) {
    self.postMessage({ id, type: 'progress', material: name, table: k + 1, tables: todo.length, fraction: 0, fetching: true });
    try {
      const { bytes, sliced } = await fetchTable(wasm, base, name, { slice: name !== material });
      try {
        wasm.loadTablebase(bytes);
      } catch (error) {
        throw Object.assign(new Error(`the site's ${name} table is not a table this board reads: ${error.message}`), { name: 'HostedTableRefused' });
      }
      fetched.push(name);
      await putTable(sliced ? `${name}${SLICE}` : name, bytes);
      // Only a slice of a table its promotions lead into is read here: the rest goes at once,
      // so that memory holds one whole table beside the position's, not four.
      wasm.trimTablebases(fen);
    } catch (error) {
      refused ??= error.message;
    }
  }
  return { fetched, refused };
}

async function probe({ id, fen, hosted }) {
  // Load what was kept from earlier visits, fetch what the site hosts, build the rest, keep
  // what was built. When every table is kept, the answer needs only the position's and its
  // successors'; a build needs every kept table it goes through (else it would build them
  // again).
  const { needed, material, successors } = wasm.tablebaseMaterials(fen);
  const stored = new Set(await storedTables());
  const whole = (name) => stored.has(name) || wasm.hasTablebase(name);
  const slice = (name) => whole(name) || stored.has(`${name}${SLICE}`) || wasm.hasTablebase(name, true);
  const complete = needed.every(whole) || (whole(material) && successors.every(slice));
  await loadTables(wasm, fen, complete ? { successors: true } : { all: true });
  let fetched = [];
  let refused = null;
  if (hosted) {
    const wanted = [material, ...successors].filter((name) => !wasm.hasTablebase(name, name !== material));
    if (wanted.length) ({ fetched, refused } = await fetchHosted(id, fen, hosted, material, wanted));
  }
  // Each table is kept as soon as it is built; the build then drops what it no longer needs,
  // so that memory holds a few tables, not the twenty a pawn ending goes through.
  const storing = [];
  const built = wasm.buildTablebase(
    fen,
    (progress) => self.postMessage({ id, type: 'progress', ...progress }),
    (name, bytes) => storing.push(putTable(name, bytes)),
  );
  await Promise.all(storing);
  const result = wasm.tablebase(fen);
  // Wasm memory never shrinks: the client ends a worker that grew large once it is idle.
  const memory = (await ready).memory.buffer.byteLength;
  self.postMessage({ id, type: 'result', result, built, fetched, refused, memory });
}

self.addEventListener('message', async (event) => {
  const request = event.data ?? {};
  if (request.type === 'init' && !ready) {
    ready = init({ module_or_path: request.module });
    return;
  }
  if (request.type !== 'probe') return;
  ready ??= init();
  queue = queue.then(async () => {
    try {
      await ready;
      await probe(request);
    } catch (error) {
      self.postMessage({ id: request.id, type: 'error', name: error?.name ?? 'Error', message: error?.message ?? String(error) });
    }
  });
});
