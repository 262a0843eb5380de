// Must FAIL to type-check, with one error: a misspelt attribute name ('orientaton').
import 'drawboard';

const board = document.createElement('draw-board');
board.setAttribute('orientaton', 'black');
document.body.append(board);
