// Every reader's browser (issue 54): what a reader meets, written once against the small driver
// of engines/driver.mjs and run in Chromium, Firefox ESR and WebKitGTK (Safari's engine family),
// one browser at a time:
//   the four pages (index, embed, lesson, drill) with their quick and exact verdicts, a
//   screenshot of each; a move by clicks, by drag, by the keyboard and through the move box; an
//   endgame table built in the browser, and the site's tables read by range requests; a lesson
//   kept over a reload (IndexedDB) and followed in a second tab (BroadcastChannel); a puzzle
//   solved; a quiz answered; the engine started and stopped; the unavailable-worker message
//   under a CSP whose worker-src allows nothing.
// Each scenario asserts the same texts in every engine (Chromium's, read in the same run, where
// the texts are not written here) and no console error. Figures, printed and never asserted:
// the time to the first quick verdict and to every board settled on embed.html and on a page of
// twenty diagrams, and the two wasm modules' compile times.
//
// ENGINES=firefox,webkit node --test engines.test.mjs runs some engines only (the comparisons
// with Chromium are then skipped, and say so). A browser that hangs or crashes fails its
// scenario within the driver's step limit (60 s) and the engine's next scenarios go on in a
// new browser; WebKit's Xvfb is started and stopped by the driver.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serve, CSP } from './server.mjs';
import { shots } from './helpers.mjs';
import { COLLECT_ERRORS, ENGINES, open } from './engines/driver.mjs';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
const ROOK_ENDINGS = fileURLToPath(new URL('../data/tables/rook-endings/', import.meta.url));
const RUN = process.env.ENGINES ? process.env.ENGINES.split(',') : ENGINES;
const SETTLE_MS = 50_000; // below the driver's 60 s step limit
const PAGES = ['index', 'embed', 'lesson', 'drill'];

// The documents the engines open. WebKit's driver has no init scripts and no console, so every
// page is a copy of www/'s whose first script (a file: the CSP allows no inline script) collects
// the errors from the start; the other engines open the same copies, so that every engine loads
// the same thing. Everything else they load is www/'s.
const withCollector = (html) => html.replace(/<head>/, '<head>\n  <script src="engines-errors.js"></script>');
const pageCopy = (name) => ({ body: withCollector(readFileSync(`${WWW}${name}.html`, 'utf8')) });
const TWENTY = withCollector(`<!doctype html><html lang="en"><head><meta charset="utf-8">
  <title>twenty diagrams</title><link rel="icon" href="favicon.svg" type="image/svg+xml"><link rel="stylesheet" href="style.css">
  <script type="module" src="draw-board.js"></script></head><body><main class="lessons">
  ${Array.from({ length: 20 }, (_, i) => `<draw-board src="lessons/opera-game.pgn" ply="${i + 1}" interactive="off"></draw-board>`).join('\n  ')}
  </main></body></html>`);
const BLOCKED = withCollector(`<!doctype html><html lang="en"><head><meta charset="utf-8">
  <title>workers blocked</title><link rel="icon" href="favicon.svg" type="image/svg+xml"><script type="module" src="draw-board.js"></script></head><body>
  <draw-board id="knights" fen="8/8/3k4/3n4/8/3N4/3K4/8 w - - 0 1"></draw-board>
  </body></html>`);
const rangeLog = [];
const MOUNTS = {
  '/engines-errors.js': { body: COLLECT_ERRORS },
  ...Object.fromEntries(PAGES.map((name) => [`/engines-${name}.html`, pageCopy(name)])),
  '/engines-twenty.html': { body: TWENTY },
  '/engines-blocked.html': { body: BLOCKED, csp: `${CSP}; worker-src 'none'` },
  '/tables/': { folder: ROOK_ENDINGS, log: rangeLog },
};

let server;
let base;
before(async () => {
  mkdirSync(shots, { recursive: true });
  ({ server, url: base } = await serve(0, undefined, MOUNTS));
});
after(() => server?.close());

const LESSON = '[Event "Ruy Lopez, a first lesson"]\n\n{The Spanish game} 1. e4 {the centre} e5 (1... c5 2. Nf3 d6) 2. Nf3!? Nc6 3. Bb5 a6 $6 *';

// ---- in the page ----

/** Waits until every board's exact verdict is shown (and its table's, where it has tables);
 *  what the boards show then. */
