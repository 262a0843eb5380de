// The reader of a site's block tables (www/workers/hosted-tables.js), run in Node against block
// files written here byte by byte as src/tablebase/blocks.rs specifies them, with small blocks
// (64 entries, 4 blocks a group) so that the files stay tiny. Served by server.mjs with range
// requests answered, ignored (200 whole) and refused (416); each answer's size is logged, so
// that the test sees a block cost its header, its group's table of lengths and itself only.
// Needs neither a browser nor the wasm build.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { serve } from './server.mjs';
import { parseHeader, readBlock, readBlocks, hosts, HOSTED_WHOLE_LIMIT } from '../../www/workers/hosted-tables.js';

const PER_BLOCK = 64;
const PER_GROUP = 4;
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

// The code of entry `i`: varied enough that every block differs, and never zero.
const codeOf = (i, width) => (width === 1 ? 1 + (i * 7) % 251 : 0x8000 + (i * 37) % 30011);

// The raw codes of block `k` of a table of `entries` codes `width` bytes wide.
function rawBlock(k, entries, width) {
  const count = Math.min(PER_BLOCK, entries - k * PER_BLOCK);
  const raw = Buffer.alloc(count * width);
  for (let j = 0; j < count; j += 1) {
    const code = codeOf(k * PER_BLOCK + j, width);
    if (width === 1) raw[j] = code;
    else raw.writeUInt16LE(code, 2 * j);
  }
  return raw;
}

// A block file as blocks.rs assembles one: {bytes, header, starts, ends} (`header` the bytes of
// the header line and index, `starts[k]` and `ends[k]` where block k's compressed bytes start
// and end, one past).
function blockFile(material, kind, width, entries) {
  const packed = Array.from({ length: Math.ceil(entries / PER_BLOCK) }, (_, k) => gzipSync(rawBlock(k, entries, width)));
  const groups = Math.ceil(packed.length / PER_GROUP);
  const line = Buffer.from(`drawboard-blocks-1 ${material} ${kind} ${width} ${entries} ${PER_BLOCK} ${PER_GROUP} ${groups}\n`, 'ascii');
  const index = Buffer.alloc(4 * (groups + 1));
  const parts = [line, index];
  let at = line.length + index.length;
  const starts = [];
  for (let g = 0; g < groups; g += 1) {
    index.writeUInt32LE(at, 4 * g);
    const group = packed.slice(g * PER_GROUP, (g + 1) * PER_GROUP);
    const lengths = Buffer.alloc(2 * group.length);
    group.forEach((block, k) => lengths.writeUInt16LE(block.length, 2 * k));
    parts.push(lengths, ...group);
    at += lengths.length;
    for (const block of group) {
      starts.push(at);
      at += block.length;
    }
  }
  index.writeUInt32LE(at, 4 * groups);
  const bytes = Buffer.concat(parts);
  return { bytes, header: line.length + index.length, starts, ends: starts.map((s, k) => s + packed[k].length) };
}

function entryOf(file, bytes, header) {
  return { file, bytes: bytes.length, sha256: sha256(bytes), header, headerSha256: sha256(bytes.subarray(0, header)) };
}

// Writes into `dir` the files of `tables` ({name: {dtm: file, dtz: file}}) and a manifest;
// `edit(manifest)` may change the manifest before it is written.
function writeSite(dir, tables, edit = () => {}) {
  mkdirSync(dir, { recursive: true });
  const manifest = { format: 'drawboard-tables-2', tables: {} };
  for (const [name, kinds] of Object.entries(tables)) {
    manifest.tables[name] = {};
    for (const [kind, { bytes, header }] of Object.entries(kinds)) {
      writeFileSync(join(dir, `${name}.${kind}`), bytes);
      manifest.tables[name][kind] = entryOf(`${name}.${kind}`, bytes, header);
    }
  }
  edit(manifest);
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
}

