// The draw panel: what Game.status() says about draws, as labels a learner can read. The
// labels are fixed phrases (tests and teaching material refer to them); everything else comes
// from the Status object. No chess rules here: every fact is the engine's.
import { button, el } from '../element/dom.js';

/** Game ends and automatic draws, in the order they are shown. */
export const FINAL_LABELS = {
  checkmate: 'Checkmate',
  stalemate: 'Stalemate',
  insufficientMaterial: 'Insufficient material',
  deadPosition: 'Dead position',
  fivefold: 'Fivefold repetition',
  seventyFiveMoves: 'Seventy-five-move rule',
};

/** Draws a player may claim. */
export const CLAIM_LABELS = {
  threefold: 'Threefold repetition',
  fiftyMoves: 'Fifty-move rule',
};

export const MATE_CANNOT_BE_FORCED = 'Mate cannot be forced';
export const SHOW_A_MATE = "Why can't this be claimed? Show a mate";
export const SEARCHING_FOR_A_MATE = 'Searching for a mate…';
const NOTHING_APPLIES = 'No draw rule applies: the game goes on.';

export const side = (color) => (color === 'white' ? 'White' : 'Black');
export const other = (color) => (color === 'white' ? 'black' : 'white');

/** The result in PGN notation: "1-0", "0-1", "1/2-1/2", or "*" while the game goes on. */
export function resultOf(status) {
  if (!status.outcome) return '*';
  if (status.outcome.winner === 'white') return '1-0';
  if (status.outcome.winner === 'black') return '0-1';
  return '1/2-1/2';
}

// What proves that a side can never mate, in a few words.
const PROOF_WORDS = {
  material: 'not enough material',
  lockedPawns: 'the pawns are locked for good',
  gameOver: 'the game is over',
  everyMove: 'every legal move rules it out',
  exhaustive: 'every reachable position examined',
  seventyFiveMoves: 'the seventy-five-move rule comes first',
};

// A mating line is quoted in full up to this many half-moves; a longer one by its length.
const QUOTED_PLIES = 12;

// Whether `color` can still mate, in one line: proved, being checked, or not settled.
export function mateFact(color, w, { exact, pending }) {
  const who = side(color);
  if (w.verdict === 'winnable') {
    const moves = Math.ceil(w.san.length / 2);
    return w.san.length <= QUOTED_PLIES
      ? `${who} can still checkmate: ${w.text}`
      : `${who} can still checkmate (shown by a legal line of ${moves} moves)`;
  }
  if (w.verdict === 'unwinnable') return `${who} can never checkmate (${PROOF_WORDS[w.proof] ?? 'proved'})`;
  if (pending) return `Checking whether ${who} can still checkmate…`;
  if (exact) return `Not settled whether ${who} can still checkmate: the search ran out of its budget`;
  return `Not yet known whether ${who} can still checkmate`;
}

// What happens when `color`'s flag falls, under FIDE 6.9 and, where it differs, US Chess 14E.
function flagFact(color, flag, pending) {
  const opponent = side(other(color));
  const fide = {
    opponentWins: `${opponent} wins (FIDE 6.9)`,
    draw: `draw - ${opponent} could not checkmate by any series of legal moves (FIDE 6.9)`,
    notSettled: pending
      ? 'checking whether a mate is still possible…'
      : `not settled - a draw only if ${opponent} could not checkmate by any series of legal moves (FIDE 6.9)`,
  }[flag.fide];
  let text = `If ${side(color)}'s flag falls: ${fide}`;
  // 14E2 and 14E3 turn on a forced win; once a table settles it, say so even where the
  // ruling matches FIDE's.
  if (flag.usChess !== flag.fide || flag.usRule === '14E2' || flag.usRule === '14E3') {
    const us = {
      opponentWins: `${opponent} wins`,
      draw: 'draw',
      notSettled: `draw unless ${opponent} has a forced win, which is not settled here`,
    }[flag.usChess];
    text += `; under US Chess rule ${flag.usRule}: ${us}`;
  }
  return text;
}

/**
 * The panel's content as plain data (the labels in the order shown). `pending` says that the
 * exact analysis of this position is still running (the status is the quick one).
 */
