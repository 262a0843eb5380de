// Palabras en español de las páginas que rodean el tablero: el tablero de análisis (index.html,
// app.js), las lecciones guardadas en este navegador que se listan debajo (lessons.js), los
// tableros para páginas didácticas (embed.html), la lección comentada (lesson.html) y el selector
// de idioma de cada página (i18n/chooser.js). The `page` part: loaded by the pages themselves,
// not by the element. "drawboard" is the site's name. A message with plural forms is chosen by
// `count`.
export default {
  // The language chooser in each page's header, and the name of the header's list of links.
  'page.language': 'Idioma',
  'page.pages': 'Páginas',

  // The analysis board (index.html): the window's title, the description search engines show,
  // the header and its links.
  'index.title': 'drawboard: tablero de análisis de ajedrez - qué es tablas y qué no, y por qué',
  'index.description': 'Un tablero de análisis de ajedrez que explica las tablas: triple repetición, regla de los 50 movimientos, material insuficiente, posiciones muertas y posiciones en las que no se puede forzar el mate.',
  'index.heading': 'drawboard',
  'index.intro': 'Juegue o cargue una partida y vea, tras cada jugada, qué tablas se pueden reclamar, cuáles son automáticas y por qué.',
  'index.linkEmbed': 'Tableros para páginas didácticas',
  'index.linkLessons': 'Finales de torres, con exactitud',
  // The footer under the board: how to move, then "Share a position as" followed by an example
  // address (index.html?fen=<FEN>&moves=e2e4,e7e5) and a full stop.
  'index.help': 'Mueva haciendo clic o arrastrando, o escriba una jugada. Con el tablero seleccionado, las flechas del teclado mueven un cursor e Intro levanta o suelta una pieza; fuera de él, flecha izquierda, flecha derecha, Inicio y Fin recorren las jugadas.',
  'index.share': 'Comparta una posición con una dirección como',
  // The button after the line that says a lesson came back (app.restored).
  'index.newBoard': 'Empezar un tablero nuevo',
  // The title of the list of lessons under the board.
  'index.lessonsTitle': 'Lecciones guardadas en este navegador',

  // Said above the board when the page opens the lesson shown last ({title} is its name,
  // {when} the date and time it was saved).
  'app.restored': 'Su lección "{title}" ha vuelto tal como la dejó (guardada: {when}).',

  // The lessons kept in this browser (under the board of index.html). Each lesson's line: when
  // it was saved ({date}, a date and time) and its length in moves, and whether it is the one
  // on the board.
  'lessons.meta': { one: '{date}, {count} jugada', many: '{date}, {count} jugadas', other: '{date}, {count} jugadas' },
  'lessons.metaCurrent': { one: '{date}, {count} jugada, en el tablero', many: '{date}, {count} jugadas, en el tablero', other: '{date}, {count} jugadas, en el tablero' },
  // The buttons of a lesson ({title} is the lesson's name), and their tooltips.
  'lessons.rename': 'Renombrar',
  'lessons.rename.label': 'Renombrar {title}',
  'lessons.duplicate': 'Duplicar',
  'lessons.duplicate.label': 'Duplicar {title}',
  'lessons.delete': 'Borrar',
  'lessons.delete.label': 'Borrar {title}',
  // Renaming a lesson: the field's name for screen readers, and its buttons.
  'lessons.newName': 'Nuevo nombre para {title}',
  'lessons.saveName': 'Guardar nombre',
  'lessons.cancel': 'Cancelar',
  'lessons.undo': 'Deshacer',
  // The status line over the list ({name} is a lesson's name; {error} is the browser's or the
  // store's own message, in English).
  'lessons.unavailable': 'No se pueden guardar lecciones en este navegador: {error}. Guarde el PGN como archivo para conservar su trabajo.',
  'lessons.duplicated': 'Duplicada como "{name}".',
  'lessons.deleted': 'Se borró "{name}".',
  'lessons.restored': 'Se recuperó "{name}".',
  'lessons.failed': 'No funcionó: {error}.',
  'lessons.notRenamed': 'No se conservó el nombre: {error}.',
  'lessons.notRestored': 'No se pudo recuperar: {error}.',

  // Boards for teaching pages (embed.html): the window's title, the header and its link.
  'embed.title': 'drawboard: tres finales de tablas para una lección',
  'embed.heading': 'Tres finales que se parecen',
  // The header's paragraph: "Each board below is a", then the name of the element in code
  // (<draw-board>), then "element.", then the rest.
  'embed.intro.before': 'Cada tablero de abajo es un elemento',
  'embed.intro.after': 'incrustado en la página.',
  'embed.intro.more': 'Haga jugadas en ellos: cada tablero es independiente, y su panel de tablas se explica a sí mismo tras cada jugada.',
  'embed.linkBoard': 'El tablero de análisis completo',
  // The three endings: a title, then what it teaches.
  'embed.knights.title': 'Caballo contra caballo: no se puede reclamar',
  'embed.knights.text': 'Ningún bando puede forzar el mate, así que con juego correcto son tablas. Pero no son tablas por reglamento: aún es posible un jaque mate si un bando colabora, así que nadie puede reclamarlas por material, y el jugador que se queda sin tiempo pierde.',
  'embed.bishops.title': 'Dos alfiles del mismo color: posición muerta',
  'embed.bishops.text': 'Los dos alfiles blancos están en casillas blancas. Nunca pueden cubrir una casilla negra, así que ninguna serie de movimientos legales puede dar mate: la partida es tablas de inmediato (material insuficiente, una posición muerta).',
  'embed.twoKnights.title': 'Dos caballos: no se puede forzar el mate',
  'embed.twoKnights.text': 'Dos caballos pueden dar mate a un rey solo, pero solo si el defensor comete un error grave: no pueden forzarlo. El motor también lo sabe: su puntuación se divide entre 8.',

  // The annotated lesson (lesson.html): the window's title, the header and its links.
  'lesson.title': 'drawboard: una lección comentada',
  'lesson.heading': 'Una partida comentada',
  'lesson.intro': 'Una lección es un archivo PGN: los comentarios, las variantes y los signos "!" y "?" aparecen en la lista de jugadas, y el comentario de cada jugada, bajo el tablero. Recórrala con las flechas del teclado (arriba y abajo eligen una variante).',
  'lesson.linkBoard': 'El tablero de análisis completo',
  'lesson.linkEmbed': 'Tres finales',
  'lesson.linkRook': 'Tres finales de torres',
  // The titles of its boards (the games themselves are the lesson's, in PGN).
  'lesson.opera.title': 'La partida de la Ópera de Morphy, desde un archivo',
  'lesson.readOnly.title': 'Un tablero para leer, no para modificar',
  // The rook endings: a title and what they are, then each ending's title and what it teaches.
  'lesson.rook.title': 'Tres finales de torres que enseñan todos los libros',
  'lesson.rook.text': 'Torre y peón contra torre: cinco piezas, con respuesta exacta a partir de las bases de finales de este sitio, unos pocos kilobytes por posición (bajo cada tablero, la base de finales da cada jugada con su resultado).',
  'lesson.lucena.title': 'Lucena: el puente gana',
  'lesson.lucena.text': 'El peón está en la séptima fila con su rey delante, y el rey defensor está cortado por una columna. Las Blancas ganan construyendo un puente: la torre va a la cuarta fila para poder bloquear después los jaques.',
  'lesson.philidor.title': 'Philidor: la tercera fila aguanta',
  'lesson.philidor.text': 'El rey defensor está delante del peón y la torre, en su tercera fila, impide el paso al otro rey; en cuanto el peón avanza, la torre se va atrás y da jaques desde lejos. Tablas con juego perfecto.',
  'lesson.vancura.title': 'Vancura: un peón de torre contenido desde el lado',
  'lesson.vancura.text': 'Con el peón en la columna a y la torre atacante delante de él, la torre defensora ataca el peón desde el lado y su rey espera cerca de la esquina del otro flanco. Tablas con juego perfecto.',
};
