// The panel attribute (issue 55). panel="compact" shows the verdict in one line under the board
// and a "Reasons and tools" button that opens the rest: the reasons it opens are the full
// panel's, word for word, opened by the mouse and by the keyboard (Enter, Space), with
// aria-expanded saying which, and in the accessibility tree only once opened. panel="none" is
// the board alone, its badges on its corner. A read-only board is compact unless told
// otherwise. On a page of 20 compact diagrams nothing folded is displayed (nor laid out).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, openBoards, shots } from './helpers.mjs';

const KNIGHTS = '8/8/3k4/3n4/8/3N4/3K4/8 w - - 0 1'; // mate cannot be forced, and not claimable
const BISHOPS = '8/8/8/3k4/8/8/2B1B3/3K4 w - - 0 1'; // dead: the game is drawn
const page = (boards) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>panels</title>
  <link rel="icon" href="favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="style.css">
  <script type="module" src="draw-board.js"></script></head><body><main class="lessons">
  ${boards}
  </main></body></html>`;
const PANELS = page(`<draw-board id="compact" panel="compact" fen="${KNIGHTS}"></draw-board>
  <draw-board id="full" fen="${KNIGHTS}"></draw-board>
  <draw-board id="none" panel="none" fen="${BISHOPS}"></draw-board>
  <draw-board id="readonly" interactive="off" fen="${BISHOPS}"></draw-board>
  <draw-board id="readonly-full" interactive="off" panel="full" fen="${BISHOPS}"></draw-board>
  <draw-board id="bad" panel="compact" fen="8/8/8/8 w - - 0 1"></draw-board>`);
const TWENTY = page(Array.from({ length: 20 }, (_, i) => `<draw-board src="lessons/opera-game.pgn" ply="${i + 1}" interactive="off"></draw-board>`).join('\n  '));

const env = useBrowser({ mounts: { '/panels.html': { body: PANELS }, '/twenty.html': { body: TWENTY } } });

// Waits until every board on the page shows its exact verdict (or has settled without one).
const settled = (page) => page.waitForFunction(() => [...document.querySelectorAll('draw-board')]
  .every((board) => { try { const s = board.status(); return s.exact || s.settled; } catch { return false; } }), null, { timeout: 60_000, polling: 100 });

// What a board shows the reader, by the part's class: whether it is in the document and seen.
const shown = (board, selector) => board.evaluate((el, sel) => {
  const node = el.shadowRoot.querySelector(sel);
  return Boolean(node?.isConnected && node.checkVisibility());
}, selector);

test('panel="compact": one line under the board, and the full panel\'s reasons behind a button', async () => {
  const { page, errors } = await openBoards(env.browser, `${env.url}panels.html`);
  await settled(page);
  const compact = page.locator('#compact');
  const full = page.locator('#full');
  const more = compact.locator('button.more');

  // Folded: the line and the button; the toolbar, the move box and the panels are not
  // displayed, nor in the accessibility tree.
  assert.equal(await shown(compact, '.summary'), true);
  assert.equal(await compact.locator('.summary-line').textContent(), 'White to move');
  assert.deepEqual(await compact.locator('.summary .badge .label').allTextContents(), ['Mate cannot be forced']);
  for (const part of ['.side', '.toolbar', '.move-form', '.draws']) assert.equal(await shown(compact, part), false, part);
  assert.equal(await compact.evaluate((el) => getComputedStyle(el.shadowRoot.querySelector('.side')).display), 'none');
  assert.equal(await more.textContent(), 'Reasons and tools');
  assert.equal(await more.getAttribute('aria-expanded'), 'false');
  assert.equal(await more.getAttribute('aria-controls'), 'side');
  const foldedTree = await compact.ariaSnapshot();
  assert.match(foldedTree, /button "Reasons and tools"/);
  assert.doesNotMatch(foldedTree, /Why/);
  // The full board shows no such line.
  assert.equal(await shown(full, '.summary'), false);
  assert.equal(await shown(full, '.side'), true);
  // Folded, the board takes little more room than its board: the line and the button.
  const [folded, boardHeight] = await compact.evaluate((el) => [el.getBoundingClientRect().height, el.shadowRoot.querySelector('.board-area').getBoundingClientRect().height]);
  const fullHeight = await full.evaluate((el) => el.getBoundingClientRect().height);
  assert.ok(folded - boardHeight < 120, `folded ${folded} px, its board ${boardHeight} px`);
  await compact.screenshot({ path: `${shots}panel-compact.png` });

  // Opened by the mouse: the reasons and facts are the full panel's, and a screen reader has
  // them (the accessibility tree holds the panel's heading and its reasons).
  await more.click();
  assert.equal(await more.getAttribute('aria-expanded'), 'true');
  assert.equal(await shown(compact, '.side'), true);
  await compact.locator('.draws .reasons:not([aria-busy])').waitFor();
  assert.equal(await compact.locator('.draws .reasons').textContent(), await full.locator('.draws .reasons').textContent());
  assert.equal(await compact.locator('.draws .facts').textContent(), await full.locator('.draws .facts').textContent());
  const openTree = await compact.ariaSnapshot();
  assert.match(openTree, /button "Reasons and tools" \[expanded\]/);
  assert.match(openTree, /heading "Why"/);
  for (const reason of await full.locator('.draws .reasons li').allTextContents()) assert.ok(openTree.includes(reason), reason);
  await compact.screenshot({ path: `${shots}panel-compact-open.png` });

  // Folded and opened again by the keyboard.
  await more.focus();
  await page.keyboard.press('Enter');
  assert.equal(await more.getAttribute('aria-expanded'), 'false');
  assert.equal(await shown(compact, '.side'), false);
  await page.keyboard.press('Space');
  assert.equal(await more.getAttribute('aria-expanded'), 'true');
  assert.equal(await shown(compact, '.side'), true);
  await page.keyboard.press('Enter');

  // A move played: the line follows.
  await compact.evaluate((el) => el.play('Nf4'));
  await page.waitForFunction(() => document.getElementById('compact').shadowRoot.querySelector('.summary-line')?.textContent === 'Black to move');

  console.log(`compact, folded: ${Math.round(folded)} px high (its board ${Math.round(boardHeight)} px); full: ${Math.round(fullHeight)} px`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('panel="none": the board alone, its badges on its corner; a read-only board is compact unless told', async () => {
  const { page, errors } = await openBoards(env.browser, `${env.url}panels.html`);
  await settled(page);
  const none = page.locator('#none');
  for (const part of ['.side', '.summary-verdict', 'button.more']) assert.equal(await shown(none, part), false, part);
  assert.equal(await shown(none, '.corner'), true);
  assert.deepEqual(await none.locator('.corner .badge .label').allTextContents(), ['Insufficient material', 'Dead position']);
  // The corner lies on the board.
  const [corner, board] = await none.evaluate((el) => [el.shadowRoot.querySelector('.corner'), el.shadowRoot.querySelector('.board')].map((n) => n.getBoundingClientRect().toJSON()));
  assert.ok(corner.top >= board.top && corner.right <= board.right + 1 && corner.bottom <= board.bottom, JSON.stringify({ corner, board }));
  await none.screenshot({ path: `${shots}panel-none.png` });

  const readonly = page.locator('#readonly');
  assert.equal(await shown(readonly, '.summary-verdict'), true);
  assert.equal(await shown(readonly, '.side'), false);
  assert.match(await readonly.locator('.summary-line').textContent(), /Game over: draw/);
  assert.deepEqual(await readonly.locator('.summary .badge .label').allTextContents(), ['Insufficient material', 'Dead position']);
  assert.equal(await shown(page.locator('#readonly-full'), '.side'), true);
  assert.equal(await shown(page.locator('#readonly-full'), '.summary'), false);

  // A FEN that cannot be read: said under the folded board.
  const bad = page.locator('#bad');
  assert.equal(await shown(bad, '.summary .error'), true);
  assert.match(await bad.locator('.summary .error').textContent(), /FEN/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the panel attribute changed on a drawn board: compact, none and back to full', async () => {
  const { page, errors } = await openBoards(env.browser, `${env.url}panels.html`);
  await settled(page);
  const full = page.locator('#full');
  await full.evaluate((el) => el.setAttribute('panel', 'compact'));
  await page.waitForFunction(() => document.getElementById('full').shadowRoot.querySelector('.summary-line')?.textContent === 'White to move');
  assert.equal(await shown(full, '.side'), false);
  await full.evaluate((el) => el.setAttribute('panel', 'none'));
  assert.equal(await shown(full, '.corner'), true);
  assert.equal(await shown(full, '.summary-verdict'), false);
  await full.evaluate((el) => el.setAttribute('panel', 'full'));
  assert.equal(await shown(full, '.summary'), false);
  assert.equal(await shown(full, '.corner'), false);
  assert.equal(await shown(full, '.side'), true);
  assert.equal(await shown(full, '.error'), false);
  // The error line is back in the side, under the move box.
  assert.equal(await full.evaluate((el) => el.shadowRoot.querySelector('.move-form').nextElementSibling.className), 'error');
  // And moves still play and show.
  await full.evaluate((el) => el.play('Ke2'));
  await page.waitForFunction(() => document.getElementById('full').shadowRoot.querySelector('.draws .headline')?.textContent === 'Black to move');
  assert.deepEqual(errors, []);
  await page.close();
});

test('20 read-only diagrams: each compact, nothing folded displayed, the verdicts shown', async () => {
  const { page, errors } = await openBoards(env.browser, `${env.url}twenty.html`);
  await settled(page);
  const counts = await page.evaluate(() => [...document.querySelectorAll('draw-board')].map((board) => ({
    sides: [...board.shadowRoot.querySelectorAll('.side')].filter((side) => side.checkVisibility()).length,
    lines: board.shadowRoot.querySelectorAll('.summary-line').length,
    elements: board.shadowRoot.querySelectorAll('*').length,
    headline: board.shadowRoot.querySelector('.summary-line .headline').textContent,
  })));
  assert.equal(counts.length, 20);
  for (const board of counts) {
    assert.equal(board.sides, 0);
    assert.equal(board.lines, 1);
    assert.match(board.headline, /^(White|Black) to move/);
  }
  // The first diagram is after 1. e4: Black to move.
  assert.equal(counts[0].headline, 'Black to move');
  console.log(`20 compact diagrams: ${counts.map((b) => b.elements).join(', ')} elements in their shadow roots`);
  await page.screenshot({ path: `${shots}panel-twenty-compact.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});

