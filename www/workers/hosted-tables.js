// Endgame tables a site hosts, as `drawboard tablebase build --out DIR` writes them: per table a
// block file of distances to mate (`NAME.dtm`) and one of distances to zeroing (`NAME.dtz`), in
// the format src/tablebase/blocks.rs specifies, and a manifest.json naming each file with its
// size, its SHA-256 checksum, and the length and checksum of its header (the header line and
// the group index). A block is read with HTTP range requests: the file's header once, the
// table of lengths of the block's group once, then the block's own bytes, so that a position
// costs a few kilobytes however large its table. A server that ignores range requests sends
// the whole file; that is used only for files small enough to keep (every table of up to
// four men), after checking the whole file's checksum. Whatever does not match the manifest
// or the header is refused with a `HostedTableRefused` error saying why in words; the caller
// builds the table instead, and says why once.

import { CACHE_LIMITS, Lru } from './caches.js';
import { blockKey, getBlocks, putBlocks } from './tables.js';

const FORMAT = 'drawboard-tables-2';
/** The first word of every block file. */
export const BLOCKS_FORMAT = 'drawboard-blocks-1';
/** The largest file kept whole when a server ignores range requests: 16 MiB. */
export const HOSTED_WHOLE_LIMIT = 16 * 1024 * 1024;
const NO_RANGES = "this site's server does not answer range requests; five-man tables need them";
const KINDS = ['dtm', 'dtz'];

const manifests = new Map(); // manifest address -> Promise of {tables} or {problem}
const headers = new Lru(CACHE_LIMITS.hostedHeaders); // file address -> Promise of its header
const groups = new Lru(CACHE_LIMITS.hostedGroups); // "address group" -> Promise of block starts
const wholeFiles = new Lru(CACHE_LIMITS.hostedFiles); // file address -> its bytes (Uint8Array)

/** An Error named `HostedTableRefused` whose message says, in words, why. */
function refused(message) {
  return Object.assign(new Error(message), { name: 'HostedTableRefused' });
}

/** The site's manifest at `base` (a directory address ending in "/"): its `tables` by name. */
async function manifest(base) {
  const url = new URL('manifest.json', base).href;
  if (!manifests.has(url)) {
    manifests.set(url, (async () => {
      const response = await fetch(url);
      if (!response.ok) throw refused(`the site's table manifest (${url}) answered ${response.status}`);
      const json = await response.json().catch(() => null);
      if (json?.format !== FORMAT || typeof json.tables !== 'object' || json.tables === null) {
        throw refused(`the site's table manifest (${url}) is not a ${FORMAT} manifest`);
      }
      return json;
    })().catch((error) => ({ problem: error.name === 'HostedTableRefused' ? error : refused(`the site's table manifest (${url}) could not be read: ${error.message}`) })));
  }
  const site = await manifests.get(url);
  if (site.problem) throw site.problem;
  return site;
}

const isSize = (n) => Number.isSafeInteger(n) && n >= 0;

// The manifest's entry of one file of a table (`kind` "dtm" or "dtz"), or undefined when the
// site has none or the entry lacks a field.
async function entryOf(base, name, kind) {
  const file = (await manifest(base)).tables[name]?.[kind];
  const whole = typeof file?.file === 'string' && isSize(file.bytes) && typeof file.sha256 === 'string';
  return whole && isSize(file.header) && typeof file.headerSha256 === 'string' ? file : undefined;
}

/** Whether the site at `base` hosts the table `name` (its distances to mate at least). A
 *  manifest that cannot be read throws. */
export async function hosts(base, name) {
  return Boolean(await entryOf(base, name, 'dtm'));
}

/**
 * Reads a block file's header and group index (`bytes` may run on past them), as blocks.rs
 * writes them: `{material, kind, width, entries, perBlock, perGroup, groups, blocks, offsets,
 * length}`, `offsets` the GROUPS + 1 byte offsets of the index, `length` the bytes of header
 * line and index together. Throws an Error saying in words what is wrong.
 */
