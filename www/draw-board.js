// <draw-board>: a chess analysis board that says what is and is not a draw, and why. One module
// script tag is all a page needs:
//
//   <script type="module" src="drawboard/draw-board.js"></script>
//   <draw-board fen="8/8/8/3k4/8/8/2NKN3/8 w - - 0 1" orientation="white" analysis="off"></draw-board>
//
// The README lists its attributes, properties, methods, events and CSS custom properties (and
// custom-elements.json and draw-board.d.ts in the package give them to editors). After every
// change of position it dispatches `status` (detail: the Status object), `tablebase` when an
// endgame table answers, and `edit` ({fen, error}) while the board editor is open.
//
// The element keeps the state and coordinates its parts: the game model (model/), the views
// (board/, panels/), the DOM (element/layout.js), where games come from (element/loading.js),
// the controls' wiring (element/controls.js), and the workers (workers/pool.js). It fetches the
// page module first and shows the quick verdict; exact verdicts, tables, the engine and the
// audit come from the workers, visible boards first. The editor, the engine panel and the game
// review are loaded when first used. Every rule - legal moves, check, draws - is the engine's.
import { ReviewSlot } from './panels/review-slot.js';
import { TableLookup } from './panels/table-lookup.js';
import { EditorSlot } from './board/editor-slot.js';
import { applyLayout, buildLayout, compactSheet, darkSheet, enableControls } from './element/layout.js';
import { controls, navigationKey } from './element/controls.js';
import { auditGame, gameFromAttributes, gameFromPgn, gameFromText } from './element/loading.js';
import { Notices } from './element/notices.js';
import { Verdicts } from './element/verdicts.js';
import { isVisible, unwatch, watch } from './element/visibility.js';
import { isOn, sanToWords } from './element/words.js';
import { langOf, words } from './i18n/i18n.js';
import { GameModel, STANDARD_FEN } from './model/game-model.js';
import { pageReady } from './workers/page-module.js';
import { sharedProver, tablesChanged } from './workers/pool.js';

export { sanToWords };

// The analysis board beside this module (a variable base, so that bundlers do not take the
// address for an asset of theirs).
const here = import.meta.url;

// The move list's module (panels/move-list.js), loaded just after the first verdict.
let moveLists = null;
let loadingMoveLists = null;
const shareUrl = () => new URL('index.html', here);

// How many boards have started on this page (the first starts without waiting for a task).
let started = 0;

// The boards on the page, told when a `lang` up the document changes (one observer for all).
const boards = new Set();
let langWatch = null;
const watchLang = (board) => {
  boards.add(board);
  langWatch ??= new MutationObserver(() => {
    for (const b of boards) b.dispatchEvent(new Event('drawboard-lang'));
  });
  langWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
};

class DrawBoardElement extends HTMLElement {
  static observedAttributes = ['fen', 'moves', 'pgn', 'src', 'game', 'ply', 'orientation', 'analysis', 'review', 'interactive', 'layout', 'panel', 'mode', 'theme', 'coordinates', 'save', 'lang', 'notation'];

  #ready;
  #resolveReady;
  #rejectReady;
  #started = false;
  #loaded = false;
  #model = null;
  #source = { pgnText: null, games: [], number: 1 }; // the PGN the game came from, if any
  // Who asks the proof worker to read a PGN game, and to list a file's games (apart from the
  // board's statuses, so that neither supersedes the other).
  #reader = {};
  #lister = {};
  #said = (error) => this.#notices.error(error); // shows what an asynchronous step threw
  #reflecting = false;
  #analysis = null; // the engine panel, while analysis is on
  #review; // the game review and its graph (ReviewSlot)
  #editor; // the board editor (EditorSlot)
  #verdicts; // the status shown, quick then exact (Verdicts)
  #notices; // the live region and the error line (Notices)
  #keeper = null; // the lesson kept in this browser (a LessonKeeper), once a save name is given
  #keeperLoading = null;
  #teacher = null; // quizzes, the puzzle and the teacher's panel (lesson/teach.js), once needed
  #teaching = null;
  #host; // what the element's parts may ask of it (controls.js, autosave.js)
  #fresh = false; // a new game: its first position appears without gliding
  // What this board asks of the workers goes first while the reader can see it.
  #priority = () => (isVisible(this) ? 0 : 1);
  #handlers;
  #playOut = null; // the mating line asked for, played out (panels/play-out.js, loaded when first asked)
  #playOutLoading = null;
  #folding = null; // the folded panels (element/compact.js), once panel is not "full"
  #unfolded = false; // a compact panel opened by the reader
  #ioLoading = null; // the panel to load and copy games (element/io-panel.js), once layout="full"
  #tables;
  #ui;
  #t = words(); // the board's words (i18n.js), in the language of its `lang`
  #shown = null; // resolves once the board is styled and its words are in

