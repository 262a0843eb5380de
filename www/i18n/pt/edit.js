// Palavras em português do editor do tabuleiro, de um PGN lido com correções e do seletor das
// suas partidas, e das lições guardadas neste navegador (a parte `edit`: carregada quando uma
// delas é usada pela primeira vez).
// A message with plural forms is an object of Intl.PluralRules categories, chosen by `count`.
export default {
  // The board editor (mode="edit"): its panel, title and the palette of pieces.
  'editor.title': 'Montar uma posição',
  'editor.palette': 'Peças: escolha uma e depois clique nas casas ou arraste-a para o tabuleiro',
  'editor.piece.white.king': 'Rei branco',
  'editor.piece.white.queen': 'Dama branca',
  'editor.piece.white.rook': 'Torre branca',
  'editor.piece.white.bishop': 'Bispo branco',
  'editor.piece.white.knight': 'Cavalo branco',
  'editor.piece.white.pawn': 'Peão branco',
  'editor.piece.black.king': 'Rei preto',
  'editor.piece.black.queen': 'Dama preta',
  'editor.piece.black.rook': 'Torre preta',
  'editor.piece.black.bishop': 'Bispo preto',
  'editor.piece.black.knight': 'Cavalo preto',
  'editor.piece.black.pawn': 'Peão preto',
  // The two tools beside the pieces (the button's words, then its tooltip).
  'editor.move': 'Mover',
  'editor.move.label': 'Mover as peças arrastando-as',
  'editor.delete': 'Apagar',
  'editor.delete.label': 'Apagar: clique nas peças para removê-las',
  // The buttons under the palette.
  'editor.clear': 'Limpar tabuleiro',
  'editor.start': 'Posição inicial',
  'editor.flip': 'Girar',
  'editor.flip.label': 'Girar o tabuleiro',
  // The settings of the position: the side to move ({side} is "White" or "Black"), the castling
  // rights (O-O is castling short, O-O-O long), the en-passant square (a select of squares, or
  // none) and the FEN field.
  'editor.turn': 'Vez de jogar',
  'editor.castling': 'Direitos de roque',
  'editor.castleShort': '{side} O-O',
  'editor.castleLong': '{side} O-O-O',
  'editor.enPassant': 'En passant',
  'editor.enPassantNone': 'nenhuma',
  'editor.fen': 'FEN',
  // The buttons that leave the editor (the button's words, then its tooltip).
  'editor.analyse': 'Analisar',
  'editor.analyse.label': 'Analisar: sair do editor com esta posição',
  'editor.cancel': 'Cancelar',
  'editor.cancel.label': 'Cancelar: sair do editor sem alterar a partida',

  // The notice of a PGN game read with repairs (opened, it lists each repair with its line).
  'pgn.repairs': { one: 'Lida com {count} correção', many: 'Lida com {count} correções', other: 'Lida com {count} correções' },
  // One repair: {line} is the line of the file, {written} what it said, {read} how it was read
  // (a move in SAN), {what} the kind of repair below.
  'pgn.repair': 'Linha {line}: {what}.',
  'pgn.repairWritten': 'Linha {line}: {written} ({what}).',
  'pgn.repairRead': 'Linha {line}: {written} lido como {read} ({what}).',
  // The kinds of repair ({what} above).
  'pgn.repair.tagQuotes': 'aspas dentro do valor de uma etiqueta',
  'pgn.repair.tagBackslash': 'um valor de etiqueta que termina em barra invertida',
  'pgn.repair.tagUnclosed': 'uma etiqueta sem as aspas ou o colchete de fechamento',
  'pgn.repair.tagUnquoted': 'um valor de etiqueta sem aspas',
  'pgn.repair.commentUnclosed': 'um comentário nunca fechado: vai até a partida seguinte',
  'pgn.repair.stray': 'um caractere fora de lugar, ignorado',
  'pgn.repair.textOutsideGame': 'texto fora de qualquer partida, ignorado',
  'pgn.repair.noTags': 'uma partida sem etiquetas',
  'pgn.repair.resultMissing': 'nenhum resultado após os lances: mantém-se o da etiqueta',
  'pgn.repair.resultContradicts': 'o resultado após os lances não é o da etiqueta Result: mantém-se o da etiqueta',
  'pgn.repair.castling': 'um roque escrito com zeros',
  'pgn.repair.enPassant': 'uma marca de en passant',
  'pgn.repair.longAlgebraic': 'um lance em notação algébrica longa',
  'pgn.repair.promotion': 'uma promoção escrita sem = ou em minúscula',
  'pgn.repair.disambiguation': 'um lance escrito com mais detalhe do que o necessário',
  'pgn.repair.checkSign': 'um sinal de xeque ou mate ausente ou errado',
  'pgn.repair.nullMove': 'um lance nulo, escrito -- daqui em diante',
  'pgn.repair.figurine': 'uma figura no lugar da letra da peça',
  'pgn.repair.pieceLetters': 'as letras das peças de outro idioma',
  'pgn.repair.repeatedMove': 'uma variante que começa com o mesmo lance que está ao lado: um só lance, mantém-se a linha principal',
  'pgn.repair.variation': 'uma variante não fechada, ou um ")" que não fecha nenhuma',
  // Piece letters of another language, when the languages are known: {languages} is a list of
  // the names below, joined by "or".
  'pgn.repair.pieceLettersOf': 'letras das peças em {languages}',
  'pgn.language.de': 'alemão',
  'pgn.language.sv': 'sueco',
  'pgn.language.fr': 'francês',
  'pgn.language.es': 'espanhol',
  'pgn.language.it': 'italiano',
  'pgn.language.nl': 'neerlandês',
  'pgn.language.pt': 'português',
  'pgn.language.pl': 'polonês',
  'pgn.language.cs': 'tcheco',
  'pgn.language.hu': 'húngaro',

  // The picker of the games of a PGN file (above the move list): the search and its placeholder.
  'pgn.find': 'Buscar',
  'pgn.find.hint': 'Jogador, torneio, ano',
  // A game in the picker ({game} is "3. Carlsen - Caruana 1-0, 2018"): one that could not be
  // read to its end, one read with repairs.
  'pgn.gameStops': '{game} (interrompida)',
  'pgn.gameRepaired': '{game} (corrigida)',
  // How many games the file has ({count}), how many the search found ({found}), and, when there
  // are more than {max}, that only the first {max} are listed.
  'pgn.games': { one: '{count} partida.', many: '{count} partidas.', other: '{count} partidas.' },
  'pgn.gamesFound': { one: '{found} de {count} partida encontrada.', many: '{found} de {count} partidas encontradas.', other: '{found} de {count} partidas encontradas.' },
  'pgn.gamesMore': { one: '{count} partida; listadas as primeiras {max}: refine a busca.', many: '{count} partidas; listadas as primeiras {max}: refine a busca.', other: '{count} partidas; listadas as primeiras {max}: refine a busca.' },
  'pgn.gamesFoundMore': { one: '{found} de {count} partida encontrada; listadas as primeiras {max}: refine a busca.', many: '{found} de {count} partidas encontradas; listadas as primeiras {max}: refine a busca.', other: '{found} de {count} partidas encontradas; listadas as primeiras {max}: refine a busca.' },
  // While a big file is being read: {count} games so far, {percent} of the file read.
  // (pt: "one" also covers 0, which comes first here: the number stands after a colon.)
  'pgn.reading': { one: 'Lendo o arquivo ({percent}%); partidas lidas até agora: {count}.', many: 'Lendo o arquivo ({percent}%); partidas lidas até agora: {count}.', other: 'Lendo o arquivo ({percent}%); partidas lidas até agora: {count}.' },

  // The lessons kept in this browser: the title of a lesson without players, event or comment.
  'autosave.untitled': 'Lição sem título',
  // Said when a kept lesson is shown ({title} is its name or title).
  'autosave.opened': 'Lição {title} aberta.',
  // On the error line, when another tab saved the lesson while a change waited in this one.
  'autosave.conflict': 'Esta lição foi alterada em outra aba.',
  'autosave.theirs': 'Mostrar a versão da outra aba',
  'autosave.mine': 'Manter esta',
};
