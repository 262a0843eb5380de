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
import { workerModule } from './worker-module.js';
import { hasModuleWorkers, unavailable, whyWorkerFailed } from './unavailable.js';

/** At most this many workers run on a page, however many boards it has. */
export const MAX_WORKERS = 4;

// Starts a client the first time it is needed: after the worker module is compiled, and only
// where module workers can run. The clients' own modules are loaded then too, so that a page
// downloads none of this before its first verdict.
async function start(what, make) {
  if (!hasModuleWorkers()) throw unavailable(what, 'this browser cannot run module workers');
  const [clients, wasmModule] = await Promise.all([loadClients(), workerModule()]);
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

// A request made while its client is still starting is dropped if its asker forgot it
// meanwhile (a board removed before the workers were up): each forget starts a new epoch.
class Epochs {
  #epochs = new WeakMap();
  of(who) {
    return this.#epochs.get(who) ?? 0;
  }
  next(who) {
    this.#epochs.set(who, this.of(who) + 1);
  }
}

let engine = null;
let engineOwner = null;

export const sharedEngine = {
  /** Starts a search for `who` (stopping whatever runs); resolves like EngineClient.search. */
  async search(who, request, onInfo) {
    engine ??= start('the engine', ({ EngineClient }, options) => new EngineClient(null, options));
    const client = await engine.catch((error) => {
      engine = null;
      throw error;
    });
    engineOwner = who;
    return ask('the engine', () => client.search(request, onInfo));
  },
  /** Stops the running search if it is `who`'s. */
  stop(who) {
    if (engineOwner !== who) return;
    engineOwner = null;
    engine?.then((client) => client.stop(), () => {});
  },
};

let review = null;
let reviewOwner = null;

export const reviewEngine = {
  /** A search of `who`'s game review (one board's review at a time: see game-review.js). */
  async search(who, request) {
    review ??= start('the review', ({ EngineClient }, options) => new EngineClient(null, options));
    const client = await review.catch((error) => {
      review = null;
      throw error;
    });
    reviewOwner = who;
    return ask('the review', () => client.search(request));
  },
  /** `who`'s pass is over or cancelled: the worker ends, unless another review has it now. */
  release(who) {
    if (reviewOwner !== who) return;
    reviewOwner = null;
    review?.then((client) => client.terminate(), () => {});
    review = null;
  },
};

let prover = null;

const proverEpochs = new Epochs();

// Asks the proof worker's client `request(client)` for `who`, once the client is up; null when
// `who` forgot it meanwhile. (The check and the request are one step: nothing can come between.)
async function askProver(who, what, request) {
  const epoch = proverEpochs.of(who);
  const client = await proverClient();
  if (proverEpochs.of(who) !== epoch) return null;
  return ask(what, () => request(client));
}

async function proverClient() {
  prover ??= start('exact verdicts', ({ Prover }, options) => new Prover(null, options));
  return prover.catch((error) => {
    prover = null;
    throw error;
  });
}

/** The positions whose exact status is known: history key -> Status. */
const exactStatuses = new Map();
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
    if (exactStatuses.has(key)) return exactStatuses.get(key);
    const generation = tablesGeneration;
    const status = await askProver(who, 'exact verdicts', (client) => client.status(who, { ...history, nodes }, { priority }));
    // A status begun before a new table came in may lack the table's verdict: it is shown (its
    // proofs hold) but not kept.
    if (status && generation === tablesGeneration) exactStatuses.set(key, status);
    return status;
  },
  /** Whether `fen` is dead, with short mating lines; resolves like the wasm deadPositionProof. */
  async deadPositionProof(who, fen, { priority } = {}) {
    return askProver(who, 'exact verdicts', (client) => client.deadPositionProof(who, fen, { priority }));
  },
  /** The static evaluation of `fen` with its named parts (the wasm evaluate). */
  async evaluate(who, fen, { priority } = {}) {
    return askProver(who, 'the evaluation', (client) => client.ask(who, { type: 'evaluate', fen }, { priority }));
  },
  /** The audit of game `game` of PGN `text` (the wasm auditPgn). */
  async audit(who, text, game, { priority } = {}) {
    return askProver(who, 'the audit', (client) => client.ask(who, { type: 'audit', text, game }, { priority }));
  },
  /** Drops the requests of `who` (a board that went away or changed position). */
  forget(who) {
    proverEpochs.next(who);
    prover?.then((client) => client.forget(who), () => {});
  },
  /** Forgets every exact status (a new endgame table makes some of them out of date). */
  invalidate() {
    tablesGeneration += 1;
    exactStatuses.clear();
  },
};

let tables = null;
const tableEpochs = new Epochs();
/** Dispatches `change` when a table new to this page has come: statuses may be out of date. */
export const tablesChanged = new EventTarget();
/** The materials whose table this page has seen: a new one makes known statuses out of date. */
const tablesSeen = new Set();

export const sharedTablebase = {
  /** Whether tables cover `fen`: at most four men and no castling rights. */
  covers(fen) {
    const [placement = '', , castling = '-'] = fen.trim().split(/\s+/);
    return castling === '-' && placement.replace(/[^a-zA-Z]/g, '').length <= 4;
  },
  /**
   * What the tables say about `fen` (see TablebaseClient.probe), for `who` with `priority` as
   * in sharedProver.status. The first time this page sees a table, the exact statuses known
   * are forgotten (they were made without it) and `tablesChanged` dispatches `change`.
   */
  async probe(who, fen, onProgress, { priority } = {}) {
    tables ??= start('endgame tables', ({ TablebaseClient }, options) => new TablebaseClient(null, options));
    const epoch = tableEpochs.of(who);
    const client = await tables.catch((error) => {
      tables = null;
      throw error;
    });
    if (tableEpochs.of(who) !== epoch) return null;
    const result = await ask('endgame tables', () => client.probe(who, fen, onProgress, { priority }));
    if (result && !tablesSeen.has(result.material)) {
      tablesSeen.add(result.material);
      sharedProver.invalidate();
      tablesChanged.dispatchEvent(new Event('change'));
    }
    return result;
  },
  /** Drops what `who` asked that has not started. */
  forget(who) {
    tableEpochs.next(who);
    tables?.then((client) => client.forget(who), () => {});
  },
};

/** How many workers this page runs now (for tests and the benchmark). */
export async function runningWorkers() {
  const clients = await Promise.all([engine, review, prover, tables].map((c) => c?.catch(() => null)));
  return clients.filter((client) => client?.running).length;
}
