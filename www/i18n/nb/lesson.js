// Norwegian Bokmål words of lessons: the rule quizzes (lesson/quiz.js), puzzle mode
// (lesson/puzzle.js), the teacher's panel (lesson/teach.js) and the arbiter drill (drill.html,
// drill.js). {side} and the like are side names ("Hvit"); {law} is an article as cited ("FIDE
// 9.3"); {move} and {moves} are moves in SAN ("Nf3"); a message with plural forms is chosen by
// {count}. Terms: www/i18n/glossary/nb.md.
export default {
  // The quiz kinds, as the teacher's panel offers them and the drill names its questions.
  'quiz.kind.claim': 'Kan remis kreves?',
  'quiz.kind.flag': 'Hva om flagget faller?',
  'quiz.kind.dead': 'Er stillingen død?',
  'quiz.kind.mate': 'Kan spilleren i trekket fortsatt sette matt?',

  // A quiz's answer, under its options: while the proof is coming, without one, and once
  // answered ("Right. <reason>", "Not quite: <the right option>. <reason>").
  'quiz.proving': 'Brettet beviser fortsatt svaret…',
  'quiz.unproved': 'Brettet har ikke bevist svaret, så det markerer ikke noe. {reason}',
  'quiz.answered': '{verdict} {reason}',
  'quiz.right': 'Riktig.',
  'quiz.notQuite': 'Ikke helt: {answer}.',

  // Sentences of the reasons: a side's mating chances ({fact} is the draw panel's, "White can
  // still checkmate: 1. Qh5 ..."), and how a game ended by itself.
  'quiz.fact': '{fact}.',
  'quiz.canMateHidden': '{side} kan fortsatt sette matt (varianten vises når oppgaven er løst).',
  'quiz.ended.checkmate': 'sjakkmatt ({law})',
  'quiz.ended.stalemate': 'patt ({law})',
  'quiz.ended.insufficientMaterial': 'ingen av spillerne har materiell til å sette matt ({law})',
  'quiz.ended.deadPosition': 'stillingen er død ({law})',
  'quiz.ended.fivefold': 'samme stilling har oppstått fem ganger ({law})',
  'quiz.ended.seventyFiveMoves': '75 trekk av hver spiller uten slag eller bondetrekk ({law})',

  // The claim quiz: "Can White, to move, claim a draw?"
  'quiz.claim.question': 'Kan {side}, som er i trekket, kreve remis?',
  'quiz.claim.now': 'Ja, {side} kan kreve nå',
  'quiz.claim.announce': 'Bare ved å skrive ned et trekk og kunngjøre det',
  'quiz.claim.over': 'Ikke nødvendig: partiet er allerede remis',
  'quiz.claim.no': 'Nei',
  // ... its reasons. {seen} is quiz.claim.seen; {times} and {played} its counts.
  'quiz.claim.seen': 'stillingen har oppstått {times}, og {played} siden siste slag eller bondetrekk',
  'quiz.claim.times': { one: '{count} gang', other: '{count} ganger' },
  'quiz.claim.played': { one: '{count} halvtrekk er spilt', other: '{count} halvtrekk er spilt' },
  'quiz.claim.won': 'Nei: partiet er slutt – {how}. {side} har vunnet.',
  'quiz.claim.ended': 'Partiet endte av seg selv, uten noe krav: {how}.',
  'quiz.claim.deadUnknown': 'Søket brukte opp budsjettet sitt før det beviste om stillingen er død; hvis den er det, er partiet allerede slutt.',
  'quiz.claim.mayNow': '{side} kan kreve nå: {rules}.',
  'quiz.claim.threefoldNow': 'samme stilling har oppstått for tredje gang, med {side} i trekket ({law})',
  'quiz.claim.fiftyNow': 'hver spiller har gjort 50 trekk uten slag eller bondetrekk ({law})',
  'quiz.claim.bothRules': '{first}; og {second}',
  'quiz.claim.byAnnouncing': 'Ikke ennå: {seen}. Men {side} kan skrive {moves} på noteringsskjemaet, erklære overfor turneringslederen at trekket skal spilles, og kreve remis: {rules}. Spilles trekket først, går retten til å kreve over til motstanderen.',
  // {moves}: the first four of the moves, then how many more there are.
  'quiz.claim.more': { one: 'ett til', other: 'ett av {count} til' },
  'quiz.claim.oneOfItsMoves': 'ett av sine trekk',
  'quiz.claim.threefoldNext': 'stillingen etter trekket ville oppstå for tredje gang ({law})',
  'quiz.claim.fiftyNext': 'trekket ville fullføre 50 trekk av hver spiller uten slag eller bondetrekk ({law})',
  'quiz.claim.eitherRule': '{first}; eller {second}',
  'quiz.claim.none': 'Nei: {seen}. Et krav forutsetter at en stilling oppstår for tredje gang ({threefoldLaw}) eller 50 trekk av hver spiller ({fiftyLaw}), og ingen av {side}s trekk ville fullføre noen av delene.',

  // The flag quiz: under the FIDE Laws, then under US Chess rule 14E ({rule}: "14E", "14E2").
  'quiz.flag.question': '{side}s flagg faller nå. Hva blir resultatet etter FIDEs regler for sjakk?',
  'quiz.flag.opponentWins': '{side} vinner',
  'quiz.flag.draw': 'Remis',
  'quiz.flag.over': 'Partiet er allerede slutt: et flagg som faller nå, endrer ingenting.',
  'quiz.flag.fide': '{law}: spilleren hvis flagg faller, taper partiet, unntatt når motstanderen ikke kan sette matt med noen serie av lovlige trekk – da blir det remis. {fact}',
  'quiz.flag.usQuestion': 'Og etter US Chess-reglene ({rule}, utilstrekkelig materiell til å vinne på tid)?',
  'quiz.flag.us': 'US Chess {rule}: {clause}.',
  // ... the clauses of 14E ({side}: the opponent of {flagger}, whose flag fell; {forced}: one
  // of the four after them).
  'quiz.flag.loneKing': '{side} har bare kongen igjen, så det er remis',
  'quiz.flag.minorPiece': '{side} har bare en konge og en løper eller springer, så det er remis med mindre {side} har en forsert gevinst; {forced}',
  'quiz.flag.twoKnights': '{side} har bare en konge og to springere, og {flagger} har ingen bonde, så det er remis med mindre {side} har en forsert gevinst; {forced}',
  'quiz.flag.cannotMate': '{side} kan ikke sette matt i det hele tatt og har derfor ingen forsert gevinst',
  'quiz.flag.noTable': 'ingen sluttspillsdatabase har avgjort om det finnes en forsert gevinst',
  'quiz.flag.forcedWin': { one: 'det finnes en forsert gevinst (sluttspillsdatabase: matt i {count} trekk)', other: 'det finnes en forsert gevinst (sluttspillsdatabase: matt i {count} trekk)' },
  'quiz.flag.noForcedWin': 'det finnes ingen forsert gevinst (sluttspillsdatabase)',

  // The dead-position quiz. {white} and {black}: each side's mating chances, a sentence each.
  'quiz.dead.question': 'Er stillingen død – kan ingen serie av lovlige trekk føre til sjakkmatt ({law})?',
  'quiz.dead.yes': 'Ja: partiet er remis',
  'quiz.dead.no': 'Nei: sjakkmatt er fortsatt mulig',
  'quiz.dead.over': 'Partiet er allerede slutt, uansett svar: {how}.',
  'quiz.dead.isDead': 'Ja: {white} {black} Partiet endte da stillingen oppsto.',
  'quiz.dead.facts': '{white} {black}',

  // The mate quiz: with an endgame table (force, help, never), else yes or never.
  'quiz.mate.question': 'Kan {side} fortsatt sette matt?',
  'quiz.mate.questionAny': 'Kan {side} fortsatt sette matt (med noen serie av lovlige trekk)?',
  'quiz.mate.force': 'Ja, forsert',
  'quiz.mate.help': 'Bare hvis {side} hjelper til',
  'quiz.mate.never': 'Nei, aldri',
  'quiz.mate.yes': 'Ja',
  // ... its reason: the table's {verdict}, then the {fact} of quiz.fact.
  'quiz.mate.reason': '{verdict} {fact}',
  'quiz.mate.tableWin': { one: 'Sluttspillsdatabasen: {side} setter matt i {count} trekk med beste spill.', other: 'Sluttspillsdatabasen: {side} setter matt i {count} trekk med beste spill.' },
  'quiz.mate.tableWinTooLate': { one: 'Sluttspillsdatabasen: {side} setter matt i {count} trekk med beste spill, men 75-trekksregelen gir remis først.', other: 'Sluttspillsdatabasen: {side} setter matt i {count} trekk med beste spill, men 75-trekksregelen gir remis først.' },
  'quiz.mate.tableNoForce': 'Sluttspillsdatabasen: {side} kan ikke forsere matt mot beste forsvar.',
  // {count}: the half-moves played since the last capture or pawn move; {other}: the defender.
  'quiz.mate.claimFirst': { one: '{verdict} Men {count} halvtrekk er spilt uten slag eller bondetrekk: med mindre et slikt trekk underveis nullstiller tellingen, kan {other} kreve remis etter 50-trekksregelen ({law}) før matten, så brettet tar ikke stilling til «forsert» her.', other: '{verdict} Men {count} halvtrekk er spilt uten slag eller bondetrekk: med mindre et slikt trekk underveis nullstiller tellingen, kan {other} kreve remis etter 50-trekksregelen ({law}) før matten, så brettet tar ikke stilling til «forsert» her.' },

  // Puzzle mode: the panel, its task line ("White to play: find the lesson's move (1 of 3).")
  // and its buttons.
  'puzzle.title': 'Oppgave',
  'puzzle.task': '{side} i trekket: finn leksjonens trekk ({number} av {count}).',
  'puzzle.replies': '{side} svarer…',
  'puzzle.yourMove': 'Ditt trekk.',
  'puzzle.hint': 'Hint',
  'puzzle.hint.label': 'Hint: brikken som skal flyttes, deretter feltet',
  'puzzle.reveal': 'Vis trekket',
  'puzzle.retry': 'Prøv igjen',
  'puzzle.retry.label': 'Prøv igjen: start oppgaven på nytt',
  'puzzle.restarted': 'Oppgaven er startet på nytt. {task}',
  'puzzle.wait': 'Vent på brettet: det spiller svaret eller sjekker et trekk.',
  // ... what a try gets ({move}: the move tried, {expected}: the lesson's); a sentence of ours
  // and then the lesson's comment or the summary (puzzle.andThen).
  'puzzle.andThen': '{first} {then}',
  'puzzle.right': 'Riktig: {move}.',
  'puzzle.notThis': 'Ikke dette: {move}.',
  'puzzle.checking': 'Sjekker {move}…',
  'puzzle.checkingSaid': 'Sjekker {move}.',
  'puzzle.notLessonMove': 'Ikke leksjonens trekk: {move}. Prøv igjen.',
  'puzzle.revealed': 'Leksjonens trekk: {move}.',
  // {why}: one of the four after it.
  'puzzle.justAsGood': 'Like bra: {move} – {why}. Leksjonen fortsetter med {expected}.',
  'puzzle.matesAsWell': 'det setter også matt',
  'puzzle.drawsAsWell': 'det holder også remis (sluttspillsdatabase)',
  'puzzle.winsAsWell': 'det vinner også (sluttspillsdatabase: matt i {mine}, leksjonens trekk i {theirs})',
  'puzzle.matesInAsWell': 'det setter også matt i {count} (motorsøk, {plies} halvtrekk)',
  // ... the hints: the piece to move ({from}: its square), then where it goes ({to}).
  'puzzle.hintPiece.king': 'Hint: flytt kongen på {from}.',
  'puzzle.hintPiece.queen': 'Hint: flytt dronningen på {from}.',
  'puzzle.hintPiece.rook': 'Hint: flytt tårnet på {from}.',
  'puzzle.hintPiece.bishop': 'Hint: flytt løperen på {from}.',
  'puzzle.hintPiece.knight': 'Hint: flytt springeren på {from}.',
  'puzzle.hintPiece.pawn': 'Hint: flytt bonden på {from}.',
  'puzzle.hintSquare.king': 'Hint: kongen på {from} går til {to}.',
  'puzzle.hintSquare.queen': 'Hint: dronningen på {from} går til {to}.',
  'puzzle.hintSquare.rook': 'Hint: tårnet på {from} går til {to}.',
  'puzzle.hintSquare.bishop': 'Hint: løperen på {from} går til {to}.',
  'puzzle.hintSquare.knight': 'Hint: springeren på {from} går til {to}.',
  'puzzle.hintSquare.pawn': 'Hint: bonden på {from} går til {to}.',
  // ... the end ({moves}: puzzle.moves; {hints}: puzzle.hints; {firstTry}, {revealed}: numbers).
  'puzzle.solved': 'Løst: {firstTry} av {moves} funnet på første forsøk; {hints}; {revealed} vist.',
  'puzzle.moves': { one: '{count} trekk', other: '{count} trekk' },
  'puzzle.hints': { one: '{count} hint', other: '{count} hint' },
  'puzzle.nothingToFind': 'Denne leksjonen har ikke noe trekk å finne herfra.',

  // The teacher's panel under the moves (Teach), and what a screen reader hears from it.
  'teach.legend': 'Undervis med dette trekket',
  'teach.find': 'Leseren skal finne dette trekket (oppgavemodus)',
  'teach.ask': 'Spør leseren etter dette trekket:',
  'teach.findSet': 'Leseren skal finne dette trekket.',
  'teach.findRemoved': 'Ikke lenger et trekk å finne.',
  // {value}: the quizzes as the PGN writes them ("claim,dead").
  'teach.quizSet': 'Spørsmål satt: {value}.',
  'teach.quizRemoved': 'Spørsmålet er fjernet.',
  // The quiz panel's title, and puzzle mode turned on and off.
  'teach.question': 'Spørsmål',
  'teach.puzzleStarted': 'Oppgave: {side} i trekket.',
  'teach.puzzleClosed': 'Oppgaven er lukket.',

  // The arbiter drill page (drill.html): its title, introduction ({fide}: "FIDE 6.9", {us}: "US
  // Chess rule 14E") and links.
  'drill.pageTitle': 'drawboard: trening for turneringsledere – remiskrav, flaggfall og døde stillinger',
  'drill.title': 'Trening for turneringsledere',
  'drill.intro': 'Avgjør stillingen slik en turneringsleder ville gjort: kan spilleren i trekket kreve remis, er partiet allerede slutt, er stillingen død, hva skjer hvis et flagg faller? Brettet svarer ut fra sine egne bevis og viser regelen bak hvert svar. Avgjørelser ved flaggfall følger {fide} og {us}.',
  'drill.pages': 'Sider',
  'drill.linkBoard': 'Det fullstendige analysebrettet',
  'drill.linkEmbed': 'Brett for undervisningssider',
  // ... the kinds of question to ask, the line above the board, and the score.
  'drill.kinds': 'Spørsmål om',
  'drill.kinds.claim': 'Remiskrav og automatisk remis',
  'drill.kinds.dead': 'Døde stillinger',
  'drill.kinds.flag': 'Flaggfall',
  'drill.kinds.mate': 'Mattmuligheter',
  'drill.next': 'Neste spørsmål',
  'drill.making': 'Lager en stilling…',
  'drill.noPosition': 'Ingen stilling kunne lages: prøv igjen.',
  'drill.failed': 'Brettet kunne ikke lastes.',
  'drill.score': { one: 'Poeng dette besøket: {right} av {count} svar riktig.', other: 'Poeng dette besøket: {right} av {count} svar riktig.' },
  'drill.noScore': 'Poeng dette besøket: ingen svar ennå.',
};
