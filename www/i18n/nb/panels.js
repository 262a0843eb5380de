// Norwegian Bokmål words of the panels loaded after the first verdict: the engine panel, the game
// review and its graph, the endgame-table view and the playing out of a mating line. One message
// per key, with named placeholders; a message with plural forms is an object of
// Intl.PluralRules categories, chosen by its `count` parameter. Moves (SAN), scores ("+0.35",
// "#-3", "1-0"), table names ("KRvK") and numbers are data, passed as placeholders.
// Terms: www/i18n/glossary/nb.md.
export default {
  // The engine panel: its button (it starts and stops the analysis), and the label of the menu
  // of how many lines it shows (1, 2 or 3), written before it.
  'analysis.start': 'Start analyse',
  'analysis.stop': 'Stopp analyse',
  'analysis.lines': 'Varianter',
  // The list of the engine's lines, for screen readers.
  'analysis.lines.label': 'Hovedvarianter',
  // The engine panel's state line, beside the score.
  'analysis.off': 'Motoren er av.',
  'analysis.thinking': 'Tenker…',
  'analysis.gameOver': 'Partiet er slutt',
  // How deep the engine has searched (plies: {depth} in full, {seldepth} at most) and how fast;
  // {nps} and {nodes} are counts written as below.
  'analysis.stats': 'Dybde {depth}/{seldepth} · {nps} noder/s · {nodes} noder',
  'analysis.millions': '{n} M',
  'analysis.thousands': '{n} k',
  // After the state line, once the search is complete ({stats} is the line).
  'analysis.done': '{stats} · ferdig',
  // Under the lines: the move the engine chose, or why it stopped.
  'analysis.best': 'Beste trekk: {move}',
  'analysis.failed': 'Motoren feilet: {error}',
  // Why the evaluation counts an advantage for less: {reason}, {divisor} and {ending} are the
  // sentences below.
  'analysis.evaluation': 'Evaluering: {reason}',
  'analysis.evaluation.both': 'Evaluering: {divisor}; {ending}',
  'analysis.divisor.8': 'verdien delt på 8: siden som leder, kan ikke sette matt med dette materiellet',
  'analysis.divisor.4': 'verdien delt på 4: den ledende sidens siste bonde kan kjøpes med en offiser, og det som blir igjen, kan ikke sette matt',
  'analysis.divisor.2': 'verdien delt på 2: uten bønder krever en gevinst omtrent dobbelt så stor materiell fordel',
  'analysis.endgameScaled': 'sluttspillsverdien skalert til {factor}/64 for {ending}',
  'analysis.ending.oppositeBishops': 'løpere av ulik farge, der den forsvarende løperen blokkerer felt som den andre løperen aldri kan bestride',
  'analysis.ending.rooksOnOneWing': 'et tårnsluttspill med alle bøndene på samme fløy, der en merbonde sjelden er nok',
  'analysis.ending.fewPawns': 'like offiserer og bare én eller to bønder for siden som leder, som forsvareren kan gi en offiser for',

  // The game review: the start position's name in the graph, and the judgements of moves
  // (in the move list and the graph), with the engine's better move.
  'review.start': 'Start',
  'review.blunder': 'Bukk',
  'review.blunder.best': 'Bukk: best var {move}',
  'review.mistake': 'Feil',
  'review.mistake.best': 'Feil: best var {move}',
  'review.inaccuracy': 'Unøyaktighet',
  'review.inaccuracy.best': 'Unøyaktighet: best var {move}',
  // A position's evaluation, White's view: a checkmate ({result} is "1-0" or "0-1"), or a
  // score of 0.00 ({score}) with the rule or proof that makes it a draw ({label}, one of the
  // names below) and why ({text}: the draw panel's reason, without its heading).
  'review.mated': '{result} – sjakkmatt',
  'review.zero': '{score} – {label}: {text}',
  'review.zero.stalemate': 'patt',
  'review.zero.insufficientMaterial': 'død stilling (utilstrekkelig materiell)',
  'review.zero.deadPosition': 'død stilling',
  'review.zero.fivefold': 'femdobbel stillingsgjentakelse',
  'review.zero.seventyFiveMoves': '75-trekksregelen',
  'review.zero.tableDraw': 'remis etter sluttspillsdatabasen',
  'review.zero.threefold': 'tredobbel stillingsgjentakelse',
  'review.zero.fiftyMoves': '50-trekksregelen',
  'review.zero.repetition': 'stillingsgjentakelse',
  'review.zero.repetition.text': 'stillingen har forekommet før, og søket vurderer en gjentakelse som remis.',
  'review.zero.mateCannotBeForced': 'matt kan ikke forseres',
  // How a game that ended by itself ended, where the position's status says nothing more.
  'review.ended.checkmate': 'sjakkmatt',
  'review.ended.stalemate': 'patt',
  'review.ended.insufficientMaterial': 'utilstrekkelig materiell',
  'review.ended.deadPosition': 'død stilling',
  'review.ended.fivefold': 'femdobbel stillingsgjentakelse',
  'review.ended.seventyFiveMoves': '75-trekksregelen',

  // The evaluation graph under the board (a slider over the moves), for screen readers.
  'graph.label': 'Evalueringsgraf: Hvits vinnersjanser etter hvert trekk (piltastene velger et trekk)',
  // The graph's value and tip: a move ("12... Nf6"), its evaluation and its judgement.
  'graph.point': '{move}: {score}',
  'graph.point.judged': '{move}: {score}. {judgement}',
  'graph.notYet': '{move}: ikke evaluert ennå',
  'graph.tipNotYet': 'ikke evaluert ennå',
  // The table of each side's inaccuracies, mistakes and blunders: its caption (for screen
  // readers), and a cell ({word} is one of the words below, read only by screen readers).
  'graph.counts': 'Unøyaktigheter, feil og bukker per side',
  'graph.count': '{count} {word}',
  'graph.count.inaccuracy': { one: 'unøyaktighet', other: 'unøyaktigheter' },
  'graph.count.mistake': { one: 'feil', other: 'feil' },
  'graph.count.blunder': { one: 'bukk', other: 'bukker' },
  // How far the review has got ({count} positions in all).
  'graph.paused': { one: 'Gjennomgangen er satt på pause mens motoren analyserer ({done} av {count} stilling).', other: 'Gjennomgangen er satt på pause mens motoren analyserer ({done} av {count} stillinger).' },
  'graph.reviewing': { one: 'Går gjennom partiet: {done} av {count} stilling…', other: 'Går gjennom partiet: {done} av {count} stillinger…' },

  // The endgame-table view: its headline ({headline} is one of the two lines after it;
  // {material} is the table's name, "KQvKR").
  'tableView.headline': '{headline} ({material})',
  'tableView.mates': { one: '{side} setter matt i {count} trekk med beste spill', other: '{side} setter matt i {count} trekk med beste spill' },
  'tableView.draw': 'Remis med beste spill',
  // Each move's result for the side making it, in moves to mate.
  'tableView.moveWin': 'Gevinst · matt i {count}',
  'tableView.moveLoss': 'Tap · blir matt i {count}',
  'tableView.moveDraw': 'Remis',
  // The list of moves, for screen readers.
  'tableView.moves.label': 'Trekk med resultatene sine, beste først',
  // While the table is read or built ({table} of {count}: blocks, or tables built).
  'tableView.lookingUp': 'Slår opp i sluttspillsdatabasen…',
  'tableView.fetching': 'Leser databasen {material} fra nettstedet (blokk {table} av {count})…',
  'tableView.building': 'Bygger databasen {material} ({table} av {count})… {percent} %',
  // When there is no table ({why} and {error} are the tables' own explanation).
  'tableView.missing': 'Ingen eksakt dom: {why}. Remispanelet viser hva brettet beviser uten databasen.',
  'tableView.failed': 'Sluttspillsdatabasen kunne ikke brukes: {error}',
  'tableView.refused': 'En database fra nettstedet ble ikke brukt: {why}. Den ble bygd her i stedet.',
  // Where the tables came from: {fetched} and {built} are lists of tables' names, or the line
  // after them for many ({last}: the last three names).
  'tableView.source.fetched': 'Databaser hentet fra nettstedet og kontrollert mot manifestet: {fetched}.',
  'tableView.source.built': 'Databaser bygd i denne nettleseren: {built}.',
  'tableView.source.both': 'Databaser hentet fra nettstedet og kontrollert mot manifestet: {fetched}; bygd i denne nettleseren: {built}.',
  'tableView.manyTables': { one: '{count} database (..., {last})', other: '{count} databaser (..., {last})' },

  // How playing out a mating line on the board ended ({done} of {count} moves played).
  'playOut.stopped': { one: 'Stoppet etter {done} av {count} trekk: neste trekk kunne ikke spilles.', other: 'Stoppet etter {done} av {count} trekk: neste trekk kunne ikke spilles.' },
  'playOut.checkmate': 'Spilt ut: sjakkmatt.',
  'playOut.done': 'Spilt ut.',
};
