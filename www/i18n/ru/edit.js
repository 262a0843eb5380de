// Russian words of the board editor, of a PGN read with repairs and the picker of its games, and
// of the lessons kept in this browser (the `edit` part: loaded when one of them is first used).
// A message with plural forms is an object of Intl.PluralRules categories, chosen by `count`.
export default {
  // The board editor (mode="edit"): its panel, title and the palette of pieces.
  'editor.title': 'Расстановка позиции',
  'editor.palette': 'Фигуры: выберите фигуру, затем щёлкайте по полям или перетащите её на доску',
  'editor.piece.white.king': 'Белый король',
  'editor.piece.white.queen': 'Белый ферзь',
  'editor.piece.white.rook': 'Белая ладья',
  'editor.piece.white.bishop': 'Белый слон',
  'editor.piece.white.knight': 'Белый конь',
  'editor.piece.white.pawn': 'Белая пешка',
  'editor.piece.black.king': 'Чёрный король',
  'editor.piece.black.queen': 'Чёрный ферзь',
  'editor.piece.black.rook': 'Чёрная ладья',
  'editor.piece.black.bishop': 'Чёрный слон',
  'editor.piece.black.knight': 'Чёрный конь',
  'editor.piece.black.pawn': 'Чёрная пешка',
  // The two tools beside the pieces (the button's words, then its tooltip).
  'editor.move': 'Перемещать',
  'editor.move.label': 'Перемещать фигуры перетаскиванием',
  'editor.delete': 'Удалять',
  'editor.delete.label': 'Удалять: щёлкайте по фигурам, чтобы убрать их',
  // The buttons under the palette.
  'editor.clear': 'Очистить доску',
  'editor.start': 'Начальная позиция',
  'editor.flip': 'Перевернуть',
  'editor.flip.label': 'Перевернуть доску',
  // The settings of the position: the side to move ({side} is "White" or "Black"), the castling
  // rights (O-O is castling short, O-O-O long), the en-passant square (a select of squares, or
  // none) and the FEN field.
  'editor.turn': 'Очередь хода',
  'editor.castling': 'Право на рокировку',
  'editor.castleShort': '{side} O-O',
  'editor.castleLong': '{side} O-O-O',
  'editor.enPassant': 'Взятие на проходе',
  'editor.enPassantNone': 'нет',
  'editor.fen': 'FEN',
  // The buttons that leave the editor (the button's words, then its tooltip).
  'editor.analyse': 'Анализ',
  'editor.analyse.label': 'Анализ: выйти из редактора с этой позицией',
  'editor.cancel': 'Отмена',
  'editor.cancel.label': 'Отмена: выйти из редактора, не меняя партию',

  // The notice of a PGN game read with repairs (opened, it lists each repair with its line).
  'pgn.repairs': { one: 'Прочитано с {count} исправлением', few: 'Прочитано с {count} исправлениями', many: 'Прочитано с {count} исправлениями', other: 'Прочитано с {count} исправления' },
  // One repair: {line} is the line of the file, {written} what it said, {read} how it was read
  // (a move in SAN), {what} the kind of repair below.
  'pgn.repair': 'Строка {line}: {what}.',
  'pgn.repairWritten': 'Строка {line}: {written} ({what}).',
  'pgn.repairRead': 'Строка {line}: {written} прочитано как {read} ({what}).',
  // The kinds of repair ({what} above).
  'pgn.repair.tagQuotes': 'кавычки внутри значения тега',
  'pgn.repair.tagBackslash': 'значение тега оканчивается обратной косой чертой',
  'pgn.repair.tagUnclosed': 'тег без закрывающей кавычки или скобки',
  'pgn.repair.tagUnquoted': 'значение тега без кавычек',
  'pgn.repair.commentUnclosed': 'незакрытый комментарий: он продолжается до следующей партии',
  'pgn.repair.stray': 'лишний символ, пропущен',
  'pgn.repair.textOutsideGame': 'текст вне партии, пропущен',
  'pgn.repair.noTags': 'партия без тегов',
  'pgn.repair.resultMissing': 'нет результата после ходов: сохранён результат из тега',
  'pgn.repair.resultContradicts': 'результат после ходов не совпадает с тегом Result: сохранён результат из тега',
  'pgn.repair.castling': 'рокировка записана нулями',
  'pgn.repair.enPassant': 'пометка взятия на проходе',
  'pgn.repair.longAlgebraic': 'ход в полной алгебраической нотации',
  'pgn.repair.promotion': 'превращение записано без = или строчной буквой',
  'pgn.repair.disambiguation': 'ход записан подробнее, чем нужно',
  'pgn.repair.checkSign': 'знак шаха или мата отсутствует или неверен',
  'pgn.repair.nullMove': 'нулевой ход, далее записывается как --',
  'pgn.repair.figurine': 'фигурка вместо буквы фигуры',
  'pgn.repair.pieceLetters': 'буквы фигур другого языка',
  'pgn.repair.repeatedMove': 'вариант начинается с того же хода, что стоит рядом с ним: оставлен один ход, основной вариант сохранён',
  'pgn.repair.variation': 'незакрытый вариант или «)», которая ничего не закрывает',
  // Piece letters of another language, when the languages are known: {languages} is a list of
  // the names below, joined by "or". In Russian the names are adjectives ("немецкие или
  // шведские буквы фигур").
  'pgn.repair.pieceLettersOf': '{languages} буквы фигур',
  'pgn.language.de': 'немецкие',
  'pgn.language.sv': 'шведские',
  'pgn.language.fr': 'французские',
  'pgn.language.es': 'испанские',
  'pgn.language.it': 'итальянские',
  'pgn.language.nl': 'нидерландские',
  'pgn.language.pt': 'португальские',
  'pgn.language.pl': 'польские',
  'pgn.language.cs': 'чешские',
  'pgn.language.hu': 'венгерские',

  // The picker of the games of a PGN file (above the move list): the search and its placeholder.
  'pgn.find': 'Найти',
  'pgn.find.hint': 'Игрок, турнир, год',
  // A game in the picker ({game} is "3. Carlsen - Caruana 1-0, 2018"): one that could not be
  // read to its end, one read with repairs.
  'pgn.gameStops': '{game} (обрывается)',
  'pgn.gameRepaired': '{game} (исправлена)',
  // How many games the file has ({count}), how many the search found ({found}), and, when there
  // are more than {max}, that only the first {max} are listed.
  'pgn.games': { one: '{count} партия.', few: '{count} партии.', many: '{count} партий.', other: '{count} партии.' },
  'pgn.gamesFound': { one: 'Найдено {found} из {count} партии.', few: 'Найдено {found} из {count} партий.', many: 'Найдено {found} из {count} партий.', other: 'Найдено {found} из {count} партии.' },
  'pgn.gamesMore': {
    one: '{count} партия; показаны первые {max}: уточните поиск.',
    few: '{count} партии; показаны первые {max}: уточните поиск.',
    many: '{count} партий; показаны первые {max}: уточните поиск.',
    other: '{count} партии; показаны первые {max}: уточните поиск.',
  },
  'pgn.gamesFoundMore': {
    one: 'Найдено {found} из {count} партии; показаны первые {max}: уточните поиск.',
    few: 'Найдено {found} из {count} партий; показаны первые {max}: уточните поиск.',
    many: 'Найдено {found} из {count} партий; показаны первые {max}: уточните поиск.',
    other: 'Найдено {found} из {count} партии; показаны первые {max}: уточните поиск.',
  },
  // While a big file is being read: {count} games so far, {percent} of the file read.
  'pgn.reading': {
    one: 'Чтение файла: пока {count} партия ({percent}%).',
    few: 'Чтение файла: пока {count} партии ({percent}%).',
    many: 'Чтение файла: пока {count} партий ({percent}%).',
    other: 'Чтение файла: пока {count} партии ({percent}%).',
  },

  // The lessons kept in this browser: the title of a lesson without players, event or comment.
  'autosave.untitled': 'Урок без названия',
  // Said when a kept lesson is shown ({title} is its name or title).
  'autosave.opened': 'Открыт урок {title}.',
  // On the error line, when another tab saved the lesson while a change waited in this one.
  'autosave.conflict': 'Этот урок был изменён в другой вкладке.',
  'autosave.theirs': 'Показать версию из другой вкладки',
  'autosave.mine': 'Оставить эту',
};
