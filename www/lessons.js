// The lessons kept in this browser, listed under the board of index.html: each one's title, when
// it was saved and its length, to open, rename, duplicate or delete (a deletion can be undone
// for a while). The board keeps the lesson it shows itself (its `save` attribute). The words are
// the page's (`page` part, keys `lessons.*`), in the language of the translator given.
import { button } from './element/dom.js';
import { STANDARD_FEN } from './model/game-model.js';
import { deleteLesson, duplicateLesson, listLessons, newLessonId, renameLesson, restoreLesson } from './model/lesson-store.js';

/** How long a deleted lesson can be brought back. */
const UNDO_MS = 15_000;

export class LessonList {
  #root;
  #board;
  #list;
  #status;
  #t;
  #ready;
  #renaming = null; // the id of the lesson being renamed
  #undo = null; // {record, timer} of the last deletion
  #said = null; // {key, params} of the status line

  /** `root`: the section to fill (it holds a `ul` and a status line); `board`: the <draw-board>;
   *  `t`: the page's words (i18n.js `words`), whose language changes redraw the list; `ready`:
   *  resolves once they are in, in the page's language. */
  constructor(root, board, t, ready) {
    this.#root = root;
    this.#board = board;
    this.#t = t;
    this.#ready = ready;
    this.#list = root.querySelector('ul');
    this.#status = root.querySelector('.lessons-status');
    this.#list.addEventListener('click', (event) => this.#click(event));
    this.#list.addEventListener('submit', (event) => this.#rename(event));
    t.watch(() => {
      this.#showStatus();
      this.render();
    });
  }

  /** Draws the list again from the store. */
  async render() {
    await this.#ready.catch(() => {});
    let lessons;
    try {
      lessons = await listLessons();
    } catch (error) {
      this.#root.hidden = false;
      this.#list.replaceChildren();
      this.#say('lessons.unavailable', { error: error.message }, false);
      return;
    }
    this.#root.hidden = lessons.length === 0 && !this.#undo;
    const shown = this.#board.getAttribute('save');
    this.#list.replaceChildren(...lessons.map((lesson) => this.#item(lesson, lesson.id === shown)));
  }

  #item(lesson, current) {
    const li = document.createElement('li');
    li.className = current ? 'lesson-item current' : 'lesson-item';
    li.dataset.id = lesson.id;
    const t = this.#t;
    const { title } = lesson;
    if (this.#renaming === lesson.id) {
      const form = document.createElement('form');
      form.className = 'rename-form';
      // A name being typed stays as the list is drawn again (in another language).
      const typed = this.#list.querySelector(`li[data-id="${CSS.escape(lesson.id)}"] .rename-form input`)?.value;
      const input = Object.assign(document.createElement('input'), { value: typed ?? title, name: 'name' });
      input.setAttribute('aria-label', t('lessons.newName', { title }));
      const save = button('lessons.saveName', 'save-name');
      save.type = 'submit';
      form.append(input, save, button('lessons.cancel', 'cancel-rename'));
      li.append(form);
      t.fill(li);
      queueMicrotask(() => input.select());
      return li;
    }
    // The lesson's own title is its button's words.
    const open = document.createElement('button');
    open.type = 'button';
    open.className = 'open-lesson';
    open.textContent = title;
    open.setAttribute('aria-current', current ? 'true' : 'false');
    const small = document.createElement('span');
    small.className = 'lesson-meta';
    small.textContent = t(current ? 'lessons.metaCurrent' : 'lessons.meta', { date: new Date(lesson.savedAt).toLocaleString(t.lang), count: Math.ceil(lesson.plies / 2) });
    const action = (name) => {
      const b = button(`lessons.${name}`, name);
      const label = t(`lessons.${name}.label`, { title });
      b.setAttribute('aria-label', label);
      b.title = label;
      return b;
    };
    li.append(open, small, action('rename'), action('duplicate'), action('delete'));
    t.fill(li);
    return li;
  }

  async #click(event) {
    const target = event.target.closest('button');
    const id = target?.closest('li')?.dataset.id;
    if (!target || !id) return;
    try {
      if (target.classList.contains('open-lesson')) {
        this.#board.setAttribute('save', id);
      } else if (target.classList.contains('rename')) {
        this.#renaming = id;
      } else if (target.classList.contains('cancel-rename')) {
        this.#renaming = null;
      } else if (target.classList.contains('duplicate')) {
        const copy = await duplicateLesson(id, newLessonId());
        this.#say('lessons.duplicated', { name: copy.name });
      } else if (target.classList.contains('delete')) {
        await this.#delete(id);
      }
    } catch (error) {
      this.#say('lessons.failed', { error: error.message });
    }
    await this.render();
  }

  async #rename(event) {
    event.preventDefault();
    const id = event.target.closest('li')?.dataset.id;
    const name = event.target.elements.name.value;
    this.#renaming = null;
    try {
      await renameLesson(id, name);
    } catch (error) {
      this.#say('lessons.notRenamed', { error: error.message });
    }
    await this.render();
  }

  // Deletes lesson `id`, keeping it for Undo a while. The lesson on the board gives way to a
  // new one.
  async #delete(id) {
    const record = await deleteLesson(id);
    if (!record) return;
    clearTimeout(this.#undo?.timer);
    const undo = button('lessons.undo', 'undo-delete');
    this.#t.fill(undo);
    this.#undo = { record, undo, timer: setTimeout(() => this.#forgetUndo(), UNDO_MS) };
    if (this.#board.getAttribute('save') === id) startNewLesson(this.#board);
    undo.addEventListener('click', async () => {
      const kept = this.#undo;
      this.#forgetUndo();
      if (!kept) return;
      try {
        await restoreLesson(kept.record);
        this.#say('lessons.restored', { name: kept.record.name || kept.record.title });
      } catch (error) {
        this.#say('lessons.notRestored', { error: error.message });
      }
      await this.render();
    });
    this.#say('lessons.deleted', { name: record.name || record.title });
  }

  #forgetUndo() {
    clearTimeout(this.#undo?.timer);
    this.#undo = null;
    this.#status.querySelector('.undo-delete')?.remove();
  }

  // Says the message `key` on the status line, with the Undo of a deletion after it while it
  // lasts.
  #say(key, params, keepUndo = true) {
    if (!keepUndo) this.#forgetUndo();
    this.#said = { key, params };
    this.#showStatus();
  }

  // Writes the status line again (in the language of the page's words).
  #showStatus() {
    if (!this.#said) return;
    this.#status.textContent = this.#t(this.#said.key, this.#said.params);
    if (!this.#undo) return;
    this.#t.fill(this.#undo.undo);
    this.#status.append(' ', this.#undo.undo);
  }
}

/** Gives `board` a new lesson on the standard starting position; the one it showed stays kept. */
export function startNewLesson(board) {
  board.setAttribute('save', newLessonId());
  board.fen = STANDARD_FEN;
}
