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

// The pseudo-language: each message (each plural form) wrapped and made 40% longer (in words of
// four characters, which wrap as words do), its placeholders kept. Messages without words
// (symbols, the piece letters, separators) stay as they are.
const pseudo = (message) => (/[A-Za-z]{2}/.test(message) ? `⟦${message}${' ~~~'.repeat(Math.ceil(message.length * 0.1))}⟧` : message);
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
    <body><main><h1 data-author>drawboard</h1>${body}</main></body></html>`;
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
    // The author's own words (a PGN's comments, the options naming languages in their own) are
    // not the board's.
    const skip = (node) => node.closest?.('.fen-out, .move, .san, .proof-line, textarea, code, [data-author], script, style, .coord, .tb-san, .engine-line, .comment, .current-comment, option[lang]');
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
        // Its own text, a child element standing as one mark: a message with a node in a
        // placeholder (t.parts) is then one text, its wrapping whole.
        const own = [...node.childNodes].map((child) => (child.nodeType === 3 ? child.textContent : child.nodeType === 1 ? '□' : '')).join('');
        if (own.replace(/□/g, '').trim()) out.push({ where: `${where} ${node.localName}.${node.className}`, text: own.trim() });
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

// English words left: a run of three or more Latin letters outside the pseudo-language's ⟦ ⟧
// (a message inside another's placeholder is wrapped inside it: the innermost go first).
const unwrap = (text) => {
  for (let before; before !== text;) {
    before = text;
    text = text.replace(/⟦[^⟦⟧]*⟧/g, '');
  }
  return text;
};
const englishLeft = (texts) => texts.filter(({ text }) => /[A-Za-z]{3,}/.test(unwrap(text)));

// Elements whose text is cut off (it overflows a box that clips it), and a page wider than the
// window.
function cutOff(page) {
  return page.evaluate(() => {
    const out = [];
    const walk = (root) => {
      for (const node of root.querySelectorAll('*')) {
        if (node.shadowRoot) walk(node.shadowRoot);
        if (!node.offsetParent || !node.textContent.trim() || node.closest('.visually-hidden') || node.clientWidth <= 1) continue;
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

// The board's words in `lang`, as Node reads the catalogues: what the page must show.
async function wordsIn(lang, parts = PARTS) {
  const { words } = await import('../../www/i18n/i18n.js');
  const t = words();
  await t.switch(lang);
  for (const part of parts) await t.need(part);
  return t;
}

// Runs axe on the page; fails with what it found.
async function axe(page, where) {
  await page.route('**/__axe.min.js', (route) => route.fulfill({ path: axeFile, contentType: 'text/javascript' }));
  await page.addScriptTag({ url: '/__axe.min.js' });
  const found = await page.evaluate(async (tags) => {
    const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id} (${v.help}): ${v.nodes.slice(0, 5).map((n) => [n.target].flat().join(' >>> ')).join(', ')}`);
  }, AXE_TAGS);
  assert.deepEqual(found, [], `axe on ${where}`);
}

const TWO_KNIGHTS = '8/8/8/3k4/8/8/2NKN3/8 w - - 0 1';
const KQK = '8/8/8/3k4/8/8/3KQ3/8 w - - 0 1';
const CLAIM_QUIZ = '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 {[%quiz claim]} *';

