// The engine's web worker (a module worker). It loads the wasm once and keeps one Engine, so
// the hash table survives from one search to the next (and from one move to the next). Messages in:
//   {id, type: "search", fen, moves?, depth?, nodes?, movetimeMs?, multiPv?}
//   {type: "stop"}   (stops the running search, which answers with its best line so far)
//   {id, type: "deadPositionProof", fen, nodes?}   (is the position dead? a mating line if not;
//                     `nodes` bounds each side's helpmate search, 400000 when absent)
//   {id, type: "status", startFen, moves, nodes?}  (the exact status of the game: Game.status
//                     with {exact: true, nodes}; 1000000 nodes for both sides when absent)
//   {id, type: "evaluate", fen}   (the static evaluation with its named parts)
//   {id, type: "audit", text, game}   (the audit of game `game` of a PGN text: auditPgn)
//   {id, type: "pgnGames", text}   (the games of a PGN text, each read: pgnGames)
//   {id, type: "readPgn", text, game}   (game `game` of a PGN text read leniently: {pgn (standard
//                     PGN), repairs, error (what stopped it part-way, or null)})
//   {type: "clear"}  (a new game: the hash table forgets what it learnt)
//   {type: "init", module}   (optional, first: a compiled WebAssembly.Module to use instead
//                     of downloading and compiling the wasm)
// Messages out: {id, type: "started"} when a search's turn comes (requests before it may keep
// the worker busy), {id, type: "info", ...} after every completed depth and line,
// {id, type: "bestmove", move, moveSan, ponder, lines, stopped?, hashfull, worker} at the end of
// a search (`stopped: true` when a stop or a newer search ended it; `hashfull`: how full the hash
// table was, per mille, when the search began; `worker`: this worker's random id),
// {id, type: "proof", result} for a deadPositionProof ({dead, reasons, white, black}),
// {id, type: "status", result} for a status (the Status object), {id, type: "result", result}
// for an evaluation or an audit,
// {id, type: "error", name, message} when either fails. Requests are answered in the order they
// came, one at a time; a search runs in slices of SLICE_MS, between which this worker reads its
// messages, so a stop (or a newer search, which stops the running one first) is answered within
// about one slice. Endgame tables built by the table worker are read from IndexedDB.
import init, * as wasm from '../pkg/drawboard_worker.js';
import { loadBlocks, loadTables } from './tables.js';
import { CACHE_LIMITS } from './caches.js';

const { Engine, Game, GameTree, auditPgn, deadPositionProof, evaluate, pgnGames } = wasm;

/** How long the engine searches before it looks at its messages again. */
const SLICE_MS = 10;

/** This worker's id, reported with every search's answer (tests use it to tell workers apart). */
const WORKER_ID = Math.random().toString(36).slice(2, 10);

let ready = null;
let engine = null;
let queue = Promise.resolve();
/** The searches asked for and not answered yet: id -> {stop}. */
const searches = new Map();

// The position a request's FEN and moves lead to.
function finalFen(fen, moves) {
  if (!moves?.length) return fen;
  const game = new Game(fen);
  try {
    for (const move of moves) game.play(move);
    return game.fen();
  } finally {
    game.free();
  }
}

// Resolves after the messages already waiting have been handled: a message posted to a
// MessageChannel queues a task behind them (setTimeout would be throttled in a long loop).
const channel = new MessageChannel();
const wakers = [];
channel.port1.onmessage = () => wakers.shift()?.();
function nextTask() {
  return new Promise((resolve) => {
    wakers.push(resolve);
    channel.port2.postMessage(null);
  });
}

function answer(id, result, stopped, hashfull) {
  self.postMessage({
    id,
    type: 'bestmove',
    move: result?.bestmove ?? null,
    moveSan: result?.bestmoveSan ?? null,
    ponder: result?.ponder ?? null,
    lines: result?.lines ?? [],
    ...(stopped ? { stopped: true } : {}),
    hashfull,
    worker: WORKER_ID,
  });
}

// The endgame tables this worker holds, by name: at most CACHE_LIMITS.workerTables. Past that
// they all go, and the position's own come back from IndexedDB.
const held = new Set();
async function tablesFor(fen, options) {
  for (const name of await loadTables(wasm, fen, options)) held.add(name);
  // The blocks of a site's tables the table worker read for this position (wasm bounds them).
  await loadBlocks(wasm, fen);
  if (held.size <= CACHE_LIMITS.workerTables) return;
  wasm.dropTablebases();
  held.clear();
  for (const name of await loadTables(wasm, fen, options)) held.add(name);
  await loadBlocks(wasm, fen);
}

