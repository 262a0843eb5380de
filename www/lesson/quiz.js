// Questions on the draw rules about the position shown - can a draw be claimed, what happens if
// a flag falls, is the position dead, can a side still mate - answered by the board's own
// proofs: the Status object of the position (its exact analysis, and the endgame table where one
// covers it), never by text an author typed. A lesson asks them with a `[%quiz ...]` comment
// command on a move; the arbiter drill (drill.html) asks them of positions it makes.
//
//   [%quiz claim]             can the player to move claim a draw now?
//   [%quiz flag]              the player to move's flag falls: FIDE 6.9, and US Chess 14E where
//                             one of its clauses applies ([%quiz flag-white], [%quiz flag-black])
//   [%quiz dead]              is the position dead (FIDE 5.2.2)?
//   [%quiz mate]              can the player to move still checkmate, and by force where a table
//                             knows ([%quiz mate-white], [%quiz mate-black])
//
// Several go in one command, comma-separated: [%quiz claim,flag].
import { el } from '../element/dom.js';
import { lawText, mateFact, other, sideName } from '../panels/draw-panel.js';

export const QUIZ_KINDS = ['claim', 'flag', 'dead', 'mate'];

/** The quizzes of a `[%quiz]` command's value: [{kind, color}] (color null: the player to
 *  move). Words it does not know are skipped; only `flag` and `mate` name a side. */
export function readQuiz(value) {
  const out = [];
  for (const word of String(value).toLowerCase().split(/[\s,]+/)) {
    const [kind, color = null] = word.split('-');
    if (!QUIZ_KINDS.includes(kind)) continue;
    if (color !== null && !((kind === 'flag' || kind === 'mate') && (color === 'white' || color === 'black'))) continue;
    if (!out.some((q) => q.kind === kind && q.color === color)) out.push({ kind, color });
  }
  return out;
}

/** The command's value for `quizzes` (readQuiz's form). */
export function writeQuiz(quizzes) {
  return quizzes.map(({ kind, color }) => (color ? `${kind}-${color}` : kind)).join(',');
}

/** The quizzes a node's commands ask ([[name, value]...], as GameTree.nodes gives them). */
export function nodeQuizzes(commands) {
  return commands.filter(([name]) => name === 'quiz').flatMap(([, value]) => readQuiz(value));
}

/**
 * The questions `quiz` ({kind, color}) asks of the position whose `status` is given, in the
 * words of `t` (the board's translator; its `lesson` part loaded): [{id, text, options: [{id,
 * label}], answer, reason, pending, moot?}]. `answer` is the id of the right option, or null
 * when the board has not proved one (it marks no answer then, and `reason` says why) or the
 * question has none (`moot`: a flag falling after the game is over, say). `pending` says that a
 * proof the answer needs is still on its way: `exactComing`, the exact status (the quick one is
 * given); `tableComing`, an endgame table's verdict (the mate question and US Chess 14E2/14E3
 * turn on it). Without `lines` (a puzzle is being solved) no move is quoted.
 */
export function questions({ kind, color }, status, t, { exactComing = false, tableComing = false, lines = true } = {}) {
  const make = { claim: claimQuestion, flag: flagQuestions, dead: deadQuestion, mate: mateQuestion }[kind];
  const tableDue = tableComing && !status.tablebase && !status.outcome;
  return [make(status, color ?? status.turn, { t, lines })].flat().map(({ needsTable = false, ...q }) => ({ ...q, pending: exactComing || (needsTable && tableDue) }));
}

// Whether `color` can still mate, in a sentence: draw-panel.js's, or without `lines` with no
// move quoted.
function canMate(color, s, { t, lines }) {
  const w = s.winnability[color];
  if (!lines && w.verdict === 'winnable') return t('quiz.canMateHidden', { side: sideName(t, color) });
  return t('quiz.fact', { fact: mateFact(t, color, w, { exact: s.exact, pending: false }) });
}

// The articles of the FIDE Laws by which a game ends by itself.
const ENDED_LAWS = {
  checkmate: '5.1.1',
  stalemate: '5.2.1',
  insufficientMaterial: '5.2.2',
  deadPosition: '5.2.2',
  fivefold: '9.6.1',
  seventyFiveMoves: '9.6.2',
};

// How the game ended, as a clause ("stalemate (FIDE 5.2.1)").
function endedText(t, reason) {
  const law = ENDED_LAWS[reason];
  return law ? t(`quiz.ended.${reason}`, { law: lawText(t, 'fide', law) }) : reason;
}

