// A small client for the engine worker, with promises.
//
//   const engine = new EngineClient();
//   const best = await engine.search({fen, depth: 12}, (info) => console.log(info));
//   engine.stop();   // at once: the worker is terminated and a fresh one starts when needed
//
// search() resolves with the worker's {type: "bestmove", move, ponder, moveSan, lines} message
// (or, after stop(), with the best line found so far and `stopped: true`), and rejects with an
// Error carrying the engine's error `name` (FenError, IllegalMove, InvalidArgument, ...).
//
// `new EngineClient(url, { wasmModule })` hands an already compiled WebAssembly.Module to every
// worker it starts, which then neither downloads nor compiles the wasm again.
export class EngineClient {
  #url;
  #wasmModule;
  #worker = null;
  #nextId = 1;
  #pending = null;

  constructor(workerUrl = new URL('./worker.js', import.meta.url), { wasmModule = null } = {}) {
    this.#url = workerUrl;
    this.#wasmModule = wasmModule;
  }

  #spawn() {
    const worker = new Worker(this.#url, { type: 'module' });
    worker.addEventListener('message', (event) => this.#receive(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.#fail('WorkerError', event.message || 'the engine worker failed to start');
    });
    if (this.#wasmModule) worker.postMessage({ type: 'init', module: this.#wasmModule });
    return worker;
  }

  #receive(message) {
    const pending = this.#pending;
    if (!pending || message.id !== pending.id) return;
    if (message.type === 'info') {
      pending.lines[message.multipv - 1] = message;
      pending.onInfo?.(message);
    } else if (message.type === 'bestmove') {
      this.#pending = null;
      pending.resolve(message);
    } else if (message.type === 'error') {
      this.#pending = null;
      // A trap inside the wasm (a bug) leaves the worker's engine unusable: start afresh.
      if (message.name === 'RuntimeError') {
        this.#worker?.terminate();
        this.#worker = null;
      }
      pending.reject(Object.assign(new Error(message.message), { name: message.name }));
    }
  }

  #fail(name, text) {
    const pending = this.#pending;
    this.#pending = null;
    this.#worker?.terminate();
    this.#worker = null;
    pending?.reject(Object.assign(new Error(text), { name }));
  }

  /** Whether a search is running. */
  get busy() {
    return this.#pending !== null;
  }

  /**
   * Starts a search; a running one is stopped first. `request` holds fen, and optionally moves
   * (UCI or SAN), depth, nodes, movetimeMs and multiPv (1-5). `onInfo` gets every info message.
   */
  search(request, onInfo) {
    this.stop();
    this.#worker ??= this.#spawn();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending = { id, resolve, reject, onInfo, lines: [] };
      this.#worker.postMessage({ ...request, id, type: 'search' });
    });
  }

  /** Stops the running search at once and resolves it with the best line so far. */
  stop() {
    const pending = this.#pending;
    if (!pending) return;
    this.#pending = null;
    this.#worker?.terminate();
    this.#worker = null;
    const best = pending.lines[0];
    pending.resolve({
      id: pending.id,
      type: 'bestmove',
      move: best?.pv[0] ?? null,
      moveSan: best?.pvSan[0] ?? null,
      ponder: best?.pv[1] ?? null,
      lines: pending.lines.filter(Boolean),
      stopped: true,
    });
  }

  /** Ends the worker for good (a later search starts a new one). */
  terminate() {
    this.stop();
    this.#worker?.terminate();
    this.#worker = null;
  }
}
