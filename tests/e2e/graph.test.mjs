// The game review and its evaluation graph: a loaded game is evaluated position by position in
// the background, the graph under the board fills in, the moves whose evaluation drops enough
// are marked in the move list, a click or a key on the graph shows a move, drawn positions say
// why they are 0.00, and a new game or a running analysis stops or pauses the pass. Also prints
// how long the review of a 40- and an 80-move game takes. A screenshot goes to screenshots/.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useBrowser, shots, openBoards } from './helpers.mjs';

const env = useBrowser();
let page;
let board;

// 2...Qg5?? leaves the queen to the knight.
const HUNG_QUEEN = '1. e4 e5 2. Nf3 Qg5 3. Nxg5 *';
// Black gives the rook away: king and bishop against king, a dead position.
const DEAD_END = `[SetUp "1"]
[FEN "8/8/8/4k3/8/2r5/3KB3/8 b - - 0 1"]

1... Kd4 2. Bf3 Rc2+ 3. Kxc2 1/2-1/2`;
const FOOLS_MATE = '1. f3 e5 2. g4 Qh4# 0-1';
// King and pawn against a king in front of it: a draw that only the endgame table proves.
const TABLE_DRAW = `[SetUp "1"]
[FEN "8/8/8/4k3/8/8/4P3/4K3 w - - 0 1"]

1. Kd2 Kd4 2. Ke1 Ke5 *`;
const LONG_GAME = readFileSync(new URL('../data/pgn/ponomariov-ivanchuk-linares-2002.pgn', import.meta.url), 'utf8');

before(async () => {
  await env.ready();
  ({ page } = await openBoards(env.browser, `${env.url}index.html`, { width: 1200, height: 1100 }));
  board = page.locator('draw-board');
});

// Loads `pgn` as a user does (Load under "Position and game"); the game is shown at its end.
async function load(pgn) {
  await board.locator('textarea.io-text').fill(pgn);
  await board.locator('button.load').click();
}

// Waits until the review has evaluated every position of the main line.
async function reviewed(timeout = 60_000) {
  await page.waitForFunction(() => {
    const root = document.querySelector('draw-board').shadowRoot;
    const plies = document.querySelector('draw-board').mainLine.length;
    return root.querySelector('.graph-progress').textContent === '' && root.querySelectorAll('.graph-point').length === plies + 1;
  }, null, { timeout });
}

// How far the review has got, read from its progress line: [done, total], or null when done.
const PROGRESS = (el) => {
  const match = /(\d+) of (\d+)/.exec(el.shadowRoot.querySelector('.graph-progress').textContent);
  return match ? [Number(match[1]), Number(match[2])] : null;
};
const progress = () => board.evaluate(PROGRESS);

const slider = () => board.locator('.graph[role="slider"]');

