// The analysis board page: one <draw-board>, opened on the position in the address
// (index.html?fen=<FEN>&moves=<uci,uci,...>&orientation=black; &mode=edit opens the board
// editor), which keeps the address up to date so that it can be shared at any moment.
import './draw-board.js';

const board = document.getElementById('board');
const params = new URLSearchParams(window.location.search);
if (params.get('fen')) board.setAttribute('fen', params.get('fen'));
if (params.get('moves')) board.setAttribute('moves', params.get('moves'));
if (params.get('orientation') === 'black') board.setAttribute('orientation', 'black');
if (params.get('mode') === 'edit') board.setAttribute('mode', 'edit');

board.addEventListener('status', () => {
  const url = new URL(window.location.href);
  url.search = new URL(board.shareLink()).search;
  if (board.orientation === 'black') url.searchParams.set('orientation', 'black');
  if (url.href !== window.location.href) window.history.replaceState(null, '', url);
});

// Left, Right, Home and End step through the moves when nothing in particular has the focus.
document.addEventListener('keydown', (event) => {
  if (event.target !== document.body || board.mode === 'edit' || event.altKey || event.ctrlKey || event.metaKey) return;
  const plies = { ArrowLeft: board.ply - 1, ArrowRight: board.ply + 1, Home: 0, End: board.mainLine.length };
  if (!(event.key in plies)) return;
  event.preventDefault();
  board.goto(plies[event.key]);
});
