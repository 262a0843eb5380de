// Where a board's game comes from: its attributes (pgn, src, PGN text inside the element, or
// fen and moves), text the reader types or pastes (a FEN or a PGN), or another game of the PGN
// it shows. Each gives a GameModel and what went wrong part-way (the moves before it are kept).
// PGN from outside is read by element/reading.js, loaded with the first (the worker module
// repairs what is not standard); a lesson the board kept is its own PGN, read here at once.
import { GameModel, STANDARD_FEN } from '../model/game-model.js';
import { sharedProver } from '../workers/pool.js';
import { el } from './dom.js';
import { pgnError } from './words.js';

/**
 * The game `element`'s attributes describe: resolves {model, failure, pgnText, games, number,
 * repairs, auditText, auditGame}; PGN is read for `who` (see reading.js). A PGN game opens at
 * the `ply` attribute (else its start); fen and moves open where the moves end, or at `ply`
 * when it is given.
 */
export async function gameFromAttributes(element, who) {
  const number = Math.max(1, Math.trunc(Number(element.getAttribute('game'))) || 1);
  const ply = Math.max(0, Math.trunc(Number(element.getAttribute('ply'))) || 0);
  let text = element.getAttribute('pgn');
  const src = element.getAttribute('src');
  if (text === null && src) {
    const url = new URL(src, document.baseURI);
    if (url.origin !== window.location.origin) throw pgnError(`src must be on this site (${window.location.origin}), not ${url.origin}`);
    const response = await fetch(url);
    if (!response.ok) throw pgnError(`${url.pathname} could not be fetched (${response.status})`);
    ({ text } = (await import('./decode.js')).decodeText(new Uint8Array(await response.arrayBuffer())));
  }
  const inline = element.textContent.trim();
  if (text === null && inline && !element.hasAttribute('fen') && !element.hasAttribute('moves')) text = inline;
  if (text !== null) {
    const game = await gameFromPgn(who, text, number);
    game.model.gotoPly(ply);
    return game;
  }
  const fen = element.getAttribute('fen')?.trim() || STANDARD_FEN;
  const moves = (element.getAttribute('moves') ?? '').split(/[\s,]+/).filter(Boolean);
  const { model, failure } = GameModel.fromMoves(fen, moves);
  if (element.hasAttribute('ply')) model.gotoPly(ply);
  return { model, failure, pgnText: null, games: [], number: 1 };
}

/** A lesson the board kept (its own PGN, standard): shown at its start. */
export function keptGame(text) {
  const { model, failure } = GameModel.fromPgn(text, 1);
  return { model, failure, pgnText: text, games: [], number: 1, auditText: text, auditGame: 1 };
}

/**
 * Game `number` of PGN `text` from outside, read for `who` (reading.js; `entry`: the game's
 * entry in the list of the text's games, once listed). Throws PgnError.
 */
export async function gameFromPgn(who, text, number, { games = [], entry = null } = {}) {
  // Standard PGN of one piece (as the board writes it) is read at once; anything else by
  // reading.js (PIECE there).
  let tried = null;
  if (!entry && number === 1 && text.length <= 1 << 20) {
    try {
      tried = GameModel.fromPgn(text, 1);
    } catch (refused) {
      tried = { refused }; // reading.js says why, or has the worker module read it
    }
    if (tried.clean) return { model: tried.model, failure: null, repairs: [], pgnText: text, games, number, auditText: text, auditGame: 1 };
  }
  const read = await (await import('./reading.js')).readGame(who, text, { number, entry, games, priority: () => 0, tried });
  return { model: read.model, failure: read.failure, repairs: read.repairs, pgnText: text, games: read.games, number, auditText: read.clean, auditGame: read.number };
}

/**
 * A FEN or a PGN typed or pasted by the reader (throws FenError or PgnError): a game is shown
 * at its end. Resolves like gameFromAttributes, with `kind` ("fen" or "pgn") and `said` (what
 * to tell the reader: [key, params]).
 */
export async function gameFromText(who, text) {
  const trimmed = text.trim();
  if (/^[pnbrqkPNBRQK1-8]+(\/[pnbrqkPNBRQK1-8]+){7}(\s|$)/.test(trimmed)) {
    const { model } = GameModel.fromMoves(trimmed, []);
    return { model, failure: null, pgnText: null, games: [], number: 1, kind: 'fen', said: ['said.position'] };
  }
  let game;
  try {
    game = await gameFromPgn(who, trimmed, 1);
  } catch (error) {
    throw error.name === 'PgnError' ? pgnError(`neither a FEN nor a game: ${error.message}`) : error;
  }
  const { model, failure } = game;
  if (model.nodes().length === 1 && failure && !model.tags().length) {
    model.free();
    throw pgnError(`neither a FEN nor a game: ${failure.message}`);
  }
  model.gotoPly(Infinity);
  const moves = model.mainLineSan().length;
  return { ...game, kind: 'pgn', said: ['said.game', { count: moves }] };
}

/**
 * Asks the proof worker for the audit of the PGN game `model` came from (`source`: {auditText,
 * auditGame}, the text the model was read from; none for a game from a FEN), and lists its findings while `shown()` says the game is
 * still the one shown.
 */
export function auditGame(ui, model, { auditText = null, auditGame: number = 1 }, { priority, shown }) {
  renderAudit(ui, []);
  if (auditText === null) return;
  sharedProver.audit(model, auditText, number, { priority }).then(async (audit) => {
    if (!audit || !shown()) return;
    model.audit = audit;
    if (!audit.findings.length) return;
    // The words of the findings, and of the proofs some of them give, come with their module.
    const [{ findingText }] = await Promise.all([import('./findings.js'), ui.t.need('audit'), ui.t.need('reasons')]);
    if (shown()) renderAudit(ui, audit.findings, findingText);
  }, () => {
    // Without workers there is no audit; the game itself is shown all the same.
  });
}

// What each board's audit panel shows: ui -> {findings, findingText}, written again in the new
// language when the board's language changes.
const audits = new WeakMap();

/** The game audit's findings (the audit of an imported game), each a button to its move;
 *  `findingText` (element/findings.js) gives their words. */
function renderAudit(ui, findings, findingText = null) {
  if (!audits.has(ui)) ui.t.watch(() => renderAudit(ui, audits.get(ui).findings, audits.get(ui).findingText));
  audits.set(ui, { findings, findingText });
  ui.audit.hidden = findings.length === 0;
  ui.auditList.replaceChildren(...findings.map((f) => {
    const li = el('li', `finding-item ${f.kind}`);
    const item = el(f.node !== null ? 'button' : 'span', 'finding', findingText(f, ui.t));
    if (f.node !== null) {
      item.type = 'button';
      item.dataset.node = String(f.node);
    }
    li.append(item);
    return li;
  }));
}
