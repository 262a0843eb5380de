// The endgame-table view of one board: progress while the tables are fetched or built, then
// the headline, every move with its result (a click plays it), and where the tables came from.
// Loaded when a board first shows a position the tables cover, not before the first verdict.
// The view is drawn again in the board's new language when it changes.
import { button, el } from '../element/dom.js';
import { adopt } from '../element/sheets.js';
import { other, sideName } from './draw-panel.js';

// Written out in full so that bundlers find the stylesheet and copy it.
const SHEET = new URL('./table-view.css', import.meta.url).href;

/**
 * The endgame table's view as plain data, in the words of `t`: a headline and every legal move
 * with its result, best first. `result` is what the wasm tablebase(fen) returns; `turn` is
 * "white" or "black".
 */
export function describeTablebase(result, turn, t) {
  const headline = {
    win: () => t('tableView.mates', { side: sideName(t, turn), count: result.mate }),
    loss: () => t('tableView.mates', { side: sideName(t, other(turn)), count: -result.mate }),
    draw: () => t('tableView.draw'),
  }[result.wdl]();
  const moves = result.moves.map((m) => ({
    uci: m.uci,
    san: m.san,
    wdl: m.wdl,
    // The move's result for the side making it; its distance counts that move.
    text: m.wdl === 'draw' ? t('tableView.moveDraw') : m.wdl === 'win' ? t('tableView.moveWin', { count: Math.ceil(m.dtm / 2) }) : t('tableView.moveLoss', { count: -m.dtm / 2 }),
  }));
  return { headline: t('tableView.headline', { headline, material: result.material }), moves };
}

// What each container shows ({options}), to draw it again when its board's language changes.
const shown = new WeakMap();


/**
 * Fills `container` with the endgame-table view, in the words of `t` (the board's translator,
 * www/i18n/i18n.js): progress while the table is built, then the headline and the moves (each
 * a button calling `onPlay(uci)`), or the error.
 */
export function renderTablebase(container, options) {
  const { t } = options;
  if (!shown.has(container)) {
    t.watch(() => {
      const last = shown.get(container);
      if (container.isConnected && last) draw(container, last);
    });
  }
  shown.set(container, options);
  draw(container, options);
}

function draw(container, { result = null, turn = 'white', progress = null, error = null, onPlay = () => {}, t }) {
  adopt(container.getRootNode(), [SHEET]);
  container.setAttribute('aria-busy', String(!result && !error));
  if (error?.name === 'TableMissing') {
    // Said plainly: what is proved without the table is in the draw panel.
    container.replaceChildren(el('p', 'tb-missing', t('tableView.missing', { why: error.message })));
    return;
  }
  if (error) {
    container.replaceChildren(el('p', 'tb-error', t('tableView.failed', { error: error.message ?? error })));
    return;
  }
  if (!result) {
    const p = el('p', 'tb-progress');
    if (progress) {
      const bar = el('progress');
      bar.max = 1;
      bar.value = progress.fraction;
      const params = { material: progress.material, table: progress.table, count: progress.tables };
      if (progress.fetching) p.append(t('tableView.fetching', params), ' ');
      else p.append(t('tableView.building', { ...params, percent: Math.round(progress.fraction * 100) }), ' ', bar);
    } else {
      p.append(t('tableView.lookingUp'));
    }
    container.replaceChildren(p);
    return;
  }
  const d = describeTablebase(result, turn, t);
  const list = el('ol', 'tb-moves');
  list.setAttribute('aria-label', t('tableView.moves.label'));
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
  const source = tableSource(result, t);
  if (source) container.append(el('p', 'tb-source', source));
  if (result.refused) container.append(el('p', 'tb-refused', t('tableView.refused', { why: result.refused })));
}

// Where this answer's tables came from, when some came now: fetched from the site (and checked)
// or built in this browser. Tables kept from an earlier visit go unsaid. The tables' names
// (KRvK) are data, listed as names are.
function tableSource({ fetched = [], built = [] }, t) {
  const list = (names) => (names.length > 4 ? t('tableView.manyTables', { count: names.length, last: names.slice(-3).join(', ') }) : names.join(', '));
  if (fetched.length && built.length) return t('tableView.source.both', { fetched: list(fetched), built: list(built) });
  if (fetched.length) return t('tableView.source.fetched', { fetched: list(fetched) });
  if (built.length) return t('tableView.source.built', { built: list(built) });
  return '';
}