async function search(request) {
  const { id } = request;
  const state = searches.get(id) ?? { stop: false };
  // From here on this worker reads its messages now and then, so a stop will be heard.
  self.postMessage({ id, type: 'started' });
  try {
    // Endgame tables kept in IndexedDB: the position's and those its captures and promotions
    // lead into, so the engine plays such endings perfectly.
    if (!state.stop) await tablesFor(finalFen(request.fen, request.moves), { successors: true });
    engine ??= new Engine(16);
    const hashfull = engine.hashfull;
    // Stopped before it began (a newer search came first): nothing was searched.
    if (state.stop) {
      answer(id, null, true, hashfull);
      return;
    }
    const options = {
      depth: request.depth, nodes: request.nodes, movetimeMs: request.movetimeMs, multiPv: request.multiPv,
    };
    engine.start(request.fen, request.moves ?? [], options);
    const onInfo = (info) => self.postMessage({ id, type: 'info', ...info });
    for (;;) {
      const step = engine.step(SLICE_MS, onInfo);
      if (step.done) {
        answer(id, step.result, false, hashfull);
        return;
      }
      await nextTask();
      if (state.stop) {
        answer(id, engine.stop(), true, hashfull);
        return;
      }
    }
  } finally {
    searches.delete(id);
  }
}

function proof(request) {
  const result = deadPositionProof(request.fen, { nodes: request.nodes });
  self.postMessage({ id: request.id, type: 'proof', result });
}

async function status(request) {
  // The position's endgame table, if one was built or its blocks read from a site: it makes
  // "can force mate" exact. Late in the count (a mate of four men takes at most 127 plies) the
  // tables its captures and promotions lead into come too: whether the seventy-five-move rule
  // draws first turns on the distance to zeroing, which is worked out from them (a site's
  // tables bring their own).
  const fen = finalFen(request.startFen, request.moves);
  await tablesFor(fen, { successors: Number(fen.split(' ')[4]) > 150 - 127 });
  const game = new Game(request.startFen);
  try {
    for (const move of request.moves ?? []) game.play(move);
    const result = game.status({ exact: true, nodes: request.nodes });
    self.postMessage({ id: request.id, type: 'status', result });
  } finally {
    game.free();
  }
}

function evaluation(request) {
  self.postMessage({ id: request.id, type: 'result', result: evaluate(request.fen) });
}

function audit(request) {
  self.postMessage({ id: request.id, type: 'result', result: auditPgn(request.text, { game: request.game }) });
}

function games(request) {
  self.postMessage({ id: request.id, type: 'result', result: pgnGames(request.text) });
}

function read(request) {
  const tree = GameTree.fromPgn(request.text, request.game);
  try {
    self.postMessage({ id: request.id, type: 'result', result: { pgn: tree.pgn(), repairs: tree.repairs, error: tree.loadError } });
  } finally {
    tree.free();
  }
}

function clear() {
  engine?.clear();
}

const handlers = { search, deadPositionProof: proof, status, evaluate: evaluation, audit, pgnGames: games, readPgn: read, clear };

// Every search asked for and not answered yet is to stop at its next slice (or at once, if it
// has not begun).
function stopSearches() {
  for (const state of searches.values()) state.stop = true;
}

self.addEventListener('message', async (event) => {
  const request = event.data ?? {};
  if (request.type === 'init' && !ready) {
    ready = init({ module_or_path: request.module });
    return;
  }
  // A stop is not queued: it is heard between two slices of the running search.
  if (request.type === 'stop') {
    stopSearches();
    return;
  }
  if (!Object.hasOwn(handlers, request.type)) return;
  if (request.type === 'search') {
    stopSearches();
    searches.set(request.id, { stop: false });
  }
  const handle = handlers[request.type];
  ready ??= init();
  // One request at a time, in order (a handler may wait for IndexedDB, and a search yields
  // between its slices).
  queue = queue.then(async () => {
    try {
      await ready;
      await handle(request);
    } catch (error) {
      self.postMessage({ id: request.id, type: 'error', name: error?.name ?? 'Error', message: error?.message ?? String(error) });
    }
  });
});
