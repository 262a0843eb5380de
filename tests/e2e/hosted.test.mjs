// Endgame tables a site hosts: `drawboard tablebase build` writes them as block files, a board
// given their address reads by range requests only the blocks its position needs, checks them
// against the manifest and the files' headers and keeps them in IndexedDB; a block that fails
// its check is refused, said once, and the table built instead (up to four men); five men are
// covered only by a site's tables; a board without hosted tables builds as before. Screenshots
// go to screenshots/ (not in git).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, shots, holdTablesDatabase } from './helpers.mjs';
import { parseHeader } from '../../www/workers/hosted-tables.js';

const site = mkdtempSync(join(tmpdir(), 'drawboard-site-'));
// Every answer of the site under /logged/ and /whole/ ({path, status, bytes}): what was fetched.
const log = [];
const env = useBrowser({
  mounts: {
    '/site/': site,
    '/logged/': { folder: site, log },
    '/whole/': { folder: site, ranges: false, log },
    '/unsatisfiable/': { folder: site, ranges: 'unsatisfiable' },
  },
});
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const ROOK_MATE = '8/8/8/8/8/2k5/1R6/K7 w - - 0 1';
// Three knights against a king: the smallest five-man table (about 75 s to build natively).
const KNIGHTS = '8/8/8/8/8/8/N4k2/KN4N1 w - - 0 1';
const KNIGHTS_SAN = ['Kb2', 'Na3', 'Nac3', 'Nb4', 'Nbc3', 'Nc1', 'Nd2', 'Ne2', 'Nf3', 'Nh3+'];
// What a position of up to five men may cost from a site, at most: headers, tables of lengths
// and blocks of the position's table and those its moves lead into, with the manifest.
const BYTES_LIMIT = 64 * 1024;

// A page of the site with one board; `head` goes into its <head>, `attrs` onto the board.
function page(name, { head = '', attrs = '', fen = ROOK_MATE } = {}) {
  writeFileSync(join(site, name), `<!doctype html><html><head><meta charset="utf-8">${head}
<script type="module" src="/draw-board.js"></script></head>
<body><draw-board fen="${fen}" ${attrs}></draw-board></body></html>`);
  return `${env.url}site/${name}`;
}

// The site's tables as the command writes them, with the debug build `cargo test` made.
// Resolves when they are written.
function writeTables(dir, materials) {
  const args = ['run', '--quiet', '--bin', 'drawboard', '--', 'tablebase', 'build', '--out', dir, ...materials];
  return new Promise((resolve, reject) => {
    const child = spawn('cargo', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`cargo ${args.join(' ')} exited with ${code}`))));
  });
}

// The five-man site: a thin copy of KNNNvK's block files as the command writes them, with the
// blocks the knights' position and its moves read (tests/data/tables/thin.mjs; the table itself
// is built and checked in full by tests/five_men.rs).
const KNIGHTS_TABLES = fileURLToPath(new URL('../data/tables/knights/', import.meta.url));
const fiveMen = () => cpSync(KNIGHTS_TABLES, join(site, 'five'), { recursive: true });

const manifestOf = (dir) => JSON.parse(readFileSync(join(site, dir, 'manifest.json'), 'utf8'));
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

// Changes one byte in the middle of every block of a block file, leaving its header, group
// index and tables of lengths whole (they still match the manifest): whichever block a
// position reads, it does not unpack.
function damageBlocks(file) {
  const bytes = readFileSync(file);
  const header = parseHeader(bytes);
  for (let g = 0; g < header.groups; g += 1) {
    const count = Math.min(header.perGroup, header.blocks - g * header.perGroup);
    let at = header.offsets[g] + 2 * count;
    for (let k = 0; k < count; k += 1) {
      const length = bytes.readUInt16LE(header.offsets[g] + 2 * k);
      bytes[at + (length >> 1)] ^= 0x40;
      at += length;
    }
  }
  writeFileSync(file, bytes);
}

