// 棋盘给出第一个判定时显示的中文文字：控制按钮、各面板标题、和棋面板的标题行、标记与事实、
// 着法列表，以及屏幕阅读器读出的内容。
// (Chinese words of what a board shows with its first verdict.) Placeholders are in braces; a
// message with plural forms is an object of Intl.PluralRules categories chosen by its `count`
// (Chinese has only `other`).
export default {
  // Colours, and the articles of the Laws as cited ({article} is "9.2.1.1", "14E2").
  'side.white': '白方',
  'side.black': '黑方',
  'law.fide': 'FIDE第{article}条',
  'law.usChess': '美国棋联规则{article}',
  // The piece letters of SAN in this language, for K Q R B N (space between; "local" notation).
  letters: 'K Q R B N',
  'nav.first': '«',
  'nav.back': '‹',
  'nav.forward': '›',
  'nav.last': '»',
  flip: '翻转',
  undo: '撤销',
  reset: '重置',
  edit: '编辑',
  draw: '标注',

  // The move box.
  move: '输入着法',
  'move.hint': 'e4, Nf3, O-O, e7e8q',
  'move.play': '走棋',

  // The panels' titles.
  'panel.draws': '和棋',
  'panel.table': '残局库',
  'panel.engine': '引擎',
  'panel.audit': '对局审核',
  'panel.moves': '着法',
  'panel.more': '理由与工具',

  // The draw panel: the headline, the badges and the facts under them.
  'headline.toMove': '{side}走棋',
  'headline.inCheck': '{side}走棋（被将军）',
  'headline.wins': '对局结束：{side}胜（{result}）',
  'headline.draw': '对局结束：和棋（½-½）',
  badges: '和棋与对局结束',
  'label.checkmate': '将死',
  'label.stalemate': '逼和',
  'label.insufficientMaterial': '子力不足',
  'label.deadPosition': '死局',
  'label.fivefold': '五次重复局面',
  'label.seventyFiveMoves': '75回合规则',
  'label.threefold': '三次重复局面',
  'label.fiftyMoves': '50回合规则',
  'label.mateCannotBeForced': '无法强制将死',
  'badge.over': '对局已结束',
  'badge.drawn': '对局和棋',
  'badge.claimable': '可以要求和棋',
  'badge.claimLabel': '{label}：可以要求和棋',
  'badge.materialNote': '双方都没有足以强制将死的子力',
  // "Claim with the next move: write down Kf2 or Kg2 before playing it, and claim the draw
  // (Threefold repetition)." {moves} are the moves in bold.
  'claim.label': '随下一步要求和棋：',
  'claim.write': '先写下{moves}、暂不走出，再要求和棋（{rules}）。',
  'claim.more': { other: '其余{count}步着法' },
  'material.has': '{side}有足以强制将死的子力',
  'material.hasNot': '{side}没有足以强制将死的子力',
  // Whether a side can still mate. {line} is a legal line in SAN; {proof} one of proofWord.*.
  'mate.line': '{side}仍可将死对方：{line}',
  'mate.longLine': { other: '{side}仍可将死对方（有一条{count}回合的合法着法序列为证）' },
  'mate.never': '{side}永远无法将死对方（{proof}）',
  'mate.checking': '正在检查{side}是否仍可将死对方…',
  'mate.notSettled': '未能确定{side}是否仍可将死对方：搜索已用尽预算',
  'mate.notYet': '尚不知道{side}是否仍可将死对方',
  'proofWord.material': '子力不足',
  'proofWord.lockedPawns': '兵已彻底锁死',
  'proofWord.gameOver': '对局已结束',
  'proofWord.everyMove': '每一步合法着法都排除了将死',
  'proofWord.exhaustive': '已检查所有可能出现的局面',
  'proofWord.seventyFiveMoves': '75回合规则先生效',
  'proofWord.proved': '已证明',
  // A flag falling (FIDE 6.9, US Chess 14E): {law} is the article as cited.
  'flag.falls': '如果{side}超时：{ruling}',
  'flag.opponentWins': '{other}胜（{law}）',
  'flag.draw': '和棋——{other}以任何一系列合法着法都无法将死对方（{law}）',
  'flag.notSettled': '未确定——仅当{other}以任何一系列合法着法都无法将死对方时才是和棋（{law}）',
  'flag.checking': '正在检查是否仍可能将死…',
  'flag.usChess': '{text}；按{law}：{ruling}',
  'flagUs.opponentWins': '{other}胜',
  'flagUs.draw': '和棋',
  'flagUs.notSettled': '和棋，除非{other}能强制取胜，此处尚未确定',
  counts: '{seen}；{clock}',
  'counts.seen': { other: '该局面已出现{count}次' },
  'counts.clock': { other: '自上次吃子或走兵以来已走{count}个半回合。' },
  why: '原因',
  // "Why can't this be claimed? Show a mate": the button, in two parts (the second never wraps).
  'mateBox.question': '为什么不能要求和棋？',
  'mateBox.request': '演示将死',
  noMoves: '尚无着法。',
  'noMoves.black': '黑方先走：尚无着法。',
  promote: '提升',
  mainLine: '设为主线',
  deleteFrom: '从此处删除',
  comment: '评注',
  teach: '教学',
};
