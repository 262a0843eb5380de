// Dutch words of the game audit (the Game audit panel of an imported game: one line per
// finding, made from its facts by www/element/findings.js). Placeholders are in braces; a message
// with plural forms is an object of Intl.PluralRules categories chosen by its `count`. {law},
// {claimLaw} and {announceLaw} are articles of the Laws ("FIDE 9.2.1.1"), {move} a move as a
// reader finds it ("31... Kf8"), {recorded}, {expected}, {tag} and {token} results ("1-0").
// Terms: www/i18n/glossary/nl.md.
export default {
  // A finding in the list, after the move it is about; a finding about the start of the game.
  'audit.at': '{move}: {text}',
  'audit.theStart': 'het begin',

  // A move that cannot be read or played, or text that is not PGN, on line {line} of the game's
  // text ({error}: what the PGN reader says, in English).
  'audit.unread': 'regel {line}: {error}; de rest van de partij wordt niet gecontroleerd',
  // The Result tag and the result written after the moves differ.
  'audit.resultTagMismatch': 'de Result-tag zegt {tag}, maar de zetten eindigen met {token}',

  // When and how a game had ended by itself: the {when} and {how} of the sentences below.
  // (Dutch: "de partij eindigde na 31... Kf8 in remise door pat".)
  'audit.after': 'na {move}',
  'audit.atStart': 'al bij het begin',
  'audit.byCheckmate': 'door schaakmat van {side}',
  'audit.byDraw': 'in remise door {rule}',
  'audit.rule.stalemate': 'pat',
  'audit.rule.insufficientMaterial': 'onvoldoende materiaal',
  'audit.rule.deadPosition': 'een dode stelling',
  'audit.rule.seventyFiveMoves': 'de 75-zettenregel',
  'audit.rule.fivefold': 'vijfmaal dezelfde stelling',

  // Moves played (or written) after the game had ended by itself ({written}: what the PGN reader
  // says of the move written, in English).
  'audit.movesAfterEnd': {
    one: 'de partij eindigde {when} {how} ({law}), toch werd er nog {count} zet gespeeld',
    other: 'de partij eindigde {when} {how} ({law}), toch werden er nog {count} zetten gespeeld',
  },
  'audit.movesWrittenAfterEnd': 'de partij eindigde {when} {how} ({law}), toch werden er nog zetten genoteerd ({written})',
  'audit.movesPlayedAndWrittenAfterEnd': {
    one: 'de partij eindigde {when} {how} ({law}), toch werd er nog {count} zet gespeeld en werden er meer genoteerd ({written})',
    other: 'de partij eindigde {when} {how} ({law}), toch werden er nog {count} zetten gespeeld en meer genoteerd ({written})',
  },

  // A result that contradicts how the game had ended.
  'audit.resultAfterEnd': 'de uitslag is {recorded}, maar de partij was {when} geëindigd {how}: {expected} ({law})',
  'audit.resultInDeadPosition': 'de uitslag is {recorded}, maar de eindstelling is dood: geen van beide kanten kan ooit mat zetten, dus de partij was remise zodra die stelling ontstond ({law})',

  // A win on time by a side that could never have mated ({proof}: why, as the draw panel says it).
  'audit.timeWinCannotMate': '{side} won op tijd, maar had nooit mat kunnen zetten ({proof}): de partij is remise ({law})',

  // A draw that could have been claimed after {move}, and the game went on; {count}: the later
  // chances by the same rule. (Dutch: {what} follows "na {move}", so it starts with its verb.)
  'audit.claim.threefold': 'stond dezelfde stelling voor de derde keer op het bord',
  'audit.claim.fiftyMoves': 'waren er door elke speler 50 zetten gespeeld zonder slagzet of pionzet',
  'audit.missedClaim': 'na {move} {what}: {side} had remise kunnen claimen ({claimLaw}), en {other} door {move} aan te kondigen ({announceLaw}); de partij ging door',
  'audit.missedClaimAgain': {
    one: 'na {move} {what}: {side} had remise kunnen claimen ({claimLaw}), en {other} door {move} aan te kondigen ({announceLaw}); de partij ging door (en later nog één keer)',
    other: 'na {move} {what}: {side} had remise kunnen claimen ({claimLaw}), en {other} door {move} aan te kondigen ({announceLaw}); de partij ging door (en later nog {count} keer)',
  },
};
