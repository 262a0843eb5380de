// A minimal page that proves the engine works in the browser: type a FEN, see its legal
// moves, play and take back moves. The full board replaces it later.
import init, { Game } from './pkg/drawboard.js';

const $ = (id) => document.getElementById(id);
let game;

function show() {
  $('current-fen').textContent = game.fen();
  const history = game.history();
  $('history').textContent = history.length ? history.join(' ') : 'none';
  const status = game.status();
  const reasons = status.reasons.length ? status.reasons : ['No draw rule applies: the game goes on.'];
  $('reasons').replaceChildren(...reasons.map((text) => {
    const li = document.createElement('li');
    li.textContent = text;
    return li;
  }));
  const moves = game.legalMoves();
  $('move-count').textContent = String(moves.length);
  $('moves').replaceChildren(...moves.map((m) => {
    const li = document.createElement('li');
    li.textContent = m;
    return li;
  }));
}

function attempt(action) {
  try {
    action();
    $('error').textContent = '';
  } catch (e) {
    // Engine errors carry a stable name (FenError, IllegalMove, ...) and a readable message.
    $('error').textContent = `${e.name}: ${e.message}`;
  }
  show();
}

await init();
game = new Game();
$('fen').value = game.fen();
$('engine-status').textContent = 'Engine loaded.';
show();

$('position-form').addEventListener('submit', (event) => {
  event.preventDefault();
  attempt(() => { game = new Game($('fen').value); });
});
$('move-form').addEventListener('submit', (event) => {
  event.preventDefault();
  attempt(() => { game.play($('move').value); $('move').value = ''; });
});
$('undo').addEventListener('click', () => attempt(() => game.undo()));
