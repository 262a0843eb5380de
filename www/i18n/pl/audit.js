// Polish words of the game audit (the Game audit panel of an imported game: one line per
// finding, made from its facts by www/element/findings.js). Placeholders are in braces; a message
// with plural forms is an object of Intl.PluralRules categories chosen by its `count`. {law},
// {claimLaw} and {announceLaw} are articles of the Laws ("FIDE 9.2.1.1"), {move} a move as a
// reader finds it ("31... Kf8"), {recorded}, {expected}, {tag} and {token} results ("1-0").
// Terms: www/i18n/glossary/pl.md.
export default {
  // A finding in the list, after the move it is about; a finding about the start of the game.
  'audit.at': '{move}: {text}',
  'audit.theStart': 'początek',

  // A move that cannot be read or played, or text that is not PGN, on line {line} of the game's
  // text ({error}: what the PGN reader says, in English).
  'audit.unread': 'wiersz {line}: {error}; reszta partii nie jest sprawdzana',
  // The Result tag and the result written after the moves differ.
  'audit.resultTagMismatch': 'znacznik Result podaje {tag}, a posunięcia kończą się wynikiem {token}',

  // When and how a game had ended by itself: the {when} and {how} of the sentences below.
  // (pl: audit.rule.* are in the genitive, after "z powodu".)
  'audit.after': 'po {move}',
  'audit.atStart': 'na początku',
  'audit.byCheckmate': 'matem danym przez {side}',
  'audit.byDraw': 'remisem z powodu {rule}',
  'audit.rule.stalemate': 'pata',
  'audit.rule.insufficientMaterial': 'niewystarczającego materiału',
  'audit.rule.deadPosition': 'martwej pozycji',
  'audit.rule.seventyFiveMoves': 'zasady 75 posunięć',
  'audit.rule.fivefold': 'pięciokrotnego powtórzenia pozycji',

  // Moves played (or written) after the game had ended by itself ({written}: what the PGN reader
  // says of the move written, in English).
  'audit.movesAfterEnd': {
    one: 'partia zakończyła się {when} {how} ({law}), a mimo to rozegrano jeszcze {count} posunięcie',
    few: 'partia zakończyła się {when} {how} ({law}), a mimo to rozegrano jeszcze {count} posunięcia',
    many: 'partia zakończyła się {when} {how} ({law}), a mimo to rozegrano jeszcze {count} posunięć',
    other: 'partia zakończyła się {when} {how} ({law}), a mimo to rozegrano jeszcze {count} posunięcia',
  },
  'audit.movesWrittenAfterEnd': 'partia zakończyła się {when} {how} ({law}), a mimo to zapisano kolejne posunięcia ({written})',
  'audit.movesPlayedAndWrittenAfterEnd': {
    one: 'partia zakończyła się {when} {how} ({law}), a mimo to rozegrano jeszcze {count} posunięcie i zapisano kolejne ({written})',
    few: 'partia zakończyła się {when} {how} ({law}), a mimo to rozegrano jeszcze {count} posunięcia i zapisano kolejne ({written})',
    many: 'partia zakończyła się {when} {how} ({law}), a mimo to rozegrano jeszcze {count} posunięć i zapisano kolejne ({written})',
    other: 'partia zakończyła się {when} {how} ({law}), a mimo to rozegrano jeszcze {count} posunięcia i zapisano kolejne ({written})',
  },

  // A result that contradicts how the game had ended.
  'audit.resultAfterEnd': 'wynik to {recorded}, ale partia zakończyła się już {when} {how}: {expected} ({law})',
  'audit.resultInDeadPosition': 'wynik to {recorded}, ale pozycja końcowa jest martwa: żadna ze stron nigdy nie może dać mata, więc partia zakończyła się remisem w chwili jej powstania ({law})',

  // A win on time by a side that could never have mated ({proof}: why, as the draw panel says it).
  'audit.timeWinCannotMate': '{side} wygrały na czas, ale nigdy nie mogłyby dać mata ({proof}): partia kończy się remisem ({law})',

  // A draw that could have been claimed after {move}, and the game went on; {count}: the later
  // chances by the same rule.
  'audit.claim.threefold': 'pozycja wystąpiła po raz trzeci',
  'audit.claim.fiftyMoves': 'każda ze stron wykonała 50 posunięć bez bicia i bez posunięcia pionem',
  'audit.missedClaim': 'po {move} {what}: {side} mogły zażądać remisu ({claimLaw}), a {other} – zapowiadając {move} ({announceLaw}); partia toczyła się dalej',
  'audit.missedClaimAgain': {
    one: 'po {move} {what}: {side} mogły zażądać remisu ({claimLaw}), a {other} – zapowiadając {move} ({announceLaw}); partia toczyła się dalej (i później jeszcze raz)',
    few: 'po {move} {what}: {side} mogły zażądać remisu ({claimLaw}), a {other} – zapowiadając {move} ({announceLaw}); partia toczyła się dalej (i później jeszcze {count} razy)',
    many: 'po {move} {what}: {side} mogły zażądać remisu ({claimLaw}), a {other} – zapowiadając {move} ({announceLaw}); partia toczyła się dalej (i później jeszcze {count} razy)',
    other: 'po {move} {what}: {side} mogły zażądać remisu ({claimLaw}), a {other} – zapowiadając {move} ({announceLaw}); partia toczyła się dalej (i później jeszcze {count} raza)',
  },
};
