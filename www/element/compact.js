// The folded panels: panel="compact" (the verdict in one line under the board, its badges, and
// a button that opens the reasons and the tools) and panel="none" (the board alone, its badges
// on its corner). Loaded only by a board that folds. The side - toolbar, move box and panels -
// is not displayed while folded: neither styled nor laid out, nor in the accessibility tree,
// until opened.
import { el, button } from './dom.js';
import { badgeList, describeStatus } from '../panels/draw-panel.js';

/**
 * Builds the summary under the board and the corner badges into the layout `ui`; `unfold(open)`
 * is called when the reader opens or folds the rest. Returns {apply(panel, unfolded): lays the
 * parts out for the panel attribute, show(status, pending): the verdict shown}.
 */
export function fold(ui, unfold) {
  const { container, side, error, moveForm } = ui;
  const main = container.firstElementChild;
  const summary = el('div', 'summary');
  summary.part = 'summary';
  const verdict = el('div', 'summary-verdict');
  const more = button('panel.more', 'more');
  more.part = 'more';
  side.id = 'side';
  more.setAttribute('aria-controls', side.id);
  more.addEventListener('click', () => unfold(more.getAttribute('aria-expanded') !== 'true'));
  summary.append(verdict, more);
  main.after(summary);
  // Opened, the rest comes under the line.
  summary.after(side);
  const corner = el('div', 'corner');
  corner.part = 'corner';
  main.querySelector('.board-area').append(corner);
  ui.t.fill(summary);
  let panel = 'full';

  return {
    apply(wanted, unfolded) {
      panel = wanted;
      const open = panel === 'full' || (panel === 'compact' && unfolded);
      container.classList.toggle('compact', panel === 'compact');
      container.classList.toggle('none', panel === 'none');
      summary.hidden = panel === 'full';
      verdict.hidden = more.hidden = panel !== 'compact';
      corner.hidden = panel !== 'none';
      more.setAttribute('aria-expanded', String(open));
      side.hidden = !open;
      // What went wrong (a bad FEN, a move refused) is said under a folded board all the same.
      if (open) moveForm.after(error);
      else more.before(error);
    },
    show(status, pending) {
      const t = ui.t;
      const d = describeStatus(status, t, { pending });
      const line = el('p', d.over ? 'summary-line over' : 'summary-line');
      line.append(el('span', 'headline', d.headline));
      const badges = badgeList(d, t);
      verdict.replaceChildren(line, ...(badges.childElementCount ? [badges] : []), ...(d.table ? [el('p', 'summary-table', d.table)] : []));
      corner.replaceChildren(badgeList(d, t));
      corner.classList.toggle('empty', !badges.childElementCount);
    },
  };
}
