// The game review: a background pass that evaluates every position of the main line, and what
// the evaluations say about the moves - inaccuracies, mistakes and blunders, judged as lichess
// judges them, by the drop in the mover's winning chances.
//
//   const review = new GameReview({ canRun: () => !analysing, onChange: () => redraw(), t });
//   review.setLine(model.mainLine());   // starts the pass, or carries on with the new line
//   const { line, points, judgements, counts, progress } = review.describe(model.mainLine());
//   review.cancel();                    // stops the pass and ends its workers
//
// The searches run in a worker of their own (an EngineClient), one position at a time, and
// only while canRun() says so: the board's interactive analysis comes first, and the pass waits
// between positions while it is on. Where a position scores 0.00, or the game ends, the
// position's exact status says why - a dead position, stalemate, an endgame table's draw, a
// repetition, material that cannot force mate - asked of a proof worker of the review's own, so
// that the board's proofs never wait behind it. Evaluations are kept per game history (one
// cache for the page), so a game loaded again, or a line edited, is not searched again. The
// evaluations keep facts, not words: each board says them in its own language.
import { formatScore, winningChances } from './analysis.js';
import { FINAL_KINDS } from './draw-panel.js';
import { reasonText } from '../element/reasons.js';
import { reviewEngine, sharedProver } from '../workers/pool.js';
import { CACHE_LIMITS, Lru } from '../workers/caches.js';

/** The search budget of each position: about 40 ms in a browser, depth 7 to 10. */
const REVIEW_NODES = 60_000;
/** The budget of the exact status asked for a position scored 0.00 or the game's last. */
const STATUS_NODES = 200_000;
/** How often a paused pass looks again whether it may go on. */
const POLL_MS = 250;
/** Scores beyond ten pawns count as ten pawns, as lichess counts them. */
const CP_CEILING = 1000;
/** The most men (kings included) that endgame tables cover. */
const TABLE_MEN = 4;

/** The judgements, worst first: the smallest drop in the mover's winning chances for each
 *  (their names: `review.<kind>`). */
export const JUDGEMENTS = [
  { kind: 'blunder', symbol: '??', drop: 0.3 },
  { kind: 'mistake', symbol: '?', drop: 0.2 },
  { kind: 'inaccuracy', symbol: '?!', drop: 0.1 },
];

// Why a position is worth 0.00, from its exact status (Game.status): the rule or proof, named
// in a few words by `review.zero.<name>`, and the status's own reason for it (its `kind`), or
// else a sentence of our own (`review.zero.<name>.text`). Null when nothing proves a draw.
const ZERO_REASONS = [
  { name: 'stalemate', when: (s) => s.outcome?.reason === 'stalemate', kind: 'stalemate' },
  { name: 'insufficientMaterial', when: (s) => s.outcome?.reason === 'insufficientMaterial', kind: 'insufficientMaterial' },
  { name: 'deadPosition', when: (s) => s.outcome?.reason === 'deadPosition', kind: 'deadPosition' },
  { name: 'fivefold', when: (s) => s.outcome?.reason === 'fivefold', kind: 'fivefold' },
  { name: 'seventyFiveMoves', when: (s) => s.outcome?.reason === 'seventyFiveMoves', kind: 'seventyFiveMoves' },
  { name: 'tableDraw', when: (s) => s.tablebase?.wdl === 'draw', kind: 'tableDraw' },
  { name: 'threefold', when: (s) => s.threefold, kind: 'threefold' },
  { name: 'fiftyMoves', when: (s) => s.fiftyMoves, kind: 'fiftyMoves' },
  { name: 'repetition', when: (s) => s.repetitions > 1, text: true },
  { name: 'mateCannotBeForced', when: (s) => !s.materialToForceMate.white && !s.materialToForceMate.black, kind: 'mateCannotBeForced' },
];

