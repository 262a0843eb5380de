// The board view: the only module that touches the board's DOM. It knows no chess rules. It
// draws what it is given - {fen, orientation, dests, lastMove, check, arrows} - and reports the
// user's moves through onMove(from, to); legal destinations, check and the last move come from
// the engine. Squares are names ("e4"); CSS hooks are classes (.square.move-dest, .last-move,
// .check, .selected); the pieces are drawn by the stylesheet (.piece.white.knight).
//
//   const view = new BoardView(element, { onMove: (from, to) => ... });
//   view.set({ fen, orientation: 'white', dests: new Map([['e2', ['e3', 'e4']]]), lastMove: ['e7', 'e5'], check: null });
//   const role = await view.choosePromotion('e8', 'white');   // 'q', 'r', 'b', 'n' or null

const FILES = 'abcdefgh';
const ROLES = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };
const PROMOTION_ROLES = ['q', 'n', 'r', 'b'];
const SVG_NS = 'http://www.w3.org/2000/svg';
// A press that moves further than this (in CSS pixels) is a drag, not a click.
const DRAG_THRESHOLD = 4;
let instances = 0;

/** The square's name from file and rank indices 0-7: (4, 3) is "e4". */
export function squareName(file, rank) {
  return FILES[file] + (rank + 1);
}

/**
 * Reads the piece placement (the first FEN field) into a Map from square name to
 * {color: "white"|"black", role: "pawn"|...}. Unknown characters are skipped: the engine has
 * already checked the FEN, the view only draws it.
 */
export function readPlacement(fen) {
  const pieces = new Map();
  const ranks = String(fen).trim().split(/\s+/)[0].split('/');
  ranks.slice(0, 8).forEach((row, index) => {
    const rank = 7 - index;
    let file = 0;
    for (const ch of row) {
      if (ch >= '1' && ch <= '8') {
        file += Number(ch);
      } else if (ROLES[ch.toLowerCase()] && file < 8) {
        pieces.set(squareName(file, rank), {
          color: ch === ch.toUpperCase() ? 'white' : 'black',
          role: ROLES[ch.toLowerCase()],
        });
        file += 1;
      }
    }
  });
  return pieces;
}

const pieceKey = (piece) => (piece ? `${piece.color} ${piece.role}` : '');

export class BoardView {
  #root;
  #grid;
  #rows = [];
  #squares = new Map(); // name -> {el, piece: element|null, key, label}
  #arrowLayer;
  #onMove;
  #idPrefix;
  #state = { fen: null, pieces: new Map(), orientation: 'white', dests: new Map(), lastMove: null, check: null, arrows: [] };
  #orientationDrawn = null;
  #selected = null;
  #cursor = null;
  #press = null; // a pointer press in progress: {from, pointerId, x, y, wasSelected, dragging, ghost}
  #promotion = null; // {overlay, resolve}

  /**
   * Fills `root` (an empty element) with the board. `onMove(from, to)` is called when the user
   * moves a piece to one of its destinations; `label` names the board for screen readers.
   */
  constructor(root, { onMove = () => {}, label = 'Chess board' } = {}) {
    this.#root = root;
    this.#onMove = onMove;
    this.#idPrefix = `db${++instances}-`;
    root.classList.add('board-wrap');

    this.#grid = document.createElement('div');
    this.#grid.className = 'board';
    this.#grid.setAttribute('role', 'grid');
    this.#grid.setAttribute('aria-label', label);
    this.#grid.tabIndex = 0;
    for (let r = 0; r < 8; r++) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'board-row';
      this.#rows.push(row);
    }
    for (let rank = 0; rank < 8; rank++) {
      for (let file = 0; file < 8; file++) {
        const name = squareName(file, rank);
        const el = document.createElement('div');
        el.className = `square ${(file + rank) % 2 ? 'light' : 'dark'}`;
        el.id = this.#idPrefix + name;
        el.dataset.square = name;
        el.setAttribute('role', 'gridcell');
        this.#squares.set(name, { el, piece: null, key: '', label: '' });
      }
    }
    this.#arrowLayer = document.createElementNS(SVG_NS, 'svg');
    this.#arrowLayer.setAttribute('class', 'arrows');
    this.#arrowLayer.setAttribute('viewBox', '0 0 8 8');
    this.#arrowLayer.setAttribute('aria-hidden', 'true');
    root.append(this.#grid, this.#arrowLayer);

    this.#grid.addEventListener('pointerdown', (e) => this.#pointerDown(e));
    this.#grid.addEventListener('pointermove', (e) => this.#pointerMove(e));
    this.#grid.addEventListener('pointerup', (e) => this.#pointerUp(e));
    this.#grid.addEventListener('pointercancel', () => this.#cancelPress());
    this.#grid.addEventListener('lostpointercapture', () => this.#cancelPress());
    this.#grid.addEventListener('keydown', (e) => this.#keyDown(e));
    this.#grid.addEventListener('focus', () => this.#showCursor());
    this.#set({});
  }