test('no graph without moves; a hung queen is a blunder, and the graph shows the move clicked', async () => {
  assert.equal(await board.locator('.game-graph').isHidden(), true);
  await load(HUNG_QUEEN);
  await board.locator('.game-graph').waitFor();
  await reviewed();
  // A point for the start and for each move.
  assert.equal(await board.locator('.graph-point').count(), 6);
  const mark = board.locator('.move-wrap', { has: page.locator('button.move', { hasText: 'Qg5' }) }).locator('.review-mark');
  assert.equal(await mark.textContent(), '??');
  assert.match(await mark.getAttribute('class'), /\bblunder\b/);
  assert.match(await mark.getAttribute('title'), /^Blunder: best was [A-Za-z0-9+#=-]+ \(engine review\)$/);
  const qg5 = board.locator('button.move', { hasText: 'Qg5' });
  assert.match(await qg5.getAttribute('class'), /\breview-blunder\b/);
  assert.match(await qg5.getAttribute('aria-label'), /^2\.\.\. Qg5; queen to g5; engine review: Blunder: best was /);
  // The knight taking the queen is the engine's own move: not judged.
  assert.equal(await board.locator('.move-wrap', { has: page.locator('button.move', { hasText: 'Nxg5' }) }).locator('.review-mark').count(), 0);
  assert.match(await board.locator('.graph-counts tr', { hasText: 'Black' }).textContent(), /1 blunder\b/);
  assert.match(await board.locator('.graph-counts tr', { hasText: 'White' }).textContent(), /0 blunders\b/);

  // A click on the blunder's point shows that move.
  assert.equal(await board.evaluate((el) => el.ply), 5);
  await board.locator('.graph-point.blunder[data-ply="4"]').click();
  assert.equal(await board.evaluate((el) => el.ply), 4);
  assert.equal(await slider().getAttribute('aria-valuenow'), '4');
  assert.match(await slider().getAttribute('aria-valuetext'), /^2\.\.\. Qg5: [+-]\d+\.\d\d\. Blunder: best was /);
  // The tip over the graph says the same.
  assert.match(await board.locator('.graph-tip').textContent(), /^2\.\.\. Qg5 [+-]\d+\.\d\dBlunder: best was /);
  await page.screenshot({ path: `${shots}graph-blunder.png` });

  // The keys of a slider step through the main line, one move at a time.
  await slider().focus();
  await page.keyboard.press('ArrowLeft');
  assert.equal(await board.evaluate((el) => el.ply), 3);
  await page.keyboard.press('End');
  assert.equal(await board.evaluate((el) => el.ply), 5);
  await page.keyboard.press('Home');
  assert.equal(await board.evaluate((el) => el.ply), 0);
  assert.match(await slider().getAttribute('aria-valuetext'), /^Start: [+-]?\d+\.\d\d$/);
  await page.keyboard.press('ArrowUp');
  assert.equal(await board.evaluate((el) => el.ply), 1);
});

test('a game that ends in a dead position shows 0.00 with the reason; a checkmate shows the win', async () => {
  await load(DEAD_END);
  await reviewed();
  await slider().focus();
  await page.keyboard.press('End');
  assert.match(await slider().getAttribute('aria-valuetext'),
    /^3\. Kxc2: 0\.00 - dead position \(insufficient material\): neither side can checkmate - only the kings and a single bishop remain \(FIDE 5\.2\.2\)\.$/);
  assert.match(await board.locator('.graph-tip').textContent(), /0\.00 - dead position \(insufficient material\)/);
  await page.screenshot({ path: `${shots}graph-dead-position.png` });

  await load(FOOLS_MATE);
  await reviewed();
  await slider().focus();
  await page.keyboard.press('End');
  assert.equal(await slider().getAttribute('aria-valuetext'), '2... Qh4#: 0-1 - checkmate');
  // Drawn at the bottom: Black's win.
  const [mated, start] = await Promise.all(['4', '0'].map((ply) => board.locator(`.graph-point[data-ply="${ply}"]`).evaluate((c) => Number(c.getAttribute('cy')))));
  assert.ok(mated > start + 40, `${mated} below ${start}`);
});

test('an endgame table\'s draw is 0.00 with its reason, once the board has built the table', async () => {
  await load(TABLE_DRAW);
  // The board builds the table for the position shown; the review then evaluates again.
  await page.waitForFunction(() => document.querySelector('draw-board').shadowRoot.querySelector('.graph')
    .getAttribute('aria-valuetext') === '2... Ke5: 0.00 - endgame table draw: a draw with best play - neither side can force mate, though a mistake could still lose.',
  null, { timeout: 120_000 });
  await reviewed();
  // Every position of the game is the same draw: each point on the middle line.
  const heights = await board.locator('.graph-point').evaluateAll((dots) => dots.map((dot) => dot.getAttribute('cy')));
  assert.equal(heights.length, 5);
  assert.equal(new Set(heights).size, 1);
});

test('a new game cancels the review; the review waits while the engine analyses', async () => {
  await load(LONG_GAME);
  await page.waitForFunction(() => Number(/(\d+) of/.exec(document.querySelector('draw-board').shadowRoot.querySelector('.graph-progress').textContent)?.[1]) >= 3);
  // Read just before the click: nothing can come in between.
  const [done] = await board.evaluate((el) => {
    const match = /(\d+) of/.exec(el.shadowRoot.querySelector('.graph-progress').textContent);
    el.shadowRoot.querySelector('button.new-game').click();
    return [Number(match[1])];
  });
  assert.equal(await board.locator('.game-graph').isHidden(), true);
  await page.waitForTimeout(1500);
  // Loaded again, the game starts where the cancelled pass stopped (its evaluations are kept;
  // one more may have come in before it stopped), not where it would be had it gone on.
  const [again, total] = await board.evaluate((el, pgn) => {
    el.shadowRoot.querySelector('textarea.io-text').value = pgn;
    el.shadowRoot.querySelector('button.load').click();
    const match = /(\d+) of (\d+)/.exec(el.shadowRoot.querySelector('.graph-progress').textContent);
    return [Number(match[1]), Number(match[2])];
  }, LONG_GAME);
  assert.equal(total, 90);
  assert.ok(again >= done && again <= done + 1, `${again} positions evaluated, ${done} when cancelled`);

  // The interactive analysis comes first: the review waits for it.
  const toggle = board.locator('button.engine-toggle');
  await toggle.click();
  await board.locator('.graph-progress', { hasText: /^Review paused while the engine analyses/ }).waitFor();
  const [paused] = await progress();
  await page.waitForTimeout(1000);
  assert.ok((await progress())[0] <= paused + 1);
  await toggle.click();
  await page.waitForFunction((n) => Number(/(\d+) of/.exec(document.querySelector('draw-board').shadowRoot.querySelector('.graph-progress').textContent)?.[1]) > n + 2, paused);

  // The whole game, in each colour theme, a move in the middle shown and another pointed at.
  await reviewed(300_000);
  await board.evaluate((el) => el.goto(30));
  const box = await slider().boundingBox();
  await page.mouse.move(box.x + box.width * 0.62, box.y + box.height / 2);
  for (const theme of ['brown', 'green', 'blue']) {
    await board.evaluate((el, name) => el.setAttribute('theme', name), theme);
    await page.screenshot({ path: `${shots}graph-${theme}.png`, clip: { x: 0, y: box.y - 300, width: 1200, height: 480 } });
  }
  await board.evaluate((el) => el.removeAttribute('theme'));
});

// The time a review takes: a game of about 40 and one of about 80 moves, each from nothing.
test('timing: reviewing a 40- and an 80-move game (printed)', async () => {
  for (const moves of [40, 80]) {
    const { page: p } = await openBoards(env.browser, `${env.url}index.html`);
    const game = await p.evaluate(async (plies) => {
      // A game the engine plays against itself at a few thousand nodes a move; one that ends
      // early (a mate, a draw by rule) is played again with other budgets.
      const { EngineClient } = await import('./workers/engine.js');
      const wasm = await import('./pkg/drawboard_worker.js');
      await wasm.default();
      const { Game } = wasm;
      const engine = new EngineClient();
      let sans = [];
      for (let attempt = 0; attempt < 4 && sans.length < plies; attempt++) {
        const g = new Game();
        sans = [];
        while (sans.length < plies) {
          const nodes = 3000 + ((sans.length * (attempt + 3)) % 7) * 500;
          const best = await engine.search({ fen: g.startFen(), moves: g.history(), nodes });
          if (!best.move) break;
          try {
            sans.push(g.play(best.move).san);
          } catch {
            break; // a draw by rule
          }
        }
        g.free();
      }
      engine.terminate();
      return sans.map((san, i) => (i % 2 ? san : `${i / 2 + 1}. ${san}`)).join(' ');
    }, moves * 2);
    const b = p.locator('draw-board');
    const t0 = Date.now();
    await b.locator('textarea.io-text').fill(`${game} *`);
    await b.locator('button.load').click();
    await p.waitForFunction(() => {
      const root = document.querySelector('draw-board').shadowRoot;
      return root.querySelector('.graph-progress').textContent === '' && root.querySelectorAll('.graph-point').length > 1;
    }, null, { timeout: 300_000 });
    const plies = await b.evaluate((el) => el.mainLine.length);
    console.log(`review of a ${plies / 2}-move game (${plies + 1} positions): ${Date.now() - t0} ms`);
    await p.close();
  }
});
