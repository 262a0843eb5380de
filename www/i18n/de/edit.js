// German words of the board editor, of a PGN read with repairs and the picker of its games, and
// of the lessons kept in this browser (the `edit` part: loaded when one of them is first used).
// A message with plural forms is an object of Intl.PluralRules categories, chosen by `count`.
// Terms: www/i18n/glossary/de.md.
export default {
  // The board editor (mode="edit"): its panel, title and the palette of pieces.
  'editor.title': 'Stellung aufbauen',
  'editor.palette': 'Figuren: eine wählen, dann Felder anklicken oder sie aufs Brett ziehen',
  'editor.piece.white.king': 'Weißer König',
  'editor.piece.white.queen': 'Weiße Dame',
  'editor.piece.white.rook': 'Weißer Turm',
  'editor.piece.white.bishop': 'Weißer Läufer',
  'editor.piece.white.knight': 'Weißer Springer',
  'editor.piece.white.pawn': 'Weißer Bauer',
  'editor.piece.black.king': 'Schwarzer König',
  'editor.piece.black.queen': 'Schwarze Dame',
  'editor.piece.black.rook': 'Schwarzer Turm',
  'editor.piece.black.bishop': 'Schwarzer Läufer',
  'editor.piece.black.knight': 'Schwarzer Springer',
  'editor.piece.black.pawn': 'Schwarzer Bauer',
  // The two tools beside the pieces (the button's words, then its tooltip).
  'editor.move': 'Versetzen',
  'editor.move.label': 'Figuren durch Ziehen versetzen',
  'editor.delete': 'Löschen',
  'editor.delete.label': 'Löschen: Figuren anklicken, um sie zu entfernen',
  // The buttons under the palette.
  'editor.clear': 'Brett leeren',
  'editor.start': 'Grundstellung',
  'editor.flip': 'Drehen',
  'editor.flip.label': 'Brett drehen',
  // The settings of the position: the side to move ({side} is "White" or "Black"), the castling
  // rights (O-O is castling short, O-O-O long), the en-passant square (a select of squares, or
  // none) and the FEN field.
  'editor.turn': 'Am Zug',
  'editor.castling': 'Rochaderechte',
  'editor.castleShort': '{side} O-O',
  'editor.castleLong': '{side} O-O-O',
  'editor.enPassant': 'En passant',
  'editor.enPassantNone': 'keines',
  'editor.fen': 'FEN',
  // The buttons that leave the editor (the button's words, then its tooltip).
  'editor.analyse': 'Analysieren',
  'editor.analyse.label': 'Analysieren: den Editor mit dieser Stellung verlassen',
  'editor.cancel': 'Abbrechen',
  'editor.cancel.label': 'Abbrechen: den Editor verlassen, ohne die Partie zu ändern',

  // The notice of a PGN game read with repairs (opened, it lists each repair with its line).
  'pgn.repairs': { one: 'Mit {count} Korrektur gelesen', other: 'Mit {count} Korrekturen gelesen' },
  // One repair: {line} is the line of the file, {written} what it said, {read} how it was read
  // (a move in SAN), {what} the kind of repair below.
  'pgn.repair': 'Zeile {line}: {what}.',
  'pgn.repairWritten': 'Zeile {line}: {written} ({what}).',
  'pgn.repairRead': 'Zeile {line}: {written} gelesen als {read} ({what}).',
  // The kinds of repair ({what} above).
  'pgn.repair.tagQuotes': 'Anführungszeichen innerhalb eines Tag-Werts',
  'pgn.repair.tagBackslash': 'ein Tag-Wert, der mit einem Backslash endet',
  'pgn.repair.tagUnclosed': 'ein Tag ohne schließendes Anführungszeichen oder schließende Klammer',
  'pgn.repair.tagUnquoted': 'ein Tag-Wert ohne Anführungszeichen',
  'pgn.repair.commentUnclosed': 'ein nie geschlossener Kommentar: er reicht bis zur nächsten Partie',
  'pgn.repair.stray': 'ein Zeichen, das nirgends hingehört, übersprungen',
  'pgn.repair.textOutsideGame': 'Text außerhalb jeder Partie, übersprungen',
  'pgn.repair.noTags': 'eine Partie ohne Tags',
  'pgn.repair.resultMissing': 'kein Ergebnis nach den Zügen: das des Tags wird beibehalten',
  'pgn.repair.resultContradicts': 'das Ergebnis nach den Zügen ist nicht das des Result-Tags: das des Tags wird beibehalten',
  'pgn.repair.castling': 'Rochade mit Nullen geschrieben',
  'pgn.repair.enPassant': 'ein En-passant-Zeichen',
  'pgn.repair.longAlgebraic': 'ein Zug in langer algebraischer Notation',
  'pgn.repair.promotion': 'eine Umwandlung ohne = oder in Kleinbuchstaben geschrieben',
  'pgn.repair.disambiguation': 'ein Zug, genauer bezeichnet als nötig',
  'pgn.repair.checkSign': 'ein Schach- oder Mattzeichen fehlt oder ist falsch',
  'pgn.repair.nullMove': 'ein Nullzug, ab jetzt als -- geschrieben',
  'pgn.repair.figurine': 'ein Figurensymbol für die Figur',
  'pgn.repair.pieceLetters': 'die Figurenbuchstaben einer anderen Sprache',
  'pgn.repair.repeatedMove': 'eine Variante, die mit dem Zug daneben beginnt: ein Zug, die Hauptvariante bleibt',
  'pgn.repair.variation': 'eine nicht geschlossene Variante oder eine „)“, die keine schließt',
  // Piece letters of another language, when the languages are known: {languages} is a list of
  // the names below, joined by "or". (German: "Figurenbuchstaben auf Deutsch oder Schwedisch".)
  'pgn.repair.pieceLettersOf': 'Figurenbuchstaben auf {languages}',
  'pgn.language.de': 'Deutsch',
  'pgn.language.sv': 'Schwedisch',
  'pgn.language.fr': 'Französisch',
  'pgn.language.es': 'Spanisch',
  'pgn.language.it': 'Italienisch',
  'pgn.language.nl': 'Niederländisch',
  'pgn.language.pt': 'Portugiesisch',
  'pgn.language.pl': 'Polnisch',
  'pgn.language.cs': 'Tschechisch',
  'pgn.language.hu': 'Ungarisch',

  // The picker of the games of a PGN file (above the move list): the search and its placeholder.
  'pgn.find': 'Suchen',
  'pgn.find.hint': 'Spieler, Turnier, Jahr',
  // A game in the picker ({game} is "3. Carlsen - Caruana 1-0, 2018"): one that could not be
  // read to its end, one read with repairs.
  'pgn.gameStops': '{game} (bricht vorzeitig ab)',
  'pgn.gameRepaired': '{game} (korrigiert)',
  // How many games the file has ({count}), how many the search found ({found}), and, when there
  // are more than {max}, that only the first {max} are listed.
  'pgn.games': { one: '{count} Partie.', other: '{count} Partien.' },
  'pgn.gamesFound': { one: '{found} von {count} Partie gefunden.', other: '{found} von {count} Partien gefunden.' },
  'pgn.gamesMore': { one: '{count} Partie; die ersten {max} sind aufgeführt: Suche eingrenzen.', other: '{count} Partien; die ersten {max} sind aufgeführt: Suche eingrenzen.' },
  'pgn.gamesFoundMore': { one: '{found} von {count} Partie gefunden; die ersten {max} sind aufgeführt: Suche eingrenzen.', other: '{found} von {count} Partien gefunden; die ersten {max} sind aufgeführt: Suche eingrenzen.' },
  // While a big file is being read: {count} games so far, {percent} of the file read.
  'pgn.reading': { one: 'Datei wird gelesen: bisher {count} Partie ({percent} %).', other: 'Datei wird gelesen: bisher {count} Partien ({percent} %).' },

  // The lessons kept in this browser: the title of a lesson without players, event or comment.
  'autosave.untitled': 'Lektion ohne Titel',
  // Said when a kept lesson is shown ({title} is its name or title).
  'autosave.opened': 'Lektion {title} geöffnet.',
  // On the error line, when another tab saved the lesson while a change waited in this one.
  'autosave.conflict': 'Diese Lektion wurde in einem anderen Tab geändert.',
  'autosave.theirs': 'Version des anderen Tabs zeigen',
  'autosave.mine': 'Diese behalten',
};
