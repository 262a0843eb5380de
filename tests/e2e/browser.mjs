// Launches Debian's Chromium through playwright-core with the flags this machine needs.
import { chromium } from 'playwright-core';

const options = {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export function launch() {
  return chromium.launch(options);
}

/** A browser whose profile (its storage among it) lives in `folder`, as a reader's browser that
 *  is closed and opened again: a BrowserContext (closing it closes the browser). */
export function launchWithProfile(folder, contextOptions = {}) {
  return chromium.launchPersistentContext(folder, { ...options, ...contextOptions });
}

/**
 * Opens a page that records console errors and uncaught exceptions into `errors`; `options` go
 * to browser.newPage (hasTouch, isMobile, permissions...).
 */
export async function openPage(browser, url, viewport = { width: 1200, height: 900 }, options = {}) {
  const page = await browser.newPage({ viewport, ...options });
  const errors = [];
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(msg.text()); });
  page.on('pageerror', (err) => errors.push(String(err)));
  await page.goto(url);
  return { page, errors };
}
