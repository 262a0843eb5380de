// <draw-board>: a chess analysis board that says what is and is not a draw, and why. One module
// script tag is all a page needs:
//
//   <script type="module" src="drawboard/draw-board.js"></script>
//   <draw-board fen="8/8/8/3k4/8/8/2NKN3/8 w - - 0 1" orientation="white" analysis="off"></draw-board>
//
// Attributes: fen (the start position; the standard one when absent), moves (UCI or SAN played
// from it, comma-separated), orientation ("white"/"black"), analysis ("on" shows the engine
// panel), interactive ("off" makes a board to look at), layout ("full": also FEN/PGN loading,
// copying and the share link). Properties and methods: ready (a promise), fen, play(move),
// undo(), status(), pgn(), goto(ply), ply, flip(), orientation. After every move (and every
// other change of position) it dispatches a `status` event whose detail is the Status object.
// While the game goes on in a position that is not dead, the draw panel offers to show why no
// draw can be claimed: the proof worker finds a mating line, which can be played out on the board.
//
// The element owns a wasm Game and the panels; the board view (board.js) draws and reports
// moves, and every rule - legal moves, check, draws - comes from the engine.
import { BoardView, readPlacement } from './board.js';
import { renderDrawPanel, renderTablebase, announcedLabels, resultOf, el, ProofBox, quotedLine, asksWhyNoClaim } from './draw-panel.js';
import { AnalysisPanel } from './analysis.js';
import { parsePgn, writePgn } from './pgn.js';
import { wasmReady, Game, sharedProver, sharedTablebase } from './wasm.js';

const STANDARD_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
// Layout and mechanics apart from the theme (colours and pieces).
const styleUrls = ['./draw-board.css', './theme.css'].map((path) => new URL(path, import.meta.url).href);
const shareUrl = new URL('./index.html', import.meta.url);

const ERROR_TITLES = {
  FenError: 'Bad FEN',
  InvalidMove: 'Not a move',
  IllegalMove: 'Illegal move',
  AmbiguousMove: 'Ambiguous move',
  GameOver: 'The game is over',
  PgnError: 'PGN',
};

// The pause between the moves of a mating line played out on the board.
const PLAY_OUT_DELAY_MS = 600;

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

function kingSquare(fen, color) {
  for (const [square, piece] of readPlacement(fen)) {
    if (piece.role === 'king' && piece.color === color) return square;
  }
  return null;
}

function button(text, className, label) {
  const b = el('button', className, text);
  b.type = 'button';
  if (label) {
    b.setAttribute('aria-label', label);
    b.title = label;
  }
  return b;
}

function section(title, className) {
  const s = el('section', `panel ${className}`);
  const h = el('h2', '', title);
  const body = el('div', 'panel-body');
  s.append(h, body);
  return { section: s, body };
}

const isOn = (value, absent) => (value === null ? absent : !['off', 'false', 'no', '0'].includes(value.trim().toLowerCase()));

class DrawBoardElement extends HTMLElement {
  static observedAttributes = ['fen', 'moves', 'orientation', 'analysis', 'interactive', 'layout'];

  #ready;
  #resolveReady;
  #started = false;
  #loaded = false;
  #game = null;
  #startFen = STANDARD_FEN;
  #line = []; // the main line in UCI; the game is at #ply moves into it
  #lineSan = [];
  #ply = 0;
  #lineVersion = 0;
  #movesDrawn = -1;
  #tags = [];
  #imported = null; // {result, version}: a loaded PGN's result, while its line is unchanged
  #legal = [];
  #status = null;
  // The position shown: {fen, key (its game history), shownAt}; a new object for each update.
  #shown = null;
  #lastLabels = '';
  #liveToggle = false;
  #reflecting = false;
  #view;
  #analysis = null;
  // The proof asked for the position shown: {fen, result?, line?, playing?: {index, timer}}.
  #proof = null;
  #proofToken = 0;
  // Who asks the proof worker for mating lines: not the board itself, whose requests for the
  // exact status must not replace a line asked for.
  #lineAsker = {};
  #playingOut = false;
  #ui;

