// The worker module: the whole engine (search and evaluation, exact winnability, endgame
// tables, the audit) for the workers. It is fetched and compiled once per page, the first time
// a worker is needed (after the first board has shown its quick verdict), and the compiled
// WebAssembly.Module is handed to every worker, which then neither downloads nor compiles it.
import { unavailable } from './unavailable.js';

const wasmUrl = new URL('../pkg/drawboard_worker_bg.wasm', import.meta.url);

let compiling = null;

async function compile() {
  let response;
  try {
    response = await fetch(wasmUrl);
  } catch (error) {
    throw unavailable('exact verdicts', `${wasmUrl.pathname} is unreachable (${error?.message ?? error})`);
  }
  if (!response.ok) throw unavailable('exact verdicts', `${wasmUrl.pathname} answered ${response.status}`);
  try {
    // Streaming compiles while the bytes arrive; a host that serves .wasm without the
    // application/wasm type defeats it, and the bytes are compiled whole instead.
    const type = response.headers.get('content-type') ?? '';
    const module = type.startsWith('application/wasm')
      ? await WebAssembly.compileStreaming(response)
      : await WebAssembly.compile(await response.arrayBuffer());
    performance.mark('drawboard-worker-module');
    return module;
  } catch (error) {
    throw unavailable('exact verdicts', `${wasmUrl.pathname} could not be compiled (${error?.message ?? error})`);
  }
}

/** Resolves to the compiled worker module (fetched and compiled on the first call only). */
export function workerModule() {
  // A failure is not kept: a later call tries again (the network may be back).
  compiling ??= compile().catch((error) => {
    compiling = null;
    throw error;
  });
  return compiling;
}
