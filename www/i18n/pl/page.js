// Polish words of the pages around the board: the analysis board (index.html, app.js), the
// lessons kept in this browser listed under it (lessons.js), the boards for teaching pages
// (embed.html), the annotated lesson (lesson.html) and the language chooser of every page
// (i18n/chooser.js). The `page` part: loaded by the pages themselves, not by the element.
// "drawboard" is the site's name. A message with plural forms is chosen by `count`.
// Terms: www/i18n/glossary/pl.md.
export default {
  // The language chooser in each page's header, and the name of the header's list of links.
  'page.language': 'Język',
  'page.pages': 'Strony',

  // The analysis board (index.html): the window's title, the description search engines show,
  // the header and its links.
  'index.title': 'drawboard: szachownica analityczna – co jest remisem, a co nie, i dlaczego',
  'index.description': 'Szachownica analityczna, która wyjaśnia remisy: trzykrotne powtórzenie pozycji, zasadę 50 posunięć, niewystarczający materiał, martwe pozycje i pozycje, w których nie da się wymusić mata.',
  'index.heading': 'drawboard',
  'index.intro': 'Zagraj lub wczytaj partię i po każdym posunięciu zobacz, jakich remisów można zażądać, które następują automatycznie i dlaczego.',
  'index.linkEmbed': 'Szachownice na strony do nauczania',
  'index.linkLessons': 'Końcówki wieżowe – dokładnie',
  // The footer under the board: how to move, then "Share a position as" followed by an example
  // address (index.html?fen=<FEN>&moves=e2e4,e7e5) and a full stop.
  'index.help': 'Posunięcie wykonuje się kliknięciem, przeciągnięciem lub wpisaniem. Gdy szachownica jest aktywna, strzałki przesuwają kursor, a Enter podnosi lub odkłada bierkę; poza nią strzałki w lewo i w prawo, Home i End przechodzą przez posunięcia.',
  'index.share': 'Pozycję można udostępnić jako adres',
  // The button after the line that says a lesson came back (app.restored).
  'index.newBoard': 'Zacznij od nowej szachownicy',
  // The title of the list of lessons under the board.
  'index.lessonsTitle': 'Lekcje zapisane w tej przeglądarce',

  // Said above the board when the page opens the lesson shown last ({title} is its name,
  // {when} the date and time it was saved).
  'app.restored': 'Lekcja „{title}” wróciła w takim stanie, w jakim została zostawiona (zapisano {when}).',

  // The lessons kept in this browser (under the board of index.html). Each lesson's line: when
  // it was saved ({date}, a date and time) and its length in moves, and whether it is the one
  // on the board.
  'lessons.meta': { one: '{date}, {count} posunięcie', few: '{date}, {count} posunięcia', many: '{date}, {count} posunięć', other: '{date}, {count} posunięcia' },
  'lessons.metaCurrent': { one: '{date}, {count} posunięcie, na szachownicy', few: '{date}, {count} posunięcia, na szachownicy', many: '{date}, {count} posunięć, na szachownicy', other: '{date}, {count} posunięcia, na szachownicy' },
  // The buttons of a lesson ({title} is the lesson's name), and their tooltips.
  'lessons.rename': 'Zmień nazwę',
  'lessons.rename.label': 'Zmień nazwę: {title}',
  'lessons.duplicate': 'Duplikuj',
  'lessons.duplicate.label': 'Duplikuj: {title}',
  'lessons.delete': 'Usuń',
  'lessons.delete.label': 'Usuń: {title}',
  // Renaming a lesson: the field's name for screen readers, and its buttons.
  'lessons.newName': 'Nowa nazwa dla: {title}',
  'lessons.saveName': 'Zapisz nazwę',
  'lessons.cancel': 'Anuluj',
  'lessons.undo': 'Cofnij',
  // The status line over the list ({name} is a lesson's name; {error} is the browser's or the
  // store's own message, in English).
  'lessons.unavailable': 'W tej przeglądarce nie można przechowywać lekcji: {error}. Aby zachować swoją pracę, zapisz PGN jako plik.',
  'lessons.duplicated': 'Zduplikowano jako „{name}”.',
  'lessons.deleted': 'Usunięto „{name}”.',
  'lessons.restored': 'Przywrócono „{name}”.',
  'lessons.failed': 'Nie udało się: {error}.',
  'lessons.notRenamed': 'Nie zachowano nazwy: {error}.',
  'lessons.notRestored': 'Nie udało się przywrócić: {error}.',

  // Boards for teaching pages (embed.html): the window's title, the header and its link.
  'embed.title': 'drawboard: trzy remisy na lekcję',
  'embed.heading': 'Trzy końcówki, które wyglądają podobnie',
  // The header's paragraph: "Each board below is a", then the name of the element in code
  // (<draw-board>), then "element.", then the rest.
  'embed.intro.before': 'Każda szachownica poniżej to element',
  'embed.intro.after': 'na stronie.',
  'embed.intro.more': 'Można na nich wykonywać posunięcia: każda szachownica jest niezależna, a jej panel remisów po każdym posunięciu sam wyjaśnia sytuację.',
  'embed.linkBoard': 'Pełna szachownica analityczna',
  // The three endings: a title, then what it teaches.
  'embed.knights.title': 'Skoczek przeciwko skoczkowi: nie można żądać remisu',
  'embed.knights.text': 'Żadna ze stron nie może wymusić mata, więc przy poprawnej grze jest to remis. Nie jest to jednak remis z mocy przepisów: mat jest wciąż możliwy, jeśli jedna ze stron pomoże, więc nikt nie może żądać remisu z powodu materiału, a zawodnik, który przekroczy czas, przegrywa.',
  'embed.bishops.title': 'Dwa gońce na polach jednego koloru: martwa pozycja',
  'embed.bishops.text': 'Oba białe gońce stoją na białych polach. Nigdy nie zaatakują czarnego pola, więc żadna seria prawidłowych posunięć nie może doprowadzić do mata: partia od razu kończy się remisem (niewystarczający materiał, martwa pozycja).',
  'embed.twoKnights.title': 'Dwa skoczki: nie da się wymusić mata',
  'embed.twoKnights.text': 'Dwa skoczki mogą dać mata samotnemu królowi, ale tylko wtedy, gdy obrońca popełni poważny błąd: nie mogą tego wymusić. Silnik też to wie – jego ocena jest dzielona przez 8.',

  // The annotated lesson (lesson.html): the window's title, the header and its links.
  'lesson.title': 'drawboard: lekcja z komentarzami',
  'lesson.heading': 'Partia z komentarzami',
  'lesson.intro': 'Lekcja to plik PGN: komentarze, warianty oraz „!” i „?” widać na liście posunięć, a komentarz do każdego posunięcia – pod szachownicą. Po partii można się poruszać strzałkami (w górę i w dół wybiera się wariant).',
  'lesson.linkBoard': 'Pełna szachownica analityczna',
  'lesson.linkEmbed': 'Trzy końcówki',
  'lesson.linkRook': 'Trzy końcówki wieżowe',
  // The titles of its boards (the games themselves are the lesson's, in PGN).
  'lesson.opera.title': 'Partia w operze Morphy’ego, z pliku',
  'lesson.readOnly.title': 'Szachownica do czytania, nie do zmieniania',
  // The rook endings: a title and what they are, then each ending's title and what it teaches.
  'lesson.rook.title': 'Trzy końcówki wieżowe, których uczy każdy podręcznik',
  'lesson.rook.text': 'Wieża i pion przeciwko wieży: pięć bierek, a odpowiedzi są dokładne – z tablic końcówek tej strony, po kilka kilobajtów na pozycję (pod każdą szachownicą baza końcówek podaje każde posunięcie z jego wynikiem).',
  'lesson.lucena.title': 'Lucena: budowa mostu wygrywa',
  'lesson.lucena.text': 'Pion stoi w siódmym rzędzie, a jego król przed nim; król obrońcy jest odcięty o jedną kolumnę. Białe wygrywają, budując most: wieża idzie do czwartego rzędu, aby później móc zasłonić się przed szachami.',
  'lesson.philidor.title': 'Philidor: trzeci rząd utrzymuje remis',
  'lesson.philidor.text': 'Król obrońcy stoi przed pionem, a wieża w trzecim rzędzie (licząc od strony obrońcy) nie dopuszcza drugiego króla; gdy tylko pion ruszy się do przodu, wieża przechodzi na tyły i szachuje z daleka. Remis przy najlepszej grze.',
  'lesson.vancura.title': 'Vančura: pion skrajny powstrzymywany z boku',
  'lesson.vancura.text': 'Gdy pion stoi na kolumnie a, a wieża atakującego przed nim, wieża obrońcy atakuje piona z boku, a król obrońcy czeka w pobliżu rogu na drugim skrzydle. Remis przy najlepszej grze.',
};
