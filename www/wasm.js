// Loads the engine's wasm once per page, for every board on it and for the search worker.
// The module is compiled here and handed to the worker, so a worker that is restarted (which is
// how a search is stopped) neither downloads nor compiles it again.
import init, * as wasm from './pkg/drawboard.js';
import { EngineClient } from './engine.js';
import { Prover } from './prover.js';
import { TablebaseClient } from './tablebase.js';
import { loadTables } from './tables.js';

const { Game, GameTree, analyze, evaluate, auditPgn, pgnGames, setupChoices } = wasm;

export { Game, GameTree, analyze, evaluate, auditPgn, pgnGames, setupChoices };

const wasmUrl = new URL('./pkg/drawboard_bg.wasm', import.meta.url);

async function compile() {
  try {
    return await WebAssembly.compileStreaming(fetch(wasmUrl));
  } catch (error) {
    // A host that serves .wasm without the application/wasm type defeats streaming.
    if (error?.name !== 'TypeError') throw error;
    const response = await fetch(wasmUrl);
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

/** Resolves to the compiled WebAssembly.Module once the engine is ready in this thread. */
export const wasmReady = compile().then(async (module) => {
  performance.mark('drawboard-wasm-compiled');
  await init({ module_or_path: module });
  return module;
});

// One search worker for the whole page. A search started by one board stops another board's;
// `owner` makes sure a board only ever stops its own search.
let client = null;
let owner = null;

export const sharedEngine = {
  /** Starts a search for `who` (stopping whatever runs); resolves like EngineClient.search. */
  async search(who, request, onInfo) {
    const wasmModule = await wasmReady;
    client ??= new EngineClient(undefined, { wasmModule });
    owner = who;
    return client.search(request, onInfo);
  },
  /** Stops the running search if it is `who`'s. */
  stop(who) {
    if (owner !== who) return;
    owner = null;
    client?.stop();
  },
};

// Proofs (the exact status of each position shown, and mating lines) have a worker of their
// own, so that they neither wait for an analysis, which can go on for an hour, nor stop it.
let prover = null;

/** The positions whose exact status is known: history key -> Status. */
const exactStatuses = new Map();
const historyKey = ({ startFen, moves }) => `${startFen}|${moves.join(' ')}`;

// The proof worker's client, started with the compiled module the first time it is needed.
async function proverClient() {
  const wasmModule = await wasmReady;
  prover ??= new Prover(undefined, { wasmModule });
  return prover;
}

/** The node budget of the automatic analysis of each position, for both sides together. */
export const PROOF_NODES = 1_000_000;

export const sharedProver = {
  /** The exact status of the game `{startFen, moves}` if it is known already, or undefined. */
  cached(history) {
    return exactStatuses.get(historyKey(history));
  },
  /**
   * The exact status of the game `{startFen, moves}`, asked of the proof worker for `who` (a
   * newer request of the same `who` supersedes it: then it resolves with null).
   */
  async status(who, history) {
    const key = historyKey(history);
    if (exactStatuses.has(key)) return exactStatuses.get(key);
    const status = await (await proverClient()).status(who, { ...history, nodes: PROOF_NODES });
    if (status) exactStatuses.set(key, status);
    return status;
  },
  /** Whether `fen` is dead, with short mating lines; resolves like the wasm deadPositionProof. */
  async deadPositionProof(who, fen) {
    return (await proverClient()).deadPositionProof(who, fen);
  },
  /** Drops the requests of `who` (a board that went away or changed position). */
  forget(who) {
    prover?.forget(who);
  },
  /** Forgets every exact status (a new endgame table makes some of them out of date). */
  invalidate() {
    exactStatuses.clear();
  },
};

// Endgame tables are built in a worker of their own; this thread loads the table of each
// position it shows (from IndexedDB), so that Game.status() includes the table's verdict.
let tablebase = null;

export const sharedTablebase = {
  /** Whether tables cover `fen` (at most four men, no castling rights). */
  covers(fen) {
    try {
      wasm.tablebaseMaterials(fen);
      return true;
    } catch {
      return false;
    }
  },
  /** What the tables say about `fen` (see TablebaseClient.probe). */
  async probe(fen, onProgress) {
    const wasmModule = await wasmReady;
    tablebase ??= new TablebaseClient(undefined, { wasmModule });
    return tablebase.probe(fen, onProgress);
  },
  /** Loads the kept table of `fen` into this thread; resolves to whether one was new. */
  async load(fen) {
    await wasmReady;
    return (await loadTables(wasm, fen)).length > 0;
  },
};
