// The caches of the page and its workers, each with its bound chosen here, in one place, and
// emptied least recently used first: a board open all day stays small. Stepping back and forth through the game shown
// stays instant, as its positions are the most recently used. Every key is short: a position,
// or a game's history since its last capture or pawn move (GameTree.history), which is all the
// draw rules need and never more than the seventy-five-move rule allows.

/** How many entries each cache keeps. */
export const CACHE_LIMITS = {
  /** Exact statuses (workers/pool.js), 5 to 10 KB each with their mating lines: a game of 400
   *  plies is stepped through without asking again. */
  exactStatuses: 400,
  /** The game review's evaluations (panels/game-review.js), under 1 KB each. */
  evaluations: 2000,
  /** Endgame-table answers (workers/tablebase.js): every move of a position with its result. */
  tableAnswers: 200,
  /** Endgame tables the proof and engine workers hold in their wasm memory (workers/worker.js),
   *  a few MB each: a position needs its own and those its captures and promotions lead into.
   *  (The table worker keeps its own memory under MEMORY_LIMIT: tablebase.js.) */
  workerTables: 12,
  /** Headers and group indexes of a site's block files (workers/hosted-tables.js), a few
   *  hundred bytes each. */
  hostedHeaders: 64,
  /** Groups' tables of block lengths (workers/hosted-tables.js), up to 1 KB each. */
  hostedGroups: 256,
  /** Whole block files kept when a site's server ignores range requests (workers/hosted-tables.js),
   *  at most 16 MiB each (HOSTED_WHOLE_LIMIT there). */
  hostedFiles: 4,
  /** Blocks of a site's tables kept in IndexedDB between visits (workers/tables.js), about a
   *  kilobyte each compressed, 4 or 8 KB raw. */
  storedBlocks: 4096,
  /** Tables a worker built or read that IndexedDB would not keep (workers/tables.js), held in
   *  that worker's memory for the others to ask for: a few MB each. */
  handedTables: 4,
  /** Blocks of a site's tables likewise (workers/tables.js), 4 or 8 KB each. */
  handedBlocks: 512,
};

/** A Map of at most `limit` entries: reading or writing one makes it the most recent, and the
 *  least recent goes when there are too many. */
export class Lru extends Map {
  #limit;

  constructor(limit) {
    super();
    this.#limit = limit;
  }

  get(key) {
    if (!super.has(key)) return undefined;
    const value = super.get(key);
    super.delete(key);
    super.set(key, value);
    return value;
  }

  set(key, value) {
    super.delete(key);
    super.set(key, value);
    if (this.size > this.#limit) super.delete(this.keys().next().value);
    return this;
  }
}
