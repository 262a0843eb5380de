// A small client for the engine worker, with promises.
//
//   const engine = new EngineClient();
//   const best = await engine.search({fen, depth: 12}, (info) => console.log(info));
//   engine.stop();   // the search answers within about 10 ms, with its best line so far
//   const proof = await engine.deadPositionProof(fen);   // {dead, reasons, white, black}
//
// search() resolves with the worker's {type: "bestmove", move, ponder, moveSan, lines, hashfull,
// worker} message (after stop(), or when a newer search replaced it, with the best line found so
// far and `stopped: true`), and rejects with an Error carrying the engine's error `name`
// (FenError, IllegalMove, InvalidArgument, ...).
//
// The worker searches in slices and reads its messages between them, so stop() only asks it to
// stop: the search's promise resolves when the worker answers, and the worker, with its hash
// table, stays for the next search (which then finds what this one learnt). Should a worker not
// answer a stop within STOP_TIMEOUT_MS (it never should), it is terminated and a fresh one takes
// over: the search resolves with the last line it reported, and `watchdogRestarts` counts it.
// A search stopped before its turn came (the worker was busy with an earlier request) resolves
// at once, with no move.
//
// deadPositionProof() resolves with the wasm deadPositionProof result. Proofs have ids of their
// own and never stop a search, nor a search a proof; a proof runs after whatever the worker is
// doing, so a page that analyses while it asks for proofs gives proofs a client (a worker) of
// their own. Proofs asked of a worker that had to be terminated are asked again of the next.
//
// `new EngineClient(url, { wasmModule })` hands an already compiled WebAssembly.Module to every
// worker it starts, which then neither downloads nor compiles the wasm again.

/** How long a stopped search may take to answer before its worker is terminated. */
export const STOP_TIMEOUT_MS = 1000;

export class EngineClient {
  #url;
  #wasmModule;
  #worker = null;
  #nextId = 1;
  #searches = new Map(); // id -> {id, message, resolve, reject, onInfo, lines, promise, started, stopping, timer}
  #current = null; // the search not asked to stop, if any
  #proofs = new Map(); // id -> {message, resolve, reject}
  #watchdogRestarts = 0;

  /** `workerUrl`: another worker script than worker.js (tests); `wasmModule`: the compiled
   *  worker module, handed to the worker so that it neither downloads nor compiles it. */
  constructor(workerUrl = null, { wasmModule = null } = {}) {
    this.#url = workerUrl;
    this.#wasmModule = wasmModule;
  }

