// A seeded fuzz of the JavaScript API: hostile calls over every export of both wasm modules
// (www/pkg, as .ci/build writes it), under Node.
//
//   node tests/fuzz/api.mjs [--calls N] [--seed S] [--trace]   (bash .ci/test runs 5,000 calls)
//   node tests/fuzz/api.mjs --calls 100000              (the long run)
//
// The calls mix wrong types, mutated FEN and PGN, junk options, node ids, table bytes, engine
// calls out of order, callbacks that throw or call back in, and objects used after free(). The
// run fails on
//   - a wasm trap (WebAssembly.RuntimeError), the module's state is then undefined;
//   - an error without a stable name (one of those the wasm modules throw, src/wasm.rs's table,
//     each also in the README's error table and ErrorName), or without a message;
//   - types and runtime disagreeing: an argument the TypeScript declarations (pkg/*.d.ts) refuse
//     that the call takes without a word, or an InvalidArgument about a type for arguments they
//     accept;
//   - a trap inside a callback the module calls (buildTablebase's, which it does not rethrow);
//   - a module that stops answering (a plain question asked every 100 calls);
//   - memory that keeps growing: from half the run to its end, each module's wasm memory may
//     grow by at most 4 MiB (a leak grows with the calls; wasm memory never shrinks, so the
//     high-water mark of one large call is reached once: the worker module's is about 24 MiB,
//     which 5,000 calls may reach after their first quarter). (Its table of JavaScript values
//     is printed, not held to a bound: wasm-bindgen 0.2.130 never gives back one slot,
//     holding `undefined`, for each exception a `catch` import returning a value catches (its generated shim returns on
//     `take_last_exception()?` before it owns the slot of the return value), and the hostile
//     getters and proxies here throw thousands of them.)
// It prints the calls, the errors by name, each module's memory and the slowest call.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const flag = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? fallback : Number(process.argv[at + 1]);
};
const CALLS = flag('calls', 5000);
const SEED = flag('seed', 42);
if (!Number.isInteger(CALLS) || CALLS < 100 || !Number.isInteger(SEED)) throw new Error('--calls takes a whole number of at least 100, --seed a whole number');
/** How much a module's memory may grow over the second half of a run. */
const GROWTH_LIMIT = 4 * 1024 * 1024;

// ---- the modules, and what their declarations say ----------------------------------------------

async function load(name) {
  const module = await import(join(root, 'www/pkg', `${name}.js`));
  const exports = module.initSync({ module: readFileSync(join(root, 'www/pkg', `${name}_bg.wasm`)) });
  return { name, module, objects: objects(), memory: exports.memory, externrefs: exports.__wbindgen_externrefs, types: declarations(readFileSync(join(root, 'www/pkg', `${name}.d.ts`), 'utf8')) };
}

/** Splits `text` at top-level occurrences of `separator` (outside brackets and quotes). */
function split(text, separator) {
  const parts = [];
  let depth = 0;
  let quote = null;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if ('([{<'.includes(c)) depth += 1;
    else if (')]}>'.includes(c) && text[i - 1] !== '=') depth -= 1;
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i).trim());
      start = i + separator.length;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((p) => p !== '');
}

/** The parameters of a declaration's parameter list: `[{name, optional, type}]`. */
const params = (list) => split(list, ',').map((p) => {
  const [, name, optional, type] = /^(\w+)(\?)?:\s*([\s\S]+)$/.exec(p);
  return { name, optional: Boolean(optional), type };
});

/** What a d.ts written by wasm-bindgen declares: functions, classes' members, interfaces. */
function declarations(dts) {
  const code = dts.replace(/\/\*[\s\S]*?\*\//g, '');
  const functions = new Map();
  const classes = new Map();
  const interfaces = new Map();
  for (const [, name, body] of code.matchAll(/export interface (\w+) \{([^}]*)\}/g)) {
    if (name === 'InitOutput') continue; // the module's own exports
    interfaces.set(name, new Map(split(body, ';').map((f) => {
      const [, field, type] = /^(\w+)\??:\s*(.+)$/.exec(f);
      return [field, type];
    })));
  }
  for (const [, name, list] of code.matchAll(/^export function (\w+)\(([^\n]*)\):[^\n]*;$/gm)) functions.set(name, params(list));
  for (const [, name, body] of code.matchAll(/^export class (\w+) \{\n([\s\S]*?)\n\}/gm)) {
    const members = new Map();
    for (const line of body.split('\n').map((l) => l.trim())) {
      const method = /^(static )?(\w+)\(([^\n]*)\)(:[^\n]*)?;$/.exec(line);
      if (method) members.set(method[1] ? `static ${method[2]}` : method[2], params(method[3]));
    }
    classes.set(name, members);
  }
  return { functions, classes, interfaces };
}

/**
 * Whether `value` is of the declared TypeScript `type` (of the forms wasm-bindgen writes). A
 * value that cannot be inspected (a proxy that throws) is not; a `Uint8Array` must be a real
 * one, and an array must hold at most 20,000 items, as the module reads them.
 */
function conforms(value, type, interfaces) {
  try {
    return conformsOrThrows(value, type, interfaces);
  } catch (error) {
    if (error instanceof UnknownType) throw error;
    return false;
  }
}

