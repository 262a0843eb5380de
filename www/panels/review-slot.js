// The game review of one board and its graph, loaded the first time a review is on
// (game-review.js, game-graph.js): the pass goes on with the main line as it is now, and the
// graph and the move list show what it has found so far.

export class ReviewSlot {
  #ui;
  #on;
  #parts = null; // {review, graph} once loaded
  #loading = false;

  /** `ui`: the element's parts (comment, moveList). `on`: {select(id) (a click on the graph),
   *  canRun() (whether the review may search now: not while the engine analyses), changed()
   *  (the review found something: render again)}. */
  constructor(ui, on) {
    this.#ui = ui;
    this.#on = on;
  }

  /** Shows the review of `model`'s main line, or none when `on` is false (or no game yet). */
  render(model, on) {
    const parts = this.#parts;
    if (!model || !on) {
      parts?.graph.render({ line: [] });
      this.#ui.moveList?.setJudgements(new Map());
      return;
    }
    if (!parts) {
      this.#load();
      return;
    }
    const line = model.mainLine();
    parts.review.setLine(line);
    const found = parts.review.describe(line);
    // The move shown, or where its variation leaves the main line.
    const main = model.path().filter((id) => model.node(id).main).at(-1);
    parts.graph.render({ ...found, current: line.findIndex((entry) => entry.node.id === main) });
    this.#ui.moveList?.setJudgements(found.judgements);
  }

  /** Stops the pass (a new game, the review switched off, the board gone). */
  cancel() {
    this.#parts?.review.cancel();
  }

  /** A new endgame table came in: evaluations it may settle are made again. */
  tablesChanged() {
    this.#parts?.review.tablesChanged();
  }

  async #load() {
    if (this.#loading) return;
    this.#loading = true;
    const { t } = this.#ui;
    const [{ GameReview }, { GameGraph }] = await Promise.all([import('./game-review.js'), import('./game-graph.js'), t.need('panels')]);
    const review = new GameReview({ canRun: this.#on.canRun, onChange: this.#on.changed, t });
    const graph = new GameGraph({ onSelect: this.#on.select, t });
    this.#ui.comment.before(graph.element);
    this.#parts = { review, graph };
    this.#on.changed();
  }
}
