// Dutch words of the board editor, of a PGN read with repairs and the picker of its games, and
// of the lessons kept in this browser (the `edit` part: loaded when one of them is first used).
// A message with plural forms is an object of Intl.PluralRules categories, chosen by `count`.
// Terms: www/i18n/glossary/nl.md.
export default {
  // The board editor (mode="edit"): its panel, title and the palette of pieces.
  'editor.title': 'Stelling opzetten',
  'editor.palette': 'Stukken: kies er een en klik dan op velden of sleep het naar het bord',
  'editor.piece.white.king': 'Witte koning',
  'editor.piece.white.queen': 'Witte dame',
  'editor.piece.white.rook': 'Witte toren',
  'editor.piece.white.bishop': 'Witte loper',
  'editor.piece.white.knight': 'Wit paard',
  'editor.piece.white.pawn': 'Witte pion',
  'editor.piece.black.king': 'Zwarte koning',
  'editor.piece.black.queen': 'Zwarte dame',
  'editor.piece.black.rook': 'Zwarte toren',
  'editor.piece.black.bishop': 'Zwarte loper',
  'editor.piece.black.knight': 'Zwart paard',
  'editor.piece.black.pawn': 'Zwarte pion',
  // The two tools beside the pieces (the button's words, then its tooltip).
  'editor.move': 'Verplaatsen',
  'editor.move.label': 'Stukken verplaatsen door ze te slepen',
  'editor.delete': 'Wissen',
  'editor.delete.label': 'Wissen: klik op stukken om ze te verwijderen',
  // The buttons under the palette.
  'editor.clear': 'Bord leegmaken',
  'editor.start': 'Beginstelling',
  'editor.flip': 'Draaien',
  'editor.flip.label': 'Het bord draaien',
  // The settings of the position: the side to move ({side} is "White" or "Black"), the castling
  // rights (O-O is castling short, O-O-O long), the en-passant square (a select of squares, or
  // none) and the FEN field.
  'editor.turn': 'Aan zet',
  'editor.castling': 'Rokaderechten',
  'editor.castleShort': '{side} O-O',
  'editor.castleLong': '{side} O-O-O',
  'editor.enPassant': 'En passant',
  'editor.enPassantNone': 'geen',
  'editor.fen': 'FEN',
  // The buttons that leave the editor (the button's words, then its tooltip).
  'editor.analyse': 'Analyseren',
  'editor.analyse.label': 'Analyseren: de editor verlaten met deze stelling',
  'editor.cancel': 'Annuleren',
  'editor.cancel.label': 'Annuleren: de editor verlaten zonder de partij te wijzigen',

  // The notice of a PGN game read with repairs (opened, it lists each repair with its line).
  'pgn.repairs': { one: 'Gelezen met {count} correctie', other: 'Gelezen met {count} correcties' },
  // One repair: {line} is the line of the file, {written} what it said, {read} how it was read
  // (a move in SAN), {what} the kind of repair below.
  'pgn.repair': 'Regel {line}: {what}.',
  'pgn.repairWritten': 'Regel {line}: {written} ({what}).',
  'pgn.repairRead': 'Regel {line}: {written} gelezen als {read} ({what}).',
  // The kinds of repair ({what} above).
  'pgn.repair.tagQuotes': 'aanhalingstekens binnen een tagwaarde',
  'pgn.repair.tagBackslash': 'een tagwaarde die eindigt op een backslash',
  'pgn.repair.tagUnclosed': 'een tag zonder afsluitend aanhalingsteken of afsluitende haak',
  'pgn.repair.tagUnquoted': 'een tagwaarde zonder aanhalingstekens',
  'pgn.repair.commentUnclosed': 'een commentaar dat nooit wordt gesloten: het loopt door tot de volgende partij',
  'pgn.repair.stray': 'een teken dat nergens bij hoort, overgeslagen',
  'pgn.repair.textOutsideGame': 'tekst buiten een partij, overgeslagen',
  'pgn.repair.noTags': 'een partij zonder tags',
  'pgn.repair.resultMissing': 'geen uitslag na de zetten: die van de tag blijft staan',
  'pgn.repair.resultContradicts': 'de uitslag na de zetten is niet die van de Result-tag: die van de tag blijft staan',
  'pgn.repair.castling': 'rokade geschreven met nullen',
  'pgn.repair.enPassant': 'een en-passantteken',
  'pgn.repair.longAlgebraic': 'een zet in lange algebraïsche notatie',
  'pgn.repair.promotion': 'een promotie geschreven zonder = of in kleine letters',
  'pgn.repair.disambiguation': 'een zet die vollediger is aangeduid dan nodig',
  'pgn.repair.checkSign': 'een schaak- of matteken dat ontbreekt of onjuist is',
  'pgn.repair.nullMove': 'een nulzet, voortaan geschreven als --',
  'pgn.repair.figurine': 'een figuursymbool voor het stuk',
  'pgn.repair.pieceLetters': 'de stukletters van een andere taal',
  'pgn.repair.repeatedMove': 'een variant die begint met de zet ernaast: één zet, de hoofdvariant blijft',
  'pgn.repair.variation': 'een variant die niet is gesloten, of een “)” die niets sluit',
  // Piece letters of another language, when the languages are known: {languages} is a list of
  // the names below, joined by "or". (Dutch: "stukletters in het Duits of Zweeds".)
  'pgn.repair.pieceLettersOf': 'stukletters in het {languages}',
  'pgn.language.de': 'Duits',
  'pgn.language.sv': 'Zweeds',
  'pgn.language.fr': 'Frans',
  'pgn.language.es': 'Spaans',
  'pgn.language.it': 'Italiaans',
  'pgn.language.nl': 'Nederlands',
  'pgn.language.pt': 'Portugees',
  'pgn.language.pl': 'Pools',
  'pgn.language.cs': 'Tsjechisch',
  'pgn.language.hu': 'Hongaars',

  // The picker of the games of a PGN file (above the move list): the search and its placeholder.
  'pgn.find': 'Zoeken',
  'pgn.find.hint': 'Speler, toernooi, jaar',
  // A game in the picker ({game} is "3. Carlsen - Caruana 1-0, 2018"): one that could not be
  // read to its end, one read with repairs.
  'pgn.gameStops': '{game} (houdt halverwege op)',
  'pgn.gameRepaired': '{game} (gecorrigeerd)',
  // How many games the file has ({count}), how many the search found ({found}), and, when there
  // are more than {max}, that only the first {max} are listed.
  'pgn.games': { one: '{count} partij.', other: '{count} partijen.' },
  'pgn.gamesFound': { one: '{found} van {count} partij gevonden.', other: '{found} van {count} partijen gevonden.' },
  'pgn.gamesMore': { one: '{count} partij; de eerste {max} staan in de lijst: verfijn de zoekopdracht.', other: '{count} partijen; de eerste {max} staan in de lijst: verfijn de zoekopdracht.' },
  'pgn.gamesFoundMore': { one: '{found} van {count} partij gevonden; de eerste {max} staan in de lijst: verfijn de zoekopdracht.', other: '{found} van {count} partijen gevonden; de eerste {max} staan in de lijst: verfijn de zoekopdracht.' },
  // While a big file is being read: {count} games so far, {percent} of the file read.
  'pgn.reading': { one: 'Het bestand wordt gelezen: tot nu toe {count} partij ({percent}%).', other: 'Het bestand wordt gelezen: tot nu toe {count} partijen ({percent}%).' },

  // The lessons kept in this browser: the title of a lesson without players, event or comment.
  'autosave.untitled': 'Les zonder titel',
  // Said when a kept lesson is shown ({title} is its name or title).
  'autosave.opened': 'Les {title} geopend.',
  // On the error line, when another tab saved the lesson while a change waited in this one.
  'autosave.conflict': 'Deze les is in een ander tabblad gewijzigd.',
  'autosave.theirs': 'De versie van het andere tabblad tonen',
  'autosave.mine': 'Deze houden',
};
