// Les mots français des leçons : les questionnaires sur les règles (lesson/quiz.js), le mode
// exercice (lesson/puzzle.js), le panneau de l'enseignant (lesson/teach.js) et l'entraînement
// d'arbitre (drill.html, drill.js). {side} et semblables sont des noms de camp (« Blancs ») ;
// {law} est un article cité (« FIDE 9.3 ») ; {move} et {moves} sont des coups en SAN (« Nf3 ») ;
// un message à formes plurielles est choisi par {count}.
export default {
  // The quiz kinds, as the teacher's panel offers them and the drill names its questions.
  'quiz.kind.claim': 'La nulle peut-elle être réclamée ?',
  'quiz.kind.flag': 'Et si le drapeau tombe ?',
  'quiz.kind.dead': 'La position est-elle morte ?',
  'quiz.kind.mate': 'Le joueur au trait peut-il encore mater ?',

  // A quiz's answer, under its options: while the proof is coming, without one, and once
  // answered ("Right. <reason>", "Not quite: <the right option>. <reason>").
  'quiz.proving': 'L’échiquier est encore en train de démontrer la réponse…',
  'quiz.unproved': 'L’échiquier n’a pas démontré la réponse, il n’en marque donc aucune. {reason}',
  'quiz.answered': '{verdict} {reason}',
  'quiz.right': 'Exact.',
  'quiz.notQuite': 'Pas tout à fait : {answer}.',

  // Sentences of the reasons: a side's mating chances ({fact} is the draw panel's, "White can
  // still checkmate: 1. Qh5 ..."), and how a game ended by itself.
  'quiz.fact': '{fact}.',
  'quiz.canMateHidden': 'Les {side} peuvent encore mater (la suite est montrée une fois l’exercice résolu).',
  'quiz.ended.checkmate': 'échec et mat ({law})',
  'quiz.ended.stalemate': 'pat ({law})',
  'quiz.ended.insufficientMaterial': 'aucun camp n’a le matériel pour mater ({law})',
  'quiz.ended.deadPosition': 'la position est morte ({law})',
  'quiz.ended.fivefold': 'la même position est apparue cinq fois ({law})',
  'quiz.ended.seventyFiveMoves': 'soixante-quinze coups joués par chacun des joueurs sans prise ni mouvement de pion ({law})',

  // The claim quiz: "Can White, to move, claim a draw?"
  'quiz.claim.question': 'Les {side}, qui ont le trait, peuvent-ils réclamer la nulle ?',
  'quiz.claim.now': 'Oui, les {side} peuvent la réclamer maintenant',
  'quiz.claim.announce': 'Seulement en notant un coup et en l’annonçant',
  'quiz.claim.over': 'Inutile : la partie est déjà nulle',
  'quiz.claim.no': 'Non',
  // ... its reasons. {seen} is quiz.claim.seen; {times} and {played} its counts.
  'quiz.claim.seen': 'la position est apparue {times} et {played} depuis la dernière prise ou le dernier mouvement de pion',
  'quiz.claim.times': { one: '{count} fois', many: '{count} fois', other: '{count} fois' },
  'quiz.claim.played': { one: '{count} demi-coup a été joué', many: '{count} demi-coups ont été joués', other: '{count} demi-coups ont été joués' },
  'quiz.claim.won': 'Non : la partie est terminée – {how}. Les {side} ont gagné.',
  'quiz.claim.ended': 'La partie s’est terminée d’elle-même, sans réclamation : {how}.',
  'quiz.claim.deadUnknown': 'La recherche a épuisé son budget avant de démontrer si la position est morte ; si elle l’est, la partie est déjà terminée.',
  'quiz.claim.mayNow': 'Les {side} peuvent réclamer la nulle maintenant : {rules}.',
  'quiz.claim.threefoldNow': 'la même position est apparue pour la troisième fois, les {side} ayant le trait ({law})',
  'quiz.claim.fiftyNow': 'chacun des joueurs a joué cinquante coups sans prise ni mouvement de pion ({law})',
  'quiz.claim.bothRules': '{first} ; et {second}',
  'quiz.claim.byAnnouncing': 'Pas encore : {seen}. Mais les {side} peuvent inscrire {moves} sur leur feuille de partie, déclarer à l’arbitre leur intention de le jouer, et réclamer : {rules}. Joué d’abord, le coup donne le droit de réclamer à l’adversaire.',
  // {moves}: the first four of the moves, then how many more there are.
  'quiz.claim.more': { one: 'un autre coup', many: 'l’un des {count} autres coups', other: 'l’un des {count} autres coups' },
  'quiz.claim.oneOfItsMoves': 'l’un de leurs coups',
  'quiz.claim.threefoldNext': 'la position qui en résulterait apparaîtrait pour la troisième fois ({law})',
  'quiz.claim.fiftyNext': 'il compléterait cinquante coups joués par chacun des joueurs sans prise ni mouvement de pion ({law})',
  'quiz.claim.eitherRule': '{first} ; ou {second}',
  'quiz.claim.none': 'Non : {seen}. Une réclamation exige la troisième apparition d’une position ({threefoldLaw}) ou cinquante coups joués par chacun des joueurs ({fiftyLaw}), et aucun coup des {side} ne compléterait l’une ou l’autre.',

  // The flag quiz: under the FIDE Laws, then under US Chess rule 14E ({rule}: "14E", "14E2").
  'quiz.flag.question': 'Le drapeau des {side} tombe maintenant. Quel est le résultat selon les Règles du jeu de la FIDE ?',
  'quiz.flag.opponentWins': 'Les {side} gagnent',
  'quiz.flag.draw': 'Nulle',
  'quiz.flag.over': 'La partie est déjà terminée : un drapeau qui tombe maintenant ne change rien.',
  'quiz.flag.fide': '{law} : le joueur dont le drapeau tombe perd la partie, sauf si l’adversaire ne peut mater par aucune suite de coups légaux – la partie est alors nulle. {fact}',
  'quiz.flag.usQuestion': 'Et selon les règles de l’US Chess ({rule}, matériel insuffisant pour gagner au temps) ?',
  'quiz.flag.us': 'US Chess {rule} : {clause}.',
  // ... the clauses of 14E ({side}: the opponent of {flagger}, whose flag fell; {forced}: one
  // of the four after them).
  'quiz.flag.loneKing': 'les {side} n’ont plus que le roi, la partie est donc nulle',
  'quiz.flag.minorPiece': 'les {side} n’ont qu’un roi et un fou ou un cavalier, la partie est donc nulle sauf si les {side} ont un gain forcé ; {forced}',
  'quiz.flag.twoKnights': 'les {side} n’ont qu’un roi et deux cavaliers et les {flagger} n’ont pas de pion, la partie est donc nulle sauf si les {side} ont un gain forcé ; {forced}',
  'quiz.flag.cannotMate': 'les {side} ne peuvent pas mater du tout, ils n’ont donc pas de gain forcé',
  'quiz.flag.noTable': 'aucune table de finales n’a établi s’ils ont un gain forcé',
  'quiz.flag.forcedWin': { one: 'ils ont un gain forcé (table de finales : mat en {count} coup)', many: 'ils ont un gain forcé (table de finales : mat en {count} coups)', other: 'ils ont un gain forcé (table de finales : mat en {count} coups)' },
  'quiz.flag.noForcedWin': 'ils n’ont pas de gain forcé (table de finales)',

  // The dead-position quiz. {white} and {black}: each side's mating chances, a sentence each.
  'quiz.dead.question': 'La position est-elle morte, c’est-à-dire qu’aucune suite de coups légaux ne peut mener au mat ({law}) ?',
  'quiz.dead.yes': 'Oui : la partie est nulle',
  'quiz.dead.no': 'Non : un mat est encore possible',
  'quiz.dead.over': 'La partie est déjà terminée, quelle que soit la réponse : {how}.',
  'quiz.dead.isDead': 'Oui : {white} {black} La partie s’est terminée dès que la position est apparue.',
  'quiz.dead.facts': '{white} {black}',

  // The mate quiz: with an endgame table (force, help, never), else yes or never.
  'quiz.mate.question': 'Les {side} peuvent-ils encore mater ?',
  'quiz.mate.questionAny': 'Les {side} peuvent-ils encore mater (par une suite quelconque de coups légaux) ?',
  'quiz.mate.force': 'Oui, de force',
  'quiz.mate.help': 'Seulement avec l’aide des {side}',
  'quiz.mate.never': 'Non, jamais',
  'quiz.mate.yes': 'Oui',
  // ... its reason: the table's {verdict}, then the {fact} of quiz.fact.
  'quiz.mate.reason': '{verdict} {fact}',
  'quiz.mate.tableWin': { one: 'La table de finales : les {side} matent en {count} coup avec le meilleur jeu.', many: 'La table de finales : les {side} matent en {count} coups avec le meilleur jeu.', other: 'La table de finales : les {side} matent en {count} coups avec le meilleur jeu.' },
  'quiz.mate.tableWinTooLate': { one: 'La table de finales : les {side} matent en {count} coup avec le meilleur jeu, mais la règle des 75 coups intervient avant.', many: 'La table de finales : les {side} matent en {count} coups avec le meilleur jeu, mais la règle des 75 coups intervient avant.', other: 'La table de finales : les {side} matent en {count} coups avec le meilleur jeu, mais la règle des 75 coups intervient avant.' },
  'quiz.mate.tableNoForce': 'La table de finales : les {side} ne peuvent pas forcer le mat contre la meilleure défense.',
  // {count}: the half-moves played since the last capture or pawn move; {other}: the defender.
  'quiz.mate.claimFirst': { one: '{verdict} Mais {count} demi-coup s’est écoulé sans prise ni mouvement de pion : à moins qu’une prise ou un mouvement de pion en chemin ne remette le compte à zéro, les {other} pourront réclamer la nulle selon la règle des 50 coups ({law}) avant le mat ; l’échiquier ne tranche donc pas ici sur « de force ».', many: '{verdict} Mais {count} demi-coups se sont écoulés sans prise ni mouvement de pion : à moins qu’une prise ou un mouvement de pion en chemin ne remette le compte à zéro, les {other} pourront réclamer la nulle selon la règle des 50 coups ({law}) avant le mat ; l’échiquier ne tranche donc pas ici sur « de force ».', other: '{verdict} Mais {count} demi-coups se sont écoulés sans prise ni mouvement de pion : à moins qu’une prise ou un mouvement de pion en chemin ne remette le compte à zéro, les {other} pourront réclamer la nulle selon la règle des 50 coups ({law}) avant le mat ; l’échiquier ne tranche donc pas ici sur « de force ».' },

  // Puzzle mode: the panel, its task line ("White to play: find the lesson's move (1 of 3).")
  // and its buttons.
  'puzzle.title': 'Exercice',
  'puzzle.task': 'Trait aux {side} : trouvez le coup de la leçon ({number} sur {count}).',
  'puzzle.replies': 'Les {side} répondent…',
  'puzzle.yourMove': 'À vous de jouer.',
  'puzzle.hint': 'Indice',
  'puzzle.hint.label': 'Indice : la pièce à jouer, puis sa case',
  'puzzle.reveal': 'Montrer le coup',
  'puzzle.retry': 'Recommencer',
  'puzzle.retry.label': 'Recommencer : reprendre l’exercice depuis le début',
  'puzzle.restarted': 'Exercice recommencé. {task}',
  'puzzle.wait': 'Patientez : l’échiquier joue la réponse ou vérifie un coup.',
  // ... what a try gets ({move}: the move tried, {expected}: the lesson's); a sentence of ours
  // and then the lesson's comment or the summary (puzzle.andThen).
  'puzzle.andThen': '{first} {then}',
  'puzzle.right': 'Exact : {move}.',
  'puzzle.notThis': 'Pas celui-ci : {move}.',
  'puzzle.checking': 'Vérification de {move}…',
  'puzzle.checkingSaid': 'Vérification de {move}.',
  'puzzle.notLessonMove': 'Ce n’est pas le coup de la leçon : {move}. Essayez encore.',
  'puzzle.revealed': 'Le coup de la leçon : {move}.',
  // {why}: one of the four after it.
  'puzzle.justAsGood': 'Tout aussi bon : {move} – {why}. La leçon continue avec {expected}.',
  'puzzle.matesAsWell': 'il mate aussi',
  'puzzle.drawsAsWell': 'il assure aussi la nulle (table de finales)',
  'puzzle.winsAsWell': 'il gagne aussi (table de finales : mat en {mine}, le coup de la leçon en {theirs})',
  'puzzle.matesInAsWell': 'il mate aussi en {count} (recherche du moteur, {plies} demi-coups)',
  // ... the hints: the piece to move ({from}: its square), then where it goes ({to}).
  'puzzle.hintPiece.king': 'Indice : jouez le roi situé en {from}.',
  'puzzle.hintPiece.queen': 'Indice : jouez la dame située en {from}.',
  'puzzle.hintPiece.rook': 'Indice : jouez la tour située en {from}.',
  'puzzle.hintPiece.bishop': 'Indice : jouez le fou situé en {from}.',
  'puzzle.hintPiece.knight': 'Indice : jouez le cavalier situé en {from}.',
  'puzzle.hintPiece.pawn': 'Indice : jouez le pion situé en {from}.',
  'puzzle.hintSquare.king': 'Indice : le roi situé en {from} va en {to}.',
  'puzzle.hintSquare.queen': 'Indice : la dame située en {from} va en {to}.',
  'puzzle.hintSquare.rook': 'Indice : la tour située en {from} va en {to}.',
  'puzzle.hintSquare.bishop': 'Indice : le fou situé en {from} va en {to}.',
  'puzzle.hintSquare.knight': 'Indice : le cavalier situé en {from} va en {to}.',
  'puzzle.hintSquare.pawn': 'Indice : le pion situé en {from} va en {to}.',
  // ... the end ({moves}: puzzle.moves; {hints}: puzzle.hints; {firstTry}, {revealed}: numbers).
  'puzzle.solved': 'Résolu : au premier essai, {firstTry} sur {moves} ; {hints} ; coups montrés : {revealed}.',
  'puzzle.moves': { one: '{count} coup', many: '{count} coups', other: '{count} coups' },
  'puzzle.hints': { one: '{count} indice', many: '{count} indices', other: '{count} indices' },
  'puzzle.nothingToFind': 'Cette leçon n’a pas de coup à trouver à partir d’ici.',

  // The teacher's panel under the moves (Teach), and what a screen reader hears from it.
  'teach.legend': 'Enseigner avec ce coup',
  'teach.find': 'Le lecteur trouve ce coup (mode exercice)',
  'teach.ask': 'Demander au lecteur, après ce coup :',
  'teach.findSet': 'Le lecteur devra trouver ce coup.',
  'teach.findRemoved': 'Ce n’est plus un coup à trouver.',
  // {value}: the quizzes as the PGN writes them ("claim,dead").
  'teach.quizSet': 'Quiz défini : {value}.',
  'teach.quizRemoved': 'Quiz supprimé.',
  // The quiz panel's title, and puzzle mode turned on and off.
  'teach.question': 'Question',
  'teach.puzzleStarted': 'Exercice : trait aux {side}.',
  'teach.puzzleClosed': 'Exercice fermé.',

  // The arbiter drill page (drill.html): its title, introduction ({fide}: "FIDE 6.9", {us}: "US
  // Chess rule 14E") and links.
  'drill.pageTitle': 'drawboard : entraînement d’arbitre – réclamations, drapeaux et positions mortes',
  'drill.title': 'Entraînement d’arbitre',
  'drill.intro': 'Statuez sur la position comme le ferait un arbitre : le joueur au trait peut-il réclamer la nulle, la partie est-elle déjà terminée, la position est-elle morte, que se passe-t-il si un drapeau tombe ? L’échiquier répond à partir de ses propres preuves et montre la règle derrière chaque réponse. Les décisions sur la chute du drapeau suivent {fide} et la {us}.',
  'drill.pages': 'Pages',
  'drill.linkBoard': 'L’échiquier d’analyse complet',
  'drill.linkEmbed': 'Échiquiers pour pages pédagogiques',
  // ... the kinds of question to ask, the line above the board, and the score.
  'drill.kinds': 'Questions sur',
  'drill.kinds.claim': 'Réclamations et nulles automatiques',
  'drill.kinds.dead': 'Positions mortes',
  'drill.kinds.flag': 'Chutes du drapeau',
  'drill.kinds.mate': 'Chances de mat',
  'drill.next': 'Question suivante',
  'drill.making': 'Création d’une position…',
  'drill.noPosition': 'Aucune position n’a pu être créée : réessayez.',
  'drill.failed': 'L’échiquier n’a pas pu être chargé.',
  'drill.score': { one: 'Score de cette visite : {right} sur {count} réponse juste.', many: 'Score de cette visite : {right} sur {count} réponses justes.', other: 'Score de cette visite : {right} sur {count} réponses justes.' },
  'drill.noScore': 'Score de cette visite : aucune réponse pour l’instant.',
};
