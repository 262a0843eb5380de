// What a board says when something is missing or wrong: the page module or the worker module
// not found, workers blocked by the page's Content-Security-Policy, a browser without module
// workers, a PGN `src` that is not there, a FEN that is not one. In every case the diagram still
// shows a position (its pieces drawn), the error line says in words what is unavailable, the
// draw panel is never left saying "Checking...", and the console gets exactly one error of
// drawboard's own ("drawboard: ...") naming the cause, however many boards meet it. (Chromium
// logs failed loads and CSP violations itself; only drawboard's own lines are counted.)
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, placementOf } from './helpers.mjs';
import { CSP } from './server.mjs';

const env = useBrowser();

before(() => env.ready());

// Positions whose quick verdict leaves the question of mate open, so that each asks the proof
// worker: knight against knight (four men: the table worker is asked too) and two knights and
// a pawn (five men: the proof worker only).
const KNIGHTS = '8/8/3k4/3n4/8/3N4/3K4/8 w - - 0 1';
const FIVE = '8/8/3k4/8/3p4/2NKN3/8/8 w - - 0 1';
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

let pages = 0;

/**
 * Opens a page of its own with `body` after a module script tag for draw-board.js, served with
 * `csp` (the CSP of server.mjs unless a test changes it). `prepare(page)` runs first (routes,
 * init scripts). Resolves {page, errors (every console error and uncaught exception), drawboard
 * (the console errors of drawboard's own), pageErrors}.
 */
