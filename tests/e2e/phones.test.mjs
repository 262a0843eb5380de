// The board on a phone (issue 55), in Chromium's mobile emulation (touch, a device scale of 3):
// at 390 x 844 and at 320 px wide, embed.html and index.html scroll neither page nor board
// sideways; the board fills the width; the toolbar is one row of icon buttons, each with an
// accessible name and a tooltip, the rest behind "more"; every button is at least 24 px square
// (WCAG 2.2, 2.5.8); a long verdict wraps; and a move is played by two taps and by a touch drag.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, shots } from './helpers.mjs';

const env = useBrowser();

const PHONES = [{ width: 390, height: 844 }, { width: 320, height: 640 }];

// A page opened as on a phone: touch, a small viewport, every board ready.
async function phone(viewport, path, { colorScheme = 'light' } = {}) {
  const context = await env.browser.newContext({ viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 3, colorScheme });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  await page.goto(`${env.url}${path}`);
  await page.evaluate(async () => {
    await customElements.whenDefined('draw-board');
    await Promise.all([...document.querySelectorAll('draw-board')].map((board) => board.ready));
  });
  return { context, page, errors };
}

// What overflows sideways: the page, and any part of a board wider than the board itself.
const overflow = (page) => page.evaluate(() => {
  const found = [];
  if (document.documentElement.scrollWidth > innerWidth) found.push(`the page: ${document.documentElement.scrollWidth} > ${innerWidth}`);
  for (const board of document.querySelectorAll('draw-board')) {
    const edge = board.getBoundingClientRect();
    for (const node of board.shadowRoot.querySelectorAll('*')) {
      // (What only screen readers hear is clipped to a pixel, and may sit just outside.)
      if (!node.checkVisibility?.() || node.closest('.visually-hidden')) continue;
      const box = node.getBoundingClientRect();
      if (box.width && (box.right > edge.right + 0.5 || box.left < edge.left - 0.5)) found.push(`${node.className || node.tagName}: ${box.left}-${box.right} outside ${edge.left}-${edge.right}`);
    }
  }
  return found;
});

// The first board's toolbar: each button seen, with its box, its name and its tooltip.
const toolbar = (board) => board.evaluate((el) => [...el.shadowRoot.querySelectorAll('.toolbar > *')].filter((b) => b.checkVisibility()).map((b) => {
  const box = b.getBoundingClientRect();
  return { cls: b.className, top: Math.round(box.top), width: box.width, height: box.height, name: b.getAttribute('aria-label'), title: b.title, text: b.textContent };
}));

