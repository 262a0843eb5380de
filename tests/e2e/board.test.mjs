// Playing on the analysis board in headless Chromium: clicks, drags, typed moves, promotion,
// flip, the keyboard, the move list, PGN and FEN in and out, the shareable address, analysis.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, shots, openBoards, clickMove, square, badges, boardState, reasonTexts } from './helpers.mjs';

const env = useBrowser();
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

async function open(query = '', options) {
  const opened = await openBoards(env.browser, env.url + query, undefined, options);
  return { ...opened, board: opened.page.locator('draw-board') };
}

test('a knight shuffle by clicks makes "Threefold repetition" claimable, and says which move claims it', async () => {
  const { page, board, errors } = await open();
  const shuffle = [['g1', 'f3'], ['g8', 'f6'], ['f3', 'g1'], ['f6', 'g8'], ['g1', 'f3'], ['g8', 'f6'], ['f3', 'g1']];
  for (const [from, to] of shuffle) await clickMove(board, from, to);
  // Black may now claim by writing down Ng8 before playing it.
  assert.deepEqual(await badges(board, 'claimable'), []);
  assert.match(await board.locator('.next-claim').textContent(), /Claim with the next move: write down Ng8 before playing it, and claim the draw \(Threefold repetition\)/);
  assert.match(await board.locator('.visually-hidden[aria-live]').textContent(), /White: knight to g1\./);

  await clickMove(board, 'f6', 'g8');
  assert.deepEqual(await badges(board, 'claimable'), ['Threefold repetition']);
  assert.equal(await board.locator('.badge.claimable .note').textContent(), 'a draw can be claimed');
  assert.match(await board.locator('.facts .counts').textContent(), /Position seen 3 times/);
  assert.match((await reasonTexts(board)).join(' '), /threefold|three times|repetition/i);
  // Announced through the live region.
  assert.match(await board.locator('.visually-hidden[aria-live]').textContent(), /Threefold repetition: a draw can be claimed/);
  // The last move and the move list.
  assert.equal(await board.locator('.square.last-move').count(), 2);
  assert.deepEqual(await board.locator('.move-list button.move').allTextContents(), ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']);
  await page.screenshot({ path: `${shots}/threefold-desktop.png` });
  assert.deepEqual(errors, []);
  await page.close();
});

test('moves are dragged, typed (SAN or UCI), refused with a reason, taken back', async () => {
  const { page, board, errors } = await open();
  // Drag e2 to e4.
  const from = await square(board, 'e2').boundingBox();
  const to = await square(board, 'e4').boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 5 });
  assert.equal(await board.locator('.piece.ghost').count(), 1);
  await page.mouse.up();
  assert.equal(await board.locator('.piece.ghost').count(), 0);
  assert.deepEqual((await boardState(board)).line, ['e4']);

  // Typed: SAN, then UCI, then a bad one.
  const input = board.locator('input.move-input');
  await input.fill('e5');
  await input.press('Enter');
  await input.fill('g1f3');
  await board.locator('button.play').click();
  assert.deepEqual((await boardState(board)).line, ['e4', 'e5', 'Nf3']);
  assert.equal(await input.inputValue(), '');
  assert.match(await board.locator('.visually-hidden[aria-live]').textContent(), /White: knight to f3\./);
  await input.fill('Qxa8');
  await input.press('Enter');
  assert.match(await board.locator('.error').textContent(), /^Illegal move: /);
  assert.equal(await board.locator('.error').getAttribute('data-error'), 'IllegalMove');
  await input.fill('Nc6');
  await input.press('Enter');
  assert.equal(await board.locator('.error').textContent(), '');

  // A check is highlighted on the king.
  for (const move of ['Bb5', 'd6', 'Bxc6+']) {
    await input.fill(move);
    await input.press('Enter');
  }
  assert.equal(await board.locator('.square.check').getAttribute('data-square'), 'e8');
  assert.match(await board.locator('.headline').textContent(), /Black to move \(in check\)/);

  await board.locator('button.undo').click();
  assert.equal(await board.locator('.square.check').count(), 0);
  assert.deepEqual((await boardState(board)).line, ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'd6']);
  await board.locator('button.new-game').click();
  assert.equal((await boardState(board)).fen, START);
  assert.deepEqual(errors, []);
  await page.close();
});

