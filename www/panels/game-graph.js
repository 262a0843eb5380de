// The evaluation graph under the board: White's winning chances (lichess's curve, so that a mate
// does not flatten the rest) move by move over the main line, as the game review finds them;
// the inaccuracies, mistakes and blunders marked; the move shown marked by a line. A click or
// the arrow keys (it is a slider over the moves) jump to a move; hovering or focusing shows the
// move and its score. Under it, each side's inaccuracies, mistakes and blunders, and how far the
// review has got. It draws what it is given and knows no chess.
import { el } from '../element/dom.js';
import { adopt } from '../element/sheets.js';
import { JUDGEMENTS } from './game-review.js';
import { sideName } from './draw-panel.js';

// Written out in full so that bundlers find the stylesheet and copy it.
const SHEET = new URL('./review.css', import.meta.url).href;
const SVG_NS = 'http://www.w3.org/2000/svg';
const WIDTH = 600;
const HEIGHT = 110;
const PAD_X = 4;
const PAD_Y = 7;
const MID = HEIGHT / 2;
// Keys that step through the moves, as a slider's do.
const STEPS = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1, PageDown: -10, PageUp: 10 };

function svg(tag, className, attributes = {}) {
  const node = document.createElementNS(SVG_NS, tag);
  if (className) node.setAttribute('class', className);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

const round = (n) => Math.round(n * 10) / 10;

export class GameGraph {
  element;
  #t;
  #onSelect;
  #slider;
  #parts;
  #tip;
  #summary;
  #progress;
  #data = { line: [], points: [], current: 0 };
  #counts = null; // as last drawn, to draw again in a new language
  #progressShown = null;
  #byPly = new Map(); // ply -> point
  #hover = null; // the ply under the pointer
  #drawn = { curve: '', counts: '' }; // what the curve and the counts show, to skip redrawing them

  /** `onSelect(id)`: show node `id` (a move of the main line); `t` gives the words (the
   *  board's translator, www/i18n/i18n.js). */
  constructor({ onSelect, t }) {
    this.#t = t;
    this.#onSelect = onSelect;
    this.element = el('div', 'game-graph');
    this.element.hidden = true;
    // Its stylesheet (the move list's judgements use it too) joins the board's once the graph is
    // in the board's shadow root, as the review puts it there at once.
    queueMicrotask(() => adopt(this.element.getRootNode(), [SHEET]));
    const box = el('div', 'graph-box');
    this.#slider = el('div', 'graph');
    this.#slider.tabIndex = 0;
    this.#slider.setAttribute('role', 'slider');
    this.#slider.setAttribute('aria-label', t('graph.label'));
    this.#slider.setAttribute('aria-valuemin', '0');
    const picture = svg('svg', 'graph-svg', { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, 'aria-hidden': 'true' });
    this.#parts = {
      white: svg('path', 'graph-area white'),
      black: svg('path', 'graph-area black'),
      line: svg('path', 'graph-line'),
      points: svg('g', 'graph-points'),
      cursor: svg('line', 'graph-cursor', { y1: 0, y2: HEIGHT }),
      hover: svg('line', 'graph-hover', { y1: 0, y2: HEIGHT }),
    };
    const p = this.#parts;
    picture.append(svg('rect', 'graph-bg', { width: WIDTH, height: HEIGHT }), p.white, p.black,
      svg('line', 'graph-mid', { x1: 0, x2: WIDTH, y1: MID, y2: MID }), p.line, p.cursor, p.hover, p.points);
    this.#slider.append(picture);
    this.#tip = el('div', 'graph-tip');
    this.#tip.hidden = true;
    this.#tip.setAttribute('aria-hidden', 'true');
    box.append(this.#slider, this.#tip);
    this.#summary = el('table', 'graph-counts');
    this.#progress = el('p', 'graph-progress');
    this.element.append(box, this.#summary, this.#progress);

    this.#slider.addEventListener('pointermove', (event) => this.#showHover(this.#plyAt(event.clientX)));
    this.#slider.addEventListener('pointerleave', () => this.#showHover(null));
    this.#slider.addEventListener('click', (event) => this.#select(this.#plyAt(event.clientX)));
    this.#slider.addEventListener('keydown', (event) => this.#key(event));
    this.#slider.addEventListener('focus', () => this.#showTip(this.#data.current));
    this.#slider.addEventListener('blur', () => this.#showTip(this.#hover));
    t.watch(() => this.#rewrite());
  }

  // Writes the graph's words again from what it shows (the language changed).
  #rewrite() {
    this.#slider.setAttribute('aria-label', this.#t('graph.label'));
    if (this.element.hidden) return;
    this.#slider.setAttribute('aria-valuetext', this.#describe(this.#data.current));
    if (this.#counts) this.#drawCounts(this.#counts);
    if (this.#progressShown) this.#progress.textContent = progressText(this.#progressShown, this.#t);
    if (this.#hover !== null) this.#showHover(this.#hover);
    else if (this.#slider.matches(':focus')) this.#showTip(this.#data.current);
  }

  /**
   * Draws the review of a line. `line` [{id, label}] is every position of the main line (the
   * start first), `points` the evaluated ones ({ply, chances, text, label, judgement}, see
   * GameReview.describe), `current` the ply shown (in a variation, the ply it leaves the main
   * line at), `counts` and `progress` as GameReview.describe gives them.
   */
  render({ line, points, current, counts, progress }) {
    this.element.hidden = line.length < 2;
    if (this.element.hidden) return;
    this.#data = { line, points, current };
    this.#byPly = new Map(points.map((point) => [point.ply, point]));
    const curve = `${line.length}|${points.map((p) => `${p.ply},${p.chances},${p.judgement?.kind ?? ''}`).join(';')}`;
    if (curve !== this.#drawn.curve) this.#drawCurve(points, line.length - 1);
    this.#drawn.curve = curve;
    this.#drawCursor(this.#parts.cursor, current);
    this.#slider.setAttribute('aria-valuemax', String(line.length - 1));
    this.#slider.setAttribute('aria-valuenow', String(current));
    this.#slider.setAttribute('aria-valuetext', this.#describe(current));
    const countsKey = JSON.stringify(counts);
    if (countsKey !== this.#drawn.counts) this.#drawCounts(counts);
    this.#drawn.counts = countsKey;
    this.#progressShown = progress;
    const text = progressText(progress, this.#t);
    if (this.#progress.textContent !== text) this.#progress.textContent = text;
    if (this.#hover !== null) this.#showHover(this.#hover);
    else if (this.#slider.matches(':focus')) this.#showTip(current);
  }

  #x(ply) {
    const last = Math.max(1, this.#data.line.length - 1);
    return round(PAD_X + (ply / last) * (WIDTH - 2 * PAD_X));
  }

  #drawCurve(points, last) {
    const p = this.#parts;
    const xy = points.map((point) => [this.#x(point.ply), round(MID - point.chances * (MID - PAD_Y))]);
    // The curve, with a point added where it crosses the middle, so that the area above the
    // middle (White's) and below (Black's) are each exact.
    const crossed = [];
    xy.forEach(([x, y], i) => {
      const prev = xy[i - 1];
      if (prev && (prev[1] - MID) * (y - MID) < 0) {
        const t = (MID - prev[1]) / (y - prev[1]);
        crossed.push([round(prev[0] + t * (x - prev[0])), MID]);
      }
      crossed.push([x, y]);
    });
    const area = (clamp) => (crossed.length < 2 ? '' : `M${crossed[0][0]},${MID}${crossed.map(([x, y]) => `L${x},${clamp(y)}`).join('')}L${crossed.at(-1)[0]},${MID}Z`);
    p.white.setAttribute('d', area((y) => Math.min(y, MID)));
    p.black.setAttribute('d', area((y) => Math.max(y, MID)));
    p.line.setAttribute('d', xy.length ? `M${xy.map(([x, y]) => `${x},${y}`).join('L')}` : '');
    p.points.replaceChildren(...points.map((point, i) => {
      const [cx, cy] = xy[i];
      const judged = point.judgement?.kind;
      const dot = svg('circle', judged ? `graph-point ${judged}` : 'graph-point', { cx, cy, r: judged ? 4.5 : last > 80 ? 1.2 : 1.8 });
      dot.dataset.ply = String(point.ply);
      return dot;
    }));
  }

  #drawCursor(line, ply) {
    line.style.display = ply === null ? 'none' : '';
    if (ply === null) return;
    line.setAttribute('x1', String(this.#x(ply)));
    line.setAttribute('x2', String(this.#x(ply)));
  }

  #drawCounts(counts) {
    const t = this.#t;
    this.#counts = counts;
    const rows = ['white', 'black'].map((color) => {
      const row = el('tr');
      const th = el('th', '', sideName(t, color));
      th.scope = 'row';
      row.append(th, ...[...JUDGEMENTS].reverse().map((j) => {
        const n = counts[color][j.kind];
        const cell = el('td', `count ${j.kind}`);
        const symbol = el('span', `review-symbol ${j.kind}`, j.symbol);
        symbol.setAttribute('aria-hidden', 'true');
        // The number shows; the word is for screen readers.
        const word = el('span', 'count-word', t(`graph.count.${j.kind}`, { count: n }));
        cell.append(symbol, ' ', ...t.parts('graph.count', { count: n, word }));
        return cell;
      }));
      return row;
    });
    this.#summary.replaceChildren(el('caption', 'visually-hidden', t('graph.counts')), ...rows);
  }

  // The move and score of `ply`, for the tip and for screen readers.
  #describe(ply) {
    const entry = this.#data.line[ply];
    const point = this.#byPly.get(ply);
    if (!entry) return '';
    if (!point) return this.#t('graph.notYet', { move: entry.label });
    if (!point.judgement) return this.#t('graph.point', { move: point.label, score: point.text });
    return this.#t('graph.point.judged', { move: point.label, score: point.text, judgement: point.judgement.text });
  }

  #plyAt(clientX) {
    const box = this.#slider.getBoundingClientRect();
    const last = Math.max(1, this.#data.line.length - 1);
    const x = ((clientX - box.left) / box.width) * WIDTH;
    return Math.max(0, Math.min(last, Math.round(((x - PAD_X) / (WIDTH - 2 * PAD_X)) * last)));
  }

  #showHover(ply) {
    this.#hover = ply;
    this.#drawCursor(this.#parts.hover, ply);
    const focused = this.#slider.matches(':focus');
    this.#showTip(ply ?? (focused ? this.#data.current : null));
  }

  #showTip(ply) {
    const tip = this.#tip;
    if (ply === null || ply === undefined || !this.#data.line[ply]) {
      tip.hidden = true;
      return;
    }
    const point = this.#byPly.get(ply);
    tip.replaceChildren(el('strong', '', this.#data.line[ply].label), ' ',
      el('span', 'tip-score', point ? point.text : this.#t('graph.tipNotYet')));
    if (point?.judgement) tip.append(el('span', `tip-judgement ${point.judgement.kind}`, point.judgement.text));
    tip.hidden = false;
    // Beside the point, kept inside the graph.
    const share = this.#x(ply) / WIDTH;
    tip.style.left = `${(share * 100).toFixed(2)}%`;
    tip.style.transform = `translateX(${share < 0.25 ? '0' : share > 0.75 ? '-100%' : '-50%'})`;
  }

  #select(ply) {
    const entry = this.#data.line[ply];
    if (entry) this.#onSelect(entry.id);
  }

  #key(event) {
    const last = this.#data.line.length - 1;
    const from = this.#data.current;
    let to;
    if (event.key in STEPS) to = from + STEPS[event.key];
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = last;
    else return;
    // The board's own keys step through the line shown; these step through the main line.
    event.preventDefault();
    event.stopPropagation();
    this.#select(Math.max(0, Math.min(last, to)));
  }
}

function progressText({ done, total, running, paused }, t) {
  if (paused) return t('graph.paused', { done, count: total });
  if (running || done < total) return t('graph.reviewing', { done, count: total });
  return '';
}
