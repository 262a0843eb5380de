// Palabras en español del editor del tablero, de un PGN leído con reparaciones y del selector de
// sus partidas, y de las lecciones guardadas en este navegador (la parte `edit`: se carga cuando
// se usa por primera vez una de ellas).
// A message with plural forms is an object of Intl.PluralRules categories, chosen by `count`.
export default {
  // The board editor (mode="edit"): its panel, title and the palette of pieces.
  'editor.title': 'Preparar una posición',
  'editor.palette': 'Piezas: elija una y luego haga clic en las casillas o arrástrela al tablero',
  'editor.piece.white.king': 'Rey blanco',
  'editor.piece.white.queen': 'Dama blanca',
  'editor.piece.white.rook': 'Torre blanca',
  'editor.piece.white.bishop': 'Alfil blanco',
  'editor.piece.white.knight': 'Caballo blanco',
  'editor.piece.white.pawn': 'Peón blanco',
  'editor.piece.black.king': 'Rey negro',
  'editor.piece.black.queen': 'Dama negra',
  'editor.piece.black.rook': 'Torre negra',
  'editor.piece.black.bishop': 'Alfil negro',
  'editor.piece.black.knight': 'Caballo negro',
  'editor.piece.black.pawn': 'Peón negro',
  // The two tools beside the pieces (the button's words, then its tooltip).
  'editor.move': 'Mover',
  'editor.move.label': 'Mover piezas arrastrándolas',
  'editor.delete': 'Borrar',
  'editor.delete.label': 'Borrar: haga clic en las piezas para quitarlas',
  // The buttons under the palette.
  'editor.clear': 'Vaciar tablero',
  'editor.start': 'Posición inicial',
  'editor.flip': 'Girar',
  'editor.flip.label': 'Girar el tablero',
  // The settings of the position: the side to move ({side} is "White" or "Black"), the castling
  // rights (O-O is castling short, O-O-O long), the en-passant square (a select of squares, or
  // none) and the FEN field.
  'editor.turn': 'Turno de juego',
  'editor.castling': 'Derechos de enroque',
  'editor.castleShort': '{side} O-O',
  'editor.castleLong': '{side} O-O-O',
  'editor.enPassant': 'Captura al paso',
  'editor.enPassantNone': 'ninguna',
  'editor.fen': 'FEN',
  // The buttons that leave the editor (the button's words, then its tooltip).
  'editor.analyse': 'Analizar',
  'editor.analyse.label': 'Analizar: salir del editor con esta posición',
  'editor.cancel': 'Cancelar',
  'editor.cancel.label': 'Cancelar: salir del editor sin cambiar la partida',

  // The notice of a PGN game read with repairs (opened, it lists each repair with its line).
  'pgn.repairs': { one: 'Leída con {count} reparación', many: 'Leída con {count} reparaciones', other: 'Leída con {count} reparaciones' },
  // One repair: {line} is the line of the file, {written} what it said, {read} how it was read
  // (a move in SAN), {what} the kind of repair below.
  'pgn.repair': 'Línea {line}: {what}.',
  'pgn.repairWritten': 'Línea {line}: {written} ({what}).',
  'pgn.repairRead': 'Línea {line}: {written} leído como {read} ({what}).',
  // The kinds of repair ({what} above).
  'pgn.repair.tagQuotes': 'comillas dentro del valor de una etiqueta',
  'pgn.repair.tagBackslash': 'un valor de etiqueta que termina en barra invertida',
  'pgn.repair.tagUnclosed': 'una etiqueta sin su comilla o corchete de cierre',
  'pgn.repair.tagUnquoted': 'un valor de etiqueta sin comillas',
  'pgn.repair.commentUnclosed': 'un comentario sin cerrar: llega hasta la partida siguiente',
  'pgn.repair.stray': 'un carácter fuera de lugar, omitido',
  'pgn.repair.textOutsideGame': 'texto fuera de cualquier partida, omitido',
  'pgn.repair.noTags': 'una partida sin etiquetas',
  'pgn.repair.resultMissing': 'no hay resultado tras las jugadas: se conserva el de la etiqueta',
  'pgn.repair.resultContradicts': 'el resultado tras las jugadas no es el de la etiqueta Result: se conserva el de la etiqueta',
  'pgn.repair.castling': 'un enroque escrito con ceros',
  'pgn.repair.enPassant': 'una marca de captura al paso',
  'pgn.repair.longAlgebraic': 'una jugada en notación algebraica larga',
  'pgn.repair.promotion': 'una promoción escrita sin = o en minúscula',
  'pgn.repair.disambiguation': 'una jugada escrita con más detalle del necesario',
  'pgn.repair.checkSign': 'un signo de jaque o mate ausente o erróneo',
  'pgn.repair.nullMove': 'una jugada nula, escrita -- a partir de ahora',
  'pgn.repair.figurine': 'una figurina en lugar de la letra de la pieza',
  'pgn.repair.pieceLetters': 'las letras de pieza de otro idioma',
  'pgn.repair.repeatedMove': 'una variante que empieza con la misma jugada que tiene al lado: una sola jugada, se conserva la línea principal',
  'pgn.repair.variation': 'una variante sin cerrar, o un ")" que no cierra ninguna',
  // Piece letters of another language, when the languages are known: {languages} is a list of
  // the names below, joined by "or".
  'pgn.repair.pieceLettersOf': 'letras de pieza en {languages}',
  'pgn.language.de': 'alemán',
  'pgn.language.sv': 'sueco',
  'pgn.language.fr': 'francés',
  'pgn.language.es': 'español',
  'pgn.language.it': 'italiano',
  'pgn.language.nl': 'neerlandés',
  'pgn.language.pt': 'portugués',
  'pgn.language.pl': 'polaco',
  'pgn.language.cs': 'checo',
  'pgn.language.hu': 'húngaro',

  // The picker of the games of a PGN file (above the move list): the search and its placeholder.
  'pgn.find': 'Buscar',
  'pgn.find.hint': 'Jugador, torneo, año',
  // A game in the picker ({game} is "3. Carlsen - Caruana 1-0, 2018"): one that could not be
  // read to its end, one read with repairs.
  'pgn.gameStops': '{game} (se interrumpe)',
  'pgn.gameRepaired': '{game} (reparada)',
  // How many games the file has ({count}), how many the search found ({found}), and, when there
  // are more than {max}, that only the first {max} are listed.
  'pgn.games': { one: '{count} partida.', many: '{count} partidas.', other: '{count} partidas.' },
  'pgn.gamesFound': { one: '{found} de {count} partida encontrada.', many: '{found} de {count} partidas encontradas.', other: '{found} de {count} partidas encontradas.' },
  'pgn.gamesMore': { one: '{count} partida; se muestran las primeras {max}: afine la búsqueda.', many: '{count} partidas; se muestran las primeras {max}: afine la búsqueda.', other: '{count} partidas; se muestran las primeras {max}: afine la búsqueda.' },
  'pgn.gamesFoundMore': { one: '{found} de {count} partida encontrada; se muestran las primeras {max}: afine la búsqueda.', many: '{found} de {count} partidas encontradas; se muestran las primeras {max}: afine la búsqueda.', other: '{found} de {count} partidas encontradas; se muestran las primeras {max}: afine la búsqueda.' },
  // While a big file is being read: {count} games so far, {percent} of the file read.
  'pgn.reading': { one: 'Leyendo el archivo: {count} partida hasta ahora ({percent}%).', many: 'Leyendo el archivo: {count} partidas hasta ahora ({percent}%).', other: 'Leyendo el archivo: {count} partidas hasta ahora ({percent}%).' },

  // The lessons kept in this browser: the title of a lesson without players, event or comment.
  'autosave.untitled': 'Lección sin título',
  // Said when a kept lesson is shown ({title} is its name or title).
  'autosave.opened': 'Lección {title} abierta.',
  // On the error line, when another tab saved the lesson while a change waited in this one.
  'autosave.conflict': 'Esta lección se modificó en otra pestaña.',
  'autosave.theirs': 'Mostrar la versión de la otra pestaña',
  'autosave.mine': 'Conservar esta',
};
