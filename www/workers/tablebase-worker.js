// The endgame-table worker (a module worker): builds the tables a position needs, keeps them in
// IndexedDB, and answers what the tables say. Building a large table takes a second or more,
// so it has a worker of its own and never holds up the engine's analysis or the draw proofs.
// Messages in:
//   {id, type: "probe", fen}   (the tables' answer for the position; builds what is missing)
//   {type: "init", module}     (optional, first: a compiled WebAssembly.Module to use)
// Messages out: {id, type: "progress", material, table, tables, fraction} while building,
// {id, type: "result", result, built} (`result` as the wasm tablebase(fen) returns it, `built`
// the names of the tables built for it), {id, type: "error", name, message}.
import init, * as wasm from '../pkg/drawboard_worker.js';
import { loadTables, putTable, storedTables } from './tables.js';

let ready = null;
// Requests run one after another (a build must not see another request drop its tables).
let queue = Promise.resolve();

async function probe({ id, fen }) {
  // Load what was kept from earlier visits, build the rest, keep what was built. When every
  // table is kept, the answer needs only the position's and its successors'; a build needs
  // every kept table it goes through (else it would build them again).
  const { needed } = wasm.tablebaseMaterials(fen);
  const stored = new Set(await storedTables());
  const complete = needed.every((name) => stored.has(name) || wasm.hasTablebase(name));
  await loadTables(wasm, fen, complete ? { successors: true } : { all: true });
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
  self.postMessage({ id, type: 'result', result, built });
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
