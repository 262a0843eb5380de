// A static file server for www/ (or another folder: an unpacked package) on 127.0.0.1, sending
// the strict Content-Security-Policy the page must work under. Used by the browser tests;
// `node server.mjs [port]` serves www/ by hand.
// Like most static hosts it gzips what it sends when the browser accepts it, so that the browser
// tests can report the page's transfer size, and it answers a single byte range (`Range:
// bytes=a-b`, `bytes=a-`, `bytes=-n`) with 206 and exactly those bytes, never gzipped, as a
// site's block tables are read. Several ranges in one request get the whole file (200), which
// HTTP allows.
import { createServer } from 'node:http';
import { open, readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; "
  + "img-src 'self' data:; object-src 'none'; base-uri 'none'; frame-ancestors *";

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm', '.json': 'application/json', '.svg': 'image/svg+xml',
};

const gzipped = new Map(); // file -> {mtimeMs, body}

async function gzipOf(file, body) {
  const { mtimeMs } = await stat(file);
  const cached = gzipped.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const packed = gzipSync(body, { level: 9 });
  gzipped.set(file, { mtimeMs, body: packed });
  return packed;
}

/**
 * The bytes a Range header asks of a file of `size` bytes: `{start, end}` (inclusive), or
 * 'unsatisfiable', or null when it asks for no single range (absent, several, or malformed:
 * then the whole file is sent, as RFC 9110 lets a server do).
 */
export function rangeOf(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start;
  let end = size - 1;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2])); // the last n bytes
    if (Number(match[2]) === 0) return 'unsatisfiable';
  } else {
    start = Number(match[1]);
    if (match[2] !== '') {
      if (Number(match[2]) < start) return null;
      end = Math.min(end, Number(match[2]));
    }
  }
  return start < size ? { start, end } : 'unsatisfiable';
}

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
// The tables lesson.html's rook endings read, as a site hosts them (a thin copy of the KRPvKR
// chain's: tests/data/tables/thin.mjs), served under /tables/ beside www/.
const ROOK_ENDINGS = fileURLToPath(new URL('../data/tables/rook-endings/', import.meta.url));

/**
 * Starts the server on `port` (0: any free port) for the files under `root` (www/ by default)
 * and resolves to {server, url}. `mounts` serves other folders under address prefixes
 * ({'/site/': folder}), as a site hosting its own files beside the board would (www/ comes with
 * the rook endings' tables under /tables/). A mount may
 * also be `{folder, ranges, log}`: `ranges` false ignores Range headers (every answer 200 and
 * whole, like a host without range support), 'unsatisfiable' answers 416 to every Range;
 * `log`, an array, gets `{path, status, bytes}` for each answer (`bytes`: of the body sent).
 * A mount `{body, csp}` is one document at exactly that address ('/page.html'): `body` (a
 * string), typed by its extension, sent with `csp` instead of the strict policy if given.
 */
export function serve(port = 0, root = WWW, mounts = {}) {
  if (root === WWW) mounts = { '/tables/': ROOK_ENDINGS, ...mounts };
  const server = createServer(async (req, res) => {
    let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const [prefix, mount] = Object.entries(mounts).find(([p]) => path.startsWith(p)) ?? ['/', root];
    const { folder, ranges = true, log = null } = typeof mount === 'string' ? { folder: mount } : mount;
    const send = (status, headers, body) => {
      log?.push({ path: req.url, status, bytes: body?.length ?? 0 });
      res.writeHead(status, headers).end(body);
    };
    if (typeof mount === 'object' && 'body' in mount) {
      // A document made by a test, at exactly this address, with a policy of its own if given.
      if (path !== prefix) {
        send(404, { 'Content-Type': 'text/plain' }, 'not found');
        return;
      }
      send(200, {
        'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
        'Content-Security-Policy': mount.csp ?? CSP,
        'Cache-Control': 'no-store',
      }, Buffer.from(mount.body));
      return;
    }
    path = `/${path.slice(prefix.length)}`;
    const base = resolve(folder) + sep;
    const file = normalize(join(base, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(base)) {
      send(403, {});
      return;
    }
    // A range is read from the file alone, as a real host does: a five-man table's file is
    // hundreds of megabytes, and a reader asks for a kilobyte of it.
    let size;
    try {
      const info = await stat(file);
      if (!info.isFile()) throw new Error('not a file');
      size = info.size;
    } catch {
      send(404, { 'Content-Type': 'text/plain' }, 'not found');
      return;
    }
    const readRange = async (start, end) => {
      const handle = await open(file);
      try {
        const buffer = Buffer.alloc(end + 1 - start);
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    };
    const headers = {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Content-Security-Policy': CSP,
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
    };
    if (ranges) headers['Accept-Ranges'] = 'bytes';
    const range = ranges && req.headers.range !== undefined
      ? (ranges === 'unsatisfiable' ? 'unsatisfiable' : rangeOf(req.headers.range, size))
      : null;
    if (range === 'unsatisfiable') {
      send(416, { ...headers, 'Content-Range': `bytes */${size}` });
    } else if (range) {
      headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
      send(206, headers, await readRange(range.start, range.end));
    } else if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && TYPES[extname(file)]) {
      headers['Content-Encoding'] = 'gzip';
      send(200, headers, await gzipOf(file, await readFile(file)));
    } else {
      send(200, headers, await readFile(file));
    }
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      resolve({ server, url: `http://127.0.0.1:${server.address().port}/` });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { url } = await serve(Number(process.argv[2] ?? 8000));
  console.log(`serving www/ at ${url}`);
}
