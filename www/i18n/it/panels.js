// Le parole italiane dei pannelli caricati dopo il primo verdetto: il pannello del motore, la
// revisione della partita e il suo grafico, la vista della tablebase e l'esecuzione di una
// sequenza di matto. Un messaggio per chiave, con parametri con nome; un messaggio con forme
// plurali è un oggetto di categorie Intl.PluralRules, scelte dal suo parametro `count`. Le mosse
// (SAN), i punteggi ("+0.35", "#-3", "1-0"), i nomi delle tabelle ("KRvK") e i numeri sono dati,
// passati come parametri.
export default {
  // The engine panel: its button (it starts and stops the analysis), and the label of the menu
  // of how many lines it shows (1, 2 or 3), written before it.
  'analysis.start': 'Avvia l’analisi',
  'analysis.stop': 'Ferma l’analisi',
  'analysis.lines': 'Linee',
  // The list of the engine's lines, for screen readers.
  'analysis.lines.label': 'Varianti principali',
  // The engine panel's state line, beside the score.
  'analysis.off': 'Il motore è spento.',
  'analysis.thinking': 'Analisi in corso…',
  'analysis.gameOver': 'Partita finita',
  // How deep the engine has searched (plies: {depth} in full, {seldepth} at most) and how fast;
  // {nps} and {nodes} are counts written as below.
  'analysis.stats': 'Profondità {depth}/{seldepth} · {nps} nodi/s · {nodes} nodi',
  'analysis.millions': '{n} M',
  'analysis.thousands': '{n} k',
  // After the state line, once the search is complete ({stats} is the line).
  'analysis.done': '{stats} · completata',
  // Under the lines: the move the engine chose, or why it stopped.
  'analysis.best': 'Mossa migliore: {move}',
  'analysis.failed': 'Errore del motore: {error}',
  // Why the evaluation counts an advantage for less: {reason}, {divisor} and {ending} are the
  // sentences below.
  'analysis.evaluation': 'Valutazione: {reason}',
  'analysis.evaluation.both': 'Valutazione: {divisor}; {ending}',
  'analysis.divisor.8': 'punteggio diviso per 8: la parte in vantaggio non può dare scaccomatto con questo materiale',
  'analysis.divisor.4': 'punteggio diviso per 4: il difensore può dare un pezzo per l’ultimo pedone della parte in vantaggio, lasciando materiale che non può dare scaccomatto',
  'analysis.divisor.2': 'punteggio diviso per 2: senza pedoni, per vincere serve circa il doppio del vantaggio materiale',
  'analysis.endgameScaled': 'punteggio di finale ridotto a {factor}/64 per {ending}',
  'analysis.ending.oppositeBishops': 'Alfieri di colore contrario, dove l’Alfiere del difensore blocca case che l’altro Alfiere non può mai contendergli',
  'analysis.ending.rooksOnOneWing': 'un finale di Torri con tutti i pedoni su un’ala, dove un pedone in più raramente basta',
  'analysis.ending.fewPawns': 'pezzi pari e solo uno o due pedoni per la parte in vantaggio, per i quali il difensore può dare un pezzo',

  // The game review: the start position's name in the graph, and the judgements of moves
  // (in the move list and the graph), with the engine's better move.
  'review.start': 'Inizio',
  'review.blunder': 'Grave errore',
  'review.blunder.best': 'Grave errore: la mossa migliore era {move}',
  'review.mistake': 'Errore',
  'review.mistake.best': 'Errore: la mossa migliore era {move}',
  'review.inaccuracy': 'Imprecisione',
  'review.inaccuracy.best': 'Imprecisione: la mossa migliore era {move}',
  // A position's evaluation, White's view: a checkmate ({result} is "1-0" or "0-1"), or a
  // score of 0.00 ({score}) with the rule or proof that makes it a draw ({label}, one of the
  // names below) and why ({text}: the draw panel's reason, without its heading).
  'review.mated': '{result} – scaccomatto',
  'review.zero': '{score} – {label}: {text}',
  'review.zero.stalemate': 'stallo',
  'review.zero.insufficientMaterial': 'posizione morta (materiale insufficiente)',
  'review.zero.deadPosition': 'posizione morta',
  'review.zero.fivefold': 'quintuplice ripetizione',
  'review.zero.seventyFiveMoves': 'regola delle 75 mosse',
  'review.zero.tableDraw': 'patta secondo la tablebase',
  'review.zero.threefold': 'triplice ripetizione',
  'review.zero.fiftyMoves': 'regola delle 50 mosse',
  'review.zero.repetition': 'ripetizione',
  'review.zero.repetition.text': 'la posizione si è già presentata, e la ricerca considera patta una ripetizione.',
  'review.zero.mateCannotBeForced': 'il matto non può essere forzato',
  // How a game that ended by itself ended, where the position's status says nothing more.
  'review.ended.checkmate': 'scaccomatto',
  'review.ended.stalemate': 'stallo',
  'review.ended.insufficientMaterial': 'materiale insufficiente',
  'review.ended.deadPosition': 'posizione morta',
  'review.ended.fivefold': 'quintuplice ripetizione',
  'review.ended.seventyFiveMoves': 'regola delle 75 mosse',

  // The evaluation graph under the board (a slider over the moves), for screen readers.
  'graph.label': 'Grafico della valutazione: le possibilità di vittoria del Bianco dopo ogni mossa (le frecce scelgono una mossa)',
  // The graph's value and tip: a move ("12... Nf6"), its evaluation and its judgement.
  'graph.point': '{move}: {score}',
  'graph.point.judged': '{move}: {score}. {judgement}',
  'graph.notYet': '{move}: non ancora valutata',
  'graph.tipNotYet': 'non ancora valutata',
  // The table of each side's inaccuracies, mistakes and blunders: its caption (for screen
  // readers), and a cell ({word} is one of the words below, read only by screen readers).
  'graph.counts': 'Imprecisioni, errori e gravi errori per colore',
  'graph.count': '{count} {word}',
  'graph.count.inaccuracy': { one: 'imprecisione', many: 'imprecisioni', other: 'imprecisioni' },
  'graph.count.mistake': { one: 'errore', many: 'errori', other: 'errori' },
  'graph.count.blunder': { one: 'grave errore', many: 'gravi errori', other: 'gravi errori' },
  // How far the review has got ({count} positions in all).
  'graph.paused': { one: 'Revisione in pausa mentre il motore analizza ({done} su {count} posizione).', many: 'Revisione in pausa mentre il motore analizza ({done} su {count} posizioni).', other: 'Revisione in pausa mentre il motore analizza ({done} su {count} posizioni).' },
  'graph.reviewing': { one: 'Revisione della partita: {done} su {count} posizione…', many: 'Revisione della partita: {done} su {count} posizioni…', other: 'Revisione della partita: {done} su {count} posizioni…' },

  // The endgame-table view: its headline ({headline} is one of the two lines after it;
  // {material} is the table's name, "KQvKR").
  'tableView.headline': '{headline} ({material})',
  'tableView.mates': { one: 'Il {side} dà matto in {count} mossa con il gioco migliore', many: 'Il {side} dà matto in {count} mosse con il gioco migliore', other: 'Il {side} dà matto in {count} mosse con il gioco migliore' },
  'tableView.draw': 'Patta con il gioco migliore',
  // Each move's result for the side making it, in moves to mate.
  'tableView.moveWin': 'Vittoria · matto in {count}',
  'tableView.moveLoss': 'Sconfitta · subisce matto in {count}',
  'tableView.moveDraw': 'Patta',
  // The list of moves, for screen readers.
  'tableView.moves.label': 'Mosse con il loro risultato, dalla migliore',
  // While the table is read or built ({table} of {count}: blocks, or tables built).
  'tableView.lookingUp': 'Consultazione della tablebase…',
  'tableView.fetching': 'Lettura della tabella {material} dal sito (blocco {table} di {count})…',
  'tableView.building': 'Costruzione della tabella {material} ({table} di {count})… {percent}%',
  // When there is no table ({why} and {error} are the tables' own explanation).
  'tableView.missing': 'Nessun verdetto esatto: {why}. Il pannello delle patte dice ciò che la scacchiera dimostra senza di essa.',
  'tableView.failed': 'Non è stato possibile usare la tablebase: {error}',
  'tableView.refused': 'Una tabella del sito non è stata usata: {why}. È stata invece costruita qui.',
  // Where the tables came from: {fetched} and {built} are lists of tables' names, or the line
  // after them for many ({last}: the last three names).
  'tableView.source.fetched': 'Tabelle scaricate dal sito e verificate con il suo manifesto: {fetched}.',
  'tableView.source.built': 'Tabelle costruite in questo browser: {built}.',
  'tableView.source.both': 'Tabelle scaricate dal sito e verificate con il suo manifesto: {fetched}; costruite in questo browser: {built}.',
  'tableView.manyTables': { one: '{count} tabella (..., {last})', many: '{count} tabelle (..., {last})', other: '{count} tabelle (..., {last})' },

  // How playing out a mating line on the board ended ({done} of {count} moves played).
  'playOut.stopped': { one: 'Fermato dopo {done} su {count} mossa: non è stato possibile giocare la mossa successiva.', many: 'Fermato dopo {done} su {count} mosse: non è stato possibile giocare la mossa successiva.', other: 'Fermato dopo {done} su {count} mosse: non è stato possibile giocare la mossa successiva.' },
  'playOut.checkmate': 'Sequenza giocata: scaccomatto.',
  'playOut.done': 'Sequenza giocata.',
};
