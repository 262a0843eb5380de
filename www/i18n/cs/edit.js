// Czech words of the board editor, of a PGN read with repairs and the picker of its games, and
// of the lessons kept in this browser (the `edit` part: loaded when one of them is first used).
// A message with plural forms is an object of Intl.PluralRules categories, chosen by `count`.
// Terms: www/i18n/glossary/cs.md.
export default {
  // The board editor (mode="edit"): its panel, title and the palette of pieces.
  'editor.title': 'Sestavit pozici',
  'editor.palette': 'Kameny: vyberte jeden a pak klikejte na pole nebo jej přetáhněte na šachovnici',
  'editor.piece.white.king': 'Bílý král',
  'editor.piece.white.queen': 'Bílá dáma',
  'editor.piece.white.rook': 'Bílá věž',
  'editor.piece.white.bishop': 'Bílý střelec',
  'editor.piece.white.knight': 'Bílý jezdec',
  'editor.piece.white.pawn': 'Bílý pěšec',
  'editor.piece.black.king': 'Černý král',
  'editor.piece.black.queen': 'Černá dáma',
  'editor.piece.black.rook': 'Černá věž',
  'editor.piece.black.bishop': 'Černý střelec',
  'editor.piece.black.knight': 'Černý jezdec',
  'editor.piece.black.pawn': 'Černý pěšec',
  // The two tools beside the pieces (the button's words, then its tooltip).
  'editor.move': 'Přesunout',
  'editor.move.label': 'Přesunout kameny přetažením',
  'editor.delete': 'Smazat',
  'editor.delete.label': 'Smazat: kliknutím na kameny je odstraníte',
  // The buttons under the palette.
  'editor.clear': 'Vyčistit šachovnici',
  'editor.start': 'Základní postavení',
  'editor.flip': 'Otočit',
  'editor.flip.label': 'Otočit šachovnici',
  // The settings of the position: the side to move ({side} is "White" or "Black"), the castling
  // rights (O-O is castling short, O-O-O long), the en-passant square (a select of squares, or
  // none) and the FEN field.
  'editor.turn': 'Na tahu',
  'editor.castling': 'Práva na rošádu',
  'editor.castleShort': '{side} O-O',
  'editor.castleLong': '{side} O-O-O',
  'editor.enPassant': 'Braní mimochodem',
  'editor.enPassantNone': 'žádné',
  'editor.fen': 'FEN',
  // The buttons that leave the editor (the button's words, then its tooltip).
  'editor.analyse': 'Analyzovat',
  'editor.analyse.label': 'Analyzovat: opustit editor s touto pozicí',
  'editor.cancel': 'Zrušit',
  'editor.cancel.label': 'Zrušit: opustit editor beze změny partie',

  // The notice of a PGN game read with repairs (opened, it lists each repair with its line).
  'pgn.repairs': { one: 'Načteno s {count} opravou', few: 'Načteno s {count} opravami', many: 'Načteno s {count} opravy', other: 'Načteno s {count} opravami' },
  // One repair: {line} is the line of the file, {written} what it said, {read} how it was read
  // (a move in SAN), {what} the kind of repair below.
  'pgn.repair': 'Řádek {line}: {what}.',
  'pgn.repairWritten': 'Řádek {line}: {written} ({what}).',
  'pgn.repairRead': 'Řádek {line}: {written} přečteno jako {read} ({what}).',
  // The kinds of repair ({what} above).
  'pgn.repair.tagQuotes': 'uvozovky uvnitř hodnoty značky',
  'pgn.repair.tagBackslash': 'hodnota značky končící zpětným lomítkem',
  'pgn.repair.tagUnclosed': 'značka bez uzavírací uvozovky nebo závorky',
  'pgn.repair.tagUnquoted': 'hodnota značky bez uvozovek',
  'pgn.repair.commentUnclosed': 'neuzavřený komentář: pokračuje až do další partie',
  'pgn.repair.stray': 'znak, který nikam nepatří – přeskočen',
  'pgn.repair.textOutsideGame': 'text mimo jakoukoli partii – přeskočen',
  'pgn.repair.noTags': 'partie bez značek',
  'pgn.repair.resultMissing': 'po tazích chybí výsledek: ponechán výsledek ze značky',
  'pgn.repair.resultContradicts': 'výsledek po tazích neodpovídá značce Result: ponechán výsledek ze značky',
  'pgn.repair.castling': 'rošáda zapsaná nulami',
  'pgn.repair.enPassant': 'označení braní mimochodem',
  'pgn.repair.longAlgebraic': 'tah v úplné algebraické notaci',
  'pgn.repair.promotion': 'proměna zapsaná bez = nebo malým písmenem',
  'pgn.repair.disambiguation': 'tah zapsaný podrobněji, než je třeba',
  'pgn.repair.checkSign': 'chybějící nebo chybné znaménko šachu či matu',
  'pgn.repair.nullMove': 'nulový tah, odteď zapisovaný jako --',
  'pgn.repair.figurine': 'figurka místo písmena kamene',
  'pgn.repair.pieceLetters': 'písmena kamenů z jiného jazyka',
  'pgn.repair.repeatedMove': 'varianta začínající tahem vedle ní: jeden tah, ponechána hlavní varianta',
  'pgn.repair.variation': 'neuzavřená varianta nebo „)“, která nic neuzavírá',
  // Piece letters of another language, when the languages are known: {languages} is a list of
  // the names below, joined by "or".
  'pgn.repair.pieceLettersOf': 'písmena kamenů z jiného jazyka ({languages})',
  'pgn.language.de': 'němčina',
  'pgn.language.sv': 'švédština',
  'pgn.language.fr': 'francouzština',
  'pgn.language.es': 'španělština',
  'pgn.language.it': 'italština',
  'pgn.language.nl': 'nizozemština',
  'pgn.language.pt': 'portugalština',
  'pgn.language.pl': 'polština',
  'pgn.language.cs': 'čeština',
  'pgn.language.hu': 'maďarština',

  // The picker of the games of a PGN file (above the move list): the search and its placeholder.
  'pgn.find': 'Hledat',
  'pgn.find.hint': 'Hráč, turnaj, rok',
  // A game in the picker ({game} is "3. Carlsen - Caruana 1-0, 2018"): one that could not be
  // read to its end, one read with repairs.
  'pgn.gameStops': '{game} (končí předčasně)',
  'pgn.gameRepaired': '{game} (opraveno)',
  // How many games the file has ({count}), how many the search found ({found}), and, when there
  // are more than {max}, that only the first {max} are listed.
  'pgn.games': { one: '{count} partie.', few: '{count} partie.', many: '{count} partie.', other: '{count} partií.' },
  'pgn.gamesFound': { one: 'Nalezeno {found} z {count} partie.', few: 'Nalezeno {found} z {count} partií.', many: 'Nalezeno {found} z {count} partie.', other: 'Nalezeno {found} z {count} partií.' },
  'pgn.gamesMore': {
    one: '{count} partie; zobrazeno prvních {max}: upřesněte hledání.',
    few: '{count} partie; zobrazeno prvních {max}: upřesněte hledání.',
    many: '{count} partie; zobrazeno prvních {max}: upřesněte hledání.',
    other: '{count} partií; zobrazeno prvních {max}: upřesněte hledání.',
  },
  'pgn.gamesFoundMore': {
    one: 'Nalezeno {found} z {count} partie; zobrazeno prvních {max}: upřesněte hledání.',
    few: 'Nalezeno {found} z {count} partií; zobrazeno prvních {max}: upřesněte hledání.',
    many: 'Nalezeno {found} z {count} partie; zobrazeno prvních {max}: upřesněte hledání.',
    other: 'Nalezeno {found} z {count} partií; zobrazeno prvních {max}: upřesněte hledání.',
  },
  // While a big file is being read: {count} games so far, {percent} of the file read.
  'pgn.reading': {
    one: 'Načítá se soubor: zatím {count} partie ({percent} %).',
    few: 'Načítá se soubor: zatím {count} partie ({percent} %).',
    many: 'Načítá se soubor: zatím {count} partie ({percent} %).',
    other: 'Načítá se soubor: zatím {count} partií ({percent} %).',
  },

  // The lessons kept in this browser: the title of a lesson without players, event or comment.
  'autosave.untitled': 'Lekce bez názvu',
  // Said when a kept lesson is shown ({title} is its name or title).
  'autosave.opened': 'Lekce {title} otevřena.',
  // On the error line, when another tab saved the lesson while a change waited in this one.
  'autosave.conflict': 'Tato lekce byla změněna na jiné kartě.',
  'autosave.theirs': 'Zobrazit verzi z druhé karty',
  'autosave.mine': 'Ponechat tuto',
};
