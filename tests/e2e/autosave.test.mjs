// A teacher's lesson kept in the browser (issue 40, first part): index.html keeps the board's
// game as the draft (`save="draft"`) and brings it back on a reload, exactly - variations,
// comments, NAGs, shapes, tags and the node shown; an address naming a position opens that and
// leaves the draft alone; storage that is missing, full or holds a record that does not read
// back leaves a working board that says the lesson is not kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser } from './helpers.mjs';

const env = useBrowser();

const LESSON = [
  '[Event "Ruy Lopez, a first lesson"]',
  '[White "Teacher"]',
  '[Black "Pupil"]',
  '',
  '{The Spanish game} 1. e4 {the centre} e5 (1... c5 {the Sicilian} 2. Nf3 $1 d6) 2. Nf3!? Nc6',
  '{ [%cal Gf1b5,Rd2d4] [%csl Ye5] } 3. Bb5 a6 $6 (3... Nf6 {the Berlin}) 4. Ba4 *',
].join('\n');

// A fresh browser context (its own IndexedDB), with `init` run in every page before its scripts.
async function context(init) {
  const ctx = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  if (init) await ctx.addInitScript(init);
  return ctx;
}

async function open(ctx, path = 'index.html') {
  const page = await ctx.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${env.url}${path}`);
  await page.evaluate(async () => {
    await customElements.whenDefined('draw-board');
    await document.querySelector('draw-board').ready;
  });
  return { page, errors, board: page.locator('draw-board') };
}

// What the board shows and holds: its PGN, the SAN path to the node shown, the error line.
function state(page) {
  return page.evaluate(() => {
    const board = document.querySelector('draw-board');
    const { nodes, current } = board.tree;
    const byId = new Map(nodes.map((node) => [node.id, node]));
    const path = [];
    for (let node = byId.get(current); node && node.parent !== null; node = byId.get(node.parent)) path.unshift(node.san);
    const error = board.shadowRoot.querySelector('.error');
    return { pgn: board.pgn(), path, error: error?.dataset.error ?? null, errorText: error?.textContent ?? '' };
  });
}

// Resolves with the detail of the board's next `save` event.
function nextSave(page) {
  return page.evaluate(() => new Promise((resolve) => {
    document.querySelector('draw-board').addEventListener('save', (event) => resolve(event.detail), { once: true });
  }));
}

async function loadLesson(board) {
  await board.locator('textarea.io-text').fill(LESSON);
  await board.locator('button.load').click();
}

test('a lesson with variations, comments, NAGs, shapes and tags survives a reload, at the node shown', async () => {
  const ctx = await context();
  const { page, errors, board } = await open(ctx);
  let saved = nextSave(page);
  await loadLesson(board);
  assert.equal((await saved).title, 'Ruy Lopez, a first lesson');
  // An edit after the load: a new variation at 3...a6 (3... d6), and the node shown inside it.
  saved = nextSave(page);
  await page.evaluate(() => {
    const el = document.querySelector('draw-board');
    el.goto(5);
    el.play('d6');
  });
  const detail = await saved;
  assert.equal(detail.id, 'draft');
  const before = await state(page);
  assert.deepEqual(before.path, ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'd6']);
  assert.match(before.pgn, /\[%cal Gf1b5,Rd2d4\]/);
  assert.match(before.pgn, /\(3\.\.\. d6\)/);

  await page.reload();
  await page.evaluate(async () => {
    await customElements.whenDefined('draw-board');
    await document.querySelector('draw-board').ready;
  });
  const after = await state(page);
  assert.equal(after.pgn, before.pgn, 'the restored tree writes the same PGN');
  assert.deepEqual(after.path, before.path, 'the same node is shown');
  const line = page.locator('#restored');
  assert.equal(await line.isVisible(), true);
  assert.match(await line.textContent(), /Ruy Lopez, a first lesson/);

  // A new page in the same browser (the tab closed and opened again) restores it too.
  const second = await open(ctx);
  assert.equal((await state(second.page)).pgn, before.pgn);
  // "Start a new board" leaves the draft for a fresh game.
  await second.page.locator('#restored button').click();
  assert.equal(await second.page.locator('#restored').isVisible(), false);
  assert.deepEqual((await state(second.page)).path, []);
  assert.deepEqual([...errors, ...second.errors], []);
  await ctx.close();
});

test('an address naming a position opens it and leaves the draft alone', async () => {
  const ctx = await context();
  const first = await open(ctx);
  const saved = nextSave(first.page);
  await loadLesson(first.board);
  await saved;
  const draft = (await state(first.page)).pgn;
  const named = await open(ctx, 'index.html?moves=d2d4,d7d5');
  assert.deepEqual((await state(named.page)).path, ['d4', 'd5']);
  assert.equal(await named.page.locator('#restored').isVisible(), false);
  await named.page.evaluate(() => document.querySelector('draw-board').play('c4'));
  // Nothing is saved from that board: the draft is the lesson still.
  await named.page.waitForTimeout(1500);
  const again = await open(ctx);
  assert.equal((await state(again.page)).pgn, draft);
  await ctx.close();
});

test('a quota error on save: the board goes on and says the lesson is not kept', async () => {
  const ctx = await context(() => {
    IDBObjectStore.prototype.put = function put() {
      throw new DOMException('the quota has been exceeded', 'QuotaExceededError');
    };
  });
  const { page, errors, board } = await open(ctx);
  await page.evaluate(() => document.querySelector('draw-board').play('e4'));
  await board.locator('.error[data-error="StorageError"]').waitFor();
  const shown = await state(page);
  assert.match(shown.errorText, /^Not saved: the browser has no room left/);
  assert.match(shown.errorText, /copy the PGN/);
  // The board still plays.
  await page.evaluate(() => document.querySelector('draw-board').play('e5'));
  assert.deepEqual((await state(page)).path, ['e4', 'e5']);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('without IndexedDB, and with a record that does not read back, the board opens and says why', async () => {
  const none = await context(() => {
    Object.defineProperty(window, 'indexedDB', { value: undefined });
  });
  const missing = await open(none);
  const shown = await state(missing.page);
  assert.equal(shown.error, 'StorageError');
  assert.match(shown.errorText, /IndexedDB is unavailable/);
  assert.deepEqual(shown.path, []);
  await missing.page.evaluate(() => document.querySelector('draw-board').play('e4'));
  assert.deepEqual((await state(missing.page)).path, ['e4']);
  assert.deepEqual(missing.errors, []);
  await none.close();

  const ctx = await context();
  const first = await open(ctx);
  // A record of another format under the draft's name.
  await first.page.evaluate(() => new Promise((resolve, reject) => {
    const request = indexedDB.open('drawboard-lessons', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('lessons', { keyPath: 'id' });
    request.onsuccess = () => {
      const tx = request.result.transaction('lessons', 'readwrite');
      tx.objectStore('lessons').put({ id: 'draft', format: 99, pgn: 42 });
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    };
  }));
  const corrupt = await open(ctx);
  const read = await state(corrupt.page);
  assert.equal(read.error, 'StorageError');
  assert.match(read.errorText, /does not read back/);
  assert.deepEqual(read.path, []);
  assert.deepEqual(corrupt.errors, []);
  await ctx.close();
});