class UnknownType extends Error {}

function conformsOrThrows(value, type, interfaces) {
  const union = split(type, '|');
  if (union.length > 1) return union.some((t) => conforms(value, t, interfaces));
  const t = type.replace(/^\((.*)\)$/s, '$1').trim();
  if (t === 'any') return true;
  if (t === 'null') return value === null;
  if (t === 'undefined') return value === undefined;
  if (['string', 'number', 'boolean'].includes(t)) return typeof value === t;
  if (/^'.*'$/.test(t)) return value === t.slice(1, -1);
  if (t === 'Uint8Array') return ArrayBuffer.isView(value) && value instanceof Uint8Array;
  if (t.includes('=>')) return typeof value === 'function';
  if (t.endsWith('[]')) return Array.isArray(value) && value.length <= 20000 && Array.from(value).every((v) => conforms(v, t.slice(0, -2), interfaces));
  const fields = t.startsWith('{') ? new Map(split(t.slice(1, -1), ',').map((f) => f.split(':').map((s) => s.trim()))) : interfaces.get(t);
  if (!fields) throw new UnknownType(`the fuzz cannot check the declared type ${t}`);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return [...fields].every(([name, ft]) => {
    const optional = name.endsWith('?') || !t.startsWith('{');
    const v = value[name.replace('?', '')];
    return (optional && v === undefined) || conformsOrThrows(v, ft, interfaces);
  });
}

// ---- the error names: the README's table, and types.d.ts -----------------------------------------

const readme = readFileSync(join(root, 'README.md'), 'utf8');
const table = readme.slice(readme.indexOf('| `name` | thrown when |'));
const README_NAMES = new Set(table.slice(0, table.indexOf('\n\n')).split('\n').flatMap((row) => {
  const cell = row.split('|')[1] ?? '';
  return [...cell.matchAll(/`(\w+)`/g)].map((m) => m[1]);
}).filter((n) => n !== 'name'));
// The names the wasm modules throw: the table in src/wasm.rs's module documentation.
const MODULE_NAMES = new Set([...readFileSync(join(root, 'src/wasm.rs'), 'utf8').matchAll(/^\/\/! \| `(\w+)` \|/gm)].map((m) => m[1]).filter((n) => n !== 'name'));
const typesDts = readFileSync(join(root, 'www/package/types.d.ts'), 'utf8');
const errorType = typesDts.slice(typesDts.indexOf('export type ErrorName'));
const TYPE_NAMES = new Set([...errorType.slice(0, errorType.indexOf(';')).matchAll(/'(\w+)'/g)].map((m) => m[1]));

// ---- seeded randomness ---------------------------------------------------------------------------

let state = SEED >>> 0 || 1;
const random = () => {
  // xorshift32
  state ^= state << 13; state >>>= 0;
  state ^= state >>> 17;
  state ^= state << 5; state >>>= 0;
  return state / 4294967296;
};
const int = (n) => Math.floor(random() * n);
const pick = (list) => list[int(list.length)];
const chance = (p) => random() < p;

// ---- values ------------------------------------------------------------------------------------

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const FENS = [
  START,
  'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1',
  '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
  '8/8/8/2k5/8/8/2K5/2B1B3 w - - 0 1',
  '7k/8/8/8/8/8/5n2/N6K w - - 0 1',
  '8/8/4k3/8/8/3QK3/8/8 w - - 0 1',
  '8/8/8/8/8/8/8/K1k5 w - - 0 1',
  '8/8/8/3k4/8/8/3PK3/8 w - - 0 1',
  '8/8/8/8/3k4/8/3R4/3K4 b - - 0 1',
  '8/8/3k4/3p4/3P4/3K4/8/8 w - - 40 80',
  '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1',
  '8/8/8/8/8/5k2/8/4K2q w - - 99 90',
  'k7/8/8/8/8/8/8/7K w - - 150 200',
  '4k3/8/8/8/8/8/8/4K2R w K - 0 1',
];
/** Positions of at most three men, whose tables build in a moment. */
const SMALL = ['8/8/4k3/8/8/3QK3/8/8 w - - 0 1', '8/8/8/3k4/8/8/3PK3/8 w - - 0 1', '8/8/8/8/3k4/8/3R4/3K4 b - - 0 1', '8/8/8/8/8/8/8/K1k5 w - - 0 1', '8/8/8/8/8/8/1N6/K1k5 w - - 0 1'];
const PGNS = [
  '[Event "?"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n',
  '1. e4 (1. d4 d5 {a comment} 2. c4) 1... c5 $1 2. Nf3 {[%cal Ge2e4]} * ',
  '[FEN "8/8/8/8/8/8/8/K1k5 w - - 0 1"]\n[SetUp "1"]\n\n1. Kb1 *\n',
  '[Event "a"]\n\n1. e4 e5 *\n\n[Event "b"]\n\n1. d4 d5 2. -- Nf6 1/2-1/2\n',
  '1. f3 e5 2. g4 Qh4# 0-1',
  '1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Ke2 Ke7 5. Ke1 Ke8 6. Ke2 Ke7 1/2-1/2',
  readFileSync(join(root, 'tests/data/pgn/cm-pgn-petroff-null-moves.pgn'), 'utf8'),
  readFileSync(join(root, 'tests/data/pgn/scalachess-icc-pedro-burza-2013.pgn'), 'utf8'),
  // What the lenient reader repairs (issue 52): a file's header, quotes inside a tag, a tag
  // without its bracket, German letters, figurines, long algebraic, zeros, a repeated move in a
  // variation, a comment never closed, stray characters, CR-only line ends.
  '% header\nnotes\n[Event "a "b" c"]\n[Site "x\\"]\n[Round 3\n\n1. e4 e5 2. Sf3 Sc6 3. Lb5 } a6 ] 1-0\n',
  '1. e2-e4 e7e5 2. ♘f3 ♞c6 3. Bc4 Bc5 4. 0-0 Nf6 5. d3 (5. d3 d6 6. h3) 5... d6 6. c3 {never closed\n[Event "next"]\n\n1. d4 *',
  '[Event "cr"]\r[Result "*"]\r\r1. e4 ; a comment\re5 2. Nf3 Z0 3. d4 exd3 e.p. *',
];
const MOVES = ['e4', 'e2e4', 'e5', 'Nf3', 'O-O', 'Kb1', 'Kb2', 'a1b1', 'e7e8q', 'exd5', 'Qxf7#', '--', '0000', 'Nbd2', 'h9', '', 'e4e5e6', 'K', 'Ke2', 'd4', 'c1g5'];
const MATERIALS = ['KQvK', 'KRvK', 'KPvK', 'KvK', 'KBvK', 'KNvK', 'KQvKR', 'KPvKP', 'kqvk', 'KQKR', 'KQQQQvK', 'v', '', 'KvKQ'];

