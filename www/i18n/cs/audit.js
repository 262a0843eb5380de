// Czech words of the game audit (the Game audit panel of an imported game: one line per
// finding, made from its facts by www/element/findings.js). Placeholders are in braces; a message
// with plural forms is an object of Intl.PluralRules categories chosen by its `count`. {law},
// {claimLaw} and {announceLaw} are articles of the Laws ("FIDE 9.2.1.1"), {move} a move as a
// reader finds it ("31... Kf8"), {recorded}, {expected}, {tag} and {token} results ("1-0").
// Terms: www/i18n/glossary/cs.md.
export default {
  // A finding in the list, after the move it is about; a finding about the start of the game.
  'audit.at': '{move}: {text}',
  'audit.theStart': 'začátek',

  // A move that cannot be read or played, or text that is not PGN, on line {line} of the game's
  // text ({error}: what the PGN reader says, in English).
  'audit.unread': 'řádek {line}: {error}; zbytek partie se nekontroluje',
  // The Result tag and the result written after the moves differ.
  'audit.resultTagMismatch': 'značka Result uvádí {tag}, ale tahy končí výsledkem {token}',

  // When and how a game had ended by itself: the {when} and {how} of the sentences below.
  // (cs: audit.rule.* are in the genitive, after "z důvodu".)
  'audit.after': 'po {move}',
  'audit.atStart': 'hned na začátku',
  'audit.byCheckmate': 'matem, který dal {side}',
  'audit.byDraw': 'remízou z důvodu {rule}',
  'audit.rule.stalemate': 'patu',
  'audit.rule.insufficientMaterial': 'nedostatku materiálu',
  'audit.rule.deadPosition': 'mrtvé pozice',
  'audit.rule.seventyFiveMoves': 'pravidla 75 tahů',
  'audit.rule.fivefold': 'pětinásobného opakování pozice',

  // Moves played (or written) after the game had ended by itself ({written}: what the PGN reader
  // says of the move written, in English).
  'audit.movesAfterEnd': {
    one: 'partie skončila {when} {how} ({law}), přesto byl zahrán ještě {count} tah',
    few: 'partie skončila {when} {how} ({law}), přesto byly zahrány ještě {count} tahy',
    many: 'partie skončila {when} {how} ({law}), přesto bylo zahráno ještě {count} tahu',
    other: 'partie skončila {when} {how} ({law}), přesto bylo zahráno ještě {count} tahů',
  },
  'audit.movesWrittenAfterEnd': 'partie skončila {when} {how} ({law}), přesto byly zapsány další tahy ({written})',
  'audit.movesPlayedAndWrittenAfterEnd': {
    one: 'partie skončila {when} {how} ({law}), přesto byl zahrán ještě {count} tah a další byly zapsány ({written})',
    few: 'partie skončila {when} {how} ({law}), přesto byly zahrány ještě {count} tahy a další byly zapsány ({written})',
    many: 'partie skončila {when} {how} ({law}), přesto bylo zahráno ještě {count} tahu a další byly zapsány ({written})',
    other: 'partie skončila {when} {how} ({law}), přesto bylo zahráno ještě {count} tahů a další byly zapsány ({written})',
  },

  // A result that contradicts how the game had ended.
  'audit.resultAfterEnd': 'výsledek je {recorded}, ale partie skončila již {when} {how}: {expected} ({law})',
  'audit.resultInDeadPosition': 'výsledek je {recorded}, ale konečná pozice je mrtvá: ani jedna strana nemůže nikdy dát mat, takže partie skončila remízou již ve chvíli, kdy pozice vznikla ({law})',

  // A win on time by a side that could never have mated ({proof}: why, as the draw panel says it).
  'audit.timeWinCannotMate': '{side} vyhrál na čas, ale nikdy by nemohl dát mat ({proof}): partie končí remízou ({law})',

  // A draw that could have been claimed after {move}, and the game went on; {count}: the later
  // chances by the same rule.
  'audit.claim.threefold': 'pozice nastala potřetí',
  'audit.claim.fiftyMoves': 'každá strana provedla 50 tahů bez braní a bez tahu pěšcem',
  'audit.missedClaim': 'po {move} {what}: {side} mohl reklamovat remízu ({claimLaw}) a {other} ohlášením tahu {move} ({announceLaw}); partie pokračovala',
  'audit.missedClaimAgain': {
    one: 'po {move} {what}: {side} mohl reklamovat remízu ({claimLaw}) a {other} ohlášením tahu {move} ({announceLaw}); partie pokračovala (a později ještě jednou)',
    few: 'po {move} {what}: {side} mohl reklamovat remízu ({claimLaw}) a {other} ohlášením tahu {move} ({announceLaw}); partie pokračovala (a později ještě {count}krát)',
    many: 'po {move} {what}: {side} mohl reklamovat remízu ({claimLaw}) a {other} ohlášením tahu {move} ({announceLaw}); partie pokračovala (a později ještě {count}krát)',
    other: 'po {move} {what}: {side} mohl reklamovat remízu ({claimLaw}) a {other} ohlášením tahu {move} ({announceLaw}); partie pokračovala (a později ještě {count}krát)',
  },
};
