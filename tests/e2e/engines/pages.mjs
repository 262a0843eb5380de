// The pages in three engines (issue 54, a first prototype): `node engines/pages.mjs [engine...]`
// in tests/e2e (all of chromium, firefox, webkit by default, one browser at a time).
// Not a *.test.mjs file: `node --test` does not run it (yet).
//
// For each engine it serves www/ (server.mjs), opens index.html, embed.html, lesson.html and
// drill.html, waits until every <draw-board> shows its exact verdict, and records the boards'
// headlines and badges, the time to the first quick verdict (the 'drawboard-quick-verdict'
// mark) and to every board settled, and the console errors; a screenshot per page goes to
// screenshots/engines-<engine>-<page>.png. On index.html it then plays 1. e4 by two clicks and
// 1... e5 through the move box, and reads board.mainLine. The drill's question is random: after
// the first one, Math.random is seeded and "Next question" pressed, so that every engine gets the
// same question. A table compares the engines; the exit code is 1 when an engine differs from
// Chromium, has console errors, or failed.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '../server.mjs';
import { COLLECT_ERRORS, ENGINES, open, within } from './driver.mjs';

const SHOTS = fileURLToPath(new URL('../screenshots/', import.meta.url));
const WWW = fileURLToPath(new URL('../../../www/', import.meta.url));
const PAGES = process.env.PAGES ? process.env.PAGES.split(',') : ['index', 'embed', 'lesson', 'drill'];
const SETTLE_MS = 45_000; // below the drivers' 60 s step limit
const ENGINE_MS = 15 * 60_000; // one engine, all pages

const engines = process.argv.slice(2).length ? process.argv.slice(2) : ENGINES;

// WebKit's driver has no init scripts and no console: it opens copies of the pages served under
// /engines-<page>.html whose first script (engines-errors.js, a file: the CSP allows no inline
// script) collects the errors from the start. Everything else they load is www/'s.
const copies = mkdtempSync(join(tmpdir(), 'drawboard-engines-'));
writeFileSync(join(copies, 'errors.js'), COLLECT_ERRORS);
for (const page of PAGES) {
  const html = readFileSync(join(WWW, `${page}.html`), 'utf8');
  writeFileSync(join(copies, `${page}.html`), html.replace(/<head>/, '<head>\n  <script src="engines-errors.js"></script>'));
}

/** In the page: waits until every board's exact verdict is shown; what the boards show then. */
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
      // A board with endgame tables: its table's answer is in, and the verdict made with it
      // (the exact status comes first without the table, then again with it).
      const table = board.hasAttribute('tables') ? root?.querySelector('.tablebase-body') : null;
      const tableIn = !table || (table.getAttribute('aria-busy') === 'false'
        && (!table.querySelector('.tb-headline') || facts?.querySelector('.table-verdict')));
      return (status.exact || status.settled) && (!facts || facts.getAttribute('aria-busy') === 'false') && tableIn;
    });
  };
  await customElements.whenDefined('draw-board');
  while (!boardsSettled()) {
    if (performance.now() - started > ms) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const settledAt = boardsSettled() ? performance.now() : null;
  const quick = performance.getEntriesByName('drawboard-quick-verdict')[0]?.startTime ?? null;
  const boards = [...document.querySelectorAll('draw-board')].map((board) => {
    const root = board.shadowRoot;
    let status = null;
    try {
      const s = board.status();
      status = { exact: s.exact ?? null, settled: s.settled ?? null };
    } catch (error) {
      status = String(error);
    }
    const rect = board.getBoundingClientRect();
    return {
      id: board.id || board.closest('[id]')?.id || '',
      fen: board.fen ?? null,
      headline: root?.querySelector('.draws .headline')?.textContent ?? null,
      badges: [...(root?.querySelectorAll('.badges .badge .label') ?? [])].map((label) => label.textContent),
      busy: root?.querySelector('.draws .facts')?.getAttribute('aria-busy') ?? null,
      error: root?.querySelector('.error')?.textContent || '',
      squares: root?.querySelectorAll('.square').length ?? 0,
      pieces: root?.querySelectorAll('.square .piece').length ?? 0,
      size: [Math.round(rect.width), Math.round(rect.height)],
      status,
    };
  });
  return {
    settled: settledAt !== null,
    quickMs: quick === null ? null : Math.round(quick),
    settledMs: settledAt === null ? null : Math.round(settledAt),
    boards,
    title: document.title,
  };
}

