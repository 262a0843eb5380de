// Writes a thin copy of a site's tables: the same block files, header line for header line,
// holding only the blocks that the given positions read (the position's entry and every
// move's, distances to mate and to zeroing); every other block is left empty (length 0). The
// copy is a site of its own (its manifest's checksums are the copy's), and a board reading it
// finds exactly what it finds on the whole site, for those positions.
//
// The copy in rook-endings/ (Lucena, Philidor, Vancura: 49 KB compressed) comes from the KRPvKR
// chain, which takes 15 minutes and 541 MB to build, too much for every test run:
//   drawboard tablebase build --out /tmp/krpkr KRPvKR
//   node tests/data/tables/thin.mjs /tmp/krpkr tests/data/tables/rook-endings FEN...
// (the FENs are the ones in www/lesson.html's rook endings). The copy in knights/ (one
// position of KNNNvK, for tests/e2e/hosted.test.mjs) spares every test run a minute's build:
//   drawboard tablebase build --out /tmp/knnn KNNNvK
//   node tests/data/tables/thin.mjs /tmp/knnn tests/data/tables/knights '8/8/8/8/8/8/N4k2/KN4N1 w - - 0 1'
// Both are made again when the block files' writer changes. Needs www/pkg (bash .ci/build).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const wasm = await import(join(root, 'www/pkg/drawboard_worker.js'));
wasm.initSync({ module: readFileSync(join(root, 'www/pkg/drawboard_worker_bg.wasm')) });

const [from, to, ...fens] = process.argv.slice(2);
if (!from || !to || !fens.length) throw new Error('usage: node thin.mjs FROM_DIR TO_DIR FEN...');

// A block file's parts: its header line's words, the group starts, and each block's bytes.
function parse(file) {
  const line = file.indexOf(10);
  const words = file.subarray(0, line).toString('ascii').split(' ');
  const [entries, perBlock, perGroup, groups] = words.slice(4).map(Number);
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  const starts = Array.from({ length: groups + 1 }, (_, g) => view.getUint32(line + 1 + 4 * g, true));
  const blocks = [];
  const count = Math.ceil(entries / perBlock);
  for (let g = 0; g < groups; g += 1) {
    const n = Math.min(perGroup, count - g * perGroup);
    let at = starts[g] + 2 * n;
    for (let k = 0; k < n; k += 1) {
      const length = view.getUint16(starts[g] + 2 * k, true);
      blocks.push(file.subarray(at, at + length));
      at += length;
    }
  }
  return { line: file.subarray(0, line + 1), perGroup, groups, blocks };
}

const files = new Map(); // "KRPvKR.dtm" -> parsed file
const kept = new Map(); // "KRPvKR.dtm" -> Set of block numbers
const fileOf = (name) => {
  if (!files.has(name)) files.set(name, parse(readFileSync(join(from, name))));
  return files.get(name);
};
for (const fen of fens) {
  // As the table worker does: what is wanted, loaded, then asked again (en passant looks further).
  for (let round = 0; round < 3; round += 1) {
    const wanted = wasm.tablebaseBlocks(fen, true);
    if (!wanted.length) break;
    for (const { material, kind, block } of wanted) {
      const name = `${material}.${kind}`;
      const packed = fileOf(name).blocks[block];
      wasm.loadTableBlock(material, kind, block, new Uint8Array(gunzipSync(packed)));
      if (!kept.has(name)) kept.set(name, new Set());
      kept.get(name).add(block);
    }
  }
  wasm.tablebase(fen); // every move valued: throws if a block is missing
}

mkdirSync(to, { recursive: true });
const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');
const manifest = { format: 'drawboard-tables-2', tables: {} };
let total = 0;
for (const [name, blocks] of [...kept].sort()) {
  const { line, perGroup, groups, blocks: all } = fileOf(name);
  const header = line.length + 4 * (groups + 1);
  const parts = [line, Buffer.alloc(4 * (groups + 1))];
  const starts = [];
  let at = header;
  for (let g = 0; g < groups; g += 1) {
    starts.push(at);
    const group = all.slice(g * perGroup, (g + 1) * perGroup).map((b, k) => (blocks.has(g * perGroup + k) ? b : Buffer.alloc(0)));
    const lengths = Buffer.alloc(2 * group.length);
    group.forEach((b, k) => lengths.writeUInt16LE(b.length, 2 * k));
    parts.push(lengths, ...group);
    at += lengths.length + group.reduce((sum, b) => sum + b.length, 0);
  }
  starts.push(at);
  starts.forEach((s, g) => parts[1].writeUInt32LE(s, 4 * g));
  const file = Buffer.concat(parts);
  writeFileSync(join(to, name), file);
  total += file.length;
  const [material, kind] = name.split('.');
  manifest.tables[material] ??= {};
  manifest.tables[material][kind] = { file: name, bytes: file.length, sha256: sha256(file), header, headerSha256: sha256(file.subarray(0, header)) };
}
writeFileSync(join(to, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${kept.size} files, ${[...kept.values()].reduce((n, s) => n + s.size, 0)} blocks, ${total} bytes in ${to}`);
