// The draw panel's visible labels for positions opened through the address (?fen=&moves=).
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, shots, openBoards, badges, reasonTexts } from './helpers.mjs';

const env = useBrowser();
let page, errors;

// panel() replaces `errors` with each page it opens, so this checks the last page's console.
after(() => {
  assert.deepEqual(errors, []);
});

// Opens the page on a position and returns what the draw panel shows.
async function panel(fen, moves) {
  await page?.close();
  const query = new URLSearchParams({ fen });
  if (moves) query.set('moves', moves);
  ({ page, errors } = await openBoards(env.browser, `${env.url}?${query}`));
  const board = page.locator('draw-board');
  // The exact status follows the quick one from the proof worker.
  await page.waitForFunction(() => {
    const status = document.querySelector('draw-board').status();
    return status.outcome !== null || status.settled || status.exact;
  });
  return {
    board,
    final: await badges(board, 'final'),
    claimable: await badges(board, 'claimable'),
    noForcedMate: await badges(board, 'no-forced-mate'),
    headline: await board.locator('.headline').textContent(),
    facts: await board.locator('.facts li').allTextContents(),
    reasons: await reasonTexts(board),
    nextClaim: await board.locator('.next-claim').count() ? await board.locator('.next-claim').textContent() : null,
  };
}

test('Stalemate and Checkmate are final', async () => {
  const stalemate = await panel('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1');
  assert.deepEqual(stalemate.final, ['Stalemate']);
  assert.equal(stalemate.headline, 'Game over: draw (½-½)');
  assert.match(stalemate.reasons[0], /^Stalemate: Black is not in check but has no legal move/);
  assert.equal(await stalemate.board.locator('.square.movable').count(), 0);

  const mate = await panel('6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1', 'a1a8');
  assert.deepEqual(mate.final, ['Checkmate']);
  assert.equal(mate.headline, 'Game over: White wins (1-0)');
  assert.equal(await mate.board.locator('.square.check').getAttribute('data-square'), 'g8');
});

test('Insufficient material and Dead position: two bishops on one colour', async () => {
  const p = await panel('8/8/8/3k4/8/8/2B1B3/3K4 w - - 0 1');
  assert.deepEqual(p.final, ['Insufficient material', 'Dead position']);
  assert.deepEqual(p.claimable, []);
  // A finished game has no per-side facts: nobody mates any more.
  assert.deepEqual(p.facts.filter((fact) => /mate/.test(fact)), []);
  assert.ok(p.reasons.some((r) => r.startsWith('Draw: neither side can checkmate')));
  await page.screenshot({ path: `${shots}/dead-position-desktop.png` });
});

test('Mate cannot be forced, per side, and what a fallen flag means (KN v KN, KR v K)', async () => {
  const knights = await panel('8/8/3k4/3n4/8/3N4/3K4/8 w - - 0 1');
  assert.deepEqual(knights.final, []);
  assert.deepEqual(knights.claimable, []);
  assert.deepEqual(knights.noForcedMate, ['Mate cannot be forced']);
  assert.ok(knights.facts.includes('White does not have the material to force mate'));
  assert.ok(knights.facts.includes('Black does not have the material to force mate'));
  // Each side can still mate: proved by a line, which the panel quotes or counts.
  assert.ok(knights.facts.some((f) => /^White can still checkmate/.test(f)), knights.facts.join('\n'));
  assert.ok(knights.facts.some((f) => /^Black can still checkmate/.test(f)));
  assert.ok(knights.facts.includes("If White's flag falls: Black wins (FIDE 6.9); under US Chess rule 14E2: draw unless Black has a forced win, which is not settled here"));
  assert.ok(knights.facts.includes("If Black's flag falls: White wins (FIDE 6.9); under US Chess rule 14E2: draw unless White has a forced win, which is not settled here"));

  const rook = await panel('8/8/8/3k4/8/8/4R3/3K4 w - - 0 1');
  assert.deepEqual(rook.noForcedMate, []);
  assert.ok(rook.facts.includes('White has the material to force mate'));
  assert.ok(rook.facts.includes('Black does not have the material to force mate'));
  assert.ok(rook.facts.includes('Black can never checkmate (not enough material)'));
  assert.ok(rook.facts.includes("If White's flag falls: draw - Black could not checkmate by any series of legal moves (FIDE 6.9)"));
  assert.ok(rook.facts.includes("If Black's flag falls: White wins (FIDE 6.9)"));
});

test('Fifty-move rule is claimable; the Seventy-five-move rule is final', async () => {
  const fifty = await panel('8/8/8/3k4/8/8/4R3/3K4 w - - 100 80');
  assert.deepEqual(fifty.claimable, ['Fifty-move rule']);
  assert.deepEqual(fifty.final, []);
  assert.match(fifty.reasons[0], /^Fifty-move rule: /);
  await page.screenshot({ path: `${shots}/fifty-moves-desktop.png` });

  const near = await panel('8/8/8/3k4/8/8/4R3/3K4 w - - 99 80');
  assert.deepEqual(near.claimable, []);
  assert.match(near.nextClaim, /^Claim with the next move: write down Kc1, /);

  const seventyFive = await panel('8/8/8/3k4/8/8/4R3/3K4 w - - 150 100');
  assert.deepEqual(seventyFive.final, ['Seventy-five-move rule']);
  assert.deepEqual(seventyFive.claimable, []);
});

test('Threefold repetition and Fivefold repetition from the address', async () => {
  const shuffle = 'g1f3,g8f6,f3g1,f6g8';
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  const three = await panel(start, [shuffle, shuffle].join(','));
  assert.deepEqual(three.claimable, ['Threefold repetition']);
  const five = await panel(start, [shuffle, shuffle, shuffle, shuffle].join(','));
  assert.deepEqual(five.final, ['Fivefold repetition']);
  assert.deepEqual(five.claimable, []);
  assert.equal(five.headline, 'Game over: draw (½-½)');
});

test('a bad FEN in the address is reported and the standard position shown', async () => {
  const bad = await panel('8/8/8/8/8/8/8/8 w - - 0 1');
  assert.match(await bad.board.locator('.error').textContent(), /^Bad FEN: .*king/);
  assert.equal(await bad.board.locator('.piece').count(), 32);
  const badMove = await panel('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'e2e4,e2e4');
  assert.match(await badMove.board.locator('.error').textContent(), /^Illegal move: move 2 \(e2e4\)/);
  assert.deepEqual(await badMove.board.evaluate((el) => el.mainLine), ['e4']);
});
