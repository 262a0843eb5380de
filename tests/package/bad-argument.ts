// Must FAIL to type-check, with one error: goto takes a number of moves, not a string.
import 'drawboard';

const board = document.createElement('draw-board');
document.body.append(board);
board.ready.then(() => board.goto('five'));