function claimQuestion(s, _color, { t, lines }) {
  const mover = sideName(t, s.turn);
  const fide = (article) => lawText(t, 'fide', article);
  const options = [
    { id: 'now', label: t('quiz.claim.now', { side: mover }) },
    { id: 'announce', label: t('quiz.claim.announce') },
    { id: 'over', label: t('quiz.claim.over') },
    { id: 'no', label: t('quiz.claim.no') },
  ];
  const seen = t('quiz.claim.seen', { times: t('quiz.claim.times', { count: s.repetitions }), played: t('quiz.claim.played', { count: s.halfmoveClock }) });
  const base = { id: 'claim', text: t('quiz.claim.question', { side: mover }), options };
  if (s.outcome) {
    const how = endedText(t, s.outcome.reason);
    return s.outcome.winner
      ? { ...base, answer: 'no', reason: t('quiz.claim.won', { how, side: sideName(t, s.outcome.winner) }) }
      : { ...base, answer: 'over', reason: t('quiz.claim.ended', { how }) };
  }
  // A position not proved alive may be dead, and then the game is already over (FIDE 5.2.2).
  if (s.winnability.dead === null && s.exact) {
    return { ...base, answer: null, reason: t('quiz.claim.deadUnknown') };
  }
  if (s.claimableDraw) {
    const rules = [];
    if (s.threefold) rules.push(t('quiz.claim.threefoldNow', { side: mover, law: fide('9.2.1.2') }));
    if (s.fiftyMoves) rules.push(t('quiz.claim.fiftyNow', { law: fide('9.3.2') }));
    return { ...base, answer: 'now', reason: t('quiz.claim.mayNow', { side: mover, rules: joined(t, rules, 'quiz.claim.bothRules') }) };
  }
  if (s.claimMovesSan.length) {
    // Up to four moves by name, then how many more: any one of them claims.
    const more = s.claimMovesSan.length - 4;
    const named = more > 0 ? [...s.claimMovesSan.slice(0, 4), t('quiz.claim.more', { count: more })] : s.claimMovesSan;
    const moves = !lines ? t('quiz.claim.oneOfItsMoves') : t.list(named, 'disjunction');
    const rules = [...new Set(s.claimRules)].map((rule) => (rule === 'threefold'
      ? t('quiz.claim.threefoldNext', { law: fide('9.2.1.1') })
      : t('quiz.claim.fiftyNext', { law: fide('9.3.1') })));
    return { ...base, answer: 'announce', reason: t('quiz.claim.byAnnouncing', { seen, side: mover, moves, rules: joined(t, rules, 'quiz.claim.eitherRule') }) };
  }
  return { ...base, answer: 'no', reason: t('quiz.claim.none', { seen, side: mover, threefoldLaw: fide('9.2'), fiftyLaw: fide('9.3') }) };
}

// One or two rules, the second joined to the first by the message `key`.
const joined = (t, [first, second], key) => (second === undefined ? first : t(key, { first, second }));

function flagQuestions(s, flagger, { t, lines }) {
  const opponent = sideName(t, other(flagger));
  const options = [{ id: 'opponentWins', label: t('quiz.flag.opponentWins', { side: opponent }) }, { id: 'draw', label: t('quiz.flag.draw') }];
  const text = t('quiz.flag.question', { side: sideName(t, flagger) });
  if (!s.flagFall) {
    return { id: 'fide', text, options, answer: null, reason: t('quiz.flag.over'), moot: true };
  }
  const flag = s.flagFall[flagger];
  const fide = {
    id: 'fide',
    text,
    options,
    answer: flag.fide === 'notSettled' ? null : flag.fide,
    reason: t('quiz.flag.fide', { law: lawText(t, 'fide', '6.9'), fact: canMate(other(flagger), s, { t, lines }) }),
  };
  if (!flag.usRule) return fide;
  const table = s.tablebase;
  let forced;
  if (flag.fide === 'draw') forced = t('quiz.flag.cannotMate', { side: opponent });
  else if (!table) forced = t('quiz.flag.noTable');
  else if (table.winner === other(flagger)) forced = t('quiz.flag.forcedWin', { count: table.mateIn });
  else forced = t('quiz.flag.noForcedWin');
  const clause = { '14E1': 'loneKing', '14E2': 'minorPiece', '14E3': 'twoKnights' }[flag.usRule];
  const us = {
    id: 'us',
    text: t('quiz.flag.usQuestion', { rule: '14E' }),
    options,
    answer: flag.usChess === 'notSettled' ? null : flag.usChess,
    reason: t('quiz.flag.us', { rule: flag.usRule, clause: t(`quiz.flag.${clause}`, { side: opponent, flagger: sideName(t, flagger), forced }) }),
    needsTable: flag.usRule !== '14E1' && flag.fide !== 'draw',
  };
  return [fide, us];
}

