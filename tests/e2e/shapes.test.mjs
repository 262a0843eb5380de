// Arrows and circles drawn by the user (right button, modifier colours, the Draw mode for touch
// and keyboard), stored on each move and written to PGN as [%cal]/[%csl]; the words a screen
// reader hears; pieces gliding from move to move (and not when the user asks for less motion);
// the board view's editing mode, on which the board editor is built.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, shots, openBoards, clickMove, square, boardState } from './helpers.mjs';

const env = useBrowser();

async function open(query = '', options) {
  const opened = await openBoards(env.browser, env.url + query, undefined, options);
  return { ...opened, board: opened.page.locator('draw-board').first() };
}

async function centre(board, name) {
  const box = await square(board, name).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Draws from `from` to `to` with the right button (or `button`), holding `keys`. */
async function draw(page, board, from, to, { keys = [], button = 'right' } = {}) {
  await board.locator('.board').scrollIntoViewIfNeeded();
  const a = await centre(board, from);
  const b = await centre(board, to);
  for (const key of keys) await page.keyboard.down(key);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up({ button });
  for (const key of [...keys].reverse()) await page.keyboard.up(key);
}

/** The shapes drawn on the board, as "from-to color kind", sorted (the engine keeps circles
 *  before arrows). */
async function drawn(board) {
  const list = await board.locator('svg .shape').evaluateAll((els) => els.map((e) => `${e.dataset.from}-${e.dataset.to} ${e.dataset.color} ${e.classList.contains('circle') ? 'circle' : 'arrow'}`));
  return list.sort();
}

/** The shapes stored on the move shown, sorted. */
async function stored(board) {
  const list = await board.evaluate((el) => el.tree.nodes.find((n) => n.id === el.tree.current).shapes.map((s) => `${s.from}-${s.to} ${s.color}`));
  return list.sort();
}

/** The text the board grid is described by (aria-describedby). */
function description(board) {
  return board.locator('.board').evaluate((grid) => grid.getRootNode().getElementById(grid.getAttribute('aria-describedby')).textContent);
}

test('the right button draws circles and arrows; modifiers choose the colour; the same again removes; a left click elsewhere clears', async () => {
  const { page, board, errors } = await open('?moves=e2e4,e7e5');
  await draw(page, board, 'd4', 'd4');
  assert.deepEqual(await drawn(board), ['d4-d4 green circle'].sort());
  assert.equal(await board.locator('svg .shape.circle').getAttribute('data-color'), 'green');

  // A live preview while the button is down, gone when it is released.
  const a = await centre(board, 'g1');
  const b = await centre(board, 'f3');
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  assert.equal(await board.locator('svg .preview.arrow').getAttribute('data-to'), 'f3');
  await page.mouse.up({ button: 'right' });
  assert.equal(await board.locator('svg .preview').count(), 0);
  assert.deepEqual(await drawn(board), ['d4-d4 green circle', 'g1-f3 green arrow'].sort());

  await draw(page, board, 'd1', 'h5', { keys: ['Shift'] });
  await draw(page, board, 'f1', 'c4', { keys: ['Alt'] });
  await draw(page, board, 'f7', 'f7', { keys: ['Shift', 'Alt'] });
  assert.deepEqual(await drawn(board), ['d4-d4 green circle', 'g1-f3 green arrow', 'd1-h5 red arrow', 'f1-c4 blue arrow', 'f7-f7 yellow circle'].sort());
  // Stored on the move shown, and described for screen readers.
  assert.deepEqual(await stored(board), ['d4-d4 green', 'g1-f3 green', 'd1-h5 red', 'f1-c4 blue', 'f7-f7 yellow'].sort());
  // (In the engine's order: circles first.)
  assert.equal(await description(board),
    'Circle d4, green. Circle f7, yellow. Arrow g1 to f3, green. Arrow d1 to h5, red. Arrow f1 to c4, blue.');
  await page.screenshot({ path: `${shots}/shapes-desktop.png` });

  // The same shape again removes it; the same squares in another colour recolour it.
  await draw(page, board, 'g1', 'f3');
  await draw(page, board, 'd4', 'd4', { keys: ['Shift'] });
  assert.deepEqual(await drawn(board), ['d4-d4 red circle', 'd1-h5 red arrow', 'f1-c4 blue arrow', 'f7-f7 yellow circle'].sort());
  // Released off the board: nothing is drawn.
  const off = await board.locator('.board').boundingBox();
  await page.mouse.move(a.x, a.y);
  await page.mouse.down({ button: 'right' });
  await page.mouse.move(off.x + off.width + 40, a.y, { steps: 4 });
  await page.mouse.up({ button: 'right' });
  assert.equal((await drawn(board)).length, 4);

  // No context menu over the board.
  const prevented = await board.locator('.board').evaluate((grid) => !grid.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, composed: true })));
  assert.equal(prevented, true);

  // A click that picks up a piece keeps them (they belong to the move, a teacher's too)...
  await square(board, 'g1').click();
  assert.equal(await board.locator('.square.selected').getAttribute('data-square'), 'g1');
  assert.equal((await drawn(board)).length, 4);
  // ...and a left click anywhere else clears them all.
  await square(board, 'd5').click();
  assert.deepEqual(await drawn(board), []);
  assert.deepEqual(await stored(board), []);
  assert.equal(await description(board), '');
  assert.equal(await board.locator('.square.selected').count(), 0);
  // An edit like any other: undo brings them back.
  await board.locator('button.undo').click();
  assert.equal((await stored(board)).length, 4);
  assert.equal((await drawn(board)).length, 4);
  assert.deepEqual((await boardState(board)).line, ['e4', 'e5']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Draw mode draws with primary presses and with the keyboard, in the colour chosen', async () => {
  const { page, board, errors } = await open();
  const toggle = board.locator('button.draw-toggle');
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  assert.equal(await board.locator('select.brush-select').isHidden(), true);
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'true');
  await board.locator('select.brush-select').selectOption('red');

  // A click: a circle; a drag: an arrow; no piece moves.
  await square(board, 'e4').click();
  await draw(page, board, 'e2', 'e4', { button: 'left' });
  assert.deepEqual(await drawn(board), ['e4-e4 red circle', 'e2-e4 red arrow'].sort());
  assert.deepEqual((await boardState(board)).line, []);
  assert.equal(await board.locator('.square.movable').count(), 0);

  // The keyboard: Enter on a square, the cursor to another, Enter again.
  await board.locator('select.brush-select').selectOption('blue');
  await board.locator('.board').focus();
  assert.equal(await board.locator('.square.cursor').getAttribute('data-square'), 'e2');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter'); // d2
  assert.equal(await board.locator('svg .preview.circle').getAttribute('data-from'), 'd2');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assert.equal(await board.locator('svg .preview.arrow').getAttribute('data-to'), 'd4');
  await page.keyboard.press('Enter');
  // Enter twice on one square: a circle. Escape drops a shape begun.
  await page.keyboard.press(' ');
  await page.keyboard.press(' ');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  assert.equal(await board.locator('svg .preview').count(), 0);
  assert.deepEqual(await drawn(board), ['e4-e4 red circle', 'e2-e4 red arrow', 'd2-d4 blue arrow', 'd4-d4 blue circle'].sort());
  assert.match(await board.locator('.visually-hidden[aria-live]').textContent(), /Circle d4, blue\./);

  // Off again: presses move pieces as before.
  await toggle.click();
  assert.equal(await board.locator('select.brush-select').isHidden(), true);
  await clickMove(board, 'g1', 'f3');
  assert.deepEqual((await boardState(board)).line, ['Nf3']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('shapes belong to the move they were drawn on', async () => {
  const { page, board, errors } = await open();
  // Moves by the API: a left click on the board would clear the shapes.
  await board.evaluate((el) => el.play('e4'));
  await draw(page, board, 'd7', 'd5');
  await board.evaluate((el) => el.play('e5'));
  assert.deepEqual(await drawn(board), []);
  await draw(page, board, 'f7', 'f7', { keys: ['Alt'] });
  await page.keyboard.press('ArrowLeft');
  assert.equal((await boardState(board)).ply, 1);
  assert.deepEqual(await drawn(board), ['d7-d5 green arrow'].sort());
  assert.equal(await description(board), 'Arrow d7 to d5, green.');
  await page.keyboard.press('ArrowRight');
  assert.deepEqual(await drawn(board), ['f7-f7 blue circle'].sort());
  // Flipped, the shapes follow their squares.
  await board.locator('button.flip').click();
  const f7 = await centre(board, 'f7');
  const circle = await board.locator('svg .shape.circle').boundingBox();
  assert.ok(Math.abs(circle.x + circle.width / 2 - f7.x) < 2 && Math.abs(circle.y + circle.height / 2 - f7.y) < 2);
  assert.deepEqual(errors, []);
  await page.close();
});

const ANNOTATED = '[Event "Shapes"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 {[%cal Ge2e4,Rd7d5] [%csl Yd4] Look at the centre.} *';

test('a PGN round trip: shapes read from [%cal]/[%csl], one more drawn, written back and read again', async () => {
  const { page, board, errors } = await open();
  await board.locator('textarea.io-text').fill(ANNOTATED);
  await board.locator('button.load').click();
  assert.equal((await boardState(board)).ply, 3);
  assert.deepEqual(await drawn(board), ['e2-e4 green arrow', 'd7-d5 red arrow', 'd4-d4 yellow circle'].sort());
  await draw(page, board, 'f3', 'e5', { keys: ['Alt'] });
  const pgn = await board.evaluate((el) => el.pgn());
  assert.match(pgn, /\[%cal [^\]]*Bf3e5/);
  assert.match(pgn, /\[%csl Yd4\]/);
  assert.match(pgn, /Look at the centre\./);

  // A new board from that PGN shows all of them.
  await page.evaluate((text) => {
    const fresh = document.createElement('draw-board');
    fresh.id = 'fresh';
    fresh.setAttribute('pgn', text);
    fresh.setAttribute('ply', '3');
    document.body.append(fresh);
  }, pgn);
  await page.evaluate(() => document.getElementById('fresh').ready);
  const fresh = page.locator('#fresh');
  assert.deepEqual(await drawn(fresh), ['d4-d4 yellow circle', 'd7-d5 red arrow', 'e2-e4 green arrow', 'f3-e5 blue arrow']);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a read-only board shows the shapes of its PGN; the reader may draw, but nothing is stored', async () => {
  const { page, errors } = await openBoards(env.browser, `${env.url}lesson.html`);
  const lesson = page.locator('draw-board').nth(0);
  // 6. Bc4 {[%cal Gc4f7,Gf3f7] ...}
  assert.deepEqual(await drawn(lesson), ['c4-f7 green arrow', 'f3-f7 green arrow'].sort());
  assert.equal(await description(lesson), 'Arrow c4 to f7, green. Arrow f3 to f7, green.');

  const text = page.locator('draw-board').nth(1);
  await text.locator('.move-wrap.main button.move', { hasText: 'Nc6' }).click();
  await draw(page, text, 'f1', 'b5');
  assert.deepEqual(await drawn(text), ['f1-b5 green arrow'].sort());
  assert.deepEqual(await stored(text), []);
  assert.doesNotMatch(await text.evaluate((el) => el.pgn()), /%cal/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await drawn(text), []);
  assert.deepEqual(errors, []);
  await page.close();
});

// Records, from now on, every piece that starts animating (class "animating") and every
// captured piece that fades, with the number of animations running on it then.
function watchAnimations(board) {
  return board.evaluate((el) => {
    window.seen = [];
    window.watcher?.disconnect();
    const observer = new MutationObserver((records) => {
      for (const r of records) {
        const target = r.type === 'attributes' ? [r.target] : [...r.addedNodes];
        for (const node of target) {
          if (node.classList?.contains('animating') || node.classList?.contains('fading')) {
            window.seen.push({ square: node.parentElement?.dataset.square ?? null, fading: node.classList.contains('fading'), running: node.getAnimations().length });
          }
        }
      }
    });
    window.watcher = observer;
    observer.observe(el.shadowRoot, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  });
}

const seen = (page) => page.evaluate(() => window.seen);

test('pieces glide to their squares, captured pieces fade; not when less motion is asked for, nor for a new game', async () => {
  const { page, board, errors } = await open('?moves=e2e4,d7d5');
  await watchAnimations(board);
  await clickMove(board, 'e4', 'd5');
  const after = await seen(page);
  assert.ok(after.some((s) => s.square === 'd5' && !s.fading && s.running === 1), JSON.stringify(after));
  assert.ok(after.some((s) => s.fading && s.running === 1), JSON.stringify(after));
  // The DOM holds the final position at once; the animations end and clean up after themselves.
  assert.equal(await square(board, 'd5').locator('.piece').getAttribute('class').then((c) => c.replace(' animating', '')), 'piece white pawn');
  await page.waitForFunction(() => document.querySelector('draw-board').shadowRoot.querySelectorAll('.piece.animating, .piece.fading').length === 0);
  assert.equal(await board.locator('.piece').count(), 31);

  // Stepping back glides too (the pawn back to e4), and castling moves king and rook.
  await watchAnimations(board);
  await page.keyboard.press('ArrowLeft');
  assert.ok((await seen(page)).some((s) => s.square === 'e4' && s.running === 1));

  // A dragged piece is not glided again once dropped.
  await watchAnimations(board);
  const from = await centre(board, 'g1');
  const to = await centre(board, 'f3');
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
  assert.equal(await square(board, 'f3').locator('.piece').getAttribute('class'), 'piece white knight');
  assert.deepEqual(await seen(page), []);

  // Back to the start: three pieces glide home.
  await watchAnimations(board);
  await page.keyboard.press('Home');
  assert.deepEqual([...new Set((await seen(page)).map((s) => s.square))].sort(), ['d7', 'e2', 'g1']);
  // A new position moves too many pieces at once: drawn at once.
  await board.locator('button.new-game').click();
  await watchAnimations(board);
  await board.evaluate((el) => {
    el.setAttribute('fen', '4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1');
  });
  await page.waitForFunction(() => document.querySelector('draw-board').fen.startsWith('4k3/'));
  assert.deepEqual(await seen(page), []);
  await watchAnimations(board);
  await clickMove(board, 'e1', 'g1');
  const castled = await seen(page);
  assert.deepEqual([...new Set(castled.map((s) => s.square))].sort(), ['f1', 'g1']);

  // Less motion: nothing moves but the pieces' squares.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await watchAnimations(board);
  await clickMove(board, 'e8', 'd7');
  assert.deepEqual((await boardState(board)).line, ['O-O', 'Kd7']);
  await page.keyboard.press('ArrowLeft');
  assert.deepEqual(await seen(page), []);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the view alone: editing mode reports taps and drags (off the board: null), squareAt names squares', async () => {
  const { page, errors } = await open('embed.html');
  await page.evaluate(async () => {
    const { BoardView } = await import('./board/board.js');
    const { words } = await import('./i18n/i18n.js');
    const t = words();
    await t.switch('en');
    for (const href of ['element/draw-board.css', 'element/theme.css']) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      document.head.append(link);
      await new Promise((resolve) => link.addEventListener('load', resolve, { once: true }));
    }
    const host = document.createElement('div');
    host.id = 'view-host';
    host.style.width = '320px';
    host.style.position = 'absolute';
    host.style.left = '20px';
    host.style.top = '20px';
    host.style.zIndex = '1000';
    document.body.prepend(host);
    window.events = [];
    window.view = new BoardView(host, {
      t,
      onMove: (from, to) => window.events.push(`move ${from}${to}`),
      onEdit: (e) => window.events.push(e.kind === 'tap' ? `tap ${e.square}` : `drag ${e.from} ${e.to}`),
      onShapes: (shapes) => window.events.push(`shapes ${shapes.length}`),
    });
    window.view.set({ fen: '4k3/8/8/8/8/8/8/4K2R w K - 0 1', dests: new Map([['e1', ['f1']]]), shapes: [{ color: 'red', from: 'a1', to: 'a1' }] });
  });
  const host = page.locator('#view-host');
  const at = async (name) => {
    const box = await host.locator(`.square[data-square="${name}"]`).boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const a1 = await at('a1');
  assert.equal(await page.evaluate(({ x, y }) => window.view.squareAt(x, y), a1), 'a1');
  assert.equal(await page.evaluate(() => window.view.squareAt(0, 0)), null);
  assert.equal(await host.locator('svg .shape').count(), 1);

  await page.evaluate(() => window.view.set({ editing: true }));
  // No shapes while editing; every square is pressable, dests or not.
  assert.equal(await host.locator('svg .shape').count(), 0);
  await host.locator('.square[data-square="c3"]').click();
  await host.locator('.square[data-square="h1"]').click();
  const h1 = await at('h1');
  const h5 = await at('h5');
  await page.mouse.move(h1.x, h1.y);
  await page.mouse.down();
  await page.mouse.move(h5.x, h5.y, { steps: 5 });
  assert.equal(await host.locator('.piece.ghost').count(), 1);
  await page.mouse.up();
  await page.mouse.move(h1.x, h1.y);
  await page.mouse.down();
  await page.mouse.move(h1.x + 400, h1.y, { steps: 5 });
  await page.mouse.up();
  // The right button draws nothing.
  await page.mouse.click(a1.x, a1.y, { button: 'right' });
  await host.locator('.board').focus();
  await page.keyboard.press('Enter');
  assert.deepEqual(await page.evaluate(() => window.events), ['tap c3', 'tap h1', 'drag h1 h5', 'drag h1 null', 'tap e2']);

  await page.evaluate(() => {
    window.events = [];
    window.view.set({ editing: false });
  });
  assert.equal(await host.locator('svg .shape').count(), 1);
  await host.locator('.square[data-square="e1"]').click();
  await host.locator('.square[data-square="f1"]').click();
  // Playing a move keeps the shapes; a click on an empty square clears them.
  assert.deepEqual(await page.evaluate(() => window.events), ['move e1f1']);
  await host.locator('.square[data-square="d4"]').click();
  assert.deepEqual(await page.evaluate(() => window.events), ['move e1f1', 'shapes 0']);
  assert.equal(await page.evaluate(async () => {
    const { describeShapes } = await import('./board/board.js');
    const { words } = await import('./i18n/i18n.js');
    const t = words();
    await t.switch('en');
    await t.need('board');
    return describeShapes([{ color: 'green', from: 'e2', to: 'e4' }, { color: 'red', from: 'd5', to: 'd5' }], t);
  }), 'Arrow e2 to e4, green. Circle d5, red.');
  assert.deepEqual(errors, []);
  await page.close();
});
