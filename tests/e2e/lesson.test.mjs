// Annotated games: lessons embedded from a file and from text, reading without changing, the
// game audit and the claim timeline, real annotated PGNs written back unchanged, and the time a
// long annotated game takes to load.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { useBrowser, openBoards } from './helpers.mjs';

const env = useBrowser();
let page;

before(async () => {
  await env.ready();
  ({ page } = await openBoards(env.browser, `${env.url}lesson.html`));
});

test('a lesson from a file opens on its ply; a read-only lesson steps through variations', async () => {
  const [file, text] = [page.locator('draw-board').nth(0), page.locator('draw-board').nth(1)];
  assert.equal(await file.evaluate((el) => el.ply), 11);
  assert.equal(await file.evaluate((el) => el.mainLine.length), 33);
  // Ply 11 is 6. Bc4, whose comment shows under the board (the shapes are issue 14's).
  assert.equal(await file.locator('.current-comment').textContent(), 'Two pieces already aim at f7.');
  await file.locator('.move-wrap.main button.move', { hasText: 'Nc3' }).click();
  assert.equal(await file.locator('.current-comment').textContent(), 'Development before material.');
  assert.deepEqual(await file.locator('.nag').allTextContents(), ['?!', '?', '!', '!', '!', '!!']);
  // The mate at the end is marked in the claim timeline.
  assert.match(await file.locator('.mark.ended').getAttribute('title'), /checkmate \(FIDE 5\.1\.1\)/);

  // interactive="off": no move form, no editing, but the variation can be read.
  assert.equal(await text.locator('.move-form').isHidden(), true);
  assert.equal(await text.locator('.move-edit').isHidden(), true);
  await text.locator('.variation button.move', { hasText: 'Bc4' }).click();
  assert.equal(await text.locator('.current-comment').textContent(), 'The Italian Game.');
  assert.equal(await text.evaluate((el) => el.fen), 'r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3');
  assert.equal(await text.locator('.square.move-dest').count(), 0);
  await page.keyboard.press('ArrowRight');
  assert.equal(await text.evaluate((el) => el.ply), 6);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp');
  assert.equal(await text.locator('.move[aria-current="step"]').textContent(), 'Bb5');
});

const PLANTED = `[Event "1"]
[White "Illegal"]
[Black "Continuation"]
[Result "1-0"]

1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Bxc6 dxc6 5. Bxf7+ Kxf7 1-0

[Event "2"]
[White "Lone"]
[Black "King"]
[Result "1-0"]
[SetUp "1"]
[FEN "8/8/4k3/8/8/3K4/8/7r w - - 0 60"]
[Termination "Time forfeit"]

60. Kd4 Rh4+ 61. Kd3 1-0

[Event "3"]
[White "Missed"]
[Black "Threefold"]
[Result "*"]

1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 *
`;

test('the audit of a loaded game: an illegal move, a win on time with a lone king, a missed threefold', async () => {
  const { page: p } = await openBoards(env.browser, `${env.url}index.html`);
  const board = p.locator('draw-board');
  await board.evaluate((el) => el.setAttribute('layout', 'full'));
  await board.locator('textarea.io-text').fill(PLANTED);
  await board.locator('button.load').click();
  // The games are listed by the proof worker.
  await board.locator('.games-count', { hasText: '3 games.' }).waitFor();
  assert.equal(await board.locator('.game-select option').count(), 3);
  assert.match(await board.locator('.audit-findings').textContent(), /Bxf7\+: 'Bxf7' is not a legal move/);
  await board.locator('.game-select').selectOption('2');
  // The audit comes from the proof worker: a loaded machine once read the list before it came.
  await board.locator('.audit-findings', { hasText: 'won on time' }).waitFor();
  assert.match(await board.locator('.audit-findings').textContent(), /White won on time, but .* drawn \(FIDE 6\.9\)/);
  await board.locator('.game-select').selectOption('3');
  const finding = board.locator('.audit-findings button.finding');
  await finding.filter({ hasText: 'Ng8' }).waitFor();
  assert.match(await finding.textContent(), /^4\.\.\. Ng8: after 4\.\.\. Ng8 the position stood for the third time/);
  await finding.click();
  assert.equal(await board.evaluate((el) => el.ply), 8);
  // The move list marks the claim, with words for a screen reader.
  const mark = board.locator('.mark.claim');
  assert.equal(await mark.count(), 1);
  assert.match(await board.locator('.move[aria-current="step"]').getAttribute('aria-label'), /White may claim now \(FIDE 9\.2\.1\.2\); Black could have claimed by announcing this move/);
  // In JavaScript too.
  const audit = await p.evaluate(async () => (async () => { const wasm = await import('./pkg/drawboard_worker.js'); await wasm.default(); return wasm.auditPgn(document.querySelector('draw-board').pgn()); })());
  assert.deepEqual(audit.findings.map((f) => f.kind), ['missedClaim']);
  await p.close();
});