async function settle({ ms }) {
  const started = performance.now();
  const boardsSettled = () => {
    const boards = [...document.querySelectorAll('draw-board')];
    return boards.length > 0 && boards.every((board) => {
      let status;
      try {
        status = board.status();
      } catch {
        return false; // not ready yet
      }
      const root = board.shadowRoot;
      const facts = root?.querySelector('.draws .facts');
      const table = board.hasAttribute('tables') ? root?.querySelector('.tablebase-body') : null;
      const tableIn = !table || (table.getAttribute('aria-busy') === 'false'
        && (!table.querySelector('.tb-headline') || facts?.querySelector('.table-verdict')));
      return (status.exact || status.settled) && (!facts || facts.getAttribute('aria-busy') === 'false') && tableIn;
    });
  };
  await customElements.whenDefined('draw-board');
  while (!boardsSettled() && performance.now() - started < ms) await new Promise((resolve) => setTimeout(resolve, 20));
  const settledAt = boardsSettled() ? performance.now() : null;
  const quick = performance.getEntriesByName('drawboard-quick-verdict')[0]?.startTime ?? null;
  const text = (node) => node?.textContent ?? null;
  const boards = [...document.querySelectorAll('draw-board')].map((board) => {
    const root = board.shadowRoot;
    const rect = board.getBoundingClientRect();
    return {
      fen: board.fen ?? null,
      headline: text(root?.querySelector('.draws .headline')),
      badges: [...(root?.querySelectorAll('.badges .badge .label') ?? [])].map(text),
      facts: text(root?.querySelector('.draws .facts')),
      table: text(root?.querySelector('.tb-headline')),
      error: text(root?.querySelector('.error')) || '',
      pieces: root?.querySelectorAll('.square .piece').length ?? 0,
      width: Math.round(rect.width),
    };
  });
  return {
    settled: settledAt !== null,
    quickMs: quick === null ? null : Math.round(quick),
    settledMs: settledAt === null ? null : Math.round(settledAt),
    compiledMs: Math.round(performance.getEntriesByName('drawboard-worker-module')[0]?.startTime ?? -1),
    boards,
  };
}

/** The source of an in-page function polling `predicate(arg)` (a function) until it is truthy,
 *  resolving to its value; a predicate that throws (the element not there yet) counts as false
 *  until the time is up. (Made as source, not by eval in the page: the CSP allows no eval.) */
const polling = (predicate) => `async ({ arg, ms }) => {
  const predicate = (${predicate});
  const end = performance.now() + ms;
  for (;;) {
    let value, failed = null;
    try {
      value = await predicate(arg);
    } catch (error) {
      failed = error;
    }
    if (value) return value;
    if (performance.now() > end) throw failed ?? new Error('still not true after ' + ms + ' ms');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}`;

