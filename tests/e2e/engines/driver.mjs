// One small interface over three browser engines, for the pages' cross-engine check (issue 54):
//   chromium  Debian's Chromium through playwright-core, with browser.mjs's flags
//   firefox   Debian's Firefox ESR through puppeteer-core over WebDriver BiDi
//   webkit    WebKitGTK's MiniBrowser through /usr/bin/WebKitWebDriver and selenium-webdriver,
//             on an Xvfb display of its own (started here, stopped by close())
// See /work/shared/TOOLCHAIN.md, "Other browser engines".
//
// open(engine, url) resolves to
//   goto(url)               loads `url` (waits for its load event)
//   evaluate(fn, arg)       runs `fn(arg)` in the page (it may return a promise) and resolves to
//                           its JSON result
//   click(path)             a real (trusted) click on the element at `path`: an array of CSS
//                           selectors, each one inside the shadow root of the element before
//                           (['draw-board#board', '.square[data-square="e2"]']), or one selector
//   type(path, text)        focuses the element at `path` and types `text` ('\n' presses Enter)
//   screenshot(file)        a PNG of the page (the whole page where the engine can, else the
//                           window)
//   errors()                console errors and uncaught errors / unhandled rejections so far
//   close()
// Every step is bounded by a timeout, so that a hung driver fails with a message naming it.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { chromium } from 'playwright-core';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

const VIEWPORT = { width: 1200, height: 900 };
const STEP_MS = 60_000; // any one driver step
const START_MS = 60_000; // starting a browser (and its driver)

