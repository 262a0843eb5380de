// <draw-board>: a chess analysis board that says what is and is not a draw, and why. One module
// script tag is all a page needs:
//
//   <script type="module" src="drawboard/draw-board.js"></script>
//   <draw-board fen="8/8/8/3k4/8/8/2NKN3/8 w - - 0 1" orientation="white" analysis="off"></draw-board>
//
// Attributes: fen (the start position; the standard one when absent), moves (UCI or SAN played
// from it, comma-separated), pgn (a game as PGN text), src (the address of a PGN file on the
// same site), game (which game of a PGN with several, from 1), ply (the move of the main line
// to open on), orientation ("white"/"black"), analysis ("on" shows the engine panel), review
// ("on" evaluates every move of the main line in the background and draws the evaluation graph
// under the board; by default it follows analysis), interactive ("off": the reader steps
// through the moves and variations but changes nothing), layout ("full": also FEN/PGN loading,
// copying and the share link), mode ("edit": the board editor, which sets up a position by
// hand; "Analyse" leaves it with that position and dispatches `status`; while it is open,
// every edit dispatches `edit` with {fen, error}). PGN
// text inside the element is read like the pgn attribute. Properties and methods: ready (a
// promise), fen, play(move), undo(), status(), pgn(), goto(ply), gotoNode(id), ply, mainLine,
// flip(), orientation, mode. After
// every move (and every other change of position) it dispatches a `status` event whose detail
// is the Status object. While the game goes on in a position that is not dead, the draw panel
// offers to show why no draw can be claimed: the proof worker finds a mating line, which can be
// played out on the board.
//
// The look: theme ("brown", the default, "green" or "blue": the board's colours) and
// coordinates ("off" hides the file letters and rank digits). A page may also set custom
// properties on the element, which win over the theme: --db-light and --db-dark (the squares),
// --db-coord-on-light and --db-coord-on-dark (the coordinates on each), --db-dest (the move
// markers), --db-last-move, --db-selected, --db-arrow, --db-focus, --db-text, --db-muted,
// --db-panel, --db-border, --db-button, --db-button-hover; --db-coordinates: none hides the
// coordinates; --board-max is the board's largest size.
//
// Arrows and circles: the right button draws them (Shift or Ctrl red, Alt or Meta blue, both
// yellow; the same one again removes it, a left click that neither picks up nor moves a piece
// clears them all), and the Draw toggle lets touch and keyboard users draw too. They belong to
// the move shown (an edit that can be undone, which dispatches no `status`: the position is
// the same) and are written to PGN as [%cal]/[%csl]. With interactive="off" the reader may draw
// for a moment, but nothing is stored. Their colours: --db-shape-green, --db-shape-red,
// --db-shape-blue, --db-shape-yellow, --db-shape-outline, --db-shape-outline-yellow.
//
// The element coordinates: the game model (game-model.js) holds the game tree, the views
// (board.js, move-list.js, draw-panel.js, analysis.js, game-graph.js) draw, layout.js builds the
// DOM, play-out.js plays mating lines out and game-review.js evaluates the game in the
// background. Every rule - legal moves, check, draws - is the engine's.
import { renderDrawPanel, renderTablebase, announcedLabels } from './draw-panel.js';
import { AnalysisPanel } from './analysis.js';
import { buildLayout } from './layout.js';
import { describeShapes } from './board.js';
import { el } from './dom.js';
import { GameModel, STANDARD_FEN } from './game-model.js';
import { GameReview } from './game-review.js';
import { ProofPlayOut } from './play-out.js';
import { PositionEditor } from './editor.js';
import { wasmReady, pgnGames, sharedProver, sharedTablebase } from './wasm.js';

const shareUrl = new URL('./index.html', import.meta.url);

const ERROR_TITLES = {
  FenError: 'Bad FEN',
  InvalidMove: 'Not a move',
  IllegalMove: 'Illegal move',
  AmbiguousMove: 'Ambiguous move',
  GameOver: 'The game is over',
  PgnError: 'PGN',
  LoadError: 'Not loaded',
  Editing: 'Editing',
};

const PIECE_WORDS = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight' };

