// The SVG of the board's drawings, in board units (the board is 8 x 8, one square = 1): the
// user's arrows and circles and the engine's arrows. Loaded with the board's interaction, or
// when a position first has something to draw.
import { isSquare, screenSquare } from './board-shapes.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The centre of square `name` in board units, as seen from `orientation`'s side. */
export function squareCentre(name, orientation) {
  const [col, row] = screenSquare(name, orientation);
  return [col + 0.5, row + 0.5];
}

/**
 * The SVG element of a user shape: a filled arrow, or a ring for a circle. It carries
 * `data-from`, `data-to`, `data-color` and the classes "shape arrow" / "shape circle" ("preview"
 * instead of "shape" for the one being drawn, which is not yet in the list).
 */
export function shapeElement(shape, orientation, { preview = false } = {}) {
  const circle = shape.from === shape.to;
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('class', `${preview ? 'preview' : 'shape'} ${circle ? 'circle' : 'arrow'}`);
  const from = squareCentre(shape.from, orientation);
  path.setAttribute('d', circle ? ringPath(from) : arrowPath(from, squareCentre(shape.to, orientation), USER_ARROW));
  path.dataset.from = shape.from;
  path.dataset.to = shape.to;
  path.dataset.color = shape.color;
  return path;
}

/** The SVG element of an engine arrow ({from, to, kind}), or null for one that cannot be drawn. */
export function engineArrowElement({ from, to, kind = 'best' }, orientation) {
  if (!isSquare(from) || !isSquare(to) || from === to) return null;
  const path = document.createElementNS(SVG_NS, 'path');
  path.setAttribute('class', `arrow ${kind}`);
  path.setAttribute('d', arrowPath(squareCentre(from, orientation), squareCentre(to, orientation), ENGINE_ARROW));
  path.dataset.from = from;
  path.dataset.to = to;
  return path;
}

// Sizes in board units: half the shaft's width, half the head's width, the head's length, and
// the gaps left at the tail and at the tip. The user's arrows are bolder, like lichess's.
const ENGINE_ARROW = { shaft: 0.09, headWidth: 0.27, head: 0.42, tail: 0.15, tip: 0.12 };
const USER_ARROW = { shaft: 0.075, headWidth: 0.24, head: 0.38, tail: 0.22, tip: 0.1 };

// An arrow from centre `a` to centre `b`: a shaft and a head, one closed path so that it can be
// filled (and outlined) in one piece.
function arrowPath([x1, y1], [x2, y2], size) {
  const length = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / length;
  const uy = (y2 - y1) / length;
  const px = -uy;
  const py = ux;
  const tip = length - size.tip;
  const at = (along, across) => `${(x1 + ux * along + px * across).toFixed(3)} ${(y1 + uy * along + py * across).toFixed(3)}`;
  return `M${at(size.tail, size.shaft)}L${at(tip - size.head, size.shaft)}L${at(tip - size.head, size.headWidth)}L${at(tip, 0)}`
    + `L${at(tip - size.head, -size.headWidth)}L${at(tip - size.head, -size.shaft)}L${at(size.tail, -size.shaft)}Z`;
}

// A ring around a square's centre: two circles, the inner one cut out (fill-rule evenodd), so
// that it fills and outlines like an arrow.
function ringPath([x, y]) {
  const circle = (r) => `M${(x - r).toFixed(3)} ${y.toFixed(3)}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
  return circle(0.46) + circle(0.38);
}