async function openTestPage(body, { csp = CSP, prepare } = {}) {
  const page = await env.browser.newPage({ viewport: { width: 1200, height: 900 } });
  const errors = [];
  const pageErrors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => pageErrors.push(String(err)));
  await prepare?.(page);
  const name = `__badinput-${++pages}.html`;
  await page.route(`${env.url}${name}`, (route) => route.fulfill({
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': csp, 'Cache-Control': 'no-store' },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bad input</title>
      <script type="module" src="draw-board.js"></script></head><body>${body}</body></html>`,
  }));
  await page.goto(`${env.url}${name}`);
  await page.evaluate(() => customElements.whenDefined('draw-board'));
  return { page, errors, pageErrors, drawboard: () => errors.filter((text) => text.startsWith('drawboard:')) };
}

/** What each board on `page` shows: position, pieces, error line, draw panel, `ready`'s outcome. */
function readBoards(page) {
  return page.evaluate(async () => {
    const boards = [...document.querySelectorAll('draw-board')];
    return Promise.all(boards.map(async (board) => {
      const root = board.shadowRoot;
      const ready = await Promise.race([
        board.ready.then(() => ({ resolved: true }), (error) => ({ rejected: error?.name, message: error?.message })),
        new Promise((resolve) => { setTimeout(() => resolve({ pending: true }), 30000); }),
      ]);
      const pieces = [...root.querySelectorAll('.square .piece')];
      const container = root.querySelector('.db');
      const box = board.getBoundingClientRect();
      const firstPiece = pieces[0]?.getBoundingClientRect();
      const error = root.querySelector('.error');
      const draws = root.querySelector('.draws');
      return {
        id: board.id,
        ready,
        placement: pieces.map((piece) => `${piece.closest('.square').dataset.square} ${piece.className.replace(/^piece\s+/, '')}`).sort(),
        // Drawn, not only in the DOM: the element and its pieces take room on the page.
        shown: !container.hidden && box.width > 100 && box.height > 100 && (firstPiece?.width ?? 0) > 10,
        squares: root.querySelectorAll('.square').length,
        error: error.textContent,
        errorName: error.dataset.error ?? null,
        errorVisible: error.getBoundingClientRect().height > 0,
        headline: root.querySelector('.draws .headline')?.textContent ?? null,
        draws: draws.textContent,
        busy: root.querySelector('.draws .facts')?.getAttribute('aria-busy') ?? null,
      };
    }));
  });
}

/** Waits until every board's draw panel has its exact verdict (no longer busy checking). */
function settled(page, ms = 60000) {
  return page.waitForFunction(() => [...document.querySelectorAll('draw-board')]
    .every((board) => board.shadowRoot.querySelector('.draws .facts')?.getAttribute('aria-busy') === 'false'), null, { timeout: ms });
}

/** Waits until every board's error line names an error (data-error set). */
function errorShown(page, ms = 30000) {
  return page.waitForFunction(() => [...document.querySelectorAll('draw-board')]
    .every((board) => {
      // Its name at once; its words once the board's catalogue is in.
      const line = board.shadowRoot.querySelector('.error');
      return line.dataset.error && line.textContent;
    }), null, { timeout: ms });
}

/** Prints what the boards' error lines and drawboard's console said. */
function report(t, boards, logged) {
  for (const board of boards) t.diagnostic(`${board.id}: error line "${board.error}"`);
  t.diagnostic(`drawboard's console errors: ${logged.length ? logged.map((line) => `"${line}"`).join(', ') : 'none'}`);
}

const TWO_BOARDS = `<draw-board id="knights" fen="${KNIGHTS}"></draw-board><draw-board id="five" fen="${FIVE}"></draw-board>`;

// The quick verdict and the position are there; the exact verdict is said to be unavailable,
// and the panel does not wait for it.
function assertQuickVerdictOnly(boards, errorPattern) {
  for (const board of boards) {
    const fen = board.id === 'knights' ? KNIGHTS : FIVE;
    assert.deepEqual(board.ready, { resolved: true }, `${board.id}: ready`);
    assert.deepEqual(board.placement, placementOf(fen), `${board.id}: its pieces`);
    assert.equal(board.shown, true, `${board.id}: drawn on the page`);
    assert.equal(board.headline, 'White to move', `${board.id}: the quick verdict`);
    assert.match(board.error, errorPattern, `${board.id}: the error line`);
    assert.equal(board.errorName, 'Unavailable');
    assert.equal(board.errorVisible, true, `${board.id}: the error line is shown`);
    assert.doesNotMatch(board.draws, /Checking/, `${board.id}: the draw panel still says it is checking`);
    assert.equal(board.busy, 'false', `${board.id}: the draw panel is still busy`);
  }
}

test('the page module is missing (404): the pieces from the fen attribute, "Not loaded", ready rejects', async (t) => {
  const { page, drawboard, pageErrors } = await openTestPage(TWO_BOARDS, {
    prepare: (p) => p.route('**/drawboard_page_bg.wasm', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' })),
  });
  await errorShown(page);
  const boards = await readBoards(page);
  report(t, boards, drawboard());
  for (const board of boards) {
    const fen = board.id === 'knights' ? KNIGHTS : FIVE;
    assert.deepEqual(board.ready.rejected, 'LoadError', `${board.id}: ready rejects with a LoadError`);
    assert.match(board.ready.message, /drawboard_page_bg\.wasm answered 404/);
    assert.deepEqual(board.placement, placementOf(fen), `${board.id}: the pieces of its fen attribute`);
    assert.equal(board.shown, true, `${board.id}: drawn on the page`);
    assert.equal(board.squares, 64);
    assert.match(board.error, /^Not loaded: .*drawboard_page_bg\.wasm.*404/);
    assert.equal(board.errorName, 'LoadError');
    assert.equal(board.errorVisible, true);
    assert.doesNotMatch(board.draws, /Checking/);
  }
  const logged = drawboard();
  assert.equal(logged.length, 1, `drawboard's console errors: ${logged.join(' | ')}`);
  assert.match(logged[0], /^drawboard: .*drawboard_page_bg\.wasm.*404/);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('the worker module is missing (404): the quick verdict, "exact verdicts unavailable", no "Checking"', async (t) => {
  const { page, drawboard, pageErrors } = await openTestPage(TWO_BOARDS, {
    prepare: (p) => p.route('**/drawboard_worker_bg.wasm', (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' })),
  });
  // The panel may say it is checking until the failure comes: wait for the failure first.
  await errorShown(page);
  const boards = await readBoards(page);
  report(t, boards, drawboard());
  assertQuickVerdictOnly(boards, /^Unavailable: exact verdicts unavailable: .*drawboard_worker_bg\.wasm.*404/);
  const logged = drawboard();
  assert.equal(logged.length, 1, `drawboard's console errors: ${logged.join(' | ')}`);
  assert.match(logged[0], /^drawboard: the workers .* are unavailable: .*drawboard_worker_bg\.wasm.*404/);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test("workers blocked by the page's CSP (worker-src 'none'): the quick verdict, the error names the policy", async (t) => {
  const blocking = `${CSP}; worker-src 'none'`;
  // Every response carries the blocking policy, not only the page's (the server's own header
  // is replaced; the body is asked for uncompressed so that it can be passed on as it is).
  const prepare = (p) => p.route(`${env.url}**`, async (route) => {
    try {
      const response = await route.fetch({ headers: { ...route.request().headers(), 'accept-encoding': 'identity' } });
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': blocking } });
    } catch (error) {
      if (!p.isClosed()) throw error;
    }
  });
  const { page, drawboard, pageErrors } = await openTestPage(TWO_BOARDS, { csp: blocking, prepare });
  await errorShown(page);
  const boards = await readBoards(page);
  report(t, boards, drawboard());
  assertQuickVerdictOnly(boards, /^Unavailable: .*Content-Security-Policy/);
  const logged = drawboard();
  assert.equal(logged.length, 1, `drawboard's console errors: ${logged.join(' | ')}`);
  assert.match(logged[0], /^drawboard: .*Content-Security-Policy.*worker-src/);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('a browser without module workers: the quick verdict, the error says the browser cannot run them', async (t) => {
  // An old browser's Worker: its constructor throws and never reads options.type.
  const prepare = (p) => p.addInitScript(() => {
    window.Worker = class Worker {
      constructor() {
        throw new TypeError('Failed to construct Worker: module scripts are not supported');
      }
    };
  });
  const { page, drawboard, pageErrors } = await openTestPage(TWO_BOARDS, { prepare });
  await errorShown(page);
  const boards = await readBoards(page);
  report(t, boards, drawboard());
  assertQuickVerdictOnly(boards, /^Unavailable: .*this browser cannot run module workers/);
  const logged = drawboard();
  assert.equal(logged.length, 1, `drawboard's console errors: ${logged.join(' | ')}`);
  assert.match(logged[0], /^drawboard: .*this browser cannot run module workers/);
  assert.deepEqual(pageErrors, []);
  await page.close();
});

test('a missing PGN src and a bad FEN attribute: an error naming the problem, and a board', async (t) => {
  await t.test('src answers 404: PgnError', async (st) => {
    const { page, drawboard, pageErrors } = await openTestPage('<draw-board id="pgn" src="__badinput-missing.pgn"></draw-board>');
    await errorShown(page);
    // The workers run here: the start position's exact verdict comes, and the panel stops checking.
    await settled(page);
    const [board] = await readBoards(page);
    report(st, [board], drawboard());
    assert.deepEqual(board.ready, { resolved: true });
    assert.equal(board.errorName, 'PgnError');
    assert.match(board.error, /^PGN: .*__badinput-missing\.pgn.*404/);
    assert.equal(board.errorVisible, true);
    // The start position instead, drawn and playable.
    assert.deepEqual(board.placement, placementOf(START));
    assert.equal(board.shown, true);
    assert.equal(board.headline, 'White to move');
    assert.doesNotMatch(board.draws, /Checking/);
    assert.equal(await page.evaluate(() => document.querySelector('draw-board').play('e4')), 'e4');
    assert.deepEqual(pageErrors, []);
    // An author's mistake in the page is shown where the board is, not written to the console
    // (the console is for what the page's environment cannot do).
    assert.deepEqual(drawboard(), []);
    await page.close();
  });

  await t.test('fen is not a FEN: FenError', async (st) => {
    const bad = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1';
    const { page, drawboard, pageErrors } = await openTestPage(`<draw-board id="fen" fen="${bad}"></draw-board>`);
    await errorShown(page);
    // The workers run here: the start position's exact verdict comes, and the panel stops checking.
    await settled(page);
    const [board] = await readBoards(page);
    report(st, [board], drawboard());
    assert.deepEqual(board.ready, { resolved: true });
    assert.equal(board.errorName, 'FenError');
    // It says which field is wrong.
    assert.match(board.error, /^Bad FEN: .*side-to-move/);
    assert.equal(board.errorVisible, true);
    // A board all the same: the start position, drawn.
    assert.equal(board.squares, 64);
    assert.deepEqual(board.placement, placementOf(START));
    assert.equal(board.shown, true);
    assert.equal(board.headline, 'White to move');
    assert.doesNotMatch(board.draws, /Checking/);
    assert.deepEqual(pageErrors, []);
    assert.deepEqual(drawboard(), []);
    await page.close();
  });
});
