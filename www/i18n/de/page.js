// German words of the pages around the board: the analysis board (index.html, app.js), the
// lessons kept in this browser listed under it (lessons.js), the boards for teaching pages
// (embed.html), the annotated lesson (lesson.html) and the language chooser of every page
// (i18n/chooser.js). The `page` part: loaded by the pages themselves, not by the element.
// "drawboard" is the site's name. A message with plural forms is chosen by `count`.
// Terms: www/i18n/glossary/de.md.
export default {
  // The language chooser in each page's header, and the name of the header's list of links.
  'page.language': 'Sprache',
  'page.pages': 'Seiten',

  // The analysis board (index.html): the window's title, the description search engines show,
  // the header and its links.
  'index.title': 'drawboard: Schach-Analysebrett – was remis ist und was nicht, und warum',
  'index.description': 'Ein Schach-Analysebrett, das Remis erklärt: dreifache Stellungswiederholung, 50-Züge-Regel, ungenügendes Mattmaterial, tote Stellungen und Stellungen, in denen sich kein Matt erzwingen lässt.',
  'index.heading': 'drawboard',
  'index.intro': 'Eine Partie spielen oder laden und nach jedem Zug sehen, welches Remis reklamiert werden kann, welches automatisch eintritt, und warum.',
  'index.linkEmbed': 'Bretter für Lehrseiten',
  'index.linkLessons': 'Turmendspiele, exakt',
  // The footer under the board: how to move, then "Share a position as" followed by an example
  // address (index.html?fen=<FEN>&moves=e2e4,e7e5) and a full stop.
  'index.help': 'Gezogen wird durch Klicken oder Ziehen oder durch Eingabe eines Zuges. Hat das Brett den Fokus, bewegen die Pfeiltasten einen Cursor, und Enter nimmt eine Figur auf oder setzt sie ab; sonst blättern Pfeil links, Pfeil rechts, Pos1 und Ende durch die Züge.',
  'index.share': 'Eine Stellung lässt sich teilen als',
  // The button after the line that says a lesson came back (app.restored).
  'index.newBoard': 'Neues Brett beginnen',
  // The title of the list of lessons under the board.
  'index.lessonsTitle': 'In diesem Browser gespeicherte Lektionen',

  // Said above the board when the page opens the lesson shown last ({title} is its name,
  // {when} the date and time it was saved).
  'app.restored': 'Die Lektion „{title}“ ist wieder da, so wie sie verlassen wurde (gespeichert {when}).',

  // The lessons kept in this browser (under the board of index.html). Each lesson's line: when
  // it was saved ({date}, a date and time) and its length in moves, and whether it is the one
  // on the board.
  'lessons.meta': { one: '{date}, {count} Zug', other: '{date}, {count} Züge' },
  'lessons.metaCurrent': { one: '{date}, {count} Zug, auf dem Brett', other: '{date}, {count} Züge, auf dem Brett' },
  // The buttons of a lesson ({title} is the lesson's name), and their tooltips.
  'lessons.rename': 'Umbenennen',
  'lessons.rename.label': '{title} umbenennen',
  'lessons.duplicate': 'Duplizieren',
  'lessons.duplicate.label': '{title} duplizieren',
  'lessons.delete': 'Löschen',
  'lessons.delete.label': '{title} löschen',
  // Renaming a lesson: the field's name for screen readers, and its buttons.
  'lessons.newName': 'Neuer Name für {title}',
  'lessons.saveName': 'Name speichern',
  'lessons.cancel': 'Abbrechen',
  'lessons.undo': 'Rückgängig',
  // The status line over the list ({name} is a lesson's name; {error} is the browser's or the
  // store's own message, in English).
  'lessons.unavailable': 'In diesem Browser können keine Lektionen gespeichert werden: {error}. Um die Arbeit zu behalten, die PGN als Datei speichern.',
  'lessons.duplicated': 'Dupliziert als „{name}“.',
  'lessons.deleted': '„{name}“ gelöscht.',
  'lessons.restored': '„{name}“ ist wieder da.',
  'lessons.failed': 'Das hat nicht geklappt: {error}.',
  'lessons.notRenamed': 'Der Name wurde nicht übernommen: {error}.',
  'lessons.notRestored': 'Die Lektion konnte nicht wiederhergestellt werden: {error}.',

  // Boards for teaching pages (embed.html): the window's title, the header and its link.
  'embed.title': 'drawboard: drei Remisstellungen für eine Lektion',
  'embed.heading': 'Drei Endspiele, die sich ähneln',
  // The header's paragraph: "Each board below is a", then the name of the element in code
  // (<draw-board>), then "element.", then the rest.
  'embed.intro.before': 'Jedes Brett unten ist ein',
  'embed.intro.after': 'Element.',
  'embed.intro.more': 'Darauf lassen sich Züge spielen: jedes Brett ist unabhängig, und sein Remis-Bereich erklärt sich nach jedem Zug selbst.',
  'embed.linkBoard': 'Das vollständige Analysebrett',
  // The three endings: a title, then what it teaches.
  'embed.knights.title': 'Springer gegen Springer: nicht reklamierbar',
  'embed.knights.text': 'Keine Seite kann Matt erzwingen, daher ist dies bei korrektem Spiel remis. Aber es ist kein Remis nach der Regel: ein Matt ist noch möglich, wenn eine Seite mithilft, also kann niemand wegen des Materials reklamieren, und wer die Zeit überschreitet, verliert.',
  'embed.bishops.title': 'Zwei gleichfarbige Läufer: tot',
  'embed.bishops.text': 'Beide weißen Läufer stehen auf weißen Feldern. Sie können nie ein schwarzes Feld decken, daher kann keine Folge regelgemäßer Züge zum Matt führen: die Partie ist sofort remis (ungenügendes Mattmaterial, eine tote Stellung).',
  'embed.twoKnights.title': 'Zwei Springer: Matt lässt sich nicht erzwingen',
  'embed.twoKnights.text': 'Zwei Springer können einen blanken König mattsetzen, aber nur, wenn der Verteidiger grob patzt: erzwingen können sie es nicht. Auch die Engine weiß das – ihr Wert wird durch 8 geteilt.',

  // The annotated lesson (lesson.html): the window's title, the header and its links.
  'lesson.title': 'drawboard: eine kommentierte Lektion',
  'lesson.heading': 'Eine kommentierte Partie',
  'lesson.intro': 'Eine Lektion ist eine PGN-Datei: Kommentare, Varianten sowie „!“ und „?“ erscheinen in der Zugliste, der Kommentar zu jedem Zug unter dem Brett. Mit den Pfeiltasten lässt sich durchblättern (auf und ab wählen eine Variante).',
  'lesson.linkBoard': 'Das vollständige Analysebrett',
  'lesson.linkEmbed': 'Drei Endspiele',
  'lesson.linkRook': 'Drei Turmendspiele',
  // The titles of its boards (the games themselves are the lesson's, in PGN).
  'lesson.opera.title': 'Morphys Opernpartie, aus einer Datei',
  'lesson.readOnly.title': 'Ein Brett zum Lesen, nicht zum Ändern',
  // The rook endings: a title and what they are, then each ending's title and what it teaches.
  'lesson.rook.title': 'Drei Turmendspiele aus jedem Lehrbuch',
  'lesson.rook.text': 'Turm und Bauer gegen Turm: fünf Steine, exakt beantwortet aus den Endspieldatenbanken dieser Website, wenige Kilobyte pro Stellung (siehe die Tabelle unter jedem Brett: jeder Zug mit seinem Ergebnis).',
  'lesson.lucena.title': 'Lucena: der Brückenbau gewinnt',
  'lesson.lucena.text': 'Der Bauer steht auf der siebten Reihe, sein König vor ihm, der verteidigende König ist um eine Linie abgeschnitten. Weiß gewinnt durch Brückenbau: der Turm geht auf die vierte Reihe, damit er später die Schachgebote abblocken kann.',
  'lesson.philidor.title': 'Philidor: die dritte Reihe hält',
  'lesson.philidor.text': 'Der verteidigende König steht vor dem Bauern, der Turm auf seiner dritten Reihe hält den anderen König fern; sobald der Bauer vorrückt, geht der Turm nach hinten und gibt Schach aus der Ferne. Remis bei bestem Spiel.',
  'lesson.vancura.title': 'Vancura: ein Randbauer, von der Seite gehalten',
  'lesson.vancura.text': 'Steht der Bauer auf der a-Linie und der angreifende Turm vor ihm, greift der verteidigende Turm den Bauern von der Seite an, und sein König wartet nahe der Ecke auf dem anderen Flügel. Remis bei bestem Spiel.',
};