test('promotion: the chooser offers four pieces, Escape cancels, a knight is chosen', async () => {
  const { page, board, errors } = await open(`?fen=${encodeURIComponent('8/P7/8/8/8/8/8/k6K w - - 0 1')}`);
  await clickMove(board, 'a7', 'a8');
  const choices = board.locator('.promotion-choice');
  assert.equal(await choices.count(), 4);
  await page.screenshot({ path: `${shots}/promotion-desktop.png` });
  await page.keyboard.press('Escape');
  assert.equal(await choices.count(), 0);
  assert.deepEqual((await boardState(board)).line, []);

  await clickMove(board, 'a7', 'a8');
  await board.locator('.promotion-choice[data-role="n"]').click();
  assert.deepEqual((await boardState(board)).line, ['a8=N']);
  assert.equal(await square(board, 'a8').locator('.piece').getAttribute('class'), 'piece white knight');
  assert.deepEqual(errors, []);
  await page.close();
});

test('flip turns the board; the keyboard moves pieces and steps through the moves', async () => {
  const { page, board, errors } = await open();
  const a1 = await square(board, 'a1').boundingBox();
  const h8 = await square(board, 'h8').boundingBox();
  assert.ok(a1.y > h8.y && a1.x < h8.x, 'White at the bottom');
  await board.locator('button.flip').click();
  const a1f = await square(board, 'a1').boundingBox();
  const h8f = await square(board, 'h8').boundingBox();
  assert.ok(a1f.y < h8f.y && a1f.x > h8f.x, 'Black at the bottom');
  assert.equal(await board.getAttribute('orientation'), 'black');
  // The coordinates follow: h to a along the bottom, 8 at the bottom of the left file.
  assert.deepEqual(await board.locator('.coords .coord.file').allTextContents(), [...'hgfedcba']);
  assert.equal(await board.locator('.coords .coord.rank').last().textContent(), '8');
  await page.screenshot({ path: `${shots}/flipped-desktop.png` });
  await board.locator('button.flip').click();

  // The board is reachable with Tab, and moves with the arrow keys and Enter.
  await board.locator('.board').focus();
  assert.equal(await board.locator('.square.cursor').getAttribute('data-square'), 'e2');
  await page.keyboard.press('Enter');
  assert.equal(await board.locator('.square.selected').getAttribute('data-square'), 'e2');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  assert.deepEqual((await boardState(board)).line, ['e4']);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter'); // e7
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter'); // e5
  assert.deepEqual((await boardState(board)).line, ['e4', 'e5']);
  const grid = board.locator('.board');
  assert.equal(await grid.getAttribute('role'), 'grid');
  assert.match(await square(board, 'e5').getAttribute('aria-label'), /^e5, black pawn/);

  // Move list: click a move; Home, End, Left, Right from the list.
  await board.locator('.move-list button.move', { hasText: 'e4' }).click();
  assert.equal((await boardState(board)).ply, 1);
  await page.keyboard.press('Home');
  assert.equal((await boardState(board)).fen, START);
  await page.keyboard.press('End');
  assert.equal((await boardState(board)).ply, 2);
  await page.keyboard.press('ArrowLeft');
  assert.equal((await boardState(board)).ply, 1);
  assert.equal(await board.locator('.move[aria-current="step"]').textContent(), 'e4');
  await page.keyboard.press('ArrowRight');
  assert.equal((await boardState(board)).ply, 2);
  // Playing the next move of the line steps forward; another move starts a variation and
  // deletes nothing.
  await page.keyboard.press('Home');
  await clickMove(board, 'd2', 'd4');
  assert.deepEqual((await boardState(board)).line, ['e4', 'e5']);
  assert.equal((await boardState(board)).ply, 1);
  assert.equal(await board.locator('.variation button.move').textContent(), 'd4');
  assert.equal(await board.locator('.move[aria-current="step"]').textContent(), 'd4');
  // Up and Down go between the variations of a move (the keys are the board's own while it
  // has the focus).
  await board.locator('.move[aria-current="step"]').focus();
  await page.keyboard.press('ArrowUp');
  assert.equal(await board.locator('.move[aria-current="step"]').textContent(), 'e4');
  await page.keyboard.press('ArrowDown');
  assert.equal(await board.locator('.move[aria-current="step"]').textContent(), 'd4');
  // Undo takes back the change: the variation goes.
  await board.locator('button.undo').click();
  assert.equal(await board.locator('.variation').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('load a PGN (tags, comments, variations), copy the FEN and PGN, share the address', async () => {
  const { page, board, errors } = await open('', { permissions: ['clipboard-read', 'clipboard-write'] });
  const pgn = [
    '[Event "Lesson <script>alert(1)</script>"]',
    '[White "A \\"quoted\\" <b>name</b>"]',
    '[Black "Somebody"]',
    '',
    '{An opening comment with <img src=x onerror=alert(1)>}',
    '1. e4 {best by test} e5 (1... c5 2. Nf3 (2. c3) d6) 2. Nf3!? Nc6 $1 3. Bb5 a6 ; a comment',
    '4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 1/2-1/2',
  ].join('\n');
  await board.locator('textarea.io-text').fill(pgn);
  await board.locator('button.load').click();
  const state = await boardState(board);
  assert.equal(state.line.length, 20);
  assert.equal(state.line.at(-1), 'Nbd7');
  assert.equal(state.fen, 'r1bq1rk1/2pnbppp/p2p1n2/1p2p3/3PP3/1BP2N1P/PP3PP1/RNBQR1K1 w - - 1 11');
  assert.match(await board.locator('.io-status').textContent(), /Game loaded: 20 moves/);
  // Nothing from the PGN became markup.
  assert.equal(await page.evaluate(() => document.querySelector('draw-board').shadowRoot.querySelectorAll('script, img, b').length), 0);

  await board.locator('button.copy-pgn').click();
  await board.locator('.io-status', { hasText: 'PGN copied.' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, /^\[Event "Lesson <script>alert\(1\)<\/script>"\]$/m);
  assert.match(copied, /^\[White "A \\"quoted\\" <b>name<\/b>"\]$/m);
  // The whole tree is written back: comments, variations, NAGs (lines wrapped at 80 columns).
  const movetext = copied.split('\n\n')[1].replace(/\n/g, ' ');
  assert.match(movetext, /^\{An opening comment with <img src=x onerror=alert\(1\)>\} 1\. e4 \{best by test\} 1\.\.\. e5 \(1\.\.\. c5 2\. Nf3 \(2\. c3\) 2\.\.\. d6\) 2\. Nf3!\? Nc6! 3\. Bb5 a6 \{a comment\}/m);
  assert.match(movetext, /10\. d4 Nbd7 1\/2-1\/2 $/);
  // The variations and comments are in the move list.
  assert.deepEqual(await board.locator('div.variation > .move-wrap button.move').allTextContents(), ['c5', 'Nf3', 'd6']);
  assert.deepEqual(await board.locator('.variation.inline button.move').allTextContents(), ['c3']);
  assert.equal(await board.locator('.move-list .comment').first().textContent(), 'An opening comment with <img src=x onerror=alert(1)>');

  await board.locator('button.copy-fen').click();
  await board.locator('.io-status', { hasText: 'FEN copied.' }).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), state.fen);

  // The address follows the game; opened elsewhere it shows the same position.
  await page.keyboard.press('Home');
  await board.locator('.move-list .move-wrap.main button.move').nth(3).click();
  await page.waitForFunction(() => window.location.search.includes('moves='));
  const shared = await page.evaluate(() => window.location.href);
  assert.match(shared, /\?moves=e2e4%2Ce7e5%2Cg1f3%2Cb8c6$/);
  const other = await open(shared.slice(env.url.length));
  assert.deepEqual((await boardState(other.board)).line, ['e4', 'e5', 'Nf3', 'Nc6']);
  await other.page.close();

  // A FEN in the same box.
  await board.locator('textarea.io-text').fill('8/8/8/3k4/8/8/2NKN3/8 b - - 0 1');
  await board.locator('button.load').click();
  assert.equal((await boardState(board)).fen, '8/8/8/3k4/8/8/2NKN3/8 b - - 0 1');
  await page.waitForFunction(() => window.location.search.startsWith('?fen='));
  await board.locator('textarea.io-text').fill('not a position');
  await board.locator('button.load').click();
  // (Text that is not standard PGN is read by the proof worker: the answer comes after it.)
  await board.locator('.error[data-error="PgnError"]').waitFor();
  assert.match(await board.locator('.error').textContent(), /^PGN: neither a FEN nor a game: /);
  assert.equal((await boardState(board)).fen, '8/8/8/3k4/8/8/2NKN3/8 b - - 0 1');
  assert.deepEqual(errors, []);
  await page.close();
});

test('analysis runs in the worker and stops, showing a best move and an arrow; MultiPV; a move restarts it', async () => {
  const { page, board, errors } = await open('?moves=e2e4,e7e5,g1f3');
  const toggle = board.locator('button.engine-toggle');
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  await board.locator('.engine-line').first().waitFor();
  await board.locator('.arrow.best').waitFor();
  await board.locator('.engine-stats', { hasText: /^Depth ([3-9]|[1-9][0-9])\b/ }).waitFor();
  assert.match(await board.locator('.engine-score').textContent(), /^[+-]?\d+\.\d\d$/);
  assert.match(await board.locator('.engine-line .line-moves').first().textContent(), /^2\.\.\. \S+/);
  // The page answers while the engine thinks.
  const lag = await page.evaluate(async () => {
    const t = performance.now();
    await new Promise((r) => setTimeout(r, 20));
    return performance.now() - t - 20;
  });
  // A time is reported, never asserted (the machine is shared and noisy).
  console.log(`a 20 ms timer on the page fired ${lag.toFixed(1)} ms late while the engine searched`);
  await page.screenshot({ path: `${shots}/analysis-desktop.png` });
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  assert.match(await board.locator('.engine-best').textContent(), /^Best move: 2\.\.\. [KQRBN]?[a-h]?x?[a-h][1-8]/);
  const arrow = board.locator('.arrow.best');
  assert.equal(await arrow.count(), 1);
  assert.match(await arrow.getAttribute('data-from'), /^[a-h][78]$/);

  await board.locator('.engine select').selectOption('3');
  await toggle.click();
  await page.waitForFunction(() => document.querySelector('draw-board').shadowRoot.querySelectorAll('.engine-line').length === 3);
  await clickMove(board, 'b8', 'c6');
  await board.locator('.engine-line .line-moves', { hasText: /^3\. / }).first().waitFor();
  await toggle.click();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a forced mate: "#1", the search completes, and the end of the game pauses the engine', async () => {
  const { page, board, errors } = await open(`?fen=${encodeURIComponent('r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4')}`);
  const toggle = board.locator('button.engine-toggle');
  await toggle.click();
  await board.locator('.engine-stats', { hasText: 'done' }).waitFor();
  assert.equal(await board.locator('.engine-score').textContent(), '#1');
  assert.equal(await board.locator('.engine-best').textContent(), 'Best move: 4. Qxf7#');
  assert.equal(await board.locator('.arrow.best').getAttribute('data-to'), 'f7');
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  await clickMove(board, 'h5', 'f7');
  assert.equal(await board.locator('.engine-stats').textContent(), 'Game over');
  assert.equal(await board.locator('.engine-score').textContent(), '1-0');
  assert.deepEqual(await badges(board, 'final'), ['Checkmate']);
  assert.equal(await board.locator('.headline').textContent(), 'Game over: White wins (1-0)');
  await board.locator('button.undo').click();
  await board.locator('.engine-score', { hasText: '#1' }).waitFor();
  await toggle.click();
  assert.deepEqual(errors, []);
  await page.close();
});
