// English words of lessons: the rule quizzes (lesson/quiz.js), puzzle mode (lesson/puzzle.js),
// the teacher's panel (lesson/teach.js) and the arbiter drill (drill.html, drill.js). {side} and
// the like are side names ("White"); {law} is an article as cited ("FIDE 9.3"); {move} and
// {moves} are moves in SAN ("Nf3"); a message with plural forms is chosen by {count}.
export default {
  // The quiz kinds, as the teacher's panel offers them and the drill names its questions.
  'quiz.kind.claim': 'Can a draw be claimed?',
  'quiz.kind.flag': 'What if the flag falls?',
  'quiz.kind.dead': 'Is the position dead?',
  'quiz.kind.mate': 'Can the player to move still mate?',

  // A quiz's answer, under its options: while the proof is coming, without one, and once
  // answered ("Right. <reason>", "Not quite: <the right option>. <reason>").
  'quiz.proving': 'The board is still proving the answer…',
  'quiz.unproved': 'The board has not proved the answer, so it marks none. {reason}',
  'quiz.answered': '{verdict} {reason}',
  'quiz.right': 'Right.',
  'quiz.notQuite': 'Not quite: {answer}.',

  // Sentences of the reasons: a side's mating chances ({fact} is the draw panel's, "White can
  // still checkmate: 1. Qh5 ..."), and how a game ended by itself.
  'quiz.fact': '{fact}.',
  'quiz.canMateHidden': '{side} can still checkmate (the line is shown once the puzzle is solved).',
  'quiz.ended.checkmate': 'checkmate ({law})',
  'quiz.ended.stalemate': 'stalemate ({law})',
  'quiz.ended.insufficientMaterial': 'neither side has the material to checkmate ({law})',
  'quiz.ended.deadPosition': 'the position is dead ({law})',
  'quiz.ended.fivefold': 'the same position has appeared five times ({law})',
  'quiz.ended.seventyFiveMoves': 'seventy-five moves by each player without a capture or pawn move ({law})',

  // The claim quiz: "Can White, to move, claim a draw?"
  'quiz.claim.question': 'Can {side}, to move, claim a draw?',
  'quiz.claim.now': 'Yes, {side} can claim now',
  'quiz.claim.announce': 'Only by writing down a move and announcing it',
  'quiz.claim.over': 'No need: the game is already drawn',
  'quiz.claim.no': 'No',
  // ... its reasons. {seen} is quiz.claim.seen; {times} and {played} its counts.
  'quiz.claim.seen': 'the position has appeared {times} and {played} since the last capture or pawn move',
  'quiz.claim.times': { one: '{count} time', other: '{count} times' },
  'quiz.claim.played': { one: '{count} half-move has been played', other: '{count} half-moves have been played' },
  'quiz.claim.won': 'No: the game is over - {how}. {side} has won.',
  'quiz.claim.ended': 'The game ended by itself, with no claim: {how}.',
  'quiz.claim.deadUnknown': 'The search ran out of its budget before it proved whether the position is dead; if it is, the game is already over.',
  'quiz.claim.mayNow': '{side} may claim now: {rules}.',
  'quiz.claim.threefoldNow': 'the same position has appeared for the third time, with {side} to move ({law})',
  'quiz.claim.fiftyNow': 'each player has made fifty moves without a capture or pawn move ({law})',
  'quiz.claim.bothRules': '{first}; and {second}',
  'quiz.claim.byAnnouncing': 'Not yet: {seen}. But {side} may write {moves} on the scoresheet, declare to the arbiter the intention to play it, and claim: {rules}. Played first, the move gives the right to claim to the opponent.',
  // {moves}: the first four of the moves, then how many more there are.
  'quiz.claim.more': { one: 'one more', other: 'one of {count} more' },
  'quiz.claim.oneOfItsMoves': 'one of its moves',
  'quiz.claim.threefoldNext': 'the position after it would appear for the third time ({law})',
  'quiz.claim.fiftyNext': 'it would complete fifty moves by each player without a capture or pawn move ({law})',
  'quiz.claim.eitherRule': '{first}; or {second}',
  'quiz.claim.none': "No: {seen}. A claim needs the third appearance of a position ({threefoldLaw}) or fifty moves by each player ({fiftyLaw}), and no move of {side}'s would complete either.",

  // The flag quiz: under the FIDE Laws, then under US Chess rule 14E ({rule}: "14E", "14E2").
  'quiz.flag.question': "{side}'s flag falls now. What is the result under the FIDE Laws?",
  'quiz.flag.opponentWins': '{side} wins',
  'quiz.flag.draw': 'Draw',
  'quiz.flag.over': 'The game is already over: a flag that falls now changes nothing.',
  'quiz.flag.fide': '{law}: the player whose flag falls loses, unless the opponent cannot checkmate by any series of legal moves - then it is a draw. {fact}',
  'quiz.flag.usQuestion': 'And under US Chess rules ({rule}, insufficient material to win on time)?',
  'quiz.flag.us': 'US Chess {rule}: {clause}.',
  // ... the clauses of 14E ({side}: the opponent of {flagger}, whose flag fell; {forced}: one
  // of the four after them).
  'quiz.flag.loneKing': '{side} has only the king, so it is a draw',
  'quiz.flag.minorPiece': '{side} has only a king and a bishop or knight, so it is a draw unless {side} has a forced win; {forced}',
  'quiz.flag.twoKnights': '{side} has only a king and two knights and {flagger} has no pawn, so it is a draw unless {side} has a forced win; {forced}',
  'quiz.flag.cannotMate': '{side} cannot checkmate at all, so it has no forced win',
  'quiz.flag.noTable': 'no endgame table has settled whether it has a forced win',
  'quiz.flag.forcedWin': { one: 'it has a forced win (endgame table: mate in {count} move)', other: 'it has a forced win (endgame table: mate in {count} moves)' },
  'quiz.flag.noForcedWin': 'it has no forced win (endgame table)',

  // The dead-position quiz. {white} and {black}: each side's mating chances, a sentence each.
  'quiz.dead.question': 'Is the position dead - can no series of legal moves lead to checkmate ({law})?',
  'quiz.dead.yes': 'Yes: the game is drawn',
  'quiz.dead.no': 'No: a checkmate is still possible',
  'quiz.dead.over': 'The game is already over, whatever the answer: {how}.',
  'quiz.dead.isDead': 'Yes: {white} {black} The game ended when the position arose.',
  'quiz.dead.facts': '{white} {black}',

  // The mate quiz: with an endgame table (force, help, never), else yes or never.
  'quiz.mate.question': 'Can {side} still checkmate?',
  'quiz.mate.questionAny': 'Can {side} still checkmate (by any series of legal moves)?',
  'quiz.mate.force': 'Yes, by force',
  'quiz.mate.help': 'Only if {side} helps',
  'quiz.mate.never': 'No, never',
  'quiz.mate.yes': 'Yes',
  // ... its reason: the table's {verdict}, then the {fact} of quiz.fact.
  'quiz.mate.reason': '{verdict} {fact}',
  'quiz.mate.tableWin': { one: 'The endgame table: {side} mates in {count} move with best play.', other: 'The endgame table: {side} mates in {count} moves with best play.' },
  'quiz.mate.tableWinTooLate': { one: 'The endgame table: {side} mates in {count} move with best play, but the seventy-five-move rule draws first.', other: 'The endgame table: {side} mates in {count} moves with best play, but the seventy-five-move rule draws first.' },
  'quiz.mate.tableNoForce': 'The endgame table: {side} cannot force mate against best defence.',
  // {count}: the half-moves played since the last capture or pawn move; {other}: the defender.
  'quiz.mate.claimFirst': { one: '{verdict} But {count} half-move has passed without a capture or pawn move: unless one on the way resets the count, {other} may claim a draw under the fifty-move rule ({law}) before the mate, so the board does not rule on "by force" here.', other: '{verdict} But {count} half-moves have passed without a capture or pawn move: unless one on the way resets the count, {other} may claim a draw under the fifty-move rule ({law}) before the mate, so the board does not rule on "by force" here.' },

  // Puzzle mode: the panel, its task line ("White to play: find the lesson's move (1 of 3).")
  // and its buttons.
  'puzzle.title': 'Puzzle',
  'puzzle.task': "{side} to play: find the lesson's move ({number} of {count}).",
  'puzzle.replies': '{side} replies…',
  'puzzle.yourMove': 'Your move.',
  'puzzle.hint': 'Hint',
  'puzzle.hint.label': 'Hint: the piece to move, then its square',
  'puzzle.reveal': 'Show the move',
  'puzzle.retry': 'Retry',
  'puzzle.retry.label': 'Retry: start the puzzle again',
  'puzzle.restarted': 'Puzzle restarted. {task}',
  'puzzle.wait': 'Wait for the board: it is playing the reply or checking a move.',
  // ... what a try gets ({move}: the move tried, {expected}: the lesson's); a sentence of ours
  // and then the lesson's comment or the summary (puzzle.andThen).
  'puzzle.andThen': '{first} {then}',
  'puzzle.right': 'Right: {move}.',
  'puzzle.notThis': 'Not this: {move}.',
  'puzzle.checking': 'Checking {move}…',
  'puzzle.checkingSaid': 'Checking {move}.',
  'puzzle.notLessonMove': "Not the lesson's move: {move}. Try again.",
  'puzzle.revealed': "The lesson's move: {move}.",
  // {why}: one of the four after it.
  'puzzle.justAsGood': 'Just as good: {move} - {why}. The lesson goes on with {expected}.',
  'puzzle.matesAsWell': 'it mates as well',
  'puzzle.drawsAsWell': 'it draws as well (endgame table)',
  'puzzle.winsAsWell': "it wins as well (endgame table: mate in {mine}, the lesson's move in {theirs})",
  'puzzle.matesInAsWell': 'it mates in {count} as well (engine search, {plies} plies)',
  // ... the hints: the piece to move ({from}: its square), then where it goes ({to}).
  'puzzle.hintPiece.king': 'Hint: move the king on {from}.',
  'puzzle.hintPiece.queen': 'Hint: move the queen on {from}.',
  'puzzle.hintPiece.rook': 'Hint: move the rook on {from}.',
  'puzzle.hintPiece.bishop': 'Hint: move the bishop on {from}.',
  'puzzle.hintPiece.knight': 'Hint: move the knight on {from}.',
  'puzzle.hintPiece.pawn': 'Hint: move the pawn on {from}.',
  'puzzle.hintSquare.king': 'Hint: the king on {from} goes to {to}.',
  'puzzle.hintSquare.queen': 'Hint: the queen on {from} goes to {to}.',
  'puzzle.hintSquare.rook': 'Hint: the rook on {from} goes to {to}.',
  'puzzle.hintSquare.bishop': 'Hint: the bishop on {from} goes to {to}.',
  'puzzle.hintSquare.knight': 'Hint: the knight on {from} goes to {to}.',
  'puzzle.hintSquare.pawn': 'Hint: the pawn on {from} goes to {to}.',
  // ... the end ({moves}: puzzle.moves; {hints}: puzzle.hints; {firstTry}, {revealed}: numbers).
  'puzzle.solved': 'Solved: {firstTry} of {moves} found at the first try; {hints}; {revealed} shown.',
  'puzzle.moves': { one: '{count} move', other: '{count} moves' },
  'puzzle.hints': { one: '{count} hint', other: '{count} hints' },
  'puzzle.nothingToFind': 'This lesson has no move to find from here.',

  // The teacher's panel under the moves (Teach), and what a screen reader hears from it.
  'teach.legend': 'Teach with this move',
  'teach.find': 'The reader finds this move (puzzle mode)',
  'teach.ask': 'Ask the reader, after this move:',
  'teach.findSet': 'The reader will find this move.',
  'teach.findRemoved': 'No longer a move to find.',
  // {value}: the quizzes as the PGN writes them ("claim,dead").
  'teach.quizSet': 'Quiz set: {value}.',
  'teach.quizRemoved': 'Quiz removed.',
  // The quiz panel's title, and puzzle mode turned on and off.
  'teach.question': 'Question',
  'teach.puzzleStarted': 'Puzzle: {side} to play.',
  'teach.puzzleClosed': 'Puzzle closed.',

  // The arbiter drill page (drill.html): its title, introduction ({fide}: "FIDE 6.9", {us}: "US
  // Chess rule 14E") and links.
  'drill.pageTitle': 'drawboard: arbiter drill - claims, flags and dead positions',
  'drill.title': 'Arbiter drill',
  'drill.intro': 'Rule on the position as an arbiter would: can the player to move claim a draw, is the game already over, is the position dead, what happens if a flag falls? The board answers from its own proofs and shows the rule behind each answer. Rulings on flag falls follow {fide} and {us}.',
  'drill.pages': 'Pages',
  'drill.linkBoard': 'The full analysis board',
  'drill.linkEmbed': 'Boards for teaching pages',
  // ... the kinds of question to ask, the line above the board, and the score.
  'drill.kinds': 'Questions on',
  'drill.kinds.claim': 'Claims and automatic draws',
  'drill.kinds.dead': 'Dead positions',
  'drill.kinds.flag': 'Flag falls',
  'drill.kinds.mate': 'Mating chances',
  'drill.next': 'Next question',
  'drill.making': 'Making a position…',
  'drill.noPosition': 'No position could be made: try again.',
  'drill.failed': 'The board could not be loaded.',
  'drill.score': { one: 'Score this visit: {right} of {count} answer right.', other: 'Score this visit: {right} of {count} answers right.' },
  'drill.noScore': 'Score this visit: no answers yet.',
};
