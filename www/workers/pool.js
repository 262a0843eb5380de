// The page's workers, shared by every board on it: a fixed few whatever the number of boards.
//   the proof worker   exact statuses, dead-position proofs, evaluations and audits, asked for
//                      by every board: visible boards first (see Prover)
//   the table worker   endgame tables, built once per browser and kept in IndexedDB
//   the engine worker  the analysis of the one board whose engine runs
//   the review worker  the game review of one board at a time (game-review.js waits its turn)
// Each starts the first time it is needed, with the worker module compiled once for all
// (worker-module.js). When workers cannot run here (blocked by the page's
// Content-Security-Policy, or a browser without module workers), every request rejects with an
// Error named `Unavailable` that says so in words, and the boards keep their quick verdicts.
import { CACHE_LIMITS, Lru } from './caches.js';
import { hasModuleWorkers, unavailable, whyWorkerFailed } from './unavailable.js';

/** At most this many workers run on a page, however many boards it has. */
export const MAX_WORKERS = 4;

// Starts a client the first time it is needed: after the worker module is compiled, and only
// where module workers can run. The clients' own modules, and worker-module.js, are loaded then
// too, so that a page downloads none of this before its first verdict.
async function start(what, make) {
  if (!hasModuleWorkers()) throw unavailable(what, 'this browser cannot run module workers');
  const [clients, wasmModule] = await Promise.all([loadClients(), import('./worker-module.js').then(({ workerModule }) => workerModule())]);
  return make(clients, { wasmModule });
}

let clientsLoading = null;
function loadClients() {
  clientsLoading ??= Promise.all([import('./engine.js'), import('./prover.js'), import('./tablebase.js')])
    .then(([engine, prover, tablebase]) => ({ ...engine, ...prover, ...tablebase }));
  return clientsLoading;
}

// A request to a worker; a worker that could not start becomes an `Unavailable` error in words.
async function ask(what, request) {
  try {
    return await request();
  } catch (error) {
    if (error?.name !== 'WorkerError' && error?.name !== 'SecurityError') throw error;
    throw unavailable(what, await whyWorkerFailed(error.name === 'SecurityError' ? error.message : ''));
  }
}

// A worker's client, started on first use and kept (a start that failed is tried again on the
// next request). A request made while the client is still starting is dropped if its asker
// forgot it meanwhile (a board removed before the workers were up): each forget starts a new
// epoch for that asker.
class LazyClient {
  #what;
  #make;
  #starting = null;
  #epochs = new WeakMap();

  /** `what` names the work in errors ("exact verdicts"); `make(clients, options)` builds it. */
  constructor(what, make) {
    this.#what = what;
    this.#make = make;
  }

  /**
   * Asks `request(client)` for `who` once the client is up; resolves with null when `who`
   * forgot it meanwhile. The check and the request are one step: nothing can come between.
   */
  async ask(who, request) {
    const epoch = this.#epoch(who);
    this.#starting ??= start(this.#what, this.#make).catch((error) => {
      this.#starting = null;
      throw error;
    });
    const client = await this.#starting;
    if (this.#epoch(who) !== epoch) return null;
    return ask(this.#what, () => request(client));
  }

  /** Drops what `who` asked: requests still waiting for the client, and those it holds. */
  forget(who) {
    this.#epochs.set(who, this.#epoch(who) + 1);
    this.ifStarted((client) => client.forget(who));
  }

  /** Runs `use(client)` if the client is started (a stop, a forget); starts none. */
  ifStarted(use) {
    this.#starting?.then(use, () => {});
  }

  /** Ends the client after `use(client)`: the next request starts a new one. */
  end(use) {
    this.ifStarted(use);
    this.#starting = null;
  }

  #epoch(who) {
    return this.#epochs.get(who) ?? 0;
  }
}

const engine = new LazyClient('the engine', ({ EngineClient }, options) => new EngineClient(null, options));
let engineOwner = null;

export const sharedEngine = {
  /** Starts a search for `who` (stopping whatever runs); resolves like EngineClient.search. */
  search(who, request, onInfo) {
    engineOwner = who;
    return engine.ask(who, (client) => client.search(request, onInfo));
  },
  /** Stops the running search if it is `who`'s. */
  stop(who) {
    if (engineOwner !== who) return;
    engineOwner = null;
    engine.ifStarted((client) => client.stop());
  },
};

const review = new LazyClient('the review', ({ EngineClient }, options) => new EngineClient(null, options));
let reviewOwner = null;

export const reviewEngine = {
  /** A search of `who`'s game review (one board's review at a time: see game-review.js). */
  search(who, request) {
    reviewOwner = who;
    return review.ask(who, (client) => client.search(request));
  },
  /** `who`'s pass is over or cancelled: the worker ends, unless another review has it now. */
  release(who) {
    if (reviewOwner !== who) return;
    reviewOwner = null;
    review.end((client) => client.terminate());
  },
};

