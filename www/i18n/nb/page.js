// Norwegian Bokmål words of the pages around the board: the analysis board (index.html, app.js),
// the lessons kept in this browser listed under it (lessons.js), the boards for teaching pages
// (embed.html), the annotated lesson (lesson.html) and the language chooser of every page
// (i18n/chooser.js). The `page` part: loaded by the pages themselves, not by the element.
// "drawboard" is the site's name. A message with plural forms is chosen by `count`.
// Terms: www/i18n/glossary/nb.md.
export default {
  // The language chooser in each page's header, and the name of the header's list of links.
  'page.language': 'Språk',
  'page.pages': 'Sider',

  // The analysis board (index.html): the window's title, the description search engines show,
  // the header and its links.
  'index.title': 'drawboard: analysebrett for sjakk – hva som er remis og ikke, og hvorfor',
  'index.description': 'Et analysebrett for sjakk som forklarer remis: tredobbel stillingsgjentakelse, 50-trekksregelen, utilstrekkelig materiell, døde stillinger og stillinger der matt ikke kan forseres.',
  'index.heading': 'drawboard',
  'index.intro': 'Spill eller last inn et parti og se etter hvert trekk hvilke remiser som kan kreves, hvilke som er automatiske, og hvorfor.',
  'index.linkEmbed': 'Brett for undervisningssider',
  'index.linkLessons': 'Tårnsluttspill, eksakt',
  // The footer under the board: how to move, then "Share a position as" followed by an example
  // address (index.html?fen=<FEN>&moves=e2e4,e7e5) and a full stop.
  'index.help': 'Flytt ved å klikke eller dra, eller skriv et trekk. Når brettet har fokus, flytter piltastene en markør, og Enter løfter opp eller setter ned en brikke; ellers blar venstre og høyre pil, Home og End gjennom trekkene.',
  'index.share': 'Del en stilling som',
  // The button after the line that says a lesson came back (app.restored).
  'index.newBoard': 'Start et nytt brett',
  // The title of the list of lessons under the board.
  'index.lessonsTitle': 'Leksjoner lagret i denne nettleseren',

  // Said above the board when the page opens the lesson shown last ({title} is its name,
  // {when} the date and time it was saved).
  'app.restored': 'Leksjonen din «{title}» er tilbake slik du forlot den (lagret {when}).',

  // The lessons kept in this browser (under the board of index.html). Each lesson's line: when
  // it was saved ({date}, a date and time) and its length in moves, and whether it is the one
  // on the board.
  'lessons.meta': { one: '{date}, {count} trekk', other: '{date}, {count} trekk' },
  'lessons.metaCurrent': { one: '{date}, {count} trekk, på brettet', other: '{date}, {count} trekk, på brettet' },
  // The buttons of a lesson ({title} is the lesson's name), and their tooltips.
  'lessons.rename': 'Gi nytt navn',
  'lessons.rename.label': 'Gi nytt navn til {title}',
  'lessons.duplicate': 'Dupliser',
  'lessons.duplicate.label': 'Dupliser {title}',
  'lessons.delete': 'Slett',
  'lessons.delete.label': 'Slett {title}',
  // Renaming a lesson: the field's name for screen readers, and its buttons.
  'lessons.newName': 'Nytt navn på {title}',
  'lessons.saveName': 'Lagre navn',
  'lessons.cancel': 'Avbryt',
  'lessons.undo': 'Angre',
  // The status line over the list ({name} is a lesson's name; {error} is the browser's or the
  // store's own message, in English).
  'lessons.unavailable': 'Ingen leksjoner kan lagres i denne nettleseren: {error}. Lagre PGN-en som en fil for å ta vare på arbeidet.',
  'lessons.duplicated': 'Duplisert som «{name}».',
  'lessons.deleted': 'Slettet «{name}».',
  'lessons.restored': '«{name}» er tilbake.',
  'lessons.failed': 'Det virket ikke: {error}.',
  'lessons.notRenamed': 'Navnet ble ikke lagret: {error}.',
  'lessons.notRestored': 'Leksjonen kunne ikke hentes tilbake: {error}.',

  // Boards for teaching pages (embed.html): the window's title, the header and its link.
  'embed.title': 'drawboard: tre remiser til en leksjon',
  'embed.heading': 'Tre sluttspill som ligner hverandre',
  // The header's paragraph: "Each board below is a", then the name of the element in code
  // (<draw-board>), then "element.", then the rest.
  'embed.intro.before': 'Hvert brett nedenfor er et',
  'embed.intro.after': 'element.',
  'embed.intro.more': 'Spill trekk på dem: hvert brett er uavhengig, og remispanelet forklarer seg selv etter hvert trekk.',
  'embed.linkBoard': 'Det fullstendige analysebrettet',
  // The three endings: a title, then what it teaches.
  'embed.knights.title': 'Springer mot springer: remis kan ikke kreves',
  'embed.knights.text': 'Ingen av sidene kan forsere matt, så med korrekt spill er dette remis. Men det er ikke remis etter reglene: sjakkmatt er fortsatt mulig hvis den ene siden hjelper til, så ingen kan kreve remis på grunn av materiellet, og en spiller som går tom for tid, taper.',
  'embed.bishops.title': 'To løpere på samme farge: død stilling',
  'embed.bishops.text': 'Begge de hvite løperne står på hvite felt. De kan aldri dekke et svart felt, så ingen serie av lovlige trekk kan gi matt: partiet er remis med en gang (utilstrekkelig materiell, en død stilling).',
  'embed.twoKnights.title': 'To springere: matt kan ikke forseres',
  'embed.twoKnights.text': 'To springere kan sette matt mot en konge alene, men bare hvis forsvareren gjør en bukk: de kan ikke forsere det. Det vet motoren også – verdien deles på 8.',

  // The annotated lesson (lesson.html): the window's title, the header and its links.
  'lesson.title': 'drawboard: en kommentert leksjon',
  'lesson.heading': 'Et kommentert parti',
  'lesson.intro': 'En leksjon er en PGN-fil: kommentarer, varianter og «!» og «?» vises i trekklisten, og kommentaren til hvert trekk under brettet. Bla med piltastene (opp og ned velger en variant).',
  'lesson.linkBoard': 'Det fullstendige analysebrettet',
  'lesson.linkEmbed': 'Tre sluttspill',
  'lesson.linkRook': 'Tre tårnsluttspill',
  // The titles of its boards (the games themselves are the lesson's, in PGN).
  'lesson.opera.title': 'Morphys operaparti, fra en fil',
  'lesson.readOnly.title': 'Et brett å lese, ikke endre',
  // The rook endings: a title and what they are, then each ending's title and what it teaches.
  'lesson.rook.title': 'Tre tårnsluttspill som alle lærebøker tar for seg',
  'lesson.rook.text': 'Tårn og bonde mot tårn: fem brikker, besvart eksakt fra nettstedets sluttspillsdatabaser, noen få kilobyte per stilling (se databasevisningen under hvert brett: hvert trekk med resultatet sitt).',
  'lesson.lucena.title': 'Lucena: brobygging vinner',
  'lesson.lucena.text': 'Bonden står på sjuende rad med kongen foran seg, og den forsvarende kongen er avskåret én linje unna. Hvit vinner ved å bygge en bro: tårnet går til fjerde rad, slik at det senere kan blokkere sjakkene.',
  'lesson.philidor.title': 'Philidor: tredje rad holder',
  'lesson.philidor.text': 'Den forsvarende kongen står foran bonden, og tårnet på sin tredje rad holder den andre kongen ute; så snart bonden går fram, går tårnet bak og gir sjakk på lang avstand. Remis med beste spill.',
  'lesson.vancura.title': 'Vancura: en kantbonde holdt fra siden',
  'lesson.vancura.text': 'Med bonden på a-linjen og det angripende tårnet foran den, angriper det forsvarende tårnet bonden fra siden, mens kongen venter nær hjørnet på den andre fløyen. Remis med beste spill.',
};