export function describeStatus(status, { pending = false } = {}) {
  const over = status.outcome !== null;
  const final = over ? Object.keys(FINAL_LABELS).filter((key) => status[key]).map((key) => FINAL_LABELS[key]) : [];
  const claimable = over ? [] : Object.keys(CLAIM_LABELS).filter((key) => status[key]).map((key) => CLAIM_LABELS[key]);
  let headline;
  if (!over) {
    headline = `${side(status.turn)} to move${status.check ? ' (in check)' : ''}`;
  } else if (status.outcome.winner) {
    headline = `Game over: ${side(status.outcome.winner)} wins (${resultOf(status)})`;
  } else {
    headline = 'Game over: draw (½-½)';
  }
  // With an endgame table the badge is exact: neither side can force mate from here. Without
  // one it is the material rule of thumb (seed 000).
  const table = status.tablebase ?? null;
  const mateCannotBeForced = !over && noForcedMate(status);
  const badgeNote = table ? 'with best play this is a draw' : 'neither side has the material to force it';
  const settling = pending && !status.settled;
  const sides = over ? [] : ['white', 'black'].map((color) => {
    const w = status.winnability[color];
    return {
      color,
      verdict: w.verdict,
      settled: w.settled,
      material: `${side(color)} ${status.materialToForceMate[color] ? 'has' : 'does not have'} the material to force mate`,
      forced: table ? forcedFact(color, table) : null,
      text: mateFact(color, w, { exact: status.exact, pending: settling }),
    };
  });
  // FIDE 6.9: a player whose flag falls loses, unless the opponent could not checkmate by any
  // series of legal moves - then the game is drawn. US Chess 14E draws in more cases.
  const flags = over ? [] : ['white', 'black'].map((color) => {
    const flag = status.flagFall[color];
    return { color, drawn: flag.fide === 'draw', settled: flag.fide !== 'notSettled', text: flagFact(color, flag, settling) };
  });
  return {
    headline,
    over,
    final,
    claimable,
    claimMovesSan: over ? [] : status.claimMovesSan,
    claimRules: over ? [] : [...new Set(status.claimRules)].map((rule) => CLAIM_LABELS[rule]),
    mateCannotBeForced,
    badgeNote,
    table: table ? tableFact(table, status.halfmoveClock) : null,
    pending: settling,
    sides,
    flags,
    reasons: status.reasons,
  };
}

/**
 * Whether a learner is likely to ask why no draw can be claimed: the game goes on, the position
 * is proved not dead, and neither side has the material to force mate.
 */
export function asksWhyNoClaim(status) {
  return status.outcome === null && status.winnability.dead === false && noForcedMate(status);
}

// Neither side can force mate: by the endgame table where there is one, else by material.
function noForcedMate(status) {
  return status.tablebase ? status.tablebase.winner === null : !status.sufficientMaterialToForceMate;
}

/** `n` and `word`, plural unless `n` is 1: "1 move", "3 hints". */
export const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;
export const movesText = (n) => plural(n, 'move');

// What the endgame table says, in one line.
function tableFact(table, clock) {
  if (!table.winner) return 'Endgame table: a draw with best play';
  let text = `Endgame table: ${side(table.winner)} mates in ${movesText(table.mateIn)} with best play`;
  if (!table.seventyFiveFirst) return text;
  const left = Math.max(0, 150 - clock);
  if (table.seventyFiveDraws === true) return `${text} - but the seventy-five-move rule draws first (a capture, pawn move or mate is ${table.dtz} half-moves away; ${left} remain)`;
  if (table.seventyFiveDraws === false) return `${text} - and the count is reset in time (a capture or pawn move within ${table.dtz} half-moves; ${left} remain)`;
  return `${text} - unless a capture or pawn move resets the count, the seventy-five-move rule comes first`;
}

// Whether `color` can force mate, as the table proves it.
function forcedFact(color, table) {
  if (table.winner !== color) return `${side(color)} cannot force mate (endgame table)`;
  if (table.seventyFiveDraws === true) return `${side(color)} cannot force mate before the seventy-five-move rule draws (endgame table)`;
  return `${side(color)} can force mate (mate in ${movesText(table.mateIn)})`;
}

/** The labels that matter for announcements: game ends, claims, and the mate badge. */
export function announcedLabels(status) {
  const d = describeStatus(status);
  return [...d.final, ...d.claimable.map((label) => `${label}: a draw can be claimed`),
    ...(d.mateCannotBeForced ? [MATE_CANNOT_BE_FORCED] : [])];
}

