// The arbiter drill (drill.html): questions an arbiter is asked, on positions made up here, and
// answered by the board's own proofs. Each position goes to the <draw-board> as a one-game PGN
// whose last move carries a `[%quiz ...]` command (lesson/quiz.js); the board asks the question,
// hides what would answer it, and dispatches `quiz` when the reader answers. The page keeps the
// score for the visit (sessionStorage).
//
// The positions are random placements of a chosen material, checked legal by the page module,
// and for repetitions a random pair of moves each side plays back and forth. Which answer is
// right is never decided here: the board says.
//
// The page's words are in the language i18n/chooser.js chooses for it, with the page's own
// translator: the questions the board asks follow the page's language.
import { pageReady as wordsReady, pageWords as t } from './i18n/chooser.js';
import { lawText } from './panels/draw-panel.js';
import { GameTree, pageReady } from './workers/page-module.js';

// The drill's words (`lesson`) and the side names and laws (`first`), in the page's language and
// in any it changes to.
await wordsReady;
await Promise.all([t.need('lesson'), t.need('first')]);

let board = document.getElementById('drill-board');
const kindLabel = document.getElementById('drill-kind');
const scoreLine = document.getElementById('drill-score');
const next = document.getElementById('drill-next');
const kinds = document.getElementById('drill-kinds');

const SCORE_KEY = 'drawboard-drill-score';
const FILES = 'abcdefgh';
const random = (n) => Math.floor(Math.random() * n);
const pick = (list) => list[random(list.length)];
// A copy of `list` in random order (Fisher and Yates).
function shuffled(list) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
const squareColour = (index) => (index % 8 + Math.floor(index / 8)) % 2;

// ---- positions ----------------------------------------------------------------------------

// Game ends a drill position may have: by material, or by the seventy-five-move count. (Not
// mate or stalemate: those are no question.)
const QUIET_ENDS = ['insufficientMaterial', 'deadPosition', 'seventyFiveMoves'];

// A legal position with `pieces` (FEN letters, kings included) placed at random, `turn` to move,
// nobody in check and the game going on (or, with `over`, possibly ended by material or by the
// count); `fits(squares)` may refuse a placement (squares: letter -> indices). Tries a few
// hundred placements, then gives up (null).
function place(pieces, { turn = pick(['w', 'b']), clock = 0, fits = () => true, over = false } = {}) {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const cells = new Array(64).fill(null);
    const squares = {};
    for (const piece of pieces) {
      let index;
      do index = random(64); while (cells[index] || ('pP'.includes(piece) && (index < 8 || index >= 56)));
      cells[index] = piece;
      (squares[piece] ??= []).push(index);
    }
    if (!fits(squares)) continue;
    const rows = [];
    for (let rank = 0; rank < 8; rank += 1) {
      let row = '';
      let empty = 0;
      for (let file = 0; file < 8; file += 1) {
        const cell = cells[rank * 8 + file];
        if (!cell) {
          empty += 1;
          continue;
        }
        row += (empty || '') + cell;
        empty = 0;
      }
      rows.push(row + (empty || ''));
    }
    const fen = `${rows.join('/')} ${turn} - - ${clock} ${40 + random(30)}`;
    let tree = null;
    try {
      tree = new GameTree(fen);
      const status = tree.status();
      if (!status.check && (!status.outcome || (over && QUIET_ENDS.includes(status.outcome.reason)))) return fen;
    } catch {
      // an impossible placement (kings touching, say): try another
    } finally {
      tree?.free();
    }
  }
  return null;
}