// What the site sent under `prefix` ("/logged/pawns/") since the log was last emptied.
function sent(prefix) {
  const answers = log.filter((e) => e.path.startsWith(prefix));
  return { answers, requests: answers.length, bytes: answers.reduce((sum, e) => sum + e.bytes, 0) };
}

before(async () => {
  await env.ready();
  await writeTables(join(site, 'tables'), ['KRvK', 'KQvK']);
  // The same tables with every block of KRvK's distances to mate damaged.
  cpSync(join(site, 'tables'), join(site, 'damaged'), { recursive: true });
  damageBlocks(join(site, 'damaged', 'KRvK.dtm'));
});

after(() => rmSync(site, { recursive: true, force: true }));

// A new tab of `context` at `url` that keeps the page's errors and every `tablebase` event's
// detail (window.tableAnswers).
async function openTab(context, url) {
  const tab = await context.newPage();
  const errors = [];
  tab.on('pageerror', (err) => errors.push(String(err)));
  await tab.addInitScript(() => {
    window.tableAnswers = [];
    document.addEventListener('tablebase', (e) => window.tableAnswers.push(e.detail), true);
  });
  await tab.goto(url);
  return { tab, errors };
}

// Opens `url` in a fresh browser context (its own IndexedDB) and returns the first `tablebase`
// event's detail, the panel's text and the page's errors; `again` opens it a second time in the
// same context and returns that visit's too (`between()` is called before it); `verdict` waits
// for the draw panel's table verdict (the proof worker reads the blocks from IndexedDB once the
// table worker kept them); `held` holds the tables' database so that nothing is read or kept there.
async function visit(url, { again = false, between = () => {}, shot = null, verdict = false, held = false } = {}) {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  if (held) await context.addInitScript(holdTablesDatabase);
  try {
    const once = async () => {
      const { tab, errors } = await openTab(context, url);
      await tab.waitForFunction(() => window.tableAnswers.length > 0, null, { timeout: 60_000 });
      const [answer] = await tab.evaluate(() => window.tableAnswers);
      const board = tab.locator('draw-board');
      await board.locator('.tb-moves').waitFor();
      const panel = {
        headline: await board.locator('.tb-headline').textContent(),
        moves: await board.locator('.tb-play').evaluateAll((buttons) => buttons.map((b) => ({
          san: b.querySelector('.san').textContent, result: b.querySelector('.tb-result').textContent,
        }))),
        source: await board.locator('.tb-source').allTextContents(),
        refused: await board.locator('.tb-refused').allTextContents(),
        verdict: null,
      };
      if (verdict) {
        const line = board.locator('.table-verdict');
        await line.waitFor({ timeout: 120_000 });
        panel.verdict = await line.textContent();
      }
      if (shot) await tab.screenshot({ path: `${shots}${shot}`, fullPage: true });
      await tab.close();
      return { answer, panel, errors };
    };
    const first = await once();
    if (!again) return first;
    between();
    return [first, await once()];
  } finally {
    await context.close();
  }
}

// Opens `url` (a five-man position no site's tables cover) in a fresh context and returns what
// the table panel says once the worker has answered and the draw panel has settled, with the
// `tablebase` events seen and the page's errors.
async function visitMissing(url) {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  try {
    const { tab, errors } = await openTab(context, url);
    const board = tab.locator('draw-board');
    await board.locator('.tb-missing').waitFor({ timeout: 60_000 });
    await tab.waitForFunction(() => {
      const status = document.querySelector('draw-board').status();
      return status?.exact || status?.settled;
    }, null, { timeout: 60_000 });
    return {
      missing: await board.locator('.tb-missing').textContent(),
      results: await board.locator('.tb-headline, .tb-move, .table-verdict').count(),
      answers: await tab.evaluate(() => window.tableAnswers.length),
      errors,
    };
  } finally {
    await context.close();
  }
}