/** In the page: replaces Math.random by a seeded one (mulberry32), the same in every engine. */
function seedRandom(seed) {
  let a = seed >>> 0;
  Math.random = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return true;
}

async function runEngine(engine, base) {
  const result = { engine, version: null, pages: {}, moves: null, errors: [], failure: null };
  let session;
  try {
    session = await open(engine);
    result.version = session.version;
    for (const page of PAGES) {
      const url = engine === 'webkit' ? `${base}engines-${page}.html` : `${base}${page}.html`;
      const started = Date.now();
      await session.goto(url);
      const seen = await session.evaluate(settle, { ms: SETTLE_MS });
      seen.wallMs = Date.now() - started;
      if (page === 'drill') {
        // The same question in every engine: a seeded Math.random, then "Next question".
        // Seeded and pressed in one go: nothing else may draw from Math.random in between.
        await session.evaluate(`(seed) => { (${seedRandom})(seed); document.getElementById('drill-next').click(); return true; }`, 54);
        const question = await session.evaluate(settle, { ms: SETTLE_MS });
        seen.question = {
          kind: await session.evaluate(() => document.getElementById('drill-kind').textContent),
          boards: question.boards,
          settled: question.settled,
        };
      }
      await session.screenshot(join(SHOTS, `engines-${engine}-${page}.png`));
      seen.errors = await session.errors();
      result.pages[page] = seen;
    }
    // index.html again, fresh: 1. e4 by two clicks on the squares, 1... e5 through the move box.
    await session.goto(engine === 'webkit' ? `${base}engines-index.html` : `${base}index.html`);
    await session.evaluate(settle, { ms: SETTLE_MS });
    const board = 'draw-board#board';
    await session.click([board, '.square[data-square="e2"]']);
    await session.click([board, '.square[data-square="e4"]']);
    const afterClicks = await session.evaluate(() => document.getElementById('board').mainLine);
    await session.type([board, '.move-input'], 'e5\n');
    const afterTyping = await session.evaluate(() => document.getElementById('board').mainLine);
    const after = await session.evaluate(settle, { ms: SETTLE_MS });
    await session.screenshot(join(SHOTS, `engines-${engine}-index-moved.png`));
    result.moves = { afterClicks, afterTyping, headline: after.boards[0]?.headline ?? null, badges: after.boards[0]?.badges ?? [] };
    result.errors = await session.errors();
  } catch (error) {
    result.failure = String(error?.stack ?? error);
  } finally {
    if (session) await session.close().catch((error) => { result.failure ??= `close: ${error}`; });
  }
  return result;
}

// What is compared between engines: the texts the boards show, and the moves played.
function shown(result) {
  const pages = Object.fromEntries(Object.entries(result.pages).map(([page, seen]) => [page, {
    settled: seen.settled,
    // The drill's first question is random: only the seeded one is compared.
    boards: page === 'drill' ? [] : seen.boards.map((b) => ({ id: b.id, fen: b.fen, headline: b.headline, badges: b.badges, squares: b.squares, pieces: b.pieces, error: b.error })),
    question: seen.question && { kind: seen.question.kind, boards: seen.question.boards.map((b) => ({ fen: b.fen, headline: b.headline, badges: b.badges, pieces: b.pieces })) },
  }]));
  return { pages, moves: result.moves };
}