/** `promise`, or a rejection naming `what` once `ms` have passed. */
export function within(promise, ms, what) {
  let timer;
  const limit = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

const pathOf = (path) => (Array.isArray(path) ? path : [path]);

/** In-page source of a function finding the element at `path` through shadow roots. */
const FIND = `(path) => {
  let scope = document;
  let found = null;
  for (const selector of path) {
    found = scope.querySelector(selector);
    if (!found) throw new Error('no element at ' + JSON.stringify(path) + ' (' + selector + ')');
    scope = found.shadowRoot ?? found;
  }
  return found;
}`;

/** What the page must answer for `fn(arg)`: the result as JSON, or the error's text. */
const wrapped = (fn) => `async (arg) => {
  try { return { ok: JSON.stringify(await (${fn})(arg)) ?? 'null' }; }
  catch (error) { return { error: String(error && error.stack || error) }; }
}`;

function unwrap(answer, what) {
  if (!answer || typeof answer !== 'object') throw new Error(`${what}: no answer from the page (${answer})`);
  if ('error' in answer) throw new Error(`${what}: in the page: ${answer.error}`);
  return JSON.parse(answer.ok);
}

// A script run first in every document (classic, no module): collects what the engine's
// console would show as errors. WebKit's driver exposes no console, so it is all we have there.
export const COLLECT_ERRORS = `(() => {
  if (window.__engineErrors) return;
  const errors = window.__engineErrors = [];
  addEventListener('error', (e) => errors.push('uncaught: ' + (e.error && e.error.stack || e.message || (e.target && e.target.src) || 'error')), true);
  addEventListener('unhandledrejection', (e) => errors.push('unhandled rejection: ' + (e.reason && e.reason.stack || e.reason)));
  addEventListener('securitypolicyviolation', (e) => errors.push('CSP: ' + e.violatedDirective + ' ' + e.blockedURI));
  const error = console.error;
  console.error = (...args) => { errors.push(args.map((a) => (a && a.stack) || String(a)).join(' ')); return error.apply(console, args); };
})();`;

/** Opens `engine` on `url`; see the top of the file. */
export async function open(engine, url) {
  const make = { chromium: openChromium, firefox: openFirefox, webkit: openWebKit }[engine];
  if (!make) throw new Error(`unknown engine ${engine}: one of ${ENGINES.join(', ')}`);
  const session = await make();
  try {
    if (url) await session.goto(url);
  } catch (error) {
    await session.close().catch(() => {});
    throw error;
  }
  return session;
}

// ---- Chromium: playwright-core ----

async function openChromium() {
  const { launch } = await import('../browser.mjs');
  const browser = await within(launch(), START_MS, 'chromium: launch');
  const page = await browser.newPage({ viewport: VIEWPORT });
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err}`));
  const locator = (path) => page.locator(pathOf(path).join(' ')); // CSS pierces open shadow roots
  return {
    engine: 'chromium',
    version: browser.version(),
    goto: (to) => within(page.goto(to, { waitUntil: 'load' }), STEP_MS, `chromium: goto ${to}`),
    evaluate: async (fn, arg) => unwrap(await within(page.evaluate(`(${wrapped(fn)})(${JSON.stringify(arg ?? null)})`), STEP_MS, 'chromium: evaluate'), 'chromium: evaluate'),
    click: (path) => within(locator(path).click(), STEP_MS, `chromium: click ${pathOf(path).join(' ')}`),
    type: async (path, text) => {
      const [line, enter] = text.endsWith('\n') ? [text.slice(0, -1), true] : [text, false];
      await within(locator(path).fill(line), STEP_MS, `chromium: fill ${pathOf(path).join(' ')}`);
      if (enter) await within(locator(path).press('Enter'), STEP_MS, 'chromium: Enter');
    },
    screenshot: (file) => within(page.screenshot({ path: file, fullPage: true }), STEP_MS, 'chromium: screenshot'),
    errors: async () => [...errors],
    close: () => within(browser.close(), STEP_MS, 'chromium: close'),
  };
}

// ---- Firefox: puppeteer-core over WebDriver BiDi ----

async function openFirefox() {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await within(puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX ?? '/usr/bin/firefox-esr',
    headless: true,
    protocol: 'webDriverBiDi',
    defaultViewport: VIEWPORT,
    // No updates, telemetry or first-run pages of its own (puppeteer sets most of these).
    extraPrefsFirefox: { 'app.update.enabled': false, 'browser.shell.checkDefaultBrowser': false },
  }), START_MS, 'firefox: launch');
  const page = (await browser.pages())[0] ?? await browser.newPage();
  // The first tab does not get defaultViewport over BiDi here (its screenshots came 1354 wide).
  await within(page.setViewport(VIEWPORT), STEP_MS, 'firefox: viewport');
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err}`));
  const element = (path) => page.evaluateHandle(`(${FIND})(${JSON.stringify(pathOf(path))})`);
  return {
    engine: 'firefox',
    version: await browser.version(),
    goto: (to) => within(page.goto(to, { waitUntil: 'load' }), STEP_MS, `firefox: goto ${to}`),
    evaluate: async (fn, arg) => unwrap(await within(page.evaluate(`(${wrapped(fn)})(${JSON.stringify(arg ?? null)})`), STEP_MS, 'firefox: evaluate'), 'firefox: evaluate'),
    click: async (path) => {
      const handle = await within(element(path), STEP_MS, `firefox: find ${pathOf(path).join(' ')}`);
      try {
        await within(handle.click(), STEP_MS, `firefox: click ${pathOf(path).join(' ')}`);
      } finally {
        await handle.dispose();
      }
    },
    type: async (path, text) => {
      const handle = await within(element(path), STEP_MS, `firefox: find ${pathOf(path).join(' ')}`);
      try {
        await within(handle.evaluate((input) => { input.value = ''; }), STEP_MS, 'firefox: clear');
        const [line, enter] = text.endsWith('\n') ? [text.slice(0, -1), true] : [text, false];
        await within(handle.type(line), STEP_MS, `firefox: type ${line}`);
        if (enter) await within(handle.press('Enter'), STEP_MS, 'firefox: Enter');
      } finally {
        await handle.dispose();
      }
    },
    screenshot: (file) => within(page.screenshot({ path: file, fullPage: true }), STEP_MS, 'firefox: screenshot'),
    errors: async () => [...errors],
    close: () => within(browser.close(), STEP_MS, 'firefox: close'),
  };
}

// ---- WebKit: WebKitGTK's MiniBrowser, WebKitWebDriver, selenium-webdriver, Xvfb ----

const MINIBROWSER = process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const WEBKIT_DRIVER = process.env.WEBKIT_DRIVER ?? '/usr/bin/WebKitWebDriver';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A display number no X server uses (no lock file, no socket). */
function freeDisplay() {
  for (let n = 99; n < 200; n += 1) {
    if (!existsSync(`/tmp/.X${n}-lock`) && !existsSync(`/tmp/.X11-unix/X${n}`)) return n;
  }
  throw new Error('no free X display between :99 and :199');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(test, ms, what) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await test()) return;
    await sleep(100);
  }
  throw new Error(`timed out after ${ms} ms: ${what}`);
}

/** Starts `command` and stops it (its own process only) on stop(); says what it printed if it died. */
function start(command, args, env) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => { output = (output + chunk).slice(-4000); });
  child.stderr.on('data', (chunk) => { output = (output + chunk).slice(-4000); });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const done = await Promise.race([exited, sleep(5000).then(() => null)]);
      if (!done) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

