// Real files from real teachers (issue 52): a messy file of several games opened by the file
// picker. Every game is listed, a broken one between good ones hides neither; each game shows
// what was repaired reading it ("Read with 3 repairs", opened to the list, with the lines); the
// picker finds games by player, event and year; a saved game is standard PGN, which opens
// clean. axe-core finds nothing on the board with the repairs open.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openBoards, shots, useBrowser } from './helpers.mjs';

const env = useBrowser();
const axeFile = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'experimental'];

// Four games as other programs write them: a file header and a tag with quotes inside it,
// German piece letters (game 1); an illegal move (game 2); an engine's variation repeating the
// move it stands beside (game 3); long algebraic, figurines and castling with zeros (game 4).
const MESSY = [
  '% written by an old exporter',
  'Club championship, all rounds',
  '',
  '[Event "Club "open" 2024"]',
  '[Site "Berlin"]',
  '[Date "2024.03.01"]',
  '[White "Müller"]',
  '[Black "Schmidt"]',
  '[Result "1-0"]',
  '',
  '1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 1-0',
  '',
  '[Event "Club open 2024"]',
  '[White "Bad"]',
  '[Black "Game"]',
  '[Result "*"]',
  '',
  '1. e4 e5 2. Ke3 Nc6 *',
  '',
  '[Event "Engine match"]',
  '[White "Crafty"]',
  '[Black "Nibbler"]',
  '[Date "2023.05.05"]',
  '[Result "1/2-1/2"]',
  '',
  '1. d4 d5 2. c4 dxc4 3. Nf3 Nf6 4. e3 e6 5. Bxc4 c5 ({+0.30} 5... c5 6. Qe2 a6) 6. O-O a6',
  '7. dxc5 Qxd1 1/2-1/2',
  '',
  '[Event "Figurines"]',
  '[White "Ann"]',
  '[Black "Bo"]',
  '[Date "2022.01.01"]',
  '[Result "0-1"]',
  '',
  '1. e2-e4 e7e5 2. ♘f3 ♞c6 3. Bc4 Bc5 4. 0-0 Nf6 0-1',
  '',
].join('\n');

async function open() {
  const opened = await openBoards(env.browser, `${env.url}index.html`);
  const board = opened.page.locator('draw-board');
  return { ...opened, board };
}

const shown = (page) => page.evaluate(() => {
  const board = document.querySelector('draw-board');
  const main = board.tree.nodes.filter((n) => n.main && n.parent !== null);
  const error = board.shadowRoot.querySelector('.error');
  return { pgn: board.pgn(), main: main.map((n) => n.san), error: error.dataset.error ?? null, errorText: error.textContent };
});

const repairs = (board) => board.locator('.repair').allTextContents();

// Chooses game `number` in the picker, and waits until the board shows it (its White).
async function choose(board, number, white) {
  await board.locator('select.game-select').selectOption(String(number));
  await board.page().waitForFunction((name) => document.querySelector('draw-board').pgn().includes(`[White "${name}"]`), white);
}

