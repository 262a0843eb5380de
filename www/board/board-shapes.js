// The board's drawings: the user's arrows and circles ({color, from, to}, `to === from` for a
// circle, as in PGN's [%cal]/[%csl]) and the engine's arrows, as SVG in board units (the board
// is 8 x 8, one square = 1). Pure functions: board.js owns the DOM they go into.

const FILES = 'abcdefgh';
const SVG_NS = 'http://www.w3.org/2000/svg';

/** The four colours of PGN's shape commands, in the order lichess's modifier keys pick them. */
export const SHAPE_COLORS = ['green', 'red', 'blue', 'yellow'];

const isSquare = (name) => typeof name === 'string' && /^[a-h][1-8]$/.test(name);

/** Whether `shape` is a drawable {color, from, to}. */
export function isShape(shape) {
  return Boolean(shape) && SHAPE_COLORS.includes(shape.color) && isSquare(shape.from) && isSquare(shape.to);
}

/**
 * The colour a right-button press draws in, from its modifier keys as lichess users expect:
 * green, Shift (or Ctrl) red, Alt (or Meta) blue, Shift and Alt yellow.
 */
export function colorFromKeys({ shiftKey = false, ctrlKey = false, altKey = false, metaKey = false }) {
  return SHAPE_COLORS[(shiftKey || ctrlKey ? 1 : 0) + (altKey || metaKey ? 2 : 0)];
}

/**
 * The list after the user draws `shape`: the same arrow or circle in the same colour again
 * removes it, in another colour recolours it (in place), a new one is added at the end.
 */
export function toggleShape(shapes, shape) {
  const at = shapes.findIndex((s) => s.from === shape.from && s.to === shape.to);
  if (at < 0) return [...shapes, { color: shape.color, from: shape.from, to: shape.to }];
  if (shapes[at].color === shape.color) return shapes.filter((_, i) => i !== at);
  return shapes.map((s, i) => (i === at ? { color: shape.color, from: s.from, to: s.to } : s));
}

/** The shapes as text for a screen reader, in the words of `t`: "Arrow e2 to e4, green.
 *  Circle d5, red." ("" for none). */
export function describeShapes(shapes, t) {
  return shapes.filter(isShape)
    .map((s) => t(s.from === s.to ? 'shape.circle' : 'shape.arrow', { from: s.from, to: s.to, color: t(`brush.${s.color}`).toLowerCase() }))
    .join(' ');
}

/** Square `name`'s place on screen as seen from `orientation`'s side: [column, row], 0-7
 *  from the top left. */
export function screenSquare(name, orientation) {
  const file = FILES.indexOf(name[0]);
  const rank = Number(name[1]) - 1;
  return orientation === 'black' ? [7 - file, rank] : [file, 7 - rank];
}

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