  #spawn() {
    // Written out in full so that bundlers (Vite, webpack) find the worker and bundle it.
    const worker = this.#url ? new Worker(this.#url, { type: 'module' }) : new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event) => this.#receive(event.data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.#fail('WorkerError', event.message || 'the engine worker failed to start');
    });
    if (this.#wasmModule) worker.postMessage({ type: 'init', module: this.#wasmModule });
    return worker;
  }

  // The worker, started when there is none.
  #live() {
    this.#worker ??= this.#spawn();
    return this.#worker;
  }

  // Ends the worker. Searches it was stopping resolve with their last reported line; the search
  // still wanted and the proofs not answered yet are asked again of a fresh worker.
  #restart() {
    this.#worker?.terminate();
    this.#worker = null;
    for (const search of [...this.#searches.values()]) {
      if (search.stopping) this.#settleStopped(search);
    }
    if (this.#current || this.#proofs.size) {
      const worker = this.#live();
      if (this.#current) {
        this.#current.started = false;
        worker.postMessage(this.#current.message);
      }
      for (const proof of this.#proofs.values()) worker.postMessage(proof.message);
    }
  }

  // Resolves a stopped search without the worker's answer: with the last line it reported.
  #settleStopped(search) {
    this.#forget(search);
    const best = search.lines[0];
    search.resolve({
      id: search.id,
      type: 'bestmove',
      move: best?.pv[0] ?? null,
      moveSan: best?.pvSan[0] ?? null,
      ponder: best?.pv[1] ?? null,
      lines: search.lines.filter(Boolean),
      stopped: true,
    });
  }

  #forget(search) {
    clearTimeout(search.timer);
    this.#searches.delete(search.id);
    if (this.#current === search) this.#current = null;
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
    const search = this.#searches.get(message.id);
    if (!search) return;
    if (message.type === 'started') {
      search.started = true;
    } else if (message.type === 'info') {
      // A search asked to stop reports no more.
      if (search.stopping) return;
      search.lines[message.multipv - 1] = message;
      search.onInfo?.(message);
    } else if (message.type === 'bestmove') {
      this.#forget(search);
      search.resolve(message);
    } else if (message.type === 'error') {
      this.#forget(search);
      if (message.name === 'RuntimeError') this.#restart();
      search.reject(Object.assign(new Error(message.message), { name: message.name }));
    }
  }

  // The worker could not run at all: every request fails (asking again would fail the same way).
  #fail(name, text) {
    const searches = [...this.#searches.values()];
    const proofs = [...this.#proofs.values()];
    for (const search of searches) this.#forget(search);
    this.#proofs.clear();
    this.#worker?.terminate();
    this.#worker = null;
    for (const job of [...searches, ...proofs]) job.reject(Object.assign(new Error(text), { name }));
  }


  /** Whether a search is running (and has not been asked to stop). */
  get busy() {
    return this.#current !== null;
  }

  /** How many times a worker did not answer a stop in time and was terminated (never, we hope). */
  get watchdogRestarts() {
    return this.#watchdogRestarts;
  }

  /**
   * Starts a search; a running one is stopped first (it resolves with `stopped: true`).
   * `request` holds fen, and optionally moves (UCI or SAN), depth, nodes, movetimeMs and
   * multiPv (1-5). `onInfo` gets every info message until the search ends or is stopped.
   */
  search(request, onInfo) {
    this.stop();
    const worker = this.#live();
    const id = this.#nextId++;
    const message = { ...request, id, type: 'search' };
    const search = { id, message, onInfo, lines: [], started: false, stopping: false, timer: null };
    search.promise = new Promise((resolve, reject) => {
      search.resolve = resolve;
      search.reject = reject;
    });
    this.#searches.set(id, search);
    this.#current = search;
    worker.postMessage(message);
    return search.promise;
  }

  /**
   * Whether the position `fen` is dead, with the evidence: resolves with `{dead, reasons, white,
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

  /**
   * Stops the running search: it resolves, within about one slice, with the best line so far
   * and `stopped: true`. Returns that search's promise (or one of null when none runs).
   */
  stop() {
    const search = this.#current;
    if (!search) return Promise.resolve(null);
    this.#current = null;
    search.stopping = true;
    this.#worker?.postMessage({ type: 'stop' });
    if (!search.started) {
      // Still waiting behind other requests (a proof may keep the worker busy for a while):
      // it found nothing yet, and the worker will skip it.
      this.#settleStopped(search);
      return search.promise;
    }
    search.timer = setTimeout(() => {
      if (!this.#searches.has(search.id)) return;
      this.#watchdogRestarts += 1;
      this.#restart();
    }, STOP_TIMEOUT_MS);
    return search.promise;
  }

  /** A new game: the worker's hash table forgets what earlier searches learnt. */
  clear() {
    this.#worker?.postMessage({ type: 'clear' });
  }

  /**
   * Ends the worker for good (a later request starts a new one): a running search resolves with
   * its best line so far, waiting proofs are rejected.
   */
  terminate() {
    const searches = [...this.#searches.values()];
    const proofs = [...this.#proofs.values()];
    this.#current = null;
    this.#proofs.clear();
    this.#worker?.terminate();
    this.#worker = null;
    for (const search of searches) this.#settleStopped(search);
    for (const proof of proofs) proof.reject(Object.assign(new Error('the engine was terminated'), { name: 'Terminated' }));
  }
}
