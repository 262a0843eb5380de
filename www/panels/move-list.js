// The move list: the game's moves with their variations inline (the main line first, each
// variation in brackets after the move it replaces), comments, NAG symbols, the game review's
// judgements (apart from the NAGs), and the claim timeline - where a draw could be claimed,
// where the game ended by itself, and what was played after the end. It draws the engine's node
// list (GameTree.nodes) and knows no chess rules.
import { el } from '../element/dom.js';
import { adopt } from '../element/sheets.js';
import { sanToWords } from '../element/words.js';

/** Adopts the list's stylesheet, moves.css, into `root` (a board's shadow root). */
export const movesSheet = (root) => adopt(root, [new URL('./moves.css', import.meta.url).href]);

/** NAG numbers as symbols; the others are written $n. */
export const NAG_SYMBOLS = {
  1: '!', 2: '?', 3: '!!', 4: '??', 5: '!?', 6: '?!', 7: '□', 10: '=', 13: '∞', 14: '⩲', 15: '⩱',
  16: '±', 17: '∓', 18: '+−', 19: '−+', 22: '⨀', 32: '⟳', 36: '→', 40: '↑', 132: '⇆', 140: '∆', 146: 'N',
};

// The NAGs read out and shown as tooltips (`nag.<n>`).
const NAG_WORDS = new Set([1, 2, 3, 4, 5, 6, 7, 10, 13, 14, 15, 16, 17, 18, 19, 146]);

// The claim rules: the articles for claiming now and for claiming by announcing the move.
const RULES = {
  threefold: ['9.2.1.2', '9.2.1.1'],
  fiftyMoves: ['9.3.2', '9.3.1'],
};

// The articles by which a game ends.
const ENDINGS = {
  checkmate: '5.1.1',
  stalemate: '5.2.1',
  insufficientMaterial: '5.2.2',
  deadPosition: '5.2.2',
  seventyFiveMoves: '9.6.2',
  fivefold: '9.6.1',
};

const sideName = (t, white) => t(white ? 'side.white' : 'side.black');
const fide = (t, article) => t('law.fide', { article });

/** `12.` or `12...`: a move's number as written before it. */
export function moveNumber(node, force) {
  if (node.white) return `${node.moveNumber}.`;
  return force ? `${node.moveNumber}...` : '';
}

/** The claim timeline of a node, in the words of `t`: [{kind, symbol, text}]. */
export function timelineMarks(node, t) {
  const marks = [];
  const params = { mover: sideName(t, node.white), next: sideName(t, !node.white) };
  const rule = node.claim ?? node.announce;
  if (rule) {
    const [claim, announce] = RULES[rule];
    Object.assign(params, { rule: t(`claimBy.${rule}`), claimLaw: fide(t, claim), announceLaw: fide(t, announce) });
    marks.push(node.claim
      ? { kind: 'claim', symbol: '½', text: t('timeline.claim', params) }
      : { kind: 'announce', symbol: '½', text: t('timeline.announce', params) });
  }
  if (node.ended) {
    const ending = ENDINGS[node.ended] ? t(`endedBy.${node.ended}`, { law: fide(t, ENDINGS[node.ended]) }) : node.ended;
    marks.push({ kind: 'ended', symbol: '■', text: t('timeline.ended', { ending }) });
  }
  if (node.afterEnd) marks.push({ kind: 'after-end', symbol: '', text: t('timeline.afterEnd') });
  return marks;
}

export class MoveList {
  element;
  #onSelect;
  #buttons = new Map(); // node id -> its button
  #words = new Map(); // node id -> what its button says to a screen reader, without the review
  #judgements = new Map(); // node id -> the review's judgement of the move ({kind, symbol, text})
  #drawn = -1;
  #t;

  /** The list in `element` (the layout's); `onSelect(id)` when a move is clicked; `t` gives
   *  the words. */
  constructor(element, { onSelect, t }) {
    this.#onSelect = onSelect;
    this.#t = t;
    this.element = element;
    this.element.addEventListener('click', (event) => {
      const target = event.target.closest?.('button.move');
      if (target) this.#onSelect(Number(target.dataset.id));
    });
  }

  /** Draws the moves again at the next render (the language changed). */
  redraw() {
    this.#drawn = -1;
  }