/** A SAN move in words for a screen reader: "Nxf3+" -> "knight takes f3, check". */
export function sanToWords(san) {
  let words;
  const body = san.replace(/[+#]$/, '');
  if (body === 'O-O-O') {
    words = 'castles queenside';
  } else if (body === 'O-O') {
    words = 'castles kingside';
  } else {
    const m = /^([KQRBN])?([a-h]?[1-8]?)(x)?([a-h][1-8])(?:=([QRBN]))?$/.exec(body);
    if (!m) return san;
    const [, piece, from, takes, to, promotion] = m;
    words = [PIECE_WORDS[piece] ?? 'pawn', from, takes ? 'takes' : 'to', to,
      promotion ? `promotes to ${PIECE_WORDS[promotion]}` : ''].filter(Boolean).join(' ');
  }
  if (san.endsWith('#')) words += ', checkmate';
  else if (san.endsWith('+')) words += ', check';
  return words;
}

// The legal moves (UCI) grouped as the board wants them: from-square -> destination squares.
function groupDests(legalUci) {
  const dests = new Map();
  for (const uci of legalUci) {
    const from = uci.slice(0, 2);
    const to = uci.slice(2, 4);
    const list = dests.get(from);
    if (!list) dests.set(from, [to]);
    else if (!list.includes(to)) list.push(to);
  }
  return dests;
}

const isOn = (value, absent) => (value === null ? absent : !['off', 'false', 'no', '0'].includes(value.trim().toLowerCase()));

const pgnError = (message) => Object.assign(new Error(message), { name: 'PgnError' });

class DrawBoardElement extends HTMLElement {
  static observedAttributes = ['fen', 'moves', 'pgn', 'src', 'game', 'ply', 'orientation', 'analysis', 'review', 'interactive', 'layout', 'mode', 'theme', 'coordinates'];

  #ready;
  #resolveReady;
  #started = false;
  #loaded = false;
  #model = null;
  #pgnText = null; // the PGN the game came from, while one did (for choosing another game)
  #games = []; // its games (pgnGames)
  #gameNumber = 1;
  #legal = [];
  #status = null;
  // The position shown: {fen, key (its game history), shownAt}; a new object for each update.
  #shown = null;
  #lastLabels = '';
  #liveToggle = false;
  #reflecting = false;
  #analysis = null;
  #editor = null; // the board editor, once mode="edit" has been used
  #editing = false;
  #fresh = false; // a new game: its first position appears without gliding
  #playOut;
  // The game review: it waits while the engine analyses, which comes first.
  #review = new GameReview({ canRun: () => !this.#analysis?.searching, onChange: () => this.#renderReview() });
  #ui;

  constructor() {
    super();
    this.#ready = new Promise((resolve) => {
      this.#resolveReady = resolve;
    });
    this.attachShadow({ mode: 'open' });
    this.#ui = buildLayout(this.shadowRoot, this.#handlers(), { fen: this.getAttribute('fen') || STANDARD_FEN, orientation: this.orientation });
    this.#playOut = new ProofPlayOut(this.#ui.proof, {
      fen: () => this.#model.fen(),
      status: () => this.#status,
      tryMove: (uci) => this.#tryMove(uci, performance.now()),
    });
    this.addEventListener('keydown', (event) => this.#navigationKey(event));
  }

  // ---- public API ------------------------------------------------------------------------

  /** Resolves when the engine is loaded and the board drawn. */
  get ready() {
    return this.#ready;
  }

  /** The FEN of the position shown. Setting it starts a new game from that position. */
  get fen() {
    if (this.#editing) return this.#editor.fen;
    return this.#model ? this.#model.fen() : (this.getAttribute('fen') || STANDARD_FEN);
  }

  set fen(value) {
    this.#requireGame();
    if (this.#editing) {
      this.#editor.load(String(value));
      return;
    }
    this.#setModel(GameModel.fromMoves(String(value), []).model);
    this.#reflect('fen', this.#model.startFen);
    this.#reflect('moves', null);
    this.#update({ announce: 'New position.' });
  }

  /** Plays a move (SAN or UCI) in the position shown and returns it in SAN; throws like
   *  GameTree.play. A move other than the next one starts a variation. */
  play(move) {
    this.#requireGame();
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
    this.#update({ announce: 'Change undone.' });
    return true;
  }

  /**
   * What the draw rules say about the position shown: the exact status once the proof worker
   * has settled it, the quick one until then (GameTree.status()).
   */
  status() {
    this.#requireGame();
    return this.#status;
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

  /** "edit" while the board editor is open (set it to open the editor on the position shown),
   *  "play" otherwise. */
  get mode() {
    return this.getAttribute('mode') === 'edit' ? 'edit' : 'play';
  }

  set mode(value) {
    if (value === 'edit') this.setAttribute('mode', 'edit');
    else this.removeAttribute('mode');
  }

  set orientation(value) {
    this.setAttribute('orientation', value === 'black' ? 'black' : 'white');
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
    const url = new URL(shareUrl);
    const start = this.#model?.startFen ?? STANDARD_FEN;
    if (start !== STANDARD_FEN) url.searchParams.set('fen', start);
    const path = this.#model?.pathUci() ?? [];
    if (path.length) url.searchParams.set('moves', path.join(','));
    return url.href;
  }

  // ---- lifecycle ---------------------------------------------------------------------------

  connectedCallback() {
    this.#applyLayout();
    if (this.#started) return;
    this.#started = true;
    Promise.all([wasmReady, this.#ui.styled]).then(() => this.#start(), (error) => {
      this.#showError(Object.assign(new Error(`the engine could not be loaded (${error?.message ?? error})`), { name: 'LoadError' }));
    });
  }

  disconnectedCallback() {
    this.#analysis?.stop();
    this.#review.cancel();
    this.#playOut.pause();
  }

  attributeChangedCallback(name, oldValue, value) {
    if (this.#reflecting || oldValue === value) return;
    if (name === 'orientation') {
      this.#ui.view.set({ orientation: this.orientation });
      this.#ui.evalBar.classList.toggle('flipped', this.orientation === 'black');
    } else if (['fen', 'moves', 'pgn', 'src', 'game'].includes(name)) {
      // A new game from the attributes replaces the one behind the editor: the editor closes.
      if (this.#loaded) {
        this.#closeEditor(null);
        this.#loadFromAttributes();
      }
      else if (name === 'fen') this.#ui.view.set({ fen: value || STANDARD_FEN });
    } else if (name === 'ply') {
      if (this.#loaded) this.goto(Number(value) || 0);
    } else if (name === 'mode') {
      if (this.#loaded) this.#applyMode();
    } else if (name === 'theme' || name === 'coordinates') {
      // Only the look changes (the theme is all in the stylesheet).
      this.#applyLayout();
    } else {
      this.#applyLayout();
      if (this.#loaded) this.#update({});
    }
  }

  async #start() {
    await this.#loadFromAttributes();
    this.#loaded = true;
    this.#applyMode();
    performance.mark('drawboard-ready');
    this.#resolveReady();
  }

  // The game from the attributes: pgn, src, PGN text inside the element, or fen and moves.
  async #loadFromAttributes() {
    const game = Math.max(1, Math.trunc(Number(this.getAttribute('game'))) || 1);
    const ply = Math.max(0, Math.trunc(Number(this.getAttribute('ply'))) || 0);
    let failure = null;
    try {
      let text = this.getAttribute('pgn');
      const src = this.getAttribute('src');
      if (text === null && src) {
        const url = new URL(src, document.baseURI);
        if (url.origin !== window.location.origin) throw pgnError(`src must be on this site (${window.location.origin}), not ${url.origin}`);
        const response = await fetch(url);
        if (!response.ok) throw pgnError(`${url.pathname} could not be fetched (${response.status})`);
        text = await response.text();
      }
      const inline = this.textContent.trim();
      if (text === null && inline && !this.hasAttribute('fen') && !this.hasAttribute('moves')) text = inline;
      if (text !== null) {
        failure = this.#loadPgn(text, game);
        this.#model.gotoPly(ply);
      } else {
        const fen = this.getAttribute('fen')?.trim() || STANDARD_FEN;
        const moves = (this.getAttribute('moves') ?? '').split(/[\s,]+/).filter(Boolean);
        const loaded = GameModel.fromMoves(fen, moves);
        this.#setModel(loaded.model);
        failure = loaded.failure;
        if (this.hasAttribute('ply')) this.#model.gotoPly(ply);
      }
    } catch (error) {
      failure = error;
      if (!this.#model) this.#setModel(GameModel.fromMoves(STANDARD_FEN, []).model);
    }
    this.#update({});
    if (failure) this.#showError(failure);
  }

  // Moves and steps would change the game hidden behind the editor.
  #requireNoEditor() {
    if (this.#editing) throw Object.assign(new Error('the board editor is open: press Analyse or Cancel first'), { name: 'Editing' });
  }

  #requireGame() {
    if (!this.#model) throw Object.assign(new Error('the board is not ready yet: await board.ready first'), { name: 'NotReady' });
  }

  // ---- the game ----------------------------------------------------------------------------

  // Shows `model`; `pgnText` and its `games` (pgnGames) when it came from a PGN.
  #setModel(model, pgnText = null, games = []) {
    // A new game: the review of the old one stops.
    this.#review.cancel();
    this.#model?.free();
    this.#model = model;
    this.#fresh = true;
    this.#pgnText = pgnText;
    this.#games = games;
    this.#renderGames(games);
    this.#renderAudit();
  }

  // Loads game `number` of PGN `text` (throws PgnError when it cannot); returns the error that
  // stopped its moves part-way, if any. The game is shown at its start. `games` is the text's
  // list of games, when it is known already.
  #loadPgn(text, number, games = pgnGames(text)) {
    const { model, failure } = GameModel.fromPgn(text, number);
    this.#gameNumber = number;
    this.#setModel(model, text, games);
    return failure;
  }

  // ---- the board editor ------------------------------------------------------------------

  // Opens or closes the editor to match the mode attribute.
  #applyMode() {
    const edit = this.mode === 'edit' && this.#interactive;
    if (edit === this.#editing) return;
    if (edit) this.#openEditor();
    else this.#closeEditor(null);
  }

  #openEditor() {
    const ui = this.#ui;
    this.#editor ??= new PositionEditor({
      squareAt: (x, y) => ui.view.squareAt(x, y),
      squareSize: () => ui.view.focusTarget.getBoundingClientRect().width / 8,
      on: {
        change: (fen, error) => {
          ui.view.set({ fen });
          this.dispatchEvent(new CustomEvent('edit', { detail: { fen, error } }));
        },
        analyse: (fen) => this.#closeEditor(fen),
        cancel: () => this.#closeEditor(null),
        flip: () => this.flip(),
      },
    });
    if (!this.#editor.element.isConnected) ui.side.append(this.#editor.element);
    this.#editor.element.hidden = false;
    this.#editing = true;
    // Answers still coming for the game's position are not for the editor's.
    this.#shown = null;
    this.#analysis?.stop();
    this.#playOut.pause();
    this.#clearError();
    ui.container.classList.add('editing');
    // The view shows no shapes while editing; the engine's arrows go.
    ui.view.set({ editing: true, dests: new Map(), lastMove: null, check: null });
    ui.view.setArrows([]);
    this.#editor.load(this.#model.fen());
    this.#editor.element.querySelector('.tool')?.focus();
    this.#announce('Board editor: pick a piece, then click squares.');
  }

  // Leaves the editor: with `fen`, a new game from that position; with null, back to the game.
  #closeEditor(fen) {
    if (!this.#editing) return;
    this.#editing = false;
    this.#reflect('mode', null);
    this.#ui.container.classList.remove('editing');
    this.#editor.element.hidden = true;
    this.#clearError();
    this.#ui.view.set({ editing: false });
    if (fen) {
      this.fen = fen;
    } else {
      this.#update({ announce: 'Editor closed.' });
    }
    this.#ui.view.focusTarget.focus({ preventScroll: true });
  }

  // Plays a move at the position shown: the next move of the line just steps forward; another
  // move starts a variation.
  #apply(text) {
    // A position the proof worker proved dead has ended the game, though the quick status
    // (which only knows the quick proofs) would go on.
    this.#requireNoEditor();
    if (this.#status?.outcome) {
      throw Object.assign(new Error(`the game is over (${this.#status.outcome.reason === 'deadPosition' ? 'dead position' : this.#status.outcome.reason}); take a move back to go on`), { name: 'GameOver' });
    }
    return this.#model.play(text).san;
  }

  #boardMove(from, to) {
    const t0 = performance.now();
    const candidates = this.#legal.filter((uci) => uci.startsWith(from + to));
    if (candidates.length === 0) return;
    if (candidates.length === 1) {
      this.#tryMove(candidates[0], t0);
      return;
    }
    // Several moves from one square to another are promotions: ask which piece.
    this.#ui.view.choosePromotion(to, this.#status.turn).then((role) => {
      if (role) this.#tryMove(from + to + role, performance.now());
    });
  }

  #tryMove(text, t0) {
    try {
      const san = this.#apply(text);
      this.#update({ moved: san, t0 });
      return true;
    } catch (error) {
      this.#showError(error);
      return false;
    }
  }

  #moveLabel(id) {
    const node = this.#model.node(id);
    return `${node.moveNumber}${node.white ? '.' : '...'} ${node.san}`;
  }

  #announceMove() {
    const id = this.#model.current;
    this.#update({ announce: id === 0 ? 'Start position.' : `After ${this.#moveLabel(id)}.` });
  }

  // ---- drawing -----------------------------------------------------------------------------

  // Redraws everything after a change of position. `moved` is the SAN of a move just played
  // (announced, and timed from `t0` for the performance measure). The quick status is shown at
  // once; where it leaves a question open, the exact status follows from the proof worker.
  #update({ moved = null, announce = null, t0 = null }) {
    if (this.#editing) return;
    const model = this.#model;
    const fen = model.fen();
    const history = model.history();
    const quick = model.status();
    const known = quick.settled || quick.outcome !== null ? quick : sharedProver.cached(history);
    const status = known ?? quick;
    const node = model.node(model.current);
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
    this.#shown = { fen, key: `${history.startFen}|${history.moves.join(' ')}`, shownAt: performance.now() };
    this.#showStatus(status, { pending: !known, moved, announce });
    this.#lookUpTable(fen, quick.outcome === null);
    this.#renderMoves(node);
    this.#renderReview();
    if (this.#ui.fenOut) this.#ui.fenOut.textContent = fen;
    if (moved) this.#clearError();
    if (t0 !== null) performance.measure('drawboard-move', { start: t0, end: performance.now() });
    if (known) {
      performance.measure('drawboard-settled', { start: this.#shown.shownAt, end: performance.now() });
      sharedProver.forget(this);
      return;
    }
    // The full analysis runs in the proof worker, and its answer is shown if the position is
    // still the one it was asked for.
    const shown = this.#shown;
    sharedProver.status(this, history).then((exact) => {
      if (!exact || this.#shown !== shown) return;
      this.#showStatus(exact, { pending: false });
      performance.measure('drawboard-settled', { start: shown.shownAt, end: performance.now() });
    }, (error) => {
      if (this.#shown !== shown) return;
      this.#showStatus(quick, { pending: false });
      this.#showError(Object.assign(new Error(`the analysis failed (${error?.message ?? error})`), { name: error?.name ?? 'Error' }));
    });
  }

  // The endgame table of the position shown, where tables cover it (at most four men, no
  // castling rights) and the game goes on: built the first time (in the table worker, with
  // progress), then every move listed with its result. Once this thread has the table too, the
  // status is shown again, now with the table's exact verdict.
  #lookUpTable(fen, goesOn) {
    const ui = this.#ui;
    if (!goesOn || !sharedTablebase.covers(fen)) {
      ui.tablebase.hidden = true;
      return;
    }
    ui.tablebase.hidden = false;
    const shown = this.#shown;
    const turn = fen.split(' ')[1] === 'b' ? 'black' : 'white';
    const onPlay = (uci) => this.#guard(() => this.play(uci));
    renderTablebase(ui.tablebaseBody, { turn });
    sharedTablebase.probe(fen, (progress) => {
      if (this.#shown === shown) renderTablebase(ui.tablebaseBody, { turn, progress });
    }).then(async (result) => {
      if (this.#shown !== shown) return;
      renderTablebase(ui.tablebaseBody, { result, turn, onPlay });
      this.dispatchEvent(new CustomEvent('tablebase', { detail: result }));
      if (await sharedTablebase.load(fen) && this.#shown === shown) {
        // The statuses known so far were made without the table: ask again. An exact status
        // stays shown meanwhile (its proofs hold; only the table's verdict is missing).
        sharedProver.invalidate();
        this.#review.tablesChanged();
        if (!this.#status?.exact) {
          this.#update({});
          return;
        }
        sharedProver.status(this, this.#model.history()).then((exact) => {
          if (exact && this.#shown === shown) this.#showStatus(exact, { pending: false });
        }, () => {});
      }
    }, (error) => {
      if (this.#shown === shown) renderTablebase(ui.tablebaseBody, { turn, error });
    });
  }

  // Shows `status` for the position on the board: the panels, the moves that may be made, the
  // announcements, and a `status` event.
  #showStatus(status, { pending, moved = null, announce = null }) {
    const fen = this.#shown.fen;
    this.#status = status;
    const over = status.outcome !== null;
    this.#legal = this.#interactive && !over ? this.#model.legalMoves() : [];
    this.#ui.view.set({ dests: groupDests(this.#legal) });
    renderDrawPanel(this.#ui.draws, status, { pending });
    this.#playOut.refresh(fen, status);
    this.#analysis?.setPosition(fen, status, this.#model.history());

    const labels = announcedLabels(status).join('. ');
    const parts = [];
    if (moved) parts.push(`${status.turn === 'white' ? 'Black' : 'White'}: ${sanToWords(moved)}.`);
    if (announce) parts.push(announce);
    if (labels !== this.#lastLabels && labels) parts.push(`${labels}.`);
    this.#lastLabels = labels;
    if (parts.length) this.#announce(parts.join(' '));
    this.dispatchEvent(new CustomEvent('status', { detail: status }));
  }

  #renderMoves(node) {
    const model = this.#model;
    const ui = this.#ui;
    const blackFirst = model.startFen.split(' ')[1] === 'b';
    ui.moveList.render(model.nodes(), model.current, model.version, blackFirst ? 'Black to play: no moves yet.' : 'No moves yet.');
    const comments = [...node.before, ...node.after];
    ui.comment.textContent = comments.join(' ');
    ui.comment.hidden = !comments.length;
    const atStart = model.current === 0;
    const atEnd = node.children.length === 0;
    ui.first.disabled = atStart;
    ui.back.disabled = atStart;
    ui.forward.disabled = atEnd;
    ui.last.disabled = atEnd;
    ui.undo.disabled = !model.canUndo;
    ui.promote.disabled = atStart || node.main;
    ui.mainLine.disabled = atStart || node.main;
    ui.deleteFrom.disabled = atStart;
    ui.commentText.value = node.after.join(' ');
  }

  // The review of the main line, where it is on: the pass goes on with the line as it is now,
  // and the graph and the move list show what it has found so far.
  #renderReview() {
    const ui = this.#ui;
    if (!this.#model || !this.#reviewOn) {
      ui.graph.render({ line: [] });
      ui.moveList.setJudgements(new Map());
      return;
    }
    const line = this.#model.mainLine();
    this.#review.setLine(line);
    const found = this.#review.describe(line);
    // The move shown, or where its variation leaves the main line.
    const main = this.#model.path().filter((id) => this.#model.node(id).main).at(-1);
    ui.graph.render({ ...found, current: line.findIndex((entry) => entry.node.id === main) });
    ui.moveList.setJudgements(found.judgements);
  }

  #renderGames(games) {
    const ui = this.#ui;
    ui.games.hidden = games.length < 2;
    if (games.length < 2) return;
    ui.gameSelect.replaceChildren(...games.map((g) => {
      const tags = new Map(g.tags);
      const option = el('option', '', `${g.number}. ${tags.get('White') ?? '?'} - ${tags.get('Black') ?? '?'} ${tags.get('Result') ?? ''}`.trim());
      option.value = String(g.number);
      return option;
    }));
    ui.gameSelect.value = String(this.#gameNumber);
  }

  #renderAudit() {
    const ui = this.#ui;
    const findings = this.#model.audit?.findings ?? [];
    ui.audit.hidden = findings.length === 0;
    ui.auditList.replaceChildren(...findings.map((f) => {
      const li = el('li', `finding-item ${f.kind}`);
      const text = `${f.at ? `${f.at}: ` : ''}${f.message}`;
      if (f.node !== null) {
        const b = el('button', 'finding', text);
        b.type = 'button';
        b.dataset.node = String(f.node);
        li.append(b);
      } else {
        li.append(el('span', 'finding', text));
      }
      return li;
    }));
  }

  #announce(text) {
    // The same words twice in a row are not read again unless the text changes.
    this.#liveToggle = !this.#liveToggle;
    this.#ui.live.textContent = this.#liveToggle ? text : `${text}\u00a0`;
  }

  #showError(error) {
    const title = ERROR_TITLES[error?.name] ?? 'Error';
    this.#ui.error.textContent = `${title}: ${error?.message ?? error}`;
    this.#ui.error.dataset.error = error?.name ?? 'Error';
  }

  #clearError() {
    this.#ui.error.textContent = '';
    delete this.#ui.error.dataset.error;
  }

  get #interactive() {
    return isOn(this.getAttribute('interactive'), true);
  }

  // The review is on where the engine panel is, unless the review attribute says otherwise.
  get #reviewOn() {
    return isOn(this.getAttribute('review'), isOn(this.getAttribute('analysis'), false));
  }

  #applyLayout() {
    const ui = this.#ui;
    const analysis = isOn(this.getAttribute('analysis'), false);
    const full = this.getAttribute('layout') === 'full';
    const interactive = this.#interactive;
    ui.container.classList.toggle('full', full);
    ui.container.classList.toggle('no-coordinates', !isOn(this.getAttribute('coordinates'), true));
    ui.io.hidden = !full;
    ui.moveForm.hidden = !interactive;
    ui.undo.hidden = !interactive;
    ui.reset.hidden = !interactive;
    ui.edit.hidden = !interactive;
    ui.editPosition.hidden = !interactive;
    if (!interactive) ui.commentForm.hidden = true;
    ui.engine.hidden = !analysis;
    // With analysis on, the panel shows the bar only while it has something to show.
    ui.evalBar.hidden = !analysis;
    if (analysis && !this.#analysis) {
      this.#analysis = new AnalysisPanel(ui.engineBody, ui.evalBar, { onArrows: (arrows) => ui.view.setArrows(arrows) });
      if (this.#loaded) this.#analysis.setPosition(this.#model.fen(), this.#status, this.#model.history());
    } else if (!analysis && this.#analysis) {
      this.#analysis.destroy();
      this.#analysis = null;
      ui.view.setArrows([]);
    }
    if (!this.#reviewOn) this.#review.cancel();
    if (this.#loaded) {
      this.#renderReview();
      this.#applyMode();
    }
  }

  #reflect(name, value) {
    this.#reflecting = true;
    if (value === null) this.removeAttribute(name);
    else this.setAttribute(name, value);
    this.#reflecting = false;
  }

  // What each control does.
  #handlers() {
    const model = () => this.#model;
    const step = (id) => {
      if (this.#model && id !== undefined && id !== null) this.gotoNode(id);
    };
    const edit = (action, announce) => this.#guard(() => {
      if (!this.#model || !this.#interactive) return;
      action(this.#model);
      this.#update({ announce });
    });
    return {
      move: (from, to) => this.#boardMove(from, to),
      // The user's arrows and circles are stored on the move shown (an edit that can be undone).
      // A read-only board (interactive="off") keeps them only until the position is drawn again.
      shapes: (shapes) => {
        if (!this.#model || this.#editing) return;
        const said = describeShapes(shapes) || 'No arrows or circles.';
        if (!this.#interactive) {
          this.#announce(said);
          return;
        }
        // Only the notes of the move changed, not the position: the status stands.
        this.#guard(() => {
          this.#model.setShapes(this.#model.current, shapes);
          const node = this.#model.node(this.#model.current);
          // Drawn as stored (the tree keeps the circles before the arrows).
          this.#ui.view.set({ shapes: node.shapes });
          this.#renderMoves(node);
          this.#announce(said);
        });
      },
      drawing: (drawing, brush) => this.#ui.view.set({ drawing, brush }),
      boardEdit: (event) => this.#guard(() => this.#editor?.boardEdit(event)),
      editPosition: () => {
        this.mode = 'edit';
      },
      first: () => step(0),
      back: () => step(model()?.node(model().current).parent),
      forward: () => step(model()?.node(model().current).children[0]),
      last: () => step(model()?.line().at(-1)),
      flip: () => this.flip(),
      undo: () => this.#guard(() => this.undo()),
      reset: () => this.#guard(() => {
        this.#clearError();
        this.#loadFromAttributes();
      }),
      newGame: () => this.#guard(() => {
        this.#clearError();
        this.#setModel(GameModel.fromMoves(STANDARD_FEN, []).model);
        this.#update({ announce: 'New game.' });
      }),
      submitMove: (text) => Boolean(this.#model) && this.#tryMove(text, performance.now()),
      ask: () => this.#model && this.#playOut.ask(),
      playOut: () => this.#playOut.play(),
      stopPlayOut: () => this.#playOut.pause(),
      select: (id) => this.#guard(() => step(id)),
      promote: () => edit((m) => m.promote(m.current), 'Variation promoted.'),
      mainLine: () => edit((m) => m.makeMainLine(m.current), 'This line is now the main line.'),
      deleteFrom: () => edit((m) => m.deleteFrom(m.current), 'Moves deleted.'),
      comment: (text) => edit((m) => m.setComment(m.current, text), 'Comment saved.'),
      load: (text) => this.#guard(() => this.#loadText(text)),
      copyFen: () => this.#copy(this.fen, 'FEN'),
      copyPgn: () => this.#guard(() => this.#copy(this.pgn(), 'PGN')),
      copyLink: () => this.#copy(this.shareLink(), 'Link'),
      chooseGame: (number) => this.#guard(() => {
        if (this.#pgnText === null) return;
        const failure = this.#loadPgn(this.#pgnText, number, this.#games);
        this.#update({ announce: `Game ${number} loaded.` });
        if (failure) this.#showError(failure);
      }),
    };
  }

  // Left/Right step back and forward, Up/Down go to the previous/next variation of the move
  // shown, Home/End to the start and the end of the line - unless a text field or the board has
  // the key.
  #navigationKey(event) {
    if (!this.#model || this.#editing || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.composedPath()[0];
    if (target instanceof HTMLElement && (target.closest('input, textarea, select, [role="grid"], .promotion'))) return;
    const model = this.#model;
    const node = model.node(model.current);
    const siblings = model.alternatives();
    const at = siblings.indexOf(node.id);
    const targets = {
      ArrowLeft: node.parent,
      ArrowRight: node.children[0],
      ArrowUp: siblings[at - 1],
      ArrowDown: siblings[at + 1],
      Home: 0,
      End: model.line().at(-1),
    };
    if (!(event.key in targets)) return;
    event.preventDefault();
    const id = targets[event.key];
    if (id !== undefined && id !== null) this.gotoNode(id);
  }

  #guard(action) {
    try {
      action();
    } catch (error) {
      this.#showError(error);
    }
  }

  // Loads a FEN or a PGN typed or pasted by the user: a game is shown at its end.
  #loadText(text) {
    const trimmed = text.trim();
    if (!trimmed) return;
    const looksLikeFen = /^[pnbrqkPNBRQK1-8]+(\/[pnbrqkPNBRQK1-8]+){7}(\s|$)/.test(trimmed);
    let failure = null;
    if (looksLikeFen) {
      this.#setModel(GameModel.fromMoves(trimmed, []).model);
      this.#ui.ioStatus.textContent = 'Position loaded.';
    } else {
      const games = pgnGames(trimmed);
      if (!games.length) throw pgnError('no game found in the text');
      const { model, failure: stopped } = GameModel.fromPgn(trimmed, 1);
      if (model.nodes().length === 1 && stopped && !model.tags().length) {
        model.free();
        throw pgnError(`neither a FEN nor a game: ${stopped.message}`);
      }
      this.#gameNumber = 1;
      this.#setModel(model, trimmed, games);
      failure = stopped;
      model.gotoPly(Infinity);
      const moves = model.mainLineSan().length;
      this.#ui.ioStatus.textContent = `Game loaded: ${moves} ${moves === 1 ? 'move' : 'moves'}.`;
    }
    const start = this.#model.startFen;
    this.#reflect('fen', start === STANDARD_FEN ? null : start);
    const path = this.#model.pathUci();
    this.#reflect('moves', path.length ? path.join(',') : null);
    this.#clearError();
    this.#update({ announce: looksLikeFen ? 'Position loaded.' : 'Game loaded.' });
    if (failure) this.#showError(failure);
  }

  #copy(text, what) {
    const status = this.#ui.ioStatus;
    const fallback = () => {
      // No clipboard access (an insecure page, or permission refused): leave the text selected.
      this.#ui.ioText.value = text;
      this.#ui.ioText.select();
      status.textContent = `${what} is selected in the box above: press Ctrl+C to copy it.`;
    };
    if (!navigator.clipboard?.writeText) {
      fallback();
      return;
    }
    navigator.clipboard.writeText(text).then(() => {
      status.textContent = `${what} copied.`;
    }, fallback);
  }
}

if (!customElements.get('draw-board')) customElements.define('draw-board', DrawBoardElement);

export { DrawBoardElement };