test('real annotated PGNs are written back unchanged, with every variation and comment', async () => {
  const dir = new URL('../data/pgn/', import.meta.url);
  const files = readdirSync(dir).filter((f) => f.endsWith('.pgn'));
  assert.ok(files.length >= 4);
  for (const file of files) {
    const text = readFileSync(new URL(file, dir), 'utf8');
    const result = await page.evaluate(async (text) => {
      // Files from outside are read by the worker module (the page module reads what the
      // board writes, as it writes it back).
      const worker = await import('./pkg/drawboard_worker.js');
      await worker.default();
      const { GameTree, pgnGames } = worker;
      const out = [];
      for (const { number } of pgnGames(text)) {
        const tree = GameTree.fromPgn(text, number);
        const written = tree.pgn();
        const again = GameTree.fromPgn(written);
        const count = (t) => {
          const nodes = t.nodes();
          return [nodes.length, nodes.filter((n) => n.children.length > 1).length,
            nodes.reduce((s, n) => s + n.after.length + n.before.length, 0), nodes.reduce((s, n) => s + n.nags.length + n.shapes.length, 0)];
        };
        out.push({ number, error: tree.loadError ?? null, same: again.pgn() === written, counts: [count(tree), count(again)] });
        tree.free();
        again.free();
      }
      return out;
    }, text);
    for (const game of result) {
      assert.equal(game.error, null, `${file} game ${game.number}`);
      assert.ok(game.same, `${file} game ${game.number}`);
      assert.deepEqual(game.counts[0], game.counts[1], `${file} game ${game.number}`);
    }
    // Every file has variations and comments (so the test shows they survive).
    assert.ok(result.some((g) => g.counts[0][1] > 0 && g.counts[0][2] > 0), `${file} has variations and comments`);
  }
});

test('a 300-move annotated game with 50 variations loads with its panel (figure printed)', async () => {
  const figures = await page.evaluate(async () => {
    const { GameTree } = await import('./workers/page-module.js');
    // The game: knights and kings wander (no repetition is forced), with comments and NAGs;
    // a variation every six moves.
    const tree = new GameTree();
    let variations = 0;
    for (let ply = 0; ply < 300; ply += 1) {
      const moves = tree.legalMoves();
      if (!moves.length) break;
      const pick = moves[(ply * 7919) % moves.length];
      if (ply % 6 === 3 && variations < 50 && moves.length > 1) {
        const here = tree.current;
        tree.play(moves[(ply * 104729 + 1) % moves.length] === pick ? moves[(ply + 1) % moves.length] : moves[(ply * 104729 + 1) % moves.length]);
        tree.setComment(tree.current, `A variation, number ${variations}.`);
        for (let i = 0; i < 3 && tree.legalMoves().length; i += 1) tree.play(tree.legalMoves()[0]);
        tree.goto(here);
        variations += 1;
      }
      tree.play(pick);
      if (ply % 10 === 0) tree.setComment(tree.current, `Comment on move ${ply}.`);
      if (ply % 15 === 0) tree.setNags(tree.current, [ply % 6 + 1]);
      // Keep the new move the main line.
      tree.makeMainLine(tree.current);
    }
    const pgn = tree.pgn();
    const plies = tree.mainLine().length - 1;
    tree.free();
    const times = [];
    for (let run = 0; run < 7; run += 1) {
      const board = document.createElement('draw-board');
      document.body.append(board);
      await board.ready;
      const t0 = performance.now();
      board.setAttribute('pgn', pgn);
      // The attribute's game is read synchronously once the board is ready; the panel with it.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      times.push(performance.now() - t0);
      if (board.mainLine.length !== plies) throw new Error(`read ${board.mainLine.length} of ${plies} moves`);
      board.remove();
    }
    times.sort((a, b) => a - b);
    return { plies, variations, bytes: pgn.length, median: times[3], times };
  });
  console.log(`300-move game: ${JSON.stringify(figures)}`);
  assert.equal(figures.variations, 50);
  assert.ok(figures.plies >= 250);
});
