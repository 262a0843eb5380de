// Swedish words of the pages around the board: the analysis board (index.html, app.js), the
// lessons kept in this browser listed under it (lessons.js), the boards for teaching pages
// (embed.html), the annotated lesson (lesson.html) and the language chooser of every page
// (i18n/chooser.js). The `page` part: loaded by the pages themselves, not by the element.
// "drawboard" is the site's name. A message with plural forms is chosen by `count`.
// Terms: www/i18n/glossary/sv.md.
export default {
  // The language chooser in each page's header, and the name of the header's list of links.
  'page.language': 'Språk',
  'page.pages': 'Sidor',

  // The analysis board (index.html): the window's title, the description search engines show,
  // the header and its links.
  'index.title': 'drawboard: schackanalysbräde – vad som är remi och inte, och varför',
  'index.description': 'Ett schackanalysbräde som förklarar remi: trefaldig upprepning, 50-dragsregeln, otillräckligt material, döda ställningar och ställningar där matt inte kan forceras.',
  'index.heading': 'drawboard',
  'index.intro': 'Spela eller läs in ett parti och se efter varje drag vilka remier som kan begäras, vilka som är automatiska, och varför.',
  'index.linkEmbed': 'Bräden för undervisningssidor',
  'index.linkLessons': 'Tornslutspel, exakt',
  // The footer under the board: how to move, then "Share a position as" followed by an example
  // address (index.html?fen=<FEN>&moves=e2e4,e7e5) and a full stop.
  'index.help': 'Flytta pjäser genom att klicka eller dra dem, eller skriv ett drag. När brädet har fokus flyttar piltangenterna en markör och Enter lyfter upp eller ställer ned en pjäs; annars stegar vänster- och högerpil, Home och End genom dragen.',
  'index.share': 'Dela en ställning som',
  // The button after the line that says a lesson came back (app.restored).
  'index.newBoard': 'Börja på ett nytt bräde',
  // The title of the list of lessons under the board.
  'index.lessonsTitle': 'Lektioner sparade i den här webbläsaren',

  // Said above the board when the page opens the lesson shown last ({title} is its name,
  // {when} the date and time it was saved).
  'app.restored': 'Din lektion ”{title}” är tillbaka som du lämnade den (sparad {when}).',

  // The lessons kept in this browser (under the board of index.html). Each lesson's line: when
  // it was saved ({date}, a date and time) and its length in moves, and whether it is the one
  // on the board.
  'lessons.meta': { one: '{date}, {count} drag', other: '{date}, {count} drag' },
  'lessons.metaCurrent': { one: '{date}, {count} drag, på brädet', other: '{date}, {count} drag, på brädet' },
  // The buttons of a lesson ({title} is the lesson's name), and their tooltips.
  'lessons.rename': 'Byt namn',
  'lessons.rename.label': 'Byt namn på {title}',
  'lessons.duplicate': 'Duplicera',
  'lessons.duplicate.label': 'Duplicera {title}',
  'lessons.delete': 'Radera',
  'lessons.delete.label': 'Radera {title}',
  // Renaming a lesson: the field's name for screen readers, and its buttons.
  'lessons.newName': 'Nytt namn för {title}',
  'lessons.saveName': 'Spara namn',
  'lessons.cancel': 'Avbryt',
  'lessons.undo': 'Ångra',
  // The status line over the list ({name} is a lesson's name; {error} is the browser's or the
  // store's own message, in English).
  'lessons.unavailable': 'Inga lektioner kan sparas i den här webbläsaren: {error}. Spara PGN som en fil för att behålla ditt arbete.',
  'lessons.duplicated': 'Duplicerad som ”{name}”.',
  'lessons.deleted': '”{name}” raderad.',
  'lessons.restored': '”{name}” är tillbaka.',
  'lessons.failed': 'Det fungerade inte: {error}.',
  'lessons.notRenamed': 'Namnet sparades inte: {error}.',
  'lessons.notRestored': 'Lektionen kunde inte återställas: {error}.',

  // Boards for teaching pages (embed.html): the window's title, the header and its link.
  'embed.title': 'drawboard: tre remier för en lektion',
  'embed.heading': 'Tre slutspel som liknar varandra',
  // The header's paragraph: "Each board below is a", then the name of the element in code
  // (<draw-board>), then "element.", then the rest.
  'embed.intro.before': 'Varje bräde nedan är ett',
  'embed.intro.after': 'element.',
  'embed.intro.more': 'Spela drag på dem: varje bräde är fristående, och dess remipanel förklarar sig själv efter varje drag.',
  'embed.linkBoard': 'Det fullständiga analysbrädet',
  // The three endings: a title, then what it teaches.
  'embed.knights.title': 'Springare mot springare: remi kan inte begäras',
  'embed.knights.text': 'Ingen av spelarna kan forcera matt, så med korrekt spel är detta remi. Men det är inte remi enligt reglerna: schackmatt är fortfarande möjlig om ena sidan hjälper till, så ingen kan begära remi på grund av materialet, och en spelare vars tid tar slut förlorar.',
  'embed.bishops.title': 'Två löpare på samma färg: död ställning',
  'embed.bishops.text': 'Båda de vita löparna står på vita fält. De kan aldrig täcka ett svart fält, så ingen följd av regelrätta drag kan leda till matt: partiet är remi med en gång (otillräckligt material, en död ställning).',
  'embed.twoKnights.title': 'Två springare: matt kan inte forceras',
  'embed.twoKnights.text': 'Två springare kan sätta matt på en ensam kung, men bara om försvararen gör ett grovt misstag: de kan inte forcera det. Det vet motorn också – dess värdering delas med 8.',

  // The annotated lesson (lesson.html): the window's title, the header and its links.
  'lesson.title': 'drawboard: en kommenterad lektion',
  'lesson.heading': 'Ett kommenterat parti',
  'lesson.intro': 'En lektion är en PGN-fil: kommentarer, varianter och ”!” och ”?” visas i draglistan, och kommentaren till varje drag under brädet. Stega med piltangenterna (upp- och nedpil väljer en variant).',
  'lesson.linkBoard': 'Det fullständiga analysbrädet',
  'lesson.linkEmbed': 'Tre slutspel',
  'lesson.linkRook': 'Tre tornslutspel',
  // The titles of its boards (the games themselves are the lesson's, in PGN).
  'lesson.opera.title': 'Morphys operaparti, från en fil',
  'lesson.readOnly.title': 'Ett bräde att läsa, inte ändra',
  // The rook endings: a title and what they are, then each ending's title and what it teaches.
  'lesson.rook.title': 'Tre tornslutspel som varje lärobok tar upp',
  'lesson.rook.text': 'Torn och bonde mot torn: fem pjäser, exakt besvarade ur webbplatsens slutspelsdatabaser, några kilobyte per ställning (se databasvyn under varje bräde: varje drag med sitt resultat).',
  'lesson.lucena.title': 'Lucena: brobygget vinner',
  'lesson.lucena.text': 'Bonden står på sjunde raden med sin kung framför sig, och den försvarande kungen är avskuren en linje bort. Vit vinner genom att bygga en bro: tornet går till fjärde raden för att senare kunna blockera schackerna.',
  'lesson.philidor.title': 'Philidor: tredje raden håller',
  'lesson.philidor.text': 'Den försvarande kungen står framför bonden, och tornet på sin tredje rad håller den andra kungen borta; så snart bonden går fram går tornet bakom den och schackar på långt avstånd. Remi med bästa spel.',
  'lesson.vancura.title': 'Vancura: en kantbonde hålls från sidan',
  'lesson.vancura.text': 'Med bonden på a-linjen och det angripande tornet framför den angriper det försvarande tornet bonden från sidan, medan dess kung väntar nära hörnet på andra flygeln. Remi med bästa spel.',
};
