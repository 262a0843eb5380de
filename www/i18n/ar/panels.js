// الكلمات العربية للوحات التي تُحمَّل بعد الحكم الأول: لوحة المحرك، ومراجعة المباراة ورسمها البياني،
// وعرض جدول النهايات، ولعب خط الإماتة على الرقعة.
// (Arabic words of the panels loaded after the first verdict.) One message per key, with named
// placeholders; a message with plural forms is an object of Intl.PluralRules categories, chosen
// by its `count` parameter (Arabic: zero, one, two, few, many, other). Moves (SAN), scores
// ("+0.35", "#-3", "1-0"), table names ("KRvK") and numbers are data, passed as placeholders.
export default {
  // The engine panel: its button (it starts and stops the analysis), and the label of the menu
  // of how many lines it shows (1, 2 or 3), written before it.
  'analysis.start': 'بدء التحليل',
  'analysis.stop': 'إيقاف التحليل',
  'analysis.lines': 'الخطوط',
  // The list of the engine's lines, for screen readers.
  'analysis.lines.label': 'الخطوط الرئيسية',
  // The engine panel's state line, beside the score.
  'analysis.off': 'المحرك متوقف.',
  'analysis.thinking': 'جارٍ التفكير…',
  'analysis.gameOver': 'انتهت المباراة',
  // How deep the engine has searched (plies: {depth} in full, {seldepth} at most) and how fast;
  // {nps} and {nodes} are counts written as below.
  'analysis.stats': 'العمق {depth}/{seldepth} · {nps} عقدة/ث · {nodes} عقدة',
  'analysis.millions': '{n} مليون',
  'analysis.thousands': '{n} ألف',
  // After the state line, once the search is complete ({stats} is the line).
  'analysis.done': '{stats} · اكتمل',
  // Under the lines: the move the engine chose, or why it stopped.
  'analysis.best': 'أفضل نقلة: {move}',
  'analysis.failed': 'فشل المحرك: {error}',
  // Why the evaluation counts an advantage for less: {reason}, {divisor} and {ending} are the
  // sentences below.
  'analysis.evaluation': 'التقييم: {reason}',
  'analysis.evaluation.both': 'التقييم: {divisor}؛ {ending}',
  'analysis.divisor.8': 'قُسمت النتيجة على 8: لا يستطيع الطرف المتقدم الإماتة بهذه المادة',
  'analysis.divisor.4': 'قُسمت النتيجة على 4: يمكن التضحية بقطعة مقابل آخر بيدق للطرف المتقدم، فتبقى مادة لا تكفي للإماتة',
  'analysis.divisor.2': 'قُسمت النتيجة على 2: بلا بيادق يحتاج الفوز إلى نحو ضعف التفوق في المادة',
  'analysis.endgameScaled': 'عُدّلت نتيجة النهاية إلى {factor}/64 بسبب {ending}',
  'analysis.ending.oppositeBishops': 'الفيلين مختلفي اللون، إذ يسدّ الفيل المدافع مربعات لا يستطيع الفيل الآخر أبدًا منازعته عليها',
  'analysis.ending.rooksOnOneWing': 'نهاية رخ كل بيادقها على جناح واحد، إذ نادرًا ما يكفي بيدق إضافي واحد',
  'analysis.ending.fewPawns': 'تكافؤ القطع مع بيدق أو بيدقين فقط للطرف المتقدم، يستطيع المدافع التضحية بقطعة مقابلها',

  // The game review: the start position's name in the graph, and the judgements of moves
  // (in the move list and the graph), with the engine's better move.
  'review.start': 'البداية',
  'review.blunder': 'خطأ فادح',
  'review.blunder.best': 'خطأ فادح: الأفضل كان {move}',
  'review.mistake': 'خطأ',
  'review.mistake.best': 'خطأ: الأفضل كان {move}',
  'review.inaccuracy': 'عدم دقة',
  'review.inaccuracy.best': 'عدم دقة: الأفضل كان {move}',
  // A position's evaluation, White's view: a checkmate ({result} is "1-0" or "0-1"), or a
  // score of 0.00 ({score}) with the rule or proof that makes it a draw ({label}, one of the
  // names below) and why ({text}: the draw panel's reason, without its heading).
  'review.mated': '{result} - كش مات',
  'review.zero': '{score} - {label}: {text}',
  'review.zero.stalemate': 'الملك المخنوق',
  'review.zero.insufficientMaterial': 'وضعية ميتة (مادة غير كافية)',
  'review.zero.deadPosition': 'وضعية ميتة',
  'review.zero.fivefold': 'تكرار الوضعية خمس مرات',
  'review.zero.seventyFiveMoves': 'قاعدة الـ75 نقلة',
  'review.zero.tableDraw': 'تعادل وفق جدول النهايات',
  'review.zero.threefold': 'تكرار الوضعية ثلاث مرات',
  'review.zero.fiftyMoves': 'قاعدة الـ50 نقلة',
  'review.zero.repetition': 'تكرار',
  'review.zero.repetition.text': 'ظهرت الوضعية من قبل، ويَعُدّ البحث التكرار تعادلًا.',
  'review.zero.mateCannotBeForced': 'لا يمكن فرض الإماتة',
  // How a game that ended by itself ended, where the position's status says nothing more.
  'review.ended.checkmate': 'كش مات',
  'review.ended.stalemate': 'الملك المخنوق',
  'review.ended.insufficientMaterial': 'مادة غير كافية',
  'review.ended.deadPosition': 'وضعية ميتة',
  'review.ended.fivefold': 'تكرار الوضعية خمس مرات',
  'review.ended.seventyFiveMoves': 'قاعدة الـ75 نقلة',

  // The evaluation graph under the board (a slider over the moves), for screen readers.
  'graph.label': 'رسم التقييم: فرص فوز الأبيض بعد كل نقلة (مفاتيح الأسهم لاختيار نقلة)',
  // The graph's value and tip: a move ("12... Nf6"), its evaluation and its judgement.
  'graph.point': '{move}: {score}',
  'graph.point.judged': '{move}: {score}. {judgement}',
  'graph.notYet': '{move}: لم يُقيَّم بعد',
  'graph.tipNotYet': 'لم يُقيَّم بعد',
  // The table of each side's inaccuracies, mistakes and blunders: its caption (for screen
  // readers), and a cell ({word} is one of the words below, read only by screen readers).
  'graph.counts': 'حالات عدم الدقة والأخطاء والأخطاء الفادحة لكل طرف',
  'graph.count': '{count} {word}',
  'graph.count.inaccuracy': {
    zero: 'حالة عدم دقة',
    one: 'حالة عدم دقة',
    two: 'حالة عدم دقة',
    few: 'حالات عدم دقة',
    many: 'حالة عدم دقة',
    other: 'حالة عدم دقة',
  },
  'graph.count.mistake': {
    zero: 'خطأ',
    one: 'خطأ',
    two: 'خطأ',
    few: 'أخطاء',
    many: 'خطأ',
    other: 'خطأ',
  },
  'graph.count.blunder': {
    zero: 'خطأ فادح',
    one: 'خطأ فادح',
    two: 'خطأ فادح',
    few: 'أخطاء فادحة',
    many: 'خطأ فادح',
    other: 'خطأ فادح',
  },
  // How far the review has got ({count} positions in all).
  'graph.paused': {
    zero: 'توقفت المراجعة مؤقتًا أثناء تحليل المحرك ({done} من أصل {count} وضعية).',
    one: 'توقفت المراجعة مؤقتًا أثناء تحليل المحرك ({done} من أصل وضعية واحدة).',
    two: 'توقفت المراجعة مؤقتًا أثناء تحليل المحرك ({done} من أصل وضعيتين).',
    few: 'توقفت المراجعة مؤقتًا أثناء تحليل المحرك ({done} من أصل {count} وضعيات).',
    many: 'توقفت المراجعة مؤقتًا أثناء تحليل المحرك ({done} من أصل {count} وضعية).',
    other: 'توقفت المراجعة مؤقتًا أثناء تحليل المحرك ({done} من أصل {count} وضعية).',
  },
  'graph.reviewing': {
    zero: 'جارٍ مراجعة المباراة: {done} من أصل {count} وضعية…',
    one: 'جارٍ مراجعة المباراة: {done} من أصل وضعية واحدة…',
    two: 'جارٍ مراجعة المباراة: {done} من أصل وضعيتين…',
    few: 'جارٍ مراجعة المباراة: {done} من أصل {count} وضعيات…',
    many: 'جارٍ مراجعة المباراة: {done} من أصل {count} وضعية…',
    other: 'جارٍ مراجعة المباراة: {done} من أصل {count} وضعية…',
  },

  // The endgame-table view: its headline ({headline} is one of the two lines after it;
  // {material} is the table's name, "KQvKR").
  'tableView.headline': '{headline} ({material})',
  'tableView.mates': {
    zero: 'يُميت {side} في {count} نقلة باللعب الأمثل',
    one: 'يُميت {side} في نقلة واحدة باللعب الأمثل',
    two: 'يُميت {side} في نقلتين باللعب الأمثل',
    few: 'يُميت {side} في {count} نقلات باللعب الأمثل',
    many: 'يُميت {side} في {count} نقلة باللعب الأمثل',
    other: 'يُميت {side} في {count} نقلة باللعب الأمثل',
  },
  'tableView.draw': 'تعادل باللعب الأمثل',
  // Each move's result for the side making it, in moves to mate.
  'tableView.moveWin': 'فوز · مات في {count}',
  'tableView.moveLoss': 'خسارة · يُمات في {count}',
  'tableView.moveDraw': 'تعادل',
  // The list of moves, for screen readers.
  'tableView.moves.label': 'النقلات ونتائجها، الأفضل أولًا',
  // While the table is read or built ({table} of {count}: blocks, or tables built).
  'tableView.lookingUp': 'جارٍ البحث في جدول النهايات…',
  'tableView.fetching': 'جارٍ قراءة جدول {material} من الموقع (الكتلة {table} من {count})…',
  'tableView.building': 'جارٍ بناء جدول {material} ({table} من {count})… {percent}%',
  // When there is no table ({why} and {error} are the tables' own explanation).
  'tableView.missing': 'لا حكم دقيق: {why}. تبيّن لوحة التعادل ما تُثبته الرقعة من دونه.',
  'tableView.failed': 'تعذّر استخدام جدول النهايات: {error}',
  'tableView.refused': 'لم يُستخدم جدول من الموقع: {why}. بُني هنا بدلًا منه.',
  // Where the tables came from: {fetched} and {built} are lists of tables' names, or the line
  // after them for many ({last}: the last three names).
  'tableView.source.fetched': 'جداول جُلبت من الموقع وتُحُقِّق منها مقابل ملف البيان: {fetched}.',
  'tableView.source.built': 'جداول بُنيت في هذا المتصفح: {built}.',
  'tableView.source.both': 'جداول جُلبت من الموقع وتُحُقِّق منها مقابل ملف البيان: {fetched}؛ وجداول بُنيت في هذا المتصفح: {built}.',
  'tableView.manyTables': {
    zero: '{count} جدول (...، {last})',
    one: 'جدول واحد (...، {last})',
    two: 'جدولان (...، {last})',
    few: '{count} جداول (...، {last})',
    many: '{count} جدولًا (...، {last})',
    other: '{count} جدول (...، {last})',
  },

  // How playing out a mating line on the board ended ({done} of {count} moves played).
  'playOut.stopped': {
    zero: 'توقف اللعب بعد {done} من أصل {count} نقلة: تعذّر لعب النقلة التالية.',
    one: 'توقف اللعب بعد {done} من أصل نقلة واحدة: تعذّر لعب النقلة التالية.',
    two: 'توقف اللعب بعد {done} من أصل نقلتين: تعذّر لعب النقلة التالية.',
    few: 'توقف اللعب بعد {done} من أصل {count} نقلات: تعذّر لعب النقلة التالية.',
    many: 'توقف اللعب بعد {done} من أصل {count} نقلة: تعذّر لعب النقلة التالية.',
    other: 'توقف اللعب بعد {done} من أصل {count} نقلة: تعذّر لعب النقلة التالية.',
  },
  'playOut.checkmate': 'لُعب الخط حتى النهاية: كش مات.',
  'playOut.done': 'لُعب الخط حتى النهاية.',
};
