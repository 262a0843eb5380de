// Palavras em português dos painéis carregados após o primeiro veredicto: o painel do motor, a
// revisão da partida e o seu gráfico, a vista da tabela de finais e a reprodução de uma linha de
// mate. One message per key, with named placeholders; a message with plural forms is an object
// of Intl.PluralRules categories, chosen by its `count` parameter. Moves (SAN), scores ("+0.35",
// "#-3", "1-0"), table names ("KRvK") and numbers are data, passed as placeholders.
export default {
  // The engine panel: its button (it starts and stops the analysis), and the label of the menu
  // of how many lines it shows (1, 2 or 3), written before it.
  'analysis.start': 'Iniciar análise',
  'analysis.stop': 'Parar análise',
  'analysis.lines': 'Linhas',
  // The list of the engine's lines, for screen readers.
  'analysis.lines.label': 'Variantes principais',
  // The engine panel's state line, beside the score.
  'analysis.off': 'O motor está desligado.',
  'analysis.thinking': 'Pensando…',
  'analysis.gameOver': 'Fim da partida',
  // How deep the engine has searched (plies: {depth} in full, {seldepth} at most) and how fast;
  // {nps} and {nodes} are counts written as below.
  'analysis.stats': 'Profundidade {depth}/{seldepth} · {nps} nós/s · {nodes} nós',
  'analysis.millions': '{n} M',
  'analysis.thousands': '{n} k',
  // After the state line, once the search is complete ({stats} is the line).
  'analysis.done': '{stats} · concluído',
  // Under the lines: the move the engine chose, or why it stopped.
  'analysis.best': 'Melhor lance: {move}',
  'analysis.failed': 'O motor falhou: {error}',
  // Why the evaluation counts an advantage for less: {reason}, {divisor} and {ending} are the
  // sentences below.
  'analysis.evaluation': 'Avaliação: {reason}',
  'analysis.evaluation.both': 'Avaliação: {divisor}; {ending}',
  'analysis.divisor.8': 'pontuação dividida por 8: o lado em vantagem não pode dar mate com este material',
  'analysis.divisor.4': 'pontuação dividida por 4: o adversário pode dar uma peça pelo último peão do lado em vantagem, e o material que resta não pode dar mate',
  'analysis.divisor.2': 'pontuação dividida por 2: sem peões, vencer exige cerca do dobro da vantagem material',
  'analysis.endgameScaled': 'pontuação de final ajustada para {factor}/64 por se tratar de {ending}',
  'analysis.ending.oppositeBishops': 'bispos de cores opostas, em que o bispo defensor bloqueia casas que o outro bispo nunca pode disputar',
  'analysis.ending.rooksOnOneWing': 'um final de torres com todos os peões numa ala, em que um peão a mais raramente basta',
  'analysis.ending.fewPawns': 'peças iguais e apenas um ou dois peões para o lado em vantagem, pelos quais o defensor pode dar uma peça',

  // The game review: the start position's name in the graph, and the judgements of moves
  // (in the move list and the graph), with the engine's better move.
  'review.start': 'Início',
  'review.blunder': 'Erro grave',
  'review.blunder.best': 'Erro grave: o melhor era {move}',
  'review.mistake': 'Erro',
  'review.mistake.best': 'Erro: o melhor era {move}',
  'review.inaccuracy': 'Imprecisão',
  'review.inaccuracy.best': 'Imprecisão: o melhor era {move}',
  // A position's evaluation, White's view: a checkmate ({result} is "1-0" or "0-1"), or a
  // score of 0.00 ({score}) with the rule or proof that makes it a draw ({label}, one of the
  // names below) and why ({text}: the draw panel's reason, without its heading).
  'review.mated': '{result} - xeque-mate',
  'review.zero': '{score} - {label}: {text}',
  'review.zero.stalemate': 'rei afogado',
  'review.zero.insufficientMaterial': 'posição morta (material insuficiente)',
  'review.zero.deadPosition': 'posição morta',
  'review.zero.fivefold': 'repetição quíntupla',
  'review.zero.seventyFiveMoves': 'regra dos 75 lances',
  'review.zero.tableDraw': 'empate pela tabela de finais',
  'review.zero.threefold': 'repetição tripla',
  'review.zero.fiftyMoves': 'regra dos 50 lances',
  'review.zero.repetition': 'repetição',
  'review.zero.repetition.text': 'a posição já ocorreu antes, e a busca avalia uma repetição como empate.',
  'review.zero.mateCannotBeForced': 'o mate não pode ser forçado',
  // How a game that ended by itself ended, where the position's status says nothing more.
  'review.ended.checkmate': 'xeque-mate',
  'review.ended.stalemate': 'rei afogado',
  'review.ended.insufficientMaterial': 'material insuficiente',
  'review.ended.deadPosition': 'posição morta',
  'review.ended.fivefold': 'repetição quíntupla',
  'review.ended.seventyFiveMoves': 'regra dos 75 lances',

  // The evaluation graph under the board (a slider over the moves), for screen readers.
  'graph.label': 'Gráfico de avaliação: chances de vitória das Brancas após cada lance (as setas do teclado escolhem um lance)',
  // The graph's value and tip: a move ("12... Nf6"), its evaluation and its judgement.
  'graph.point': '{move}: {score}',
  'graph.point.judged': '{move}: {score}. {judgement}',
  'graph.notYet': '{move}: ainda não avaliado',
  'graph.tipNotYet': 'ainda não avaliado',
  // The table of each side's inaccuracies, mistakes and blunders: its caption (for screen
  // readers), and a cell ({word} is one of the words below, read only by screen readers).
  'graph.counts': 'Imprecisões, erros e erros graves por lado',
  'graph.count': '{count} {word}',
  'graph.count.inaccuracy': { one: 'imprecisão', many: 'imprecisões', other: 'imprecisões' },
  'graph.count.mistake': { one: 'erro', many: 'erros', other: 'erros' },
  'graph.count.blunder': { one: 'erro grave', many: 'erros graves', other: 'erros graves' },
  // How far the review has got ({count} positions in all).
  'graph.paused': { one: 'Revisão pausada enquanto o motor analisa ({done} de {count} posição).', many: 'Revisão pausada enquanto o motor analisa ({done} de {count} posições).', other: 'Revisão pausada enquanto o motor analisa ({done} de {count} posições).' },
  'graph.reviewing': { one: 'Revisando a partida: {done} de {count} posição…', many: 'Revisando a partida: {done} de {count} posições…', other: 'Revisando a partida: {done} de {count} posições…' },

  // The endgame-table view: its headline ({headline} is one of the two lines after it;
  // {material} is the table's name, "KQvKR").
  'tableView.headline': '{headline} ({material})',
  'tableView.mates': { one: 'As {side} dão mate em {count} lance com jogo perfeito', many: 'As {side} dão mate em {count} lances com jogo perfeito', other: 'As {side} dão mate em {count} lances com jogo perfeito' },
  'tableView.draw': 'Empate com jogo perfeito',
  // Each move's result for the side making it, in moves to mate.
  'tableView.moveWin': 'Vitória · mate em {count}',
  'tableView.moveLoss': 'Derrota · sofre mate em {count}',
  'tableView.moveDraw': 'Empate',
  // The list of moves, for screen readers.
  'tableView.moves.label': 'Lances com os seus resultados, do melhor para o pior',
  // While the table is read or built ({table} of {count}: blocks, or tables built).
  'tableView.lookingUp': 'Consultando a tabela de finais…',
  'tableView.fetching': 'Lendo a tabela {material} do site (bloco {table} de {count})…',
  'tableView.building': 'Construindo a tabela {material} ({table} de {count})… {percent}%',
  // When there is no table ({why} and {error} are the tables' own explanation).
  'tableView.missing': 'Sem veredicto exato: {why}. O painel de empates diz o que o tabuleiro prova sem ela.',
  'tableView.failed': 'Não foi possível usar a tabela de finais: {error}',
  'tableView.refused': 'Uma tabela do site não foi usada: {why}. Em vez disso, foi construída aqui.',
  // Where the tables came from: {fetched} and {built} are lists of tables' names, or the line
  // after them for many ({last}: the last three names).
  'tableView.source.fetched': 'Tabelas baixadas do site e verificadas com o seu manifesto: {fetched}.',
  'tableView.source.built': 'Tabelas construídas neste navegador: {built}.',
  'tableView.source.both': 'Tabelas baixadas do site e verificadas com o seu manifesto: {fetched}; construídas neste navegador: {built}.',
  'tableView.manyTables': { one: '{count} tabela (..., {last})', many: '{count} tabelas (..., {last})', other: '{count} tabelas (..., {last})' },

  // How playing out a mating line on the board ended ({done} of {count} moves played).
  'playOut.stopped': { one: 'Parado após {done} de {count} lance: o lance seguinte não pôde ser jogado.', many: 'Parado após {done} de {count} lances: o lance seguinte não pôde ser jogado.', other: 'Parado após {done} de {count} lances: o lance seguinte não pôde ser jogado.' },
  'playOut.checkmate': 'Linha reproduzida: xeque-mate.',
  'playOut.done': 'Linha reproduzida.',
};
