// Moves as a learner reads them: SAN with PGN's English letters (K Q R B N), with the letters of
// the board's language (the message `letters`, e.g. German "K D T L S", Russian "Кр Ф Л С К"), or
// with figurines (♔♕♖♗♘, each followed by U+FE0E so that no system draws it as an emoji).
// What is written out (PGN) is always English SAN; these only change what is shown and read.

const ROLES = ['K', 'Q', 'R', 'B', 'N'];
const FIGURINES = ['♔', '♕', '♖', '♗', '♘'];
const BLACK_FIGURINES = ['♚', '♛', '♜', '♝', '♞'];
const SAN = /^([KQRBN])?([a-h]?[1-8]?x?[a-h][1-8])(?:=([QRBN]))?([+#]?[!?]*)$/;

// The letters `t`'s language writes for K, Q, R, B, N.
const lettersOf = (t) => {
  const letters = t.has('letters') ? t('letters').split(' ') : [];
  return letters.length === 5 ? letters : ROLES;
};

/** `text` (a SAN move, or a line of them: "1. e4 e5 2. Nf3") in `notation`: "english" (as it
 *  is), "local" (the language's letters) or "figurine". */
export function showSan(text, notation, t) {
  if (notation !== 'local' && notation !== 'figurine') return text;
  const letters = notation === 'figurine' ? FIGURINES.map((f) => `${f}\uFE0E`) : lettersOf(t);
  const letter = (role) => letters[ROLES.indexOf(role)];
  return String(text).split(/(\s+)/).map((token) => {
    const m = SAN.exec(token);
    if (!m) return token;
    const [, piece, body, promotion, suffix] = m;
    return `${piece ? letter(piece) : ''}${body}${promotion ? `=${letter(promotion)}` : ''}${suffix}`;
  }).join('');
}

/** A move typed with the language's letters or with figurines, in English SAN; null when it
 *  uses none of them (it is then read as it is). */
export function readSan(text, t) {
  const letters = lettersOf(t);
  // Longer letters first: Russian "Кр" (king) before "К" (knight).
  const order = ROLES.map((role, i) => [letters[i], role]).sort((a, b) => b[0].length - a[0].length);
  let move = String(text).trim();
  for (const figurines of [FIGURINES, BLACK_FIGURINES]) {
    figurines.forEach((f, i) => {
      move = move.replaceAll(`${f}\uFE0E`, ROLES[i]).replaceAll(f, ROLES[i]);
    });
  }
  const local = (at) => order.find(([letter]) => move.startsWith(letter, at));
  let english = move;
  const first = local(0);
  if (first && first[0] !== first[1]) english = first[1] + move.slice(first[0].length);
  const eq = english.indexOf('=');
  if (eq > 0) {
    const promoted = order.find(([letter]) => english.startsWith(letter, eq + 1));
    if (promoted && promoted[0] !== promoted[1]) english = `${english.slice(0, eq + 1)}${promoted[1]}${english.slice(eq + 1 + promoted[0].length)}`;
  }
  return english === String(text).trim() ? null : english;
}
