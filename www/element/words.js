// Words and small readings the element shares with its parts: error titles, moves read aloud,
// attribute switches, the moves the board may offer.

/** What the error line calls each kind of error (by its `name`). */
export const ERROR_TITLES = {
  FenError: 'Bad FEN',
  InvalidMove: 'Not a move',
  IllegalMove: 'Illegal move',
  AmbiguousMove: 'Ambiguous move',
  GameOver: 'The game is over',
  PgnError: 'PGN',
  LoadError: 'Not loaded',
  Unavailable: 'Unavailable',
  Editing: 'Editing',
  StorageError: 'Not saved',
};

const PIECE_WORDS = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight' };

/** A SAN move in words for a screen reader: "Nxf3+" -> "knight takes f3, check". */
export function sanToWords(san) {
  let words;
  const body = san.replace(/[+#]$/, '');
  if (body === 'O-O-O') {
    words = 'castles queenside';
  } else if (body === 'O-O') {
    words = 'castles kingside';
  } else {
    const m = /^([KQRBN])?([a-h]?[1-8]?)(x)?([a-h][1-8])(?:=([QRBN]))?$/.exec(body);
    if (!m) return san;
    const [, piece, from, takes, to, promotion] = m;
    words = [PIECE_WORDS[piece] ?? 'pawn', from, takes ? 'takes' : 'to', to,
      promotion ? `promotes to ${PIECE_WORDS[promotion]}` : ''].filter(Boolean).join(' ');
  }
  if (san.endsWith('#')) words += ', checkmate';
  else if (san.endsWith('+')) words += ', check';
  return words;
}

/** The legal moves (UCI) grouped as the board wants them: from-square -> destination squares. */
export function groupDests(legalUci) {
  const dests = new Map();
  for (const uci of legalUci) {
    const from = uci.slice(0, 2);
    const to = uci.slice(2, 4);
    const list = dests.get(from);
    if (!list) dests.set(from, [to]);
    else if (!list.includes(to)) list.push(to);
  }
  return dests;
}

/** An on/off attribute's value: `absent` when it is missing; "off", "false", "no", "0" are off. */
export const isOn = (value, absent) => (value === null ? absent : !['off', 'false', 'no', '0'].includes(value.trim().toLowerCase()));

/** An Error named PgnError. */
export const pgnError = (message) => Object.assign(new Error(message), { name: 'PgnError' });