test('the manifest lists both block files of every table written, with sizes and checksums sha256sum agrees with', () => {
  const dir = join(site, 'tables');
  const manifest = manifestOf('tables');
  assert.equal(manifest.format, 'drawboard-tables-2');
  assert.deepEqual(Object.keys(manifest.tables).sort(), ['KQvK', 'KRvK']);
  for (const [name, kinds] of Object.entries(manifest.tables)) {
    assert.deepEqual(Object.keys(kinds).sort(), ['dtm', 'dtz'], name);
    for (const [kind, entry] of Object.entries(kinds)) {
      const what = `${name} ${kind}`;
      assert.equal(entry.file, `${name}.${kind}`, what);
      const path = join(dir, entry.file);
      const bytes = readFileSync(path);
      assert.equal(bytes.length, entry.bytes, what);
      const sum = execFileSync('sha256sum', [path], { encoding: 'utf8' }).split(' ')[0];
      assert.equal(entry.sha256, sum, what);
      // The header (its line and the group index) has its own checksum, and says what it holds.
      assert.equal(entry.headerSha256, sha256(bytes.subarray(0, entry.header)), what);
      const header = parseHeader(bytes);
      assert.deepEqual([header.material, header.kind, header.length, header.offsets[header.groups]], [name, kind, entry.header, entry.bytes], what);
    }
  }
  // Block files and the manifest only: no gzip files, no slices.
  assert.deepEqual(readdirSync(dir).sort(), ['KQvK.dtm', 'KQvK.dtz', 'KRvK.dtm', 'KRvK.dtz', 'manifest.json']);
});

test('a board given the site tables reads the blocks instead of building the table, and keeps them', async () => {
  log.length = 0;
  // The page-wide default: a meta tag.
  const url = page('meta.html', { head: '<meta name="drawboard-tables" content="/logged/tables/">' });
  let firstSent;
  const [first, second] = await visit(url, {
    again: true,
    shot: 'tablebase-hosted.png',
    between: () => {
      firstSent = sent('/logged/tables/');
      log.length = 0;
    },
  });
  assert.deepEqual(first.answer.fetched, ['KRvK']);
  assert.ok(first.answer.blocks > 0);
  assert.deepEqual(first.answer.built, []);
  assert.equal(first.answer.refused, null);
  assert.equal(first.answer.wdl, 'win');
  assert.match(first.panel.headline, /^White mates in \d+ moves? with best play \(KRvK\)$/);
  assert.deepEqual(first.panel.source, ['Tables fetched from the site and checked against its manifest: KRvK.']);
  assert.deepEqual(first.panel.refused, []);
  // Range requests only, of the distances to mate (the distance to zeroing is not needed here).
  const files = firstSent.answers.filter((e) => !e.path.endsWith('/manifest.json'));
  assert.ok(files.length > 0 && files.every((e) => e.status === 206 && e.path.endsWith('/KRvK.dtm')));
  // The next visit reads them from IndexedDB: nothing fetched, nothing built, not even the manifest.
  assert.deepEqual([second.answer.fetched, second.answer.blocks, second.answer.built], [[], 0, []]);
  assert.equal(second.answer.dtm, first.answer.dtm);
  assert.equal(sent('/logged/tables/').requests, 0);
  assert.deepEqual([...first.errors, ...second.errors], []);
});

