// The endgame-table view of one board: progress while the tables are fetched or built, then
// the headline, every move with its result (a click plays it), and where the tables came from.
// Loaded when a board first shows a position the tables cover, not before the first verdict.
import { button, el } from '../element/dom.js';
import { adopt } from '../element/sheets.js';
import { movesText, other, side } from './draw-panel.js';

// Written out in full so that bundlers find the stylesheet and copy it.
const SHEET = new URL('./table-view.css', import.meta.url).href;

/**
 * The endgame table's view as plain data: a headline and every legal move with its result,
 * best first. `result` is what the wasm tablebase(fen) returns; `turn` is "white" or "black".
 */
export function describeTablebase(result, turn) {
  const mover = side(turn);
  const opponent = side(other(turn));
  const headline = {
    win: `${mover} mates in ${movesText(result.mate)} with best play`,
    loss: `${opponent} mates in ${movesText(-result.mate)} with best play`,
    draw: 'Draw with best play',
  }[result.wdl];
  const moves = result.moves.map((m) => ({
    uci: m.uci,
    san: m.san,
    wdl: m.wdl,
    // The move's result for the side making it; its distance counts that move.
    text: m.wdl === 'draw' ? 'Draw' : m.wdl === 'win' ? `Win · mate in ${Math.ceil(m.dtm / 2)}` : `Loss · mated in ${-m.dtm / 2}`,
  }));
  return { headline: `${headline} (${result.material})`, moves };
}

/**
 * Fills `container` with the endgame-table view: progress while the table is built, then the
 * headline and the moves (each a button calling `onPlay(uci)`), or the error.
 */
export function renderTablebase(container, { result = null, turn = 'white', progress = null, error = null, onPlay = () => {} }) {
  adopt(container.getRootNode(), [SHEET]);
  container.setAttribute('aria-busy', String(!result && !error));
  if (error?.name === 'TableMissing') {
    // Said plainly: what is proved without the table is in the draw panel.
    container.replaceChildren(el('p', 'tb-missing', `No exact verdict: ${error.message}. The draw panel says what the board proves without it.`));
    return;
  }
  if (error) {
    container.replaceChildren(el('p', 'tb-error', `The endgame table could not be used: ${error.message ?? error}`));
    return;
  }
  if (!result) {
    const p = el('p', 'tb-progress');
    if (progress) {
      const bar = el('progress');
      bar.max = 1;
      bar.value = progress.fraction;
      if (progress.fetching) p.append(`Reading the ${progress.material} table from the site (block ${progress.table} of ${progress.tables})… `);
      else p.append(`Building the ${progress.material} table (${progress.table} of ${progress.tables})… ${Math.round(progress.fraction * 100)}% `, bar);
    } else {
      p.append('Looking up the endgame table…');
    }
    container.replaceChildren(p);
    return;
  }
  const d = describeTablebase(result, turn);
  const list = el('ol', 'tb-moves');
  list.setAttribute('aria-label', 'Moves with their results, best first');
  for (const m of d.moves) {
    const li = el('li', `tb-move ${m.wdl}`);
    const b = button(undefined, 'tb-play');
    b.dataset.uci = m.uci;
    b.append(el('span', 'san', m.san), el('span', 'tb-result', m.text));
    b.addEventListener('click', () => onPlay(m.uci));
    li.append(b);
    list.append(li);
  }
  container.replaceChildren(el('p', `tb-headline ${result.wdl}`, d.headline), list);
  const source = tableSource(result);
  if (source) container.append(el('p', 'tb-source', source));
  if (result.refused) container.append(el('p', 'tb-refused', `A table from the site was not used: ${result.refused}. It was built here instead.`));
}

// Where this answer's tables came from, when some came now: fetched from the site (and checked)
// or built in this browser. Tables kept from an earlier visit go unsaid.
function tableSource({ fetched = [], built = [] }) {
  const list = (names) => (names.length > 4 ? `${names.length} tables (..., ${names.slice(-3).join(', ')})` : names.join(', '));
  const parts = [];
  if (fetched.length) parts.push(`fetched from the site and checked against its manifest: ${list(fetched)}`);
  if (built.length) parts.push(`built in this browser: ${list(built)}`);
  return parts.length ? `Tables ${parts.join('; ')}.` : '';
}
