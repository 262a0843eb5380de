// What a board shows of the PGN its game came from, besides the game: the notice of a game read
// with repairs ("Read with 3 repairs", opened to the list, each repair in words with its line),
// and the picker of a PGN of several games (the list, at most PICKER_MAX at once; a search by
// player, event, site, round and year; how many there are). The games are listed by the proof
// worker (reading.js); a file of more than a piece says how far the list has come. Loaded with
// the first game read from PGN.
import { el } from './dom.js';
import { PIECE, listGames } from './reading.js';

/** What each kind of repair (the wasm `kind` codes) was, in words. */
const KINDS = {
  'tag-quotes': 'quotes inside a tag value',
  'tag-backslash': 'a tag value ending in a backslash',
  'tag-unclosed': 'a tag without its closing quote or bracket',
  'tag-unquoted': 'a tag value without quotes',
  'comment-unclosed': 'a comment never closed: it runs to the next game',
  stray: 'a character that belongs nowhere, skipped',
  'text-outside-game': 'text outside any game, skipped',
  'no-tags': 'a game without tags',
  'result-missing': 'no result after the moves: the tag\'s is kept',
  'result-contradicts': 'the result after the moves is not the Result tag\'s: the tag\'s is kept',
  castling: 'castling written with zeros',
  'en-passant': 'an en-passant mark',
  'long-algebraic': 'a move in long algebraic notation',
  promotion: 'a promotion written without = or in lower case',
  disambiguation: 'a move named more fully than it needs',
  'check-sign': 'a check or mate sign missing or wrong',
  'null-move': 'a null move, written -- from now on',
  figurine: 'a figurine for the piece',
  'piece-letters': 'the piece letters of another language',
  'repeated-move': 'a variation starting with the move beside it: one move, the main line kept',
  variation: 'a variation not closed, or a ")" closing none',
};

const LANGUAGES = { de: 'German', sv: 'Swedish', fr: 'French', es: 'Spanish', it: 'Italian', nl: 'Dutch', pt: 'Portuguese', pl: 'Polish', cs: 'Czech', hu: 'Hungarian' };

/** One repair ({line, kind, written, read}) in words: "Line 12: Sf3 read as Nf3 (...)." */
export function repairText({ line, kind, written, read }) {
  let what = KINDS[kind] ?? kind;
  if (kind === 'piece-letters' && read) what = `${read.split(' ').map((code) => LANGUAGES[code] ?? code).join(' or ')} piece letters`;
  const as = read && kind !== 'piece-letters' ? ` read as ${read}` : '';
  return `Line ${line}: ${written ? `${written}${as}` : what}${written ? ` (${what})` : ''}.`;
}

/** Shows `repairs` in the notice under the error line (made the first time), or hides it. */
export function renderRepairs(ui, repairs) {
  if (!ui.repairs) {
    if (!repairs.length) return;
    const notice = el('details', 'repairs');
    const summary = el('summary', 'repairs-summary');
    const list = el('ul', 'repair-list');
    notice.append(summary, list);
    ui.error.after(notice);
    Object.assign(ui, { repairs: notice, repairsSummary: summary, repairsList: list });
  }
  ui.repairs.hidden = repairs.length === 0;
  ui.repairs.open = false;
  ui.repairsSummary.textContent = `Read with ${repairs.length} ${repairs.length === 1 ? 'repair' : 'repairs'}`;
  ui.repairsList.replaceChildren(...repairs.map((repair) => el('li', 'repair', repairText(repair))));
}

/** The most games the picker lists at once (a search narrows a longer list). */
export const PICKER_MAX = 500;

// What a game is found by: its players, event, site, round and date, in lower case.
const searchable = (game) => game.tags.filter(([name]) => /^(White|Black|Event|Site|Date|Round)$/.test(name)).map(([, value]) => value).join(' ').toLowerCase();

// The search and the count, made the first time (the list is the layout's).
function parts(ui) {
  if (ui.gameSearch) return;
  const label = el('label', 'game-search-label');
  const search = el('input', 'game-search');
  search.type = 'search';
  search.placeholder = 'Player, event, year';
  label.append(el('span', 'label-text', 'Find '), search);
  const count = el('p', 'games-count');
  count.setAttribute('role', 'status');
  ui.games.append(label, count);
  Object.assign(ui, { gameSearch: search, gamesCount: count });
  search.addEventListener('input', () => renderGames(ui, ui.gameList.games, ui.gameList.number));
}

/**
 * The picker of `games` (pgnGames entries), `number` chosen: shown when there are two games or
 * more; with a search, only the games whose players, event, site, round or date hold every word
 * of it (at most PICKER_MAX, and the game chosen first when it is not among them).
 */
export function renderGames(ui, games, number) {
  ui.games.hidden = games.length < 2;
  if (games.length < 2) return;
  parts(ui);
  ui.gameList = { games, number };
  const words = ui.gameSearch.value.toLowerCase().split(/\s+/).filter(Boolean);
  const found = words.length ? games.filter((g) => { const text = searchable(g); return words.every((w) => text.includes(w)); }) : games;
  const shown = found.slice(0, PICKER_MAX);
  if (!shown.some((g) => g.number === number) && games[number - 1]) shown.unshift(games[number - 1]);
  ui.gameSelect.replaceChildren(...shown.map((g) => {
    const tags = new Map(g.tags);
    const year = /^\d{4}/.exec(tags.get('Date') ?? '')?.[0];
    const mark = g.error ? ' (stops part-way)' : g.repairs.length ? ' (repaired)' : '';
    const option = el('option', '', `${g.number}. ${tags.get('White') ?? '?'} - ${tags.get('Black') ?? '?'} ${tags.get('Result') ?? ''}${year ? `, ${year}` : ''}${mark}`.replace(/ +,/, ',').trim());
    option.value = String(g.number);
    return option;
  }));
  ui.gameSelect.value = String(number);
  const of = words.length ? `${found.length} of ${games.length} games found` : `${games.length} games`;
  ui.gamesCount.textContent = found.length > PICKER_MAX ? `${of}; the first ${PICKER_MAX} listed: narrow the search.` : `${of}.`;
}

/**
 * Shows what `source` ({pgnText, games, number}) came with: `repairs`, and the picker of its
 * games, listed for `who` the first time; nothing once `shown()` says the board moved on.
 */
export function show(ui, source, repairs, { who, priority, shown }) {
  if (!shown()) return;
  renderRepairs(ui, repairs);
  if (source.pgnText === null) return;
  if (source.games.length) renderGames(ui, source.games, source.number);
  else listInto(ui, who, source, { priority, shown });
}

/**
 * Lists the games of `source.pgnText` for `who` in the proof worker and shows them while
 * `shown()` says the source is still the board's; sets `source.games`. Without workers there is
 * no list (the game shown is the text's first).
 */
export function listInto(ui, who, source, { priority, shown }) {
  const big = source.pgnText.length > PIECE;
  const onProgress = ({ done, total, games }) => {
    if (!shown() || !big) return;
    parts(ui);
    ui.games.hidden = false;
    ui.gamesCount.textContent = `Reading the file: ${games} ${games === 1 ? 'game' : 'games'} so far (${Math.floor((100 * done) / total)}%).`;
  };
  listGames(who, source.pgnText, { priority, onProgress }).then((games) => {
    if (!games || !shown()) return;
    source.games = games;
    renderGames(ui, games, source.number);
  }, () => {});
}
