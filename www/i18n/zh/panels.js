// 第一个判定之后加载的各面板的中文文字：引擎面板、对局复盘及其评估图、残局库视图，以及逐步走出
// 将死路线。
// (Chinese words of the panels loaded after the first verdict.) One message per key, with named
// placeholders; a message with plural forms is an object of Intl.PluralRules categories, chosen
// by its `count` parameter (Chinese has only `other`). Moves (SAN), scores ("+0.35", "#-3",
// "1-0"), table names ("KRvK") and numbers are data, passed as placeholders.
export default {
  // The engine panel: its button (it starts and stops the analysis), and the label of the menu
  // of how many lines it shows (1, 2 or 3), written before it.
  'analysis.start': '开始分析',
  'analysis.stop': '停止分析',
  'analysis.lines': '路线数',
  // The list of the engine's lines, for screen readers.
  'analysis.lines.label': '主要变化',
  // The engine panel's state line, beside the score.
  'analysis.off': '引擎已关闭。',
  'analysis.thinking': '思考中…',
  'analysis.gameOver': '对局结束',
  // How deep the engine has searched (plies: {depth} in full, {seldepth} at most) and how fast;
  // {nps} and {nodes} are counts written as below.
  'analysis.stats': '深度{depth}/{seldepth} · {nps}节点/秒 · {nodes}个节点',
  'analysis.millions': '{n}百万',
  'analysis.thousands': '{n}千',
  // After the state line, once the search is complete ({stats} is the line).
  'analysis.done': '{stats} · 完成',
  // Under the lines: the move the engine chose, or why it stopped.
  'analysis.best': '最佳着法：{move}',
  'analysis.failed': '引擎出错：{error}',
  // Why the evaluation counts an advantage for less: {reason}, {divisor} and {ending} are the
  // sentences below.
  'analysis.evaluation': '评估：{reason}',
  'analysis.evaluation.both': '评估：{divisor}；{ending}',
  'analysis.divisor.8': '分数除以8：领先一方以现有子力无法将死',
  'analysis.divisor.4': '分数除以4：领先一方的最后一个兵可被对方用一个棋子换掉，剩下的子力无法将死',
  'analysis.divisor.2': '分数除以2：没有兵时，取胜大约需要双倍的子力优势',
  'analysis.endgameScaled': '残局分数缩放为{factor}/64，因为这是{ending}',
  'analysis.ending.oppositeBishops': '异色格象残局，防守方的象封锁着对方的象永远无法争夺的格子',
  'analysis.ending.rooksOnOneWing': '所有兵都在同一翼的车残局，多一个兵通常不足以取胜',
  'analysis.ending.fewPawns': '子力相当、领先一方只多一两个兵的局面，防守方可以弃一子换掉这些兵',

  // The game review: the start position's name in the graph, and the judgements of moves
  // (in the move list and the graph), with the engine's better move.
  'review.start': '开始',
  'review.blunder': '败着',
  'review.blunder.best': '败着：最佳着法是{move}',
  'review.mistake': '错着',
  'review.mistake.best': '错着：最佳着法是{move}',
  'review.inaccuracy': '不精确',
  'review.inaccuracy.best': '不精确：最佳着法是{move}',
  // A position's evaluation, White's view: a checkmate ({result} is "1-0" or "0-1"), or a
  // score of 0.00 ({score}) with the rule or proof that makes it a draw ({label}, one of the
  // names below) and why ({text}: the draw panel's reason, without its heading).
  'review.mated': '{result}——将死',
  'review.zero': '{score}——{label}：{text}',
  'review.zero.stalemate': '逼和',
  'review.zero.insufficientMaterial': '死局（子力不足）',
  'review.zero.deadPosition': '死局',
  'review.zero.fivefold': '五次重复局面',
  'review.zero.seventyFiveMoves': '75回合规则',
  'review.zero.tableDraw': '残局库判和',
  'review.zero.threefold': '三次重复局面',
  'review.zero.fiftyMoves': '50回合规则',
  'review.zero.repetition': '重复局面',
  'review.zero.repetition.text': '该局面此前已出现过，搜索将重复局面计为和棋。',
  'review.zero.mateCannotBeForced': '无法强制将死',
  // How a game that ended by itself ended, where the position's status says nothing more.
  'review.ended.checkmate': '将死',
  'review.ended.stalemate': '逼和',
  'review.ended.insufficientMaterial': '子力不足',
  'review.ended.deadPosition': '死局',
  'review.ended.fivefold': '五次重复局面',
  'review.ended.seventyFiveMoves': '75回合规则',

  // The evaluation graph under the board (a slider over the moves), for screen readers.
  'graph.label': '评估图：每步棋后白方的胜率（用方向键选择着法）',
  // The graph's value and tip: a move ("12... Nf6"), its evaluation and its judgement.
  'graph.point': '{move}：{score}',
  'graph.point.judged': '{move}：{score}。{judgement}',
  'graph.notYet': '{move}：尚未评估',
  'graph.tipNotYet': '尚未评估',
  // The table of each side's inaccuracies, mistakes and blunders: its caption (for screen
  // readers), and a cell ({word} is one of the words below, read only by screen readers).
  'graph.counts': '双方的不精确着法、错着和败着',
  'graph.count': '{count}次{word}',
  'graph.count.inaccuracy': { other: '不精确' },
  'graph.count.mistake': { other: '错着' },
  'graph.count.blunder': { other: '败着' },
  // How far the review has got ({count} positions in all).
  'graph.paused': { other: '引擎分析期间复盘暂停（{count}个局面中已完成{done}个）。' },
  'graph.reviewing': { other: '正在复盘对局：{count}个局面中已完成{done}个…' },

  // The endgame-table view: its headline ({headline} is one of the two lines after it;
  // {material} is the table's name, "KQvKR").
  'tableView.headline': '{headline}（{material}）',
  'tableView.mates': { other: '双方走出最佳着法时，{side}{count}步将死对方' },
  'tableView.draw': '双方走出最佳着法时为和棋',
  // Each move's result for the side making it, in moves to mate.
  'tableView.moveWin': '胜 · {count}步将死',
  'tableView.moveLoss': '负 · {count}步被将死',
  'tableView.moveDraw': '和',
  // The list of moves, for screen readers.
  'tableView.moves.label': '各着法及其结果，最佳的在前',
  // While the table is read or built ({table} of {count}: blocks, or tables built).
  'tableView.lookingUp': '正在查询残局库…',
  'tableView.fetching': '正在从网站读取{material}残局库（第{table}块，共{count}块）…',
  'tableView.building': '正在生成{material}残局库（第{table}个，共{count}个）…{percent}%',
  // When there is no table ({why} and {error} are the tables' own explanation).
  'tableView.missing': '没有确切结论：{why}。和棋面板给出了棋盘在没有残局库时所能证明的内容。',
  'tableView.failed': '无法使用残局库：{error}',
  'tableView.refused': '未使用来自网站的残局库：{why}。已改为在本地生成。',
  // Where the tables came from: {fetched} and {built} are lists of tables' names, or the line
  // after them for many ({last}: the last three names).
  'tableView.source.fetched': '从网站获取并已按其清单校验的残局库：{fetched}。',
  'tableView.source.built': '在本浏览器中生成的残局库：{built}。',
  'tableView.source.both': '从网站获取并已按其清单校验的残局库：{fetched}；在本浏览器中生成的残局库：{built}。',
  'tableView.manyTables': { other: '{count}个残局库（……，{last}）' },

  // How playing out a mating line on the board ended ({done} of {count} moves played).
  'playOut.stopped': { other: '在{count}步中的第{done}步后停止：下一步无法走出。' },
  'playOut.checkmate': '已走完：将死。',
  'playOut.done': '已走完。',
};
