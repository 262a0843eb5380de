// Endgame tables a site hosts: `drawboard tablebase build` writes them, a board given their
// address fetches a table instead of building it, checks it against the manifest and keeps it;
// a file that fails its check is refused, said once, and the table built instead; a board
// without hosted tables builds as before. Screenshots go to screenshots/ (not in git).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useBrowser, shots } from './helpers.mjs';

const site = mkdtempSync(join(tmpdir(), 'drawboard-site-'));
const env = useBrowser({ mounts: { '/site/': site } });
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

const ROOK_MATE = '8/8/8/8/8/2k5/1R6/K7 w - - 0 1';

// A page of the site with one board; `head` goes into its <head>, `attrs` onto the board.
function page(name, { head = '', attrs = '', fen = ROOK_MATE } = {}) {
  writeFileSync(join(site, name), `<!doctype html><html><head><meta charset="utf-8">${head}
<script type="module" src="/draw-board.js"></script></head>
<body><draw-board fen="${fen}" ${attrs}></draw-board></body></html>`);
  return `${env.url}site/${name}`;
}

// The site's tables as the command writes them (the debug build `cargo test` made).
function writeTables(dir, ...materials) {
  execFileSync('cargo', ['run', '--quiet', '--bin', 'drawboard', '--', 'tablebase', 'build', '--out', dir, ...materials], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

// Changes one byte in the middle of a file.
function damage(file) {
  const bytes = readFileSync(file);
  bytes[bytes.length >> 1] ^= 0x40;
  writeFileSync(file, bytes);
}

before(async () => {
  await env.ready();
  writeTables(join(site, 'tables'), 'KRvK', 'KQvK');
  // The same tables with one byte of KRvK's file changed.
  cpSync(join(site, 'tables'), join(site, 'damaged'), { recursive: true });
  damage(join(site, 'damaged', 'KRvK.gz'));
});

after(() => rmSync(site, { recursive: true, force: true }));

// Opens `url` in a fresh browser context (its own IndexedDB) and returns the first `tablebase`
// event's detail, the panel's text and the page's errors; `again` opens it a second time in the
// same context and returns that visit's too.
async function visit(url, { again = false, shot = null } = {}) {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  try {
    const once = async () => {
      const tab = await context.newPage();
      const errors = [];
      tab.on('pageerror', (err) => errors.push(String(err)));
      await tab.addInitScript(() => {
        window.tableAnswers = [];
        document.addEventListener('tablebase', (e) => window.tableAnswers.push(e.detail), true);
      });
      await tab.goto(url);
      await tab.waitForFunction(() => window.tableAnswers.length > 0, null, { timeout: 60_000 });
      const [answer] = await tab.evaluate(() => window.tableAnswers);
      const board = tab.locator('draw-board');
      await board.locator('.tb-moves').waitFor();
      const panel = {
        headline: await board.locator('.tb-headline').textContent(),
        source: await board.locator('.tb-source').allTextContents(),
        refused: await board.locator('.tb-refused').allTextContents(),
      };
      if (shot) await tab.screenshot({ path: `${shots}${shot}`, fullPage: true });
      await tab.close();
      return { answer, panel, errors };
    };
    const first = await once();
    return again ? [first, await once()] : first;
  } finally {
    await context.close();
  }
}

test('the manifest lists every table written, with its size and a checksum sha256sum agrees with', () => {
  const manifest = JSON.parse(readFileSync(join(site, 'tables', 'manifest.json'), 'utf8'));
  assert.equal(manifest.format, 'drawboard-tables-1');
  assert.deepEqual(Object.keys(manifest.tables).sort(), ['KQvK', 'KRvK']);
  for (const [name, entry] of Object.entries(manifest.tables)) {
    const path = join(site, 'tables', entry.file);
    assert.equal(readFileSync(path).length, entry.bytes, name);
    const sum = execFileSync('sha256sum', [path], { encoding: 'utf8' }).split(' ')[0];
    assert.equal(entry.sha256, sum, name);
    // gzip reads it back to the table's bytes.
    assert.equal(execFileSync('gzip', ['-dc', path]).length, entry.size, name);
  }
});

test('a board given the site tables fetches the table instead of building it, and keeps it', async () => {
  // The page-wide default: a meta tag.
  const url = page('meta.html', { head: '<meta name="drawboard-tables" content="/site/tables/">' });
  const [first, second] = await visit(url, { again: true, shot: 'tablebase-hosted.png' });
  assert.deepEqual(first.answer.fetched, ['KRvK']);
  assert.deepEqual(first.answer.built, []);
  assert.equal(first.answer.refused, null);
  assert.equal(first.answer.wdl, 'win');
  assert.match(first.panel.headline, /^White mates in \d+ moves? with best play \(KRvK\)$/);
  assert.deepEqual(first.panel.source, ['Tables fetched from the site and checked against its manifest: KRvK.']);
  assert.deepEqual(first.panel.refused, []);
  // The next visit reads it from IndexedDB: nothing fetched, nothing built.
  assert.deepEqual([second.answer.fetched, second.answer.built], [[], []]);
  assert.equal(second.answer.dtm, first.answer.dtm);
  assert.deepEqual([...first.errors, ...second.errors], []);
});

test('a hosted table whose bytes fail the checksum is refused, said once, and built instead', async () => {
  const url = page('damaged.html', { attrs: 'tables="/site/damaged"' });
  const { answer, panel, errors } = await visit(url, { shot: 'tablebase-refused.png' });
  assert.deepEqual(answer.fetched, []);
  assert.deepEqual(answer.built, ['KRvK']);
  assert.match(answer.refused, /the site's KRvK table \(.*\/site\/damaged\/KRvK\.gz\) does not match its checksum in the manifest/);
  assert.equal(panel.refused.length, 1);
  assert.match(panel.refused[0], /^A table from the site was not used: .*\. It was built here instead\.$/);
  assert.deepEqual(panel.source, ['Tables built in this browser: KRvK.']);
  // The built table answers as the hosted one did.
  const hosted = await visit(page('good.html', { attrs: 'tables="/site/tables/"' }));
  assert.equal(answer.dtm, hosted.answer.dtm);
  assert.deepEqual(errors, []);
});

test('a refused table below the position\'s own is built, and the rest still come from the site', async () => {
  const dir = join(site, 'queen');
  writeTables(dir, 'KQvKR');
  damage(join(dir, 'KQvK.gz'));
  const url = page('queen.html', { attrs: 'tables="/site/queen/"', fen: '8/8/8/8/2r5/8/2k5/K6Q w - - 0 1' });
  const { answer, panel, errors } = await visit(url);
  assert.deepEqual(answer.fetched.sort(), ['KQvKR', 'KRvK']);
  assert.deepEqual(answer.built, ['KQvK']);
  assert.match(answer.refused, /the site's KQvK table .* does not match its checksum/);
  assert.equal(panel.headline, 'White mates in 35 moves with best play (KQvKR)');
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

test('a pawn ending takes the slices of the tables its promotions lead into, and builds nothing', async () => {
  writeTables(join(site, 'pawns'), 'KPvKP');
  const manifest = JSON.parse(readFileSync(join(site, 'pawns', 'manifest.json'), 'utf8'));
  assert.equal(Object.keys(manifest.tables).length, 20);
  // White promotes and mates in 9 (the tables' value, self-checked natively).
  const url = page('pawns.html', { attrs: 'tables="/site/pawns/"', fen: '8/6P1/p7/8/8/8/8/1K1k4 w - - 0 1' });
  const { answer, panel, errors } = await visit(url);
  assert.deepEqual(answer.built, []);
  assert.deepEqual(answer.fetched.sort(), ['KPvK', 'KPvKP', 'KQvKP', 'KRvKP', 'KBvKP', 'KNvKP', 'KQvK', 'KRvK', 'KBvK', 'KNvK'].sort());
  assert.equal(answer.refused, null);
  assert.equal(answer.mate, 9);
  const promotion = answer.moves.find((m) => m.san === 'g8=Q');
  assert.equal(promotion.wdl, 'win');
  assert.equal(panel.headline, 'White mates in 9 moves with best play (KPvKP)');
  // Every promotion is valued, through the slices (a slice a fortieth of what a build needs).
  assert.deepEqual(answer.moves.filter((m) => m.san.startsWith('g8=')).map((m) => m.san).sort(), ['g8=B', 'g8=N', 'g8=Q', 'g8=R']);
  assert.ok(manifest.tables.KQvKP.slice.bytes * 6 < manifest.tables.KQvKP.bytes);
  assert.deepEqual(errors, []);
});

test('without hosted tables the board builds the table as before and says nothing of a site', async () => {
  const { answer, panel, errors } = await visit(page('plain.html'));
  assert.deepEqual(answer.built, ['KRvK']);
  assert.deepEqual(answer.fetched, []);
  assert.equal(answer.refused, null);
  assert.deepEqual(panel.source, ['Tables built in this browser: KRvK.']);
  assert.deepEqual(panel.refused, []);
  assert.deepEqual(errors, []);
});
