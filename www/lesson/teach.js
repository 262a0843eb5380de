// What makes a lesson teach, loaded by the element the first time a lesson needs it: the rule
// quizzes on the moves that ask them (quiz.js), puzzle mode (puzzle.js), and the teacher's
// panel that marks moves to find and adds quizzes. Its stylesheet, lesson.css, joins the
// element's.
import { el } from '../element/dom.js';
import { adopt } from '../element/sheets.js';
import { say } from '../i18n/i18n.js';
import { GameModel } from '../model/game-model.js';
import { sideName } from '../panels/draw-panel.js';
import { timelineMarks } from '../panels/move-list.js';
import { hostedTables } from '../panels/table-lookup.js';
import { sharedTablebase } from '../workers/pool.js';
import { Puzzle } from './puzzle.js';
import { QUIZ_KINDS, answerWords, nodeQuizzes, questions, renderQuestion, writeQuiz } from './quiz.js';

// Written out in full so that bundlers find the stylesheet and copy it.
const SHEET = new URL('./lesson.css', import.meta.url).href;

/** The element's Teacher (`host`: the element's host object, see draw-board.js; its
 *  translator `host.t` has the `lesson` part loaded), once its stylesheet applies. */
export async function teacher(host) {
  const made = new Teacher(host);
  await made.styled;
  return made;
}

class Teacher {
  #host;
  #puzzle = null;
  #quizzes;
  #author = null;
  /** Resolves once lesson.css applies. */
  styled;

  /** `host`: the element's host object (see draw-board.js). */
  constructor(host) {
    this.#host = host;
    this.styled = adopt(host.element.shadowRoot, [SHEET]);
    this.#quizzes = new QuizPanel(host);
    host.element.addEventListener('status', () => {
      this.#dropStalePuzzle();
      this.#quizzes.shown();
      this.#author?.refresh();
    });
    // The words this code wrote are written again in the board's new language.
    host.t.watch(() => {
      this.#puzzle?.languageChanged();
      this.#quizzes.languageChanged();
      this.#author?.languageChanged();
    });
    this.#quizzes.shown();
  }

  /** The puzzle being solved, or null. */
  get puzzle() {
    this.#dropStalePuzzle();
    return this.#puzzle;
  }

  // A board given another game meanwhile (a new FEN, say) has left its puzzle: the puzzle ends,
  // its panel goes and its lesson is freed.
  #dropStalePuzzle() {
    if (!this.#puzzle || this.#host.model() === this.#puzzle.board) return;
    this.#puzzle.end().free();
    this.#puzzle = null;
  }

