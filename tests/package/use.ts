// What a site written in TypeScript does with the drawboard package: type-checked (never run)
// with `tsc -p tests/package` against the installed package. Everything here must compile under
// the strict settings of tsconfig.json; bad-*.ts each make one mistake that must not.
import 'drawboard';
import type { DrawBoardAttributes, DrawBoardElement, DrawBoardEditDetail } from 'drawboard';
import init, { GameTree, analyze, setupChoices } from 'drawboard/page';
import initEngine, { GameTree as LenientTree, pgnGames } from 'drawboard/engine';
import type {
  ClaimRule,
  PgnGameHeader,
  PgnRepair,
  Reason,
  SetupChoices,
  Status,
  TableMove,
  TreeNode,
  TreePlayed,
  Winnability,
} from 'drawboard/types';

const LONE_KNIGHTS = '8/8/8/3k4/8/8/2NKN3/8 w - - 0 1';

// The element, typed through HTMLElementTagNameMap: no cast.
const board = document.createElement('draw-board');
const typed: DrawBoardElement = board;
const found: DrawBoardElement | null = document.querySelector('draw-board');

// Attributes: the element's own, global ones, data-* and aria-*.
board.setAttribute('fen', LONE_KNIGHTS);
board.setAttribute('orientation', 'black');
board.setAttribute('analysis', 'on');
board.setAttribute('interactive', 'off');
board.setAttribute('theme', 'green');
board.setAttribute('class', 'lesson-board');
board.setAttribute('data-lesson', '3');
board.setAttribute('aria-label', 'Two knights cannot force mate');
board.toggleAttribute('hidden', false);
const layout: string | null = board.getAttribute('layout');
const reviewing: boolean = board.hasAttribute('review');
board.removeAttribute('coordinates');

// What a framework's JSX would pass.
const attributes: DrawBoardAttributes = { fen: LONE_KNIGHTS, orientation: 'white', analysis: 'off', ply: 2, theme: 'blue' };

// Properties.
board.orientation = 'black';
board.mode = 'play';
// The board's notation and a site's own words.
board.notation = 'figurine';
const notation: 'english' | 'local' | 'figurine' = board.notation;
board.setAttribute('notation', notation);
board.setAttribute('lang', 'de');
board.translator = (key, params) => (key === 'headline.toMove' ? `${String(params.side)} zieht` : undefined);
board.translator = null;
const orientation: 'white' | 'black' = board.orientation;
document.body.append(board);

async function useBoard(): Promise<void> {
  await board.ready;
  board.fen = LONE_KNIGHTS;

  board.addEventListener('status', (event) => {
    const claimable: boolean = event.detail.claimableDraw;
    const reasons: string[] = event.detail.reasons.map((r: Reason) => `${r.kind} ${r.laws.map((law) => law.article).join(' ')}`);
    const rules: ClaimRule[] = event.detail.claimRules;
    const white: Winnability = event.detail.winnability.white;
    const dead: boolean | null = event.detail.winnability.dead;
    const ended = event.detail.outcome?.reason ?? 'going on';
    console.log(claimable, reasons.join(' '), rules, white.verdict, dead, ended, event.detail.flagFall?.white.fide);
  });
  board.addEventListener('edit', (event) => {
    const detail: DrawBoardEditDetail = event.detail;
    if (detail.error !== null) console.log(`${detail.fen}: ${detail.error}`);
  });
  board.addEventListener('tablebase', (event) => {
    const best: TableMove | undefined = event.detail.moves[0];
    console.log(event.detail.material, event.detail.wdl, event.detail.mate, best?.san, event.detail.built.length);
  });
  // HTMLElement's own events keep their types.
  board.addEventListener('click', (event) => console.log(event.clientX, event.button));
  const onStatus = (event: CustomEvent<Status>): void => console.log(event.detail.fen);
  board.addEventListener('status', onStatus, { once: true });
  board.removeEventListener('status', onStatus);

  // Methods.
  const played = board.play('Kd3'); // a promise of the try's detail in puzzle mode
  const san: string = typeof played === 'string' ? played : (await played).expected ?? '';
  const undone: boolean = board.undo();
  const status: Status | null = board.status();
  const pgn: string = board.pgn();
  board.goto(0);
  board.flip();
  const { nodes, current }: { nodes: TreeNode[]; current: number } = board.tree;
  const last = nodes.at(-1);
  if (last) board.gotoNode(last.id);
  const line: string[] = board.mainLine;
  const ply: number = board.ply;
  board.mode = 'edit';
  board.mode = 'play';
  board.startAnalysis();
  board.stopAnalysis();
  const link: string = board.shareLink();
  console.log(san, undone, status?.claimableDraw, status?.insufficientMaterial, pgn, current, line, ply, link);
}

async function usePageModule(): Promise<void> {
  await init();
  const tree = new GameTree();
  const played: TreePlayed = tree.play('e4');
  tree.play('e5');
  // wasm-bindgen declares the options parameter (a JsValue) as required: pass {} for none.
  const s: Status = tree.status({});
  const nodes: TreeNode[] = tree.nodes();
  const alone: Status = analyze(LONE_KNIGHTS, {});
  // Files from outside are the worker module's to read: it lists games and says its repairs.
  await initEngine();
  const games: PgnGameHeader[] = pgnGames(tree.pgn());
  const lenient = LenientTree.fromPgn('1. e4 e5 2. Sf3 *', 1);
  const repairs: PgnRepair[] = lenient.repairs;
  const clean: boolean = lenient.clean && games[0]?.clean === true;
  console.log(repairs[0]?.kind, repairs[0]?.line, clean, lenient.pgn());
  lenient.free();
  const choices: SetupChoices = setupChoices(LONE_KNIGHTS);
  const read = GameTree.fromPgn(tree.pgn(), 1);
  read.goto(read.mainLineNode(1));
  console.log(played.id, played.san, s.result, s.outcome?.winner, nodes.length, alone.deadPosition, games[0]?.tags, choices.castling, read.fen());
  read.free();
  tree.free();
}

console.log(typed === found, layout, reviewing, attributes, orientation);
void useBoard();
void usePageModule();