// Why the position of `status` is a draw, as facts ({label (a key), reason (the status's
// reason, or null), text (a key, or null)}), or null.
function zeroReason(status) {
  const found = ZERO_REASONS.find((reason) => reason.when(status));
  if (!found) return null;
  const reason = (found.kind && status.reasons.find((r) => r.kind === found.kind)) || null;
  return { label: `review.zero.${found.name}`, reason, text: found.text ? `review.zero.${found.name}.text` : null };
}

// Why a game ended by itself here, as the same facts, where its status says nothing more.
function endedReason(ended) {
  return FINAL_KINDS.includes(ended) ? { label: `review.ended.${ended}`, reason: null, text: null } : { name: ended, reason: null, text: null };
}

// A reason's words: {label, text}.
function reasonWords({ label, name, reason, text }, t) {
  // The status's sentence without its heading ("Stalemate: Black is not in check..." ->
  // "Black is...").
  const sentence = reason ? reasonText(reason, t).replace(/^[^:：]*[:：]\s*/, '') : null;
  return { label: label ? t(label) : name, text: sentence ?? (text ? t(text) : '') };
}

// The evaluations of game histories, for the whole page: "startFen|moves" -> evaluation (see
// #evaluate), the most recently used ones (caches.js).
const evaluations = new Lru(CACHE_LIMITS.evaluations);
const keys = new WeakMap(); // history -> its key, made once
function keyOf(history) {
  if (!keys.has(history)) keys.set(history, `${history.startFen}|${history.moves.join(' ')}`);
  return keys.get(history);
}

// The passes of all the boards on a page take turns: one position at a time.
let turn = Promise.resolve();
function inTurn(task) {
  const run = turn.then(task);
  turn = run.catch(() => {});
  return run;
}

