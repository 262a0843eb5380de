// The analysis board page: one <draw-board>, opened on the position in the address
// (index.html?fen=<FEN>&moves=<uci,uci,...>&orientation=black; &mode=edit opens the board
// editor), which keeps the address up to date so that it can be shared at any moment. With
// &mode=puzzle the reader finds a lesson's moves: the lesson comes from src (a PGN file of this
// site), pgn (its text), or fen and moves, with game, ply and side as the element takes them;
// the address then stays as it was given.
//
// The board keeps the lesson it shows in this browser (its `save` attribute): without a
// position in the address the page opens the lesson shown last, and says so. An address that
// names a position opens it and leaves the lessons alone (the address this tab itself wrote
// for its lesson, kept in sessionStorage, is the lesson's: a reload brings the lesson back).
// From the first change to its game (a move, a comment, a variation, a NAG, an arrow) the
// position named is a lesson of its own, so that a reload keeps what was written on it; an
// unedited shared link reopens the link.
// A new game (New game, a FEN or PGN loaded, a file, the editor's Analyse) starts a new
// lesson; the old one stays in the list under the board (lessons.js).
//
// The page's words are in the language i18n/chooser.js chooses (imported first, so that the
// board starts in it); an address with `lang` keeps it as the board rewrites the address.
import { pageReady, pageWords as t } from './i18n/chooser.js';
import './draw-board.js';
import { newLessonId } from './model/lesson-store.js';
import { LessonList, startNewLesson } from './lessons.js';

// The lesson shown last in this browser, the one shown last in this tab, and the address this
// tab wrote for it.
const LAST_LESSON = 'drawboard-last-lesson';
const TAB_LESSON = 'drawboard-tab-lesson';
const LESSON_ADDRESS = 'drawboard-lesson-address';

// Web storage may be refused (some private modes): then nothing is remembered.
const remembered = (storage, key) => {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
};
const remember = (storage, key, value) => {
  try {
    storage.setItem(key, value);
  } catch {
    // nothing is remembered
  }
};

// The address of the board's position, whatever language it names (`lang` is the page's).
const positionAddress = (search) => {
  const query = new URLSearchParams(search);
  query.delete('lang');
  return query.toString();
};

const board = document.getElementById('board');
const params = new URLSearchParams(window.location.search);
const puzzle = params.get('mode') === 'puzzle';
const named = puzzle || params.has('fen') || params.has('moves');
const ownLesson = !puzzle && named && remembered(sessionStorage, LESSON_ADDRESS) === positionAddress(window.location.search);
if (!named || ownLesson) {
  board.setAttribute('save', remembered(sessionStorage, TAB_LESSON) ?? remembered(localStorage, LAST_LESSON) ?? newLessonId());
} else {
  if (params.get('fen')) board.setAttribute('fen', params.get('fen'));
  if (params.get('moves')) board.setAttribute('moves', params.get('moves'));
  if (puzzle) for (const name of ['src', 'pgn', 'game', 'ply', 'side']) if (params.has(name)) board.setAttribute(name, params.get(name));
}
if (named && !ownLesson && !puzzle) {
  // Each of the reader's actions that may change the game is followed by a look at it.
  let opened = null;
  board.ready.then(() => { opened = board.pgn(); }, () => {});
  const look = () => {
    if (opened === null || board.hasAttribute('save') || board.pgn() === opened) return;
    const id = newLessonId();
    remember(sessionStorage, TAB_LESSON, id);
    remember(sessionStorage, LESSON_ADDRESS, positionAddress(window.location.search));
    board.setAttribute('save', id);
  };
  for (const type of ['status', 'click', 'keyup', 'pointerup', 'change']) board.addEventListener(type, () => queueMicrotask(look));
}
if (params.get('orientation') === 'black') board.setAttribute('orientation', 'black');
if (params.get('mode') === 'edit' || puzzle) board.setAttribute('mode', params.get('mode'));
// A puzzle shows no engine: its lines would give the moves away.
if (puzzle) board.removeAttribute('analysis');

board.addEventListener('status', () => {
  if (board.mode === 'puzzle') return;
  const url = new URL(window.location.href);
  const lang = url.searchParams.get('lang');
  url.search = new URL(board.shareLink()).search;
  if (board.orientation === 'black') url.searchParams.set('orientation', 'black');
  if (lang) url.searchParams.set('lang', lang);
  if (url.href !== window.location.href) window.history.replaceState(null, '', url);
  if (board.hasAttribute('save')) remember(sessionStorage, LESSON_ADDRESS, positionAddress(url.search));
});

const list = new LessonList(document.getElementById('lessons'), board, t, pageReady);
const shown = (id) => {
  remember(localStorage, LAST_LESSON, id);
  remember(sessionStorage, TAB_LESSON, id);
  list.render();
};
board.addEventListener('save', (event) => shown(event.detail.id));
// A new game is a new lesson; the one before stays in the list.
board.addEventListener('newgame', () => {
  if (board.hasAttribute('save')) board.setAttribute('save', newLessonId());
});
board.ready.then(() => list.render(), () => {});

// One line says that a lesson came back, with the way to a fresh board.
const restored = document.getElementById('restored');
let restoredLesson = null; // the `restore` event's detail: {id, title, savedAt}
const sayRestored = () => {
  if (!restoredLesson) return;
  const when = new Date(restoredLesson.savedAt).toLocaleString(t.lang);
  restored.querySelector('span').textContent = t('app.restored', { title: restoredLesson.title, when });
};
board.addEventListener('restore', (event) => {
  shown(event.detail.id);
  restoredLesson = event.detail;
  const show = () => {
    sayRestored();
    restored.hidden = false;
  };
  pageReady.then(show, show);
});
t.watch(sayRestored);
restored.querySelector('button').addEventListener('click', () => {
  restored.hidden = true;
  startNewLesson(board);
});

// Left, Right, Home and End step through the moves when nothing in particular has the focus.
document.addEventListener('keydown', (event) => {
  if (event.target !== document.body || board.mode === 'edit' || event.altKey || event.ctrlKey || event.metaKey) return;
  const plies = { ArrowLeft: board.ply - 1, ArrowRight: board.ply + 1, Home: 0, End: board.mainLine.length };
  if (!(event.key in plies)) return;
  event.preventDefault();
  board.goto(plies[event.key]);
});
