// English words of the panels loaded after the first verdict: the engine panel, the game review
// and its graph, the endgame-table view and the playing out of a mating line. One message per
// key, with named placeholders; a message with plural forms is an object of Intl.PluralRules
// categories, chosen by its `count` parameter. Moves (SAN), scores ("+0.35", "#-3", "1-0"),
// table names ("KRvK") and numbers are data, passed as placeholders.
export default {
  // The engine panel: its button (it starts and stops the analysis), and the label of the menu
  // of how many lines it shows (1, 2 or 3), written before it.
  'analysis.start': 'Start analysis',
  'analysis.stop': 'Stop analysis',
  'analysis.lines': 'Lines',
  // The list of the engine's lines, for screen readers.
  'analysis.lines.label': 'Principal variations',
  // The engine panel's state line, beside the score.
  'analysis.off': 'The engine is off.',
  'analysis.thinking': 'Thinking…',
  'analysis.gameOver': 'Game over',
  // How deep the engine has searched (plies: {depth} in full, {seldepth} at most) and how fast;
  // {nps} and {nodes} are counts written as below.
  'analysis.stats': 'Depth {depth}/{seldepth} · {nps} nodes/s · {nodes} nodes',
  'analysis.millions': '{n} M',
  'analysis.thousands': '{n} k',
  // After the state line, once the search is complete ({stats} is the line).
  'analysis.done': '{stats} · done',
  // Under the lines: the move the engine chose, or why it stopped.
  'analysis.best': 'Best move: {move}',
  'analysis.failed': 'The engine failed: {error}',
  // Why the evaluation counts an advantage for less: {reason}, {divisor} and {ending} are the
  // sentences below.
  'analysis.evaluation': 'Evaluation: {reason}',
  'analysis.evaluation.both': 'Evaluation: {divisor}; {ending}',
  'analysis.divisor.8': 'score divided by 8: the leading side cannot mate with this material',
  'analysis.divisor.4': "score divided by 4: the leading side's last pawn can be bought with a piece, leaving material that cannot mate",
  'analysis.divisor.2': 'score divided by 2: without pawns, a win needs about twice the material advantage',
  'analysis.endgameScaled': 'endgame score scaled to {factor}/64 for {ending}',
  'analysis.ending.oppositeBishops': 'bishops of opposite colours, where the defending bishop blockades squares the other bishop can never contest',
  'analysis.ending.rooksOnOneWing': 'a rook ending with every pawn on one wing, where one extra pawn is rarely enough',
  'analysis.ending.fewPawns': 'level pieces and only one or two pawns for the side ahead, which the defender can give a piece for',

  // The game review: the start position's name in the graph, and the judgements of moves
  // (in the move list and the graph), with the engine's better move.
  'review.start': 'Start',
  'review.blunder': 'Blunder',
  'review.blunder.best': 'Blunder: best was {move}',
  'review.mistake': 'Mistake',
  'review.mistake.best': 'Mistake: best was {move}',
  'review.inaccuracy': 'Inaccuracy',
  'review.inaccuracy.best': 'Inaccuracy: best was {move}',
  // A position's evaluation, White's view: a checkmate ({result} is "1-0" or "0-1"), or a
  // score of 0.00 ({score}) with the rule or proof that makes it a draw ({label}, one of the
  // names below) and why ({text}: the draw panel's reason, without its heading).
  'review.mated': '{result} - checkmate',
  'review.zero': '{score} - {label}: {text}',
  'review.zero.stalemate': 'stalemate',
  'review.zero.insufficientMaterial': 'dead position (insufficient material)',
  'review.zero.deadPosition': 'dead position',
  'review.zero.fivefold': 'fivefold repetition',
  'review.zero.seventyFiveMoves': 'seventy-five-move rule',
  'review.zero.tableDraw': 'endgame table draw',
  'review.zero.threefold': 'threefold repetition',
  'review.zero.fiftyMoves': 'fifty-move rule',
  'review.zero.repetition': 'repetition',
  'review.zero.repetition.text': 'the position has stood before, and the search scores a repetition as a draw.',
  'review.zero.mateCannotBeForced': 'mate cannot be forced',
  // How a game that ended by itself ended, where the position's status says nothing more.
  'review.ended.checkmate': 'checkmate',
  'review.ended.stalemate': 'stalemate',
  'review.ended.insufficientMaterial': 'insufficient material',
  'review.ended.deadPosition': 'dead position',
  'review.ended.fivefold': 'fivefold repetition',
  'review.ended.seventyFiveMoves': 'seventy-five-move rule',

  // The evaluation graph under the board (a slider over the moves), for screen readers.
  'graph.label': "Evaluation graph: White's winning chances after each move (arrow keys choose a move)",
  // The graph's value and tip: a move ("12... Nf6"), its evaluation and its judgement.
  'graph.point': '{move}: {score}',
  'graph.point.judged': '{move}: {score}. {judgement}',
  'graph.notYet': '{move}: not evaluated yet',
  'graph.tipNotYet': 'not evaluated yet',
  // The table of each side's inaccuracies, mistakes and blunders: its caption (for screen
  // readers), and a cell ({word} is one of the words below, read only by screen readers).
  'graph.counts': 'Inaccuracies, mistakes and blunders by side',
  'graph.count': '{count} {word}',
  'graph.count.inaccuracy': { one: 'inaccuracy', other: 'inaccuracies' },
  'graph.count.mistake': { one: 'mistake', other: 'mistakes' },
  'graph.count.blunder': { one: 'blunder', other: 'blunders' },
  // How far the review has got ({count} positions in all).
  'graph.paused': { one: 'Review paused while the engine analyses ({done} of {count} position).', other: 'Review paused while the engine analyses ({done} of {count} positions).' },
  'graph.reviewing': { one: 'Reviewing the game: {done} of {count} position…', other: 'Reviewing the game: {done} of {count} positions…' },

  // The endgame-table view: its headline ({headline} is one of the two lines after it;
  // {material} is the table's name, "KQvKR").
  'tableView.headline': '{headline} ({material})',
  'tableView.mates': { one: '{side} mates in {count} move with best play', other: '{side} mates in {count} moves with best play' },
  'tableView.draw': 'Draw with best play',
  // Each move's result for the side making it, in moves to mate.
  'tableView.moveWin': 'Win · mate in {count}',
  'tableView.moveLoss': 'Loss · mated in {count}',
  'tableView.moveDraw': 'Draw',
  // The list of moves, for screen readers.
  'tableView.moves.label': 'Moves with their results, best first',
  // While the table is read or built ({table} of {count}: blocks, or tables built).
  'tableView.lookingUp': 'Looking up the endgame table…',
  'tableView.fetching': 'Reading the {material} table from the site (block {table} of {count})…',
  'tableView.building': 'Building the {material} table ({table} of {count})… {percent}%',
  // When there is no table ({why} and {error} are the tables' own explanation).
  'tableView.missing': 'No exact verdict: {why}. The draw panel says what the board proves without it.',
  'tableView.failed': 'The endgame table could not be used: {error}',
  'tableView.refused': 'A table from the site was not used: {why}. It was built here instead.',
  // Where the tables came from: {fetched} and {built} are lists of tables' names, or the line
  // after them for many ({last}: the last three names).
  'tableView.source.fetched': 'Tables fetched from the site and checked against its manifest: {fetched}.',
  'tableView.source.built': 'Tables built in this browser: {built}.',
  'tableView.source.both': 'Tables fetched from the site and checked against its manifest: {fetched}; built in this browser: {built}.',
  'tableView.manyTables': { one: '{count} table (..., {last})', other: '{count} tables (..., {last})' },

  // How playing out a mating line on the board ended ({done} of {count} moves played).
  'playOut.stopped': { one: 'Stopped after {done} of {count} move: the next move could not be played.', other: 'Stopped after {done} of {count} moves: the next move could not be played.' },
  'playOut.checkmate': 'Played out: checkmate.',
  'playOut.done': 'Played out.',
};
