// Palabras en español de lo que muestra un tablero con su primer veredicto: los controles, los
// títulos de los paneles, el titular del panel de tablas, sus distintivos y datos, la lista de
// jugadas y lo que oye un lector de pantalla.
// Placeholders are in braces; a message with plural forms is an object of Intl.PluralRules
// categories chosen by its `count`.
export default {
  // Colours, and the articles of the Laws as cited ({article} is "9.2.1.1", "14E2").
  'side.white': 'Blancas',
  'side.black': 'Negras',
  'law.fide': 'FIDE {article}',
  'law.usChess': 'regla {article} de US Chess',
  // The piece letters of SAN in this language, for K Q R B N (space between; "local" notation).
  letters: 'R D T A C',
  'nav.first': '«',
  'nav.back': '‹',
  'nav.forward': '›',
  'nav.last': '»',
  flip: 'Girar',
  undo: 'Deshacer',
  reset: 'Reiniciar',
  edit: 'Editar',
  draw: 'Dibujar',

  // The move box.
  move: 'Escribir una jugada',
  'move.hint': 'e4, Nf3, O-O, e7e8q',
  'move.play': 'Jugar',

  // The panels' titles.
  'panel.draws': 'Tablas',
  'panel.table': 'Base de finales',
  'panel.engine': 'Motor',
  'panel.audit': 'Auditoría de la partida',
  'panel.moves': 'Jugadas',
  'panel.more': 'Razones y herramientas',

  // The draw panel: the headline, the badges and the facts under them.
  'headline.toMove': 'Juegan las {side}',
  'headline.inCheck': 'Juegan las {side} (en jaque)',
  'headline.wins': 'Fin de la partida: ganan las {side} ({result})',
  'headline.draw': 'Fin de la partida: tablas (½-½)',
  badges: 'Tablas y fin de la partida',
  'label.checkmate': 'Jaque mate',
  'label.stalemate': 'Rey ahogado',
  'label.insufficientMaterial': 'Material insuficiente',
  'label.deadPosition': 'Posición muerta',
  'label.fivefold': 'Quíntuple repetición',
  'label.seventyFiveMoves': 'Regla de los 75 movimientos',
  'label.threefold': 'Triple repetición',
  'label.fiftyMoves': 'Regla de los 50 movimientos',
  'label.mateCannotBeForced': 'No se puede forzar el mate',
  'badge.over': 'la partida ha terminado',
  'badge.drawn': 'la partida es tablas',
  'badge.claimable': 'se pueden reclamar tablas',
  'badge.claimLabel': '{label}: se pueden reclamar tablas',
  'badge.materialNote': 'ningún bando tiene material para forzarlo',
  // "Claim with the next move: write down Kf2 or Kg2 before playing it, and claim the draw
  // (Threefold repetition)." {moves} are the moves in bold.
  'claim.label': 'Reclamar con la próxima jugada:',
  'claim.write': 'anotar {moves} antes de jugarla y reclamar las tablas ({rules}).',
  'claim.more': { one: 'otra jugada', many: 'una de {count} jugadas más', other: 'una de {count} jugadas más' },
  'material.has': 'Las {side} tienen material para forzar el mate',
  'material.hasNot': 'Las {side} no tienen material para forzar el mate',
  // Whether a side can still mate. {line} is a legal line in SAN; {proof} one of proofWord.*.
  'mate.line': 'Las {side} aún pueden dar jaque mate: {line}',
  'mate.longLine': { one: 'Las {side} aún pueden dar jaque mate (lo muestra una línea legal de {count} jugada)', many: 'Las {side} aún pueden dar jaque mate (lo muestra una línea legal de {count} jugadas)', other: 'Las {side} aún pueden dar jaque mate (lo muestra una línea legal de {count} jugadas)' },
  'mate.never': 'Las {side} nunca pueden dar jaque mate ({proof})',
  'mate.checking': 'Comprobando si las {side} aún pueden dar jaque mate…',
  'mate.notSettled': 'No está resuelto si las {side} aún pueden dar jaque mate: la búsqueda agotó su límite',
  'mate.notYet': 'Aún no se sabe si las {side} pueden dar jaque mate',
  'proofWord.material': 'material insuficiente',
  'proofWord.lockedPawns': 'los peones están bloqueados para siempre',
  'proofWord.gameOver': 'la partida ha terminado',
  'proofWord.everyMove': 'toda jugada legal lo impide',
  'proofWord.exhaustive': 'examinadas todas las posiciones alcanzables',
  'proofWord.seventyFiveMoves': 'antes llega la regla de los 75 movimientos',
  'proofWord.proved': 'demostrado',
  // A flag falling (FIDE 6.9, US Chess 14E): {law} is the article as cited.
  'flag.falls': 'Si cae la bandera de las {side}: {ruling}',
  'flag.opponentWins': 'ganan las {other} ({law})',
  'flag.draw': 'tablas, pues las {other} no podrían dar jaque mate mediante ninguna serie de movimientos legales ({law})',
  'flag.notSettled': 'sin resolver; tablas solo si las {other} no pudieran dar jaque mate mediante ninguna serie de movimientos legales ({law})',
  'flag.checking': 'comprobando si aún es posible un mate…',
  'flag.usChess': '{text}; según la {law}: {ruling}',
  'flagUs.opponentWins': 'ganan las {other}',
  'flagUs.draw': 'tablas',
  'flagUs.notSettled': 'tablas salvo que las {other} tengan una victoria forzada, lo que aquí no está resuelto',
  counts: '{seen}; {clock}',
  'counts.seen': { one: 'Posición vista {count} vez', many: 'Posición vista {count} veces', other: 'Posición vista {count} veces' },
  'counts.clock': { one: '{count} medio movimiento desde la última captura o movimiento de peón.', many: '{count} medios movimientos desde la última captura o movimiento de peón.', other: '{count} medios movimientos desde la última captura o movimiento de peón.' },
  why: 'Por qué',
  // "Why can't this be claimed? Show a mate": the button, in two parts (the second never wraps).
  'mateBox.question': '¿Por qué no se pueden reclamar tablas?',
  'mateBox.request': 'Mostrar un mate',
  noMoves: 'Aún no hay jugadas.',
  'noMoves.black': 'Juegan las Negras: aún no hay jugadas.',
  promote: 'Promover',
  mainLine: 'Hacer línea principal',
  deleteFrom: 'Borrar desde aquí',
  comment: 'Comentar',
  teach: 'Enseñar',
};
