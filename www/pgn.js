// PGN in and out, without chess rules: the engine checks every move. Reading keeps the tags and
// the main line of the first game, and tolerates comments ({...} and ;...), variations (...),
// NAGs ($1), move numbers, annotations (!, ?), check marks and "e.p.".

/** A tokenizer's result: {tags: [[name, value]...], moves: [san...], result}. */
export function parsePgn(text) {
  const tags = [];
  const moves = [];
  let result = null;
  let depth = 0; // variation nesting
  const src = String(text);
  let i = 0;
  const n = src.length;
  while (i < n) {
    const ch = src[i];
    if (ch === '{') {
      const end = src.indexOf('}', i + 1);
      i = end < 0 ? n : end + 1;
    } else if (ch === ';') {
      const end = src.indexOf('\n', i + 1);
      i = end < 0 ? n : end + 1;
    } else if (ch === '%' && (i === 0 || src[i - 1] === '\n')) {
      const end = src.indexOf('\n', i + 1);
      i = end < 0 ? n : end + 1;
    } else if (ch === '(') {
      depth += 1;
      i += 1;
    } else if (ch === ')') {
      depth = Math.max(0, depth - 1);
      i += 1;
    } else if (ch === '[' && depth === 0) {
      const tag = /^\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]/.exec(src.slice(i, i + 10000));
      if (tag) {
        // A second game's tags end the first game.
        if (moves.length) break;
        tags.push([tag[1], tag[2].replace(/\\(.)/g, '$1')]);
        i += tag[0].length;
      } else {
        const end = src.indexOf(']', i + 1);
        i = end < 0 ? n : end + 1;
      }
    } else if (/\s/.test(ch)) {
      i += 1;
    } else {
      let j = i;
      while (j < n && !/[\s{};()[\]]/.test(src[j])) j += 1;
      if (j === i) j = i + 1;
      const token = src.slice(i, j);
      i = j;
      if (depth > 0) continue;
      if (/^(1-0|0-1|1\/2-1\/2|½-½|\*)$/.test(token)) {
        result = token === '½-½' ? '1/2-1/2' : token;
        if (moves.length) break;
        continue;
      }
      const move = cleanMove(token);
      if (move) moves.push(move);
    }
  }
  return { tags, moves, result };
}

// Strips a token down to the move: "12.Nf3+!?" -> "Nf3", "12..." -> "" (a move number only).
function cleanMove(token) {
  // Castling may be written with zeros ("0-0-0"): not a move number.
  if (/^0-0(-0)?[+#!?]*$/.test(token)) return token.replace(/0/g, 'O').replace(/[+#!?]+$/, '');
  if (/^\d+$/.test(token)) return '';
  let t = token.replace(/^\d+\.+/, '');
  if (t.startsWith('$')) return '';
  t = t.replace(/e\.p\.$/, '').replace(/[!?]+$/, '').replace(/[+#]+$/, '').replace(/[!?]+$/, '');
  return t;
}

const escapeTag = (value) => String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"');

/**
 * Writes a game as PGN: the seven tag roster (kept from `tags` where given), SetUp/FEN for a
 * game that does not start from the standard position, and the moves in SAN.
 */
export function writePgn({ tags = [], startFen, standardStart, sanMoves, result }) {
  const roster = new Map([['Event', '?'], ['Site', '?'], ['Date', '????.??.??'], ['Round', '?'], ['White', '?'], ['Black', '?'], ['Result', '*']]);
  for (const [name, value] of tags) roster.set(name, value);
  roster.set('Result', result);
  if (!standardStart) {
    roster.set('SetUp', '1');
    roster.set('FEN', startFen);
  } else {
    roster.delete('SetUp');
    roster.delete('FEN');
  }
  const header = [...roster].map(([name, value]) => `[${name} "${escapeTag(value)}"]`).join('\n');

  const fields = startFen.split(/\s+/);
  let number = Number(fields[5]) || 1;
  let white = fields[1] !== 'b';
  const tokens = [];
  sanMoves.forEach((san, i) => {
    if (white) tokens.push(`${number}.`);
    else if (i === 0) tokens.push(`${number}...`);
    tokens.push(san);
    if (!white) number += 1;
    white = !white;
  });
  tokens.push(result);
  const lines = [];
  let line = '';
  for (const token of tokens) {
    if (line && line.length + 1 + token.length > 79) {
      lines.push(line);
      line = token;
    } else {
      line = line ? `${line} ${token}` : token;
    }
  }
  lines.push(line);
  return `${header}\n\n${lines.join('\n')}\n`;
}
