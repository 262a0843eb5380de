// Keeps a board's game in this browser while its `save` attribute names a lesson: after each
// change (a move, an edit, the node shown) the whole game is written within a second, in one
// transaction (model/lesson-store.js). A save that fails says why once on the error line, and
// the board goes on; the next change tries again.
import { saveLesson } from '../model/lesson-store.js';

/** How long a change waits for the next one before it is saved, and the longest any waits. */
const QUIET_MS = 300;
const LATEST_MS = 900;

export class Autosave {
  #on;
  #timer = null;
  #since = 0; // when the oldest change not saved yet was made
  #saved = ''; // what was saved last: its PGN and the node shown
  #failed = null; // the reason of the last failure said, so that it is said once

  /** `on`: {lesson() (the record to keep: {id, title, plies, pgn, path, orientation}, or null
   *  when nothing is to be saved), failed(error) (a StorageError), saved(record)}. */
  constructor(on) {
    this.#on = on;
  }

  /** Something may have changed: saves within a second. */
  changed() {
    const now = performance.now();
    if (this.#timer === null) this.#since = now;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.flush(), Math.max(0, Math.min(QUIET_MS, this.#since + LATEST_MS - now)));
  }

  /** What has already been saved (a restored lesson): not written again until it changes. */
  savedAs(lesson) {
    this.#saved = lesson ? `${lesson.path.join(',')}\n${lesson.pgn}` : '';
  }

  /** Saves now what is waiting (the page is being hidden, say). */
  async flush() {
    clearTimeout(this.#timer);
    this.#timer = null;
    const lesson = this.#on.lesson();
    if (!lesson) return;
    const key = `${lesson.path.join(',')}\n${lesson.pgn}`;
    if (key === this.#saved) return;
    try {
      const record = await saveLesson(lesson);
      this.#saved = key;
      this.#failed = null;
      this.#on.saved(record);
    } catch (error) {
      if (this.#failed === error?.reason) return;
      this.#failed = error?.reason ?? 'unknown';
      this.#on.failed(error);
    }
  }

  /** Drops a save still waiting (the board left the page, or stopped saving). */
  cancel() {
    clearTimeout(this.#timer);
    this.#timer = null;
  }
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
