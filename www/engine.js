// A small client for the engine worker, with promises.
//
//   const engine = new EngineClient();
//   const best = await engine.search({fen, depth: 12}, (info) => console.log(info));
//   engine.stop();   // at once: the worker is terminated and a fresh one starts when needed
//   const proof = await engine.deadPositionProof(fen);   // {dead, reason, white, black}
//
// search() resolves with the worker's {type: "bestmove", move, ponder, moveSan, lines} message
// (or, after stop(), with the best line found so far and `stopped: true`), and rejects with an
// Error carrying the engine's error `name` (FenError, IllegalMove, InvalidArgument, ...).
//
// deadPositionProof() resolves with the wasm deadPositionProof result. Proofs have ids of their
// own and never stop a search, nor a search a proof: stopping a search (which terminates the
// worker) asks the proofs it had not answered yet again of the fresh worker. A proof runs after
// whatever the worker is doing, so a page that analyses while it asks for proofs gives proofs a
// client (a worker) of their own.
//
// `new EngineClient(url, { wasmModule })` hands an already compiled WebAssembly.Module to every
// worker it starts, which then neither downloads nor compiles the wasm again.
export class EngineClient {
  #url;
  #wasmModule;
  #worker = null;
  #nextId = 1;
  #pending = null; // the search: {id, resolve, reject, onInfo, lines}
  #proofs = new Map(); // id -> {message, resolve, reject}

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
    // Proofs asked of a worker that was since terminated are asked again.
    for (const proof of this.#proofs.values()) worker.postMessage(proof.message);
    return worker;
  }

  // The worker, started when there is none.
  #live() {
    this.#worker ??= this.#spawn();
    return this.#worker;
  }

  // Ends the worker; one starts again at once if proofs are still waiting.
  #restart() {
    this.#worker?.terminate();
    this.#worker = null;
    if (this.#proofs.size) this.#live();
  }

  #receive(message) {
    const proof = this.#proofs.get(message.id);
    if (proof) {
      this.#proofs.delete(message.id);
      if (message.type === 'proof') {
        proof.resolve(message.result);
      } else if (message.type === 'error') {
        // A trap inside the wasm (a bug) leaves the worker's engine unusable: start afresh.
        if (message.name === 'RuntimeError') this.#restart();
        proof.reject(Object.assign(new Error(message.message), { name: message.name }));
      }
      return;
    }
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
      if (message.name === 'RuntimeError') this.#restart();
      pending.reject(Object.assign(new Error(message.message), { name: message.name }));
    }
  }

  // The worker could not run at all: every request fails (asking again would fail the same way).
  #fail(name, text) {
    const pending = this.#pending;
    const proofs = [...this.#proofs.values()];
    this.#pending = null;
    this.#proofs.clear();
    this.#worker?.terminate();
    this.#worker = null;
    pending?.reject(Object.assign(new Error(text), { name }));
    for (const proof of proofs) proof.reject(Object.assign(new Error(text), { name }));
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
    const worker = this.#live();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending = { id, resolve, reject, onInfo, lines: [] };
      worker.postMessage({ ...request, id, type: 'search' });
    });
  }

  /**
   * Whether the position `fen` is dead, with the evidence: resolves with `{dead, reason, white,
   * black}` (see the wasm deadPositionProof). `nodes` bounds each side's helpmate search.
   */
  deadPositionProof(fen, { nodes } = {}) {
    const worker = this.#live();
    const id = this.#nextId++;
    const message = { id, type: 'deadPositionProof', fen, nodes };
    return new Promise((resolve, reject) => {
      this.#proofs.set(id, { message, resolve, reject });
      worker.postMessage(message);
    });
  }

  /** Stops the running search at once and resolves it with the best line so far. */
  stop() {
    const pending = this.#pending;
    if (!pending) return;
    this.#pending = null;
    this.#restart();
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

  /** Ends the worker for good (a later request starts a new one); waiting proofs are rejected. */
  terminate() {
    this.stop();
    const proofs = [...this.#proofs.values()];
    this.#proofs.clear();
    this.#worker?.terminate();
    this.#worker = null;
    for (const proof of proofs) proof.reject(Object.assign(new Error('the engine was terminated'), { name: 'Terminated' }));
  }
}
