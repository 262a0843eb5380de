// Palabras en español de la auditoría de la partida (el panel Auditoría de la partida de una
// partida importada: una línea por hallazgo, hecha con sus datos por www/element/findings.js).
// Placeholders are in braces; a message with plural forms is an object of Intl.PluralRules
// categories chosen by its `count`. {law}, {claimLaw} and {announceLaw} are articles of the Laws
// ("FIDE 9.2.1.1"), {move} a move as a reader finds it ("31... Kf8"), {recorded}, {expected},
// {tag} and {token} results ("1-0").
export default {
  // A finding in the list, after the move it is about; a finding about the start of the game.
  'audit.at': '{move}: {text}',
  'audit.theStart': 'el inicio',

  // A move that cannot be read or played, or text that is not PGN, on line {line} of the game's
  // text ({error}: what the PGN reader says, in English).
  'audit.unread': 'línea {line}: {error}; el resto de la partida no se comprueba',
  // The Result tag and the result written after the moves differ.
  'audit.resultTagMismatch': 'la etiqueta Result dice {tag}, pero las jugadas terminan con {token}',

  // When and how a game had ended by itself: the {when} and {how} of the sentences below.
  'audit.after': 'tras {move}',
  'audit.atStart': 'al inicio',
  'audit.byCheckmate': 'con jaque mate de las {side}',
  'audit.byDraw': 'en tablas por {rule}',
  'audit.rule.stalemate': 'rey ahogado',
  'audit.rule.insufficientMaterial': 'material insuficiente',
  'audit.rule.deadPosition': 'posición muerta',
  'audit.rule.seventyFiveMoves': 'la regla de los 75 movimientos',
  'audit.rule.fivefold': 'quíntuple repetición',

  // Moves played (or written) after the game had ended by itself ({written}: what the PGN reader
  // says of the move written, in English).
  'audit.movesAfterEnd': {
    one: 'la partida terminó {when} {how} ({law}), pero aún se jugó {count} jugada más',
    many: 'la partida terminó {when} {how} ({law}), pero aún se jugaron {count} jugadas más',
    other: 'la partida terminó {when} {how} ({law}), pero aún se jugaron {count} jugadas más',
  },
  'audit.movesWrittenAfterEnd': 'la partida terminó {when} {how} ({law}), pero se anotaron más jugadas ({written})',
  'audit.movesPlayedAndWrittenAfterEnd': {
    one: 'la partida terminó {when} {how} ({law}), pero aún se jugó {count} jugada más, y se anotaron otras ({written})',
    many: 'la partida terminó {when} {how} ({law}), pero aún se jugaron {count} jugadas más, y se anotaron otras ({written})',
    other: 'la partida terminó {when} {how} ({law}), pero aún se jugaron {count} jugadas más, y se anotaron otras ({written})',
  },

  // A result that contradicts how the game had ended.
  'audit.resultAfterEnd': 'el resultado es {recorded}, pero la partida había terminado {when} {how}: {expected} ({law})',
  'audit.resultInDeadPosition': 'el resultado es {recorded}, pero la posición final es una posición muerta: ningún bando puede dar mate nunca, así que la partida terminó en tablas al producirse esa posición ({law})',

  // A win on time by a side that could never have mated ({proof}: why, as the draw panel says it).
  'audit.timeWinCannotMate': 'las {side} ganaron por tiempo, pero nunca habrían podido dar mate ({proof}): la partida es tablas ({law})',

  // A draw that could have been claimed after {move}, and the game went on; {count}: the later
  // chances by the same rule.
  'audit.claim.threefold': 'la posición se dio por tercera vez',
  'audit.claim.fiftyMoves': 'se habían completado 50 jugadas de cada jugador sin captura ni movimiento de peón',
  'audit.missedClaim': 'tras {move} {what}: las {side} podrían haber reclamado tablas ({claimLaw}), y las {other}, anunciando {move} ({announceLaw}); la partida continuó',
  'audit.missedClaimAgain': {
    one: 'tras {move} {what}: las {side} podrían haber reclamado tablas ({claimLaw}), y las {other}, anunciando {move} ({announceLaw}); la partida continuó (y una vez más después)',
    many: 'tras {move} {what}: las {side} podrían haber reclamado tablas ({claimLaw}), y las {other}, anunciando {move} ({announceLaw}); la partida continuó (y {count} veces más después)',
    other: 'tras {move} {what}: las {side} podrían haber reclamado tablas ({claimLaw}), y las {other}, anunciando {move} ({announceLaw}); la partida continuó (y {count} veces más después)',
  },
};
