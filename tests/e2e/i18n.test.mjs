// The board in the learner's language (issue 53), in headless Chromium:
//   - a pseudo-language (every English message wrapped in ⟦ ⟧ and made 40% longer, served in
//     place of the English catalogues) leaves no English on any page, panel or state shown, and
//     cuts nothing off;
//   - German, Arabic (right to left) and Chinese pages show their verdicts, badges, quiz and
//     endgame table in that language - compared with the catalogues themselves, read by Node -
//     are axe-clean, and are photographed (screenshots/i18n-*.png);
//   - moves typed with German and French letters play, local and figurine notation show in the
//     move list, and PGN written out stays English SAN;
//   - the language changes at runtime, from the element's own `lang` and from the page's;
//   - bad input: an unknown language is English without an error, a catalogue that fails to load
//     is said once and English shown, a site's translator that throws or returns a non-string is
//     ignored for that key with one warning;
//   - the time to switch 20 boards to another language (printed, never asserted).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { CSP } from './server.mjs';
import { openPage } from './browser.mjs';
import { useBrowser, openBoards, shots } from './helpers.mjs';
import { PARTS, catalogue } from './keys.mjs';

const env = useBrowser();
const axeFile = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

// The pseudo-language: each message (each plural form) wrapped and lengthened, its placeholders
// kept. Messages without words (symbols, the piece letters, separators) stay as they are.
const pseudo = (message) => (/[A-Za-z]{2}/.test(message) ? `⟦${message}${'~'.repeat(Math.ceil(message.length * 0.4))}⟧` : message);
const KEEP = new Set(['letters', 'square.sep', 'move.hint']);

async function pseudoCatalogue(part) {
  const en = await catalogue('en', part);
  const out = {};
  for (const [key, message] of Object.entries(en)) {
    out[key] = KEEP.has(key) ? message : typeof message === 'string' ? pseudo(message) : Object.fromEntries(Object.entries(message).map(([k, v]) => [k, pseudo(v)]));
  }
  return `export default ${JSON.stringify(out)};\n`;
}

// A page of this site under the strict CSP, its body `body` (boards and text), in `lang`.
async function fixture(body, { lang = 'en', prepare = async () => {} } = {}) {
  const { page, errors } = await openPage(env.browser, 'about:blank');
  await prepare(page);
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>i18n</title>
    <link rel="stylesheet" href="style.css"><script type="module" src="draw-board.js"></script></head>
    <body><main>${body}</main></body></html>`;
  await page.route(`${env.url}__i18n.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': CSP }, body: html }));
  await page.goto(`${env.url}__i18n.html`);
  await page.evaluate(async () => {
    await customElements.whenDefined('draw-board');
    await Promise.all([...document.querySelectorAll('draw-board')].map((board) => board.ready));
  });
  return { page, errors };
}

// Waits until every board's words are in: no list busy, no key written out as text.
async function settled(page) {
  await page.waitForFunction(() => [...document.querySelectorAll('draw-board')].every((b) => {
    const root = b.shadowRoot;
    return !root.querySelector('[aria-busy="true"]') && root.querySelector('.db:not([hidden]) .headline');
  }), null, { timeout: 60_000 });
}

// The text a reader meets on the page, shadow roots included: text nodes, and the aria-label,
// title and placeholder of elements, each with where it is. Data is left out: SAN, FEN, PGN,
// the typed text of inputs, and what the page's author wrote (`data-author`).
function readerTexts(page) {
  return page.evaluate(() => {
    const out = [];
    const skip = (node) => node.closest?.('.fen-out, .move, .san, .proof-line, textarea, code, [data-author], script, style, .coord, .tb-san, .engine-line');
    const walk = (root, where) => {
      const all = root.querySelectorAll('*');
      const hiddenHere = (node) => {
        for (let n = node; n; n = n.parentElement ?? n.getRootNode?.().host) {
          if (n.hidden || n.getAttribute?.('aria-hidden') === 'true') return true;
          if (n instanceof Element && getComputedStyle(n).display === 'none') return true;
        }
        return false;
      };
      for (const node of all) {
        if (node.shadowRoot) walk(node.shadowRoot, `${where} >>> ${node.localName}`);
        if (skip(node) || hiddenHere(node)) continue;
        for (const child of node.childNodes) {
          if (child.nodeType === 3 && child.textContent.trim()) out.push({ where: `${where} ${node.localName}.${node.className}`, text: child.textContent.trim() });
        }
        for (const name of ['aria-label', 'title', 'placeholder']) {
          const value = node.getAttribute(name);
          if (value?.trim()) out.push({ where: `${where} ${node.localName}.${node.className}[${name}]`, text: value.trim() });
        }
      }
    };
    walk(document.body, 'body');
    return out;
  });
}

