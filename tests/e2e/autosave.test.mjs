// A teacher's lessons kept in the browser (issue 40): index.html keeps the board's game as a
// lesson (its `save` attribute) and brings it back on a reload, exactly - variations, comments,
// NAGs, shapes, tags and the node shown; an address naming a position opens that and leaves the
// lessons alone; the list under the board opens, renames, duplicates and deletes lessons (and
// undoes a deletion); PGN files open by the picker and by a drop, and save as a download that
// reads back to the same tree; storage that is missing, full or holds a record that does not
// read back leaves a working board that says the lesson is not kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchWithProfile } from './browser.mjs';
import { useBrowser, shots } from './helpers.mjs';

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

// Opens index.html in `ctx` and loads LESSON into its board: resolves once the lesson is kept,
// with the page, its errors, the board and the detail of that save.
async function openLesson(ctx) {
  const opened = await open(ctx);
  const saved = nextSave(opened.page);
  await loadLesson(opened.board);
  return { ...opened, saved: await saved };
}

test('a lesson with variations, comments, NAGs, shapes and tags survives a reload, at the node shown', async () => {
  const ctx = await context();
  const { page, errors, saved: kept } = await openLesson(ctx);
  assert.equal(kept.title, 'Ruy Lopez, a first lesson');
  // An edit after the load: a new variation at 3...a6 (3... d6), and the node shown inside it.
  const saved = nextSave(page);
  await page.evaluate(() => {
    const el = document.querySelector('draw-board');
    el.goto(5);
    el.play('d6');
  });
  const detail = await saved;
  assert.match(detail.id, /^lesson-/);
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

test('the browser closed and opened again: the lesson comes back', async () => {
  const profile = mkdtempSync(join(tmpdir(), 'drawboard-profile-'));
  try {
    let ctx = await launchWithProfile(profile, { viewport: { width: 1200, height: 900 } });
    const first = await openLesson(ctx);
    const before = await state(first.page);
    await ctx.close();
    ctx = await launchWithProfile(profile, { viewport: { width: 1200, height: 900 } });
    const again = await open(ctx);
    const after = await state(again.page);
    assert.equal(after.pgn, before.pgn);
    assert.deepEqual(after.path, before.path);
    assert.deepEqual([...first.errors, ...again.errors], []);
    await ctx.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

test('an address naming a position opens it and leaves the lesson alone', async () => {
  const ctx = await context();
  const first = await openLesson(ctx);
  const draft = (await state(first.page)).pgn;
  const named = await open(ctx, 'index.html?moves=d2d4,d7d5');
  assert.deepEqual((await state(named.page)).path, ['d4', 'd5']);
  assert.equal(await named.page.locator('#restored').isVisible(), false);
  // Looked at and stepped through, unchanged: nothing is kept, and the draft is the lesson.
  await named.page.evaluate(() => document.querySelector('draw-board').goto(1));
  await named.page.waitForTimeout(1500);
  assert.equal(await named.page.evaluate(() => document.querySelector('draw-board').hasAttribute('save')), false);
  const again = await open(ctx);
  assert.equal((await state(again.page)).pgn, draft);
  await named.page.reload();
  await named.page.evaluate(async () => document.querySelector('draw-board').ready);
  assert.equal(await named.page.evaluate(() => document.querySelector('draw-board').hasAttribute('save')), false, 'the link reopens as a link');
  await ctx.close();
});

test('a shared position is a lesson of its own from its first change: a reload keeps its comments and variations', async () => {
  const ctx = await context();
  const first = await openLesson(ctx);
  const draft = (await state(first.page)).pgn;
  const { page, board, errors } = await open(ctx, 'index.html?moves=d2d4,d7d5');
  await page.evaluate(() => document.querySelector('draw-board').play('c4'));
  await board.locator('button.comment-edit').click();
  await board.locator('textarea.comment-text').fill('the Queen\'s Gambit');
  const saved = nextSave(page);
  await board.locator('button.comment-save').click();
  await saved;
  // A variation: back to 2. c4's position before it, and 2. Nf3 instead.
  await page.evaluate(() => { const b = document.querySelector('draw-board'); b.goto(2); b.play('Nf3'); });
  await page.waitForFunction(() => document.querySelector('draw-board').pgn().includes('(2. Nf3)'));
  const written = (await state(page)).pgn;
  await page.waitForTimeout(1200);
  await page.reload();
  await page.evaluate(async () => document.querySelector('draw-board').ready);
  const back = await state(page);
  assert.equal(back.pgn, written);
  assert.match(back.pgn, /2\. c4 \{the Queen's Gambit\} \(2\. Nf3\)/);
  // The lesson the tab had before is untouched, and both are in the list.
  assert.equal(await page.locator('#lessons .open-lesson').count(), 2);
  const other = await open(ctx);
  assert.notEqual((await state(other.page)).pgn, draft, 'the newest lesson opens on a fresh page');
  await other.page.locator('#lessons .open-lesson', { hasText: 'Ruy Lopez' }).click();
  await other.page.waitForFunction((pgn) => document.querySelector('draw-board').pgn() === pgn, draft);
  assert.deepEqual(errors, []);
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

test('without IndexedDB, with its database deleted, and with a record that does not read back, the board opens (and says why)', async () => {
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

  // The database deleted before the page loads (storage cleared): a fresh board that keeps its
  // lesson again.
  const cleared = await context();
  const kept = await openLesson(cleared);
  await kept.page.close();
  await cleared.addInitScript(() => indexedDB.deleteDatabase('drawboard-lessons'));
  const fresh = await open(cleared);
  assert.deepEqual((await state(fresh.page)).path, []);
  assert.equal((await state(fresh.page)).error, null);
  const savedAgain = nextSave(fresh.page);
  await fresh.page.evaluate(() => document.querySelector('draw-board').play('e4'));
  await savedAgain;
  assert.deepEqual([...kept.errors, ...fresh.errors], []);
  await cleared.close();

  const ctx = await context();
  const first = await open(ctx);
  // A record of another format under the name of the lesson shown last.
  await first.page.evaluate(() => new Promise((resolve, reject) => {
    localStorage.setItem('drawboard-last-lesson', 'lesson-broken');
    const request = indexedDB.open('drawboard-lessons', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('lessons', { keyPath: 'id' });
    request.onsuccess = () => {
      const tx = request.result.transaction('lessons', 'readwrite');
      tx.objectStore('lessons').put({ id: 'lesson-broken', format: 99, pgn: 42 });
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

// The lesson list's rows: [title, meta] each.
function rows(page) {
  return page.locator('#lessons li').evaluateAll((items) => items.map((li) => [li.querySelector('.open-lesson')?.textContent ?? '', li.querySelector('.lesson-meta')?.textContent ?? '']));
}

test('the lesson list: a new game starts a new lesson; open, rename, duplicate, delete and undo', async () => {
  const ctx = await context();
  const { page, errors, board, saved: first } = await openLesson(ctx);
  // New game: a new lesson, the first one stays in the list.
  const saved = nextSave(page);
  await board.locator('button.new-game').click();
  await page.evaluate(() => document.querySelector('draw-board').play('d4'));
  const second = await saved;
  assert.notEqual(second.id, first.id);
  await page.locator('#lessons li').nth(1).waitFor();
  let listed = await rows(page);
  assert.equal(listed.length, 2);
  assert.equal(listed[1][0], 'Ruy Lopez, a first lesson');
  assert.match(listed[0][1], /1 move, on the board/);

  // Open the first lesson again from the list.
  await page.locator('#lessons li', { hasText: 'Ruy Lopez' }).locator('.open-lesson').click();
  await page.waitForFunction(() => document.querySelector('draw-board').mainLine.length === 7);
  assert.equal(await page.evaluate(() => document.querySelector('draw-board').getAttribute('save')), first.id);

  // Rename it.
  const row = page.locator('#lessons li', { hasText: 'Ruy Lopez' });
  await row.locator('.rename').click();
  await page.locator('#lessons .rename-form input').fill('Spanish, lesson 1');
  await page.locator('#lessons .rename-form .save-name').click();
  await page.locator('#lessons .open-lesson', { hasText: 'Spanish, lesson 1' }).waitFor();
  // Duplicate it.
  await page.locator('#lessons li', { hasText: 'Spanish, lesson 1' }).locator('.duplicate').click();
  await page.locator('#lessons .open-lesson', { hasText: 'Spanish, lesson 1 (copy)' }).waitFor();
  assert.equal((await rows(page)).length, 3);
  await page.screenshot({ path: `${shots}lessons.png`, fullPage: true });
  // Delete the copy, then undo.
  await page.locator('#lessons li', { hasText: '(copy)' }).locator('.delete').click();
  await page.locator('#lessons .lessons-status', { hasText: 'Deleted' }).waitFor();
  assert.equal((await rows(page)).length, 2);
  await page.locator('#lessons .undo-delete').click();
  await page.locator('#lessons .open-lesson', { hasText: '(copy)' }).waitFor();
  assert.equal((await rows(page)).length, 3);
  // A reload shows the renamed lesson, the one shown last.
  await page.reload();
  await page.evaluate(async () => document.querySelector('draw-board').ready);
  assert.match(await page.locator('#restored').textContent(), /Spanish, lesson 1/);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a PGN file opens by the picker and by a drop; Save PGN file downloads what reads back to the same tree', async () => {
  const ctx = await context();
  const { page, errors, board } = await open(ctx);
  await board.locator('input.file-input').setInputFiles({ name: 'ruy.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from(LESSON) });
  await board.locator('.io-status', { hasText: '(ruy.pgn)' }).waitFor();
  const opened = await state(page);
  assert.match(opened.pgn, /\[%cal Gf1b5,Rd2d4\]/);

  const [download] = await Promise.all([page.waitForEvent('download'), board.locator('button.save-pgn').click()]);
  assert.equal(download.suggestedFilename(), 'Teacher - Pupil, Ruy Lopez, a first lesson.pgn');
  const text = readFileSync(await download.path(), 'utf8');
  assert.equal(text, opened.pgn);
  const [fen] = await Promise.all([page.waitForEvent('download'), board.locator('button.save-fen').click()]);
  assert.equal(readFileSync(await fen.path(), 'utf8').trim(), await page.evaluate(() => document.querySelector('draw-board').fen));

  // A file dropped on the board: the downloaded PGN, read back to the same tree.
  // (A move first, so that the drop has something to replace.)
  await page.evaluate(() => document.querySelector('draw-board').play('b5'));
  await page.evaluate((pgn) => {
    const target = document.querySelector('draw-board').shadowRoot.querySelector('.board-area');
    const data = new DataTransfer();
    data.items.add(new File([pgn], 'back.pgn', { type: 'application/x-chess-pgn' }));
    target.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    target.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, text);
  await board.locator('.io-status', { hasText: '(back.pgn)' }).waitFor();
  assert.equal((await state(page)).pgn, opened.pgn);

  // A bad file: the PGN error with its line, and the game shown is kept.
  await board.locator('input.file-input').setInputFiles({ name: 'bad.pgn', mimeType: 'text/plain', buffer: Buffer.from('{a comment never closed') });
  await board.locator('.error[data-error="PgnError"]').waitFor();
  assert.match((await state(page)).errorText, /line 1/);
  assert.equal((await state(page)).pgn, opened.pgn);
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a file in Windows-1252 or UTF-16 opens with its names as written, and says how it was read', async () => {
  const ctx = await context();
  const { page, errors, board } = await open(ctx);
  const pgn = '[Event "Vereinsmeisterschaft"]\n[White "Müller, Jürgen"]\n[Black "Weiß, Björn"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 {Gut für Weiß} 1-0\n';
  for (const [name, buffer, said] of [
    ['latin.pgn', Buffer.from(pgn, 'latin1'), '(latin.pgn, read as Windows-1252)'],
    ['wide.pgn', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(pgn, 'utf16le')]), '(wide.pgn, read as UTF-16)'],
    ['plain.pgn', Buffer.from(pgn, 'utf8'), '(plain.pgn)'],
  ]) {
    await board.locator('input.file-input').setInputFiles({ name, mimeType: 'application/x-chess-pgn', buffer });
    await board.locator('.io-status', { hasText: `(${name}` }).waitFor();
    assert.equal(await board.locator('.io-status').textContent(), `Game loaded: 3 moves. ${said}`);
    const { pgn: shown } = await state(page);
    assert.match(shown, /\[White "Müller, Jürgen"\]/, name);
    assert.match(shown, /\[Black "Weiß, Björn"\]/, name);
    assert.match(shown, /\{Gut für Weiß\}/, name);
  }
  assert.deepEqual(errors, []);
  await ctx.close();
});

test('a page killed while a comment is typed: the lesson and the comment up to its last save come back', async () => {
  const ctx = await context();
  const { page, board } = await openLesson(ctx);
  await board.locator('button.comment-edit').click();
  const saved = nextSave(page);
  await board.locator('textarea.comment-text').pressSequentially('Black should castle', { delay: 20 });
  await saved;
  const kept = await board.locator('textarea.comment-text').inputValue();
  // More words, then the renderer dies before they can be saved.
  await board.locator('textarea.comment-text').pressSequentially(' here', { delay: 0 });
  const cdp = await ctx.newCDPSession(page);
  const crashed = page.waitForEvent('crash');
  cdp.send('Page.crash').catch(() => {}); // answered never: the renderer is gone
  await crashed;
  const again = await open(ctx);
  assert.equal(await again.board.locator('form.comment-form').isVisible(), true);
  assert.ok(kept.startsWith('Black should'), kept);
  assert.equal(await again.board.locator('textarea.comment-text').inputValue(), kept);
  assert.match((await state(again.page)).pgn, /\[%cal Gf1b5,Rd2d4\]/);
  assert.deepEqual(again.errors, []);
  await ctx.close();
});

test('two tabs on one lesson: the second follows the first\'s saves, and asks before overwriting a change of its own', async () => {
  const ctx = await context();
  const first = await openLesson(ctx);
  const second = await open(ctx);
  assert.equal((await state(second.page)).pgn, (await state(first.page)).pgn);
  // The first tab plays on: the second shows it.
  let saved = nextSave(first.page);
  await first.page.evaluate(() => document.querySelector('draw-board').play('Nf6'));
  await saved;
  await second.page.waitForFunction(() => document.querySelector('draw-board').mainLine.at(-1) === 'Nf6');

  // A change waits in the second tab when the first saves: the second asks.
  const id = await second.page.evaluate(() => document.querySelector('draw-board').getAttribute('save'));
  await second.page.evaluate((lesson) => {
    document.querySelector('draw-board').play('O-O');
    // As the first tab's save is heard.
    new BroadcastChannel('drawboard-lessons').postMessage({ id: lesson, tab: 'another' });
  }, id);
  const conflict = second.board.locator('.error[data-error="Conflict"]');
  await conflict.waitFor();
  assert.match(await conflict.textContent(), /changed in another tab/);
  await second.page.waitForTimeout(1200); // nothing is saved meanwhile
  assert.equal((await state(first.page)).pgn.includes('O-O'), false);
  // Keep this one: saved, and the first tab follows.
  saved = nextSave(second.page);
  await conflict.locator('.choice-mine').click();
  await saved;
  await first.page.waitForFunction(() => document.querySelector('draw-board').mainLine.at(-1) === 'O-O');

  // Again, and this time the other tab's version is shown.
  await second.page.evaluate((lesson) => {
    document.querySelector('draw-board').play('b5');
    new BroadcastChannel('drawboard-lessons').postMessage({ id: lesson, tab: 'another' });
  }, id);
  await conflict.waitFor();
  await conflict.locator('.choice-theirs').click();
  await second.page.waitForFunction(() => document.querySelector('draw-board').mainLine.at(-1) === 'O-O');
  assert.deepEqual([...first.errors, ...second.errors], []);
  await ctx.close();
});

test('a lesson tried as a puzzle is not saved over: the page hidden mid-puzzle, then reloaded', async () => {
  const ctx = await context();
  const { page, board, errors } = await openLesson(ctx);
  const before = await state(page);
  // The teacher tries the lesson as a puzzle (from its start), plays a move, and the tab is
  // hidden: what is saved then (if anything) must be the lesson, not the puzzle's one move.
  await board.evaluate((el) => {
    el.goto(0);
    el.mode = 'puzzle';
  });
  await board.locator('.puzzle-task').waitFor();
  await board.evaluate((el) => el.play('e4'));
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.waitForTimeout(1500);
  const again = await open(ctx);
  assert.equal((await state(again.page)).pgn, before.pgn);
  assert.deepEqual([...errors, ...again.errors], []);
  await ctx.close();
});
