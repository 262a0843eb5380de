// The page's caches, each with its bound chosen here, in one place, and emptied least recently
// used first: a board open all day stays small. Stepping back and forth through the game shown
// stays instant, as its positions are the most recently used. Every key is short: a position,
// or a game's history since its last capture or pawn move (GameTree.history), which is all the
// draw rules need and never more than the seventy-five-move rule allows.

/** How many entries each cache keeps. */
export const CACHE_LIMITS = {
  /** Exact statuses (workers/pool.js), a few KB each: a long game's positions and a page of
   *  diagrams fit. */
  exactStatuses: 600,
  /** The game review's evaluations (panels/game-review.js), under 1 KB each. */
  evaluations: 2000,
  /** Endgame-table answers (workers/tablebase.js): every move of a position with its result. */
  tableAnswers: 200,
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
