// الكلمات العربية لتدقيق المباراة (لوحة «تدقيق المباراة» لمباراة مستوردة: سطر لكل ملاحظة، يُركَّب
// من وقائعها في www/element/findings.js).
// (Arabic words of the game audit.) Placeholders are in braces; a message with plural forms is an
// object of Intl.PluralRules categories chosen by its `count` (Arabic: zero, one, two, few, many,
// other). {law}, {claimLaw} and {announceLaw} are articles of the Laws ("FIDE 9.2.1.1"), {move} a
// move as a reader finds it ("31... Kf8"), {recorded}, {expected}, {tag} and {token} results ("1-0").
export default {
  // A finding in the list, after the move it is about; a finding about the start of the game.
  'audit.at': '{move}: {text}',
  'audit.theStart': 'البداية',

  // A move that cannot be read or played, or text that is not PGN, on line {line} of the game's
  // text ({error}: what the PGN reader says, in English).
  'audit.unread': 'السطر {line}: {error}؛ لم يُفحص باقي المباراة',
  // The Result tag and the result written after the moves differ.
  'audit.resultTagMismatch': 'وسم Result يذكر {tag} لكن النقلات تنتهي بالنتيجة {token}',

  // When and how a game had ended by itself: the {when} and {how} of the sentences below.
  'audit.after': 'بعد {move}',
  'audit.atStart': 'في البداية',
  'audit.byCheckmate': 'بكش مات من {side}',
  'audit.byDraw': 'بالتعادل بسبب {rule}',
  'audit.rule.stalemate': 'خنق الملك',
  'audit.rule.insufficientMaterial': 'عدم كفاية المادة',
  'audit.rule.deadPosition': 'الوضعية الميتة',
  'audit.rule.seventyFiveMoves': 'قاعدة الـ75 نقلة',
  'audit.rule.fivefold': 'تكرار الوضعية خمس مرات',

  // Moves played (or written) after the game had ended by itself ({written}: what the PGN reader
  // says of the move written, in English).
  'audit.movesAfterEnd': {
    zero: 'انتهت المباراة {when} {how} ({law})، ومع ذلك لُعبت {count} نقلة أخرى',
    one: 'انتهت المباراة {when} {how} ({law})، ومع ذلك لُعبت نقلة أخرى',
    two: 'انتهت المباراة {when} {how} ({law})، ومع ذلك لُعبت نقلتان أخريان',
    few: 'انتهت المباراة {when} {how} ({law})، ومع ذلك لُعبت {count} نقلات أخرى',
    many: 'انتهت المباراة {when} {how} ({law})، ومع ذلك لُعبت {count} نقلة أخرى',
    other: 'انتهت المباراة {when} {how} ({law})، ومع ذلك لُعبت {count} نقلة أخرى',
  },
  'audit.movesWrittenAfterEnd': 'انتهت المباراة {when} {how} ({law})، ومع ذلك كُتبت نقلات أخرى ({written})',
  'audit.movesPlayedAndWrittenAfterEnd': {
    zero: 'انتهت المباراة {when} {how} ({law})، ومع ذلك لُعبت {count} نقلة أخرى، وكُتب المزيد ({written})',
    one: 'انتهت المباراة {when} {how} ({law})، ومع ذلك لُعبت نقلة أخرى، وكُتب المزيد ({written})',
    two: 'انتهت المباراة {when} {how} ({law})، ومع ذلك لُعبت نقلتان أخريان، وكُتب المزيد ({written})',
    few: 'انتهت المباراة {when} {how} ({law})، ومع ذلك لُعبت {count} نقلات أخرى، وكُتب المزيد ({written})',
    many: 'انتهت المباراة {when} {how} ({law})، ومع ذلك لُعبت {count} نقلة أخرى، وكُتب المزيد ({written})',
    other: 'انتهت المباراة {when} {how} ({law})، ومع ذلك لُعبت {count} نقلة أخرى، وكُتب المزيد ({written})',
  },

  // A result that contradicts how the game had ended.
  'audit.resultAfterEnd': 'النتيجة المسجلة {recorded}، لكن المباراة كانت قد انتهت {when} {how}: {expected} ({law})',
  'audit.resultInDeadPosition': 'النتيجة المسجلة {recorded}، لكن الوضعية الأخيرة ميتة: لا يستطيع أيٌّ من الطرفين الإماتة أبدًا، لذا انتهت المباراة بالتعادل عند ظهورها ({law})',

  // A win on time by a side that could never have mated ({proof}: why, as the draw panel says it).
  'audit.timeWinCannotMate': 'فاز {side} بالوقت، لكنه ما كان ليستطيع الإماتة أبدًا ({proof}): المباراة تعادل ({law})',

  // A draw that could have been claimed after {move}, and the game went on; {count}: the later
  // chances by the same rule.
  'audit.claim.threefold': 'ظهرت الوضعية للمرة الثالثة',
  'audit.claim.fiftyMoves': 'مرّت خمسون نقلة دون أسر أو نقلة بيدق',
  'audit.missedClaim': 'بعد {move} {what}: كان بإمكان {side} طلب التعادل ({claimLaw})، وكان بإمكان {other} ذلك بإعلان {move} ({announceLaw})؛ واستمرت المباراة',
  'audit.missedClaimAgain': {
    zero: 'بعد {move} {what}: كان بإمكان {side} طلب التعادل ({claimLaw})، وكان بإمكان {other} ذلك بإعلان {move} ({announceLaw})؛ واستمرت المباراة (و{count} مرة أخرى لاحقًا)',
    one: 'بعد {move} {what}: كان بإمكان {side} طلب التعادل ({claimLaw})، وكان بإمكان {other} ذلك بإعلان {move} ({announceLaw})؛ واستمرت المباراة (ومرة أخرى لاحقًا)',
    two: 'بعد {move} {what}: كان بإمكان {side} طلب التعادل ({claimLaw})، وكان بإمكان {other} ذلك بإعلان {move} ({announceLaw})؛ واستمرت المباراة (ومرتين أخريين لاحقًا)',
    few: 'بعد {move} {what}: كان بإمكان {side} طلب التعادل ({claimLaw})، وكان بإمكان {other} ذلك بإعلان {move} ({announceLaw})؛ واستمرت المباراة (و{count} مرات أخرى لاحقًا)',
    many: 'بعد {move} {what}: كان بإمكان {side} طلب التعادل ({claimLaw})، وكان بإمكان {other} ذلك بإعلان {move} ({announceLaw})؛ واستمرت المباراة (و{count} مرة أخرى لاحقًا)',
    other: 'بعد {move} {what}: كان بإمكان {side} طلب التعادل ({claimLaw})، وكان بإمكان {other} ذلك بإعلان {move} ({announceLaw})؛ واستمرت المباراة (و{count} مرة أخرى لاحقًا)',
  },
};
