// The endgame-table panel of one board: where tables cover the position shown (no castling
// rights, at most five men) and the game goes on, the blocks the position needs are read from
// the site's tables, or a table of up to four men is built the first time (in the table worker,
// with progress), then every move is listed with its result. A position of five men whose table
// no site gives gets that said, and nothing guessed.
import { sharedTablebase } from '../workers/pool.js';

// The view's module, loaded the first time a board shows a position the tables cover.
let view = null;
const tableView = () => (view ??= import('./table-view.js'));

/**
 * The address of the site's endgame tables for `board` (a directory holding the manifest.json
 * of `drawboard tablebase build`): its `tables` attribute, else the page's
 * `<meta name="drawboard-tables" content="...">`, resolved against the page; null for none.
 */
export function hostedTables(board) {
  const value = board.getAttribute('tables') ?? document.querySelector('meta[name="drawboard-tables"]')?.content;
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), document.baseURI);
    if (!url.pathname.endsWith('/')) url.pathname += '/';
    return url.href;
  } catch {
    return null;
  }
}

export class TableLookup {
  #ui;
  #who;
  #priority;
  #on;
  #shown = null; // the lookup under way; a newer one makes its answer stale

  /**
   * `ui`: the element's parts (tablebase, tablebaseBody). `who`: the board (its requests are
   * dropped together), `priority`: as in sharedProver.status. `on`: {play(uci), result(result)
   * (for a `tablebase` event)}.
   */
  constructor(ui, { who, priority, on }) {
    this.#ui = ui;
    this.#who = who;
    this.#priority = priority;
    this.#on = on;
  }

  /** Looks up `fen` (`goesOn`: the game is not over there), or hides the panel. */
  show(fen, goesOn) {
    const ui = this.#ui;
    const shown = {};
    this.#shown = shown;
    const hosted = hostedTables(this.#who);
    // Five men are covered only by a site's tables; without one the panel says so (the worker
    // answers at once).
    if (!goesOn || !sharedTablebase.covers(fen, 'five men')) {
      ui.tablebase.hidden = true;
      return;
    }
    ui.tablebase.hidden = false;
    const turn = fen.split(' ')[1] === 'b' ? 'black' : 'white';
    // Renders with the view once it is loaded, if this lookup is still the one shown.
    const render = (options) => Promise.all([tableView(), ui.t.need('panels')]).then(([{ renderTablebase }]) => {
      if (this.#shown === shown) renderTablebase(ui.tablebaseBody, { turn, t: ui.t, ...options });
    });
    render({});
    const progress = (p) => render({ progress: p });
    sharedTablebase.probe(this.#who, fen, progress, { priority: this.#priority, hosted }).then(async (result) => {
      if (!result || this.#shown !== shown) return;
      await render({ result, onPlay: this.#on.play });
      this.#on.result(result);
    }, (error) => render({ error }));
  }

  /** Drops what the board asked (it left the page, or shows another position). */
  forget() {
    this.#shown = null;
    sharedTablebase.forget(this.#who);
  }
}
