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
import { mateFact, other, plural, side } from '../panels/draw-panel.js';

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
 * The questions `quiz` ({kind, color}) asks of the position whose `status` is given: [{id, text,
 * options: [{id, label}], answer, reason, pending, moot?}]. `answer` is the id of the right
 * option, or null when the board has not proved one (it marks no answer then, and `reason` says
 * why) or the question has none (`moot`: a flag falling after the game is over, say). `pending`
 * says that a proof the answer needs is still on its way: `exactComing`, the exact status (the
 * quick one is given); `tableComing`, an endgame table's verdict (the mate question and US
 * Chess 14E2/14E3 turn on it). Without `lines` (a puzzle is being solved) no move is quoted.
 */
export function questions({ kind, color }, status, { exactComing = false, tableComing = false, lines = true } = {}) {
  const make = { claim: claimQuestion, flag: flagQuestions, dead: deadQuestion, mate: mateQuestion }[kind];
  const tableDue = tableComing && !status.tablebase && !status.outcome;
  return [make(status, color ?? status.turn, lines)].flat().map(({ needsTable = false, ...q }) => ({ ...q, pending: exactComing || (needsTable && tableDue) }));
}

// Whether `color` can still mate, in a sentence: draw-panel.js's, or without `lines` with no
// move quoted.
function canMate(color, s, lines) {
  const w = s.winnability[color];
  if (!lines && w.verdict === 'winnable') return `${side(color)} can still checkmate (the line is shown once the puzzle is solved).`;
  return `${mateFact(color, w, { exact: s.exact, pending: false })}.`;
}

const ENDED = {
  checkmate: 'checkmate (FIDE 5.1.1)',
  stalemate: 'stalemate (FIDE 5.2.1)',
  insufficientMaterial: 'neither side has the material to checkmate (FIDE 5.2.2)',
  deadPosition: 'the position is dead (FIDE 5.2.2)',
  fivefold: 'the same position has appeared five times (FIDE 9.6.1)',
  seventyFiveMoves: 'seventy-five moves by each player without a capture or pawn move (FIDE 9.6.2)',
};

function claimQuestion(s, _color, lines) {
  const mover = side(s.turn);
  const options = [
    { id: 'now', label: `Yes, ${mover} can claim now` },
    { id: 'announce', label: 'Only by writing down a move and announcing it' },
    { id: 'over', label: 'No need: the game is already drawn' },
    { id: 'no', label: 'No' },
  ];
  const seen = `the position has appeared ${plural(s.repetitions, 'time')} and ${plural(s.halfmoveClock, 'half-move')} have been played since the last capture or pawn move`;
  const base = { id: 'claim', text: `Can ${mover}, to move, claim a draw?`, options };
  if (s.outcome) {
    const how = ENDED[s.outcome.reason] ?? s.outcome.reason;
    return s.outcome.winner
      ? { ...base, answer: 'no', reason: `No: the game is over - ${how}. ${side(s.outcome.winner)} has won.` }
      : { ...base, answer: 'over', reason: `The game ended by itself, with no claim: ${how}.` };
  }
  // A position not proved alive may be dead, and then the game is already over (FIDE 5.2.2).
  if (s.winnability.dead === null && s.exact) {
    return { ...base, answer: null, reason: 'The search ran out of its budget before it proved whether the position is dead; if it is, the game is already over.' };
  }
  if (s.claimableDraw) {
    const rules = [];
    if (s.threefold) rules.push(`the same position has appeared for the third time, with ${mover} to move (FIDE 9.2.1.2)`);
    if (s.fiftyMoves) rules.push(`each player has made fifty moves without a capture or pawn move (FIDE 9.3.2)`);
    return { ...base, answer: 'now', reason: `${mover} may claim now: ${rules.join('; and ')}.` };
  }
  if (s.claimMovesSan.length) {
    const listed = s.claimMovesSan.slice(0, 4).join(', ') + (s.claimMovesSan.length > 4 ? ` or one of ${s.claimMovesSan.length - 4} more` : '');
    const moves = lines ? listed : 'one of its moves';
    const rules = [...new Set(s.claimRules)].map((rule) => (rule === 'threefold'
      ? 'the position after it would appear for the third time (FIDE 9.2.1.1)'
      : 'it would complete fifty moves by each player without a capture or pawn move (FIDE 9.3.1)'));
    return {
      ...base,
      answer: 'announce',
      reason: `Not yet: ${seen}. But ${mover} may write ${moves} on the scoresheet, declare to the arbiter the intention to play it, and claim: ${rules.join('; or ')}. Played first, the move gives the right to claim to the opponent.`,
    };
  }
  return { ...base, answer: 'no', reason: `No: ${seen}. A claim needs the third appearance of a position (FIDE 9.2) or fifty moves by each player (FIDE 9.3), and no move of ${mover}'s would complete either.` };
}

