// The lessons kept in this browser, listed under the board of index.html: each one's title, when
// it was saved and its length, to open, rename, duplicate or delete (a deletion can be undone
// for a while). The board keeps the lesson it shows itself (its `save` attribute).
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
  #renaming = null; // the id of the lesson being renamed
  #undo = null; // {record, timer} of the last deletion

  /** `root`: the section to fill (it holds a `ul` and a status line); `board`: the <draw-board>. */
  constructor(root, board) {
    this.#root = root;
    this.#board = board;
    this.#list = root.querySelector('ul');
    this.#status = root.querySelector('.lessons-status');
    this.#list.addEventListener('click', (event) => this.#click(event));
    this.#list.addEventListener('submit', (event) => this.#rename(event));
  }

  /** Draws the list again from the store. */
  async render() {
    let lessons;
    try {
      lessons = await listLessons();
    } catch (error) {
      this.#root.hidden = false;
      this.#list.replaceChildren();
      this.#say(`No lessons can be kept in this browser: ${error.message}. Save the PGN as a file to keep your work.`, false);
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
    const moves = Math.ceil(lesson.plies / 2);
    const meta = `${new Date(lesson.savedAt).toLocaleString()}, ${moves} ${moves === 1 ? 'move' : 'moves'}${current ? ', on the board' : ''}`;
    if (this.#renaming === lesson.id) {
      const form = document.createElement('form');
      form.className = 'rename-form';
      const input = Object.assign(document.createElement('input'), { value: lesson.title, name: 'name' });
      input.setAttribute('aria-label', `New name for ${lesson.title}`);
      const save = button('Save name', 'save-name');
      save.type = 'submit';
      form.append(input, save, button('Cancel', 'cancel-rename'));
      li.append(form);
      queueMicrotask(() => input.select());
      return li;
    }
    const open = button(lesson.title, 'open-lesson');
    open.setAttribute('aria-current', current ? 'true' : 'false');
    const small = document.createElement('span');
    small.className = 'lesson-meta';
    small.textContent = meta;
    li.append(open, small, button('Rename', 'rename', `Rename ${lesson.title}`), button('Duplicate', 'duplicate', `Duplicate ${lesson.title}`), button('Delete', 'delete', `Delete ${lesson.title}`));
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
        this.#say(`Duplicated as "${copy.name}".`);
      } else if (target.classList.contains('delete')) {
        await this.#delete(id);
      }
    } catch (error) {
      this.#say(`That did not work: ${error.message}.`);
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
      this.#say(`The name was not kept: ${error.message}.`);
    }
    await this.render();
  }

  // Deletes lesson `id`, keeping it for Undo a while. The lesson on the board gives way to a
  // new one.
  async #delete(id) {
    const record = await deleteLesson(id);
    if (!record) return;
    clearTimeout(this.#undo?.timer);
    const undo = button('Undo', 'undo-delete');
    this.#undo = { record, undo, timer: setTimeout(() => this.#forgetUndo(), UNDO_MS) };
    if (this.#board.getAttribute('save') === id) startNewLesson(this.#board);
    undo.addEventListener('click', async () => {
      const kept = this.#undo;
      this.#forgetUndo();
      if (!kept) return;
      try {
        await restoreLesson(kept.record);
        this.#say(`"${kept.record.name || kept.record.title}" is back.`);
      } catch (error) {
        this.#say(`It could not be brought back: ${error.message}.`);
      }
      await this.render();
    });
    this.#say(`Deleted "${record.name || record.title}".`);
  }

  #forgetUndo() {
    clearTimeout(this.#undo?.timer);
    this.#undo = null;
    this.#status.querySelector('.undo-delete')?.remove();
  }

  // Says `text` on the status line, with the Undo of a deletion after it while it lasts.
  #say(text, keepUndo = true) {
    if (!keepUndo) this.#forgetUndo();
    this.#status.textContent = text;
    if (this.#undo) this.#status.append(' ', this.#undo.undo);
  }
}

/** Gives `board` a new lesson on the standard starting position; the one it showed stays kept. */
export function startNewLesson(board) {
  board.setAttribute('save', newLessonId());
  board.fen = STANDARD_FEN;
}
