// The package as a site installs it: dist/drawboard-<version>.tgz (bash .ci/dist, which the test
// command runs before these tests) installed with npm into a fresh temporary folder, then used
// the three ways the README promises - a plain static folder with one script tag, a Vite build
// of a tiny site, and TypeScript checking a site's code against the package's declarations.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch, openPage } from './browser.mjs';
import { serve } from './server.mjs';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const here = fileURLToPath(new URL('./', import.meta.url));
const KNIGHTS = '8/8/3k4/3n4/8/3N4/3K4/8 w - - 0 1'; // not dead, no forced mate: needs the workers

let site; // the temporary site folder, with drawboard installed in node_modules
let browser;

before(() => {
  const tarballs = readdirSync(join(repo, 'dist')).filter((name) => /^drawboard-.*\.tgz$/.test(name));
  assert.equal(tarballs.length, 1, 'run bash .ci/dist first: it writes dist/drawboard-<version>.tgz');
  site = mkdtempSync(join(tmpdir(), 'drawboard-site-'));
  writeFileSync(join(site, 'package.json'), JSON.stringify({ name: 'a-teaching-site', private: true, type: 'module' }));
  // A local tarball with no dependencies: npm needs no registry for it.
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', join(repo, 'dist', tarballs[0])], { cwd: site, stdio: 'pipe' });
});

after(async () => {
  await browser?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

// Opens `url` and waits for the board's exact verdict (which only the workers give); returns
// what the page showed and every console error and failed request.
async function exactVerdict(url) {
  browser ??= await launch();
  const { page, errors } = await openPage(browser, url);
  const failed = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  const shown = await page.evaluate(async () => {
    await customElements.whenDefined('draw-board');
    const board = document.querySelector('draw-board');
    const exact = new Promise((resolve) => {
      board.addEventListener('status', (event) => {
        if (event.detail.exact) resolve(event.detail);
      });
    });
    await board.ready;
    const status = board.status().exact ? board.status() : await exact;
    return {
      pieces: board.shadowRoot.querySelectorAll('.piece').length,
      exact: status.exact,
      verdict: status.winnability.white.verdict,
      headline: board.shadowRoot.querySelector('.headline').textContent,
    };
  });
  await page.close();
  return { shown, errors, failed };
}

// Serves the site folder `root` and checks that its board works: its pieces drawn, its exact
// verdict from the workers (a mate is still possible, so no draw can be claimed), and nothing
// missing or failing on the way.
async function boardWorks(root) {
  const { server, url } = await serve(0, root);
  try {
    const { shown, errors, failed } = await exactVerdict(url);
    assert.deepEqual(failed, []);
    assert.deepEqual(errors, []);
    assert.equal(shown.pieces, 4);
    assert.equal(shown.exact, true);
    assert.equal(shown.verdict, 'winnable');
  } finally {
    server.close();
  }
}

test('a plain static folder: one script tag, no build step', async () => {
  // The site copies the package to /drawboard/ and writes one tag.
  cpSync(join(site, 'node_modules', 'drawboard'), join(site, 'static', 'drawboard'), { recursive: true });
  writeFileSync(join(site, 'static', 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A lesson</title><link rel="icon" href="data:,">
<script type="module" src="/drawboard/draw-board.js"></script></head>
<body><draw-board fen="${KNIGHTS}"></draw-board></body></html>`);
  await boardWorks(join(site, 'static'));
  // The board's share link opens the analysis board the package holds beside draw-board.js.
  const { server, url } = await serve(0, join(site, 'static'));
  try {
    const { page, errors } = await openPage(browser, url);
    const ready = () => page.evaluate(async () => {
      const board = document.querySelector('draw-board');
      await board.ready;
      return { link: board.shareLink(), fen: board.fen };
    });
    const { link } = await ready();
    assert.match(link, /\/drawboard\/index\.html\?fen=/);
    await page.goto(link);
    assert.equal((await ready()).fen, KNIGHTS);
    assert.deepEqual(errors, []);
    await page.close();
  } finally {
    server.close();
  }
});

test('a Vite build: the wasm modules, stylesheets and module workers are found after bundling', async () => {
  const root = join(site, 'vite');
  cpSync(join(site, 'package.json'), join(root, 'package.json'));
  cpSync(join(site, 'node_modules'), join(root, 'node_modules'), { recursive: true });
  writeFileSync(join(root, 'index.html'), `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A lesson</title><link rel="icon" href="data:,">
<script type="module" src="/main.js"></script></head>
<body><draw-board fen="${KNIGHTS}"></draw-board></body></html>`);
  writeFileSync(join(root, 'main.js'), "import 'drawboard';\n");
  // Vite is a dev tool of the tests (tests/e2e/node_modules); the site is built with its defaults.
  const { build } = await import('vite');
  await build({ root, logLevel: 'error', configFile: false, build: { outDir: join(root, 'dist'), emptyOutDir: true } });
  const built = readdirSync(join(root, 'dist', 'assets'));
  assert.ok(built.some((name) => name.endsWith('.wasm')), `the wasm is among the assets: ${built.join(', ')}`);
  await boardWorks(join(root, 'dist'));
});

// Runs tsc on `files` in the site with tests/package/tsconfig.json's settings.
function typeCheck(files) {
  const dir = join(site, 'ts');
  cpSync(join(repo, 'tests', 'package'), dir, { recursive: true });
  cpSync(join(site, 'node_modules'), join(dir, 'node_modules'), { recursive: true, force: false, errorOnExist: false });
  const base = JSON.parse(readFileSync(join(dir, 'tsconfig.json'), 'utf8'));
  writeFileSync(join(dir, 'tsconfig.check.json'), JSON.stringify({ ...base, files }));
  const tsc = join(here, 'node_modules', 'typescript', 'bin', 'tsc');
  return spawnSync(process.execPath, [tsc, '-p', join(dir, 'tsconfig.check.json')], { cwd: dir, encoding: 'utf8' });
}

test('TypeScript: a site using the API and the element type-checks under strict settings', () => {
  const { status, stdout, stderr } = typeCheck(['use.ts']);
  assert.equal(status, 0, stdout + stderr);
});

test('TypeScript: a misspelt attribute, a wrong argument type or a missing event field fails', () => {
  for (const [file, code] of [['bad-attribute.ts', 'TS2345'], ['bad-argument.ts', 'TS2345'], ['bad-event.ts', 'TS2551']]) {
    const { status, stdout } = typeCheck([file]);
    assert.notEqual(status, 0, `${file} must not type-check`);
    const errors = stdout.split('\n').filter((line) => /error TS\d+/.test(line));
    assert.equal(errors.length, 1, `${file}: exactly its one mistake\n${stdout}`);
    assert.match(errors[0], new RegExp(`${file}.*error ${code}`), stdout);
  }
});