  /** Starts a puzzle of `lesson`, the game the attributes gave (a GameModel; the puzzle owns it
   *  from now on), from the `ply` attribute, else from its start, in place of any other puzzle;
   *  returns the game for the board to show ({model}). */
  puzzleFrom(lesson) {
    if (!this.#host.element.hasAttribute('ply')) lesson.goto(0);
    return this.#start(lesson);
  }

  // A puzzle of `lesson` from the node it shows.
  #start(lesson) {
    this.#endPuzzle()?.free();
    const wanted = this.#host.element.getAttribute('side');
    this.#puzzle = new Puzzle(this.#host, lesson, { side: wanted });
    const element = this.#host.element;
    if (!element.hasAttribute('orientation') && this.#puzzle.side === 'black') element.orientation = 'black';
    return { model: this.#puzzle.board };
  }

  /** A puzzle of the game `model` shows, from its node shown (the model stays the caller's). */
  puzzleOf(model) {
    const { model: lesson } = GameModel.fromPgn(model.pgn());
    lesson.gotoChildPath(model.childPath());
    return this.#start(lesson);
  }

  /** Ends the puzzle; returns its lesson (the caller owns it), or null. */
  #endPuzzle() {
    const puzzle = this.puzzle;
    this.#puzzle = null;
    return puzzle?.end() ?? null;
  }

  /** The mode attribute changed: a puzzle of the game shown starts (`puzzle`), or the puzzle
   *  ends and its lesson is shown again. */
  mode(puzzle) {
    const host = this.#host;
    if (puzzle && !this.puzzle) host.showGame(this.puzzleOf(host.model()), host.t('teach.puzzleStarted', { side: sideName(host.t, this.#puzzle.side) }));
    else if (!puzzle && this.puzzle) host.showGame({ model: this.#endPuzzle() }, host.t('teach.puzzleClosed'));
  }

  /** Opens or closes the teacher's panel on the move shown. */
  author() {
    this.#author ??= new AuthorPanel(this.#host);
    this.#author.toggle();
  }
}

/**
 * The quizzes of the move shown, answered from the status the board shows. Until every question
 * is answered, the board hides what would give the answers away (the draw panel, the endgame
 * table, the engine: draw-board.css's `quiz-open`), and its screen-reader notices skip the draw
 * labels.
 */
class QuizPanel {
  #host;
  #section;
  #answers = new WeakMap(); // model -> Map(`${node}:${question}` -> option chosen)
  #exactComing = false;
  #marksWatcher = null;
  #quieting = null; // [model, quiet]: what the watcher keeps

  constructor(host) {
    this.#host = host;
    this.#section = el('section', 'panel quiz-panel');
    this.#section.setAttribute('aria-label', host.t('teach.question'));
    this.#section.hidden = true;
    host.ui.moveForm.after(this.#section);
  }

  /** A status was shown. Whether its exact status is still to come is what the draw panel
   *  says, just drawn (its facts are busy until then, and not after a failed proof). */
  shown() {
    const facts = this.#host.ui.draws.querySelector('.facts');
    if (facts) this.#exactComing = facts.getAttribute('aria-busy') === 'true';
    this.refresh();
  }

  /** The board's language changed. */
  languageChanged() {
    this.#section.setAttribute('aria-label', this.#host.t('teach.question'));
    this.refresh();
  }

  refresh() {
    const host = this.#host;
    const model = host.model();
    const status = safeStatus(host.element);
    const node = model?.node(model.current);
    const quizzes = node ? nodeQuizzes(node.commands) : [];
    const container = host.ui.container;
    if (!quizzes.length || !status || host.editing()) {
      this.#section.hidden = true;
      container.classList.remove('quiz-open');
      if (model) this.#quiet(model, false);
      return;
    }
    if (!this.#answers.has(model)) this.#answers.set(model, new Map());
    const answers = this.#answers.get(model);
    const options = {
      exactComing: this.#exactComing && !status.exact && !status.settled,
      tableComing: sharedTablebase.covers(status.fen, hostedTables(host.element)),
      lines: !container.classList.contains('puzzle-solving'),
    };
    const list = quizzes.flatMap((quiz) => questions(quiz, status, host.t, options).map((q) => ({ ...q, quiz, key: `${node.id}:${quiz.kind}-${quiz.color ?? ''}:${q.id}` })));
    const open = list.some((q) => !answers.has(q.key) && (q.pending || q.answer !== null));
    container.classList.toggle('quiz-open', open);
    this.#quiet(model, open);
    // The option that has the keyboard focus keeps it when the panel is drawn again.
    const focused = this.#section.getRootNode().activeElement;
    const wasFocused = this.#section.contains(focused) && focused.dataset.answer !== undefined
      ? [focused.closest('[data-question]').dataset.question, focused.dataset.answer] : null;
    const boxes = list.map((q) => renderQuestion(q, {
      answered: answers.get(q.key) ?? null,
      on: { answer: (option) => this.#answer(model, node, q, option) },
      t: host.t,
    }));
    this.#section.replaceChildren(el('h2', '', host.t('teach.question')), ...boxes);
    this.#section.hidden = false;
    if (wasFocused) this.#section.querySelector(`[data-question="${wasFocused[0]}"] [data-answer="${wasFocused[1]}"]`)?.focus();
  }

  // The claim timeline's words leave the move list's labels while a quiz is open (`quiet`), as
  // its marks leave the screen (draw-board.css): they would answer it; and come back after. The
  // list is drawn again after the status, and when the audit or the review come in: the labels
  // are watched.
  #quiet(model, quiet) {
    // Nothing was taken out, nothing to put back: most statuses stop here.
    if (!quiet && !this.#quieting?.[1]) return;
    const list = this.#host.ui.moveListElement;
    this.#marksWatcher ??= new MutationObserver(() => this.#quietMarks(...this.#quieting));
    this.#quieting = [model, quiet];
    this.#quietMarks(model, quiet);
    if (quiet) this.#marksWatcher.observe(list, { childList: true, subtree: true, attributeFilter: ['aria-label'] });
    else this.#marksWatcher.disconnect();
  }

  #quietMarks(model, quiet) {
    for (const button of this.#host.ui.moveListElement.querySelectorAll('.move[data-id]')) {
      const node = model.node(Number(button.dataset.id));
      const label = button.dataset.fullLabel ?? button.getAttribute('aria-label');
      if (!node || !label) continue;
      if (!quiet) {
        if (button.dataset.fullLabel !== undefined) button.setAttribute('aria-label', label);
        delete button.dataset.fullLabel;
        continue;
      }
      const words = timelineMarks(node, this.#host.t).reduce((text, mark) => text.replace(`; ${mark.text}`, ''), label);
      if (words === label || button.getAttribute('aria-label') === words) continue;
      button.dataset.fullLabel = label;
      button.setAttribute('aria-label', words);
    }
  }

  #answer(model, node, question, option) {
    this.#answers.get(model).set(question.key, option);
    const { quiz } = question;
    const status = safeStatus(this.#host.element);
    const detail = {
      kind: quiz.kind,
      color: quiz.color ?? status?.turn ?? null,
      question: question.id,
      answer: option,
      expected: question.answer,
      correct: option === question.answer,
      ply: node.ply,
    };
    this.#host.element.dispatchEvent(new CustomEvent('quiz', { detail }));
    this.#host.announce(answerWords(question, option, this.#host.t));
    this.refresh();
  }
}

function safeStatus(element) {
  try {
    return element.status();
  } catch {
    return null;
  }
}

/**
 * The teacher's panel under the moves: whether the move shown is one for the reader to find
 * in puzzle mode (`[%find]`), and which rule quizzes the position after it asks (`[%quiz ...]`).
 * Each change is an edit of the game (it can be undone, and is written in its PGN).
 */
class AuthorPanel {
  #host;
  #form;
  #find;
  #kinds;

  constructor(host) {
    this.#host = host;
    const { t } = host;
    const form = this.#form = el('fieldset', 'author');
    form.append(say(el('legend'), { text: 'teach.legend' }));
    const check = (key, onChange) => {
      const box = el('input');
      box.type = 'checkbox';
      const wrap = el('label', 'author-option');
      wrap.append(box, ' ', say(el('span'), { text: key }));
      box.addEventListener('change', () => onChange(box.checked));
      form.append(wrap);
      return box;
    };
    this.#find = check('teach.find', (on) => this.#set('find', on ? '' : null, t(on ? 'teach.findSet' : 'teach.findRemoved')));
    form.append(say(el('p', 'author-note'), { text: 'teach.ask' }));
    // The quiz kinds' names are the drill's too (quiz.kind.*).
    this.#kinds = Object.fromEntries(QUIZ_KINDS.map((kind) => [kind, check(`quiz.kind.${kind}`, () => this.#setQuizzes())]));
    t.fill(form);
    host.ui.edit.after(form);
    form.hidden = true;
  }

  /** The board's language changed. */
  languageChanged() {
    this.#host.t.fill(this.#form);
  }

  toggle() {
    this.#form.hidden = !this.#form.hidden;
    this.#host.ui.edit.querySelector('.teach')?.setAttribute('aria-expanded', String(!this.#form.hidden));
    this.refresh();
    if (!this.#form.hidden) this.#form.querySelector('input:not([disabled])')?.focus();
  }

  /** Shows what the move shown carries. */
  refresh() {
    const model = this.#host.model();
    if (this.#form.hidden || !model) return;
    const node = model.node(model.current);
    this.#find.checked = node.commands.some(([name]) => name === 'find');
    this.#find.disabled = node.parent === null;
    const asked = nodeQuizzes(node.commands);
    for (const kind of QUIZ_KINDS) this.#kinds[kind].checked = asked.some((q) => q.kind === kind && q.color === null);
  }

  #setQuizzes() {
    const model = this.#host.model();
    const node = model.node(model.current);
    // Quizzes the panel does not offer (a flag of the side not to move, say) are kept.
    const kept = nodeQuizzes(node.commands).filter((q) => q.color !== null);
    const chosen = QUIZ_KINDS.filter((kind) => this.#kinds[kind].checked).map((kind) => ({ kind, color: null }));
    const value = writeQuiz([...chosen, ...kept]);
    const { t } = this.#host;
    this.#set('quiz', value || null, value ? t('teach.quizSet', { value }) : t('teach.quizRemoved'));
  }

  #set(name, value, said) {
    const host = this.#host;
    host.guard(() => {
      const model = host.model();
      model.setCommand(model.current, name, value);
      host.update({ announce: said });
    });
  }
}
