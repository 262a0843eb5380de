// The verdict on the position shown: the page module's quick status at once, then, where it
// leaves a question open, the exact status from the proof worker's cache or from the worker
// itself (boards in view are answered first). Each status shown goes to the draw panel, the
// moves the board offers, the proof play-out and the engine panel, the screen reader, and out
// as a `status` event.
import { renderDrawPanel } from '../panels/draw-panel.js';
import { sharedProver } from '../workers/pool.js';
import { groupDests } from './words.js';

export class Verdicts {
  #board;
  #ui;
  #on;
  // The position shown: {fen, history, shownAt}, a new object for each, so that an answer for
  // another one is not shown.
  #shown = null;
  #status = null;
  #pending = false;
  #legal = [];

  /** `board`: the element (what it asks is asked in its name; it dispatches the event). `ui`:
   *  its parts. `on`: {priority() (0 in view), legalMoves() (the moves it may offer), shown(fen,
   *  status, pending) (the play-out, the engine panel and a folded panel follow), notices (element/notices.js)}. */
  constructor(board, ui, on) {
    this.#board = board;
    this.#ui = ui;
    this.#on = on;
  }

  /** The status shown: the exact one once settled, the quick one until then. */
  get status() {
    return this.#status;
  }

  /** The legal moves the board offers, in UCI. */
  get legal() {
    return this.#legal;
  }

  /** Shows the verdict on `model`'s position, its `quick` status first; `moved` (SAN) and
   *  `announce` are read out with it. */
  show(model, quick, { moved = null, announce = null } = {}) {
    const history = model.history();
    const known = quick.settled || quick.outcome !== null ? quick : sharedProver.cached(history);
    const shown = { fen: model.fen(), history, shownAt: performance.now() };
    this.#shown = shown;
    this.#display(known ?? quick, { pending: !known, moved, announce });
    if (!known) {
      this.ask();
      return;
    }
    performance.measure('drawboard-settled', { start: shown.shownAt, end: performance.now() });
    sharedProver.forget(this.#board);
  }

  /** Asks the proof worker for the exact status of the position shown. */
  ask() {
    const shown = this.#shown;
    if (!shown || !this.#board.isConnected) return;
    sharedProver.status(this.#board, shown.history, { priority: this.#on.priority }).then((exact) => {
      if (!exact || this.#shown !== shown) return;
      this.#display(exact, { pending: false });
      performance.measure('drawboard-settled', { start: shown.shownAt, end: performance.now() });
    }, (error) => {
      if (this.#shown !== shown) return;
      this.#display(this.#status, { pending: false });
      this.#on.notices.error(error?.name === 'Unavailable' ? error : Object.assign(new Error(`the analysis failed (${error?.message ?? error})`), { name: error?.name ?? 'Error' }));
    });
  }

  /** A table new to this page: the statuses known so far were made without it. An exact status
   *  stays shown meanwhile (its proofs hold; only the table's verdict is missing) and is asked
   *  again; otherwise `redraw()`. */
  tablesChanged(redraw) {
    if (this.#status?.exact) this.ask();
    else redraw();
  }

  /** Shows the status shown again (in the language now chosen). */
  redraw() {
    if (this.#status) renderDrawPanel(this.#ui.draws, this.#status, this.#ui.t, { pending: this.#pending });
    if (this.#status && this.#shown) this.#on.shown(this.#shown.fen, this.#status, this.#pending);
  }

  /** Drops what was asked: answers still to come are not shown. */
  forget() {
    this.#shown = null;
    sharedProver.forget(this.#board);
  }

  #display(status, { pending, moved = null, announce = null }) {
    this.#status = status;
    this.#pending = pending;
    this.#legal = status.outcome === null ? this.#on.legalMoves() : [];
    this.#ui.view.set({ dests: groupDests(this.#legal) });
    renderDrawPanel(this.#ui.draws, status, this.#ui.t, { pending });
    this.#on.shown(this.#shown.fen, status, pending);
    this.#on.notices.status(status, { moved, announce });
    this.#board.dispatchEvent(new CustomEvent('status', { detail: status }));
  }
}
