// Where the main thread's time goes before the first quick verdict: a page of N <draw-board>
// diagrams (N=20 unless set in the environment) from www/, traced in headless Chromium with
// the DevTools timeline categories. Prints the marks, then every top-level task over 3 ms on
// the renderer's main thread, from its first task: start and length in ms, and the events
// inside it by total time (Layout, UpdateLayoutTree (style), v8.evaluateModule, ...).
// Tracing slows the page; compare tasks with each other, not with tests/bench/embed.sh.
//   node tests/bench/embed-trace.mjs        N=1 node tests/bench/embed-trace.mjs
import { serve } from '../e2e/server.mjs';
import { launch } from '../e2e/browser.mjs';
const fens = ['4k3/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/4K3 w - - 0 1','8/8/3k4/3n4/8/3N4/3K4/8 w - - 0 1','r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3'];
const html = `<!doctype html><html><head><meta charset=utf-8><script type="module" src="draw-board.js"></script></head><body>${Array.from({length:Number(process.env.N||20)},(_, i)=>`<draw-board${process.env.PANEL ? ` panel="${process.env.PANEL}"` : ""} fen="${fens[i%3]}"></draw-board>`).join('')}</body></html>`;
const { server, url } = await serve(0);
const browser = await launch();
const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
const page = await context.newPage();
await page.route('**/__t.html', (r) => r.fulfill({ body: html, contentType: 'text/html' }));
const cdp = await context.newCDPSession(page);
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const done = new Promise((r) => cdp.on('Tracing.tracingComplete', r));
await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,v8.execute', transferMode: 'ReportEvents' });
await page.goto(`${url}__t.html`);
await page.waitForFunction(() => performance.getEntriesByName('drawboard-quick-verdict').length > 0, null, { timeout: 20000 });
await cdp.send('Tracing.end');
await done;
// main thread: the renderer's CrRendererMain
const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
const mainEv = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
const t0 = Math.min(...mainEv.map((e) => e.ts));
const mark = events.filter((e) => e.name === 'drawboard-quick-verdict' || e.name === 'drawboard-page-module');
console.log('marks', mark.map((e) => [e.name, ((e.ts - t0) / 1000).toFixed(0)]).slice(0, 3));
// top-level: events not inside another on the main thread
mainEv.sort((a, b) => a.ts - b.ts);
let end = 0; const top = [];
for (const e of mainEv) { if (e.ts >= end) { top.push(e); end = e.ts + e.dur; } }
for (const e of top.filter((e) => e.dur > 3000)) {
  const kids = mainEv.filter((k) => k !== e && k.ts >= e.ts && k.ts + k.dur <= e.ts + e.dur);
  const by = {};
  for (const k of kids) by[k.name] = (by[k.name] || 0) + k.dur;
  const desc = Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 6).map(([n, d]) => `${n}:${(d / 1000).toFixed(0)}`).join(' ');
  console.log(((e.ts - t0) / 1000).toFixed(0), (e.dur / 1000).toFixed(0), e.name, e.args?.data?.url?.replace(url, '') ?? '', '|', desc);
}
await browser.close();
server.close();
