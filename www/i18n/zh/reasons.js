// 和棋规则所得结论的中文文字（状态中的 `reasons`，以及各判定的证明）：每种情况一条消息，
// 带命名占位符。
// (Chinese words for what the draw rules found.) A message with plural forms is an object of
// Intl.PluralRules categories, chosen by its `count` parameter (Chinese has only `other`).
// Note for Chinese: element/reasons.js ends every reason.* sentence itself (it drops a final
// sentence.stop "。" and appends the cited articles and a "。"), so the reason.*, table.* and
// their inner clauses carry no final punctuation here; table.* is appended to reason.tableWin
// after sentence.space (nothing), hence its opening "——". usChess.* end their own sentences.
export default {
  // How a sentence ends, and what goes between two sentences (Chinese: "。" and nothing).
  'sentence.stop': '。',
  'sentence.space': '',

  // The draw panel's list of reasons when there is none.
  nothingApplies: '没有适用的和棋规则：对局继续。',

  'laws.cited': '{text}（{laws}）',

  'reason.checkmate': '将死：{side}被将军且没有合法着法。{winner}胜',
  'reason.matedTooLate': '{side}被将死，但为时已晚：75回合规则此前已判对局和棋',
  'reason.check': '{side}被将军',
  'reason.stalemate': '逼和：{side}未被将军，但没有合法着法，因此对局和棋',
  'reason.insufficientMaterial': '和棋：双方都无法将死对方——{remains}',
  'remains.kings': '棋盘上只剩双方的王',
  'remains.knight': '棋盘上只剩双方的王和一个马',
  'remains.bishop': '棋盘上只剩双方的王和一个象',
  'remains.lightBishops': '棋盘上只剩王和白格象',
  'remains.darkBishops': '棋盘上只剩王和黑格象',
  'reason.deadPosition': '死局：{why}，因此任何一系列合法着法都不能以将死结束，对局和棋',
  'dead.searchedSame': '今后可能出现的全部{count}个局面都已检查，其中没有一个是将死',
  'dead.searched': '今后可能出现的所有局面（{white}个和{black}个，每方各搜索一次）都已检查，其中没有一个是将死',
  'dead.oneSide': '{proof}，而{other}没有可以将死对方的子力',
  'dead.each': '{white}；并且{black}',
  'reason.fivefold': { other: '五次重复局面：此局面已出现{count}次，因此对局自动和棋' },
  'reason.threefold': { other: '三次重复局面：此局面已出现{count}次；{side}可以要求和棋' },
  'reason.seventyFiveMoves': '75回合规则：连续75个回合双方既没有吃子也没有走兵；对局自动和棋',
  'reason.fiftyMoves': '50回合规则：连续50个回合双方既没有吃子也没有走兵；{side}可以要求和棋',
  'reason.claimByWriting': '{side}可以先写下{moves}、暂不走出，以此要求和棋',
  'reason.tableWin': { other: '残局库：双方走出最佳着法时，{winner}{count}步将死对方' },
  'table.drawsFirst': '——但75回合规则会先判和：双方走出最佳着法时，距下一次吃子、走兵或将死还有{dtz}个半回合（即归零距离），而再走{left}个半回合，计数就达到双方各75回合',
  'table.resetInTime': '——从此处起，这个将死超出了75回合规则所允许的步数，但计数会及时重置：双方走出最佳着法时，{dtz}个半回合内会有吃子或走兵（即归零距离），而还剩{left}个半回合',
  'table.unlessReset': '——这超出了从此处起75回合规则所允许的步数，因此除非途中有吃子或走兵重置计数，否则对局会先以和棋结束',
  'reason.tableDraw': '残局库：双方走出最佳着法时为和棋——双方都无法强制将死，但走出错着仍可能输棋',
  'reason.mateCannotBeForced': '按常理无法强制将死：双方都没有足以强制将死的子力，因此正确对弈时对局通常是和棋——但不能以子力为由要求和棋，因为一方若走出大错，仍可能被将死',
  'reason.noForcedMate': '{side}没有足以强制将死的子力：{why}',
  'noForce.loneKing': '单王永远无法将死对方',
  'noForce.knight': '单马无法强制将死',
  'noForce.bishop': '单象无法强制将死',
  'noForce.twoKnightsBare': '双马对单王无法强制将死',
  'noForce.twoKnights': '双马无法强制将死',
  'noForce.lightBishops': '该方的象都在白格上，而同色格的象无法强制将死',
  'noForce.darkBishops': '该方的象都在黑格上，而同色格的象无法强制将死',
  'reason.notSettled': '尚未确定：分析在判明{side}是否仍可将死对方之前已用尽预算',
  'reason.flagDraw': '如果{side}超时，对局和棋：{other}以任何一系列合法着法都无法将死对方，因为{proof}',
  'usChess.loneKing': '{other}只剩单王',
  'usChess.loneMinor': '{other}只有王和一个轻子',
  'usChess.twoKnights': '{other}只有王和两个马，而{side}没有兵',
  'usChess.tableDraw': '依据{law}，如果{side}超时，对局和棋：{clause}，并且没有强制取胜（残局库）。',
  'usChess.draw': '依据{law}，如果{side}超时，对局和棋：{clause}。',
  'usChess.opponentWins': '依据{law}，如果{side}超时，{other}胜：{clause}，但{other}有强制取胜{table}。',
  'usChess.notSettled': '依据{law}，{side}超时判为和棋，除非{other}有强制取胜（{clause}）；此处尚未确定是否有强制取胜。',
  'usChess.byTable': '（残局库）',

  'proof.material': '无论对方怎么走，{side}都没有将死所需的子力',
  'proof.lockedPawns': '兵已互相锁死，且任何一方的王都无法走到可以吃掉的兵旁，因此任何兵都永远无法移动，而单靠王永远无法将军',
  'proof.lockedNoChecks': '兵已互相锁死，王和象都永远无法吃到兵，而{side}的棋子永远无法到达可以将军的格子',
  'proof.lockedChecks': '兵已互相锁死，王和象都永远无法吃到兵，而且无论{side}在哪里将军，被将军的王总有一个任何棋子都无法控制或阻挡的逃跑格',
  'proof.gameOver': '对局已经结束',
  'proof.onlyMove': '{mover}唯一的合法着法{move}走出后，{after}',
  'proof.everyMove': '{mover}的每一步合法着法走出后，{after}',
  'after.bareKings': '棋盘上只剩双方的王',
  'after.noMatingMaterial': '{side}没有将死所需的子力',
  'after.seventyFiveMoves': '对局会因75回合规则（连续75个回合双方既没有吃子也没有走兵）而和棋',
  'after.noMate': '会出现{side}永远无法将死对方的局面',
  'proof.exhaustive': '今后可能出现的全部{count}个局面都已检查，其中没有一个是{side}将死对方',
  'proof.seventyFiveMoves': { other: '除非有兵移动或有棋子被吃，75回合规则将在再走{count}个半回合后判对局和棋，而在此之前可能出现的{positions}个局面中，没有一个是{side}将死对方' },

  'verdict.mated': '{side}已经将死对方。',
  'verdict.line': '并非死局：{loser}仍可能被将死，例如：{line}。',
  'verdict.never': '{side}永远无法将死对方：{proof}。',
  'verdict.unknown': '尚未确定：搜索在判明{side}是否仍可将死对方之前已用尽预算。',
  'dead.unknown': '尚未确定：搜索在判明该局面是否为死局之前已用尽预算。',
};
