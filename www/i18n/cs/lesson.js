// Czech words of lessons: the rule quizzes (lesson/quiz.js), puzzle mode (lesson/puzzle.js),
// the teacher's panel (lesson/teach.js) and the arbiter drill (drill.html, drill.js). {side} and
// the like are side names ("Bílý"); {law} is an article as cited ("FIDE 9.3"); {move} and
// {moves} are moves in SAN ("Nf3"); a message with plural forms is chosen by {count}.
// Terms: www/i18n/glossary/cs.md.
export default {
  // The quiz kinds, as the teacher's panel offers them and the drill names its questions.
  'quiz.kind.claim': 'Lze reklamovat remízu?',
  'quiz.kind.flag': 'Co když padne praporek?',
  'quiz.kind.dead': 'Je pozice mrtvá?',
  'quiz.kind.mate': 'Může hráč na tahu ještě dát mat?',

  // A quiz's answer, under its options: while the proof is coming, without one, and once
  // answered ("Right. <reason>", "Not quite: <the right option>. <reason>").
  'quiz.proving': 'Šachovnice odpověď ještě dokazuje…',
  'quiz.unproved': 'Šachovnice odpověď nedokázala, a proto žádnou neoznačuje. {reason}',
  'quiz.answered': '{verdict} {reason}',
  'quiz.right': 'Správně.',
  'quiz.notQuite': 'Ne tak docela: {answer}.',

  // Sentences of the reasons: a side's mating chances ({fact} is the draw panel's, "White can
  // still checkmate: 1. Qh5 ..."), and how a game ended by itself.
  'quiz.fact': '{fact}.',
  'quiz.canMateHidden': '{side} může ještě dát mat (varianta se ukáže po vyřešení úlohy).',
  'quiz.ended.checkmate': 'mat ({law})',
  'quiz.ended.stalemate': 'pat ({law})',
  'quiz.ended.insufficientMaterial': 'ani jedna strana nemá materiál k matu ({law})',
  'quiz.ended.deadPosition': 'pozice je mrtvá ({law})',
  'quiz.ended.fivefold': 'stejná pozice nastala pětkrát ({law})',
  'quiz.ended.seventyFiveMoves': '75 tahů každého hráče bez braní a bez tahu pěšcem ({law})',

  // The claim quiz: "Can White, to move, claim a draw?"
  'quiz.claim.question': 'Může {side}, který je na tahu, reklamovat remízu?',
  'quiz.claim.now': 'Ano, {side} může reklamovat hned',
  'quiz.claim.announce': 'Jen zapsáním tahu a jeho ohlášením',
  'quiz.claim.over': 'Není třeba: partie již skončila remízou',
  'quiz.claim.no': 'Ne',
  // ... its reasons. {seen} is quiz.claim.seen; {times} and {played} its counts.
  'quiz.claim.seen': 'pozice nastala {times} a od posledního braní nebo tahu pěšcem {played}',
  'quiz.claim.times': { one: '{count}krát', few: '{count}krát', many: '{count}krát', other: '{count}krát' },
  'quiz.claim.played': { one: 'byl zahrán {count} půltah', few: 'byly zahrány {count} půltahy', many: 'bylo zahráno {count} půltahu', other: 'bylo zahráno {count} půltahů' },
  'quiz.claim.won': 'Ne: partie skončila – {how}. Vyhrál {side}.',
  'quiz.claim.ended': 'Partie skončila sama, bez reklamace: {how}.',
  'quiz.claim.deadUnknown': 'Hledání vyčerpalo svůj limit dříve, než dokázalo, zda je pozice mrtvá; pokud ano, partie již skončila.',
  'quiz.claim.mayNow': '{side} může reklamovat hned: {rules}.',
  'quiz.claim.threefoldNow': 'stejná pozice nastala potřetí a na tahu je {side} ({law})',
  'quiz.claim.fiftyNow': 'každý hráč provedl 50 tahů bez braní a bez tahu pěšcem ({law})',
  'quiz.claim.bothRules': '{first}; a {second}',
  'quiz.claim.byAnnouncing': 'Zatím ne: {seen}. {side} však může zapsat {moves} do partiáře, oznámit rozhodčímu úmysl tento tah zahrát a reklamovat: {rules}. Pokud tah nejprve zahraje, právo reklamovat přechází na soupeře.',
  // {moves}: the first four of the moves, then how many more there are.
  'quiz.claim.more': { one: 'ještě jeden tah', few: 'jeden z {count} dalších tahů', many: 'jeden z {count} dalších tahů', other: 'jeden z {count} dalších tahů' },
  'quiz.claim.oneOfItsMoves': 'jeden ze svých tahů',
  'quiz.claim.threefoldNext': 'pozice po něm by nastala potřetí ({law})',
  'quiz.claim.fiftyNext': 'dovršil by 50 tahů každého hráče bez braní a bez tahu pěšcem ({law})',
  'quiz.claim.eitherRule': '{first}; nebo {second}',
  'quiz.claim.none': 'Ne: {seen}. Reklamace vyžaduje, aby pozice nastala potřetí ({threefoldLaw}), nebo 50 tahů každého hráče ({fiftyLaw}), a žádný tah, který {side} má, by nedovršil ani jedno.',

  // The flag quiz: under the FIDE Laws, then under US Chess rule 14E ({rule}: "14E", "14E2").
  'quiz.flag.question': '{side} právě překročil čas. Jaký je výsledek podle Pravidel šachu FIDE?',
  'quiz.flag.opponentWins': 'Vyhrává {side}',
  'quiz.flag.draw': 'Remíza',
  'quiz.flag.over': 'Partie již skončila: pád praporku teď nic nemění.',
  'quiz.flag.fide': '{law}: hráč, kterému padl praporek, prohrává, ledaže soupeř nemůže dát mat žádnou posloupností přípustných tahů – pak je remíza. {fact}',
  'quiz.flag.usQuestion': 'A podle pravidel US Chess ({rule}, nedostatek materiálu k výhře na čas)?',
  'quiz.flag.us': 'US Chess {rule}: {clause}.',
  // ... the clauses of 14E ({side}: the opponent of {flagger}, whose flag fell; {forced}: one
  // of the four after them).
  'quiz.flag.loneKing': '{side} má jen krále, takže je remíza',
  'quiz.flag.minorPiece': '{side} má jen krále a střelce nebo jezdce, takže je remíza, ledaže {side} má vynucenou výhru; {forced}',
  'quiz.flag.twoKnights': '{side} má jen krále a dva jezdce a {flagger} nemá pěšce, takže je remíza, ledaže {side} má vynucenou výhru; {forced}',
  'quiz.flag.cannotMate': '{side} nemůže dát mat vůbec, takže nemá vynucenou výhru',
  'quiz.flag.noTable': 'žádná tablebáze koncovek nerozhodla, zda má vynucenou výhru',
  'quiz.flag.forcedWin': {
    one: 'má vynucenou výhru (tablebáze koncovek: mat v {count} tahu)',
    few: 'má vynucenou výhru (tablebáze koncovek: mat v {count} tazích)',
    many: 'má vynucenou výhru (tablebáze koncovek: mat v {count} tahu)',
    other: 'má vynucenou výhru (tablebáze koncovek: mat v {count} tazích)',
  },
  'quiz.flag.noForcedWin': 'nemá vynucenou výhru (tablebáze koncovek)',

  // The dead-position quiz. {white} and {black}: each side's mating chances, a sentence each.
  'quiz.dead.question': 'Je pozice mrtvá – nemůže k matu vést žádná posloupnost přípustných tahů ({law})?',
  'quiz.dead.yes': 'Ano: partie končí remízou',
  'quiz.dead.no': 'Ne: mat je stále možný',
  'quiz.dead.over': 'Partie již skončila, ať je odpověď jakákoli: {how}.',
  'quiz.dead.isDead': 'Ano: {white} {black} Partie skončila, jakmile pozice vznikla.',
  'quiz.dead.facts': '{white} {black}',

  // The mate quiz: with an endgame table (force, help, never), else yes or never.
  'quiz.mate.question': 'Může {side} ještě dát mat?',
  'quiz.mate.questionAny': 'Může {side} ještě dát mat (nějakou posloupností přípustných tahů)?',
  'quiz.mate.force': 'Ano, vynuceně',
  'quiz.mate.help': 'Jen pokud {side} pomůže',
  'quiz.mate.never': 'Ne, nikdy',
  'quiz.mate.yes': 'Ano',
  // ... its reason: the table's {verdict}, then the {fact} of quiz.fact.
  'quiz.mate.reason': '{verdict} {fact}',
  'quiz.mate.tableWin': {
    one: 'Tablebáze koncovek: {side} dá při nejlepší hře mat v {count} tahu.',
    few: 'Tablebáze koncovek: {side} dá při nejlepší hře mat v {count} tazích.',
    many: 'Tablebáze koncovek: {side} dá při nejlepší hře mat v {count} tahu.',
    other: 'Tablebáze koncovek: {side} dá při nejlepší hře mat v {count} tazích.',
  },
  'quiz.mate.tableWinTooLate': {
    one: 'Tablebáze koncovek: {side} dá při nejlepší hře mat v {count} tahu, dříve však nastane remíza podle pravidla 75 tahů.',
    few: 'Tablebáze koncovek: {side} dá při nejlepší hře mat v {count} tazích, dříve však nastane remíza podle pravidla 75 tahů.',
    many: 'Tablebáze koncovek: {side} dá při nejlepší hře mat v {count} tahu, dříve však nastane remíza podle pravidla 75 tahů.',
    other: 'Tablebáze koncovek: {side} dá při nejlepší hře mat v {count} tazích, dříve však nastane remíza podle pravidla 75 tahů.',
  },
  'quiz.mate.tableNoForce': 'Tablebáze koncovek: {side} nemůže proti nejlepší obraně vynutit mat.',
  // {count}: the half-moves played since the last capture or pawn move; {other}: the defender.
  'quiz.mate.claimFirst': {
    one: '{verdict} Od posledního braní nebo tahu pěšcem však uplynul {count} půltah: ledaže se počítadlo cestou vynuluje braním nebo tahem pěšcem, může {other} ještě před matem reklamovat remízu podle pravidla 50 tahů ({law}), a šachovnice proto o „vynuceně“ zde nerozhoduje.',
    few: '{verdict} Od posledního braní nebo tahu pěšcem však uplynuly {count} půltahy: ledaže se počítadlo cestou vynuluje braním nebo tahem pěšcem, může {other} ještě před matem reklamovat remízu podle pravidla 50 tahů ({law}), a šachovnice proto o „vynuceně“ zde nerozhoduje.',
    many: '{verdict} Od posledního braní nebo tahu pěšcem však uplynulo {count} půltahu: ledaže se počítadlo cestou vynuluje braním nebo tahem pěšcem, může {other} ještě před matem reklamovat remízu podle pravidla 50 tahů ({law}), a šachovnice proto o „vynuceně“ zde nerozhoduje.',
    other: '{verdict} Od posledního braní nebo tahu pěšcem však uplynulo {count} půltahů: ledaže se počítadlo cestou vynuluje braním nebo tahem pěšcem, může {other} ještě před matem reklamovat remízu podle pravidla 50 tahů ({law}), a šachovnice proto o „vynuceně“ zde nerozhoduje.',
  },

  // Puzzle mode: the panel, its task line ("White to play: find the lesson's move (1 of 3).")
  // and its buttons.
  'puzzle.title': 'Úloha',
  'puzzle.task': '{side} na tahu: najděte tah lekce ({number} z {count}).',
  'puzzle.replies': '{side} odpovídá…',
  'puzzle.yourMove': 'Jste na tahu.',
  'puzzle.hint': 'Nápověda',
  'puzzle.hint.label': 'Nápověda: nejprve kámen, kterým se táhne, pak jeho pole',
  'puzzle.reveal': 'Ukázat tah',
  'puzzle.retry': 'Znovu',
  'puzzle.retry.label': 'Znovu: začít úlohu od začátku',
  'puzzle.restarted': 'Úloha znovu od začátku. {task}',
  'puzzle.wait': 'Počkejte na šachovnici: hraje odpověď nebo ověřuje tah.',
  // ... what a try gets ({move}: the move tried, {expected}: the lesson's); a sentence of ours
  // and then the lesson's comment or the summary (puzzle.andThen).
  'puzzle.andThen': '{first} {then}',
  'puzzle.right': 'Správně: {move}.',
  'puzzle.notThis': 'Tento ne: {move}.',
  'puzzle.checking': 'Ověřuje se {move}…',
  'puzzle.checkingSaid': 'Ověřuje se {move}.',
  'puzzle.notLessonMove': 'To není tah lekce: {move}. Zkuste to znovu.',
  'puzzle.revealed': 'Tah lekce: {move}.',
  // {why}: one of the four after it.
  'puzzle.justAsGood': 'Stejně dobrý: {move} – {why}. Lekce pokračuje tahem {expected}.',
  'puzzle.matesAsWell': 'také dává mat',
  'puzzle.drawsAsWell': 'také remizuje (tablebáze koncovek)',
  'puzzle.winsAsWell': 'také vyhrává (tablebáze koncovek: tahů do matu {mine}, u tahu lekce {theirs})',
  'puzzle.matesInAsWell': {
    one: 'také dává mat v {count} tahu (hledání motoru, hloubka v půltazích: {plies})',
    few: 'také dává mat v {count} tazích (hledání motoru, hloubka v půltazích: {plies})',
    many: 'také dává mat v {count} tahu (hledání motoru, hloubka v půltazích: {plies})',
    other: 'také dává mat v {count} tazích (hledání motoru, hloubka v půltazích: {plies})',
  },
  // ... the hints: the piece to move ({from}: its square), then where it goes ({to}).
  'puzzle.hintPiece.king': 'Nápověda: tah králem z {from}.',
  'puzzle.hintPiece.queen': 'Nápověda: tah dámou z {from}.',
  'puzzle.hintPiece.rook': 'Nápověda: tah věží z {from}.',
  'puzzle.hintPiece.bishop': 'Nápověda: tah střelcem z {from}.',
  'puzzle.hintPiece.knight': 'Nápověda: tah jezdcem z {from}.',
  'puzzle.hintPiece.pawn': 'Nápověda: tah pěšcem z {from}.',
  'puzzle.hintSquare.king': 'Nápověda: král z {from} jde na {to}.',
  'puzzle.hintSquare.queen': 'Nápověda: dáma z {from} jde na {to}.',
  'puzzle.hintSquare.rook': 'Nápověda: věž z {from} jde na {to}.',
  'puzzle.hintSquare.bishop': 'Nápověda: střelec z {from} jde na {to}.',
  'puzzle.hintSquare.knight': 'Nápověda: jezdec z {from} jde na {to}.',
  'puzzle.hintSquare.pawn': 'Nápověda: pěšec z {from} jde na {to}.',
  // ... the end ({moves}: puzzle.moves; {hints}: puzzle.hints; {firstTry}, {revealed}: numbers).
  // (cs: puzzle.moves is in the genitive, after "z".)
  'puzzle.solved': 'Vyřešeno: napoprvé nalezeno {firstTry} z {moves}; {hints}; ukázáno: {revealed}.',
  'puzzle.moves': { one: '{count} tahu', few: '{count} tahů', many: '{count} tahu', other: '{count} tahů' },
  'puzzle.hints': { one: '{count} nápověda', few: '{count} nápovědy', many: '{count} nápovědy', other: '{count} nápověd' },
  'puzzle.nothingToFind': 'Tato lekce odsud nemá žádný tah k nalezení.',

  // The teacher's panel under the moves (Teach), and what a screen reader hears from it.
  'teach.legend': 'Učit s tímto tahem',
  'teach.find': 'Čtenář má najít tento tah (režim úlohy)',
  'teach.ask': 'Zeptat se čtenáře po tomto tahu:',
  'teach.findSet': 'Čtenář bude hledat tento tah.',
  'teach.findRemoved': 'Tento tah už není k nalezení.',
  // {value}: the quizzes as the PGN writes them ("claim,dead").
  'teach.quizSet': 'Otázky nastaveny: {value}.',
  'teach.quizRemoved': 'Otázky odstraněny.',
  // The quiz panel's title, and puzzle mode turned on and off.
  'teach.question': 'Otázka',
  'teach.puzzleStarted': 'Úloha: {side} na tahu.',
  'teach.puzzleClosed': 'Úloha zavřena.',

  // The arbiter drill page (drill.html): its title, introduction ({fide}: "FIDE 6.9", {us}: "US
  // Chess rule 14E") and links.
  'drill.pageTitle': 'drawboard: cvičení rozhodčího – reklamace, pád praporku a mrtvé pozice',
  'drill.title': 'Cvičení rozhodčího',
  'drill.intro': 'Posuďte pozici tak, jak by to udělal rozhodčí: může hráč na tahu reklamovat remízu, skončila už partie, je pozice mrtvá, co se stane, když padne praporek? Šachovnice odpovídá na základě vlastních důkazů a u každé odpovědi ukáže pravidlo, o které se opírá. Rozhodnutí o pádu praporku se řídí {fide} a {us}.',
  'drill.pages': 'Stránky',
  'drill.linkBoard': 'Úplná analytická šachovnice',
  'drill.linkEmbed': 'Šachovnice pro výukové stránky',
  // ... the kinds of question to ask, the line above the board, and the score.
  'drill.kinds': 'Otázky na téma',
  'drill.kinds.claim': 'Reklamace a automatické remízy',
  'drill.kinds.dead': 'Mrtvé pozice',
  'drill.kinds.flag': 'Pád praporku',
  'drill.kinds.mate': 'Šance na mat',
  'drill.next': 'Další otázka',
  'drill.making': 'Vytváří se pozice…',
  'drill.noPosition': 'Pozici se nepodařilo vytvořit: zkuste to znovu.',
  'drill.failed': 'Šachovnici se nepodařilo načíst.',
  'drill.score': { one: 'Skóre této návštěvy: správně {right} z {count} odpovědi.', few: 'Skóre této návštěvy: správně {right} z {count} odpovědí.', many: 'Skóre této návštěvy: správně {right} z {count} odpovědi.', other: 'Skóre této návštěvy: správně {right} z {count} odpovědí.' },
  'drill.noScore': 'Skóre této návštěvy: zatím žádné odpovědi.',
};
