// The engine panel: start/stop analysis of the current position in the shared search worker,
// the evaluation bar and score, depth, speed, the principal variations in SAN, MultiPV 1-3,
// and why the evaluation counts an advantage for less (mating potential, drawish endings). The
// search never runs on the page's thread.
// The evaluation bar shows only what the engine says: it is there while the engine runs and,
// once stopped, while the position it scored is still the one shown; otherwise it is hidden
// (its place kept, so that the board does not change size when the engine starts).
import { sharedEngine, sharedProver } from '../workers/pool.js';
import { el } from '../element/dom.js';
import { adopt } from '../element/sheets.js';

// Written out in full so that bundlers find the stylesheet and copy it.
const SHEET = new URL('./engine.css', import.meta.url).href;

// Analysis goes on until stopped (or the position changes, which starts a new search).
const ANALYSIS_LIMITS = { depth: 99, movetimeMs: 3_600_000 };

// The divisors of Pair-o-Max's mating potential that have words (`analysis.divisor.<n>`).
const DIVISORS = [2, 4, 8];

/** A score {cp} or {mate} from the side to move's view, as White's: "+0.35", "-1.20", "#3", "#-3". */
export function formatScore(score, turn) {
  const sign = turn === 'white' ? 1 : -1;
  if (score.mate !== undefined) return `#${score.mate * sign}`;
  const cp = score.cp * sign;
  return `${cp > 0 ? '+' : cp < 0 ? '-' : ''}${(Math.abs(cp) / 100).toFixed(2)}`;
}

/** Lichess's winning chances of a score in centipawns, from -1 (lost) to 1 (won). */
export function winningChances(cp) {
  return 2 / (1 + Math.exp(-0.00368208 * cp)) - 1;
}

// White's share of the evaluation bar, 0-100 (the winning chances of the score).
function whiteShare(score, turn) {
  const sign = turn === 'white' ? 1 : -1;
  if (score.mate !== undefined) return score.mate * sign > 0 ? 100 : 0;
  return 50 + 50 * winningChances(score.cp * sign);
}

// A count of nodes in a few figures: "1.2 M", "35 k", "950".
function formatCount(n, t) {
  const digits = (fraction) => new Intl.NumberFormat(t.lang || 'en', { minimumFractionDigits: fraction, maximumFractionDigits: fraction, useGrouping: false });
  if (n >= 1e6) return t('analysis.millions', { n: digits(1).format(n / 1e6) });
  if (n >= 1e3) return t('analysis.thousands', { n: digits(0).format(n / 1e3) });
  return digits(0).format(n);
}

// "1. e4 e5 2. Nf3" from the moves and the position's move number and side to move.
function numbered(sanMoves, fullmove, turn) {
  const out = [];
  let number = fullmove;
  let white = turn === 'white';
  sanMoves.forEach((san, i) => {
    if (white) out.push(`${number}. ${san}`);
    else out.push(i === 0 ? `${number}... ${san}` : san);
    if (!white) number += 1;
    white = !white;
  });
  return out.join(' ');
}

export class AnalysisPanel {
  #t;
  #ui;
  #evalBar;
  #onArrows;
  #running = false;
  #searching = false; // a search of the position shown is under way (not yet done)
  #scored = false; // the bar shows the engine's score for the position shown
  #token = 0;
  #position = null; // {fen, turn, fullmove, over}
  #multiPv = 1;
  #lines = [];
  #scaledFen = null; // the position whose evaluation was asked for last
  // What the words show, kept so that they are written again when the language changes:
  // the stats line ({key, params, done}), the best move ({san, fullmove, turn} or {error}),
  // and the evaluation's reasons (the proof worker's answer, or null).
  #stats = { key: 'analysis.off', params: {}, done: false };
  #best = null;
  #scaling = null;
  #gone = false;

