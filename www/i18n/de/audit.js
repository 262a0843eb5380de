// German words of the game audit (the Game audit panel of an imported game: one line per
// finding, made from its facts by www/element/findings.js). Placeholders are in braces; a message
// with plural forms is an object of Intl.PluralRules categories chosen by its `count`. {law},
// {claimLaw} and {announceLaw} are articles of the Laws ("FIDE 9.2.1.1"), {move} a move as a
// reader finds it ("31... Kf8"), {recorded}, {expected}, {tag} and {token} results ("1-0").
// Terms: www/i18n/glossary/de.md.
export default {
  // A finding in the list, after the move it is about; a finding about the start of the game.
  'audit.at': '{move}: {text}',
  'audit.theStart': 'Partiebeginn',

  // A move that cannot be read or played, or text that is not PGN, on line {line} of the game's
  // text ({error}: what the PGN reader says, in English).
  'audit.unread': 'Zeile {line}: {error}; der Rest der Partie wird nicht geprüft',
  // The Result tag and the result written after the moves differ.
  'audit.resultTagMismatch': 'der Result-Tag lautet {tag}, aber die Züge enden mit {token}',

  // When and how a game had ended by itself: the {when} and {how} of the sentences below.
  // (German: "die Partie endete nach 31... Kf8 remis durch Patt".)
  'audit.after': 'nach {move}',
  'audit.atStart': 'schon zu Beginn',
  'audit.byCheckmate': 'durch Matt von {side}',
  'audit.byDraw': 'remis durch {rule}',
  'audit.rule.stalemate': 'Patt',
  'audit.rule.insufficientMaterial': 'ungenügendes Mattmaterial',
  'audit.rule.deadPosition': 'tote Stellung',
  'audit.rule.seventyFiveMoves': 'die 75-Züge-Regel',
  'audit.rule.fivefold': 'fünffache Stellungswiederholung',

  // Moves played (or written) after the game had ended by itself ({written}: what the PGN reader
  // says of the move written, in English).
  'audit.movesAfterEnd': {
    one: 'die Partie endete {when} {how} ({law}), dennoch wurde {count} weiterer Zug gespielt',
    other: 'die Partie endete {when} {how} ({law}), dennoch wurden {count} weitere Züge gespielt',
  },
  'audit.movesWrittenAfterEnd': 'die Partie endete {when} {how} ({law}), dennoch wurden weitere Züge notiert ({written})',
  'audit.movesPlayedAndWrittenAfterEnd': {
    one: 'die Partie endete {when} {how} ({law}), dennoch wurde {count} weiterer Zug gespielt und weitere notiert ({written})',
    other: 'die Partie endete {when} {how} ({law}), dennoch wurden {count} weitere Züge gespielt und weitere notiert ({written})',
  },

  // A result that contradicts how the game had ended.
  'audit.resultAfterEnd': 'das Ergebnis lautet {recorded}, aber die Partie endete {when} {how}: {expected} ({law})',
  'audit.resultInDeadPosition': 'das Ergebnis lautet {recorded}, aber die Schlussstellung ist tot: keine Seite kann je mattsetzen, also war die Partie remis, sobald sie entstand ({law})',

  // A win on time by a side that could never have mated ({proof}: why, as the draw panel says it).
  'audit.timeWinCannotMate': '{side} gewann durch Zeitüberschreitung, hätte aber nie mattsetzen können ({proof}): die Partie ist remis ({law})',

  // A draw that could have been claimed after {move}, and the game went on; {count}: the later
  // chances by the same rule. (German: {what} follows "nach {move}", so it starts with its verb.)
  'audit.claim.threefold': 'stand die Stellung zum dritten Mal auf dem Brett',
  'audit.claim.fiftyMoves': 'waren 50 Züge jedes Spielers ohne Schlagen oder Bauernzug gespielt',
  'audit.missedClaim': 'nach {move} {what}: {side} hätte Remis reklamieren können ({claimLaw}) und {other} durch Ankündigung von {move} ({announceLaw}); die Partie ging weiter',
  'audit.missedClaimAgain': {
    one: 'nach {move} {what}: {side} hätte Remis reklamieren können ({claimLaw}) und {other} durch Ankündigung von {move} ({announceLaw}); die Partie ging weiter (und später noch einmal)',
    other: 'nach {move} {what}: {side} hätte Remis reklamieren können ({claimLaw}) und {other} durch Ankündigung von {move} ({announceLaw}); die Partie ging weiter (und später noch {count}-mal)',
  },
};