export function parseHeader(bytes) {
  const end = bytes.indexOf(0x0a);
  if (end < 0 || end > 200) throw new Error('it has no header line');
  const line = String.fromCharCode(...bytes.subarray(0, end));
  const words = line.split(' ');
  if (words[0] !== BLOCKS_FORMAT) throw new Error(`it does not start with "${BLOCKS_FORMAT}"`);
  if (words.length !== 8 || !words.slice(3).every((w) => /^\d{1,15}$/.test(w))) {
    throw new Error(`its header line "${line}" is not "${BLOCKS_FORMAT} MATERIAL KIND WIDTH ENTRIES PER_BLOCK PER_GROUP GROUPS"`);
  }
  const [, material, kind, width, entries, perBlock, perGroup, groupCount] = words.map((w, k) => (k >= 3 ? Number(w) : w));
  if (!KINDS.includes(kind)) throw new Error(`its kind "${kind}" is neither dtm nor dtz`);
  if (width !== 1 && width !== 2) throw new Error(`its codes are ${width} bytes wide, not 1 or 2`);
  if (perBlock < 1 || perGroup < 1) throw new Error('its blocks or groups are empty');
  const blocks = Math.ceil(entries / perBlock);
  if (groupCount !== Math.ceil(blocks / perGroup)) {
    throw new Error(`it says ${groupCount} groups where ${blocks} blocks of ${perGroup} make ${Math.ceil(blocks / perGroup)}`);
  }
  const length = end + 1 + 4 * (groupCount + 1);
  if (bytes.length < length) throw new Error(`its group index is cut short (${bytes.length} bytes of ${length})`);
  const view = new DataView(bytes.buffer, bytes.byteOffset + end + 1, 4 * (groupCount + 1));
  const offsets = Array.from({ length: groupCount + 1 }, (_, g) => view.getUint32(4 * g, true));
  if (offsets[0] !== length) throw new Error(`its first group starts at ${offsets[0]}, not after the index (${length})`);
  for (let g = 0; g < groupCount; g += 1) {
    if (offsets[g + 1] < offsets[g] + 2 * blockCount({ blocks, perGroup }, g)) {
      throw new Error(`its group ${g} is too short for its table of lengths`);
    }
  }
  return { material, kind, width, entries, perBlock, perGroup, groups: groupCount, blocks, offsets, length };
}

// How many blocks group `g` has: PER_GROUP, or fewer in the last.
function blockCount(header, g) {
  return Math.min(header.perGroup, header.blocks - g * header.perGroup);
}

// A file of the site: what messages name it by, what the manifest says of it, the checksum.
function fileOf(base, name, kind, entry, sha256) {
  const url = new URL(entry.file, base).href;
  return { url, name, kind, entry, sha256, label: `the site's ${name} ${kind} file (${url})` };
}

/**
 * Bytes `from` to `to` (inclusive) of `file`: from its whole bytes when they are kept, else by
 * a range request. A 206 must carry exactly the range asked; a 200 (the server ignored the
 * range) is taken only for a file of at most HOSTED_WHOLE_LIMIT bytes whose checksum matches,
 * and the file is kept whole.
 */
async function bytesOf(file, from, to) {
  const kept = wholeFiles.get(file.url);
  if (kept) return kept.subarray(from, to + 1);
  const response = await fetch(file.url, { headers: { Range: `bytes=${from}-${to}` } }).catch((error) => {
    throw refused(`${file.label} could not be fetched: ${error.message}`);
  });
  if (response.status === 200) return (await wholeOf(file, response)).subarray(from, to + 1);
  if (response.status !== 206) {
    discard(response);
    const why = response.status === 416 ? ' (range not satisfiable)' : '';
    throw refused(`${file.label} answered ${response.status}${why} to a request for bytes ${from} to ${to}`);
  }
  const range = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(response.headers.get('Content-Range') ?? '');
  if (!range) {
    discard(response);
    throw refused(`${file.label} answered 206 without a Content-Range header (a server on another address must expose it: Access-Control-Expose-Headers)`);
  }
  const body = new Uint8Array(await response.arrayBuffer().catch((error) => {
    throw refused(`${file.label} could not be read: ${error.message}`);
  }));
  const [start, end, size] = [Number(range[1]), Number(range[2]), range[3] === '*' ? null : Number(range[3])];
  if (size !== null && size !== file.entry.bytes) {
    throw refused(`${file.label} is ${size} bytes, not the ${file.entry.bytes} its manifest says (truncated or replaced)`);
  }
  if (start !== from || end !== to || body.length !== to - from + 1) {
    throw refused(`${file.label} sent ${body.length} bytes (${start} to ${end}) for bytes ${from} to ${to}: the file is shorter than its index says, or the answer was cut`);
  }
  return body;
}

// Drops an answer's body unread (a whole file not wanted, say).
function discard(response) {
  response.body?.cancel().catch(() => {});
}

