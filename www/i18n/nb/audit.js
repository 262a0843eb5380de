// Norwegian Bokmål words of the game audit (the Game audit panel of an imported game: one line
// per finding, made from its facts by www/element/findings.js). Placeholders are in braces; a
// message with plural forms is an object of Intl.PluralRules categories chosen by its `count`.
// {law}, {claimLaw} and {announceLaw} are articles of the Laws ("FIDE 9.2.1.1"), {move} a move
// as a reader finds it ("31... Kf8"), {recorded}, {expected}, {tag} and {token} results ("1-0").
// Terms: www/i18n/glossary/nb.md.
export default {
  // A finding in the list, after the move it is about; a finding about the start of the game.
  'audit.at': '{move}: {text}',
  'audit.theStart': 'starten',

  // A move that cannot be read or played, or text that is not PGN, on line {line} of the game's
  // text ({error}: what the PGN reader says, in English).
  'audit.unread': 'linje {line}: {error}; resten av partiet kontrolleres ikke',
  // The Result tag and the result written after the moves differ.
  'audit.resultTagMismatch': 'Result-taggen sier {tag}, men trekkene ender med {token}',

  // When and how a game had ended by itself: the {when} and {how} of the sentences below.
  'audit.after': 'etter {move}',
  'audit.atStart': 'allerede i utgangsstillingen',
  'audit.byCheckmate': 'med sjakkmatt av {side}',
  'audit.byDraw': 'med remis ved {rule}',
  'audit.rule.stalemate': 'patt',
  'audit.rule.insufficientMaterial': 'utilstrekkelig materiell',
  'audit.rule.deadPosition': 'død stilling',
  'audit.rule.seventyFiveMoves': '75-trekksregelen',
  'audit.rule.fivefold': 'femdobbel stillingsgjentakelse',

  // Moves played (or written) after the game had ended by itself ({written}: what the PGN reader
  // says of the move written, in English).
  'audit.movesAfterEnd': {
    one: 'partiet endte {when} {how} ({law}), men likevel ble {count} trekk til spilt',
    other: 'partiet endte {when} {how} ({law}), men likevel ble {count} trekk til spilt',
  },
  'audit.movesWrittenAfterEnd': 'partiet endte {when} {how} ({law}), men likevel ble flere trekk skrevet ({written})',
  'audit.movesPlayedAndWrittenAfterEnd': {
    one: 'partiet endte {when} {how} ({law}), men likevel ble {count} trekk til spilt, og flere skrevet ({written})',
    other: 'partiet endte {when} {how} ({law}), men likevel ble {count} trekk til spilt, og flere skrevet ({written})',
  },

  // A result that contradicts how the game had ended.
  'audit.resultAfterEnd': 'resultatet er {recorded}, men partiet hadde endt {when} {how}: {expected} ({law})',
  'audit.resultInDeadPosition': 'resultatet er {recorded}, men sluttstillingen er død: ingen av spillerne kan noen gang sette matt, så partiet ble remis da den oppsto ({law})',

  // A win on time by a side that could never have mated ({proof}: why, as the draw panel says it).
  'audit.timeWinCannotMate': '{side} vant på tid, men kunne aldri ha satt matt ({proof}): partiet er remis ({law})',

  // A draw that could have been claimed after {move}, and the game went on; {count}: the later
  // chances by the same rule.
  'audit.claim.threefold': 'stillingen oppsto for tredje gang',
  'audit.claim.fiftyMoves': '50 trekk var spilt uten slag eller bondetrekk',
  'audit.missedClaim': '{what} etter {move}: {side} kunne ha krevd remis ({claimLaw}), og {other} ved å kunngjøre {move} ({announceLaw}); partiet fortsatte',
  'audit.missedClaimAgain': {
    one: '{what} etter {move}: {side} kunne ha krevd remis ({claimLaw}), og {other} ved å kunngjøre {move} ({announceLaw}); partiet fortsatte (og én gang til senere)',
    other: '{what} etter {move}: {side} kunne ha krevd remis ({claimLaw}), og {other} ved å kunngjøre {move} ({announceLaw}); partiet fortsatte (og {count} ganger til senere)',
  },
};
