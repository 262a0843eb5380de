// Lessons kept in this browser: IndexedDB holds each saved game as a record of its own, written
// whole in one transaction, so that a crash leaves the last save or the one before, never half of
// one. A record is {format, id, title, savedAt, plies, pgn, path, orientation}: the whole tree as
// PGN (variations, comments, NAGs, shapes, tags), and the node shown as child indexes from the
// start. Stored apart from the endgame tables (workers/tables.js), which never delete anything
// of it to make room.
//
// Every failure is a StorageError whose `reason` says what this browser cannot do: `missing` (no
// IndexedDB, as in some private modes), `blocked` (another tab holds an older version open),
// `full` (the quota is used up) or `corrupt` (a record that does not read back).

const DB_NAME = 'drawboard-lessons';
const STORE = 'lessons';
const DB_VERSION = 1;
/** The record format; older formats are read by `upgrade` (none yet). */
export const LESSON_FORMAT = 1;

const REASONS = {
  missing: 'this browser does not let the page keep data (IndexedDB is unavailable)',
  blocked: 'the saved lessons are held open by another tab with an older version of this page',
  full: 'the browser has no room left for this page\'s data',
  corrupt: 'a saved lesson does not read back',
};

function storageError(reason, cause) {
  const detail = cause?.message ? ` (${cause.message})` : '';
  return Object.assign(new Error(`${REASONS[reason]}${detail}`), { name: 'StorageError', reason });
}

let opening = null;

function open() {
  opening ??= new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined' || !indexedDB) {
      reject(storageError('missing'));
      return;
    }
    let request;
    try {
      request = indexedDB.open(DB_NAME, DB_VERSION);
    } catch (error) {
      reject(storageError('missing', error));
      return;
    }
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE, { keyPath: 'id' });
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer version of the page in another tab: let it upgrade, and open again next time.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => reject(storageError('missing', request.error));
    request.onblocked = () => reject(storageError('blocked'));
  }).catch((error) => {
    opening = null;
    throw error;
  });
  return opening;
}

// Runs `use(store)` in one transaction; resolves with the last request's result once the
// transaction has committed.
async function inStore(mode, use) {
  const db = await open();
  return new Promise((resolve, reject) => {
    let transaction;
    let result;
    try {
      transaction = db.transaction(STORE, mode);
      const request = use(transaction.objectStore(STORE));
      request.onsuccess = () => {
        result = request.result;
      };
    } catch (error) {
      reject(error?.name === 'QuotaExceededError' ? storageError('full', error) : storageError('missing', error));
      return;
    }
    transaction.oncomplete = () => resolve(result);
    const failed = () => {
      const error = transaction.error;
      reject(error?.name === 'QuotaExceededError' ? storageError('full', error) : storageError('missing', error));
    };
    transaction.onerror = failed;
    transaction.onabort = failed;
  });
}

// A stored record as the current format, or a StorageError `corrupt`.
function upgrade(record) {
  const valid = record && typeof record === 'object' && record.format === LESSON_FORMAT
    && typeof record.id === 'string' && typeof record.pgn === 'string' && Array.isArray(record.path)
    && record.path.every((index) => Number.isInteger(index) && index >= 0);
  if (!valid) throw storageError('corrupt', { message: `the record ${JSON.stringify(record?.id ?? null)} is not a lesson of format ${LESSON_FORMAT}` });
  return record;
}

/** Keeps `lesson` ({id, title, plies, pgn, path, orientation}) in one transaction; the time of
 *  the save is added. Rejects with a StorageError. */
export function saveLesson(lesson) {
  const record = { ...lesson, format: LESSON_FORMAT, savedAt: Date.now() };
  return inStore('readwrite', (store) => store.put(record)).then(() => record);
}

/** The lesson kept as `id`, or null; rejects with a StorageError (`corrupt` for a record that
 *  does not read back). */
export async function loadLesson(id) {
  const record = await inStore('readonly', (store) => store.get(id));
  return record === undefined ? null : upgrade(record);
}

/** Removes the lesson kept as `id`. */
export function deleteLesson(id) {
  return inStore('readwrite', (store) => store.delete(id));
}
