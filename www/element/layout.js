// The element's DOM: the board with its evaluation bar, the evaluation graph and the comment
// under it, the toolbar,
// the move form, and the panels (draws, endgame table, engine, game audit, moves, position and
// game). It builds elements and wires each control to a handler; it knows no chess.
import { el, button, section } from './dom.js';
import { adopt } from './sheets.js';
import { say } from '../i18n/i18n.js';
import { ProofBox } from '../panels/draw-panel.js';
import { BoardView } from '../board/board.js';

// Written out in full so that bundlers (Vite, webpack) find the stylesheets and copy them.
const styleUrls = [new URL('./draw-board.css', import.meta.url).href, new URL('./theme.css', import.meta.url).href];

/** Adopts compact.css, the folded panels' (element/compact.js), into a board's shadow root: as
 *  soon as the board knows it folds, beside the other stylesheets. */
export const compactSheet = (root) => adopt(root, [new URL('./compact.css', import.meta.url).href]);

/** Adopts dark.css, the dark panels, into a board's shadow root when its `theme` names them. */
export const darkSheet = (root, theme) => /\b(dark|auto)\b/.test(theme) && adopt(root, [new URL('./dark.css', import.meta.url).href]);

/**
 * Builds the element's parts into `root` (a shadow root). `on` holds the handlers: move(from,
 * to), first, back, forward, last, flip, undo, reset, newGame, submitMove(text) (true when
 * played), ask, playOut, stopPlayOut, select(id), promote, mainLine, deleteFrom, comment(text),
 * load(text), copyFen, copyPgn, copyLink, chooseGame(number), editPosition, boardEdit(event)
 * (the board's taps and drags in editing mode), shapes(list) (the user's arrows and circles),
 * drawing(on, brush) (the Draw toggle and its colour), openFile(file) (picked, or dropped on the
 * board), savePgn, saveFen, typing() (the comment box's text changed), teach() (the teacher's panel). Returns the parts the element
 * updates.
 */