// 10 blocks in 3 groups (4, 4, 2), the last block 10 entries long; and a table of exactly one
// group of whole blocks, two bytes a code.
const ENTRIES = 9 * PER_BLOCK + 10;
const KRvK = { dtm: blockFile('KRvK', 'dtm', 1, ENTRIES), dtz: blockFile('KRvK', 'dtz', 2, ENTRIES) };
const KQvK = { dtm: blockFile('KQvK', 'dtm', 2, 4 * PER_BLOCK) };

const root = mkdtempSync(join(tmpdir(), 'drawboard-blocks-'));
const log = [];
let server, url;

before(async () => {
  writeSite(join(root, 'good'), { KRvK, KQvK });
  writeSite(join(root, 'counted'), { KRvK });
  writeSite(join(root, 'merged'), { KRvK });
  // The manifest says the file is too large to keep whole (the reader must not fetch it).
  writeSite(join(root, 'big'), { KRvK }, (m) => { m.tables.KRvK.dtm.bytes = HOSTED_WHOLE_LIMIT + 1; });
  // One byte flipped in the middle of block 5 after the manifest was written: a reader by
  // ranges sees the damage only in that block, one fetching the whole file in its checksum.
  const flipped = Buffer.from(KRvK.dtm.bytes);
  flipped[(KRvK.dtm.starts[5] + KRvK.dtm.ends[5]) >> 1] ^= 0x20;
  writeSite(join(root, 'damaged'), { KRvK }, () => writeFileSync(join(root, 'damaged', 'KRvK.dtm'), flipped));
  // The file cut short after the manifest was written; and a manifest written for the cut
  // file, whose index still says it is longer.
  const cut = KRvK.dtm.bytes.subarray(0, KRvK.dtm.bytes.length - 30);
  writeSite(join(root, 'truncated'), { KRvK }, () => writeFileSync(join(root, 'truncated', 'KRvK.dtm'), cut));
  writeSite(join(root, 'cut'), { KRvK: { dtm: { bytes: cut, header: KRvK.dtm.header } } });
  writeSite(join(root, 'badheader'), { KRvK }, (m) => { m.tables.KRvK.dtm.headerSha256 = sha256(Buffer.from('another')); });
  ({ server, url } = await serve(0, root, {
    '/ranged/': { folder: root, log },
    '/whole/': { folder: root, ranges: false, log },
    '/unsatisfiable/': { folder: root, ranges: 'unsatisfiable' },
  }));
});

