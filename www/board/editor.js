// The board editor: sets up any position by hand. A palette of pieces (click one to pick it, then
// click squares; or drag it onto the board), a delete tool, clear board, start position, flip;
// the side to move, the castling rights the kings and rooks allow and the en-passant squares a
// pawn could just have passed, both offered by the engine (setupChoices); and the FEN, live and
// editable. An impossible position shows the engine's FenError message in place and cannot be
// analysed until it is fixed. The board itself is the element's BoardView in editing mode: it
// reports taps and drags (boardEdit), and this module decides what they do.
import { el, button } from '../element/dom.js';
import { adopt } from '../element/sheets.js';
import { say } from '../i18n/i18n.js';
import { sideName } from '../panels/draw-panel.js';
import { pieceFromLetter, readPlacement, squareName } from './board.js';
import { STANDARD_FEN } from '../model/game-model.js';
import { setupChoices } from '../workers/page-module.js';

const EMPTY_FEN = '8/8/8/8/8/8/8/8 w - - 0 1';
const ROLES = ['king', 'queen', 'rook', 'bishop', 'knight', 'pawn'];
const LETTERS = { king: 'k', queen: 'q', rook: 'r', bishop: 'b', knight: 'n', pawn: 'p' };
// The castling rights in FEN order, each with its side and its message (O-O or O-O-O).
const CASTLING = [['K', 'white', 'editor.castleShort'], ['Q', 'white', 'editor.castleLong'], ['k', 'black', 'editor.castleShort'], ['q', 'black', 'editor.castleLong']];
// A press on a palette piece that moves further than this (CSS pixels) drags it.
const DRAG_THRESHOLD = 4;

const letterOf = ({ color, role }) => (color === 'white' ? LETTERS[role].toUpperCase() : LETTERS[role]);
// The engine's FenError message as a sentence (error messages are the engine's, in English).
const sentence = (message) => `${message[0].toUpperCase()}${message.slice(1)}.`;

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

