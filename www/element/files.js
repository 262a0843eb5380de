// Files offered for saving (downloads): the game as PGN, the position as FEN, each named from
// the game's tags. Loaded the first time the reader saves one.

const TYPES = { pgn: 'application/x-chess-pgn', fen: 'text/plain' };

/** Offers `text` as a `.pgn` or `.fen` file (`kind`), named from `tags` ([[name, value]...]). */
export function offer(tags, kind, text) {
  const url = URL.createObjectURL(new Blob([text], { type: TYPES[kind] }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fileName(tags)}.${kind}`;
  link.click();
  // Some browsers read the address after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** What a game's tags ([[name, value]...]) name it by: {event, players ("White - Black")}, each
 *  null when the tags leave it unknown (absent, empty or "?"). */
export function gameNames(tags) {
  const known = new Map(tags.map(([name, value]) => [name, value?.trim()]).filter(([, value]) => value && value !== '?'));
  const players = known.has('White') && known.has('Black') ? `${known.get('White')} - ${known.get('Black')}` : null;
  return { event: known.get('Event') ?? null, players };
}

// "White - Black, Event", or the event, or "drawboard", without the characters file systems
// refuse.
function fileName(tags) {
  const { event, players } = gameNames(tags);
  const name = [players, event].filter(Boolean).join(', ') || 'drawboard';
  return name.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '_').slice(0, 100);
}