function flagQuestions(s, flagger, lines) {
  const opponent = side(other(flagger));
  const options = [{ id: 'opponentWins', label: `${opponent} wins` }, { id: 'draw', label: 'Draw' }];
  const text = `${side(flagger)}'s flag falls now. What is the result under the FIDE Laws?`;
  if (!s.flagFall) {
    return { id: 'fide', text, options, answer: null, reason: 'The game is already over: a flag that falls now changes nothing.', moot: true };
  }
  const flag = s.flagFall[flagger];
  const fide = {
    id: 'fide',
    text,
    options,
    answer: flag.fide === 'notSettled' ? null : flag.fide,
    reason: `FIDE 6.9: the player whose flag falls loses, unless the opponent cannot checkmate by any series of legal moves - then it is a draw. ${canMate(other(flagger), s, lines)}`,
  };
  if (!flag.usRule) return fide;
  const table = s.tablebase;
  let forced;
  if (flag.fide === 'draw') forced = `${opponent} cannot checkmate at all, so it has no forced win`;
  else if (!table) forced = 'no endgame table has settled whether it has a forced win';
  else if (table.winner === other(flagger)) forced = `it has a forced win (endgame table: mate in ${plural(table.mateIn, 'move')})`;
  else forced = 'it has no forced win (endgame table)';
  const clause = {
    '14E1': `${opponent} has only the king, so it is a draw`,
    '14E2': `${opponent} has only a king and a bishop or knight, so it is a draw unless ${opponent} has a forced win; ${forced}`,
    '14E3': `${opponent} has only a king and two knights and ${side(flagger)} has no pawn, so it is a draw unless ${opponent} has a forced win; ${forced}`,
  }[flag.usRule];
  const us = {
    id: 'us',
    text: `And under US Chess rules (14E, insufficient material to win on time)?`,
    options,
    answer: flag.usChess === 'notSettled' ? null : flag.usChess,
    reason: `US Chess ${flag.usRule}: ${clause}.`,
    needsTable: flag.usRule !== '14E1' && flag.fide !== 'draw',
  };
  return [fide, us];
}

function deadQuestion(s, _color, lines) {
  const options = [{ id: 'yes', label: 'Yes: the game is drawn' }, { id: 'no', label: 'No: a checkmate is still possible' }];
  const base = { id: 'dead', text: 'Is the position dead - can no series of legal moves lead to checkmate (FIDE 5.2.2)?', options };
  const ended = s.outcome?.reason;
  if (ended && ended !== 'insufficientMaterial' && ended !== 'deadPosition') {
    return { ...base, answer: null, moot: true, reason: `The game is already over, whatever the answer: ${ENDED[ended] ?? ended}.` };
  }
  const dead = s.winnability.dead;
  const facts = ['white', 'black'].map((color) => canMate(color, s, lines));
  return {
    ...base,
    answer: dead === true ? 'yes' : dead === false ? 'no' : null,
    reason: dead === true ? `Yes: ${facts.join(' ')} The game ended when the position arose.` : facts.join(' '),
  };
}

function mateQuestion(s, color, lines) {
  const who = side(color);
  const table = s.tablebase;
  const w = s.winnability[color];
  const fact = canMate(color, s, lines);
  if (table) {
    const forced = table.winner === color && table.seventyFiveDraws !== true;
    // The defender may claim a draw on its move once fifty moves are complete (FIDE 9.3): a mate
    // that comes later is forced only if a capture or pawn move on the way resets the count,
    // which the table's distance to mate does not say.
    const claimFirst = forced && s.halfmoveClock + Math.abs(table.dtm) > 100;
    const answer = claimFirst ? null : forced ? 'force' : w.verdict === 'winnable' ? 'help' : w.verdict === 'unwinnable' ? 'never' : null;
    let verdict = table.winner === color
      ? `The endgame table: ${who} mates in ${plural(table.mateIn, 'move')} with best play${forced ? '' : ', but the seventy-five-move rule draws first'}.`
      : `The endgame table: ${who} cannot force mate against best defence.`;
    if (claimFirst) {
      verdict += ` But ${s.halfmoveClock} half-moves have passed without a capture or pawn move: unless one on the way resets the count, ${side(other(color))} may claim a draw under the fifty-move rule (FIDE 9.3) before the mate, so the board does not rule on "by force" here.`;
    }
    return {
      id: 'mate',
      text: `Can ${who} still checkmate?`,
      options: [
        { id: 'force', label: 'Yes, by force' },
        { id: 'help', label: `Only if ${side(other(color))} helps` },
        { id: 'never', label: 'No, never' },
      ],
      answer,
      reason: `${verdict} ${fact}`,
      needsTable: true,
    };
  }
  return {
    id: 'mate',
    text: `Can ${who} still checkmate (by any series of legal moves)?`,
    options: [{ id: 'yes', label: 'Yes' }, { id: 'never', label: 'No, never' }],
    answer: w.verdict === 'winnable' ? 'yes' : w.verdict === 'unwinnable' ? 'never' : null,
    reason: fact,
    needsTable: true,
  };
}

/**
 * One question on screen: the question, a button for each option, and once answered whether
 * that was right and the board's reason. `on.answer(option, question)` hears the reader's
 * choice; `answered` is the option chosen before, if any (the question is shown answered).
 */
export function renderQuestion(question, { answered = null, on }) {
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
    result.textContent = 'The board is still proving the answer…';
  } else if (question.answer === null) {
    result.textContent = question.moot ? question.reason : `The board has not proved the answer, so it marks none. ${question.reason}`;
    result.className = 'quiz-result unsettled';
  } else if (answered) {
    const right = answered === question.answer;
    const label = question.options.find((o) => o.id === question.answer)?.label;
    result.className = `quiz-result ${right ? 'right' : 'wrong'}`;
    result.append(el('strong', '', right ? 'Right. ' : `Not quite: ${label}. `), question.reason);
  }
  box.append(text, options, result);
  return box;
}

/** The words a screen reader hears after an answer. */
export function answerWords(question, answered) {
  const label = question.options.find((o) => o.id === question.answer)?.label;
  return answered === question.answer ? `Right. ${question.reason}` : `Not quite: ${label}. ${question.reason}`;
}