test('a messy file of four games by the picker: every game read, each repair said with its line; a broken game hides none', async () => {
  const { page, errors, board } = await open();
  await board.locator('input.file-input').setInputFiles({ name: 'club.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from(MESSY) });
  await board.locator('.io-status', { hasText: '(club.pgn)' }).waitFor();
  await board.locator('.games-count', { hasText: '4 games.' }).waitFor();
  assert.equal(await board.locator('select.game-select option').count(), 4);
  assert.deepEqual(await board.locator('select.game-select option').allTextContents(), [
    '1. Müller - Schmidt 1-0, 2024 (repaired)',
    '2. Bad - Game * (stops part-way)',
    '3. Crafty - Nibbler 1/2-1/2, 2023 (repaired)',
    '4. Ann - Bo 0-1, 2022 (repaired)',
  ]);

  // Game 1: read with its German letters, its tag and the file's header said.
  let game = await shown(page);
  assert.deepEqual(game.main, ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']);
  assert.match(game.pgn, /\[Event "Club \\"open\\" 2024"\]/);
  assert.equal(game.error, null);
  await board.locator('.repairs-summary', { hasText: /^Read with 3 repairs$/ }).waitFor();
  assert.equal(await board.locator('.repairs').getAttribute('open'), null, 'the list is closed at first');
  await board.locator('.repairs-summary').click();
  assert.deepEqual(await repairs(board), [
    'Line 2: Club championship, all rounds (text outside any game, skipped).',
    'Line 4: [Event "Club "open" 2024"] (quotes inside a tag value).',
    'Line 11: Sf3 (German or Swedish piece letters).',
  ]);
  await page.route('**/__axe.min.js', (route) => route.fulfill({ path: axeFile, contentType: 'text/javascript' }));
  await page.addScriptTag({ url: '/__axe.min.js' });
  const found = await page.evaluate(async (tags) => {
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 5).map((n) => n.target.join(' ')).join('; ')}`);
  }, AXE_TAGS);
  assert.deepEqual(found, []);
  await page.screenshot({ path: `${shots}pgn-repairs.png`, fullPage: true });

  // Game 2 stops at its illegal move, with the file's line; the rest is kept as a comment.
  await choose(board, 2, 'Bad');
  game = await shown(page);
  assert.deepEqual(game.main, ['e4', 'e5']);
  assert.equal(game.error, 'PgnError');
  assert.match(game.errorText, /line 18: move 2\. Ke3/);
  assert.match(game.pgn, /\{Ke3 Nc6\}/);

  // Game 3: the engine's variation repeats 5... c5; the main line stays the main line.
  await choose(board, 3, 'Crafty');
  game = await shown(page);
  assert.deepEqual(game.main, ['d4', 'd5', 'c4', 'dxc4', 'Nf3', 'Nf6', 'e3', 'e6', 'Bxc4', 'c5', 'O-O', 'a6', 'dxc5', 'Qxd1']);
  // (The engine's comment stands after the move before the one repeated, as PGN writes it.)
  assert.match(game.pgn, /5\. Bxc4 \{\+0\.30\} 5\.\.\. c5 6\. O-O \(6\. Qe2\s+a6\) 6\.\.\. a6/);
  // (The notice follows the game: element/from-pgn.js renders it once loaded.)
  await board.locator('.repairs-summary', { hasText: /^Read with 1 repair$/ }).waitFor();

  // Game 4: long algebraic, figurines, zeros.
  await choose(board, 4, 'Ann');
  game = await shown(page);
  assert.deepEqual(game.main, ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Bc5', 'O-O', 'Nf6']);
  await board.locator('.repairs-summary', { hasText: /^Read with 5 repairs$/ }).click();
  const said = await repairs(board);
  assert.equal(said.length, 5, said.join('\n'));
  assert.ok(said.some((r) => /^Line 35: e2-e4 read as e4 \(a move in long algebraic notation\)\.$/.test(r)), said.join('\n'));
  assert.ok(said.some((r) => /♘f3 read as Nf3 \(a figurine for the piece\)/.test(r)), said.join('\n'));
  assert.ok(said.some((r) => /0-0 read as O-O \(castling written with zeros\)/.test(r)), said.join('\n'));

  // Saving writes standard PGN, and the saved file opens clean.
  const [download] = await Promise.all([page.waitForEvent('download'), board.locator('button.save-pgn').click()]);
  const saved = readFileSync(await download.path(), 'utf8');
  assert.match(saved, /1\. e4 e5 2\. Nf3 Nc6 3\. Bc4 Bc5 4\. O-O Nf6 0-1/);
  await board.locator('input.file-input').setInputFiles({ name: 'saved.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from(saved) });
  await board.locator('.io-status', { hasText: '(saved.pgn)' }).waitFor();
  await board.locator('.repairs').waitFor({ state: 'hidden' });
  assert.equal((await shown(page)).pgn, saved);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the picker finds games by player, event and year', async () => {
  const { page, errors, board } = await open();
  await board.locator('input.file-input').setInputFiles({ name: 'club.pgn', mimeType: 'application/x-chess-pgn', buffer: Buffer.from(MESSY) });
  await board.locator('.games-count', { hasText: '4 games.' }).waitFor();
  const options = () => board.locator('select.game-select option').allTextContents();
  await board.locator('input.game-search').fill('crafty');
  assert.equal(await board.locator('.games-count').textContent(), '1 of 4 games found.');
  // The game shown stays in the list, first.
  assert.deepEqual(await options(), ['1. Müller - Schmidt 1-0, 2024 (repaired)', '3. Crafty - Nibbler 1/2-1/2, 2023 (repaired)']);
  await board.locator('input.game-search').fill('club 2024');
  assert.equal(await board.locator('.games-count').textContent(), '2 of 4 games found.');
  await board.locator('input.game-search').fill('2022');
  assert.deepEqual((await options()).slice(1), ['4. Ann - Bo 0-1, 2022 (repaired)']);
  await board.locator('input.game-search').fill('');
  assert.equal(await board.locator('.games-count').textContent(), '4 games.');
  assert.deepEqual(errors, []);
  await page.close();
});
