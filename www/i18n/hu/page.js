// Hungarian words of the pages around the board: the analysis board (index.html, app.js), the
// lessons kept in this browser listed under it (lessons.js), the boards for teaching pages
// (embed.html), the annotated lesson (lesson.html) and the language chooser of every page
// (i18n/chooser.js). The `page` part: loaded by the pages themselves, not by the element.
// "drawboard" is the site's name. A message with plural forms is chosen by `count`.
// Terms: www/i18n/glossary/hu.md.
export default {
  // The language chooser in each page's header, and the name of the header's list of links.
  'page.language': 'Nyelv',
  'page.pages': 'Oldalak',

  // The analysis board (index.html): the window's title, the description search engines show,
  // the header and its links.
  'index.title': 'drawboard: sakkelemző tábla – mi döntetlen, mi nem, és miért',
  'index.description': 'Sakkelemző tábla, amely elmagyarázza a döntetleneket: háromszori állásismétlés, 50 lépéses szabály, elégtelen mattolóerő, halott állások, és olyan állások, amelyekben a matt nem kényszeríthető ki.',
  'index.heading': 'drawboard',
  'index.intro': 'Játsszon le vagy töltsön be egy játszmát, és minden lépés után meglátja, mely döntetlenek igényelhetők, melyek automatikusak, és miért.',
  'index.linkEmbed': 'Táblák oktatóoldalakhoz',
  'index.linkLessons': 'Bástyavégjátékok, pontosan',
  // The footer under the board: how to move, then "Share a position as" followed by an example
  // address (index.html?fen=<FEN>&moves=e2e4,e7e5) and a full stop.
  'index.help': 'Lépni kattintással, húzással vagy a lépés beírásával lehet. Ha a tábla van fókuszban, a nyílbillentyűk egy kurzort mozgatnak, az Enter pedig felvesz vagy letesz egy bábut; máshol a Bal, a Jobb, a Home és az End billentyűvel lehet végiglépkedni a lépéseken.',
  'index.share': 'Egy állás így osztható meg:',
  // The button after the line that says a lesson came back (app.restored).
  'index.newBoard': 'Új tábla indítása',
  // The title of the list of lessons under the board.
  'index.lessonsTitle': 'Az ebben a böngészőben tárolt leckék',

  // Said above the board when the page opens the lesson shown last ({title} is its name,
  // {when} the date and time it was saved).
  'app.restored': 'A leckéje („{title}”) úgy tért vissza, ahogy hagyta (mentve: {when}).',

  // The lessons kept in this browser (under the board of index.html). Each lesson's line: when
  // it was saved ({date}, a date and time) and its length in moves, and whether it is the one
  // on the board.
  'lessons.meta': { one: '{date}, {count} lépés', other: '{date}, {count} lépés' },
  'lessons.metaCurrent': { one: '{date}, {count} lépés, a táblán', other: '{date}, {count} lépés, a táblán' },
  // The buttons of a lesson ({title} is the lesson's name), and their tooltips.
  'lessons.rename': 'Átnevezés',
  'lessons.rename.label': 'Átnevezés: {title}',
  'lessons.duplicate': 'Másolat',
  'lessons.duplicate.label': 'Másolat készítése: {title}',
  'lessons.delete': 'Törlés',
  'lessons.delete.label': 'Törlés: {title}',
  // Renaming a lesson: the field's name for screen readers, and its buttons.
  'lessons.newName': 'Új név: {title}',
  'lessons.saveName': 'Név mentése',
  'lessons.cancel': 'Mégse',
  'lessons.undo': 'Visszavonás',
  // The status line over the list ({name} is a lesson's name; {error} is the browser's or the
  // store's own message, in English).
  'lessons.unavailable': 'Ebben a böngészőben nem tárolhatók leckék: {error}. A munkája megőrzéséhez mentse a PGN-t fájlba.',
  'lessons.duplicated': 'Másolat készült: „{name}”.',
  'lessons.deleted': 'Törölve: „{name}”.',
  'lessons.restored': 'Visszaállítva: „{name}”.',
  'lessons.failed': 'Ez nem sikerült: {error}.',
  'lessons.notRenamed': 'Az új nevet nem sikerült megtartani: {error}.',
  'lessons.notRestored': 'Nem sikerült visszaállítani: {error}.',

  // Boards for teaching pages (embed.html): the window's title, the header and its link.
  'embed.title': 'drawboard: három döntetlen egy leckéhez',
  'embed.heading': 'Három hasonlónak látszó végjáték',
  // The header's paragraph: "Each board below is a", then the name of the element in code
  // (<draw-board>), then "element.", then the rest.
  'embed.intro.before': 'Az alábbi táblák mindegyike egy',
  'embed.intro.after': 'elem.',
  'embed.intro.more': 'Lépjen rajtuk: mindegyik tábla önálló, és a döntetlenpanelje minden lépés után megmagyarázza a helyzetet.',
  'embed.linkBoard': 'A teljes elemzőtábla',
  // The three endings: a title, then what it teaches.
  'embed.knights.title': 'Huszár huszár ellen: nem igényelhető',
  'embed.knights.text': 'Egyik fél sem tudja kikényszeríteni a mattot, így helyes játékkal ez döntetlen. Szabály szerint azonban nem az: matt még lehetséges, ha az egyik fél segít, ezért anyag alapján senki sem igényelhet döntetlent, és akinek lejár az ideje, veszít.',
  'embed.bishops.title': 'Két azonos színű futó: halott állás',
  'embed.bishops.text': 'Mindkét világos futó világos mezőn áll. Sötét mezőt soha nem támadhatnak, így semmilyen szabályos lépéssorozat nem vezethet mattra: a játszma azonnal döntetlen (elégtelen mattolóerő, halott állás).',
  'embed.twoKnights.title': 'Két huszár: a matt nem kényszeríthető ki',
  'embed.twoKnights.text': 'Két huszár mattot adhat az egyedül maradt királynak, de csak ha a védekező fél durván hibázik: kikényszeríteni nem tudják. Ezt a motor is tudja – az értékelését 8-cal osztja.',

  // The annotated lesson (lesson.html): the window's title, the header and its links.
  'lesson.title': 'drawboard: egy magyarázatokkal ellátott lecke',
  'lesson.heading': 'Egy elemzett játszma',
  'lesson.intro': 'A lecke egy PGN-fájl: a megjegyzések, a változatok, valamint a „!” és „?” jelek a lépéslistában jelennek meg, az egyes lépésekhez fűzött megjegyzés pedig a tábla alatt. A nyílbillentyűkkel lehet lépkedni (a Fel és a Le változatot választ).',
  'lesson.linkBoard': 'A teljes elemzőtábla',
  'lesson.linkEmbed': 'Három végjáték',
  'lesson.linkRook': 'Három bástyavégjáték',
  // The titles of its boards (the games themselves are the lesson's, in PGN).
  'lesson.opera.title': 'Morphy operaházi játszmája, fájlból',
  'lesson.readOnly.title': 'Olvasásra szánt tábla, nem módosítható',
  // The rook endings: a title and what they are, then each ending's title and what it teaches.
  'lesson.rook.title': 'Három bástyavégjáték, amelyet minden könyv tanít',
  'lesson.rook.text': 'Bástya és gyalog bástya ellen: öt bábu, az oldal végjáték-adatbázisaiból pontosan megválaszolva, állásonként néhány kilobájt (lásd a táblák alatti táblázatot: minden lépés az eredményével).',
  'lesson.lucena.title': 'Lucena: a híd nyer',
  'lesson.lucena.text': 'A gyalog a hetedik soron áll, előtte a saját királya, a védekező királyt egy vonal választja el. Világos hídépítéssel nyer: a bástya a negyedik sorra lép, hogy később a sakkok útjába állhasson.',
  'lesson.philidor.title': 'Philidor: a harmadik sor tart',
  'lesson.philidor.text': 'A védekező király a gyalog előtt áll, a bástya a saját harmadik során távol tartja a másik királyt; amint a gyalog előrelép, a bástya mögé kerül, és messziről ad sakkot. Legjobb játékkal döntetlen.',
  'lesson.vancura.title': 'Vancura: a szélső gyalog oldalról tartva',
  'lesson.vancura.text': 'Ha a gyalog az a-vonalon áll, előtte a támadó bástyával, a védekező bástya oldalról támadja a gyalogot, királya pedig a másik szárnyon, a sarok közelében vár. Legjobb játékkal döntetlen.',
};
