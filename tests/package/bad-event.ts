// Must FAIL to type-check, with one error: the status event's detail (a Status) has no
// claimableDraws (it is claimableDraw).
import 'drawboard';

const board = document.createElement('draw-board');
board.addEventListener('status', (event) => {
  console.log(event.detail.claimableDraws);
});
document.body.append(board);
