// Russian words of the game audit (the Game audit panel of an imported game: one line per
// finding, made from its facts by www/element/findings.js). Placeholders are in braces; a message
// with plural forms is an object of Intl.PluralRules categories chosen by its `count`. {law},
// {claimLaw} and {announceLaw} are articles of the Laws ("FIDE 9.2.1.1"), {move} a move as a
// reader finds it ("31... Kf8"), {recorded}, {expected}, {tag} and {token} results ("1-0").
export default {
  // A finding in the list, after the move it is about; a finding about the start of the game.
  'audit.at': '{move}: {text}',
  'audit.theStart': 'начальная позиция',

  // A move that cannot be read or played, or text that is not PGN, on line {line} of the game's
  // text ({error}: what the PGN reader says, in English).
  'audit.unread': 'строка {line}: {error}; дальнейшая часть партии не проверяется',
  // The Result tag and the result written after the moves differ.
  'audit.resultTagMismatch': 'тег Result указывает {tag}, а ходы заканчиваются результатом {token}',

  // When and how a game had ended by itself: the {when} and {how} of the sentences below.
  'audit.after': 'после {move}',
  'audit.atStart': 'уже в начальной позиции',
  'audit.byCheckmate': 'матом, который поставили {side}',
  'audit.byDraw': 'вничью — {rule}',
  'audit.rule.stalemate': 'пат',
  'audit.rule.insufficientMaterial': 'недостаточно материала',
  'audit.rule.deadPosition': 'мёртвая позиция',
  'audit.rule.seventyFiveMoves': 'правило 75 ходов',
  'audit.rule.fivefold': 'пятикратное повторение позиции',

  // Moves played (or written) after the game had ended by itself ({written}: what the PGN reader
  // says of the move written, in English).
  'audit.movesAfterEnd': {
    one: 'партия закончилась {when} {how} ({law}), однако был сыгран ещё {count} ход',
    few: 'партия закончилась {when} {how} ({law}), однако были сыграны ещё {count} хода',
    many: 'партия закончилась {when} {how} ({law}), однако было сыграно ещё {count} ходов',
    other: 'партия закончилась {when} {how} ({law}), однако было сыграно ещё {count} хода',
  },
  'audit.movesWrittenAfterEnd': 'партия закончилась {when} {how} ({law}), однако были записаны ещё ходы ({written})',
  'audit.movesPlayedAndWrittenAfterEnd': {
    one: 'партия закончилась {when} {how} ({law}), однако был сыгран ещё {count} ход, а после него записаны и другие ({written})',
    few: 'партия закончилась {when} {how} ({law}), однако были сыграны ещё {count} хода, а после них записаны и другие ({written})',
    many: 'партия закончилась {when} {how} ({law}), однако было сыграно ещё {count} ходов, а после них записаны и другие ({written})',
    other: 'партия закончилась {when} {how} ({law}), однако было сыграно ещё {count} хода, а после них записаны и другие ({written})',
  },

  // A result that contradicts how the game had ended.
  'audit.resultAfterEnd': 'результат — {recorded}, но партия закончилась {when} {how}: {expected} ({law})',
  'audit.resultInDeadPosition': 'результат — {recorded}, но заключительная позиция мёртвая: ни одна из сторон никогда не сможет поставить мат, поэтому партия закончилась вничью, как только эта позиция возникла ({law})',

  // A win on time by a side that could never have mated ({proof}: why, as the draw panel says it).
  'audit.timeWinCannotMate': '{side} выиграли по времени, но никогда не смогли бы поставить мат ({proof}): партия заканчивается вничью ({law})',

  // A draw that could have been claimed after {move}, and the game went on; {count}: the later
  // chances by the same rule.
  'audit.claim.threefold': 'позиция возникла в третий раз',
  'audit.claim.fiftyMoves': 'было сделано пятьдесят ходов без взятий и ходов пешками',
  'audit.missedClaim': 'после {move} {what}: {side} могли потребовать ничью ({claimLaw}), а {other} — объявив ход {move} ({announceLaw}); партия продолжилась',
  'audit.missedClaimAgain': {
    one: 'после {move} {what}: {side} могли потребовать ничью ({claimLaw}), а {other} — объявив ход {move} ({announceLaw}); партия продолжилась (а позже — ещё {count} раз)',
    few: 'после {move} {what}: {side} могли потребовать ничью ({claimLaw}), а {other} — объявив ход {move} ({announceLaw}); партия продолжилась (а позже — ещё {count} раза)',
    many: 'после {move} {what}: {side} могли потребовать ничью ({claimLaw}), а {other} — объявив ход {move} ({announceLaw}); партия продолжилась (а позже — ещё {count} раз)',
    other: 'после {move} {what}: {side} могли потребовать ничью ({claimLaw}), а {other} — объявив ход {move} ({announceLaw}); партия продолжилась (а позже — ещё {count} раза)',
  },
};
