// The page module: what a page's own thread needs from the engine - the rules, FEN, SAN and UCI,
// the game tree and PGN, the quick status and the claim timeline, the editor's setup choices.
// It is the first and only wasm a page fetches before its boards show their quick verdicts;
// everything slower (exact verdicts, tables, the engine, the audit) runs in workers, which use
// the worker module (worker-module.js).
import init, { GameTree, analyze, setupChoices } from '../pkg/drawboard_page.js';
import { loadError } from './unavailable.js';

export { GameTree, analyze, setupChoices };

const wasmUrl = new URL('../pkg/drawboard_page_bg.wasm', import.meta.url);

async function load() {
  let response;
  try {
    response = await fetch(wasmUrl);
  } catch (error) {
    throw loadError(`the board's rules could not be loaded: ${wasmUrl.pathname} is unreachable (${error?.message ?? error})`);
  }
  if (!response.ok) throw loadError(`the board's rules could not be loaded: ${wasmUrl.pathname} answered ${response.status}`);
  try {
    await init({ module_or_path: response });
  } catch (error) {
    throw loadError(`the board's rules could not be started from ${wasmUrl.pathname} (${error?.message ?? error})`);
  }
  performance.mark('drawboard-page-module');
}

/** Resolves once the page module is ready in this thread; rejects with a LoadError. */
export const pageReady = load();
