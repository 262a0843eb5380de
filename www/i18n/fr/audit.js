// Les mots français de la vérification de partie (le panneau Vérification de la partie d'une
// partie importée : une ligne par constat, faite de ses faits par www/element/findings.js). Les
// paramètres sont entre accolades ; un message à formes plurielles est un objet de catégories
// Intl.PluralRules choisies par son `count`. {law}, {claimLaw} et {announceLaw} sont des articles
// des Règles (« FIDE 9.2.1.1 »), {move} un coup tel que le lecteur le trouve (« 31... Kf8 »),
// {recorded}, {expected}, {tag} et {token} des résultats (« 1-0 »).
export default {
  // A finding in the list, after the move it is about; a finding about the start of the game.
  'audit.at': '{move} : {text}',
  'audit.theStart': 'le début',

  // A move that cannot be read or played, or text that is not PGN, on line {line} of the game's
  // text ({error}: what the PGN reader says, in English).
  'audit.unread': 'ligne {line} : {error} ; le reste de la partie n’est pas vérifié',
  // The Result tag and the result written after the moves differ.
  'audit.resultTagMismatch': 'la balise Result indique {tag}, mais les coups se terminent par {token}',

  // When and how a game had ended by itself: the {when} and {how} of the sentences below.
  'audit.after': 'après {move}',
  'audit.atStart': 'dès le début',
  'audit.byCheckmate': 'sur un mat des {side}',
  'audit.byDraw': 'sur une nulle par {rule}',
  'audit.rule.stalemate': 'pat',
  'audit.rule.insufficientMaterial': 'matériel insuffisant',
  'audit.rule.deadPosition': 'position morte',
  'audit.rule.seventyFiveMoves': 'la règle des 75 coups',
  'audit.rule.fivefold': 'quintuple répétition',

  // Moves played (or written) after the game had ended by itself ({written}: what the PGN reader
  // says of the move written, in English).
  'audit.movesAfterEnd': {
    one: 'la partie s’était terminée {when} {how} ({law}), pourtant {count} coup de plus a été joué',
    many: 'la partie s’était terminée {when} {how} ({law}), pourtant {count} coups de plus ont été joués',
    other: 'la partie s’était terminée {when} {how} ({law}), pourtant {count} coups de plus ont été joués',
  },
  'audit.movesWrittenAfterEnd': 'la partie s’était terminée {when} {how} ({law}), pourtant d’autres coups ont été écrits ({written})',
  'audit.movesPlayedAndWrittenAfterEnd': {
    one: 'la partie s’était terminée {when} {how} ({law}), pourtant {count} coup de plus a été joué, et d’autres écrits ({written})',
    many: 'la partie s’était terminée {when} {how} ({law}), pourtant {count} coups de plus ont été joués, et d’autres écrits ({written})',
    other: 'la partie s’était terminée {when} {how} ({law}), pourtant {count} coups de plus ont été joués, et d’autres écrits ({written})',
  },

  // A result that contradicts how the game had ended.
  'audit.resultAfterEnd': 'le résultat est {recorded}, mais la partie s’était terminée {when} {how} : {expected} ({law})',
  'audit.resultInDeadPosition': 'le résultat est {recorded}, mais la position finale est morte : aucun camp ne peut jamais mater, la partie était donc nulle dès son apparition ({law})',

  // A win on time by a side that could never have mated ({proof}: why, as the draw panel says it).
  'audit.timeWinCannotMate': 'les {side} ont gagné au temps, mais n’auraient jamais pu mater ({proof}) : la partie est nulle ({law})',

  // A draw that could have been claimed after {move}, and the game went on; {count}: the later
  // chances by the same rule.
  'audit.claim.threefold': 'la position apparaissait pour la troisième fois',
  'audit.claim.fiftyMoves': 'cinquante coups avaient été joués par chacun des joueurs sans prise ni mouvement de pion',
  'audit.missedClaim': 'après {move}, {what} : les {side} auraient pu réclamer la nulle ({claimLaw}), et les {other} en annonçant {move} ({announceLaw}) ; la partie a continué',
  'audit.missedClaimAgain': {
    one: 'après {move}, {what} : les {side} auraient pu réclamer la nulle ({claimLaw}), et les {other} en annonçant {move} ({announceLaw}) ; la partie a continué (et encore une fois plus tard)',
    many: 'après {move}, {what} : les {side} auraient pu réclamer la nulle ({claimLaw}), et les {other} en annonçant {move} ({announceLaw}) ; la partie a continué (et encore {count} fois plus tard)',
    other: 'après {move}, {what} : les {side} auraient pu réclamer la nulle ({claimLaw}), et les {other} en annonçant {move} ({announceLaw}) ; la partie a continué (et encore {count} fois plus tard)',
  },
};
