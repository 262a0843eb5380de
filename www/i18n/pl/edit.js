// Polish words of the board editor, of a PGN read with repairs and the picker of its games, and
// of the lessons kept in this browser (the `edit` part: loaded when one of them is first used).
// A message with plural forms is an object of Intl.PluralRules categories, chosen by `count`.
// Terms: www/i18n/glossary/pl.md.
export default {
  // The board editor (mode="edit"): its panel, title and the palette of pieces.
  'editor.title': 'Ustaw pozycję',
  'editor.palette': 'Bierki: wybierz jedną, potem klikaj pola lub przeciągnij ją na szachownicę',
  'editor.piece.white.king': 'Biały król',
  'editor.piece.white.queen': 'Biały hetman',
  'editor.piece.white.rook': 'Biała wieża',
  'editor.piece.white.bishop': 'Biały goniec',
  'editor.piece.white.knight': 'Biały skoczek',
  'editor.piece.white.pawn': 'Biały pion',
  'editor.piece.black.king': 'Czarny król',
  'editor.piece.black.queen': 'Czarny hetman',
  'editor.piece.black.rook': 'Czarna wieża',
  'editor.piece.black.bishop': 'Czarny goniec',
  'editor.piece.black.knight': 'Czarny skoczek',
  'editor.piece.black.pawn': 'Czarny pion',
  // The two tools beside the pieces (the button's words, then its tooltip).
  'editor.move': 'Przesuń',
  'editor.move.label': 'Przesuń bierkę, przeciągając ją',
  'editor.delete': 'Usuń',
  'editor.delete.label': 'Usuń: klikaj bierki, aby je zdjąć',
  // The buttons under the palette.
  'editor.clear': 'Wyczyść szachownicę',
  'editor.start': 'Pozycja wyjściowa',
  'editor.flip': 'Obróć',
  'editor.flip.label': 'Obróć szachownicę',
  // The settings of the position: the side to move ({side} is "White" or "Black"), the castling
  // rights (O-O is castling short, O-O-O long), the en-passant square (a select of squares, or
  // none) and the FEN field.
  'editor.turn': 'Strona na posunięciu',
  'editor.castling': 'Prawo do roszady',
  'editor.castleShort': '{side} O-O',
  'editor.castleLong': '{side} O-O-O',
  'editor.enPassant': 'Bicie w przelocie',
  'editor.enPassantNone': 'brak',
  'editor.fen': 'FEN',
  // The buttons that leave the editor (the button's words, then its tooltip).
  'editor.analyse': 'Analizuj',
  'editor.analyse.label': 'Analizuj: zamknij edytor z tą pozycją',
  'editor.cancel': 'Anuluj',
  'editor.cancel.label': 'Anuluj: zamknij edytor bez zmiany partii',

  // The notice of a PGN game read with repairs (opened, it lists each repair with its line).
  'pgn.repairs': { one: 'Wczytano z {count} poprawką', few: 'Wczytano z {count} poprawkami', many: 'Wczytano z {count} poprawkami', other: 'Wczytano z {count} poprawki' },
  // One repair: {line} is the line of the file, {written} what it said, {read} how it was read
  // (a move in SAN), {what} the kind of repair below.
  'pgn.repair': 'Wiersz {line}: {what}.',
  'pgn.repairWritten': 'Wiersz {line}: {written} ({what}).',
  'pgn.repairRead': 'Wiersz {line}: {written} odczytano jako {read} ({what}).',
  // The kinds of repair ({what} above).
  'pgn.repair.tagQuotes': 'cudzysłów wewnątrz wartości znacznika',
  'pgn.repair.tagBackslash': 'wartość znacznika zakończona ukośnikiem wstecznym',
  'pgn.repair.tagUnclosed': 'znacznik bez zamykającego cudzysłowu lub nawiasu',
  'pgn.repair.tagUnquoted': 'wartość znacznika bez cudzysłowu',
  'pgn.repair.commentUnclosed': 'niezamknięty komentarz: ciągnie się do następnej partii',
  'pgn.repair.stray': 'znak, który nigdzie nie pasuje – pominięty',
  'pgn.repair.textOutsideGame': 'tekst poza jakąkolwiek partią – pominięty',
  'pgn.repair.noTags': 'partia bez znaczników',
  'pgn.repair.resultMissing': 'brak wyniku po posunięciach: zachowano wynik ze znacznika',
  'pgn.repair.resultContradicts': 'wynik po posunięciach różni się od znacznika Result: zachowano wynik ze znacznika',
  'pgn.repair.castling': 'roszada zapisana zerami',
  'pgn.repair.enPassant': 'oznaczenie bicia w przelocie',
  'pgn.repair.longAlgebraic': 'posunięcie w pełnej notacji algebraicznej',
  'pgn.repair.promotion': 'promocja zapisana bez = lub małą literą',
  'pgn.repair.disambiguation': 'posunięcie zapisane dokładniej, niż trzeba',
  'pgn.repair.checkSign': 'brakujący lub błędny znak szacha albo mata',
  'pgn.repair.nullMove': 'posunięcie puste, odtąd zapisywane jako --',
  'pgn.repair.figurine': 'figurka zamiast litery bierki',
  'pgn.repair.pieceLetters': 'litery bierek z innego języka',
  'pgn.repair.repeatedMove': 'wariant zaczynający się od posunięcia obok niego: jedno posunięcie, zachowano wariant główny',
  'pgn.repair.variation': 'niezamknięty wariant albo „)”, który niczego nie zamyka',
  // Piece letters of another language, when the languages are known: {languages} is a list of
  // the names below, joined by "or".
  'pgn.repair.pieceLettersOf': 'litery bierek z innego języka ({languages})',
  'pgn.language.de': 'niemiecki',
  'pgn.language.sv': 'szwedzki',
  'pgn.language.fr': 'francuski',
  'pgn.language.es': 'hiszpański',
  'pgn.language.it': 'włoski',
  'pgn.language.nl': 'niderlandzki',
  'pgn.language.pt': 'portugalski',
  'pgn.language.pl': 'polski',
  'pgn.language.cs': 'czeski',
  'pgn.language.hu': 'węgierski',

  // The picker of the games of a PGN file (above the move list): the search and its placeholder.
  'pgn.find': 'Szukaj',
  'pgn.find.hint': 'Zawodnik, turniej, rok',
  // A game in the picker ({game} is "3. Carlsen - Caruana 1-0, 2018"): one that could not be
  // read to its end, one read with repairs.
  'pgn.gameStops': '{game} (urywa się w trakcie)',
  'pgn.gameRepaired': '{game} (naprawiona)',
  // How many games the file has ({count}), how many the search found ({found}), and, when there
  // are more than {max}, that only the first {max} are listed.
  'pgn.games': { one: '{count} partia.', few: '{count} partie.', many: '{count} partii.', other: '{count} partii.' },
  'pgn.gamesFound': { one: 'Znaleziono {found} z {count} partii.', few: 'Znaleziono {found} z {count} partii.', many: 'Znaleziono {found} z {count} partii.', other: 'Znaleziono {found} z {count} partii.' },
  'pgn.gamesMore': {
    one: '{count} partia; wyświetlono {max} pierwszych: zawęź wyszukiwanie.',
    few: '{count} partie; wyświetlono {max} pierwszych: zawęź wyszukiwanie.',
    many: '{count} partii; wyświetlono {max} pierwszych: zawęź wyszukiwanie.',
    other: '{count} partii; wyświetlono {max} pierwszych: zawęź wyszukiwanie.',
  },
  'pgn.gamesFoundMore': {
    one: 'Znaleziono {found} z {count} partii; wyświetlono {max} pierwszych: zawęź wyszukiwanie.',
    few: 'Znaleziono {found} z {count} partii; wyświetlono {max} pierwszych: zawęź wyszukiwanie.',
    many: 'Znaleziono {found} z {count} partii; wyświetlono {max} pierwszych: zawęź wyszukiwanie.',
    other: 'Znaleziono {found} z {count} partii; wyświetlono {max} pierwszych: zawęź wyszukiwanie.',
  },
  // While a big file is being read: {count} games so far, {percent} of the file read.
  'pgn.reading': {
    one: 'Wczytywanie pliku: na razie {count} partia ({percent}%).',
    few: 'Wczytywanie pliku: na razie {count} partie ({percent}%).',
    many: 'Wczytywanie pliku: na razie {count} partii ({percent}%).',
    other: 'Wczytywanie pliku: na razie {count} partii ({percent}%).',
  },

  // The lessons kept in this browser: the title of a lesson without players, event or comment.
  'autosave.untitled': 'Lekcja bez tytułu',
  // Said when a kept lesson is shown ({title} is its name or title).
  'autosave.opened': 'Otwarto lekcję {title}.',
  // On the error line, when another tab saved the lesson while a change waited in this one.
  'autosave.conflict': 'Ta lekcja została zmieniona w innej karcie.',
  'autosave.theirs': 'Pokaż wersję z drugiej karty',
  'autosave.mine': 'Zachowaj tę',
};
