// The promotion chooser of the board view: four buttons over the board in the promotion
// square's column, from the edge inwards. It knows no chess: the view asks, and it answers with
// a role letter or null.

import { adopt } from '../element/sheets.js';

const ROLE_NAMES = { q: 'queen', n: 'knight', r: 'rook', b: 'bishop' };
// Written out in full so that bundlers find the stylesheet and copy it.
const SHEET = new URL('./promotion.css', import.meta.url).href;

export class PromotionChooser {
  #root;
  #grid;
  #t;
  #open = null; // {overlay, resolve}

  /** `root` is the board's wrapper (the overlay goes in it), `grid` the board that gets the
   *  focus back, `t` the board's words (the chooser's are in its `first` part). */
  constructor(root, grid, t) {
    this.#root = root;
    this.#grid = grid;
    this.#t = t;
    adopt(root.getRootNode(), [SHEET]);
  }

  get isOpen() {
    return this.#open !== null;
  }

  /** Asks for the piece a `color` pawn becomes on the square at [col, row] on screen (0-7
   *  from the top left). Resolves to "q", "n", "r", "b", or null when dismissed (Escape, a
   *  press elsewhere on the board, or another question). */
  open([col, row], color) {
    this.close(null);
    const step = row === 0 ? 1 : -1;
    const overlay = document.createElement('div');
    overlay.className = 'promotion';
    overlay.setAttribute('role', 'dialog');
    // (Its words are written as it opens: a language changed meanwhile applies at the next.)
    overlay.setAttribute('aria-label', this.#t('promotion.title'));
    const buttons = Object.entries(ROLE_NAMES).map(([role, name], i) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'promotion-choice';
      button.dataset.role = role;
      button.setAttribute('aria-label', this.#t(`promotion.${name}`));
      button.style.left = `${col * 12.5}%`;
      button.style.top = `${(row + i * step) * 12.5}%`;
      const piece = document.createElement('div');
      piece.className = `piece ${color} ${name}`;
      button.append(piece);
      button.addEventListener('click', (e) => {
        e.stopPropagation();
        this.close(role);
      });
      return button;
    });
    overlay.append(...buttons);
    overlay.addEventListener('pointerdown', (e) => {
      if (e.target === overlay) this.close(null);
    });
    overlay.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        this.close(null);
      } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        e.stopPropagation();
        const i = buttons.indexOf(e.target);
        const next = (i + ((e.key === 'ArrowDown') === (step === 1) ? 1 : -1) + buttons.length) % buttons.length;
        buttons[next].focus();
      }
    });
    this.#root.append(overlay);
    buttons[0].focus();
    return new Promise((resolve) => {
      this.#open = { overlay, resolve };
    });
  }

  /** Closes the chooser (if open) with the answer `role`. */
  close(role) {
    const open = this.#open;
    if (!open) return;
    this.#open = null;
    const hadFocus = open.overlay.contains(this.#root.getRootNode().activeElement ?? null);
    open.overlay.remove();
    if (hadFocus) this.#grid.focus({ preventScroll: true });
    open.resolve(role);
  }
}