export function buildLayout(root, on, { fen, orientation, t }) {
  const styled = Promise.all([adopt(root, styleUrls), darkSheet(root, root.host.getAttribute('theme'))]);

  const container = el('div', 'db');
  container.part = 'container';
  container.hidden = true; // until the stylesheet and the words are in (the element shows it)

  const main = el('div', 'main-area');
  // The board, its coordinates and its bar read left to right in every language.
  const boardArea = el('div', 'board-area');
  boardArea.part = 'board';
  boardArea.dir = 'ltr';
  const evalBar = el('div', 'evalbar');
  evalBar.setAttribute('role', 'meter');
  say(evalBar, { label: 'evalBar' });
  evalBar.setAttribute('aria-valuemin', '0');
  evalBar.setAttribute('aria-valuemax', '100');
  evalBar.append(el('div', 'evalbar-fill'));
  const boardHost = el('div');
  boardArea.append(evalBar, boardHost);
  const view = new BoardView(boardHost, {
    onMove: on.move,
    onEdit: on.boardEdit,
    onShapes: on.shapes,
    t,
  });
  view.set({ fen, orientation });
  // The comment on the move shown. (The game review's graph goes between the board and the
  // comment, when a review is on: the element loads it then.)
  const comment = el('p', 'current-comment');
  comment.setAttribute('aria-live', 'polite');
  main.append(boardArea, comment);

  const side = el('div', 'side');
  const toolbar = el('div', 'toolbar');
  toolbar.setAttribute('role', 'toolbar');
  toolbar.part = 'toolbar';
  say(toolbar, { label: 'toolbar' });
  const first = button('nav.first', 'nav first', 'nav.first.label');
  const back = button('nav.back', 'nav back', 'nav.back.label');
  const forward = button('nav.forward', 'nav forward', 'nav.forward.label');
  const last = button('nav.last', 'nav last', 'nav.last.label');
  const flip = button('flip', 'flip', 'flip.label');
  const undo = button('undo', 'undo', 'undo.label');
  const reset = button('reset', 'reset', 'reset.label');
  // The board editor opens in place of the side's panels.
  const editPosition = button('edit', 'edit-position', 'edit.label');
  editPosition.addEventListener('click', on.editPosition);
  // Their arrows are the catalogue's, left to right (engines differ in mirroring them on a
  // right-to-left page): a right-to-left language points them the other way.
  for (const b of [first, back, forward, last]) b.dir = 'ltr';
  // On a narrow board (a phone) the toolbar is one row of icons, its buttons' words their
  // tooltips and accessible names; the less used ones are behind "more".
  const more = button(null, 'tools-more', 'tools.more');
  more.textContent = '⋯';
  more.setAttribute('aria-expanded', 'false');
  more.addEventListener('click', () => {
    more.setAttribute('aria-expanded', String(toolbar.classList.toggle('open')));
  });
  flip.dataset.icon = '⇅';
  undo.dataset.icon = '↶';
  for (const b of [reset, editPosition]) b.classList.add('extra');
  toolbar.append(first, back, forward, last, flip, undo, more, reset, editPosition);
  // Drawing arrows and circles without a right button (touch, keyboard): a toggle, and the
  // colour while it is on.
  const drawToggle = button('draw', 'draw-toggle extra', 'draw.label');
  drawToggle.setAttribute('aria-pressed', 'false');
  const brushLabel = el('label', 'brush extra');
  const brushSelect = el('select', 'brush-select');
  for (const color of ['green', 'red', 'blue', 'yellow']) {
    const option = say(el('option'), { text: `brush.${color}` });
    option.value = color;
    brushSelect.append(option);
  }
  brushLabel.append(say(el('span', 'visually-hidden'), { text: 'brush' }), brushSelect);
  brushLabel.hidden = true;
  const setDrawing = () => on.drawing(drawToggle.getAttribute('aria-pressed') === 'true', brushSelect.value);
  drawToggle.addEventListener('click', () => {
    const pressed = drawToggle.getAttribute('aria-pressed') !== 'true';
    drawToggle.setAttribute('aria-pressed', String(pressed));
    brushLabel.hidden = !pressed;
    setDrawing();
  });
  brushSelect.addEventListener('change', setDrawing);
  toolbar.append(drawToggle, brushLabel);
  for (const [b, handler] of [[first, on.first], [back, on.back], [forward, on.forward], [last, on.last], [flip, on.flip], [undo, on.undo], [reset, on.reset]]) {
    b.addEventListener('click', handler);
  }

  const moveForm = el('form', 'move-form');
  moveForm.part = 'move-form';
  const moveLabel = el('label', 'move-label');
  const moveInput = el('input', 'move-input');
  moveInput.name = 'move';
  moveInput.autocomplete = 'off';
  moveInput.spellcheck = false;
  say(moveInput, { hint: 'move.hint' });
  moveInput.setAttribute('autocapitalize', 'off');
  moveLabel.append(say(el('span', 'label-text'), { text: 'move' }), moveInput);
  const playButton = say(el('button', 'play'), { text: 'move.play' });
  playButton.type = 'submit';
  moveForm.append(moveLabel, playButton);
  moveForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = moveInput.value.trim();
    if (text && on.submitMove(text)) moveInput.value = '';
  });

  const error = el('p', 'error');
  error.setAttribute('role', 'alert');

  const draws = section('panel.draws', 'draws');
  const drawStatus = el('div', 'draw-status');
  const proof = new ProofBox({ onAsk: on.ask, onPlay: on.playOut, onStop: on.stopPlayOut, t });
  draws.body.append(drawStatus, proof.element);
  const tablebase = section('panel.table', 'tablebase');
  tablebase.section.hidden = true;
  const tablebaseBody = el('div', 'tablebase-body');
  tablebaseBody.setAttribute('aria-live', 'polite');
  tablebase.body.append(tablebaseBody);
  const engine = section('panel.engine', 'engine');

  // The audit of an imported game: what the Laws say of the game as recorded.
  const audit = section('panel.audit', 'audit');
  audit.section.hidden = true;
  const auditList = el('ul', 'audit-findings');
  audit.body.append(auditList);
  auditList.addEventListener('click', (event) => {
    const target = event.target.closest?.('button.finding');
    if (target?.dataset.node) on.select(Number(target.dataset.node));
  });

  const moves = section('panel.moves', 'moves');
  // The games of a file (the search and the count are element/from-pgn.js's, as is the notice of
  // a game read with repairs, under the error line).
  const games = el('div', 'games');
  const gameLabel = el('label', 'game-label');
  const gameSelect = el('select', 'game-select');
  gameLabel.append(say(el('span', 'label-text'), { text: 'game' }), ' ', gameSelect);
  games.append(gameLabel);
  games.hidden = true;
  gameSelect.addEventListener('change', () => on.chooseGame(Number(gameSelect.value)));
  // The move list itself (panels/move-list.js) comes just after the first verdict.
  const moveListElement = say(el('div', 'move-list'), { label: 'moveList' });
  moveListElement.setAttribute('role', 'list');
  const edit = el('div', 'move-edit');
  edit.setAttribute('role', 'toolbar');
  say(edit, { label: 'moveEdit' });
  const promote = button('promote', 'promote', 'promote.label');
  const mainLine = button('mainLine', 'main-line', 'mainLine.label');
  const deleteFrom = button('deleteFrom', 'delete-from', 'deleteFrom.label');
  const commentButton = button('comment', 'comment-edit', 'comment.label');
  // Moves to find and quizzes on the rules (lesson/teach.js, loaded when first pressed).
  const teach = button('teach', 'teach', 'teach.label');
  teach.addEventListener('click', on.teach);
  edit.append(promote, mainLine, deleteFrom, commentButton, teach);
  promote.addEventListener('click', on.promote);
  mainLine.addEventListener('click', on.mainLine);
  deleteFrom.addEventListener('click', on.deleteFrom);
  const commentForm = el('form', 'comment-form');
  commentForm.hidden = true;
  const commentText = el('textarea', 'comment-text');
  commentText.rows = 2;
  say(commentText, { label: 'comment.text' });
  const commentSave = say(el('button', 'comment-save'), { text: 'comment.save' });
  commentSave.type = 'submit';
  commentForm.append(commentText, commentSave);
  commentButton.addEventListener('click', () => {
    commentForm.hidden = !commentForm.hidden;
    if (!commentForm.hidden) commentText.focus();
  });
  // A comment being typed is kept with the lesson (autosave.js), so that a page killed
  // mid-sentence loses at most the last second of it.
  commentText.addEventListener('input', () => on.typing());
  commentForm.addEventListener('submit', (event) => {
    event.preventDefault();
    on.comment(commentText.value);
    commentForm.hidden = true;
  });
  moves.body.append(games, moveListElement, edit, commentForm);

  boardArea.addEventListener('dragover', (event) => {
    if (!event.dataTransfer?.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  });
  boardArea.addEventListener('drop', (event) => {
    const file = event.dataTransfer?.files[0];
    if (!file) return;
    event.preventDefault();
    on.openFile(file);
  });

  side.append(toolbar, moveForm, error, draws.section, tablebase.section, engine.section, audit.section, moves.section);

  const live = el('div', 'visually-hidden');
  live.setAttribute('aria-live', 'polite');
  live.setAttribute('aria-atomic', 'true');

  container.append(main, side, live);
  root.append(container);

  return {
    view, container, side, editPosition, styled, evalBar, comment, first, back, forward, last, undo, reset, moveForm, moveInput, error,
    draws: drawStatus, proof, tablebase: tablebase.section, tablebaseBody, engine: engine.section, engineBody: engine.body,
    audit: audit.section, auditList, games, gameSelect, moveListElement, moveList: null, edit, promote, mainLine, deleteFrom, commentForm, commentText,
    io: null, ioText: null, ioStatus: null, fenOut: null, live, drawToggle, brushSelect, t,
  };
}

