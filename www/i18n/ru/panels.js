// Russian words of the panels loaded after the first verdict: the engine panel, the game review
// and its graph, the endgame-table view and the playing out of a mating line. One message per
// key, with named placeholders; a message with plural forms is an object of Intl.PluralRules
// categories, chosen by its `count` parameter. Moves (SAN), scores ("+0.35", "#-3", "1-0"),
// table names ("KRvK") and numbers are data, passed as placeholders.
export default {
  // The engine panel: its button (it starts and stops the analysis), and the label of the menu
  // of how many lines it shows (1, 2 or 3), written before it.
  'analysis.start': 'Начать анализ',
  'analysis.stop': 'Остановить анализ',
  'analysis.lines': 'Варианты',
  // The list of the engine's lines, for screen readers.
  'analysis.lines.label': 'Главные варианты',
  // The engine panel's state line, beside the score.
  'analysis.off': 'Движок выключен.',
  'analysis.thinking': 'Идёт анализ…',
  'analysis.gameOver': 'Партия окончена',
  // How deep the engine has searched (plies: {depth} in full, {seldepth} at most) and how fast;
  // {nps} and {nodes} are counts written as below.
  'analysis.stats': 'Глубина {depth}/{seldepth} · {nps} узл./с · {nodes} узл.',
  'analysis.millions': '{n} млн',
  'analysis.thousands': '{n} тыс.',
  // After the state line, once the search is complete ({stats} is the line).
  'analysis.done': '{stats} · готово',
  // Under the lines: the move the engine chose, or why it stopped.
  'analysis.best': 'Лучший ход: {move}',
  'analysis.failed': 'Ошибка движка: {error}',
  // Why the evaluation counts an advantage for less: {reason}, {divisor} and {ending} are the
  // sentences below.
  'analysis.evaluation': 'Оценка: {reason}',
  'analysis.evaluation.both': 'Оценка: {divisor}; {ending}',
  'analysis.divisor.8': 'оценка поделена на 8: у стороны с перевесом нет материала для мата',
  'analysis.divisor.4': 'оценка поделена на 4: за последнюю пешку стороны с перевесом можно отдать фигуру, и оставшегося материала для мата не хватит',
  'analysis.divisor.2': 'оценка поделена на 2: без пешек для выигрыша нужен примерно вдвое больший материальный перевес',
  'analysis.endgameScaled': 'оценка эндшпиля уменьшена до {factor}/64: {ending}',
  'analysis.ending.oppositeBishops': 'разноцветные слоны, когда слон защищающейся стороны блокирует поля, за которые другой слон никогда не сможет бороться',
  'analysis.ending.rooksOnOneWing': 'ладейный эндшпиль со всеми пешками на одном фланге, где одной лишней пешки редко хватает',
  'analysis.ending.fewPawns': 'равные фигуры и лишь одна-две пешки у стороны с перевесом, за которые защищающаяся сторона может отдать фигуру',

  // The game review: the start position's name in the graph, and the judgements of moves
  // (in the move list and the graph), with the engine's better move.
  'review.start': 'Начало',
  'review.blunder': 'Грубая ошибка',
  'review.blunder.best': 'Грубая ошибка: лучше было {move}',
  'review.mistake': 'Ошибка',
  'review.mistake.best': 'Ошибка: лучше было {move}',
  'review.inaccuracy': 'Неточность',
  'review.inaccuracy.best': 'Неточность: лучше было {move}',
  // A position's evaluation, White's view: a checkmate ({result} is "1-0" or "0-1"), or a
  // score of 0.00 ({score}) with the rule or proof that makes it a draw ({label}, one of the
  // names below) and why ({text}: the draw panel's reason, without its heading).
  'review.mated': '{result} — мат',
  'review.zero': '{score} — {label}: {text}',
  'review.zero.stalemate': 'пат',
  'review.zero.insufficientMaterial': 'мёртвая позиция (недостаточно материала)',
  'review.zero.deadPosition': 'мёртвая позиция',
  'review.zero.fivefold': 'пятикратное повторение позиции',
  'review.zero.seventyFiveMoves': 'правило 75 ходов',
  'review.zero.tableDraw': 'ничья по базе эндшпилей',
  'review.zero.threefold': 'троекратное повторение позиции',
  'review.zero.fiftyMoves': 'правило 50 ходов',
  'review.zero.repetition': 'повторение',
  'review.zero.repetition.text': 'позиция уже встречалась, а поиск оценивает повторение как ничью.',
  'review.zero.mateCannotBeForced': 'мат не форсируется',
  // How a game that ended by itself ended, where the position's status says nothing more.
  'review.ended.checkmate': 'мат',
  'review.ended.stalemate': 'пат',
  'review.ended.insufficientMaterial': 'недостаточно материала',
  'review.ended.deadPosition': 'мёртвая позиция',
  'review.ended.fivefold': 'пятикратное повторение позиции',
  'review.ended.seventyFiveMoves': 'правило 75 ходов',

  // The evaluation graph under the board (a slider over the moves), for screen readers.
  'graph.label': 'График оценки: шансы белых на выигрыш после каждого хода (стрелки выбирают ход)',
  // The graph's value and tip: a move ("12... Nf6"), its evaluation and its judgement.
  'graph.point': '{move}: {score}',
  'graph.point.judged': '{move}: {score}. {judgement}',
  'graph.notYet': '{move}: ещё не оценён',
  'graph.tipNotYet': 'ещё не оценён',
  // The table of each side's inaccuracies, mistakes and blunders: its caption (for screen
  // readers), and a cell ({word} is one of the words below, read only by screen readers).
  'graph.counts': 'Неточности, ошибки и грубые ошибки каждой стороны',
  'graph.count': '{count} {word}',
  'graph.count.inaccuracy': { one: 'неточность', few: 'неточности', many: 'неточностей', other: 'неточности' },
  'graph.count.mistake': { one: 'ошибка', few: 'ошибки', many: 'ошибок', other: 'ошибки' },
  'graph.count.blunder': { one: 'грубая ошибка', few: 'грубые ошибки', many: 'грубых ошибок', other: 'грубой ошибки' },
  // How far the review has got ({count} positions in all).
  'graph.paused': {
    one: 'Разбор партии приостановлен, пока движок анализирует ({done} из {count} позиции).',
    few: 'Разбор партии приостановлен, пока движок анализирует ({done} из {count} позиций).',
    many: 'Разбор партии приостановлен, пока движок анализирует ({done} из {count} позиций).',
    other: 'Разбор партии приостановлен, пока движок анализирует ({done} из {count} позиции).',
  },
  'graph.reviewing': {
    one: 'Разбор партии: {done} из {count} позиции…',
    few: 'Разбор партии: {done} из {count} позиций…',
    many: 'Разбор партии: {done} из {count} позиций…',
    other: 'Разбор партии: {done} из {count} позиции…',
  },

  // The endgame-table view: its headline ({headline} is one of the two lines after it;
  // {material} is the table's name, "KQvKR").
  'tableView.headline': '{headline} ({material})',
  'tableView.mates': {
    one: 'При лучшей игре {side} ставят мат в {count} ход',
    few: 'При лучшей игре {side} ставят мат в {count} хода',
    many: 'При лучшей игре {side} ставят мат в {count} ходов',
    other: 'При лучшей игре {side} ставят мат в {count} хода',
  },
  'tableView.draw': 'Ничья при лучшей игре',
  // Each move's result for the side making it, in moves to mate.
  'tableView.moveWin': 'Выигрыш · мат в {count}',
  'tableView.moveLoss': 'Проигрыш · мат в {count}',
  'tableView.moveDraw': 'Ничья',
  // The list of moves, for screen readers.
  'tableView.moves.label': 'Ходы с их результатами, лучшие первыми',
  // While the table is read or built ({table} of {count}: blocks, or tables built).
  'tableView.lookingUp': 'Поиск в базе эндшпилей…',
  'tableView.fetching': 'Чтение таблицы {material} с сайта (блок {table} из {count})…',
  'tableView.building': 'Построение таблицы {material} ({table} из {count})… {percent}%',
  // When there is no table ({why} and {error} are the tables' own explanation).
  'tableView.missing': 'Точной оценки нет: {why}. Панель ничьих показывает, что доска доказывает без неё.',
  'tableView.failed': 'Не удалось использовать базу эндшпилей: {error}',
  'tableView.refused': 'Таблица с сайта не использована: {why}. Вместо этого она построена здесь.',
  // Where the tables came from: {fetched} and {built} are lists of tables' names, or the line
  // after them for many ({last}: the last three names).
  'tableView.source.fetched': 'Таблицы загружены с сайта и сверены с его манифестом: {fetched}.',
  'tableView.source.built': 'Таблицы построены в этом браузере: {built}.',
  'tableView.source.both': 'Таблицы загружены с сайта и сверены с его манифестом: {fetched}; построены в этом браузере: {built}.',
  'tableView.manyTables': { one: '{count} таблица (..., {last})', few: '{count} таблицы (..., {last})', many: '{count} таблиц (..., {last})', other: '{count} таблицы (..., {last})' },

  // How playing out a mating line on the board ended ({done} of {count} moves played).
  'playOut.stopped': {
    one: 'Остановлено после {done} из {count} хода: следующий ход сделать не удалось.',
    few: 'Остановлено после {done} из {count} ходов: следующий ход сделать не удалось.',
    many: 'Остановлено после {done} из {count} ходов: следующий ход сделать не удалось.',
    other: 'Остановлено после {done} из {count} хода: следующий ход сделать не удалось.',
  },
  'playOut.checkmate': 'Разыграно: мат.',
  'playOut.done': 'Разыграно.',
};
