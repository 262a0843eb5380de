// The board editor: sets up any position by hand. A palette of pieces (click one to pick it, then
// click squares; or drag it onto the board), a delete tool, clear board, start position, flip;
// the side to move, the castling rights the kings and rooks allow and the en-passant squares a
// pawn could just have passed, both offered by the engine (setupChoices); and the FEN, live and
// editable. An impossible position shows the engine's FenError message in place and cannot be
// analysed until it is fixed. The board itself is the element's BoardView in editing mode: it
// reports taps and drags (boardEdit), and this module decides what they do.
import { el, button } from '../element/dom.js';
import { adopt } from '../element/sheets.js';
import { pieceFromLetter, readPlacement, squareName } from './board.js';
import { STANDARD_FEN } from '../model/game-model.js';
import { setupChoices } from '../workers/page-module.js';

const EMPTY_FEN = '8/8/8/8/8/8/8/8 w - - 0 1';
const ROLES = ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'];
const LETTERS = { king: 'k', queen: 'q', rook: 'r', bishop: 'b', knight: 'n', pawn: 'p' };
const CASTLING = [['K', 'White O-O'], ['Q', 'White O-O-O'], ['k', 'Black O-O'], ['q', 'Black O-O-O']];
// A press on a palette piece that moves further than this (CSS pixels) drags it.
const DRAG_THRESHOLD = 4;

const letterOf = ({ color, role }) => (color === 'white' ? LETTERS[role].toUpperCase() : LETTERS[role]);
const title = (text) => text[0].toUpperCase() + text.slice(1);

/** The placement field of a FEN from a Map of square name -> FEN letter. */
export function placementField(pieces) {
  const ranks = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const letter = pieces.get(squareName(file, rank));
      if (!letter) {
        empty += 1;
        continue;
      }
      if (empty) row += empty;
      empty = 0;
      row += letter;
    }
    ranks.push(empty ? row + empty : row);
  }
  return ranks.join('/');
}

// A fieldset of labelled radio buttons or checkboxes, one per [value, label] of `items`;
// `onChange(input)` after each change. Returns {fieldset, inputs}.
function choiceGroup(legend, className, type, items, onChange) {
  const fieldset = el('fieldset', className);
  fieldset.append(el('legend', '', legend));
  const inputs = items.map(([value, label]) => {
    const input = el('input');
    input.type = type;
    input.name = className;
    input.value = value;
    input.addEventListener('change', () => onChange(input));
    const l = el('label', 'choice');
    l.append(input, ` ${label}`);
    fieldset.append(l);
    return input;
  });
  return { fieldset, inputs };
}

export class PositionEditor {
  #pieces = new Map(); // square -> FEN letter
  #turn = 'w';
  #wanted = new Set(); // the castling rights asked for; those the placement allows are kept
  #ep = '-';
  #clocks = '0 1';
  #tool = null; // a FEN letter, 'delete', or null (pieces are moved by dragging)
  #choices = { castling: '', enPassant: [], error: null };
  #fenError = null; // a FEN typed in the field that could not be read
  #on;
  #squareAt;
  #squareSize;
  #ui = {};
  #paletteDrag = null;

  /**
   * Builds the editor's panel (`element`). `squareAt(x, y)` names the board square under a
   * point (for pieces dragged from the palette) and `squareSize()` its size in pixels; `on`
   * holds the handlers change(fen, error) (after every edit, to redraw the board), analyse(fen),
   * cancel() and flip().
   */
  constructor({ squareAt, squareSize, on }) {
    this.#squareAt = squareAt;
    this.#squareSize = squareSize;
    this.#on = on;
    this.element = this.#build();
  }

  /** The FEN of the position being set up. */
  get fen() {
    const ep = this.#choices.enPassant.includes(this.#ep) ? this.#ep : '-';
    const castling = this.#castling() || '-';
    return `${placementField(this.#pieces)} ${this.#turn} ${castling} ${ep} ${this.#clocks}`;
  }

  /** Why the position cannot be analysed (the engine's FenError message), or null. */
  get error() {
    return this.#fenError ?? this.#choices.error;
  }

