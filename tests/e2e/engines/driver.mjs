// One small interface over three browser engines, for the pages' cross-engine check (issue 54):
//   chromium  Debian's Chromium through playwright-core, with browser.mjs's flags
//   firefox   Debian's Firefox ESR through puppeteer-core over WebDriver BiDi
//   webkit    WebKitGTK's MiniBrowser through /usr/bin/WebKitWebDriver and selenium-webdriver,
//             on an Xvfb display of its own (started here, stopped by close())
// See /work/shared/TOOLCHAIN.md, "Other browser engines".
//
// open(engine, url) resolves to a tab of a browser of its own (its storage fresh):
//   goto(url), reload()     loads a page (waits for its load event)
//   evaluate(fn, arg)       runs `fn(arg)` in the page (it may return a promise) and resolves to
//                           its JSON result; `fn` may be a function or its source
//   click(path)             a real (trusted) click on the element at `path`: an array of CSS
//                           selectors, each one inside the shadow root of the element before
//                           (['draw-board#board', '.square[data-square="e2"]']), or one selector
//   drag(from, to)          presses the pointer on the middle of `from`, moves it in steps to the
//                           middle of `to` and lets go there (paths as for click)
//   type(path, text)        empties the field at `path` and types `text` ('\n' presses Enter)
//   press(path, keys)       focuses the element at `path`, then presses and lets go each key of
//                           `keys` in turn (names as KeyboardEvent.key: 'ArrowUp', 'Enter', 'e')
//   screenshot(file)        a PNG of the page (the whole page where the engine can, else the
//                           window)
//   errors()                console errors and uncaught errors / unhandled rejections so far
//   newTab(url)             a second tab of the same browser (the same storage), with these same
//                           methods; close() on it closes that tab only
//   close()                 closes the browser (and stops its driver and display)
// Every step is bounded by a timeout, so that a hung driver fails with a message naming it.
import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';

export const ENGINES = ['chromium', 'firefox', 'webkit'];

const VIEWPORT = { width: 1200, height: 900 };
/** WebKit's Xvfb display: tall enough for a whole page's screenshot. */
const WEBKIT_SCREEN = { width: 1280, height: 6000 };
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
  catch (error) { return { error: String(error) + (error && error.stack ? "\\n" + error.stack : "") }; }
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

// ---- Chromium and Firefox: a page of playwright-core or puppeteer-core ----

const splitEnter = (text) => (text.endsWith('\n') ? [text.slice(0, -1), true] : [text, false]);

/** The middle of the element at `path`, in the page's CSS pixels of the viewport. */
const MIDDLE = `(path) => {
  const el = (${FIND})(path);
  el.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}`;

/**
 * The interface over a page of playwright or puppeteer (their mouse and keyboard are alike):
 * `name` ('chromium' or 'firefox'), `newPage()` a page of the same browser for newTab,
 * `closeBrowser()` what close() does on the first tab.
 */
function pageTab(name, page, { newPage, closeBrowser, version }) {
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(`uncaught: ${err}`));
  const run = async (source, arg, what) => unwrap(await within(page.evaluate(`(${source})(${JSON.stringify(arg ?? null)})`), STEP_MS, `${name}: ${what}`), `${name}: ${what}`);
  const evaluate = (fn, arg) => run(wrapped(fn), arg, 'evaluate');
  const middle = (path) => run(wrapped(MIDDLE), pathOf(path), `find ${pathOf(path).join(' ')}`);
  const focus = (path) => run(wrapped(`(path) => { (${FIND})(path).focus(); return true; }`), pathOf(path), `focus ${pathOf(path).join(' ')}`);
  const tab = {
    engine: name,
    version,
    goto: (to) => within(page.goto(to, { waitUntil: 'load' }), STEP_MS, `${name}: goto ${to}`),
    reload: () => within(page.reload({ waitUntil: 'load' }), STEP_MS, `${name}: reload`),
    evaluate,
    click: async (path) => {
      const { x, y } = await middle(path);
      await within(page.mouse.click(x, y), STEP_MS, `${name}: click ${pathOf(path).join(' ')}`);
    },
    drag: async (from, to) => {
      const a = await middle(from);
      const b = await middle(to);
      await within((async () => {
        await page.mouse.move(a.x, a.y);
        await page.mouse.down();
        await page.mouse.move(b.x, b.y, { steps: 6 });
        await page.mouse.up();
      })(), STEP_MS, `${name}: drag ${pathOf(from).join(' ')} to ${pathOf(to).join(' ')}`);
    },
    type: async (path, text) => {
      const [line, enter] = splitEnter(text);
      await run(wrapped(`(path) => { const el = (${FIND})(path); el.value = ''; el.focus(); return true; }`), pathOf(path), `clear ${pathOf(path).join(' ')}`);
      await within(page.keyboard.type(line), STEP_MS, `${name}: type ${line}`);
      if (enter) await within(page.keyboard.press('Enter'), STEP_MS, `${name}: Enter`);
    },
    press: async (path, keys) => {
      await focus(path);
      for (const key of keys) await within(page.keyboard.press(key), STEP_MS, `${name}: key ${key}`);
    },
    screenshot: (file) => within(page.screenshot({ path: file, fullPage: true }), STEP_MS, `${name}: screenshot`),
    errors: async () => [...errors],
    newTab: async (url) => {
      const other = pageTab(name, await within(newPage(), STEP_MS, `${name}: new tab`), { newPage, closeBrowser: null, version });
      if (url) await other.goto(url);
      return other;
    },
    close: () => within(closeBrowser ? closeBrowser() : page.close(), STEP_MS, `${name}: close`),
  };
  return tab;
}

