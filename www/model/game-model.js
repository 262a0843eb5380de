// The game the board shows, with no DOM: the engine's GameTree (moves, variations, comments,
// NAGs, shapes, PGN), the node shown, and the line through it. Every chess fact comes from
// the engine; this module only keeps track of where the reader is.
import { GameTree } from '../workers/page-module.js';

export const STANDARD_FEN = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

export class GameModel {
  #tree;
  #nodes = null; // the engine's node list, fetched again after every edit
  #byId = null;
  #mainLine = null; // mainLine(), kept until the next edit
  static #versions = 0;
  /** A number that changes whenever the tree does (not when only the node shown does), and
   *  differs between models. */
  version = ++GameModel.#versions;
  /** The audit of the PGN the game was loaded from: {findings}, or null. */
  audit = null;

  constructor(tree = new GameTree()) {
    this.#tree = tree;
  }

  /** A new game from `fen` (throws FenError), playing `moves` (UCI or SAN); returns the model
   *  and the error that stopped the moves, if any (the moves before it are kept). */
  static fromMoves(fen, moves) {
    const model = new GameModel(new GameTree(fen));
    let failure = null;
    for (const [index, text] of moves.entries()) {
      try {
        model.#tree.play(text);
      } catch (error) {
        failure = Object.assign(new Error(`move ${index + 1} (${text}): ${error.message}`), { name: error.name });
        break;
      }
    }
    model.#tree.goto(model.#tree.mainLineNode(moves.length));
    model.#tree.forgetEdits();
    return { model, failure };
  }

  /** Game `game` (from 1) of PGN `text` (throws PgnError), shown at its start, and whether it
   *  was `clean` (standard PGN: else element/reading.js has the worker module read it). (Its
   *  audit is the proof worker's: the element asks for it and sets `audit`.) */
  static fromPgn(text, game = 1) {
    const tree = GameTree.fromPgn(text, game);
    const model = new GameModel(tree);
    const failure = tree.loadError ? Object.assign(new Error(tree.loadError), { name: 'PgnError' }) : null;
    const { clean } = tree;
    tree.goto(0);
    return { model, failure, clean };
  }

  free() {
    this.#tree.free();
  }

  // ---- reading -------------------------------------------------------------------------

  get current() {
    return this.#tree.current;
  }

  get startFen() {
    return this.#tree.startFen();
  }

  fen() {
    return this.#tree.fen();
  }

  legalMoves() {
    return this.#tree.legalMoves();
  }

  /** The status of the node shown along its path (see GameTree.status). */
  status(options) {
    return this.#tree.status(options);
  }

  /** {startFen, moves}: the path to the node shown, for the workers. */
  history() {
    return this.#tree.history();
  }

  pgn() {
    return this.#tree.pgn();
  }

  tags() {
    return this.#tree.tags();
  }

  get canUndo() {
    return this.#tree.canUndo();
  }

  /** Every node (see GameTree.nodes), the start first. */
  nodes() {
    if (!this.#nodes) {
      this.#nodes = this.#tree.nodes();
      this.#byId = new Map(this.#nodes.map((n) => [n.id, n]));
    }
    return this.#nodes;
  }

  node(id) {
    this.nodes();
    return this.#byId.get(id) ?? null;
  }

  /** The ids from the start to the node shown. */
  path() {
    const out = [];
    for (let n = this.node(this.current); n; n = n.parent === null ? null : this.node(n.parent)) out.push(n.id);
    return out.reverse();
  }

  /** The node shown as the index of each move among its parent's children, from the start:
   *  what stays true of it when the game is written as PGN and read again. */
  childPath() {
    const ids = this.path();
    return ids.slice(1).map((id, i) => this.node(ids[i]).children.indexOf(id));
  }

  /** Shows the node `childPath` leads to (as far as the tree goes). */
  gotoChildPath(childPath) {
    let id = 0;
    for (const index of childPath) {
      const next = this.node(id)?.children[index];
      if (next === undefined) break;
      id = next;
    }
    this.goto(id);
  }

  /** The line through the node shown: its path, then each first move after it. */
  line() {
    const line = this.path();
    for (let n = this.node(this.current); n?.children.length;) {
      n = this.node(n.children[0]);
      line.push(n.id);
    }
    return line;
  }

  /** Moves from the start to the node shown. */
  get ply() {
    return this.node(this.current)?.ply ?? 0;
  }

  /** The main line's moves in SAN. */
  mainLineSan() {
    return this.nodes().filter((n) => n.main && n.parent !== null).map((n) => n.san);
  }

  /** The UCI moves from the start to the node shown. */
  pathUci() {
    return this.path().slice(1).map((id) => this.node(id).uci);
  }

  /**
   * The main line from the start: [{node, history}], where `history` ({startFen, moves}) is the
   * game leading to the node as the workers take it, as GameTree.history gives it: from the last
   * capture or pawn move (no position before it can occur again), or null move (which cannot be
   * played there).
   */
  mainLine() {
    if (this.#mainLine) return this.#mainLine;
    const line = [];
    let history = { startFen: this.startFen, moves: [] };
    for (let node = this.node(0); node; node = this.node(node.children[0])) {
      if (node.uci === '0000' || /x|^[a-h]/.test(node.san)) history = this.#historyAt(node.id);
      else if (node.parent !== null) history = { startFen: history.startFen, moves: [...history.moves, node.uci] };
      line.push({ node, history });
    }
    this.#mainLine = line;
    return line;
  }

  // The history of node `id`, read without changing the node shown.
  #historyAt(id) {
    const shown = this.current;
    this.#tree.goto(id);
    const history = this.#tree.history();
    this.#tree.goto(shown);
    return history;
  }

  /** The other moves at the node shown's place (its siblings, itself included), in order. */
  alternatives(id = this.current) {
    const node = this.node(id);
    return node?.parent === null ? [id] : this.node(node.parent).children;
  }

  // ---- moving about --------------------------------------------------------------------

  goto(id) {
    this.#tree.goto(id);
  }

  /** Shows the node `ply` moves into the line through the node shown. */
  gotoPly(ply) {
    const line = this.line();
    this.goto(line[Math.max(0, Math.min(line.length - 1, ply))]);
  }

  // ---- edits ---------------------------------------------------------------------------

  #edited() {
    this.#nodes = null;
    this.#mainLine = null;
    this.version = ++GameModel.#versions;
  }

  /** Plays a move at the node shown: {id, uci, san, created}. */
  play(text) {
    const played = this.#tree.play(text);
    if (played.created) this.#edited();
    return played;
  }

  undo() {
    const done = this.#tree.undo();
    if (done) this.#edited();
    return done;
  }

  #edit(action) {
    const result = action();
    this.#edited();
    return result;
  }

  promote(id) {
    return this.#edit(() => this.#tree.promote(id));
  }

  makeMainLine(id) {
    return this.#edit(() => this.#tree.makeMainLine(id));
  }

  demote(id) {
    return this.#edit(() => this.#tree.demote(id));
  }

  deleteFrom(id) {
    return this.#edit(() => this.#tree.deleteFrom(id));
  }

  setComment(id, text) {
    return this.#edit(() => this.#tree.setComment(id, text));
  }

  setNags(id, nags) {
    return this.#edit(() => this.#tree.setNags(id, nags));
  }

  setShapes(id, shapes) {
    return this.#edit(() => this.#tree.setShapes(id, shapes));
  }

  /** Sets or (with null) removes a `[%name value]` command of node `id`. */
  setCommand(id, name, value) {
    return this.#edit(() => this.#tree.setCommand(id, name, value));
  }
}
