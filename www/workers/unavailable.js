// What a board cannot do on this page, and why: a missing wasm file, workers blocked by the
// page's Content-Security-Policy, a browser without module workers. Each cause is written to
// the console once per page (however many boards meet it); every board shows it in words.

const reported = new Set();

// Writes `line` to the console the first time it comes.
function report(line) {
  if (reported.has(line)) return;
  reported.add(line);
  console.error(`drawboard: ${line}`);
}

/** The page module could not be loaded: the board shows its position and nothing else. */
export function loadError(message) {
  report(message);
  return Object.assign(new Error(message), { name: 'LoadError' });
}

/**
 * `what` (exact verdicts, endgame tables, the engine...) cannot run, because of `cause`: an
 * Error named Unavailable that says both. The console hears each cause once, whatever needed it.
 */
export function unavailable(what, cause) {
  report(`the workers (exact verdicts, endgame tables, the engine) are unavailable: ${cause}`);
  return Object.assign(new Error(`${what} unavailable: ${cause}`), { name: 'Unavailable' });
}

// A worker blocked by the page's Content-Security-Policy fails with no words of its own; the
// policy's violation event says why.
let blockedBy = null;
if (typeof document !== 'undefined') {
  document.addEventListener('securitypolicyviolation', (event) => {
    if (['worker-src', 'script-src', 'script-src-elem', 'child-src', 'default-src'].includes(event.effectiveDirective) && /worker/i.test(event.blockedURI)) {
      blockedBy = event.effectiveDirective;
    }
  });
}

/** Whether this browser runs module workers (`new Worker(url, {type: 'module'})`). */
export function hasModuleWorkers() {
  if (typeof Worker === 'undefined') return false;
  let asked = false;
  try {
    // A browser that knows module workers reads `type` while it converts the arguments, before
    // it makes any worker: throwing there stops it, so nothing is made or fetched (a worker
    // made and ended at once made Firefox report an uncaught security error now and then).
    new Worker('data:,', {
      get type() {
        asked = true;
        throw new Error('only asked');
      },
    });
  } catch {
    // expected
  }
  return asked;
}

/**
 * Why a worker failed to start, in words: the policy's violation when one was reported (it may
 * come just after the worker's error), or what the error said.
 */
export async function whyWorkerFailed(message) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  if (blockedBy) return `workers are blocked by this page's Content-Security-Policy (${blockedBy} must allow 'self')`;
  return `the worker could not start${message ? ` (${message})` : ''}`;
}
