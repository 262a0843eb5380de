// The element's lifecycle: made by a script before it is connected, upgraded after a framework
// set its properties, moved and removed and added again, 100 boards made and removed in turn (a
// site going from lesson to lesson), and twenty boards on one tall page. Every test has a page of
// its own (served through page.route under the strict CSP of server.mjs), so that its workers,
// its console and its memory are its own.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { useBrowser, placementOf, slowWorkerRequests } from './helpers.mjs';
import { CSP } from './server.mjs';

const env = useBrowser();

before(() => env.ready());

/** The most workers a page may run (pool.MAX_WORKERS in www/workers/pool.js). */
const MAX_WORKERS = 4;

// Positions whose quick status leaves the question open (a knight each, or two knights against
// a king: mate is possible only with help), so that each needs the proof worker's exact verdict.
const KNIGHTS = '8/8/3k4/3n4/8/3N4/3K4/8 w - - 0 1';
const KNIGHTS_2 = '8/8/2k5/3n4/8/3N4/3K4/8 w - - 0 1';
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

const FILES = 'abcdefgh';
const KNIGHT_JUMPS = [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]];
const attacks = (from, to) => KNIGHT_JUMPS.some(([df, dr]) => from[0] + df === to[0] && from[1] + dr === to[1]);

/**
 * `count` distinct positions of knight against knight, kings on a1 and h8, white to move, no
 * knight giving check: each its own FEN, all of the same material (one endgame table for all).
 */
function knightPositions(count) {
  const white = [0, 0];
  const black = [7, 7];
  const squares = [];
  for (let rank = 0; rank < 8; rank++) for (let file = 0; file < 8; file++) squares.push([file, rank]);
  const free = squares.filter(([f, r]) => !(f === 0 && r === 0) && !(f === 7 && r === 7));
  const out = [];
  for (const w of free) {
    if (attacks(w, black)) continue;
    for (const b of free) {
      if (b === w || attacks(b, white)) continue;
      out.push(fenOf(new Map([[key(white), 'K'], [key(black), 'k'], [key(w), 'N'], [key(b), 'n']])));
      if (out.length === count) return out;
    }
  }
  throw new Error('not enough positions');
}

const key = ([file, rank]) => `${FILES[file]}${rank + 1}`;

function fenOf(pieces) {
  const rows = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const piece = pieces.get(`${FILES[file]}${rank + 1}`);
      if (!piece) {
        empty += 1;
        continue;
      }
      if (empty) row += empty;
      empty = 0;
      row += piece;
    }
    if (empty) row += empty;
    rows.push(row);
  }
  return `${rows.join('/')} w - - 0 1`;
}

