// What keeping a lesson costs (issue 40), in headless Chromium on www/index.html: a lesson of
// 300 moves (600 plies) with 50 variations, comments, NAGs, arrows and tags (made here from random legal
// moves, the same for every run: a seeded generator).
//
//   node tests/bench/lessons.mjs [--runs N=7]
//
// Prints medians over the runs:
//   - a save on the page's thread: making the record (the PGN written by the page module, the
//     tags, the node shown: element/autosave.js's lessonOf) and cloning it as IndexedDB does
//     (structuredClone), against the target of 4 ms; and the bytes stored;
//   - a restore: the page opened on the kept lesson, from navigation to the board showing it
//     (its `restore` event, then its first `status`), against the same PGN loaded the way it
//     is without autosave: the page opened afresh (navigation to its first `status`), then the
//     PGN pasted and loaded (the Load button, until the board's `status`).
// Nothing is asserted (times are a benchmark's, not a test's: ../shared/STYLE.md). It builds
// nothing: www/pkg must hold a build (bash .ci/build).
import { serve } from '../e2e/server.mjs';
import { launch } from '../e2e/browser.mjs';

const runs = Math.max(1, Number(process.argv[process.argv.indexOf('--runs') + 1]) || 7);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const { server, url } = await serve(0);
const browser = await launch();

// The lesson, made in the page with the page module: a main line of random legal moves (seeded),
// a comment every fifth move, a NAG every seventh, an arrow every ninth, and 50 variations of
// 2-6 moves branching off the main line.
async function makeLesson(page) {
  return page.evaluate(async () => {
    const { GameModel, STANDARD_FEN } = await import('/model/game-model.js');
    let seed = 20261128;
    const random = (n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const { model } = GameModel.fromMoves(STANDARD_FEN, []);
    const line = [0];
    for (let ply = 0; ply < 600; ply += 1) {
      // A random move that does not end the game (mate, stalemate, an automatic draw), where
      // there is one; pawn moves and captures first once the move count grows long.
      const moves = model.legalMoves();
      const start = random(moves.length);
      const order = moves.map((_, i) => moves[(start + i) % moves.length]);
      let played = null;
      for (const uci of order) {
        const id = model.play(uci).id;
        if (model.status().outcome === null) {
          played = id;
          break;
        }
        model.undo();
      }
      if (played === null) break;
      line.push(played);
      if (ply % 5 === 0) model.setComment(model.current, `Move ${ply + 1}: a comment of a few words, as a teacher writes them.`);
      if (ply % 7 === 0) model.setNags(model.current, [1 + random(6)]);
      if (ply % 9 === 0) model.setShapes(model.current, [{ color: 'green', from: 'e2', to: 'e4' }, { color: 'red', from: 'd5', to: 'd5' }]);
    }
    let variations = 0;
    for (let i = 0; variations < 50 && i < 500; i += 1) {
      model.goto(line[1 + random(line.length - 2)]);
      for (let depth = 0; depth < 2 + random(5); depth += 1) {
        const moves = model.legalMoves();
        if (!moves.length) break;
        try {
          model.play(moves[random(moves.length)]);
        } catch {
          break;
        }
      }
      variations += 1;
    }
    model.goto(line.at(-1));
    const pgn = `[Event "A benchmark lesson"]\n[White "Teacher"]\n[Black "Pupil"]\n\n${model.pgn().replace(/^(\[[^\n]*\]\n)*\n?/, '')}`;
    return { pgn, plies: line.length - 1, variations, nodes: model.nodes().length };
  });
}

const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
let page = await context.newPage();
await page.goto(`${url}index.html`);
await page.evaluate(() => document.querySelector('draw-board').ready);
const lesson = await makeLesson(page);
console.log(`a lesson of ${lesson.plies} plies on its main line, ${lesson.variations} variations, ${lesson.nodes} positions; PGN ${lesson.pgn.length} B`);

// The save's cost on the page's thread, in the page (the model as the board holds it).
const save = await page.evaluate(async ({ pgn, runs }) => {
  const { GameModel } = await import('/model/game-model.js');
  const { lessonOf } = await import('/element/autosave.js');
  const { model } = GameModel.fromPgn(pgn);
  model.gotoPly(Infinity);
  const record = [];
  const clone = [];
  let bytes = 0;
  for (let i = 0; i < runs + 2; i += 1) {
    const t0 = performance.now();
    const made = lessonOf('lesson-bench', model, 'white');
    const t1 = performance.now();
    structuredClone(made);
    const t2 = performance.now();
    if (i >= 2) {
      record.push(t1 - t0);
      clone.push(t2 - t1);
    }
    bytes = new Blob([JSON.stringify(made)]).size;
  }
  return { record, clone, bytes };
}, { pgn: lesson.pgn, runs });
console.log(`a save on the page's thread: the record ${median(save.record).toFixed(2)} ms, IndexedDB's clone ${median(save.clone).toFixed(2)} ms, together ${(median(save.record) + median(save.clone)).toFixed(2)} ms (target: under 4 ms); ${save.bytes} B stored`);

// Loaded as today: pasted and loaded, until the board's status event.
const loads = [];
const restores = [];
const fresh = [];
for (let run = 0; run < runs; run += 1) {
  // A fresh page: a context of its own (no lesson kept), from navigation to the first status.
  const freshContext = await browser.newContext({ viewport: { width: 1200, height: 900 } });
  const freshPage = await freshContext.newPage();
  await freshPage.addInitScript(() => {
    window.benchShown = new Promise((resolve) => addEventListener('status', () => resolve(performance.now()), { once: true, capture: true }));
  });
  await freshPage.goto(`${url}index.html`);
  fresh.push(await freshPage.evaluate(() => window.benchShown));
  await freshContext.close();
  await page.close();
  page = await context.newPage();
  await page.goto(`${url}index.html`);
  await page.evaluate(() => document.querySelector('draw-board').ready);
  const board = page.locator('draw-board');
  await board.locator('textarea.io-text').fill(lesson.pgn);
  const saved = page.evaluate(() => new Promise((resolve) => document.querySelector('draw-board').addEventListener('save', resolve, { once: true })));
  const loaded = await page.evaluate(() => new Promise((resolve) => {
    const el = document.querySelector('draw-board');
    const button = el.shadowRoot.querySelector('button.load');
    el.addEventListener('status', () => resolve(performance.now() - t0), { once: true });
    const t0 = performance.now();
    button.click();
  }));
  loads.push(loaded);
  await saved;
  // Restored: the page opened again on the lesson it keeps.
  await page.close();
  page = await context.newPage();
  await page.addInitScript(() => {
    window.benchRestore = new Promise((resolve) => {
      addEventListener('restore', () => {
        const restoredAt = performance.now();
        addEventListener('status', () => resolve({ restoredAt, shownAt: performance.now() }), { once: true, capture: true });
      }, { once: true, capture: true });
    });
  });
  await page.goto(`${url}index.html`);
  const times = await page.evaluate(() => window.benchRestore);
  restores.push(times);
}
console.log(`as today: a fresh page shows its board ${median(fresh).toFixed(0)} ms after navigation, and the lesson pasted and loaded shows ${median(loads).toFixed(0)} ms after Load: ${(median(fresh) + median(loads)).toFixed(0)} ms, without the reader's pasting`);
console.log(`the lesson restored on opening the page: restored ${median(restores.map((r) => r.restoredAt)).toFixed(0)} ms, shown ${median(restores.map((r) => r.shownAt)).toFixed(0)} ms after navigation (the page module and the board included)`);
await browser.close();
server.close();