// The whole file from a 200 answer, checked and kept.
async function wholeOf(file, response) {
  if (file.entry.bytes > HOSTED_WHOLE_LIMIT) {
    discard(response);
    throw refused(`${NO_RANGES} (${file.label} is ${file.entry.bytes} bytes)`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer().catch((error) => {
    throw refused(`${file.label} could not be read: ${error.message}`);
  }));
  if (bytes.length !== file.entry.bytes) {
    throw refused(`${file.label} is ${bytes.length} bytes, not the ${file.entry.bytes} its manifest says (truncated or replaced)`);
  }
  if (file.sha256(bytes) !== file.entry.sha256) throw refused(`${file.label} does not match its checksum in the manifest`);
  wholeFiles.set(file.url, bytes);
  return bytes;
}

// Keeps in `cache` the promise `make()` gives for `key`, unless it fails: a failure is asked
// again next time (the network may come back; a damaged file is refused again).
function cached(cache, key, make) {
  let promise = cache.get(key);
  if (!promise) {
    promise = make();
    cache.set(key, promise);
    promise.catch(() => cache.get(key) === promise && cache.delete(key));
  }
  return promise;
}

// The file's header, fetched, checked against the manifest and parsed.
function headerOf(file) {
  return cached(headers, file.url, async () => {
    const { entry, label } = file;
    if (entry.header < 1 || entry.header > entry.bytes) throw refused(`${label} has a header of ${entry.header} bytes in the manifest, in a file of ${entry.bytes}`);
    const bytes = await bytesOf(file, 0, entry.header - 1);
    if (file.sha256(bytes) !== entry.headerSha256) throw refused(`${label} does not match its header checksum in the manifest`);
    let header;
    try {
      header = parseHeader(bytes);
    } catch (error) {
      throw refused(`${label} is not a ${BLOCKS_FORMAT} file: ${error.message}`);
    }
    const problem = mismatch(header, file);
    if (problem) throw refused(`${label} does not match its manifest: ${problem}`);
    return header;
  });
}

// What in a parsed header disagrees with the file's name and manifest entry, in words, or null.
function mismatch(header, { name, kind, entry }) {
  if (header.material !== name) return `it holds the ${header.material} table`;
  if (header.kind !== kind) return `it holds ${header.kind} codes`;
  if (header.length !== entry.header) return `its header is ${header.length} bytes, the manifest says ${entry.header}`;
  const end = header.offsets[header.groups];
  if (end !== entry.bytes) return `its index says it ends at byte ${end}, the manifest says it is ${entry.bytes} bytes`;
  return null;
}

// Where each block of group `g` starts in the file and ends (one past): its table of lengths,
// fetched once and checked against the group's size in the index.
function groupOf(file, header, g) {
  return cached(groups, `${file.url} ${g}`, async () => {
    const count = blockCount(header, g);
    const table = await bytesOf(file, header.offsets[g], header.offsets[g] + 2 * count - 1);
    const view = new DataView(table.buffer, table.byteOffset, table.byteLength);
    const starts = [header.offsets[g] + 2 * count];
    for (let k = 0; k < count; k += 1) starts.push(starts[k] + view.getUint16(2 * k, true));
    if (starts[count] !== header.offsets[g + 1]) {
      throw refused(`group ${g} of ${file.label} is damaged: its blocks' lengths end at byte ${starts[count]}, its index says ${header.offsets[g + 1]}`);
    }
    return starts;
  });
}

async function gunzip(packed) {
  if (typeof DecompressionStream === 'undefined') throw refused('this browser cannot unpack gzip files (no DecompressionStream)');
  const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Blocks of one group this near each other (bytes between them) come in one request. */
const MERGE_GAP = 2048;

/**
 * Blocks `blocks` (numbers, no repeats) of the table `name`'s `kind` file ("dtm" or "dtz")
 * hosted at `base`: fetched, unpacked and checked, as `{width, entries, perBlock, blocks}` with
 * `blocks` a Map from block number to its raw codes (Uint8Array, `width` bytes each,
 * little-endian; block k holds entries `k * perBlock` on). Blocks of a group that lie near each
 * other come in one range request. `sha256` (Uint8Array -> hex) checks the header, and the
 * whole file when the server sends it all. Throws `HostedTableRefused` saying why when the site
 * has no such file, a fetch fails, or what comes does not match the manifest, the header or a
 * block's length.
 */
export async function readBlocks(base, name, kind, blocks, { sha256 }) {
  const entry = await entryOf(base, name, kind);
  if (!entry) throw refused(`the site's tables have no ${name} ${kind} file`);
  const file = fileOf(base, name, kind, entry, sha256);
  const header = await headerOf(file);
  for (const block of blocks) {
    if (!Number.isSafeInteger(block) || block < 0 || block >= header.blocks) {
      throw refused(`${file.label} has no block ${block} (it has ${header.blocks})`);
    }
  }
  const byGroup = new Map();
  for (const block of [...blocks].sort((a, b) => a - b)) {
    const g = Math.floor(block / header.perGroup);
    if (!byGroup.has(g)) byGroup.set(g, []);
    byGroup.get(g).push(block);
  }
  const read = new Map();
  await Promise.all([...byGroup].map(async ([g, inGroup]) => {
    const starts = await groupOf(file, header, g);
    const span = (block) => [starts[block - g * header.perGroup], starts[block - g * header.perGroup + 1]];
    // Runs of blocks with little between them, each one request.
    const runs = [];
    for (const block of inGroup) {
      const run = runs.at(-1);
      if (run && span(block)[0] - span(run.at(-1))[1] <= MERGE_GAP) run.push(block);
      else runs.push([block]);
    }
    await Promise.all(runs.map(async (run) => {
      const from = span(run[0])[0];
      const bytes = await bytesOf(file, from, span(run.at(-1))[1] - 1);
      await Promise.all(run.map(async (block) => {
        const [start, end] = span(block);
        read.set(block, await unpack(file, header, block, bytes.subarray(start - from, end - from)));
      }));
    }));
  }));
  return { width: header.width, entries: header.entries, perBlock: header.perBlock, blocks: read };
}

// A block's raw codes from its packed bytes, checked.
async function unpack(file, header, block, packed) {
  const damaged = `block ${block} of ${file.label} is damaged`;
  if (!packed.length) throw refused(`${damaged}: it is empty`);
  const bytes = await gunzip(packed).catch((error) => {
    throw error.name === 'HostedTableRefused' ? error : refused(`${damaged}: it does not unpack (${error.message})`);
  });
  const length = Math.min(header.perBlock, header.entries - block * header.perBlock) * header.width;
  if (bytes.length !== length) throw refused(`${damaged}: it unpacks to ${bytes.length} bytes, not ${length}`);
  return bytes;
}

/** One block ([`readBlocks`] of one): `{width, entries, perBlock, bytes}`. */
export async function readBlock(base, name, kind, block, options) {
  const { blocks, ...header } = await readBlocks(base, name, kind, [block], options);
  return { ...header, bytes: blocks.get(block) };
}

/**
 * Loads into `wasm` (the worker module's exports) every block the exact answer for `fen` reads
 * (with `dtz`, its distance to zeroing's too) that the instance does not hold: from IndexedDB
 * where an earlier visit kept them (one transaction), else from the site at `base` (one set of
 * requests per file, all at once), keeping those in one transaction. `progress(material, done,
 * total)` is called as each file's blocks come (`done` of the `total` blocks the site sends). Returns `{fetched, blocks, lacking, refused}`: the
 * tables read from the site, how many blocks came, the tables the site does not host or that
 * were refused, and why the first refused one was.
 */
export async function readWanted(wasm, fen, base, { dtz = false, progress = () => {} } = {}) {
  const fetched = new Set();
  const lacking = new Set();
  let problem = null;
  let count = 0;
  const fail = (material, error) => {
    lacking.add(material);
    problem ??= error.name === 'BadTableData' ? `the site's ${material} table is not a table this board reads: ${error.message}` : error.message;
  };
  // A block's own moves may lead past a position taking en passant: a second round reads what
  // the first showed; a third never has anything to do.
  for (let round = 0; round < 3; round += 1) {
    const wanted = wasm.tablebaseBlocks(fen, dtz).filter((w) => !lacking.has(w.material));
    if (!wanted.length) break;
    const kept = await getBlocks(wanted.map(blockKey));
    const files = new Map(); // "material kind" -> wishes not kept
    for (const wish of wanted) {
      const bytes = kept.get(blockKey(wish));
      if (bytes) {
        try {
          wasm.loadTableBlock(wish.material, wish.kind, wish.block, bytes);
          continue;
        } catch {
          // Damaged in the store: read from the site again.
        }
      }
      const key = `${wish.material} ${wish.kind}`;
      if (!files.has(key)) files.set(key, []);
      files.get(key).push(wish);
    }
    const keep = [];
    const total = [...files.values()].reduce((sum, wishes) => sum + wishes.length, 0);
    let done = 0;
    await Promise.all([...files.values()].map(async (wishes) => {
      const { material, kind, entries } = wishes[0];
      try {
        if (!(await hosts(base, material))) {
          lacking.add(material);
          return;
        }
        const read = await readBlocks(base, material, kind, wishes.map((w) => w.block), { sha256: wasm.sha256 });
        if (read.entries !== entries || read.perBlock !== 4096) {
          throw refused(`the site's ${material} table is numbered otherwise than this board's (${read.entries} entries, not ${entries})`);
        }
        for (const wish of wishes) {
          const bytes = read.blocks.get(wish.block);
          wasm.loadTableBlock(material, kind, wish.block, bytes);
          keep.push({ key: blockKey(wish), bytes });
          count += 1;
        }
        fetched.add(material);
      } catch (error) {
        fail(material, error);
      } finally {
        done += wishes.length;
        progress(material, done, total);
      }
    }));
    await putBlocks(keep);
  }
  return { fetched: [...fetched], blocks: count, lacking: [...lacking], refused: problem };
}