// Runs in every test page before its scripts: counts the workers made, records every message
// posted to a worker, the `status` events of every board, and the page module's wasm memory.
function instrument() {
  const Base = window.Worker;
  window.__workers = [];
  window.__posted = [];
  window.__statuses = [];
  window.__wasmMemories = [];
  const post = Base.prototype.postMessage;
  Base.prototype.postMessage = function postMessage(message, ...rest) {
    if (message && typeof message === 'object') {
      window.__posted.push({
        type: message.type, startFen: message.startFen, fen: message.fen, moves: message.moves, t: performance.now(),
      });
    }
    return post.call(this, message, ...rest);
  };
  // Counted once made: the pool's feature probe (`new Worker('blob://', ...)`, which throws)
  // makes no worker. The options go through untouched (the probe reads them through a getter).
  window.Worker = class extends Base {
    constructor(url, options) {
      super(url, options);
      window.__workers.push({ url: String(url), t: performance.now(), ended: null });
      window.__live = (window.__live ?? 0) + 1;
      window.__mostLive = Math.max(window.__mostLive ?? 0, window.__live);
      this.__made = window.__workers.at(-1);
    }

    terminate() {
      if (this.__made && this.__made.ended === null) {
        this.__made.ended = performance.now();
        window.__live -= 1;
      }
      return super.terminate();
    }
  };
  // `status` does not bubble, but a capturing listener on the window sees it on its way down.
  window.addEventListener('status', (event) => {
    if (event.target?.localName !== 'draw-board') return;
    const d = event.detail;
    window.__statuses.push({ id: event.target.id, fen: d.fen, exact: d.exact, t: performance.now() });
  }, true);
  // The page module's linear memory (wasm-bindgen instantiates it with one of these).
  for (const name of ['instantiateStreaming', 'instantiate']) {
    const original = WebAssembly[name];
    WebAssembly[name] = async function wrapped(...args) {
      const result = await original.apply(this, args);
      const memory = (result.instance ?? result).exports?.memory;
      if (memory) window.__wasmMemories.push(memory);
      return result;
    };
  }
  // Waits for `promise` at most `ms`, failing with `what` in the message.
  window.__within = (promise, ms, what) => Promise.race([promise, new Promise((_, reject) => {
    setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms);
  })]);
  // The next `status` event of `board` whose detail passes `test`.
  window.__nextStatus = (board, test = () => true) => new Promise((resolve) => {
    board.addEventListener('status', function listener(event) {
      if (!test(event.detail)) return;
      board.removeEventListener('status', listener);
      resolve(event.detail);
    });
  });
  // The pieces drawn on `board`, as placementOf writes them.
  window.__placement = (board) => [...board.shadowRoot.querySelectorAll('.square .piece')]
    .map((piece) => `${piece.closest('.square').dataset.square} ${piece.className.replace(/^piece\s+/, '')}`).sort();
}

let pages = 0;

/**
 * Opens a page of its own whose HTML is `body` (after a module script tag for draw-board.js
 * unless `module` is false), served with the CSP of server.mjs. `files` are more routed files:
 * {name: {type, body}}, served at env.url + name; `before(page)` runs before the page is opened.
 */
