// The lesson a board keeps in this browser while its `save` attribute names one, loaded the first
// time a board has that attribute (so that other pages pay nothing for it). After each change - a
// move, an edit, the node shown - the whole game is written within a second, in one transaction
// (model/lesson-store.js); a page being hidden saves at once. The lesson kept is opened when the
// board's attributes name no other game, and when the name changes. A save that fails says why
// once on the error line, and the board goes on; the next change tries again.
import { loadLesson, saveLesson } from '../model/lesson-store.js';
import { gameFromPgn } from './loading.js';

/** How long a change waits for the next one before it is saved, and the longest any waits. */
const QUIET_MS = 300;
const LATEST_MS = 900;

/** The attributes that name a game of their own: with any of them the kept lesson is not opened. */
const GAME_ATTRIBUTES = ['fen', 'moves', 'pgn', 'src'];

export class LessonKeeper {
  #board;
  #on;
  #id = null; // the name the game is kept under, or null: nothing is saved
  #timer = null;
  #since = 0; // when the oldest change not saved yet was made
  #saved = ''; // what was saved last: the node shown and the PGN
  #failed = null; // the reason of the last failure said, so that it is said once

  /** `board`: the element (it dispatches `save` and `restore`). `on`: {model() (the GameModel
   *  shown, or null), editing() (the editor is open: nothing to save), show(game, title) (shows
   *  a kept lesson's game in place of the one shown), error(error) (the error line)}. */
  constructor(board, on) {
    this.#board = board;
    this.#on = on;
  }

  /** The game kept as `id`, for a board whose attributes name no other game: {model, failure,
   *  pgnText, games, number, lesson} at the node it was saved at, or null. Rejects with a
   *  StorageError. */
  async opening(id) {
    if (GAME_ATTRIBUTES.some((name) => this.#board.hasAttribute(name)) || this.#board.textContent.trim()) return null;
    const lesson = await loadLesson(id);
    return lesson && gameOf(lesson);
  }

  /** The game just shown is the one kept as `id` (`lesson`, when it was opened from there): only
   *  a change of it is saved, and a fresh board writes nothing. */
  start(id, lesson) {
    this.#id = id;
    this.#saved = lesson ? keyOf(lesson) : this.#keyOfShown();
    if (lesson) this.#dispatch('restore', lesson);
  }

  /** The board is named `id` now (or nothing): what waits is saved under the old name, then the
   *  lesson kept as `id` is opened, or the game shown is kept as `id` from now on. */
  async switchTo(id) {
    this.flush();
    this.#id = id;
    this.#saved = '';
    if (!id) return;
    let lesson = null;
    try {
      lesson = await loadLesson(id);
    } catch (error) {
      this.#on.error(error);
    }
    if (this.#id !== id) return; // named again meanwhile
    if (!lesson) {
      this.changed();
      return;
    }
    this.#on.show(gameOf(lesson), titleOf(lesson));
    this.#saved = keyOf(lesson);
    this.#dispatch('restore', lesson);
  }

  /** Something may have changed: saves within a second. */
  changed() {
    if (!this.#id) return;
    const now = performance.now();
    if (this.#timer === null) this.#since = now;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.flush(), Math.max(0, Math.min(QUIET_MS, this.#since + LATEST_MS - now)));
  }

  /** Saves now what waits (the page is being hidden, the board leaves it). The record is made
   *  before this returns; the write finishes later. */
  async flush() {
    clearTimeout(this.#timer);
    this.#timer = null;
    const model = this.#on.model();
    if (!this.#id || !model || this.#on.editing()) return;
    const lesson = lessonOf(this.#id, model, this.#board.orientation);
    const key = keyOf(lesson);
    if (key === this.#saved) return;
    try {
      const record = await saveLesson(lesson);
      this.#saved = key;
      this.#failed = null;
      this.#dispatch('save', record);
    } catch (error) {
      if (this.#failed === error?.reason) return;
      this.#failed = error?.reason ?? 'unknown';
      this.#on.error(Object.assign(new Error(`${error?.message ?? error}: copy the PGN or save it as a file to keep this lesson`), { name: 'StorageError', reason: error?.reason }));
    }
  }

  #keyOfShown() {
    const model = this.#on.model();
    return model && this.#id ? keyOf(lessonOf(this.#id, model, this.#board.orientation)) : '';
  }

  #dispatch(type, record) {
    this.#board.dispatchEvent(new CustomEvent(type, { detail: { id: record.id, title: titleOf(record), savedAt: record.savedAt } }));
  }
}

// What tells two saves apart: the node shown and the whole game.
const keyOf = (lesson) => `${lesson.path.join(',')}\n${lesson.pgn}`;

const titleOf = (lesson) => lesson.name || lesson.title;

// The game of a kept lesson, at the node it was saved at.
function gameOf(lesson) {
  const game = gameFromPgn(lesson.pgn, 1);
  game.model.gotoChildPath(lesson.path);
  return { ...game, lesson };
}

/** The record that keeps `model` as lesson `id`: its title from the tags (the event, else the
 *  players) or the first comment, its main line's length, the PGN and the node shown. */
export function lessonOf(id, model, orientation) {
  const tags = new Map(model.tags());
  const known = (name) => {
    const value = tags.get(name)?.trim();
    return value && value !== '?' ? value : null;
  };
  const players = known('White') && known('Black') ? `${known('White')} - ${known('Black')}` : null;
  const comment = model.nodes().map((node) => [...node.before, ...node.after].join(' ').trim()).find(Boolean);
  const title = known('Event') ?? players ?? (comment ? comment.slice(0, 60) : 'Untitled lesson');
  return { id, title, plies: model.mainLineSan().length, pgn: model.pgn(), path: model.childPath(), orientation };
}
