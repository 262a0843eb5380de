// The board view: the only module that touches the board's DOM. It knows no chess rules. It
// draws what it is given - {fen, orientation, dests, lastMove, check, arrows, shapes} - and
// reports the user's moves through onMove(from, to) and the user's arrows and circles through
// onShapes(shapes); legal destinations, check and the last move come from the engine. Squares
// are names ("e4"); CSS hooks are classes (.square.move-dest, .last-move, .check, .selected);
// the pieces are drawn by the stylesheet (.piece.white.knight). When the placement changes, the
// pieces glide to their new squares (board-animation.js, loaded by loadInteraction: until then
// moves are drawn at once); shapes are drawn by board-shapes.js
// and the promotion chooser is board-promotion.js (loaded by loadInteraction too).
//
//   const view = new BoardView(element, { onMove: (from, to) => ..., onShapes: (shapes) => ... });
//   view.set({ fen, orientation: 'white', dests: new Map([['e2', ['e3', 'e4']]]), lastMove: ['e7', 'e5'], check: null });
//   const role = await view.choosePromotion('e8', 'white');   // 'q', 'r', 'b', 'n' or null
//
// The mouse draws shapes with the right button (lichess's modifier keys choose the colour) and
// a left click that neither picks up nor moves a piece clears them; touch and keyboard users switch on `drawing`, where a primary press
// (or Enter on a square, then Enter on another) draws in `brush`'s colour. In `editing` mode
// (the board editor) every square is pressable and presses are reported through onEdit.
import { colorFromKeys, describeShapes, isShape, screenSquare, toggleShape, SHAPE_COLORS } from './board-shapes.js';

// The SVG of arrows and circles (board-drawing.js), loaded once a board has something to draw.
let drawings = null;
let loadingDrawings = null;
const loadDrawings = () => (loadingDrawings ??= import('./board-drawing.js').then((module) => (drawings = module)));

export { describeShapes } from './board-shapes.js';

const FILES = 'abcdefgh';
const ROLES = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };
const SVG_NS = 'http://www.w3.org/2000/svg';
// A press that moves further than this (in CSS pixels) is a drag, not a click.
const DRAG_THRESHOLD = 4;
let instances = 0;

/** The square's name from file and rank indices 0-7: (4, 3) is "e4". */
export function squareName(file, rank) {
  return FILES[file] + (rank + 1);
}

/** The piece a FEN letter stands for ({color, role}; "N" is a white knight), or null. */
export function pieceFromLetter(ch) {
  const role = ROLES[ch.toLowerCase()];
  return role ? { color: ch === ch.toUpperCase() ? 'white' : 'black', role } : null;
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
      } else if (pieceFromLetter(ch) && file < 8) {
        pieces.set(squareName(file, rank), pieceFromLetter(ch));
        file += 1;
      }
    }
  });
  return pieces;
}

const pieceKey = (piece) => (piece ? `${piece.color} ${piece.role}` : '');
const placementOf = (fen) => String(fen).trim().split(/\s+/)[0];

export class BoardView {
  #root;
  #grid;
  #rows = [];
  #squares = new Map(); // name -> {el, piece: element|null, key, label}
  #arrowLayer;
  #shapeGroup; // the user's shapes, in #arrowLayer
  #previewGroup; // the shape being drawn
  #engineGroup; // the engine's arrows
  #shapesText; // the shapes in words, for screen readers
  #coordLayer;
  #onMove;
  #onShapes;
  #onEdit;
  #t;
  #idPrefix;
  #state = { fen: null, pieces: new Map(), orientation: 'white', dests: new Map(), lastMove: null, check: null, arrows: [], shapes: [] };
  #orientationDrawn = null;
  #selected = null;
  #cursor = null;
  // A pointer press in progress: {kind: "move"|"shape"|"edit", from, pointerId, x, y, dragging,
  // ghost, size}, with wasSelected (move) or color (shape).
  #press = null;
  #keyShape = null; // a shape begun with the keyboard in drawing mode: {color, from}
  #drawing = false;
  #brush = 'green';
  #editing = false;
  #animator = null; // pieces gliding (board-animation.js), once loaded
  #animatorLoading = null;
  #dropped = null; // the piece the user just dropped by dragging: {from, to}, to null off the board
  #promotion = null; // the promotion chooser (board-promotion.js), once one has been asked for