function differences(a, b, path = '') {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((key) => differences(a[key], b[key], `${path}.${key}`));
  }
  return [`${path.slice(1)}: chromium ${JSON.stringify(a)}, this engine ${JSON.stringify(b)}`];
}

mkdirSync(SHOTS, { recursive: true });
const { server, url } = await serve(0, undefined, { '/engines-': copies });
const results = [];
try {
  for (const engine of engines) {
    console.log(`--- ${engine}`);
    const result = await within(runEngine(engine, url), ENGINE_MS, `${engine}: all pages`).catch((error) => ({ engine, pages: {}, errors: [], failure: String(error) }));
    results.push(result);
    console.log(`${engine}: ${result.version ?? '?'}${result.failure ? `; FAILED: ${result.failure}` : ''}`);
  }
} finally {
  server.close();
  rmSync(copies, { recursive: true, force: true });
}

// The table.
const pad = (text, n) => String(text).padEnd(n);
console.log('\nms after navigation start: first quick verdict / every board settled (wall ms, node side)');
console.log(pad('page', 8) + results.map((r) => pad(r.engine, 28)).join(''));
for (const page of PAGES) {
  console.log(pad(page, 8) + results.map((r) => {
    const seen = r.pages[page];
    if (!seen) return pad('-', 28);
    return pad(`${seen.quickMs ?? '-'} / ${seen.settledMs ?? 'NOT SETTLED'} (${seen.wallMs})`, 28);
  }).join(''));
}
console.log('\nheadlines:');
for (const page of PAGES) {
  const reference = results[0]?.pages[page];
  (reference?.boards ?? []).forEach((board, i) => {
    const texts = results.map((r) => r.pages[page]?.boards[i]?.headline ?? '-');
    const same = texts.every((text) => text === texts[0]);
    console.log(`  ${pad(`${page}#${board.id}`, 30)} ${same ? 'same' : 'DIFFERS'}: ${[...new Set(texts)].map((t) => JSON.stringify(t)).join(' | ')}`);
  });
  const question = results.map((r) => r.pages[page]?.question?.boards[0]?.headline ?? '-');
  if (page === 'drill') console.log(`  ${pad('drill (seeded question)', 30)} ${question.every((q) => q === question[0]) ? 'same' : 'DIFFERS'}: ${[...new Set(question)].join(' | ')}  [${results.map((r) => r.pages.drill?.question?.kind).join(' | ')}]`);
}
console.log(`  ${pad('index: e2-e4 click, e5 typed', 30)} ${results.map((r) => `${r.engine}: ${JSON.stringify(r.moves?.afterClicks)} -> ${JSON.stringify(r.moves?.afterTyping)}`).join('; ')}`);

let failed = false;
const chromiumResult = results.find((r) => r.engine === 'chromium');
for (const result of results) {
  const problems = [];
  if (result.failure) problems.push(`failed: ${result.failure}`);
  for (const [page, seen] of Object.entries(result.pages)) {
    if (!seen.settled) problems.push(`${page}: not every board settled within ${SETTLE_MS} ms`);
    for (const error of seen.errors ?? []) problems.push(`${page}: console error: ${error}`);
  }
  if (result.moves && JSON.stringify(result.moves.afterTyping) !== '["e4","e5"]') problems.push(`index: mainLine after the moves is ${JSON.stringify(result.moves.afterTyping)}, not ["e4","e5"]`);
  if (chromiumResult && result !== chromiumResult && !result.failure) problems.push(...differences(shown(chromiumResult), shown(result)));
  console.log(`\n${result.engine} (${result.version ?? '?'}): ${problems.length ? `${problems.length} problem(s)` : 'OK'}`);
  for (const problem of problems) console.log(`  - ${problem}`);
  failed ||= problems.length > 0;
}
writeFileSync(join(SHOTS, 'engines-results.json'), JSON.stringify(results, null, 2));
process.exit(failed ? 1 : 0);
