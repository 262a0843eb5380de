// Move animation for the board view: when the placement changes, the pieces that moved glide
// from their old squares and the pieces that went fade out. The animation is only a picture:
// the DOM already holds the new position when it starts, and stopping it at any moment leaves
// exactly that position on screen. Transforms and opacity only, so it runs on the compositor.

/** How long a piece takes to glide, and a captured piece to fade (ms). */
export const ANIMATION_MS = 180;
/**
 * More pieces than this gliding at once, or going, or coming, is a new position (a game loaded,
 * a jump to its start or end), not a move: it is drawn at once. Four lets a jump of two moves
 * glide even when both are castling.
 */
export const MAX_CHANGES = 4;

const FILES = 'abcdefgh';

const keyOf = (piece) => `${piece.color} ${piece.role}`;
const coords = (name) => [FILES.indexOf(name[0]), Number(name[1]) - 1];

/**
 * What changed between two placements (Maps from square to {color, role}): `glides`
 * [{from, to}] pair a piece that went with a piece of the same colour and role that came, the
 * nearest pairs first; `fades` [{square, piece}] are the pieces that went unpaired (captured,
 * promoted); `appears` the squares whose pieces came unpaired (they simply appear).
 */
export function planAnimation(before, after) {
  const went = [];
  const came = [];
  for (const [square, piece] of before) {
    const now = after.get(square);
    if (!now || keyOf(now) !== keyOf(piece)) went.push({ square, piece });
  }
  for (const [square, piece] of after) {
    const was = before.get(square);
    if (!was || keyOf(was) !== keyOf(piece)) came.push({ square, piece });
  }
  const pairs = [];
  for (const w of went) {
    for (const c of came) {
      if (keyOf(w.piece) !== keyOf(c.piece)) continue;
      const [f1, r1] = coords(w.square);
      const [f2, r2] = coords(c.square);
      pairs.push({ w, c, distance: Math.hypot(f2 - f1, r2 - r1) });
    }
  }
  pairs.sort((a, b) => a.distance - b.distance);
  const glides = [];
  const paired = new Set();
  for (const { w, c } of pairs) {
    if (paired.has(w) || paired.has(c)) continue;
    paired.add(w);
    paired.add(c);
    glides.push({ from: w.square, to: c.square });
  }
  return {
    glides,
    fades: went.filter((w) => !paired.has(w)),
    appears: came.filter((c) => !paired.has(c)).map((c) => c.square),
  };
}

/**
 * Runs and stops the board's animations. `geometry.at(square)` gives the square's [column, row]
 * on screen (0-7 from the top left); `geometry.pieceAt(square)` its piece element;
 * `geometry.layer` the element fading pieces are drawn in (positioned over the board).
 */
export class PieceAnimator {
  #geometry;
  #running = new Set(); // {animation, cleanUp}

  constructor(geometry) {
    this.#geometry = geometry;
  }

  /** How many animations are running. */
  get count() {
    return this.#running.size;
  }

  /** Whether the user asked for less motion (asked each time: the setting may change). */
  static get reducedMotion() {
    return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  }

  /**
   * Animates the change from `before` to `after` (placements), which the DOM already shows.
   * `skip` ({from, to}, `to` may be null) is a piece the user has just dropped by dragging: it
   * neither glides nor fades. Returns how many animations started.
   */
  play(before, after, skip = null) {
    if (PieceAnimator.reducedMotion || typeof Element.prototype.animate !== 'function') return 0;
    const plan = planAnimation(before, after);
    if ([plan.glides, plan.fades, plan.appears].some((list) => list.length > MAX_CHANGES)) return 0;
    const glides = plan.glides.filter((g) => !(skip && g.from === skip.from && g.to === skip.to));
    const fades = plan.fades.filter((f) => !(skip && skip.to === null && f.square === skip.from));
    for (const { from, to } of glides) this.#glide(from, to);
    for (const { square, piece } of fades) this.#fade(square, piece);
    return glides.length + fades.length;
  }

  /** Ends every animation at once: the pieces show where the DOM has them. */
  stop() {
    for (const run of [...this.#running]) {
      run.animation.cancel();
      run.cleanUp();
    }
  }

  #glide(from, to) {
    const piece = this.#geometry.pieceAt(to);
    if (!piece) return;
    const [c1, r1] = this.#geometry.at(from);
    const [c2, r2] = this.#geometry.at(to);
    // A piece is one square in size, so a translation in percent is one in squares.
    const animation = piece.animate([
      { transform: `translate(${(c1 - c2) * 100}%, ${(r1 - r2) * 100}%)` },
      { transform: 'translate(0, 0)' },
    ], { duration: ANIMATION_MS, easing: 'cubic-bezier(0.25, 0.1, 0.25, 1)' });
    piece.classList.add('animating');
    this.#track(animation, () => piece.classList.remove('animating'));
  }

  #fade(square, { color, role }) {
    const [col, row] = this.#geometry.at(square);
    const ghost = document.createElement('div');
    ghost.className = `piece fading ${color} ${role}`;
    ghost.setAttribute('aria-hidden', 'true');
    ghost.style.left = `${col * 12.5}%`;
    ghost.style.top = `${row * 12.5}%`;
    this.#geometry.layer.append(ghost);
    const animation = ghost.animate([{ opacity: 1 }, { opacity: 0 }], { duration: ANIMATION_MS, easing: 'ease-out' });
    this.#track(animation, () => ghost.remove());
  }

  #track(animation, cleanUp) {
    const run = { animation, cleanUp: null };
    run.cleanUp = () => {
      if (!this.#running.delete(run)) return;
      cleanUp();
    };
    this.#running.add(run);
    animation.addEventListener('finish', run.cleanUp);
    animation.addEventListener('cancel', run.cleanUp);
  }
}