  constructor() {
    super();
    this.#ready = new Promise((resolve) => {
      this.#resolveReady = resolve;
    });
    this.attachShadow({ mode: 'open' });
    this.#build();
  }

  // ---- public API ------------------------------------------------------------------------

  /** Resolves when the engine is loaded and the board drawn. */
  get ready() {
    return this.#ready;
  }

  /** The FEN of the position shown. Setting it starts a new game from that position. */
  get fen() {
    return this.#game ? this.#game.fen() : (this.getAttribute('fen') || STANDARD_FEN);
  }

  set fen(value) {
    this.#requireGame();
    this.#loadGame(String(value), []);
    this.#reflect('fen', this.#startFen);
    this.#reflect('moves', null);
    this.#update({ announce: 'New position.' });
  }

  /** Plays a move (SAN or UCI) in the position shown and returns it in SAN; throws like Game.play. */
  play(move) {
    this.#requireGame();
    const t0 = performance.now();
    const san = this.#apply(String(move));
    this.#update({ moved: san, t0 });
    return san;
  }

  /** Takes back the last move shown (and drops the moves after it); false when there is none. */
  undo() {
    this.#requireGame();
    if (this.#ply === 0) return false;
    this.#game.undo();
    this.#ply -= 1;
    this.#line.length = this.#ply;
    this.#lineSan.length = this.#ply;
    this.#lineVersion += 1;
    this.#update({ announce: 'Move taken back.' });
    return true;
  }

  // The game up to the position shown, for the engine (which needs it to see repetitions).
  #history() {
    return { startFen: this.#game.startFen(), moves: this.#line.slice(0, this.#ply) };
  }

  /**
   * What the draw rules say about the position shown: the exact status once the proof worker
   * has settled it, the quick one until then (Game.status()).
   */
  status() {
    this.#requireGame();
    return this.#status;
  }

  /** The game (its whole main line) as PGN. */
  pgn() {
    this.#requireGame();
    let status = this.#status;
    if (this.#ply !== this.#line.length) {
      const end = new Game(this.#startFen);
      try {
        for (const uci of this.#line) end.play(uci);
        status = end.status();
      } finally {
        end.free();
      }
    }
    let result = resultOf(status);
    // A game that ended by agreement or on time keeps the result it was loaded with.
    if (result === '*' && this.#imported?.version === this.#lineVersion) result = this.#imported.result ?? '*';
    return writePgn({
      tags: this.#tags,
      startFen: this.#startFen,
      standardStart: this.#startFen === STANDARD_FEN,
      sanMoves: this.#lineSan,
      result,
    });
  }

  /** The number of moves into the main line that the board shows. */
  get ply() {
    return this.#ply;
  }

  /** The main line in SAN (including the moves after the one shown). */
  get mainLine() {
    return [...this.#lineSan];
  }

  /** Shows the position after `ply` moves of the main line (0: the start). */
  goto(ply) {
    this.#requireGame();
    const target = Math.max(0, Math.min(this.#line.length, Math.trunc(Number(ply)) || 0));
    if (target === this.#ply) return;
    while (this.#ply > target) {
      this.#game.undo();
      this.#ply -= 1;
    }
    while (this.#ply < target) {
      this.#game.play(this.#line[this.#ply]);
      this.#ply += 1;
    }
    this.#update({ announce: this.#ply ? `After ${this.#moveLabel(this.#ply - 1)}.` : 'Start position.' });
  }

  get orientation() {
    return this.getAttribute('orientation') === 'black' ? 'black' : 'white';
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
    this.#pausePlayOut();
  }

  attributeChangedCallback(name, oldValue, value) {
    if (this.#reflecting || oldValue === value) return;
    if (name === 'orientation') {
      this.#view.set({ orientation: this.orientation });
      this.#ui.evalBar.classList.toggle('flipped', this.orientation === 'black');
    } else if (name === 'fen' || name === 'moves') {
      if (this.#loaded) this.#loadFromAttributes();
      else if (name === 'fen') this.#view.set({ fen: value || STANDARD_FEN });
    } else {
      this.#applyLayout();
      if (this.#loaded) this.#update({});
    }
  }

  #start() {
    this.#loadFromAttributes();
    this.#loaded = true;
    performance.mark('drawboard-ready');
    this.#resolveReady();
  }

  #loadFromAttributes() {
    const fen = this.getAttribute('fen')?.trim() || STANDARD_FEN;
    const moves = (this.getAttribute('moves') ?? '').split(/[\s,]+/).filter(Boolean);
    let failure;
    try {
      failure = this.#loadGame(fen, moves);
    } catch (error) {
      failure = error;
      this.#loadGame(STANDARD_FEN, []);
    }
    this.#update({});
    if (failure) this.#showError(failure);
  }

  #requireGame() {
    if (!this.#game) throw Object.assign(new Error('the board is not ready yet: await board.ready first'), { name: 'NotReady' });
  }

  // ---- the game ----------------------------------------------------------------------------

  // Starts a game from `fen` (throws FenError) and plays `moves` (UCI or SAN); returns the error
  // that stopped the moves, if any (the game keeps the moves before it).
  #loadGame(fen, moves, tags = []) {
    const game = new Game(fen);
    let failure = null;
    for (const [index, text] of moves.entries()) {
      try {
        game.play(text);
      } catch (error) {
        failure = Object.assign(new Error(`move ${index + 1} (${text}): ${error.message}`), { name: error.name });
        break;
      }
    }
    this.#game?.free();
    this.#game = game;
    this.#startFen = game.startFen();
    this.#line = game.history();
    this.#lineSan = game.historySan();
    this.#ply = this.#line.length;
    this.#lineVersion += 1;
    this.#tags = tags;
    return failure;
  }

  // Plays a move at the position shown: the next move of the main line just steps forward;
  // another move replaces the rest of the line.
  #apply(text) {
    // A position the proof worker proved dead has ended the game, though the page's own Game
    // (which only knows the quick proofs) would go on.
    if (this.#status?.outcome) {
      throw Object.assign(new Error(`the game is over (${this.#status.outcome.reason === 'deadPosition' ? 'dead position' : this.#status.outcome.reason}); take a move back to go on`), { name: 'GameOver' });
    }
    this.#game.play(text);
    const uci = this.#game.history().at(-1);
    const san = this.#game.historySan().at(-1);
    if (this.#line[this.#ply] !== uci) {
      this.#line.length = this.#ply;
      this.#lineSan.length = this.#ply;
      this.#line.push(uci);
      this.#lineSan.push(san);
      this.#lineVersion += 1;
    }
    this.#ply += 1;
    return san;
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
    const color = this.#status.turn;
    this.#view.choosePromotion(to, color).then((role) => {
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

  #moveLabel(index) {
    const fields = this.#startFen.split(' ');
    const whiteFirst = fields[1] !== 'b';
    const first = Number(fields[5]) || 1;
    const half = index + (whiteFirst ? 0 : 1);
    const number = first + Math.floor(half / 2);
    return `${number}${half % 2 ? '...' : '.'} ${this.#lineSan[index]}`;
  }

  // ---- why a draw cannot be claimed: a mating line, from the proof worker ------------------

  // After every update: a proof belongs to the position it was asked for, and goes when another
  // position is shown (except the positions of its own line, while it is played out).
  #refreshProof(fen, status) {
    const proof = this.#proof;
    if (proof && this.#playingOut) {
      proof.fen = fen;
      return;
    }
    if (proof?.fen === fen) return;
    if (proof?.playing) clearTimeout(proof.playing.timer);
    this.#proof = null;
    this.#proofToken += 1; // an answer still on its way is for another position
    // A short mating line answers a learner who expects a draw: it is offered where the game
    // goes on, the position is proved not dead, and the material does not force mate.
    if (asksWhyNoClaim(status)) this.#ui.proof.offer();
    else this.#ui.proof.hide();
  }

  #askProof() {
    if (!this.#game || this.#proof) return;
    const fen = this.#game.fen();
    const token = ++this.#proofToken;
    this.#proof = { fen };
    this.#ui.proof.searching();
    // The search takes up to a second or so: it runs in the worker, never on the page's thread.
    sharedProver.deadPositionProof(this.#lineAsker, fen).then((result) => {
      if (token !== this.#proofToken || !result) return;
      const line = quotedLine(result);
      Object.assign(this.#proof, { result, line });
      this.#ui.proof.result(result, line);
    }, (error) => {
      if (token !== this.#proofToken) return;
      this.#proof = null;
      this.#ui.proof.failed(error);
    });
  }

  // Plays the quoted line on the board, a move every PLAY_OUT_DELAY_MS, the way a move made on
  // the board is played (so the panels, highlights and announcements follow).
  #playOut() {
    const proof = this.#proof;
    if (!proof?.line || proof.playing || proof.done) return;
    proof.playing = { index: proof.played ?? 0, timer: null };
    this.#playOutStep();
  }

  #playOutStep() {
    const proof = this.#proof;
    const playing = proof.playing;
    const moves = proof.line.uci;
    this.#playingOut = true;
    let played;
    try {
      played = this.#tryMove(moves[playing.index], performance.now());
    } finally {
      this.#playingOut = false;
    }
    if (played) playing.index += 1;
    proof.played = playing.index;
    if (played && playing.index < moves.length) {
      this.#ui.proof.playing(playing.index, moves.length);
      playing.timer = setTimeout(() => this.#playOutStep(), PLAY_OUT_DELAY_MS);
      return;
    }
    proof.playing = null;
    proof.done = true;
    if (!played) this.#ui.proof.finished(`Stopped after ${playing.index} of ${moves.length} moves: the next move could not be played.`);
    else this.#ui.proof.finished(this.#status.checkmate ? 'Played out: checkmate.' : 'Played out.');
  }

  #pausePlayOut() {
    const proof = this.#proof;
    if (!proof?.playing) return;
    clearTimeout(proof.playing.timer);
    proof.playing = null;
    this.#ui.proof.paused(proof.played, proof.line.uci.length);
  }

  // ---- drawing -----------------------------------------------------------------------------

  // Redraws everything after a change of position. `moved` is the SAN of a move just played
  // (announced, and timed from `t0` for the performance measure). The quick status is shown at
  // once; where it leaves a question open, the exact status follows from the proof worker.
  #update({ moved = null, announce = null, t0 = null }) {
    const game = this.#game;
    const fen = game.fen();
    const history = this.#history();
    const quick = game.status();
    const known = quick.settled || quick.outcome !== null ? quick : sharedProver.cached(history);
    const status = known ?? quick;
    const last = this.#ply ? this.#line[this.#ply - 1] : null;
    this.#view.set({
      fen,
      orientation: this.orientation,
      lastMove: last ? [last.slice(0, 2), last.slice(2, 4)] : null,
      check: quick.check ? kingSquare(fen, quick.turn) : null,
    });
    this.#shown = { fen, key: `${history.startFen}|${history.moves.join(' ')}`, shownAt: performance.now() };
    this.#showStatus(status, { pending: !known, moved, announce });
    this.#lookUpTable(fen, quick.outcome === null);
    this.#renderMoves();
    if (this.#ui.fenOut) this.#ui.fenOut.textContent = fen;
    this.#ui.undo.disabled = this.#ply === 0;
    this.#ui.first.disabled = this.#ply === 0;
    this.#ui.back.disabled = this.#ply === 0;
    this.#ui.forward.disabled = this.#ply === this.#line.length;
    this.#ui.last.disabled = this.#ply === this.#line.length;
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
        if (!this.#status?.exact) {
          this.#update({});
          return;
        }
        sharedProver.status(this, this.#history()).then((exact) => {
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
    this.#legal = this.#interactive && !over ? this.#game.legalMoves() : [];
    this.#view.set({ dests: groupDests(this.#legal) });
    renderDrawPanel(this.#ui.draws, status, { pending });
    this.#refreshProof(fen, status);
    this.#analysis?.setPosition(fen, status, this.#history());

    const labels = announcedLabels(status).join('. ');
    const parts = [];
    if (moved) parts.push(`${status.turn === 'white' ? 'Black' : 'White'}: ${sanToWords(moved)}.`);
    if (announce) parts.push(announce);
    if (labels !== this.#lastLabels && labels) parts.push(`${labels}.`);
    this.#lastLabels = labels;
    if (parts.length) this.#announce(parts.join(' '));
    this.dispatchEvent(new CustomEvent('status', { detail: status }));
  }

  #renderMoves() {
    const list = this.#ui.moveList;
    if (this.#movesDrawn !== this.#lineVersion) {
      this.#movesDrawn = this.#lineVersion;
      const items = [];
      const blackFirst = this.#startFen.split(' ')[1] === 'b';
      let item = null;
      this.#lineSan.forEach((san, index) => {
        const label = this.#moveLabel(index);
        const isWhite = !label.includes('...');
        if (isWhite || !item) {
          item = el('li', 'move-pair');
          item.append(el('span', 'move-number', `${label.split(/\.+ /)[0]}.`));
          if (!isWhite) item.append(el('span', 'move-gap', '…'));
          items.push(item);
        }
        const b = button(san, 'move');
        b.dataset.ply = String(index + 1);
        b.setAttribute('aria-label', label);
        item.append(b);
      });
      if (!items.length) {
        const empty = el('li', 'no-moves', blackFirst ? 'Black to play: no moves yet.' : 'No moves yet.');
        items.push(empty);
      }
      list.replaceChildren(...items);
    }
    for (const b of list.querySelectorAll('button.move')) {
      if (Number(b.dataset.ply) === this.#ply) {
        b.setAttribute('aria-current', 'step');
        // Keep the current move in view inside the list (not the page).
        const top = b.offsetTop - list.offsetTop;
        if (top < list.scrollTop) list.scrollTop = top;
        else if (top + b.offsetHeight > list.scrollTop + list.clientHeight) list.scrollTop = top + b.offsetHeight - list.clientHeight;
      } else {
        b.removeAttribute('aria-current');
      }
    }
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

  #applyLayout() {
    const ui = this.#ui;
    const analysis = isOn(this.getAttribute('analysis'), false);
    const full = this.getAttribute('layout') === 'full';
    const interactive = this.#interactive;
    ui.container.classList.toggle('full', full);
    ui.io.hidden = !full;
    ui.moveForm.hidden = !interactive;
    ui.undo.hidden = !interactive;
    ui.engine.hidden = !analysis;
    ui.evalBar.hidden = !analysis;
    if (analysis && !this.#analysis) {
      this.#analysis = new AnalysisPanel(ui.engineBody, ui.evalBar, { onArrows: (arrows) => this.#view.setArrows(arrows) });
      if (this.#loaded) this.#analysis.setPosition(this.#game.fen(), this.#status, this.#history());
    } else if (!analysis && this.#analysis) {
      this.#analysis.destroy();
      this.#analysis = null;
      this.#view.setArrows([]);
    }
  }

  #reflect(name, value) {
    this.#reflecting = true;
    if (value === null) this.removeAttribute(name);
    else this.setAttribute(name, value);
    this.#reflecting = false;
  }

  // ---- building the DOM ----------------------------------------------------------------------

  #build() {
    const root = this.shadowRoot;
    const links = styleUrls.map((href) => {
      const link = el('link');
      link.rel = 'stylesheet';
      link.href = href;
      return link;
    });
    const styled = Promise.all(links.map((link) => new Promise((resolve) => {
      link.addEventListener('load', resolve, { once: true });
      link.addEventListener('error', resolve, { once: true });
    })));

    const container = el('div', 'db');
    container.setAttribute('part', 'container');
    container.hidden = true; // until the stylesheet is in, so that nothing flashes unstyled
    styled.then(() => {
      container.hidden = false;
    });

    const boardArea = el('div', 'board-area');
    const evalBar = el('div', 'evalbar');
    evalBar.setAttribute('role', 'meter');
    evalBar.setAttribute('aria-label', "White's share of the evaluation");
    evalBar.setAttribute('aria-valuemin', '0');
    evalBar.setAttribute('aria-valuemax', '100');
    evalBar.append(el('div', 'evalbar-fill'));
    const boardHost = el('div');
    boardArea.append(evalBar, boardHost);
    this.#view = new BoardView(boardHost, {
      onMove: (from, to) => this.#boardMove(from, to),
      label: 'Chess board: arrow keys move, Enter picks up and puts down a piece',
    });
    this.#view.set({ fen: this.getAttribute('fen') || STANDARD_FEN, orientation: this.orientation });

    const side = el('div', 'side');
    const toolbar = el('div', 'toolbar');
    toolbar.setAttribute('role', 'toolbar');
    toolbar.setAttribute('aria-label', 'Board controls');
    const first = button('«', 'nav first', 'First position (Home)');
    const back = button('‹', 'nav back', 'Previous move (Left arrow)');
    const forward = button('›', 'nav forward', 'Next move (Right arrow)');
    const last = button('»', 'nav last', 'Last move (End)');
    const flip = button('Flip', 'flip', 'Flip the board');
    const undo = button('Undo', 'undo', 'Take back the last move');
    const reset = button('Reset', 'reset', 'Back to the position the board started with');
    const newGame = button('New game', 'new-game', 'A new game from the standard position');
    toolbar.append(first, back, forward, last, flip, undo, reset);
    first.addEventListener('click', () => this.goto(0));
    back.addEventListener('click', () => this.goto(this.#ply - 1));
    forward.addEventListener('click', () => this.goto(this.#ply + 1));
    last.addEventListener('click', () => this.goto(this.#line.length));
    flip.addEventListener('click', () => this.flip());
    undo.addEventListener('click', () => this.#guard(() => this.undo()));
    reset.addEventListener('click', () => this.#guard(() => {
      this.#clearError();
      this.#loadFromAttributes();
    }));
    newGame.addEventListener('click', () => this.#guard(() => {
      this.#clearError();
      this.#loadGame(STANDARD_FEN, []);
      this.#update({ announce: 'New game.' });
    }));

    const moveForm = el('form', 'move-form');
    const moveLabel = el('label', 'move-label');
    const moveInput = el('input', 'move-input');
    moveInput.name = 'move';
    moveInput.autocomplete = 'off';
    moveInput.spellcheck = false;
    moveInput.placeholder = 'e4, Nf3, O-O, e7e8q';
    moveInput.setAttribute('autocapitalize', 'off');
    moveLabel.append(el('span', 'label-text', 'Type a move'), moveInput);
    const playButton = el('button', 'play', 'Play');
    playButton.type = 'submit';
    moveForm.append(moveLabel, playButton);
    moveForm.addEventListener('submit', (event) => {
      event.preventDefault();
      if (!this.#game) return;
      const text = moveInput.value.trim();
      if (!text) return;
      if (this.#tryMove(text, performance.now())) moveInput.value = '';
    });

    const error = el('p', 'error');
    error.setAttribute('role', 'alert');

    const draws = section('Draws', 'draws');
    const drawStatus = el('div', 'draw-status');
    const proof = new ProofBox({
      onAsk: () => this.#askProof(),
      onPlay: () => this.#playOut(),
      onStop: () => this.#pausePlayOut(),
    });
    draws.body.append(drawStatus, proof.element);
    const tablebase = section('Endgame table', 'tablebase');
    tablebase.section.hidden = true;
    const tablebaseBody = el('div', 'tablebase-body');
    tablebaseBody.setAttribute('aria-live', 'polite');
    tablebase.body.append(tablebaseBody);
    const engine = section('Engine', 'engine');
    const moves = section('Moves', 'moves');
    const moveList = el('ol', 'move-list');
    moveList.setAttribute('aria-label', 'Moves (Left and Right arrows, Home, End)');
    moves.body.append(moveList);
    moveList.addEventListener('click', (event) => {
      const target = event.target.closest?.('button.move');
      if (target) this.goto(Number(target.dataset.ply));
    });

    const io = section('Position and game', 'io');
    const fenLine = el('p', 'fen-line');
    const fenOut = el('code', 'fen-out');
    fenLine.append(el('span', 'label-text', 'FEN '), fenOut);
    const ioLabel = el('label', 'io-label');
    const ioText = el('textarea', 'io-text');
    ioText.rows = 4;
    ioText.spellcheck = false;
    ioText.placeholder = 'Paste a FEN or a PGN here';
    ioLabel.append(el('span', 'label-text', 'FEN or PGN'), ioText);
    const ioButtons = el('div', 'io-buttons');
    const load = button('Load', 'load');
    const copyFen = button('Copy FEN', 'copy-fen');
    const copyPgn = button('Copy PGN', 'copy-pgn');
    const copyLink = button('Copy link', 'copy-link');
    ioButtons.append(load, copyFen, copyPgn, copyLink, newGame);
    const ioStatus = el('p', 'io-status');
    ioStatus.setAttribute('role', 'status');
    io.body.append(fenLine, ioLabel, ioButtons, ioStatus);
    load.addEventListener('click', () => this.#guard(() => this.#loadText(ioText.value)));
    copyFen.addEventListener('click', () => this.#copy(this.fen, 'FEN'));
    copyPgn.addEventListener('click', () => this.#copy(this.pgn(), 'PGN'));
    copyLink.addEventListener('click', () => this.#copy(this.shareLink(), 'Link'));

    side.append(toolbar, moveForm, error, draws.section, tablebase.section, engine.section, moves.section, io.section);

    const live = el('div', 'visually-hidden');
    live.setAttribute('aria-live', 'polite');
    live.setAttribute('aria-atomic', 'true');

    container.append(boardArea, side, live);
    root.append(...links, container);

    this.addEventListener('keydown', (event) => this.#navigationKey(event));

    this.#ui = {
      container, styled, evalBar, first, back, forward, last, undo, newGame, moveForm, moveInput, error,
      draws: drawStatus, proof, tablebase: tablebase.section, tablebaseBody, engine: engine.section, engineBody: engine.body, moveList, io: io.section, ioText,
      ioStatus, fenOut, live,
    };
  }

  // Left/Right/Home/End step through the moves, unless a text field or the board has the key.
  #navigationKey(event) {
    if (!this.#game || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.composedPath()[0];
    if (target instanceof HTMLElement && (target.closest('input, textarea, select, [role="grid"], .promotion'))) return;
    const moves = { ArrowLeft: this.#ply - 1, ArrowRight: this.#ply + 1, Home: 0, End: this.#line.length };
    if (!(event.key in moves)) return;
    event.preventDefault();
    this.goto(moves[event.key]);
  }

  #guard(action) {
    try {
      action();
    } catch (error) {
      this.#showError(error);
    }
  }

  /** The address of the analysis board (index.html) showing this position. */
  shareLink() {
    const url = new URL(shareUrl);
    if (this.#startFen !== STANDARD_FEN) url.searchParams.set('fen', this.#startFen);
    if (this.#ply) url.searchParams.set('moves', this.#line.slice(0, this.#ply).join(','));
    return url.href;
  }

  // Loads a FEN or a PGN typed or pasted by the user.
  #loadText(text) {
    const trimmed = text.trim();
    if (!trimmed) return;
    const looksLikeFen = /^[pnbrqkPNBRQK1-8]+(\/[pnbrqkPNBRQK1-8]+){7}(\s|$)/.test(trimmed);
    let failure = null;
    if (looksLikeFen) {
      this.#loadGame(trimmed, []);
      this.#ui.ioStatus.textContent = 'Position loaded.';
    } else {
      const { tags, moves, result } = parsePgn(trimmed);
      const fenTag = tags.find(([name]) => name.toLowerCase() === 'fen')?.[1];
      if (!moves.length && !fenTag) {
        throw Object.assign(new Error('no moves or FEN found in the text'), { name: 'PgnError' });
      }
      if (!fenTag) {
        // Text that is not a game at all leaves the board as it is.
        const probe = new Game();
        try {
          probe.play(moves[0]);
        } catch (error) {
          throw Object.assign(new Error(`neither a FEN nor a game: ${error.message}`), { name: 'PgnError' });
        } finally {
          probe.free();
        }
      }
      failure = this.#loadGame(fenTag || STANDARD_FEN, moves, tags.filter(([name]) => !/^(fen|setup)$/i.test(name)));
      this.#imported = { result, version: this.#lineVersion };
      this.#ui.ioStatus.textContent = `Game loaded: ${this.#line.length} ${this.#line.length === 1 ? 'move' : 'moves'}.`;
    }
    this.#reflect('fen', this.#startFen === STANDARD_FEN ? null : this.#startFen);
    this.#reflect('moves', this.#line.length ? this.#line.join(',') : null);
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
