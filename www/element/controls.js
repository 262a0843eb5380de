// What each of the element's controls does, and the keys that step through the game. The
// element hands over a `host`: its public API (`element`) and the few inner steps the controls
// need, so that this module owns the wiring and the element its state.
import { describeShapes } from '../board/board.js';

/**
 * The handlers layout.js wires to the controls (see buildLayout). `host`: {element, ui (set once
 * the layout is built), model()
 * (the GameModel or null), interactive(), editing(), guard(action) (runs it, showing what it
 * throws), update(options), announce(text), renderMoves(node), boardMove(from, to),
 * tryMove(text), boardEdit(event), playOut ({ask, play, pause}: the mating line, play-out.js), reload(), newGame(), load(text),
 * chooseGame(number), copy(text, what), openFile(file), typing() (a comment is being typed),
 * teach() (the teacher's panel)}.
 */
export function controls(host) {
  const { element, guard } = host;
  const step = (id) => {
    if (host.model() && id !== undefined && id !== null) element.gotoNode(id);
  };
  const current = () => host.model()?.node(host.model().current);
  const edit = (action, announce) => guard(() => {
    const model = host.model();
    if (!model || !host.interactive()) return;
    action(model);
    host.update({ announce: host.t(announce) });
  });
  return {
    move: (from, to) => host.boardMove(from, to),
    // The user's arrows and circles are stored on the move shown (an edit that can be undone).
    // A read-only board (interactive="off") keeps them only until the position is drawn again.
    shapes: (shapes) => {
      const model = host.model();
      if (!model || host.editing()) return;
      const said = describeShapes(shapes, host.t) || host.t('shape.none');
      if (!host.interactive()) {
        host.announce(said);
        return;
      }
      // Only the notes of the move changed, not the position: the status stands.
      guard(() => {
        model.setShapes(model.current, shapes);
        const node = model.node(model.current);
        // Drawn as stored (the tree keeps the circles before the arrows).
        host.ui.view.set({ shapes: node.shapes });
        host.renderMoves(node);
        host.announce(said);
      });
    },
    drawing: (drawing, brush) => host.ui.view.set({ drawing, brush }),
    boardEdit: (event) => guard(() => host.boardEdit(event)),
    editPosition: () => {
      element.mode = 'edit';
    },
    first: () => step(0),
    back: () => step(current()?.parent),
    forward: () => step(current()?.children[0]),
    last: () => step(host.model()?.line().at(-1)),
    flip: () => element.flip(),
    undo: () => guard(() => element.undo()),
    reset: () => guard(() => host.reload()),
    newGame: () => guard(() => host.newGame()),
    submitMove: (text) => Boolean(host.model()) && host.tryMove(text),
    ask: () => host.model() && host.playOut.ask(),
    playOut: () => host.playOut.play(),
    stopPlayOut: () => host.playOut.pause(),
    select: (id) => guard(() => step(id)),
    promote: () => edit((m) => m.promote(m.current), 'said.promoted'),
    mainLine: () => edit((m) => m.makeMainLine(m.current), 'said.mainLine'),
    deleteFrom: () => edit((m) => m.deleteFrom(m.current), 'said.deleted'),
    comment: (text) => edit((m) => m.setComment(m.current, text), 'said.commentSaved'),
    load: (text) => guard(() => host.load(text)),
    copyFen: () => host.copy(element.fen, 'fen'),
    copyPgn: () => guard(() => host.copy(element.pgn(), 'pgn')),
    copyLink: () => host.copy(element.shareLink(), 'link'),
    openFile: (file) => host.openFile(file),
    typing: () => host.typing(),
    teach: () => host.teach(),
    // The file's text is read now; files.js, which offers it, is loaded the first time.
    savePgn: () => guard(() => saveFile(host.model(), 'pgn', element.pgn())),
    saveFen: () => guard(() => saveFile(host.model(), 'fen', `${element.fen}\n`)),
    chooseGame: (number) => guard(() => host.chooseGame(number)),
  };
}

/**
 * Left/Right step back and forward, Up/Down go to the previous/next variation of the move shown,
 * Home/End to the start and the end of the line - unless a text field or the board has the key.
 */
export function navigationKey(event, host) {
  const model = host.model();
  if (!model || host.editing() || event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.composedPath()[0];
  if (target instanceof HTMLElement && (target.closest('input, textarea, select, [role="grid"], .promotion'))) return;
  const node = model.node(model.current);
  const siblings = model.alternatives();
  const at = siblings.indexOf(node.id);
  const targets = {
    ArrowLeft: node.parent,
    ArrowRight: node.children[0],
    ArrowUp: siblings[at - 1],
    ArrowDown: siblings[at + 1],
    Home: 0,
    End: model.line().at(-1),
  };
  if (!(event.key in targets)) return;
  event.preventDefault();
  const id = targets[event.key];
  if (id !== undefined && id !== null) host.element.gotoNode(id);
}

const saveFile = (model, kind, text) => {
  const tags = model?.tags() ?? [];
  import('./files.js').then(({ offer }) => offer(tags, kind, text));
};
