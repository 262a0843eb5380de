// What a board shows of the PGN its game came from, besides the game: the notice of a game read
// with repairs ("Read with 3 repairs", opened to the list, each repair in words with its line),
// and the picker of a PGN of several games (the list, at most PICKER_MAX at once; a search by
// player, event, site, round and year; how many there are). The games are listed by the proof
// worker (reading.js); a file of more than a piece says how far the list has come. Loaded with
// the first game read from PGN.
import { el } from './dom.js';
import { movesSheet } from '../panels/move-list.js';
import { say } from '../i18n/i18n.js';
import { PIECE, listGames } from './reading.js';

// The message of a kind of repair (the wasm `kind` codes, "tag-quotes" -> pgn.repair.tagQuotes).
const kindKey = (kind) => `pgn.repair.${kind.replace(/-(\w)/g, (_, c) => c.toUpperCase())}`;

/** One repair ({line, kind, written, read}) in the words of `t`: "Line 12: Sf3 read as Nf3
 *  (...)." A kind the catalogue does not know is said by its code. */
export function repairText({ line, kind, written, read }, t) {
  const key = kindKey(kind);
  let what = t(key);
  if (what === key) what = kind;
  if (kind === 'piece-letters' && read) {
    const languages = read.split(' ').map((code) => {
      const name = t(`pgn.language.${code}`);
      return name === `pgn.language.${code}` ? code : name;
    });
    what = t('pgn.repair.pieceLettersOf', { languages: t.list(languages, 'disjunction') });
  }
  if (!written) return t('pgn.repair', { line, what });
  if (read && kind !== 'piece-letters') return t('pgn.repairRead', { line, written, read, what });
  return t('pgn.repairWritten', { line, written, what });
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
    ui.t.watch(() => writeRepairs(ui));
  }
  ui.repairs.hidden = repairs.length === 0;
  ui.repairs.open = false;
  ui.repairsShown = repairs;
  writeRepairs(ui);
}

// The notice's words, in the board's language now.
function writeRepairs(ui) {
  const { t, repairsShown: repairs } = ui;
  ui.repairsSummary.textContent = t('pgn.repairs', { count: repairs.length });
  ui.repairsList.replaceChildren(...repairs.map((repair) => el('li', 'repair', repairText(repair, t))));
}

/** The most games the picker lists at once (a search narrows a longer list). */
export const PICKER_MAX = 500;

// What a game is found by: its players, event, site, round and date, in lower case.
const searchable = (game) => game.tags.filter(([name]) => /^(White|Black|Event|Site|Date|Round)$/.test(name)).map(([, value]) => value).join(' ').toLowerCase();

// The search and the count, made the first time (the list is the layout's). The count and the
// games listed are written again when the board's language changes.
function parts(ui) {
  if (ui.gameSearch) return;
  const label = el('label', 'game-search-label');
  const search = say(el('input', 'game-search'), { hint: 'pgn.find.hint' });
  search.type = 'search';
  label.append(say(el('span', 'label-text'), { text: 'pgn.find' }), ' ', search);
  const count = el('p', 'games-count');
  count.setAttribute('role', 'status');
  ui.t.fill(label);
  ui.games.append(label, count);
  Object.assign(ui, { gameSearch: search, gamesCount: count });
  search.addEventListener('input', () => renderGames(ui, ui.gameList.games, ui.gameList.number));
  ui.t.watch(() => {
    if (ui.games.hidden) return;
    if (ui.gamesRead) readingCount(ui, ui.gamesRead);
    else if (ui.gameList) renderGames(ui, ui.gameList.games, ui.gameList.number);
  });
}

/**
 * The picker of `games` (pgnGames entries), `number` chosen: shown when there are two games or
 * more; with a search, only the games whose players, event, site, round or date hold every word
 * of it (at most PICKER_MAX, and the game chosen first when it is not among them).
 */
export function renderGames(ui, games, number) {
  ui.gamesRead = null;
  ui.games.hidden = games.length < 2;
  if (games.length < 2) return;
  parts(ui);
  const { t } = ui;
  ui.gameList = { games, number };
  const words = ui.gameSearch.value.toLowerCase().split(/\s+/).filter(Boolean);
  const found = words.length ? games.filter((g) => { const text = searchable(g); return words.every((w) => text.includes(w)); }) : games;
  const shown = found.slice(0, PICKER_MAX);
  if (!shown.some((g) => g.number === number) && games[number - 1]) shown.unshift(games[number - 1]);
  ui.gameSelect.replaceChildren(...shown.map((g) => {
    const tags = new Map(g.tags);
    const year = /^\d{4}/.exec(tags.get('Date') ?? '')?.[0];
    const game = `${g.number}. ${tags.get('White') ?? '?'} - ${tags.get('Black') ?? '?'} ${tags.get('Result') ?? ''}${year ? `, ${year}` : ''}`;
    const mark = g.error ? 'pgn.gameStops' : g.repairs.length ? 'pgn.gameRepaired' : null;
    const option = el('option', '', (mark ? t(mark, { game }) : game).replace(/ +,/, ',').trim());
    option.value = String(g.number);
    return option;
  }));
  ui.gameSelect.value = String(number);
  const key = (words.length ? 'pgn.gamesFound' : 'pgn.games') + (found.length > PICKER_MAX ? 'More' : '');
  ui.gamesCount.textContent = t(key, { count: games.length, found: found.length, max: PICKER_MAX });
}

/**
 * Shows what `source` ({pgnText, games, number}) came with: `repairs`, and the picker of its
 * games, listed for `who` the first time; nothing once `shown()` says the board moved on.
 */
export async function show(ui, source, repairs, { who, priority, shown }) {
  // The picker's and the notice's stylesheet is the move list's.
  await movesSheet(ui.container.getRootNode());
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
    ui.gamesRead = { count: games, percent: Math.floor((100 * done) / total) };
    readingCount(ui, ui.gamesRead);
  };
  listGames(who, source.pgnText, { priority, onProgress }).then((games) => {
    if (!games || !shown()) return;
    source.games = games;
    renderGames(ui, games, source.number);
  }, () => {});
}

// How far the list of a big file has come ({count, percent}), in the board's language now.
function readingCount(ui, progress) {
  ui.gamesCount.textContent = ui.t('pgn.reading', progress);
}
