// The board editor of one board, loaded the first time mode="edit" is used (editor.js). It opens
// over the game on the position shown and closes back to it, or to a new game from the position
// set up.
export class EditorSlot {
  #ui;
  #on;
  #editor = null;
  #loading = null;
  #open = false;

  /** `ui`: the element's parts. `on`: {change(fen, error) (while editing), analyse(fen),
   *  cancel(), flip()}. */
  constructor(ui, on) {
    this.#ui = ui;
    this.#on = on;
  }

  /** Whether the editor is open. */
  get open() {
    return this.#open;
  }

  /** The FEN set up so far. */
  get fen() {
    return this.#editor?.fen;
  }

  load(fen) {
    this.#editor?.load(fen);
  }

  boardEdit(event) {
    this.#editor?.boardEdit(event);
  }

  /** Opens the editor on `fen()` (loading it the first time); true when it opened. `wanted()`
   *  is asked again once it has loaded: the mode may have changed meanwhile. */
  async openOn(fen, wanted) {
    if (this.#open) return false;
    if (!this.#editor) {
      this.#loading ??= Promise.all([import('./editor.js'), this.#ui.t.need('edit')]).then(([{ editorFor }]) => editorFor(this.#ui, this.#on));
      this.#editor = await this.#loading;
      if (!wanted() || this.#open) return false;
    }
    this.#open = true;
    this.#editor.open(fen());
    return true;
  }

  /** Closes the editor; false when it was not open. */
  close() {
    if (!this.#open) return false;
    this.#open = false;
    this.#editor.close();
    return true;
  }
}