// English words left: a run of three or more Latin letters outside the pseudo-language's ⟦ ⟧.
const englishLeft = (texts) => texts.filter(({ text }) => /[A-Za-z]{3,}/.test(text.replace(/⟦[^⟧]*⟧/g, '')));

// Elements whose text is cut off (it overflows a box that clips it), and a page wider than the
// window.
function cutOff(page) {
  return page.evaluate(() => {
    const out = [];
    const walk = (root) => {
      for (const node of root.querySelectorAll('*')) {
        if (node.shadowRoot) walk(node.shadowRoot);
        if (!node.offsetParent || !node.textContent.trim()) continue;
        const style = getComputedStyle(node);
        const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
        if (clips && node.scrollWidth > node.clientWidth + 1) out.push(`${node.localName}.${node.className}: ${node.textContent.trim().slice(0, 60)}`);
      }
    };
    walk(document.body);
    if (document.documentElement.scrollWidth > window.innerWidth + 1) out.push(`the page is ${document.documentElement.scrollWidth}px wide in a ${window.innerWidth}px window`);
    return out;
  });
}

test('a pseudo-language leaves no English on the pages, their panels and states, and cuts nothing off', async () => {
  const served = {};
  for (const part of PARTS) served[part] = await pseudoCatalogue(part);
  const prepare = (page) => page.route(/\/i18n\/en\/(\w+)\.js$/, (route) => {
    const part = /\/i18n\/en\/(\w+)\.js$/.exec(route.request().url())[1];
    return route.fulfill({ contentType: 'text/javascript', body: served[part] });
  });
  const problems = [];
  const check = async (page, where) => {
    await settled(page);
    for (const { where: at, text } of englishLeft(await readerTexts(page))) problems.push(`${where}: English left at ${at}: "${text.slice(0, 80)}"`);
    for (const cut of await cutOff(page)) problems.push(`${where}: cut off: ${cut}`);
  };
  // A board with every panel: a game with a claim, the engine, the table, the audit.
  const KNIGHTS = '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8';
  {
    const { page } = await fixture(`<draw-board layout="full" analysis="on" pgn='[Result "1/2-1/2"]\n\n${KNIGHTS} 1/2-1/2'></draw-board>
      <draw-board fen="8/8/8/3k4/8/8/2NKN3/8 w - - 0 1"></draw-board>
      <draw-board fen="8/8/8/8/8/2k5/8/K1q5 w - - 0 1"></draw-board>`, { prepare });
    await page.waitForTimeout(3000);
    await check(page, 'boards');
    await page.locator('draw-board').nth(1).locator('.show-mate').click();
    await page.locator('draw-board').nth(1).locator('.proof-text.found').waitFor({ timeout: 60_000 });
    await check(page, 'the mate shown');
    await page.locator('draw-board').first().evaluate((board) => { board.mode = 'edit'; });
    await page.locator('draw-board').first().locator('.editor').waitFor();
    await check(page, 'the editor');
    await page.close();
  }
  for (const path of ['index.html', 'embed.html', 'lesson.html', 'drill.html']) {
    const { page } = await openPage(env.browser, 'about:blank');
    await prepare(page);
    await page.goto(`${env.url}${path}?lang=en`);
    await page.waitForTimeout(3000);
    await check(page, path);
    await page.close();
  }
  assert.deepEqual(problems, []);
});
