// The endgame-table worker's client: what the tables say about a position, built the first
// time it is asked for (with progress), kept in IndexedDB, and remembered per position here.
//
//   const tables = new TablebaseClient(null, { wasmModule });
//   const result = await tables.probe(board, fen, (p) => show(p.material, p.table, p.tables, p.fraction), { priority, hosted });
//
// `result` is what the wasm tablebase(fen) returns: {material, wdl, dtm, mate, moves}, with
// `built` the tables built for it, `fetched` those fetched from the site's tables at `hosted`
// (an absolute address of a directory), and `refused` why a hosted table was not used (or
// null); null when every board that asked forgot it before its turn
// came. Requests go to the worker one at a time: the most urgent first (`priority()`, lowest
// first, read each time the worker is free), then the oldest. Failures are Errors with the
// engine's `name`.

import { CACHE_LIMITS, Lru } from './caches.js';

// Positions differ for the tables by placement, side to move, castling and en passant only.
const positionKey = (fen) => fen.trim().split(/\s+/).slice(0, 4).join(' ');

/** The wasm memory a table worker may keep while idle, in bytes. */
export const MEMORY_LIMIT = 32 * 2 ** 20;

export class TablebaseClient {
  #url;
  #wasmModule;
  #worker = null;
  #nextId = 1;
  #waiting = []; // {key, fen, askers: Map who -> {priority, onProgress}, resolve, reject}, in the order asked
  #running = null; // the job the worker is on, with its id
  #answers = new Lru(CACHE_LIMITS.tableAnswers); // position key -> Promise of the result (the most recent: caches.js)

  /** `workerUrl`: another worker script than tablebase-worker.js (tests); `wasmModule`: the
   *  compiled worker module. */
  constructor(workerUrl = null, { wasmModule = null } = {}) {
    this.#url = workerUrl;
    this.#wasmModule = wasmModule;
  }

  /** What the tables say about `fen`, building what is missing; `onProgress` hears the build. */
  probe(who, fen, onProgress = () => {}, { priority = () => 1, hosted = null } = {}) {
    // Boards given other tables' addresses get answers of their own (what was fetched from where).
    const key = `${hosted ?? ''} ${positionKey(fen)}`;
    const known = this.#answers.get(key);
    const job = this.#running?.key === key ? this.#running : this.#waiting.find((j) => j.key === key);
    if (job) job.askers.set(who, { priority, onProgress });
    if (known) return known;
    const answer = new Promise((resolve, reject) => {
      this.#waiting.push({ key, fen, hosted, askers: new Map([[who, { priority, onProgress }]]), resolve, reject });
    });
    this.#answers.set(key, answer);
    // A failure or a forgotten request is not remembered: asking again tries again.
    answer.then((result) => {
      if (!result) this.#answers.delete(key);
    }, () => this.#answers.delete(key));
    this.#next();
    return answer;
  }

  /** Drops what `who` asked: a request no board wants any more is not started. */
  forget(who) {
    for (const job of this.#waiting) job.askers.delete(who);
    const dropped = this.#waiting.filter((job) => job.askers.size === 0);
    this.#waiting = this.#waiting.filter((job) => job.askers.size > 0);
    for (const job of dropped) job.resolve(null);
    // A build under way goes on: its table will be kept for the next visit.
    this.#running?.askers.delete(who);
  }


  /** Ends the worker; answers still awaited fail. */
  terminate() {
    this.#worker?.terminate();
    this.#worker = null;
    const jobs = [...this.#waiting, ...(this.#running ? [this.#running] : [])];
    this.#waiting = [];
    this.#running = null;
    this.#answers.clear();
    for (const job of jobs) job.reject(Object.assign(new Error('the table worker was ended'), { name: 'Aborted' }));
  }

  // Sends the most urgent waiting request when the worker is free.
  #next() {
    if (this.#running || this.#waiting.length === 0) return;
    const urgency = (job) => Math.min(...[...job.askers.values()].map((a) => a.priority()));
    let best = this.#waiting[0];
    for (const job of this.#waiting) if (urgency(job) < urgency(best)) best = job;
    this.#waiting.splice(this.#waiting.indexOf(best), 1);
    best.id = this.#nextId++;
    this.#running = best;
    try {
      this.#live().postMessage({ id: best.id, type: 'probe', fen: best.fen, hosted: best.hosted });
    } catch (error) {
      this.#fail(Object.assign(new Error(error?.message ?? String(error)), { name: error?.name ?? 'WorkerError' }));
    }
  }

  #receive(data) {
    const job = this.#running;
    if (!job || data.id !== job.id) return;
    if (data.type === 'progress') {
      for (const asker of job.askers.values()) asker.onProgress(data);
      return;
    }
    this.#running = null;
    if (data.type === 'result') job.resolve({ ...data.result, built: data.built, fetched: data.fetched, blocks: data.blocks, refused: data.refused });
    else if (data.type === 'error') job.reject(Object.assign(new Error(data.message), { name: data.name }));
    // A build leaves the worker's wasm memory at its peak for good: with nothing waiting, a
    // worker that grew past MEMORY_LIMIT is ended, and the next request starts a fresh one
    // (which reads the tables it needs back from IndexedDB).
    if (data.memory > MEMORY_LIMIT && this.#waiting.length === 0) {
      this.#worker?.terminate();
      this.#worker = null;
    }
    this.#next();
  }

  // The worker could not run: every request fails.
  #fail(error) {
    const jobs = [...this.#waiting, ...(this.#running ? [this.#running] : [])];
    this.#waiting = [];
    this.#running = null;
    this.#answers.clear();
    this.#worker?.terminate();
    this.#worker = null;
    for (const job of jobs) job.reject(error);
  }

  #live() {
    if (this.#worker) return this.#worker;
    // Written out in full so that bundlers (Vite, webpack) find the worker and bundle it.
    const worker = this.#url ? new Worker(this.#url, { type: 'module' }) : new Worker(new URL('./tablebase-worker.js', import.meta.url), { type: 'module' });
    if (this.#wasmModule) worker.postMessage({ type: 'init', module: this.#wasmModule });
    worker.addEventListener('message', ({ data }) => this.#receive(data));
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      this.#fail(Object.assign(new Error(event.message || 'the table worker failed to start'), { name: 'WorkerError' }));
    });
    this.#worker = worker;
    return worker;
  }
}
