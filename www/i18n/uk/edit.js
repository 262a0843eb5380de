// Ukrainian words of the board editor, of a PGN read with repairs and the picker of its games,
// and of the lessons kept in this browser (the `edit` part: loaded when one of them is first
// used). A message with plural forms is an object of Intl.PluralRules categories, chosen by
// `count`.
export default {
  // The board editor (mode="edit"): its panel, title and the palette of pieces.
  'editor.title': 'Розстановка позиції',
  'editor.palette': 'Фігури: виберіть фігуру, потім клацайте на поля або перетягніть її на дошку',
  'editor.piece.white.king': 'Білий король',
  'editor.piece.white.queen': 'Білий ферзь',
  'editor.piece.white.rook': 'Біла тура',
  'editor.piece.white.bishop': 'Білий слон',
  'editor.piece.white.knight': 'Білий кінь',
  'editor.piece.white.pawn': 'Білий пішак',
  'editor.piece.black.king': 'Чорний король',
  'editor.piece.black.queen': 'Чорний ферзь',
  'editor.piece.black.rook': 'Чорна тура',
  'editor.piece.black.bishop': 'Чорний слон',
  'editor.piece.black.knight': 'Чорний кінь',
  'editor.piece.black.pawn': 'Чорний пішак',
  // The two tools beside the pieces (the button's words, then its tooltip).
  'editor.move': 'Переміщати',
  'editor.move.label': 'Переміщати фігури перетягуванням',
  'editor.delete': 'Видаляти',
  'editor.delete.label': 'Видаляти: клацайте на фігури, щоб прибрати їх',
  // The buttons under the palette.
  'editor.clear': 'Очистити дошку',
  'editor.start': 'Початкова позиція',
  'editor.flip': 'Перевернути',
  'editor.flip.label': 'Перевернути дошку',
  // The settings of the position: the side to move ({side} is "White" or "Black"), the castling
  // rights (O-O is castling short, O-O-O long), the en-passant square (a select of squares, or
  // none) and the FEN field.
  'editor.turn': 'Черга ходу',
  'editor.castling': 'Право на рокіровку',
  'editor.castleShort': '{side} O-O',
  'editor.castleLong': '{side} O-O-O',
  'editor.enPassant': 'Взяття на проході',
  'editor.enPassantNone': 'немає',
  'editor.fen': 'FEN',
  // The buttons that leave the editor (the button's words, then its tooltip).
  'editor.analyse': 'Аналіз',
  'editor.analyse.label': 'Аналіз: вийти з редактора з цією позицією',
  'editor.cancel': 'Скасувати',
  'editor.cancel.label': 'Скасувати: вийти з редактора, не змінюючи партії',

  // The notice of a PGN game read with repairs (opened, it lists each repair with its line).
  'pgn.repairs': { one: 'Прочитано з {count} виправленням', few: 'Прочитано з {count} виправленнями', many: 'Прочитано з {count} виправленнями', other: 'Прочитано з {count} виправлення' },
  // One repair: {line} is the line of the file, {written} what it said, {read} how it was read
  // (a move in SAN), {what} the kind of repair below.
  'pgn.repair': 'Рядок {line}: {what}.',
  'pgn.repairWritten': 'Рядок {line}: {written} ({what}).',
  'pgn.repairRead': 'Рядок {line}: {written} прочитано як {read} ({what}).',
  // The kinds of repair ({what} above).
  'pgn.repair.tagQuotes': 'лапки всередині значення тегу',
  'pgn.repair.tagBackslash': 'значення тегу закінчується зворотною скісною рискою',
  'pgn.repair.tagUnclosed': 'тег без закривної лапки чи дужки',
  'pgn.repair.tagUnquoted': 'значення тегу без лапок',
  'pgn.repair.commentUnclosed': 'незакритий коментар: він триває до наступної партії',
  'pgn.repair.stray': 'зайвий символ, пропущено',
  'pgn.repair.textOutsideGame': 'текст поза партією, пропущено',
  'pgn.repair.noTags': 'партія без тегів',
  'pgn.repair.resultMissing': 'немає результату після ходів: збережено результат із тегу',
  'pgn.repair.resultContradicts': 'результат після ходів не збігається з тегом Result: збережено результат із тегу',
  'pgn.repair.castling': 'рокіровку записано нулями',
  'pgn.repair.enPassant': 'позначка взяття на проході',
  'pgn.repair.longAlgebraic': 'хід у повній алгебраїчній нотації',
  'pgn.repair.promotion': 'перетворення записано без = або малою літерою',
  'pgn.repair.disambiguation': 'хід записано докладніше, ніж потрібно',
  'pgn.repair.checkSign': 'знак шаху чи мату відсутній або неправильний',
  'pgn.repair.nullMove': 'нульовий хід, далі записується як --',
  'pgn.repair.figurine': 'фігурка замість літери фігури',
  'pgn.repair.pieceLetters': 'літери фігур іншої мови',
  'pgn.repair.repeatedMove': 'варіант починається з того самого ходу, що стоїть поруч із ним: залишено один хід, основний варіант збережено',
  'pgn.repair.variation': 'незакритий варіант або «)», що нічого не закриває',
  // Piece letters of another language, when the languages are known: {languages} is a list of
  // the names below, joined by "or". In Ukrainian the names are adjectives ("німецькі або
  // шведські літери фігур").
  'pgn.repair.pieceLettersOf': '{languages} літери фігур',
  'pgn.language.de': 'німецькі',
  'pgn.language.sv': 'шведські',
  'pgn.language.fr': 'французькі',
  'pgn.language.es': 'іспанські',
  'pgn.language.it': 'італійські',
  'pgn.language.nl': 'нідерландські',
  'pgn.language.pt': 'португальські',
  'pgn.language.pl': 'польські',
  'pgn.language.cs': 'чеські',
  'pgn.language.hu': 'угорські',

  // The picker of the games of a PGN file (above the move list): the search and its placeholder.
  'pgn.find': 'Знайти',
  'pgn.find.hint': 'Гравець, турнір, рік',
  // A game in the picker ({game} is "3. Carlsen - Caruana 1-0, 2018"): one that could not be
  // read to its end, one read with repairs.
  'pgn.gameStops': '{game} (обривається)',
  'pgn.gameRepaired': '{game} (виправлено)',
  // How many games the file has ({count}), how many the search found ({found}), and, when there
  // are more than {max}, that only the first {max} are listed.
  'pgn.games': { one: '{count} партія.', few: '{count} партії.', many: '{count} партій.', other: '{count} партії.' },
  'pgn.gamesFound': { one: 'Знайдено {found} з {count} партії.', few: 'Знайдено {found} з {count} партій.', many: 'Знайдено {found} з {count} партій.', other: 'Знайдено {found} з {count} партії.' },
  'pgn.gamesMore': {
    one: '{count} партія; показано перші {max}: уточніть пошук.',
    few: '{count} партії; показано перші {max}: уточніть пошук.',
    many: '{count} партій; показано перші {max}: уточніть пошук.',
    other: '{count} партії; показано перші {max}: уточніть пошук.',
  },
  'pgn.gamesFoundMore': {
    one: 'Знайдено {found} з {count} партії; показано перші {max}: уточніть пошук.',
    few: 'Знайдено {found} з {count} партій; показано перші {max}: уточніть пошук.',
    many: 'Знайдено {found} з {count} партій; показано перші {max}: уточніть пошук.',
    other: 'Знайдено {found} з {count} партії; показано перші {max}: уточніть пошук.',
  },
  // While a big file is being read: {count} games so far, {percent} of the file read.
  'pgn.reading': {
    one: 'Читання файлу: поки що {count} партія ({percent}%).',
    few: 'Читання файлу: поки що {count} партії ({percent}%).',
    many: 'Читання файлу: поки що {count} партій ({percent}%).',
    other: 'Читання файлу: поки що {count} партії ({percent}%).',
  },

  // The lessons kept in this browser: the title of a lesson without players, event or comment.
  'autosave.untitled': 'Урок без назви',
  // Said when a kept lesson is shown ({title} is its name or title).
  'autosave.opened': 'Відкрито урок {title}.',
  // On the error line, when another tab saved the lesson while a change waited in this one.
  'autosave.conflict': 'Цей урок змінено в іншій вкладці.',
  'autosave.theirs': 'Показати версію з іншої вкладки',
  'autosave.mine': 'Залишити цю',
};
