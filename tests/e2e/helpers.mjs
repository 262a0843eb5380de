// Helpers shared by the page tests: serve www/ to a browser, open a page and wait for its
// boards, press squares, read the labels the draw panel shows.
import { before, after } from 'node:test';
import { mkdirSync } from 'node:fs';
import { serve } from './server.mjs';
import { launch, openPage } from './browser.mjs';

/** Where the tests put their screenshots (not in git). */
export const shots = new URL('./screenshots/', import.meta.url).pathname;

/**
 * Registers hooks that serve www/ (and `mounts`, as serve() takes them), launch Chromium and make the screenshots folder before the
 * file's tests, and close them after. Returns an object whose `url` and `browser` are set once
 * `ready()` has resolved; a file's own `before` hook must await `env.ready()` first.
 */
export function useBrowser({ mounts = {} } = {}) {
  const env = { url: undefined, browser: undefined, ready };
  let server, starting;
  // Starts once, for whichever hook asks first: Node 20 runs top-level `before` hooks as soon as
  // they are registered, side by side, so registering this one first is not enough.
  function ready() {
    starting ??= (async () => {
      ({ server, url: env.url } = await serve(0, undefined, mounts));
      env.browser = await launch();
      mkdirSync(shots, { recursive: true });
    })();
    return starting;
  }
  before(ready);
  after(async () => {
    // Optional chaining: a failed `before` may have left either one unset.
    await env.browser?.close();
    server?.close();
  });
  return env;
}

/** Opens `url` and waits until every <draw-board> on it is ready. */
export async function openBoards(browser, url, viewport, options) {
  const opened = await openPage(browser, url, viewport, options);
  await opened.page.evaluate(async () => {
    await customElements.whenDefined('draw-board');
    await Promise.all([...document.querySelectorAll('draw-board')].map((board) => board.ready));
  });
  return opened;
}

/** The locator of `square` ("e4") on the board `board` (a locator of a draw-board). */
export function square(board, name) {
  return board.locator(`.square[data-square="${name}"]`);
}

/** Moves by two clicks, from and to. */
export async function clickMove(board, from, to) {
  await square(board, from).click();
  await square(board, to).click();
}

/** The texts of the draw panel's badges, by kind ("final", "claimable", "no-forced-mate"). */
export async function badges(board, kind) {
  return board.locator(`.badge.${kind} .label`).allTextContents();
}

/** The board's FEN and main line, read through the element's API. */
export function boardState(board) {
  return board.evaluate((el) => ({ fen: el.fen, ply: el.ply, line: el.mainLine }));
}

const FILES = 'abcdefgh';

/** The pieces a FEN places, as the board should draw them: ["d3 white knight", ...], sorted. */
export function placementOf(fen) {
  const names = { k: 'king', q: 'queen', r: 'rook', b: 'bishop', n: 'knight', p: 'pawn' };
  const out = [];
  fen.split(' ')[0].split('/').forEach((row, i) => {
    let file = 0;
    for (const ch of row) {
      if (/\d/.test(ch)) {
        file += Number(ch);
        continue;
      }
      out.push(`${FILES[file]}${8 - i} ${ch === ch.toUpperCase() ? 'white' : 'black'} ${names[ch.toLowerCase()]}`);
      file += 1;
    }
  });
  return out.sort();
}

/**
 * Makes every `type` request ("status", "deadPositionProof"; "probe" with `script`
 * tablebase-worker.js) keep the worker busy for `ms` milliseconds first, as a hard proof would:
 * the worker's script is served with a listener in front that blocks its thread. Call it before
 * the page loads (the worker starts early).
 */
export async function slowWorkerRequests(page, type, ms, script = 'worker.js') {
  await page.route(`**/workers/${script}`, async (route) => {
    // A worker may still be loading when the test closes its page; the request then fails, and
    // that is no error of the test's.
    try {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      const block = `self.addEventListener('message', (event) => {
        if (event.data?.type === '${type}') { const end = Date.now() + ${ms}; while (Date.now() < end); }
      });\n`;
      await route.fulfill({ status: response.status(), headers, body: block + await response.text() });
    } catch (error) {
      if (!page.isClosed()) throw error;
    }
  });
}

/** The draw panel's reasons, once their words are there (the list is busy until then). */
export async function reasonTexts(board) {
  await board.locator('.reasons:not([aria-busy="true"]) li').first().waitFor();
  return board.locator('.reasons li').allTextContents();
}

/** An init script (for addInitScript) holding the endgame tables' database with a transaction
 *  that never ends, as WebKit can leave one after a page with busy workers: the workers' reads
 *  and writes there then never run. */
export function holdTablesDatabase() {
  const request = indexedDB.open('drawboard-tables', 2);
  request.onupgradeneeded = () => {
    request.result.createObjectStore('tables');
    request.result.createObjectStore('blocks', { keyPath: 'key' }).createIndex('used', 'used');
  };
  request.onsuccess = () => {
    const store = request.result.transaction(['tables', 'blocks'], 'readwrite').objectStore('tables');
    const spin = () => {
      store.get('nothing').onsuccess = spin;
    };
    spin();
  };
}
