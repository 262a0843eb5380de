// Puzzle mode (<draw-board mode="puzzle">): the reader finds a lesson's moves. The lesson stays
// here, never drawn and never changed; the board shows another game, holding only the moves
// played so far and their comments, so that nothing still to find is in the element's DOM.
//
// The moves to find are the main line's moves marked `[%find]`, or with no mark every move of the
// reader's side from the start shown (the `side` attribute, else the side to move there). The
// other moves - the replies - the board plays itself. A try is judged against the lesson:
//   - its main-line move: right; the board plays it, shows its comment, and plays the reply;
//   - a move the lesson has as a variation: wrong, answered with the variation's comment;
//   - another legal move: wrong, unless it is just as good as the lesson's move - the same
//     result in the endgame table (four men, or five from a site's tables), or a mate as short (the engine's search) - when it
//     is accepted and the lesson goes on with its own move.
// Each try, hint, shown move and the end dispatch `puzzle` ({result, move, expected, ply}).
import { button, el } from '../element/dom.js';
import { say } from '../i18n/i18n.js';
import { GameModel } from '../model/game-model.js';
import { sideName } from '../panels/draw-panel.js';
import { hostedTables } from '../panels/table-lookup.js';
import { GameTree } from '../workers/page-module.js';
import { sharedEngine, sharedTablebase } from '../workers/pool.js';

/** The pause before the board plays a reply. */
export const REPLY_DELAY_MS = 450;
/** How deep the engine looks for the mates it compares (plies): mates in up to five moves. */
const MATE_DEPTH = 10;
/** ... and for at most this long each (ms): a mate it has not found by then is not compared. */
const MATE_MS = 2000;

/** What the side panel may say that gives a move away, taken out while one is to find: the draw
 *  panel's facts (mating lines), claim moves and reasons (which quote them), the table's moves
 *  and the engine's lines; and emptied, a mating line asked for. */
const GIVEAWAYS = '.draws .facts, .draws .next-claim, .draws .why, .tablebase-body > *, .engine-lines > *';
const EMPTIED = '.proof-text';
const named = (name, message) => Object.assign(new Error(message), { name });
// The piece a SAN moves, by its letter (castling moves the king).
const PIECES = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight', O: 'king' };
const comments = (node) => [...node.before, ...node.after].join(' ');

export class Puzzle {
  #host;
  #lesson; // the lesson (a GameModel), never shown
  #board; // the game shown (a GameModel of #tree): the moves played so far
  #tree;
  #start; // the lesson's node the puzzle starts from
  #side;
  #find; // the lesson's nodes to find
  #tip; // the lesson's node reached, and the board's node showing it
  #shownTip;
  #stats;
  #missed; // the move to find was tried wrong or hinted
  #hintLevel;
  #busy = false; // a reply is coming, or a try is being checked
  #done = false;
  #timer = null;
  #epoch = 0; // counts the starts and the end: a check begun before one is not used after it
  #last = null; // the last move played: {san, ply}
  #ui;
  #t; // the board's translator
  #taskWords = () => ''; // the words of the task line and the result line, made again in another language
  #resultWords = () => '';
  #watcher = null; // takes what would give a move away out of the DOM while one is to find

