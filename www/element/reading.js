// Reading a PGN text that comes from outside the board (a file, a paste, a `pgn` or `src`
// attribute, PGN inside the element). The page module reads what the board writes, at once; a
// game it finds is not standard PGN (German piece letters, a tag with quotes inside it, a
// variation repeating the move beside it, ...) is read again by the worker module, which
// repairs what has one plausible meaning and says each repair; the board then shows the game
// as standard PGN. The list of a file's games is the worker's too, asked piece by piece of about
// a megabyte (each piece whole games), so that a 50 MB file never holds the proof worker long
// and the exact verdicts of the position shown go between two pieces.
import { GameModel } from '../model/game-model.js';
import { sharedProver } from '../workers/pool.js';
import { pgnError } from './words.js';

/** About how many characters of text go to the worker in one request. */
export const PIECE = 1 << 20;

/**
 * Where `text` is cut into pieces of about PIECE characters: [0, ..., text.length], each cut at
 * the start of a line that opens a tag after a line that is not a tag (a game's first tag).
 */
export function cuts(text) {
  const out = [0];
  let from = PIECE;
  while (from < text.length) {
    let at = text.indexOf('\n[', from);
    while (at !== -1 && text[text.lastIndexOf('\n', at - 1) + 1] === '[') at = text.indexOf('\n[', at + 1);
    if (at === -1) break;
    out.push(at + 1);
    from = at + 1 + PIECE;
  }
  out.push(text.length);
  return out;
}

const lineEnds = (text) => text.match(/\r\n|\r|\n/g)?.length ?? 0;

// A repair or an error of a piece of text that starts after `lines` lines of the whole.
const shifted = (repair, lines) => ({ ...repair, line: repair.line + lines });
const shiftedError = (message, lines) => message?.replace(/^line (\d+)/, (_, n) => `line ${Number(n) + lines}`) ?? null;

/**
 * The games of `text`, listed by the proof worker for `who` a piece at a time: resolves with
 * the entries of the wasm pgnGames (numbers, offsets and lines of the whole text), or null when
 * `who` asked something else meanwhile. `onProgress({done, total, games})` hears after each
 * piece (`done` and `total` in characters).
 */
export async function listGames(who, text, { priority, onProgress } = {}) {
  const points = cuts(text);
  const games = [];
  let lines = 0;
  for (let k = 0; k + 1 < points.length; k += 1) {
    const piece = text.slice(points[k], points[k + 1]);
    const listed = await sharedProver.pgn(who, { type: 'pgnGames', text: piece }, { priority });
    if (!listed) return null;
    for (const entry of listed) {
      games.push({
        ...entry,
        number: games.length + 1,
        line: entry.line + lines,
        startLine: entry.startLine + lines,
        start: entry.start + points[k],
        end: entry.end + points[k],
        error: shiftedError(entry.error, lines),
        repairs: entry.repairs.map((r) => shifted(r, lines)),
      });
    }
    lines += lineEnds(piece);
    onProgress?.({ done: points[k + 1], total: text.length, games: games.length });
  }
  return games;
}

/**
 * Game `number` of `text` (or, with `entry` from listGames, that game's own text): resolves with
 * {model, failure, repairs, clean, number, games}: `clean` and `number` are the text and game the
 * audit reads, whose node ids are the model's; `games` the list of the text's games when it was
 * listed (game 2 on of a long text is read from the list), else `games` as given. Read by the page module when the text is standard
 * PGN; else by the worker module for `who`, and by the page module alone (what it could read,
 * and why it stopped) where there are no workers. Throws PgnError when the text holds no game.
 * `tried`: the page module's reading of game 1 of the whole text, when the caller made it
 * ({model, failure, clean}, or {refused: the error}), so that it is not made again.
 */
export async function readGame(who, text, { number = 1, entry: given = null, games: known = [], priority, tried = null } = {}) {
  let [entry, games] = [given, known];
  // Game 2 on of a long text: its games are listed first, so that only its own text is read.
  if (!entry && number > 1 && text.length > PIECE) {
    const listed = await listGames(who, text, { priority }).catch(() => null);
    if (listed && !listed[number - 1]) throw pgnError(`there is no game ${number}: the text has ${listed.length} (counting from 1)`);
    if (listed) [games, entry] = [listed, listed[number - 1]];
  }
  // The first game of a long text is in its first piece: neither module reads the rest for it.
  const first = !entry && number === 1 && text.length > PIECE ? text.slice(0, cuts(text)[1]) : null;
  const own = entry ? text.slice(entry.start, entry.end) : first ?? text;
  const game = entry ? 1 : number;
  const lines = entry ? entry.startLine - 1 : 0;
  // The caller's own reading of the whole text (element/loading.js), when it tried one.
  let page = tried?.model ? tried : null;
  let refused = tried?.refused ?? null;
  if (!tried) {
    try {
      page = GameModel.fromPgn(own, game);
    } catch (error) {
      refused = error;
    }
  }
  // Game 2 on of a text not listed yet is the worker's to find: the page module ends games only
  // at their results, so a game before it that lacks one would shift the count.
  if (page?.clean && game === 1) return { model: page.model, failure: null, repairs: [], clean: own, number: game, games };
  let read = null;
  try {
    read = await sharedProver.pgn(who, { type: 'readPgn', text: own, game }, { priority });
  } catch (error) {
    // No workers (or none here): what the page module could read, or why it could not.
    if (error?.name !== 'Unavailable' && error?.name !== 'LoadError') {
      page?.model.free();
      throw error.name === 'PgnError' ? pgnError(shiftedError(error.message, lines)) : error;
    }
  }
  if (!read) {
    if (refused) throw refused;
    return { model: page.model, failure: page.failure, repairs: [], clean: own, number: game, games };
  }
  page?.model.free();
  const { model } = GameModel.fromPgn(read.pgn, 1);
  const error = shiftedError(read.error, lines);
  // The audit reads the text as written (so that it names an illegal move), whose nodes are the
  // model's in the same order; but where a variation repeated the move beside it, the main
  // line's moves came after the variation's, and only the standard PGN numbers them as the
  // model does.
  const reordered = read.repairs.some((r) => r.kind === 'repeated-move');
  return { model, failure: error ? pgnError(error) : null, repairs: read.repairs.map((r) => shifted(r, lines)), clean: reordered ? read.pgn : own, number: reordered ? 1 : game, games };
}