  /**
   * Builds the panel in `container`; `evalBar` is the bar's element (beside the board);
   * `onArrows(arrows)` receives the best move as [{from, to, kind}] (or []); `t` gives the
   * words (the board's translator, www/i18n/i18n.js).
   */
  constructor(container, evalBar, { onArrows = () => {}, t } = {}) {
    adopt(container.getRootNode(), [SHEET]);
    this.#t = t;
    this.#evalBar = evalBar;
    this.#onArrows = onArrows;
    const toggle = el('button', 'engine-toggle');
    toggle.type = 'button';
    toggle.setAttribute('aria-pressed', 'false');
    toggle.addEventListener('click', () => (this.#running ? this.stop() : this.start()));
    const multiLabel = el('label', 'engine-multipv');
    const select = el('select');
    for (const n of [1, 2, 3]) {
      const option = el('option', '', String(n));
      option.value = String(n);
      select.append(option);
    }
    select.addEventListener('change', () => {
      this.#multiPv = Number(select.value);
      if (this.#running) this.#search();
    });
    const head = el('div', 'engine-head');
    head.append(toggle, multiLabel);

    const score = el('span', 'engine-score', '');
    const stats = el('span', 'engine-stats');
    const summary = el('p', 'engine-summary');
    summary.append(score, ' ', stats);
    const divisor = el('p', 'engine-divisor');
    divisor.hidden = true;
    const lines = el('ol', 'engine-lines');
    const best = el('p', 'engine-best');
    best.setAttribute('role', 'status');
    container.replaceChildren(head, summary, divisor, lines, best);
    this.#ui = { toggle, select, multiLabel, score, stats, divisor, lines, best };
    this.#paintBar(50);
    this.#showBar();
    this.#write();
    t.watch(() => {
      if (!this.#gone) this.#write();
    });
  }

  // Writes every word of the panel from the state kept (at the start, and in a new language).
  #write() {
    const t = this.#t;
    const ui = this.#ui;
    ui.toggle.textContent = t(this.#running ? 'analysis.stop' : 'analysis.start');
    ui.multiLabel.replaceChildren(t('analysis.lines'), ' ', ui.select);
    ui.lines.setAttribute('aria-label', t('analysis.lines.label'));
    this.#writeStats();
    this.#writeBest();
    this.#writeScaling();
  }

  // The stats line: a state of the engine, or the depth and speed of the search.
  #setStats(key, params = {}) {
    this.#stats = { key, params, done: false };
    this.#writeStats();
  }

  #writeStats() {
    const t = this.#t;
    const { key, params, done } = this.#stats;
    const counts = key === 'analysis.stats' ? { nps: formatCount(params.nps, t), nodes: formatCount(params.nodes, t) } : {};
    const text = t(key, { ...params, ...counts });
    this.#ui.stats.textContent = done ? t('analysis.done', { stats: text }) : text;
  }

  #writeBest() {
    const best = this.#best;
    if (!best) this.#ui.best.textContent = '';
    else if (best.error) this.#ui.best.textContent = this.#t('analysis.failed', { error: best.error });
    else this.#ui.best.replaceChildren(...this.#t.parts('analysis.best', { move: el('strong', 'best-san', numbered([best.san], best.fullmove, best.turn)) }));
  }

  get running() {
    return this.#running;
  }

  /** Whether the engine is searching for this panel now: on, and the search not yet done. */
  get searching() {
    return this.#running && this.#searching;
  }

  /**
   * The position to analyse; a running analysis starts again on it. `history` ({startFen,
   * moves}) is the game that led to it, so the engine sees repetitions; without it the
   * position is searched on its own.
   */
  setPosition(fen, status, history = { startFen: fen, moves: [] }) {
    const fields = fen.split(' ');
    // The same position again, unless the exact status has since found that the game is over.
    const same = this.#position?.fen === fen && this.#position.over === (status.outcome !== null);
    this.#position = {
      fen, history, turn: status.turn, fullmove: Number(fields[5]) || 1, over: status.outcome !== null,
    };
    if (same) return;
    this.#showScaling(fen);
    this.#lines = [];
    this.#ui.lines.replaceChildren();
    this.#best = null;
    this.#writeBest();
    this.#onArrows([]);
    this.#scored = false;
    this.#showBar();
    if (this.#position.over) {
      this.#ui.score.textContent = status.outcome.winner ? (status.outcome.winner === 'white' ? '1-0' : '0-1') : '½-½';
      this.#setStats('analysis.gameOver');
      this.#paintBar(status.outcome.winner === 'white' ? 100 : status.outcome.winner === 'black' ? 0 : 50);
      // Nothing to search; analysis resumes when a position with moves comes back.
      this.#token += 1;
      sharedEngine.stop(this);
      this.#searching = false;
      return;
    }
    this.#ui.score.textContent = '';
    this.#setStats(this.#running ? 'analysis.thinking' : 'analysis.off');
    // While the engine runs the bar keeps the last score until the new one comes (it glides
    // there); when the engine starts from off, it starts from even.
    if (!this.#running) this.#paintBar(50);
    if (this.#running) this.#search();
  }

  start() {
    if (this.#running) return;
    this.#running = true;
    this.#ui.toggle.textContent = this.#t('analysis.stop');
    this.#ui.toggle.setAttribute('aria-pressed', 'true');
    this.#showBar();
    if (this.#position && !this.#position.over) {
      this.#setStats('analysis.thinking');
      this.#search();
    }
  }

  /** Stops the analysis and shows the best move found so far. */
  stop() {
    if (!this.#running) return;
    const top = this.#lines[0];
    sharedEngine.stop(this);
    this.#halt();
    if (top && this.#position) this.#showBest(top.pv[0], top.pvSan[0], this.#position);
  }

  #halt() {
    this.#running = false;
    this.#searching = false;
    this.#token += 1;
    this.#ui.toggle.textContent = this.#t('analysis.start');
    this.#ui.toggle.setAttribute('aria-pressed', 'false');
    if (this.#stats.key === 'analysis.thinking' && !this.#stats.done) this.#setStats('analysis.off');
    this.#showBar();
  }

  #search() {
    const token = ++this.#token;
    const position = this.#position;
    this.#lines = [];
    this.#searching = true;
    sharedEngine.search(this, {
      fen: position.history.startFen, moves: position.history.moves, multiPv: this.#multiPv, ...ANALYSIS_LIMITS,
    }, (info) => {
      if (token === this.#token) this.#showInfo(info, position);
    }).then((best) => {
      // A result for a search we replaced or stopped ourselves is old news.
      if (token !== this.#token) return;
      this.#searching = false;
      this.#showBest(best.move, best.moveSan, position);
      if (best.stopped) {
        // Another board on the page took the worker.
        this.#halt();
      } else {
        // The search is complete (a forced line, or the depth limit): analysis stays on, and
        // starts again when the position changes.
        this.#stats.done = true;
        this.#writeStats();
      }
    }, (error) => {
      if (token !== this.#token) return;
      this.#searching = false;
      this.#halt();
      this.#best = { error: error.message };
      this.#writeBest();
    });
  }

  #showInfo(info, { turn, fullmove }) {
    this.#lines[info.multipv - 1] = info;
    const top = this.#lines[0];
    if (!top) return;
    this.#ui.score.textContent = formatScore(top.score, turn);
    this.#setStats('analysis.stats', { depth: top.depth, seldepth: top.seldepth, nps: top.nps, nodes: top.nodes });
    this.#paintBar(whiteShare(top.score, turn));
    this.#scored = true;
    this.#showBar();
    this.#ui.lines.replaceChildren(...this.#lines.filter(Boolean).map((line) => {
      const li = el('li', 'engine-line');
      li.append(el('span', 'line-score', formatScore(line.score, turn)), ' ',
        el('span', 'line-moves', numbered(line.pvSan, fullmove, turn)));
      return li;
    }));
    const move = top.pv[0];
    this.#onArrows(move ? [{ from: move.slice(0, 2), to: move.slice(2, 4), kind: 'best' }] : []);
  }

  #showBest(move, san, { turn, fullmove }) {
    if (!move) return;
    this.#best = { san, fullmove, turn };
    this.#writeBest();
    this.#onArrows([{ from: move.slice(0, 2), to: move.slice(2, 4), kind: 'best' }]);
  }

  // Why the evaluation counts an advantage for less: Pair-o-Max's divisor, a drawish ending.
  // The evaluation is the proof worker's (the page's own module has none): the reasons show
  // when it answers, if the position is still the one shown.
  #showScaling(fen) {
    this.#scaling = null;
    this.#writeScaling();
    this.#scaledFen = fen;
    sharedProver.evaluate(this, fen).then((e) => {
      if (!e || this.#scaledFen !== fen) return;
      this.#scaling = e;
      this.#writeScaling();
    }, () => {
      // A position the evaluation cannot read (or no worker) has no reasons to show.
    });
  }

  // The evaluation's reasons in words: the divisor by its number, the drawish ending by its
  // kind.
  #writeScaling() {
    const t = this.#t;
    const e = this.#scaling;
    const divisor = DIVISORS.includes(e?.matingPotentialDivisor) ? t(`analysis.divisor.${e.matingPotentialDivisor}`) : null;
    const ending = e?.endgameKind ? t('analysis.endgameScaled', { factor: e.endgameFactor, ending: t(`analysis.ending.${e.endgameKind}`) }) : null;
    const reasons = [divisor, ending].filter(Boolean);
    this.#ui.divisor.hidden = reasons.length === 0;
    this.#ui.divisor.textContent = reasons.length === 2 ? t('analysis.evaluation.both', { divisor, ending })
      : reasons.length ? t('analysis.evaluation', { reason: reasons[0] }) : '';
  }

  #showBar() {
    this.#evalBar.classList.toggle('idle', !this.#running && !this.#scored);
  }

  #paintBar(share) {
    this.#evalBar.style.setProperty('--white-share', `${share.toFixed(1)}%`);
    this.#evalBar.setAttribute('aria-valuenow', share.toFixed(0));
  }

  /** Stops for good (the element left the page). */
  destroy() {
    this.stop();
    this.#gone = true;
  }
}
