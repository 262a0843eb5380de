// The engine's web worker (a module worker). It loads the wasm once and keeps one Engine, so
// the hash table survives from one search to the next. Messages in:
//   {id, type: "search", fen, moves?, depth?, nodes?, movetimeMs?, multiPv?}
//   {type: "init", module}   (optional, first: a compiled WebAssembly.Module to use instead
//                     of downloading and compiling the wasm)
//   {type: "stop"}   (nothing to do when idle; a running search is stopped by the client,
//                     which terminates this worker: a synchronous search cannot read messages)
// Messages out: {id, type: "info", ...} after every completed depth and line,
// {id, type: "bestmove", move, ponder, moveSan, lines} at the end, {id, type: "error", name, message}.
import init, { Engine } from './pkg/drawboard.js';

let ready = null;
let engine = null;

self.addEventListener('message', async (event) => {
  const request = event.data ?? {};
  if (request.type === 'init' && !ready) {
    ready = init({ module_or_path: request.module });
    return;
  }
  if (request.type !== 'search') return;
  ready ??= init();
  const { id } = request;
  try {
    await ready;
    engine ??= new Engine(16);
    const options = {
      depth: request.depth, nodes: request.nodes, movetimeMs: request.movetimeMs, multiPv: request.multiPv,
    };
    const result = engine.search(request.fen, request.moves ?? [], options, (info) => {
      self.postMessage({ id, type: 'info', ...info });
    });
    self.postMessage({
      id, type: 'bestmove', move: result.bestmove, moveSan: result.bestmoveSan, ponder: result.ponder, lines: result.lines,
    });
  } catch (error) {
    self.postMessage({ id, type: 'error', name: error?.name ?? 'Error', message: error?.message ?? String(error) });
  }
});
