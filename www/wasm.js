// Loads the engine's wasm once per page, for every board on it and for the search worker.
// The module is compiled here and handed to the worker, so a worker that is restarted (which is
// how a search is stopped) neither downloads nor compiles it again.
import init, { Game, analyze, evaluate } from './pkg/drawboard.js';
import { EngineClient } from './engine.js';

export { Game, analyze, evaluate };

const wasmUrl = new URL('./pkg/drawboard_bg.wasm', import.meta.url);

async function compile() {
  try {
    return await WebAssembly.compileStreaming(fetch(wasmUrl));
  } catch (error) {
    // A host that serves .wasm without the application/wasm type defeats streaming.
    if (error?.name !== 'TypeError') throw error;
    const response = await fetch(wasmUrl);
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

/** Resolves to the compiled WebAssembly.Module once the engine is ready in this thread. */
export const wasmReady = compile().then(async (module) => {
  performance.mark('drawboard-wasm-compiled');
  await init({ module_or_path: module });
  return module;
});

// One search worker for the whole page. A search started by one board stops another board's;
// `owner` makes sure a board only ever stops its own search.
let client = null;
let owner = null;

export const sharedEngine = {
  /** Starts a search for `who` (stopping whatever runs); resolves like EngineClient.search. */
  async search(who, request, onInfo) {
    const wasmModule = await wasmReady;
    client ??= new EngineClient(undefined, { wasmModule });
    owner = who;
    return client.search(request, onInfo);
  },
  /** Stops the running search if it is `who`'s. */
  stop(who) {
    if (owner !== who) return;
    owner = null;
    client?.stop();
  },
};

// Proofs (is this position dead? a mating line if not) have a worker of their own, so that they
// neither wait for an analysis, which can go on for an hour, nor stop it.
let prover = null;

export const sharedProver = {
  /** Whether `fen` is dead, asked of the proof worker; resolves like EngineClient.deadPositionProof. */
  async deadPositionProof(fen) {
    const wasmModule = await wasmReady;
    prover ??= new EngineClient(undefined, { wasmModule });
    return prover.deadPositionProof(fen);
  },
};