// The men on the board at each entry of `line`: the start position's, less one per capture.
function menCounts(line) {
  let men = line[0]?.history.startFen.split(' ')[0].replace(/[^a-z]/gi, '').length;
  return line.map(({ node }) => {
    if (node.san.includes('x')) men -= 1;
    return men;
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// The side to move at a line entry.
function turnAt({ node, history }) {
  if (node.parent !== null) return node.white ? 'black' : 'white';
  return history.startFen.split(' ')[1] === 'b' ? 'black' : 'white';
}

// White's winning chances in an evaluation: a mate (or checkmate) counts as won outright.
function whiteChances(evaluation) {
  if (evaluation.winner) return evaluation.winner === 'white' ? 1 : -1;
  const { score } = evaluation;
  if (score.mate !== undefined) return Math.sign(score.mate);
  return winningChances(Math.max(-CP_CEILING, Math.min(CP_CEILING, score.cp)));
}

// An evaluation as text from White's view: "+0.35", "#-3", "0-1 - checkmate", "0.00 -
// stalemate: ...".
function evaluationText(evaluation, t) {
  if (evaluation.winner) return t('review.mated', { result: evaluation.winner === 'white' ? '1-0' : '0-1' });
  const score = formatScore(evaluation.score, 'white');
  return evaluation.reason ? t('review.zero', { score, ...reasonWords(evaluation.reason, t) }) : score;
}

export class GameReview {
  #t;
  #canRun;
  #onChange;
  #line = [];
  #token = 0; // a new one for each pass; an old pass that sees it changed stops
  #running = false;
  #paused = false;
  #abort = () => {}; // ends the running pass's wait for its evaluation
  #changes = 0; // counts what describe() depends on besides the line: evaluations, pauses
  #tables = 0; // counts the endgame tables come in: an evaluation begun before one is stale
  #described = null; // {line, changes, found}: the last describe(), while nothing changed

  /**
   * `canRun()` says whether the pass may search now (it waits between positions while not);
   * `onChange()` is called whenever an evaluation comes in, or the pass pauses, resumes or ends,
   * and when the words change (the language, or the reasons' words come in); `t` gives the
   * words (the board's translator, www/i18n/i18n.js).
   */
  constructor({ canRun = () => true, onChange = () => {}, t }) {
    this.#t = t;
    this.#canRun = canRun;
    this.#onChange = () => {
      this.#changes += 1;
      onChange();
    };
    // The reasons of drawn positions are the status's own sentences (the `reasons` words).
    t.need('reasons').then(this.#onChange, () => {});
    t.watch(this.#onChange);
  }

  /** The line to review (GameModel.mainLine()): the pass starts, or goes on with this line.
   *  A line without moves has nothing to review. */
  setLine(line) {
    this.#line = line.length > 1 ? line : [];
    if (!this.#running && this.#missing() !== null) this.#run(this.#token);
  }

  /** A new endgame table is in: the positions of the line that tables cover are evaluated
   *  again, as the table may now settle them (a draw with best play is 0.00, and says so). */
  tablesChanged() {
    this.#tables += 1;
    const men = menCounts(this.#line);
    this.#line.forEach((entry, ply) => {
      if (men[ply] <= TABLE_MEN) evaluations.delete(keyOf(entry.history));
    });
    this.#changes += 1;
    this.setLine(this.#line);
  }

  /** Stops the pass, ends its workers, and forgets the line (the evaluations stay cached). */
  cancel() {
    this.#token += 1;
    this.#changes += 1;
    this.#abort();
    this.#line = [];
    this.#running = false;
    this.#paused = false;
    this.#stopWorkers();
  }

  /**
   * What the evaluations known so far say about `line`: `line` [{id, label}] (each position:
   * its node and its move, "12... Nf6"), `points` [{ply, id, chances (White's, -1 to 1),
   * text, label, judgement}] for the positions evaluated, `judgements` (node id -> {kind, name,
   * symbol, text}), `counts` ({white, black}: kind -> number) and `progress` ({done, total,
   * running, paused}).
   */
  describe(line) {
    if (this.#described?.line === line && this.#described.changes === this.#changes) return this.#described.found;
    const found = this.#describeAfresh(line);
    this.#described = { line, changes: this.#changes, found };
    return found;
  }

  #describeAfresh(line) {
    const t = this.#t;
    const labels = line.map(({ node }) => ({ id: node.id, label: node.parent === null ? t('review.start') : `${node.moveNumber}${node.white ? '.' : '...'} ${node.san}` }));
    const points = [];
    const judgements = new Map();
    const counts = { white: { blunder: 0, mistake: 0, inaccuracy: 0 }, black: { blunder: 0, mistake: 0, inaccuracy: 0 } };
    let previous = null;
    for (const [ply, entry] of line.entries()) {
      const found = evaluations.get(keyOf(entry.history));
      const evaluation = found && (found.score || found.winner) ? found : null;
      const { node } = entry;
      const judgement = evaluation && previous ? judge(node, previous, evaluation, t) : null;
      if (judgement) {
        judgements.set(node.id, judgement);
        counts[node.white ? 'white' : 'black'][judgement.kind] += 1;
      }
      if (evaluation) {
        points.push({ ply, id: node.id, chances: whiteChances(evaluation), text: evaluationText(evaluation, t), label: labels[ply].label, judgement });
        previous = evaluation;
      } else {
        previous = null;
      }
    }
    const done = line.filter((entry) => evaluations.has(keyOf(entry.history))).length;
    return { line: labels, points, judgements, counts, progress: { done, total: line.length, running: this.#running, paused: this.#paused } };
  }

  // The first position of the line not evaluated yet, or null.
  #missing() {
    return this.#line.find((entry) => !evaluations.has(keyOf(entry.history))) ?? null;
  }

  async #run(token) {
    this.#running = true;
    // A cancelled pass stops waiting at once, and the next board's turn comes, whatever the
    // worker does with the search it was given.
    const aborted = new Promise((resolve) => {
      this.#abort = () => resolve(null);
    });
    for (let entry = this.#missing(); entry && token === this.#token; entry = this.#missing()) {
      if (!this.#canRun()) {
        if (!this.#paused) {
          this.#paused = true;
          this.#onChange();
        }
        await sleep(POLL_MS);
        continue;
      }
      if (this.#paused) {
        this.#paused = false;
        this.#onChange();
      }
      const last = entry === this.#line.at(-1);
      const tables = this.#tables;
      const evaluation = await inTurn(() => (token === this.#token ? Promise.race([this.#evaluate(entry, last, token), aborted]) : null));
      if (token !== this.#token || !evaluation) return;
      // A table that came in meanwhile may settle the position: it is evaluated again.
      if (tables === this.#tables) evaluations.set(keyOf(entry.history), evaluation);
      this.#onChange();
    }
    if (token !== this.#token) return;
    // Every position is known: the workers are not needed until the line grows.
    this.#running = false;
    this.#stopWorkers();
    this.#onChange();
  }

  // The evaluation of one position, from White's point of view: {score ({cp} or {mate}, null
  // when unknown), winner (the side that mated, on the board), best and bestSan (the engine's
  // move, if it searched), reason (why it is 0.00, if a rule or proof says so)}. Null when the
  // pass of `token` was cancelled meanwhile.
  async #evaluate(entry, last, token) {
    const { node, history } = entry;
    if (node.ended === 'checkmate') return { score: null, winner: node.white ? 'white' : 'black', best: null, bestSan: null, reason: null };
    // A game that ended here by a rule has nothing to search.
    let evaluation = { score: { cp: 0 }, winner: null, best: null, bestSan: null, reason: null };
    if (!node.ended) {
      try {
        evaluation = { ...evaluation, ...await this.#search(history, turnAt(entry)) };
      } catch {
        evaluation = { ...evaluation, score: null };
      }
      if (token !== this.#token) return null;
    }
    const zero = evaluation.score?.cp === 0;
    if (!zero && !last && evaluation.score) return evaluation;
    // A draw by rule or proof is worth 0.00, whatever the search found; a mate on the board
    // that the search could not tell from a game over is a win.
    const status = await this.#status(history);
    if (token !== this.#token) return null;
    if (status?.outcome?.winner) return { ...evaluation, score: null, winner: status.outcome.winner };
    let reason = status ? zeroReason(status) : null;
    if (!reason && node.ended) reason = endedReason(node.ended);
    if (reason && (zero || status?.outcome || status?.deadPosition)) return { ...evaluation, score: { cp: 0 }, reason };
    return evaluation;
  }

  async #search(history, turn) {
    const best = await reviewEngine.search(this, { fen: history.startFen, moves: history.moves, nodes: REVIEW_NODES });
    const top = best.lines?.[0];
    if (!top) return { score: null, best: null, bestSan: null };
    // The engine scores from the side to move's view; the review keeps White's.
    const sign = turn === 'white' ? 1 : -1;
    const score = top.score.mate !== undefined ? { mate: top.score.mate * sign } : { cp: top.score.cp * sign };
    return { score, best: best.move, bestSan: best.moveSan };
  }

  async #status(history) {
    try {
      // Background work: every board's own verdicts go first.
      return await sharedProver.status(this, history, { nodes: STATUS_NODES, priority: () => 2 });
    } catch {
      return null;
    }
  }

  #stopWorkers() {
    reviewEngine.release(this);
    sharedProver.forget(this);
  }

}

// The judgement of the move to `node`, from the evaluations before and after it: the drop in
// the mover's winning chances. A move the engine itself chose is never judged (a shallow search
// may score a position a little differently from one move to the next).
function judge(node, before, after, t) {
  if (node.uci === '0000' || (before.best && before.best === node.uci)) return null;
  const sign = node.white ? 1 : -1;
  const drop = sign * (whiteChances(before) - whiteChances(after));
  const found = JUDGEMENTS.find((j) => drop >= j.drop);
  if (!found) return null;
  const name = t(`review.${found.kind}`);
  const text = before.bestSan ? t(`review.${found.kind}.best`, { move: before.bestSan }) : name;
  return { kind: found.kind, name, symbol: found.symbol, text, drop };
}
