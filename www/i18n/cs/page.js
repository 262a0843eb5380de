// Czech words of the pages around the board: the analysis board (index.html, app.js), the
// lessons kept in this browser listed under it (lessons.js), the boards for teaching pages
// (embed.html), the annotated lesson (lesson.html) and the language chooser of every page
// (i18n/chooser.js). The `page` part: loaded by the pages themselves, not by the element.
// "drawboard" is the site's name. A message with plural forms is chosen by `count`.
// Terms: www/i18n/glossary/cs.md.
export default {
  // The language chooser in each page's header, and the name of the header's list of links.
  'page.language': 'Jazyk',
  'page.pages': 'Stránky',

  // The analysis board (index.html): the window's title, the description search engines show,
  // the header and its links.
  'index.title': 'drawboard: analytická šachovnice – co je a co není remíza a proč',
  'index.description': 'Analytická šachovnice, která vysvětluje remízy: trojí opakování pozice, pravidlo 50 tahů, nedostatek materiálu, mrtvé pozice a pozice, v nichž nelze vynutit mat.',
  'index.heading': 'drawboard',
  'index.intro': 'Zahrajte nebo načtěte partii a po každém tahu uvidíte, které remízy lze reklamovat, které nastávají automaticky a proč.',
  'index.linkEmbed': 'Šachovnice pro výukové stránky',
  'index.linkLessons': 'Věžové koncovky přesně',
  // The footer under the board: how to move, then "Share a position as" followed by an example
  // address (index.html?fen=<FEN>&moves=e2e4,e7e5) and a full stop.
  'index.help': 'Táhněte kliknutím nebo přetažením, případně tah napište. Když je šachovnice aktivní, šipky posouvají kurzor a Enter zvedá nebo pokládá kámen; jinde procházejí tahy klávesy šipka vlevo, šipka vpravo, Home a End.',
  'index.share': 'Pozici lze sdílet jako adresu',
  // The button after the line that says a lesson came back (app.restored).
  'index.newBoard': 'Začít s novou šachovnicí',
  // The title of the list of lessons under the board.
  'index.lessonsTitle': 'Lekce uložené v tomto prohlížeči',

  // Said above the board when the page opens the lesson shown last ({title} is its name,
  // {when} the date and time it was saved).
  'app.restored': 'Vaše lekce „{title}“ je zpět ve stavu, v jakém byla opuštěna (uloženo {when}).',

  // The lessons kept in this browser (under the board of index.html). Each lesson's line: when
  // it was saved ({date}, a date and time) and its length in moves, and whether it is the one
  // on the board.
  'lessons.meta': { one: '{date}, {count} tah', few: '{date}, {count} tahy', many: '{date}, {count} tahu', other: '{date}, {count} tahů' },
  'lessons.metaCurrent': { one: '{date}, {count} tah, na šachovnici', few: '{date}, {count} tahy, na šachovnici', many: '{date}, {count} tahu, na šachovnici', other: '{date}, {count} tahů, na šachovnici' },
  // The buttons of a lesson ({title} is the lesson's name), and their tooltips.
  'lessons.rename': 'Přejmenovat',
  'lessons.rename.label': 'Přejmenovat: {title}',
  'lessons.duplicate': 'Duplikovat',
  'lessons.duplicate.label': 'Duplikovat: {title}',
  'lessons.delete': 'Smazat',
  'lessons.delete.label': 'Smazat: {title}',
  // Renaming a lesson: the field's name for screen readers, and its buttons.
  'lessons.newName': 'Nový název pro: {title}',
  'lessons.saveName': 'Uložit název',
  'lessons.cancel': 'Zrušit',
  'lessons.undo': 'Zpět',
  // The status line over the list ({name} is a lesson's name; {error} is the browser's or the
  // store's own message, in English).
  'lessons.unavailable': 'V tomto prohlížeči nelze ukládat lekce: {error}. Svou práci si uchovejte uložením PGN do souboru.',
  'lessons.duplicated': 'Duplikováno jako „{name}“.',
  'lessons.deleted': 'Smazáno: „{name}“.',
  'lessons.restored': '„{name}“ je zpět.',
  'lessons.failed': 'Nepodařilo se to: {error}.',
  'lessons.notRenamed': 'Název nebyl uložen: {error}.',
  'lessons.notRestored': 'Nepodařilo se to vrátit: {error}.',

  // Boards for teaching pages (embed.html): the window's title, the header and its link.
  'embed.title': 'drawboard: tři remízy pro výuku',
  'embed.heading': 'Tři koncovky, které vypadají podobně',
  // The header's paragraph: "Each board below is a", then the name of the element in code
  // (<draw-board>), then "element.", then the rest.
  'embed.intro.before': 'Každá šachovnice níže je element',
  'embed.intro.after': 'na stránce.',
  'embed.intro.more': 'Můžete na nich táhnout: každá šachovnice je nezávislá a její panel remíz po každém tahu sám vysvětlí, co platí.',
  'embed.linkBoard': 'Úplná analytická šachovnice',
  // The three endings: a title, then what it teaches.
  'embed.knights.title': 'Jezdec proti jezdci: nelze reklamovat',
  'embed.knights.text': 'Ani jedna strana nemůže vynutit mat, takže při správné hře je to remíza. Není to však remíza podle pravidel: mat je stále možný, pokud jedna strana pomůže, takže remízu nikdo nemůže reklamovat kvůli materiálu, a hráč, který překročí čas, prohrává.',
  'embed.bishops.title': 'Dva střelci na polích stejné barvy: mrtvá pozice',
  'embed.bishops.text': 'Oba bílí střelci stojí na bílých polích. Nikdy nemohou napadnout černé pole, takže žádná posloupnost přípustných tahů nemůže vést k matu: partie okamžitě končí remízou (nedostatek materiálu, mrtvá pozice).',
  'embed.twoKnights.title': 'Dva jezdci: mat nelze vynutit',
  'embed.twoKnights.text': 'Dva jezdci mohou dát mat osamocenému králi, ale jen pokud se obránce hrubě zmýlí: vynutit ho nemohou. Motor to ví také – jeho hodnocení se dělí 8.',

  // The annotated lesson (lesson.html): the window's title, the header and its links.
  'lesson.title': 'drawboard: komentovaná lekce',
  'lesson.heading': 'Komentovaná partie',
  'lesson.intro': 'Lekce je soubor PGN: komentáře, varianty a „!“ a „?“ se zobrazují v seznamu tahů a komentář ke každému tahu pod šachovnicí. Partii lze procházet šipkami (nahoru a dolů se vybírá varianta).',
  'lesson.linkBoard': 'Úplná analytická šachovnice',
  'lesson.linkEmbed': 'Tři koncovky',
  'lesson.linkRook': 'Tři věžové koncovky',
  // The titles of its boards (the games themselves are the lesson's, in PGN).
  'lesson.opera.title': 'Morphyho partie v opeře, ze souboru',
  'lesson.readOnly.title': 'Šachovnice ke čtení, ne ke změnám',
  // The rook endings: a title and what they are, then each ending's title and what it teaches.
  'lesson.rook.title': 'Tři věžové koncovky, které učí každá učebnice',
  'lesson.rook.text': 'Věž a pěšec proti věži: pět kamenů, zodpovězeno přesně z tablebází koncovek tohoto webu, několik kilobajtů na pozici (viz tabulku pod každou šachovnicí: každý tah s jeho výsledkem).',
  'lesson.lucena.title': 'Lucena: most vyhrává',
  'lesson.lucena.text': 'Pěšec je na sedmé řadě a jeho král před ním, bránící se král je odříznut o jeden sloupec. Bílý vyhrává stavbou mostu: věž jde na čtvrtou řadu, aby později mohla clonit šachy.',
  'lesson.philidor.title': 'Philidor: třetí řada drží',
  'lesson.philidor.text': 'Bránící se král stojí před pěšcem a věž na své třetí řadě nepouští druhého krále dopředu; jakmile pěšec postoupí, věž přejde za něj a dává šachy z dálky. Remíza při nejlepší hře.',
  'lesson.vancura.title': 'Vančura: krajní pěšec zadržovaný ze strany',
  'lesson.vancura.text': 'Když je pěšec na sloupci a a útočící věž před ním, bránící se věž napadá pěšce ze strany a bránící se král čeká u rohu na druhém křídle. Remíza při nejlepší hře.',
};