class Hostile { constructor() { this.field = 1; } }
const HOSTILE = [
  () => undefined, () => null, () => true, () => false, () => 0, () => -0, () => -1, () => 1.5, () => NaN,
  () => Infinity, () => -Infinity, () => 2 ** 32, () => 2 ** 32 - 1, () => 2 ** 53, () => 1e300, () => -1e-300,
  () => '', () => 'x', () => 'x'.repeat(20000), () => '♔\u0000\ud800 e4', () => '1/2-1/2', () => '  ',
  () => ({}), () => [], () => [1, 2], () => ['e4', 5], () => [null], () => new Uint8Array(3), () => new ArrayBuffer(4),
  () => Symbol('s'), () => 10n, () => () => {}, () => Object.create(null), () => new Date(0), () => /e4/,
  () => new Proxy({}, { get() { throw new Error('a trapped getter'); } }),
  () => ({ toString() { throw new Error('toString'); }, valueOf() { throw new Error('valueOf'); } }),
  () => ({ nodes: 1, depth: 1, exact: 'yes' }), () => new Hostile(), () => Promise.resolve(1), () => new Map(),
  () => ({ length: 3, 0: 'e4' }), () => new Float64Array(2), () => new Uint8ClampedArray(2),
  () => new Proxy(['e4', 'e5'], { get() { throw new Error('a trapped array'); } }),
  () => new Proxy({}, { getPrototypeOf() { throw new Error('a trapped prototype'); } }),
  () => { const { proxy, revoke } = Proxy.revocable([], {}); revoke(); return proxy; },
  () => Object.create(Uint8Array.prototype),
  () => Object.defineProperty(new Uint8Array(2), 'length', { value: 2 ** 31 }),
  () => new Array(2 ** 32 - 1), () => Object.defineProperty([], 0, { get() { throw new Error('a trapped item'); } }),
  () => new DataView(new ArrayBuffer(8)),
];
const hostile = () => pick(HOSTILE)();

function mutate(text) {
  let s = text;
  for (let n = 1 + int(3); n > 0; n -= 1) {
    const i = int(s.length + 1);
    switch (int(7)) {
      case 0: s = s.slice(0, i) + s.slice(i + 1); break;
      case 1: s = s.slice(0, i) + pick('KQRBNPkqrbnp12345678/ -w0x\n{}()[]$;%"') + s.slice(i); break;
      case 2: s = s.slice(0, i) + pick('KQRBNPkqrbnp12345678/ -wb') + s.slice(i + 1); break;
      case 3: s = s.slice(0, i); break;
      case 4: s = s.split(' ').reverse().join(' '); break;
      case 5: s = s.slice(0, i) + s.slice(int(s.length)) ; break;
      default: s = s.replace(/\d+/, String(pick([-1, 0, 1, 99, 100, 150, 65536, 4294967296, 1e21])));
    }
  }
  return s;
}
const fen = () => (chance(0.1) ? hostile() : chance(0.35) ? mutate(pick(FENS)) : pick(FENS));
/** A FEN of at most three men (or no FEN at all): the ones whose tables may be built. */
const smallFen = () => {
  if (chance(0.15)) return hostile();
  const f = chance(0.3) ? mutate(pick(SMALL)) : pick(SMALL);
  return (f.split(' ')[0].match(/[a-z]/gi) ?? []).length <= 3 ? f : pick(SMALL);
};
const pgn = () => (chance(0.1) ? hostile() : chance(0.4) ? mutate(pick(PGNS)) : pick(PGNS));
const moves = () => (chance(0.1) ? hostile() : chance(0.5) ? [] : Array.from({ length: int(4) }, () => (chance(0.05) ? hostile() : pick(MOVES))));
const move = () => (chance(0.1) ? hostile() : pick(MOVES));
const material = () => (chance(0.15) ? hostile() : pick(MATERIALS));
const id = () => (chance(0.2) ? hostile() : int(12));
/**
 * A value for a small whole-number limit: mostly valid and cheap, else out of range or junk
 * (never null: a limit left out means the default, which is not cheap).
 */
