// Lessons kept in this browser: IndexedDB holds each saved game as a record of its own, written
// whole in one transaction, so that a crash leaves the last save or the one before, never half of
// one. A record is {format, id, title, name, savedAt, plies, pgn, path, orientation, typing}:
// the whole tree as PGN (variations, comments, NAGs, shapes, tags), the node shown as child
// indexes from the start, and the comment being typed on it, if any. Stored apart from the endgame tables (workers/tables.js), which never delete anything
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

// The StorageError for what a transaction threw or failed with.
const failure = (error) => (error?.name === 'StorageError' ? error
  : storageError(error?.name === 'QuotaExceededError' ? 'full' : 'missing', error));

// Runs `use(store, done, step)` in one transaction; resolves once the transaction has committed,
// with what `use` handed to `done(result)` or, without a call, its returned request's result.
// A request's handler wrapped in `step` may throw: the transaction is then undone, and the
// promise rejects with what it threw.
async function inStore(mode, use) {
  const db = await open();
  return new Promise((resolve, reject) => {
    let transaction;
    let result;
    let thrown = null;
    const step = (handler) => (...args) => {
      try {
        handler(...args);
      } catch (error) {
        thrown = error;
        transaction.abort();
      }
    };
    try {
      transaction = db.transaction(STORE, mode);
      let handed = false;
      const request = use(transaction.objectStore(STORE), (value) => {
        handed = true;
        result = value;
      }, step);
      if (request) {
        request.onsuccess = () => {
          if (!handed) result = request.result;
        };
      }
    } catch (error) {
      reject(failure(error));
      return;
    }
    transaction.oncomplete = () => resolve(result);
    const failed = () => reject(failure(thrown ?? transaction.error));
    transaction.onerror = failed;
    transaction.onabort = failed;
  });
}

// A stored record as the current format, or a StorageError `corrupt`.
function upgrade(record) {
  const valid = record && typeof record === 'object' && record.format === LESSON_FORMAT
    && typeof record.id === 'string' && typeof record.pgn === 'string' && Array.isArray(record.path)
    && record.path.every((index) => Number.isInteger(index) && index >= 0)
    && (record.typing === undefined || record.typing === null || typeof record.typing === 'string');
  if (!valid) throw storageError('corrupt', { message: `the record ${JSON.stringify(record?.id ?? null)} is not a lesson of format ${LESSON_FORMAT}` });
  return record;
}

/** Keeps `lesson` ({id, title, plies, pgn, path, orientation}) in one transaction, with the
 *  time of the save and the name the reader gave it, if any. Resolves with the record kept;
 *  rejects with a StorageError. */
export function saveLesson(lesson) {
  return inStore('readwrite', (store, done, step) => {
    const request = store.get(lesson.id);
    request.onsuccess = step(() => {
      const old = request.result;
      const record = { ...lesson, name: old?.name ?? null, format: LESSON_FORMAT, savedAt: Date.now() };
      store.put(record);
      done(record);
    });
  }).then((record) => {
    askToPersist();
    return record;
  });
}

let persistAsked = false;
// Asks the browser, once, to keep this page's data under storage pressure rather than evict it
// (a lesson is the reader's work, not a cache). The answer changes nothing here.
function askToPersist() {
  if (persistAsked) return;
  persistAsked = true;
  navigator.storage?.persist?.().catch(() => {});
}

/** Puts back a record as it was (a deletion undone). */
export function restoreLesson(record) {
  return inStore('readwrite', (store) => store.put(upgrade(record)));
}

/** Every lesson kept, the last saved first, each {id, title (its name if it has one), savedAt,
 *  plies}; records that do not read back are left out (and left alone). */
export async function listLessons() {
  const records = await inStore('readonly', (store) => store.getAll());
  const lessons = [];
  for (const record of records) {
    try {
      const lesson = upgrade(record);
      lessons.push({ id: lesson.id, title: lesson.name || lesson.title, savedAt: lesson.savedAt, plies: lesson.plies });
    } catch {
      // An unreadable record is not listed; it stays for a later version to read.
    }
  }
  return lessons.sort((a, b) => b.savedAt - a.savedAt);
}

/** Names the lesson `id` (its title in the list from now on; an empty name gives the title from
 *  the game back). */
export function renameLesson(id, name) {
  return inStore('readwrite', (store, done, step) => {
    const request = store.get(id);
    request.onsuccess = step(() => {
      if (request.result) store.put({ ...upgrade(request.result), name: name.trim() || null });
    });
  });
}

/** Copies the lesson `id` to a new one, `newId`, named "<title> (copy)". */
export function duplicateLesson(id, newId) {
  return inStore('readwrite', (store, done, step) => {
    const request = store.get(id);
    request.onsuccess = step(() => {
      const record = upgrade(request.result);
      const copy = { ...record, id: newId, name: `${record.name || record.title} (copy)`, savedAt: Date.now() };
      store.put(copy);
      done(copy);
    });
  });
}

/** The lesson kept as `id`, or null; rejects with a StorageError (`corrupt` for a record that
 *  does not read back). */
export async function loadLesson(id) {
  const record = await inStore('readonly', (store) => store.get(id));
  return record === undefined ? null : upgrade(record);
}

/** Removes the lesson kept as `id`; resolves with its record (to undo with `restoreLesson`),
 *  or null when there was none. */
export function deleteLesson(id) {
  return inStore('readwrite', (store, done, step) => {
    const request = store.get(id);
    request.onsuccess = step(() => {
      const record = request.result ?? null;
      if (record) store.delete(id);
      done(record);
    });
  });
}

/** A new lesson id, unlikely to meet another made in this browser. */
export function newLessonId() {
  return `lesson-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}