async function openTestPage(body, { module = true, files = {}, viewport = { width: 1200, height: 900 }, before: prepare } = {}) {
  const page = await env.browser.newPage({ viewport });
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.addInitScript(instrument);
  await prepare?.(page);
  const name = `__lifecycle-${++pages}.html`;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>lifecycle</title>
    <link rel="stylesheet" href="__lifecycle.css">
    ${module ? '<script type="module" src="draw-board.js"></script>' : ''}</head><body>${body}</body></html>`;
  const all = {
    [name]: { type: 'text/html; charset=utf-8', body: html },
    '__lifecycle.css': { type: 'text/css', body: 'body { margin: 8px; }' },
    ...files,
  };
  for (const [file, { type, body: content }] of Object.entries(all)) {
    await page.route(`${env.url}${file}`, (route) => route.fulfill({
      status: 200, headers: { 'Content-Type': type, 'Content-Security-Policy': CSP, 'Cache-Control': 'no-store' }, body: content,
    }));
  }
  await page.goto(`${env.url}${name}`);
  return { page, errors };
}

test('a board made by document.createElement, set up before it is connected', async () => {
  const { page, errors } = await openTestPage('<main></main>');
  const result = await page.evaluate(async ({ knights, other }) => {
    await customElements.whenDefined('draw-board');
    // One set up through attributes, one through properties, both before they are connected.
    const byAttributes = document.createElement('draw-board');
    byAttributes.id = 'attributes';
    byAttributes.setAttribute('fen', knights);
    byAttributes.setAttribute('orientation', 'black');
    const byProperties = document.createElement('draw-board');
    byProperties.id = 'properties';
    byProperties.fen = other;
    byProperties.orientation = 'black';
    const unconnected = {
      fen: byProperties.fen,
      fenAttribute: byProperties.getAttribute('fen'),
      orientation: byProperties.orientation,
      connected: byProperties.isConnected,
    };
    const boards = [byAttributes, byProperties];
    const firstStatus = boards.map((board) => window.__nextStatus(board));
    document.querySelector('main').append(...boards);
    await window.__within(Promise.all(boards.map((board) => board.ready)), 30000, 'ready');
    const statuses = await window.__within(Promise.all(firstStatus), 30000, 'a status event');
    return {
      unconnected,
      boards: boards.map((board, i) => ({
        fen: board.fen,
        orientation: board.orientation,
        orientationAttribute: board.getAttribute('orientation'),
        pieces: board.shadowRoot.querySelectorAll('.piece').length,
        placement: window.__placement(board),
        // The square drawn top left: h1 when Black is at the bottom.
        topLeft: board.shadowRoot.querySelector('.board-row .square').dataset.square,
        statusFen: statuses[i].fen,
        turn: statuses[i].turn,
        error: board.shadowRoot.querySelector('.error').textContent,
      })),
    };
  }, { knights: KNIGHTS, other: KNIGHTS_2 });
  // Before it is connected, the fen property is kept in the attribute (no game yet).
  assert.deepEqual(result.unconnected, { fen: KNIGHTS_2, fenAttribute: KNIGHTS_2, orientation: 'black', connected: false });
  for (const [board, fen] of [[result.boards[0], KNIGHTS], [result.boards[1], KNIGHTS_2]]) {
    assert.equal(board.fen, fen);
    assert.equal(board.pieces, 4);
    assert.deepEqual(board.placement, placementOf(fen));
    assert.equal(board.orientation, 'black');
    assert.equal(board.orientationAttribute, 'black');
    assert.equal(board.topLeft, 'h1');
    assert.equal(board.statusFen, fen);
    assert.equal(board.turn, 'white');
    assert.equal(board.error, '');
  }
  assert.deepEqual(errors, []);
  await page.close();
});

test('properties set on <draw-board> before the element is defined are applied after the upgrade', async () => {
  // The page script (an external one: the CSP forbids inline scripts) sets properties the way a
  // framework does, on elements that are still plain HTMLElements, then loads the module.
  const script = `
    const [first, second] = document.querySelectorAll('draw-board');
    first.fen = ${JSON.stringify(KNIGHTS)};
    first.orientation = 'black';
    second.fen = ${JSON.stringify(START)};
    window.__beforeUpgrade = {
      defined: customElements.get('draw-board') !== undefined,
      ownFen: Object.hasOwn(first, 'fen'),
      ownOrientation: Object.hasOwn(first, 'orientation'),
      fenAttribute: first.getAttribute('fen'),
    };
    window.__imported = import('./draw-board.js');
  `;
  const { page, errors } = await openTestPage(
    '<draw-board id="first"></draw-board><draw-board id="second" orientation="black"></draw-board>'
      + '<script type="module" src="__lifecycle-upgrade.js"></script>',
    { module: false, files: { '__lifecycle-upgrade.js': { type: 'text/javascript', body: script } } },
  );
  const result = await page.evaluate(async () => {
    await window.__within(window.__imported ?? Promise.reject(new Error('the page script did not run')), 30000, 'import');
    const boards = [...document.querySelectorAll('draw-board')];
    await window.__within(Promise.all(boards.map((board) => board.ready)), 30000, 'ready');
    return {
      before: window.__beforeUpgrade,
      boards: boards.map((board) => ({
        upgraded: board instanceof customElements.get('draw-board'),
        ownFen: Object.hasOwn(board, 'fen'),
        ownOrientation: Object.hasOwn(board, 'orientation'),
        fen: board.fen,
        fenAttribute: board.getAttribute('fen'),
        orientation: board.orientation,
        topLeft: board.shadowRoot.querySelector('.board-row .square').dataset.square,
        placement: window.__placement(board),
        statuses: window.__statuses.filter((s) => s.id === board.id).map((s) => s.fen),
      })),
    };
  });
  // The properties were plain own properties before: the element was not defined yet.
  assert.deepEqual(result.before, { defined: false, ownFen: true, ownOrientation: true, fenAttribute: null });
  const [first, second] = result.boards;
  for (const board of result.boards) {
    assert.equal(board.upgraded, true);
    // The element took the own properties off, so that its accessors answer now.
    assert.equal(board.ownFen, false);
    assert.equal(board.ownOrientation, false);
  }
  assert.equal(first.fen, KNIGHTS);
  assert.equal(first.fenAttribute, KNIGHTS);
  assert.equal(first.orientation, 'black');
  assert.equal(first.topLeft, 'h1');
  assert.deepEqual(first.placement, placementOf(KNIGHTS));
  assert.equal(first.statuses[0], KNIGHTS);
  assert.equal(second.fen, START);
  assert.equal(second.orientation, 'black');
  assert.equal(second.topLeft, 'h1');
  assert.equal(second.placement.length, 32);
  assert.deepEqual(second.placement, placementOf(START));
  assert.deepEqual(errors, []);
  await page.close();
});

test('a board moved to another container, and removed and added again, goes on working', async () => {
  const { page, errors } = await openTestPage('<div id="left"><draw-board id="board"></draw-board></div><div id="right"></div>');
  const result = await page.evaluate(async ({ knights, other }) => {
    await customElements.whenDefined('draw-board');
    const board = document.getElementById('board');
    await window.__within(board.ready, 30000, 'ready');
    const out = {};

    // Moved: appendChild disconnects it and connects it again.
    document.getElementById('right').appendChild(board);
    out.movedParent = board.parentElement.id;
    out.movedPieces = board.shadowRoot.querySelectorAll('.piece').length;
    const afterE4 = window.__nextStatus(board);
    out.san = board.play('e4');
    out.afterE4 = (await window.__within(afterE4, 10000, 'a status after e4')).fen;
    // A position for the proof worker, on the moved board: its exact verdict arrives.
    const exactKnights = window.__nextStatus(board, (d) => d.fen === knights && d.exact === true);
    board.fen = knights;
    out.movedExact = (await window.__within(exactKnights, 60000, 'the exact verdict on the moved board')).exact;

    // Removed after its exact verdict, and added again: the verdict is shown again.
    board.remove();
    const again = window.__nextStatus(board, (d) => d.fen === knights && d.exact === true);
    document.getElementById('left').appendChild(board);
    out.againExact = (await window.__within(again, 60000, 'the exact verdict after adding it again')).exact;
    out.againPieces = board.shadowRoot.querySelectorAll('.piece').length;

    // Removed before its exact verdict came (the request is dropped): off the page it shows
    // nothing new; back on the page it asks again and gets it.
    board.fen = other;
    board.remove();
    const whileAway = [];
    const away = (event) => whileAway.push({ fen: event.detail.fen, exact: event.detail.exact });
    board.addEventListener('status', away);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    board.removeEventListener('status', away);
    out.whileAway = whileAway;
    const back = window.__nextStatus(board, (d) => d.fen === other && d.exact === true);
    document.getElementById('right').appendChild(board);
    out.backExact = (await window.__within(back, 60000, 'the exact verdict after coming back')).exact;
    out.backFen = board.fen;
    out.backPlacement = window.__placement(board);
    out.error = board.shadowRoot.querySelector('.error').textContent;
    out.checking = board.shadowRoot.querySelector('.draws').textContent.includes('Checking whether');
    return out;
  }, { knights: KNIGHTS, other: KNIGHTS_2 });
  assert.equal(result.movedParent, 'right');
  assert.equal(result.movedPieces, 32);
  assert.equal(result.san, 'e4');
  // The engine writes the en passant square after every double step.
  assert.equal(result.afterE4, 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1');
  assert.equal(result.movedExact, true);
  assert.equal(result.againExact, true);
  assert.equal(result.againPieces, 4);
  assert.deepEqual(result.whileAway, [], 'a board off the page dispatches nothing');
  assert.equal(result.backExact, true);
  assert.equal(result.backFen, KNIGHTS_2);
  assert.deepEqual(result.backPlacement, placementOf(KNIGHTS_2));
  assert.equal(result.error, '');
  assert.equal(result.checking, false);
  assert.deepEqual(errors, []);
  await page.close();
});

// What a removed board would keep if something held on to it (measured while writing this test by
// keeping 200 removed boards referenced): about 330 DOM nodes and 38 event listeners each, and
// 15 KB of JS heap (the DOM itself is not in the JS heap), so the 90 boards made between the two
// measures would add about 30,000 nodes and 3,400 listeners: the node and listener bounds (three
// boards' worth) catch a leak of boards sharply. The heap bound catches what keeps no DOM (logs,
// caches growing without end): 2 MB is 22 KB per board made, where the page keeps by design
// only the exact statuses and table answers of the positions seen (the heap grew by 0.12 to
// 0.43 MB over the 90 boards in the runs made while writing this test, this test's postMessage
// log included). The page module's linear memory is printed, not asserted: a removed board's
// game is about 1.6 KB of it, freed only when the collector finalizes its GameTree, and it grows
// by 64 KB pages.
const HEAP_GROWTH_BOUND = 2 * 1024 * 1024;
const NODES_GROWTH_BOUND = 1000;
const LISTENERS_GROWTH_BOUND = 100;

// Each proof is made to take 250 ms, so that the request of a board removed right after it is
// ready is always still running when the prover's cut-off (CUT_OFF_MS, 100 ms in
// workers/prover.js) comes: with proofs of knight against knight alone (70 to 170 ms here,
// depending on the machine's load) the run meets that case by chance only.
test('100 boards made and removed in turn: at most 4 workers alive, no requests after removal, bounded memory', async (t) => {
  const { page, errors } = await openTestPage('<main id="lesson"></main>', { before: (p) => slowWorkerRequests(p, 'status', 250) });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.enable');
  const measure = async () => {
    // Whatever the workers still had queued for the boards has had time to go out, and their
    // answers to come back.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 3000)));
    // Twice: what the first collection frees (FinalizationRegistry callbacks, weak maps' entries)
    // may keep more alive until the second.
    for (let i = 0; i < 2; i++) {
      await cdp.send('HeapProfiler.collectGarbage');
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    }
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const dom = await cdp.send('Memory.getDOMCounters');
    const wasm = await page.evaluate(() => window.__wasmMemories.reduce((sum, memory) => sum + memory.buffer.byteLength, 0));
    return { heap: usedSize, nodes: dom.nodes, listeners: dom.jsEventListeners, wasm };
  };
  await page.evaluate(() => customElements.whenDefined('draw-board'));
  const positions = knightPositions(100);
  assert.equal(new Set(positions).size, 100);
  const removals = [];
  let at10;
  for (let i = 0; i < positions.length; i++) {
    removals.push(await page.evaluate(async ({ fen, i }) => {
      const board = document.createElement('draw-board');
      board.id = `lesson-${i}`;
      board.setAttribute('fen', fen);
      document.getElementById('lesson').append(board);
      await window.__within(board.ready, 30000, `board ${i} ready`);
      const pieces = board.shadowRoot.querySelectorAll('.piece').length;
      const shown = board.fen;
      // The time of removal: a request posted for this position after it is a failure.
      const removedAt = performance.now();
      board.remove();
      return { fen, shown, pieces, removedAt };
    }, { fen: positions[i], i }));
    if (i === 9) at10 = await measure();
  }
  const at100 = await measure();
  const { workers, posted, mostLive } = await page.evaluate(() => ({
    workers: window.__workers, posted: window.__posted, mostLive: window.__mostLive,
  }));

  for (const [i, board] of removals.entries()) {
    assert.equal(board.shown, board.fen, `board ${i} shows its position`);
    assert.equal(board.pieces, 4, `board ${i} draws its pieces`);
  }
  const byScript = new Map();
  for (const w of workers) {
    const script = w.url.replace(env.url, '');
    byScript.set(script, [...(byScript.get(script) ?? []), w]);
  }
  t.diagnostic(`workers made: ${workers.length}, at most ${mostLive} at once: ${[...byScript].map(([script, made]) => {
    const ended = made.filter((w) => w.ended !== null).map((w) => w.ended - w.t);
    return `${script} x${made.length}${ended.length ? ` (${ended.length} ended by the page, after ${Math.min(...ended).toFixed(0)} to ${Math.max(...ended).toFixed(0)} ms)` : ''}`;
  }).join(', ')}`);
  const statusRequests = posted.filter((m) => m.type === 'status');
  const probes = posted.filter((m) => m.type === 'probe');
  const late = [];
  const lateProbes = [];
  for (const [i, { fen, removedAt }] of removals.entries()) {
    for (const m of statusRequests) if (m.startFen === fen && m.t > removedAt) late.push(`board ${i} (${fen}): ${(m.t - removedAt).toFixed(1)} ms after its removal`);
    for (const m of probes) if (m.fen === fen && m.t > removedAt) lateProbes.push(i);
  }
  t.diagnostic(`status requests posted: ${statusRequests.length} for 100 boards; after their board's removal: ${late.length}; `
    + `table probes: ${probes.length}, after their board's removal: ${lateProbes.length}`);
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  t.diagnostic(`after board 10: JS heap ${mb(at10.heap)}, ${at10.nodes} DOM nodes, ${at10.listeners} listeners, page wasm ${mb(at10.wasm)}`);
  t.diagnostic(`after board 100: JS heap ${mb(at100.heap)}, ${at100.nodes} DOM nodes, ${at100.listeners} listeners, page wasm ${mb(at100.wasm)}`);
  t.diagnostic(`growth over 90 boards: JS heap ${mb(at100.heap - at10.heap)} (bound ${mb(HEAP_GROWTH_BOUND)}), `
    + `DOM nodes ${at100.nodes - at10.nodes} (bound ${NODES_GROWTH_BOUND}), listeners ${at100.listeners - at10.listeners} `
    + `(bound ${LISTENERS_GROWTH_BOUND}), page wasm ${mb(at100.wasm - at10.wasm)} (printed only)`);
  for (const line of late) t.diagnostic(`late status request: ${line}`);
  for (const i of lateProbes) t.diagnostic(`late table probe: board ${i} (${removals[i].fen})`);

  // Every condition is checked, and all that fail are reported together.
  const failures = [];
  if (errors.length) failures.push(`console errors: ${errors.join(' | ')}`);
  // The pool never runs more than MAX_WORKERS at once. (A proof still running for a board that
  // went away is cut off by ending its worker - a wasm analysis cannot be interrupted - and the
  // next request starts a fresh one with the worker module already compiled: made again, but
  // never more alive.)
  if (mostLive > MAX_WORKERS) failures.push(`${mostLive} workers alive at once (${workers.length} made)`);
  if (late.length) failures.push(`status requests posted after their board's removal: ${late.join('; ')}`);
  if (at100.heap - at10.heap >= HEAP_GROWTH_BOUND) failures.push(`the JS heap grew by ${mb(at100.heap - at10.heap)}`);
  if (at100.nodes - at10.nodes >= NODES_GROWTH_BOUND) failures.push(`${at100.nodes - at10.nodes} more DOM nodes`);
  if (at100.listeners - at10.listeners >= LISTENERS_GROWTH_BOUND) failures.push(`${at100.listeners - at10.listeners} more event listeners`);
  assert.deepEqual(failures, []);
  await cdp.detach();
  await page.close();
});

