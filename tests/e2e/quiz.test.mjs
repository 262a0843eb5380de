// Rule quizzes (issue 43): a `[%quiz ...]` command on a move asks the reader about the position
// after it - can a draw be claimed, what if a flag falls, is the position dead, can a side still
// mate - and the board marks the answer from its own exact status, never from text an author
// typed. Each kind on several positions, the answers checked against the Laws (FIDE 9.2.1.1
// "only by announcing the move", a flag fall on which FIDE 6.9 and US Chess 14E disagree...);
// the quiz hiding the draw panel until it is answered; options refused until the proof is in;
// and the arbiter drill page (drill.html) with its score. Screenshot: drill.png.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { CSP } from './server.mjs';
import { openPage } from './browser.mjs';
import { useBrowser, openBoards, shots, slowWorkerRequests } from './helpers.mjs';

const env = useBrowser();
const axeFile = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'experimental'];
// The proof of a four-man position waits for the endgame table, which a fresh browser builds.
const SETTLE_MS = 20000;

// A page of this site (draw-board.js and its workers load as on any page, under the strict
// CSP) with an empty <main> for the boards a test makes; `prepare(page)` runs before it loads.
async function openFixture(prepare = async () => {}) {
  const { page, errors } = await openPage(env.browser, 'about:blank');
  await prepare(page);
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quiz test</title>
    <link rel="stylesheet" href="style.css"><script type="module" src="draw-board.js"></script></head>
    <body><main><h1>Questions on the rules</h1></main></body></html>`;
  await page.route(`${env.url}__quiz.html`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', headers: { 'Content-Security-Policy': CSP }, body }));
  await page.goto(`${env.url}__quiz.html`);
  await page.evaluate(() => customElements.whenDefined('draw-board'));
  return { page, errors };
}

// Shows a new board in the page's <main> (in place of the one before) with `attributes`, and
// records its `quiz` events in window.quizEvents. Returns its locator.
async function showBoard(page, attributes) {
  await page.evaluate(async (attrs) => {
    const board = document.createElement('draw-board');
    for (const [name, value] of Object.entries(attrs)) board.setAttribute(name, value);
    document.querySelector('main').replaceChildren(board);
    await board.ready;
    window.quizEvents = [];
    board.addEventListener('quiz', (event) => window.quizEvents.push(event.detail));
  }, attributes);
  return page.locator('main draw-board');
}

// Waits until the board has proved the answer of every question it asks (the options lose
// aria-disabled); returns the questions: [{id, options: [answer ids]}].
async function settledQuestions(board) {
  await board.locator('.quiz-question').first().waitFor();
  await board.evaluate((el, ms) => new Promise((resolve, reject) => {
    const end = Date.now() + ms;
    const check = () => {
      const options = [...el.shadowRoot.querySelectorAll('.quiz-option')];
      if (options.length && options.every((o) => !o.hasAttribute('aria-disabled'))) return resolve();
      if (Date.now() > end) return reject(new Error(`the quiz is still unsettled: ${el.shadowRoot.querySelector('.quiz-panel').textContent}`));
      setTimeout(check, 50);
    };
    check();
  }), SETTLE_MS);
  return board.locator('.quiz-question').evaluateAll((boxes) => boxes.map((box) => ({
    id: box.dataset.question,
    options: [...box.querySelectorAll('.quiz-option')].map((o) => o.dataset.answer),
  })));
}

// Presses `option` of `question`: the `quiz` event's detail, and the result shown.
async function answer(board, question, option) {
  const count = await board.evaluate(() => window.quizEvents.length);
  const box = board.locator(`.quiz-question[data-question="${question}"]`);
  await box.locator(`.quiz-option[data-answer="${option}"]`).click();
  await board.page().waitForFunction((n) => window.quizEvents.length > n, count);
  const detail = await board.evaluate(() => window.quizEvents.at(-1));
  const result = box.locator('.quiz-result');
  return { detail, kind: (await result.getAttribute('class')).replace('quiz-result', '').trim(), text: await result.textContent() };
}

const fenLesson = (fen, quiz) => `[FEN "${fen}"]\n[SetUp "1"]\n\n{[%quiz ${quiz}]} *`;
const KNIGHTS = '1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1';
const ROOK = (turn, clock) => `8/8/3k4/8/8/8/3KR3/8 ${turn} - - ${clock} 80`;

// Each position: the lesson, the ply shown, and for each question asked the right answer and
// what its reason must cite. `wrong`: a question answered wrongly on purpose, to see the
// correction. `options`: the options offered, where they are not the usual ones (the mate
// question offers force/help/never where a table covers the position, yes/never elsewhere).
// Every answer below was checked against the Laws (FIDE Laws of Chess 2023, US Chess rule 14E)
// as well as against the board.
const CASES = {
  claim: [
    { name: 'threefold by announcing the move (FIDE 9.2.1.1)', pgn: `${KNIGHTS} {[%quiz claim]} *`, ply: 7, color: 'black',
      expect: { claim: ['announce', /Black may write Ng8 on the scoresheet, declare to the arbiter .*\(FIDE 9\.2\.1\.1\)\. Played first, the move gives the right to claim to the opponent/] } },
    { name: 'threefold now (FIDE 9.2.1.2); not dead', pgn: `${KNIGHTS} Ng8 {[%quiz claim,dead]} *`, ply: 8, color: 'white',
      expect: { claim: ['now', /White may claim now: the same position has appeared for the third time, with White to move \(FIDE 9\.2\.1\.2\)/], dead: ['no', /White can still checkmate/] } },
    { name: 'fifty moves made: now (FIDE 9.3.2)', pgn: fenLesson(ROOK('w', 100), 'claim'), color: 'white',
      expect: { claim: ['now', /each player has made fifty moves without a capture or pawn move \(FIDE 9\.3\.2\)/] } },
    { name: 'the fiftieth move to come: by announcing it (FIDE 9.3.1)', pgn: fenLesson(ROOK('w', 99), 'claim'), color: 'white', wrong: { claim: 'now' },
      expect: { claim: ['announce', /99 half-moves .*White may write Kc1, .* it would complete fifty moves by each player .*\(FIDE 9\.3\.1\)/] } },
    { name: 'seventy-five moves: already over (FIDE 9.6.2)', pgn: fenLesson(ROOK('w', 150), 'claim'), color: 'white',
      expect: { claim: ['over', /The game ended by itself, with no claim: seventy-five moves .*\(FIDE 9\.6\.2\)/] } },
    { name: 'fivefold repetition: already over (FIDE 9.6.1)', pgn: `${KNIGHTS} Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 {[%quiz claim]} *`, ply: 16, color: 'white',
      expect: { claim: ['over', /the same position has appeared five times \(FIDE 9\.6\.1\)/] } },
    { name: 'nothing to claim', pgn: '1. e4 e5 {[%quiz claim]} *', ply: 2, color: 'white',
      expect: { claim: ['no', /^Right\. No: the position has appeared 1 time and 0 half-moves/] } },
  ],
  flag: [
    { name: 'K+B v K+B, White\'s flag: FIDE 6.9 says Black wins, US Chess 14E2 a draw', pgn: fenLesson('8/8/3k4/3b4/8/2B5/3K4/8 w - - 0 1', 'flag'), color: 'white', wrong: { us: 'opponentWins' },
      expect: { fide: ['opponentWins', /FIDE 6\.9: .* Black can still checkmate/], us: ['draw', /US Chess 14E2: Black has only a king and a bishop or knight, so it is a draw unless Black has a forced win; it has no forced win \(endgame table\)/] } },
    { name: 'K+R v K, White\'s flag: a lone king cannot mate, a draw under both (FIDE 6.9, US Chess 14E1)', pgn: fenLesson(ROOK('w', 0), 'flag'), color: 'white',
      expect: { fide: ['draw', /FIDE 6\.9: .* Black can never checkmate \(not enough material\)/], us: ['draw', /US Chess 14E1: Black has only the king, so it is a draw/] } },
    { name: 'K+R v K, Black\'s flag (flag-black, White to move): White wins, no 14E clause', pgn: fenLesson(ROOK('w', 0), 'flag-black'), color: 'black',
      expect: { fide: ['opponentWins', /FIDE 6\.9: .* White can still checkmate/] } },
  ],
  dead: [
    { name: 'bishops on squares of one colour: dead (FIDE 5.2.2)', pgn: fenLesson('8/8/3k4/3b4/8/3B4/3K4/8 w - - 0 1', 'dead'), color: 'white',
      expect: { dead: ['yes', /White can never checkmate \(not enough material\)\. Black can never checkmate \(not enough material\)\. The game ended when the position arose/] } },
    { name: 'pawns locked across the board: dead', pgn: fenLesson('4k3/8/8/p1p1p1p1/P1P1P1P1/8/8/4K3 w - - 0 40', 'dead'), color: 'white',
      expect: { dead: ['yes', /the pawns are locked for good/] } },
    { name: 'bishops on squares of both colours: not dead', pgn: fenLesson('8/8/3k4/3b4/8/2B5/3K4/8 w - - 0 1', 'dead'), color: 'white', wrong: { dead: 'yes' },
      expect: { dead: ['no', /White can still checkmate .* Black can still checkmate/] } },
  ],
  mate: [
    { name: 'two knights: only if Black helps (table KNNvK)', pgn: fenLesson('8/8/3k4/8/8/8/2NKN3/8 w - - 0 1', 'mate'), color: 'white', wrong: { mate: 'force' },
      expect: { mate: ['help', /The endgame table: White cannot force mate against best defence\. White can still checkmate/] } },
    { name: 'a rook: by force (table KRvK)', pgn: fenLesson(ROOK('w', 0), 'mate'), color: 'white',
      expect: { mate: ['force', /The endgame table: White mates in \d+ moves with best play/] } },
    // (The game is over, by insufficient material: no table is asked, so two options.)
    { name: 'a bishop alone: never', pgn: fenLesson('8/8/3k4/8/8/8/3KB3/8 w - - 0 1', 'mate'), color: 'white', options: ['yes', 'never'],
      expect: { mate: ['never', /White can never checkmate \(not enough material\)/] } },
    { name: 'after 1. e4, no table: Black can', pgn: '1. e4 {[%quiz mate]} *', ply: 1, color: 'black', options: ['yes', 'never'],
      expect: { mate: ['yes', /Black can still checkmate/] } },
  ],
};

// The options each question offers.
const OPTIONS = {
  claim: ['now', 'announce', 'over', 'no'],
  fide: ['opponentWins', 'draw'],
  us: ['opponentWins', 'draw'],
  dead: ['yes', 'no'],
  mate: ['force', 'help', 'never'],
};

// The quiz kind each question belongs to.
const QUESTION_KIND = { claim: 'claim', fide: 'flag', us: 'flag', dead: 'dead', mate: 'mate' };

let shared;
before(async () => {
  await env.ready();
  shared = await openFixture();
});

for (const [kind, cases] of Object.entries(CASES)) {
  test(`the ${kind} quiz, on ${cases.length} positions`, async () => {
    for (const c of cases) {
      const board = await showBoard(shared.page, { pgn: c.pgn, ...(c.ply ? { ply: String(c.ply) } : {}) });
      assert.equal(await board.evaluate((el) => el.ply), c.ply ?? 0, c.name);
      const questions = await settledQuestions(board);
      const ids = Object.keys(c.expect);
      assert.deepEqual(questions.map((q) => q.id), ids, c.name);
      for (const q of questions) assert.deepEqual(q.options, c.options ?? OPTIONS[q.id], `${c.name}: ${q.id}`);
      for (const id of ids) {
        const [right, reason] = c.expect[id];
        const chosen = c.wrong?.[id] ?? right;
        const seen = await answer(board, id, chosen);
        assert.deepEqual(seen.detail, { kind: QUESTION_KIND[id], color: c.color, question: id, answer: chosen, expected: right, correct: chosen === right, ply: c.ply ?? 0 }, `${c.name}: ${id}`);
        assert.equal(seen.kind, chosen === right ? 'right' : 'wrong', `${c.name}: ${id}`);
        assert.match(seen.text, reason, `${c.name}: ${id}`);
        if (chosen !== right) {
          // The correction names the right option, and the right option is marked.
          const label = await board.locator(`.quiz-question[data-question="${id}"] .quiz-option[data-answer="${right}"]`).textContent();
          assert.ok(seen.text.startsWith(`Not quite: ${label}. `), `${c.name}: ${seen.text}`);
          assert.equal(await board.locator(`.quiz-question[data-question="${id}"] .quiz-option.right`).getAttribute('data-answer'), right);
        }
      }
    }
    assert.deepEqual(shared.errors, []);
  });
}

test('an open quiz hides the draw panel, the table and the engine until every question is answered', async () => {
  // The fiftieth move to come, in K+R v K: the draw panel would name the claim, the table and the
  // engine the mate. Two questions.
  const board = await showBoard(shared.page, { pgn: fenLesson(ROOK('w', 99), 'claim,dead'), analysis: 'on' });
  await settledQuestions(board);
  const display = () => board.evaluate((el) => {
    const root = el.shadowRoot;
    return {
      open: root.querySelector('.db').classList.contains('quiz-open'),
      ...Object.fromEntries(['.draws', '.tablebase', '.engine', '.evalbar'].map((s) => [s, getComputedStyle(root.querySelector(s)).display])),
    };
  });
  assert.deepEqual(await display(), { open: true, '.draws': 'none', '.tablebase': 'none', '.engine': 'none', '.evalbar': 'none' });
  const claim = await answer(board, 'claim', 'announce');
  assert.equal(claim.detail.correct, true);
  // The answered question is closed: its choice pressed, no option pressable.
  const claimOptions = board.locator('.quiz-question[data-question="claim"] .quiz-option');
  assert.deepEqual(await claimOptions.evaluateAll((els) => els.map((e) => [e.dataset.answer, e.getAttribute('aria-pressed'), e.getAttribute('aria-disabled')])),
    [['now', 'false', 'true'], ['announce', 'true', 'true'], ['over', 'false', 'true'], ['no', 'false', 'true']]);
  // One question still open: still hidden.
  assert.equal((await display()).open, true);
  assert.equal((await display())['.draws'], 'none');
  // A screen reader hears the verdict.
  assert.match(await board.locator('[aria-live][aria-atomic="true"]').textContent(), /Right\. Not yet: .*FIDE 9\.3\.1/);
  assert.equal((await answer(board, 'dead', 'no')).detail.correct, true);
  const after = await display();
  assert.equal(after.open, false);
  assert.notEqual(after['.draws'], 'none');
  assert.notEqual(after['.engine'], 'none');
  assert.equal(await board.locator('.draws').isVisible(), true);
  // The table's section was hidden by the quiz, not for want of an answer: it shows now.
  await board.locator('.tablebase').waitFor({ state: 'visible' });
  // Pressing an answered option again changes nothing.
  await claimOptions.first().dispatchEvent('click');
  assert.equal(await board.evaluate(() => window.quizEvents.length), 2);
  assert.deepEqual(shared.errors, []);
});

test('the options are refused until the proof worker has settled the answer', async () => {
  // The proof worker answers 4 s late: until then the board has only its quick status.
  const { page, errors } = await openFixture((p) => slowWorkerRequests(p, 'status', 4000));
  const board = await showBoard(page, { pgn: `${KNIGHTS} {[%quiz claim]} *`, ply: '7' });
  await board.locator('.quiz-question').waitFor();
  assert.equal(await board.locator('.quiz-result').textContent(), 'The board is still proving the answer…');
  assert.equal(await board.locator('.quiz-option[aria-disabled="true"]').count(), 4);
  assert.equal(await board.evaluate((el) => el.shadowRoot.querySelector('.db').classList.contains('quiz-open')), true);
  // A press (as a reader's: Playwright's click would wait for the option to be enabled).
  await board.locator('.quiz-option[data-answer="announce"]').dispatchEvent('click');
  assert.equal(await board.locator('.quiz-result').textContent(), 'The board is still proving the answer…', 'the press came while the proof was coming');
  assert.equal(await board.evaluate(() => window.quizEvents.length), 0, 'no answer is taken while the proof is coming');
  await settledQuestions(board);
  const seen = await answer(board, 'claim', 'announce');
  assert.equal(seen.detail.correct, true);
  assert.equal(seen.kind, 'right');
  assert.deepEqual(errors, []);
  await page.close();
});

// Opens drill.html; its board is asked to show only questions of `kind` from now on (the
// checkboxes), and a next question is asked and settled.
async function nextDrill(page, kind, label) {
  const board = page.locator('#drill-board');
  for (const box of await page.locator('#drill-kinds input').all()) await box.setChecked((await box.getAttribute('value')) === kind);
  // The question asked on load (any kind) is in first; its board is marked, so that the next
  // one is told apart by its element (two questions may have the same position: the drill has a
  // few fixed ones).
  await page.waitForFunction(() => /%quiz/.test(document.getElementById('drill-board').pgn()));
  await board.evaluate((el) => { el.dataset.asked = 'before'; });
  await page.locator('#drill-next').click();
  await page.waitForFunction((k) => {
    const el = document.getElementById('drill-board');
    // (A board just made throws NotReady until its game is in.)
    try {
      return el.dataset.asked !== 'before' && el.pgn().includes(`[%quiz ${k}`);
    } catch {
      return false;
    }
  }, kind);
  assert.equal(await page.locator('#drill-kind').textContent(), label);
  return { board, questions: await settledQuestions(board) };
}

test('a quiz whose parts could not load says so under the board, and asks once they load', async () => {
  // lesson/quiz.js is lost once (a network that drops it, a page being left): the error line
  // says so, and nothing is left unhandled; the next time the quiz's move is shown they load.
  let lost = 0;
  const { page, errors } = await openFixture((p) => p.route('**/lesson/quiz.js', (route) => (lost++ === 0 ? route.abort('failed') : route.continue())));
  const board = await showBoard(page, { pgn: `${KNIGHTS} {[%quiz claim]} Ng8 *`, ply: '7' });
  const line = board.locator('p.error');
  await line.filter({ hasText: /\S/ }).waitFor();
  assert.match(await line.textContent(), /lesson\/(quiz|teach)\.js|module/i);
  assert.equal(await board.locator('.quiz-question').count(), 0);
  await page.screenshot({ path: `${shots}quiz-lost.png` });
  await board.evaluate((el) => el.setAttribute('ply', '8'));
  await board.evaluate((el) => el.setAttribute('ply', '7'));
  await settledQuestions(board);
  assert.equal(lost, 2, 'fetched again');
  assert.equal((await answer(board, 'claim', 'announce')).detail.correct, true);
  // The browser's own line for the request it lost, and nothing else.
  assert.deepEqual(errors.filter((e) => !/^Failed to load resource: net::ERR_FAILED$/.test(e)), []);
  await page.close();
});
test('the arbiter drill: a question answered, the score of the visit kept across a reload; axe-core clean', async () => {
  const { page, errors } = await openBoards(env.browser, `${env.url}drill.html`);
  await page.route('**/__axe.min.js', (route) => route.fulfill({ path: axeFile, contentType: 'text/javascript' }));
  const axe = async (where) => {
    await page.addScriptTag({ url: '/__axe.min.js' });
    const before = errors.length;
    const found = await page.evaluate(async (tags) => {
      const results = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
      return results.violations.map((v) => `${v.id} (${v.help}): ${v.nodes.slice(0, 8).map((n) => n.target.map((t) => [t].flat().join(' >>> ')).join(', ')).join('; ')}`);
    }, AXE_TAGS);
    // axe's own style elements are refused by the CSP: its doing, not the page's.
    errors.push(...errors.splice(before).filter((e) => !/^Applying inline style violates/.test(e)));
    assert.deepEqual(found, [], `axe on ${where}`);
  };
  assert.equal(await page.locator('#drill-score').textContent(), 'Score this visit: no answers yet.');
  assert.equal(await page.locator('#drill-board').getAttribute('interactive'), 'off');

  let { board, questions } = await nextDrill(page, 'claim', 'Can a draw be claimed?');
  assert.deepEqual(questions, [{ id: 'claim', options: OPTIONS.claim }]);
  await page.evaluate(() => {
    window.quizEvents = [];
    document.getElementById('drill-board').addEventListener('quiz', (event) => window.quizEvents.push(event.detail));
  });
  await axe('drill.html with a question open');
  // Whatever the position, the board knows the answer: the score follows its verdict.
  const first = await answer(board, 'claim', 'no');
  assert.equal(first.kind, first.detail.correct ? 'right' : 'wrong');
  assert.ok(OPTIONS.claim.includes(first.detail.expected));
  const right = first.detail.correct ? 1 : 0;
  assert.equal(await page.locator('#drill-score').textContent(), `Score this visit: ${right} of 1 answer right.`);
  await axe('drill.html with the question answered');
  await page.screenshot({ path: `${shots}drill.png`, fullPage: true });

  // The score lasts the visit (sessionStorage): a reload keeps it, and the next answer adds to it.
  await page.reload();
  await page.evaluate(() => customElements.whenDefined('draw-board').then(() => document.getElementById('drill-board').ready));
  assert.equal(await page.locator('#drill-score').textContent(), `Score this visit: ${right} of 1 answer right.`);
  ({ board, questions } = await nextDrill(page, 'dead', 'Is the position dead?'));
  assert.deepEqual(questions.map((q) => q.id), ['dead']);
  await page.evaluate(() => {
    window.quizEvents = [];
    document.getElementById('drill-board').addEventListener('quiz', (event) => window.quizEvents.push(event.detail));
  });
  const second = await answer(board, 'dead', 'yes');
  const total = right + (second.detail.correct ? 1 : 0);
  assert.equal(await page.locator('#drill-score').textContent(), `Score this visit: ${total} of 2 answers right.`);
  assert.deepEqual(JSON.parse(await page.evaluate(() => sessionStorage.getItem('drawboard-drill-score'))), { right: total, asked: 2 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('the drill makes a question of every kind it offers, again and again', async () => {
  const { page, errors } = await openBoards(env.browser, `${env.url}drill.html`);
  const labels = { claim: 'Can a draw be claimed?', dead: 'Is the position dead?', flag: 'What if the flag falls?', mate: 'Can the player to move still mate?' };
  for (const [kind, label] of Object.entries(labels)) {
    for (let round = 0; round < 3; round += 1) {
      const { questions } = await nextDrill(page, kind, label);
      assert.ok(questions.length >= 1, `a ${kind} question, round ${round + 1}`);
    }
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('a quiz that has no answer says so; sides are taken only where the question has one', async () => {
  const { page, errors } = await openFixture();
  // Stalemate: the game is over, so "is it dead?" has no answer to mark.
  const stalemate = await showBoard(page, { pgn: fenLesson('7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', 'dead') });
  await stalemate.locator('.quiz-question[data-question="dead"] .quiz-result').filter({ hasText: 'already over' }).waitFor();
  assert.match(await stalemate.locator('.quiz-result').textContent(), /^The game is already over, whatever the answer: stalemate \(FIDE 5\.2\.1\)\.$/);
  assert.equal(await stalemate.locator('.quiz-option:not([aria-disabled])').count(), 0);
  // Nothing to answer: the draw panel is not hidden.
  assert.equal(await stalemate.locator('.draws').isVisible(), true);
  // claim-black and dead-white name a side their questions do not take: no question is asked.
  const sided = await showBoard(page, { pgn: fenLesson('8/8/3k4/3b4/8/2B5/3K4/8 w - - 0 1', 'claim-black,dead-white') });
  await sided.locator('.draws').waitFor();
  assert.equal(await sided.locator('.quiz-panel').isHidden(), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('while a quiz is open the move list does not say where a draw could be claimed', async () => {
  const { page, errors } = await openFixture();
  // After 4. Ng1 the lesson goes on with 4... Ng8, which Black could have announced (9.2.1.1):
  // its label says so, which would answer the question asked after 4. Ng1. Answered, it says so
  // again.
  const board = await showBoard(page, { pgn: `${KNIGHTS} {[%quiz claim]} Ng8 *`, ply: '7' });
  const label = () => board.locator('.move[data-ply="8"]').getAttribute('aria-label');
  await settledQuestions(board);
  assert.doesNotMatch(await label(), /claim/);
  await answer(board, 'claim', 'announce');
  await page.waitForFunction(() => /could have claimed/.test(document.querySelector('main draw-board').shadowRoot.querySelector('.move[data-ply="8"]').getAttribute('aria-label')));
  assert.match(await label(), /A draw can be claimed here by threefold repetition: White may claim now \(FIDE 9\.2\.1\.2\); Black could have claimed by announcing this move \(FIDE 9\.2\.1\.1\)$/);
  assert.deepEqual(errors, []);
  await page.close();
});
