// الكلمات العربية للدروس: اختبارات القواعد (lesson/quiz.js)، ووضع الألغاز (lesson/puzzle.js)،
// ولوحة المعلم (lesson/teach.js)، وتدريب الحكام (drill.html وdrill.js).
// (Arabic words of lessons.) {side} and the like are side names ("الأبيض"); {law} is an article as
// cited; {move} and {moves} are moves in SAN ("Nf3"); a message with plural forms is chosen by
// {count} (Arabic: zero, one, two, few, many, other).
export default {
  // The quiz kinds, as the teacher's panel offers them and the drill names its questions.
  'quiz.kind.claim': 'هل يمكن طلب التعادل؟',
  'quiz.kind.flag': 'ماذا لو سقط العلم؟',
  'quiz.kind.dead': 'هل الوضعية ميتة؟',
  'quiz.kind.mate': 'هل لا يزال صاحب النقلة قادرًا على الإماتة؟',

  // A quiz's answer, under its options: while the proof is coming, without one, and once
  // answered ("Right. <reason>", "Not quite: <the right option>. <reason>").
  'quiz.proving': 'لا تزال الرقعة تُثبت الإجابة…',
  'quiz.unproved': 'لم تُثبت الرقعة الإجابة، لذا لا تحدد أي خيار. {reason}',
  'quiz.answered': '{verdict} {reason}',
  'quiz.right': 'صحيح.',
  'quiz.notQuite': 'ليس تمامًا: {answer}.',

  // Sentences of the reasons: a side's mating chances ({fact} is the draw panel's, "White can
  // still checkmate: 1. Qh5 ..."), and how a game ended by itself.
  'quiz.fact': '{fact}.',
  'quiz.canMateHidden': 'لا يزال {side} قادرًا على الإماتة (يظهر الخط بعد حل اللغز).',
  'quiz.ended.checkmate': 'كش مات ({law})',
  'quiz.ended.stalemate': 'الملك مخنوق ({law})',
  'quiz.ended.insufficientMaterial': 'لا يملك أيٌّ من الطرفين مادة الإماتة ({law})',
  'quiz.ended.deadPosition': 'الوضعية ميتة ({law})',
  'quiz.ended.fivefold': 'ظهرت الوضعية نفسها خمس مرات ({law})',
  'quiz.ended.seventyFiveMoves': 'لعب كل لاعب خمسًا وسبعين نقلة دون أسر أو نقلة بيدق ({law})',

  // The claim quiz: "Can White, to move, claim a draw?"
  'quiz.claim.question': 'هل يستطيع {side}، وهو صاحب النقلة، طلب التعادل؟',
  'quiz.claim.now': 'نعم، يستطيع {side} الطلب الآن',
  'quiz.claim.announce': 'فقط بكتابة نقلة وإعلانها',
  'quiz.claim.over': 'لا حاجة: المباراة تعادل بالفعل',
  'quiz.claim.no': 'لا',
  // ... its reasons. {seen} is quiz.claim.seen; {times} and {played} its counts.
  'quiz.claim.seen': 'ظهرت الوضعية {times} و{played} منذ آخر أسر أو نقلة بيدق',
  'quiz.claim.times': {
    zero: '{count} مرة',
    one: 'مرة واحدة',
    two: 'مرتين',
    few: '{count} مرات',
    many: '{count} مرة',
    other: '{count} مرة',
  },
  'quiz.claim.played': {
    zero: 'لُعب {count} نصف نقلة',
    one: 'لُعب نصف نقلة',
    two: 'لُعب نصفا نقلة',
    few: 'لُعبت {count} أنصاف نقلات',
    many: 'لُعب {count} نصف نقلة',
    other: 'لُعب {count} نصف نقلة',
  },
  'quiz.claim.won': 'لا: انتهت المباراة - {how}. فاز {side}.',
  'quiz.claim.ended': 'انتهت المباراة من تلقاء نفسها، دون طلب: {how}.',
  'quiz.claim.deadUnknown': 'نفدت ميزانية البحث قبل أن يُثبت ما إذا كانت الوضعية ميتة؛ وإن كانت كذلك فالمباراة منتهية بالفعل.',
  'quiz.claim.mayNow': 'يستطيع {side} الطلب الآن: {rules}.',
  'quiz.claim.threefoldNow': 'ظهرت الوضعية نفسها للمرة الثالثة و{side} صاحب النقلة ({law})',
  'quiz.claim.fiftyNow': 'لعب كل لاعب خمسين نقلة دون أسر أو نقلة بيدق ({law})',
  'quiz.claim.bothRules': '{first}؛ و{second}',
  'quiz.claim.byAnnouncing': 'ليس بعد: {seen}. لكن يستطيع {side} أن يكتب {moves} على ورقة التسجيل، ويعلن للحكم نيته لعبها، ويطلب التعادل: {rules}. وإذا لُعبت النقلة أولًا انتقل حق الطلب إلى الخصم.',
  // {moves}: the first four of the moves, then how many more there are.
  'quiz.claim.more': {
    zero: 'إحدى {count} نقلة أخرى',
    one: 'نقلة أخرى',
    two: 'إحدى نقلتين أخريين',
    few: 'إحدى {count} نقلات أخرى',
    many: 'إحدى {count} نقلة أخرى',
    other: 'إحدى {count} نقلة أخرى',
  },
  'quiz.claim.oneOfItsMoves': 'إحدى نقلاته',
  'quiz.claim.threefoldNext': 'ستظهر الوضعية بعدها للمرة الثالثة ({law})',
  'quiz.claim.fiftyNext': 'ستُكمل خمسين نقلة لكل لاعب دون أسر أو نقلة بيدق ({law})',
  'quiz.claim.eitherRule': '{first}؛ أو {second}',
  'quiz.claim.none': 'لا: {seen}. يتطلب الطلب ظهور الوضعية للمرة الثالثة ({threefoldLaw}) أو خمسين نقلة لكل لاعب ({fiftyLaw})، ولا تُكمل أي نقلة من نقلات {side} أيًّا منهما.',

  // The flag quiz: under the FIDE Laws, then under US Chess rule 14E ({rule}: "14E", "14E2").
  'quiz.flag.question': 'سقط علم {side} الآن. ما النتيجة وفق قوانين FIDE؟',
  'quiz.flag.opponentWins': 'يفوز {side}',
  'quiz.flag.draw': 'تعادل',
  'quiz.flag.over': 'المباراة منتهية بالفعل: سقوط العلم الآن لا يغيّر شيئًا.',
  'quiz.flag.fide': '{law}: يخسر اللاعب الذي يسقط علمه، ما لم يكن خصمه عاجزًا عن الإماتة بأي سلسلة من النقلات القانونية - وعندها تكون النتيجة تعادلًا. {fact}',
  'quiz.flag.usQuestion': 'ووفق قواعد US Chess ({rule}، المادة غير الكافية للفوز بالوقت)؟',
  'quiz.flag.us': 'القاعدة {rule} من قواعد US Chess: {clause}.',
  // ... the clauses of 14E ({side}: the opponent of {flagger}, whose flag fell; {forced}: one
  // of the four after them).
  'quiz.flag.loneKing': 'لا يملك {side} سوى الملك، لذا فهي تعادل',
  'quiz.flag.minorPiece': 'لا يملك {side} سوى ملك وفيل أو حصان، لذا فهي تعادل ما لم يكن لدى {side} فوز حتمي؛ {forced}',
  'quiz.flag.twoKnights': 'لا يملك {side} سوى ملك وحصانين وليس لدى {flagger} أي بيدق، لذا فهي تعادل ما لم يكن لدى {side} فوز حتمي؛ {forced}',
  'quiz.flag.cannotMate': '{side} لا يستطيع الإماتة إطلاقًا، لذا ليس لديه فوز حتمي',
  'quiz.flag.noTable': 'لم يحسم أي جدول نهايات ما إذا كان لديه فوز حتمي',
  'quiz.flag.forcedWin': {
    zero: 'لديه فوز حتمي (جدول النهايات: مات في {count} نقلة)',
    one: 'لديه فوز حتمي (جدول النهايات: مات في نقلة واحدة)',
    two: 'لديه فوز حتمي (جدول النهايات: مات في نقلتين)',
    few: 'لديه فوز حتمي (جدول النهايات: مات في {count} نقلات)',
    many: 'لديه فوز حتمي (جدول النهايات: مات في {count} نقلة)',
    other: 'لديه فوز حتمي (جدول النهايات: مات في {count} نقلة)',
  },
  'quiz.flag.noForcedWin': 'ليس لديه فوز حتمي (جدول النهايات)',

  // The dead-position quiz. {white} and {black}: each side's mating chances, a sentence each.
  'quiz.dead.question': 'هل الوضعية ميتة - ألا يمكن لأي سلسلة من النقلات القانونية أن تؤدي إلى كش مات ({law})؟',
  'quiz.dead.yes': 'نعم: المباراة تعادل',
  'quiz.dead.no': 'لا: لا يزال كش مات ممكنًا',
  'quiz.dead.over': 'المباراة منتهية بالفعل، أيًّا كانت الإجابة: {how}.',
  'quiz.dead.isDead': 'نعم: {white} {black} انتهت المباراة عند ظهور الوضعية.',
  'quiz.dead.facts': '{white} {black}',

  // The mate quiz: with an endgame table (force, help, never), else yes or never.
  'quiz.mate.question': 'هل لا يزال {side} قادرًا على الإماتة؟',
  'quiz.mate.questionAny': 'هل لا يزال {side} قادرًا على الإماتة (بأي سلسلة من النقلات القانونية)؟',
  'quiz.mate.force': 'نعم، إجباريًّا',
  'quiz.mate.help': 'فقط إذا ساعده {side}',
  'quiz.mate.never': 'لا، أبدًا',
  'quiz.mate.yes': 'نعم',
  // ... its reason: the table's {verdict}, then the {fact} of quiz.fact.
  'quiz.mate.reason': '{verdict} {fact}',
  'quiz.mate.tableWin': {
    zero: 'جدول النهايات: يُميت {side} في {count} نقلة باللعب الأمثل.',
    one: 'جدول النهايات: يُميت {side} في نقلة واحدة باللعب الأمثل.',
    two: 'جدول النهايات: يُميت {side} في نقلتين باللعب الأمثل.',
    few: 'جدول النهايات: يُميت {side} في {count} نقلات باللعب الأمثل.',
    many: 'جدول النهايات: يُميت {side} في {count} نقلة باللعب الأمثل.',
    other: 'جدول النهايات: يُميت {side} في {count} نقلة باللعب الأمثل.',
  },
  'quiz.mate.tableWinTooLate': {
    zero: 'جدول النهايات: يُميت {side} في {count} نقلة باللعب الأمثل، لكن قاعدة الـ75 نقلة تفرض التعادل أولًا.',
    one: 'جدول النهايات: يُميت {side} في نقلة واحدة باللعب الأمثل، لكن قاعدة الـ75 نقلة تفرض التعادل أولًا.',
    two: 'جدول النهايات: يُميت {side} في نقلتين باللعب الأمثل، لكن قاعدة الـ75 نقلة تفرض التعادل أولًا.',
    few: 'جدول النهايات: يُميت {side} في {count} نقلات باللعب الأمثل، لكن قاعدة الـ75 نقلة تفرض التعادل أولًا.',
    many: 'جدول النهايات: يُميت {side} في {count} نقلة باللعب الأمثل، لكن قاعدة الـ75 نقلة تفرض التعادل أولًا.',
    other: 'جدول النهايات: يُميت {side} في {count} نقلة باللعب الأمثل، لكن قاعدة الـ75 نقلة تفرض التعادل أولًا.',
  },
  'quiz.mate.tableNoForce': 'جدول النهايات: لا يستطيع {side} فرض الإماتة أمام أفضل دفاع.',
  // {count}: the half-moves played since the last capture or pawn move; {other}: the defender.
  'quiz.mate.claimFirst': {
    zero: '{verdict} لكن مرّ {count} نصف نقلة دون أسر أو نقلة بيدق: ما لم يُصفِّر أحدهما العدّ في الطريق، يستطيع {other} طلب التعادل وفق قاعدة الـ50 نقلة ({law}) قبل الإماتة، لذا لا تحكم الرقعة هنا في «إجباريًّا».',
    one: '{verdict} لكن مرّ نصف نقلة دون أسر أو نقلة بيدق: ما لم يُصفِّر أحدهما العدّ في الطريق، يستطيع {other} طلب التعادل وفق قاعدة الـ50 نقلة ({law}) قبل الإماتة، لذا لا تحكم الرقعة هنا في «إجباريًّا».',
    two: '{verdict} لكن مرّ نصفا نقلة دون أسر أو نقلة بيدق: ما لم يُصفِّر أحدهما العدّ في الطريق، يستطيع {other} طلب التعادل وفق قاعدة الـ50 نقلة ({law}) قبل الإماتة، لذا لا تحكم الرقعة هنا في «إجباريًّا».',
    few: '{verdict} لكن مرّت {count} أنصاف نقلات دون أسر أو نقلة بيدق: ما لم يُصفِّر أحدهما العدّ في الطريق، يستطيع {other} طلب التعادل وفق قاعدة الـ50 نقلة ({law}) قبل الإماتة، لذا لا تحكم الرقعة هنا في «إجباريًّا».',
    many: '{verdict} لكن مرّ {count} نصف نقلة دون أسر أو نقلة بيدق: ما لم يُصفِّر أحدهما العدّ في الطريق، يستطيع {other} طلب التعادل وفق قاعدة الـ50 نقلة ({law}) قبل الإماتة، لذا لا تحكم الرقعة هنا في «إجباريًّا».',
    other: '{verdict} لكن مرّ {count} نصف نقلة دون أسر أو نقلة بيدق: ما لم يُصفِّر أحدهما العدّ في الطريق، يستطيع {other} طلب التعادل وفق قاعدة الـ50 نقلة ({law}) قبل الإماتة، لذا لا تحكم الرقعة هنا في «إجباريًّا».',
  },

  // Puzzle mode: the panel, its task line ("White to play: find the lesson's move (1 of 3).")
  // and its buttons.
  'puzzle.title': 'لغز',
  'puzzle.task': 'دور {side}: المطلوب إيجاد نقلة الدرس ({number} من {count}).',
  'puzzle.replies': 'يردّ {side}…',
  'puzzle.yourMove': 'دورك.',
  'puzzle.hint': 'تلميح',
  'puzzle.hint.label': 'تلميح: القطعة التي تتحرك، ثم مربعها',
  'puzzle.reveal': 'إظهار النقلة',
  'puzzle.retry': 'إعادة المحاولة',
  'puzzle.retry.label': 'إعادة المحاولة: بدء اللغز من جديد',
  'puzzle.restarted': 'أُعيد بدء اللغز. {task}',
  'puzzle.wait': 'يُرجى انتظار الرقعة: إنها تلعب الرد أو تتحقق من نقلة.',
  // ... what a try gets ({move}: the move tried, {expected}: the lesson's); a sentence of ours
  // and then the lesson's comment or the summary (puzzle.andThen).
  'puzzle.andThen': '{first} {then}',
  'puzzle.right': 'صحيح: {move}.',
  'puzzle.notThis': 'ليست هذه: {move}.',
  'puzzle.checking': 'جارٍ التحقق من {move}…',
  'puzzle.checkingSaid': 'جارٍ التحقق من {move}.',
  'puzzle.notLessonMove': 'ليست نقلة الدرس: {move}. يُرجى المحاولة مجددًا.',
  'puzzle.revealed': 'نقلة الدرس: {move}.',
  // {why}: one of the four after it.
  'puzzle.justAsGood': 'جيدة بالقدر نفسه: {move} - {why}. يتابع الدرس بالنقلة {expected}.',
  'puzzle.matesAsWell': 'فهي تُميت أيضًا',
  'puzzle.drawsAsWell': 'فهي تتعادل أيضًا (جدول النهايات)',
  'puzzle.winsAsWell': 'فهي تفوز أيضًا (جدول النهايات: مات في {mine}، ونقلة الدرس في {theirs})',
  'puzzle.matesInAsWell': 'فهي تُميت أيضًا في العدد نفسه من النقلات، {count} (بحث المحرك، {plies} من أنصاف النقلات)',
  // ... the hints: the piece to move ({from}: its square), then where it goes ({to}).
  'puzzle.hintPiece.king': 'تلميح: الملك الذي على {from} هو الذي يتحرك.',
  'puzzle.hintPiece.queen': 'تلميح: الوزير الذي على {from} هو الذي يتحرك.',
  'puzzle.hintPiece.rook': 'تلميح: الرخ الذي على {from} هو الذي يتحرك.',
  'puzzle.hintPiece.bishop': 'تلميح: الفيل الذي على {from} هو الذي يتحرك.',
  'puzzle.hintPiece.knight': 'تلميح: الحصان الذي على {from} هو الذي يتحرك.',
  'puzzle.hintPiece.pawn': 'تلميح: البيدق الذي على {from} هو الذي يتحرك.',
  'puzzle.hintSquare.king': 'تلميح: الملك الذي على {from} يذهب إلى {to}.',
  'puzzle.hintSquare.queen': 'تلميح: الوزير الذي على {from} يذهب إلى {to}.',
  'puzzle.hintSquare.rook': 'تلميح: الرخ الذي على {from} يذهب إلى {to}.',
  'puzzle.hintSquare.bishop': 'تلميح: الفيل الذي على {from} يذهب إلى {to}.',
  'puzzle.hintSquare.knight': 'تلميح: الحصان الذي على {from} يذهب إلى {to}.',
  'puzzle.hintSquare.pawn': 'تلميح: البيدق الذي على {from} يذهب إلى {to}.',
  // ... the end ({moves}: puzzle.moves; {hints}: puzzle.hints; {firstTry}, {revealed}: numbers).
  'puzzle.solved': 'حُلّ اللغز: {firstTry} من {moves} من المحاولة الأولى؛ {hints}؛ وعدد النقلات المُظهَرة {revealed}.',
  'puzzle.moves': {
    zero: '{count} نقلة',
    one: 'نقلة واحدة',
    two: 'نقلتين',
    few: '{count} نقلات',
    many: '{count} نقلة',
    other: '{count} نقلة',
  },
  'puzzle.hints': {
    zero: '{count} تلميح',
    one: 'تلميح واحد',
    two: 'تلميحان',
    few: '{count} تلميحات',
    many: '{count} تلميحًا',
    other: '{count} تلميح',
  },
  'puzzle.nothingToFind': 'لا توجد في هذا الدرس نقلة لإيجادها من هنا.',

  // The teacher's panel under the moves (Teach), and what a screen reader hears from it.
  'teach.legend': 'التعليم بهذه النقلة',
  'teach.find': 'يجد القارئ هذه النقلة (وضع الألغاز)',
  'teach.ask': 'سؤال القارئ، بعد هذه النقلة:',
  'teach.findSet': 'سيجد القارئ هذه النقلة.',
  'teach.findRemoved': 'لم تعد نقلة للإيجاد.',
  // {value}: the quizzes as the PGN writes them ("claim,dead").
  'teach.quizSet': 'عُيِّن الاختبار: {value}.',
  'teach.quizRemoved': 'أُزيل الاختبار.',
  // The quiz panel's title, and puzzle mode turned on and off.
  'teach.question': 'سؤال',
  'teach.puzzleStarted': 'لغز: دور {side}.',
  'teach.puzzleClosed': 'أُغلق اللغز.',

  // The arbiter drill page (drill.html): its title, introduction ({fide}: "FIDE 6.9", {us}: "US
  // Chess rule 14E") and links.
  'drill.pageTitle': 'drawboard: تدريب الحكام - طلبات التعادل وسقوط العلم والوضعيات الميتة',
  'drill.title': 'تدريب الحكام',
  'drill.intro': 'الحكم على الوضعية كما يحكم الحَكَم: هل يستطيع صاحب النقلة طلب التعادل؟ هل انتهت المباراة بالفعل؟ هل الوضعية ميتة؟ ماذا يحدث إذا سقط العلم؟ تجيب الرقعة من إثباتاتها الخاصة، وتعرض القاعدة وراء كل إجابة. تتبع الأحكام في سقوط العلم {fide} و{us}.',
  'drill.pages': 'الصفحات',
  'drill.linkBoard': 'رقعة التحليل الكاملة',
  'drill.linkEmbed': 'رقع لصفحات التعليم',
  // ... the kinds of question to ask, the line above the board, and the score.
  'drill.kinds': 'أسئلة عن',
  'drill.kinds.claim': 'طلبات التعادل والتعادل التلقائي',
  'drill.kinds.dead': 'الوضعيات الميتة',
  'drill.kinds.flag': 'سقوط العلم',
  'drill.kinds.mate': 'فرص الإماتة',
  'drill.next': 'السؤال التالي',
  'drill.making': 'جارٍ إنشاء وضعية…',
  'drill.noPosition': 'تعذّر إنشاء وضعية: يُرجى المحاولة مجددًا.',
  'drill.failed': 'تعذّر تحميل الرقعة.',
  'drill.score': {
    zero: 'نتيجة هذه الزيارة: الإجابات الصحيحة {right} من أصل {count} سؤال.',
    one: 'نتيجة هذه الزيارة: الإجابات الصحيحة {right} من أصل سؤال واحد.',
    two: 'نتيجة هذه الزيارة: الإجابات الصحيحة {right} من أصل سؤالين.',
    few: 'نتيجة هذه الزيارة: الإجابات الصحيحة {right} من أصل {count} أسئلة.',
    many: 'نتيجة هذه الزيارة: الإجابات الصحيحة {right} من أصل {count} سؤالًا.',
    other: 'نتيجة هذه الزيارة: الإجابات الصحيحة {right} من أصل {count} سؤال.',
  },
  'drill.noScore': 'نتيجة هذه الزيارة: لا إجابات بعد.',
};
