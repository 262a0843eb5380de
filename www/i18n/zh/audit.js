// 对局审核的中文文字（导入对局的“对局审核”面板：每条发现一行，由 www/element/findings.js 根据
// 其事实组成）。
// (Chinese words of the game audit.) Placeholders are in braces; a message with plural forms is
// an object of Intl.PluralRules categories chosen by its `count` (Chinese has only `other`).
// {law}, {claimLaw} and {announceLaw} are articles of the Laws ("FIDE 9.2.1.1"), {move} a move as
// a reader finds it ("31... Kf8"), {recorded}, {expected}, {tag} and {token} results ("1-0").
export default {
  // A finding in the list, after the move it is about; a finding about the start of the game.
  'audit.at': '{move}：{text}',
  'audit.theStart': '对局开始',

  // A move that cannot be read or played, or text that is not PGN, on line {line} of the game's
  // text ({error}: what the PGN reader says, in English).
  'audit.unread': '第{line}行：{error}；对局的其余部分未检查',
  // The Result tag and the result written after the moves differ.
  'audit.resultTagMismatch': 'Result标签记为{tag}，但着法末尾记为{token}',

  // When and how a game had ended by itself: the {when} and {how} of the sentences below.
  // (Chinese: "对局已{when}{how}" — {how} holds the verb, 告终.)
  'audit.after': '在{move}之后',
  'audit.atStart': '在开始时',
  'audit.byCheckmate': '以{side}将死对方告终',
  'audit.byDraw': '因{rule}以和棋告终',
  'audit.rule.stalemate': '逼和',
  'audit.rule.insufficientMaterial': '子力不足',
  'audit.rule.deadPosition': '死局',
  'audit.rule.seventyFiveMoves': '75回合规则',
  'audit.rule.fivefold': '五次重复局面',

  // Moves played (or written) after the game had ended by itself ({written}: what the PGN reader
  // says of the move written, in English).
  'audit.movesAfterEnd': {
    other: '对局已{when}{how}（{law}），但之后又走了{count}步',
  },
  'audit.movesWrittenAfterEnd': '对局已{when}{how}（{law}），但之后还记录了更多着法（{written}）',
  'audit.movesPlayedAndWrittenAfterEnd': {
    other: '对局已{when}{how}（{law}），但之后又走了{count}步，并记录了更多着法（{written}）',
  },

  // A result that contradicts how the game had ended.
  'audit.resultAfterEnd': '记录的结果是{recorded}，但对局已{when}{how}：结果应为{expected}（{law}）',
  'audit.resultInDeadPosition': '记录的结果是{recorded}，但最终局面是死局：双方都永远无法将死对方，因此该局面出现时对局即为和棋（{law}）',

  // A win on time by a side that could never have mated ({proof}: why, as the draw panel says it).
  'audit.timeWinCannotMate': '{side}因对方超时获胜，但本来永远无法将死对方（{proof}）：对局应为和棋（{law}）',

  // A draw that could have been claimed after {move}, and the game went on; {count}: the later
  // chances by the same rule.
  'audit.claim.threefold': '同一局面第三次出现',
  'audit.claim.fiftyMoves': '已连续50个回合没有吃子或走兵',
  'audit.missedClaim': '{move}之后{what}：{side}本可以要求和棋（{claimLaw}），{other}也本可以通过宣布{move}来要求和棋（{announceLaw}）；但对局继续进行',
  'audit.missedClaimAgain': {
    other: '{move}之后{what}：{side}本可以要求和棋（{claimLaw}），{other}也本可以通过宣布{move}来要求和棋（{announceLaw}）；但对局继续进行（之后又有{count}次这样的机会）',
  },
};