  constructor() {
    super();
    this.#ready = new Promise((resolve, reject) => {
      this.#resolveReady = resolve;
      this.#rejectReady = reject;
    });
    // A board that could not load says so on the page (and the console says why once): a page
    // that does not await `ready` sees no unhandled rejection.
    this.#ready.catch(() => {});
    this.attachShadow({ mode: 'open' });
    const host = this.#host = {
      element: this,
      t: this.#t,
      model: () => this.#model,
      interactive: () => this.#interactive,
      editing: () => this.#editor.open,
      guard: (action) => this.#guard(action),
      update: (options) => this.#update(options),
      announce: (text) => this.#notices.announce(text),
      renderMoves: (node) => this.#renderMoves(node),
      boardMove: (from, to) => this.#boardMove(from, to),
      tryMove: (text) => this.#tryMove(text, performance.now(), true),
      boardEdit: (event) => this.#editor.boardEdit(event),
      reload: () => {
        this.#notices.clearError();
        this.#loadFromAttributes();
      },
      newGame: () => this.#showGame({ model: GameModel.fromMoves(STANDARD_FEN, []).model }, this.#t('said.newGame'), 'new'),
      load: (text) => this.#loadText(text).catch(this.#said),
      typing: () => this.#keeper?.changed(),
      showGame: (game, announce) => this.#showGame(game, announce),
      error: this.#said,
      openFile: (file) => import('./element/decode.js').then((decode) => decode.fileText(file))
        .then(({ text, encoding }) => this.#loadText(text, file.name, encoding)).catch(this.#said),
      chooseGame: (number) => this.#chooseGame(number).catch(this.#said),
      copy: (text, what) => this.#io().then(({ copyText }) => copyText(this.#ui, text, what)),
      teach: () => this.#teach().then((teacher) => teacher.author()),
    };
    this.#handlers = controls(host);
    this.#ui = buildLayout(this.shadowRoot, this.#handlers, { fen: this.getAttribute('fen') || STANDARD_FEN, orientation: this.orientation, t: this.#t });
    host.ui = this.#ui;
    this.#notices = new Notices(this.#ui);
    this.#verdicts = new Verdicts(this, this.#ui, {
      priority: this.#priority,
      legalMoves: () => (this.#interactive ? this.#model.legalMoves() : []),
      shown: (fen, status, pending) => {
        this.#ui.folded?.show(status, pending);
        if (this.#playOut) this.#playOut.refresh(fen, status);
        else this.#ui.proof.show(status);
        this.#analysis?.setPosition(fen, status, this.#model.history());
      },
      notices: this.#notices,
    });
    this.#editor = new EditorSlot(this.#ui, {
      change: (fen, error) => this.dispatchEvent(new CustomEvent('edit', { detail: { fen, error } })),
      analyse: (fen) => this.#closeEditor(fen),
      cancel: () => this.#closeEditor(null),
      flip: () => this.flip(),
    });
    host.playOut = {
      ask: () => {
        // Said at once, while play-out.js loads the first time.
        if (!this.#playOut) this.#ui.proof.searching();
        this.#playOutLoading ??= Promise.all([import('./panels/play-out.js'), this.#t.need('panels')]).then(([{ ProofPlayOut }]) => (this.#playOut = new ProofPlayOut(this.#ui.proof, {
          t: this.#t,
          fen: () => this.#model.fen(),
          status: () => this.#verdicts.status,
          tryMove: (uci) => this.#tryMove(uci, performance.now()),
        })));
        this.#playOutLoading.then((playOut) => playOut.ask());
      },
      play: () => this.#playOut?.play(),
      pause: () => this.#playOut?.pause(),
    };
    this.#tables = new TableLookup(this.#ui, {
      who: this,
      priority: this.#priority,
      on: {
        play: (uci) => this.#guard(() => this.play(uci)),
        result: (result) => this.dispatchEvent(new CustomEvent('tablebase', { detail: result })),
      },
    });
    // The review waits while the engine analyses, which comes first.
    this.#review = new ReviewSlot(this.#ui, {
      select: this.#handlers.select,
      canRun: () => !this.#analysis?.searching,
      changed: () => this.#renderReview(),
    });
    this.addEventListener('keydown', (event) => navigationKey(event, host));
    this.addEventListener('drawboard-lang', () => this.#started && this.#language());
  }

  // ---- public API ------------------------------------------------------------------------

  /** Resolves when the engine is loaded and the board drawn. */
  get ready() {
    return this.#ready;
  }

  /** The FEN of the position shown. Setting it starts a new game from that position. */
  get fen() {
    if (this.#editor.open) return this.#editor.fen;
    return this.#model ? this.#model.fen() : (this.getAttribute('fen') || STANDARD_FEN);
  }

  set fen(value) {
    // Before the board is ready, the fen attribute says where it will start.
    if (!this.#model) {
      this.setAttribute('fen', String(value));
      return;
    }
    if (this.#editor.open) {
      this.#editor.load(String(value));
      return;
    }
    this.#setModel({ model: GameModel.fromMoves(String(value), []).model });
    this.#reflect('fen', this.#model.startFen);
    this.#reflect('moves', null);
    this.#update({ announce: this.#t('said.newPosition') });
  }

  /** Plays a move (SAN or UCI) in the position shown and returns it in SAN; throws like
   *  GameTree.play. A move other than the next one starts a variation. */
  play(move) {
    this.#requireGame();
    if (this.#teacher?.puzzle) return this.#teacher.puzzle.try(String(move));
    const t0 = performance.now();
    const san = this.#apply(String(move));
    this.#update({ moved: san, t0 });
    return san;
  }

  /** Undoes the last change to the game (a move added, a variation promoted or deleted, a
   *  comment); false when there is none. */
  undo() {
    this.#requireGame();
    this.#requireNoEditor();
    if (!this.#model.undo()) return false;
    this.#update({ announce: this.#t('said.undone') });
    return true;
  }

  /** What the draw rules say about the position shown: the exact status once the proof worker
   *  has settled it, the quick one until then (GameTree.status()). */
  status() {
    this.#requireGame();
    return this.#verdicts.status;
  }

  /** The whole game - variations, comments, NAGs and shapes - as PGN. */
  pgn() {
    this.#requireGame();
    return this.#model.pgn();
  }

  /** Moves from the start to the position shown. */
  get ply() {
    return this.#model?.ply ?? 0;
  }

  /** The main line in SAN (including the moves after the one shown). */
  get mainLine() {
    return this.#model ? this.#model.mainLineSan() : [];
  }

  /** The game's nodes (see GameTree.nodes in the README) and the one shown. */
  get tree() {
    this.#requireGame();
    return { nodes: this.#model.nodes(), current: this.#model.current };
  }

  /** Shows the position after `ply` moves of the line through the position shown (0: the start). */
  goto(ply) {
    this.#requireGame();
    this.#requireNoEditor();
    const before = this.#model.current;
    this.#model.gotoPly(Math.trunc(Number(ply)) || 0);
    if (this.#model.current !== before) this.#announceMove();
  }

  /** Shows node `id` of the game (an id from `tree.nodes`). */
  gotoNode(id) {
    this.#requireGame();
    this.#requireNoEditor();
    if (id === this.#model.current) return;
    this.#model.goto(id);
    this.#announceMove();
  }

  get orientation() {
    return this.getAttribute('orientation') === 'black' ? 'black' : 'white';
  }

  set orientation(value) {
    this.setAttribute('orientation', value === 'black' ? 'black' : 'white');
  }

  /** "edit" while the board editor is open (set it to open the editor on the position shown),
   *  "puzzle" while the reader finds the lesson's moves, "play" otherwise. */
  get mode() {
    const mode = this.getAttribute('mode');
    return mode === 'edit' || mode === 'puzzle' ? mode : 'play';
  }

  set mode(value) {
    if (value === 'edit' || value === 'puzzle') this.setAttribute('mode', value);
    else this.removeAttribute('mode');
  }

  /** How moves are shown: "english" (SAN as PGN writes it, the default), "local" (the piece
   *  letters of the board's language) or "figurine" (♔♕♖♗♘). */
  get notation() {
    const value = this.getAttribute('notation');
    return value === 'local' || value === 'figurine' ? value : 'english';
  }

  set notation(value) {
    this.setAttribute('notation', value === 'local' || value === 'figurine' ? value : 'english');
  }

  /** A site's own words: (key, params) => string, or undefined for the board's own (see the
   *  README for the keys). Setting it writes the board's words again. (Not `translate`: that is
   *  HTML's own property of every element, the translate attribute's boolean.) */
  get translator() {
    return this.#t.translate;
  }

  set translator(value) {
    this.#t.translate = typeof value === 'function' ? value : null;
    if (this.#started) this.#relabel();
  }

  /** Turns the board around. */
  flip() {
    this.orientation = this.orientation === 'white' ? 'black' : 'white';
  }

  /** Starts and stops the engine (when the analysis panel is on). */
  startAnalysis() {
    this.#analysis?.start();
  }

  stopAnalysis() {
    this.#analysis?.stop();
  }

  /** The address of the analysis board (index.html) showing this position. */
  shareLink() {
    const url = shareUrl();
    const start = this.#model?.startFen ?? STANDARD_FEN;
    if (start !== STANDARD_FEN) url.searchParams.set('fen', start);
    const path = this.#model?.pathUci() ?? [];
    if (path.length) url.searchParams.set('moves', path.join(','));
    return url.href;
  }

  // ---- lifecycle ---------------------------------------------------------------------------

  connectedCallback() {
    // Properties a framework set before this element was upgraded hide the class's accessors:
    // they are taken off and set again through them.
    for (const name of ['fen', 'orientation', 'mode', 'notation', 'translator']) {
      if (!Object.hasOwn(this, name)) continue;
      const value = this[name];
      delete this[name];
      this[name] = value;
    }
    watch(this);
    watchLang(this);
    tablesChanged.addEventListener('change', this.#onTablesChanged);
    document.addEventListener('visibilitychange', this.#onHidden);
    this.#applyLayout();
    if (this.#started) {
      // Back on the page (moved, or removed and added again): ask again what was dropped.
      if (this.#loaded) this.#update({});
      this.#language();
      return;
    }
    this.#started = true;
    this.#shown = Promise.all([this.#ui.styled, this.#language(), this.#folding]).then(() => {
      this.#ui.container.hidden = false;
    });
    // A page module that cannot load is said once the board is drawn, on the board as drawn.
    Promise.all([pageReady.then(() => null, (error) => error ?? new Error('unknown')), this.#shown]).then(([error]) => {
      // The page's first board starts at once, each other one in a task of its own: the page
      // paints between them (the first boards are seen before the twentieth has its verdict).
      if (!error) return (started++ ? new Promise((resolve) => setTimeout(resolve)) : Promise.resolve()).then(() => this.#start());
      const failure = error?.name === 'LoadError' ? error : Object.assign(new Error(`the engine could not be loaded (${error?.message ?? error})`), { name: 'LoadError' });
      this.#notices.error(failure);
      this.#rejectReady(failure);
    });
  }

  // Off the page, the board asks nothing: its requests are dropped and its workers' work stops.
  disconnectedCallback() {
    unwatch(this);
    boards.delete(this);
    tablesChanged.removeEventListener('change', this.#onTablesChanged);
    document.removeEventListener('visibilitychange', this.#onHidden);
    this.#keeper?.flush();
    this.#verdicts.forget();
    if (this.#model) sharedProver.forget(this.#model);
    sharedProver.forget(this.#reader);
    sharedProver.forget(this.#lister);
    this.#tables.forget();
    this.#analysis?.stop();
    this.#review.cancel();
    this.#playOut?.pause();
  }

  attributeChangedCallback(name, oldValue, value) {
    if (this.#reflecting || oldValue === value) return;
    if (name === 'lang') {
      if (this.#started) this.#language();
    } else if (name === 'notation') {
      this.#t.notation = this.notation;
      if (this.#started) this.#relabel();
    } else if (name === 'orientation') {
      this.#ui.view.set({ orientation: this.orientation });
      this.#ui.evalBar.classList.toggle('flipped', this.orientation === 'black');
    } else if (['fen', 'moves', 'pgn', 'src', 'game'].includes(name)) {
      // A new game from the attributes replaces the one behind the editor: the editor closes.
      if (this.#loaded) {
        this.#closeEditor(null);
        this.#loadFromAttributes();
      } else if (name === 'fen') {
        this.#ui.view.set({ fen: value || STANDARD_FEN });
      }
    } else if (name === 'save') {
      // At once when the keeper is loaded: a game shown next belongs to the new name.
      if (this.#keeper) this.#keeper.switchTo(value);
      else if (this.#loaded) this.#keep().then((keeper) => keeper.switchTo(value));
    } else if (name === 'ply') {
      if (this.#loaded) this.goto(Number(value) || 0);
    } else if (name === 'mode') {
      if (this.#loaded) this.#applyMode();
    } else {
      if (name === 'theme') darkSheet(this.shadowRoot, value);
      this.#applyLayout();
      // Only the look changes with the theme and the coordinates (the stylesheet has them).
      if (this.#loaded && name !== 'theme' && name !== 'coordinates') this.#update({});
    }
  }

  async #start() {
    await this.#loadFromAttributes();
    this.#loaded = true;
    // The tooltips, what screen readers hear and the notations come just after the first verdict.
    const words = Promise.all([this.#t.need('board'), import('./i18n/notation.js')]).then(([, notations]) => {
      this.#t.notations = notations;
      this.#relabel();
    }, this.#said);
    // The editor open when mode="edit" asks for it; pieces gliding and the promotion chooser
    // from the first move on (the first position did not wait for them). The board is ready
    // once all its words are in too.
    await Promise.all([this.#applyMode().catch(this.#said), this.#ui.view.loadInteraction().catch(() => {}), words, this.#full && this.#io()]);
    performance.mark('drawboard-ready');
    this.#resolveReady();
  }

  async #loadFromAttributes() {
    let failure = null;
    let lesson = null; // the lesson kept under the save name, when the board opens it
    try {
      const id = this.getAttribute('save');
      const keeper = id ? await this.#keep() : null;
      const saved = keeper && await keeper.opening(id).catch((error) => {
        failure = error; // storage that cannot be read: the attributes' game is shown instead
        return null;
      });
      const game = saved ?? await gameFromAttributes(this, this.#reader);
      // In puzzle mode the lesson goes to the puzzle; the board shows the moves found.
      this.#setModel(this.mode === 'puzzle' ? (await this.#teach()).puzzleFrom(game.model) : game);
      failure = game.failure ?? failure;
      lesson = saved?.lesson ?? null;
      keeper?.start(id, lesson);
    } catch (error) {
      failure = error;
      if (!this.#model) this.#setModel({ model: GameModel.fromMoves(STANDARD_FEN, []).model });
    }
    if (!this.isConnected && !this.#loaded) return;
    this.#update({});
    this.#keeper?.resume(lesson);
    if (failure) this.#notices.error(failure);
  }

  // Moves and steps would change the game hidden behind the editor.
  #requireNoEditor() {
    if (this.#editor.open) throw Object.assign(new Error('the board editor is open: press Analyse or Cancel first'), { name: 'Editing' });
  }

  #requireGame() {
    if (!this.#model) throw Object.assign(new Error('the board is not ready yet: await board.ready first'), { name: 'NotReady' });
  }

  // ---- the game ----------------------------------------------------------------------------

  // Shows `game.model` ({model, pgnText, games, number, repairs, auditText, auditGame}: where it
  // came from, what was repaired reading it, and the text it was read from); a PGN's audit is
  // asked of the proof worker, and the games of a PGN not listed yet are listed.
  #setModel({ model, pgnText = null, games = [], number = 1, repairs = [], auditText = null, auditGame: auditNumber = 1 }) {
    // A new game: the review of the old one stops.
    this.#review.cancel();
    this.#model?.free();
    this.#model = model;
    this.#fresh = true;
    const source = { pgnText, games, number, auditText, auditGame: auditNumber };
    this.#source = source;
    // (A game chosen in the picker keeps it shown, and the focus in it.)
    if (games.length < 2) this.#ui.games.hidden = true;
    auditGame(this.#ui, model, source, { priority: this.#priority, shown: () => this.#model === model });
    // The notice of repairs, and the picker of a PGN's games (listed the first time).
    if (pgnText !== null || this.#ui.repairs) {
      Promise.all([import('./element/from-pgn.js'), this.#t.need('edit')]).then(([from]) => from.show(this.#ui, source, repairs, { who: this.#lister, priority: this.#priority, shown: () => this.#source === source }));
    }
  }

  // Shows `game` ({model, failure, pgnText, games, number}) in place of the game shown, saying
  // `announce`; with `replacing` (why: new, load, file) the page hears of it first.
  #showGame(game, announce, replacing = null) {
    if (replacing) this.#replacing(replacing);
    this.#closeEditor(null);
    this.#setModel(game);
    this.#notices.clearError();
    this.#update({ announce });
    if (game.failure) this.#notices.error(game.failure);
  }

  async #chooseGame(number) {
    const { pgnText, games } = this.#source;
    if (pgnText === null) return;
    const game = await gameFromPgn(this.#reader, pgnText, number, { games, entry: games[number - 1] ?? null });
    if (this.#source.pgnText !== pgnText) {
      game.model.free();
      return;
    }
    this.#showGame(game, this.#t('said.gameNumber', { number }));
  }

  // The lesson kept in this browser (element/autosave.js, loaded the first time it is needed).
  #keep() {
    this.#keeperLoading ??= Promise.all([import('./element/autosave.js'), this.#t.need('edit')]).then(([{ LessonKeeper }]) => {
      this.#keeper = new LessonKeeper(this, this.#host);
      return this.#keeper;
    });
    return this.#keeperLoading;
  }

  // The board is about to show another game than the one it shows (New game, a FEN or PGN
  // loaded, the editor's Analyse): a page that keeps lessons may name a new one now.
  #replacing(reason) {
    this.dispatchEvent(new CustomEvent('newgame', { detail: { reason } }));
  }

  // Loads a FEN or a PGN typed, pasted or opened from a file (`file`, its name, and the
  // `encoding` it was read in when not UTF-8) by the user: a game is shown at its end (once the
  // worker module has read it, where it is not standard PGN). Text that holds no game leaves
  // the game shown as it is.
  async #loadText(text, file = null, encoding = null) {
    if (!text.trim()) return;
    const game = await gameFromText(this.#reader, text);
    const t = this.#t;
    this.#showGame(game, t(game.kind === 'fen' ? 'said.position' : 'said.gameLoaded'), file ? 'file' : 'load');
    const said = t(...game.said);
    if (this.#ui.ioStatus) this.#ui.ioStatus.textContent = !file ? said : t(encoding ? 'said.fileEncoding' : 'said.file', { said, file, encoding });
    const start = this.#model.startFen;
    this.#reflect('fen', start === STANDARD_FEN ? null : start);
    const path = this.#model.pathUci();
    this.#reflect('moves', path.length ? path.join(',') : null);
  }

  // ---- the board editor ------------------------------------------------------------------

  // Opens or closes the editor to match the mode attribute (editor.js is loaded the first time).
  async #applyMode() {
    if (this.mode === 'puzzle' || this.#teacher?.puzzle) (await this.#teach()).mode(this.mode === 'puzzle');
    const wanted = () => this.mode === 'edit' && this.#interactive;
    if (!wanted()) {
      this.#closeEditor(null);
      return;
    }
    if (!(await this.#editor.openOn(() => this.#model.fen(), wanted))) return;
    // Answers still coming for the game's position are not for the editor's.
    this.#verdicts.forget();
    this.#analysis?.stop();
    this.#playOut?.pause();
    this.#notices.clearError();
    this.#notices.announce(this.#t('said.editor'));
  }

  // Leaves the editor: with `fen`, a new game from that position; with null, back to the game.
  #closeEditor(fen) {
    if (!this.#editor.close()) return;
    this.#reflect('mode', null);
    this.#notices.clearError();
    if (fen) {
      this.#replacing('editor');
      this.fen = fen;
    } else {
      this.#update({ announce: this.#t('said.editorClosed') });
    }
    this.#ui.view.focusTarget.focus({ preventScroll: true });
  }

  // ---- moves -------------------------------------------------------------------------------

  // Plays a move at the position shown: the next move of the line just steps forward; another
  // move starts a variation.
  #apply(text) {
    this.#requireNoEditor();
    // A position the proof worker proved dead has ended the game, though the quick status
    // (which only knows the quick proofs) would go on.
    const outcome = this.#verdicts.status?.outcome;
    if (outcome) {
      throw Object.assign(new Error(`the game is over (${outcome.reason === 'deadPosition' ? 'dead position' : outcome.reason}); take a move back to go on`), { name: 'GameOver' });
    }
    return this.#model.play(text).san;
  }

  #boardMove(from, to) {
    const t0 = performance.now();
    const candidates = this.#verdicts.legal.filter((uci) => uci.startsWith(from + to));
    if (candidates.length === 0) return;
    if (candidates.length === 1) {
      this.#tryMove(candidates[0], t0);
      return;
    }
    // Several moves from one square to another are promotions: ask which piece.
    this.#ui.view.choosePromotion(to, this.#verdicts.status.turn).then((role) => {
      if (role) this.#tryMove(from + to + role, performance.now());
    });
  }

  // Plays `text` (UCI from the board, or a move `typed`: SAN with English letters, the
  // language's or figurines; the language's reading goes first where both are moves).
  #tryMove(text, t0, typed = false) {
    const local = typed ? this.#t.readSan(text) : null;
    if (this.#teacher?.puzzle) return this.#teacher.puzzle.tryFromBoard(local ?? text);
    try {
      let san;
      try {
        san = this.#apply(local ?? text);
      } catch (error) {
        if (!local || error.name === 'GameOver' || error.name === 'Editing') throw error;
        try {
          san = this.#apply(text);
        } catch {
          throw error;
        }
      }
      this.#update({ moved: san, t0 });
      return true;
    } catch (error) {
      this.#notices.error(error);
      return false;
    }
  }

  #announceMove() {
    const node = this.#model.node(this.#model.current);
    this.#update({ announce: node.parent === null ? this.#t('said.start') : this.#t('said.after', { move: `${node.moveNumber}${node.white ? '.' : '...'} ${node.san}` }) });
  }

  // ---- drawing -----------------------------------------------------------------------------

  // Redraws everything after a change of position. `moved` is the SAN of a move just played
  // (announced, and timed from `t0` for the performance measure). The quick status is shown at
  // once; where it leaves a question open, the exact status follows from the proof worker.
  #update({ moved = null, announce = null, t0 = null }) {
    if (this.#editor.open || !this.#model) return;
    const model = this.#model;
    const fen = model.fen();
    const quick = model.status();
    const node = model.node(model.current);
    // A quiz on the move shown: what would answer it stays hidden (lesson/teach.js).
    const quiz = node.commands.some((command) => command[0] === 'quiz');
    this.#ui.container.classList.toggle('quiz-open', quiz);
    if (quiz) this.#teach().catch(this.#said);
    const last = node.uci && node.uci !== '0000' ? node.uci : null;
    this.#ui.view.set({
      fen,
      orientation: this.orientation,
      lastMove: last ? [last.slice(0, 2), last.slice(2, 4)] : null,
      check: quick.checkSquare,
      shapes: node.shapes,
      animate: !this.#fresh,
    });
    this.#fresh = false;
    this.#verdicts.show(model, quick, { moved, announce });
    if (!this.#loaded) performance.mark('drawboard-quick-verdict');
    // A board off the page asks the workers nothing (it asks again when it is back).
    if (this.isConnected) this.#tables.show(fen, quick.outcome === null);
    this.#renderMoves(node);
    this.#renderReview();
    if (this.#ui.fenOut) this.#ui.fenOut.textContent = fen;
    if (moved) this.#notices.clearError();
    if (t0 !== null) performance.measure('drawboard-move', { start: t0, end: performance.now() });
  }

  // A table new to this page: what was shown was made without it.
  #onTablesChanged = () => {
    this.#review.tablesChanged();
    if (this.#loaded && !this.#editor.open) this.#verdicts.tablesChanged(() => this.#update({}));
  };

  #renderMoves(node) {
    const ui = this.#ui;
    enableControls(ui, this.#model, node);
    if (!moveLists) {
      loadingMoveLists ??= import('./panels/move-list.js').then(async (module) => {
        await module.movesSheet(this.shadowRoot);
        moveLists = module;
      });
      loadingMoveLists.then(() => this.#model && this.#redrawMoves(), this.#said);
      return;
    }
    if (!ui.moveList) {
      ui.moveList = new moveLists.MoveList(ui.moveListElement, { onSelect: this.#handlers.select, t: this.#t });
      moveLists.movesSheet(this.shadowRoot);
    }
    moveLists.renderMoves(ui, this.#model, node);
    this.#keeper?.changed();
  }

  // The lesson's parts; where they could not load (the network failed, the page was left), the
  // next call tries again.
  #teach() {
    this.#teaching ??= Promise.all([import('./lesson/teach.js'), this.#t.need('lesson')]).then(([{ teacher }]) => teacher(this.#host)).then((teacher) => (this.#teacher = teacher), (error) => {
      this.#teaching = null;
      throw error;
    });
    return this.#teaching;
  }

  // A page being hidden may never come back (a closed tab, a phone discarding it): save now.
  #onHidden = () => {
    if (document.visibilityState === 'hidden') this.#keeper?.flush();
  };

  #renderReview() {
    this.#review.render(this.#model, this.#reviewOn);
  }

  #guard(action) {
    try {
      action();
    } catch (error) {
      this.#notices.error(error);
    }
  }

  get #interactive() {
    return isOn(this.getAttribute('interactive'), true);
  }

  // The review is on where the engine panel is, unless the review attribute says otherwise.
  get #reviewOn() {
    return isOn(this.getAttribute('review'), isOn(this.getAttribute('analysis'), false));
  }

  get #full() {
    return this.getAttribute('layout') === 'full';
  }

  // The panel to load and copy games, built the first time it is shown (with its words).
  #io() {
    this.#ioLoading ??= Promise.all([import('./element/io-panel.js'), this.#t.need('board')]).then(async ([module]) => {
      await module.ioSheet(this.shadowRoot);
      module.buildIo(this.#ui, this.#handlers);
      this.#applyLayout();
      if (this.#model) this.#ui.fenOut.textContent = this.#model.fen();
      return module;
    });
    return this.#ioLoading;
  }

  // "full", "compact" or "none": a read-only board is compact unless told otherwise.
  get #panel() {
    const panel = this.getAttribute('panel');
    return ['full', 'compact', 'none'].includes(panel) ? panel : this.#interactive ? 'full' : 'compact';
  }

  // Shows and hides the parts the attributes ask for (analysis.js, io-panel.js and compact.js
  // are loaded the first time).
  #applyLayout() {
    const analysis = isOn(this.getAttribute('analysis'), false);
    // (Not before the board is on the page: a script may set its attributes one by one first.)
    if (this.#full && !this.#ioLoading && this.isConnected) this.#io().catch(this.#said);
    const panel = this.#panel;
    if (panel !== 'full' && this.isConnected) this.#folding ??= Promise.all([import('./element/compact.js'), this.#t.need('first'), compactSheet(this.shadowRoot)]).then(([module]) => {
      this.#ui.folded = module.fold(this.#ui, (open) => {
        this.#unfolded = open;
        this.#applyLayout();
      });
      this.#applyLayout();
      this.#verdicts.redraw();
    }).catch(this.#said);
    this.#ui.folded?.apply(panel, this.#unfolded);
    applyLayout(this.#ui, {
      full: this.#full,
      interactive: this.#interactive,
      analysis,
      coordinates: isOn(this.getAttribute('coordinates'), true),
    });
    if (analysis && !this.#analysis) {
      this.#loadAnalysis();
    } else if (!analysis && this.#analysis) {
      this.#analysis.destroy();
      this.#analysis = null;
      this.#ui.view.setArrows([]);
    }
    if (!this.#reviewOn) this.#review.cancel();
    if (this.#loaded) {
      this.#renderReview();
      this.#applyMode();
    }
  }

  async #loadAnalysis() {
    const [{ AnalysisPanel }] = await Promise.all([import('./panels/analysis.js'), this.#t.need('panels')]);
    if (this.#analysis || !isOn(this.getAttribute('analysis'), false)) return;
    const ui = this.#ui;
    this.#analysis = new AnalysisPanel(ui.engineBody, ui.evalBar, { onArrows: (arrows) => ui.view.setArrows(arrows), t: ui.t });
    const status = this.#verdicts.status;
    if (this.#loaded && status) this.#analysis.setPosition(this.#model.fen(), status, this.#model.history());
  }

  // The board's words in the language its `lang` (or the nearest one up the page) asks for:
  // resolves once they are in, the board relabelled where the language changed.
  #language() {
    return this.#t.switch(langOf(this)).then((changed) => {
      if (changed) this.#relabel();
    }, this.#said);
  }

  // Writes every word of the board again, in the language now chosen.
  #relabel() {
    const { container, view, moveList } = this.#ui;
    this.#t.fill(this.shadowRoot);
    container.lang = this.#t.lang;
    container.dir = this.#t.dir;
    view.relabel();
    moveList?.redraw();
    if (!this.#loaded || this.#editor.open) return;
    this.#verdicts.redraw();
    this.#redrawMoves();
  }

  // The node shown drawn again (the move list just loaded, another language): a comment being
  // typed in the open comment box stays.
  #redrawMoves() {
    const { commentForm, commentText } = this.#ui;
    const typed = commentForm.hidden ? null : commentText.value;
    this.#renderMoves(this.#model.node(this.#model.current));
    if (typed !== null) commentText.value = typed;
  }

  #reflect(name, value) {
    this.#reflecting = true;
    if (value === null) this.removeAttribute(name);
    else this.setAttribute(name, value);
    this.#reflecting = false;
  }
}

if (!customElements.get('draw-board')) customElements.define('draw-board', DrawBoardElement);

export { DrawBoardElement };
