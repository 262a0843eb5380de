// Ukrainian words of the panels loaded after the first verdict: the engine panel, the game
// review and its graph, the endgame-table view and the playing out of a mating line. One message
// per key, with named placeholders; a message with plural forms is an object of
// Intl.PluralRules categories, chosen by its `count` parameter. Moves (SAN), scores ("+0.35",
// "#-3", "1-0"), table names ("KRvK") and numbers are data, passed as placeholders.
export default {
  // The engine panel: its button (it starts and stops the analysis), and the label of the menu
  // of how many lines it shows (1, 2 or 3), written before it.
  'analysis.start': 'Почати аналіз',
  'analysis.stop': 'Зупинити аналіз',
  'analysis.lines': 'Варіанти',
  // The list of the engine's lines, for screen readers.
  'analysis.lines.label': 'Головні варіанти',
  // The engine panel's state line, beside the score.
  'analysis.off': 'Рушій вимкнено.',
  'analysis.thinking': 'Триває аналіз…',
  'analysis.gameOver': 'Партію завершено',
  // How deep the engine has searched (plies: {depth} in full, {seldepth} at most) and how fast;
  // {nps} and {nodes} are counts written as below.
  'analysis.stats': 'Глибина {depth}/{seldepth} · {nps} вузл./с · {nodes} вузл.',
  'analysis.millions': '{n} млн',
  'analysis.thousands': '{n} тис.',
  // After the state line, once the search is complete ({stats} is the line).
  'analysis.done': '{stats} · готово',
  // Under the lines: the move the engine chose, or why it stopped.
  'analysis.best': 'Найкращий хід: {move}',
  'analysis.failed': 'Помилка рушія: {error}',
  // Why the evaluation counts an advantage for less: {reason}, {divisor} and {ending} are the
  // sentences below.
  'analysis.evaluation': 'Оцінка: {reason}',
  'analysis.evaluation.both': 'Оцінка: {divisor}; {ending}',
  'analysis.divisor.8': 'оцінку поділено на 8: сторона з перевагою не має матеріалу для мату',
  'analysis.divisor.4': 'оцінку поділено на 4: за останнього пішака сторони з перевагою можна віддати фігуру, і матеріалу, що залишиться, для мату не вистачить',
  'analysis.divisor.2': 'оцінку поділено на 2: без пішаків для виграшу потрібна приблизно вдвічі більша матеріальна перевага',
  'analysis.endgameScaled': 'оцінку ендшпілю зменшено до {factor}/64: {ending}',
  'analysis.ending.oppositeBishops': 'різнокольорові слони, коли слон сторони, що захищається, блокує поля, за які інший слон ніколи не зможе боротися',
  'analysis.ending.rooksOnOneWing': 'турний ендшпіль з усіма пішаками на одному фланзі, де одного зайвого пішака рідко досить',
  'analysis.ending.fewPawns': 'рівні фігури й лише один-два пішаки у сторони з перевагою, за яких сторона, що захищається, може віддати фігуру',

  // The game review: the start position's name in the graph, and the judgements of moves
  // (in the move list and the graph), with the engine's better move.
  'review.start': 'Початок',
  'review.blunder': 'Груба помилка',
  'review.blunder.best': 'Груба помилка: краще було {move}',
  'review.mistake': 'Помилка',
  'review.mistake.best': 'Помилка: краще було {move}',
  'review.inaccuracy': 'Неточність',
  'review.inaccuracy.best': 'Неточність: краще було {move}',
  // A position's evaluation, White's view: a checkmate ({result} is "1-0" or "0-1"), or a
  // score of 0.00 ({score}) with the rule or proof that makes it a draw ({label}, one of the
  // names below) and why ({text}: the draw panel's reason, without its heading).
  'review.mated': '{result} — мат',
  'review.zero': '{score} — {label}: {text}',
  'review.zero.stalemate': 'пат',
  'review.zero.insufficientMaterial': 'мертва позиція (недостатньо матеріалу)',
  'review.zero.deadPosition': 'мертва позиція',
  'review.zero.fivefold': 'п’ятиразове повторення позиції',
  'review.zero.seventyFiveMoves': 'правило 75 ходів',
  'review.zero.tableDraw': 'нічия за ендшпільною базою',
  'review.zero.threefold': 'триразове повторення позиції',
  'review.zero.fiftyMoves': 'правило 50 ходів',
  'review.zero.repetition': 'повторення',
  'review.zero.repetition.text': 'позиція вже траплялася, а пошук оцінює повторення як нічию.',
  'review.zero.mateCannotBeForced': 'мат не форсується',
  // How a game that ended by itself ended, where the position's status says nothing more.
  'review.ended.checkmate': 'мат',
  'review.ended.stalemate': 'пат',
  'review.ended.insufficientMaterial': 'недостатньо матеріалу',
  'review.ended.deadPosition': 'мертва позиція',
  'review.ended.fivefold': 'п’ятиразове повторення позиції',
  'review.ended.seventyFiveMoves': 'правило 75 ходів',

  // The evaluation graph under the board (a slider over the moves), for screen readers.
  'graph.label': 'Графік оцінки: шанси білих на виграш після кожного ходу (стрілки вибирають хід)',
  // The graph's value and tip: a move ("12... Nf6"), its evaluation and its judgement.
  'graph.point': '{move}: {score}',
  'graph.point.judged': '{move}: {score}. {judgement}',
  'graph.notYet': '{move}: ще не оцінено',
  'graph.tipNotYet': 'ще не оцінено',
  // The table of each side's inaccuracies, mistakes and blunders: its caption (for screen
  // readers), and a cell ({word} is one of the words below, read only by screen readers).
  'graph.counts': 'Неточності, помилки та грубі помилки кожної сторони',
  'graph.count': '{count} {word}',
  'graph.count.inaccuracy': { one: 'неточність', few: 'неточності', many: 'неточностей', other: 'неточності' },
  'graph.count.mistake': { one: 'помилка', few: 'помилки', many: 'помилок', other: 'помилки' },
  'graph.count.blunder': { one: 'груба помилка', few: 'грубі помилки', many: 'грубих помилок', other: 'грубої помилки' },
  // How far the review has got ({count} positions in all).
  'graph.paused': {
    one: 'Розбір партії призупинено, поки рушій аналізує ({done} з {count} позиції).',
    few: 'Розбір партії призупинено, поки рушій аналізує ({done} з {count} позицій).',
    many: 'Розбір партії призупинено, поки рушій аналізує ({done} з {count} позицій).',
    other: 'Розбір партії призупинено, поки рушій аналізує ({done} з {count} позиції).',
  },
  'graph.reviewing': {
    one: 'Розбір партії: {done} з {count} позиції…',
    few: 'Розбір партії: {done} з {count} позицій…',
    many: 'Розбір партії: {done} з {count} позицій…',
    other: 'Розбір партії: {done} з {count} позиції…',
  },

  // The endgame-table view: its headline ({headline} is one of the two lines after it;
  // {material} is the table's name, "KQvKR").
  'tableView.headline': '{headline} ({material})',
  'tableView.mates': {
    one: 'При найкращій грі {side} ставлять мат в {count} хід',
    few: 'При найкращій грі {side} ставлять мат в {count} ходи',
    many: 'При найкращій грі {side} ставлять мат в {count} ходів',
    other: 'При найкращій грі {side} ставлять мат в {count} ходу',
  },
  'tableView.draw': 'Нічия при найкращій грі',
  // Each move's result for the side making it, in moves to mate.
  'tableView.moveWin': 'Виграш · мат в {count}',
  'tableView.moveLoss': 'Програш · мат в {count}',
  'tableView.moveDraw': 'Нічия',
  // The list of moves, for screen readers.
  'tableView.moves.label': 'Ходи з їхніми результатами, найкращі першими',
  // While the table is read or built ({table} of {count}: blocks, or tables built).
  'tableView.lookingUp': 'Пошук в ендшпільній базі…',
  'tableView.fetching': 'Читання таблиці {material} із сайту (блок {table} з {count})…',
  'tableView.building': 'Побудова таблиці {material} ({table} з {count})… {percent}%',
  // When there is no table ({why} and {error} are the tables' own explanation).
  'tableView.missing': 'Точної оцінки немає: {why}. Панель нічиїх показує, що дошка доводить без неї.',
  'tableView.failed': 'Не вдалося використати ендшпільну базу: {error}',
  'tableView.refused': 'Таблицю із сайту не використано: {why}. Натомість її побудовано тут.',
  // Where the tables came from: {fetched} and {built} are lists of tables' names, or the line
  // after them for many ({last}: the last three names).
  'tableView.source.fetched': 'Таблиці завантажено із сайту й звірено з його маніфестом: {fetched}.',
  'tableView.source.built': 'Таблиці побудовано в цьому браузері: {built}.',
  'tableView.source.both': 'Таблиці завантажено із сайту й звірено з його маніфестом: {fetched}; побудовано в цьому браузері: {built}.',
  'tableView.manyTables': { one: '{count} таблиця (..., {last})', few: '{count} таблиці (..., {last})', many: '{count} таблиць (..., {last})', other: '{count} таблиці (..., {last})' },

  // How playing out a mating line on the board ended ({done} of {count} moves played).
  'playOut.stopped': {
    one: 'Зупинено після {done} з {count} ходу: наступний хід зробити не вдалося.',
    few: 'Зупинено після {done} з {count} ходів: наступний хід зробити не вдалося.',
    many: 'Зупинено після {done} з {count} ходів: наступний хід зробити не вдалося.',
    other: 'Зупинено після {done} з {count} ходу: наступний хід зробити не вдалося.',
  },
  'playOut.checkmate': 'Розіграно: мат.',
  'playOut.done': 'Розіграно.',
};
