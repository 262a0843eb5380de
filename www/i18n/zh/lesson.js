// 课程的中文文字：规则问答（lesson/quiz.js）、谜题模式（lesson/puzzle.js）、教师面板
// （lesson/teach.js）以及裁判员练习（drill.html、drill.js）。
// (Chinese words of lessons.) {side} and the like are side names ("白方"); {law} is an article as
// cited ("FIDE第9.3条"); {move} and {moves} are moves in SAN ("Nf3"); a message with plural forms
// is chosen by {count} (Chinese has only `other`).
export default {
  // The quiz kinds, as the teacher's panel offers them and the drill names its questions.
  'quiz.kind.claim': '能否要求和棋？',
  'quiz.kind.flag': '如果超时会怎样？',
  'quiz.kind.dead': '该局面是否为死局？',
  'quiz.kind.mate': '轮走方还能将死对方吗？',

  // A quiz's answer, under its options: while the proof is coming, without one, and once
  // answered ("Right. <reason>", "Not quite: <the right option>. <reason>").
  'quiz.proving': '棋盘仍在证明答案…',
  'quiz.unproved': '棋盘尚未证明答案，因此不标出任何选项。{reason}',
  'quiz.answered': '{verdict}{reason}',
  'quiz.right': '正确。',
  'quiz.notQuite': '不太对：{answer}。',

  // Sentences of the reasons: a side's mating chances ({fact} is the draw panel's, "White can
  // still checkmate: 1. Qh5 ..."), and how a game ended by itself.
  'quiz.fact': '{fact}。',
  'quiz.canMateHidden': '{side}仍可将死对方（解出谜题后显示着法）。',
  'quiz.ended.checkmate': '将死（{law}）',
  'quiz.ended.stalemate': '逼和（{law}）',
  'quiz.ended.insufficientMaterial': '双方都没有将死所需的子力（{law}）',
  'quiz.ended.deadPosition': '局面是死局（{law}）',
  'quiz.ended.fivefold': '同一局面已出现五次（{law}）',
  'quiz.ended.seventyFiveMoves': '连续75个回合双方既没有吃子也没有走兵（{law}）',

  // The claim quiz: "Can White, to move, claim a draw?"
  'quiz.claim.question': '轮到{side}走棋：能否要求和棋？',
  'quiz.claim.now': '能，{side}现在即可要求',
  'quiz.claim.announce': '只能先写下一步着法并宣布它',
  'quiz.claim.over': '无须要求：对局已经是和棋',
  'quiz.claim.no': '不能',
  // ... its reasons. {seen} is quiz.claim.seen; {times} and {played} its counts.
  'quiz.claim.seen': '该局面已出现{times}，且自上次吃子或走兵以来{played}',
  'quiz.claim.times': { other: '{count}次' },
  'quiz.claim.played': { other: '已走了{count}个半回合' },
  'quiz.claim.won': '不能：对局已经结束——{how}。{side}已获胜。',
  'quiz.claim.ended': '对局已自动结束，无须要求：{how}。',
  'quiz.claim.deadUnknown': '搜索在证明该局面是否为死局之前已用尽预算；如果是死局，对局已经结束。',
  'quiz.claim.mayNow': '{side}现在即可要求和棋：{rules}。',
  'quiz.claim.threefoldNow': '同一局面第三次出现，且轮到{side}走棋（{law}）',
  'quiz.claim.fiftyNow': '双方已各走50回合，期间没有吃子或走兵（{law}）',
  'quiz.claim.bothRules': '{first}；并且{second}',
  'quiz.claim.byAnnouncing': '现在还不能：{seen}。但{side}可以在记录纸上写下{moves}，向裁判员声明要走这步棋，并要求和棋：{rules}。如果先走出这步棋，要求和棋的权利就转到对方。',
  // {moves}: the first four of the moves, then how many more there are.
  'quiz.claim.more': { other: '其余{count}步着法' },
  'quiz.claim.oneOfItsMoves': '自己的某一步着法',
  'quiz.claim.threefoldNext': '走出后的局面将第三次出现（{law}）',
  'quiz.claim.fiftyNext': '这步棋将使双方各走满50回合，期间没有吃子或走兵（{law}）',
  'quiz.claim.eitherRule': '{first}；或者{second}',
  'quiz.claim.none': '不能：{seen}。要求和棋需要同一局面第三次出现（{threefoldLaw}），或双方各走满50回合（{fiftyLaw}），而{side}的任何着法都无法满足其中任一条件。',

  // The flag quiz: under the FIDE Laws, then under US Chess rule 14E ({rule}: "14E", "14E2").
  'quiz.flag.question': '{side}现在超时。按FIDE《国际象棋规则》，结果是什么？',
  'quiz.flag.opponentWins': '{side}胜',
  'quiz.flag.draw': '和棋',
  'quiz.flag.over': '对局已经结束：现在超时不会改变任何结果。',
  'quiz.flag.fide': '{law}：超时的一方判负，除非对方以任何一系列合法着法都无法将死该方——此时为和棋。{fact}',
  'quiz.flag.usQuestion': '按美国棋联规则（{rule}，超时取胜所需的子力不足）又如何？',
  'quiz.flag.us': '美国棋联规则{rule}：{clause}。',
  // ... the clauses of 14E ({side}: the opponent of {flagger}, whose flag fell; {forced}: one
  // of the four after them).
  'quiz.flag.loneKing': '{side}只剩王，因此为和棋',
  'quiz.flag.minorPiece': '{side}只有王和一个象或马，因此为和棋，除非{side}有强制取胜；{forced}',
  'quiz.flag.twoKnights': '{side}只有王和两个马，而{flagger}没有兵，因此为和棋，除非{side}有强制取胜；{forced}',
  'quiz.flag.cannotMate': '{side}根本无法将死对方，因此没有强制取胜',
  'quiz.flag.noTable': '没有残局库能确定该方是否有强制取胜',
  'quiz.flag.forcedWin': { other: '该方有强制取胜（残局库：{count}步将死）' },
  'quiz.flag.noForcedWin': '该方没有强制取胜（残局库）',

  // The dead-position quiz. {white} and {black}: each side's mating chances, a sentence each.
  'quiz.dead.question': '该局面是否为死局，即任何一系列合法着法都不能导致将死（{law}）？',
  'quiz.dead.yes': '是：对局和棋',
  'quiz.dead.no': '否：仍有可能将死',
  'quiz.dead.over': '无论答案如何，对局都已结束：{how}。',
  'quiz.dead.isDead': '是：{white}{black}该局面出现时对局即已结束。',
  'quiz.dead.facts': '{white}{black}',

  // The mate quiz: with an endgame table (force, help, never), else yes or never.
  'quiz.mate.question': '{side}还能将死对方吗？',
  'quiz.mate.questionAny': '{side}还能将死对方吗（通过任何一系列合法着法）？',
  'quiz.mate.force': '能，可以强制将死',
  'quiz.mate.help': '只有{side}配合才能',
  'quiz.mate.never': '不能，永远不能',
  'quiz.mate.yes': '能',
  // ... its reason: the table's {verdict}, then the {fact} of quiz.fact.
  'quiz.mate.reason': '{verdict}{fact}',
  'quiz.mate.tableWin': { other: '残局库：双方走出最佳着法时，{side}{count}步将死对方。' },
  'quiz.mate.tableWinTooLate': { other: '残局库：双方走出最佳着法时，{side}{count}步将死对方，但75回合规则会先判和。' },
  'quiz.mate.tableNoForce': '残局库：面对最佳防守，{side}无法强制将死。',
  // {count}: the half-moves played since the last capture or pawn move; {other}: the defender.
  'quiz.mate.claimFirst': { other: '{verdict}但自上次吃子或走兵以来已走了{count}个半回合：除非途中有吃子或走兵重置计数，否则{other}可以在被将死之前依据50回合规则要求和棋（{law}），因此棋盘在此不对“强制将死”作出判定。' },

  // Puzzle mode: the panel, its task line ("White to play: find the lesson's move (1 of 3).")
  // and its buttons.
  'puzzle.title': '谜题',
  'puzzle.task': '{side}走棋：找出本课的着法（第{number}步，共{count}步）。',
  'puzzle.replies': '{side}应着…',
  'puzzle.yourMove': '请走棋。',
  'puzzle.hint': '提示',
  'puzzle.hint.label': '提示：先提示要走的棋子，再提示它的目标格',
  'puzzle.reveal': '显示着法',
  'puzzle.retry': '重试',
  'puzzle.retry.label': '重试：重新开始这道谜题',
  'puzzle.restarted': '谜题已重新开始。{task}',
  'puzzle.wait': '请等待棋盘：它正在走应着或检查着法。',
  // ... what a try gets ({move}: the move tried, {expected}: the lesson's); a sentence of ours
  // and then the lesson's comment or the summary (puzzle.andThen).
  'puzzle.andThen': '{first}{then}',
  'puzzle.right': '正确：{move}。',
  'puzzle.notThis': '不是这步：{move}。',
  'puzzle.checking': '正在检查{move}…',
  'puzzle.checkingSaid': '正在检查{move}。',
  'puzzle.notLessonMove': '这不是本课的着法：{move}。请再试一次。',
  'puzzle.revealed': '本课的着法：{move}。',
  // {why}: one of the four after it.
  'puzzle.justAsGood': '同样好：{move}——{why}。本课继续走{expected}。',
  'puzzle.matesAsWell': '它同样能将死',
  'puzzle.drawsAsWell': '它同样能成和（残局库）',
  'puzzle.winsAsWell': '它同样能取胜（残局库：{mine}步将死，本课的着法为{theirs}步）',
  'puzzle.matesInAsWell': '它同样能{count}步将死（引擎搜索，深度{plies}个半回合）',
  // ... the hints: the piece to move ({from}: its square), then where it goes ({to}).
  'puzzle.hintPiece.king': '提示：走{from}上的王。',
  'puzzle.hintPiece.queen': '提示：走{from}上的后。',
  'puzzle.hintPiece.rook': '提示：走{from}上的车。',
  'puzzle.hintPiece.bishop': '提示：走{from}上的象。',
  'puzzle.hintPiece.knight': '提示：走{from}上的马。',
  'puzzle.hintPiece.pawn': '提示：走{from}上的兵。',
  'puzzle.hintSquare.king': '提示：{from}上的王走到{to}。',
  'puzzle.hintSquare.queen': '提示：{from}上的后走到{to}。',
  'puzzle.hintSquare.rook': '提示：{from}上的车走到{to}。',
  'puzzle.hintSquare.bishop': '提示：{from}上的象走到{to}。',
  'puzzle.hintSquare.knight': '提示：{from}上的马走到{to}。',
  'puzzle.hintSquare.pawn': '提示：{from}上的兵走到{to}。',
  // ... the end ({moves}: puzzle.moves; {hints}: puzzle.hints; {firstTry}, {revealed}: numbers).
  'puzzle.solved': '已解出：{moves}中有{firstTry}步一次找到；{hints}；显示了{revealed}步。',
  'puzzle.moves': { other: '{count}步' },
  'puzzle.hints': { other: '{count}次提示' },
  'puzzle.nothingToFind': '从此处起，本课没有需要找出的着法。',

  // The teacher's panel under the moves (Teach), and what a screen reader hears from it.
  'teach.legend': '用这步棋教学',
  'teach.find': '由读者找出这步棋（谜题模式）',
  'teach.ask': '在这步棋之后向读者提问：',
  'teach.findSet': '读者将要找出这步棋。',
  'teach.findRemoved': '这步棋不再需要找出。',
  // {value}: the quizzes as the PGN writes them ("claim,dead").
  'teach.quizSet': '已设置问题：{value}。',
  'teach.quizRemoved': '已删除问题。',
  // The quiz panel's title, and puzzle mode turned on and off.
  'teach.question': '问题',
  'teach.puzzleStarted': '谜题：{side}走棋。',
  'teach.puzzleClosed': '谜题已关闭。',

  // The arbiter drill page (drill.html): its title, introduction ({fide}: "FIDE 6.9", {us}: "US
  // Chess rule 14E") and links.
  'drill.pageTitle': 'drawboard：裁判员练习——要求和棋、超时与死局',
  'drill.title': '裁判员练习',
  'drill.intro': '像裁判员一样对局面作出裁决：轮走方能否要求和棋？对局是否已经结束？局面是否为死局？如果超时会怎样？棋盘根据自己的证明作答，并给出每个答案所依据的规则。关于超时的裁决依据{fide}和{us}。',
  'drill.pages': '页面',
  'drill.linkBoard': '完整的分析棋盘',
  'drill.linkEmbed': '用于教学页面的棋盘',
  // ... the kinds of question to ask, the line above the board, and the score.
  'drill.kinds': '问题类型',
  'drill.kinds.claim': '要求和棋与自动和棋',
  'drill.kinds.dead': '死局',
  'drill.kinds.flag': '超时',
  'drill.kinds.mate': '将死的可能',
  'drill.next': '下一题',
  'drill.making': '正在生成局面…',
  'drill.noPosition': '未能生成局面：请重试。',
  'drill.failed': '未能加载棋盘。',
  'drill.score': { other: '本次得分：{count}题中答对{right}题。' },
  'drill.noScore': '本次得分：尚未作答。',
};
