// Accessibility checked by axe-core in headless Chromium: every page, the board editor, a game
// after a few moves, the engine panel while the engine runs, the board in each colour theme,
// and the game review's evaluation graph and move marks.
// The rules are WCAG 2.0 and 2.1 A and AA, axe's best practices, and its experimental rules
// (label-content-name-mismatch among them). A violation fails the test and is printed with its
// rule, the elements it found and axe's summary of what to fix.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { useBrowser, openBoards, clickMove, shots } from './helpers.mjs';

const env = useBrowser();
const axeFile = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'experimental'];
// The board colours, each with light panels (the default) and with dark ones.
const THEMES = ['brown', 'green', 'blue', 'dark', 'green dark', 'blue dark'];

// Opens `path` with axe served from the page's own origin, so that the page keeps its strict
// Content-Security-Policy (script-src 'self') while axe is injected. `axe(where)` fails the test
// with every violation found on the page as it is now.
async function open(path) {
  const opened = await openBoards(env.browser, env.url + path);
  const { page, errors } = opened;
  await page.route('**/__axe.min.js', (route) => route.fulfill({ path: axeFile, contentType: 'text/javascript' }));
  await page.addScriptTag({ url: '/__axe.min.js' });
  const axe = async (where) => {
    const before = errors.length;
    const found = await violations(page);
    // Two of axe's rules (css-orientation-lock, no-autoplay-audio) add style elements of their
    // own, which the page's CSP refuses: that is axe's doing, not the page's.
    const mine = errors.splice(before).filter((e) => !/^Applying inline style violates .*'style-src 'self''/.test(e));
    errors.push(...mine);
    if (found.length) assert.fail(`axe on ${where}:\n${found.join('\n')}`);
  };
  return { ...opened, axe, board: page.locator('draw-board').first() };
}

const nextFrame = (page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

// Sets a board's theme and waits until it is drawn in it: a theme with dark panels (dark or
// auto) first fetches dark.css, which declares --db-surface.
async function setTheme(page, board, theme) {
  await board.evaluate((el, name) => (name ? el.setAttribute('theme', name) : el.removeAttribute('theme')), theme);
  if (/\b(dark|auto)\b/.test(theme ?? '')) await board.evaluate((el) => new Promise((resolve) => {
    const check = () => (getComputedStyle(el).getPropertyValue('--db-surface') ? resolve() : setTimeout(check, 20));
    check();
  }));
  await nextFrame(page);
}

// The violations axe finds on the page, a few readable lines each: the rule, the elements
// (through shadow roots: host >>> element) and what to fix.
async function violations(page) {
  const found = await page.evaluate(async (tags) => {
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map((t) => [t].flat().join(' >>> ')).join(', '), summary: n.failureSummary })),
    }));
  }, TAGS);
  return found.map((v) => [
    `${v.id} (${v.help}) on ${v.nodes.length} element(s):`,
    ...v.nodes.slice(0, 12).map((n) => `    ${n.target}\n      ${n.summary.replace(/\n/g, '\n      ')}`),
    ...(v.nodes.length > 12 ? [`    ... and ${v.nodes.length - 12} more`] : []),
  ].join('\n'));
}

