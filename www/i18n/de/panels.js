// German words of the panels loaded after the first verdict: the engine panel, the game review
// and its graph, the endgame-table view and the playing out of a mating line. One message per
// key, with named placeholders; a message with plural forms is an object of Intl.PluralRules
// categories, chosen by its `count` parameter. Moves (SAN), scores ("+0.35", "#-3", "1-0"),
// table names ("KRvK") and numbers are data, passed as placeholders.
// Terms: www/i18n/glossary/de.md.
export default {
  // The engine panel: its button (it starts and stops the analysis), and the label of the menu
  // of how many lines it shows (1, 2 or 3), written before it.
  'analysis.start': 'Analyse starten',
  'analysis.stop': 'Analyse stoppen',
  'analysis.lines': 'Varianten',
  // The list of the engine's lines, for screen readers.
  'analysis.lines.label': 'Hauptvarianten',
  // The engine panel's state line, beside the score.
  'analysis.off': 'Die Engine ist aus.',
  'analysis.thinking': 'Rechnet…',
  'analysis.gameOver': 'Partie beendet',
  // How deep the engine has searched (plies: {depth} in full, {seldepth} at most) and how fast;
  // {nps} and {nodes} are counts written as below.
  'analysis.stats': 'Tiefe {depth}/{seldepth} · {nps} Knoten/s · {nodes} Knoten',
  'analysis.millions': '{n} Mio.',
  'analysis.thousands': '{n} Tsd.',
  // After the state line, once the search is complete ({stats} is the line).
  'analysis.done': '{stats} · fertig',
  // Under the lines: the move the engine chose, or why it stopped.
  'analysis.best': 'Bester Zug: {move}',
  'analysis.failed': 'Fehler der Engine: {error}',
  // Why the evaluation counts an advantage for less: {reason}, {divisor} and {ending} are the
  // sentences below.
  'analysis.evaluation': 'Bewertung: {reason}',
  'analysis.evaluation.both': 'Bewertung: {divisor}; {ending}',
  'analysis.divisor.8': 'Wert durch 8 geteilt: die führende Seite kann mit diesem Material nicht mattsetzen',
  'analysis.divisor.4': 'Wert durch 4 geteilt: der Verteidiger kann für den letzten Bauern der führenden Seite eine Figur geben, und das übrige Material reicht nicht zum Matt',
  'analysis.divisor.2': 'Wert durch 2 geteilt: ohne Bauern braucht ein Gewinn etwa den doppelten Materialvorteil',
  'analysis.endgameScaled': 'Endspielwert auf {factor}/64 skaliert: {ending}',
  'analysis.ending.oppositeBishops': 'ungleichfarbige Läufer, wobei der verteidigende Läufer Felder blockiert, die der andere Läufer nie streitig machen kann',
  'analysis.ending.rooksOnOneWing': 'ein Turmendspiel mit allen Bauern auf einem Flügel, in dem ein Mehrbauer selten genügt',
  'analysis.ending.fewPawns': 'gleiche Figuren und nur ein oder zwei Bauern für die führende Seite, für die der Verteidiger eine Figur geben kann',

  // The game review: the start position's name in the graph, and the judgements of moves
  // (in the move list and the graph), with the engine's better move.
  'review.start': 'Anfang',
  'review.blunder': 'Grober Fehler',
  'review.blunder.best': 'Grober Fehler: am besten war {move}',
  'review.mistake': 'Fehler',
  'review.mistake.best': 'Fehler: am besten war {move}',
  'review.inaccuracy': 'Ungenauigkeit',
  'review.inaccuracy.best': 'Ungenauigkeit: am besten war {move}',
  // A position's evaluation, White's view: a checkmate ({result} is "1-0" or "0-1"), or a
  // score of 0.00 ({score}) with the rule or proof that makes it a draw ({label}, one of the
  // names below) and why ({text}: the draw panel's reason, without its heading).
  'review.mated': '{result} – Matt',
  'review.zero': '{score} – {label}: {text}',
  'review.zero.stalemate': 'Patt',
  'review.zero.insufficientMaterial': 'tote Stellung (ungenügendes Mattmaterial)',
  'review.zero.deadPosition': 'tote Stellung',
  'review.zero.fivefold': 'fünffache Stellungswiederholung',
  'review.zero.seventyFiveMoves': '75-Züge-Regel',
  'review.zero.tableDraw': 'Remis laut Endspieldatenbank',
  'review.zero.threefold': 'dreifache Stellungswiederholung',
  'review.zero.fiftyMoves': '50-Züge-Regel',
  'review.zero.repetition': 'Stellungswiederholung',
  'review.zero.repetition.text': 'die Stellung stand schon einmal auf dem Brett, und die Suche bewertet eine Wiederholung als Remis.',
  'review.zero.mateCannotBeForced': 'Matt lässt sich nicht erzwingen',
  // How a game that ended by itself ended, where the position's status says nothing more.
  'review.ended.checkmate': 'Matt',
  'review.ended.stalemate': 'Patt',
  'review.ended.insufficientMaterial': 'ungenügendes Mattmaterial',
  'review.ended.deadPosition': 'tote Stellung',
  'review.ended.fivefold': 'fünffache Stellungswiederholung',
  'review.ended.seventyFiveMoves': '75-Züge-Regel',

  // The evaluation graph under the board (a slider over the moves), for screen readers.
  'graph.label': 'Bewertungsgrafik: die Gewinnchancen von Weiß nach jedem Zug (Pfeiltasten wählen einen Zug)',
  // The graph's value and tip: a move ("12... Nf6"), its evaluation and its judgement.
  'graph.point': '{move}: {score}',
  'graph.point.judged': '{move}: {score}. {judgement}',
  'graph.notYet': '{move}: noch nicht bewertet',
  'graph.tipNotYet': 'noch nicht bewertet',
  // The table of each side's inaccuracies, mistakes and blunders: its caption (for screen
  // readers), and a cell ({word} is one of the words below, read only by screen readers).
  'graph.counts': 'Ungenauigkeiten, Fehler und grobe Fehler je Seite',
  'graph.count': '{count} {word}',
  'graph.count.inaccuracy': { one: 'Ungenauigkeit', other: 'Ungenauigkeiten' },
  'graph.count.mistake': { one: 'Fehler', other: 'Fehler' },
  'graph.count.blunder': { one: 'grober Fehler', other: 'grobe Fehler' },
  // How far the review has got ({count} positions in all).
  'graph.paused': { one: 'Partieanalyse pausiert, während die Engine rechnet ({done} von {count} Stellung).', other: 'Partieanalyse pausiert, während die Engine rechnet ({done} von {count} Stellungen).' },
  'graph.reviewing': { one: 'Partie wird analysiert: {done} von {count} Stellung…', other: 'Partie wird analysiert: {done} von {count} Stellungen…' },

  // The endgame-table view: its headline ({headline} is one of the two lines after it;
  // {material} is the table's name, "KQvKR").
  'tableView.headline': '{headline} ({material})',
  'tableView.mates': { one: '{side} setzt bei bestem Spiel in {count} Zug matt', other: '{side} setzt bei bestem Spiel in {count} Zügen matt' },
  'tableView.draw': 'Remis bei bestem Spiel',
  // Each move's result for the side making it, in moves to mate.
  'tableView.moveWin': 'Gewinn · Matt in {count}',
  'tableView.moveLoss': 'Verlust · matt in {count}',
  'tableView.moveDraw': 'Remis',
  // The list of moves, for screen readers.
  'tableView.moves.label': 'Züge mit ihren Ergebnissen, die besten zuerst',
  // While the table is read or built ({table} of {count}: blocks, or tables built).
  'tableView.lookingUp': 'Endspieldatenbank wird abgefragt…',
  'tableView.fetching': 'Die Tabelle {material} wird von der Website gelesen (Block {table} von {count})…',
  'tableView.building': 'Die Tabelle {material} wird erzeugt ({table} von {count})… {percent} %',
  // When there is no table ({why} and {error} are the tables' own explanation).
  'tableView.missing': 'Kein exaktes Urteil: {why}. Der Bereich „Remis“ zeigt, was das Brett ohne Tabelle beweist.',
  'tableView.failed': 'Die Endspieldatenbank konnte nicht verwendet werden: {error}',
  'tableView.refused': 'Eine Tabelle der Website wurde nicht verwendet: {why}. Sie wurde stattdessen hier erzeugt.',
  // Where the tables came from: {fetched} and {built} are lists of tables' names, or the line
  // after them for many ({last}: the last three names).
  'tableView.source.fetched': 'Von der Website geladene und mit ihrem Manifest abgeglichene Tabellen: {fetched}.',
  'tableView.source.built': 'In diesem Browser erzeugte Tabellen: {built}.',
  'tableView.source.both': 'Von der Website geladene und mit ihrem Manifest abgeglichene Tabellen: {fetched}; in diesem Browser erzeugt: {built}.',
  'tableView.manyTables': { one: '{count} Tabelle (..., {last})', other: '{count} Tabellen (..., {last})' },

  // How playing out a mating line on the board ended ({done} of {count} moves played).
  'playOut.stopped': { one: 'Angehalten nach {done} von {count} Zug: der nächste Zug konnte nicht gespielt werden.', other: 'Angehalten nach {done} von {count} Zügen: der nächste Zug konnte nicht gespielt werden.' },
  'playOut.checkmate': 'Ausgespielt: Matt.',
  'playOut.done': 'Ausgespielt.',
};