for (const [lang, name] of [['de', 'German'], ['ar', 'Arabic'], ['zh', 'Chinese']]) {
  test(`${name} (${lang}): verdicts, badges, quiz and endgame table in ${name}, axe-clean, photographed`, async () => {
    const t = await wordsIn(lang);
    const { page, errors } = await fixture(`<draw-board id="knights" fen="${TWO_KNIGHTS}"></draw-board>
      <draw-board id="queen" fen="${KQK}"></draw-board>
      <draw-board id="quiz" pgn="${CLAIM_QUIZ}" ply="7"></draw-board>`, { lang });
    await settled(page);
    const knights = page.locator('#knights');
    assert.equal(await knights.locator('.headline').textContent(), t('headline.toMove', { side: t('side.white') }));
    assert.deepEqual(await knights.locator('.badge.no-forced-mate .label').allTextContents(), [t('label.mateCannotBeForced')]);
    assert.equal(await knights.locator('.why h3').textContent(), t('why'));
    assert.equal(await knights.locator('.flip').textContent(), t('flip'));
    assert.equal(await knights.locator('.flip').getAttribute('title'), t('flip.label'));
    assert.equal(await knights.evaluate((b) => b.shadowRoot.querySelector('.db').dir), t.dir);
    // The endgame table (built in the worker for four men or fewer) answers in the language.
    const queen = page.locator('#queen');
    await queen.locator('.tb-moves').waitFor({ timeout: 90_000 });
    assert.equal(await queen.locator('.tablebase h2').textContent(), t('panel.table'));
    const tableText = await queen.locator('.tablebase-body').textContent();
    // Each move's result is the catalogue's words for it.
    const results = new Set([t('tableView.moveDraw')]);
    for (let n = 1; n <= 40; n++) for (const key of ['tableView.moveWin', 'tableView.moveLoss']) results.add(t(key, { count: n }));
    const shown = await queen.locator('.tb-result').allTextContents();
    assert.ok(shown.length > 0 && shown.every((text) => results.has(text.trim())), `the table's results are not the catalogue's: ${shown.join(' | ')}`);
    // The quiz asks in the language.
    const quiz = page.locator('#quiz');
    await quiz.locator('.quiz-question').first().waitFor({ timeout: 60_000 });
    const quizText = await quiz.locator('.quiz-panel').textContent();
    assert.ok(!/\b(the|draw|claim|move|White|Black)\b/.test(quizText), `English in the quiz: ${quizText}`);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${shots}i18n-${lang}.png`, fullPage: true });
    await axe(page, `${name} boards`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('moves typed with German and French letters play; local and figurine notation show; PGN stays English SAN', async () => {
  const de = await wordsIn('de', ['first']);
  const fr = await wordsIn('fr', ['first']);
  const { page, errors } = await fixture('<draw-board id="de" lang="de"></draw-board><draw-board id="fr" lang="fr" notation="local"></draw-board>');
  const type = async (board, move) => {
    await board.locator('.move-input').fill(move);
    await board.locator('.move-input').press('Enter');
  };
  const boardDe = page.locator('#de');
  const [, , , , knight] = de('letters').split(' ');
  for (const move of ['e4', 'e5', `${knight}f3`]) await type(boardDe, move);
  assert.deepEqual(await boardDe.evaluate((b) => b.mainLine), ['e4', 'e5', 'Nf3']);
  await boardDe.evaluate((b) => { b.notation = 'local'; });
  assert.deepEqual(await boardDe.locator('.move').allTextContents(), ['e4', 'e5', `${knight}f3`]);
  await boardDe.evaluate((b) => { b.notation = 'figurine'; });
  assert.deepEqual(await boardDe.locator('.move').allTextContents(), ['e4', 'e5', '♘\uFE0Ef3']);
  assert.match(await boardDe.evaluate((b) => b.pgn()), /1\. e4 e5 2\. Nf3/);
  // French: F is the bishop (fou), C the knight (cavalier).
  const boardFr = page.locator('#fr');
  const [, , , bishop, frKnight] = fr('letters').split(' ');
  for (const move of ['e4', 'e5', `${frKnight}f3`, `${frKnight}c6`, `${bishop}c4`]) await type(boardFr, move);
  assert.deepEqual(await boardFr.evaluate((b) => b.mainLine), ['e4', 'e5', 'Nf3', 'Nc6', 'Bc4']);
  assert.deepEqual(await boardFr.locator('.move').allTextContents(), ['e4', 'e5', `${frKnight}f3`, `${frKnight}c6`, `${bishop}c4`]);
  assert.match(await boardFr.evaluate((b) => b.pgn()), /2\. Nf3 Nc6 3\. Bc4/);
  // English letters still play on a French board.
  await type(boardFr, 'Nf6');
  assert.equal((await boardFr.evaluate((b) => b.mainLine)).at(-1), 'Nf6');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the language changes at runtime: the element\'s lang, then the page\'s; unknown languages are English', async () => {
  const en = await wordsIn('en', ['first']);
  const de = await wordsIn('de', ['first']);
  const uk = await wordsIn('uk', ['first']);
  const { page, errors } = await fixture(`<section lang="xx"><draw-board id="b" fen="${TWO_KNIGHTS}"></draw-board></section>`, { lang: 'de' });
  await settled(page);
  const board = page.locator('#b');
  const headline = () => board.locator('.headline').textContent();
  assert.equal(await headline(), en('headline.toMove', { side: en('side.white') }), 'an unknown language is English');
  await board.evaluate((b) => b.setAttribute('lang', 'uk'));
  await page.waitForFunction((want) => document.querySelector('#b').shadowRoot.querySelector('.headline').textContent === want, uk('headline.toMove', { side: uk('side.white') }));
  await board.evaluate((b) => { b.removeAttribute('lang'); b.parentElement.removeAttribute('lang'); });
  await page.waitForFunction((want) => document.querySelector('#b').shadowRoot.querySelector('.headline').textContent === want, de('headline.toMove', { side: de('side.white') }));
  assert.equal(await board.locator('.flip').textContent(), de('flip'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('a catalogue that fails to load is said once and English shown; a translator that throws or returns a non-string is ignored for that key', async () => {
  const en = await wordsIn('en', ['first']);
  const warnings = [];
  const { page } = await fixture(`<draw-board id="a" lang="fr" fen="${TWO_KNIGHTS}"></draw-board><draw-board id="b" lang="fr"></draw-board>`, {
    prepare: async (p) => {
      p.on('console', (msg) => { if (msg.type() === 'warning' && /drawboard/.test(msg.text())) warnings.push(msg.text()); });
      await p.route(/\/i18n\/fr\/\w+\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    },
  });
  await settled(page);
  assert.equal(await page.locator('#a .headline').textContent(), en('headline.toMove', { side: en('side.white') }));
  assert.equal(warnings.filter((w) => /could not be loaded/.test(w)).length, 1, warnings.join('\n'));
  const board = page.locator('#a');
  await board.evaluate((b) => {
    b.translator = (key) => {
      if (key === 'flip') throw new Error('no words');
      if (key === 'undo') return 42;
      if (key === 'reset') return 'Site reset';
      return undefined;
    };
  });
  assert.equal(await board.locator('.flip').textContent(), en('flip'));
  assert.equal(await board.locator('.undo').textContent(), en('undo'));
  assert.equal(await board.locator('.reset').textContent(), 'Site reset');
  await board.evaluate((b) => { b.translator = b.translator; });
  assert.equal(warnings.filter((w) => /translate\("flip"\)/.test(w)).length, 1, warnings.join('\n'));
  assert.equal(warnings.filter((w) => /translate\("undo"\)/.test(w)).length, 1, warnings.join('\n'));
  await page.close();
});

test('switching a page of 20 diagrams to another language: the time to all boards redrawn (printed)', async (t) => {
  const de = await wordsIn('de', ['first']);
  const boards = Array.from({ length: 20 }, (_, i) => `<draw-board fen="${i % 2 ? TWO_KNIGHTS : KQK}" interactive="off"></draw-board>`).join('\n');
  const { page, errors } = await fixture(boards);
  await settled(page);
  const times = [];
  for (const [lang, side] of [['de', de('side.white')], ['en', 'White'], ['de', de('side.white')], ['en', 'White'], ['de', de('side.white')]]) {
    times.push(await page.evaluate(([code, want]) => new Promise((resolve) => {
      const t0 = performance.now();
      document.documentElement.lang = code;
      const check = () => {
        const done = [...document.querySelectorAll('draw-board')].every((b) => b.shadowRoot.querySelector('.headline').textContent.startsWith(want));
        if (done) resolve(performance.now() - t0);
        else requestAnimationFrame(check);
      };
      check();
    }), [lang, side]));
  }
  const sorted = [...times].sort((a, b) => a - b);
  t.diagnostic(`20 boards switched in ${times.map((ms) => ms.toFixed(0)).join(', ')} ms (median ${sorted[2].toFixed(0)} ms; the first to German loads its catalogue)`);
  assert.deepEqual(errors, []);
  await page.close();
});
