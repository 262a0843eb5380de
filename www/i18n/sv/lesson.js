// Swedish words of lessons: the rule quizzes (lesson/quiz.js), puzzle mode (lesson/puzzle.js),
// the teacher's panel (lesson/teach.js) and the arbiter drill (drill.html, drill.js). {side} and
// the like are side names ("Vit"); {law} is an article as cited ("FIDE 9.3"); {move} and
// {moves} are moves in SAN ("Nf3"); a message with plural forms is chosen by {count}.
// Terms: www/i18n/glossary/sv.md.
export default {
  // The quiz kinds, as the teacher's panel offers them and the drill names its questions.
  'quiz.kind.claim': 'Kan remi begäras?',
  'quiz.kind.flag': 'Vad händer om kläppen faller?',
  'quiz.kind.dead': 'Är ställningen död?',
  'quiz.kind.mate': 'Kan spelaren vid draget fortfarande sätta matt?',

  // A quiz's answer, under its options: while the proof is coming, without one, and once
  // answered ("Right. <reason>", "Not quite: <the right option>. <reason>").
  'quiz.proving': 'Brädet bevisar fortfarande svaret…',
  'quiz.unproved': 'Brädet har inte bevisat svaret och markerar därför inget. {reason}',
  'quiz.answered': '{verdict} {reason}',
  'quiz.right': 'Rätt.',
  'quiz.notQuite': 'Inte riktigt: {answer}.',

  // Sentences of the reasons: a side's mating chances ({fact} is the draw panel's, "White can
  // still checkmate: 1. Qh5 ..."), and how a game ended by itself.
  'quiz.fact': '{fact}.',
  'quiz.canMateHidden': '{side} kan fortfarande sätta matt (varianten visas när uppgiften är löst).',
  'quiz.ended.checkmate': 'schackmatt ({law})',
  'quiz.ended.stalemate': 'patt ({law})',
  'quiz.ended.insufficientMaterial': 'ingen av spelarna har material att sätta matt ({law})',
  'quiz.ended.deadPosition': 'ställningen är död ({law})',
  'quiz.ended.fivefold': 'samma ställning har uppstått fem gånger ({law})',
  'quiz.ended.seventyFiveMoves': '75 drag av vardera spelaren utan slag eller bondedrag ({law})',

  // The claim quiz: "Can White, to move, claim a draw?"
  'quiz.claim.question': 'Kan {side}, som är vid draget, begära remi?',
  'quiz.claim.now': 'Ja, {side} kan begära nu',
  'quiz.claim.announce': 'Endast genom att skriva ned ett drag och tillkännage det',
  'quiz.claim.over': 'Inte nödvändigt: partiet är redan remi',
  'quiz.claim.no': 'Nej',
  // ... its reasons. {seen} is quiz.claim.seen; {times} and {played} its counts.
  'quiz.claim.seen': 'ställningen har uppstått {times}, och {played} sedan senaste slag eller bondedrag',
  'quiz.claim.times': { one: '{count} gång', other: '{count} gånger' },
  'quiz.claim.played': { one: '{count} halvdrag har spelats', other: '{count} halvdrag har spelats' },
  'quiz.claim.won': 'Nej: partiet är slut – {how}. {side} har vunnit.',
  'quiz.claim.ended': 'Partiet slutade av sig självt, utan någon begäran: {how}.',
  'quiz.claim.deadUnknown': 'Sökningen överskred sin budget innan den bevisade om ställningen är död; om den är det är partiet redan slut.',
  'quiz.claim.mayNow': '{side} får begära nu: {rules}.',
  'quiz.claim.threefoldNow': 'samma ställning har uppstått för tredje gången, med {side} vid draget ({law})',
  'quiz.claim.fiftyNow': 'vardera spelaren har gjort 50 drag utan slag eller bondedrag ({law})',
  'quiz.claim.bothRules': '{first}; och {second}',
  'quiz.claim.byAnnouncing': 'Inte än: {seen}. Men {side} får skriva {moves} på protokollet, förklara för domaren sin avsikt att spela draget och begära remi: {rules}. Spelas draget först går rätten att begära remi över till motståndaren.',
  // {moves}: the first four of the moves, then how many more there are.
  'quiz.claim.more': { one: 'ett till', other: 'ett av {count} till' },
  'quiz.claim.oneOfItsMoves': 'ett av sina drag',
  'quiz.claim.threefoldNext': 'ställningen efter draget skulle uppstå för tredje gången ({law})',
  'quiz.claim.fiftyNext': 'draget skulle fullborda 50 drag av vardera spelaren utan slag eller bondedrag ({law})',
  'quiz.claim.eitherRule': '{first}; eller {second}',
  'quiz.claim.none': 'Nej: {seen}. En begäran kräver att en ställning uppstår för tredje gången ({threefoldLaw}) eller 50 drag av vardera spelaren ({fiftyLaw}), och inget drag av {side} skulle fullborda något av dem.',

  // The flag quiz: under the FIDE Laws, then under US Chess rule 14E ({rule}: "14E", "14E2").
  'quiz.flag.question': '{side}s kläpp faller nu. Vad blir resultatet enligt FIDE:s schackregler?',
  'quiz.flag.opponentWins': '{side} vinner',
  'quiz.flag.draw': 'Remi',
  'quiz.flag.over': 'Partiet är redan slut: en kläpp som faller nu ändrar ingenting.',
  'quiz.flag.fide': '{law}: den spelare vars kläpp faller förlorar partiet, utom när motståndaren inte kan sätta matt med någon följd av regelrätta drag – då blir det remi. {fact}',
  'quiz.flag.usQuestion': 'Och enligt US Chess-reglerna ({rule}, otillräckligt material för att vinna på tid)?',
  'quiz.flag.us': 'US Chess {rule}: {clause}.',
  // ... the clauses of 14E ({side}: the opponent of {flagger}, whose flag fell; {forced}: one
  // of the four after them).
  'quiz.flag.loneKing': '{side} har bara kungen kvar, så det är remi',
  'quiz.flag.minorPiece': '{side} har bara en kung och en löpare eller springare, så det är remi om inte {side} har en forcerad vinst; {forced}',
  'quiz.flag.twoKnights': '{side} har bara en kung och två springare och {flagger} har ingen bonde, så det är remi om inte {side} har en forcerad vinst; {forced}',
  'quiz.flag.cannotMate': '{side} kan inte sätta matt alls och har alltså ingen forcerad vinst',
  'quiz.flag.noTable': 'ingen slutspelsdatabas har avgjort om det finns en forcerad vinst',
  'quiz.flag.forcedWin': { one: 'det finns en forcerad vinst (slutspelsdatabas: matt i {count} drag)', other: 'det finns en forcerad vinst (slutspelsdatabas: matt i {count} drag)' },
  'quiz.flag.noForcedWin': 'det finns ingen forcerad vinst (slutspelsdatabas)',

  // The dead-position quiz. {white} and {black}: each side's mating chances, a sentence each.
  'quiz.dead.question': 'Är ställningen död – kan ingen följd av regelrätta drag leda till schackmatt ({law})?',
  'quiz.dead.yes': 'Ja: partiet är remi',
  'quiz.dead.no': 'Nej: schackmatt är fortfarande möjlig',
  'quiz.dead.over': 'Partiet är redan slut, vilket svaret än är: {how}.',
  'quiz.dead.isDead': 'Ja: {white} {black} Partiet slutade när ställningen uppstod.',
  'quiz.dead.facts': '{white} {black}',

  // The mate quiz: with an endgame table (force, help, never), else yes or never.
  'quiz.mate.question': 'Kan {side} fortfarande sätta matt?',
  'quiz.mate.questionAny': 'Kan {side} fortfarande sätta matt (med någon följd av regelrätta drag)?',
  'quiz.mate.force': 'Ja, forcerat',
  'quiz.mate.help': 'Bara om {side} hjälper till',
  'quiz.mate.never': 'Nej, aldrig',
  'quiz.mate.yes': 'Ja',
  // ... its reason: the table's {verdict}, then the {fact} of quiz.fact.
  'quiz.mate.reason': '{verdict} {fact}',
  'quiz.mate.tableWin': { one: 'Slutspelsdatabasen: {side} sätter matt i {count} drag med bästa spel.', other: 'Slutspelsdatabasen: {side} sätter matt i {count} drag med bästa spel.' },
  'quiz.mate.tableWinTooLate': { one: 'Slutspelsdatabasen: {side} sätter matt i {count} drag med bästa spel, men 75-dragsregeln ger remi först.', other: 'Slutspelsdatabasen: {side} sätter matt i {count} drag med bästa spel, men 75-dragsregeln ger remi först.' },
  'quiz.mate.tableNoForce': 'Slutspelsdatabasen: {side} kan inte forcera matt mot bästa försvar.',
  // {count}: the half-moves played since the last capture or pawn move; {other}: the defender.
  'quiz.mate.claimFirst': { one: '{verdict} Men {count} halvdrag har spelats utan slag eller bondedrag: om inte ett sådant på vägen nollställer räkningen kan {other} begära remi enligt 50-dragsregeln ({law}) före matten, så brädet tar inte ställning till ”forcerat” här.', other: '{verdict} Men {count} halvdrag har spelats utan slag eller bondedrag: om inte ett sådant på vägen nollställer räkningen kan {other} begära remi enligt 50-dragsregeln ({law}) före matten, så brädet tar inte ställning till ”forcerat” här.' },

  // Puzzle mode: the panel, its task line ("White to play: find the lesson's move (1 of 3).")
  // and its buttons.
  'puzzle.title': 'Uppgift',
  'puzzle.task': '{side} vid draget: hitta lektionens drag ({number} av {count}).',
  'puzzle.replies': '{side} svarar…',
  'puzzle.yourMove': 'Ditt drag.',
  'puzzle.hint': 'Ledtråd',
  'puzzle.hint.label': 'Ledtråd: pjäsen som ska dras, sedan dess fält',
  'puzzle.reveal': 'Visa draget',
  'puzzle.retry': 'Försök igen',
  'puzzle.retry.label': 'Försök igen: börja om uppgiften',
  'puzzle.restarted': 'Uppgiften har börjat om. {task}',
  'puzzle.wait': 'Vänta på brädet: det spelar svaret eller kontrollerar ett drag.',
  // ... what a try gets ({move}: the move tried, {expected}: the lesson's); a sentence of ours
  // and then the lesson's comment or the summary (puzzle.andThen).
  'puzzle.andThen': '{first} {then}',
  'puzzle.right': 'Rätt: {move}.',
  'puzzle.notThis': 'Inte detta: {move}.',
  'puzzle.checking': 'Kontrollerar {move}…',
  'puzzle.checkingSaid': 'Kontrollerar {move}.',
  'puzzle.notLessonMove': 'Inte lektionens drag: {move}. Försök igen.',
  'puzzle.revealed': 'Lektionens drag: {move}.',
  // {why}: one of the four after it.
  'puzzle.justAsGood': 'Lika bra: {move} – {why}. Lektionen fortsätter med {expected}.',
  'puzzle.matesAsWell': 'det sätter också matt',
  'puzzle.drawsAsWell': 'det håller också remi (slutspelsdatabas)',
  'puzzle.winsAsWell': 'det vinner också (slutspelsdatabas: matt i {mine}, lektionens drag i {theirs})',
  'puzzle.matesInAsWell': 'det sätter också matt i {count} (motorsökning, {plies} halvdrag)',
  // ... the hints: the piece to move ({from}: its square), then where it goes ({to}).
  'puzzle.hintPiece.king': 'Ledtråd: dra kungen på {from}.',
  'puzzle.hintPiece.queen': 'Ledtråd: dra damen på {from}.',
  'puzzle.hintPiece.rook': 'Ledtråd: dra tornet på {from}.',
  'puzzle.hintPiece.bishop': 'Ledtråd: dra löparen på {from}.',
  'puzzle.hintPiece.knight': 'Ledtråd: dra springaren på {from}.',
  'puzzle.hintPiece.pawn': 'Ledtråd: dra bonden på {from}.',
  'puzzle.hintSquare.king': 'Ledtråd: kungen på {from} går till {to}.',
  'puzzle.hintSquare.queen': 'Ledtråd: damen på {from} går till {to}.',
  'puzzle.hintSquare.rook': 'Ledtråd: tornet på {from} går till {to}.',
  'puzzle.hintSquare.bishop': 'Ledtråd: löparen på {from} går till {to}.',
  'puzzle.hintSquare.knight': 'Ledtråd: springaren på {from} går till {to}.',
  'puzzle.hintSquare.pawn': 'Ledtråd: bonden på {from} går till {to}.',
  // ... the end ({moves}: puzzle.moves; {hints}: puzzle.hints; {firstTry}, {revealed}: numbers).
  'puzzle.solved': 'Löst: {firstTry} av {moves} hittade på första försöket; {hints}; {revealed} visade.',
  'puzzle.moves': { one: '{count} drag', other: '{count} drag' },
  'puzzle.hints': { one: '{count} ledtråd', other: '{count} ledtrådar' },
  'puzzle.nothingToFind': 'Den här lektionen har inget drag att hitta härifrån.',

  // The teacher's panel under the moves (Teach), and what a screen reader hears from it.
  'teach.legend': 'Undervisa med detta drag',
  'teach.find': 'Läsaren ska hitta detta drag (uppgiftsläge)',
  'teach.ask': 'Fråga läsaren, efter detta drag:',
  'teach.findSet': 'Läsaren ska hitta detta drag.',
  'teach.findRemoved': 'Inte längre ett drag att hitta.',
  // {value}: the quizzes as the PGN writes them ("claim,dead").
  'teach.quizSet': 'Frågor inställda: {value}.',
  'teach.quizRemoved': 'Frågan borttagen.',
  // The quiz panel's title, and puzzle mode turned on and off.
  'teach.question': 'Fråga',
  'teach.puzzleStarted': 'Uppgift: {side} vid draget.',
  'teach.puzzleClosed': 'Uppgiften stängd.',

  // The arbiter drill page (drill.html): its title, introduction ({fide}: "FIDE 6.9", {us}: "US
  // Chess rule 14E") and links.
  'drill.pageTitle': 'drawboard: domarövning – remibegäran, kläppfall och döda ställningar',
  'drill.title': 'Domarövning',
  'drill.intro': 'Döm ställningen som en domare skulle göra: kan spelaren vid draget begära remi, är partiet redan slut, är ställningen död, vad händer om en kläpp faller? Brädet svarar utifrån sina egna bevis och visar regeln bakom varje svar. Avgöranden vid kläppfall följer {fide} och {us}.',
  'drill.pages': 'Sidor',
  'drill.linkBoard': 'Det fullständiga analysbrädet',
  'drill.linkEmbed': 'Bräden för undervisningssidor',
  // ... the kinds of question to ask, the line above the board, and the score.
  'drill.kinds': 'Frågor om',
  'drill.kinds.claim': 'Remibegäran och automatisk remi',
  'drill.kinds.dead': 'Döda ställningar',
  'drill.kinds.flag': 'Kläppfall',
  'drill.kinds.mate': 'Mattchanser',
  'drill.next': 'Nästa fråga',
  'drill.making': 'Skapar en ställning…',
  'drill.noPosition': 'Ingen ställning kunde skapas: försök igen.',
  'drill.failed': 'Brädet kunde inte läsas in.',
  'drill.score': { one: 'Poäng detta besök: {right} av {count} svar rätt.', other: 'Poäng detta besök: {right} av {count} svar rätt.' },
  'drill.noScore': 'Poäng detta besök: inga svar ännu.',
};