const small = (max) => (chance(0.8) ? 1 + int(max) : pick([0, -1, 1.5, NaN, Infinity, 1e16, '5', true, 10n]));
const options = (fields) => {
  if (chance(0.1)) return hostile();
  if (chance(0.05)) return undefined;
  const o = {};
  for (const [name, value] of Object.entries(fields)) if (chance(0.7)) o[name] = value();
  if (chance(0.1)) o.extra = hostile();
  return o;
};
/**
 * Options that keep the call cheap: an object always has `limit` (valid and small, or refused),
 * and no options at all become `{limit}`; other values are refused.
 */
const cheap = (fields, limit) => {
  let o = options(fields);
  if (o === undefined || o === null) o = {};
  if (typeof o === 'object') {
    try { o[limit[0]] = limit[1](); } catch { /* a proxy: refused anyway */ }
  }
  return o;
};
const statusOptions = () => pick([
  () => undefined, () => ({}), () => ({ exact: false }), () => ({ exact: true, nodes: small(2000) }),
  () => ({ exact: true, nodes: small(2000) }), () => cheap({ exact: () => pick([true, false, 'yes']) }, ['nodes', () => small(2000)]),
])();
const winnabilityOptions = () => cheap({}, ['nodes', () => small(2000)]);
const searchOptions = () => cheap({ multiPv: () => small(5), movetimeMs: () => small(10), nodes: () => small(3000) }, ['depth', () => small(3)]);
const auditOptions = () => cheap({ game: () => small(3) }, ['nodes', () => small(500)]);

// The callbacks: they note what they throw, so that a rethrown callback error is known as ours.
const thrownByCallbacks = new Set();
const throwing = () => {
  const error = chance(0.5) ? Object.assign(new Error('thrown by a callback'), { name: 'CallbackError' }) : 5;
  return () => { thrownByCallbacks.add(error); throw error; };
};
/** A trap seen inside a callback (the module may swallow what its callbacks throw). */
let trapInCallback = null;
const watched = (f) => (...args) => {
  try {
    return f(...args);
  } catch (error) {
    if (error instanceof WebAssembly.RuntimeError) trapInCallback = error;
    throw error;
  }
};
const callback = (reenter) => pick([
  () => undefined, () => null, () => () => {}, throwing, hostile,
  () => watched(() => { try { reenter(); } catch (error) { if (!(error instanceof Error) || !MODULE_NAMES.has(error.name)) throw error; } }),
  () => watched(() => reenter()),
])();

// ---- the calls -----------------------------------------------------------------------------------

/** A module's live objects by class, to call methods on, and freed ones to use again. */
const objects = () => ({ live: { GameTree: [], Game: [], Engine: [] }, freed: [] });
/** Moves a live object (freed by now) to the freed ones, which keep the last 8. */
const retire = ({ live, freed }, kind, object) => {
  live[kind].splice(live[kind].indexOf(object), 1);
  freed.push(object);
  if (freed.length > 8) freed.shift();
};
/** Keeps a new object; beyond the limit, one of them at random is freed. */
const keep = (m, kind, object) => {
  const list = m.objects.live[kind];
  list.push(object);
  if (list.length > (kind === 'Engine' ? 3 : 8)) {
    const old = pick(list);
    old.free();
    retire(m.objects, kind, old);
  }
};
/**
 * The object to call a method of: mostly a live one, sometimes one freed, sometimes a plain
 * object. (Not another class's object: wasm-bindgen hands a method the pointer `this` holds
 * without checking its class, so `GameTree.prototype.fen.call(game)` is outside what the API
 * can check; nor `free` on a plain object, which fails in the glue before reaching wasm.)
 */
const receiver = ({ live, freed }, kind) => {
  if (chance(0.04) && freed.length) return pick(freed);
  if (chance(0.02)) return pick([{}, Object.create(null)]);
  return pick(live[kind]);
};

/** A block's raw codes (KQvK's first, as a site's block file holds it), whole or damaged. */
const blockBytes = () => {
  if (chance(0.15)) return hostile();
  const b = tableBytes.subarray(tableBytes.length - 4096 * (chance(0.5) ? 1 : 2));
  const copy = new Uint8Array(chance(0.7) ? b : b.subarray(0, int(b.length + 1)));
  if (chance(0.3)) copy[int(copy.length)] = int(256);
  return copy;
};

let modules;
/** A table's bytes (KQvK, built at the start) to load again, whole or damaged. */
let tableBytes;
const bytes = () => {
  if (chance(0.15)) return hostile();
  const b = new Uint8Array(chance(0.3) ? tableBytes : tableBytes.subarray(0, int(tableBytes.length + 1)));
  if (chance(0.5)) for (let n = 1 + int(4); n > 0; n -= 1) b[int(Math.min(b.length, 64))] = int(256);
  if (chance(0.3)) for (let n = 1 + int(4); n > 0; n -= 1) b[int(b.length)] = int(256);
  return chance(0.1) ? new Uint8Array(int(100)).map(() => int(256)) : b;
};

