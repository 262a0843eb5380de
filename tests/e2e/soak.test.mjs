// A board open all day stays small (issue 44): random legal games played on index.html through
// board.play() - a new game whenever one ends, 20 ms between moves - and a page of twenty
// diagrams stepped through again and again, with the page's JavaScript heap measured after a
// forced garbage collection (the DevTools protocol's HeapProfiler.collectGarbage, then
// Runtime.getHeapUsage) at the start, after every chunk of moves (500, or a thousand in a
// longer run) and at the end. Memory is deterministic enough to bound (bytes, not times:
// STYLE.md): after the first chunk the heap may grow by at most HEAP_SLACK_MB more. The figures
// are printed.
//
// SOAK_MOVES=10000 node --test soak.test.mjs plays a longer day. The test command plays 1,000
// moves (each thousand costs CI about 80 s): the growth after the first 500 is what is bounded,
// since by then the largest cache (400 exact statuses) is full, and 500 more moves show any
// growth beyond it. (Longer runs are measured in chunks of a thousand.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openBoards, useBrowser } from './helpers.mjs';
import { CACHE_LIMITS, Lru } from '../../www/workers/caches.js';

const env = useBrowser();

/** Moves played on the one board (a thousand; SOAK_MOVES for a longer run). */
const MOVES = Number(process.env.SOAK_MOVES) || 1000;
/** Moves between two measures of the heap; the first measure after the caches filled is the
 *  baseline. */
const CHUNK = MOVES > 1000 ? 1000 : 500;
/** How much the heap may grow after the first chunk of moves, to the end. */
const HEAP_SLACK_MB = 2;
/** The pause between moves, as a reader clicking fast (the issue's measure). */
const PAUSE_MS = 20;
const MB = 2 ** 20;

// The page's JavaScript heap after a full garbage collection, in bytes.
async function heapAfterGc(cdp) {
  for (let i = 0; i < 2; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;

test('a cache keeps its most recently used entries, and no more than its bound', () => {
  const cache = new Lru(3);
  for (const key of ['a', 'b', 'c']) cache.set(key, key.toUpperCase());
  // Reading "a" makes it the most recent: "b" is the least recent now, and goes first.
  assert.equal(cache.get('a'), 'A');
  cache.set('d', 'D');
  assert.deepEqual([...cache.keys()], ['c', 'a', 'd']);
  // Writing a key again makes it the most recent too; a missing key is undefined.
  cache.set('c', 'C2');
  cache.set('e', 'E');
  assert.deepEqual([...cache.entries()], [['d', 'D'], ['c', 'C2'], ['e', 'E']]);
  assert.equal(cache.get('a'), undefined);
  assert.equal(cache.size, 3);
  // Every bound is a whole number of entries.
  for (const [name, limit] of Object.entries(CACHE_LIMITS)) assert.ok(Number.isInteger(limit) && limit > 0, name);
});

test(`one board through ${MOVES} random moves over many games stays small`, async (t) => {
  const { page, errors } = await openBoards(env.browser, `${env.url}index.html`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  // Plays `count` random legal moves on the board (seeded: the same games every run), starting
  // a new game from the standard position when one ends or reaches 300 plies. No move takes
  // the game down to four men: an endgame table new to the page empties the statuses known, and
  // would hide their growth (the tables' own answers are bounded apart).
  await page.evaluate(async () => {
    const { GameTree } = await import('./workers/page-module.js');
    let seed = 20261128;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
    const men = (fen) => fen.split(' ')[0].replace(/[^a-z]/gi, '').length;
    const after = (fen, uci) => {
      const scratch = new GameTree(fen);
      try {
        scratch.play(uci);
        return scratch.fen();
      } finally {
        scratch.free();
      }
    };
    const board = document.querySelector('draw-board');
    window.soak = { games: 1 };
    window.playMoves = async (count, pause) => {
      for (let played = 0; played < count;) {
        const tree = new GameTree(board.fen);
        let legal = tree.legalMoves();
        tree.free();
        if (men(board.fen) <= 5) legal = legal.filter((uci) => men(after(board.fen, uci)) > 4);
        if (board.status().outcome || board.ply >= 300 || !legal.length) {
          board.fen = start;
          window.soak.games += 1;
          continue;
        }
        try {
          board.play(legal[Math.floor(random() * legal.length)]);
          played += 1;
        } catch (error) {
          // The exact status came in meanwhile and proved the game over: a new game.
          if (error.name !== 'GameOver') throw error;
          board.fen = start;
          window.soak.games += 1;
        }
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    };
  });
  const figures = [[0, await heapAfterGc(cdp)]];
  for (let done = 0; done < MOVES;) {
    const chunk = Math.min(CHUNK, MOVES - done);
    await page.evaluate(([count, pause]) => window.playMoves(count, pause), [chunk, PAUSE_MS]);
    done += chunk;
    figures.push([done, await heapAfterGc(cdp)]);
  }
  const games = await page.evaluate(() => window.soak.games);
  t.diagnostic(`${MOVES} moves over ${games} games; heap after a collection: ${figures.map(([n, bytes]) => `${n} moves ${mb(bytes)}`).join(', ')}`);
  const afterFirst = figures.find(([n]) => n >= CHUNK)?.[1] ?? figures[0][1];
  const end = figures.at(-1)[1];
  assert.ok(end <= afterFirst + HEAP_SLACK_MB * MB, `the heap grew from ${mb(afterFirst)} after the first ${CHUNK} moves to ${mb(end)} (at most ${HEAP_SLACK_MB} MB more allowed)`);
  assert.deepEqual(errors, []);
  await page.close();
});

// Twenty diagrams of one lesson, at different moves, each stepped through to its end and back.
test('a page of twenty diagrams stepped through again and again stays small', async (t) => {
  const { page, errors } = await openBoards(env.browser, `${env.url}embed.html`);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  await page.evaluate(async () => {
    const text = await (await fetch('lessons/opera-game.pgn')).text();
    const main = document.querySelector('main');
    main.replaceChildren();
    for (let i = 0; i < 20; i += 1) {
      const board = document.createElement('draw-board');
      board.setAttribute('pgn', text);
      board.setAttribute('ply', String(i));
      board.setAttribute('interactive', 'off');
      main.append(board);
    }
    await Promise.all([...main.querySelectorAll('draw-board')].map((board) => board.ready));
    // Steps every board to the end of its line and back to its start, a move each time.
    window.stepThrough = async (rounds) => {
      const boards = [...main.querySelectorAll('draw-board')];
      for (let round = 0; round < rounds; round += 1) {
        for (const board of boards) {
          const length = board.mainLine.length;
          for (let ply = 0; ply <= length; ply += 1) board.goto(ply);
          for (let ply = length; ply >= 0; ply -= 1) board.goto(ply);
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
      }
    };
  });
  await page.evaluate(() => window.stepThrough(1));
  const first = await heapAfterGc(cdp);
  await page.evaluate(() => window.stepThrough(4));
  const end = await heapAfterGc(cdp);
  t.diagnostic(`twenty diagrams: heap after a collection ${mb(first)} after one pass through every move, ${mb(end)} after four more`);
  assert.ok(end <= first + HEAP_SLACK_MB * MB, `the heap grew from ${mb(first)} to ${mb(end)} stepping through the same moves again`);
  assert.deepEqual(errors, []);
  await page.close();
});
