// Endgame tables kept between visits: IndexedDB holds each table built in this browser by
// material name ("KQvKR"), so a table is built once per browser, not once per visit. Every
// worker that needs tables (the proof worker, the engine worker, the table worker) loads them
// from here into its own wasm instance.
// Blocks read from a site's block files (hosted-tables.js) are kept in a second store of the
// same database, by blockKey (a table's blocks are the same whichever site hosts it), at most
// CACHE_LIMITS.storedBlocks of them, the least recently used going first. Nothing here opens
// any other database (lessons are kept in their own).
// Where IndexedDB cannot be used (a browser that refuses storage, a database that never
// answers), what the table worker built or read is held in its memory instead, and the other
// workers, which cannot read IndexedDB either, ask for it over a BroadcastChannel: the draw
// panel then has the table's word on this visit, and the next visit builds it again.

import { CACHE_LIMITS, Lru } from './caches.js';

const DB_NAME = 'drawboard-tables';
const STORE = 'tables';
/** Records {key, bytes: ArrayBuffer, used: Date.now() when last read or written}, by `key`, with
 *  an index USED on `used`. A time, not a counter: the workers share the store, not memory. */
const BLOCKS = 'blocks';
const USED = 'used';
// Bumped when the stored format changes (the bytes start with their own format tag as well).
// 2: the store of blocks.
const DB_VERSION = 2;

/** Where a block of a table's block file is kept: `{material, kind, block}` as the wasm
 *  tablebaseBlocks gives it ("KRPvKR.dtm 1234"). */
export const blockKey = ({ material, kind, block }) => `${material}.${kind} ${block}`;

let opening = null;

const copyOf = (bytes) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);

// A database that does not answer counts as empty, as one that fails does, after this long:
// WebKit can leave the database locked for the rest of the session by a worker of a page the
// reader has left (its transactions then never run), and a verdict must not wait for that. The
// time counts from the worker's next task, not from the call: while it builds a table in wasm
// it cannot hear the database, and that is no reason to give up on it.
const PATIENCE_MS = 5000;
const bounded = (promise, fallback) => Promise.race([
  promise,
  new Promise((resolve) => {
    setTimeout(() => setTimeout(() => resolve(fallback), PATIENCE_MS), 0);
  }),
]);

function open() {
  opening ??= new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      resolve(null);
      return;
    }
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE);
      if (!db.objectStoreNames.contains(BLOCKS)) db.createObjectStore(BLOCKS, { keyPath: 'key' }).createIndex(USED, USED);
    };
    request.onsuccess = () => {
      // A newer page in another tab upgrading the database: let it, and open again next time.
      request.result.onversionchange = () => {
        request.result.close();
        opening = null;
      };
      resolve(request.result);
    };
    // Private modes may refuse storage: then tables are built each time and nothing is kept.
    request.onerror = () => resolve(null);
    request.onblocked = () => reject(new Error('the table cache is blocked by another tab'));
  });
  return opening;
}

function done(request) {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

// ---- what IndexedDB would not keep, held in memory and handed on request ----

/** What this worker holds for the others, by kind ("table", "block"): key -> ArrayBuffer. */
const held = { table: new Lru(CACHE_LIMITS.handedTables), block: new Lru(CACHE_LIMITS.handedBlocks) };
/** How long an asker waits for a worker holding what it wants to answer. */
const HANDING_MS = 500;
const asking = new Map(); // request id -> resolve(found)
let channel;
// The channel, opened the first time something is held or asked for (unref'd where that
// exists, as in Node, so that it never keeps a process alive); null without BroadcastChannel.
function handing() {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('drawboard-tables-handed');
  if (!channel) return channel;
  channel.unref?.();
  channel.onmessage = ({ data }) => {
    if (data?.type === 'want') {
      const found = data.keys.flatMap((key) => (held[data.kind]?.has(key) ? [[key, held[data.kind].get(key)]] : []));
      if (found.length) channel.postMessage({ type: 'have', id: data.id, found });
    } else if (data?.type === 'have') {
      asking.get(data.id)?.(data.found);
    }
  };
  return channel;
}

/** Keeps `bytes` in this worker's memory for the others (IndexedDB would not). */
function hold(kind, key, bytes) {
  handing();
  held[kind].set(key, copyOf(bytes));
}

/** What the workers of this site hold of `keys` (of `kind`): a Map from key to Uint8Array,
 *  from this worker's own memory, else from the first worker that answers within HANDING_MS. */
async function handed(kind, keys) {
  const found = new Map();
  const missing = [];
  for (const key of keys) {
    if (held[kind].has(key)) found.set(key, new Uint8Array(held[kind].get(key)));
    else missing.push(key);
  }
  if (!missing.length || !handing()) return found;
  const id = `${Date.now()} ${Math.random()}`;
  const answer = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve([]), HANDING_MS);
    asking.set(id, (given) => {
      clearTimeout(timer);
      resolve(given);
    });
    channel.postMessage({ type: 'want', id, kind, keys: missing });
  });
  asking.delete(id);
  for (const [key, bytes] of answer) found.set(key, new Uint8Array(bytes));
  return found;
}

// ---- the tables ----

/** The stored bytes of a table (a Uint8Array), or null: from IndexedDB, or where it keeps
 *  nothing, from a worker holding it. */
export async function getTable(name) {
  const stored = await bounded((async () => {
    const db = await open();
    if (!db) return undefined;
    const value = await done(db.transaction(STORE).objectStore(STORE).get(name));
    return value ? new Uint8Array(value) : null;
  })(), undefined);
  if (stored !== undefined) return stored;
  return (await handed('table', [name])).get(name) ?? null;
}

