// الكلمات العربية لمحرر الرقعة، ولملف PGN المقروء مع إصلاحات ومنتقي مبارياته، وللدروس المحفوظة في هذا
// المتصفح (الجزء `edit`: يُحمَّل عند أول استخدام لأحدها).
// (Arabic words of the board editor, of a PGN read with repairs and the picker of its games, and of
// the lessons kept in this browser.) A message with plural forms is an object of Intl.PluralRules
// categories, chosen by `count` (Arabic: zero, one, two, few, many, other).
export default {
  // The board editor (mode="edit"): its panel, title and the palette of pieces.
  'editor.title': 'إعداد وضعية',
  'editor.palette': 'القطع: تُختار قطعة ثم يُنقر على المربعات، أو تُسحب إلى الرقعة',
  'editor.piece.white.king': 'ملك أبيض',
  'editor.piece.white.queen': 'وزير أبيض',
  'editor.piece.white.rook': 'رخ أبيض',
  'editor.piece.white.bishop': 'فيل أبيض',
  'editor.piece.white.knight': 'حصان أبيض',
  'editor.piece.white.pawn': 'بيدق أبيض',
  'editor.piece.black.king': 'ملك أسود',
  'editor.piece.black.queen': 'وزير أسود',
  'editor.piece.black.rook': 'رخ أسود',
  'editor.piece.black.bishop': 'فيل أسود',
  'editor.piece.black.knight': 'حصان أسود',
  'editor.piece.black.pawn': 'بيدق أسود',
  // The two tools beside the pieces (the button's words, then its tooltip).
  'editor.move': 'تحريك',
  'editor.move.label': 'تحريك القطع بسحبها',
  'editor.delete': 'حذف',
  'editor.delete.label': 'حذف: النقر على القطع يزيلها',
  // The buttons under the palette.
  'editor.clear': 'تفريغ الرقعة',
  'editor.start': 'وضعية البداية',
  'editor.flip': 'قلب',
  'editor.flip.label': 'قلب الرقعة',
  // The settings of the position: the side to move ({side} is "White" or "Black"), the castling
  // rights (O-O is castling short, O-O-O long), the en-passant square (a select of squares, or
  // none) and the FEN field.
  'editor.turn': 'صاحب النقلة',
  'editor.castling': 'حقوق التبييت',
  'editor.castleShort': '{side} O-O',
  'editor.castleLong': '{side} O-O-O',
  'editor.enPassant': 'الأخذ بالتجاوز',
  'editor.enPassantNone': 'لا يوجد',
  'editor.fen': 'FEN',
  // The buttons that leave the editor (the button's words, then its tooltip).
  'editor.analyse': 'تحليل',
  'editor.analyse.label': 'تحليل: الخروج من المحرر بهذه الوضعية',
  'editor.cancel': 'إلغاء',
  'editor.cancel.label': 'إلغاء: الخروج من المحرر دون تغيير المباراة',

  // The notice of a PGN game read with repairs (opened, it lists each repair with its line).
  'pgn.repairs': {
    zero: 'قُرئت مع {count} إصلاح',
    one: 'قُرئت مع إصلاح واحد',
    two: 'قُرئت مع إصلاحين',
    few: 'قُرئت مع {count} إصلاحات',
    many: 'قُرئت مع {count} إصلاحًا',
    other: 'قُرئت مع {count} إصلاح',
  },
  // One repair: {line} is the line of the file, {written} what it said, {read} how it was read
  // (a move in SAN), {what} the kind of repair below.
  'pgn.repair': 'السطر {line}: {what}.',
  'pgn.repairWritten': 'السطر {line}: {written} ({what}).',
  'pgn.repairRead': 'السطر {line}: قُرئت {written} على أنها {read} ({what}).',
  // The kinds of repair ({what} above).
  'pgn.repair.tagQuotes': 'علامات اقتباس داخل قيمة وسم',
  'pgn.repair.tagBackslash': 'قيمة وسم تنتهي بشرطة مائلة عكسية',
  'pgn.repair.tagUnclosed': 'وسم بلا علامة الاقتباس أو القوس الختامي',
  'pgn.repair.tagUnquoted': 'قيمة وسم بلا علامات اقتباس',
  'pgn.repair.commentUnclosed': 'تعليق لم يُغلق أبدًا: يمتد إلى المباراة التالية',
  'pgn.repair.stray': 'محرف لا ينتمي إلى أي موضع، تم تخطيه',
  'pgn.repair.textOutsideGame': 'نص خارج أي مباراة، تم تخطيه',
  'pgn.repair.noTags': 'مباراة بلا وسوم',
  'pgn.repair.resultMissing': 'لا نتيجة بعد النقلات: أُبقيت نتيجة الوسم',
  'pgn.repair.resultContradicts': 'النتيجة بعد النقلات تخالف وسم Result: أُبقيت نتيجة الوسم',
  'pgn.repair.castling': 'تبييت مكتوب بالأصفار',
  'pgn.repair.enPassant': 'علامة أخذ بالتجاوز',
  'pgn.repair.longAlgebraic': 'نقلة بالتدوين الجبري الطويل',
  'pgn.repair.promotion': 'ترقية مكتوبة بدون = أو بأحرف صغيرة',
  'pgn.repair.disambiguation': 'نقلة مكتوبة بتفصيل أكثر مما يلزم',
  'pgn.repair.checkSign': 'علامة كش أو مات مفقودة أو خاطئة',
  'pgn.repair.nullMove': 'نقلة فارغة، تُكتب -- من الآن فصاعدًا',
  'pgn.repair.figurine': 'رمز مصوَّر للقطعة',
  'pgn.repair.pieceLetters': 'أحرف القطع بلغة أخرى',
  'pgn.repair.repeatedMove': 'فرع يبدأ بالنقلة المجاورة له: نقلة واحدة، وأُبقي الخط الرئيسي',
  'pgn.repair.variation': 'فرع لم يُغلق، أو ")" لا تُغلق شيئًا',
  // Piece letters of another language, when the languages are known: {languages} is a list of
  // the names below, joined by "or".
  'pgn.repair.pieceLettersOf': 'أحرف القطع {languages}',
  'pgn.language.de': 'الألمانية',
  'pgn.language.sv': 'السويدية',
  'pgn.language.fr': 'الفرنسية',
  'pgn.language.es': 'الإسبانية',
  'pgn.language.it': 'الإيطالية',
  'pgn.language.nl': 'الهولندية',
  'pgn.language.pt': 'البرتغالية',
  'pgn.language.pl': 'البولندية',
  'pgn.language.cs': 'التشيكية',
  'pgn.language.hu': 'المجرية',

  // The picker of the games of a PGN file (above the move list): the search and its placeholder.
  'pgn.find': 'بحث',
  'pgn.find.hint': 'اللاعب، البطولة، السنة',
  // A game in the picker ({game} is "3. Carlsen - Caruana 1-0, 2018"): one that could not be
  // read to its end, one read with repairs.
  'pgn.gameStops': '{game} (تتوقف في منتصفها)',
  'pgn.gameRepaired': '{game} (أُصلحت)',
  // How many games the file has ({count}), how many the search found ({found}), and, when there
  // are more than {max}, that only the first {max} are listed.
  'pgn.games': {
    zero: '{count} مباراة.',
    one: 'مباراة واحدة.',
    two: 'مباراتان.',
    few: '{count} مباريات.',
    many: '{count} مباراة.',
    other: '{count} مباراة.',
  },
  'pgn.gamesFound': {
    zero: 'وُجدت {found} من أصل {count} مباراة.',
    one: 'وُجدت {found} من أصل مباراة واحدة.',
    two: 'وُجدت {found} من أصل مباراتين.',
    few: 'وُجدت {found} من أصل {count} مباريات.',
    many: 'وُجدت {found} من أصل {count} مباراة.',
    other: 'وُجدت {found} من أصل {count} مباراة.',
  },
  'pgn.gamesMore': {
    zero: '{count} مباراة؛ عُرضت أول {max}: يُرجى تضييق البحث.',
    one: 'مباراة واحدة؛ عُرضت أول {max}: يُرجى تضييق البحث.',
    two: 'مباراتان؛ عُرضت أول {max}: يُرجى تضييق البحث.',
    few: '{count} مباريات؛ عُرضت أول {max}: يُرجى تضييق البحث.',
    many: '{count} مباراة؛ عُرضت أول {max}: يُرجى تضييق البحث.',
    other: '{count} مباراة؛ عُرضت أول {max}: يُرجى تضييق البحث.',
  },
  'pgn.gamesFoundMore': {
    zero: 'وُجدت {found} من أصل {count} مباراة؛ عُرضت أول {max}: يُرجى تضييق البحث.',
    one: 'وُجدت {found} من أصل مباراة واحدة؛ عُرضت أول {max}: يُرجى تضييق البحث.',
    two: 'وُجدت {found} من أصل مباراتين؛ عُرضت أول {max}: يُرجى تضييق البحث.',
    few: 'وُجدت {found} من أصل {count} مباريات؛ عُرضت أول {max}: يُرجى تضييق البحث.',
    many: 'وُجدت {found} من أصل {count} مباراة؛ عُرضت أول {max}: يُرجى تضييق البحث.',
    other: 'وُجدت {found} من أصل {count} مباراة؛ عُرضت أول {max}: يُرجى تضييق البحث.',
  },
  // While a big file is being read: {count} games so far, {percent} of the file read.
  'pgn.reading': {
    zero: 'جارٍ قراءة الملف: {count} مباراة حتى الآن ({percent}%).',
    one: 'جارٍ قراءة الملف: مباراة واحدة حتى الآن ({percent}%).',
    two: 'جارٍ قراءة الملف: مباراتان حتى الآن ({percent}%).',
    few: 'جارٍ قراءة الملف: {count} مباريات حتى الآن ({percent}%).',
    many: 'جارٍ قراءة الملف: {count} مباراة حتى الآن ({percent}%).',
    other: 'جارٍ قراءة الملف: {count} مباراة حتى الآن ({percent}%).',
  },

  // The lessons kept in this browser: the title of a lesson without players, event or comment.
  'autosave.untitled': 'درس بلا عنوان',
  // Said when a kept lesson is shown ({title} is its name or title).
  'autosave.opened': 'فُتح الدرس {title}.',
  // On the error line, when another tab saved the lesson while a change waited in this one.
  'autosave.conflict': 'تغيّر هذا الدرس في علامة تبويب أخرى.',
  'autosave.theirs': 'عرض نسخة علامة التبويب الأخرى',
  'autosave.mine': 'الإبقاء على هذه النسخة',
};