function badge(kind, label, note) {
  const li = el('li', `badge ${kind}`);
  li.append(el('span', 'label', label));
  if (note) li.append(el('span', 'note', note));
  return li;
}

/** Fills `container` with the panel for `status` (`pending`: see describeStatus). */
export function renderDrawPanel(container, status, { pending = false } = {}) {
  const d = describeStatus(status, { pending });
  const parts = [el('p', d.over ? 'headline over' : 'headline', d.headline)];

  const badges = el('ul', 'badges');
  badges.setAttribute('aria-label', 'Draws and game end');
  for (const label of d.final) badges.append(badge('final', label, label === 'Checkmate' ? 'the game is over' : 'the game is drawn'));
  for (const label of d.claimable) badges.append(badge('claimable', label, 'a draw can be claimed'));
  if (d.mateCannotBeForced) badges.append(badge('no-forced-mate', MATE_CANNOT_BE_FORCED, d.badgeNote));
  if (badges.childElementCount) parts.push(badges);

  if (d.claimMovesSan.length) {
    const shown = d.claimMovesSan.slice(0, 6);
    const p = el('p', 'next-claim');
    p.append(el('span', 'label', 'Claim with the next move: '));
    p.append('write down ');
    shown.forEach((san, i) => {
      if (i) p.append(i === shown.length - 1 && shown.length === d.claimMovesSan.length ? ' or ' : ', ');
      p.append(el('strong', 'san', san));
    });
    if (d.claimMovesSan.length > shown.length) p.append(` or one of ${d.claimMovesSan.length - shown.length} more moves`);
    p.append(` before playing it, and claim the draw (${d.claimRules.join(' or ')}).`);
    parts.push(p);
  }

  const facts = el('ul', 'facts');
  facts.setAttribute('aria-busy', String(d.pending));
  if (d.table) facts.append(el('li', 'table-verdict', d.table));
  for (const s of d.sides) {
    facts.append(el('li', 'material-side', s.material));
    if (s.forced) facts.append(el('li', 'forced-side', s.forced));
    facts.append(el('li', `mate-side ${s.settled ? s.verdict : d.pending ? 'pending' : 'unsettled'}`, s.text));
  }
  for (const f of d.flags) facts.append(el('li', `flag${f.drawn ? ' drawn' : ''}${f.settled ? '' : ' unsettled'}`, f.text));
  const counts = el('li', 'counts',
    `Position seen ${status.repetitions} ${status.repetitions === 1 ? 'time' : 'times'}; `
    + `${status.halfmoveClock} half-${status.halfmoveClock === 1 ? 'move' : 'moves'} since the last capture or pawn move.`);
  facts.append(counts);
  parts.push(facts);

  const why = el('div', 'why');
  why.append(el('h3', '', 'Why'));
  const reasons = el('ul', 'reasons');
  fillReasons(reasons, d.reasons);
  why.append(reasons);
  parts.push(why);

  container.replaceChildren(...parts);
}

// The words of the reasons (element/reasons.js) are loaded after the first verdict is shown:
// the list is busy until they are there.
let words = null;
let loadingWords = null;

function fillReasons(list, reasons) {
  const show = (texts) => {
    list.replaceChildren(...texts.map((text) => el('li', '', text)));
    list.removeAttribute('aria-busy');
  };
  const fill = () => show(reasons.length ? reasons.map((reason) => words.reasonText(reason)) : [NOTHING_APPLIES]);
  if (words) {
    fill();
    return;
  }
  list.setAttribute('aria-busy', 'true');
  loadingWords ??= import('../element/reasons.js').then((module) => (words = module));
  loadingWords.then(fill, () => show(['The reasons could not be loaded.']));
}

/**
 * The mating line that a dead-position proof quotes in its answer (the winnable side's
 * {color, verdict, uci, san, text}), or null when there is none (a dead or undecided position).
 */
export function quotedLine(proof) {
  if (proof?.dead !== false || proof.reasons.length) return null;
  const lines = [proof.white, proof.black].filter((side) => side?.verdict === 'winnable' && side.uci?.length);
  return lines.length ? lines.reduce((best, side) => (side.uci.length < best.uci.length ? side : best)) : null;
}

/**
 * The part of the draw panel that answers "why can't this be claimed?": a button that asks the
 * engine for a mating line, the answer (a live region), and the buttons that play the line out
 * on the board. It only shows what it is told; the board element decides when.
 */
