// Le parole italiane della verifica della partita (il pannello Verifica della partita di una
// partita importata: una riga per constatazione, composta dai suoi fatti da
// www/element/findings.js). I parametri sono tra graffe; un messaggio con forme plurali è un
// oggetto di categorie Intl.PluralRules scelte dal suo `count`. {law}, {claimLaw} e {announceLaw}
// sono articoli del Regolamento ("FIDE 9.2.1.1"), {move} una mossa come la trova il lettore
// ("31... Kf8"), {recorded}, {expected}, {tag} e {token} risultati ("1-0").
export default {
  // A finding in the list, after the move it is about; a finding about the start of the game.
  'audit.at': '{move}: {text}',
  'audit.theStart': 'l’inizio',

  // A move that cannot be read or played, or text that is not PGN, on line {line} of the game's
  // text ({error}: what the PGN reader says, in English).
  'audit.unread': 'riga {line}: {error}; il resto della partita non viene verificato',
  // The Result tag and the result written after the moves differ.
  'audit.resultTagMismatch': 'il tag Result indica {tag}, ma le mosse terminano con {token}',

  // When and how a game had ended by itself: the {when} and {how} of the sentences below.
  'audit.after': 'dopo {move}',
  'audit.atStart': 'già all’inizio',
  'audit.byCheckmate': 'per scaccomatto del {side}',
  'audit.byDraw': 'con la patta per {rule}',
  'audit.rule.stalemate': 'stallo',
  'audit.rule.insufficientMaterial': 'materiale insufficiente',
  'audit.rule.deadPosition': 'posizione morta',
  'audit.rule.seventyFiveMoves': 'la regola delle 75 mosse',
  'audit.rule.fivefold': 'quintuplice ripetizione',

  // Moves played (or written) after the game had ended by itself ({written}: what the PGN reader
  // says of the move written, in English).
  'audit.movesAfterEnd': {
    one: 'la partita era finita {when} {how} ({law}), eppure è stata giocata ancora {count} mossa',
    many: 'la partita era finita {when} {how} ({law}), eppure sono state giocate altre {count} mosse',
    other: 'la partita era finita {when} {how} ({law}), eppure sono state giocate altre {count} mosse',
  },
  'audit.movesWrittenAfterEnd': 'la partita era finita {when} {how} ({law}), eppure sono state scritte altre mosse ({written})',
  'audit.movesPlayedAndWrittenAfterEnd': {
    one: 'la partita era finita {when} {how} ({law}), eppure è stata giocata ancora {count} mossa, e altre sono state scritte ({written})',
    many: 'la partita era finita {when} {how} ({law}), eppure sono state giocate altre {count} mosse, e altre ancora scritte ({written})',
    other: 'la partita era finita {when} {how} ({law}), eppure sono state giocate altre {count} mosse, e altre ancora scritte ({written})',
  },

  // A result that contradicts how the game had ended.
  'audit.resultAfterEnd': 'il risultato è {recorded}, ma la partita era finita {when} {how}: {expected} ({law})',
  'audit.resultInDeadPosition': 'il risultato è {recorded}, ma la posizione finale è morta: nessuno dei due può mai dare scaccomatto, quindi la partita era patta dal momento in cui si è presentata ({law})',

  // A win on time by a side that could never have mated ({proof}: why, as the draw panel says it).
  'audit.timeWinCannotMate': 'il {side} ha vinto per tempo, ma non avrebbe mai potuto dare scaccomatto ({proof}): la partita è patta ({law})',

  // A draw that could have been claimed after {move}, and the game went on; {count}: the later
  // chances by the same rule.
  'audit.claim.threefold': 'la posizione si presentava per la terza volta',
  'audit.claim.fiftyMoves': 'erano state giocate cinquanta mosse da ciascun giocatore senza catture né movimenti di pedone',
  'audit.missedClaim': 'dopo {move} {what}: il {side} avrebbe potuto richiedere la patta ({claimLaw}), e il {other} annunciando {move} ({announceLaw}); la partita è proseguita',
  'audit.missedClaimAgain': {
    one: 'dopo {move} {what}: il {side} avrebbe potuto richiedere la patta ({claimLaw}), e il {other} annunciando {move} ({announceLaw}); la partita è proseguita (e un’altra volta più avanti)',
    many: 'dopo {move} {what}: il {side} avrebbe potuto richiedere la patta ({claimLaw}), e il {other} annunciando {move} ({announceLaw}); la partita è proseguita (e altre {count} volte più avanti)',
    other: 'dopo {move} {what}: il {side} avrebbe potuto richiedere la patta ({claimLaw}), e il {other} annunciando {move} ({announceLaw}); la partita è proseguita (e altre {count} volte più avanti)',
  },
};
