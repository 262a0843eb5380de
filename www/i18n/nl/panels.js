// Dutch words of the panels loaded after the first verdict: the engine panel, the game review
// and its graph, the endgame-table view and the playing out of a mating line. One message per
// key, with named placeholders; a message with plural forms is an object of Intl.PluralRules
// categories, chosen by its `count` parameter. Moves (SAN), scores ("+0.35", "#-3", "1-0"),
// table names ("KRvK") and numbers are data, passed as placeholders.
// Terms: www/i18n/glossary/nl.md.
export default {
  // The engine panel: its button (it starts and stops the analysis), and the label of the menu
  // of how many lines it shows (1, 2 or 3), written before it.
  'analysis.start': 'Analyse starten',
  'analysis.stop': 'Analyse stoppen',
  'analysis.lines': 'Varianten',
  // The list of the engine's lines, for screen readers.
  'analysis.lines.label': 'Hoofdvarianten',
  // The engine panel's state line, beside the score.
  'analysis.off': 'De engine staat uit.',
  'analysis.thinking': 'Denkt na…',
  'analysis.gameOver': 'Partij afgelopen',
  // How deep the engine has searched (plies: {depth} in full, {seldepth} at most) and how fast;
  // {nps} and {nodes} are counts written as below.
  'analysis.stats': 'Diepte {depth}/{seldepth} · {nps} knopen/s · {nodes} knopen',
  'analysis.millions': '{n} mln',
  'analysis.thousands': '{n} k',
  // After the state line, once the search is complete ({stats} is the line).
  'analysis.done': '{stats} · klaar',
  // Under the lines: the move the engine chose, or why it stopped.
  'analysis.best': 'Beste zet: {move}',
  'analysis.failed': 'Fout in de engine: {error}',
  // Why the evaluation counts an advantage for less: {reason}, {divisor} and {ending} are the
  // sentences below.
  'analysis.evaluation': 'Evaluatie: {reason}',
  'analysis.evaluation.both': 'Evaluatie: {divisor}; {ending}',
  'analysis.divisor.8': 'score gedeeld door 8: de kant die voorstaat kan met dit materiaal niet mat zetten',
  'analysis.divisor.4': 'score gedeeld door 4: de verdediger kan een stuk geven voor de laatste pion van de kant die voorstaat, en wat overblijft kan niet mat zetten',
  'analysis.divisor.2': 'score gedeeld door 2: zonder pionnen is voor winst ongeveer twee keer zoveel materiaalvoordeel nodig',
  'analysis.endgameScaled': 'eindspelscore geschaald naar {factor}/64: {ending}',
  'analysis.ending.oppositeBishops': 'ongelijke lopers, waarbij de verdedigende loper velden blokkeert die de andere loper nooit kan betwisten',
  'analysis.ending.rooksOnOneWing': 'een toreneindspel met alle pionnen op één vleugel, waarin één extra pion zelden genoeg is',
  'analysis.ending.fewPawns': 'gelijke stukken en slechts één of twee pionnen voor de kant die voorstaat, waarvoor de verdediger een stuk kan geven',

  // The game review: the start position's name in the graph, and the judgements of moves
  // (in the move list and the graph), with the engine's better move.
  'review.start': 'Begin',
  'review.blunder': 'Blunder',
  'review.blunder.best': 'Blunder: het beste was {move}',
  'review.mistake': 'Fout',
  'review.mistake.best': 'Fout: het beste was {move}',
  'review.inaccuracy': 'Onnauwkeurigheid',
  'review.inaccuracy.best': 'Onnauwkeurigheid: het beste was {move}',
  // A position's evaluation, White's view: a checkmate ({result} is "1-0" or "0-1"), or a
  // score of 0.00 ({score}) with the rule or proof that makes it a draw ({label}, one of the
  // names below) and why ({text}: the draw panel's reason, without its heading).
  'review.mated': '{result} – schaakmat',
  'review.zero': '{score} – {label}: {text}',
  'review.zero.stalemate': 'pat',
  'review.zero.insufficientMaterial': 'dode stelling (onvoldoende materiaal)',
  'review.zero.deadPosition': 'dode stelling',
  'review.zero.fivefold': 'vijfmaal dezelfde stelling',
  'review.zero.seventyFiveMoves': '75-zettenregel',
  'review.zero.tableDraw': 'remise volgens de eindspeldatabase',
  'review.zero.threefold': 'driemaal dezelfde stelling',
  'review.zero.fiftyMoves': 'vijftigzettenregel',
  'review.zero.repetition': 'herhaling',
  'review.zero.repetition.text': 'de stelling heeft al eerder op het bord gestaan, en de zoektocht waardeert een herhaling als remise.',
  'review.zero.mateCannotBeForced': 'mat is niet te forceren',
  // How a game that ended by itself ended, where the position's status says nothing more.
  'review.ended.checkmate': 'schaakmat',
  'review.ended.stalemate': 'pat',
  'review.ended.insufficientMaterial': 'onvoldoende materiaal',
  'review.ended.deadPosition': 'dode stelling',
  'review.ended.fivefold': 'vijfmaal dezelfde stelling',
  'review.ended.seventyFiveMoves': '75-zettenregel',

  // The evaluation graph under the board (a slider over the moves), for screen readers.
  'graph.label': 'Evaluatiegrafiek: de winstkansen van Wit na elke zet (pijltjestoetsen kiezen een zet)',
  // The graph's value and tip: a move ("12... Nf6"), its evaluation and its judgement.
  'graph.point': '{move}: {score}',
  'graph.point.judged': '{move}: {score}. {judgement}',
  'graph.notYet': '{move}: nog niet geëvalueerd',
  'graph.tipNotYet': 'nog niet geëvalueerd',
  // The table of each side's inaccuracies, mistakes and blunders: its caption (for screen
  // readers), and a cell ({word} is one of the words below, read only by screen readers).
  'graph.counts': 'Onnauwkeurigheden, fouten en blunders per kant',
  'graph.count': '{count} {word}',
  'graph.count.inaccuracy': { one: 'onnauwkeurigheid', other: 'onnauwkeurigheden' },
  'graph.count.mistake': { one: 'fout', other: 'fouten' },
  'graph.count.blunder': { one: 'blunder', other: 'blunders' },
  // How far the review has got ({count} positions in all).
  'graph.paused': { one: 'Partieanalyse gepauzeerd terwijl de engine analyseert ({done} van {count} stelling).', other: 'Partieanalyse gepauzeerd terwijl de engine analyseert ({done} van {count} stellingen).' },
  'graph.reviewing': { one: 'De partij wordt geanalyseerd: {done} van {count} stelling…', other: 'De partij wordt geanalyseerd: {done} van {count} stellingen…' },

  // The endgame-table view: its headline ({headline} is one of the two lines after it;
  // {material} is the table's name, "KQvKR").
  'tableView.headline': '{headline} ({material})',
  'tableView.mates': { one: '{side} geeft bij beste spel mat in {count} zet', other: '{side} geeft bij beste spel mat in {count} zetten' },
  'tableView.draw': 'Remise bij beste spel',
  // Each move's result for the side making it, in moves to mate.
  'tableView.moveWin': 'Winst · mat in {count}',
  'tableView.moveLoss': 'Verlies · staat mat in {count}',
  'tableView.moveDraw': 'Remise',
  // The list of moves, for screen readers.
  'tableView.moves.label': 'Zetten met hun resultaat, de beste eerst',
  // While the table is read or built ({table} of {count}: blocks, or tables built).
  'tableView.lookingUp': 'De eindspeldatabase wordt geraadpleegd…',
  'tableView.fetching': 'De tabel {material} wordt van de site gelezen (blok {table} van {count})…',
  'tableView.building': 'De tabel {material} wordt opgebouwd ({table} van {count})… {percent}%',
  // When there is no table ({why} and {error} are the tables' own explanation).
  'tableView.missing': 'Geen exact oordeel: {why}. Het paneel “Remise” toont wat het bord zonder tabel bewijst.',
  'tableView.failed': 'De eindspeldatabase kon niet worden gebruikt: {error}',
  'tableView.refused': 'Een tabel van de site is niet gebruikt: {why}. Hij is in plaats daarvan hier opgebouwd.',
  // Where the tables came from: {fetched} and {built} are lists of tables' names, or the line
  // after them for many ({last}: the last three names).
  'tableView.source.fetched': 'Tabellen van de site gehaald en gecontroleerd aan de hand van het manifest: {fetched}.',
  'tableView.source.built': 'Tabellen in deze browser opgebouwd: {built}.',
  'tableView.source.both': 'Tabellen van de site gehaald en gecontroleerd aan de hand van het manifest: {fetched}; in deze browser opgebouwd: {built}.',
  'tableView.manyTables': { one: '{count} tabel (..., {last})', other: '{count} tabellen (..., {last})' },

  // How playing out a mating line on the board ended ({done} of {count} moves played).
  'playOut.stopped': { one: 'Gestopt na {done} van {count} zet: de volgende zet kon niet worden gespeeld.', other: 'Gestopt na {done} van {count} zetten: de volgende zet kon niet worden gespeeld.' },
  'playOut.checkmate': 'Uitgespeeld: schaakmat.',
  'playOut.done': 'Uitgespeeld.',
};
