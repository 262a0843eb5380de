// Palavras em português das lições: as perguntas sobre as regras (lesson/quiz.js), o modo
// problema (lesson/puzzle.js), o painel do professor (lesson/teach.js) e o treino de arbitragem
// (drill.html, drill.js). {side} and the like are side names ("Brancas"); {law} is an article as
// cited ("FIDE 9.3"); {move} and {moves} are moves in SAN ("Nf3"); a message with plural forms
// is chosen by {count}.
export default {
  // The quiz kinds, as the teacher's panel offers them and the drill names its questions.
  'quiz.kind.claim': 'O empate pode ser reclamado?',
  'quiz.kind.flag': 'E se a seta cair?',
  'quiz.kind.dead': 'A posição é morta?',
  'quiz.kind.mate': 'O jogador que tem a vez ainda pode dar mate?',

  // A quiz's answer, under its options: while the proof is coming, without one, and once
  // answered ("Right. <reason>", "Not quite: <the right option>. <reason>").
  'quiz.proving': 'O tabuleiro ainda está demonstrando a resposta…',
  'quiz.unproved': 'O tabuleiro não demonstrou a resposta, por isso não marca nenhuma. {reason}',
  'quiz.answered': '{verdict} {reason}',
  'quiz.right': 'Certo.',
  'quiz.notQuite': 'Não exatamente: {answer}.',

  // Sentences of the reasons: a side's mating chances ({fact} is the draw panel's, "White can
  // still checkmate: 1. Qh5 ..."), and how a game ended by itself.
  'quiz.fact': '{fact}.',
  'quiz.canMateHidden': 'As {side} ainda podem dar xeque-mate (a linha é mostrada quando o problema for resolvido).',
  'quiz.ended.checkmate': 'xeque-mate ({law})',
  'quiz.ended.stalemate': 'rei afogado ({law})',
  'quiz.ended.insufficientMaterial': 'nenhum dos lados tem material para dar xeque-mate ({law})',
  'quiz.ended.deadPosition': 'a posição é morta ({law})',
  'quiz.ended.fivefold': 'a mesma posição apareceu cinco vezes ({law})',
  'quiz.ended.seventyFiveMoves': '75 lances de cada jogador sem captura nem lance de peão ({law})',

  // The claim quiz: "Can White, to move, claim a draw?"
  'quiz.claim.question': 'As {side}, que têm a vez de jogar, podem reclamar o empate?',
  'quiz.claim.now': 'Sim, as {side} podem reclamar agora',
  'quiz.claim.announce': 'Só anotando um lance e anunciando-o',
  'quiz.claim.over': 'Não é preciso: a partida já está empatada',
  'quiz.claim.no': 'Não',
  // ... its reasons. {seen} is quiz.claim.seen; {times} and {played} its counts.
  // (pt: "one" also covers 0, and {played} is often 0, so it is said as the counter's value.)
  'quiz.claim.seen': 'a posição apareceu {times}, e {played}',
  'quiz.claim.times': { one: '{count} vez', many: '{count} vezes', other: '{count} vezes' },
  'quiz.claim.played': { one: 'o contador de meios-lances desde a última captura ou lance de peão está em {count}', many: 'o contador de meios-lances desde a última captura ou lance de peão está em {count}', other: 'o contador de meios-lances desde a última captura ou lance de peão está em {count}' },
  'quiz.claim.won': 'Não, a partida terminou: {how}. As {side} venceram.',
  'quiz.claim.ended': 'A partida terminou por si só, sem reclamação: {how}.',
  'quiz.claim.deadUnknown': 'A busca esgotou o seu limite antes de provar se a posição é morta; se for, a partida já terminou.',
  'quiz.claim.mayNow': 'As {side} podem reclamar agora: {rules}.',
  'quiz.claim.threefoldNow': 'a mesma posição apareceu pela terceira vez, e é a vez das {side} ({law})',
  'quiz.claim.fiftyNow': 'cada jogador fez 50 lances sem captura nem lance de peão ({law})',
  'quiz.claim.bothRules': '{first}; e {second}',
  'quiz.claim.byAnnouncing': 'Ainda não: {seen}. Mas as {side} podem escrever {moves} na planilha, declarar ao árbitro a intenção de jogar esse lance e reclamar: {rules}. Se o lance for jogado antes, o direito de reclamar passa ao adversário.',
  // {moves}: the first four of the moves, then how many more there are.
  'quiz.claim.more': { one: 'outro lance', many: 'um de {count} outros lances', other: 'um de {count} outros lances' },
  'quiz.claim.oneOfItsMoves': 'um dos seus lances',
  'quiz.claim.threefoldNext': 'a posição resultante apareceria pela terceira vez ({law})',
  'quiz.claim.fiftyNext': 'completaria 50 lances de cada jogador sem captura nem lance de peão ({law})',
  'quiz.claim.eitherRule': '{first}; ou {second}',
  'quiz.claim.none': 'Não: {seen}. Uma reclamação exige a terceira ocorrência de uma posição ({threefoldLaw}) ou 50 lances de cada jogador ({fiftyLaw}), e nenhum lance das {side} completaria nenhuma das duas.',

  // The flag quiz: under the FIDE Laws, then under US Chess rule 14E ({rule}: "14E", "14E2").
  'quiz.flag.question': 'A seta das {side} cai agora. Qual é o resultado segundo as Leis do Xadrez da FIDE?',
  'quiz.flag.opponentWins': 'Vencem as {side}',
  'quiz.flag.draw': 'Empate',
  'quiz.flag.over': 'A partida já terminou: uma seta que cai agora não muda nada.',
  'quiz.flag.fide': '{law}: o jogador cuja seta cai perde a partida, a menos que o adversário não possa dar xeque-mate por qualquer sequência de lances legais; nesse caso, a partida está empatada. {fact}',
  'quiz.flag.usQuestion': 'E segundo as regras da US Chess ({rule}, material insuficiente para vencer por tempo)?',
  'quiz.flag.us': 'US Chess {rule}: {clause}.',
  // ... the clauses of 14E ({side}: the opponent of {flagger}, whose flag fell; {forced}: one
  // of the four after them).
  'quiz.flag.loneKing': 'as {side} têm apenas o rei, portanto é empate',
  'quiz.flag.minorPiece': 'as {side} têm apenas o rei e um bispo ou cavalo, portanto é empate, a menos que as {side} tenham vitória forçada; {forced}',
  'quiz.flag.twoKnights': 'as {side} têm apenas o rei e dois cavalos e as {flagger} não têm peões, portanto é empate, a menos que as {side} tenham vitória forçada; {forced}',
  'quiz.flag.cannotMate': 'as {side} não podem dar xeque-mate de forma alguma, portanto não têm vitória forçada',
  'quiz.flag.noTable': 'nenhuma tabela de finais determinou se elas têm vitória forçada',
  'quiz.flag.forcedWin': { one: 'elas têm vitória forçada (tabela de finais: mate em {count} lance)', many: 'elas têm vitória forçada (tabela de finais: mate em {count} lances)', other: 'elas têm vitória forçada (tabela de finais: mate em {count} lances)' },
  'quiz.flag.noForcedWin': 'elas não têm vitória forçada (tabela de finais)',

  // The dead-position quiz. {white} and {black}: each side's mating chances, a sentence each.
  'quiz.dead.question': 'A posição é morta, isto é, nenhuma sequência de lances legais pode levar ao xeque-mate ({law})?',
  'quiz.dead.yes': 'Sim: a partida está empatada',
  'quiz.dead.no': 'Não: um xeque-mate ainda é possível',
  'quiz.dead.over': 'A partida já terminou, seja qual for a resposta: {how}.',
  'quiz.dead.isDead': 'Sim: {white} {black} A partida terminou quando a posição surgiu.',
  'quiz.dead.facts': '{white} {black}',

  // The mate quiz: with an endgame table (force, help, never), else yes or never.
  'quiz.mate.question': 'As {side} ainda podem dar xeque-mate?',
  'quiz.mate.questionAny': 'As {side} ainda podem dar xeque-mate (por alguma sequência de lances legais)?',
  'quiz.mate.force': 'Sim, à força',
  'quiz.mate.help': 'Só se as {side} ajudarem',
  'quiz.mate.never': 'Não, nunca',
  'quiz.mate.yes': 'Sim',
  // ... its reason: the table's {verdict}, then the {fact} of quiz.fact.
  'quiz.mate.reason': '{verdict} {fact}',
  'quiz.mate.tableWin': { one: 'A tabela de finais: as {side} dão mate em {count} lance com jogo perfeito.', many: 'A tabela de finais: as {side} dão mate em {count} lances com jogo perfeito.', other: 'A tabela de finais: as {side} dão mate em {count} lances com jogo perfeito.' },
  'quiz.mate.tableWinTooLate': { one: 'A tabela de finais: as {side} dão mate em {count} lance com jogo perfeito, mas a regra dos 75 lances empata antes.', many: 'A tabela de finais: as {side} dão mate em {count} lances com jogo perfeito, mas a regra dos 75 lances empata antes.', other: 'A tabela de finais: as {side} dão mate em {count} lances com jogo perfeito, mas a regra dos 75 lances empata antes.' },
  'quiz.mate.tableNoForce': 'A tabela de finais: as {side} não podem forçar o mate contra a melhor defesa.',
  // {count}: the half-moves played since the last capture or pawn move; {other}: the defender.
  // (pt: "one" also covers 0, and {count} may be 0: it is said as the counter's value.)
  'quiz.mate.claimFirst': { one: '{verdict} Mas o contador de meios-lances desde a última captura ou lance de peão está em {count}: a menos que uma captura ou lance de peão no caminho zere a contagem, as {other} podem reclamar o empate pela regra dos 50 lances ({law}) antes do mate, por isso o tabuleiro não decide aqui sobre "à força".', many: '{verdict} Mas o contador de meios-lances desde a última captura ou lance de peão está em {count}: a menos que uma captura ou lance de peão no caminho zere a contagem, as {other} podem reclamar o empate pela regra dos 50 lances ({law}) antes do mate, por isso o tabuleiro não decide aqui sobre "à força".', other: '{verdict} Mas o contador de meios-lances desde a última captura ou lance de peão está em {count}: a menos que uma captura ou lance de peão no caminho zere a contagem, as {other} podem reclamar o empate pela regra dos 50 lances ({law}) antes do mate, por isso o tabuleiro não decide aqui sobre "à força".' },

  // Puzzle mode: the panel, its task line ("White to play: find the lesson's move (1 of 3).")
  // and its buttons.
  'puzzle.title': 'Problema',
  'puzzle.task': 'Jogam as {side}: encontre o lance da lição ({number} de {count}).',
  'puzzle.replies': 'As {side} respondem…',
  'puzzle.yourMove': 'É a sua vez.',
  'puzzle.hint': 'Dica',
  'puzzle.hint.label': 'Dica: a peça a mover e depois a sua casa',
  'puzzle.reveal': 'Mostrar o lance',
  'puzzle.retry': 'Tentar de novo',
  'puzzle.retry.label': 'Tentar de novo: recomeçar o problema',
  'puzzle.restarted': 'Problema reiniciado. {task}',
  'puzzle.wait': 'Aguarde o tabuleiro: ele está jogando a resposta ou verificando um lance.',
  // ... what a try gets ({move}: the move tried, {expected}: the lesson's); a sentence of ours
  // and then the lesson's comment or the summary (puzzle.andThen).
  'puzzle.andThen': '{first} {then}',
  'puzzle.right': 'Certo: {move}.',
  'puzzle.notThis': 'Este não: {move}.',
  'puzzle.checking': 'Verificando {move}…',
  'puzzle.checkingSaid': 'Verificando {move}.',
  'puzzle.notLessonMove': 'Não é o lance da lição: {move}. Tente de novo.',
  'puzzle.revealed': 'O lance da lição: {move}.',
  // {why}: one of the four after it.
  'puzzle.justAsGood': 'Igualmente bom: {move}; {why}. A lição continua com {expected}.',
  'puzzle.matesAsWell': 'também dá mate',
  'puzzle.drawsAsWell': 'também empata (tabela de finais)',
  'puzzle.winsAsWell': 'também vence (tabela de finais: mate em {mine}; com o lance da lição, em {theirs})',
  'puzzle.matesInAsWell': 'também dá mate em {count} (busca do motor, {plies} meios-lances)',
  // ... the hints: the piece to move ({from}: its square), then where it goes ({to}).
  'puzzle.hintPiece.king': 'Dica: mova o rei de {from}.',
  'puzzle.hintPiece.queen': 'Dica: mova a dama de {from}.',
  'puzzle.hintPiece.rook': 'Dica: mova a torre de {from}.',
  'puzzle.hintPiece.bishop': 'Dica: mova o bispo de {from}.',
  'puzzle.hintPiece.knight': 'Dica: mova o cavalo de {from}.',
  'puzzle.hintPiece.pawn': 'Dica: mova o peão de {from}.',
  'puzzle.hintSquare.king': 'Dica: o rei de {from} vai para {to}.',
  'puzzle.hintSquare.queen': 'Dica: a dama de {from} vai para {to}.',
  'puzzle.hintSquare.rook': 'Dica: a torre de {from} vai para {to}.',
  'puzzle.hintSquare.bishop': 'Dica: o bispo de {from} vai para {to}.',
  'puzzle.hintSquare.knight': 'Dica: o cavalo de {from} vai para {to}.',
  'puzzle.hintSquare.pawn': 'Dica: o peão de {from} vai para {to}.',
  // ... the end ({moves}: puzzle.moves; {hints}: puzzle.hints; {firstTry}, {revealed}: numbers).
  // (pt: "one" also covers 0, and {hints} is often 0: the number stands after a colon.)
  'puzzle.solved': 'Resolvido: na primeira tentativa, {firstTry} de {moves}; {hints}; lances mostrados: {revealed}.',
  'puzzle.moves': { one: '{count} lance', many: '{count} lances', other: '{count} lances' },
  'puzzle.hints': { one: 'dicas usadas: {count}', many: 'dicas usadas: {count}', other: 'dicas usadas: {count}' },
  'puzzle.nothingToFind': 'Esta lição não tem nenhum lance a encontrar a partir daqui.',

  // The teacher's panel under the moves (Teach), and what a screen reader hears from it.
  'teach.legend': 'Ensinar com este lance',
  'teach.find': 'O leitor encontra este lance (modo problema)',
  'teach.ask': 'Perguntar ao leitor, após este lance:',
  'teach.findSet': 'O leitor deverá encontrar este lance.',
  'teach.findRemoved': 'Deixou de ser um lance a encontrar.',
  // {value}: the quizzes as the PGN writes them ("claim,dead").
  'teach.quizSet': 'Perguntas definidas: {value}.',
  'teach.quizRemoved': 'Perguntas removidas.',
  // The quiz panel's title, and puzzle mode turned on and off.
  'teach.question': 'Pergunta',
  'teach.puzzleStarted': 'Problema: jogam as {side}.',
  'teach.puzzleClosed': 'Problema fechado.',

  // The arbiter drill page (drill.html): its title, introduction ({fide}: "FIDE 6.9", {us}: "US
  // Chess rule 14E") and links.
  'drill.pageTitle': 'drawboard: treino de arbitragem - reclamações, setas e posições mortas',
  'drill.title': 'Treino de arbitragem',
  'drill.intro': 'Decida sobre a posição como um árbitro faria: o jogador que tem a vez pode reclamar o empate, a partida já terminou, a posição é morta, o que acontece se uma seta cair? O tabuleiro responde com as suas próprias provas e mostra a regra por trás de cada resposta. As decisões sobre quedas de seta seguem {fide} e a {us}.',
  'drill.pages': 'Páginas',
  'drill.linkBoard': 'O tabuleiro de análise completo',
  'drill.linkEmbed': 'Tabuleiros para páginas de ensino',
  // ... the kinds of question to ask, the line above the board, and the score.
  'drill.kinds': 'Perguntas sobre',
  'drill.kinds.claim': 'Reclamações e empates automáticos',
  'drill.kinds.dead': 'Posições mortas',
  'drill.kinds.flag': 'Quedas de seta',
  'drill.kinds.mate': 'Possibilidades de mate',
  'drill.next': 'Próxima pergunta',
  'drill.making': 'Criando uma posição…',
  'drill.noPosition': 'Não foi possível criar uma posição: tente de novo.',
  'drill.failed': 'Não foi possível carregar o tabuleiro.',
  'drill.score': { one: 'Pontuação nesta visita: {right} de {count} resposta certa.', many: 'Pontuação nesta visita: {right} de {count} respostas certas.', other: 'Pontuação nesta visita: {right} de {count} respostas certas.' },
  'drill.noScore': 'Pontuação nesta visita: ainda sem respostas.',
};
