// The proof worker's client: the exact status of every position a board shows, and mating lines
// on request, computed in a worker of their own so that they never wait behind an engine
// analysis (which can run for an hour) and never stop it.
//
//   const prover = new Prover(null, { wasmModule });
//   const status = await prover.status(board, { startFen, moves, nodes }, { priority });  // null if superseded
//   const proof = await prover.deadPositionProof(board, fen);
//   const evaluation = await prover.ask(panel, { type: 'evaluate', fen });   // any worker.js request
//
// Each asker (a board) has at most one request waiting: a newer one replaces it, and the one it
// replaces resolves with null. Requests run one at a time: the waiting request whose
// `priority()` is lowest goes first (0: a board in view, 1: off-screen, 2: background work; the
// priority is read each time the worker is free, so a board scrolled into view goes next), and
// among equals the one asked first. A
// request that is still running when its asker has moved on is left to finish if it has run for
// less than CUT_OFF_MS (its answer is still worth keeping); after that the worker is ended and a
// fresh one takes the next request. Answers are Status objects as Game.status({exact: true})
// returns them, and results of deadPositionProof; failures are Errors with the engine's `name`.

/** How long a request whose asker has moved on may go on before the worker is ended. */
export const CUT_OFF_MS = 100;

export class Prover {
  #url;
  #wasmModule;
  #worker = null;
  #nextId = 1;
  #running = null; // {id, who, message, resolve, reject, started}
  #waiting = new Map(); // who -> {message, resolve, reject, priority}; a Map keeps the order of asking
  #timer = null;

  /** `workerUrl`: another worker script than worker.js (tests); `wasmModule`: the compiled
   *  worker module, handed to the worker so that it neither downloads nor compiles it. */
  constructor(workerUrl = null, { wasmModule = null } = {}) {
    this.#url = workerUrl;
    this.#wasmModule = wasmModule;
  }

  /**
   * The exact status of the game `startFen` + `moves` (UCI), within `nodes` positions of
   * search. Resolves with null when `who` asks something else before this request started.
   */
  status(who, { startFen, moves = [], nodes }, { priority } = {}) {
    return this.ask(who, { type: 'status', startFen, moves, nodes }, { priority });
  }

  /** Whether `fen` is dead, with the shortest mating lines found (see the wasm deadPositionProof). */
  deadPositionProof(who, fen, { nodes, priority } = {}) {
    return this.ask(who, { type: 'deadPositionProof', fen, nodes }, { priority });
  }


  /** Drops what `who` asked that has not started, and cuts off what is running for it. */
  forget(who) {
    this.#waiting.get(who)?.resolve(null);
    this.#waiting.delete(who);
    if (this.#running?.who === who) this.#cutOffLater();
  }

  /** Ends the worker; every request waiting or running resolves with null. */
  terminate() {
    for (const job of this.#waiting.values()) job.resolve(null);
    this.#waiting.clear();
    this.#running?.resolve(null);
    this.#running = null;
    this.#stopWorker();
  }

  /** Any request worker.js answers (`message` without its id), as `who`, resolving with the
   *  worker's `result` (null when superseded). */
  ask(who, message, { priority = () => 1 } = {}) {
    return new Promise((resolve, reject) => {
      this.#waiting.get(who)?.resolve(null);
      this.#waiting.delete(who);
      this.#waiting.set(who, { message, resolve, reject, priority });
      if (this.#running?.who === who) this.#cutOffLater();
      this.#next();
    });
  }

  // Starts the most urgent waiting request (the oldest of those) when nothing runs.
  #next() {
    if (this.#running || this.#waiting.size === 0) return;
    let who;
    let job;
    let best = Infinity;
    for (const [asker, waiting] of this.#waiting) {
      const priority = waiting.priority();
      if (priority < best) [who, job, best] = [asker, waiting, priority];
    }
    this.#waiting.delete(who);
    const id = this.#nextId++;
    this.#running = { ...job, id, who, started: performance.now() };
    try {
      this.#live().postMessage({ ...job.message, id });
    } catch (error) {
      // A worker refused at once (a Content-Security-Policy may do that).
      this.#failAll(error?.name ?? 'WorkerError', error?.message ?? String(error));
    }
  }

  // A running request that its asker no longer needs is cut off once it has run CUT_OFF_MS.
  #cutOffLater() {
    if (this.#timer !== null) return;
    const running = this.#running;
    const wait = Math.max(0, CUT_OFF_MS - (performance.now() - running.started));
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (this.#running !== running) return;
      this.#running = null;
      running.resolve(null);
      this.#stopWorker();
      this.#next();
    }, wait);
  }

  #live() {
    if (!this.#worker) {
      // Written out in full so that bundlers (Vite, webpack) find the worker and bundle it.
      const worker = this.#url ? new Worker(this.#url, { type: 'module' }) : new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
      worker.addEventListener('message', (event) => this.#receive(event.data));
      worker.addEventListener('error', (event) => {
        event.preventDefault();
        this.#failAll('WorkerError', event.message || 'the proof worker failed to start');
      });
      if (this.#wasmModule) worker.postMessage({ type: 'init', module: this.#wasmModule });
      this.#worker = worker;
    }
    return this.#worker;
  }

  #stopWorker() {
    clearTimeout(this.#timer);
    this.#timer = null;
    this.#worker?.terminate();
    this.#worker = null;
  }

  #receive(message) {
    const running = this.#running;
    if (!running || message.id !== running.id) return;
    if (message.type === 'info') return;
    this.#running = null;
    clearTimeout(this.#timer);
    this.#timer = null;
    if (message.type === 'error') {
      // A trap inside the wasm (a bug) leaves the worker unusable: start afresh.
      if (message.name === 'RuntimeError') this.#stopWorker();
      running.reject(Object.assign(new Error(message.message), { name: message.name }));
    } else {
      running.resolve(message.result);
    }
    this.#next();
  }

  // The worker could not run at all: every request fails (asking again would fail the same way).
  #failAll(name, text) {
    const jobs = [...this.#waiting.values(), ...(this.#running ? [this.#running] : [])];
    this.#waiting.clear();
    this.#running = null;
    this.#stopWorker();
    for (const job of jobs) job.reject(Object.assign(new Error(text), { name }));
  }
}