/**
 * Every export: its arguments. A module's functions and classes are looked up by name; the
 * run refuses to start if a module exports something this list does not fuzz.
 */
const FUNCTIONS = {
  analyze: (m) => [fen(), chance(0.5) ? statusOptions() : undefined],
  setupChoices: () => [chance(0.5) ? fen() : mutate(pick(FENS)).replace(/K/, '')],
  pgnGames: () => [pgn()],
  evaluate: () => [fen()],
  perft: () => [fen(), chance(0.8) ? int(4) : small(3)],
  helpmate: () => [fen(), chance(0.2) ? hostile() : pick(['white', 'black', 'w', 'b']), winnabilityOptions()],
  deadPositionProof: () => [fen(), winnabilityOptions()],
  tablebaseMaterials: () => [fen()],
  buildTablebase: (m) => [smallFen(), callback(() => m.dropTablebases()), callback(() => m.tablebase(pick(SMALL)))],
  tablebase: () => [chance(0.8) ? pick([...SMALL, ...FENS]) : fen()],
  hasTablebase: () => [material(), chance(0.5) ? undefined : chance(0.8) ? chance(0.5) : hostile()],
  exportTablebase: () => [material()],
  loadTablebase: () => [bytes()],
  sha256: () => [chance(0.8) ? bytes() : hostile()],
  trimTablebases: () => [fen()],
  dropTablebases: () => [],
  tablebaseBlocks: () => [chance(0.8) ? pick([...SMALL, ...FENS]) : fen(), chance(0.5) ? chance(0.5) : chance(0.8) ? undefined : hostile()],
  loadTableBlock: () => [material(), chance(0.8) ? pick(['dtm', 'dtz']) : hostile(), chance(0.8) ? int(30) : small(3), blockBytes()],
  auditPgn: () => [pgn(), auditOptions()],
};
const CLASSES = {
  GameTree: {
    constructor: () => [chance(0.3) ? undefined : fen()],
    'static fromPgn': () => [pgn(), chance(0.5) ? undefined : small(3)],
    methods: (m, tree) => ({
      canUndo: [], deleteFrom: [id()], demote: [id()], fen: [], forgetEdits: [], goto: [id()], history: [],
      legalMoves: [], mainLineNode: [chance(0.8) ? int(20) : hostile()], mainLine: [], makeMainLine: [id()], nodes: [],
      path: [id()], pgn: [], play: [move()], promote: [id()], result: [],
      setCommand: [id(), chance(0.8) ? pick(['quiz', 'find', 'cal', 'clk', 'bad name', '']) : hostile(), chance(0.8) ? pick(['claim', '', null, undefined, 'a]b', '0:01:00']) : hostile()],
      setComment: [id(), chance(0.8) ? pick(['', 'a comment', '}{', '\u0000']) : hostile()],
      setNags: [id(), chance(0.3) ? hostile() : Array.from({ length: int(3) }, () => (chance(0.8) ? int(256) : hostile()))],
      setShapes: [id(), chance(0.3) ? hostile() : Array.from({ length: int(3) }, () => (chance(0.7) ? { color: pick(['green', 'red', 'purple']), from: pick(['e2', 'e4', 'z9']), to: 'e4' } : hostile()))],
      setTag: [chance(0.8) ? pick(['Event', 'White', 'Bad Name', '', 'Result']) : hostile(), chance(0.8) ? pick(['x', null, undefined, '1-0']) : hostile()],
      startFen: [], status: [statusOptions()], tags: [], undo: [], free: [],
    }),
  },
  Game: {
    constructor: () => [chance(0.3) ? undefined : fen()],
    methods: () => ({
      fen: [], historySan: [], history: [], legalMoves: [], play: [move()], san: [move()], startFen: [],
      status: [statusOptions()], undo: [], free: [],
    }),
  },
  Engine: {
    // Hash tables of 1 or 2 MB (or refused sizes): with 16 MB ones (the default) coming and
    // going, the allocator's high-water mark rises by a table now and then, which would hide a
    // leak's slow growth (tests/web.rs and the pages use the default).
    constructor: () => [chance(0.8) ? 1 + int(2) : pick([0, 257, -1, 1.5, NaN, '16', 2 ** 32, 10n, {}])],
    methods: (m, engine) => ({
      clear: [],
      search: [fen(), moves(), searchOptions(), callback(() => engine.stop())],
      start: [fen(), moves(), chance(0.5) ? options({ depth: () => small(99) }) : searchOptions()],
      step: [chance(0.85) ? 1 + int(10) : hostile(), callback(() => engine.step(1))],
      stop: [], free: [],
    }),
  },
};
// (GameTree.repairs is the worker module's only.)
const GETTERS = { GameTree: ['clean', 'current', 'loadError', 'repairs'], Engine: ['searching', 'hashfull'] };


/** The names the fuzz does not call: initialisation. */
const SKIP = new Set(['default', 'initSync']);