  /** The board element that takes keyboard focus. */
  get focusTarget() {
    return this.#grid;
  }

  /**
   * Draws a new state. Any field may be left out to keep its value: `fen` (only the placement
   * is read), `orientation` ("white"/"black"), `dests` (Map from square to destination squares:
   * the pieces that may move now), `lastMove` ([from, to] or null), `check` (square or null),
   * `arrows` ([{from, to, kind}]).
   */
  set(state) {
    this.#set(state);
  }

  #set({ fen, orientation, dests, lastMove, check, arrows }) {
    const s = this.#state;
    if (fen !== undefined && fen !== s.fen) {
      // A promotion chosen for the old position must not be played in the new one.
      this.#closePromotion(null);
      s.fen = fen;
    }
    if (fen !== undefined) s.pieces = readPlacement(fen);
    if (orientation !== undefined) s.orientation = orientation === 'black' ? 'black' : 'white';
    if (dests !== undefined) s.dests = dests;
    if (lastMove !== undefined) s.lastMove = lastMove;
    if (check !== undefined) s.check = check;
    if (arrows !== undefined) s.arrows = arrows;
    if (fen !== undefined || dests !== undefined) {
      // A new position ends any selection whose piece can no longer move.
      if (this.#selected && !s.dests.has(this.#selected)) this.#selected = null;
      if (this.#press && !s.dests.has(this.#press.from)) this.#cancelPress();
    }
    if (this.#orientationDrawn !== s.orientation) this.#layOut();
    this.#paint();
    if (arrows !== undefined || orientation !== undefined) this.#drawArrows();
  }

  /** Draws only the arrows (for engine lines that arrive many times a second). */
  setArrows(arrows) {
    this.#state.arrows = arrows;
    this.#drawArrows();
  }

  // Puts the rows and squares in display order for the orientation, with the coordinates on
  // the bottom rank and the left file.
  #layOut() {
    const white = this.#state.orientation === 'white';
    this.#orientationDrawn = this.#state.orientation;
    this.#rows.forEach((row, r) => {
      const rank = white ? 7 - r : r;
      const cells = [];
      for (let c = 0; c < 8; c++) {
        const file = white ? c : 7 - c;
        const { el } = this.#squares.get(squareName(file, rank));
        for (const coord of el.querySelectorAll('.coord')) coord.remove();
        if (r === 7) el.append(coordinate('file', FILES[file]));
        if (c === 0) el.append(coordinate('rank', String(rank + 1)));
        cells.push(el);
      }
      row.replaceChildren(...cells);
    });
    this.#grid.replaceChildren(...this.#rows);
  }

  #paint() {
    const s = this.#state;
    const targets = this.#selected ? s.dests.get(this.#selected) ?? [] : [];
    for (const [name, sq] of this.#squares) {
      const piece = s.pieces.get(name);
      const key = pieceKey(piece);
      if (key !== sq.key) {
        sq.key = key;
        if (!piece) {
          sq.piece?.remove();
          sq.piece = null;
        } else {
          if (!sq.piece) {
            sq.piece = document.createElement('div');
            sq.el.prepend(sq.piece);
          }
          sq.piece.className = `piece ${key}`;
        }
      }
      const isDest = targets.includes(name);
      const cls = sq.el.classList;
      cls.toggle('move-dest', isDest);
      cls.toggle('occupied', isDest && Boolean(piece));
      cls.toggle('selected', name === this.#selected);
      cls.toggle('last-move', Boolean(s.lastMove && (s.lastMove[0] === name || s.lastMove[1] === name)));
      cls.toggle('check', name === s.check);
      cls.toggle('movable', s.dests.has(name));
      cls.toggle('cursor', name === this.#cursor);
      let label = piece ? `${name}, ${key}` : name;
      if (name === s.check) label += ', in check';
      if (isDest) label += piece ? ', capture' : ', legal move';
      if (label !== sq.label) {
        sq.label = label;
        sq.el.setAttribute('aria-label', label);
      }
      const selected = name === this.#selected ? 'true' : 'false';
      if (sq.el.getAttribute('aria-selected') !== selected) sq.el.setAttribute('aria-selected', selected);
    }
  }

  #drawArrows() {
    const white = this.#state.orientation === 'white';
    const centre = (name) => {
      const file = FILES.indexOf(name[0]);
      const rank = Number(name[1]) - 1;
      return white ? [file + 0.5, 7.5 - rank] : [7.5 - file, rank + 0.5];
    };
    const shapes = [];
    for (const { from, to, kind = 'best' } of this.#state.arrows) {
      if (!this.#squares.has(from) || !this.#squares.has(to) || from === to) continue;
      const path = document.createElementNS(SVG_NS, 'path');
      path.setAttribute('class', `arrow ${kind}`);
      path.setAttribute('d', arrowPath(centre(from), centre(to)));
      path.dataset.from = from;
      path.dataset.to = to;
      shapes.push(path);
    }
    this.#arrowLayer.replaceChildren(...shapes);
  }

  #squareAt(clientX, clientY) {
    const rect = this.#grid.getBoundingClientRect();
    const col = Math.floor(((clientX - rect.left) / rect.width) * 8);
    const row = Math.floor(((clientY - rect.top) / rect.height) * 8);
    if (col < 0 || col > 7 || row < 0 || row > 7) return null;
    return this.#state.orientation === 'white' ? squareName(col, 7 - row) : squareName(7 - col, row);
  }

  // Click-click and drag share one path: a press on a movable piece selects it, a press on one
  // of the selected piece's destinations moves it, and a press that travels is a drag.
  #pointerDown(event) {
    if (event.button !== 0 || this.#promotion) return;
    const square = this.#squareAt(event.clientX, event.clientY);
    if (!square) return;
    if (this.#selected && this.#isDest(this.#selected, square)) {
      // No focus change from this press: a promotion chooser may take the focus.
      event.preventDefault();
      const from = this.#selected;
      this.#select(null);
      this.#onMove(from, square);
      return;
    }
    if (this.#state.dests.has(square)) {
      event.preventDefault();
      const wasSelected = this.#selected === square;
      this.#select(square);
      this.#press = {
        from: square, pointerId: event.pointerId, x: event.clientX, y: event.clientY, wasSelected, dragging: false, ghost: null,
      };
      this.#grid.setPointerCapture?.(event.pointerId);
    } else {
      this.#select(null);
    }
  }

  #pointerMove(event) {
    const press = this.#press;
    if (!press || event.pointerId !== press.pointerId) return;
    if (!press.dragging) {
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_THRESHOLD) return;
      press.dragging = true;
      const sq = this.#squares.get(press.from);
      const size = sq.el.getBoundingClientRect().width;
      press.ghost = document.createElement('div');
      press.ghost.className = `piece ghost ${sq.key}`;
      press.ghost.style.width = `${size}px`;
      press.ghost.style.height = `${size}px`;
      press.size = size;
      sq.el.classList.add('dragging-from');
      this.#root.append(press.ghost);
    }
    const rect = this.#root.getBoundingClientRect();
    const x = event.clientX - rect.left - press.size / 2;
    const y = event.clientY - rect.top - press.size / 2;
    press.ghost.style.transform = `translate(${x}px, ${y}px)`;
    const over = this.#squareAt(event.clientX, event.clientY);
    for (const [name, sq] of this.#squares) sq.el.classList.toggle('drag-over', name === over && this.#isDest(press.from, name));
  }

  #pointerUp(event) {
    const press = this.#press;
    if (!press || event.pointerId !== press.pointerId) return;
    const target = this.#squareAt(event.clientX, event.clientY);
    this.#endPress();
    if (press.dragging) {
      if (target && this.#isDest(press.from, target)) {
        this.#select(null);
        this.#onMove(press.from, target);
      } else if (target !== press.from) {
        this.#select(null);
      }
    } else if (press.wasSelected) {
      // A second click on the selected piece puts it down again.
      this.#select(null);
    }
  }

  #cancelPress() {
    if (this.#press) this.#endPress();
  }

  #endPress() {
    const press = this.#press;
    this.#press = null;
    press.ghost?.remove();
    for (const sq of this.#squares.values()) sq.el.classList.remove('dragging-from', 'drag-over');
    if (this.#grid.hasPointerCapture?.(press.pointerId)) this.#grid.releasePointerCapture(press.pointerId);
  }

  #isDest(from, to) {
    return (this.#state.dests.get(from) ?? []).includes(to);
  }

  #select(square) {
    if (this.#selected === square) return;
    this.#selected = square;
    this.#paint();
  }

  // Keyboard: the arrow keys move a cursor over the squares (as they appear on screen), Enter
  // or Space picks up the piece under it or puts the picked-up piece there, Escape drops it.
  #keyDown(event) {
    if (this.#promotion) {
      if (event.key === 'Escape') this.#closePromotion(null);
      return;
    }
    const steps = { ArrowUp: [0, 1], ArrowDown: [0, -1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    if (steps[event.key] && !event.altKey && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
      event.stopPropagation();
      const sign = this.#state.orientation === 'white' ? 1 : -1;
      const cursor = this.#cursor ?? this.#defaultCursor();
      const file = Math.min(7, Math.max(0, FILES.indexOf(cursor[0]) + steps[event.key][0] * sign));
      const rank = Math.min(7, Math.max(0, Number(cursor[1]) - 1 + steps[event.key][1] * sign));
      this.#moveCursor(squareName(file, rank));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      event.stopPropagation();
      const square = this.#cursor ?? this.#defaultCursor();
      this.#moveCursor(square);
      if (this.#selected && this.#isDest(this.#selected, square)) {
        const from = this.#selected;
        this.#select(null);
        this.#onMove(from, square);
      } else if (this.#selected === square) {
        this.#select(null);
      } else {
        this.#select(this.#state.dests.has(square) ? square : null);
      }
    } else if (event.key === 'Escape' && this.#selected) {
      event.stopPropagation();
      this.#select(null);
    }
  }

  #defaultCursor() {
    return this.#selected ?? (this.#state.orientation === 'white' ? 'e2' : 'e7');
  }

  #showCursor() {
    this.#moveCursor(this.#cursor ?? this.#defaultCursor());
  }

  #moveCursor(square) {
    this.#cursor = square;
    this.#grid.setAttribute('aria-activedescendant', this.#idPrefix + square);
    for (const [name, sq] of this.#squares) sq.el.classList.toggle('cursor', name === square);
  }

  /**
   * Asks which piece a pawn reaching `square` becomes: four buttons over the board in the
   * square's column. Resolves to "q", "r", "b", "n", or null when dismissed (Escape, or a press
   * elsewhere on the board).
   */
  choosePromotion(square, color) {
    this.#closePromotion(null);
    const white = this.#state.orientation === 'white';
    const file = FILES.indexOf(square[0]);
    const rank = Number(square[1]) - 1;
    const col = white ? file : 7 - file;
    const row = white ? 7 - rank : rank;
    const step = row === 0 ? 1 : -1;
    const overlay = document.createElement('div');
    overlay.className = 'promotion';
    overlay.setAttribute('role', 'dialog');
    overlay.setAttribute('aria-label', 'Promote the pawn to');
    const buttons = PROMOTION_ROLES.map((role, i) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'promotion-choice';
      button.dataset.role = role;
      button.setAttribute('aria-label', ROLES[role][0].toUpperCase() + ROLES[role].slice(1));
      button.style.left = `${col * 12.5}%`;
      button.style.top = `${(row + i * step) * 12.5}%`;
      const piece = document.createElement('div');
      piece.className = `piece ${color} ${ROLES[role]}`;
      button.append(piece);
      button.addEventListener('click', (e) => {
        e.stopPropagation();
        this.#closePromotion(role);
      });
      return button;
    });
    overlay.append(...buttons);
    overlay.addEventListener('pointerdown', (e) => {
      if (e.target === overlay) this.#closePromotion(null);
    });
    overlay.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        this.#closePromotion(null);
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
      this.#promotion = { overlay, resolve };
    });
  }

  #closePromotion(role) {
    const promotion = this.#promotion;
    if (!promotion) return;
    this.#promotion = null;
    const hadFocus = promotion.overlay.contains(this.#root.getRootNode().activeElement ?? null);
    promotion.overlay.remove();
    if (hadFocus) this.#grid.focus({ preventScroll: true });
    promotion.resolve(role);
  }
}

function coordinate(kind, text) {
  const span = document.createElement('span');
  span.className = `coord ${kind}`;
  span.setAttribute('aria-hidden', 'true');
  span.textContent = text;
  return span;
}

// An arrow from centre `a` to centre `b` in board units (one square = 1): a shaft and a head,
// one closed path so that it can be filled.
function arrowPath([x1, y1], [x2, y2]) {
  const length = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / length;
  const uy = (y2 - y1) / length;
  const px = -uy;
  const py = ux;
  const shaft = 0.09;
  const headWidth = 0.27;
  const head = 0.42;
  const tip = length - 0.12;
  const start = 0.15;
  const at = (along, across) => `${(x1 + ux * along + px * across).toFixed(3)} ${(y1 + uy * along + py * across).toFixed(3)}`;
  return `M${at(start, shaft)}L${at(tip - head, shaft)}L${at(tip - head, headWidth)}L${at(tip, 0)}`
    + `L${at(tip - head, -headWidth)}L${at(tip - head, -shaft)}L${at(start, -shaft)}Z`;
}