const prover = new LazyClient('exact verdicts', ({ Prover }, options) => new Prover(null, options));

/** The positions whose exact status is known: history key -> Status (the most recent ones:
 *  caches.js). */
const exactStatuses = new Lru(CACHE_LIMITS.exactStatuses);
/** Counts the invalidations: a status asked before the last one is not kept. */
let tablesGeneration = 0;
const historyKey = ({ startFen, moves }, nodes) => `${nodes}|${startFen}|${moves.join(' ')}`;

/** The node budget of the automatic analysis of each position, for both sides together. */
export const PROOF_NODES = 1_000_000;

export const sharedProver = {
  /** The exact status of the game `{startFen, moves}` if it is known already, or undefined. */
  cached(history) {
    return exactStatuses.get(historyKey(history, PROOF_NODES));
  },
  /**
   * The exact status of the game `{startFen, moves}`, asked of the proof worker for `who` (a
   * newer request of the same `who` supersedes it: then it resolves with null). `priority`
   * (a function: 0 for a board in view, 1 off-screen, 2 for background work) is read each time
   * the worker is free, so a board scrolled into view goes before those below the fold.
   */
  async status(who, history, { priority, nodes = PROOF_NODES } = {}) {
    const key = historyKey(history, nodes);
    const known = exactStatuses.get(key);
    if (known) return known;
    const generation = tablesGeneration;
    const status = await prover.ask(who, (client) => client.status(who, { ...history, nodes }, { priority }));
    // A status begun before a new table came in may lack the table's verdict: it is shown (its
    // proofs hold) but not kept.
    if (status && generation === tablesGeneration) exactStatuses.set(key, status);
    return status;
  },
  /** Whether `fen` is dead, with short mating lines; resolves like the wasm deadPositionProof. */
  async deadPositionProof(who, fen, { priority } = {}) {
    return prover.ask(who, (client) => client.deadPositionProof(who, fen, { priority }));
  },
  /** The static evaluation of `fen` with its named parts (the wasm evaluate). */
  async evaluate(who, fen, { priority } = {}) {
    return prover.ask(who, (client) => client.ask(who, { type: 'evaluate', fen }, { priority }));
  },
  /** The audit of game `game` of PGN `text` (the wasm auditPgn). */
  async audit(who, text, game, { priority } = {}) {
    return prover.ask(who, (client) => client.ask(who, { type: 'audit', text, game }, { priority }));
  },
  /** A PGN text read by the worker module (element/reading.js): `request` is worker.js's
   *  pgnGames or readPgn. */
  async pgn(who, request, { priority } = {}) {
    return prover.ask(who, (client) => client.ask(who, request, { priority }));
  },
  /** Drops the requests of `who` (a board that went away or changed position). */
  forget(who) {
    prover.forget(who);
  },
  /** Forgets every exact status (a new endgame table makes some of them out of date). */
  invalidate() {
    tablesGeneration += 1;
    exactStatuses.clear();
  },
};

const tables = new LazyClient('endgame tables', ({ TablebaseClient }, options) => new TablebaseClient(null, options));
/** Dispatches `change` when a table new to this page has come: statuses may be out of date. */
export const tablesChanged = new EventTarget();
/** The materials whose table this page has seen: a new one makes known statuses out of date. */
const tablesSeen = new Set();
/** The answers already announced: a cached answer comes again as the same object. */
const announced = new WeakSet();

export const sharedTablebase = {
  /**
   * Whether tables cover `fen`: no castling rights, and at most four men (built here when no
   * site has them), or five when `hosted` names a site's tables (a board never builds those).
   */
  covers(fen, hosted = null) {
    const [placement = '', , castling = '-'] = fen.trim().split(/\s+/);
    return castling === '-' && placement.replace(/[^a-zA-Z]/g, '').length <= (hosted ? 5 : 4);
  },
  /**
   * What the tables say about `fen` (see TablebaseClient.probe), for `who` with `priority` as
   * in sharedProver.status; `hosted`: the address of the site's tables, if it has any. The
   * first time this page sees a table, and whenever blocks of a site's tables come (they cover
   * a few positions, not the table), the exact statuses known are forgotten (they were made
   * without them) and `tablesChanged` dispatches `change`.
   */
  async probe(who, fen, onProgress, { priority, hosted = null } = {}) {
    const result = await tables.ask(who, (client) => client.probe(who, fen, onProgress, { priority, hosted }));
    // Blocks answer a few positions, not the table: each answer that brought some is news once
    // (a board asks again when the statuses change, and gets the same answer from the cache).
    if (result && !announced.has(result) && (!tablesSeen.has(result.material) || result.blocks > 0)) {
      announced.add(result);
      tablesSeen.add(result.material);
      sharedProver.invalidate();
      tablesChanged.dispatchEvent(new Event('change'));
    }
    return result;
  },
  /** Drops what `who` asked that has not started. */
  forget(who) {
    tables.forget(who);
  },
};
