// The analysis board page: one <draw-board>, opened on the position in the address
// (index.html?fen=<FEN>&moves=<uci,uci,...>&orientation=black; &mode=edit opens the board
// editor), which keeps the address up to date so that it can be shared at any moment.
// Without a position in the address, the page opens the lesson being written here last (the
// board's `save="draft"`: every change is kept in this browser) and says so. An address that
// names a position opens it and leaves the draft alone; the address this tab itself wrote for
// the draft (kept in sessionStorage) is the draft's, so that a reload brings the draft back.
import './draw-board.js';

const DRAFT = 'draft';
const DRAFT_ADDRESS = 'drawboard-draft-address';

const board = document.getElementById('board');
const params = new URLSearchParams(window.location.search);
const named = params.has('fen') || params.has('moves');
const ownDraft = named && sessionStorage.getItem(DRAFT_ADDRESS) === window.location.search;
if (!named || ownDraft) {
  board.setAttribute('save', DRAFT);
} else {
  if (params.get('fen')) board.setAttribute('fen', params.get('fen'));
  if (params.get('moves')) board.setAttribute('moves', params.get('moves'));
}
if (params.get('orientation') === 'black') board.setAttribute('orientation', 'black');
if (params.get('mode') === 'edit') board.setAttribute('mode', 'edit');

board.addEventListener('status', () => {
  const url = new URL(window.location.href);
  url.search = new URL(board.shareLink()).search;
  if (board.orientation === 'black') url.searchParams.set('orientation', 'black');
  if (url.href !== window.location.href) window.history.replaceState(null, '', url);
  if (board.getAttribute('save') === DRAFT) sessionStorage.setItem(DRAFT_ADDRESS, url.search);
});

// One line says that the draft came back, with the way to a fresh board.
const restored = document.getElementById('restored');
board.addEventListener('restore', (event) => {
  const when = new Date(event.detail.savedAt).toLocaleString();
  restored.querySelector('span').textContent = `Your lesson "${event.detail.title}" is back as you left it (saved ${when}).`;
  restored.hidden = false;
});
restored.querySelector('button').addEventListener('click', () => {
  restored.hidden = true;
  board.fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
});

// Left, Right, Home and End step through the moves when nothing in particular has the focus.
document.addEventListener('keydown', (event) => {
  if (event.target !== document.body || board.mode === 'edit' || event.altKey || event.ctrlKey || event.metaKey) return;
  const plies = { ArrowLeft: board.ply - 1, ArrowRight: board.ply + 1, Home: 0, End: board.mainLine.length };
  if (!(event.key in plies)) return;
  event.preventDefault();
  board.goto(plies[event.key]);
});