for (const viewport of PHONES) {
  test(`a phone ${viewport.width} px wide: no sideways scroll, the board fills the width, one row of icons`, async () => {
    const { context, page, errors } = await phone(viewport, 'embed.html');
    assert.deepEqual(await overflow(page), []);
    const board = page.locator('draw-board').first();
    const [host, grid] = await board.evaluate((el) => [el.getBoundingClientRect().width, el.shadowRoot.querySelector('.board').getBoundingClientRect().width]);
    assert.ok(grid >= host - 2, `the board is ${grid} px wide in a ${host} px element`);

    // One row: the navigation, Flip, Undo and "more"; their words are names and tooltips.
    const row = await toolbar(board);
    assert.deepEqual(row.map((b) => b.cls.split(' ')[0]), ['nav', 'nav', 'nav', 'nav', 'flip', 'undo', 'tools-more']);
    assert.equal(new Set(row.map((b) => b.top)).size, 1, JSON.stringify(row));
    for (const b of row) {
      assert.ok(b.name && b.title === b.name, `${b.cls}: name ${b.name}, tooltip ${b.title}`);
      assert.ok(b.width >= 24 && b.height >= 24, `${b.cls}: ${b.width} x ${b.height}`);
    }
    assert.deepEqual(row.map((b) => b.name), ['First position (Home)', 'Previous move (Left arrow)', 'Next move (Right arrow)', 'Last move (End)', 'Flip the board', 'Undo the last change to the game', 'More tools']);
    // Every button on the page's boards is a target of at least 24 x 24 px, and so is a square.
    const small = await page.evaluate(() => [...document.querySelectorAll('draw-board')].flatMap((el) => [...el.shadowRoot.querySelectorAll('button, select, .square')]
      .filter((b) => b.checkVisibility()).map((b) => [b.className || `${b.tagName} ${b.textContent} in ${b.parentElement.className}`, b.getBoundingClientRect()]).filter(([, box]) => box.width < 24 || box.height < 24).map(([cls, box]) => `${cls} ${box.width}x${box.height}`)));
    assert.deepEqual(small, []);
    await board.screenshot({ path: `${shots}phone-${viewport.width}.png` });

    // "More": the rest, by a tap, on a row of their own.
    const more = board.locator('button.tools-more');
    assert.equal(await more.getAttribute('aria-expanded'), 'false');
    await more.tap();
    assert.equal(await more.getAttribute('aria-expanded'), 'true');
    const opened = await toolbar(board);
    const extras = opened.filter((b) => /extra/.test(b.cls));
    assert.deepEqual(extras.map((b) => b.text), ['Reset', 'Edit', 'Draw']);
    assert.ok(extras.every((b) => b.top > opened[0].top), JSON.stringify(opened));
    assert.deepEqual(await overflow(page), []);
    await board.screenshot({ path: `${shots}phone-${viewport.width}-more.png` });
    await more.tap();
    assert.equal((await toolbar(board)).length, 7);

    // A long verdict wraps: the dead-position board's badges and facts stay inside it.
    const bishops = page.locator('#bishops-same-colour draw-board');
    await bishops.locator('.badge.final').first().waitFor();
    assert.deepEqual(await overflow(page), []);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('a phone: a move by two taps and by a touch drag', async () => {
  const { context, page, errors } = await phone(PHONES[0], 'index.html');
  const board = page.locator('draw-board');
  await board.locator('.square[data-square="e2"]').tap();
  await board.locator('.square[data-square="e4"]').tap();
  await page.waitForFunction(() => document.querySelector('draw-board').mainLine.join(' ') === 'e4');

  // A drag by touch: down on e7, moved in steps, up on e5 (Chromium's touch events, which
  // the board reads as pointer events of the touch kind).
  const centre = async (name) => {
    const box = await board.locator(`.square[data-square="${name}"]`).boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const from = await centre('e7');
  const to = await centre('e5');
  const cdp = await context.newCDPSession(page);
  const touch = (type, point) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: point ? [{ x: point.x, y: point.y }] : [] });
  await touch('touchStart', from);
  for (let i = 1; i <= 8; i += 1) await touch('touchMove', { x: from.x + ((to.x - from.x) * i) / 8, y: from.y + ((to.y - from.y) * i) / 8 });
  await touch('touchEnd');
  await page.waitForFunction(() => document.querySelector('draw-board').mainLine.join(' ') === 'e4 e5');
  assert.deepEqual(await overflow(page), []);
  await page.screenshot({ path: `${shots}phone-index-390.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await context.close();
});

test('a phone in a dark scheme: theme="auto" boards dark at 390 px, no sideways scroll', async () => {
  const { context, page, errors } = await phone(PHONES[0], 'embed.html', { colorScheme: 'dark' });
  await page.evaluate(() => document.querySelectorAll('draw-board').forEach((board) => board.setAttribute('theme', 'auto')));
  const board = page.locator('draw-board').first();
  await page.waitForFunction(() => getComputedStyle(document.querySelector('draw-board')).getPropertyValue('--db-surface').trim() !== '');
  assert.deepEqual(await overflow(page), []);
  await board.screenshot({ path: `${shots}phone-390-dark.png` });
  assert.deepEqual(errors, []);
  await context.close();
});
