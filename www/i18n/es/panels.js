// Palabras en español de los paneles que se cargan tras el primer veredicto: el panel del motor,
// la revisión de la partida y su gráfico, la vista de la base de finales y la reproducción de
// una línea de mate. One message per key, with named placeholders; a message with plural forms
// is an object of Intl.PluralRules categories, chosen by its `count` parameter. Moves (SAN),
// scores ("+0.35", "#-3", "1-0"), table names ("KRvK") and numbers are data, passed as
// placeholders.
export default {
  // The engine panel: its button (it starts and stops the analysis), and the label of the menu
  // of how many lines it shows (1, 2 or 3), written before it.
  'analysis.start': 'Iniciar análisis',
  'analysis.stop': 'Detener análisis',
  'analysis.lines': 'Líneas',
  // The list of the engine's lines, for screen readers.
  'analysis.lines.label': 'Variantes principales',
  // The engine panel's state line, beside the score.
  'analysis.off': 'El motor está apagado.',
  'analysis.thinking': 'Pensando…',
  'analysis.gameOver': 'Fin de la partida',
  // How deep the engine has searched (plies: {depth} in full, {seldepth} at most) and how fast;
  // {nps} and {nodes} are counts written as below.
  'analysis.stats': 'Profundidad {depth}/{seldepth} · {nps} nodos/s · {nodes} nodos',
  'analysis.millions': '{n} M',
  'analysis.thousands': '{n} k',
  // After the state line, once the search is complete ({stats} is the line).
  'analysis.done': '{stats} · terminado',
  // Under the lines: the move the engine chose, or why it stopped.
  'analysis.best': 'Mejor jugada: {move}',
  'analysis.failed': 'El motor falló: {error}',
  // Why the evaluation counts an advantage for less: {reason}, {divisor} and {ending} are the
  // sentences below.
  'analysis.evaluation': 'Evaluación: {reason}',
  'analysis.evaluation.both': 'Evaluación: {divisor}; {ending}',
  'analysis.divisor.8': 'puntuación dividida entre 8: el bando que va por delante no puede dar mate con este material',
  'analysis.divisor.4': 'puntuación dividida entre 4: el rival puede dar una pieza por el último peón del bando que va por delante, y el material que queda no puede dar mate',
  'analysis.divisor.2': 'puntuación dividida entre 2: sin peones, para ganar hace falta aproximadamente el doble de ventaja material',
  'analysis.endgameScaled': 'puntuación de final ajustada a {factor}/64 por tratarse de {ending}',
  'analysis.ending.oppositeBishops': 'alfiles de distinto color, donde el alfil defensor bloquea casillas que el otro alfil nunca puede disputar',
  'analysis.ending.rooksOnOneWing': 'un final de torres con todos los peones en un flanco, donde un peón de más rara vez basta',
  'analysis.ending.fewPawns': 'piezas igualadas y solo uno o dos peones para el bando que va por delante, por los que el defensor puede dar una pieza',

  // The game review: the start position's name in the graph, and the judgements of moves
  // (in the move list and the graph), with the engine's better move.
  'review.start': 'Inicio',
  'review.blunder': 'Error grave',
  'review.blunder.best': 'Error grave: lo mejor era {move}',
  'review.mistake': 'Error',
  'review.mistake.best': 'Error: lo mejor era {move}',
  'review.inaccuracy': 'Imprecisión',
  'review.inaccuracy.best': 'Imprecisión: lo mejor era {move}',
  // A position's evaluation, White's view: a checkmate ({result} is "1-0" or "0-1"), or a
  // score of 0.00 ({score}) with the rule or proof that makes it a draw ({label}, one of the
  // names below) and why ({text}: the draw panel's reason, without its heading).
  'review.mated': '{result} - jaque mate',
  'review.zero': '{score} - {label}: {text}',
  'review.zero.stalemate': 'rey ahogado',
  'review.zero.insufficientMaterial': 'posición muerta (material insuficiente)',
  'review.zero.deadPosition': 'posición muerta',
  'review.zero.fivefold': 'quíntuple repetición',
  'review.zero.seventyFiveMoves': 'regla de los 75 movimientos',
  'review.zero.tableDraw': 'tablas según la base de finales',
  'review.zero.threefold': 'triple repetición',
  'review.zero.fiftyMoves': 'regla de los 50 movimientos',
  'review.zero.repetition': 'repetición',
  'review.zero.repetition.text': 'la posición ya se ha dado antes, y la búsqueda puntúa una repetición como tablas.',
  'review.zero.mateCannotBeForced': 'no se puede forzar el mate',
  // How a game that ended by itself ended, where the position's status says nothing more.
  'review.ended.checkmate': 'jaque mate',
  'review.ended.stalemate': 'rey ahogado',
  'review.ended.insufficientMaterial': 'material insuficiente',
  'review.ended.deadPosition': 'posición muerta',
  'review.ended.fivefold': 'quíntuple repetición',
  'review.ended.seventyFiveMoves': 'regla de los 75 movimientos',

  // The evaluation graph under the board (a slider over the moves), for screen readers.
  'graph.label': 'Gráfico de evaluación: posibilidades de ganar de las Blancas tras cada jugada (las flechas del teclado eligen una jugada)',
  // The graph's value and tip: a move ("12... Nf6"), its evaluation and its judgement.
  'graph.point': '{move}: {score}',
  'graph.point.judged': '{move}: {score}. {judgement}',
  'graph.notYet': '{move}: aún sin evaluar',
  'graph.tipNotYet': 'aún sin evaluar',
  // The table of each side's inaccuracies, mistakes and blunders: its caption (for screen
  // readers), and a cell ({word} is one of the words below, read only by screen readers).
  'graph.counts': 'Imprecisiones, errores y errores graves por bando',
  'graph.count': '{count} {word}',
  'graph.count.inaccuracy': { one: 'imprecisión', many: 'imprecisiones', other: 'imprecisiones' },
  'graph.count.mistake': { one: 'error', many: 'errores', other: 'errores' },
  'graph.count.blunder': { one: 'error grave', many: 'errores graves', other: 'errores graves' },
  // How far the review has got ({count} positions in all).
  'graph.paused': { one: 'Revisión en pausa mientras el motor analiza ({done} de {count} posición).', many: 'Revisión en pausa mientras el motor analiza ({done} de {count} posiciones).', other: 'Revisión en pausa mientras el motor analiza ({done} de {count} posiciones).' },
  'graph.reviewing': { one: 'Revisando la partida: {done} de {count} posición…', many: 'Revisando la partida: {done} de {count} posiciones…', other: 'Revisando la partida: {done} de {count} posiciones…' },

  // The endgame-table view: its headline ({headline} is one of the two lines after it;
  // {material} is the table's name, "KQvKR").
  'tableView.headline': '{headline} ({material})',
  'tableView.mates': { one: 'Las {side} dan mate en {count} jugada con juego perfecto', many: 'Las {side} dan mate en {count} jugadas con juego perfecto', other: 'Las {side} dan mate en {count} jugadas con juego perfecto' },
  'tableView.draw': 'Tablas con juego perfecto',
  // Each move's result for the side making it, in moves to mate.
  'tableView.moveWin': 'Gana · mate en {count}',
  'tableView.moveLoss': 'Pierde · recibe mate en {count}',
  'tableView.moveDraw': 'Tablas',
  // The list of moves, for screen readers.
  'tableView.moves.label': 'Jugadas con su resultado, de mejor a peor',
  // While the table is read or built ({table} of {count}: blocks, or tables built).
  'tableView.lookingUp': 'Consultando la base de finales…',
  'tableView.fetching': 'Leyendo la base {material} desde el sitio (bloque {table} de {count})…',
  'tableView.building': 'Construyendo la base {material} ({table} de {count})… {percent}%',
  // When there is no table ({why} and {error} are the tables' own explanation).
  'tableView.missing': 'Sin veredicto exacto: {why}. El panel de tablas indica lo que el tablero demuestra sin la base de finales.',
  'tableView.failed': 'No se pudo usar la base de finales: {error}',
  'tableView.refused': 'No se usó una base del sitio: {why}. Se construyó aquí en su lugar.',
  // Where the tables came from: {fetched} and {built} are lists of tables' names, or the line
  // after them for many ({last}: the last three names).
  'tableView.source.fetched': 'Bases descargadas del sitio y comprobadas con su manifiesto: {fetched}.',
  'tableView.source.built': 'Bases construidas en este navegador: {built}.',
  'tableView.source.both': 'Bases descargadas del sitio y comprobadas con su manifiesto: {fetched}; construidas en este navegador: {built}.',
  'tableView.manyTables': { one: '{count} base (..., {last})', many: '{count} bases (..., {last})', other: '{count} bases (..., {last})' },

  // How playing out a mating line on the board ended ({done} of {count} moves played).
  'playOut.stopped': { one: 'Detenido tras {done} de {count} jugada: la siguiente jugada no se pudo realizar.', many: 'Detenido tras {done} de {count} jugadas: la siguiente jugada no se pudo realizar.', other: 'Detenido tras {done} de {count} jugadas: la siguiente jugada no se pudo realizar.' },
  'playOut.checkmate': 'Línea reproducida: jaque mate.',
  'playOut.done': 'Línea reproducida.',
};