function checkCoverage() {
  for (const { name, module, types } of modules) {
    for (const key of Object.keys(module)) {
      if (SKIP.has(key)) continue;
      if (!(key in FUNCTIONS) && !(key in CLASSES)) throw new Error(`${name} exports ${key}, which the fuzz does not call`);
      if (key in FUNCTIONS && !types.functions.has(key)) throw new Error(`${name}: the declaration of ${key} was not read`);
      if (key in CLASSES && !types.classes.has(key)) throw new Error(`${name}: the declaration of class ${key} was not read`);
    }
    for (const [cls, members] of types.classes) {
      const spec = CLASSES[cls];
      const methods = Object.keys(spec.methods(module, {}));
      for (const member of members.keys()) {
        const fuzzed = member === 'constructor' || member.startsWith('static ') ? Object.hasOwn(spec, member) : methods.includes(member);
        if (!fuzzed) throw new Error(`${name}: ${cls}.${member} is not fuzzed`);
      }
      for (const method of methods) if (!members.has(method)) throw new Error(`${name}: ${cls}.${method} has no declaration`);
      const getters = Object.entries(Object.getOwnPropertyDescriptors(module[cls].prototype)).filter(([, d]) => d.get).map(([g]) => g);
      const unfuzzed = getters.filter((g) => !(GETTERS[cls] ?? []).includes(g));
      if (unfuzzed.length) throw new Error(`${name}: ${cls}'s getters ${unfuzzed} are not fuzzed (the fuzz calls ${GETTERS[cls]})`);
    }
  }
}

// ---- the run -----------------------------------------------------------------------------------

const counts = new Map();
/** The calls that returned at least once, and all those made. */
const succeeded = new Set();
const made = new Set();
const count = (key) => counts.set(key, (counts.get(key) ?? 0) + 1);
let calls = 0;

const TRACE = process.argv.includes('--trace');
const show = (args) => args.map((a) => {
  try {
    if (typeof a === 'string') return JSON.stringify(a.length > 300 ? `${a.slice(0, 300)}...` : a);
    if (typeof a === 'symbol' || typeof a === 'bigint' || typeof a === 'function') return String(a);
    return JSON.stringify(a)?.slice(0, 300) ?? typeof a;
  } catch {
    return '(an object that cannot be shown)';
  }
}).join(', ');

function fail(what, label, args, error) {
  console.error(`FAIL after ${calls} calls (seed ${SEED}; --trace shows them all): ${what}\n  ${label}(${show(args)})\n  ${error?.name}: ${error?.message ?? error}`);
  process.exit(1);
}

/** The slowest call so far: [ms, label]. */
let slowest = [0, ''];

/**
 * Makes one call and checks what came of it: `declared` is the declared parameter list (or
 * null for calls the declarations do not cover, such as a method on a stranger).
 */
function call(label, f, args, declared, interfaces) {
  calls += 1;
  made.add(label);
  if (TRACE) console.log(`${calls} ${current.name}: ${label}(${show(args)})`);
  const fits = declared ? declared.every((p, i) => (p.optional && args[i] === undefined) || conforms(args[i], p.type, interfaces)) : null;
  let result;
  let threw = false;
  let error;
  const start = performance.now();
  try {
    result = f(...args);
  } catch (thrown) {
    threw = true;
    error = thrown;
  }
  const ms = performance.now() - start;
  if (ms > slowest[0]) slowest = [ms, label];
  if (trapInCallback) fail('a wasm trap in a callback', label, args, trapInCallback);
  if (threw) {
    if (error instanceof WebAssembly.RuntimeError) fail('a wasm trap', label, args, error);
    if (thrownByCallbacks.has(error)) { count('(a callback\'s own error, thrown again)'); return undefined; }
    if (!(error instanceof Error) || !MODULE_NAMES.has(error.name)) fail('an error without a stable name', label, args, error);
    if (!error.message) fail('an error without a message', label, args, error);
    if (fits && error.name === 'InvalidArgument' && /must be (a string|an array|a function|true or false|a Uint8Array|an object)\b.*, got/.test(error.message)) {
      fail('the declarations accept these arguments, but the call refuses their type', label, args, error);
    }
    count(error.name);
    return undefined;
  }
  if (fits === false) fail('the declarations refuse these arguments, but the call took them', label, args, { name: 'returned', message: String(result)?.slice(0, 80) });
  count('(returned)');
  succeeded.add(label);
  return result;
}

function probe(label) {
  for (const { module, name } of modules) {
    try {
      const status = module.analyze(START);
      const tree = new module.GameTree();
      tree.play('e4');
      const ok = status.fen === START && tree.fen().startsWith('rnbqkbnr/pppppppp/8/8/4P3') && status.claimableDraw === false;
      tree.free();
      if (!ok) throw new Error('a wrong answer');
    } catch (error) {
      fail(`the ${name} module stopped answering`, label, [], error);
    }
  }
}

/** The module of the call being made (for --trace). */
let current;