  /** Draws `nodes` (when `version` changed) and marks `current`. */
  render(nodes, current, version, emptyText) {
    if (version !== this.#drawn) {
      this.#drawn = version;
      this.#buttons.clear();
      this.#words.clear();
      const byId = new Map(nodes.map((n) => [n.id, n]));
      const root = nodes[0];
      const parts = [];
      for (const text of root.after) parts.push(el('span', 'comment', text));
      if (root.children.length) {
        parts.push(...this.#line(byId, root.children[0], 0));
      } else {
        parts.push(el('p', 'no-moves', emptyText));
      }
      // A list of moves while there are any; without, the note saying so is no list item.
      this.element.setAttribute('role', root.children.length ? 'list' : 'group');
      this.element.replaceChildren(...parts);
      this.#markJudgements(new Map());
    }
    for (const [id, b] of this.#buttons) {
      if (id === current) {
        b.setAttribute('aria-current', 'step');
        // Keep the current move in view inside the list (not the page).
        const list = this.element.getBoundingClientRect();
        const move = b.getBoundingClientRect();
        if (move.top < list.top) this.element.scrollTop -= list.top - move.top;
        else if (move.bottom > list.bottom) this.element.scrollTop += move.bottom - list.bottom;
      } else {
        b.removeAttribute('aria-current');
      }
    }
  }

  /**
   * Marks the moves the game review judged (node id -> {kind, symbol, text}): a coloured
   * symbol after the move, apart from the PGN's own NAGs, and the judgement in its label.
   */
  setJudgements(judgements) {
    const shown = this.#judgements;
    this.#judgements = judgements;
    this.#markJudgements(shown);
  }

  // Brings the review's marks up to date with this.#judgements, where they differ from `shown`
  // (what the buttons show now).
  #markJudgements(shown) {
    for (const [id, b] of this.#buttons) {
      const judgement = this.#judgements.get(id);
      if (shown.get(id)?.text === judgement?.text) continue;
      const wrap = b.parentElement;
      wrap.querySelector('.review-mark')?.remove();
      for (const kind of ['blunder', 'mistake', 'inaccuracy']) b.classList.remove(`review-${kind}`);
      const words = this.#words.get(id);
      if (!judgement) {
        b.setAttribute('aria-label', words.join('; '));
        continue;
      }
      b.classList.add(`review-${judgement.kind}`);
      const mark = el('span', `review-mark review-symbol ${judgement.kind}`, judgement.symbol);
      mark.title = this.#t('judged.mark', { text: judgement.text });
      // After the move and its NAGs, before the claim timeline's marks.
      wrap.insertBefore(mark, wrap.querySelector('.mark'));
      b.setAttribute('aria-label', [...words, this.#t('judged.label', { text: judgement.text })].join('; '));
    }
  }

  // The elements of the line starting at node `id`, with the variations after each move that
  // has alternatives: blocks under the main line, brackets inside variations.
  #line(byId, id, depth) {
    const out = [];
    let force = true;
    for (let node = byId.get(id); node;) {
      for (const text of node.before) {
        out.push(el('span', 'comment', text));
        force = true;
      }
      out.push(this.#move(node, force));
      force = false;
      for (const text of node.after) {
        out.push(el('span', 'comment', text));
        force = true;
      }
      const parent = byId.get(node.parent);
      if (parent.children[0] === node.id && parent.children.length > 1) {
        for (const alternative of parent.children.slice(1)) {
          const inner = this.#line(byId, alternative, depth + 1);
          if (depth === 0) {
            // A list of its own, as an item of the list of moves.
            const item = el('div', 'variation-item');
            item.setAttribute('role', 'listitem');
            const block = el('div', 'variation');
            block.setAttribute('role', 'list');
            block.setAttribute('aria-label', this.#t('variation'));
            block.append(...inner);
            item.append(block);
            out.push(item);
          } else {
            const span = el('span', 'variation inline');
            span.append('(', ...inner, ')');
            out.push(span);
          }
        }
        force = true;
      }
      node = byId.get(node.children[0]);
    }
    return out;
  }

  #move(node, force) {
    const wrap = el('span', node.main ? 'move-wrap main' : 'move-wrap');
    wrap.setAttribute('role', 'listitem');
    const number = moveNumber(node, force);
    if (number) wrap.append(el('span', 'move-number', number));
    // Each move is isolated, so that a right-to-left page keeps its characters in order.
    const shown = this.#t.san(node.san);
    const b = el('button', node.afterEnd ? 'move after-end' : 'move');
    b.append(el('bdi', '', shown));
    b.type = 'button';
    b.dataset.id = String(node.id);
    b.dataset.ply = String(node.ply);
    // What it shows first (the label holds the visible text), then the move in words.
    const words = [`${node.moveNumber}${node.white ? '.' : '...'} ${shown}`, sanToWords(node.san, this.#t)];
    wrap.append(b);
    for (const nag of node.nags) {
      const symbol = NAG_SYMBOLS[nag] ?? `$${nag}`;
      const span = el('span', 'nag', symbol);
      const said = this.#t(NAG_WORDS.has(nag) ? `nag.${nag}` : 'nag.other', { nag });
      if (NAG_WORDS.has(nag)) span.title = said;
      words.push(said);
      wrap.append(span);
    }
    for (const mark of timelineMarks(node, this.#t)) {
      words.push(mark.text);
      if (!mark.symbol) continue;
      const span = el('span', `mark ${mark.kind}`, mark.symbol);
      span.title = mark.text;
      wrap.append(span);
    }
    b.setAttribute('aria-label', words.join('; '));
    this.#buttons.set(node.id, b);
    this.#words.set(node.id, words);
    return wrap;
  }
}

/** The move list of `model` with `node` shown, and its comment under the board. */
export function renderMoves(ui, model, node) {
  const blackFirst = model.startFen.split(' ')[1] === 'b';
  ui.moveList.render(model.nodes(), model.current, model.version, ui.t(blackFirst ? 'noMoves.black' : 'noMoves'));
  const comments = [...node.before, ...node.after];
  ui.comment.textContent = comments.join(' ');
  ui.comment.hidden = !comments.length;
  ui.commentText.value = node.after.join(' ');
}
