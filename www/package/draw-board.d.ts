// Types of the <draw-board> element (draw-board.js). Importing the module defines the element;
// `document.createElement('draw-board')` and `querySelector('draw-board')` are then typed as
// DrawBoardElement through HTMLElementTagNameMap, with its attributes, properties, methods and
// events checked by the compiler.
import type { Status, TreeNode, TableProbe } from './types.js';

export type * from './types.js';

/** The attributes the element reads (and watches: `static observedAttributes`; `side` is read
 *  when a puzzle starts). */
export type DrawBoardAttribute =
  | 'fen'
  | 'moves'
  | 'pgn'
  | 'src'
  | 'game'
  | 'ply'
  | 'orientation'
  | 'analysis'
  | 'review'
  | 'interactive'
  | 'layout'
  | 'panel'
  | 'mode'
  | 'theme'
  | 'coordinates'
  | 'tables'
  | 'save'
  | 'side'
  | 'notation';

/** HTML's global attributes that make sense on the element, and any `data-*` or `aria-*`. */
export type GlobalAttribute =
  | 'class'
  | 'id'
  | 'style'
  | 'slot'
  | 'hidden'
  | 'title'
  | 'lang'
  | 'dir'
  | 'tabindex'
  | 'role'
  | 'inert'
  | 'part'
  | 'exportparts'
  | 'translate'
  | `data-${string}`
  | `aria-${string}`;

/** `on` or `off`; `off`, `false`, `no` and `0` read as off, anything else as on. */
export type OnOff = 'on' | 'off';

/** Each attribute and the values it takes, for frameworks' JSX and templates. */
export interface DrawBoardAttributes {
  /** The starting position as FEN; the standard one when absent. */
  fen?: string;
  /** Moves played from it, UCI or SAN, separated by commas or spaces: `e2e4,e7e5`. */
  moves?: string;
  /** A game as PGN text (PGN text inside the element works the same). */
  pgn?: string;
  /** The address of a PGN file on the same origin. */
  src?: string;
  /** Which game of a PGN with several, from 1. */
  game?: number | `${number}`;
  /** The move of the main line to open on (0, the start, by default). */
  ply?: number | `${number}`;
  /** The side at the bottom; `white` by default. */
  orientation?: 'white' | 'black';
  /** `on` shows the engine panel and its evaluation bar; `off` by default. */
  analysis?: OnOff;
  /** `on` reviews the main line in the background and draws the evaluation graph; follows `analysis` by default. */
  review?: OnOff;
  /** `off` makes a board to look at: the reader steps through the moves but changes nothing; on by default. */
  interactive?: OnOff;
  /** `full` adds FEN/PGN loading, copying and the share link. */
  layout?: 'full';
  /** `full` (the default): the toolbar, the move box and the panels; `compact` (the default when
   *  `interactive` is off): the verdict in one line and a button that opens the rest; `none`: the
   *  board alone, its badges on its corner. */
  panel?: 'full' | 'compact' | 'none';
  /** `edit` opens the board editor on the position shown; `puzzle` asks the reader to find the
   *  lesson's moves; `play` (or absent) is the ordinary board. */
  mode?: 'play' | 'edit' | 'puzzle';
  /** In puzzle mode, the side the reader plays (by default the side of the first move to find). */
  side?: 'white' | 'black';
  /** The board's colours; `brown` by default. */
  theme?: 'brown' | 'green' | 'blue' | 'dark' | 'auto' | `${'brown' | 'green' | 'blue'} ${'dark' | 'auto'}`;
  /** `off` hides the file letters and rank digits; on by default. */
  coordinates?: OnOff;
  /** The address of a folder of endgame tables the site hosts (`drawboard tablebase build`);
   *  `<meta name="drawboard-tables" content="...">` sets it for every board of the page. */
  tables?: string;
  /** A name to keep the game under in this browser (IndexedDB): every change is saved within a
   *  second, and a board with this name and no fen, moves, pgn or src opens the game kept. */
  save?: string;
  /** How moves are shown: `english` SAN (the default, as PGN writes it), `local` (the piece
   *  letters of the board's language: German K D T L S) or `figurine` (♔♕♖♗♘). PGN written out
   *  is English SAN whatever this says. (The board's language is HTML's `lang`: the element's
   *  own, else the nearest one up the document; see the README.) */
  notation?: Notation;
}

/** How the board shows moves. */
export type Notation = 'english' | 'local' | 'figurine';

/** A site's own words for the board: the message for `key` (www/i18n/keys.json lists every key
 *  with its English words) with its `params` filled in, or undefined for the board's own. */
