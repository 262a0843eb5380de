// A static file server for www/ (or another folder: an unpacked package) on 127.0.0.1, sending
// the strict Content-Security-Policy the page must work under. Used by the browser tests;
// `node server.mjs [port]` serves www/ by hand.
// Like most static hosts it gzips what it sends when the browser accepts it, so that the browser
// tests can report the page's transfer size.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
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

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));

/**
 * Starts the server on `port` (0: any free port) for the files under `root` (www/ by default)
 * and resolves to {server, url}. `mounts` serves other folders under address prefixes
 * ({'/site/': folder}), as a site hosting its own files beside the board would.
 */
export function serve(port = 0, root = WWW, mounts = {}) {
  const server = createServer(async (req, res) => {
    let path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const [prefix, folder] = Object.entries(mounts).find(([p]) => path.startsWith(p)) ?? ['/', root];
    path = `/${path.slice(prefix.length)}`;
    const base = resolve(folder) + sep;
    const file = normalize(join(base, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(base)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      const headers = {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': CSP,
        'Cache-Control': 'no-store',
        Vary: 'Accept-Encoding',
      };
      if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && TYPES[extname(file)]) {
        headers['Content-Encoding'] = 'gzip';
        res.writeHead(200, headers);
        res.end(await gzipOf(file, body));
      } else {
        res.writeHead(200, headers);
        res.end(body);
      }
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found');
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
