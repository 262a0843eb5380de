// What a board says besides the position: the live region a screen reader reads (a move played,
// what changed, draws that appear), and the error line with the error's stable name.
import { announcedLabels } from '../panels/draw-panel.js';
import { sanToWords } from './words.js';

// The errors with a title of their own (`error.<name>`); the others are titled `error`.
const ERRORS = ['FenError', 'InvalidMove', 'IllegalMove', 'AmbiguousMove', 'GameOver', 'PgnError', 'LoadError', 'Unavailable', 'Editing', 'StorageError'];

export class Notices {
  #ui;
  #toggle = false;
  #lastLabels = '';
  #shown = null; // the error shown (an object of its own), until cleared

  /** `ui`: the element's parts (live, error). */
  constructor(ui) {
    this.#ui = ui;
  }

  /** Reads `text` out; the same words twice in a row are read again. */
  announce(text) {
    this.#toggle = !this.#toggle;
    this.#ui.live.textContent = this.#toggle ? text : `${text}\u00a0`;
  }

  /** Reads out what comes with a new `status`: the move just played (SAN), `announce`, and the
   *  draw labels that were not there before. */
  status(status, { moved = null, announce = null }) {
    const { t } = this.#ui;
    const labels = announcedLabels(status, t).join('. ');
    const parts = [];
    if (moved) parts.push(t('said.moved', { side: t(status.turn === 'white' ? 'side.black' : 'side.white'), move: sanToWords(moved, t) }));
    if (announce) parts.push(announce);
    // While a quiz on the rules is open, the labels would answer it.
    if (labels !== this.#lastLabels && labels && !this.#ui.container.classList.contains('quiz-open')) parts.push(`${labels}.`);
    this.#lastLabels = labels;
    if (parts.length) this.announce(parts.join(' '));
  }

  /** Shows `error` under the board, titled by its name (data-error holds the name). The
   *  titles come with the board's words just after the first verdict: an error before then is
   *  shown when they are in. */
  error(error) {
    const { t } = this.#ui;
    const key = ERRORS.includes(error?.name) ? `error.${error.name}` : 'error';
    const shown = {};
    this.#shown = shown;
    // Its name (data-error) and its words together.
    const write = () => {
      if (this.#shown !== shown) return;
      this.#ui.error.textContent = t('error.line', { title: t(key), message: error?.message ?? error });
      this.#ui.error.dataset.error = error?.name ?? 'Error';
    };
    if (t.has(key)) write();
    else t.need('board').then(write, write);
  }

  clearError() {
    this.#shown = null;
    this.#ui.error.textContent = '';
    delete this.#ui.error.dataset.error;
  }
}