  /**
   * Fills `root` (an empty element) with the board. `onMove(from, to)` is called when the user
   * moves a piece to one of its destinations; `onShapes(shapes)` with the whole new list when the
   * user draws or clears arrows and circles; `onEdit(event)` in editing mode with
   * {kind: "tap", square} or {kind: "drag", from, to} (to null: dropped off the board); `t`
   * gives the words that name the board and its squares for screen readers.
   */
  constructor(root, { onMove = () => {}, onShapes = () => {}, onEdit = () => {}, t }) {
    this.#root = root;
    this.#onMove = onMove;
    this.#onShapes = onShapes;
    this.#onEdit = onEdit;
    this.#t = t;
    this.#idPrefix = `db${++instances}-`;
    root.classList.add('board-wrap');

    this.#grid = document.createElement('div');
    this.#grid.className = 'board';
    this.#grid.setAttribute('role', 'grid');
    this.#grid.setAttribute('aria-label', t('board'));
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
    this.#shapeGroup = document.createElementNS(SVG_NS, 'g');
    this.#shapeGroup.setAttribute('class', 'shapes');
    this.#previewGroup = document.createElementNS(SVG_NS, 'g');
    this.#engineGroup = document.createElementNS(SVG_NS, 'g');
    this.#arrowLayer.append(this.#shapeGroup, this.#previewGroup, this.#engineGroup);
    // The shapes in words: the grid's description.
    this.#shapesText = document.createElement('div');
    this.#shapesText.className = 'visually-hidden shapes-text';
    this.#shapesText.id = `${this.#idPrefix}shapes`;
    this.#grid.setAttribute('aria-describedby', this.#shapesText.id);
    root.append(this.#shapesText);
    // The right button draws shapes: no context menu over the board.
    root.addEventListener('contextmenu', (e) => e.preventDefault());
    // The coordinates lie over the squares, not in them: a square's name is its label already.
    this.#coordLayer = document.createElement('div');
    this.#coordLayer.className = 'coords';
    this.#coordLayer.setAttribute('aria-hidden', 'true');
    root.append(this.#grid, this.#coordLayer, this.#arrowLayer);

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
   * `arrows` ([{from, to, kind}]: the engine's), `shapes` ([{color, from, to}]: the user's
   * arrows and circles, colours "green", "red", "yellow", "blue"), `drawing` (true: primary
   * presses and Enter draw shapes in `brush`'s colour instead of moving pieces), `brush`,
   * `editing` (true: free editing, reported through onEdit; no moves, no shapes). A new
   * placement glides the pieces there, unless `animate` is false; any running animation ends
   * first.
   */
  set(state) {
    this.#set(state);
  }

  /** Names the board, its squares and its shapes again (the language changed). */
  relabel() {
    this.#grid.setAttribute('aria-label', this.#t(this.#drawing && !this.#editing ? 'board.drawing' : 'board'));
    for (const sq of this.#squares.values()) sq.label = '';
    this.#paint();
    this.#drawShapes();
  }

  #set({ fen, orientation, dests, lastMove, check, arrows, shapes, drawing, brush, editing, animate = true }) {
    const s = this.#state;
    let before = null; // the placement the pieces glide from
    if (fen !== undefined && fen !== s.fen) {
      // A promotion chosen for the old position must not be played in the new one.
      this.#promotion?.close(null);
      if (animate && s.fen !== null && placementOf(fen) !== placementOf(s.fen)) before = s.pieces;
      s.fen = fen;
    }
    if (fen !== undefined) s.pieces = readPlacement(fen);
    const modeChanged = this.#setMode(drawing, brush, editing);
    if (shapes !== undefined) s.shapes = (Array.isArray(shapes) ? shapes : []).filter(isShape).map(({ color, from, to }) => ({ color, from, to }));
    if (orientation !== undefined) s.orientation = orientation === 'black' ? 'black' : 'white';
    if (dests !== undefined) s.dests = dests;
    if (lastMove !== undefined) s.lastMove = lastMove;
    if (check !== undefined) s.check = check;
    if (arrows !== undefined) s.arrows = arrows;
    if (fen !== undefined || dests !== undefined) {
      // A new position ends any selection whose piece can no longer move.
      if (this.#selected && !s.dests.has(this.#selected)) this.#selected = null;
      if (this.#press?.kind === 'move' && !s.dests.has(this.#press.from)) this.#cancelPress();
    }
    // Input is never kept waiting: the running animation ends before anything else is drawn.
    if (before || this.#orientationDrawn !== s.orientation) this.#animator?.stop();
    if (this.#orientationDrawn !== s.orientation) this.#layOut();
    this.#paint();
    if (before) {
      this.#animator?.play(before, s.pieces, this.#dropped);
      this.#dropped = null;
    }
    if (arrows !== undefined || orientation !== undefined) this.#drawArrows();
    if (shapes !== undefined || orientation !== undefined || modeChanged) this.#drawShapes();
  }

  // Switches between moving pieces, drawing shapes and editing; true when the mode changed. A
  // change of mode drops whatever the user was in the middle of.
  #setMode(drawing, brush, editing) {
    if (SHAPE_COLORS.includes(brush)) {
      this.#brush = brush;
      if (this.#keyShape) this.#keyShape.color = brush;
    }
    const draw = drawing === undefined ? this.#drawing : Boolean(drawing);
    const edit = editing === undefined ? this.#editing : Boolean(editing);
    if (draw === this.#drawing && edit === this.#editing) return false;
    this.#drawing = draw;
    this.#editing = edit;
    this.#promotion?.close(null);
    this.#cancelPress();
    this.#cancelKeyShape();
    this.#selected = null;
    this.#grid.classList.toggle('drawing', draw && !edit);
    this.#grid.classList.toggle('editing', edit);
    this.#grid.setAttribute('aria-label', this.#t(draw && !edit ? 'board.drawing' : 'board'));
    return true;
  }

  /** Draws only the arrows (for engine lines that arrive many times a second). */
  setArrows(arrows) {
    this.#state.arrows = arrows;
    this.#drawArrows();
  }

  /** The square under the viewport point (clientX, clientY), or null off the board. */
  squareAt(clientX, clientY) {
    return this.#squareAt(clientX, clientY);
  }

  /** How many animations (pieces gliding or fading) are running now. */
  get animations() {
    return this.#animator?.count ?? 0;
  }

  /** Loads what the board needs once the reader acts: pieces gliding from one square to the
   *  next (board-animation.js), the promotion chooser (board-promotion.js) and the drawing of
   *  arrows and circles (board-drawing.js). A board shows its
   *  first position without them, so that a page's first diagram waits for less. */
  loadInteraction() {
    this.#animatorLoading ??= Promise.all([import('./board-animation.js'), this.#promotionChooser(), loadDrawings()]).then(([{ PieceAnimator }]) => {
      this.#animator = new PieceAnimator({
        layer: this.#root,
        at: (name) => this.#screenAt(name),
        pieceAt: (name) => this.#squares.get(name)?.piece ?? null,
      });
    });
    return this.#animatorLoading;
  }

  async #promotionChooser() {
    if (!this.#promotion) {
      const { PromotionChooser } = await import('./board-promotion.js');
      this.#promotion ??= new PromotionChooser(this.#root, this.#grid, this.#t);
    }
    return this.#promotion;
  }

  // Puts the rows and squares in display order for the orientation, and the coordinates along
  // the bottom rank (file letters) and the left file (rank digits).
  #layOut() {
    const white = this.#state.orientation === 'white';
    this.#orientationDrawn = this.#state.orientation;
    const coordinates = [];
    this.#rows.forEach((row, r) => {
      const rank = white ? 7 - r : r;
      const cells = [];
      for (let c = 0; c < 8; c++) {
        const file = white ? c : 7 - c;
        const { el } = this.#squares.get(squareName(file, rank));
        if (r === 7) coordinates.push(coordinate('file', FILES[file], c, el));
        if (c === 0) coordinates.push(coordinate('rank', String(rank + 1), r, el));
        cells.push(el);
      }
      row.replaceChildren(...cells);
    });
    this.#grid.replaceChildren(...this.#rows);
    this.#coordLayer.replaceChildren(...coordinates);
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
      cls.toggle('movable', !this.#drawing && !this.#editing && s.dests.has(name));
      cls.toggle('cursor', name === this.#cursor);
      const t = this.#t;
      const label = [name, piece && t(`piece.${piece.color}.${piece.role}`), name === s.check && t('square.check'),
        isDest && t(piece ? 'square.capture' : 'square.legal')].filter(Boolean).join(t('square.sep'));
      if (label !== sq.label) {
        sq.label = label;
        sq.el.setAttribute('aria-label', label);
      }
      const selected = name === this.#selected ? 'true' : 'false';
      if (sq.el.getAttribute('aria-selected') !== selected) sq.el.setAttribute('aria-selected', selected);
    }
  }

  #drawArrows() {
    const { arrows, orientation } = this.#state;
    if (!this.#drawable(arrows)) return;
    this.#engineGroup.replaceChildren(...arrows.map((arrow) => drawings?.engineArrowElement(arrow, orientation)).filter(Boolean));
  }

  // Whether the drawings can be made now: yes with none to make, or once board-drawing.js is
  // in (its loading draws them when it arrives).
  #drawable(list) {
    if (drawings || !list.length) return true;
    loadDrawings().then(() => {
      this.#drawArrows();
      this.#drawShapes();
    });
    return false;
  }

  // The user's shapes, and their description for screen readers (none while editing).
  #drawShapes() {
    const { shapes, orientation } = this.#state;
    const shown = this.#editing ? [] : shapes;
    const text = describeShapes(shown, this.#t);
    if (this.#shapesText.textContent !== text) this.#shapesText.textContent = text;
    if (this.#drawable(shown)) this.#shapeGroup.replaceChildren(...shown.map((shape) => drawings.shapeElement(shape, orientation)));
  }

  // The shape being drawn (null: none).
  #drawPreview(shape) {
    if (shape && drawings) this.#previewGroup.replaceChildren(drawings.shapeElement(shape, this.#state.orientation, { preview: true }));
    else this.#previewGroup.replaceChildren();
  }

  // The user drew `shape`: it is added, recoloured or removed, drawn, and reported.
  #drawShape(shape) {
    this.#changeShapes(toggleShape(this.#state.shapes, shape));
  }

  #changeShapes(shapes) {
    this.#state.shapes = shapes;
    this.#drawShapes();
    this.#onShapes(shapes.map((s) => ({ ...s })));
  }

