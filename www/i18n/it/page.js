// Le parole italiane delle pagine intorno alla scacchiera: la scacchiera di analisi (index.html,
// app.js), le lezioni conservate in questo browser elencate sotto di essa (lessons.js), le
// scacchiere per pagine didattiche (embed.html), la lezione commentata (lesson.html) e la scelta
// della lingua di ogni pagina (i18n/chooser.js). La parte `page`: caricata dalle pagine stesse,
// non dall'elemento. "drawboard" è il nome del sito. Un messaggio con forme plurali è scelto da
// `count`.
export default {
  // The language chooser in each page's header, and the name of the header's list of links.
  'page.language': 'Lingua',
  'page.pages': 'Pagine',

  // The analysis board (index.html): the window's title, the description search engines show,
  // the header and its links.
  'index.title': 'drawboard: scacchiera di analisi – che cosa è patta e che cosa no, e perché',
  'index.description': 'Una scacchiera di analisi che spiega le patte: triplice ripetizione, regola delle 50 mosse, materiale insufficiente, posizioni morte e posizioni in cui il matto non può essere forzato.',
  'index.heading': 'drawboard',
  'index.intro': 'Giocare o caricare una partita e vedere, dopo ogni mossa, quali patte si possono richiedere, quali sono automatiche, e perché.',
  'index.linkEmbed': 'Scacchiere per pagine didattiche',
  'index.linkLessons': 'I finali di Torre, esattamente',
  // The footer under the board: how to move, then "Share a position as" followed by an example
  // address (index.html?fen=<FEN>&moves=e2e4,e7e5) and a full stop.
  'index.help': 'Si muove facendo clic o trascinando i pezzi, oppure digitando una mossa. Con la scacchiera attiva, le frecce spostano un cursore e Invio prende o posa un pezzo; altrove, sinistra, destra, Home e Fine scorrono le mosse.',
  'index.share': 'Per condividere una posizione, usare l’indirizzo',
  // The button after the line that says a lesson came back (app.restored).
  'index.newBoard': 'Nuova scacchiera',
  // The title of the list of lessons under the board.
  'index.lessonsTitle': 'Lezioni conservate in questo browser',

  // Said above the board when the page opens the lesson shown last ({title} is its name,
  // {when} the date and time it was saved).
  'app.restored': 'La lezione «{title}» è tornata com’era stata lasciata (salvata il {when}).',

  // The lessons kept in this browser (under the board of index.html). Each lesson's line: when
  // it was saved ({date}, a date and time) and its length in moves, and whether it is the one
  // on the board.
  'lessons.meta': { one: '{date}, {count} mossa', many: '{date}, {count} mosse', other: '{date}, {count} mosse' },
  'lessons.metaCurrent': { one: '{date}, {count} mossa, sulla scacchiera', many: '{date}, {count} mosse, sulla scacchiera', other: '{date}, {count} mosse, sulla scacchiera' },
  // The buttons of a lesson ({title} is the lesson's name), and their tooltips.
  'lessons.rename': 'Rinomina',
  'lessons.rename.label': 'Rinomina {title}',
  'lessons.duplicate': 'Duplica',
  'lessons.duplicate.label': 'Duplica {title}',
  'lessons.delete': 'Elimina',
  'lessons.delete.label': 'Elimina {title}',
  // Renaming a lesson: the field's name for screen readers, and its buttons.
  'lessons.newName': 'Nuovo nome per {title}',
  'lessons.saveName': 'Salva il nome',
  'lessons.cancel': 'Annulla',
  'lessons.undo': 'Annulla l’eliminazione',
  // The status line over the list ({name} is a lesson's name; {error} is the browser's or the
  // store's own message, in English).
  'lessons.unavailable': 'In questo browser non si possono conservare lezioni: {error}. Salvare il PGN in un file per conservare il lavoro.',
  'lessons.duplicated': 'Duplicata come «{name}».',
  'lessons.deleted': '«{name}» eliminata.',
  'lessons.restored': '«{name}» è tornata.',
  'lessons.failed': 'Non ha funzionato: {error}.',
  'lessons.notRenamed': 'Il nome non è stato mantenuto: {error}.',
  'lessons.notRestored': 'Non è stato possibile ripristinarla: {error}.',

  // Boards for teaching pages (embed.html): the window's title, the header and its link.
  'embed.title': 'drawboard: tre patte per una lezione',
  'embed.heading': 'Tre finali che si somigliano',
  // The header's paragraph: "Each board below is a", then the name of the element in code
  // (<draw-board>), then "element.", then the rest.
  'embed.intro.before': 'Ogni scacchiera qui sotto è un elemento',
  'embed.intro.after': 'autonomo.',
  'embed.intro.more': 'Vi si possono giocare mosse: ogni scacchiera è indipendente, e il suo pannello delle patte si spiega da sé dopo ogni mossa.',
  'embed.linkBoard': 'La scacchiera di analisi completa',
  // The three endings: a title, then what it teaches.
  'embed.knights.title': 'Cavallo contro Cavallo: patta non richiedibile',
  'embed.knights.text': 'Nessuno dei due può forzare il matto, quindi con un gioco corretto è patta. Ma non è una patta per regola: uno scaccomatto è ancora possibile se una delle parti collabora, quindi nessuno può richiederla per il materiale, e un giocatore che esaurisce il tempo perde.',
  'embed.bishops.title': 'Due Alfieri dello stesso colore: posizione morta',
  'embed.bishops.text': 'Entrambi gli Alfieri bianchi stanno su case chiare. Non possono mai controllare una casa scura, quindi nessuna sequenza di mosse legali può portare allo scaccomatto: la partita è subito patta (materiale insufficiente, una posizione morta).',
  'embed.twoKnights.title': 'Due Cavalli: il matto non può essere forzato',
  'embed.twoKnights.text': 'Due Cavalli possono dare scaccomatto al Re solo, ma soltanto se il difensore commette un grave errore: non possono forzarlo. Lo sa anche il motore – il suo punteggio è diviso per 8.',

  // The annotated lesson (lesson.html): the window's title, the header and its links.
  'lesson.title': 'drawboard: una lezione commentata',
  'lesson.heading': 'Una partita commentata',
  'lesson.intro': 'Una lezione è un file PGN: commenti, varianti e i segni «!» e «?» compaiono nella lista delle mosse, e il commento a ogni mossa sotto la scacchiera. Si scorre con le frecce (su e giù scelgono una variante).',
  'lesson.linkBoard': 'La scacchiera di analisi completa',
  'lesson.linkEmbed': 'Tre finali',
  'lesson.linkRook': 'Tre finali di Torre',
  // The titles of its boards (the games themselves are the lesson's, in PGN).
  'lesson.opera.title': 'La partita dell’Opera di Morphy, da un file',
  'lesson.readOnly.title': 'Una scacchiera da leggere, non da modificare',
  // The rook endings: a title and what they are, then each ending's title and what it teaches.
  'lesson.rook.title': 'Tre finali di Torre che ogni manuale insegna',
  'lesson.rook.text': 'Torre e pedone contro Torre: cinque pezzi, risolti esattamente dalle tablebase di questo sito, pochi kilobyte per posizione (si veda la tabella sotto ogni scacchiera: ogni mossa con il suo risultato).',
  'lesson.lucena.title': 'Lucena: il ponte vince',
  'lesson.lucena.text': 'Il pedone è sulla settima traversa con il suo Re davanti, il Re del difensore tagliato fuori di una colonna. Il Bianco vince costruendo un ponte: la Torre va sulla quarta traversa, per poter poi interporsi agli scacchi.',
  'lesson.philidor.title': 'Philidor: la terza traversa tiene',
  'lesson.philidor.text': 'Il Re del difensore sta davanti al pedone, la Torre sulla sua terza traversa tiene lontano l’altro Re; appena il pedone avanza, la Torre va dietro e dà scacco da lontano. Patta con il gioco migliore.',
  'lesson.vancura.title': 'Vancura: un pedone di Torre tenuto di lato',
  'lesson.vancura.text': 'Con il pedone sulla colonna a e la Torre dell’attaccante davanti a esso, la Torre del difensore attacca il pedone di lato e il suo Re attende vicino all’angolo sull’altra ala. Patta con il gioco migliore.',
};
