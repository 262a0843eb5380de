// The endgame-table worker (a module worker): reads from a site's tables the blocks a position
// needs, builds in this browser the tables of up to four men a site does not host, keeps both
// in IndexedDB, and answers what the tables say. Building a large table takes a second or more,
// so it has a worker of its own and never holds up the engine's analysis or the draw proofs.
// Messages in:
//   {id, type: "probe", fen, hosted}   (the tables' answer for the position; `hosted`: the
//                                       address of a site's tables, or null)
//   {type: "init", module}             (optional, first: a compiled WebAssembly.Module to use)
// Messages out: {id, type: "progress", material, table, tables, fraction, fetching} while
// fetching or building, {id, type: "result", result, built, fetched, blocks, refused} (`result`
// as the wasm tablebase(fen) returns it, `built` the names of the tables built here, `fetched`
// those whose blocks came from the site now, `blocks` how many blocks came, `refused` why a
// hosted table was not used, or null; `memory` the worker's wasm memory in bytes),
// {id, type: "error", name, message}: `TableMissing` for a position of five men whose table
// no site gives.
import init, * as wasm from '../pkg/drawboard_worker.js';
import { loadTables, putTable, storedTables } from './tables.js';
import { readWanted } from './hosted-tables.js';

let ready = null;
// Requests run one after another (a build must not see another request drop its tables).
let queue = Promise.resolve();

/** How many men stand in a FEN's placement. */
const menOf = (fen) => fen.trim().split(/\s+/)[0].replace(/[^a-zA-Z]/g, '').length;

// Reads the blocks the answer for `fen` needs (with `dtz`, the distance to zeroing's too):
// hosted-tables.js's readWanted, saying how far it has come.
function readHosted(id, fen, base, dtz) {
  return readWanted(wasm, fen, base, {
    dtz,
    progress: (material, done, total) => self.postMessage({ id, type: 'progress', material, table: done, tables: total, fraction: done / total, fetching: true }),
  });
}

/** The tables' answer for `fen`, or null where a table it reads is not here. */
function answer(fen) {
  try {
    return wasm.tablebase(fen);
  } catch (error) {
    if (error?.name === 'TableMissing') return null;
    throw error;
  }
}

// Loads what earlier visits built, and builds what is still missing, keeping each table built.
// When every table is kept, the answer needs only the position's and its successors'; a build
// needs every kept table it goes through (else it would build them again).
async function build(id, fen) {
  const { needed, material, successors } = wasm.tablebaseMaterials(fen);
  const stored = new Set(await storedTables());
  const whole = (name) => stored.has(name) || wasm.hasTablebase(name);
  const slice = (name) => whole(name) || wasm.hasTablebase(name, true);
  const complete = needed.every(whole) || (whole(material) && successors.every(slice));
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
  return built;
}

async function probe({ id, fen, hosted }) {
  const small = menOf(fen) <= 4;
  if (small) await loadTables(wasm, fen, { successors: true });
  let site = { fetched: [], blocks: 0, lacking: [], refused: null };
  if (hosted) site = await readHosted(id, fen, hosted, false);
  let built = [];
  let result = answer(fen);
  if (!result && small) {
    built = await build(id, fen);
    result = wasm.tablebase(fen);
  }
  if (!result) {
    const lacking = site.lacking.length ? site.lacking.join(', ') : 'the position\'s';
    const why = !hosted ? 'this page names no site hosting tables' : site.refused ?? `the site hosts no ${lacking} table`;
    throw Object.assign(new Error(`an exact verdict needs the endgame table of these five men: ${why}`), { name: 'TableMissing' });
  }
  // Late in the count the verdict turns on the distance to zeroing: the site's, where it has one.
  const clock = Number(fen.trim().split(/\s+/)[4]) || 0;
  if (hosted && result.dtm !== null && clock + Math.abs(result.dtm) > 150) {
    const more = await readHosted(id, fen, hosted, true);
    site = { ...site, fetched: [...new Set([...site.fetched, ...more.fetched])], blocks: site.blocks + more.blocks, refused: site.refused ?? more.refused };
  }
  // Wasm memory never shrinks: the client ends a worker that grew large once it is idle.
  const memory = (await ready).memory.buffer.byteLength;
  self.postMessage({ id, type: 'result', result, built, fetched: site.fetched, blocks: site.blocks, refused: site.refused, memory });
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