export type Translator = (key: string, params: Readonly<Record<string, string | number | unknown>>) => string | undefined;

/** The detail of the `save` and `restore` events: the lesson kept in this browser. */
export interface DrawBoardLessonDetail {
  /** The `save` attribute's name. */
  id: string;
  /** From the tags (the event, else the players) or the first comment. */
  title: string;
  /** When it was saved, in milliseconds since 1970 (`Date.now()`). */
  savedAt: number;
}

/** The detail of the `edit` event: the editor's position and why it is impossible, if it is. */
export interface DrawBoardEditDetail {
  /** The position set up so far, as FEN. */
  fen: string;
  /** Why it cannot occur (the engine's `FenError` message), or `null` when it can. */
  error: string | null;
}

/** The detail of the `tablebase` event: the tables' answer, and where its tables came from. */
export type DrawBoardTablebaseDetail = TableProbe & {
  /** The tables built to answer (empty when they were kept from before or fetched). */
  built: string[];
  /** The tables whose blocks came from the site's hosted tables (`tables`) for this answer, checked. */
  fetched: string[];
  /** How many blocks came from the site for this answer (0 when they were kept from before). */
  blocks: number;
  /** Why a hosted table was not used (it was built instead), or `null`. */
  refused: string | null;
};

/** The element's events, with HTMLElement's. None bubbles: listen on the element. */
export interface DrawBoardEventMap extends HTMLElementEventMap {
  /** After every change of position: the quick status at once, the exact one when the proof worker has it. */
  status: CustomEvent<Status>;
  /** While the board editor is open, after every edit. */
  edit: CustomEvent<DrawBoardEditDetail>;
  /** When the endgame tables have answered for the position shown (at most four men, or five from a site's tables; no castling rights). */
  tablebase: CustomEvent<DrawBoardTablebaseDetail>;
  /** With the `save` attribute: after each save of the game in this browser. */
  save: CustomEvent<DrawBoardLessonDetail>;
  /** With the `save` attribute: when the board opened the game kept under its name. */
  restore: CustomEvent<DrawBoardLessonDetail>;
  /** Just before the reader replaces the game shown (New game, a FEN or PGN loaded or opened
   *  from a file, the editor's Analyse): a page that keeps lessons may give a new `save` name. */
  newgame: CustomEvent<DrawBoardNewGameDetail>;
  /** In puzzle mode: each try, hint and shown move, and the end. */
  puzzle: CustomEvent<DrawBoardPuzzleDetail>;
  /** When the reader answers a rule quiz (`[%quiz ...]`) on the move shown. */
  quiz: CustomEvent<DrawBoardQuizDetail>;
}

/** The detail of the `puzzle` event. */
export interface DrawBoardPuzzleDetail {
  /** `correct` (a move on the main line, or one just as good), `wrong`, `hint`, `revealed`
   *  (Show the move), or `solved` at the end. */
  result: 'correct' | 'wrong' | 'hint' | 'revealed' | 'solved';
  /** The reader's move in SAN (the lesson's for `revealed` and `solved`; null for `hint`). */
  move: string | null;
  /** The lesson's move in SAN. */
  expected: string | null;
  /** The ply of the lesson's move (1: the first move of the game). */
  ply: number;
  /** With `correct`: the reader's move was another one, just as good (the same table result,
   *  or a mate as short). */
  alternative?: true;
  /** With `hint`: the square shown (the piece's, then where it goes). */
  square?: string;
  /** With `solved`: the moves to find, those found at the first try, hints and moves shown. */
  summary?: { moves: number; firstTry: number; hints: number; revealed: number };
}

/** The detail of the `quiz` event. */
export interface DrawBoardQuizDetail {
  kind: 'claim' | 'flag' | 'dead' | 'mate';
  /** The side asked about: the player to move, the flag that falls, the side that would mate. */
  color: 'white' | 'black';
  /** The question: `claim`, `fide` and `us` (a flag fall under FIDE 6.9 and US Chess 14E),
   *  `dead`, `mate`. */
  question: 'claim' | 'fide' | 'us' | 'dead' | 'mate';
  /** The option the reader chose, and the one the board proved right. */
  answer: string;
  expected: string | null;
  correct: boolean;
  /** The ply of the position asked about. */
  ply: number;
}

/** The detail of the `newgame` event: what replaces the game. */
export interface DrawBoardNewGameDetail {
  reason: 'new' | 'load' | 'file' | 'editor';
}

/**
 * `<draw-board>`: a chess analysis board that says what is and is not a draw, and why. Until
 * `ready` has resolved, `play`, `undo`, `status`, `pgn`, `goto`, `gotoNode`, `tree` and setting
 * `fen` throw an `Error` named `NotReady`.
 */