/** Replaces Math.random by a seeded one (mulberry32): the same questions in every engine. */
function seedRandom(seed) {
  let a = seed >>> 0;
  Math.random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- the suite ----

const reference = {}; // Chromium's texts, by scenario
const figures = {}; // engine -> {name: ms}

/** `actual` equals Chromium's `key` where Chromium ran first in this run. */
function sameAsChromium(t, engine, key, actual) {
  if (engine === 'chromium') {
    reference[key] = actual;
    return;
  }
  if (!(key in reference)) {
    t.diagnostic(`${key}: not compared (Chromium did not run first)`);
    return;
  }
  assert.deepEqual(actual, reference[key], `${engine} shows what Chromium shows (${key})`);
}

const at = (root, selector) => ['draw-board' + (root ?? ''), selector];

for (const engine of RUN) {
  describe(engine, { concurrency: 1 }, () => {
    let tab = null;
    // One browser for the engine's scenarios; one that failed is replaced for the next.
    const browser = async () => {
      tab ??= await open(engine);
      return tab;
    };
    const fresh = async () => {
      await tab?.close().catch(() => {});
      tab = null;
      return browser();
    };
    after(() => tab?.close());
    /** A scenario: after a failure its browser (which may have hung or crashed) is closed, and
     *  the next scenario starts a new one. */
    const scenario = (name, fn) => test(name, async (t) => {
      try {
        await fn(t);
      } catch (error) {
        await tab?.close().catch(() => {});
        tab = null;
        throw error;
      }
    });

    /** Opens one of the copies (`name` as in MOUNTS, `query` after it) and waits until settled. */
    async function visit(name, query = '') {
      const b = await browser();
      await b.goto(`${base}engines-${name}.html${query}`);
      return b.evaluate(settle, { ms: SETTLE_MS });
    }
    const waitFor = (b, predicate, arg, ms = SETTLE_MS) => b.evaluate(polling(predicate), { arg, ms }).catch((error) => {
      error.message += `\n  waiting for: ${predicate}`;
      throw error;
    });
    async function noErrors(b, allowed = []) {
      const errors = (await b.errors()).filter((e) => !allowed.some((re) => re.test(e)));
      assert.deepEqual(errors, [], `${engine}: console errors`);
    }

    scenario('the four pages show their quick and exact verdicts', async (t) => {
      const b = await browser();
      t.diagnostic(`${engine}: ${b.version}`);
      for (const name of PAGES) {
        const seen = await visit(name, '?lang=en');
        assert.ok(seen.settled, `${name}.html: every board settled within ${SETTLE_MS} ms`);
        for (const board of seen.boards) {
          assert.ok(board.headline, `${name}.html ${board.fen}: a headline`);
          assert.equal(board.error, '', `${name}.html ${board.fen}: no error line`);
          assert.ok(board.pieces >= 2 && board.width > 200, `${name}.html ${board.fen}: drawn (${board.pieces} pieces, ${board.width} px)`);
        }
        await b.screenshot(`${shots}engines-${engine}-${name}.png`);
        if (name === 'embed') {
          // The three endings, exactly.
          assert.deepEqual(seen.boards.map((board) => [board.headline, board.badges]), [
            ['White to move', ['Mate cannot be forced']],
            ['Game over: draw (½-½)', ['Insufficient material', 'Dead position']],
            ['White to move', ['Mate cannot be forced']],
          ]);
        }
        // The drill's first question is random: only the seeded one below is compared.
        if (name !== 'drill') sameAsChromium(t, engine, `${name}.html`, seen.boards.map(({ width, ...shown }) => shown));
        t.diagnostic(`${name}.html: first quick verdict ${seen.quickMs} ms, every board settled ${seen.settledMs} ms`);
      }
      await noErrors(b);
    });

    scenario('a move by clicks, by drag, by the keyboard and through the move box', async (t) => {
      const b = await browser();
      await b.goto(`${base}engines-index.html?lang=en&fen=${encodeURIComponent('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1')}`);
      await b.evaluate(settle, { ms: SETTLE_MS });
      const line = () => b.evaluate(() => document.getElementById('board').mainLine);
      // The keyboard: the board takes the focus with its cursor on e2; Enter, up twice, Enter.
      await b.press(at('#board', '.board'), ['Enter', 'ArrowUp', 'ArrowUp', 'Enter']);
      assert.deepEqual(await line(), ['e4'], 'e2-e4 by the keyboard');
      // A drag: e7 to e5, the piece following the pointer.
      await b.drag(at('#board', '.square[data-square="e7"]'), at('#board', '.square[data-square="e5"]'));
      assert.deepEqual(await line(), ['e4', 'e5'], 'e7-e5 by drag');
      assert.equal(await b.evaluate(() => document.getElementById('board').shadowRoot.querySelectorAll('.piece.ghost').length), 0, 'no dragged piece left');
      // Two clicks.
      await b.click(at('#board', '.square[data-square="g1"]'));
      await b.click(at('#board', '.square[data-square="f3"]'));
      assert.deepEqual(await line(), ['e4', 'e5', 'Nf3'], 'g1-f3 by clicks');
      // The move box: SAN and Enter.
      await b.type(at('#board', 'input.move-input'), 'Nc6\n');
      assert.deepEqual(await line(), ['e4', 'e5', 'Nf3', 'Nc6'], 'Nc6 typed');
      const seen = await b.evaluate(settle, { ms: SETTLE_MS });
      assert.ok(seen.settled);
      const shown = await b.evaluate(() => {
        const root = document.getElementById('board').shadowRoot;
        return {
          moves: [...root.querySelectorAll('.move-list button.move')].map((m) => m.textContent),
          spoken: root.querySelector('.visually-hidden[aria-live]')?.textContent ?? '',
        };
      });
      assert.deepEqual(shown.moves, ['e4', 'e5', 'Nf3', 'Nc6']);
      assert.match(shown.spoken, /Black: knight to c6\./);
      sameAsChromium(t, engine, 'moves', seen.boards[0].headline);
      await b.screenshot(`${shots}engines-${engine}-moves.png`);
      await noErrors(b);
    });

    scenario('an endgame table built in the browser, and the site\'s tables read by range requests', async () => {
      const b = await browser();
      // King and rook against king: built in the table worker, every move listed.
      await b.goto(`${base}engines-index.html?lang=en&fen=${encodeURIComponent('8/8/8/4k3/8/8/8/R3K3 w - - 0 1')}`);
      const tablePanel = () => b.evaluate(() => document.getElementById('board').shadowRoot.querySelector('.tablebase-body')?.textContent ?? '(no table panel)').catch(String);
      const built = await waitFor(b, () => {
        const root = document.getElementById('board')?.shadowRoot;
        const headline = root?.querySelector('.tb-headline');
        return headline && root.querySelectorAll('.tb-play').length > 0 && { headline: headline.textContent, moves: root.querySelectorAll('.tb-play').length };
      });
      assert.match(built.headline, /^White mates in \d+ moves with best play \(KRvK\)$/);
      assert.ok(built.moves >= 15, `${built.moves} moves listed`);
      // The draw panel then takes the table's word: the proof worker reads the kept table (or,
      // where IndexedDB does not answer, as WebKit's may not after a page with busy workers, the
      // table worker hands it over).
      const verdict = await waitFor(b, () => document.getElementById('board').shadowRoot.querySelector('.table-verdict')?.textContent, null, 20_000)
        .catch(async (error) => {
          error.message += `\n  the table panel says: ${await tablePanel()}`;
          throw error;
        });
      assert.match(verdict, /^Endgame table: White mates in \d+ moves with best play$/);
      // lesson.html's rook endings come from the site's block files, a few ranges of each: in
      // a new browser, since the first one keeps the blocks it read on the first visit.
      await noErrors(b);
      await fresh();
      rangeLog.length = 0;
      const seen = await visit('lesson', '?lang=en');
      assert.deepEqual(seen.boards.slice(-3).map((board) => board.table), [
        'White mates in 20 moves with best play (KRPvKR)',
        'Draw with best play (KRPvKR)',
        'Draw with best play (KRPvKR)',
      ]);
      const ranges = rangeLog.filter((entry) => entry.status === 206);
      assert.ok(ranges.length > 0, `range requests answered: ${JSON.stringify(rangeLog.slice(0, 5))}`);
      assert.deepEqual(rangeLog.filter((entry) => entry.status >= 400), []);
      await noErrors(await browser());
    });

    scenario('a lesson kept over a reload (IndexedDB) and followed in a second tab (BroadcastChannel)', async () => {
      const b = await browser();
      await b.goto(`${base}engines-index.html?lang=en`);
      await b.evaluate(settle, { ms: SETTLE_MS });
      await b.evaluate((pgn) => {
        const board = document.getElementById('board');
        window.saves = 0;
        board.addEventListener('save', () => { window.saves += 1; });
        board.shadowRoot.querySelector('textarea.io-text').value = pgn;
        return true;
      }, LESSON);
      await b.click(at('#board', 'button.load'));
      await waitFor(b, () => window.saves > 0 || document.getElementById('board').shadowRoot.querySelector('.error')?.textContent, null, 20_000);
      assert.deepEqual(await b.evaluate(() => [window.saves > 0, document.getElementById('board').shadowRoot.querySelector('.error')?.textContent ?? '']), [true, '']);
      const pgn = await b.evaluate(() => document.getElementById('board').pgn());
      assert.match(pgn, /Ruy Lopez, a first lesson/);
      await b.reload();
      await b.evaluate(settle, { ms: SETTLE_MS });
      const restored = await b.evaluate(() => ({
        pgn: document.getElementById('board').pgn(),
        line: document.querySelector('#restored span').textContent,
        shown: !document.getElementById('restored').hidden,
      }));
      assert.equal(restored.pgn, pgn, 'the same lesson after the reload');
      assert.ok(restored.shown);
      assert.match(restored.line, /Ruy Lopez, a first lesson/);
      // A second tab opens on the lesson, and follows the first one's moves.
      const second = await b.newTab(`${base}engines-index.html?lang=en`);
      try {
        await second.evaluate(settle, { ms: SETTLE_MS });
        assert.equal(await second.evaluate(() => document.getElementById('board').pgn()), pgn);
        await b.evaluate(() => {
          window.saves = 0;
          document.getElementById('board').addEventListener('save', () => { window.saves += 1; });
          document.getElementById('board').play('Ba4');
          return true;
        });
        await waitFor(b, () => window.saves > 0);
        await waitFor(second, () => document.getElementById('board').mainLine.at(-1) === 'Ba4');
        await noErrors(second);
      } finally {
        await second.close();
      }
      await noErrors(b);
    });

    scenario('a puzzle solved', async () => {
      const b = await browser();
      const fen = encodeURIComponent('8/8/3k4/8/8/8/3KR3/8 w - - 0 1');
      await b.goto(`${base}engines-index.html?lang=en&mode=puzzle&fen=${fen}&moves=e2e4,d6d5,e4e5&ply=1`);
      const task = () => b.evaluate(() => document.getElementById('board').shadowRoot.querySelector('.puzzle-task')?.textContent ?? '');
      await waitFor(b, () => document.getElementById('board').shadowRoot.querySelector('.puzzle-task'));
      assert.equal(await task(), "Black to play: find the lesson's move (1 of 1).");
      await b.click(at('#board', '.square[data-square="d6"]'));
      await b.click(at('#board', '.square[data-square="d5"]'));
      await waitFor(b, () => /^Solved: 1 of 1 move found at the first try/.test(document.getElementById('board').shadowRoot.querySelector('.puzzle-task').textContent));
      assert.deepEqual(await b.evaluate(() => document.getElementById('board').mainLine), ['Re4', 'Kd5', 'Re5+']);
      await noErrors(b);
    });

    scenario('a quiz answered', async (t) => {
      const b = await browser();
      await b.goto(`${base}engines-drill.html?lang=en`);
      await b.evaluate(settle, { ms: SETTLE_MS });
      // The same question in every engine: the claim question, from a seeded Math.random.
      await b.evaluate(`(seed) => {
        for (const box of document.querySelectorAll('#drill-kinds input')) {
          box.checked = box.value === 'claim';
          box.dispatchEvent(new Event('input', { bubbles: true }));
          box.dispatchEvent(new Event('change', { bubbles: true }));
        }
        (${seedRandom})(seed);
        const board = document.getElementById('drill-board');
        board.dataset.asked = 'before';
        document.getElementById('drill-next').click();
        return true;
      }`, 54);
      await waitFor(b, () => {
        const board = document.getElementById('drill-board');
        return board.dataset.asked !== 'before' && board.pgn().includes('[%quiz claim')
          && board.shadowRoot.querySelector('.quiz-option[data-answer="no"]:not([aria-disabled="true"])');
      });
      // The options are refused until the proof worker has settled the answer.
      assert.ok((await b.evaluate(settle, { ms: SETTLE_MS })).settled);
      // The drill's board is made anew for each question: its events are listened to now.
      await b.evaluate(() => {
        window.quizEvents = [];
        document.getElementById('drill-board').addEventListener('quiz', (event) => window.quizEvents.push(event.detail));
        return true;
      });
      const question = await b.evaluate(() => ({ kind: document.getElementById('drill-kind').textContent, fen: document.getElementById('drill-board').fen }));
      assert.equal(question.kind, 'Can a draw be claimed?');
      await b.click(at('#drill-board', '.quiz-question[data-question="claim"] .quiz-option[data-answer="no"]'));
      const answered = await waitFor(b, () => window.quizEvents.length > 0 && {
        detail: window.quizEvents[0],
        result: document.getElementById('drill-board').shadowRoot.querySelector('.quiz-question[data-question="claim"] .quiz-result').textContent,
        score: document.getElementById('drill-score').textContent,
      });
      assert.equal(answered.score, `Score this visit: ${answered.detail.correct ? 1 : 0} of 1 answer right.`);
      assert.ok(answered.result.length > 10, `the answer is explained: ${answered.result}`);
      sameAsChromium(t, engine, 'quiz', { question, answered });
      await b.screenshot(`${shots}engines-${engine}-quiz.png`);
      await noErrors(b);
    });

    scenario('the engine started and stopped', async () => {
      const b = await browser();
      await b.goto(`${base}engines-index.html?lang=en&moves=e2e4,e7e5,g1f3`);
      await b.evaluate(settle, { ms: SETTLE_MS });
      await b.click(at('#board', 'button.engine-toggle'));
      const running = await waitFor(b, () => {
        const root = document.getElementById('board').shadowRoot;
        const stats = root.querySelector('.engine-stats')?.textContent ?? '';
        return /^Depth ([3-9]|[1-9][0-9])\b/.test(stats) && root.querySelector('.arrow.best') && {
          pressed: root.querySelector('button.engine-toggle').getAttribute('aria-pressed'),
          line: root.querySelector('.engine-line .line-moves')?.textContent ?? '',
          score: root.querySelector('.engine-score')?.textContent ?? '',
        };
      });
      assert.equal(running.pressed, 'true');
      assert.match(running.line, /^2\.\.\. \S+/);
      assert.match(running.score, /^[+-]?\d+\.\d\d$/);
      await b.click(at('#board', 'button.engine-toggle'));
      const stopped = await b.evaluate(() => {
        const root = document.getElementById('board').shadowRoot;
        return { pressed: root.querySelector('button.engine-toggle').getAttribute('aria-pressed'), best: root.querySelector('.engine-best')?.textContent ?? '' };
      });
      assert.equal(stopped.pressed, 'false');
      assert.match(stopped.best, /^Best move: 2\.\.\. [KQRBN]?[a-h]?x?[a-h][1-8]/);
      await noErrors(b);
    });

    scenario('workers blocked by the page\'s CSP: the quick verdict, and the reason in words', async (t) => {
      const b = await browser();
      await b.goto(`${base}engines-blocked.html`);
      const seen = await waitFor(b, () => {
        const board = document.getElementById('knights');
        const error = board.shadowRoot?.querySelector('.error');
        return error?.textContent && {
          error: error.textContent,
          name: error.dataset.error,
          headline: board.shadowRoot.querySelector('.draws .headline')?.textContent,
        };
      });
      assert.match(seen.error, /^Unavailable: .*Content-Security-Policy \(worker-src must allow 'self'\)/);
      assert.equal(seen.name, 'Unavailable');
      assert.ok(seen.headline, 'the quick verdict is shown');
      sameAsChromium(t, engine, 'blocked', seen);
      // drawboard says it once on the console; besides, only the policy's own reports (the
      // engine's, and the collector's "CSP: worker-src ...") name the policy or worker-src.
      const errors = await b.errors();
      assert.equal(errors.filter((e) => /^drawboard: /.test(e)).length, 1, errors.join(' | '));
      await noErrors(b, [/Content.Security.Policy|worker-src/i]);
    });

    scenario('timings: embed.html, twenty diagrams, the wasm modules compiled (printed, not asserted)', async (t) => {
      const own = figures[engine] = {};
      for (const name of ['embed', 'twenty']) {
        // A fresh browser each time: nothing compiled or cached from before.
        await fresh();
        const seen = await visit(name, '?lang=en');
        assert.ok(seen.settled, `${name}: settled`);
        own[`${name} quick`] = seen.quickMs;
        own[`${name} settled`] = seen.settledMs;
        own[`${name} worker module ready`] = seen.compiledMs;
      }
      // The two modules compiled from bytes already fetched: the median of three.
      const compiled = await (await browser()).evaluate(async () => {
        const out = {};
        for (const name of ['drawboard_page_bg', 'drawboard_worker_bg']) {
          const bytes = await (await fetch(`pkg/${name}.wasm`)).arrayBuffer();
          const times = [];
          for (let i = 0; i < 3; i += 1) {
            const t0 = performance.now();
            await WebAssembly.compile(bytes);
            times.push(performance.now() - t0);
          }
          out[name] = Math.round(times.sort((x, y) => x - y)[1]);
        }
        return out;
      });
      own['page module compile'] = compiled.drawboard_page_bg;
      own['worker module compile'] = compiled.drawboard_worker_bg;
      t.diagnostic(`${engine}: ${Object.entries(own).map(([k, v]) => `${k} ${v} ms`).join(', ')}`);
      await noErrors(await browser());
    });
  });
}

// All engines side by side.
test('the engines side by side (figures)', { skip: RUN.length < 2 }, (t) => {
  const names = [...new Set(Object.values(figures).flatMap((own) => Object.keys(own)))];
  for (const name of names) t.diagnostic(`${name.padEnd(28)} ${RUN.map((e) => `${e} ${figures[e]?.[name] ?? '-'}`.padEnd(18)).join('')}`);
});
