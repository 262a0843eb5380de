// The lesson a board keeps in this browser while its `save` attribute names one, loaded the first
// time a board has that attribute (so that other pages pay nothing for it). After each change - a
// move, an edit, the node shown - the whole game is written within a second, in one transaction
// (model/lesson-store.js); a page being hidden saves at once. The lesson kept is opened when the
// board's attributes name no other game, and when the name changes. A save that fails says why
// once on the error line, and the board goes on; the next change tries again.
//
// Two tabs showing the same lesson hear each other's saves (a BroadcastChannel): a board with
// nothing waiting to be saved shows the other tab's version at once; one with a change of its
// own waiting saves nothing until the reader chooses, on the error line, between the other
// tab's version and this one. Neither overwrites the other unseen.
import { loadLesson, saveLesson } from '../model/lesson-store.js';
import { say } from '../i18n/i18n.js';
import { button } from './dom.js';
import { gameNames } from './files.js';
import { keptGame } from './loading.js';

/** How long a change waits for the next one before it is saved, and the longest any waits. */
const QUIET_MS = 300;
const LATEST_MS = 900;

/** Where the tabs of this site tell each other of saves: {id, tab} (null where unsupported). */
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('drawboard-lessons') : null;
/** This tab, as its messages name it. */
const TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

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
  #held = false; // another tab saved this lesson while a change waited here: nothing is saved

  /** `board`: the element (it dispatches `save` and `restore`). `on`: the element's host -
   *  {t (its words, the `edit` part loaded), ui (its parts: the comment box, the error line),
   *  model() (the GameModel shown, or null),
   *  editing() (the editor is open: nothing to save), interactive(), showGame(game, announce)
   *  (shows a kept lesson's game in place of the one shown), error(error) (the error line)}. */
  constructor(board, on) {
    this.#board = board;
    this.#on = on;
    channel?.addEventListener('message', (event) => this.#heard(event.data));
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
    this.#show(lesson);
    this.#dispatch('restore', lesson);
  }

  /** Puts back the comment that was being typed when `lesson` was kept (once the board has drawn
   *  the lesson's node). */
  resume(lesson) {
    if (typeof lesson?.typing !== 'string' || !this.#on.interactive()) return;
    this.#on.ui.commentForm.hidden = false;
    this.#on.ui.commentText.value = lesson.typing;
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
    // In puzzle mode the board shows the reader's moves, not the lesson kept: nothing is saved
    // over it (on leaving the mode, the lesson is shown and saved again).
    if (!this.#id || !model || this.#on.editing() || this.#held || this.#board.mode === 'puzzle') return;
    const lesson = this.#lessonOf(model);
    const key = keyOf(lesson);
    if (key === this.#saved) return;
    try {
      const record = await saveLesson(lesson);
      this.#saved = key;
      this.#failed = null;
      channel?.postMessage({ id: record.id, tab: TAB });
      this.#dispatch('save', record);
    } catch (error) {
      if (this.#failed === error?.reason) return;
      this.#failed = error?.reason ?? 'unknown';
      this.#on.error(Object.assign(new Error(`${error?.message ?? error}: copy the PGN or save it as a file to keep this lesson`), { name: 'StorageError', reason: error?.reason }));
    }
  }

  // Another tab saved lesson `id`. This board follows it, unless a change of its own waits: then
  // the reader chooses.
  async #heard({ id, tab } = {}) {
    if (id !== this.#id || tab === TAB || this.#held) return;
    // (A save that is only due - the move list drawn again, say - changes nothing kept.)
    const waiting = this.#keyOfShown() !== this.#saved;
    clearTimeout(this.#timer);
    this.#timer = null;
    if (waiting) {
      this.#held = true;
      const choice = await choose(this.#on.ui.error, this.#on.t, 'autosave.conflict', [
        ['theirs', 'autosave.theirs'],
        ['mine', 'autosave.mine'],
      ]);
      this.#held = false;
      if (this.#id !== id) return;
      if (choice === 'mine') {
        this.#saved = '';
        this.flush();
        return;
      }
    }
    let lesson;
    try {
      lesson = await loadLesson(id);
    } catch (error) {
      this.#on.error(error);
      return;
    }
    if (!lesson || this.#id !== id) return;
    this.#show(lesson);
  }

  // Shows a kept lesson in place of the game shown: what is shown is what is kept.
  #show(lesson) {
    this.#on.showGame(gameOf(lesson), this.#on.t('autosave.opened', { title: titleOf(lesson) }));
    this.resume(lesson);
    this.#saved = keyOf(lesson);
  }

  // The text of a comment being typed on the move shown (the comment box open, and its text not
  // the move's comment), or null.
  #typing() {
    const { commentForm, commentText } = this.#on.ui;
    const model = this.#on.model();
    const node = model?.node(model.current);
    return !commentForm.hidden && node && commentText.value !== node.after.join(' ') ? commentText.value : null;
  }

  #keyOfShown() {
    const model = this.#on.model();
    return model && this.#id ? keyOf(this.#lessonOf(model)) : '';
  }

  #lessonOf(model) {
    return lessonOf(this.#id, model, this.#board.orientation, this.#typing(), this.#on.t('autosave.untitled'));
  }

  #dispatch(type, record) {
    this.#board.dispatchEvent(new CustomEvent(type, { detail: { id: record.id, title: titleOf(record), savedAt: record.savedAt } }));
  }
}

// What tells two saves apart: the node shown, the comment being typed and the whole game.
const keyOf = (lesson) => `${lesson.path.join(',')}\n${lesson.typing ?? ''}\n${lesson.pgn}`;

const titleOf = (lesson) => lesson.name || lesson.title;

// The game of a kept lesson, at the node it was saved at.
function gameOf(lesson) {
  const game = keptGame(lesson.pgn);
  game.model.gotoChildPath(lesson.path);
  return { ...game, lesson };
}

/** The record that keeps `model` as lesson `id`: its title from the tags (the event, else the
 *  players) or the first comment (else `untitled`, in the board's words), its main line's
 *  length, the PGN, the node shown, and the comment being typed on it (`typing`, or null). */
export function lessonOf(id, model, orientation, typing = null, untitled = '') {
  const { event, players } = gameNames(model.tags());
  const comment = model.nodes().map((node) => [...node.before, ...node.after].join(' ').trim()).find(Boolean);
  const title = event ?? players ?? (comment ? comment.slice(0, 60) : untitled);
  return { id, title, plies: model.mainLineSan().length, pgn: model.pgn(), path: model.childPath(), orientation, typing };
}

// Asks the reader to choose on `line` (the error line): the message `question`, then a button
// for each [value, message] of `choices`; resolves with the value chosen. (The words are marked
// with their keys: the element writes them again when the board's language changes.)
function choose(line, t, question, choices) {
  line.replaceChildren(say(document.createElement('span'), { text: question }));
  line.dataset.error = 'Conflict';
  return new Promise((resolve) => {
    for (const [value, key] of choices) {
      const choice = button(key, `choice choice-${value}`);
      choice.addEventListener('click', () => {
        line.textContent = '';
        delete line.dataset.error;
        resolve(value);
      });
      line.append(' ', choice);
    }
    t.fill(line);
  });
}
