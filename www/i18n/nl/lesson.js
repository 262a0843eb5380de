// Dutch words of lessons: the rule quizzes (lesson/quiz.js), puzzle mode (lesson/puzzle.js),
// the teacher's panel (lesson/teach.js) and the arbiter drill (drill.html, drill.js). {side} and
// the like are side names ("Wit"); {law} is an article as cited ("FIDE 9.3"); {move} and
// {moves} are moves in SAN ("Nf3"); a message with plural forms is chosen by {count}.
// Terms: www/i18n/glossary/nl.md.
export default {
  // The quiz kinds, as the teacher's panel offers them and the drill names its questions.
  'quiz.kind.claim': 'Kan remise worden geclaimd?',
  'quiz.kind.flag': 'Wat als de vlag valt?',
  'quiz.kind.dead': 'Is de stelling dood?',
  'quiz.kind.mate': 'Kan de speler aan zet nog mat zetten?',

  // A quiz's answer, under its options: while the proof is coming, without one, and once
  // answered ("Right. <reason>", "Not quite: <the right option>. <reason>").
  'quiz.proving': 'Het bord is het antwoord nog aan het bewijzen…',
  'quiz.unproved': 'Het bord heeft het antwoord niet bewezen en markeert er dus geen. {reason}',
  'quiz.answered': '{verdict} {reason}',
  'quiz.right': 'Juist.',
  'quiz.notQuite': 'Niet helemaal: {answer}.',

  // Sentences of the reasons: a side's mating chances ({fact} is the draw panel's, "White can
  // still checkmate: 1. Qh5 ..."), and how a game ended by itself.
  'quiz.fact': '{fact}.',
  'quiz.canMateHidden': '{side} kan nog mat zetten (de variant wordt getoond zodra de puzzel is opgelost).',
  'quiz.ended.checkmate': 'schaakmat ({law})',
  'quiz.ended.stalemate': 'pat ({law})',
  'quiz.ended.insufficientMaterial': 'geen van beide kanten heeft het materiaal om mat te zetten ({law})',
  'quiz.ended.deadPosition': 'de stelling is dood ({law})',
  'quiz.ended.fivefold': 'dezelfde stelling is vijfmaal voorgekomen ({law})',
  'quiz.ended.seventyFiveMoves': '75 zetten door elke speler zonder slagzet of pionzet ({law})',

  // The claim quiz: "Can White, to move, claim a draw?"
  'quiz.claim.question': 'Kan {side}, aan zet, remise claimen?',
  'quiz.claim.now': 'Ja, {side} kan nu claimen',
  'quiz.claim.announce': 'Alleen door een zet op te schrijven en aan te kondigen',
  'quiz.claim.over': 'Niet nodig: de partij is al remise',
  'quiz.claim.no': 'Nee',
  // ... its reasons. {seen} is quiz.claim.seen; {times} and {played} its counts.
  // (Dutch: {played} follows "sinds de laatste slagzet of pionzet", so it starts with its verb.)
  'quiz.claim.seen': 'de stelling is {times} voorgekomen en sinds de laatste slagzet of pionzet {played}',
  'quiz.claim.times': { one: '{count} keer', other: '{count} keer' },
  'quiz.claim.played': { one: 'is er {count} halfzet gespeeld', other: 'zijn er {count} halfzetten gespeeld' },
  'quiz.claim.won': 'Nee: de partij is afgelopen – {how}. {side} heeft gewonnen.',
  'quiz.claim.ended': 'De partij eindigde vanzelf, zonder claim: {how}.',
  'quiz.claim.deadUnknown': 'De zoektocht heeft zijn budget opgebruikt voordat bewezen was of de stelling dood is; als dat zo is, is de partij al afgelopen.',
  'quiz.claim.mayNow': '{side} kan nu claimen: {rules}.',
  'quiz.claim.threefoldNow': 'dezelfde stelling is voor de derde keer voorgekomen, met {side} aan zet ({law})',
  'quiz.claim.fiftyNow': 'elke speler heeft 50 zetten gedaan zonder slagzet of pionzet ({law})',
  'quiz.claim.bothRules': '{first}; en {second}',
  'quiz.claim.byAnnouncing': 'Nog niet: {seen}. Maar {side} kan {moves} op het notatieformulier schrijven, aan de arbiter verklaren die zet te willen spelen, en claimen: {rules}. Wordt de zet eerst gespeeld, dan gaat het recht om te claimen over op de tegenstander.',
  // {moves}: the first four of the moves, then how many more there are.
  'quiz.claim.more': { one: 'nog één andere', other: 'een van {count} andere' },
  'quiz.claim.oneOfItsMoves': 'een van zijn zetten',
  'quiz.claim.threefoldNext': 'de stelling daarna zou voor de derde keer voorkomen ({law})',
  'quiz.claim.fiftyNext': 'die zet zou 50 zetten door elke speler zonder slagzet of pionzet voltooien ({law})',
  'quiz.claim.eitherRule': '{first}; of {second}',
  'quiz.claim.none': 'Nee: {seen}. Voor een claim moet een stelling voor de derde keer voorkomen ({threefoldLaw}) of moet elke speler 50 zetten hebben gedaan ({fiftyLaw}), en geen zet van {side} zou een van beide voltooien.',

  // The flag quiz: under the FIDE Laws, then under US Chess rule 14E ({rule}: "14E", "14E2").
  'quiz.flag.question': 'De vlag van {side} valt nu. Wat is de uitslag volgens de FIDE-regels?',
  'quiz.flag.opponentWins': '{side} wint',
  'quiz.flag.draw': 'Remise',
  'quiz.flag.over': 'De partij is al afgelopen: een vlag die nu valt, verandert niets.',
  'quiz.flag.fide': '{law}: de speler van wie de vlag valt, verliest, tenzij de tegenstander niet mat kan zetten door welke reeks reglementaire zetten dan ook – dan is het remise. {fact}',
  'quiz.flag.usQuestion': 'En volgens de regels van US Chess ({rule}, onvoldoende materiaal om op tijd te winnen)?',
  'quiz.flag.us': 'US Chess {rule}: {clause}.',
  // ... the clauses of 14E ({side}: the opponent of {flagger}, whose flag fell; {forced}: one
  // of the four after them).
  'quiz.flag.loneKing': '{side} heeft alleen de koning, dus het is remise',
  'quiz.flag.minorPiece': '{side} heeft alleen een koning en een loper of paard, dus het is remise tenzij {side} een gedwongen winst heeft; {forced}',
  'quiz.flag.twoKnights': '{side} heeft alleen een koning en twee paarden en {flagger} heeft geen pion, dus het is remise tenzij {side} een gedwongen winst heeft; {forced}',
  'quiz.flag.cannotMate': '{side} kan helemaal niet mat zetten en heeft dus geen gedwongen winst',
  'quiz.flag.noTable': 'geen eindspeldatabase heeft beslist of er een gedwongen winst is',
  'quiz.flag.forcedWin': { one: 'er is een gedwongen winst (eindspeldatabase: mat in {count} zet)', other: 'er is een gedwongen winst (eindspeldatabase: mat in {count} zetten)' },
  'quiz.flag.noForcedWin': 'er is geen gedwongen winst (eindspeldatabase)',

  // The dead-position quiz. {white} and {black}: each side's mating chances, a sentence each.
  'quiz.dead.question': 'Is de stelling dood – kan geen enkele reeks reglementaire zetten tot schaakmat leiden ({law})?',
  'quiz.dead.yes': 'Ja: de partij is remise',
  'quiz.dead.no': 'Nee: schaakmat is nog mogelijk',
  'quiz.dead.over': 'De partij is al afgelopen, wat het antwoord ook is: {how}.',
  'quiz.dead.isDead': 'Ja: {white} {black} De partij eindigde toen de stelling ontstond.',
  'quiz.dead.facts': '{white} {black}',

  // The mate quiz: with an endgame table (force, help, never), else yes or never.
  'quiz.mate.question': 'Kan {side} nog mat zetten?',
  'quiz.mate.questionAny': 'Kan {side} nog mat zetten (door welke reeks reglementaire zetten dan ook)?',
  'quiz.mate.force': 'Ja, geforceerd',
  'quiz.mate.help': 'Alleen als {side} meewerkt',
  'quiz.mate.never': 'Nee, nooit',
  'quiz.mate.yes': 'Ja',
  // ... its reason: the table's {verdict}, then the {fact} of quiz.fact.
  'quiz.mate.reason': '{verdict} {fact}',
  'quiz.mate.tableWin': { one: 'Volgens de eindspeldatabase geeft {side} bij beste spel mat in {count} zet.', other: 'Volgens de eindspeldatabase geeft {side} bij beste spel mat in {count} zetten.' },
  'quiz.mate.tableWinTooLate': { one: 'Volgens de eindspeldatabase geeft {side} bij beste spel mat in {count} zet, maar eerst is het remise door de 75-zettenregel.', other: 'Volgens de eindspeldatabase geeft {side} bij beste spel mat in {count} zetten, maar eerst is het remise door de 75-zettenregel.' },
  'quiz.mate.tableNoForce': 'Volgens de eindspeldatabase kan {side} tegen de beste verdediging geen mat afdwingen.',
  // {count}: the half-moves played since the last capture or pawn move; {other}: the defender.
  'quiz.mate.claimFirst': { one: '{verdict} Maar er is {count} halfzet gespeeld zonder slagzet of pionzet: tenzij onderweg een slagzet of pionzet de telling terugzet, kan {other} vóór het mat remise claimen volgens de vijftigzettenregel ({law}), dus het bord oordeelt hier niet over “geforceerd”.', other: '{verdict} Maar er zijn {count} halfzetten gespeeld zonder slagzet of pionzet: tenzij onderweg een slagzet of pionzet de telling terugzet, kan {other} vóór het mat remise claimen volgens de vijftigzettenregel ({law}), dus het bord oordeelt hier niet over “geforceerd”.' },

  // Puzzle mode: the panel, its task line ("White to play: find the lesson's move (1 of 3).")
  // and its buttons.
  'puzzle.title': 'Puzzel',
  'puzzle.task': '{side} aan zet: vind de zet van de les ({number} van {count}).',
  'puzzle.replies': '{side} antwoordt…',
  'puzzle.yourMove': 'Weer aan zet.',
  'puzzle.hint': 'Hint',
  'puzzle.hint.label': 'Hint: eerst het stuk dat moet zetten, dan het veld waar het naartoe gaat',
  'puzzle.reveal': 'Zet tonen',
  'puzzle.retry': 'Opnieuw',
  'puzzle.retry.label': 'Opnieuw: de puzzel opnieuw beginnen',
  'puzzle.restarted': 'Puzzel opnieuw begonnen. {task}',
  'puzzle.wait': 'Even wachten: het bord speelt het antwoord of controleert een zet.',
  // ... what a try gets ({move}: the move tried, {expected}: the lesson's); a sentence of ours
  // and then the lesson's comment or the summary (puzzle.andThen).
  'puzzle.andThen': '{first} {then}',
  'puzzle.right': 'Juist: {move}.',
  'puzzle.notThis': 'Niet deze zet: {move}.',
  'puzzle.checking': '{move} wordt gecontroleerd…',
  'puzzle.checkingSaid': '{move} wordt gecontroleerd.',
  'puzzle.notLessonMove': 'Niet de zet van de les: {move}. Probeer het opnieuw.',
  'puzzle.revealed': 'De zet van de les: {move}.',
  // {why}: one of the four after it.
  'puzzle.justAsGood': 'Even goed: {move} – {why}. De les gaat verder met {expected}.',
  'puzzle.matesAsWell': 'die zet geeft ook mat',
  'puzzle.drawsAsWell': 'die zet houdt ook remise (eindspeldatabase)',
  'puzzle.winsAsWell': 'die zet wint ook (eindspeldatabase: mat in {mine}, met de zet van de les in {theirs})',
  'puzzle.matesInAsWell': 'die zet geeft ook mat in {count} (zoektocht van de engine, {plies} halfzetten)',
  // ... the hints: the piece to move ({from}: its square), then where it goes ({to}).
  'puzzle.hintPiece.king': 'Hint: de koning op {from} moet zetten.',
  'puzzle.hintPiece.queen': 'Hint: de dame op {from} moet zetten.',
  'puzzle.hintPiece.rook': 'Hint: de toren op {from} moet zetten.',
  'puzzle.hintPiece.bishop': 'Hint: de loper op {from} moet zetten.',
  'puzzle.hintPiece.knight': 'Hint: het paard op {from} moet zetten.',
  'puzzle.hintPiece.pawn': 'Hint: de pion op {from} moet zetten.',
  'puzzle.hintSquare.king': 'Hint: de koning op {from} gaat naar {to}.',
  'puzzle.hintSquare.queen': 'Hint: de dame op {from} gaat naar {to}.',
  'puzzle.hintSquare.rook': 'Hint: de toren op {from} gaat naar {to}.',
  'puzzle.hintSquare.bishop': 'Hint: de loper op {from} gaat naar {to}.',
  'puzzle.hintSquare.knight': 'Hint: het paard op {from} gaat naar {to}.',
  'puzzle.hintSquare.pawn': 'Hint: de pion op {from} gaat naar {to}.',
  // ... the end ({moves}: puzzle.moves; {hints}: puzzle.hints; {firstTry}, {revealed}: numbers).
  'puzzle.solved': 'Opgelost: {firstTry} van {moves} in één keer gevonden; {hints}; {revealed} getoond.',
  'puzzle.moves': { one: '{count} zet', other: '{count} zetten' },
  'puzzle.hints': { one: '{count} hint', other: '{count} hints' },
  'puzzle.nothingToFind': 'In deze les is vanaf hier geen zet te vinden.',

  // The teacher's panel under the moves (Teach), and what a screen reader hears from it.
  'teach.legend': 'Lesgeven met deze zet',
  'teach.find': 'De lezer vindt deze zet (puzzelmodus)',
  'teach.ask': 'De lezer na deze zet vragen:',
  'teach.findSet': 'De lezer moet deze zet vinden.',
  'teach.findRemoved': 'Geen zet meer om te vinden.',
  // {value}: the quizzes as the PGN writes them ("claim,dead").
  'teach.quizSet': 'Quiz ingesteld: {value}.',
  'teach.quizRemoved': 'Quiz verwijderd.',
  // The quiz panel's title, and puzzle mode turned on and off.
  'teach.question': 'Vraag',
  'teach.puzzleStarted': 'Puzzel: {side} aan zet.',
  'teach.puzzleClosed': 'Puzzel gesloten.',

  // The arbiter drill page (drill.html): its title, introduction ({fide}: "FIDE 6.9", {us}: "US
  // Chess rule 14E") and links.
  'drill.pageTitle': 'drawboard: arbitertraining – claims, vlaggen en dode stellingen',
  'drill.title': 'Arbitertraining',
  'drill.intro': 'Beoordeel de stelling zoals een arbiter dat zou doen: kan de speler aan zet remise claimen, is de partij al afgelopen, is de stelling dood, wat gebeurt er als een vlag valt? Het bord antwoordt op grond van zijn eigen bewijzen en toont bij elk antwoord de regel erachter. Uitspraken over een gevallen vlag volgen {fide} en {us}.',
  'drill.pages': "Pagina's",
  'drill.linkBoard': 'Het volledige analysebord',
  'drill.linkEmbed': "Borden voor lespagina's",
  // ... the kinds of question to ask, the line above the board, and the score.
  'drill.kinds': 'Vragen over',
  'drill.kinds.claim': 'Claims en automatische remises',
  'drill.kinds.dead': 'Dode stellingen',
  'drill.kinds.flag': 'Vallende vlaggen',
  'drill.kinds.mate': 'Matkansen',
  'drill.next': 'Volgende vraag',
  'drill.making': 'Een stelling wordt gemaakt…',
  'drill.noPosition': 'Er kon geen stelling worden gemaakt: probeer het opnieuw.',
  'drill.failed': 'Het bord kon niet worden geladen.',
  'drill.score': { one: 'Score dit bezoek: {right} van {count} antwoord goed.', other: 'Score dit bezoek: {right} van {count} antwoorden goed.' },
  'drill.noScore': 'Score dit bezoek: nog geen antwoorden.',
};
