// Czech words of the panels loaded after the first verdict: the engine panel, the game review
// and its graph, the endgame-table view and the playing out of a mating line. One message per
// key, with named placeholders; a message with plural forms is an object of Intl.PluralRules
// categories, chosen by its `count` parameter. Moves (SAN), scores ("+0.35", "#-3", "1-0"),
// table names ("KRvK") and numbers are data, passed as placeholders.
// Terms: www/i18n/glossary/cs.md.
export default {
  // The engine panel: its button (it starts and stops the analysis), and the label of the menu
  // of how many lines it shows (1, 2 or 3), written before it.
  'analysis.start': 'Spustit analýzu',
  'analysis.stop': 'Zastavit analýzu',
  'analysis.lines': 'Varianty',
  // The list of the engine's lines, for screen readers.
  'analysis.lines.label': 'Hlavní varianty',
  // The engine panel's state line, beside the score.
  'analysis.off': 'Motor je vypnutý.',
  'analysis.thinking': 'Počítá se…',
  'analysis.gameOver': 'Konec partie',
  // How deep the engine has searched (plies: {depth} in full, {seldepth} at most) and how fast;
  // {nps} and {nodes} are counts written as below.
  'analysis.stats': 'Hloubka {depth}/{seldepth} · {nps} uzlů/s · uzly: {nodes}',
  'analysis.millions': '{n} mil.',
  'analysis.thousands': '{n} tis.',
  // After the state line, once the search is complete ({stats} is the line).
  'analysis.done': '{stats} · hotovo',
  // Under the lines: the move the engine chose, or why it stopped.
  'analysis.best': 'Nejlepší tah: {move}',
  'analysis.failed': 'Motor selhal: {error}',
  // Why the evaluation counts an advantage for less: {reason}, {divisor} and {ending} are the
  // sentences below.
  'analysis.evaluation': 'Hodnocení: {reason}',
  'analysis.evaluation.both': 'Hodnocení: {divisor}; {ending}',
  'analysis.divisor.8': 'hodnocení vyděleno 8: strana ve výhodě nemůže s tímto materiálem dát mat',
  'analysis.divisor.4': 'hodnocení vyděleno 4: posledního pěšce strany ve výhodě lze vykoupit figurou a zbylý materiál k matu nestačí',
  'analysis.divisor.2': 'hodnocení vyděleno 2: bez pěšců je k výhře potřeba zhruba dvojnásobná materiální převaha',
  'analysis.endgameScaled': 'hodnocení koncovky upraveno na {factor}/64 – {ending}',
  'analysis.ending.oppositeBishops': 'nestejnobarevní střelci: bránící se střelec blokuje pole, o která druhý střelec nikdy nemůže bojovat',
  'analysis.ending.rooksOnOneWing': 'věžová koncovka se všemi pěšci na jednom křídle, kde jeden pěšec navíc zřídka stačí',
  'analysis.ending.fewPawns': 'stejné figury a jen jeden nebo dva pěšci strany ve výhodě, za které může obránce obětovat figuru',

  // The game review: the start position's name in the graph, and the judgements of moves
  // (in the move list and the graph), with the engine's better move.
  'review.start': 'Začátek',
  'review.blunder': 'Hrubá chyba',
  'review.blunder.best': 'Hrubá chyba: nejlepší bylo {move}',
  'review.mistake': 'Chyba',
  'review.mistake.best': 'Chyba: nejlepší bylo {move}',
  'review.inaccuracy': 'Nepřesnost',
  'review.inaccuracy.best': 'Nepřesnost: nejlepší bylo {move}',
  // A position's evaluation, White's view: a checkmate ({result} is "1-0" or "0-1"), or a
  // score of 0.00 ({score}) with the rule or proof that makes it a draw ({label}, one of the
  // names below) and why ({text}: the draw panel's reason, without its heading).
  'review.mated': '{result} – mat',
  'review.zero': '{score} – {label}: {text}',
  'review.zero.stalemate': 'pat',
  'review.zero.insufficientMaterial': 'mrtvá pozice (nedostatek materiálu)',
  'review.zero.deadPosition': 'mrtvá pozice',
  'review.zero.fivefold': 'pětinásobné opakování pozice',
  'review.zero.seventyFiveMoves': 'pravidlo 75 tahů',
  'review.zero.tableDraw': 'remíza podle tablebáze koncovek',
  'review.zero.threefold': 'trojí opakování pozice',
  'review.zero.fiftyMoves': 'pravidlo 50 tahů',
  'review.zero.repetition': 'opakování pozice',
  'review.zero.repetition.text': 'tato pozice už nastala a hledání hodnotí opakování jako remízu.',
  'review.zero.mateCannotBeForced': 'mat nelze vynutit',
  // How a game that ended by itself ended, where the position's status says nothing more.
  'review.ended.checkmate': 'mat',
  'review.ended.stalemate': 'pat',
  'review.ended.insufficientMaterial': 'nedostatek materiálu',
  'review.ended.deadPosition': 'mrtvá pozice',
  'review.ended.fivefold': 'pětinásobné opakování pozice',
  'review.ended.seventyFiveMoves': 'pravidlo 75 tahů',

  // The evaluation graph under the board (a slider over the moves), for screen readers.
  'graph.label': 'Graf hodnocení: šance bílého na výhru po každém tahu (šipkami se vybírá tah)',
  // The graph's value and tip: a move ("12... Nf6"), its evaluation and its judgement.
  'graph.point': '{move}: {score}',
  'graph.point.judged': '{move}: {score}. {judgement}',
  'graph.notYet': '{move}: zatím nehodnoceno',
  'graph.tipNotYet': 'zatím nehodnoceno',
  // The table of each side's inaccuracies, mistakes and blunders: its caption (for screen
  // readers), and a cell ({word} is one of the words below, read only by screen readers).
  'graph.counts': 'Nepřesnosti, chyby a hrubé chyby každé strany',
  'graph.count': '{count} {word}',
  'graph.count.inaccuracy': { one: 'nepřesnost', few: 'nepřesnosti', many: 'nepřesnosti', other: 'nepřesností' },
  'graph.count.mistake': { one: 'chyba', few: 'chyby', many: 'chyby', other: 'chyb' },
  'graph.count.blunder': { one: 'hrubá chyba', few: 'hrubé chyby', many: 'hrubé chyby', other: 'hrubých chyb' },
  // How far the review has got ({count} positions in all).
  'graph.paused': {
    one: 'Kontrola pozastavena, dokud motor analyzuje ({done} z {count} pozice).',
    few: 'Kontrola pozastavena, dokud motor analyzuje ({done} z {count} pozic).',
    many: 'Kontrola pozastavena, dokud motor analyzuje ({done} z {count} pozice).',
    other: 'Kontrola pozastavena, dokud motor analyzuje ({done} z {count} pozic).',
  },
  'graph.reviewing': {
    one: 'Kontrola partie: {done} z {count} pozice…',
    few: 'Kontrola partie: {done} z {count} pozic…',
    many: 'Kontrola partie: {done} z {count} pozice…',
    other: 'Kontrola partie: {done} z {count} pozic…',
  },

  // The endgame-table view: its headline ({headline} is one of the two lines after it;
  // {material} is the table's name, "KQvKR").
  'tableView.headline': '{headline} ({material})',
  'tableView.mates': {
    one: '{side} dá při nejlepší hře mat v {count} tahu',
    few: '{side} dá při nejlepší hře mat v {count} tazích',
    many: '{side} dá při nejlepší hře mat v {count} tahu',
    other: '{side} dá při nejlepší hře mat v {count} tazích',
  },
  'tableView.draw': 'Remíza při nejlepší hře',
  // Each move's result for the side making it, in moves to mate.
  'tableView.moveWin': 'Výhra · tahů do matu: {count}',
  'tableView.moveLoss': 'Prohra · tahů do matu: {count}',
  'tableView.moveDraw': 'Remíza',
  // The list of moves, for screen readers.
  'tableView.moves.label': 'Tahy s jejich výsledky, od nejlepšího',
  // While the table is read or built ({table} of {count}: blocks, or tables built).
  'tableView.lookingUp': 'Vyhledává se v tablebázi koncovek…',
  'tableView.fetching': 'Načítá se tabulka {material} ze serveru (blok {table} z {count})…',
  'tableView.building': 'Sestavuje se tabulka {material} ({table} z {count})… {percent} %',
  // When there is no table ({why} and {error} are the tables' own explanation).
  'tableView.missing': 'Bez přesného verdiktu: {why}. Panel remíz ukazuje, co šachovnice dokáže i bez ní.',
  'tableView.failed': 'Tablebázi koncovek se nepodařilo použít: {error}',
  'tableView.refused': 'Tabulka ze serveru nebyla použita: {why}. Místo toho byla sestavena zde.',
  // Where the tables came from: {fetched} and {built} are lists of tables' names, or the line
  // after them for many ({last}: the last three names).
  'tableView.source.fetched': 'Tabulky stažené ze serveru a ověřené podle jeho manifestu: {fetched}.',
  'tableView.source.built': 'Tabulky sestavené v tomto prohlížeči: {built}.',
  'tableView.source.both': 'Tabulky stažené ze serveru a ověřené podle jeho manifestu: {fetched}; sestavené v tomto prohlížeči: {built}.',
  'tableView.manyTables': { one: '{count} tabulka (…, {last})', few: '{count} tabulky (…, {last})', many: '{count} tabulky (…, {last})', other: '{count} tabulek (…, {last})' },

  // How playing out a mating line on the board ended ({done} of {count} moves played).
  'playOut.stopped': {
    one: 'Zastaveno po {done} z {count} tahu: další tah nebylo možné zahrát.',
    few: 'Zastaveno po {done} z {count} tahů: další tah nebylo možné zahrát.',
    many: 'Zastaveno po {done} z {count} tahu: další tah nebylo možné zahrát.',
    other: 'Zastaveno po {done} z {count} tahů: další tah nebylo možné zahrát.',
  },
  'playOut.checkmate': 'Dohráno: mat.',
  'playOut.done': 'Dohráno.',
};
