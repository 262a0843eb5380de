// Endgame tables in the page: built in their own worker the first time (with progress), kept in
// IndexedDB for the next visit, listed move by move, and making the draw panel exact. Screenshots
// go to screenshots/ (not in git).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, shots, openBoards, badges, holdTablesDatabase } from './helpers.mjs';

const env = useBrowser();

const QUEEN_V_ROOK = '8/8/8/8/2r5/8/2k5/K6Q w - - 0 1'; // the longest KQvKR win: mate in 35
const ROOK_V_ROOK = '6k1/8/8/3r4/8/8/8/1K5R w - - 0 1';
const KNIGHTS_MATE_IN_ONE = 'k7/3N4/K1N5/8/8/8/8/8 w - - 0 1';
const KNIGHT_V_PAWN = '8/8/8/8/p7/8/N7/k1K5 w - - 0 1'; // the knight mates in 7

function open(fen, viewport) {
  return openBoards(env.browser, `${env.url}?fen=${encodeURIComponent(fen)}`, viewport);
}

// The table view once it lists the moves.
async function tableView(board) {
  await board.locator('.tb-moves').waitFor({ timeout: 60_000 });
  return {
    headline: await board.locator('.tb-headline').textContent(),
    moves: await board.locator('.tb-play').evaluateAll((buttons) => buttons.map((b) => ({
      uci: b.dataset.uci, san: b.querySelector('.san').textContent, result: b.querySelector('.tb-result').textContent,
    }))),
  };
}

// Waits until the panel shows the table's verdict (this thread has loaded the table).
async function tableVerdict(board) {
  const verdict = board.locator('.table-verdict');
  await verdict.waitFor({ timeout: 60_000 });
  return verdict.textContent();
}

test('queen against rook: built with progress, every move listed, the longest mate exact in the panel', async () => {
  const { page, errors } = await open(QUEEN_V_ROOK);
  const board = page.locator('draw-board');
  const progress = board.locator('.tb-progress');
  await progress.waitFor();
  const view = await tableView(board);
  assert.equal(view.headline, 'White mates in 35 moves with best play (KQvKR)');
  assert.ok(view.moves.length >= 20);
  assert.equal(view.moves[0].result, 'Win · mate in 35');
  // Best first: wins (fastest first), then draws, then losses.
  const order = { Win: 0, Draw: 1, Loss: 2 };
  const kinds = view.moves.map((m) => order[m.result.split(' ')[0]]);
  assert.deepEqual(kinds, [...kinds].sort());

  assert.equal(await tableVerdict(board), 'Endgame table: White mates in 35 moves with best play');
  assert.match(await board.locator('.forced-side').first().textContent(), /^White can force mate \(mate in 35 moves\)$/);
  assert.deepEqual(await badges(board, 'no-forced-mate'), []);
  await page.screenshot({ path: `${shots}tablebase-desktop.png`, fullPage: true });

  // A click plays the move; Black's best defence is then listed, all losing.
  await board.locator('.tb-play').first().click();
  assert.equal(await board.evaluate((el) => el.ply), 1);
  const after = await tableView(board);
  assert.match(after.headline, /^White mates in 3[45] moves with best play/);
  assert.ok(after.moves.every((m) => m.result.startsWith('Loss')));
  assert.deepEqual(errors, []);
});

test('rook against rook: the badge shows although both sides have mating material', async () => {
  const { page, errors } = await open(ROOK_V_ROOK);
  const board = page.locator('draw-board');
  assert.equal(await tableVerdict(board), 'Endgame table: a draw with best play');
  assert.deepEqual(await badges(board, 'no-forced-mate'), ['Mate cannot be forced']);
  assert.equal(await board.locator('.badge.no-forced-mate .note').textContent(), 'with best play this is a draw');
  const forced = await board.locator('.forced-side').allTextContents();
  assert.deepEqual(forced, ['White cannot force mate (endgame table)', 'Black cannot force mate (endgame table)']);
  assert.deepEqual(errors, []);
});

