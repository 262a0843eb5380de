// Words and small readings the element shares with its parts: error titles, moves read aloud,
// attribute switches, the moves the board may offer.
import { words } from '../i18n/i18n.js';

const ROLES = { K: 'king', Q: 'queen', R: 'rook', B: 'bishop', N: 'knight' };

// English words for a page that calls sanToWords without a board's words (the English
// catalogue is in once a board has shown its first verdict).
let english = null;

/** A SAN move in words for a screen reader, in the words of `t`: "Nxf3+" -> "knight takes f3,
 *  check". */
export function sanToWords(san, t = (english ??= words())) {
  let said;
  const body = san.replace(/[+#]$/, '');
  if (body === 'O-O-O' || body === 'O-O') {
    said = t(body === 'O-O' ? 'spoken.castleShort' : 'spoken.castleLong');
  } else {
    const m = /^([KQRBN])?([a-h]?[1-8]?)(x)?([a-h][1-8])(?:=([QRBN]))?$/.exec(body);
    if (!m) return san;
    const [, piece, from, takes, to, promotion] = m;
    said = t(`spoken.${takes ? 'capture' : 'move'}${from ? 'From' : ''}`, { piece: t(`spoken.${ROLES[piece] ?? 'pawn'}`), from, to });
    if (promotion) said = t('spoken.promotion', { move: said, piece: t(`spoken.${ROLES[promotion]}`) });
  }
  if (san.endsWith('#')) return t('spoken.mate', { move: said });
  if (san.endsWith('+')) return t('spoken.check', { move: said });
  return said;
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
