// Norwegian Bokmål words of the board editor, of a PGN read with repairs and the picker of its
// games, and of the lessons kept in this browser (the `edit` part: loaded when one of them is
// first used). A message with plural forms is an object of Intl.PluralRules categories, chosen
// by `count`. Terms: www/i18n/glossary/nb.md.
export default {
  // The board editor (mode="edit"): its panel, title and the palette of pieces.
  'editor.title': 'Still opp en stilling',
  'editor.palette': 'Brikker: velg en, og klikk så på felt eller dra den inn på brettet',
  'editor.piece.white.king': 'Hvit konge',
  'editor.piece.white.queen': 'Hvit dronning',
  'editor.piece.white.rook': 'Hvitt tårn',
  'editor.piece.white.bishop': 'Hvit løper',
  'editor.piece.white.knight': 'Hvit springer',
  'editor.piece.white.pawn': 'Hvit bonde',
  'editor.piece.black.king': 'Svart konge',
  'editor.piece.black.queen': 'Svart dronning',
  'editor.piece.black.rook': 'Svart tårn',
  'editor.piece.black.bishop': 'Svart løper',
  'editor.piece.black.knight': 'Svart springer',
  'editor.piece.black.pawn': 'Svart bonde',
  // The two tools beside the pieces (the button's words, then its tooltip).
  'editor.move': 'Flytt',
  'editor.move.label': 'Flytt brikker ved å dra dem',
  'editor.delete': 'Slett',
  'editor.delete.label': 'Slett: klikk på brikker for å fjerne dem',
  // The buttons under the palette.
  'editor.clear': 'Tøm brettet',
  'editor.start': 'Utgangsstilling',
  'editor.flip': 'Snu',
  'editor.flip.label': 'Snu brettet',
  // The settings of the position: the side to move ({side} is "White" or "Black"), the castling
  // rights (O-O is castling short, O-O-O long), the en-passant square (a select of squares, or
  // none) and the FEN field.
  'editor.turn': 'I trekket',
  'editor.castling': 'Rokaderett',
  'editor.castleShort': '{side} O-O',
  'editor.castleLong': '{side} O-O-O',
  'editor.enPassant': 'En passant',
  'editor.enPassantNone': 'ingen',
  'editor.fen': 'FEN',
  // The buttons that leave the editor (the button's words, then its tooltip).
  'editor.analyse': 'Analyser',
  'editor.analyse.label': 'Analyser: forlat redigeringen med denne stillingen',
  'editor.cancel': 'Avbryt',
  'editor.cancel.label': 'Avbryt: forlat redigeringen uten å endre partiet',

  // The notice of a PGN game read with repairs (opened, it lists each repair with its line).
  'pgn.repairs': { one: 'Lest med {count} rettelse', other: 'Lest med {count} rettelser' },
  // One repair: {line} is the line of the file, {written} what it said, {read} how it was read
  // (a move in SAN), {what} the kind of repair below.
  'pgn.repair': 'Linje {line}: {what}.',
  'pgn.repairWritten': 'Linje {line}: {written} ({what}).',
  'pgn.repairRead': 'Linje {line}: {written} lest som {read} ({what}).',
  // The kinds of repair ({what} above).
  'pgn.repair.tagQuotes': 'anførselstegn inne i en taggverdi',
  'pgn.repair.tagBackslash': 'en taggverdi som slutter med en omvendt skråstrek',
  'pgn.repair.tagUnclosed': 'en tagg uten avsluttende anførselstegn eller hakeparentes',
  'pgn.repair.tagUnquoted': 'en taggverdi uten anførselstegn',
  'pgn.repair.commentUnclosed': 'en kommentar som aldri avsluttes: den fortsetter til neste parti',
  'pgn.repair.stray': 'et tegn som ikke hører hjemme noe sted, hoppet over',
  'pgn.repair.textOutsideGame': 'tekst utenfor alle partier, hoppet over',
  'pgn.repair.noTags': 'et parti uten tagger',
  'pgn.repair.resultMissing': 'ikke noe resultat etter trekkene: taggens resultat beholdes',
  'pgn.repair.resultContradicts': 'resultatet etter trekkene er ikke Result-taggens: taggens resultat beholdes',
  'pgn.repair.castling': 'rokade skrevet med nuller',
  'pgn.repair.enPassant': 'en en passant-markering',
  'pgn.repair.longAlgebraic': 'et trekk i lang algebraisk notasjon',
  'pgn.repair.promotion': 'en forvandling skrevet uten = eller med små bokstaver',
  'pgn.repair.disambiguation': 'et trekk angitt mer utførlig enn nødvendig',
  'pgn.repair.checkSign': 'et sjakk- eller matt-tegn som mangler eller er feil',
  'pgn.repair.nullMove': 'et nulltrekk, skrevet -- heretter',
  'pgn.repair.figurine': 'en figurin i stedet for brikkebokstaven',
  'pgn.repair.pieceLetters': 'brikkebokstavene til et annet språk',
  'pgn.repair.repeatedMove': 'en variant som begynner med trekket ved siden av: ett trekk, hovedvarianten beholdt',
  'pgn.repair.variation': 'en variant som ikke avsluttes, eller en «)» som ikke avslutter noen',
  // Piece letters of another language, when the languages are known: {languages} is a list of
  // the names below, joined by "or".
  'pgn.repair.pieceLettersOf': '{languages} brikkebokstaver',
  'pgn.language.de': 'tyske',
  'pgn.language.sv': 'svenske',
  'pgn.language.fr': 'franske',
  'pgn.language.es': 'spanske',
  'pgn.language.it': 'italienske',
  'pgn.language.nl': 'nederlandske',
  'pgn.language.pt': 'portugisiske',
  'pgn.language.pl': 'polske',
  'pgn.language.cs': 'tsjekkiske',
  'pgn.language.hu': 'ungarske',

  // The picker of the games of a PGN file (above the move list): the search and its placeholder.
  'pgn.find': 'Søk',
  'pgn.find.hint': 'Spiller, turnering, år',
  // A game in the picker ({game} is "3. Carlsen - Caruana 1-0, 2018"): one that could not be
  // read to its end, one read with repairs.
  'pgn.gameStops': '{game} (stopper underveis)',
  'pgn.gameRepaired': '{game} (rettet)',
  // How many games the file has ({count}), how many the search found ({found}), and, when there
  // are more than {max}, that only the first {max} are listed.
  'pgn.games': { one: '{count} parti.', other: '{count} partier.' },
  'pgn.gamesFound': { one: '{found} av {count} parti funnet.', other: '{found} av {count} partier funnet.' },
  'pgn.gamesMore': { one: '{count} parti; de første {max} vises: snevre inn søket.', other: '{count} partier; de første {max} vises: snevre inn søket.' },
  'pgn.gamesFoundMore': { one: '{found} av {count} parti funnet; de første {max} vises: snevre inn søket.', other: '{found} av {count} partier funnet; de første {max} vises: snevre inn søket.' },
  // While a big file is being read: {count} games so far, {percent} of the file read.
  'pgn.reading': { one: 'Leser filen: {count} parti så langt ({percent} %).', other: 'Leser filen: {count} partier så langt ({percent} %).' },

  // The lessons kept in this browser: the title of a lesson without players, event or comment.
  'autosave.untitled': 'Leksjon uten navn',
  // Said when a kept lesson is shown ({title} is its name or title).
  'autosave.opened': 'Leksjonen {title} er åpnet.',
  // On the error line, when another tab saved the lesson while a change waited in this one.
  'autosave.conflict': 'Denne leksjonen ble endret i en annen fane.',
  'autosave.theirs': 'Vis versjonen fra den andre fanen',
  'autosave.mine': 'Behold denne',
};
