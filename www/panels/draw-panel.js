// The draw panel: what Game.status() says about draws, in words a learner can read (the
// board's language: www/i18n/<lang>/first.js). The labels are fixed phrases (tests and teaching
// material refer to them); everything else comes from the Status object. No chess rules here:
// every fact is the engine's.
import { button, el } from '../element/dom.js';
import { say } from '../i18n/i18n.js';

/** Game ends and automatic draws, in the order they are shown (their labels: `label.<kind>`). */
export const FINAL_KINDS = ['checkmate', 'stalemate', 'insufficientMaterial', 'deadPosition', 'fivefold', 'seventyFiveMoves'];

/** Draws a player may claim. */
export const CLAIM_KINDS = ['threefold', 'fiftyMoves'];

/** A colour's name in the board's language. */
export const sideName = (t, color) => t(`side.${color}`);
export const other = (color) => (color === 'white' ? 'black' : 'white');

/** An article of the Laws as cited: "FIDE 6.9", "US Chess rule 14E2". */
export const lawText = (t, book, article) => t(`law.${book}`, { article });

/** The result in PGN notation: "1-0", "0-1", "1/2-1/2", or "*" while the game goes on. */
export function resultOf(status) {
  if (!status.outcome) return '*';
  if (status.outcome.winner === 'white') return '1-0';
  if (status.outcome.winner === 'black') return '0-1';
  return '1/2-1/2';
}

// A mating line is quoted in full up to this many half-moves; a longer one by its length.
const QUOTED_PLIES = 12;

/** Whether `color` can still mate, in one line: proved, being checked, or not settled. */
export function mateFact(t, color, w, { exact, pending }) {
  const params = { side: sideName(t, color) };
  if (w.verdict === 'winnable') {
    return w.san.length <= QUOTED_PLIES
      ? t('mate.line', { ...params, line: t.san(w.text) })
      : t('mate.longLine', { ...params, count: Math.ceil(w.san.length / 2) });
  }
  if (w.verdict === 'unwinnable') return t('mate.never', { ...params, proof: t(`proofWord.${w.proof ?? 'proved'}`) });
  if (pending) return t('mate.checking', params);
  return t(exact ? 'mate.notSettled' : 'mate.notYet', params);
}

// What happens when `color`'s flag falls, under FIDE 6.9 and, where it differs, US Chess 14E.
function flagFact(t, color, flag, pending) {
  const params = { side: sideName(t, color), other: sideName(t, other(color)), law: lawText(t, 'fide', '6.9') };
  const fide = t(`flag.${flag.fide === 'notSettled' && pending ? 'checking' : flag.fide}`, params);
  let text = t('flag.falls', { ...params, ruling: fide });
  // 14E2 and 14E3 turn on a forced win; once a table settles it, say so even where the
  // ruling matches FIDE's.
  if (flag.usChess !== flag.fide || flag.usRule === '14E2' || flag.usRule === '14E3') {
    text = t('flag.usChess', { text, law: lawText(t, 'usChess', flag.usRule), ruling: t(`flagUs.${flag.usChess}`, params) });
  }
  return text;
}

/**
 * The panel's content as plain data (the labels in the order shown). `pending` says that the
 * exact analysis of this position is still running (the status is the quick one).
 */