async function openChromium() {
  const { launch } = await import('../browser.mjs');
  const browser = await within(launch(), START_MS, 'chromium: launch');
  // One context: its tabs share storage, as a reader's tabs do.
  const context = await browser.newContext({ viewport: VIEWPORT });
  return pageTab('chromium', await context.newPage(), {
    newPage: () => context.newPage(),
    closeBrowser: () => browser.close(),
    version: browser.version(),
  });
}

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
  // The first tab does not get defaultViewport over BiDi here (its screenshots came 1354 wide).
  const sized = async (page) => {
    await within(page.setViewport(VIEWPORT), STEP_MS, 'firefox: viewport');
    return page;
  };
  const first = (await browser.pages())[0] ?? await browser.newPage();
  return pageTab('firefox', await sized(first), {
    newPage: async () => sized(await browser.newPage()),
    closeBrowser: () => browser.close(),
    version: await browser.version(),
  });
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
    const xvfb = start('/usr/bin/Xvfb', [`:${display}`, '-screen', '0', `${WEBKIT_SCREEN.width}x${WEBKIT_SCREEN.height}x24`, '-nolisten', 'tcp'], process.env);
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

    const version = `${capabilities.get('browserName')} ${capabilities.get('browserVersion')}`;
    const first = await driver.getWindowHandle();
    const shared = { current: first, calls: 0 };
    return webkitTab(driver, { Key }, first, shared, { version, closeBrowser: stopAll });
  } catch (error) {
    await stopAll();
    throw error;
  }
}

// WebDriver keys by KeyboardEvent.key name.
const WEBDRIVER_KEYS = {
  Enter: 'ENTER', Escape: 'ESCAPE', Tab: 'TAB', Home: 'HOME', End: 'END', Backspace: 'BACK_SPACE',
  ArrowUp: 'ARROW_UP', ArrowDown: 'ARROW_DOWN', ArrowLeft: 'ARROW_LEFT', ArrowRight: 'ARROW_RIGHT', ' ': 'SPACE',
};

