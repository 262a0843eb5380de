// Les mots français des panneaux chargés après le premier verdict : le panneau du moteur, la
// revue de la partie et son graphique, la vue de la table de finales et le déroulement d'une
// suite de mat. Un message par clé, avec des paramètres nommés ; un message à formes plurielles
// est un objet de catégories Intl.PluralRules, choisies par son paramètre `count`. Les coups (SAN),
// les scores (« +0.35 », « #-3 », « 1-0 »), les noms de tables (« KRvK ») et les nombres sont des
// données, passées en paramètres.
export default {
  // The engine panel: its button (it starts and stops the analysis), and the label of the menu
  // of how many lines it shows (1, 2 or 3), written before it.
  'analysis.start': 'Lancer l’analyse',
  'analysis.stop': 'Arrêter l’analyse',
  'analysis.lines': 'Lignes',
  // The list of the engine's lines, for screen readers.
  'analysis.lines.label': 'Variantes principales',
  // The engine panel's state line, beside the score.
  'analysis.off': 'Le moteur est arrêté.',
  'analysis.thinking': 'Réflexion…',
  'analysis.gameOver': 'Partie terminée',
  // How deep the engine has searched (plies: {depth} in full, {seldepth} at most) and how fast;
  // {nps} and {nodes} are counts written as below.
  'analysis.stats': 'Profondeur {depth}/{seldepth} · {nps} nœuds/s · {nodes} nœuds',
  'analysis.millions': '{n} M',
  'analysis.thousands': '{n} k',
  // After the state line, once the search is complete ({stats} is the line).
  'analysis.done': '{stats} · terminé',
  // Under the lines: the move the engine chose, or why it stopped.
  'analysis.best': 'Meilleur coup : {move}',
  'analysis.failed': 'Le moteur a échoué : {error}',
  // Why the evaluation counts an advantage for less: {reason}, {divisor} and {ending} are the
  // sentences below.
  'analysis.evaluation': 'Évaluation : {reason}',
  'analysis.evaluation.both': 'Évaluation : {divisor} ; {ending}',
  'analysis.divisor.8': 'score divisé par 8 : le camp qui mène ne peut pas mater avec ce matériel',
  'analysis.divisor.4': 'score divisé par 4 : le défenseur peut donner une pièce pour le dernier pion du camp qui mène, et le matériel restant ne peut pas mater',
  'analysis.divisor.2': 'score divisé par 2 : sans pions, le gain demande environ deux fois plus d’avantage matériel',
  'analysis.endgameScaled': 'score de finale ramené à {factor}/64 pour {ending}',
  'analysis.ending.oppositeBishops': 'des fous de couleurs opposées, où le fou du défenseur bloque des cases que l’autre fou ne peut jamais lui disputer',
  'analysis.ending.rooksOnOneWing': 'une finale de tours avec tous les pions sur une seule aile, où un pion de plus suffit rarement',
  'analysis.ending.fewPawns': 'des pièces égales et seulement un ou deux pions pour le camp qui mène, contre lesquels le défenseur peut donner une pièce',

  // The game review: the start position's name in the graph, and the judgements of moves
  // (in the move list and the graph), with the engine's better move.
  'review.start': 'Début',
  'review.blunder': 'Gaffe',
  'review.blunder.best': 'Gaffe : le meilleur coup était {move}',
  'review.mistake': 'Erreur',
  'review.mistake.best': 'Erreur : le meilleur coup était {move}',
  'review.inaccuracy': 'Imprécision',
  'review.inaccuracy.best': 'Imprécision : le meilleur coup était {move}',
  // A position's evaluation, White's view: a checkmate ({result} is "1-0" or "0-1"), or a
  // score of 0.00 ({score}) with the rule or proof that makes it a draw ({label}, one of the
  // names below) and why ({text}: the draw panel's reason, without its heading).
  'review.mated': '{result} – échec et mat',
  'review.zero': '{score} – {label} : {text}',
  'review.zero.stalemate': 'pat',
  'review.zero.insufficientMaterial': 'position morte (matériel insuffisant)',
  'review.zero.deadPosition': 'position morte',
  'review.zero.fivefold': 'quintuple répétition',
  'review.zero.seventyFiveMoves': 'règle des 75 coups',
  'review.zero.tableDraw': 'nulle selon la table de finales',
  'review.zero.threefold': 'triple répétition',
  'review.zero.fiftyMoves': 'règle des 50 coups',
  'review.zero.repetition': 'répétition',
  'review.zero.repetition.text': 'la position est déjà apparue, et la recherche compte une répétition comme nulle.',
  'review.zero.mateCannotBeForced': 'le mat ne peut être forcé',
  // How a game that ended by itself ended, where the position's status says nothing more.
  'review.ended.checkmate': 'échec et mat',
  'review.ended.stalemate': 'pat',
  'review.ended.insufficientMaterial': 'matériel insuffisant',
  'review.ended.deadPosition': 'position morte',
  'review.ended.fivefold': 'quintuple répétition',
  'review.ended.seventyFiveMoves': 'règle des 75 coups',

  // The evaluation graph under the board (a slider over the moves), for screen readers.
  'graph.label': 'Graphique d’évaluation : les chances de gain des Blancs après chaque coup (les flèches choisissent un coup)',
  // The graph's value and tip: a move ("12... Nf6"), its evaluation and its judgement.
  'graph.point': '{move} : {score}',
  'graph.point.judged': '{move} : {score}. {judgement}',
  'graph.notYet': '{move} : pas encore évalué',
  'graph.tipNotYet': 'pas encore évalué',
  // The table of each side's inaccuracies, mistakes and blunders: its caption (for screen
  // readers), and a cell ({word} is one of the words below, read only by screen readers).
  'graph.counts': 'Imprécisions, erreurs et gaffes par camp',
  'graph.count': '{count} {word}',
  'graph.count.inaccuracy': { one: 'imprécision', many: 'imprécisions', other: 'imprécisions' },
  'graph.count.mistake': { one: 'erreur', many: 'erreurs', other: 'erreurs' },
  'graph.count.blunder': { one: 'gaffe', many: 'gaffes', other: 'gaffes' },
  // How far the review has got ({count} positions in all).
  'graph.paused': { one: 'Revue en pause pendant l’analyse du moteur ({done} sur {count} position).', many: 'Revue en pause pendant l’analyse du moteur ({done} sur {count} positions).', other: 'Revue en pause pendant l’analyse du moteur ({done} sur {count} positions).' },
  'graph.reviewing': { one: 'Revue de la partie : {done} sur {count} position…', many: 'Revue de la partie : {done} sur {count} positions…', other: 'Revue de la partie : {done} sur {count} positions…' },

  // The endgame-table view: its headline ({headline} is one of the two lines after it;
  // {material} is the table's name, "KQvKR").
  'tableView.headline': '{headline} ({material})',
  'tableView.mates': { one: 'Les {side} matent en {count} coup avec le meilleur jeu', many: 'Les {side} matent en {count} coups avec le meilleur jeu', other: 'Les {side} matent en {count} coups avec le meilleur jeu' },
  'tableView.draw': 'Nulle avec le meilleur jeu',
  // Each move's result for the side making it, in moves to mate.
  'tableView.moveWin': 'Gain · mat en {count}',
  'tableView.moveLoss': 'Perte · maté en {count}',
  'tableView.moveDraw': 'Nulle',
  // The list of moves, for screen readers.
  'tableView.moves.label': 'Coups avec leur résultat, le meilleur d’abord',
  // While the table is read or built ({table} of {count}: blocks, or tables built).
  'tableView.lookingUp': 'Consultation de la table de finales…',
  'tableView.fetching': 'Lecture de la table {material} depuis le site (bloc {table} sur {count})…',
  'tableView.building': 'Construction de la table {material} ({table} sur {count})… {percent} %',
  // When there is no table ({why} and {error} are the tables' own explanation).
  'tableView.missing': 'Pas de verdict exact : {why}. Le panneau des nulles indique ce que l’échiquier démontre sans elle.',
  'tableView.failed': 'La table de finales n’a pas pu être utilisée : {error}',
  'tableView.refused': 'Une table du site n’a pas été utilisée : {why}. Elle a été construite ici à la place.',
  // Where the tables came from: {fetched} and {built} are lists of tables' names, or the line
  // after them for many ({last}: the last three names).
  'tableView.source.fetched': 'Tables téléchargées depuis le site et vérifiées d’après son manifeste : {fetched}.',
  'tableView.source.built': 'Tables construites dans ce navigateur : {built}.',
  'tableView.source.both': 'Tables téléchargées depuis le site et vérifiées d’après son manifeste : {fetched} ; construites dans ce navigateur : {built}.',
  'tableView.manyTables': { one: '{count} table (..., {last})', many: '{count} tables (..., {last})', other: '{count} tables (..., {last})' },

  // How playing out a mating line on the board ended ({done} of {count} moves played).
  'playOut.stopped': { one: 'Arrêté après {done} sur {count} coup : le coup suivant n’a pas pu être joué.', many: 'Arrêté après {done} sur {count} coups : le coup suivant n’a pas pu être joué.', other: 'Arrêté après {done} sur {count} coups : le coup suivant n’a pas pu être joué.' },
  'playOut.checkmate': 'Joué jusqu’au bout : échec et mat.',
  'playOut.done': 'Joué jusqu’au bout.',
};
