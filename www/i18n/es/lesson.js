// Palabras en español de las lecciones: las preguntas sobre las reglas (lesson/quiz.js), el modo
// problema (lesson/puzzle.js), el panel del profesor (lesson/teach.js) y la práctica de arbitraje
// (drill.html, drill.js). {side} and the like are side names ("Blancas"); {law} is an article as
// cited ("FIDE 9.3"); {move} and {moves} are moves in SAN ("Nf3"); a message with plural forms
// is chosen by {count}.
export default {
  // The quiz kinds, as the teacher's panel offers them and the drill names its questions.
  'quiz.kind.claim': '¿Se pueden reclamar tablas?',
  'quiz.kind.flag': '¿Y si cae la bandera?',
  'quiz.kind.dead': '¿Es una posición muerta?',
  'quiz.kind.mate': '¿Puede aún dar mate el jugador que tiene la jugada?',

  // A quiz's answer, under its options: while the proof is coming, without one, and once
  // answered ("Right. <reason>", "Not quite: <the right option>. <reason>").
  'quiz.proving': 'El tablero aún está demostrando la respuesta…',
  'quiz.unproved': 'El tablero no ha demostrado la respuesta, así que no marca ninguna. {reason}',
  'quiz.answered': '{verdict} {reason}',
  'quiz.right': 'Correcto.',
  'quiz.notQuite': 'No exactamente: {answer}.',

  // Sentences of the reasons: a side's mating chances ({fact} is the draw panel's, "White can
  // still checkmate: 1. Qh5 ..."), and how a game ended by itself.
  'quiz.fact': '{fact}.',
  'quiz.canMateHidden': 'Las {side} aún pueden dar jaque mate (la línea se muestra al resolver el problema).',
  'quiz.ended.checkmate': 'jaque mate ({law})',
  'quiz.ended.stalemate': 'rey ahogado ({law})',
  'quiz.ended.insufficientMaterial': 'ningún bando tiene material para dar jaque mate ({law})',
  'quiz.ended.deadPosition': 'es una posición muerta ({law})',
  'quiz.ended.fivefold': 'la misma posición ha aparecido cinco veces ({law})',
  'quiz.ended.seventyFiveMoves': '75 jugadas de cada jugador sin captura ni movimiento de peón ({law})',

  // The claim quiz: "Can White, to move, claim a draw?"
  'quiz.claim.question': '¿Pueden las {side}, que tienen la jugada, reclamar tablas?',
  'quiz.claim.now': 'Sí, las {side} pueden reclamar ahora',
  'quiz.claim.announce': 'Solo anotando una jugada y anunciándola',
  'quiz.claim.over': 'No hace falta: la partida ya es tablas',
  'quiz.claim.no': 'No',
  // ... its reasons. {seen} is quiz.claim.seen; {times} and {played} its counts.
  'quiz.claim.seen': 'la posición ha aparecido {times} y {played} desde la última captura o movimiento de peón',
  'quiz.claim.times': { one: '{count} vez', many: '{count} veces', other: '{count} veces' },
  'quiz.claim.played': { one: 'se ha jugado {count} medio movimiento', many: 'se han jugado {count} medios movimientos', other: 'se han jugado {count} medios movimientos' },
  'quiz.claim.won': 'No, la partida ha terminado: {how}. Han ganado las {side}.',
  'quiz.claim.ended': 'La partida terminó por sí sola, sin reclamación: {how}.',
  'quiz.claim.deadUnknown': 'La búsqueda agotó su límite antes de demostrar si es una posición muerta; si lo es, la partida ya ha terminado.',
  'quiz.claim.mayNow': 'Las {side} pueden reclamar ahora: {rules}.',
  'quiz.claim.threefoldNow': 'la misma posición ha aparecido por tercera vez y juegan las {side} ({law})',
  'quiz.claim.fiftyNow': 'cada jugador ha realizado 50 jugadas sin captura ni movimiento de peón ({law})',
  'quiz.claim.bothRules': '{first}; y {second}',
  'quiz.claim.byAnnouncing': 'Todavía no: {seen}. Pero las {side} pueden anotar {moves} en su planilla, declarar al árbitro su intención de realizar esa jugada y reclamar: {rules}. Si la juegan antes, el derecho a reclamar pasa al rival.',
  // {moves}: the first four of the moves, then how many more there are.
  'quiz.claim.more': { one: 'otra jugada', many: 'una de {count} jugadas más', other: 'una de {count} jugadas más' },
  'quiz.claim.oneOfItsMoves': 'una de sus jugadas',
  'quiz.claim.threefoldNext': 'la posición resultante aparecería por tercera vez ({law})',
  'quiz.claim.fiftyNext': 'completaría 50 jugadas de cada jugador sin captura ni movimiento de peón ({law})',
  'quiz.claim.eitherRule': '{first}; o {second}',
  'quiz.claim.none': 'No: {seen}. Para reclamar hace falta la tercera aparición de una posición ({threefoldLaw}) o 50 jugadas de cada jugador ({fiftyLaw}), y ninguna jugada de las {side} completaría ninguna de las dos.',

  // The flag quiz: under the FIDE Laws, then under US Chess rule 14E ({rule}: "14E", "14E2").
  'quiz.flag.question': 'Cae ahora la bandera de las {side}. ¿Cuál es el resultado según las Leyes del Ajedrez de la FIDE?',
  'quiz.flag.opponentWins': 'Ganan las {side}',
  'quiz.flag.draw': 'Tablas',
  'quiz.flag.over': 'La partida ya ha terminado: una bandera que cae ahora no cambia nada.',
  'quiz.flag.fide': '{law}: el jugador cuya bandera cae pierde la partida, salvo que el rival no pueda dar jaque mate mediante ninguna serie de movimientos legales; en ese caso, la partida es tablas. {fact}',
  'quiz.flag.usQuestion': '¿Y según las reglas de US Chess ({rule}, material insuficiente para ganar por tiempo)?',
  'quiz.flag.us': 'US Chess {rule}: {clause}.',
  // ... the clauses of 14E ({side}: the opponent of {flagger}, whose flag fell; {forced}: one
  // of the four after them).
  'quiz.flag.loneKing': 'las {side} solo tienen el rey, así que son tablas',
  'quiz.flag.minorPiece': 'las {side} solo tienen el rey y un alfil o un caballo, así que son tablas salvo que las {side} tengan una victoria forzada; {forced}',
  'quiz.flag.twoKnights': 'las {side} solo tienen el rey y dos caballos y las {flagger} no tienen peones, así que son tablas salvo que las {side} tengan una victoria forzada; {forced}',
  'quiz.flag.cannotMate': 'las {side} no pueden dar jaque mate de ningún modo, así que no tienen victoria forzada',
  'quiz.flag.noTable': 'ninguna base de finales ha resuelto si tienen una victoria forzada',
  'quiz.flag.forcedWin': { one: 'tienen una victoria forzada (base de finales: mate en {count} jugada)', many: 'tienen una victoria forzada (base de finales: mate en {count} jugadas)', other: 'tienen una victoria forzada (base de finales: mate en {count} jugadas)' },
  'quiz.flag.noForcedWin': 'no tienen victoria forzada (base de finales)',

  // The dead-position quiz. {white} and {black}: each side's mating chances, a sentence each.
  'quiz.dead.question': '¿Es una posición muerta, es decir, ninguna serie de movimientos legales puede llevar al jaque mate ({law})?',
  'quiz.dead.yes': 'Sí: la partida es tablas',
  'quiz.dead.no': 'No: aún es posible un jaque mate',
  'quiz.dead.over': 'La partida ya ha terminado, sea cual sea la respuesta: {how}.',
  'quiz.dead.isDead': 'Sí: {white} {black} La partida terminó al producirse la posición.',
  'quiz.dead.facts': '{white} {black}',

  // The mate quiz: with an endgame table (force, help, never), else yes or never.
  'quiz.mate.question': '¿Pueden aún las {side} dar jaque mate?',
  'quiz.mate.questionAny': '¿Pueden aún las {side} dar jaque mate (mediante alguna serie de movimientos legales)?',
  'quiz.mate.force': 'Sí, de forma forzada',
  'quiz.mate.help': 'Solo si las {side} colaboran',
  'quiz.mate.never': 'No, nunca',
  'quiz.mate.yes': 'Sí',
  // ... its reason: the table's {verdict}, then the {fact} of quiz.fact.
  'quiz.mate.reason': '{verdict} {fact}',
  'quiz.mate.tableWin': { one: 'La base de finales: las {side} dan mate en {count} jugada con juego perfecto.', many: 'La base de finales: las {side} dan mate en {count} jugadas con juego perfecto.', other: 'La base de finales: las {side} dan mate en {count} jugadas con juego perfecto.' },
  'quiz.mate.tableWinTooLate': { one: 'La base de finales: las {side} dan mate en {count} jugada con juego perfecto, pero antes la partida es tablas por la regla de los 75 movimientos.', many: 'La base de finales: las {side} dan mate en {count} jugadas con juego perfecto, pero antes la partida es tablas por la regla de los 75 movimientos.', other: 'La base de finales: las {side} dan mate en {count} jugadas con juego perfecto, pero antes la partida es tablas por la regla de los 75 movimientos.' },
  'quiz.mate.tableNoForce': 'La base de finales: las {side} no pueden forzar el mate contra la mejor defensa.',
  // {count}: the half-moves played since the last capture or pawn move; {other}: the defender.
  'quiz.mate.claimFirst': { one: '{verdict} Pero ha pasado {count} medio movimiento sin captura ni movimiento de peón: salvo que una captura o un movimiento de peón por el camino reinicie el recuento, las {other} pueden reclamar tablas por la regla de los 50 movimientos ({law}) antes del mate, así que el tablero no se pronuncia aquí sobre "de forma forzada".', many: '{verdict} Pero han pasado {count} medios movimientos sin captura ni movimiento de peón: salvo que una captura o un movimiento de peón por el camino reinicie el recuento, las {other} pueden reclamar tablas por la regla de los 50 movimientos ({law}) antes del mate, así que el tablero no se pronuncia aquí sobre "de forma forzada".', other: '{verdict} Pero han pasado {count} medios movimientos sin captura ni movimiento de peón: salvo que una captura o un movimiento de peón por el camino reinicie el recuento, las {other} pueden reclamar tablas por la regla de los 50 movimientos ({law}) antes del mate, así que el tablero no se pronuncia aquí sobre "de forma forzada".' },

  // Puzzle mode: the panel, its task line ("White to play: find the lesson's move (1 of 3).")
  // and its buttons.
  'puzzle.title': 'Problema',
  'puzzle.task': 'Juegan las {side}: encuentre la jugada de la lección ({number} de {count}).',
  'puzzle.replies': 'Responden las {side}…',
  'puzzle.yourMove': 'Su jugada.',
  'puzzle.hint': 'Pista',
  'puzzle.hint.label': 'Pista: la pieza que se mueve y después su casilla',
  'puzzle.reveal': 'Mostrar la jugada',
  'puzzle.retry': 'Reintentar',
  'puzzle.retry.label': 'Reintentar: empezar el problema de nuevo',
  'puzzle.restarted': 'Problema reiniciado. {task}',
  'puzzle.wait': 'Espere al tablero: está jugando la respuesta o comprobando una jugada.',
  // ... what a try gets ({move}: the move tried, {expected}: the lesson's); a sentence of ours
  // and then the lesson's comment or the summary (puzzle.andThen).
  'puzzle.andThen': '{first} {then}',
  'puzzle.right': 'Correcto: {move}.',
  'puzzle.notThis': 'Esta no: {move}.',
  'puzzle.checking': 'Comprobando {move}…',
  'puzzle.checkingSaid': 'Comprobando {move}.',
  'puzzle.notLessonMove': 'No es la jugada de la lección: {move}. Inténtelo de nuevo.',
  'puzzle.revealed': 'La jugada de la lección: {move}.',
  // {why}: one of the four after it.
  'puzzle.justAsGood': 'Igual de buena: {move}; {why}. La lección continúa con {expected}.',
  'puzzle.matesAsWell': 'también da mate',
  'puzzle.drawsAsWell': 'también hace tablas (base de finales)',
  'puzzle.winsAsWell': 'también gana (base de finales: mate en {mine}; con la jugada de la lección, en {theirs})',
  'puzzle.matesInAsWell': 'también da mate en {count} (búsqueda del motor, {plies} medios movimientos)',
  // ... the hints: the piece to move ({from}: its square), then where it goes ({to}).
  'puzzle.hintPiece.king': 'Pista: mueva el rey de {from}.',
  'puzzle.hintPiece.queen': 'Pista: mueva la dama de {from}.',
  'puzzle.hintPiece.rook': 'Pista: mueva la torre de {from}.',
  'puzzle.hintPiece.bishop': 'Pista: mueva el alfil de {from}.',
  'puzzle.hintPiece.knight': 'Pista: mueva el caballo de {from}.',
  'puzzle.hintPiece.pawn': 'Pista: mueva el peón de {from}.',
  'puzzle.hintSquare.king': 'Pista: el rey de {from} va a {to}.',
  'puzzle.hintSquare.queen': 'Pista: la dama de {from} va a {to}.',
  'puzzle.hintSquare.rook': 'Pista: la torre de {from} va a {to}.',
  'puzzle.hintSquare.bishop': 'Pista: el alfil de {from} va a {to}.',
  'puzzle.hintSquare.knight': 'Pista: el caballo de {from} va a {to}.',
  'puzzle.hintSquare.pawn': 'Pista: el peón de {from} va a {to}.',
  // ... the end ({moves}: puzzle.moves; {hints}: puzzle.hints; {firstTry}, {revealed}: numbers).
  'puzzle.solved': 'Resuelto: al primer intento, {firstTry} de {moves}; {hints}; jugadas mostradas: {revealed}.',
  'puzzle.moves': { one: '{count} jugada', many: '{count} jugadas', other: '{count} jugadas' },
  'puzzle.hints': { one: '{count} pista', many: '{count} pistas', other: '{count} pistas' },
  'puzzle.nothingToFind': 'Esta lección no tiene ninguna jugada que encontrar desde aquí.',

  // The teacher's panel under the moves (Teach), and what a screen reader hears from it.
  'teach.legend': 'Enseñar con esta jugada',
  'teach.find': 'El lector encuentra esta jugada (modo problema)',
  'teach.ask': 'Preguntar al lector, tras esta jugada:',
  'teach.findSet': 'El lector deberá encontrar esta jugada.',
  'teach.findRemoved': 'Ya no es una jugada que encontrar.',
  // {value}: the quizzes as the PGN writes them ("claim,dead").
  'teach.quizSet': 'Preguntas fijadas: {value}.',
  'teach.quizRemoved': 'Preguntas eliminadas.',
  // The quiz panel's title, and puzzle mode turned on and off.
  'teach.question': 'Pregunta',
  'teach.puzzleStarted': 'Problema: juegan las {side}.',
  'teach.puzzleClosed': 'Problema cerrado.',

  // The arbiter drill page (drill.html): its title, introduction ({fide}: "FIDE 6.9", {us}: "US
  // Chess rule 14E") and links.
  'drill.pageTitle': 'drawboard: práctica de arbitraje - reclamaciones, banderas y posiciones muertas',
  'drill.title': 'Práctica de arbitraje',
  'drill.intro': 'Decida sobre la posición como lo haría un árbitro: ¿puede el jugador que tiene la jugada reclamar tablas?, ¿ha terminado ya la partida?, ¿es una posición muerta?, ¿qué ocurre si cae una bandera? El tablero responde con sus propias pruebas y muestra la regla en que se basa cada respuesta. Las decisiones sobre caídas de bandera siguen {fide} y la {us}.',
  'drill.pages': 'Páginas',
  'drill.linkBoard': 'El tablero de análisis completo',
  'drill.linkEmbed': 'Tableros para páginas didácticas',
  // ... the kinds of question to ask, the line above the board, and the score.
  'drill.kinds': 'Preguntas sobre',
  'drill.kinds.claim': 'Reclamaciones y tablas automáticas',
  'drill.kinds.dead': 'Posiciones muertas',
  'drill.kinds.flag': 'Caídas de bandera',
  'drill.kinds.mate': 'Posibilidades de mate',
  'drill.next': 'Siguiente pregunta',
  'drill.making': 'Creando una posición…',
  'drill.noPosition': 'No se pudo crear ninguna posición: inténtelo de nuevo.',
  'drill.failed': 'No se pudo cargar el tablero.',
  'drill.score': { one: 'Puntuación de esta visita: {right} de {count} respuesta correcta.', many: 'Puntuación de esta visita: {right} de {count} respuestas correctas.', other: 'Puntuación de esta visita: {right} de {count} respuestas correctas.' },
  'drill.noScore': 'Puntuación de esta visita: aún no hay respuestas.',
};