function oneCall() {
  const m = pick(modules);
  current = m;
  const { module, types } = m;
  const roll = random();
  if (roll < 0.35) {
    const names = Object.keys(FUNCTIONS).filter((n) => n in module);
    const name = pick(names);
    call(name, module[name], FUNCTIONS[name](module), types.functions.get(name), types.interfaces);
    return;
  }
  const classes = Object.keys(CLASSES).filter((c) => c in module);
  const cls = pick(classes);
  const spec = CLASSES[cls];
  const members = types.classes.get(cls);
  if (roll < 0.45 || m.objects.live[cls].length === 0) {
    const args = spec.constructor();
    const object = call(`new ${cls}`, (...a) => new module[cls](...a), args, members.get('constructor'), types.interfaces);
    if (object) keep(m, cls, object);
    return;
  }
  if (roll < 0.5 && spec['static fromPgn']) {
    const object = call(`${cls}.fromPgn`, module[cls].fromPgn, spec['static fromPgn'](), members.get('static fromPgn'), types.interfaces);
    if (object) keep(m, cls, object);
    return;
  }
  const target = receiver(m.objects, cls);
  if (chance(0.05) && GETTERS[cls]) {
    const getter = pick(GETTERS[cls].filter((g) => g in module[cls].prototype));
    call(`${cls}.${getter}`, () => Reflect.get(module[cls].prototype, getter, target), [], [], types.interfaces);
    return;
  }
  const table = spec.methods(module, target);
  const stranger = !(target instanceof module[cls]) || m.objects.freed.includes(target);
  const method = pick(Object.keys(table).filter((k) => k !== 'free' || (chance(0.2) && target instanceof module[cls])));
  call(`${cls}.${method}`, (...a) => module[cls].prototype[method].apply(target, a), table[method], stranger ? null : members.get(method), types.interfaces);
  if (method === 'free' && !stranger) retire(m.objects, cls, target);
}

modules = [await load('drawboard_page'), await load('drawboard_worker')];
checkCoverage();
// The modules' names are in the README's table, which lists the same names as ErrorName.
for (const name of MODULE_NAMES) if (!README_NAMES.has(name)) throw new Error(`${name} (src/wasm.rs) is not in the README's error table`);
for (const [names, others, where] of [[README_NAMES, TYPE_NAMES, "types.d.ts's ErrorName"], [TYPE_NAMES, README_NAMES, "the README's error table"]]) {
  const missing = [...names].filter((n) => !others.has(n));
  if (missing.length) throw new Error(`${missing.join(', ')} missing from ${where}`);
}
{
  const worker = modules[1].module;
  worker.buildTablebase('8/8/4k3/8/8/3QK3/8/8 w - - 0 1');
  tableBytes = worker.exportTablebase('KQvK');
}