test('the analysis board (index.html): at the start, after a few moves, flipped', async () => {
  const { page, board, errors, axe } = await open('index.html');
  await axe('index.html');
  for (const [from, to] of [['e2', 'e4'], ['e7', 'e5'], ['g1', 'f3'], ['b8', 'c6']]) await clickMove(board, from, to);
  await board.locator('.square[data-square="f1"]').click(); // a piece picked up: its moves shown
  await axe('index.html after 1. e4 e5 2. Nf3 Nc6, Bf1 selected');
  await board.locator('button.flip').click();
  await axe('index.html flipped');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the lessons kept in this browser: the list, a rename, a deletion with its Undo, the line of a lesson brought back', async () => {
  const { page, board, errors, axe } = await open('index.html');
  for (const pgn of ['[Event "Lucena position"]\n1. e4 e5 *', '1. d4 d5 2. c4 *']) {
    const saved = page.evaluate(() => new Promise((resolve) => document.querySelector('draw-board').addEventListener('save', resolve, { once: true })));
    await board.locator('textarea.io-text').fill(pgn);
    await board.locator('button.load').click();
    await saved;
  }
  await page.locator('#lessons li').nth(1).waitFor();
  await axe('index.html with two lessons listed');
  await page.locator('#lessons li', { hasText: 'Lucena' }).locator('.rename').click();
  await axe('index.html renaming a lesson');
  await page.locator('#lessons .cancel-rename').click();
  await page.locator('#lessons li', { hasText: 'Lucena' }).locator('.delete').click();
  await page.locator('#lessons .undo-delete').waitFor();
  await axe('index.html after a deletion, with its Undo');
  await page.reload();
  await page.locator('#restored').waitFor();
  await page.addScriptTag({ url: '/__axe.min.js' });
  await axe('index.html with a lesson brought back');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the engine panel while the engine runs, and after it stops; the evaluation bar only with a score', async () => {
  const { page, board, errors, axe } = await open('index.html?moves=e2e4,e7e5');
  const toggle = board.locator('button.engine-toggle');
  const bar = board.locator('.evalbar');
  // The engine is off: no bar (its place is kept, so the board keeps its size).
  assert.equal(await bar.isVisible(), false);
  const size = (await board.locator('.board').boundingBox()).width;
  await toggle.click();
  assert.equal(await bar.isVisible(), true);
  await board.locator('.engine-stats', { hasText: /^Depth ([3-9]|[1-9][0-9])\b/ }).waitFor();
  assert.equal((await board.locator('.board').boundingBox()).width, size);
  await axe('index.html with the engine running');
  await toggle.click();
  assert.equal(await toggle.getAttribute('aria-pressed'), 'false');
  // Stopped: the bar still shows the score of the position shown...
  assert.equal(await bar.isVisible(), true);
  await axe('index.html with the engine stopped');
  // ...until another position is shown, which the engine has not scored.
  await board.locator('button.nav.back').click();
  assert.equal(await bar.isVisible(), false);
  assert.deepEqual(errors, []);
  await page.close();
});

