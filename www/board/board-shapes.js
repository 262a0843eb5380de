// The board's drawings: the user's arrows and circles ({color, from, to}, `to === from` for a
// circle, as in PGN's [%cal]/[%csl]) and the engine's arrows: which are drawable, how they
// change, and what screen readers hear. (board-drawing.js makes their SVG, loaded once there is
// something to draw.) Pure functions: board.js owns the DOM they go into.

const FILES = 'abcdefgh';

/** The four colours of PGN's shape commands, in the order lichess's modifier keys pick them. */
export const SHAPE_COLORS = ['green', 'red', 'blue', 'yellow'];

export const isSquare = (name) => typeof name === 'string' && /^[a-h][1-8]$/.test(name);

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
    .map((s) => t(s.from === s.to ? 'shape.circle' : 'shape.arrow', { from: s.from, to: s.to, color: t(`brush.${s.color}`).toLocaleLowerCase(t.lang || 'en') }))
    .join(' ');
}

/** Square `name`'s place on screen as seen from `orientation`'s side: [column, row], 0-7
 *  from the top left. */
export function screenSquare(name, orientation) {
  const file = FILES.indexOf(name[0]);
  const rank = Number(name[1]) - 1;
  return orientation === 'black' ? [7 - file, rank] : [file, 7 - rank];
}