test('two knights with a mate in one: no badge, whatever the material says', async () => {
  const { page, errors } = await open(KNIGHTS_MATE_IN_ONE);
  const board = page.locator('draw-board');
  assert.equal(await tableVerdict(board), 'Endgame table: White mates in 1 move with best play');
  assert.deepEqual(await badges(board, 'no-forced-mate'), []);
  const view = await tableView(board);
  assert.equal(view.moves[0].result, 'Win · mate in 1');
  assert.deepEqual(errors, []);
});

test('US Chess 14E2: a knight that has a forced win wins on the flag, exactly', async () => {
  const { page, errors } = await open(KNIGHT_V_PAWN);
  const board = page.locator('draw-board');
  assert.equal(await tableVerdict(board), 'Endgame table: White mates in 7 moves with best play');
  const flags = await board.locator('.flag').allTextContents();
  const black = flags.find((f) => f.startsWith("If Black's flag falls"));
  assert.match(black, /under US Chess rule 14E2: White wins/);
  assert.deepEqual(errors, []);
});

// An init script: window.tablesBuilt lists each \`tablebase\` event's tables built, from the
// start (the answer may come before the page has loaded).
function recordTablesBuilt() {
  window.tablesBuilt = [];
  document.addEventListener('tablebase', (e) => window.tablesBuilt.push(e.detail.built), true);
}

test('the next visit reads the table from IndexedDB instead of building it', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  try {
    const url = `${env.url}?fen=${encodeURIComponent('8/8/8/8/8/2k5/1R6/K7 w - - 0 1')}`;
    const visit = async () => {
      const page = await context.newPage();
      await page.addInitScript(recordTablesBuilt);
      await page.goto(url);
      await page.waitForFunction(() => window.tablesBuilt.length > 0, null, { timeout: 60_000 });
      const [built] = await page.evaluate(() => window.tablesBuilt);
      await page.close();
      return built;
    };
    assert.deepEqual(await visit(), ['KRvK']);
    assert.deepEqual(await visit(), []);
  } finally {
    await context.close();
  }
});

test('a table IndexedDB will not give back reaches the draw panel all the same, handed from the table worker', async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  try {
    const url = `${env.url}?fen=${encodeURIComponent('8/8/8/4k3/8/8/8/R3K3 w - - 0 1')}`;
    const page = await context.newPage();
    await page.addInitScript(recordTablesBuilt);
    // The tables' database held: the workers read and keep nothing there.
    await page.addInitScript(holdTablesDatabase);
    await page.goto(url);
    const board = page.locator('draw-board');
    assert.match(await tableVerdict(board), /^Endgame table: White mates in \d+ moves with best play$/);
    assert.deepEqual(await page.evaluate(() => window.tablesBuilt), [['KRvK']]);
    await page.close();
    // Nothing was kept: the next visit builds the table again.
    const next = await context.newPage();
    await next.addInitScript(recordTablesBuilt);
    await next.goto(url);
    await next.waitForFunction(() => window.tablesBuilt.length > 0, null, { timeout: 60_000 });
    assert.deepEqual(await next.evaluate(() => window.tablesBuilt), [['KRvK']]);
  } finally {
    await context.close();
  }
});

test('late in the count the panel says exactly whether the seventy-five-move rule comes first', async () => {
  // White mates in 35 (69 plies); a capture, pawn move or mate comes in 59 plies at best.
  for (const [clock, ending] of [
    [100, ' - but the seventy-five-move rule draws first (a capture, pawn move or mate is 59 half-moves away; 50 remain)'],
    [90, ' - and the count is reset in time (a capture or pawn move within 59 half-moves; 60 remain)'],
  ]) {
    const { page, errors } = await open(`8/8/8/8/2r5/8/2k5/K6Q w - - ${clock} 100`);
    const board = page.locator('draw-board');
    // The first verdict may come before the distance to zeroing: wait for the exact one.
    const verdict = board.locator('.table-verdict', { hasText: ending.slice(3, 30) });
    await verdict.waitFor({ timeout: 60_000 });
    assert.equal(await verdict.textContent(), `Endgame table: White mates in 35 moves with best play${ending}`);
    if (clock === 100) await page.screenshot({ path: `${shots}tablebase-seventy-five.png`, fullPage: true });
    assert.deepEqual(errors, []);
    await page.close();
  }
});
