// Helpers shared by the page tests: open a page and wait for its boards, press squares, read
// the labels the draw panel shows.
import { openPage } from './browser.mjs';

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
