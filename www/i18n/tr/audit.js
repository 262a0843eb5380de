// Turkish words of the game audit (the Game audit panel of an imported game: one line per
// finding, made from its facts by www/element/findings.js). Placeholders are in braces; a message
// with plural forms is an object of Intl.PluralRules categories chosen by its `count`. {law},
// {claimLaw} and {announceLaw} are articles of the Laws ("FIDE 9.2.1.1"), {move} a move as a
// reader finds it ("31... Kf8"), {recorded}, {expected}, {tag} and {token} results ("1-0").
// Terms: www/i18n/glossary/tr.md. No case suffix is attached to a placeholder.
export default {
  // A finding in the list, after the move it is about; a finding about the start of the game.
  'audit.at': '{move}: {text}',
  'audit.theStart': 'başlangıç',

  // A move that cannot be read or played, or text that is not PGN, on line {line} of the game's
  // text ({error}: what the PGN reader says, in English).
  'audit.unread': '{line}. satır: {error}; oyunun geri kalanı denetlenmedi',
  // The Result tag and the result written after the moves differ.
  'audit.resultTagMismatch': 'Result etiketi {tag} diyor, ama hamleler {token} ile bitiyor',

  // When and how a game had ended by itself: the {when} and {how} of the sentences below.
  'audit.after': '{move} hamlesinden sonra',
  'audit.atStart': 'daha başlangıçta',
  'audit.byCheckmate': '{side} tarafının yaptığı matla',
  'audit.byDraw': '{rule} nedeniyle beraberlikle',
  'audit.rule.stalemate': 'pat',
  'audit.rule.insufficientMaterial': 'yetersiz materyal',
  'audit.rule.deadPosition': 'ölü konum',
  'audit.rule.seventyFiveMoves': '75 hamle kuralı',
  'audit.rule.fivefold': 'beş kez konum tekrarı',

  // Moves played (or written) after the game had ended by itself ({written}: what the PGN reader
  // says of the move written, in English).
  'audit.movesAfterEnd': {
    one: 'oyun {when} {how} sona ermişti ({law}), yine de {count} hamle daha oynandı',
    other: 'oyun {when} {how} sona ermişti ({law}), yine de {count} hamle daha oynandı',
  },
  'audit.movesWrittenAfterEnd': 'oyun {when} {how} sona ermişti ({law}), yine de başka hamleler yazıldı ({written})',
  'audit.movesPlayedAndWrittenAfterEnd': {
    one: 'oyun {when} {how} sona ermişti ({law}), yine de {count} hamle daha oynandı ve başkaları da yazıldı ({written})',
    other: 'oyun {when} {how} sona ermişti ({law}), yine de {count} hamle daha oynandı ve başkaları da yazıldı ({written})',
  },

  // A result that contradicts how the game had ended.
  'audit.resultAfterEnd': 'sonuç {recorded}, ama oyun {when} {how} sona ermişti: {expected} ({law})',
  'audit.resultInDeadPosition': 'sonuç {recorded}, ama son konum ölü: iki taraf da asla mat edemez, bu yüzden oyun bu konum oluştuğunda berabere bitmişti ({law})',

  // A win on time by a side that could never have mated ({proof}: why, as the draw panel says it).
  'audit.timeWinCannotMate': '{side} süreden kazandı, ama asla mat edemezdi ({proof}): oyun berabere ({law})',

  // A draw that could have been claimed after {move}, and the game went on; {count}: the later
  // chances by the same rule.
  'audit.claim.threefold': 'konum üçüncü kez oluştu',
  'audit.claim.fiftyMoves': 'taş alma ya da piyon hamlesi olmadan elli hamle geçti',
  'audit.missedClaim': '{move} hamlesinden sonra {what}: {side} beraberlik talep edebilirdi ({claimLaw}), {other} da {move} hamlesini bildirerek ({announceLaw}); oyun devam etti',
  'audit.missedClaimAgain': {
    one: '{move} hamlesinden sonra {what}: {side} beraberlik talep edebilirdi ({claimLaw}), {other} da {move} hamlesini bildirerek ({announceLaw}); oyun devam etti (ve daha sonra bir kez daha)',
    other: '{move} hamlesinden sonra {what}: {side} beraberlik talep edebilirdi ({claimLaw}), {other} da {move} hamlesini bildirerek ({announceLaw}); oyun devam etti (ve daha sonra {count} kez daha)',
  },
};