test('embed.html in each panel: full, compact and none on its three boards', async () => {
  const { page, errors } = await openBoards(env.browser, `${env.url}embed.html`);
  await settled(page);
  for (const panel of ['compact', 'none', 'full']) {
    await page.evaluate((p) => document.querySelectorAll('draw-board').forEach((board) => board.setAttribute('panel', p)), panel);
    await page.waitForFunction((p) => [...document.querySelectorAll('draw-board')].every((board) => {
      const root = board.shadowRoot;
      const seen = (sel) => Boolean(root.querySelector(sel)?.checkVisibility());
      if (p === 'full') return seen('.side') && !seen('.summary');
      if (p === 'compact') return seen('.summary-line') && !seen('.side');
      return !seen('.side') && !seen('.summary-verdict');
    }), panel);
    const boards = page.locator('draw-board');
    if (panel === 'compact') {
      assert.deepEqual(await page.evaluate(() => [...document.querySelectorAll('draw-board')].map((b) => b.shadowRoot.querySelector('.summary-line').textContent)),
        ['White to move', 'Game over: draw (½-½)', 'White to move']);
      assert.deepEqual(await boards.nth(0).locator('.summary .badge .label').allTextContents(), ['Mate cannot be forced']);
    }
    if (panel === 'none') assert.deepEqual(await boards.nth(1).locator('.corner .badge .label').allTextContents(), ['Insufficient material', 'Dead position']);
    await page.screenshot({ path: `${shots}panel-embed-${panel}.png`, fullPage: true });
  }
  assert.deepEqual(errors, []);
  await page.close();
});
