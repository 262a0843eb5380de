// Hungarian words of the board editor, of a PGN read with repairs and the picker of its games, and
// of the lessons kept in this browser (the `edit` part: loaded when one of them is first used).
// A message with plural forms is an object of Intl.PluralRules categories, chosen by `count`.
// Terms: www/i18n/glossary/hu.md.
export default {
  // The board editor (mode="edit"): its panel, title and the palette of pieces.
  'editor.title': 'Állás felállítása',
  'editor.palette': 'Bábuk: válasszon egyet, majd kattintson a mezőkre, vagy húzza a táblára',
  'editor.piece.white.king': 'Világos király',
  'editor.piece.white.queen': 'Világos vezér',
  'editor.piece.white.rook': 'Világos bástya',
  'editor.piece.white.bishop': 'Világos futó',
  'editor.piece.white.knight': 'Világos huszár',
  'editor.piece.white.pawn': 'Világos gyalog',
  'editor.piece.black.king': 'Sötét király',
  'editor.piece.black.queen': 'Sötét vezér',
  'editor.piece.black.rook': 'Sötét bástya',
  'editor.piece.black.bishop': 'Sötét futó',
  'editor.piece.black.knight': 'Sötét huszár',
  'editor.piece.black.pawn': 'Sötét gyalog',
  // The two tools beside the pieces (the button's words, then its tooltip).
  'editor.move': 'Mozgatás',
  'editor.move.label': 'Mozgatás: a bábuk húzással mozgathatók',
  'editor.delete': 'Törlés',
  'editor.delete.label': 'Törlés: kattintson a bábukra az eltávolításukhoz',
  // The buttons under the palette.
  'editor.clear': 'Tábla kiürítése',
  'editor.start': 'Alapállás',
  'editor.flip': 'Forgatás',
  'editor.flip.label': 'Forgatás: a tábla megfordítása',
  // The settings of the position: the side to move ({side} is "White" or "Black"), the castling
  // rights (O-O is castling short, O-O-O long), the en-passant square (a select of squares, or
  // none) and the FEN field.
  'editor.turn': 'Lépésen lévő fél',
  'editor.castling': 'Sáncolási jogok',
  'editor.castleShort': '{side} O-O',
  'editor.castleLong': '{side} O-O-O',
  'editor.enPassant': 'Menet közbeni ütés',
  'editor.enPassantNone': 'nincs',
  'editor.fen': 'FEN',
  // The buttons that leave the editor (the button's words, then its tooltip).
  'editor.analyse': 'Elemzés',
  'editor.analyse.label': 'Elemzés: kilépés a szerkesztőből ezzel az állással',
  'editor.cancel': 'Mégse',
  'editor.cancel.label': 'Mégse: kilépés a szerkesztőből a játszma módosítása nélkül',

  // The notice of a PGN game read with repairs (opened, it lists each repair with its line).
  'pgn.repairs': { one: 'Beolvasva {count} javítással', other: 'Beolvasva {count} javítással' },
  // One repair: {line} is the line of the file, {written} what it said, {read} how it was read
  // (a move in SAN), {what} the kind of repair below.
  'pgn.repair': '{line}. sor: {what}.',
  'pgn.repairWritten': '{line}. sor: {written} ({what}).',
  'pgn.repairRead': '{line}. sor: {written}, beolvasva így: {read} ({what}).',
  // The kinds of repair ({what} above).
  'pgn.repair.tagQuotes': 'idézőjelek egy címke értékén belül',
  'pgn.repair.tagBackslash': 'fordított perjelre végződő címkeérték',
  'pgn.repair.tagUnclosed': 'címke záró idézőjel vagy szögletes zárójel nélkül',
  'pgn.repair.tagUnquoted': 'idézőjelek nélküli címkeérték',
  'pgn.repair.commentUnclosed': 'le nem zárt megjegyzés: a következő játszmáig tart',
  'pgn.repair.stray': 'sehová sem tartozó karakter, kihagyva',
  'pgn.repair.textOutsideGame': 'játszmán kívüli szöveg, kihagyva',
  'pgn.repair.noTags': 'címkék nélküli játszma',
  'pgn.repair.resultMissing': 'nincs eredmény a lépések után: a címkében álló marad érvényben',
  'pgn.repair.resultContradicts': 'a lépések utáni eredmény eltér a Result címkétől: a címkében álló marad érvényben',
  'pgn.repair.castling': 'nullákkal írt sáncolás',
  'pgn.repair.enPassant': 'a menet közbeni ütés jelölése (e.p.)',
  'pgn.repair.longAlgebraic': 'hosszú algebrai jelöléssel írt lépés',
  'pgn.repair.promotion': '= nélkül vagy kisbetűvel írt gyalogátváltozás',
  'pgn.repair.disambiguation': 'a szükségesnél részletesebben megadott lépés',
  'pgn.repair.checkSign': 'hiányzó vagy hibás sakk- vagy mattjel',
  'pgn.repair.nullMove': 'üres lépés, mostantól -- alakban írva',
  'pgn.repair.figurine': 'figurális jel a bábu betűje helyett',
  'pgn.repair.pieceLetters': 'egy másik nyelv bábubetűi',
  'pgn.repair.repeatedMove': 'a mellette álló lépéssel kezdődő változat: egy lépés, a főváltozat megmarad',
  'pgn.repair.variation': 'le nem zárt változat, vagy semmit sem lezáró „)”',
  // Piece letters of another language, when the languages are known: {languages} is a list of
  // the names below, joined by "or".
  'pgn.repair.pieceLettersOf': '{languages} bábubetűk',
  'pgn.language.de': 'német',
  'pgn.language.sv': 'svéd',
  'pgn.language.fr': 'francia',
  'pgn.language.es': 'spanyol',
  'pgn.language.it': 'olasz',
  'pgn.language.nl': 'holland',
  'pgn.language.pt': 'portugál',
  'pgn.language.pl': 'lengyel',
  'pgn.language.cs': 'cseh',
  'pgn.language.hu': 'magyar',

  // The picker of the games of a PGN file (above the move list): the search and its placeholder.
  'pgn.find': 'Keresés',
  'pgn.find.hint': 'Játékos, verseny, év',
  // A game in the picker ({game} is "3. Carlsen - Caruana 1-0, 2018"): one that could not be
  // read to its end, one read with repairs.
  'pgn.gameStops': '{game} (félbeszakad)',
  'pgn.gameRepaired': '{game} (javítva)',
  // How many games the file has ({count}), how many the search found ({found}), and, when there
  // are more than {max}, that only the first {max} are listed.
  'pgn.games': { one: '{count} játszma.', other: '{count} játszma.' },
  'pgn.gamesFound': { one: '{count} játszmából {found} találat.', other: '{count} játszmából {found} találat.' },
  'pgn.gamesMore': { one: '{count} játszma; csak az első {max} látható: szűkítse a keresést.', other: '{count} játszma; csak az első {max} látható: szűkítse a keresést.' },
  'pgn.gamesFoundMore': { one: '{count} játszmából {found} találat; csak az első {max} látható: szűkítse a keresést.', other: '{count} játszmából {found} találat; csak az első {max} látható: szűkítse a keresést.' },
  // While a big file is being read: {count} games so far, {percent} of the file read.
  'pgn.reading': { one: 'A fájl olvasása: eddig {count} játszma ({percent}%).', other: 'A fájl olvasása: eddig {count} játszma ({percent}%).' },

  // The lessons kept in this browser: the title of a lesson without players, event or comment.
  'autosave.untitled': 'Névtelen lecke',
  // Said when a kept lesson is shown ({title} is its name or title).
  'autosave.opened': 'Lecke megnyitva: {title}.',
  // On the error line, when another tab saved the lesson while a change waited in this one.
  'autosave.conflict': 'Ezt a leckét egy másik lapon módosították.',
  'autosave.theirs': 'A másik lap változatának megjelenítése',
  'autosave.mine': 'Ez maradjon',
};
