// The endgame-table worker's client: what the tables say about a position, built the first
// time it is asked for (with progress), kept in IndexedDB, and remembered per position here.
//
//   const tables = new TablebaseClient(undefined, { wasmModule });
//   const result = await tables.probe(fen, (p) => show(p.material, p.table, p.tables, p.fraction));
//
// `result` is what the wasm tablebase(fen) returns: {material, wdl, dtm, mate, moves}, and
// `built` the tables built for it. Failures are Errors with the engine's `name`.

// Positions differ for the tables by placement, side to move, castling and en passant only.
const positionKey = (fen) => fen.trim().split(/\s+/).slice(0, 4).join(' ');

export class TablebaseClient {
  #url;
  #wasmModule;
  #worker = null;
  #nextId = 1;
  #pending = new Map(); // id -> {resolve, reject, onProgress}
  #answers = new Map(); // position key -> Promise of the result

  constructor(workerUrl = new URL('./tablebase-worker.js', import.meta.url), { wasmModule = null } = {}) {
    this.#url = workerUrl;
    this.#wasmModule = wasmModule;
  }

  /** What the tables say about `fen`, building what is missing; `onProgress` hears the build. */
  probe(fen, onProgress = () => {}) {
    const key = positionKey(fen);
    const known = this.#answers.get(key);
    if (known) return known;
    const answer = new Promise((resolve, reject) => {
      const id = this.#nextId++;
      this.#pending.set(id, { resolve, reject, onProgress });
      this.#live().postMessage({ id, type: 'probe', fen });
    });
    this.#answers.set(key, answer);
    // A failure is not remembered: asking again tries again.
    answer.catch(() => this.#answers.delete(key));
    return answer;
  }

  /** Ends the worker; answers still awaited fail. */
  terminate() {
    this.#worker?.terminate();
    this.#worker = null;
    for (const job of this.#pending.values()) job.reject(Object.assign(new Error('the table worker was ended'), { name: 'Aborted' }));
    this.#pending.clear();
    this.#answers.clear();
  }

  #live() {
    if (this.#worker) return this.#worker;
    const worker = new Worker(this.#url, { type: 'module' });
    if (this.#wasmModule) worker.postMessage({ type: 'init', module: this.#wasmModule });
    worker.addEventListener('message', ({ data }) => {
      const job = this.#pending.get(data.id);
      if (!job) return;
      if (data.type === 'progress') {
        job.onProgress(data);
      } else if (data.type === 'result') {
        this.#pending.delete(data.id);
        job.resolve({ ...data.result, built: data.built });
      } else if (data.type === 'error') {
        this.#pending.delete(data.id);
        job.reject(Object.assign(new Error(data.message), { name: data.name }));
      }
    });
    worker.addEventListener('error', (event) => {
      const error = Object.assign(new Error(event.message || 'the table worker failed'), { name: 'WorkerError' });
      for (const job of this.#pending.values()) job.reject(error);
      this.#pending.clear();
      this.#answers.clear();
      this.#worker = null;
    });
    this.#worker = worker;
    return worker;
  }
}