export declare class DrawBoardElement extends HTMLElement {
  /** The attributes the element watches. */
  static observedAttributes: DrawBoardAttribute[];

  constructor();

  /**
   * Resolves when the page module is loaded, the game read from the attributes and the board
   * drawn. (It stays pending when the page module cannot be loaded: the board then says why.)
   */
  readonly ready: Promise<void>;

  /**
   * The FEN of the position shown (the editor's while it is open). Setting it starts a new game
   * from that position (in the editor: loads it there); throws `FenError` for a bad FEN.
   */
  fen: string;

  /**
   * Plays a move (SAN or UCI) in the position shown and returns it in SAN; a move other than
   * the next one starts a variation. Throws `InvalidMove`, `IllegalMove`, `AmbiguousMove`,
   * `GameOver`, or `Editing` while the editor is open. In puzzle mode the move is a try: it
   * returns a promise of the `puzzle` event's detail (rejected like a move, or with `Puzzle`).
   */
  play(move: string): string | Promise<DrawBoardPuzzleDetail>;

  /**
   * Undoes the last change to the game (a move added, a variation promoted or deleted, a
   * comment); `false` when there is none. Throws `Editing` while the editor is open.
   */
  undo(): boolean;

  /**
   * What the draw rules say about the position shown: the exact status once the proof worker
   * has settled it, the quick one until then. `null` only when the board left the document
   * before its game was first shown.
   */
  status(): Status | null;

  /** The whole game - variations, comments, NAGs and shapes - as PGN. */
  pgn(): string;

  /** Moves from the start to the position shown (0 before `ready`). */
  readonly ply: number;

  /** The main line in SAN, including the moves after the one shown (empty before `ready`). */
  readonly mainLine: string[];

  /** The game's nodes, parents before children, and the id of the one shown. */
  readonly tree: { nodes: TreeNode[]; current: number };

  /**
   * Shows the position after `ply` moves of the line through the position shown (0: the start;
   * past its end, the last). Throws `Editing` while the editor is open.
   */
  goto(ply: number): void;

  /** Shows node `id` (an id from `tree.nodes`). Throws `Editing` while the editor is open. */
  gotoNode(id: number): void;

  /** The side at the bottom (reflects the `orientation` attribute). */
  orientation: 'white' | 'black';

  /** `edit` while the board editor is open (set it to open the editor), `puzzle` while the
   *  reader finds the lesson's moves, `play` otherwise (reflects `mode`). */
  mode: 'play' | 'edit' | 'puzzle';

  /** How moves are shown (reflects `notation`). */
  notation: Notation;

  /** A site's own words, consulted before the board's catalogue for every message; one that
   *  throws or returns a non-string is ignored for that key (one console warning). Setting it
   *  writes the board's words again. */
  translator: Translator | null;

  /** Turns the board around. */
  flip(): void;

  /** Starts the engine (when the analysis panel is on; otherwise does nothing). */
  startAnalysis(): void;

  /** Stops the engine. */
  stopAnalysis(): void;

  /** The address of the analysis board (`index.html` beside draw-board.js) showing this position. */
  shareLink(): string;

  /** Called by the browser when the element is added to a document: loads the page module (once per page) and the game. */
  connectedCallback(): void;

  /** Called by the browser when the element leaves a document: its requests to the workers are dropped, its engine and review stop. */
  disconnectedCallback(): void;

  /** Called by the browser when a watched attribute changes. */
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;

  // Attribute names are checked: a misspelt one is a type error.
  getAttribute(name: DrawBoardAttribute | GlobalAttribute): string | null;
  setAttribute(name: DrawBoardAttribute | GlobalAttribute, value: string): void;
  removeAttribute(name: DrawBoardAttribute | GlobalAttribute): void;
  hasAttribute(name: DrawBoardAttribute | GlobalAttribute): boolean;
  toggleAttribute(name: DrawBoardAttribute | GlobalAttribute, force?: boolean): boolean;

  addEventListener<K extends keyof DrawBoardEventMap>(
    type: K,
    listener: (this: DrawBoardElement, ev: DrawBoardEventMap[K]) => any,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof DrawBoardEventMap>(
    type: K,
    listener: (this: DrawBoardElement, ev: DrawBoardEventMap[K]) => any,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** A SAN move in words for a screen reader: `"Nxf3+"` gives `"knight takes f3, check"`. */
export declare function sanToWords(san: string): string;

declare global {
  interface HTMLElementTagNameMap {
    'draw-board': DrawBoardElement;
  }
}
