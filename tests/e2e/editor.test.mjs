// The board editor (mode="edit"): a position built by hand with the mouse, the keyboard and
// touch, the castling and en-passant choices the engine offers, an impossible position refused
// with the engine's message, and "Analyse" leaving the editor with the position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, shots, openBoards, square, badges } from './helpers.mjs';

const env = useBrowser();

async function open(query = '', options) {
  await env.ready();
  const { page, errors } = await openBoards(env.browser, `${env.url}index.html${query}`, undefined, options);
  const board = page.locator('#board');
  return { page, board, errors };
}

const editorFen = (board) => board.locator('.editor-fen-input').inputValue();
const tool = (board, label) => board.locator(`.palette button[aria-label="${label}"]`);

async function center(locator) {
  const box = await locator.boundingBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

async function drag(page, from, to) {
  await page.mouse.move(...from);
  await page.mouse.down();
  await page.mouse.move(from[0] + 10, from[1] + 10, { steps: 2 });
  await page.mouse.move(...to, { steps: 5 });
  await page.mouse.up();
}

test('KBN against K built by hand (mouse, palette drag, keyboard), then analysed', async () => {
  const { page, board, errors } = await open();
  await board.locator('button.edit-position').click();
  assert.equal(await board.evaluate((el) => el.mode), 'edit');
  // The editor's module loads on first use (board/editor-slot.js): it shows once it is here.
  await board.locator('.editor').waitFor({ state: 'visible', timeout: 10_000 });
  assert.equal(await board.locator('.editor').isVisible(), true);
  // The game's panels make room for the editor.
  assert.equal(await board.locator('.panel.draws').isVisible(), false);
  assert.equal(await editorFen(board), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');

  // An empty board is not a position: the engine's message stands in place, Analyse is off.
  await board.locator('button.clear-board').click();
  assert.equal(await editorFen(board), '8/8/8/8/8/8/8/8 w - - 0 1');
  assert.match(await board.locator('.editor-error').textContent(), /White must have exactly one king, found 0/);
  assert.equal(await board.locator('button.analyse').isDisabled(), true);

  // Mouse: pick the white king, click c3.
  await tool(board, 'White king').click();
  assert.equal(await tool(board, 'White king').getAttribute('aria-pressed'), 'true');
  await square(board, 'c3').click();
  // Drag the white bishop from the palette to c4.
  await drag(page, await center(tool(board, 'White bishop')), await center(square(board, 'c4')));
  // Keyboard: the knight tool by Enter, then the board's cursor from e2 to d4 and Enter.
  await tool(board, 'White knight').focus();
  await page.keyboard.press('Enter');
  assert.equal(await tool(board, 'White knight').getAttribute('aria-pressed'), 'true');
  await board.locator('.board').focus();
  for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowUp', 'Enter']) await page.keyboard.press(key);
  // A black king on h8 and a stray black pawn on a5, dragged off the board again.
  await tool(board, 'Black king').click();
  await square(board, 'h8').click();
  await tool(board, 'Black pawn').click();
  await square(board, 'a5').click();
  assert.equal(await editorFen(board), '7k/8/8/p7/2BN4/2K5/8/8 w - - 0 1');
  const boardBox = await board.locator('.board').boundingBox();
  await drag(page, await center(square(board, 'a5')), [boardBox.x - 40, boardBox.y + boardBox.height / 2]);
  assert.equal(await editorFen(board), '7k/8/8/8/2BN4/2K5/8/8 w - - 0 1');
  // A second white king moves the first.
  await tool(board, 'White king').click();
  await square(board, 'b2').click();
  await square(board, 'c3').click();
  assert.equal(await editorFen(board), '7k/8/8/8/2BN4/2K5/8/8 w - - 0 1');
  assert.equal(await board.locator('.editor-error').textContent(), '');
  assert.equal(await board.locator('.square[data-square="c4"] .piece.white.bishop').count(), 1);
  await page.screenshot({ path: `${shots}/editor-kbnk.png` });

  await board.locator('button.analyse').click();
  assert.equal(await board.evaluate((el) => el.mode), 'play');
  assert.equal(await board.evaluate((el) => el.fen), '7k/8/8/8/2BN4/2K5/8/8 w - - 0 1');
  assert.equal(await board.locator('.editor').isVisible(), false);
  assert.equal(await board.locator('.panel.draws').isVisible(), true);
  // Bishop and knight can force mate: no "mate cannot be forced" badge, no final verdict.
  assert.equal(await board.evaluate((el) => el.status().sufficientMaterialToForceMate), true);
  assert.deepEqual(await badges(board, 'no-forced-mate'), []);
  assert.deepEqual(await badges(board, 'final'), []);
  // The page's address follows.
  assert.equal(new URL(page.url()).searchParams.get('fen'), '7k/8/8/8/2BN4/2K5/8/8 w - - 0 1');
  assert.deepEqual(errors, []);
  await page.close();
});

test('castling and en passant are offered only where possible; impossible positions are refused', async () => {
  const { page, board, errors } = await open('?mode=edit');
  assert.equal(await board.locator('.editor').isVisible(), true);
  const castling = (right) => board.locator(`.editor-castling input[value="${right}"]`);
  for (const right of 'KQkq') {
    assert.equal(await castling(right).isDisabled(), false);
    assert.equal(await castling(right).isChecked(), true);
  }
  await board.evaluate((el) => {
    window.edits = [];
    el.addEventListener('edit', (event) => window.edits.push(event.detail));
  });
  // The h1 rook leaves its square: White's king-side castling goes, and comes back with it.
  await drag(page, await center(square(board, 'h1')), await center(square(board, 'h4')));
  assert.equal(await castling('K').isDisabled(), true);
  assert.match(await editorFen(board), / w Qkq - 0 1$/);
  // Each edit is an `edit` event with the FEN; `fen` reads the editor's position meanwhile.
  assert.deepEqual(await page.evaluate(() => window.edits), [{ fen: await editorFen(board), error: null }]);
  assert.equal(await board.evaluate((el) => el.fen), await editorFen(board));
  await castling('q').uncheck();
  assert.match(await editorFen(board), / w Qk - 0 1$/);
  await drag(page, await center(square(board, 'h4')), await center(square(board, 'h1')));
  assert.equal(await castling('K').isDisabled(), false);

  // En passant: none in the start position; after the black d-pawn's double step, d6.
  const ep = board.locator('.ep-select');
  assert.equal(await ep.isDisabled(), true);
  await drag(page, await center(square(board, 'd7')), await center(square(board, 'd5')));
  assert.deepEqual(await ep.locator('option').allTextContents(), ['none', 'd6']);
  await ep.selectOption('d6');
  assert.match(await editorFen(board), / w KQk d6 0 1$/);
  // Black to move: d6 is no longer possible and leaves the FEN.
  await board.locator('.editor-turn input[value="b"]').check();
  assert.deepEqual(await ep.locator('option').allTextContents(), ['none']);
  assert.match(await editorFen(board), / b KQk - 0 1$/);

  // A pawn on the last rank: refused with the engine's message, and Analyse stays off.
  const deleteTool = board.locator('.palette button[aria-label="Delete: click pieces to remove them"]');
  await deleteTool.click();
  await square(board, 'a2').click();
  await board.locator('.palette button[aria-label="White pawn"]').click();
  await square(board, 'd8').click();
  assert.match(await board.locator('.editor-error').textContent(), /pawn on d8, but pawns cannot stand on the first or last rank/);
  assert.equal(await board.locator('button.analyse').isDisabled(), true);
  await deleteTool.click();
  await square(board, 'd8').click();
  assert.equal(await board.locator('.editor-error').textContent(), '');
  // A FEN typed into the field: an unreadable one names its field; a good one loads.
  const field = board.locator('.editor-fen-input');
  await field.fill('8/8/8/8/8/8/8/8 x - - 0 1');
  await field.press('Enter');
  assert.match(await board.locator('.editor-error').textContent(), /side-to-move field/);
  assert.equal(await board.locator('button.analyse').isDisabled(), true);
  // Typing back the position shown takes the error away.
  await field.fill(await board.evaluate((el) => el.fen));
  await field.press('Enter');
  assert.equal(await board.locator('.editor-error').textContent(), '');
  assert.equal(await board.locator('button.analyse').isDisabled(), false);
  // A castling right the placement does not allow is left out, not reported against the FEN.
  await field.fill('4k3/8/8/8/8/8/8/4K3 w K - 7 30');
  await field.press('Enter');
  assert.equal(await editorFen(board), '4k3/8/8/8/8/8/8/4K3 w - - 7 30');
  assert.equal(await board.locator('.editor-error').textContent(), '');
  // A position set up by hand starts the fifty-move count again; the move number stays.
  await board.locator('.palette button[aria-label="White rook"]').click();
  await square(board, 'h1').click();
  assert.equal(await editorFen(board), '4k3/8/8/8/8/8/8/4K2R w - - 0 30');
  await field.fill('4k3/8/8/8/8/8/8/4K2R w K - 0 1');
  await field.press('Enter');
  assert.equal(await board.locator('.editor-error').textContent(), '');
  assert.equal(await board.locator('.square[data-square="h1"] .piece.white.rook').count(), 1);
  assert.equal(await castling('K').isChecked(), true);
  assert.equal(await castling('Q').isDisabled(), true);
  // The side not to move in check.
  await board.locator('.palette button[aria-label="Black queen"]').click();
  await square(board, 'e2').click();
  await board.locator('.editor-turn input[value="b"]').check();
  assert.match(await board.locator('.editor-error').textContent(), /the side not to move is in check/);
  await page.screenshot({ path: `${shots}/editor-refused.png` });

  // Cancel goes back to the game as it was; play() is refused while the editor is open.
  await board.locator('.editor-turn input[value="w"]').check();
  const refused = await board.evaluate((el) => {
    try {
      el.play('e4');
      return null;
    } catch (error) {
      return error.name;
    }
  });
  assert.equal(refused, 'Editing');
  await board.locator('button.editor-cancel').click();
  assert.equal(await board.evaluate((el) => el.fen), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
  assert.equal(await board.locator('.square[data-square="e2"] .piece.white.pawn').count(), 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('touch: pieces placed by taps on a phone', async () => {
  const { page, board, errors } = await open('?mode=edit', { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
  await board.locator('button.clear-board').tap();
  for (const [label, sq] of [['White king', 'e1'], ['White rook', 'a1'], ['Black king', 'e8']]) {
    await board.locator(`.palette button[aria-label="${label}"]`).tap();
    await square(board, sq).tap();
  }
  // King and rook at home make the right possible; it is granted only when asked for.
  assert.equal(await editorFen(board), '4k3/8/8/8/8/8/8/R3K3 w - - 0 1');
  await board.locator('.editor-castling input[value="Q"]').tap();
  assert.equal(await editorFen(board), '4k3/8/8/8/8/8/8/R3K3 w Q - 0 1');
  await page.screenshot({ path: `${shots}/editor-phone.png`, fullPage: true });
  await board.locator('button.analyse').tap();
  assert.equal(await board.evaluate((el) => el.fen), '4k3/8/8/8/8/8/8/R3K3 w Q - 0 1');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the game behind the editor stays as it was: keys, goto and Cancel', async () => {
  const { page, board, errors } = await open('?moves=e2e4,e7e5,g1f3');
  const before = await board.evaluate((el) => ({ fen: el.fen, ply: el.ply }));
  await board.locator('button.edit-position').click();
  // The keys that step through a game, on the editor's buttons and on the page.
  await board.locator('.palette button[aria-label="White queen"]').focus();
  for (const key of ['Home', 'ArrowLeft', 'End']) await page.keyboard.press(key);
  await page.locator('h1').click();
  for (const key of ['Home', 'ArrowLeft']) await page.keyboard.press(key);
  const refused = await board.evaluate((el) => ['goto', 'undo'].map((name) => {
    try {
      el[name](0);
      return null;
    } catch (error) {
      return error.name;
    }
  }));
  assert.deepEqual(refused, ['Editing', 'Editing']);
  await board.locator('button.editor-cancel').click();
  assert.deepEqual(await board.evaluate((el) => ({ fen: el.fen, ply: el.ply })), before);
  assert.deepEqual(await board.evaluate((el) => el.mainLine), ['e4', 'e5', 'Nf3']);
  assert.equal(await board.locator('.error').textContent(), '');
  assert.deepEqual(errors, []);
  await page.close();
});