test('twenty boards on a tall page: every exact verdict arrives, the boards in view first', async (t) => {
  // The three boards in view come last in the document, the seventeen far below come first:
  // served in the order asked, the far ones would go first; only the visibility puts the three
  // ahead. (CSS `order` lays them out the other way round.)
  const positions = knightPositions(20);
  const far = positions.slice(0, 17).map((fen, i) => `<draw-board id="far-${i}" fen="${fen}"></draw-board>`).join('');
  const near = positions.slice(17).map((fen, i) => `<draw-board id="near-${i}" fen="${fen}"></draw-board>`).join('');
  const css = `
    body { margin: 0; display: flex; flex-direction: column; }
    #near { order: 1; display: flex; gap: 8px; }
    #near draw-board { flex: 1 1 0; min-width: 0; }
    #far { order: 2; margin-top: 4000px; }
    #far draw-board { display: block; margin-bottom: 400px; }
  `;
  const { page, errors } = await openTestPage(`<div id="far">${far}</div><div id="near">${near}</div>`, {
    files: { '__lifecycle.css': { type: 'text/css', body: css } },
  });
  const ids = [...positions.slice(0, 17).map((_, i) => `far-${i}`), ...positions.slice(17).map((_, i) => `near-${i}`)];
  const fenOfId = new Map(ids.map((id, i) => [id, positions[i]]));
  const result = await page.evaluate(async (count) => {
    await customElements.whenDefined('draw-board');
    const boards = [...document.querySelectorAll('draw-board')];
    await window.__within(Promise.all(boards.map((board) => board.ready)), 30000, 'ready');
    const geometry = boards.map((board) => {
      const box = board.getBoundingClientRect();
      return { id: board.id, top: box.top, bottom: box.bottom };
    });
    // Every board's first exact verdict (the log catches those that came before this point).
    const allExact = new Promise((resolve) => {
      const check = () => {
        const exact = new Set(window.__statuses.filter((s) => s.exact).map((s) => s.id));
        if (exact.size === count) resolve();
        else setTimeout(check, 100);
      };
      check();
    });
    await window.__within(allExact, 240000, 'every exact verdict').catch(() => {});
    return { geometry, statuses: window.__statuses, posted: window.__posted, viewport: window.innerHeight };
  }, ids.length);

  // The layout is the one meant: the near boards in view, the far ones well below it.
  for (const box of result.geometry) {
    if (box.id.startsWith('near')) assert.ok(box.top < result.viewport, `${box.id} is in view (top ${box.top})`);
    else assert.ok(box.top > result.viewport + 1000, `${box.id} is far below (top ${box.top})`);
  }
  // Every board's exact verdict, for its own position.
  const firstExact = new Map();
  for (const s of result.statuses) if (s.exact && !firstExact.has(s.id)) firstExact.set(s.id, s);
  const missing = ids.filter((id) => !firstExact.has(id));
  assert.deepEqual(missing, [], 'boards without an exact verdict');
  for (const [id, s] of firstExact) assert.equal(s.fen, fenOfId.get(id));

  // The order the proof worker was asked in: each board's first status request.
  const idOfFen = new Map(ids.map((id) => [fenOfId.get(id), id]));
  const asked = [];
  for (const m of result.posted) {
    if (m.type !== 'status') continue;
    const id = idOfFen.get(m.startFen);
    if (id && !asked.includes(id)) asked.push(id);
  }
  const answered = [...firstExact.values()].sort((a, b) => a.t - b.t).map((s) => s.id);
  const t0 = Math.min(...result.statuses.map((s) => s.t));
  t.diagnostic(`first status requests, in order: ${asked.join(', ')}`);
  t.diagnostic(`first exact verdicts (ms after the first status event): ${[...firstExact.values()].sort((a, b) => a.t - b.t)
    .map((s) => `${s.id} ${(s.t - t0).toFixed(0)}`).join(', ')}`);
  assert.equal(asked.length, 20);
  // The first request may go out before the page knows what is in view (the worker is free and
  // only one board has asked yet, in document order: a far one); every later choice is the
  // proof worker's, and it takes the boards in view first. So at most one far board is asked
  // before the last of the near ones, and at most one far board's verdict comes before theirs.
  const lastNearAsked = Math.max(...asked.map((id, i) => (id.startsWith('near') ? i : -1)));
  const farAskedFirst = asked.slice(0, lastNearAsked).filter((id) => id.startsWith('far'));
  assert.ok(farAskedFirst.length <= 1, `far boards asked before the near ones: ${farAskedFirst.join(', ')}`);
  const lastNearAnswered = Math.max(...answered.map((id, i) => (id.startsWith('near') ? i : -1)));
  const farAnsweredFirst = answered.slice(0, lastNearAnswered).filter((id) => id.startsWith('far'));
  assert.ok(farAnsweredFirst.length <= 1, `far boards answered before the near ones: ${farAnsweredFirst.join(', ')}`);
  assert.deepEqual(errors, []);
  await page.close();
});
