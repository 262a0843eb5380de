// Endgame tables kept between visits: IndexedDB holds each table's bytes by material name
// ("KQvKR"), so a table is built once per browser, not once per visit; a slice fetched from a
// site's tables goes by the name and SLICE ("KQvKP.slice"). Every thread that needs
// tables (the page, the proof worker, the engine worker, the table worker) loads them from here
// into its own wasm instance.

const DB_NAME = 'drawboard-tables';
const STORE = 'tables';
// Bumped when the stored format changes (the bytes start with their own format tag as well).
const DB_VERSION = 1;

/** What a slice's key adds to its table's name ("KQvKP.slice"): only whole tables go by name. */
export const SLICE = '.slice';

let opening = null;

function open() {
  opening ??= new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      resolve(null);
      return;
    }
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
    };
    request.onsuccess = () => resolve(request.result);
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

/** The stored bytes of a table (a Uint8Array), or null. */
export async function getTable(name) {
  const db = await open();
  if (!db) return null;
  const value = await done(db.transaction(STORE).objectStore(STORE).get(name));
  return value ? new Uint8Array(value) : null;
}

/** Keeps a table's bytes. Failing to keep one (a full disk, say) is not an error. */
export async function putTable(name, bytes) {
  const db = await open();
  if (!db) return false;
  try {
    await done(db.transaction(STORE, 'readwrite').objectStore(STORE).put(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), name));
    return true;
  } catch {
    return false;
  }
}

/** The names of the tables kept. */
export async function storedTables() {
  const db = await open();
  if (!db) return [];
  return done(db.transaction(STORE).objectStore(STORE).getAllKeys());
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
    // Below the position's own table a slice serves (what promotions read, as a site hosts it).
    const slice = name !== materials.material;
    if (wasm.hasTablebase(name, slice)) continue;
    const bytes = (await getTable(name)) ?? (slice ? await getTable(`${name}${SLICE}`) : null);
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