// From `fen`, moves that come back to it: a quiet piece move of each side and the two moves
// back, `cycles` times (UCI), or null when no such pair is found.
function backAndForth(fen, cycles) {
  const tree = new GameTree(fen);
  try {
    const pieceAt = (square) => {
      const placement = tree.fen().split(' ')[0].split('/').map((row) => row.replace(/\d/g, (n) => '.'.repeat(Number(n))));
      return placement[8 - Number(square[1])][FILES.indexOf(square[0])];
    };
    const quiet = () => shuffled(tree.legalMoves()).filter((uci) => uci.length === 4 && !'pP'.includes(pieceAt(uci.slice(0, 2))) && pieceAt(uci.slice(2, 4)) === '.');
    const start = tree.current;
    for (const first of quiet().slice(0, 6)) {
      tree.goto(start);
      const a = tree.play(first).id;
      for (const second of quiet().slice(0, 6)) {
        tree.goto(a);
        const cycle = [first, second, first.slice(2, 4) + first.slice(0, 2), second.slice(2, 4) + second.slice(0, 2)];
        try {
          tree.play(second);
          tree.play(cycle[2]);
          tree.play(cycle[3]);
        } catch {
          continue;
        }
        if (tree.fen().split(' ').slice(0, 4).join(' ') !== fen.split(' ').slice(0, 4).join(' ')) continue;
        return Array.from({ length: cycles }, () => cycle).flat();
      }
    }
    return null;
  } finally {
    tree.free();
  }
}

const sameColour = (squares) => squareColour(squares.B[0]) === squareColour(squares.b[0]);
const LIGHT_MATERIAL = ['KRkr', 'KNkb', 'KQkq', 'KRkn', 'KBkn'];

// Each kind of question: its positions ({fen, moves, quiz}). Its label is the message
// `quiz.kind.<kind>`, the teacher's panel's too.
const DRILLS = {
  claim: {
    make() {
      const how = pick(['threefold-now', 'threefold-announce', 'threefold-not-yet', 'fivefold', 'fifty-now', 'fifty-announce', 'seventy-five', 'none']);
      if (how.startsWith('threefold') || how === 'fivefold') {
        const fen = place(pick(LIGHT_MATERIAL), { turn: 'w', clock: random(20) });
        const plies = { 'threefold-now': 8, 'threefold-announce': 7, 'threefold-not-yet': 4, fivefold: 16 }[how];
        const moves = fen && backAndForth(fen, 4);
        return moves ? { fen, moves: moves.slice(0, plies), quiz: 'claim' } : null;
      }
      const clock = { 'fifty-now': 100, 'fifty-announce': 99, 'seventy-five': 150, none: 20 + random(60) }[how];
      const fen = place(pick(LIGHT_MATERIAL), { clock, over: how === 'seventy-five' });
      return fen && { fen, moves: [], quiz: 'claim' };
    },
  },
  dead: {
    make() {
      const how = pick(['bishops-same', 'bishops-opposite', 'knights', 'bishop', 'knight-bishop', 'wall']);
      if (how === 'wall') {
        // Pawns locked across the board, the kings each on their own side; in the third a
        // bishop can still break through.
        return { fen: pick(['4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 40', '8/2k5/8/1p1p1p1p/1P1P1P1P/8/5K2/8 b - - 0 50', '8/8/3k4/p1p1p1p1/P1P1P1P1/2B5/8/4K3 w - - 0 45']), moves: [], quiz: 'dead' };
      }
      const material = { 'bishops-same': 'KBkb', 'bishops-opposite': 'KBkb', knights: 'KNkn', bishop: pick(['KBk', 'Kkb']), 'knight-bishop': 'KNkb' }[how];
      const fits = how === 'bishops-same' ? sameColour : how === 'bishops-opposite' ? (s) => !sameColour(s) : undefined;
      const fen = place(material, { fits, over: true });
      return fen && { fen, moves: [], quiz: 'dead' };
    },
  },
  flag: {
    make() {
      // [material, the flag that falls]: FIDE 6.9 and US Chess 14E agree on some, not others.
      const [material, flagger, fits] = pick([
        ['KRk', 'white'], ['KRk', 'black'], ['KNNk', 'black'], ['KBkb', 'white', (s) => !sameColour(s)],
        ['KBkb', 'black', (s) => !sameColour(s)], ['KQkb', 'white'], ['KNkn', 'black'], ['KPk', 'white'],
      ]);
      const fen = place(material, { fits });
      return fen && { fen, moves: [], quiz: `flag-${flagger}` };
    },
  },
  mate: {
    make() {
      const material = pick(['KNNk', 'KRk', 'KBk', 'KBkn', 'KQkr', 'KNk']);
      const fen = place(material, { turn: 'w', over: true });
      return fen && { fen, moves: [], quiz: 'mate-white' };
    },
  },
};

