// Russian words of lessons: the rule quizzes (lesson/quiz.js), puzzle mode (lesson/puzzle.js),
// the teacher's panel (lesson/teach.js) and the arbiter drill (drill.html, drill.js). {side} and
// the like are side names ("Белые"); {law} is an article as cited ("FIDE 9.3"); {move} and
// {moves} are moves in SAN ("Nf3"); a message with plural forms is chosen by {count}.
export default {
  // The quiz kinds, as the teacher's panel offers them and the drill names its questions.
  'quiz.kind.claim': 'Можно ли потребовать ничью?',
  'quiz.kind.flag': 'Что, если упадёт флажок?',
  'quiz.kind.dead': 'Мёртвая ли позиция?',
  'quiz.kind.mate': 'Может ли игрок, имеющий очередь хода, ещё поставить мат?',

  // A quiz's answer, under its options: while the proof is coming, without one, and once
  // answered ("Right. <reason>", "Not quite: <the right option>. <reason>").
  'quiz.proving': 'Доска ещё доказывает ответ…',
  'quiz.unproved': 'Доска не доказала ответ, поэтому не отмечает ни один вариант. {reason}',
  'quiz.answered': '{verdict} {reason}',
  'quiz.right': 'Верно.',
  'quiz.notQuite': 'Не совсем: {answer}.',

  // Sentences of the reasons: a side's mating chances ({fact} is the draw panel's, "White can
  // still checkmate: 1. Qh5 ..."), and how a game ended by itself.
  'quiz.fact': '{fact}.',
  'quiz.canMateHidden': '{side} ещё могут поставить мат (вариант будет показан, когда задача будет решена).',
  'quiz.ended.checkmate': 'мат ({law})',
  'quiz.ended.stalemate': 'пат ({law})',
  'quiz.ended.insufficientMaterial': 'ни одна из сторон не имеет материала для мата ({law})',
  'quiz.ended.deadPosition': 'позиция мёртвая ({law})',
  'quiz.ended.fivefold': 'одна и та же позиция возникла пять раз ({law})',
  'quiz.ended.seventyFiveMoves': 'каждый игрок сделал семьдесят пять ходов без взятий и ходов пешками ({law})',

  // The claim quiz: "Can White, to move, claim a draw?"
  'quiz.claim.question': 'Ходят {side}. Могут ли они потребовать ничью?',
  'quiz.claim.now': 'Да, {side} могут потребовать ничью сейчас',
  'quiz.claim.announce': 'Только записав ход и объявив его',
  'quiz.claim.over': 'Не нужно: партия уже закончилась вничью',
  'quiz.claim.no': 'Нет',
  // ... its reasons. {seen} is quiz.claim.seen; {times} and {played} its counts.
  'quiz.claim.seen': 'позиция встречалась {times}, а после последнего взятия или хода пешки {played}',
  'quiz.claim.times': { one: '{count} раз', few: '{count} раза', many: '{count} раз', other: '{count} раза' },
  'quiz.claim.played': { one: 'сыгран {count} полуход', few: 'сыграно {count} полухода', many: 'сыграно {count} полуходов', other: 'сыграно {count} полухода' },
  'quiz.claim.won': 'Нет: партия окончена — {how}. {side} выиграли.',
  'quiz.claim.ended': 'Партия закончилась автоматически, без требования: {how}.',
  'quiz.claim.deadUnknown': 'Поиск исчерпал лимит, прежде чем доказал, мёртвая ли позиция; если да, партия уже окончена.',
  'quiz.claim.mayNow': '{side} могут потребовать ничью сейчас: {rules}.',
  'quiz.claim.threefoldNow': 'одна и та же позиция возникла в третий раз, и ходят {side} ({law})',
  'quiz.claim.fiftyNow': 'каждый игрок сделал пятьдесят ходов без взятий и ходов пешками ({law})',
  'quiz.claim.bothRules': '{first}; кроме того, {second}',
  'quiz.claim.byAnnouncing': 'Пока нет: {seen}. Но {side} могут записать на бланке {moves}, заявить арбитру о намерении сделать этот ход и потребовать ничью: {rules}. Если же сначала сделать ход, право требовать ничью перейдёт к сопернику.',
  // {moves}: the first four of the moves, then how many more there are.
  'quiz.claim.more': { one: 'ещё {count} ход', few: 'один из ещё {count} ходов', many: 'один из ещё {count} ходов', other: 'один из ещё {count} хода' },
  'quiz.claim.oneOfItsMoves': 'один из своих ходов',
  'quiz.claim.threefoldNext': 'после него позиция возникла бы в третий раз ({law})',
  'quiz.claim.fiftyNext': 'им завершились бы пятьдесят ходов каждого игрока без взятий и ходов пешками ({law})',
  'quiz.claim.eitherRule': '{first}; или же {second}',
  'quiz.claim.none': 'Нет: {seen}. Для требования нужно третье повторение позиции ({threefoldLaw}) или пятьдесят ходов каждого игрока ({fiftyLaw}), а {side} не имеют хода, который выполнил бы одно из этих условий.',

  // The flag quiz: under the FIDE Laws, then under US Chess rule 14E ({rule}: "14E", "14E2").
  'quiz.flag.question': 'Флажок упал: {side} просрочили время. Каков результат по Правилам FIDE?',
  'quiz.flag.opponentWins': '{side} выигрывают',
  'quiz.flag.draw': 'Ничья',
  'quiz.flag.over': 'Партия уже окончена: падение флажка сейчас ничего не меняет.',
  'quiz.flag.fide': '{law}: игрок, у которого упал флажок, проигрывает, кроме случая, когда соперник не может поставить мат любой серией возможных ходов, — тогда ничья. {fact}',
  'quiz.flag.usQuestion': 'А по правилам US Chess ({rule}, недостаточно материала для выигрыша по времени)?',
  'quiz.flag.us': 'US Chess {rule}: {clause}.',
  // ... the clauses of 14E ({side}: the opponent of {flagger}, whose flag fell; {forced}: one
  // of the four after them).
  'quiz.flag.loneKing': '{side} остались с одним королём, поэтому ничья',
  'quiz.flag.minorPiece': '{side} имеют только короля и слона или коня, поэтому ничья, если только {side} не имеют форсированного выигрыша; {forced}',
  'quiz.flag.twoKnights': '{side} имеют только короля и двух коней, а {flagger} не имеют пешек, поэтому ничья, если только {side} не имеют форсированного выигрыша; {forced}',
  'quiz.flag.cannotMate': '{side} вообще не могут поставить мат, так что форсированного выигрыша у них нет',
  'quiz.flag.noTable': 'ни одна база эндшпилей не установила, есть ли у них форсированный выигрыш',
  'quiz.flag.forcedWin': {
    one: 'у них есть форсированный выигрыш (база эндшпилей: мат в {count} ход)',
    few: 'у них есть форсированный выигрыш (база эндшпилей: мат в {count} хода)',
    many: 'у них есть форсированный выигрыш (база эндшпилей: мат в {count} ходов)',
    other: 'у них есть форсированный выигрыш (база эндшпилей: мат в {count} хода)',
  },
  'quiz.flag.noForcedWin': 'форсированного выигрыша у них нет (база эндшпилей)',

  // The dead-position quiz. {white} and {black}: each side's mating chances, a sentence each.
  'quiz.dead.question': 'Мёртвая ли это позиция — верно ли, что никакая серия возможных ходов не может привести к мату ({law})?',
  'quiz.dead.yes': 'Да: партия закончилась вничью',
  'quiz.dead.no': 'Нет: мат ещё возможен',
  'quiz.dead.over': 'Партия уже окончена, каким бы ни был ответ: {how}.',
  'quiz.dead.isDead': 'Да: {white} {black} Партия закончилась, как только возникла эта позиция.',
  'quiz.dead.facts': '{white} {black}',

  // The mate quiz: with an endgame table (force, help, never), else yes or never.
  'quiz.mate.question': 'Могут ли {side} ещё поставить мат?',
  'quiz.mate.questionAny': 'Могут ли {side} ещё поставить мат (какой-либо серией возможных ходов)?',
  'quiz.mate.force': 'Да, форсированно',
  'quiz.mate.help': 'Только если {side} помогут',
  'quiz.mate.never': 'Нет, никогда',
  'quiz.mate.yes': 'Да',
  // ... its reason: the table's {verdict}, then the {fact} of quiz.fact.
  'quiz.mate.reason': '{verdict} {fact}',
  'quiz.mate.tableWin': {
    one: 'База эндшпилей: при лучшей игре {side} ставят мат в {count} ход.',
    few: 'База эндшпилей: при лучшей игре {side} ставят мат в {count} хода.',
    many: 'База эндшпилей: при лучшей игре {side} ставят мат в {count} ходов.',
    other: 'База эндшпилей: при лучшей игре {side} ставят мат в {count} хода.',
  },
  'quiz.mate.tableWinTooLate': {
    one: 'База эндшпилей: при лучшей игре {side} ставят мат в {count} ход, но раньше партию завершит вничью правило 75 ходов.',
    few: 'База эндшпилей: при лучшей игре {side} ставят мат в {count} хода, но раньше партию завершит вничью правило 75 ходов.',
    many: 'База эндшпилей: при лучшей игре {side} ставят мат в {count} ходов, но раньше партию завершит вничью правило 75 ходов.',
    other: 'База эндшпилей: при лучшей игре {side} ставят мат в {count} хода, но раньше партию завершит вничью правило 75 ходов.',
  },
  'quiz.mate.tableNoForce': 'База эндшпилей: при лучшей защите {side} не могут форсировать мат.',
  // {count}: the half-moves played since the last capture or pawn move; {other}: the defender.
  'quiz.mate.claimFirst': {
    one: '{verdict} Но без взятий и ходов пешками уже сыгран {count} полуход: если по пути взятие или ход пешки не обнулит счётчик, {other} смогут потребовать ничью по правилу 50 ходов ({law}) ещё до мата, поэтому о варианте «форсированно» доска здесь не судит.',
    few: '{verdict} Но без взятий и ходов пешками уже сыграно {count} полухода: если по пути взятие или ход пешки не обнулит счётчик, {other} смогут потребовать ничью по правилу 50 ходов ({law}) ещё до мата, поэтому о варианте «форсированно» доска здесь не судит.',
    many: '{verdict} Но без взятий и ходов пешками уже сыграно {count} полуходов: если по пути взятие или ход пешки не обнулит счётчик, {other} смогут потребовать ничью по правилу 50 ходов ({law}) ещё до мата, поэтому о варианте «форсированно» доска здесь не судит.',
    other: '{verdict} Но без взятий и ходов пешками уже сыграно {count} полухода: если по пути взятие или ход пешки не обнулит счётчик, {other} смогут потребовать ничью по правилу 50 ходов ({law}) ещё до мата, поэтому о варианте «форсированно» доска здесь не судит.',
  },

  // Puzzle mode: the panel, its task line ("White to play: find the lesson's move (1 of 3).")
  // and its buttons.
  'puzzle.title': 'Задача',
  'puzzle.task': 'Ходят {side}: найдите ход урока ({number} из {count}).',
  'puzzle.replies': '{side} отвечают…',
  'puzzle.yourMove': 'Ваш ход.',
  'puzzle.hint': 'Подсказка',
  'puzzle.hint.label': 'Подсказка: фигура, которой нужно сделать ход, затем её поле',
  'puzzle.reveal': 'Показать ход',
  'puzzle.retry': 'Заново',
  'puzzle.retry.label': 'Заново: начать задачу сначала',
  'puzzle.restarted': 'Задача начата заново. {task}',
  'puzzle.wait': 'Подождите: доска делает ответный ход или проверяет ход.',
  // ... what a try gets ({move}: the move tried, {expected}: the lesson's); a sentence of ours
  // and then the lesson's comment or the summary (puzzle.andThen).
  'puzzle.andThen': '{first} {then}',
  'puzzle.right': 'Верно: {move}.',
  'puzzle.notThis': 'Не этот ход: {move}.',
  'puzzle.checking': 'Проверяется {move}…',
  'puzzle.checkingSaid': 'Проверяется {move}.',
  'puzzle.notLessonMove': 'Это не ход урока: {move}. Попробуйте ещё раз.',
  'puzzle.revealed': 'Ход урока: {move}.',
  // {why}: one of the four after it.
  'puzzle.justAsGood': 'Не хуже: {move} — {why}. Урок продолжается ходом {expected}.',
  'puzzle.matesAsWell': 'он тоже даёт мат',
  'puzzle.drawsAsWell': 'он тоже ведёт к ничьей (база эндшпилей)',
  'puzzle.winsAsWell': 'он тоже выигрывает (база эндшпилей: мат в {mine}, после хода урока — в {theirs})',
  'puzzle.matesInAsWell': 'он тоже даёт мат в {count} (поиск движка, глубина в полуходах: {plies})',
  // ... the hints: the piece to move ({from}: its square), then where it goes ({to}).
  'puzzle.hintPiece.king': 'Подсказка: сделайте ход королём с {from}.',
  'puzzle.hintPiece.queen': 'Подсказка: сделайте ход ферзём с {from}.',
  'puzzle.hintPiece.rook': 'Подсказка: сделайте ход ладьёй с {from}.',
  'puzzle.hintPiece.bishop': 'Подсказка: сделайте ход слоном с {from}.',
  'puzzle.hintPiece.knight': 'Подсказка: сделайте ход конём с {from}.',
  'puzzle.hintPiece.pawn': 'Подсказка: сделайте ход пешкой с {from}.',
  'puzzle.hintSquare.king': 'Подсказка: король с {from} идёт на {to}.',
  'puzzle.hintSquare.queen': 'Подсказка: ферзь с {from} идёт на {to}.',
  'puzzle.hintSquare.rook': 'Подсказка: ладья с {from} идёт на {to}.',
  'puzzle.hintSquare.bishop': 'Подсказка: слон с {from} идёт на {to}.',
  'puzzle.hintSquare.knight': 'Подсказка: конь с {from} идёт на {to}.',
  'puzzle.hintSquare.pawn': 'Подсказка: пешка с {from} идёт на {to}.',
  // ... the end ({moves}: puzzle.moves; {hints}: puzzle.hints; {firstTry}, {revealed}: numbers).
  // In Russian {moves} follows "из" ("2 из 3 ходов"), so puzzle.moves is in the genitive.
  'puzzle.solved': 'Решено: с первой попытки найдено {firstTry} из {moves}; {hints}; показано: {revealed}.',
  'puzzle.moves': { one: '{count} хода', few: '{count} ходов', many: '{count} ходов', other: '{count} хода' },
  'puzzle.hints': { one: '{count} подсказка', few: '{count} подсказки', many: '{count} подсказок', other: '{count} подсказки' },
  'puzzle.nothingToFind': 'Отсюда в этом уроке нет хода, который нужно найти.',

  // The teacher's panel under the moves (Teach), and what a screen reader hears from it.
  'teach.legend': 'Урок с этим ходом',
  'teach.find': 'Читатель ищет этот ход (режим задачи)',
  'teach.ask': 'Спросить читателя после этого хода:',
  'teach.findSet': 'Читатель будет искать этот ход.',
  'teach.findRemoved': 'Этот ход больше не нужно искать.',
  // {value}: the quizzes as the PGN writes them ("claim,dead").
  'teach.quizSet': 'Вопрос задан: {value}.',
  'teach.quizRemoved': 'Вопрос удалён.',
  // The quiz panel's title, and puzzle mode turned on and off.
  'teach.question': 'Вопрос',
  'teach.puzzleStarted': 'Задача: ходят {side}.',
  'teach.puzzleClosed': 'Задача закрыта.',

  // The arbiter drill page (drill.html): its title, introduction ({fide}: "FIDE 6.9", {us}: "US
  // Chess rule 14E") and links.
  'drill.pageTitle': 'drawboard: тренажёр арбитра — требования, флажки и мёртвые позиции',
  'drill.title': 'Тренажёр арбитра',
  'drill.intro': 'Оцените позицию так, как это сделал бы арбитр: может ли игрок, имеющий очередь хода, потребовать ничью, не окончена ли партия уже, мёртвая ли позиция, что будет, если упадёт флажок? Доска отвечает на основе собственных доказательств и показывает правило, стоящее за каждым ответом. К падению флажка применяются {fide} и {us}.',
  'drill.pages': 'Страницы',
  'drill.linkBoard': 'Полная доска для анализа',
  'drill.linkEmbed': 'Доски для учебных страниц',
  // ... the kinds of question to ask, the line above the board, and the score.
  'drill.kinds': 'Темы вопросов',
  'drill.kinds.claim': 'Требования и автоматические ничьи',
  'drill.kinds.dead': 'Мёртвые позиции',
  'drill.kinds.flag': 'Падение флажка',
  'drill.kinds.mate': 'Шансы на мат',
  'drill.next': 'Следующий вопрос',
  'drill.making': 'Составляется позиция…',
  'drill.noPosition': 'Не удалось составить позицию: попробуйте ещё раз.',
  'drill.failed': 'Не удалось загрузить доску.',
  'drill.score': {
    one: 'Счёт за это посещение: верно {right} из {count} ответа.',
    few: 'Счёт за это посещение: верно {right} из {count} ответов.',
    many: 'Счёт за это посещение: верно {right} из {count} ответов.',
    other: 'Счёт за это посещение: верно {right} из {count} ответа.',
  },
  'drill.noScore': 'Счёт за это посещение: ответов пока нет.',
};