// A fieldset titled by the message `legend`, of labelled radio buttons or checkboxes, one per
// [value, words] of `items` (`words(t)` the label's); `onChange(input)` after each change.
// Returns {fieldset, inputs, relabel()} (writes the labels again, in the board's language now).
function choiceGroup(t, legend, className, type, items, onChange) {
  const fieldset = el('fieldset', className);
  fieldset.append(say(el('legend'), { text: legend }));
  const labels = [];
  const inputs = items.map(([value, words]) => {
    const input = el('input');
    input.type = type;
    input.name = className;
    input.value = value;
    input.addEventListener('change', () => onChange(input));
    const l = el('label', 'choice');
    const text = document.createTextNode('');
    labels.push([text, words]);
    l.append(input, text);
    fieldset.append(l);
    return input;
  });
  const relabel = () => {
    for (const [text, words] of labels) text.data = ` ${words(t)}`;
  };
  relabel();
  return { fieldset, inputs, relabel };
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
  #t;
  #paletteDrag = null;

  /**
   * Builds the editor's panel (`element`). `squareAt(x, y)` names the board square under a
   * point (for pieces dragged from the palette) and `squareSize()` its size in pixels; `on`
   * holds the handlers change(fen, error) (after every edit, to redraw the board), analyse(fen),
   * cancel() and flip(); `t` is the board's translator (its `edit` part loaded).
   */
  constructor({ squareAt, squareSize, on, t }) {
    this.#squareAt = squareAt;
    this.#squareSize = squareSize;
    this.#on = on;
    this.#t = t;
    this.element = this.#build();
    t.fill(this.element);
    t.watch(() => this.#relabel());
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
    ui.ep.replaceChildren(say(new Option(this.#t('editor.enPassantNone'), '-'), { text: 'editor.enPassantNone' }), ...eps.map((sq) => new Option(sq, sq)));
    ui.ep.value = eps.includes(this.#ep) ? this.#ep : '-';
    ui.ep.disabled = eps.length === 0;
    const fen = this.fen;
    if (this.root?.activeElement !== ui.fen) ui.fen.value = fen;
    const error = this.error;
    ui.error.textContent = error ? sentence(error) : '';
    ui.analyse.disabled = Boolean(error);
    this.#on.change(fen, error);
  }

  get root() {
    return this.element.getRootNode();
  }

  // The words this module wrote itself, in the board's language now (those marked with `say`
  // the element writes again).
  #relabel() {
    const t = this.#t;
    const ui = this.#ui;
    // (aria-label only: a tooltip over the whole panel or palette would be in the way.)
    ui.panel.setAttribute('aria-label', t('editor.title'));
    ui.palette.setAttribute('aria-label', t('editor.palette'));
    for (const group of ui.groups) group.relabel();
  }

  #build() {
    const ui = this.#ui;
    const t = this.#t;
    const panel = ui.panel = el('section', 'panel editor');
    panel.append(say(el('h2'), { text: 'editor.title' }));

    const palette = ui.palette = el('div', 'palette');
    palette.setAttribute('role', 'toolbar');
    ui.tools = [];
    const tool = (letter, text, label, className, content) => {
      const b = button(text, `tool ${className}`, label);
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
        const b = tool(letter, '', `editor.piece.${color}.${role}`, 'piece-tool', el('span', `piece ${color} ${role}`));
        b.addEventListener('pointerdown', (e) => this.#paletteDown(e, letter));
        row.append(b);
      }
      palette.append(row);
    }
    const extra = el('div', 'palette-row');
    extra.append(
      tool(null, 'editor.move', 'editor.move.label', 'move-tool'),
      tool('delete', 'editor.delete', 'editor.delete.label', 'delete-tool'),
    );
    palette.append(extra);
    palette.addEventListener('pointermove', (e) => this.#paletteMove(e));
    palette.addEventListener('pointerup', (e) => this.#paletteUp(e));
    palette.addEventListener('pointercancel', () => this.#paletteEnd());

    const actions = el('div', 'editor-actions');
    const clear = button('editor.clear', 'clear-board');
    const start = button('editor.start', 'start-position');
    const flip = button('editor.flip', 'editor-flip', 'editor.flip.label');
    actions.append(clear, start, flip);
    clear.addEventListener('click', () => this.load(EMPTY_FEN.replace(' w ', ` ${this.#turn} `)));
    start.addEventListener('click', () => this.load(STANDARD_FEN));
    flip.addEventListener('click', () => this.#on.flip());

    const turn = choiceGroup(t, 'editor.turn', 'editor-turn', 'radio', [['w', (t) => sideName(t, 'white')], ['b', (t) => sideName(t, 'black')]], (input) => {
      this.#turn = input.value;
      this.#edited();
    });
    ui.turn = turn.inputs;
    const rights = CASTLING.map(([right, color, key]) => [right, (t) => t(key, { side: sideName(t, color) })]);
    const castling = choiceGroup(t, 'editor.castling', 'editor-castling', 'checkbox', rights, (input) => {
      if (input.checked) this.#wanted.add(input.value);
      else this.#wanted.delete(input.value);
      this.#edited();
    });
    ui.castling = castling.inputs;
    ui.groups = [turn, castling];

    const epLabel = el('label', 'editor-ep');
    ui.ep = el('select', 'ep-select');
    ui.ep.addEventListener('change', () => {
      this.#ep = ui.ep.value;
      this.#edited();
    });
    epLabel.append(say(el('span', 'label-text'), { text: 'editor.enPassant' }), ' ', ui.ep);

    const fenLabel = el('label', 'editor-fen');
    ui.fen = el('input', 'editor-fen-input');
    ui.fen.spellcheck = false;
    ui.fen.autocomplete = 'off';
    ui.fen.setAttribute('autocapitalize', 'off');
    fenLabel.append(say(el('span', 'label-text'), { text: 'editor.fen' }), ui.fen);
    ui.fen.addEventListener('change', () => this.#typedFen(ui.fen.value));
    ui.fen.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') this.#typedFen(ui.fen.value);
    });

    ui.error = el('p', 'editor-error');
    ui.error.setAttribute('role', 'status');

    const finish = el('div', 'editor-finish');
    ui.analyse = button('editor.analyse', 'analyse', 'editor.analyse.label');
    const cancel = button('editor.cancel', 'editor-cancel', 'editor.cancel.label');
    finish.append(ui.analyse, cancel);
    ui.analyse.addEventListener('click', () => {
      if (!this.error) this.#on.analyse(this.fen);
    });
    cancel.addEventListener('click', () => this.#on.cancel());

    const settings = el('div', 'editor-settings');
    settings.append(turn.fieldset, castling.fieldset, epLabel);
    panel.append(palette, actions, settings, fenLabel, ui.error, finish);
    this.#relabel();
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
      this.#ui.error.textContent = sentence(error.message);
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
    t: ui.t,
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