  /** `lesson`: the GameModel to solve, at the node to start from (the puzzle owns it from now
   *  on). `side`: "white", "black" or null (from the marks, else the side to move). */
  constructor(host, lesson, { side: wanted = null } = {}) {
    this.#host = host;
    this.#t = host.t;
    this.#lesson = lesson;
    this.#start = lesson.current;
    const line = [];
    for (let id = lesson.node(this.#start).children[0]; id !== undefined; id = lesson.node(id).children[0]) line.push(id);
    const mover = (id) => (lesson.node(id).white ? 'white' : 'black');
    const marked = line.filter((id) => lesson.node(id).commands.some(([name]) => name === 'find'));
    const turn = lesson.fen().split(' ')[1] === 'b' ? 'black' : 'white';
    this.#side = wanted === 'white' || wanted === 'black' ? wanted : marked.length ? mover(marked[0]) : turn;
    this.#find = new Set((marked.length ? marked : line).filter((id) => mover(id) === this.#side));
    this.#ui = this.#panel();
    this.#begin();
  }

  /** The game the board shows. */
  get board() {
    return this.#board;
  }

  get side() {
    return this.#side;
  }

  /** Ends the puzzle: removes its panel, drops what it asked the workers, and gives back the
   *  lesson (the caller owns it). */
  end() {
    clearTimeout(this.#timer);
    this.#epoch += 1;
    sharedEngine.stop(this);
    sharedTablebase.forget(this);
    this.#ui.section.remove();
    this.#setSolving(false);
    return this.#lesson;
  }

  // ---- the game shown ------------------------------------------------------------------

  // A new game shown from the start, the moves before the first to find played at once. Its
  // tree keeps no undo history: the reader's moves are not edits to take back.
  #begin() {
    clearTimeout(this.#timer);
    this.#epoch += 1;
    const lesson = this.#lesson;
    lesson.goto(this.#start);
    const path = lesson.path();
    this.#tree = new GameTree(lesson.startFen);
    for (const id of path.slice(1)) this.#tree.play(lesson.node(id).uci);
    this.#board = new GameModel(this.#tree);
    const shown = this.#board.path();
    path.forEach((id, i) => this.#copy(id, shown[i]));
    this.#tree.forgetEdits();
    this.#tip = this.#start;
    this.#shownTip = this.#board.current;
    this.#stats = { moves: 0, firstTry: 0, hints: 0, revealed: 0 };
    this.#missed = false;
    this.#hintLevel = 0;
    this.#done = false;
    this.#busy = false;
    this.#last = null;
    this.#showResult(() => '');
    this.#advance(0);
  }

  // What the lesson wrote on node `from`, on the board's node `to`: the comments (those before
  // the move too), NAGs, shapes and quizzes. Marks to find are the lesson's own.
  #copy(from, to) {
    const node = this.#lesson.node(from);
    const board = this.#board;
    if (comments(node)) board.setComment(to, comments(node));
    if (node.nags.length) board.setNags(to, node.nags);
    if (node.shapes.length) board.setShapes(to, node.shapes);
    for (const [name, value] of node.commands) if (name === 'quiz') board.setCommand(to, name, value);
  }

  // Plays the lesson's move `id` (a child of the tip) on the board; returns its SAN.
  #play(id) {
    const node = this.#lesson.node(id);
    this.#board.goto(this.#shownTip);
    const played = this.#board.play(node.uci);
    this.#copy(id, played.id);
    this.#tree.forgetEdits();
    this.#tip = id;
    this.#shownTip = played.id;
    this.#last = { san: node.san, ply: node.ply };
    return played.san;
  }

  #next() {
    return this.#lesson.node(this.#tip).children[0];
  }

  // Plays the moves not to find, after `delay` ms each (at once when 0, while the puzzle is
  // being set up), up to the next move to find; or ends the puzzle.
  #advance(delay) {
    const next = this.#next();
    if (next === undefined) {
      this.#finish();
      return;
    }
    if (this.#find.has(next)) {
      this.#ask();
      return;
    }
    if (!delay) {
      this.#play(next);
      this.#advance(0);
      return;
    }
    this.#busy = true;
    const replying = this.#lesson.node(next).white ? 'white' : 'black';
    this.#showTask(() => this.#t('puzzle.replies', { side: sideName(this.#t, replying) }));
    this.#timer = setTimeout(() => {
      this.#busy = false;
      const san = this.#play(next);
      const after = this.#next();
      if (after === undefined) {
        this.#host.update({ moved: san, announce: this.#finish() });
        return;
      }
      this.#host.update({ moved: san, announce: this.#find.has(after) ? this.#t('puzzle.yourMove') : null });
      this.#advance(delay);
    }, delay);
  }

  // ---- the reader's tries ----------------------------------------------------------------

  /** The reader's try (SAN or UCI, at the position reached): resolves with the `puzzle` event's
   *  detail; rejects like GameTree.play for a move that is not legal, and with `Puzzle` when no
   *  move is asked for now. */
  try(text) {
    try {
      return this.#try(text);
    } catch (error) {
      return Promise.reject(error);
    }
  }

  /** A move typed or made on the board: judged as `try`; false when it could not be tried (the
   *  error line says why). */
  tryFromBoard(text) {
    try {
      this.#try(text).catch((error) => this.#host.error(error));
      return true;
    } catch (error) {
      this.#host.error(error);
      return false;
    }
  }

  // `try`, throwing at once what is wrong with the try itself.
  #try(text) {
    if (this.#done) throw named('Puzzle', 'the puzzle is solved: press Retry to solve it again');
    if (this.#busy) throw named('Puzzle', 'wait for the board: it is still playing or checking a move');
    if (this.#board.current !== this.#shownTip) throw named('Puzzle', 'the puzzle goes on from its last move: press » to go back to it');
    const lesson = this.#lesson;
    const expected = this.#next();
    const lessonMove = lesson.node(expected);
    // The try is read on a game of its own: the lesson is not changed by it.
    lesson.goto(this.#tip);
    const fen = lesson.fen();
    const scratch = new GameTree(fen);
    let played;
    try {
      played = scratch.play(text);
    } finally {
      scratch.free();
    }
    const detail = { result: 'wrong', move: played.san, expected: lessonMove.san, ply: lessonMove.ply };
    if (played.uci === lessonMove.uci) return Promise.resolve(this.#found(detail, null));
    const variation = lesson.node(this.#tip).children.map((id) => lesson.node(id)).find((node) => node.uci === played.uci);
    if (variation) {
      this.#missed = true;
      const said = comments(variation);
      return Promise.resolve(this.#report(detail, () => this.#withComment(this.#t('puzzle.notThis', { move: played.san }), said)));
    }
    return this.#check(fen, played, lessonMove, detail);
  }

  // A move the lesson does not have: checked, then accepted or not.
  async #check(fen, played, lessonMove, detail) {
    const epoch = this.#epoch;
    this.#busy = true;
    this.#showResult(() => this.#t('puzzle.checking', { move: played.san }));
    this.#host.announce(this.#t('puzzle.checkingSaid', { move: played.san }));
    let same = null;
    try {
      same = await this.#justAsGood(fen, played, lessonMove);
    } finally {
      if (epoch === this.#epoch) this.#busy = false;
    }
    if (epoch !== this.#epoch) throw named('Puzzle', 'the puzzle started again while the move was checked');
    if (same) return this.#found(detail, same);
    this.#missed = true;
    return this.#report(detail, () => this.#t('puzzle.notLessonMove', { move: played.san }));
  }

  /** Shows the piece to move; asked again, the square it goes to. */
  hint() {
    const expected = this.#next();
    if (this.#done || expected === undefined) return null;
    if (this.#busy) {
      this.#waitPlease();
      return null;
    }
    const node = this.#lesson.node(expected);
    if (this.#hintLevel < 2) {
      this.#hintLevel += 1;
      this.#stats.hints += 1;
    }
    this.#missed = true;
    const [from, to] = [node.uci.slice(0, 2), node.uci.slice(2, 4)];
    const piece = PIECES[node.san[0]] ?? 'pawn';
    const level = this.#hintLevel;
    const words = () => (level === 1 ? this.#t(`puzzle.hintPiece.${piece}`, { from }) : this.#t(`puzzle.hintSquare.${piece}`, { from, to }));
    if (this.#board.current !== this.#shownTip) this.#host.element.gotoNode(this.#shownTip);
    this.#host.ui.view.set({ shapes: [{ color: 'green', from, to: this.#hintLevel === 1 ? from : to }] });
    return this.#report({ result: 'hint', move: null, expected: node.san, ply: node.ply, square: this.#hintLevel === 1 ? from : to }, words);
  }

  /** Plays the move to find for the reader. */
  reveal() {
    const expected = this.#next();
    if (this.#done || expected === undefined || !this.#find.has(expected)) return null;
    if (this.#busy) {
      this.#waitPlease();
      return null;
    }
    this.#stats.moves += 1;
    this.#stats.revealed += 1;
    const node = this.#lesson.node(expected);
    return this.#moveOn({ result: 'revealed', move: node.san, expected: node.san, ply: node.ply }, () => this.#t('puzzle.revealed', { move: node.san }));
  }

  /** Starts again from the beginning (a move being checked is then not judged). */
  retry() {
    this.#begin();
    this.#host.showGame({ model: this.#board }, this.#t('puzzle.restarted', { task: this.#task() }));
  }

  // A try of the move to find accepted (`same`: why another move counts as well).
  #found(detail, same) {
    this.#stats.moves += 1;
    if (!this.#missed) this.#stats.firstTry += 1;
    const said = () => (same
      ? this.#t('puzzle.justAsGood', { move: detail.move, why: same(), expected: detail.expected })
      : this.#t('puzzle.right', { move: detail.expected }));
    return this.#moveOn({ ...detail, result: 'correct', ...(same ? { alternative: true } : {}) }, said);
  }

  // Plays the lesson's move to find, says `said` (words: a function that makes them) and the
  // move's comment, and goes on: to the reply, or to the end (said in the same words, so that a
  // screen reader hears both).
  #moveOn(detail, said) {
    const id = this.#next();
    const san = this.#play(id);
    const comment = comments(this.#lesson.node(id));
    const told = () => this.#withComment(said(), comment);
    this.#missed = false;
    this.#hintLevel = 0;
    this.#dispatch(detail);
    this.#showResult(told);
    if (this.#next() === undefined) {
      this.#host.update({ moved: san, announce: this.#t('puzzle.andThen', { first: told(), then: this.#finish() }) });
    } else {
      this.#host.update({ moved: san, announce: told() });
      this.#advance(REPLY_DELAY_MS);
    }
    return detail;
  }

  // Asks for the next move to find.
  #ask() {
    this.#busy = false;
    this.#setSolving(true);
    const number = this.#stats.moves + 1;
    this.#showTask(() => this.#task(number));
    this.#buttons();
  }

  #task(number = this.#stats.moves + 1) {
    return this.#t('puzzle.task', { side: sideName(this.#t, this.#side), number, count: this.#find.size });
  }

  // Our words, then the lesson's comment (in the lesson's own language), if any.
  #withComment(words, comment) {
    return comment ? this.#t('puzzle.andThen', { first: words, then: comment }) : words;
  }

  // The end: the summary shown and returned (for the caller to announce), `solved` dispatched.
  #finish() {
    this.#done = true;
    this.#busy = false;
    this.#setSolving(false);
    const { moves, firstTry, hints, revealed } = this.#stats;
    const t = this.#t;
    const summary = () => (moves === 0
      ? t('puzzle.nothingToFind')
      : t('puzzle.solved', { firstTry, moves: t('puzzle.moves', { count: moves }), hints: t('puzzle.hints', { count: hints }), revealed }));
    this.#showTask(summary);
    this.#buttons();
    if (moves > 0) {
      const last = this.#last ?? { san: null, ply: 0 };
      this.#dispatch({ result: 'solved', move: last.san, expected: last.san, ply: last.ply, summary: { ...this.#stats } });
    }
    return summary();
  }

  // Whether `played` is as good as the lesson's move `lessonMove` from `fen`: why (a function that
  // says it), or null.
  async #justAsGood(fen, played, lessonMove) {
    const t = this.#t;
    if (played.san.endsWith('#') && lessonMove.san.endsWith('#')) return () => t('puzzle.matesAsWell');
    const hosted = hostedTables(this.#host.element);
    const result = sharedTablebase.covers(fen, hosted)
      ? await sharedTablebase.probe(this, fen, () => {}, { priority: () => 0, hosted }).catch(() => null)
      : null;
    if (result) {
      const [mine, theirs] = [played.uci, lessonMove.uci].map((uci) => result?.moves.find((m) => m.uci === uci));
      if (!mine || !theirs || mine.wdl !== theirs.wdl || mine.wdl === 'loss') return null;
      if (mine.wdl === 'draw') return () => t('puzzle.drawsAsWell');
      return () => t('puzzle.winsAsWell', { mine: Math.ceil(mine.dtm / 2), theirs: Math.ceil(theirs.dtm / 2) });
    }
    // A mate as short, by the engine's search of each move.
    const mateAfter = async (uci) => {
      const result = await sharedEngine.search(this, { fen, moves: [uci], depth: MATE_DEPTH, movetimeMs: MATE_MS }).catch(() => null);
      const mate = result?.lines?.[0]?.score?.mate;
      return typeof mate === 'number' && mate < 0 ? 1 - mate : null;
    };
    const theirs = await mateAfter(lessonMove.uci);
    if (theirs === null) return null;
    const mine = await mateAfter(played.uci);
    return mine === theirs ? () => t('puzzle.matesInAsWell', { count: theirs, plies: MATE_DEPTH }) : null;
  }

  // ---- what the reader sees and hears ----------------------------------------------------

  // Dispatches `detail`, and shows and announces `said` (a function that makes the words).
  #report(detail, said) {
    this.#dispatch(detail);
    this.#showResult(said);
    this.#host.announce(said());
    return detail;
  }

  #waitPlease() {
    this.#host.announce(this.#t('puzzle.wait'));
  }

  #dispatch(detail) {
    this.#host.element.dispatchEvent(new CustomEvent('puzzle', { detail }));
  }

  // The task line and the result line show `words()`, now and again in another language.
  #showTask(words) {
    this.#taskWords = words;
    this.#ui.task.textContent = words();
  }

  #showResult(words) {
    this.#resultWords = words;
    this.#ui.result.textContent = words();
  }

  /** The board's language changed: the panel's words are said again in it. */
  languageChanged() {
    const { section, task, result } = this.#ui;
    section.setAttribute('aria-label', this.#t('puzzle.title'));
    this.#t.fill(section);
    task.textContent = this.#taskWords();
    result.textContent = this.#resultWords();
  }

  // While a move is to find, the board hides what would give it away: lesson.css hides the
  // panels, and what they say of the position is taken out of the DOM as soon as it is drawn
  // (GIVEAWAYS), so that no move still to find is in the element until it is found.
  #setSolving(solving) {
    const container = this.#host.ui.container;
    container.classList.add('puzzle');
    container.classList.toggle('puzzle-solving', solving);
    if (!solving && !this.#ui.section.isConnected) container.classList.remove('puzzle');
    if (solving) {
      this.#scrub();
      this.#watcher ??= new MutationObserver(() => {
        if (container.classList.contains('puzzle-solving')) this.#scrub();
      });
      this.#watcher.observe(this.#host.ui.side, { childList: true, subtree: true });
    } else {
      this.#watcher?.disconnect();
    }
  }

  #scrub() {
    const panels = this.#host.ui.side;
    for (const part of panels.querySelectorAll(GIVEAWAYS)) part.remove();
    for (const part of panels.querySelectorAll(EMPTIED)) if (part.firstChild) part.replaceChildren();
  }

  #buttons() {
    const ui = this.#ui;
    // The keyboard focus leaves a button about to be disabled for Retry.
    if (this.#done && [ui.hint, ui.reveal].includes(ui.section.getRootNode().activeElement)) ui.retry.focus();
    ui.hint.disabled = this.#done;
    ui.reveal.disabled = this.#done;
  }

  #panel() {
    const section = el('section', 'panel puzzle-panel');
    section.setAttribute('aria-label', this.#t('puzzle.title'));
    const task = el('p', 'puzzle-task');
    const result = el('p', 'puzzle-result');
    const actions = el('div', 'puzzle-actions');
    const hint = button('puzzle.hint', 'puzzle-hint', 'puzzle.hint.label');
    const reveal = button('puzzle.reveal', 'puzzle-reveal');
    const retry = button('puzzle.retry', 'puzzle-retry', 'puzzle.retry.label');
    const { guard } = this.#host;
    hint.addEventListener('click', () => guard(() => this.hint()));
    reveal.addEventListener('click', () => guard(() => this.reveal()));
    retry.addEventListener('click', () => guard(() => this.retry()));
    actions.append(hint, reveal, retry);
    section.append(say(el('h2'), { text: 'puzzle.title' }), task, result, actions);
    this.#t.fill(section);
    this.#host.ui.moveForm.after(section);
    return { section, task, result, hint, reveal, retry };
  }
}