/** Keeps a table's bytes; where IndexedDB will not, this worker holds them for itself and for
 *  workers that cannot read IndexedDB. Failing to keep one is not an error. */
export async function putTable(name, bytes) {
  const kept = await bounded((async () => {
    const db = await open();
    if (!db) return false;
    try {
      await done(db.transaction(STORE, 'readwrite').objectStore(STORE).put(copyOf(bytes), name));
      return true;
    } catch {
      return false;
    }
  })(), false);
  if (!kept) hold('table', name, bytes);
  return kept;
}

// Resolves when a transaction is written (a put may fail only then, on a full disk).
function committed(transaction) {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('aborted'));
  });
}

/** The kept bytes of the blocks under `keys`, as a Map from key to Uint8Array (those not kept
 *  are absent), read in one transaction; reading a block makes it the most recently used (in a
 *  write of its own, which the reading does not wait for). Where IndexedDB keeps nothing, they
 *  come from a worker holding them. */
export async function getBlocks(keys) {
  if (!keys.length) return new Map();
  const found = new Map();
  const answered = await bounded((async () => {
    try {
      const db = await open();
      if (!db) return false;
      const store = db.transaction(BLOCKS).objectStore(BLOCKS);
      const records = [];
      await Promise.all(keys.map(async (key) => {
        const record = await done(store.get(key));
        if (!record) return;
        records.push(record);
        found.set(key, new Uint8Array(record.bytes));
      }));
      if (records.length) {
        const now = Date.now();
        const touched = db.transaction(BLOCKS, 'readwrite');
        for (const record of records) touched.objectStore(BLOCKS).put({ ...record, used: now });
        committed(touched).catch(() => {});
      }
    } catch {
      // What was read before the failure is still good.
    }
    return true;
  })(), false);
  if (answered) return found;
  for (const [key, bytes] of await handed('block', keys.filter((key) => !found.has(key)))) found.set(key, bytes);
  return found;
}

/** Keeps blocks' bytes (`[{key, bytes}]`) in one transaction, and lets the least recently used
 *  go when there are more than CACHE_LIMITS.storedBlocks. Resolves to whether they were kept;
 *  where IndexedDB will not keep them, this worker holds them for itself and for workers that
 *  cannot read IndexedDB. Failing to keep them is not an error. */
export async function putBlocks(blocks) {
  const kept = await bounded(keepBlocks(blocks), false);
  if (!kept) for (const { key, bytes } of blocks) hold('block', key, bytes);
  return kept;
}

async function keepBlocks(blocks) {
  try {
    const db = await open();
    if (!db) return false;
    if (!blocks.length) return true;
    const transaction = db.transaction(BLOCKS, 'readwrite');
    const store = transaction.objectStore(BLOCKS);
    const now = Date.now();
    for (const { key, bytes } of blocks) store.put({ key, bytes: copyOf(bytes), used: now });
    let over = (await done(store.count())) - CACHE_LIMITS.storedBlocks;
    if (over > 0) {
      // Oldest first along the index; the blocks just put are the newest, so they stay.
      store.index(USED).openCursor().onsuccess = (event) => {
        const cursor = event.target.result;
        if (!cursor || over <= 0) return;
        cursor.delete();
        over -= 1;
        cursor.continue();
      };
    }
    await committed(transaction);
    return true;
  } catch {
    return false;
  }
}

/**
 * Loads into a wasm instance the kept blocks of hosted tables that `fen` and its moves read
 * (with `dtz`, the distances to zeroing too); returns how many. Nothing for a position no table
 * covers.
 */
export async function loadBlocks(wasm, fen, { dtz = true } = {}) {
  let wanted;
  try {
    wanted = wasm.tablebaseBlocks(fen, dtz);
  } catch {
    return 0; // more than five men, or castling rights
  }
  const kept = await getBlocks(wanted.map(blockKey));
  let loaded = 0;
  for (const wish of wanted) {
    const bytes = kept.get(blockKey(wish));
    if (!bytes) continue;
    try {
      wasm.loadTableBlock(wish.material, wish.kind, wish.block, bytes);
      loaded += 1;
    } catch {
      // Damaged bytes: the table worker reads the block from the site again.
    }
  }
  return loaded;
}

/** The names of the tables kept, and of those this worker holds (IndexedDB would not keep
 *  them). */
export async function storedTables() {
  const kept = await bounded((async () => {
    const db = await open();
    if (!db) return [];
    return done(db.transaction(STORE).objectStore(STORE).getAllKeys());
  })(), []);
  return [...new Set([...kept, ...held.table.keys()])];
}

/**
 * Loads into a wasm instance (`wasm`: the module's exports) the kept tables a position needs:
 * its own table; with `successors` also those its captures and promotions lead into; with
 * `all` every table its build goes through. Returns the names loaded now (empty when there was
 * nothing new, or the position is not covered).
 */
export async function loadTables(wasm, fen, { successors = false, all = false } = {}) {
  let materials;
  try {
    materials = wasm.tablebaseMaterials(fen);
  } catch {
    return []; // more than four men, or castling rights: no table covers it
  }
  let wanted = [materials.material];
  if (all) wanted = materials.needed;
  else if (successors) wanted = [materials.material, ...materials.successors];
  const loaded = [];
  for (const name of wanted) {
    // Below the position's own table a slice serves (what promotions read).
    if (wasm.hasTablebase(name, name !== materials.material)) continue;
    const bytes = await getTable(name);
    if (!bytes) continue;
    try {
      wasm.loadTablebase(bytes);
      loaded.push(name);
    } catch {
      // Damaged bytes: ignore them; the table worker builds the table again.
    }
  }
  return loaded;
}
