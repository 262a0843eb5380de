// Text from a file the reader opened or dropped, or a board's `src`, decoded as it was written:
// UTF-8 (with or without a byte-order mark); UTF-16 with its byte-order mark; and bytes that are
// not UTF-8 as Windows-1252, in which most older ChessBase and Scid exports are written (a
// player's "Müller" would otherwise show replacement characters). Loaded only when a file or a
// `src` is read, so that it costs a page nothing before its first verdict.
import { pgnError } from './words.js';

/** `bytes` (a Uint8Array) as text: `{text, encoding}`, `encoding` null for UTF-8, else
 *  "UTF-16" or "Windows-1252" (what the board tells the reader). */
export function decodeText(bytes) {
  const [a, b] = bytes;
  if (a === 0xff && b === 0xfe) return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'UTF-16' };
  if (a === 0xfe && b === 0xff) return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'UTF-16' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: null };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'Windows-1252' };
  }
}

/** The text of a file the reader opened or dropped (`{text, encoding}` as decodeText gives);
 *  rejects with a PgnError naming it. */
export async function fileText(file) {
  let bytes;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (error) {
    throw pgnError(`${file.name} could not be read (${error?.message ?? error})`);
  }
  return decodeText(bytes);
}