function deadQuestion(s, _color, { t, lines }) {
  const options = [{ id: 'yes', label: t('quiz.dead.yes') }, { id: 'no', label: t('quiz.dead.no') }];
  const base = { id: 'dead', text: t('quiz.dead.question', { law: lawText(t, 'fide', '5.2.2') }), options };
  const ended = s.outcome?.reason;
  if (ended && ended !== 'insufficientMaterial' && ended !== 'deadPosition') {
    return { ...base, answer: null, moot: true, reason: t('quiz.dead.over', { how: endedText(t, ended) }) };
  }
  const dead = s.winnability.dead;
  const facts = { white: canMate('white', s, { t, lines }), black: canMate('black', s, { t, lines }) };
  return {
    ...base,
    answer: dead === true ? 'yes' : dead === false ? 'no' : null,
    reason: t(dead === true ? 'quiz.dead.isDead' : 'quiz.dead.facts', facts),
  };
}

function mateQuestion(s, color, { t, lines }) {
  const who = sideName(t, color);
  const table = s.tablebase;
  const w = s.winnability[color];
  const fact = canMate(color, s, { t, lines });
  if (table) {
    const forced = table.winner === color && table.seventyFiveDraws !== true;
    // The defender may claim a draw on its move once fifty moves are complete (FIDE 9.3): a mate
    // that comes later is forced only if a capture or pawn move on the way resets the count,
    // which the table's distance to mate does not say.
    const claimFirst = forced && s.halfmoveClock + Math.abs(table.dtm) > 100;
    const answer = claimFirst ? null : forced ? 'force' : w.verdict === 'winnable' ? 'help' : w.verdict === 'unwinnable' ? 'never' : null;
    let verdict = table.winner === color
      ? t(forced ? 'quiz.mate.tableWin' : 'quiz.mate.tableWinTooLate', { side: who, count: table.mateIn })
      : t('quiz.mate.tableNoForce', { side: who });
    if (claimFirst) {
      verdict = t('quiz.mate.claimFirst', { verdict, count: s.halfmoveClock, other: sideName(t, other(color)), law: lawText(t, 'fide', '9.3') });
    }
    return {
      id: 'mate',
      text: t('quiz.mate.question', { side: who }),
      options: [
        { id: 'force', label: t('quiz.mate.force') },
        { id: 'help', label: t('quiz.mate.help', { side: sideName(t, other(color)) }) },
        { id: 'never', label: t('quiz.mate.never') },
      ],
      answer,
      reason: t('quiz.mate.reason', { verdict, fact }),
      needsTable: true,
    };
  }
  return {
    id: 'mate',
    text: t('quiz.mate.questionAny', { side: who }),
    options: [{ id: 'yes', label: t('quiz.mate.yes') }, { id: 'never', label: t('quiz.mate.never') }],
    answer: w.verdict === 'winnable' ? 'yes' : w.verdict === 'unwinnable' ? 'never' : null,
    reason: fact,
    needsTable: true,
  };
}

/**
 * One question on screen, in the words of `t`: the question, a button for each option, and once
 * answered whether that was right and the board's reason. `on.answer(option, question)` hears
 * the reader's choice; `answered` is the option chosen before, if any (the question is shown
 * answered).
 */
export function renderQuestion(question, { answered = null, on, t }) {
  const box = el('div', 'quiz-question');
  box.dataset.question = question.id;
  const text = el('p', 'quiz-text', question.text);
  text.id = `quiz-${question.id}-${Math.random().toString(36).slice(2, 8)}`;
  const options = el('div', 'quiz-options');
  options.setAttribute('role', 'group');
  options.setAttribute('aria-labelledby', text.id);
  const result = el('p', 'quiz-result');
  const settled = !question.pending && question.answer !== null;
  for (const option of question.options) {
    const b = el('button', 'quiz-option', option.label);
    b.type = 'button';
    b.dataset.answer = option.id;
    b.setAttribute('aria-pressed', String(answered === option.id));
    if (!settled || answered) b.setAttribute('aria-disabled', 'true');
    if (answered && option.id === question.answer) b.classList.add('right');
    b.addEventListener('click', () => {
      if (b.getAttribute('aria-disabled') !== 'true') on.answer(option.id, question);
    });
    options.append(b);
  }
  if (question.pending) {
    result.textContent = t('quiz.proving');
  } else if (question.answer === null) {
    result.textContent = question.moot ? question.reason : t('quiz.unproved', { reason: question.reason });
    result.className = 'quiz-result unsettled';
  } else if (answered) {
    const right = answered === question.answer;
    result.className = `quiz-result ${right ? 'right' : 'wrong'}`;
    result.append(...t.parts('quiz.answered', { verdict: el('strong', '', verdictWords(question, answered, t)), reason: question.reason }));
  }
  box.append(text, options, result);
  return box;
}

// "Right." or "Not quite: <the right option>."
function verdictWords(question, answered, t) {
  if (answered === question.answer) return t('quiz.right');
  return t('quiz.notQuite', { answer: question.options.find((o) => o.id === question.answer)?.label });
}

/** The words a screen reader hears after an answer, in the words of `t`. */
export function answerWords(question, answered, t) {
  return t('quiz.answered', { verdict: verdictWords(question, answered, t), reason: question.reason });
}
