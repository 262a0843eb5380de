// Ukrainian words of the game audit (the Game audit panel of an imported game: one line per
// finding, made from its facts by www/element/findings.js). Placeholders are in braces; a message
// with plural forms is an object of Intl.PluralRules categories chosen by its `count`. {law},
// {claimLaw} and {announceLaw} are articles of the Laws ("FIDE 9.2.1.1"), {move} a move as a
// reader finds it ("31... Kf8"), {recorded}, {expected}, {tag} and {token} results ("1-0").
export default {
  // A finding in the list, after the move it is about; a finding about the start of the game.
  'audit.at': '{move}: {text}',
  'audit.theStart': 'початкова позиція',

  // A move that cannot be read or played, or text that is not PGN, on line {line} of the game's
  // text ({error}: what the PGN reader says, in English).
  'audit.unread': 'рядок {line}: {error}; решту партії не перевірено',
  // The Result tag and the result written after the moves differ.
  'audit.resultTagMismatch': 'тег Result вказує {tag}, а ходи закінчуються результатом {token}',

  // When and how a game had ended by itself: the {when} and {how} of the sentences below.
  'audit.after': 'після {move}',
  'audit.atStart': 'уже в початковій позиції',
  'audit.byCheckmate': 'матом, який поставили {side}',
  'audit.byDraw': 'внічию — {rule}',
  'audit.rule.stalemate': 'пат',
  'audit.rule.insufficientMaterial': 'недостатньо матеріалу',
  'audit.rule.deadPosition': 'мертва позиція',
  'audit.rule.seventyFiveMoves': 'правило 75 ходів',
  'audit.rule.fivefold': 'п’ятиразове повторення позиції',

  // Moves played (or written) after the game had ended by itself ({written}: what the PGN reader
  // says of the move written, in English).
  'audit.movesAfterEnd': {
    one: 'партія закінчилася {when} {how} ({law}), проте було зіграно ще {count} хід',
    few: 'партія закінчилася {when} {how} ({law}), проте було зіграно ще {count} ходи',
    many: 'партія закінчилася {when} {how} ({law}), проте було зіграно ще {count} ходів',
    other: 'партія закінчилася {when} {how} ({law}), проте було зіграно ще {count} ходу',
  },
  'audit.movesWrittenAfterEnd': 'партія закінчилася {when} {how} ({law}), проте було записано ще ходи ({written})',
  'audit.movesPlayedAndWrittenAfterEnd': {
    one: 'партія закінчилася {when} {how} ({law}), проте було зіграно ще {count} хід, а після нього записано й інші ({written})',
    few: 'партія закінчилася {when} {how} ({law}), проте було зіграно ще {count} ходи, а після них записано й інші ({written})',
    many: 'партія закінчилася {when} {how} ({law}), проте було зіграно ще {count} ходів, а після них записано й інші ({written})',
    other: 'партія закінчилася {when} {how} ({law}), проте було зіграно ще {count} ходу, а після них записано й інші ({written})',
  },

  // A result that contradicts how the game had ended.
  'audit.resultAfterEnd': 'результат — {recorded}, але партія закінчилася {when} {how}: {expected} ({law})',
  'audit.resultInDeadPosition': 'результат — {recorded}, але кінцева позиція мертва: жодна зі сторін ніколи не зможе поставити мат, тож партія закінчилася внічию, щойно ця позиція виникла ({law})',

  // A win on time by a side that could never have mated ({proof}: why, as the draw panel says it).
  'audit.timeWinCannotMate': '{side} виграли за часом, але ніколи не змогли б поставити мат ({proof}): партія закінчується внічию ({law})',

  // A draw that could have been claimed after {move}, and the game went on; {count}: the later
  // chances by the same rule.
  'audit.claim.threefold': 'позиція виникла втретє',
  'audit.claim.fiftyMoves': 'було зроблено п’ятдесят ходів без жодного взяття чи ходу пішака',
  'audit.missedClaim': 'після {move} {what}: {side} могли вимагати нічию ({claimLaw}), а {other} — оголосивши хід {move} ({announceLaw}); партія тривала далі',
  'audit.missedClaimAgain': {
    one: 'після {move} {what}: {side} могли вимагати нічию ({claimLaw}), а {other} — оголосивши хід {move} ({announceLaw}); партія тривала далі (а пізніше — ще {count} раз)',
    few: 'після {move} {what}: {side} могли вимагати нічию ({claimLaw}), а {other} — оголосивши хід {move} ({announceLaw}); партія тривала далі (а пізніше — ще {count} рази)',
    many: 'після {move} {what}: {side} могли вимагати нічию ({claimLaw}), а {other} — оголосивши хід {move} ({announceLaw}); партія тривала далі (а пізніше — ще {count} разів)',
    other: 'після {move} {what}: {side} могли вимагати нічию ({claimLaw}), а {other} — оголосивши хід {move} ({announceLaw}); партія тривала далі (а пізніше — ще {count} разу)',
  },
};
