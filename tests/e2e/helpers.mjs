// Helpers shared by the page tests: serve www/ to a browser, open a page and wait for its
// boards, press squares, read the labels the draw panel shows.
import { before, after } from 'node:test';
import { mkdirSync } from 'node:fs';
import { serve } from './server.mjs';
import { launch, openPage } from './browser.mjs';

/** Where the tests put their screenshots (not in git). */
export const shots = new URL('./screenshots/', import.meta.url).pathname;

/**
 * Registers hooks that serve www/, launch Chromium and make the screenshots folder before the
 * file's tests, and close them after. Returns an object whose `url` and `browser` are set once
 * `ready()` has resolved; a file's own `before` hook must await `env.ready()` first.
 */
export function useBrowser() {
  const env = { url: undefined, browser: undefined, ready };
  let server, starting;
  // Starts once, for whichever hook asks first: Node 20 runs top-level `before` hooks as soon as
  // they are registered, side by side, so registering this one first is not enough.
  function ready() {
    starting ??= (async () => {
      ({ server, url: env.url } = await serve(0));
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
