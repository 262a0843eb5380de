// Le parole italiane delle lezioni: i quiz sulle regole (lesson/quiz.js), la modalità esercizio
// (lesson/puzzle.js), il pannello dell'insegnante (lesson/teach.js) e l'allenamento da arbitro
// (drill.html, drill.js). {side} e simili sono nomi dei colori ("Bianco"); {law} è un articolo
// citato ("FIDE 9.3"); {move} e {moves} sono mosse in SAN ("Nf3"); un messaggio con forme plurali
// è scelto da {count}.
export default {
  // The quiz kinds, as the teacher's panel offers them and the drill names its questions.
  'quiz.kind.claim': 'Si può richiedere la patta?',
  'quiz.kind.flag': 'E se cade la bandierina?',
  'quiz.kind.dead': 'La posizione è morta?',
  'quiz.kind.mate': 'Il giocatore che ha il tratto può ancora dare scaccomatto?',

  // A quiz's answer, under its options: while the proof is coming, without one, and once
  // answered ("Right. <reason>", "Not quite: <the right option>. <reason>").
  'quiz.proving': 'La scacchiera sta ancora dimostrando la risposta…',
  'quiz.unproved': 'La scacchiera non ha dimostrato la risposta, quindi non ne indica nessuna. {reason}',
  'quiz.answered': '{verdict} {reason}',
  'quiz.right': 'Esatto.',
  'quiz.notQuite': 'Non proprio: {answer}.',

  // Sentences of the reasons: a side's mating chances ({fact} is the draw panel's, "White can
  // still checkmate: 1. Qh5 ..."), and how a game ended by itself.
  'quiz.fact': '{fact}.',
  'quiz.canMateHidden': 'Il {side} può ancora dare scaccomatto (la sequenza viene mostrata quando l’esercizio è risolto).',
  'quiz.ended.checkmate': 'scaccomatto ({law})',
  'quiz.ended.stalemate': 'stallo ({law})',
  'quiz.ended.insufficientMaterial': 'nessuno dei due ha il materiale per dare scaccomatto ({law})',
  'quiz.ended.deadPosition': 'la posizione è morta ({law})',
  'quiz.ended.fivefold': 'la stessa posizione è apparsa cinque volte ({law})',
  'quiz.ended.seventyFiveMoves': 'settantacinque mosse da ciascun giocatore senza catture né movimenti di pedone ({law})',

  // The claim quiz: "Can White, to move, claim a draw?"
  'quiz.claim.question': 'Il {side}, che ha il tratto, può richiedere la patta?',
  'quiz.claim.now': 'Sì, il {side} può richiederla ora',
  'quiz.claim.announce': 'Solo scrivendo una mossa e annunciandola',
  'quiz.claim.over': 'Non serve: la partita è già patta',
  'quiz.claim.no': 'No',
  // ... its reasons. {seen} is quiz.claim.seen; {times} and {played} its counts.
  'quiz.claim.seen': 'la posizione è apparsa {times} e dall’ultima cattura o mossa di pedone {played}',
  'quiz.claim.times': { one: '{count} volta', many: '{count} volte', other: '{count} volte' },
  'quiz.claim.played': { one: 'è stata giocata {count} semimossa', many: 'sono state giocate {count} semimosse', other: 'sono state giocate {count} semimosse' },
  'quiz.claim.won': 'No: la partita è finita – {how}. Ha vinto il {side}.',
  'quiz.claim.ended': 'La partita è finita da sola, senza richiesta: {how}.',
  'quiz.claim.deadUnknown': 'La ricerca ha esaurito il suo budget prima di dimostrare se la posizione sia morta; se lo è, la partita è già finita.',
  'quiz.claim.mayNow': 'Il {side} può richiedere la patta ora: {rules}.',
  'quiz.claim.threefoldNow': 'la stessa posizione è apparsa per la terza volta, con il tratto al {side} ({law})',
  'quiz.claim.fiftyNow': 'ciascun giocatore ha fatto cinquanta mosse senza catture né movimenti di pedone ({law})',
  'quiz.claim.bothRules': '{first}; e {second}',
  'quiz.claim.byAnnouncing': 'Non ancora: {seen}. Ma il {side} può scrivere {moves} sul formulario, dichiarare all’arbitro l’intenzione di giocarla e richiedere la patta: {rules}. Se viene giocata prima, la mossa dà il diritto di richiesta all’avversario.',
  // {moves}: the first four of the moves, then how many more there are.
  'quiz.claim.more': { one: 'un’altra mossa', many: 'una di altre {count} mosse', other: 'una di altre {count} mosse' },
  'quiz.claim.oneOfItsMoves': 'una delle sue mosse',
  'quiz.claim.threefoldNext': 'la posizione che ne risulterebbe apparirebbe per la terza volta ({law})',
  'quiz.claim.fiftyNext': 'completerebbe cinquanta mosse da ciascun giocatore senza catture né movimenti di pedone ({law})',
  'quiz.claim.eitherRule': '{first}; oppure {second}',
  'quiz.claim.none': 'No: {seen}. Per richiedere la patta servono la terza apparizione di una posizione ({threefoldLaw}) o cinquanta mosse da ciascun giocatore ({fiftyLaw}), e nessuna mossa del {side} completerebbe né l’una né l’altra.',

  // The flag quiz: under the FIDE Laws, then under US Chess rule 14E ({rule}: "14E", "14E2").
  'quiz.flag.question': 'La bandierina del {side} cade ora. Qual è il risultato secondo le Regole degli scacchi FIDE?',
  'quiz.flag.opponentWins': 'Vince il {side}',
  'quiz.flag.draw': 'Patta',
  'quiz.flag.over': 'La partita è già finita: una bandierina che cade ora non cambia nulla.',
  'quiz.flag.fide': '{law}: il giocatore la cui bandierina cade perde la partita; tuttavia, se l’avversario non è in grado di dare scaccomatto con una qualsiasi sequenza di mosse legali, la partita è patta. {fact}',
  'quiz.flag.usQuestion': 'E secondo le regole US Chess ({rule}, materiale insufficiente per vincere per tempo)?',
  'quiz.flag.us': 'US Chess {rule}: {clause}.',
  // ... the clauses of 14E ({side}: the opponent of {flagger}, whose flag fell; {forced}: one
  // of the four after them).
  'quiz.flag.loneKing': 'il {side} ha solo il Re, quindi la partita è patta',
  'quiz.flag.minorPiece': 'il {side} ha solo il Re e un Alfiere o un Cavallo, quindi la partita è patta a meno che il {side} non abbia una vittoria forzata; {forced}',
  'quiz.flag.twoKnights': 'il {side} ha solo il Re e due Cavalli e il {flagger} non ha pedoni, quindi la partita è patta a meno che il {side} non abbia una vittoria forzata; {forced}',
  'quiz.flag.cannotMate': 'il {side} non può dare scaccomatto in alcun modo, quindi non ha una vittoria forzata',
  'quiz.flag.noTable': 'nessuna tablebase ha stabilito se abbia una vittoria forzata',
  'quiz.flag.forcedWin': { one: 'ha una vittoria forzata (tablebase: matto in {count} mossa)', many: 'ha una vittoria forzata (tablebase: matto in {count} mosse)', other: 'ha una vittoria forzata (tablebase: matto in {count} mosse)' },
  'quiz.flag.noForcedWin': 'non ha una vittoria forzata (tablebase)',

  // The dead-position quiz. {white} and {black}: each side's mating chances, a sentence each.
  'quiz.dead.question': 'La posizione è morta, cioè nessuna sequenza di mosse legali può portare allo scaccomatto ({law})?',
  'quiz.dead.yes': 'Sì: la partita è patta',
  'quiz.dead.no': 'No: uno scaccomatto è ancora possibile',
  'quiz.dead.over': 'La partita è già finita, qualunque sia la risposta: {how}.',
  'quiz.dead.isDead': 'Sì: {white} {black} La partita è finita quando si è presentata la posizione.',
  'quiz.dead.facts': '{white} {black}',

  // The mate quiz: with an endgame table (force, help, never), else yes or never.
  'quiz.mate.question': 'Il {side} può ancora dare scaccomatto?',
  'quiz.mate.questionAny': 'Il {side} può ancora dare scaccomatto (con una qualsiasi sequenza di mosse legali)?',
  'quiz.mate.force': 'Sì, forzatamente',
  'quiz.mate.help': 'Solo se il {side} collabora',
  'quiz.mate.never': 'No, mai',
  'quiz.mate.yes': 'Sì',
  // ... its reason: the table's {verdict}, then the {fact} of quiz.fact.
  'quiz.mate.reason': '{verdict} {fact}',
  'quiz.mate.tableWin': { one: 'La tablebase: il {side} dà matto in {count} mossa con il gioco migliore.', many: 'La tablebase: il {side} dà matto in {count} mosse con il gioco migliore.', other: 'La tablebase: il {side} dà matto in {count} mosse con il gioco migliore.' },
  'quiz.mate.tableWinTooLate': { one: 'La tablebase: il {side} dà matto in {count} mossa con il gioco migliore, ma la regola delle 75 mosse interviene prima.', many: 'La tablebase: il {side} dà matto in {count} mosse con il gioco migliore, ma la regola delle 75 mosse interviene prima.', other: 'La tablebase: il {side} dà matto in {count} mosse con il gioco migliore, ma la regola delle 75 mosse interviene prima.' },
  'quiz.mate.tableNoForce': 'La tablebase: il {side} non può forzare il matto contro la difesa migliore.',
  // {count}: the half-moves played since the last capture or pawn move; {other}: the defender.
  'quiz.mate.claimFirst': { one: '{verdict} Ma è trascorsa {count} semimossa senza catture né movimenti di pedone: a meno che una cattura o una mossa di pedone lungo la strada non azzeri il conteggio, il {other} potrà richiedere la patta per la regola delle 50 mosse ({law}) prima del matto, quindi qui la scacchiera non si pronuncia su «forzatamente».', many: '{verdict} Ma sono trascorse {count} semimosse senza catture né movimenti di pedone: a meno che una cattura o una mossa di pedone lungo la strada non azzeri il conteggio, il {other} potrà richiedere la patta per la regola delle 50 mosse ({law}) prima del matto, quindi qui la scacchiera non si pronuncia su «forzatamente».', other: '{verdict} Ma sono trascorse {count} semimosse senza catture né movimenti di pedone: a meno che una cattura o una mossa di pedone lungo la strada non azzeri il conteggio, il {other} potrà richiedere la patta per la regola delle 50 mosse ({law}) prima del matto, quindi qui la scacchiera non si pronuncia su «forzatamente».' },

  // Puzzle mode: the panel, its task line ("White to play: find the lesson's move (1 of 3).")
  // and its buttons.
  'puzzle.title': 'Esercizio',
  'puzzle.task': 'Muove il {side}: trovare la mossa della lezione ({number} di {count}).',
  'puzzle.replies': 'Il {side} risponde…',
  'puzzle.yourMove': 'Tocca a Lei.',
  'puzzle.hint': 'Suggerimento',
  'puzzle.hint.label': 'Suggerimento: il pezzo da muovere, poi la casa di arrivo',
  'puzzle.reveal': 'Mostra la mossa',
  'puzzle.retry': 'Riprova',
  'puzzle.retry.label': 'Riprova: ricominciare l’esercizio da capo',
  'puzzle.restarted': 'Esercizio ricominciato. {task}',
  'puzzle.wait': 'Attendere: la scacchiera sta giocando la risposta o verificando una mossa.',
  // ... what a try gets ({move}: the move tried, {expected}: the lesson's); a sentence of ours
  // and then the lesson's comment or the summary (puzzle.andThen).
  'puzzle.andThen': '{first} {then}',
  'puzzle.right': 'Esatto: {move}.',
  'puzzle.notThis': 'Non questa: {move}.',
  'puzzle.checking': 'Verifica di {move}…',
  'puzzle.checkingSaid': 'Verifica di {move}.',
  'puzzle.notLessonMove': 'Non è la mossa della lezione: {move}. Riprovare.',
  'puzzle.revealed': 'La mossa della lezione: {move}.',
  // {why}: one of the four after it.
  'puzzle.justAsGood': 'Altrettanto buona: {move} – {why}. La lezione prosegue con {expected}.',
  'puzzle.matesAsWell': 'anche questa dà matto',
  'puzzle.drawsAsWell': 'anche questa porta alla patta (tablebase)',
  'puzzle.winsAsWell': 'anche questa vince (tablebase: matto in {mine}, la mossa della lezione in {theirs})',
  'puzzle.matesInAsWell': 'anche questa dà matto in {count} (ricerca del motore, {plies} semimosse)',
  // ... the hints: the piece to move ({from}: its square), then where it goes ({to}).
  'puzzle.hintPiece.king': 'Suggerimento: muovere il Re che si trova in {from}.',
  'puzzle.hintPiece.queen': 'Suggerimento: muovere la Donna che si trova in {from}.',
  'puzzle.hintPiece.rook': 'Suggerimento: muovere la Torre che si trova in {from}.',
  'puzzle.hintPiece.bishop': 'Suggerimento: muovere l’Alfiere che si trova in {from}.',
  'puzzle.hintPiece.knight': 'Suggerimento: muovere il Cavallo che si trova in {from}.',
  'puzzle.hintPiece.pawn': 'Suggerimento: muovere il pedone che si trova in {from}.',
  'puzzle.hintSquare.king': 'Suggerimento: il Re in {from} va in {to}.',
  'puzzle.hintSquare.queen': 'Suggerimento: la Donna in {from} va in {to}.',
  'puzzle.hintSquare.rook': 'Suggerimento: la Torre in {from} va in {to}.',
  'puzzle.hintSquare.bishop': 'Suggerimento: l’Alfiere in {from} va in {to}.',
  'puzzle.hintSquare.knight': 'Suggerimento: il Cavallo in {from} va in {to}.',
  'puzzle.hintSquare.pawn': 'Suggerimento: il pedone in {from} va in {to}.',
  // ... the end ({moves}: puzzle.moves; {hints}: puzzle.hints; {firstTry}, {revealed}: numbers).
  'puzzle.solved': 'Risolto: {firstTry} su {moves} trovate al primo tentativo; {hints}; mosse mostrate: {revealed}.',
  'puzzle.moves': { one: '{count} mossa', many: '{count} mosse', other: '{count} mosse' },
  'puzzle.hints': { one: '{count} suggerimento', many: '{count} suggerimenti', other: '{count} suggerimenti' },
  'puzzle.nothingToFind': 'Questa lezione non ha mosse da trovare da qui in poi.',

  // The teacher's panel under the moves (Teach), and what a screen reader hears from it.
  'teach.legend': 'Insegnare con questa mossa',
  'teach.find': 'Il lettore trova questa mossa (modalità esercizio)',
  'teach.ask': 'Chiedere al lettore, dopo questa mossa:',
  'teach.findSet': 'Il lettore dovrà trovare questa mossa.',
  'teach.findRemoved': 'Non è più una mossa da trovare.',
  // {value}: the quizzes as the PGN writes them ("claim,dead").
  'teach.quizSet': 'Quiz impostato: {value}.',
  'teach.quizRemoved': 'Quiz rimosso.',
  // The quiz panel's title, and puzzle mode turned on and off.
  'teach.question': 'Domanda',
  'teach.puzzleStarted': 'Esercizio: muove il {side}.',
  'teach.puzzleClosed': 'Esercizio chiuso.',

  // The arbiter drill page (drill.html): its title, introduction ({fide}: "FIDE 6.9", {us}: "US
  // Chess rule 14E") and links.
  'drill.pageTitle': 'drawboard: allenamento da arbitro – richieste, bandierine e posizioni morte',
  'drill.title': 'Allenamento da arbitro',
  'drill.intro': 'Giudicare la posizione come farebbe un arbitro: il giocatore che ha il tratto può richiedere la patta, la partita è già finita, la posizione è morta, che cosa succede se cade una bandierina? La scacchiera risponde in base alle proprie dimostrazioni e mostra la regola dietro ogni risposta. Le decisioni sulla caduta della bandierina seguono {fide} e la {us}.',
  'drill.pages': 'Pagine',
  'drill.linkBoard': 'La scacchiera di analisi completa',
  'drill.linkEmbed': 'Scacchiere per pagine didattiche',
  // ... the kinds of question to ask, the line above the board, and the score.
  'drill.kinds': 'Domande su',
  'drill.kinds.claim': 'Richieste e patte automatiche',
  'drill.kinds.dead': 'Posizioni morte',
  'drill.kinds.flag': 'Cadute della bandierina',
  'drill.kinds.mate': 'Possibilità di matto',
  'drill.next': 'Domanda successiva',
  'drill.making': 'Creazione di una posizione…',
  'drill.noPosition': 'Non è stato possibile creare una posizione: riprovare.',
  'drill.failed': 'Non è stato possibile caricare la scacchiera.',
  'drill.score': { one: 'Punteggio di questa visita: {right} su {count} risposta esatta.', many: 'Punteggio di questa visita: {right} su {count} risposte esatte.', other: 'Punteggio di questa visita: {right} su {count} risposte esatte.' },
  'drill.noScore': 'Punteggio di questa visita: ancora nessuna risposta.',
};