async function openWebKit() {
  for (const file of [WEBKIT_DRIVER, MINIBROWSER, '/usr/bin/Xvfb']) {
    if (!existsSync(file)) throw new Error(`webkit: ${file} is missing (apt-get install webkit2gtk-driver xvfb)`);
  }
  const { Builder, Key } = await import('selenium-webdriver');
  const stops = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
    stops.length = 0;
  };
  try {
    // An X display of our own.
    const display = freeDisplay();
    const xvfb = start('/usr/bin/Xvfb', [`:${display}`, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], process.env);
    stops.push(() => xvfb.stop());
    await until(() => existsSync(`/tmp/.X11-unix/X${display}`) || !xvfb.alive(), 15_000, `webkit: Xvfb :${display} to start`);
    if (!xvfb.alive()) throw new Error(`webkit: Xvfb :${display} exited: ${xvfb.output()}`);
    const env = { ...process.env, DISPLAY: `:${display}` };
    delete env.WAYLAND_DISPLAY;

    // The driver, on a free port.
    const port = await freePort();
    const driverProcess = start(WEBKIT_DRIVER, [`--port=${port}`, '--host=127.0.0.1'], env);
    stops.push(() => driverProcess.stop());
    await until(async () => {
      if (!driverProcess.alive()) return true;
      try {
        return (await fetch(`http://127.0.0.1:${port}/status`, { signal: AbortSignal.timeout(1000) })).ok;
      } catch {
        return false;
      }
    }, 15_000, `webkit: WebKitWebDriver on port ${port} to answer`);
    if (!driverProcess.alive()) throw new Error(`webkit: WebKitWebDriver exited: ${driverProcess.output()}`);

    // usingServer: selenium's own driver manager (which downloads drivers) is never run.
    const driver = await within(new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
    }).build(), START_MS, 'webkit: new session (MiniBrowser)');
    stops.push(() => within(driver.quit(), STEP_MS, 'webkit: quit'));
    await within(driver.manage().setTimeouts({ script: STEP_MS - 5000, pageLoad: STEP_MS - 5000 }), STEP_MS, 'webkit: timeouts');
    await within(driver.manage().window().setRect({ width: VIEWPORT.width, height: VIEWPORT.height }), STEP_MS, 'webkit: window size').catch(() => {});
    const capabilities = await driver.getCapabilities();

    const element = (path) => within(driver.executeScript(`return (${FIND})(arguments[0]);`, pathOf(path)), STEP_MS, `webkit: find ${pathOf(path).join(' ')}`);
    // The function is started by one short script and its answer fetched by others: a long
    // executeAsyncScript (a wait of seconds) was seen to never answer now and then here.
    let calls = 0;
    const evaluate = async (fn, arg) => {
      const id = `e${calls += 1}`;
      await within(driver.executeScript(`const results = window.__engineResults ??= {}; const id = arguments[1];
        (${wrapped(fn)})(arguments[0]).then((answer) => { results[id] = answer; }); return true;`, arg ?? null, id), STEP_MS, 'webkit: evaluate (start)');
      const end = Date.now() + STEP_MS;
      for (;;) {
        const answer = await within(driver.executeScript(`const results = window.__engineResults ?? {}; const answer = results[arguments[0]];
          delete results[arguments[0]]; return answer ?? null;`, id), STEP_MS, 'webkit: evaluate (answer)');
        if (answer) return unwrap(answer, 'webkit: evaluate');
        if (Date.now() > end) throw new Error(`timed out after ${STEP_MS} ms: webkit: evaluate (no answer from the page; did it navigate?)`);
        await sleep(50);
      }
    };
    return {
      engine: 'webkit',
      version: `${capabilities.get('browserName')} ${capabilities.get('browserVersion')}`,
      // No init scripts in classic WebDriver: the collector goes in right after load (pages.mjs
      // also serves copies of the pages that load it first, see there).
      goto: async (to) => {
        await within(driver.get(to), STEP_MS, `webkit: goto ${to}`);
        await within(driver.executeScript(COLLECT_ERRORS), STEP_MS, 'webkit: error listeners');
      },
      evaluate,
      click: async (path) => {
        const target = await element(path);
        await within(target.click(), STEP_MS, `webkit: click ${pathOf(path).join(' ')}`);
      },
      type: async (path, text) => {
        const target = await element(path);
        await within(target.clear(), STEP_MS, 'webkit: clear');
        const [line, enter] = text.endsWith('\n') ? [text.slice(0, -1), true] : [text, false];
        await within(target.sendKeys(line, ...(enter ? [Key.ENTER] : [])), STEP_MS, `webkit: type ${line}`);
      },
      screenshot: async (file) => {
        const png = await within(driver.takeScreenshot(), STEP_MS, 'webkit: screenshot');
        writeFileSync(file, Buffer.from(png, 'base64'));
      },
      errors: () => evaluate(() => window.__engineErrors ?? ['(the error listeners were not there)']),
      close: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