export class ProofBox {
  /** The box's element, to put in the panel. */
  element;
  #ask;
  #text;
  #actions;
  #play;
  #stop;
  #progress;

  /** `onAsk()`, `onPlay()` and `onStop()` are called when the buttons are pressed. */
  constructor({ onAsk, onPlay, onStop }) {
    this.element = el('div', 'proof');
    this.#ask = button(undefined, 'show-mate');
    // On a narrow screen the question wraps, not the request.
    const [question, request] = SHOW_A_MATE.split('? ');
    this.#ask.append(`${question}? `, el('span', 'nowrap', request));
    this.#text = el('p', 'proof-text');
    this.#text.setAttribute('role', 'status');
    this.#text.tabIndex = -1;
    this.#play = button('Play it out', 'play-out');
    this.#stop = button('Stop', 'stop-play-out');
    this.#progress = el('span', 'proof-progress');
    this.#actions = el('div', 'proof-actions');
    this.#actions.append(this.#play, this.#stop, this.#progress);
    this.element.append(this.#ask, this.#text, this.#actions);
    this.#ask.addEventListener('click', () => {
      if (this.#ask.getAttribute('aria-disabled') !== 'true') onAsk();
    });
    this.#play.addEventListener('click', () => onPlay());
    this.#stop.addEventListener('click', () => onStop());
    this.hide();
  }

  /** The button that asks for a mating line where a learner is likely to ask (asksWhyNoClaim),
   *  else nothing. */
  show(status) {
    if (asksWhyNoClaim(status)) this.offer();
    else this.hide();
  }

  /** Nothing to show: the game is over, or the position is dead. */
  hide() {
    this.#show({ ask: false, text: '', play: null });
    this.element.hidden = true;
  }

  /** The button that asks for a mating line. */
  offer() {
    this.#show({ ask: true, text: '', play: null });
  }

  /** While the worker searches. */
  searching() {
    this.#show({ ask: true, busy: true, text: SEARCHING_FOR_A_MATE, play: null });
  }

  /** The proof's answer in words (`text`); `line` (from quotedLine) is the line that can be
   *  played out, if any. */
  result(proof, line, text) {
    this.#show({ ask: false, text, line: line?.text, kind: line ? 'found' : proof.dead ? 'dead' : 'undecided', play: line ? 'start' : null });
  }

  /** The search failed; the button stays, to ask again. */
  failed(error) {
    this.#show({ ask: true, text: `The search failed: ${error?.message ?? error}`, kind: 'failed', play: null });
  }

  /** `done` moves of `total` are on the board and more are coming. */
  playing(done, total) {
    this.#show({ play: 'playing', progress: `${done} of ${total} moves played` });
  }

  /** Playing out stopped after `done` of `total` moves; it can go on. */
  paused(done, total) {
    this.#show({ play: 'paused', progress: `Stopped after ${done} of ${total} moves` });
  }

  /** The line is played out (or could not be); `text` says how it ended. */
  finished(text) {
    this.#show({ play: 'finished', progress: text });
  }

  // Shows the parts given (the others stay as they are), and keeps the keyboard focus in the box
  // when the button that has it goes away.
  #show({ ask, busy = false, text, line, kind, play, progress = '' }) {
    const focused = this.element.getRootNode().activeElement;
    this.element.hidden = false;
    if (ask !== undefined) {
      this.#ask.hidden = !ask;
      if (busy) this.#ask.setAttribute('aria-disabled', 'true');
      else this.#ask.removeAttribute('aria-disabled');
    }
    if (text !== undefined) {
      this.#text.className = kind ? `proof-text ${kind}` : 'proof-text';
      const at = line ? text.indexOf(` ${line}.`) : -1;
      if (at < 0) {
        this.#text.textContent = text;
      } else {
        this.#text.replaceChildren(text.slice(0, at + 1), el('span', 'proof-line', line), text.slice(at + 1 + line.length));
      }
    }
    if (play !== undefined) {
      this.#actions.hidden = play === null;
      this.#play.hidden = play !== 'start' && play !== 'paused';
      this.#play.textContent = play === 'paused' ? 'Play on' : 'Play it out';
      this.#stop.hidden = play !== 'playing';
      this.#progress.textContent = progress;
    }
    if (focused && this.element.contains(focused) && focused.hidden) {
      const next = [this.#stop, this.#play].find((b) => !b.hidden && !this.#actions.hidden);
      (next ?? this.#text).focus();
    }
  }
}