// axe leaves the coordinates' contrast undecided (they lie over the squares, in a layer of
// their own), so it is measured here: each coordinate against the square under it (4.5:1), and
// the move markers against their squares (3:1, WCAG 1.4.11). Returns the ones that fall short.
function boardContrast(board) {
  return board.evaluate((host) => {
    const root = host.shadowRoot;
    const rgb = (text) => text.match(/[\d.]+/g).map(Number);
    const luminance = ([r, g, b]) => {
      const f = (c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const contrast = (a, b) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const squareUnder = (el) => {
      const box = el.getBoundingClientRect();
      return root.elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2).find((e) => e.classList.contains('square'));
    };
    const short = [];
    for (const coord of root.querySelectorAll('.coords .coord')) {
      const square = squareUnder(coord);
      const ratio = contrast(rgb(getComputedStyle(coord).color), rgb(getComputedStyle(square).backgroundColor));
      if (ratio < 4.5) short.push(`coordinate ${coord.textContent} on ${square.dataset.square}: ${ratio.toFixed(2)}`);
    }
    for (const square of root.querySelectorAll('.square.move-dest:not(.occupied)')) {
      const ratio = contrast(rgb(getComputedStyle(square, '::after').backgroundColor), rgb(getComputedStyle(square).backgroundColor));
      if (ratio < 3) short.push(`move marker on ${square.dataset.square}: ${ratio.toFixed(2)}`);
    }
    return short;
  });
}

test('every colour theme, and the board without coordinates', async () => {
  // A rook whose moves reach squares of both colours.
  const { page, board, errors, axe } = await open(`index.html?fen=${encodeURIComponent('8/8/8/3k4/8/8/4R3/3K4 w - - 0 1')}`);
  await board.locator('.square[data-square="e2"]').click();
  assert.ok(await board.locator('.square.light.move-dest').count() > 0 && await board.locator('.square.dark.move-dest').count() > 0);
  for (const theme of THEMES) {
    await setTheme(page, board, theme);
    assert.deepEqual(await boardContrast(board), [], `theme="${theme}"`);
    await axe(`index.html, theme="${theme}"`);
  }
  assert.equal(await board.locator('.coords').isVisible(), true);
  await board.evaluate((el) => el.setAttribute('coordinates', 'off'));
  await nextFrame(page);
  assert.equal(await board.locator('.coords').isVisible(), false);
  await axe('index.html, coordinates="off"');
  assert.deepEqual(errors, []);
  await page.close();
});

test('theme="auto" follows the reader\'s colour scheme: light panels in a light one, the dark theme\'s in a dark one', async () => {
  const { page, board, errors, axe } = await open(`index.html?fen=${encodeURIComponent('8/8/8/3k4/8/8/4R3/3K4 w - - 0 1')}`);
  await board.locator('.square[data-square="e2"]').click();
  // Every colour the theme sets (the --db- custom properties), and the panel's own.
  const colours = () => board.evaluate((el) => {
    const style = getComputedStyle(el);
    const names = [...new Set([...document.styleSheets, ...el.shadowRoot.adoptedStyleSheets].flatMap((sheet) => {
      try {
        return [...sheet.cssRules].map((rule) => rule.cssText);
      } catch {
        return [];
      }
    }).join('\n').match(/--db-[a-z-]+(?=:)/g))].sort();
    const panel = getComputedStyle(el.shadowRoot.querySelector('.panel'));
    return { ...Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name).trim()])), panel: panel.backgroundColor, text: panel.color, scheme: style.colorScheme };
  });
  const seen = {};
  for (const [scheme, theme] of [['light', null], ['dark', 'dark'], ['light', 'auto'], ['dark', 'auto']]) {
    await page.emulateMedia({ colorScheme: scheme });
    await setTheme(page, board, theme);
    seen[`${scheme} ${theme}`] = await colours();
    assert.deepEqual(await boardContrast(board), [], `theme="${theme}" in a ${scheme} scheme`);
    await axe(`index.html, theme="${theme}" in a ${scheme} scheme`);
    await page.screenshot({ path: `${shots}theme-${theme ?? 'none'}-${scheme}.png`, fullPage: true });
  }
  assert.ok(Object.keys(seen['dark dark']).length > 30, Object.keys(seen['dark dark']).join(' '));
  assert.notDeepEqual(seen['dark dark'], seen['light null']);
  // A light board has no dark.css, and so not the custom properties only it declares: each one
  // it has is as auto's in a light scheme.
  const light = Object.fromEntries(Object.keys(seen['light auto']).map((name) => [name, seen['light null'][name] || seen['light auto'][name]]));
  assert.deepEqual(seen['light auto'], light);
  assert.deepEqual(seen['dark auto'], seen['dark dark']);
  assert.equal(seen['dark dark'].panel, 'rgb(34, 33, 31)');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the evaluation graph and the review\'s marks, while the review runs and in each colour theme', async () => {
  const { page, board, errors, axe } = await open('index.html');
  await board.locator('textarea.io-text').fill('1. e4 e5 2. Nf3 Qg5 3. Nxg5 *');
  await board.locator('button.load').click();
  await board.locator('.game-graph').waitFor();
  await axe('index.html with the review running');
  await board.locator('.review-mark.blunder').waitFor();
  await board.locator('.graph-progress:empty').waitFor({ state: 'attached' });
  // The slider focused: its tip shows the move shown and its score.
  await board.locator('.graph[role="slider"]').focus();
  await board.locator('.graph-tip').waitFor();
  for (const theme of THEMES) {
    await setTheme(page, board, theme);
    await axe(`index.html with the evaluation graph, theme="${theme}"`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('the board editor (mode="edit")', async () => {
  const { page, errors, axe } = await open('index.html');
  await page.evaluate(() => document.getElementById('board').setAttribute('mode', 'edit'));
  await nextFrame(page);
  await axe('index.html, mode="edit"');
  assert.deepEqual(errors, []);
  await page.close();
});

for (const path of ['embed.html', 'lesson.html']) {
  test(`the teaching page ${path}`, async () => {
    const { page, errors, axe } = await open(path);
    await axe(path);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
