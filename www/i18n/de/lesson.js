// German words of lessons: the rule quizzes (lesson/quiz.js), puzzle mode (lesson/puzzle.js),
// the teacher's panel (lesson/teach.js) and the arbiter drill (drill.html, drill.js). {side} and
// the like are side names ("Weiß"); {law} is an article as cited ("FIDE 9.3"); {move} and
// {moves} are moves in SAN ("Nf3"); a message with plural forms is chosen by {count}.
// Terms: www/i18n/glossary/de.md.
export default {
  // The quiz kinds, as the teacher's panel offers them and the drill names its questions.
  'quiz.kind.claim': 'Kann Remis reklamiert werden?',
  'quiz.kind.flag': 'Was gilt bei Zeitüberschreitung?',
  'quiz.kind.dead': 'Ist die Stellung tot?',
  'quiz.kind.mate': 'Kann der Spieler am Zug noch mattsetzen?',

  // A quiz's answer, under its options: while the proof is coming, without one, and once
  // answered ("Right. <reason>", "Not quite: <the right option>. <reason>").
  'quiz.proving': 'Das Brett beweist die Antwort noch…',
  'quiz.unproved': 'Das Brett hat die Antwort nicht bewiesen und markiert daher keine. {reason}',
  'quiz.answered': '{verdict} {reason}',
  'quiz.right': 'Richtig.',
  'quiz.notQuite': 'Nicht ganz: {answer}.',

  // Sentences of the reasons: a side's mating chances ({fact} is the draw panel's, "White can
  // still checkmate: 1. Qh5 ..."), and how a game ended by itself.
  'quiz.fact': '{fact}.',
  'quiz.canMateHidden': '{side} kann noch mattsetzen (die Zugfolge wird gezeigt, sobald die Aufgabe gelöst ist).',
  'quiz.ended.checkmate': 'Matt ({law})',
  'quiz.ended.stalemate': 'Patt ({law})',
  'quiz.ended.insufficientMaterial': 'keine Seite hat das Material zum Mattsetzen ({law})',
  'quiz.ended.deadPosition': 'die Stellung ist tot ({law})',
  'quiz.ended.fivefold': 'dieselbe Stellung ist fünfmal aufgetreten ({law})',
  'quiz.ended.seventyFiveMoves': '75 Züge jedes Spielers ohne Schlagen oder Bauernzug ({law})',

  // The claim quiz: "Can White, to move, claim a draw?"
  'quiz.claim.question': 'Kann {side} als Spieler am Zug Remis reklamieren?',
  'quiz.claim.now': 'Ja, {side} kann jetzt reklamieren',
  'quiz.claim.announce': 'Nur durch Notieren und Ankündigen eines Zuges',
  'quiz.claim.over': 'Nicht nötig: die Partie ist bereits remis',
  'quiz.claim.no': 'Nein',
  // ... its reasons. {seen} is quiz.claim.seen; {times} and {played} its counts.
  // (German: {played} follows "seit dem letzten Schlagen oder Bauernzug", so it starts with its verb.)
  'quiz.claim.seen': 'die Stellung ist {times} aufgetreten, und seit dem letzten Schlagen oder Bauernzug {played}',
  'quiz.claim.times': { one: '{count}-mal', other: '{count}-mal' },
  'quiz.claim.played': { one: 'wurde {count} Halbzug gespielt', other: 'wurden {count} Halbzüge gespielt' },
  'quiz.claim.won': 'Nein: die Partie ist beendet – {how}. {side} hat gewonnen.',
  'quiz.claim.ended': 'Die Partie endete von selbst, ohne Reklamation: {how}.',
  'quiz.claim.deadUnknown': 'Die Suche hat ihr Budget erschöpft, bevor sie bewies, ob die Stellung tot ist; wenn ja, ist die Partie bereits beendet.',
  'quiz.claim.mayNow': '{side} kann jetzt reklamieren: {rules}.',
  'quiz.claim.threefoldNow': 'dieselbe Stellung ist zum dritten Mal aufgetreten, mit {side} am Zug ({law})',
  'quiz.claim.fiftyNow': 'jeder Spieler hat 50 Züge ohne Schlagen oder Bauernzug ausgeführt ({law})',
  'quiz.claim.bothRules': '{first}; und {second}',
  'quiz.claim.byAnnouncing': 'Noch nicht: {seen}. Aber {side} kann {moves} auf dem Partieformular notieren, dem Schiedsrichter die Absicht erklären, diesen Zug auszuführen, und reklamieren: {rules}. Wird der Zug zuerst ausgeführt, geht das Recht zu reklamieren auf den Gegner über.',
  // {moves}: the first four of the moves, then how many more there are.
  'quiz.claim.more': { one: 'einen weiteren', other: 'einen von {count} weiteren' },
  'quiz.claim.oneOfItsMoves': 'einen seiner Züge',
  'quiz.claim.threefoldNext': 'die Stellung danach würde zum dritten Mal auftreten ({law})',
  'quiz.claim.fiftyNext': 'der Zug würde 50 Züge jedes Spielers ohne Schlagen oder Bauernzug vollenden ({law})',
  'quiz.claim.eitherRule': '{first}; oder {second}',
  'quiz.claim.none': 'Nein: {seen}. Eine Reklamation erfordert das dritte Auftreten einer Stellung ({threefoldLaw}) oder 50 Züge jedes Spielers ({fiftyLaw}), und kein Zug von {side} würde eines davon vollenden.',

  // The flag quiz: under the FIDE Laws, then under US Chess rule 14E ({rule}: "14E", "14E2").
  'quiz.flag.question': 'Das Fallblättchen von {side} fällt jetzt. Wie lautet das Ergebnis nach den FIDE-Schachregeln?',
  'quiz.flag.opponentWins': '{side} gewinnt',
  'quiz.flag.draw': 'Remis',
  'quiz.flag.over': 'Die Partie ist bereits beendet: eine Zeitüberschreitung ändert jetzt nichts mehr.',
  'quiz.flag.fide': '{law}: Wer die Zeit überschreitet, verliert – es sei denn, der Gegner kann durch keine Folge regelgemäßer Züge mattsetzen; dann ist die Partie remis. {fact}',
  'quiz.flag.usQuestion': 'Und nach den Regeln von US Chess ({rule}, ungenügendes Material für einen Gewinn auf Zeit)?',
  'quiz.flag.us': 'US Chess {rule}: {clause}.',
  // ... the clauses of 14E ({side}: the opponent of {flagger}, whose flag fell; {forced}: one
  // of the four after them).
  'quiz.flag.loneKing': '{side} hat nur den König, daher ist die Partie remis',
  'quiz.flag.minorPiece': '{side} hat nur König und Läufer oder Springer, daher ist die Partie remis, außer {side} hat einen erzwungenen Gewinn; {forced}',
  'quiz.flag.twoKnights': '{side} hat nur König und zwei Springer, und {flagger} hat keinen Bauern, daher ist die Partie remis, außer {side} hat einen erzwungenen Gewinn; {forced}',
  'quiz.flag.cannotMate': '{side} kann überhaupt nicht mattsetzen und hat daher keinen erzwungenen Gewinn',
  'quiz.flag.noTable': 'keine Endspieldatenbank hat geklärt, ob es einen erzwungenen Gewinn gibt',
  'quiz.flag.forcedWin': { one: 'es gibt einen erzwungenen Gewinn (Endspieldatenbank: Matt in {count} Zug)', other: 'es gibt einen erzwungenen Gewinn (Endspieldatenbank: Matt in {count} Zügen)' },
  'quiz.flag.noForcedWin': 'es gibt keinen erzwungenen Gewinn (Endspieldatenbank)',

  // The dead-position quiz. {white} and {black}: each side's mating chances, a sentence each.
  'quiz.dead.question': 'Ist die Stellung tot – kann keine Folge regelgemäßer Züge zum Matt führen ({law})?',
  'quiz.dead.yes': 'Ja: die Partie ist remis',
  'quiz.dead.no': 'Nein: ein Matt ist noch möglich',
  'quiz.dead.over': 'Die Partie ist bereits beendet, wie auch immer die Antwort lautet: {how}.',
  'quiz.dead.isDead': 'Ja: {white} {black} Die Partie endete, als die Stellung entstand.',
  'quiz.dead.facts': '{white} {black}',

  // The mate quiz: with an endgame table (force, help, never), else yes or never.
  'quiz.mate.question': 'Kann {side} noch mattsetzen?',
  'quiz.mate.questionAny': 'Kann {side} noch mattsetzen (durch irgendeine Folge regelgemäßer Züge)?',
  'quiz.mate.force': 'Ja, erzwungen',
  'quiz.mate.help': 'Nur wenn {side} mithilft',
  'quiz.mate.never': 'Nein, nie',
  'quiz.mate.yes': 'Ja',
  // ... its reason: the table's {verdict}, then the {fact} of quiz.fact.
  'quiz.mate.reason': '{verdict} {fact}',
  'quiz.mate.tableWin': { one: 'Laut Endspieldatenbank setzt {side} bei bestem Spiel in {count} Zug matt.', other: 'Laut Endspieldatenbank setzt {side} bei bestem Spiel in {count} Zügen matt.' },
  'quiz.mate.tableWinTooLate': { one: 'Laut Endspieldatenbank setzt {side} bei bestem Spiel in {count} Zug matt, aber vorher greift die 75-Züge-Regel.', other: 'Laut Endspieldatenbank setzt {side} bei bestem Spiel in {count} Zügen matt, aber vorher greift die 75-Züge-Regel.' },
  'quiz.mate.tableNoForce': 'Laut Endspieldatenbank kann {side} gegen beste Verteidigung kein Matt erzwingen.',
  // {count}: the half-moves played since the last capture or pawn move; {other}: the defender.
  'quiz.mate.claimFirst': { one: '{verdict} Aber {count} Halbzug ist ohne Schlagen oder Bauernzug vergangen: sofern nicht unterwegs ein Schlagen oder Bauernzug die Zählung zurücksetzt, kann {other} vor dem Matt Remis nach der 50-Züge-Regel reklamieren ({law}), daher entscheidet das Brett hier nicht über „erzwungen“.', other: '{verdict} Aber {count} Halbzüge sind ohne Schlagen oder Bauernzug vergangen: sofern nicht unterwegs ein Schlagen oder Bauernzug die Zählung zurücksetzt, kann {other} vor dem Matt Remis nach der 50-Züge-Regel reklamieren ({law}), daher entscheidet das Brett hier nicht über „erzwungen“.' },

  // Puzzle mode: the panel, its task line ("White to play: find the lesson's move (1 of 3).")
  // and its buttons.
  'puzzle.title': 'Aufgabe',
  'puzzle.task': '{side} am Zug: den Zug der Lektion finden ({number} von {count}).',
  'puzzle.replies': '{side} antwortet…',
  'puzzle.yourMove': 'Jetzt den nächsten Zug finden.',
  'puzzle.hint': 'Tipp',
  'puzzle.hint.label': 'Tipp: erst die zu ziehende Figur, dann ihr Zielfeld',
  'puzzle.reveal': 'Zug zeigen',
  'puzzle.retry': 'Nochmal',
  'puzzle.retry.label': 'Nochmal: die Aufgabe neu beginnen',
  'puzzle.restarted': 'Aufgabe neu begonnen. {task}',
  'puzzle.wait': 'Bitte warten: das Brett spielt die Antwort oder prüft einen Zug.',
  // ... what a try gets ({move}: the move tried, {expected}: the lesson's); a sentence of ours
  // and then the lesson's comment or the summary (puzzle.andThen).
  'puzzle.andThen': '{first} {then}',
  'puzzle.right': 'Richtig: {move}.',
  'puzzle.notThis': 'Nicht dieser Zug: {move}.',
  'puzzle.checking': 'Prüfe {move}…',
  'puzzle.checkingSaid': 'Prüfe {move}.',
  'puzzle.notLessonMove': 'Nicht der Zug der Lektion: {move}. Noch einmal versuchen.',
  'puzzle.revealed': 'Der Zug der Lektion: {move}.',
  // {why}: one of the four after it.
  'puzzle.justAsGood': 'Genauso gut: {move} – {why}. Die Lektion geht mit {expected} weiter.',
  'puzzle.matesAsWell': 'er setzt ebenfalls matt',
  'puzzle.drawsAsWell': 'er hält ebenfalls remis (Endspieldatenbank)',
  'puzzle.winsAsWell': 'er gewinnt ebenfalls (Endspieldatenbank: Matt in {mine}, mit dem Zug der Lektion in {theirs})',
  'puzzle.matesInAsWell': 'er setzt ebenfalls in {count} matt (Engine-Suche, {plies} Halbzüge)',
  // ... the hints: the piece to move ({from}: its square), then where it goes ({to}).
  'puzzle.hintPiece.king': 'Tipp: mit dem König auf {from} ziehen.',
  'puzzle.hintPiece.queen': 'Tipp: mit der Dame auf {from} ziehen.',
  'puzzle.hintPiece.rook': 'Tipp: mit dem Turm auf {from} ziehen.',
  'puzzle.hintPiece.bishop': 'Tipp: mit dem Läufer auf {from} ziehen.',
  'puzzle.hintPiece.knight': 'Tipp: mit dem Springer auf {from} ziehen.',
  'puzzle.hintPiece.pawn': 'Tipp: mit dem Bauern auf {from} ziehen.',
  'puzzle.hintSquare.king': 'Tipp: der König auf {from} zieht nach {to}.',
  'puzzle.hintSquare.queen': 'Tipp: die Dame auf {from} zieht nach {to}.',
  'puzzle.hintSquare.rook': 'Tipp: der Turm auf {from} zieht nach {to}.',
  'puzzle.hintSquare.bishop': 'Tipp: der Läufer auf {from} zieht nach {to}.',
  'puzzle.hintSquare.knight': 'Tipp: der Springer auf {from} zieht nach {to}.',
  'puzzle.hintSquare.pawn': 'Tipp: der Bauer auf {from} zieht nach {to}.',
  // ... the end ({moves}: puzzle.moves; {hints}: puzzle.hints; {firstTry}, {revealed}: numbers).
  // (German: {moves} follows "von", so it is in the dative.)
  'puzzle.solved': 'Gelöst: {firstTry} von {moves} im ersten Versuch gefunden; {hints}; {revealed} gezeigt.',
  'puzzle.moves': { one: '{count} Zug', other: '{count} Zügen' },
  'puzzle.hints': { one: '{count} Tipp', other: '{count} Tipps' },
  'puzzle.nothingToFind': 'In dieser Lektion ist von hier aus kein Zug zu finden.',

  // The teacher's panel under the moves (Teach), and what a screen reader hears from it.
  'teach.legend': 'Lehren mit diesem Zug',
  'teach.find': 'Der Leser findet diesen Zug (Aufgabenmodus)',
  'teach.ask': 'Nach diesem Zug den Leser fragen:',
  'teach.findSet': 'Der Leser soll diesen Zug finden.',
  'teach.findRemoved': 'Kein zu findender Zug mehr.',
  // {value}: the quizzes as the PGN writes them ("claim,dead").
  'teach.quizSet': 'Quiz gesetzt: {value}.',
  'teach.quizRemoved': 'Quiz entfernt.',
  // The quiz panel's title, and puzzle mode turned on and off.
  'teach.question': 'Frage',
  'teach.puzzleStarted': 'Aufgabe: {side} am Zug.',
  'teach.puzzleClosed': 'Aufgabe geschlossen.',

  // The arbiter drill page (drill.html): its title, introduction ({fide}: "FIDE 6.9", {us}: "US
  // Chess rule 14E") and links.
  'drill.pageTitle': 'drawboard: Schiedsrichtertraining – Reklamationen, Zeitüberschreitungen und tote Stellungen',
  'drill.title': 'Schiedsrichtertraining',
  'drill.intro': 'Die Stellung so beurteilen, wie ein Schiedsrichter es täte: Kann der Spieler am Zug Remis reklamieren, ist die Partie bereits beendet, ist die Stellung tot, was geschieht bei Zeitüberschreitung? Das Brett antwortet aus seinen eigenen Beweisen und zeigt zu jeder Antwort die Regel. Entscheidungen bei Zeitüberschreitung folgen {fide} und {us}.',
  'drill.pages': 'Seiten',
  'drill.linkBoard': 'Das vollständige Analysebrett',
  'drill.linkEmbed': 'Bretter für Lehrseiten',
  // ... the kinds of question to ask, the line above the board, and the score.
  'drill.kinds': 'Fragen zu',
  'drill.kinds.claim': 'Reklamationen und automatisches Remis',
  'drill.kinds.dead': 'Tote Stellungen',
  'drill.kinds.flag': 'Zeitüberschreitungen',
  'drill.kinds.mate': 'Mattchancen',
  'drill.next': 'Nächste Frage',
  'drill.making': 'Stellung wird erzeugt…',
  'drill.noPosition': 'Es konnte keine Stellung erzeugt werden: bitte erneut versuchen.',
  'drill.failed': 'Das Brett konnte nicht geladen werden.',
  'drill.score': { one: 'Ergebnis dieses Besuchs: {right} von {count} Antwort richtig.', other: 'Ergebnis dieses Besuchs: {right} von {count} Antworten richtig.' },
  'drill.noScore': 'Ergebnis dieses Besuchs: noch keine Antworten.',
};