after(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

const read = (site, name, kind, block) => readBlock(`${url}${site}/`, name, kind, block, { sha256 });

// Asserts that `promise` is refused (HostedTableRefused) with a message matching `pattern`.
async function refusedWith(promise, pattern) {
  await assert.rejects(promise, (error) => {
    assert.equal(error.name, 'HostedTableRefused');
    assert.match(error.message, pattern);
    return true;
  });
}

test('the header parser reads what the writer wrote', () => {
  const header = parseHeader(KRvK.dtm.bytes);
  assert.deepEqual({ ...header, offsets: header.offsets.length }, {
    material: 'KRvK', kind: 'dtm', width: 1, entries: ENTRIES, perBlock: PER_BLOCK, perGroup: PER_GROUP,
    groups: 3, blocks: 10, offsets: 4, length: KRvK.dtm.header,
  });
  assert.equal(header.offsets[3], KRvK.dtm.bytes.length);
  assert.throws(() => parseHeader(Buffer.from('drawboard-blocks-2 KRvK dtm 1 10 64 4 1\n')), /does not start with/);
  assert.throws(() => parseHeader(Buffer.from('drawboard-blocks-1 KRvK dtm 3 10 64 4 1\n\0\0\0\0\0\0\0\0')), /3 bytes wide/);
  assert.throws(() => parseHeader(KRvK.dtm.bytes.subarray(0, KRvK.dtm.header - 1)), /cut short/);
});

test('the server answers one range with 206 and exactly its bytes, never gzipped', async () => {
  const file = `${url}ranged/good/manifest.json`;
  const whole = Buffer.from(await (await fetch(file)).arrayBuffer());
  const size = whole.length;
  const get = (range) => fetch(file, { headers: { Range: range, 'Accept-Encoding': 'gzip' } });
  for (const [range, start, end] of [['bytes=3-9', 3, 9], ['bytes=5-', 5, size - 1], ['bytes=-4', size - 4, size - 1], [`bytes=2-${size + 50}`, 2, size - 1]]) {
    const response = await get(range);
    assert.equal(response.status, 206, range);
    assert.equal(response.headers.get('Content-Range'), `bytes ${start}-${end}/${size}`);
    assert.equal(response.headers.get('Content-Encoding'), null);
    assert.deepEqual(Buffer.from(await response.arrayBuffer()), whole.subarray(start, end + 1));
  }
  const beyond = await get(`bytes=${size}-`);
  assert.equal(beyond.status, 416);
  assert.equal(beyond.headers.get('Content-Range'), `bytes */${size}`);
  const several = await get('bytes=0-1,5-6');
  assert.equal(several.status, 200);
  assert.deepEqual(Buffer.from(await several.arrayBuffer()), whole);
  assert.equal((await fetch(`${url}whole/good/KRvK.dtm`, { headers: { Range: 'bytes=0-1' } })).status, 200);
  assert.equal((await fetch(`${url}unsatisfiable/good/KRvK.dtm`, { headers: { Range: 'bytes=0-1' } })).status, 416);
  assert.equal((await fetch(`${url}ranged/good/KRvK.dtm`)).headers.get('Accept-Ranges'), 'bytes');
});

test('the manifest lists the tables with distances to mate', async () => {
  assert.equal(await hosts(`${url}ranged/good/`, 'KRvK'), true);
  assert.equal(await hosts(`${url}ranged/good/`, 'KBvK'), false);
});

test('blocks read by range: the first, both sides of a group boundary, the last (shorter)', async () => {
  for (const kind of ['dtm', 'dtz']) {
    const width = kind === 'dtm' ? 1 : 2;
    for (const block of [0, PER_GROUP - 1, PER_GROUP, 9]) {
      const got = await read('ranged/good', 'KRvK', kind, block);
      assert.equal(got.width, width);
      assert.equal(got.entries, ENTRIES);
      assert.equal(got.perBlock, PER_BLOCK);
      assert.deepEqual(Buffer.from(got.bytes), rawBlock(block, ENTRIES, width), `${kind} block ${block}`);
    }
  }
  assert.equal((await read('ranged/good', 'KRvK', 'dtm', 9)).bytes.length, 10);
  // A table of whole blocks in one group.
  assert.deepEqual(Buffer.from((await read('ranged/good', 'KQvK', 'dtm', 3)).bytes), rawBlock(3, 4 * PER_BLOCK, 2));
  await refusedWith(read('ranged/good', 'KQvK', 'dtm', 4), /has no block 4 \(it has 4\)/);
  await refusedWith(read('ranged/good', 'KQvK', 'dtz', 0), /no KQvK dtz file/);
});

test('a block costs the header, its group table and itself, each once', async () => {
  const file = KRvK.dtm;
  const sent = () => log.filter((e) => e.path.endsWith('/counted/KRvK.dtm')).map((e) => [e.status, e.bytes]);
  await read('ranged/counted', 'KRvK', 'dtm', 5);
  assert.deepEqual(sent(), [[206, file.header], [206, 2 * PER_GROUP], [206, file.ends[5] - file.starts[5]]]);
  log.length = 0;
  await read('ranged/counted', 'KRvK', 'dtm', 6); // same group: the block only
  await read('ranged/counted', 'KRvK', 'dtm', 9); // last group, of two blocks
  assert.deepEqual(sent(), [[206, file.ends[6] - file.starts[6]], [206, 2 * 2], [206, file.ends[9] - file.starts[9]]]);
});

test('blocks of a group near each other come in one request, each checked on its own', async () => {
  const file = KRvK.dtm;
  const sent = () => log.filter((e) => e.path.endsWith('/merged/KRvK.dtm')).map((e) => [e.status, e.bytes]).sort((a, b) => a[1] - b[1]);
  log.length = 0;
  const got = await readBlocks(`${url}ranged/merged/`, 'KRvK', 'dtm', [7, 4, 0, 9, 6], { sha256 });
  assert.deepEqual([...got.blocks.keys()].sort((a, b) => a - b), [0, 4, 6, 7, 9]);
  for (const [block, bytes] of got.blocks) assert.deepEqual(Buffer.from(bytes), rawBlock(block, ENTRIES, 1), `block ${block}`);
  // The header, three tables of lengths, and one request per group: blocks 4 to 7 (5 between
  // them comes along), 0 and 9 alone.
  const expected = [[206, file.header], [206, 2 * PER_GROUP], [206, 2 * PER_GROUP], [206, 2 * 2],
    [206, file.ends[0] - file.starts[0]], [206, file.ends[7] - file.starts[4]], [206, file.ends[9] - file.starts[9]]];
  assert.deepEqual(sent(), expected.sort((a, b) => a[1] - b[1]));
  // A damaged block among others refuses the read, naming it.
  await refusedWith(readBlocks(`${url}ranged/damaged/`, 'KRvK', 'dtm', [4, 5, 6], { sha256 }), /^block 5 of the site's KRvK dtm file/);
});

test('a server that ignores ranges: a small file is fetched whole once', async () => {
  log.length = 0;
  for (const block of [0, 5, 9]) {
    assert.deepEqual(Buffer.from((await read('whole/good', 'KRvK', 'dtm', block)).bytes), rawBlock(block, ENTRIES, 1));
  }
  const sent = log.filter((e) => e.path.endsWith('/KRvK.dtm'));
  assert.deepEqual(sent.map((e) => [e.status, e.bytes]), [[200, KRvK.dtm.bytes.length]]);
});

test('a server that ignores ranges: a file over the limit is refused', async () => {
  await refusedWith(read('whole/big', 'KRvK', 'dtm', 0), /this site's server does not answer range requests; five-man tables need them/);
  // Range answered, the same manifest says the wrong size.
  await refusedWith(read('ranged/big', 'KRvK', 'dtm', 0), /not the 16777217 its manifest says/);
});

test('a server answering 416 is refused, naming the status and the file', async () => {
  await refusedWith(read('unsatisfiable/good', 'KRvK', 'dtm', 0), /KRvK dtm file \(http:\/\/127\.0\.0\.1:\d+\/unsatisfiable\/good\/KRvK\.dtm\) answered 416/);
});

test('a damaged block is refused by number; the others still read', async () => {
  await refusedWith(read('ranged/damaged', 'KRvK', 'dtm', 5), /^block 5 of the site's KRvK dtm file \(.*\/damaged\/KRvK\.dtm\) is damaged/);
  for (const block of [4, 6]) {
    assert.deepEqual(Buffer.from((await read('ranged/damaged', 'KRvK', 'dtm', block)).bytes), rawBlock(block, ENTRIES, 1));
  }
  // Fetched whole, the file fails its checksum.
  await refusedWith(read('whole/damaged', 'KRvK', 'dtm', 0), /does not match its checksum in the manifest/);
});

test('a truncated file is refused', async () => {
  await refusedWith(read('ranged/truncated', 'KRvK', 'dtm', 0), /truncated or replaced/);
  await refusedWith(read('whole/truncated', 'KRvK', 'dtm', 0), /truncated or replaced/);
  await refusedWith(read('ranged/cut', 'KRvK', 'dtm', 0), /its index says it ends at byte \d+, the manifest says it is \d+ bytes/);
});

test('a header that does not match its checksum is refused', async () => {
  await refusedWith(read('ranged/badheader', 'KRvK', 'dtm', 0), /does not match its header checksum/);
});