test('a hosted block that does not unpack is refused, said once, and the table built instead', async () => {
  const url = page('damaged.html', { attrs: 'tables="/site/damaged"' });
  const { answer, panel, errors } = await visit(url, { shot: 'tablebase-refused.png' });
  assert.deepEqual(answer.fetched, []);
  assert.deepEqual(answer.built, ['KRvK']);
  assert.match(answer.refused, /^block \d+ of the site's KRvK dtm file \(.*\/site\/damaged\/KRvK\.dtm\) is damaged/);
  assert.equal(panel.refused.length, 1);
  assert.match(panel.refused[0], /^A table from the site was not used: block \d+ of .* is damaged.*\. It was built here instead\.$/);
  assert.deepEqual(panel.source, ['Tables built in this browser: KRvK.']);
  // The built table answers as the hosted one did.
  const hosted = await visit(page('good.html', { attrs: 'tables="/site/tables/"' }));
  assert.deepEqual([answer.dtm, answer.moves], [hosted.answer.dtm, hosted.answer.moves]);
  assert.deepEqual(errors, []);
});

test('a refused table a capture leads into is built, said once, and the position still answered', async () => {
  const dir = join(site, 'queen');
  await writeTables(dir, ['KQvKR']);
  damageBlocks(join(dir, 'KQvK.dtm'));
  // The queen takes the rook with check: that move's value is in the KQvK table.
  const url = page('queen.html', { attrs: 'tables="/site/queen/"', fen: '8/8/8/8/2r4Q/8/2k5/K7 w - - 0 1' });
  const { answer, panel, errors } = await visit(url);
  assert.ok(answer.fetched.includes('KQvKR'), answer.fetched.join());
  assert.ok(!answer.fetched.includes('KQvK'));
  assert.ok(answer.built.includes('KQvK'), answer.built.join());
  assert.match(answer.refused, /^block \d+ of the site's KQvK dtm file .* is damaged/);
  assert.equal(answer.moves.find((m) => m.san === 'Qxc4+').wdl, 'win');
  assert.match(panel.headline, /^White mates in \d+ moves? with best play \(KQvKR\)$/);
  assert.equal(panel.refused.length, 1);
  assert.deepEqual(errors, []);
});

test('a site whose manifest is missing is said once and the table built', async () => {
  const url = page('nowhere.html', { attrs: 'tables="/site/nowhere/"' });
  const { answer, panel } = await visit(url);
  assert.deepEqual(answer.built, ['KRvK']);
  assert.match(answer.refused, /the site's table manifest \(.*\/site\/nowhere\/manifest\.json\) answered 404/);
  assert.equal(panel.refused.length, 1);
});

test('a server that ignores range requests still serves four men: each small file fetched whole, once', async () => {
  log.length = 0;
  const { answer, panel, errors } = await visit(page('whole.html', { attrs: 'tables="/whole/tables/"' }));
  assert.deepEqual([answer.fetched, answer.built, answer.refused], [['KRvK'], [], null]);
  assert.match(panel.headline, /^White mates in \d+ moves? with best play \(KRvK\)$/);
  const files = sent('/whole/tables/').answers.filter((e) => !e.path.endsWith('/manifest.json'));
  assert.deepEqual(files.map((e) => [e.path, e.status, e.bytes]), [['/whole/tables/KRvK.dtm', 200, manifestOf('tables').tables.KRvK.dtm.bytes]]);
  assert.deepEqual(errors, []);
});

test('a server answering 416 to range requests is refused, naming the status, and the table built', async () => {
  const { answer, panel, errors } = await visit(page('unsatisfiable.html', { attrs: 'tables="/unsatisfiable/tables/"' }));
  assert.deepEqual([answer.fetched, answer.built], [[], ['KRvK']]);
  assert.match(answer.refused, /^the site's KRvK dtm file \(.*\/unsatisfiable\/tables\/KRvK\.dtm\) answered 416/);
  assert.equal(panel.refused.length, 1);
  assert.deepEqual(panel.source, ['Tables built in this browser: KRvK.']);
  assert.deepEqual(errors, []);
});

test('a pawn ending reads a few kilobytes of the tables its promotions lead into, and builds nothing', async () => {
  await writeTables(join(site, 'pawns'), ['KPvKP']);
  const manifest = manifestOf('pawns');
  assert.equal(Object.keys(manifest.tables).length, 20);
  log.length = 0;
  // White promotes and mates in 9 (the tables' value, self-checked natively).
  const url = page('pawns.html', { attrs: 'tables="/logged/pawns/"', fen: '8/6P1/p7/8/8/8/8/1K1k4 w - - 0 1' });
  const { answer, panel, errors } = await visit(url);
  assert.deepEqual(answer.built, []);
  // The position's table, and one per promotion: a move's value is read in the table it leads into.
  assert.deepEqual(answer.fetched.sort(), ['KBvKP', 'KNvKP', 'KPvKP', 'KQvKP', 'KRvKP']);
  assert.equal(answer.refused, null);
  assert.equal(answer.mate, 9);
  assert.equal(answer.moves.find((m) => m.san === 'g8=Q').wdl, 'win');
  assert.equal(panel.headline, 'White mates in 9 moves with best play (KPvKP)');
  assert.deepEqual(answer.moves.filter((m) => m.san.startsWith('g8=')).map((m) => m.san).sort(), ['g8=B', 'g8=N', 'g8=Q', 'g8=R']);
  // A few blocks by range, against the megabytes of the files the tables are in.
  const { answers, requests, bytes } = sent('/logged/pawns/');
  const whole = answer.fetched.reduce((sum, name) => sum + manifest.tables[name].dtm.bytes, 0);
  console.log(`KPvKP from the site: ${requests} requests, ${bytes} bytes (its tables' dtm files: ${whole} bytes)`);
  assert.ok(answers.every((e) => e.status === 206 || (e.status === 200 && e.path.endsWith('/manifest.json'))));
  assert.ok(bytes <= BYTES_LIMIT, `${bytes} bytes`);
  assert.ok(bytes * 10 < whole, `${bytes} of ${whole} bytes`);
  assert.deepEqual(errors, []);
});

test('five men: three knights mate from the site\'s blocks, every move valued, in a few kilobytes', async () => {
  fiveMen();
  log.length = 0;
  const url = page('knights.html', { attrs: 'tables="/logged/five/"', fen: KNIGHTS });
  const { answer, panel, errors } = await visit(url, { verdict: true, shot: 'tablebase-five-men.png' });
  assert.deepEqual([answer.material, answer.fetched, answer.built, answer.refused], ['KNNNvK', ['KNNNvK'], [], null]);
  assert.equal(answer.mate, 21);
  assert.equal(panel.headline, 'White mates in 21 moves with best play (KNNNvK)');
  assert.deepEqual(panel.source, ['Tables fetched from the site and checked against its manifest: KNNNvK.']);
  // Every legal move, each with its result.
  assert.deepEqual(panel.moves.map((m) => m.san).sort(), KNIGHTS_SAN);
  for (const m of panel.moves) assert.match(m.result, /^(Win · mate in \d+|Draw|Loss · mated in \d+)$/, m.san);
  assert.equal(panel.moves[0].result, 'Win · mate in 21');
  // The proof worker reads the blocks the table worker kept: the draw panel is exact too.
  assert.equal(panel.verdict, 'Endgame table: White mates in 21 moves with best play');
  const { requests, bytes } = sent('/logged/five/');
  // (The whole dtm file, as the command writes it, is 20.6 MB.)
  console.log(`KNNNvK from the site: ${answer.blocks} blocks, ${requests} requests, ${bytes} bytes`);
  assert.ok(bytes <= BYTES_LIMIT, `${bytes} bytes`);
  assert.deepEqual(errors, []);
});

test('five men where IndexedDB does not answer: the table worker hands the blocks to the proof worker', async () => {
  fiveMen();
  const url = page('knights-held.html', { attrs: 'tables="/logged/five/"', fen: KNIGHTS });
  const { answer, panel, errors } = await visit(url, { verdict: true, held: true });
  assert.deepEqual([answer.material, answer.fetched, answer.built], ['KNNNvK', ['KNNNvK'], []]);
  assert.equal(panel.verdict, 'Endgame table: White mates in 21 moves with best play');
  assert.deepEqual(errors, []);
});

test('five men late in the count: the site\'s distances to zeroing say whether the seventy-five-move rule comes first', async () => {
  fiveMen();
  // Mate in 21 is 41 plies, and Black has nothing to capture: only mate resets the count. At a
  // clock of 109 the mate comes in time without asking (109 + 41 = 150); at 120 the distance
  // to zeroing is read from the site and the rule draws first.
  for (const [clock, ending, dtzRead] of [
    [109, '', false],
    [120, ' - but the seventy-five-move rule draws first (a capture, pawn move or mate is 41 half-moves away; 30 remain)', true],
  ]) {
    log.length = 0;
    const fen = KNIGHTS.replace(/ 0 1$/, ` ${clock} 80`);
    const { tab, errors } = await openTab(env.browser, page(`knights-${clock}.html`, { attrs: 'tables="/logged/five/"', fen }));
    const verdict = tab.locator('draw-board .table-verdict');
    await verdict.waitFor({ timeout: 120_000 });
    assert.equal(await verdict.textContent(), `Endgame table: White mates in 21 moves with best play${ending}`);
    const dtz = log.filter((e) => e.path.endsWith('/five/KNNNvK.dtz'));
    if (dtzRead) assert.ok(dtz.length >= 2 && dtz.every((e) => e.status === 206), JSON.stringify(dtz));
    else assert.deepEqual(dtz, []);
    assert.deepEqual(errors, []);
    await tab.close();
  }
});

test('five men without a site\'s tables: the panel says there is no exact verdict, and guesses none', async () => {
  const { missing, results, answers, errors } = await visitMissing(page('five-plain.html', { fen: KNIGHTS }));
  assert.equal(missing, 'No exact verdict: an exact verdict needs the endgame table of these five men: this page names no site hosting tables. The draw panel says what the board proves without it.');
  assert.deepEqual([results, answers], [0, 0]);
  assert.deepEqual(errors, []);
});

test('five men with a site that lacks their table: the panel names what the site does not host', async () => {
  const { missing, results, answers, errors } = await visitMissing(page('five-lacking.html', { attrs: 'tables="/site/tables/"', fen: KNIGHTS }));
  assert.match(missing, /^No exact verdict: an exact verdict needs the endgame table of these five men: the site hosts no KNNNvK table\./);
  assert.deepEqual([results, answers], [0, 0]);
  assert.deepEqual(errors, []);
});

test('without hosted tables the board builds the table as before and says nothing of a site', async () => {
  const { answer, panel, errors } = await visit(page('plain.html'));
  assert.deepEqual(answer.built, ['KRvK']);
  assert.deepEqual(answer.fetched, []);
  assert.equal(answer.blocks, 0);
  assert.equal(answer.refused, null);
  assert.deepEqual(panel.source, ['Tables built in this browser: KRvK.']);
  assert.deepEqual(panel.refused, []);
  assert.deepEqual(errors, []);
});

// lesson.html's rook endings, read from the tables the test server hosts under /tables/ (a thin
// copy of the KRPvKR chain's: only the blocks these positions read; see tests/data/tables).
test("lesson.html's rook endings: Lucena wins, Philidor and Vancura draw, exactly, from the site's tables", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 2600 } });
  try {
    const { tab, errors } = await openTab(context, `${env.url}lesson.html`);
    const boards = tab.locator('#rook-endings draw-board');
    assert.equal(await boards.count(), 3);
    const expected = [
      ['White mates in 20 moves with best play (KRPvKR)', 'White mates in 20 moves with best play'],
      ['Draw with best play (KRPvKR)', 'draw with best play'],
      ['Draw with best play (KRPvKR)', 'draw with best play'],
    ];
    for (const [k, [headline, verdict]] of expected.entries()) {
      const board = boards.nth(k);
      await board.locator('.tb-headline').waitFor({ timeout: 60_000 });
      assert.equal(await board.locator('.tb-headline').textContent(), headline);
      // Every legal move is listed with its result.
      const moves = await board.locator('.tb-play').count();
      assert.ok(moves >= 14, `${headline}: ${moves} moves`);
      // The draw panel takes the table's word too (the proof worker reads the kept blocks).
      const line = board.locator('.table-verdict');
      await line.waitFor({ timeout: 120_000 });
      assert.match(await line.textContent(), new RegExp(verdict, 'i'));
    }
    await boards.nth(0).scrollIntoViewIfNeeded();
    await tab.locator('#rook-endings').screenshot({ path: `${shots}rook-endings.png` });
    assert.deepEqual(errors, []);
  } finally {
    await context.close();
  }
});
