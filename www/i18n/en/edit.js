// English words of the board editor, of a PGN read with repairs and the picker of its games, and
// of the lessons kept in this browser (the `edit` part: loaded when one of them is first used).
// A message with plural forms is an object of Intl.PluralRules categories, chosen by `count`.
export default {
  // The board editor (mode="edit"): its panel, title and the palette of pieces.
  'editor.title': 'Set up a position',
  'editor.palette': 'Pieces: pick one, then click squares or drag it onto the board',
  'editor.piece.white.king': 'White king',
  'editor.piece.white.queen': 'White queen',
  'editor.piece.white.rook': 'White rook',
  'editor.piece.white.bishop': 'White bishop',
  'editor.piece.white.knight': 'White knight',
  'editor.piece.white.pawn': 'White pawn',
  'editor.piece.black.king': 'Black king',
  'editor.piece.black.queen': 'Black queen',
  'editor.piece.black.rook': 'Black rook',
  'editor.piece.black.bishop': 'Black bishop',
  'editor.piece.black.knight': 'Black knight',
  'editor.piece.black.pawn': 'Black pawn',
  // The two tools beside the pieces (the button's words, then its tooltip).
  'editor.move': 'Move',
  'editor.move.label': 'Move pieces by dragging them',
  'editor.delete': 'Delete',
  'editor.delete.label': 'Delete: click pieces to remove them',
  // The buttons under the palette.
  'editor.clear': 'Clear board',
  'editor.start': 'Start position',
  'editor.flip': 'Flip',
  'editor.flip.label': 'Flip the board',
  // The settings of the position: the side to move ({side} is "White" or "Black"), the castling
  // rights (O-O is castling short, O-O-O long), the en-passant square (a select of squares, or
  // none) and the FEN field.
  'editor.turn': 'Side to move',
  'editor.castling': 'Castling rights',
  'editor.castleShort': '{side} O-O',
  'editor.castleLong': '{side} O-O-O',
  'editor.enPassant': 'En passant',
  'editor.enPassantNone': 'none',
  'editor.fen': 'FEN',
  // The buttons that leave the editor (the button's words, then its tooltip).
  'editor.analyse': 'Analyse',
  'editor.analyse.label': 'Analyse: leave the editor with this position',
  'editor.cancel': 'Cancel',
  'editor.cancel.label': 'Cancel: leave the editor without changing the game',

  // The notice of a PGN game read with repairs (opened, it lists each repair with its line).
  'pgn.repairs': { one: 'Read with {count} repair', other: 'Read with {count} repairs' },
  // One repair: {line} is the line of the file, {written} what it said, {read} how it was read
  // (a move in SAN), {what} the kind of repair below.
  'pgn.repair': 'Line {line}: {what}.',
  'pgn.repairWritten': 'Line {line}: {written} ({what}).',
  'pgn.repairRead': 'Line {line}: {written} read as {read} ({what}).',
  // The kinds of repair ({what} above).
  'pgn.repair.tagQuotes': 'quotes inside a tag value',
  'pgn.repair.tagBackslash': 'a tag value ending in a backslash',
  'pgn.repair.tagUnclosed': 'a tag without its closing quote or bracket',
  'pgn.repair.tagUnquoted': 'a tag value without quotes',
  'pgn.repair.commentUnclosed': 'a comment never closed: it runs to the next game',
  'pgn.repair.stray': 'a character that belongs nowhere, skipped',
  'pgn.repair.textOutsideGame': 'text outside any game, skipped',
  'pgn.repair.noTags': 'a game without tags',
  'pgn.repair.resultMissing': 'no result after the moves: the tag\'s is kept',
  'pgn.repair.resultContradicts': 'the result after the moves is not the Result tag\'s: the tag\'s is kept',
  'pgn.repair.castling': 'castling written with zeros',
  'pgn.repair.enPassant': 'an en-passant mark',
  'pgn.repair.longAlgebraic': 'a move in long algebraic notation',
  'pgn.repair.promotion': 'a promotion written without = or in lower case',
  'pgn.repair.disambiguation': 'a move named more fully than it needs',
  'pgn.repair.checkSign': 'a check or mate sign missing or wrong',
  'pgn.repair.nullMove': 'a null move, written -- from now on',
  'pgn.repair.figurine': 'a figurine for the piece',
  'pgn.repair.pieceLetters': 'the piece letters of another language',
  'pgn.repair.repeatedMove': 'a variation starting with the move beside it: one move, the main line kept',
  'pgn.repair.variation': 'a variation not closed, or a ")" closing none',
  // Piece letters of another language, when the languages are known: {languages} is a list of
  // the names below, joined by "or".
  'pgn.repair.pieceLettersOf': '{languages} piece letters',
  'pgn.language.de': 'German',
  'pgn.language.sv': 'Swedish',
  'pgn.language.fr': 'French',
  'pgn.language.es': 'Spanish',
  'pgn.language.it': 'Italian',
  'pgn.language.nl': 'Dutch',
  'pgn.language.pt': 'Portuguese',
  'pgn.language.pl': 'Polish',
  'pgn.language.cs': 'Czech',
  'pgn.language.hu': 'Hungarian',

  // The picker of the games of a PGN file (above the move list): the search and its placeholder.
  'pgn.find': 'Find',
  'pgn.find.hint': 'Player, event, year',
  // A game in the picker ({game} is "3. Carlsen - Caruana 1-0, 2018"): one that could not be
  // read to its end, one read with repairs.
  'pgn.gameStops': '{game} (stops part-way)',
  'pgn.gameRepaired': '{game} (repaired)',
  // How many games the file has ({count}), how many the search found ({found}), and, when there
  // are more than {max}, that only the first {max} are listed.
  'pgn.games': { one: '{count} game.', other: '{count} games.' },
  'pgn.gamesFound': { one: '{found} of {count} game found.', other: '{found} of {count} games found.' },
  'pgn.gamesMore': { one: '{count} game; the first {max} listed: narrow the search.', other: '{count} games; the first {max} listed: narrow the search.' },
  'pgn.gamesFoundMore': { one: '{found} of {count} game found; the first {max} listed: narrow the search.', other: '{found} of {count} games found; the first {max} listed: narrow the search.' },
  // While a big file is being read: {count} games so far, {percent} of the file read.
  'pgn.reading': { one: 'Reading the file: {count} game so far ({percent}%).', other: 'Reading the file: {count} games so far ({percent}%).' },

  // The lessons kept in this browser: the title of a lesson without players, event or comment.
  'autosave.untitled': 'Untitled lesson',
  // Said when a kept lesson is shown ({title} is its name or title).
  'autosave.opened': 'Lesson {title} opened.',
  // On the error line, when another tab saved the lesson while a change waited in this one.
  'autosave.conflict': 'This lesson was changed in another tab.',
  'autosave.theirs': 'Show the other tab\'s version',
  'autosave.mine': 'Keep this one',
};