  /** Starts editing the position `fen` (throws FenError when it cannot be read). */
  load(fen) {
    const choices = setupChoices(fen);
    const fields = fen.trim().split(/\s+/);
    this.#pieces = new Map([...readPlacement(fields[0])].map(([square, piece]) => [square, letterOf(piece)]));
    this.#turn = fields[1];
    // Only the rights the placement allows: the others are not in the FEN shown.
    this.#wanted = new Set([...(fields[2] === '-' ? '' : fields[2])].filter((r) => choices.castling.includes(r)));
    this.#ep = fields[3];
    this.#clocks = `${fields[4] ?? '0'} ${fields[5] ?? '1'}`;
    this.#fenError = null;
    this.#settle(fen.trim(), choices);
  }

  /** What a tap or a drag on the board does: from BoardView's onEdit in editing mode. */
  boardEdit(event) {
    if (event.kind === 'drag') {
      const letter = this.#pieces.get(event.from);
      if (!letter || event.from === event.to) return;
      this.#pieces.delete(event.from);
      if (event.to) this.#place(event.to, letter);
    } else if (event.kind === 'tap') {
      const square = event.square;
      if (this.#tool === 'delete') {
        if (!this.#pieces.delete(square)) return;
      } else if (this.#tool) {
        // The same piece again takes it away, so that a misplaced piece is one click to undo.
        if (this.#pieces.get(square) === this.#tool) this.#pieces.delete(square);
        else this.#place(square, this.#tool);
      } else {
        return;
      }
    } else {
      return;
    }
    this.#edited();
  }

  /** The tool in use: a FEN piece letter, "delete", or null (drag pieces about). */
  get tool() {
    return this.#tool;
  }

  set tool(value) {
    this.#tool = value;
    for (const b of this.#ui.tools) b.setAttribute('aria-pressed', String((b.dataset.tool || null) === value));
  }

  // A side has one king: placing another moves it.
  #place(square, letter) {
    if (letter.toLowerCase() === 'k') {
      for (const [at, other] of this.#pieces) if (other === letter) this.#pieces.delete(at);
    }
    this.#pieces.set(square, letter);
  }

  #castling() {
    return CASTLING.map(([right]) => right).filter((r) => this.#wanted.has(r) && this.#choices.castling.includes(r)).join('');
  }

  // After an edit by hand: ask the engine what it now allows. A position set up by hand has had
  // no moves yet towards the fifty-move rule (the move number is kept).
  #edited() {
    this.#fenError = null;
    this.#clocks = `0 ${this.#clocks.split(' ')[1]}`;
    const { fen } = this;
    this.#settle(fen, setupChoices(fen));
  }

  // Takes the engine's `choices` for the FEN `asked`. A castling right or an en-passant square
  // they do not allow leaves the FEN, which can change the verdict: then the FEN as it now
  // reads is asked again, so that the error shown is that FEN's.
  #settle(asked, choices) {
    this.#choices = choices;
    if (this.fen !== asked) this.#choices = setupChoices(this.fen);
    this.#changed();
  }

  #changed() {
    const ui = this.#ui;
    const choices = this.#choices;
    for (const input of ui.turn) input.checked = input.value === this.#turn;
    for (const input of ui.castling) {
      const possible = choices.castling.includes(input.value);
      input.disabled = !possible;
      input.checked = possible && this.#wanted.has(input.value);
    }
    const eps = choices.enPassant;
    ui.ep.replaceChildren(new Option('none', '-'), ...eps.map((sq) => new Option(sq, sq)));
    ui.ep.value = eps.includes(this.#ep) ? this.#ep : '-';
    ui.ep.disabled = eps.length === 0;
    const fen = this.fen;
    if (this.root?.activeElement !== ui.fen) ui.fen.value = fen;
    const error = this.error;
    ui.error.textContent = error ? `${title(error)}.` : '';
    ui.analyse.disabled = Boolean(error);
    this.#on.change(fen, error);
  }

  get root() {
    return this.element.getRootNode();
  }

  #build() {
    const ui = this.#ui;
    const panel = el('section', 'panel editor');
    panel.setAttribute('aria-label', 'Set up a position');
    panel.append(el('h2', '', 'Set up a position'));

    const palette = el('div', 'palette');
    palette.setAttribute('role', 'toolbar');
    palette.setAttribute('aria-label', 'Pieces: pick one, then click squares or drag it onto the board');
    ui.tools = [];
    const tool = (letter, label, className, content) => {
      const b = button('', `tool ${className}`, label);
      b.dataset.tool = letter ?? '';
      b.setAttribute('aria-pressed', 'false');
      if (content) b.append(content);
      b.addEventListener('click', (event) => {
        // The click the pointer makes at the end of a drop is not a pick; a click by the
        // keyboard (detail 0) always is, even while the drop is being tidied away.
        if (this.#paletteDrag?.dropped && event.detail > 0) return;
        this.tool = this.#tool === letter ? null : letter;
      });
      ui.tools.push(b);
      return b;
    };
    for (const color of ['white', 'black']) {
      const row = el('div', 'palette-row');
      for (const role of ROLES) {
        const letter = letterOf({ color, role });
        const b = tool(letter, `${title(color)} ${role}`, 'piece-tool', el('span', `piece ${color} ${role}`));
        b.addEventListener('pointerdown', (e) => this.#paletteDown(e, letter));
        row.append(b);
      }
      palette.append(row);
    }
    const extra = el('div', 'palette-row');
    extra.append(
      tool(null, 'Move pieces by dragging them', 'move-tool', document.createTextNode('Move')),
      tool('delete', 'Delete: click pieces to remove them', 'delete-tool', document.createTextNode('Delete')),
    );
    palette.append(extra);
    palette.addEventListener('pointermove', (e) => this.#paletteMove(e));
    palette.addEventListener('pointerup', (e) => this.#paletteUp(e));
    palette.addEventListener('pointercancel', () => this.#paletteEnd());

    const actions = el('div', 'editor-actions');
    const clear = button('Clear board', 'clear-board');
    const start = button('Start position', 'start-position');
    const flip = button('Flip', 'editor-flip', 'Flip the board');
    actions.append(clear, start, flip);
    clear.addEventListener('click', () => this.load(EMPTY_FEN.replace(' w ', ` ${this.#turn} `)));
    start.addEventListener('click', () => this.load(STANDARD_FEN));
    flip.addEventListener('click', () => this.#on.flip());

    const turn = choiceGroup('Side to move', 'editor-turn', 'radio', [['w', 'White'], ['b', 'Black']], (input) => {
      this.#turn = input.value;
      this.#edited();
    });
    ui.turn = turn.inputs;
    const castling = choiceGroup('Castling rights', 'editor-castling', 'checkbox', CASTLING, (input) => {
      if (input.checked) this.#wanted.add(input.value);
      else this.#wanted.delete(input.value);
      this.#edited();
    });
    ui.castling = castling.inputs;

    const epLabel = el('label', 'editor-ep');
    ui.ep = el('select', 'ep-select');
    ui.ep.addEventListener('change', () => {
      this.#ep = ui.ep.value;
      this.#edited();
    });
    epLabel.append(el('span', 'label-text', 'En passant '), ui.ep);

    const fenLabel = el('label', 'editor-fen');
    ui.fen = el('input', 'editor-fen-input');
    ui.fen.spellcheck = false;
    ui.fen.autocomplete = 'off';
    ui.fen.setAttribute('autocapitalize', 'off');
    fenLabel.append(el('span', 'label-text', 'FEN'), ui.fen);
    ui.fen.addEventListener('change', () => this.#typedFen(ui.fen.value));
    ui.fen.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') this.#typedFen(ui.fen.value);
    });

    ui.error = el('p', 'editor-error');
    ui.error.setAttribute('role', 'status');

    const finish = el('div', 'editor-finish');
    ui.analyse = button('Analyse', 'analyse', 'Analyse: leave the editor with this position');
    const cancel = button('Cancel', 'editor-cancel', 'Cancel: leave the editor without changing the game');
    finish.append(ui.analyse, cancel);
    ui.analyse.addEventListener('click', () => {
      if (!this.error) this.#on.analyse(this.fen);
    });
    cancel.addEventListener('click', () => this.#on.cancel());

    const settings = el('div', 'editor-settings');
    settings.append(turn.fieldset, castling.fieldset, epLabel);
    panel.append(palette, actions, settings, fenLabel, ui.error, finish);
    return panel;
  }

  // A FEN typed or pasted into the field: loaded if it can be read, its error shown if not.
  #typedFen(text) {
    const fen = text.trim();
    if (!fen || fen === this.fen) {
      // Back to the position shown: an error about what was typed meanwhile goes.
      if (this.#fenError) {
        this.#fenError = null;
        this.#changed();
      }
      return;
    }
    try {
      this.load(fen);
      // The field shows the FEN as the editor reads it (rights it does not allow left out).
      this.#ui.fen.value = this.fen;
    } catch (error) {
      this.#fenError = error.message;
      this.#ui.error.textContent = `${title(error.message)}.`;
      this.#ui.analyse.disabled = true;
    }
  }

  // ---- dragging a piece from the palette onto the board ----------------------------------

  #paletteDown(event, letter) {
    if (event.button !== 0) return;
    this.#paletteDrag = { letter, pointerId: event.pointerId, x: event.clientX, y: event.clientY, ghost: null, dropped: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  }

  #paletteMove(event) {
    const drag = this.#paletteDrag;
    if (!drag || drag.pointerId !== event.pointerId || drag.dropped) return;
    if (!drag.ghost) {
      if (Math.hypot(event.clientX - drag.x, event.clientY - drag.y) < DRAG_THRESHOLD) return;
      const size = this.#squareSize();
      const piece = pieceFromLetter(drag.letter);
      drag.ghost = el('div', `piece palette-ghost ${piece.color} ${piece.role}`);
      drag.ghost.style.width = `${size}px`;
      drag.ghost.style.height = `${size}px`;
      drag.size = size;
      this.element.append(drag.ghost);
    }
    drag.ghost.style.transform = `translate(${event.clientX - drag.size / 2}px, ${event.clientY - drag.size / 2}px)`;
  }

  #paletteUp(event) {
    const drag = this.#paletteDrag;
    if (!drag || drag.pointerId !== event.pointerId) return;
    if (drag.ghost) {
      // A drop, not a click: the click that follows must not pick the tool.
      drag.dropped = true;
      const square = this.#squareAt(event.clientX, event.clientY);
      drag.ghost.remove();
      drag.ghost = null;
      if (square) {
        this.#place(square, drag.letter);
        this.#edited();
      }
      setTimeout(() => this.#paletteEnd(), 0);
    } else {
      this.#paletteEnd();
    }
  }

  #paletteEnd() {
    this.#paletteDrag?.ghost?.remove();
    this.#paletteDrag = null;
  }
}

// Written out in full so that bundlers find the stylesheet and copy it.
const SHEET = new URL('./editor.css', import.meta.url).href;

/**
 * The editor as a `<draw-board>` uses it: built into the element's side panel (`ui.side`), with
 * the element's board view (`ui.view`) as its board, once its stylesheet applies. `on` as for
 * PositionEditor; `change` also redraws the board. Resolves with {fen, load(fen),
 * boardEdit(event), open(fen), close()}.
 */
export async function editorFor(ui, on) {
  await adopt(ui.container.getRootNode(), [SHEET]);
  const editor = new PositionEditor({
    squareAt: (x, y) => ui.view.squareAt(x, y),
    squareSize: () => ui.view.focusTarget.getBoundingClientRect().width / 8,
    on: {
      ...on,
      change: (fen, error) => {
        ui.view.set({ fen });
        on.change(fen, error);
      },
    },
  });
  editor.element.hidden = true;
  ui.side.append(editor.element);
  return {
    get fen() {
      return editor.fen;
    },
    load: (fen) => editor.load(fen),
    boardEdit: (event) => editor.boardEdit(event),
    /** Shows the editor on `fen`; the board shows no moves, shapes or engine arrows meanwhile. */
    open(fen) {
      editor.element.hidden = false;
      ui.container.classList.add('editing');
      ui.view.set({ editing: true, dests: new Map(), lastMove: null, check: null });
      ui.view.setArrows([]);
      editor.load(fen);
      editor.element.querySelector('.tool')?.focus();
    },
    close() {
      ui.container.classList.remove('editing');
      editor.element.hidden = true;
      ui.view.set({ editing: false });
    },
  };
}
