// The engine's web worker (a module worker). It loads the wasm once and keeps one Engine, so
// the hash table survives from one search to the next. Messages in:
//   {id, type: "search", fen, moves?, depth?, nodes?, movetimeMs?, multiPv?}
//   {id, type: "deadPositionProof", fen, nodes?}   (is the position dead? a mating line if not;
//                     `nodes` bounds each side's helpmate search, 400000 when absent)
//   {id, type: "status", startFen, moves, nodes?}  (the exact status of the game: Game.status
//                     with {exact: true, nodes}; 1000000 nodes for both sides when absent)
//   {type: "init", module}   (optional, first: a compiled WebAssembly.Module to use instead
//                     of downloading and compiling the wasm)
//   {type: "stop"}   (nothing to do when idle; a running search is stopped by the client,
//                     which terminates this worker: a synchronous search cannot read messages)
// Messages out: {id, type: "info", ...} after every completed depth and line,
// {id, type: "bestmove", move, ponder, moveSan, lines} at the end of a search,
// {id, type: "proof", result} for a deadPositionProof ({dead, reason, white, black}),
// {id, type: "status", result} for a status (the Status object),
// {id, type: "error", name, message} when either fails. Requests are answered in the order they
// came, one at a time. Endgame tables built by the table worker are read from IndexedDB.
import init, * as wasm from './pkg/drawboard.js';
import { loadTables } from './tables.js';

const { Engine, Game, deadPositionProof } = wasm;

let ready = null;
let engine = null;
let queue = Promise.resolve();

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

async function search(request) {
  // Endgame tables kept in IndexedDB: the position's and those its captures and promotions
  // lead into, so the engine plays such endings perfectly.
  await loadTables(wasm, finalFen(request.fen, request.moves), { successors: true });
  engine ??= new Engine(16);
  const { id } = request;
  const options = {
    depth: request.depth, nodes: request.nodes, movetimeMs: request.movetimeMs, multiPv: request.multiPv,
  };
  const result = engine.search(request.fen, request.moves ?? [], options, (info) => {
    self.postMessage({ id, type: 'info', ...info });
  });
  self.postMessage({
    id, type: 'bestmove', move: result.bestmove, moveSan: result.bestmoveSan, ponder: result.ponder, lines: result.lines,
  });
}

function proof(request) {
  const result = deadPositionProof(request.fen, { nodes: request.nodes });
  self.postMessage({ id: request.id, type: 'proof', result });
}

async function status(request) {
  // The position's endgame table, if one was built: it makes "can force mate" exact.
  await loadTables(wasm, finalFen(request.startFen, request.moves));
  const game = new Game(request.startFen);
  try {
    for (const move of request.moves ?? []) game.play(move);
    const result = game.status({ exact: true, nodes: request.nodes });
    self.postMessage({ id: request.id, type: 'status', result });
  } finally {
    game.free();
  }
}

const handlers = { search, deadPositionProof: proof, status };

self.addEventListener('message', async (event) => {
  const request = event.data ?? {};
  if (request.type === 'init' && !ready) {
    ready = init({ module_or_path: request.module });
    return;
  }
  if (!Object.hasOwn(handlers, request.type)) return;
  const handle = handlers[request.type];
  ready ??= init();
  // One request at a time, in order (a handler may wait for IndexedDB).
  queue = queue.then(async () => {
    try {
      await ready;
      await handle(request);
    } catch (error) {
      self.postMessage({ id: request.id, type: 'error', name: error?.name ?? 'Error', message: error?.message ?? String(error) });
    }
  });
});
