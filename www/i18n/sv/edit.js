// Swedish words of the board editor, of a PGN read with repairs and the picker of its games, and
// of the lessons kept in this browser (the `edit` part: loaded when one of them is first used).
// A message with plural forms is an object of Intl.PluralRules categories, chosen by `count`.
// Terms: www/i18n/glossary/sv.md.
export default {
  // The board editor (mode="edit"): its panel, title and the palette of pieces.
  'editor.title': 'Ställ upp en ställning',
  'editor.palette': 'Pjäser: välj en och klicka sedan på fält eller dra den till brädet',
  'editor.piece.white.king': 'Vit kung',
  'editor.piece.white.queen': 'Vit dam',
  'editor.piece.white.rook': 'Vitt torn',
  'editor.piece.white.bishop': 'Vit löpare',
  'editor.piece.white.knight': 'Vit springare',
  'editor.piece.white.pawn': 'Vit bonde',
  'editor.piece.black.king': 'Svart kung',
  'editor.piece.black.queen': 'Svart dam',
  'editor.piece.black.rook': 'Svart torn',
  'editor.piece.black.bishop': 'Svart löpare',
  'editor.piece.black.knight': 'Svart springare',
  'editor.piece.black.pawn': 'Svart bonde',
  // The two tools beside the pieces (the button's words, then its tooltip).
  'editor.move': 'Flytta',
  'editor.move.label': 'Flytta pjäser genom att dra dem',
  'editor.delete': 'Radera',
  'editor.delete.label': 'Radera: klicka på pjäser för att ta bort dem',
  // The buttons under the palette.
  'editor.clear': 'Töm brädet',
  'editor.start': 'Utgångsställning',
  'editor.flip': 'Vänd',
  'editor.flip.label': 'Vänd brädet',
  // The settings of the position: the side to move ({side} is "White" or "Black"), the castling
  // rights (O-O is castling short, O-O-O long), the en-passant square (a select of squares, or
  // none) and the FEN field.
  'editor.turn': 'Vid draget',
  'editor.castling': 'Rockadrätt',
  'editor.castleShort': '{side} O-O',
  'editor.castleLong': '{side} O-O-O',
  'editor.enPassant': 'En passant',
  'editor.enPassantNone': 'inget',
  'editor.fen': 'FEN',
  // The buttons that leave the editor (the button's words, then its tooltip).
  'editor.analyse': 'Analysera',
  'editor.analyse.label': 'Analysera: lämna redigeraren med denna ställning',
  'editor.cancel': 'Avbryt',
  'editor.cancel.label': 'Avbryt: lämna redigeraren utan att ändra partiet',

  // The notice of a PGN game read with repairs (opened, it lists each repair with its line).
  'pgn.repairs': { one: 'Inläst med {count} korrigering', other: 'Inläst med {count} korrigeringar' },
  // One repair: {line} is the line of the file, {written} what it said, {read} how it was read
  // (a move in SAN), {what} the kind of repair below.
  'pgn.repair': 'Rad {line}: {what}.',
  'pgn.repairWritten': 'Rad {line}: {written} ({what}).',
  'pgn.repairRead': 'Rad {line}: {written} läst som {read} ({what}).',
  // The kinds of repair ({what} above).
  'pgn.repair.tagQuotes': 'citattecken inuti ett taggvärde',
  'pgn.repair.tagBackslash': 'ett taggvärde som slutar med ett omvänt snedstreck',
  'pgn.repair.tagUnclosed': 'en tagg utan avslutande citattecken eller hakparentes',
  'pgn.repair.tagUnquoted': 'ett taggvärde utan citattecken',
  'pgn.repair.commentUnclosed': 'en kommentar som aldrig avslutas: den löper till nästa parti',
  'pgn.repair.stray': 'ett tecken som inte hör hemma någonstans, överhoppat',
  'pgn.repair.textOutsideGame': 'text utanför alla partier, överhoppad',
  'pgn.repair.noTags': 'ett parti utan taggar',
  'pgn.repair.resultMissing': 'inget resultat efter dragen: taggens resultat behålls',
  'pgn.repair.resultContradicts': 'resultatet efter dragen är inte Result-taggens: taggens resultat behålls',
  'pgn.repair.castling': 'rockad skriven med nollor',
  'pgn.repair.enPassant': 'en en passant-markering',
  'pgn.repair.longAlgebraic': 'ett drag i lång algebraisk notation',
  'pgn.repair.promotion': 'en förvandling skriven utan = eller med gemener',
  'pgn.repair.disambiguation': 'ett drag angivet utförligare än nödvändigt',
  'pgn.repair.checkSign': 'ett schack- eller matttecken som saknas eller är fel',
  'pgn.repair.nullMove': 'ett nolldrag, skrivet -- från och med nu',
  'pgn.repair.figurine': 'en figurin i stället för pjäsbokstaven',
  'pgn.repair.pieceLetters': 'ett annat språks pjäsbokstäver',
  'pgn.repair.repeatedMove': 'en variant som börjar med draget bredvid: ett drag, huvudvarianten behålls',
  'pgn.repair.variation': 'en variant som inte avslutas, eller en ”)” som inte avslutar någon',
  // Piece letters of another language, when the languages are known: {languages} is a list of
  // the names below, joined by "or".
  'pgn.repair.pieceLettersOf': '{languages} pjäsbokstäver',
  'pgn.language.de': 'tyska',
  'pgn.language.sv': 'svenska',
  'pgn.language.fr': 'franska',
  'pgn.language.es': 'spanska',
  'pgn.language.it': 'italienska',
  'pgn.language.nl': 'nederländska',
  'pgn.language.pt': 'portugisiska',
  'pgn.language.pl': 'polska',
  'pgn.language.cs': 'tjeckiska',
  'pgn.language.hu': 'ungerska',

  // The picker of the games of a PGN file (above the move list): the search and its placeholder.
  'pgn.find': 'Sök',
  'pgn.find.hint': 'Spelare, tävling, år',
  // A game in the picker ({game} is "3. Carlsen - Caruana 1-0, 2018"): one that could not be
  // read to its end, one read with repairs.
  'pgn.gameStops': '{game} (avbryts halvvägs)',
  'pgn.gameRepaired': '{game} (korrigerat)',
  // How many games the file has ({count}), how many the search found ({found}), and, when there
  // are more than {max}, that only the first {max} are listed.
  'pgn.games': { one: '{count} parti.', other: '{count} partier.' },
  'pgn.gamesFound': { one: '{found} av {count} parti hittades.', other: '{found} av {count} partier hittades.' },
  'pgn.gamesMore': { one: '{count} parti; de första {max} visas: begränsa sökningen.', other: '{count} partier; de första {max} visas: begränsa sökningen.' },
  'pgn.gamesFoundMore': { one: '{found} av {count} parti hittades; de första {max} visas: begränsa sökningen.', other: '{found} av {count} partier hittades; de första {max} visas: begränsa sökningen.' },
  // While a big file is being read: {count} games so far, {percent} of the file read.
  'pgn.reading': { one: 'Läser filen: {count} parti hittills ({percent} %).', other: 'Läser filen: {count} partier hittills ({percent} %).' },

  // The lessons kept in this browser: the title of a lesson without players, event or comment.
  'autosave.untitled': 'Namnlös lektion',
  // Said when a kept lesson is shown ({title} is its name or title).
  'autosave.opened': 'Lektionen {title} öppnad.',
  // On the error line, when another tab saved the lesson while a change waited in this one.
  'autosave.conflict': 'Den här lektionen ändrades i en annan flik.',
  'autosave.theirs': 'Visa den andra flikens version',
  'autosave.mine': 'Behåll den här',
};
