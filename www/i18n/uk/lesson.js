// Ukrainian words of lessons: the rule quizzes (lesson/quiz.js), puzzle mode (lesson/puzzle.js),
// the teacher's panel (lesson/teach.js) and the arbiter drill (drill.html, drill.js). {side} and
// the like are side names ("Білі"); {law} is an article as cited ("FIDE 9.3"); {move} and
// {moves} are moves in SAN ("Nf3"); a message with plural forms is chosen by {count}.
export default {
  // The quiz kinds, as the teacher's panel offers them and the drill names its questions.
  'quiz.kind.claim': 'Чи можна вимагати нічию?',
  'quiz.kind.flag': 'Що, як упаде прапорець?',
  'quiz.kind.dead': 'Чи мертва позиція?',
  'quiz.kind.mate': 'Чи може гравець, що має ходити, ще поставити мат?',

  // A quiz's answer, under its options: while the proof is coming, without one, and once
  // answered ("Right. <reason>", "Not quite: <the right option>. <reason>").
  'quiz.proving': 'Дошка ще доводить відповідь…',
  'quiz.unproved': 'Дошка не довела відповідь, тому не позначає жодного варіанта. {reason}',
  'quiz.answered': '{verdict} {reason}',
  'quiz.right': 'Правильно.',
  'quiz.notQuite': 'Не зовсім: {answer}.',

  // Sentences of the reasons: a side's mating chances ({fact} is the draw panel's, "White can
  // still checkmate: 1. Qh5 ..."), and how a game ended by itself.
  'quiz.fact': '{fact}.',
  'quiz.canMateHidden': '{side} ще можуть поставити мат (варіант буде показано, коли задачу розв’язано).',
  'quiz.ended.checkmate': 'мат ({law})',
  'quiz.ended.stalemate': 'пат ({law})',
  'quiz.ended.insufficientMaterial': 'жодна зі сторін не має матеріалу для мату ({law})',
  'quiz.ended.deadPosition': 'позиція мертва ({law})',
  'quiz.ended.fivefold': 'та сама позиція виникла п’ять разів ({law})',
  'quiz.ended.seventyFiveMoves': 'кожен гравець зробив сімдесят п’ять ходів без жодного взяття чи ходу пішака ({law})',

  // The claim quiz: "Can White, to move, claim a draw?"
  'quiz.claim.question': 'Ходять {side}. Чи можуть вони вимагати нічию?',
  'quiz.claim.now': 'Так, {side} можуть вимагати нічию зараз',
  'quiz.claim.announce': 'Лише записавши хід і оголосивши його',
  'quiz.claim.over': 'Не потрібно: партія вже закінчилася внічию',
  'quiz.claim.no': 'Ні',
  // ... its reasons. {seen} is quiz.claim.seen; {times} and {played} its counts.
  'quiz.claim.seen': 'позиція траплялася {times}, а після останнього взяття або ходу пішака {played}',
  'quiz.claim.times': { one: '{count} раз', few: '{count} рази', many: '{count} разів', other: '{count} разу' },
  'quiz.claim.played': { one: 'зіграно {count} напівхід', few: 'зіграно {count} напівходи', many: 'зіграно {count} напівходів', other: 'зіграно {count} напівходу' },
  'quiz.claim.won': 'Ні: партію завершено — {how}. {side} виграли.',
  'quiz.claim.ended': 'Партія закінчилася автоматично, без вимоги: {how}.',
  'quiz.claim.deadUnknown': 'Пошук вичерпав ліміт, перш ніж довів, чи мертва позиція; якщо так, партію вже завершено.',
  'quiz.claim.mayNow': '{side} можуть вимагати нічию зараз: {rules}.',
  'quiz.claim.threefoldNow': 'та сама позиція виникла втретє, і ходять {side} ({law})',
  'quiz.claim.fiftyNow': 'кожен гравець зробив п’ятдесят ходів без жодного взяття чи ходу пішака ({law})',
  'quiz.claim.bothRules': '{first}; крім того, {second}',
  'quiz.claim.byAnnouncing': 'Поки ні: {seen}. Але {side} можуть записати на бланку {moves}, заявити арбітрові про намір зробити цей хід і вимагати нічию: {rules}. Якщо ж спершу зробити хід, право вимагати нічию перейде до суперника.',
  // {moves}: the first four of the moves, then how many more there are.
  'quiz.claim.more': { one: 'ще {count} хід', few: 'один з іще {count} ходів', many: 'один з іще {count} ходів', other: 'один з іще {count} ходу' },
  'quiz.claim.oneOfItsMoves': 'один зі своїх ходів',
  'quiz.claim.threefoldNext': 'після нього позиція виникла б утретє ({law})',
  'quiz.claim.fiftyNext': 'ним завершилися б п’ятдесят ходів кожного гравця без жодного взяття чи ходу пішака ({law})',
  'quiz.claim.eitherRule': '{first}; або ж {second}',
  'quiz.claim.none': 'Ні: {seen}. Для вимоги потрібне третє повторення позиції ({threefoldLaw}) або п’ятдесят ходів кожного гравця ({fiftyLaw}), а {side} не мають ходу, який виконав би одну з цих умов.',

  // The flag quiz: under the FIDE Laws, then under US Chess rule 14E ({rule}: "14E", "14E2").
  'quiz.flag.question': 'Прапорець упав: {side} прострочили час. Який результат за Правилами FIDE?',
  'quiz.flag.opponentWins': '{side} виграють',
  'quiz.flag.draw': 'Нічия',
  'quiz.flag.over': 'Партію вже завершено: падіння прапорця тепер нічого не змінює.',
  'quiz.flag.fide': '{law}: гравець, у якого впав прапорець, програє, крім випадку, коли суперник не може поставити мат жодною серією можливих ходів, — тоді нічия. {fact}',
  'quiz.flag.usQuestion': 'А за правилами US Chess ({rule}, недостатньо матеріалу для виграшу за часом)?',
  'quiz.flag.us': 'US Chess {rule}: {clause}.',
  // ... the clauses of 14E ({side}: the opponent of {flagger}, whose flag fell; {forced}: one
  // of the four after them).
  'quiz.flag.loneKing': '{side} залишилися з самим королем, тому нічия',
  'quiz.flag.minorPiece': '{side} мають лише короля й слона або коня, тому нічия, якщо тільки {side} не мають форсованого виграшу; {forced}',
  'quiz.flag.twoKnights': '{side} мають лише короля й двох коней, а {flagger} не мають пішаків, тому нічия, якщо тільки {side} не мають форсованого виграшу; {forced}',
  'quiz.flag.cannotMate': '{side} узагалі не можуть поставити мат, тож форсованого виграшу не мають',
  'quiz.flag.noTable': 'жодна ендшпільна база не з’ясувала, чи мають вони форсований виграш',
  'quiz.flag.forcedWin': {
    one: 'вони мають форсований виграш (ендшпільна база: мат в {count} хід)',
    few: 'вони мають форсований виграш (ендшпільна база: мат в {count} ходи)',
    many: 'вони мають форсований виграш (ендшпільна база: мат в {count} ходів)',
    other: 'вони мають форсований виграш (ендшпільна база: мат в {count} ходу)',
  },
  'quiz.flag.noForcedWin': 'форсованого виграшу вони не мають (ендшпільна база)',

  // The dead-position quiz. {white} and {black}: each side's mating chances, a sentence each.
  'quiz.dead.question': 'Чи мертва ця позиція — чи правда, що жодна серія можливих ходів не приводить до мату ({law})?',
  'quiz.dead.yes': 'Так: партія закінчилася внічию',
  'quiz.dead.no': 'Ні: мат ще можливий',
  'quiz.dead.over': 'Партію вже завершено, хоч якою була б відповідь: {how}.',
  'quiz.dead.isDead': 'Так: {white} {black} Партія закінчилася, щойно виникла ця позиція.',
  'quiz.dead.facts': '{white} {black}',

  // The mate quiz: with an endgame table (force, help, never), else yes or never.
  'quiz.mate.question': 'Чи можуть {side} ще поставити мат?',
  'quiz.mate.questionAny': 'Чи можуть {side} ще поставити мат (будь-якою серією можливих ходів)?',
  'quiz.mate.force': 'Так, форсовано',
  'quiz.mate.help': 'Лише якщо {side} допоможуть',
  'quiz.mate.never': 'Ні, ніколи',
  'quiz.mate.yes': 'Так',
  // ... its reason: the table's {verdict}, then the {fact} of quiz.fact.
  'quiz.mate.reason': '{verdict} {fact}',
  'quiz.mate.tableWin': {
    one: 'Ендшпільна база: при найкращій грі {side} ставлять мат в {count} хід.',
    few: 'Ендшпільна база: при найкращій грі {side} ставлять мат в {count} ходи.',
    many: 'Ендшпільна база: при найкращій грі {side} ставлять мат в {count} ходів.',
    other: 'Ендшпільна база: при найкращій грі {side} ставлять мат в {count} ходу.',
  },
  'quiz.mate.tableWinTooLate': {
    one: 'Ендшпільна база: при найкращій грі {side} ставлять мат в {count} хід, але раніше партію завершить внічию правило 75 ходів.',
    few: 'Ендшпільна база: при найкращій грі {side} ставлять мат в {count} ходи, але раніше партію завершить внічию правило 75 ходів.',
    many: 'Ендшпільна база: при найкращій грі {side} ставлять мат в {count} ходів, але раніше партію завершить внічию правило 75 ходів.',
    other: 'Ендшпільна база: при найкращій грі {side} ставлять мат в {count} ходу, але раніше партію завершить внічию правило 75 ходів.',
  },
  'quiz.mate.tableNoForce': 'Ендшпільна база: при найкращому захисті {side} не можуть форсувати мат.',
  // {count}: the half-moves played since the last capture or pawn move; {other}: the defender.
  'quiz.mate.claimFirst': {
    one: '{verdict} Але без жодного взяття чи ходу пішака вже зіграно {count} напівхід: якщо дорогою взяття або хід пішака не обнулить лічильник, {other} зможуть вимагати нічию за правилом 50 ходів ({law}) ще до мату, тому про варіант «форсовано» дошка тут не судить.',
    few: '{verdict} Але без жодного взяття чи ходу пішака вже зіграно {count} напівходи: якщо дорогою взяття або хід пішака не обнулить лічильник, {other} зможуть вимагати нічию за правилом 50 ходів ({law}) ще до мату, тому про варіант «форсовано» дошка тут не судить.',
    many: '{verdict} Але без жодного взяття чи ходу пішака вже зіграно {count} напівходів: якщо дорогою взяття або хід пішака не обнулить лічильник, {other} зможуть вимагати нічию за правилом 50 ходів ({law}) ще до мату, тому про варіант «форсовано» дошка тут не судить.',
    other: '{verdict} Але без жодного взяття чи ходу пішака вже зіграно {count} напівходу: якщо дорогою взяття або хід пішака не обнулить лічильник, {other} зможуть вимагати нічию за правилом 50 ходів ({law}) ще до мату, тому про варіант «форсовано» дошка тут не судить.',
  },

  // Puzzle mode: the panel, its task line ("White to play: find the lesson's move (1 of 3).")
  // and its buttons.
  'puzzle.title': 'Задача',
  'puzzle.task': 'Ходять {side}: знайдіть хід уроку ({number} з {count}).',
  'puzzle.replies': '{side} відповідають…',
  'puzzle.yourMove': 'Ваш хід.',
  'puzzle.hint': 'Підказка',
  'puzzle.hint.label': 'Підказка: фігура, якою треба зробити хід, потім її поле',
  'puzzle.reveal': 'Показати хід',
  'puzzle.retry': 'Спочатку',
  'puzzle.retry.label': 'Спочатку: почати задачу заново',
  'puzzle.restarted': 'Задачу почато заново. {task}',
  'puzzle.wait': 'Зачекайте: дошка робить відповідний хід або перевіряє хід.',
  // ... what a try gets ({move}: the move tried, {expected}: the lesson's); a sentence of ours
  // and then the lesson's comment or the summary (puzzle.andThen).
  'puzzle.andThen': '{first} {then}',
  'puzzle.right': 'Правильно: {move}.',
  'puzzle.notThis': 'Не цей хід: {move}.',
  'puzzle.checking': 'Перевіряється {move}…',
  'puzzle.checkingSaid': 'Перевіряється {move}.',
  'puzzle.notLessonMove': 'Це не хід уроку: {move}. Спробуйте ще раз.',
  'puzzle.revealed': 'Хід уроку: {move}.',
  // {why}: one of the four after it.
  'puzzle.justAsGood': 'Не гірше: {move} — {why}. Урок продовжується ходом {expected}.',
  'puzzle.matesAsWell': 'він теж дає мат',
  'puzzle.drawsAsWell': 'він теж веде до нічиєї (ендшпільна база)',
  'puzzle.winsAsWell': 'він теж виграє (ендшпільна база: мат в {mine}, після ходу уроку — в {theirs})',
  'puzzle.matesInAsWell': 'він теж дає мат в {count} (пошук рушія на глибину {plies} напівходів)',
  // ... the hints: the piece to move ({from}: its square), then where it goes ({to}).
  'puzzle.hintPiece.king': 'Підказка: зробіть хід королем з {from}.',
  'puzzle.hintPiece.queen': 'Підказка: зробіть хід ферзем з {from}.',
  'puzzle.hintPiece.rook': 'Підказка: зробіть хід турою з {from}.',
  'puzzle.hintPiece.bishop': 'Підказка: зробіть хід слоном з {from}.',
  'puzzle.hintPiece.knight': 'Підказка: зробіть хід конем з {from}.',
  'puzzle.hintPiece.pawn': 'Підказка: зробіть хід пішаком з {from}.',
  'puzzle.hintSquare.king': 'Підказка: король з {from} іде на {to}.',
  'puzzle.hintSquare.queen': 'Підказка: ферзь з {from} іде на {to}.',
  'puzzle.hintSquare.rook': 'Підказка: тура з {from} іде на {to}.',
  'puzzle.hintSquare.bishop': 'Підказка: слон з {from} іде на {to}.',
  'puzzle.hintSquare.knight': 'Підказка: кінь з {from} іде на {to}.',
  'puzzle.hintSquare.pawn': 'Підказка: пішак з {from} іде на {to}.',
  // ... the end ({moves}: puzzle.moves; {hints}: puzzle.hints; {firstTry}, {revealed}: numbers).
  // In Ukrainian {moves} follows "з" ("2 з 3 ходів"), so puzzle.moves is in the genitive.
  'puzzle.solved': 'Розв’язано: з першої спроби знайдено {firstTry} з {moves}; {hints}; показано: {revealed}.',
  'puzzle.moves': { one: '{count} ходу', few: '{count} ходів', many: '{count} ходів', other: '{count} ходу' },
  'puzzle.hints': { one: '{count} підказка', few: '{count} підказки', many: '{count} підказок', other: '{count} підказки' },
  'puzzle.nothingToFind': 'Звідси в цьому уроці немає ходу, який треба знайти.',

  // The teacher's panel under the moves (Teach), and what a screen reader hears from it.
  'teach.legend': 'Урок із цим ходом',
  'teach.find': 'Читач шукає цей хід (режим задачі)',
  'teach.ask': 'Запитати читача після цього ходу:',
  'teach.findSet': 'Читач шукатиме цей хід.',
  'teach.findRemoved': 'Цей хід більше не треба шукати.',
  // {value}: the quizzes as the PGN writes them ("claim,dead").
  'teach.quizSet': 'Запитання задано: {value}.',
  'teach.quizRemoved': 'Запитання видалено.',
  // The quiz panel's title, and puzzle mode turned on and off.
  'teach.question': 'Запитання',
  'teach.puzzleStarted': 'Задача: ходять {side}.',
  'teach.puzzleClosed': 'Задачу закрито.',

  // The arbiter drill page (drill.html): its title, introduction ({fide}: "FIDE 6.9", {us}: "US
  // Chess rule 14E") and links.
  'drill.pageTitle': 'drawboard: тренажер арбітра — вимоги, прапорці та мертві позиції',
  'drill.title': 'Тренажер арбітра',
  'drill.intro': 'Оцініть позицію так, як це зробив би арбітр: чи може гравець, що має ходити, вимагати нічию, чи не завершено вже партію, чи мертва позиція, що буде, якщо впаде прапорець? Дошка відповідає на підставі власних доведень і показує правило, що стоїть за кожною відповіддю. У разі падіння прапорця застосовуються {fide} і {us}.',
  'drill.pages': 'Сторінки',
  'drill.linkBoard': 'Повна дошка для аналізу',
  'drill.linkEmbed': 'Дошки для навчальних сторінок',
  // ... the kinds of question to ask, the line above the board, and the score.
  'drill.kinds': 'Теми запитань',
  'drill.kinds.claim': 'Вимоги та автоматичні нічиї',
  'drill.kinds.dead': 'Мертві позиції',
  'drill.kinds.flag': 'Падіння прапорця',
  'drill.kinds.mate': 'Шанси на мат',
  'drill.next': 'Наступне запитання',
  'drill.making': 'Складається позиція…',
  'drill.noPosition': 'Не вдалося скласти позицію: спробуйте ще раз.',
  'drill.failed': 'Не вдалося завантажити дошку.',
  'drill.score': {
    one: 'Рахунок за цей візит: правильно {right} з {count} відповіді.',
    few: 'Рахунок за цей візит: правильно {right} з {count} відповідей.',
    many: 'Рахунок за цей візит: правильно {right} з {count} відповідей.',
    other: 'Рахунок за цей візит: правильно {right} з {count} відповіді.',
  },
  'drill.noScore': 'Рахунок за цей візит: відповідей поки немає.',
};