  // Square `name`'s place on screen: [column, row], 0-7 from the top left.
  #screenAt(name) {
    return screenSquare(name, this.#state.orientation);
  }

  #squareAt(clientX, clientY) {
    const rect = this.#grid.getBoundingClientRect();
    const col = Math.floor(((clientX - rect.left) / rect.width) * 8);
    const row = Math.floor(((clientY - rect.top) / rect.height) * 8);
    if (col < 0 || col > 7 || row < 0 || row > 7) return null;
    return this.#state.orientation === 'white' ? squareName(col, 7 - row) : squareName(7 - col, row);
  }

  // Click-click and drag share one path: a press on a movable piece selects it, a press on one
  // of the selected piece's destinations moves it, and a press that travels is a drag. A left
  // press also clears the user's shapes; the right button (or any press in drawing mode) draws
  // one; in editing mode every press is the editor's.
  #pointerDown(event) {
    if (this.#promotion?.isOpen) return;
    this.#dropped = null;
    const square = this.#squareAt(event.clientX, event.clientY);
    if (!square) return;
    if (this.#editing) {
      if (event.button === 0) this.#startPress(event, 'edit', square);
      return;
    }
    if (event.button === 2 || (event.button === 0 && this.#drawing)) {
      this.#cancelKeyShape();
      const color = event.button === 2 ? colorFromKeys(event) : this.#brush;
      this.#startPress(event, 'shape', square, { color });
      this.#drawPreview({ color, from: square, to: square });
      return;
    }
    if (event.button !== 0) return;
    if (this.#selected && this.#isDest(this.#selected, square)) {
      // No focus change from this press: a promotion chooser may take the focus.
      event.preventDefault();
      const from = this.#selected;
      this.#select(null);
      this.#onMove(from, square);
      return;
    }
    if (this.#state.dests.has(square)) {
      const wasSelected = this.#selected === square;
      this.#select(square);
      this.#startPress(event, 'move', square, { wasSelected });
    } else {
      this.#select(null);
      // A click that neither picks up nor moves a piece clears the shapes (a click that plays
      // a move keeps them: they belong to the move they were drawn on, a teacher's too).
      if (this.#state.shapes.length) this.#changeShapes([]);
    }
  }

  #startPress(event, kind, from, more) {
    event.preventDefault();
    this.#cancelPress();
    this.#press = {
      kind, from, pointerId: event.pointerId, x: event.clientX, y: event.clientY, dragging: false, ghost: null, ...more,
    };
    this.#grid.setPointerCapture?.(event.pointerId);
  }

  #pointerMove(event) {
    const press = this.#press;
    if (!press || event.pointerId !== press.pointerId) return;
    const over = this.#squareAt(event.clientX, event.clientY);
    if (press.kind === 'shape') {
      // Off the board the shape is dropped: no preview there.
      this.#drawPreview(over ? { color: press.color, from: press.from, to: over } : null);
      return;
    }
    if (!press.dragging) {
      if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_THRESHOLD) return;
      press.dragging = true;
      const sq = this.#squares.get(press.from);
      // An empty square (editing) has nothing to carry.
      if (!sq.key) return;
      const size = sq.el.getBoundingClientRect().width;
      press.ghost = document.createElement('div');
      press.ghost.className = `piece ghost ${sq.key}`;
      press.ghost.style.width = `${size}px`;
      press.ghost.style.height = `${size}px`;
      press.size = size;
      sq.el.classList.add('dragging-from');
      this.#root.append(press.ghost);
    }
    if (!press.ghost) return;
    const rect = this.#root.getBoundingClientRect();
    const x = event.clientX - rect.left - press.size / 2;
    const y = event.clientY - rect.top - press.size / 2;
    press.ghost.style.transform = `translate(${x}px, ${y}px)`;
    const edit = press.kind === 'edit';
    for (const [name, sq] of this.#squares) sq.el.classList.toggle('drag-over', name === over && (edit || this.#isDest(press.from, name)));
  }

  #pointerUp(event) {
    const press = this.#press;
    if (!press || event.pointerId !== press.pointerId) return;
    const target = this.#squareAt(event.clientX, event.clientY);
    this.#endPress();
    if (press.kind === 'shape') {
      if (target) this.#drawShape({ color: press.color, from: press.from, to: target });
    } else if (press.kind === 'edit') {
      if (press.ghost) {
        this.#dropped = { from: press.from, to: target };
        this.#onEdit({ kind: 'drag', from: press.from, to: target });
      } else if (!press.dragging || target === press.from) {
        this.#onEdit({ kind: 'tap', square: press.from });
      }
    } else if (press.dragging) {
      if (target && this.#isDest(press.from, target)) {
        this.#select(null);
        this.#dropped = { from: press.from, to: target };
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
    if (press.kind === 'shape') this.#drawPreview(null);
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
  // or Space picks up the piece under it or puts the picked-up piece there, Escape drops it. In
  // drawing mode Enter begins a shape and Enter again ends it (on the same square: a circle);
  // in editing mode Enter taps the square.
  #keyDown(event) {
    if (this.#promotion?.isOpen) {
      if (event.key === 'Escape') this.#promotion.close(null);
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
      if (this.#editing) {
        this.#onEdit({ kind: 'tap', square });
      } else if (this.#drawing) {
        this.#keyShapeAt(square);
      } else if (this.#selected && this.#isDest(this.#selected, square)) {
        const from = this.#selected;
        this.#select(null);
        this.#onMove(from, square);
      } else if (this.#selected === square) {
        this.#select(null);
      } else {
        this.#select(this.#state.dests.has(square) ? square : null);
      }
    } else if (event.key === 'Escape' && this.#keyShape) {
      event.stopPropagation();
      this.#cancelKeyShape();
    } else if (event.key === 'Escape' && this.#selected) {
      event.stopPropagation();
      this.#select(null);
    }
  }

  // Enter in drawing mode: the first press begins a shape at `square`, the second ends it there.
  #keyShapeAt(square) {
    const begun = this.#keyShape;
    if (!begun) {
      this.#keyShape = { color: this.#brush, from: square };
      this.#drawPreview({ ...this.#keyShape, to: square });
      return;
    }
    this.#cancelKeyShape();
    this.#drawShape({ ...begun, to: square });
  }

  #cancelKeyShape() {
    if (!this.#keyShape) return;
    this.#keyShape = null;
    this.#drawPreview(null);
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
    if (this.#keyShape) this.#drawPreview({ ...this.#keyShape, to: square });
  }

  /**
   * Asks which piece a pawn reaching `square` becomes: four buttons over the board in the
   * square's column. Resolves to "q", "r", "b", "n", or null when dismissed (Escape, or a press
   * elsewhere on the board).
   */
  async choosePromotion(square, color) {
    return (await this.#promotionChooser()).open(this.#screenAt(square), color);
  }
}

// A file letter or rank digit for the coordinate layer: `at` is its column (a letter) or row (a
// digit) on screen, and it takes the colour that reads on `square`, the square it lies over.
function coordinate(kind, text, at, square) {
  const span = document.createElement('span');
  span.className = `coord ${kind} on-${square.classList.contains('light') ? 'light' : 'dark'}`;
  span.style.setProperty('--at', String(at));
  span.textContent = text;
  return span;
}