/** Enables the buttons that step through `model`'s game and edit it where they can act
 *  (`node`: the one shown). */
export function enableControls(ui, model, node) {
  const atStart = model.current === 0;
  const atEnd = node.children.length === 0;
  ui.first.disabled = atStart;
  ui.back.disabled = atStart;
  ui.forward.disabled = atEnd;
  ui.last.disabled = atEnd;
  ui.undo.disabled = !model.canUndo;
  ui.promote.disabled = atStart || node.main;
  ui.mainLine.disabled = atStart || node.main;
  ui.deleteFrom.disabled = atStart;
}

/** Shows and hides the parts the attributes ask for: `full` (the panel to load and copy games),
 *  `interactive` (the controls that change the game), `analysis` (the engine panel and its
 *  bar), `coordinates`. */
export function applyLayout(ui, { full, interactive, analysis, coordinates }) {
  ui.container.classList.toggle('full', full);
  ui.container.classList.toggle('no-coordinates', !coordinates);
  if (ui.io) ui.io.hidden = !full;
  for (const part of [ui.moveForm, ui.undo, ui.reset, ui.edit, ui.editPosition]) part.hidden = !interactive;
  if (!interactive) ui.commentForm.hidden = true;
  ui.engine.hidden = !analysis;
  // With analysis on, the panel shows the bar only while it has something to show.
  ui.evalBar.hidden = !analysis;
}