// ---- the page ------------------------------------------------------------------------------

function readScore() {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCORE_KEY));
    if (Number.isInteger(saved?.right) && Number.isInteger(saved?.asked)) return saved;
  } catch {
    // none kept
  }
  return { right: 0, asked: 0 };
}

let score = readScore();

function showScore() {
  scoreLine.textContent = score.asked
    ? t('drill.score', { right: score.right, count: score.asked })
    : t('drill.noScore');
  try {
    sessionStorage.setItem(SCORE_KEY, JSON.stringify(score));
  } catch {
    // the score lasts as long as the page
  }
}

const scoreAnswer = (event) => {
  score = { right: score.right + (event.detail.correct ? 1 : 0), asked: score.asked + 1 };
  showScore();
};

// The PGN of one question: the position, the moves to it, and the quiz on the last of them.
function questionPgn({ fen, moves, quiz }) {
  const tags = `[Event "Arbiter drill"]\n[FEN "${fen}"]\n[SetUp "1"]\n\n`;
  return `${tags}${moves.join(' ')} {[%quiz ${quiz}]} *\n`;
}

function chosenKinds() {
  const chosen = [...kinds.querySelectorAll('input:checked')].map((box) => box.value);
  return chosen.length ? chosen : Object.keys(DRILLS);
}

// The question asked last, so that the next is not the same again (the walls are fixed).
let asked = null;
// What the line above the board says: the kind of the question asked, or a message key.
let shown = { key: 'drill.making' };

function showKind() {
  kindLabel.textContent = t(shown.key);
}

function ask() {
  let question = null;
  let kind = null;
  for (let attempt = 0; (!question || questionPgn(question) === asked) && attempt < 20; attempt += 1) {
    kind = pick(chosenKinds());
    question = DRILLS[kind].make();
  }
  if (!question) {
    shown = { key: 'drill.noPosition' };
    showKind();
    return;
  }
  asked = questionPgn(question);
  shown = { key: `quiz.kind.${kind}` };
  showKind();
  // A fresh board for each question: the one before neither steps nor speaks first.
  const fresh = document.createElement('draw-board');
  fresh.id = board.id;
  fresh.setAttribute('interactive', 'off');
  fresh.setAttribute('panel', 'full');
  fresh.setAttribute('ply', String(question.moves.length));
  fresh.setAttribute('pgn', asked);
  fresh.addEventListener('quiz', scoreAnswer);
  board.replaceWith(fresh);
  board = fresh;
}

// The page's words: those marked in drill.html (chooser.js writes them once the `page` part
// is in, before the drill's own part is: they are written again here), and those this script
// makes.
function showPage() {
  t.fill(document.body);
  document.getElementById('drill-pages').setAttribute('aria-label', t('drill.pages'));
  document.getElementById('drill-intro').textContent = t('drill.intro', { fide: lawText(t, 'fide', '6.9'), us: lawText(t, 'usChess', '14E') });
  showKind();
  showScore();
}

// Another language chosen: the page says it again (the board, following the page's `lang`,
// asks its question again in it; an answer given stays given).
t.watch(showPage);
next.addEventListener('click', ask);
showPage();
pageReady.then(() => ask(), () => {
  shown = { key: 'drill.failed' };
  showKind();
});
