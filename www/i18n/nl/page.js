// Dutch words of the pages around the board: the analysis board (index.html, app.js), the
// lessons kept in this browser listed under it (lessons.js), the boards for teaching pages
// (embed.html), the annotated lesson (lesson.html) and the language chooser of every page
// (i18n/chooser.js). The `page` part: loaded by the pages themselves, not by the element.
// "drawboard" is the site's name. A message with plural forms is chosen by `count`.
// Terms: www/i18n/glossary/nl.md.
export default {
  // The language chooser in each page's header, and the name of the header's list of links.
  'page.language': 'Taal',
  'page.pages': "Pagina's",

  // The analysis board (index.html): the window's title, the description search engines show,
  // the header and its links.
  'index.title': 'drawboard: schaakanalysebord – wat wel en geen remise is, en waarom',
  'index.description': 'Een schaakanalysebord dat remises uitlegt: driemaal dezelfde stelling, de vijftigzettenregel, onvoldoende materiaal, dode stellingen en stellingen waarin mat niet te forceren is.',
  'index.heading': 'drawboard',
  'index.intro': 'Speel of laad een partij en zie na elke zet welke remises kunnen worden geclaimd, welke automatisch zijn, en waarom.',
  'index.linkEmbed': "Borden voor lespagina's",
  'index.linkLessons': 'Toreneindspelen, exact',
  // The footer under the board: how to move, then "Share a position as" followed by an example
  // address (index.html?fen=<FEN>&moves=e2e4,e7e5) and a full stop.
  'index.help': 'Zet door te klikken of te slepen, of typ een zet. Als het bord de focus heeft, verplaatsen de pijltjestoetsen een cursor en pakt Enter een stuk op of zet het neer; elders bladeren pijl links, pijl rechts, Home en End door de zetten.',
  'index.share': 'Deel een stelling als',
  // The button after the line that says a lesson came back (app.restored).
  'index.newBoard': 'Een nieuw bord beginnen',
  // The title of the list of lessons under the board.
  'index.lessonsTitle': 'Lessen bewaard in deze browser',

  // Said above the board when the page opens the lesson shown last ({title} is its name,
  // {when} the date and time it was saved).
  'app.restored': 'De les “{title}” is terug zoals die werd achtergelaten (opgeslagen {when}).',

  // The lessons kept in this browser (under the board of index.html). Each lesson's line: when
  // it was saved ({date}, a date and time) and its length in moves, and whether it is the one
  // on the board.
  'lessons.meta': { one: '{date}, {count} zet', other: '{date}, {count} zetten' },
  'lessons.metaCurrent': { one: '{date}, {count} zet, op het bord', other: '{date}, {count} zetten, op het bord' },
  // The buttons of a lesson ({title} is the lesson's name), and their tooltips.
  'lessons.rename': 'Hernoemen',
  'lessons.rename.label': '{title} hernoemen',
  'lessons.duplicate': 'Dupliceren',
  'lessons.duplicate.label': '{title} dupliceren',
  'lessons.delete': 'Verwijderen',
  'lessons.delete.label': '{title} verwijderen',
  // Renaming a lesson: the field's name for screen readers, and its buttons.
  'lessons.newName': 'Nieuwe naam voor {title}',
  'lessons.saveName': 'Naam opslaan',
  'lessons.cancel': 'Annuleren',
  'lessons.undo': 'Ongedaan maken',
  // The status line over the list ({name} is a lesson's name; {error} is the browser's or the
  // store's own message, in English).
  'lessons.unavailable': 'In deze browser kunnen geen lessen worden bewaard: {error}. Sla de PGN op als bestand om het werk te bewaren.',
  'lessons.duplicated': 'Gedupliceerd als “{name}”.',
  'lessons.deleted': '“{name}” verwijderd.',
  'lessons.restored': '“{name}” is terug.',
  'lessons.failed': 'Dat is niet gelukt: {error}.',
  'lessons.notRenamed': 'De naam is niet bewaard: {error}.',
  'lessons.notRestored': 'De les kon niet worden teruggehaald: {error}.',

  // Boards for teaching pages (embed.html): the window's title, the header and its link.
  'embed.title': 'drawboard: drie remises voor een les',
  'embed.heading': 'Drie eindspelen die op elkaar lijken',
  // The header's paragraph: "Each board below is a", then the name of the element in code
  // (<draw-board>), then "element.", then the rest.
  'embed.intro.before': 'Elk bord hieronder is een',
  'embed.intro.after': 'element.',
  'embed.intro.more': 'Speel er zetten op: elk bord is onafhankelijk, en het remisepaneel legt zichzelf na elke zet uit.',
  'embed.linkBoard': 'Het volledige analysebord',
  // The three endings: a title, then what it teaches.
  'embed.knights.title': 'Paard tegen paard: niet te claimen',
  'embed.knights.text': 'Geen van beide kanten kan mat afdwingen, dus bij correct spel is dit remise. Maar het is geen remise volgens de regels: schaakmat is nog mogelijk als één kant meewerkt, dus niemand kan op grond van het materiaal claimen, en een speler van wie de vlag valt, verliest.',
  'embed.bishops.title': 'Twee lopers op dezelfde kleur: dood',
  'embed.bishops.text': 'Beide witte lopers staan op witte velden. Ze kunnen nooit een zwart veld bestrijken, dus geen enkele reeks reglementaire zetten kan tot mat leiden: de partij is meteen remise (onvoldoende materiaal, een dode stelling).',
  'embed.twoKnights.title': 'Twee paarden: mat is niet te forceren',
  'embed.twoKnights.text': 'Twee paarden kunnen een eenzame koning mat zetten, maar alleen als de verdediger blundert: afdwingen kunnen ze het niet. Ook de engine weet dat – zijn score wordt door 8 gedeeld.',

  // The annotated lesson (lesson.html): the window's title, the header and its links.
  'lesson.title': 'drawboard: een geannoteerde les',
  'lesson.heading': 'Een geannoteerde partij',
  'lesson.intro': 'Een les is een PGN-bestand: commentaar, varianten en “!” en “?” verschijnen in de zettenlijst, en het commentaar bij elke zet onder het bord. Blader met de pijltjestoetsen (omhoog en omlaag kiezen een variant).',
  'lesson.linkBoard': 'Het volledige analysebord',
  'lesson.linkEmbed': 'Drie eindspelen',
  'lesson.linkRook': 'Drie toreneindspelen',
  // The titles of its boards (the games themselves are the lesson's, in PGN).
  'lesson.opera.title': 'De operapartij van Morphy, uit een bestand',
  'lesson.readOnly.title': 'Een bord om te lezen, niet om te wijzigen',
  // The rook endings: a title and what they are, then each ending's title and what it teaches.
  'lesson.rook.title': 'Drie toreneindspelen uit elk leerboek',
  'lesson.rook.text': 'Toren en pion tegen toren: vijf stukken, exact beantwoord uit de eindspeldatabase van deze site, een paar kilobyte per stelling (zie de tabel onder elk bord: elke zet met zijn resultaat).',
  'lesson.lucena.title': 'Lucena: de brug wint',
  'lesson.lucena.text': 'De pion staat op de zevende rij met zijn koning ervoor, de verdedigende koning is een lijn afgesneden. Wit wint door een brug te bouwen: de toren gaat naar de vierde rij, zodat hij later de schaakjes kan blokkeren.',
  'lesson.philidor.title': 'Philidor: de derde rij houdt stand',
  'lesson.philidor.text': 'De verdedigende koning staat voor de pion, de toren op zijn derde rij houdt de andere koning buiten; zodra de pion naar voren komt, gaat de toren naar achteren en geeft schaak van ver weg. Remise bij beste spel.',
  'lesson.vancura.title': 'Vancura: een randpion van opzij gehouden',
  'lesson.vancura.text': 'Met de pion op de a-lijn en de aanvallende toren ervoor valt de verdedigende toren de pion van opzij aan en wacht zijn koning bij de hoek op de andere vleugel. Remise bij beste spel.',
};
