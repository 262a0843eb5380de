// embed.html: three independent <draw-board> elements with teaching positions; the element's
// API and its `status` event.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, shots, openBoards, badges, clickMove, reasonTexts } from './helpers.mjs';

const env = useBrowser();
let page, errors;

// The tests share one page, so its console is checked once, after all of them.
before(async () => {
  await env.ready();
  ({ page, errors } = await openBoards(env.browser, `${env.url}embed.html`));
});

after(() => {
  assert.deepEqual(errors, []);
});

test('three teaching boards: not claimable, dead, mate cannot be forced', async () => {
  const boards = page.locator('draw-board');
  assert.equal(await boards.count(), 3);
  const [knights, bishops, twoKnights] = [boards.nth(0), boards.nth(1), boards.nth(2)];
  assert.deepEqual(await badges(knights, 'final'), []);
  assert.deepEqual(await badges(knights, 'claimable'), []);
  assert.deepEqual(await badges(knights, 'no-forced-mate'), ['Mate cannot be forced']);
  assert.match((await reasonTexts(knights)).join(' '), /cannot be claimed on material/);
  assert.deepEqual(await badges(bishops, 'final'), ['Insufficient material', 'Dead position']);
  assert.deepEqual(await badges(twoKnights, 'no-forced-mate'), ['Mate cannot be forced']);
  assert.match((await reasonTexts(twoKnights)).join(' '), /two knights cannot force checkmate/);
  // The engine panel on the third board shows the mating-potential divisor.
  assert.equal(await twoKnights.locator('.engine-divisor').textContent(),
    'Evaluation: score divided by 8: the leading side cannot mate with this material');
  assert.equal(await knights.locator('.engine').isVisible(), false);
  await page.screenshot({ path: `${shots}/embed-desktop.png`, fullPage: true });
  const phone = await openBoards(env.browser, `${env.url}embed.html`, { width: 390, height: 844 });
  await phone.page.screenshot({ path: `${shots}/embed-phone.png`, fullPage: true });
  assert.deepEqual(phone.errors, []);
  await phone.page.close();
});

test('the element dispatches `status` after every move; the boards are independent', async () => {
  const result = await page.evaluate(async () => {
    const [a, b, c] = document.querySelectorAll('draw-board');
    const before = [b.fen, c.fen];
    const details = [];
    a.addEventListener('status', (event) => details.push(event.detail));
    const san = a.play('Ke2');
    a.play('Nb4');
    const undone = a.undo();
    let gameOver = null;
    try {
      b.play('Kd2'); // the dead position has ended the game
    } catch (error) {
      gameOver = error.name;
    }
    return {
      san, undone, gameOver, details, fen: a.fen, status: a.status(),
      untouched: before[0] === b.fen && before[1] === c.fen,
    };
  });
  assert.equal(result.san, 'Ke2');
  assert.equal(result.undone, true);
  assert.equal(result.gameOver, 'GameOver');
  assert.equal(result.details.length, 3);
  assert.equal(result.details[0].turn, 'black');
  assert.equal(result.details[0].sufficientMaterialToForceMate, false);
  assert.deepEqual(result.details[0].materialToForceMate, { white: false, black: false });
  // The quick status proves neither way whether a side can force mate, unless the endgame
  // table of these four men is loaded by then: then it is exact.
  const exact = result.details[0].tablebase !== null;
  assert.deepEqual(result.details[0].canForceMate, exact ? { white: false, black: false } : { white: null, black: null });
  assert.ok(Array.isArray(result.details[0].reasons));
  assert.equal(result.fen, '8/8/3k4/3n4/8/3N4/4K3/8 b - - 1 1');
  assert.equal(result.status.fen, result.fen);
  assert.equal(result.untouched, true);

  // Moves by clicks on one board leave the others alone, and fire the event too. The position
  // shown may still send events of its own (its exact status, then again once the endgame
  // table is loaded), so the event caught is the first one for another position.
  const knights = page.locator('draw-board').nth(0);
  const events = page.evaluate((shown) => new Promise((resolve) => {
    const board = document.querySelector('draw-board');
    board.addEventListener('status', function listener(e) {
      if (e.detail.fen === shown) return;
      board.removeEventListener('status', listener);
      resolve(e.detail.fen);
    });
  }), result.fen);
  await clickMove(knights, 'd5', 'f4');
  assert.equal(await events, '8/8/3k4/8/5n2/3N4/4K3/8 w - - 2 2');
  assert.equal(await page.locator('draw-board').nth(2).evaluate((el) => el.ply), 0);
});

test('a board made by a script: attributes, fen, orientation, interactive', async () => {
  const result = await page.evaluate(async () => {
    const board = document.createElement('draw-board');
    board.setAttribute('fen', '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
    board.setAttribute('orientation', 'black');
    board.setAttribute('interactive', 'off');
    document.body.append(board);
    await board.ready;
    const root = board.shadowRoot;
    const out = {
      fen: board.fen,
      orientation: board.orientation,
      movable: root.querySelectorAll('.square.movable').length,
      formHidden: root.querySelector('.move-form').hidden,
      topLeft: root.querySelector('.board-row .square').dataset.square,
    };
    board.setAttribute('interactive', 'on');
    out.movableAfter = root.querySelectorAll('.square.movable').length;
    board.fen = '8/8/8/3k4/8/8/2NKN3/8 w - - 0 1';
    out.newFen = board.getAttribute('fen');
    try {
      board.fen = 'nonsense';
    } catch (error) {
      out.badFen = error.name;
    }
    out.pgn = board.pgn();
    board.remove();
    return out;
  });
  assert.equal(result.fen, '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1');
  assert.equal(result.orientation, 'black');
  assert.equal(result.movable, 0);
  assert.equal(result.formHidden, true);
  assert.equal(result.topLeft, 'h1');
  assert.equal(result.movableAfter, 2);
  assert.equal(result.newFen, '8/8/8/3k4/8/8/2NKN3/8 w - - 0 1');
  assert.equal(result.badFen, 'FenError');
  assert.match(result.pgn, /\[SetUp "1"\]\n\[FEN "8\/8\/8\/3k4\/8\/8\/2NKN3\/8 w - - 0 1"\]\n\n\*\n$/);
});