// The calls issue 42 found trapping or throwing nameless errors, each with the name and message
// it must now throw, in each module that has the call.
const EXAMPLE_FEN = '8/8/8/8/8/8/8/K1k5 w - - 0 1';
const EXAMPLES = [
  ['analyze', (m) => m.analyze(0), 'InvalidArgument', 'analyze: fen must be a string, got 0'],
  ['hasTablebase', (m) => m.hasTablebase(true), 'InvalidArgument', 'hasTablebase: material must be a string, got boolean'],
  ['exportTablebase', (m) => m.exportTablebase({}), 'InvalidArgument', 'exportTablebase: material must be a string, got object'],
  ['helpmate', (m) => m.helpmate(EXAMPLE_FEN, NaN), 'InvalidArgument', 'helpmate: color must be "white" or "black" (or "w" or "b"), got NaN'],
  ['GameTree', (m) => new m.GameTree(42), 'InvalidArgument', 'new GameTree: fen must be a string, got 42'],
  ['auditPgn', (m) => m.auditPgn(0), 'InvalidArgument', 'auditPgn: text must be a string, got 0'],
  ['setupChoices', (m) => m.setupChoices(Infinity), 'InvalidArgument', 'setupChoices: fen must be a string, got Infinity'],
  ['tablebaseMaterials', (m) => m.tablebaseMaterials(undefined), 'InvalidArgument', 'tablebaseMaterials: fen must be a string, got undefined'],
  ['auditPgn', (m) => m.auditPgn(new Uint8Array(3)), 'InvalidArgument', 'auditPgn: text must be a string, got object'],
  ['Engine', (m) => { const e = new m.Engine(1); try { e.start(EXAMPLE_FEN, [1, 2]); } finally { e.free(); } }, 'InvalidArgument', 'Engine.start: moves[0] must be a string, got 1'],
  ['GameTree', (m) => { const tree = new m.GameTree(); try { tree.goto(-1); } finally { tree.free(); } }, 'InvalidArgument', 'GameTree.goto: id must be a whole number from 0 to 4294967295, got -1'],
  ['GameTree', (m) => { const tree = new m.GameTree(); try { tree.mainLineNode(-1); } finally { tree.free(); } }, 'InvalidArgument', 'GameTree.mainLineNode: ply must be a whole number from 0 to 4294967295, got -1'],
  ['GameTree', (m) => m.GameTree.fromPgn('1. e4 *', 0), 'InvalidArgument', 'GameTree.fromPgn: game must be a whole number from 1 to 1000000000, got 0'],
  ['perft', (m) => m.perft(EXAMPLE_FEN, -1), 'InvalidArgument', 'perft: depth must be a whole number from 0 to 12, got -1'],
  ['Engine', (m) => new m.Engine(-1), 'InvalidArgument', 'new Engine: hashMb must be a whole number from 1 to 256, got -1'],
  ['loadTablebase', (m) => m.loadTablebase(Object.defineProperty(new Uint8Array(2), 'length', { value: 2 ** 31 })), 'BadTableData', null],
  ['sha256', (m) => m.sha256(Object.create(Uint8Array.prototype)), 'InvalidArgument', 'sha256: bytes must be a Uint8Array, got object'],
  ['loadTableBlock', (m) => m.loadTableBlock('KQvK', 'wdl', 0, new Uint8Array(4096)), 'InvalidArgument', 'loadTableBlock: kind must be "dtm" or "dtz", got "wdl"'],
  ['loadTableBlock', (m) => m.loadTableBlock('KQvK', 'dtm', 0, new Uint8Array(100)), 'BadTableData', null],
  ['tablebaseBlocks', (m) => m.tablebaseBlocks('8/8/8/8/8/8/8/K1k5 w - - 0 1', 'yes'), 'InvalidArgument', 'tablebaseBlocks: dtz must be true or false, got string'],
  ['Engine', (m) => { const e = new m.Engine(1); try { e.start(EXAMPLE_FEN, new Proxy(['e4'], { get() { throw new Error('no'); } })); } finally { e.free(); } }, 'InvalidArgument', 'Engine.start: moves must be an array of strings, got an array'],
  ['GameTree', (m) => { const tree = new m.GameTree(); try { tree.setCommand(0, 'cal', 'Ge2e4'); } finally { tree.free(); } }, 'InvalidArgument', 'GameTree.setCommand: name must not be cal or csl (setShapes sets those)'],
  ['GameTree', (m) => { const tree = new m.GameTree(); try { tree.setCommand(0, 'quiz', 'a]b'); } finally { tree.free(); } }, 'InvalidArgument', "GameTree.setCommand: value must not hold ']', '}' or a line break"],
  ['GameTree', (m) => { const tree = new m.GameTree(); try { tree.setCommand(0, 'bad name', null); } finally { tree.free(); } }, 'InvalidArgument', "GameTree.setCommand: name must be letters, digits and '_'"],
  ['GameTree', (m) => { const tree = new m.GameTree(); tree.free(); tree.fen(); }, 'InvalidObject', 'the object was freed (or is not one)'],
  ['Engine', (m) => { const e = new m.Engine(1); e.start(EXAMPLE_FEN, [], { depth: 2 }); try { e.step(50, () => e.stop()); } finally { e.free(); } }, 'InvalidObject', 'the object is busy: called again from a callback of its own call'],
  ['Engine', (m) => { const e = new m.Engine(1); e.start(EXAMPLE_FEN, [], { depth: 2 }); e.step(50, () => e.free()); }, 'InvalidObject', 'the object is busy: called again from a callback of its own call'],
];
for (const { module, name } of modules) {
  for (const [needs, example, errorName, message] of EXAMPLES) {
    if (!(needs in module)) continue;
    const text = example.toString().replace(/^\(m\) => /, '');
    let thrown = null;
    try {
      example(module);
    } catch (error) {
      thrown = error;
    }
    if (thrown?.name !== errorName || (message !== null && thrown?.message !== message)) {
      fail(`in ${name}, the example should throw ${errorName}: ${message}`, text, [], thrown ?? { name: 'nothing thrown' });
    }
  }
}

/** Each module's wasm memory in bytes and the length of its table of JavaScript values. */
const memory = () => modules.map((m) => [m.memory.buffer.byteLength, m.externrefs.length]);
const before = memory();
let half = null;
const started = performance.now();
for (let i = 1; i <= CALLS; i += 1) {
  oneCall();
  if (i % 100 === 0) probe(`the probe after call ${i}`);
  if (i === Math.floor(CALLS / 2)) half = memory();
}
probe('the last probe');
// Everything kept is freed, and the module still answers.
for (const m of modules) for (const list of Object.values(m.objects.live)) for (const object of list.splice(0)) object.free();
probe('the probe after freeing everything');
const after = memory();

const seen = [...counts.keys()].filter((k) => !k.startsWith('('));
const mib = (b) => `${(b / 1048576).toFixed(1)} MiB`;
console.log(`fuzz: ${calls} calls (seed ${SEED}) in ${((performance.now() - started) / 1000).toFixed(1)} s, no trap, every error named`);
console.log(`  outcomes: ${[...counts].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ')}`);
console.log(`  calls made: ${made.size} kinds; never returned: ${[...made].filter((l) => !succeeded.has(l)).join(', ') || 'none'}`);
console.log(`  distinct error names: ${seen.length} (${seen.sort().join(', ')})`);
modules.forEach((m, i) => console.log(`  ${m.name} memory: ${mib(before[i][0])} at the start, ${mib(half[i][0])} at half, ${mib(after[i][0])} at the end; `
  + `JavaScript values: ${before[i][1]}, ${half[i][1]}, ${after[i][1]} slots`));
console.log(`  the slowest call: ${slowest[1]}, ${slowest[0].toFixed(0)} ms`);
modules.forEach((m, i) => {
  if (after[i][0] - half[i][0] > GROWTH_LIMIT) fail(`the ${m.name} module's memory kept growing: ${mib(half[i][0])} to ${mib(after[i][0])}`, 'the end', [], null);
});
