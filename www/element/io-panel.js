// The panel to load and copy games (layout="full"): the FEN shown, a box to paste a FEN or PGN
// into, and the buttons to load, open, copy and save. Built the first time a board shows it, so
// that a board without it neither downloads nor lays it out.
import { el, button, section } from './dom.js';
import { say } from '../i18n/i18n.js';
import { adopt } from './sheets.js';

/** Adopts the panel's stylesheet, io-panel.css, into `root` (the board's shadow root). */
export const ioSheet = (root) => adopt(root, [new URL('./io-panel.css', import.meta.url).href]);

/**
 * Builds the panel into `ui.side` (after the moves panel), wiring its buttons to the handlers
 * `on` (see buildLayout: load, openFile, copyFen, copyPgn, copyLink, savePgn, saveFen,
 * newGame), and adds its parts to `ui`: io (the section), ioText, ioStatus, fenOut.
 */
export function buildIo(ui, on) {
  const io = section('panel.io', 'io');
  const fenLine = el('p', 'fen-line');
  const fenOut = el('code', 'fen-out');
  fenOut.dir = 'ltr';
  fenLine.append(say(el('span', 'label-text'), { text: 'io.fen' }), ' ', fenOut);
  const ioLabel = el('label', 'io-label');
  const ioText = el('textarea', 'io-text');
  ioText.rows = 4;
  ioText.spellcheck = false;
  say(ioText, { hint: 'io.hint' });
  ioLabel.append(say(el('span', 'label-text'), { text: 'io.text' }), ioText);
  const buttons = el('div', 'io-buttons');
  // A file from disk: the picker (the input itself stays hidden behind its button), or a file
  // dropped on the board (layout.js).
  const fileInput = el('input', 'file-input');
  fileInput.type = 'file';
  fileInput.accept = '.pgn,.fen,.txt,application/x-chess-pgn,text/plain';
  fileInput.hidden = true;
  fileInput.tabIndex = -1;
  fileInput.addEventListener('change', () => {
    const [file] = fileInput.files;
    fileInput.value = '';
    if (file) on.openFile(file);
  });
  const actions = [
    ['io.load', 'load', () => on.load(ioText.value)],
    ['io.openFile', 'open-file', () => fileInput.click()],
    ['io.copyFen', 'copy-fen', on.copyFen],
    ['io.copyPgn', 'copy-pgn', on.copyPgn],
    ['io.copyLink', 'copy-link', on.copyLink],
    ['io.savePgn', 'save-pgn', on.savePgn],
    ['io.saveFen', 'save-fen', on.saveFen],
    ['newGame', 'new-game', on.newGame, 'newGame.label'],
  ];
  for (const [key, className, handler, label] of actions) {
    const b = button(key, className, label);
    b.addEventListener('click', handler);
    buttons.append(b);
    if (className === 'open-file') buttons.append(fileInput);
  }
  const ioStatus = el('p', 'io-status');
  ioStatus.setAttribute('role', 'status');
  io.body.append(fenLine, ioLabel, buttons, ioStatus);
  ui.side.append(io.section);
  ui.t.fill(io.section);
  Object.assign(ui, { io: io.section, ioText, ioStatus, fenOut });
}

/** Copies `text` to the clipboard, or leaves it selected in the panel's text box where that
 *  fails (`what`: fen, pgn or link). */
export function copyText(ui, text, what) {
  const fallback = () => {
    // No clipboard access (an insecure page, or permission refused): leave the text selected.
    ui.ioText.value = text;
    ui.ioText.select();
    ui.ioStatus.textContent = ui.t('copy.selected', { what: ui.t(`copy.${what}`) });
  };
  if (!navigator.clipboard?.writeText) {
    fallback();
    return;
  }
  navigator.clipboard.writeText(text).then(() => {
    ui.ioStatus.textContent = ui.t('copy.done', { what: ui.t(`copy.${what}`) });
  }, fallback);
}
