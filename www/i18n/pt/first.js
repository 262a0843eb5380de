// Palavras em português do que um tabuleiro mostra com o seu primeiro veredicto: os controles, os
// títulos dos painéis, o título do painel de empates, os seus selos e fatos, a lista de lances e
// o que um leitor de tela ouve.
// Placeholders are in braces; a message with plural forms is an object of Intl.PluralRules
// categories chosen by its `count`.
export default {
  // Colours, and the articles of the Laws as cited ({article} is "9.2.1.1", "14E2").
  'side.white': 'Brancas',
  'side.black': 'Pretas',
  'law.fide': 'FIDE {article}',
  'law.usChess': 'regra {article} da US Chess',
  // The piece letters of SAN in this language, for K Q R B N (space between; "local" notation).
  letters: 'R D T B C',
  'nav.first': '«',
  'nav.back': '‹',
  'nav.forward': '›',
  'nav.last': '»',
  flip: 'Girar',
  undo: 'Desfazer',
  reset: 'Reiniciar',
  edit: 'Editar',
  draw: 'Desenhar',

  // The move box.
  move: 'Escrever um lance',
  'move.hint': 'e4, Nf3, O-O, e7e8q',
  'move.play': 'Jogar',

  // The panels' titles.
  'panel.draws': 'Empates',
  'panel.table': 'Tabela de finais',
  'panel.engine': 'Motor',
  'panel.audit': 'Auditoria da partida',
  'panel.moves': 'Lances',
  'panel.more': 'Razões e ferramentas',

  // The draw panel: the headline, the badges and the facts under them.
  'headline.toMove': 'Jogam as {side}',
  'headline.inCheck': 'Jogam as {side} (em xeque)',
  'headline.wins': 'Fim da partida: vencem as {side} ({result})',
  'headline.draw': 'Fim da partida: empate (½-½)',
  badges: 'Empates e fim da partida',
  'label.checkmate': 'Xeque-mate',
  'label.stalemate': 'Rei afogado',
  'label.insufficientMaterial': 'Material insuficiente',
  'label.deadPosition': 'Posição morta',
  'label.fivefold': 'Repetição quíntupla',
  'label.seventyFiveMoves': 'Regra dos 75 lances',
  'label.threefold': 'Repetição tripla',
  'label.fiftyMoves': 'Regra dos 50 lances',
  'label.mateCannotBeForced': 'O mate não pode ser forçado',
  'badge.over': 'a partida terminou',
  'badge.drawn': 'a partida está empatada',
  'badge.claimable': 'o empate pode ser reclamado',
  'badge.claimLabel': '{label}: o empate pode ser reclamado',
  'badge.materialNote': 'nenhum dos lados tem material para forçá-lo',
  // "Claim with the next move: write down Kf2 or Kg2 before playing it, and claim the draw
  // (Threefold repetition)." {moves} are the moves in bold.
  'claim.label': 'Reclamar com o próximo lance:',
  'claim.write': 'anotar {moves} antes de jogá-lo e reclamar o empate ({rules}).',
  'claim.more': { one: 'outro lance', many: 'um de {count} outros lances', other: 'um de {count} outros lances' },
  'material.has': 'As {side} têm material para forçar o mate',
  'material.hasNot': 'As {side} não têm material para forçar o mate',
  // Whether a side can still mate. {line} is a legal line in SAN; {proof} one of proofWord.*.
  'mate.line': 'As {side} ainda podem dar xeque-mate: {line}',
  'mate.longLine': { one: 'As {side} ainda podem dar xeque-mate (como mostra uma linha legal de {count} lance)', many: 'As {side} ainda podem dar xeque-mate (como mostra uma linha legal de {count} lances)', other: 'As {side} ainda podem dar xeque-mate (como mostra uma linha legal de {count} lances)' },
  'mate.never': 'As {side} nunca podem dar xeque-mate ({proof})',
  'mate.checking': 'Verificando se as {side} ainda podem dar xeque-mate…',
  'mate.notSettled': 'Não está resolvido se as {side} ainda podem dar xeque-mate: a busca esgotou o seu limite',
  'mate.notYet': 'Ainda não se sabe se as {side} podem dar xeque-mate',
  'proofWord.material': 'material insuficiente',
  'proofWord.lockedPawns': 'os peões estão bloqueados para sempre',
  'proofWord.gameOver': 'a partida terminou',
  'proofWord.everyMove': 'todo lance legal o impede',
  'proofWord.exhaustive': 'examinadas todas as posições alcançáveis',
  'proofWord.seventyFiveMoves': 'a regra dos 75 lances vem antes',
  'proofWord.proved': 'demonstrado',
  // A flag falling (FIDE 6.9, US Chess 14E): {law} is the article as cited.
  'flag.falls': 'Se a seta das {side} cair: {ruling}',
  'flag.opponentWins': 'vencem as {other} ({law})',
  'flag.draw': 'empate, pois as {other} não poderiam dar xeque-mate por qualquer sequência de lances legais ({law})',
  'flag.notSettled': 'não resolvido; só é empate se as {other} não puderem dar xeque-mate por qualquer sequência de lances legais ({law})',
  'flag.checking': 'verificando se ainda é possível um mate…',
  'flag.usChess': '{text}; pela {law}: {ruling}',
  'flagUs.opponentWins': 'vencem as {other}',
  'flagUs.draw': 'empate',
  'flagUs.notSettled': 'empate, a menos que as {other} tenham vitória forçada, o que aqui não está resolvido',
  counts: '{seen}; {clock}',
  'counts.seen': { one: 'Posição vista {count} vez', many: 'Posição vista {count} vezes', other: 'Posição vista {count} vezes' },
  // (In pt "one" also covers 0, and the count is often 0: the number stands after a colon.)
  'counts.clock': { one: 'meios-lances desde a última captura ou lance de peão: {count}.', many: 'meios-lances desde a última captura ou lance de peão: {count}.', other: 'meios-lances desde a última captura ou lance de peão: {count}.' },
  why: 'Por quê',
  // "Why can't this be claimed? Show a mate": the button, in two parts (the second never wraps).
  'mateBox.question': 'Por que não se pode reclamar o empate?',
  'mateBox.request': 'Mostrar um mate',
  noMoves: 'Ainda não há lances.',
  'noMoves.black': 'Jogam as Pretas: ainda não há lances.',
  promote: 'Promover',
  mainLine: 'Tornar linha principal',
  deleteFrom: 'Apagar daqui em diante',
  comment: 'Comentar',
  teach: 'Ensinar',
};
