// Endgame tables a site hosts, as `drawboard tablebase build --out DIR` writes them: one gzip
// file per table and a manifest.json naming each file with its size and SHA-256 checksum. A
// file is used only if its bytes match the manifest and unpack to a table the engine accepts;
// otherwise the caller builds the table instead, and says why once.

const FORMAT = 'drawboard-tables-1';
const GZIP = [0x1f, 0x8b];

const manifests = new Map(); // manifest address -> Promise of {tables} or {problem}

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

// The manifest's entry of a table (with `slice`, of the slice promotions read, when the site
// has one; else the whole table's), or undefined.
async function entryOf(base, name, slice) {
  const entry = (await manifest(base)).tables[name];
  const file = slice && entry?.slice ? entry.slice : entry;
  return file && typeof file.file === 'string' && typeof file.sha256 === 'string' ? file : undefined;
}

/**
 * Whether the site at `base` hosts the table `name`: with `slice`, a slice (the positions its
 * promotions read: enough for the moves that lead there) or the whole table. A manifest that
 * cannot be read throws.
 */
export async function hosts(base, name, { slice = false } = {}) {
  return Boolean(await entryOf(base, name, slice));
}

/**
 * The bytes of the table `name` hosted at `base` (with `slice`, its slice when the site has
 * one), fetched, checked against the manifest and unpacked, as `wasm.loadTablebase` takes
 * them: `{bytes, sliced}`. `wasm` gives the checksum (`sha256`). Throws `HostedTableRefused`
 * when the file is missing, does not match or does not unpack.
 */
export async function fetchTable(wasm, base, name, { slice = false } = {}) {
  const entry = await entryOf(base, name, slice);
  if (!entry) throw refused(`the site's tables have no ${name} table`);
  const sliced = entry !== (await manifest(base)).tables[name];
  const url = new URL(entry.file, base).href;
  const response = await fetch(url).catch((error) => {
    throw refused(`the site's ${name} table (${url}) could not be fetched: ${error.message}`);
  });
  if (!response.ok) throw refused(`the site's ${name} table (${url}) answered ${response.status}`);
  const packed = new Uint8Array(await response.arrayBuffer());
  if (wasm.sha256(packed) !== entry.sha256) {
    const unpacked = packed[0] !== GZIP[0] || packed[1] !== GZIP[1];
    throw refused(unpacked
      ? `the site's ${name} table (${url}) came unpacked (served with Content-Encoding: gzip?), so its checksum cannot be checked`
      : `the site's ${name} table (${url}) does not match its checksum in the manifest`);
  }
  if (typeof DecompressionStream === 'undefined') throw refused('this browser cannot unpack gzip files (no DecompressionStream)');
  try {
    const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream('gzip'));
    return { bytes: new Uint8Array(await new Response(stream).arrayBuffer()), sliced };
  } catch (error) {
    throw refused(`the site's ${name} table (${url}) does not unpack: ${error.message}`);
  }
}