/** One window (tab) of the WebKit session; every call first makes it WebDriver's current one. */
function webkitTab(driver, { Key }, handle, shared, { version, closeBrowser }) {
  const here = async () => {
    if (shared.current !== handle) {
      await within(driver.switchTo().window(handle), STEP_MS, 'webkit: switch tab');
      shared.current = handle;
    }
  };
  const script = async (source, args, what) => {
    await here();
    try {
      return await within(driver.executeScript(source, ...args), STEP_MS, `webkit: ${what}`);
    } catch (error) {
      // within()'s own timeout already names the step; selenium's errors do not.
      if (!error.message.includes(`webkit: ${what}`)) error.message = `webkit: ${what}: ${error.message}`;
      throw error;
    }
  };
  const element = (path) => script(`return (${FIND})(arguments[0]);`, [pathOf(path)], `find ${pathOf(path).join(' ')}`);
  // The function is started by one short script and its answer fetched by others: a long
  // executeAsyncScript (a wait of seconds) was seen to never answer now and then here.
  const evaluate = async (fn, arg) => {
    const id = `e${shared.calls += 1}`;
    await script(`const results = window.__engineResults ??= {}; const id = arguments[1];
      (${wrapped(fn)})(arguments[0]).then((answer) => { results[id] = answer; }); return true;`, [arg ?? null, id], 'evaluate (start)');
    const end = Date.now() + STEP_MS;
    for (;;) {
      const answer = await script(`const results = window.__engineResults ?? {}; const answer = results[arguments[0]];
        delete results[arguments[0]]; return answer ?? null;`, [id], 'evaluate (answer)');
      if (answer) return unwrap(answer, 'webkit: evaluate');
      if (Date.now() > end) throw new Error(`timed out after ${STEP_MS} ms: webkit: evaluate (no answer from the page; did it navigate?)`);
      await sleep(50);
    }
  };
  const keyOf = (key) => (WEBDRIVER_KEYS[key] ? Key[WEBDRIVER_KEYS[key]] : key);
  const act = async (build, what) => {
    await here();
    await within(build(driver.actions({ async: true })).perform(), STEP_MS, `webkit: ${what}`);
  };
  // No init scripts in classic WebDriver: the collector goes in right after load too (the
  // suite serves copies of the pages that load it first, see engines.test.mjs).
  const collect = () => script(COLLECT_ERRORS, [], 'error listeners');
  return {
    engine: 'webkit',
    version,
    goto: async (to) => {
      await here();
      await within(driver.get(to), STEP_MS, `webkit: goto ${to}`);
      await collect();
    },
    reload: async () => {
      await here();
      await within(driver.navigate().refresh(), STEP_MS, 'webkit: reload');
      await collect();
    },
    evaluate,
    click: async (path) => {
      const target = await element(path);
      await within(target.click(), STEP_MS, `webkit: click ${pathOf(path).join(' ')}`);
    },
    drag: async (from, to) => {
      const a = await element(from);
      const b = await element(to);
      await act((actions) => actions.move({ origin: a }).press().move({ origin: b, duration: 150 }).release(), `drag ${pathOf(from).join(' ')} to ${pathOf(to).join(' ')}`);
    },
    type: async (path, text) => {
      const target = await element(path);
      await within(target.clear(), STEP_MS, 'webkit: clear');
      const [line, enter] = splitEnter(text);
      await within(target.sendKeys(line, ...(enter ? [Key.ENTER] : [])), STEP_MS, `webkit: type ${line}`);
    },
    press: async (path, keys) => {
      await script(`(${FIND})(arguments[0]).focus(); return true;`, [pathOf(path)], `focus ${pathOf(path).join(' ')}`);
      for (const key of keys) await act((actions) => actions.keyDown(keyOf(key)).keyUp(keyOf(key)), `key ${key}`);
    },
    screenshot: async (file) => {
      await here();
      // WebKit's screenshots are of what is in view: the window is made as tall as the page
      // for it (the display is tall enough), then put back.
      const tall = await script('return Math.ceil(document.documentElement.scrollHeight + window.outerHeight - window.innerHeight);', [], 'page height');
      await within(driver.manage().window().setRect({ width: VIEWPORT.width, height: Math.min(tall, WEBKIT_SCREEN.height) }), STEP_MS, 'webkit: window size').catch(() => {});
      const png = await within(driver.takeScreenshot(), STEP_MS, 'webkit: screenshot');
      await within(driver.manage().window().setRect({ width: VIEWPORT.width, height: VIEWPORT.height }), STEP_MS, 'webkit: window size').catch(() => {});
      writeFileSync(file, Buffer.from(png, 'base64'));
    },
    errors: () => evaluate(() => window.__engineErrors ?? ['(the error listeners were not there)']),
    newTab: async (url) => {
      await here();
      await within(driver.switchTo().newWindow('tab'), STEP_MS, 'webkit: new tab');
      const other = await driver.getWindowHandle();
      shared.current = other;
      const tab = webkitTab(driver, { Key }, other, shared, { version, closeBrowser: null });
      if (url) await tab.goto(url);
      return tab;
    },
    close: async () => {
      if (closeBrowser) return closeBrowser();
      await here();
      await within(driver.close(), STEP_MS, 'webkit: close tab');
      const [left] = await driver.getAllWindowHandles();
      if (left) {
        await driver.switchTo().window(left);
        shared.current = left;
      }
      return undefined;
    },
  };
}
