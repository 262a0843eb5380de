// Palavras em português da auditoria da partida (o painel Auditoria da partida de uma partida
// importada: uma linha por achado, feita a partir dos seus fatos por www/element/findings.js).
// Placeholders are in braces; a message with plural forms is an object of Intl.PluralRules
// categories chosen by its `count`. {law}, {claimLaw} and {announceLaw} are articles of the Laws
// ("FIDE 9.2.1.1"), {move} a move as a reader finds it ("31... Kf8"), {recorded}, {expected},
// {tag} and {token} results ("1-0").
export default {
  // A finding in the list, after the move it is about; a finding about the start of the game.
  'audit.at': '{move}: {text}',
  'audit.theStart': 'o início',

  // A move that cannot be read or played, or text that is not PGN, on line {line} of the game's
  // text ({error}: what the PGN reader says, in English).
  'audit.unread': 'linha {line}: {error}; o resto da partida não é verificado',
  // The Result tag and the result written after the moves differ.
  'audit.resultTagMismatch': 'a etiqueta Result diz {tag}, mas os lances terminam com {token}',

  // When and how a game had ended by itself: the {when} and {how} of the sentences below.
  // (pt: each audit.rule.* carries its own preposition: "por", or "pela" before "regra".)
  'audit.after': 'após {move}',
  'audit.atStart': 'no início',
  'audit.byCheckmate': 'com xeque-mate das {side}',
  'audit.byDraw': 'com empate {rule}',
  'audit.rule.stalemate': 'por rei afogado',
  'audit.rule.insufficientMaterial': 'por material insuficiente',
  'audit.rule.deadPosition': 'por posição morta',
  'audit.rule.seventyFiveMoves': 'pela regra dos 75 lances',
  'audit.rule.fivefold': 'por repetição quíntupla',

  // Moves played (or written) after the game had ended by itself ({written}: what the PGN reader
  // says of the move written, in English).
  'audit.movesAfterEnd': {
    one: 'a partida terminou {when} {how} ({law}), mas ainda foi jogado mais {count} lance',
    many: 'a partida terminou {when} {how} ({law}), mas ainda foram jogados mais {count} lances',
    other: 'a partida terminou {when} {how} ({law}), mas ainda foram jogados mais {count} lances',
  },
  'audit.movesWrittenAfterEnd': 'a partida terminou {when} {how} ({law}), mas foram anotados mais lances ({written})',
  'audit.movesPlayedAndWrittenAfterEnd': {
    one: 'a partida terminou {when} {how} ({law}), mas ainda foi jogado mais {count} lance, e outros foram anotados ({written})',
    many: 'a partida terminou {when} {how} ({law}), mas ainda foram jogados mais {count} lances, e outros foram anotados ({written})',
    other: 'a partida terminou {when} {how} ({law}), mas ainda foram jogados mais {count} lances, e outros foram anotados ({written})',
  },

  // A result that contradicts how the game had ended.
  'audit.resultAfterEnd': 'o resultado é {recorded}, mas a partida tinha terminado {when} {how}: {expected} ({law})',
  'audit.resultInDeadPosition': 'o resultado é {recorded}, mas a posição final é uma posição morta: nenhum dos lados jamais pode dar mate, portanto a partida terminou empatada quando essa posição surgiu ({law})',

  // A win on time by a side that could never have mated ({proof}: why, as the draw panel says it).
  'audit.timeWinCannotMate': 'as {side} venceram por tempo, mas nunca poderiam ter dado mate ({proof}): a partida está empatada ({law})',

  // A draw that could have been claimed after {move}, and the game went on; {count}: the later
  // chances by the same rule.
  'audit.claim.threefold': 'a posição ocorreu pela terceira vez',
  'audit.claim.fiftyMoves': 'tinham sido completados 50 lances de cada jogador sem captura nem lance de peão',
  'audit.missedClaim': 'após {move} {what}: as {side} poderiam ter reclamado o empate ({claimLaw}), e as {other}, anunciando {move} ({announceLaw}); a partida continuou',
  'audit.missedClaimAgain': {
    one: 'após {move} {what}: as {side} poderiam ter reclamado o empate ({claimLaw}), e as {other}, anunciando {move} ({announceLaw}); a partida continuou (e mais uma vez depois)',
    many: 'após {move} {what}: as {side} poderiam ter reclamado o empate ({claimLaw}), e as {other}, anunciando {move} ({announceLaw}); a partida continuou (e mais {count} vezes depois)',
    other: 'após {move} {what}: as {side} poderiam ter reclamado o empate ({claimLaw}), e as {other}, anunciando {move} ({announceLaw}); a partida continuou (e mais {count} vezes depois)',
  },
};