export function describeStatus(status, t, { pending = false } = {}) {
  const over = status.outcome !== null;
  const final = over ? FINAL_KINDS.filter((key) => status[key]) : [];
  const claimable = over ? [] : CLAIM_KINDS.filter((key) => status[key]);
  let headline;
  if (!over) {
    headline = t(status.check ? 'headline.inCheck' : 'headline.toMove', { side: sideName(t, status.turn) });
  } else if (status.outcome.winner) {
    headline = t('headline.wins', { side: sideName(t, status.outcome.winner), result: resultOf(status) });
  } else {
    headline = t('headline.draw');
  }
  // With an endgame table the badge is exact: neither side can force mate from here. Without
  // one it is the material rule of thumb (seed 000).
  const table = status.tablebase ?? null;
  const mateCannotBeForced = !over && noForcedMate(status);
  const settling = pending && !status.settled;
  const sides = over ? [] : ['white', 'black'].map((color) => {
    const w = status.winnability[color];
    return {
      color,
      verdict: w.verdict,
      settled: w.settled,
      material: t(status.materialToForceMate[color] ? 'material.has' : 'material.hasNot', { side: sideName(t, color) }),
      forced: table ? forcedFact(t, color, table) : null,
      text: mateFact(t, color, w, { exact: status.exact, pending: settling }),
    };
  });
  // FIDE 6.9: a player whose flag falls loses, unless the opponent could not checkmate by any
  // series of legal moves - then the game is drawn. US Chess 14E draws in more cases.
  const flags = over ? [] : ['white', 'black'].map((color) => {
    const flag = status.flagFall[color];
    return { color, drawn: flag.fide === 'draw', settled: flag.fide !== 'notSettled', text: flagFact(t, color, flag, settling) };
  });
  return {
    headline,
    over,
    final: final.map((kind) => t(`label.${kind}`)),
    finalKinds: final,
    claimable: claimable.map((kind) => t(`label.${kind}`)),
    claimMovesSan: over ? [] : status.claimMovesSan,
    claimRules: over ? [] : [...new Set(status.claimRules)].map((rule) => t(`label.${rule}`)),
    mateCannotBeForced,
    badgeNote: t(table ? 'badge.tableNote' : 'badge.materialNote'),
    table: table ? tableFact(t, table, status.halfmoveClock) : null,
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

// What the endgame table says, in one line.
function tableFact(t, table, clock) {
  if (!table.winner) return t('tableFact.draw');
  const text = t('tableFact.win', { side: sideName(t, table.winner), count: table.mateIn });
  if (!table.seventyFiveFirst) return text;
  const clockKey = { true: 'drawsFirst', false: 'resetInTime' }[table.seventyFiveDraws] ?? 'unlessReset';
  return t(`tableFact.${clockKey}`, { text, dtz: table.dtz, left: Math.max(0, 150 - clock) });
}

// Whether `color` can force mate, as the table proves it.
function forcedFact(t, color, table) {
  const side = sideName(t, color);
  if (table.winner !== color) return t('forced.cannot', { side });
  if (table.seventyFiveDraws === true) return t('forced.tooLate', { side });
  return t('forced.can', { side, count: table.mateIn });
}

/** The labels that matter for announcements: game ends, claims, and the mate badge. */
export function announcedLabels(status, t) {
  const d = describeStatus(status, t);
  return [...d.final, ...d.claimable.map((label) => t('badge.claimLabel', { label })),
    ...(d.mateCannotBeForced ? [t('label.mateCannotBeForced')] : [])];
}

function badge(kind, label, note) {
  const li = el('li', `badge ${kind}`);
  li.part = `badge ${kind}-badge`;
  li.append(el('span', 'label', label));
  if (note) li.append(el('span', 'note', note));
  return li;
}

/** The badges of a described status `d` (describeStatus): a list, empty when there are none. */
export function badgeList(d, t) {
  const badges = el('ul', 'badges');
  badges.setAttribute('aria-label', t('badges'));
  d.final.forEach((label, i) => badges.append(badge('final', label, t(d.finalKinds[i] === 'checkmate' ? 'badge.over' : 'badge.drawn'))));
  for (const label of d.claimable) badges.append(badge('claimable', label, t('badge.claimable')));
  if (d.mateCannotBeForced) badges.append(badge('no-forced-mate', t('label.mateCannotBeForced'), d.badgeNote));
  return badges;
}

/** Fills `container` with the panel for `status` in the words of `t` (`pending`: see
 *  describeStatus). */
export function renderDrawPanel(container, status, t, { pending = false } = {}) {
  const d = describeStatus(status, t, { pending });
  const headline = el('p', d.over ? 'headline over' : 'headline', d.headline);
  headline.part = 'headline';
  const parts = [headline];

  const badges = badgeList(d, t);
  if (badges.childElementCount) parts.push(badges);

  if (d.claimMovesSan.length) {
    const shown = d.claimMovesSan.slice(0, 6).map((san) => {
      const strong = el('strong', 'san');
      strong.append(el('bdi', '', t.san(san)));
      return strong;
    });
    const more = d.claimMovesSan.length - shown.length;
    const p = el('p', 'next-claim');
    p.append(el('span', 'label', t('claim.label')), ' ');
    p.append(...t.parts('claim.write', { moves: t.listParts(more ? [...shown, t('claim.more', { count: more })] : shown, 'disjunction'), rules: t.list(d.claimRules, 'disjunction') }));
    parts.push(p);
  }

  const facts = el('ul', 'facts');
  facts.part = 'facts';
  facts.setAttribute('aria-busy', String(d.pending));
  if (d.table) facts.append(el('li', 'table-verdict', d.table));
  for (const s of d.sides) {
    facts.append(el('li', 'material-side', s.material));
    if (s.forced) facts.append(el('li', 'forced-side', s.forced));
    facts.append(el('li', `mate-side ${s.settled ? s.verdict : d.pending ? 'pending' : 'unsettled'}`, s.text));
  }
  for (const f of d.flags) facts.append(el('li', `flag${f.drawn ? ' drawn' : ''}${f.settled ? '' : ' unsettled'}`, f.text));
  facts.append(el('li', 'counts', t('counts', { seen: t('counts.seen', { count: status.repetitions }), clock: t('counts.clock', { count: status.halfmoveClock }) })));
  parts.push(facts);

  const why = el('div', 'why');
  why.part = 'reasons';
  why.append(el('h3', '', t('why')));
  const reasons = el('ul', 'reasons');
  fillReasons(reasons, d.reasons, t);
  why.append(reasons);
  parts.push(why);

  container.replaceChildren(...parts);
}

// The words of the reasons (element/reasons.js and the `reasons` catalogue) are loaded after the
// first verdict is shown: the list is busy until they are there.
let words = null;

function fillReasons(list, reasons, t) {
  const show = (texts) => {
    list.replaceChildren(...texts.map((text) => el('li', '', text)));
    list.removeAttribute('aria-busy');
  };
  const fill = () => show(reasons.length ? reasons.map((reason) => words.reasonText(reason, t)) : [t('nothingApplies')]);
  list.setAttribute('aria-busy', 'true');
  Promise.all([words ?? import('../element/reasons.js').then((module) => (words = module)), t.need('reasons')])
    .then(fill, () => show([t('reasonsFailed')]));
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

  #t;

  /** `onAsk()`, `onPlay()` and `onStop()` are called when the buttons are pressed; `t` gives
   *  the words. */
  constructor({ onAsk, onPlay, onStop, t }) {
    this.#t = t;
    this.element = el('div', 'proof');
    this.#ask = button(undefined, 'show-mate');
    // On a narrow screen the question wraps, not the request.
    this.#ask.append(say(el('span'), { text: 'mateBox.question' }), ' ', say(el('span', 'nowrap'), { text: 'mateBox.request' }));
    this.#text = el('p', 'proof-text');
    this.#text.setAttribute('role', 'status');
    this.#text.tabIndex = -1;
    this.#play = button(undefined, 'play-out');
    this.#stop = button('mateBox.stop', 'stop-play-out');
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
    this.#show({ ask: true, busy: true, text: this.#t('mateBox.searching'), play: null });
  }

  /** The proof's answer in words (`text`); `line` (from quotedLine) is the line that can be
   *  played out, if any. */
  result(proof, line, text) {
    this.#show({ ask: false, text, line: line?.text, kind: line ? 'found' : proof.dead ? 'dead' : 'undecided', play: line ? 'start' : null });
  }

  /** The search failed; the button stays, to ask again. */
  failed(error) {
    this.#show({ ask: true, text: this.#t('mateBox.failed', { error: error?.message ?? error }), kind: 'failed', play: null });
  }

  /** `done` moves of `total` are on the board and more are coming. */
  playing(done, total) {
    this.#show({ play: 'playing', progress: this.#t('mateBox.playing', { done, count: total }) });
  }

  /** Playing out stopped after `done` of `total` moves; it can go on. */
  paused(done, total) {
    this.#show({ play: 'paused', progress: this.#t('mateBox.paused', { done, count: total }) });
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
      const at = line ? text.indexOf(line) : -1;
      if (at < 0) {
        this.#text.textContent = text;
      } else {
        this.#text.replaceChildren(text.slice(0, at), el('span', 'proof-line', line), text.slice(at + line.length));
      }
    }
    if (play !== undefined) {
      this.#actions.hidden = play === null;
      this.#play.hidden = play !== 'start' && play !== 'paused';
      this.#play.textContent = this.#t(play === 'paused' ? 'mateBox.playOn' : 'mateBox.play');
      this.#stop.hidden = play !== 'playing';
      this.#progress.textContent = progress;
    }
    if (focused && this.element.contains(focused) && focused.hidden) {
      const next = [this.#stop, this.#play].find((b) => !b.hidden && !this.#actions.hidden);
      (next ?? this.#text).focus();
    }
  }
}
