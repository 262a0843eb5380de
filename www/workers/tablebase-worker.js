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
import { blockKey, getBlock, loadTables, putBlock, putTable, storedTables } from './tables.js';
import { hosts, readBlock } from './hosted-tables.js';

let ready = null;
// Requests run one after another (a build must not see another request drop its tables).
let queue = Promise.resolve();

/** How many men stand in a FEN's placement. */
const menOf = (fen) => fen.trim().split(/\s+/)[0].replace(/[^a-zA-Z]/g, '').length;

// Reads the blocks the answer for `fen` needs (with `dtz`, the distance to zeroing's too) that
// the wasm instance does not hold: from IndexedDB where an earlier visit kept them, else from
// the site's block files, keeping them. Tables the site does not host are left to the build.
// Returns the names of the tables read from the site, how many blocks came, the tables the
// site lacks and, for the first block refused, why.
async function readHosted(id, fen, base, dtz) {
  const fetched = new Set();
  const lacking = new Set();
  let refused = null;
  let blocks = 0;
  // A block's own moves may lead past a position taking en passant: a second round reads what
  // the first showed; a third never has anything to do.
  for (let round = 0; round < 3; round += 1) {
    const wanted = wasm.tablebaseBlocks(fen, dtz).filter((w) => !lacking.has(w.material));
    if (!wanted.length) break;
    let done = 0;
    await Promise.all(wanted.map(async (wish) => {
      try {
        let bytes = await getBlock(blockKey(wish));
        if (!bytes) {
          if (!(await hosts(base, wish.material))) {
            lacking.add(wish.material);
            return;
          }
          const block = await readBlock(base, wish.material, wish.kind, wish.block, { sha256: wasm.sha256 });
          if (block.entries !== wish.entries || block.perBlock !== 4096) {
            throw Object.assign(new Error(`the site's ${wish.material} table is numbered otherwise than this board's (${block.entries} entries, not ${wish.entries})`), { name: 'HostedTableRefused' });
          }
          bytes = block.bytes;
          wasm.loadTableBlock(wish.material, wish.kind, wish.block, bytes);
          blocks += 1;
          fetched.add(wish.material);
          await putBlock(blockKey(wish), bytes);
        } else {
          wasm.loadTableBlock(wish.material, wish.kind, wish.block, bytes);
        }
      } catch (error) {
        lacking.add(wish.material);
        refused ??= error.name === 'BadTableData' ? `the site's ${wish.material} table is not a table this board reads: ${error.message}` : error.message;
      } finally {
        done += 1;
        self.postMessage({ id, type: 'progress', material: wish.material, table: done, tables: wanted.length, fraction: done / wanted.length, fetching: true });
      }
    }));
  }
  return { fetched: [...fetched], blocks, lacking: [...lacking], refused };
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
