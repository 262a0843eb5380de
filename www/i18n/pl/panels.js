// Polish words of the panels loaded after the first verdict: the engine panel, the game review
// and its graph, the endgame-table view and the playing out of a mating line. One message per
// key, with named placeholders; a message with plural forms is an object of Intl.PluralRules
// categories, chosen by its `count` parameter. Moves (SAN), scores ("+0.35", "#-3", "1-0"),
// table names ("KRvK") and numbers are data, passed as placeholders.
// Terms: www/i18n/glossary/pl.md.
export default {
  // The engine panel: its button (it starts and stops the analysis), and the label of the menu
  // of how many lines it shows (1, 2 or 3), written before it.
  'analysis.start': 'Rozpocznij analizę',
  'analysis.stop': 'Zatrzymaj analizę',
  'analysis.lines': 'Warianty',
  // The list of the engine's lines, for screen readers.
  'analysis.lines.label': 'Warianty główne',
  // The engine panel's state line, beside the score.
  'analysis.off': 'Silnik jest wyłączony.',
  'analysis.thinking': 'Analiza trwa…',
  'analysis.gameOver': 'Koniec partii',
  // How deep the engine has searched (plies: {depth} in full, {seldepth} at most) and how fast;
  // {nps} and {nodes} are counts written as below.
  'analysis.stats': 'Głębokość {depth}/{seldepth} · {nps} węzłów/s · węzły: {nodes}',
  'analysis.millions': '{n} mln',
  'analysis.thousands': '{n} tys.',
  // After the state line, once the search is complete ({stats} is the line).
  'analysis.done': '{stats} · gotowe',
  // Under the lines: the move the engine chose, or why it stopped.
  'analysis.best': 'Najlepsze posunięcie: {move}',
  'analysis.failed': 'Błąd silnika: {error}',
  // Why the evaluation counts an advantage for less: {reason}, {divisor} and {ending} are the
  // sentences below.
  'analysis.evaluation': 'Ocena: {reason}',
  'analysis.evaluation.both': 'Ocena: {divisor}; {ending}',
  'analysis.divisor.8': 'wynik podzielony przez 8: strona z przewagą nie może dać mata tym materiałem',
  'analysis.divisor.4': 'wynik podzielony przez 4: za ostatniego piona strony z przewagą można oddać figurę, a pozostały materiał nie wystarcza do mata',
  'analysis.divisor.2': 'wynik podzielony przez 2: bez pionów wygrana wymaga mniej więcej dwukrotnie większej przewagi materialnej',
  'analysis.endgameScaled': 'ocena końcówki przeskalowana do {factor}/64 – {ending}',
  'analysis.ending.oppositeBishops': 'gońce różnopolowe: goniec obrońcy blokuje pola, o które drugi goniec nigdy nie może walczyć',
  'analysis.ending.rooksOnOneWing': 'końcówka wieżowa ze wszystkimi pionami na jednym skrzydle, w której jeden pion więcej rzadko wystarcza',
  'analysis.ending.fewPawns': 'równe figury i tylko jeden lub dwa piony strony z przewagą, za które obrońca może oddać figurę',

  // The game review: the start position's name in the graph, and the judgements of moves
  // (in the move list and the graph), with the engine's better move.
  'review.start': 'Początek',
  'review.blunder': 'Poważny błąd',
  'review.blunder.best': 'Poważny błąd: najlepsze było {move}',
  'review.mistake': 'Błąd',
  'review.mistake.best': 'Błąd: najlepsze było {move}',
  'review.inaccuracy': 'Niedokładność',
  'review.inaccuracy.best': 'Niedokładność: najlepsze było {move}',
  // A position's evaluation, White's view: a checkmate ({result} is "1-0" or "0-1"), or a
  // score of 0.00 ({score}) with the rule or proof that makes it a draw ({label}, one of the
  // names below) and why ({text}: the draw panel's reason, without its heading).
  'review.mated': '{result} – mat',
  'review.zero': '{score} – {label}: {text}',
  'review.zero.stalemate': 'pat',
  'review.zero.insufficientMaterial': 'martwa pozycja (niewystarczający materiał)',
  'review.zero.deadPosition': 'martwa pozycja',
  'review.zero.fivefold': 'pięciokrotne powtórzenie pozycji',
  'review.zero.seventyFiveMoves': 'zasada 75 posunięć',
  'review.zero.tableDraw': 'remis według bazy końcówek',
  'review.zero.threefold': 'trzykrotne powtórzenie pozycji',
  'review.zero.fiftyMoves': 'zasada 50 posunięć',
  'review.zero.repetition': 'powtórzenie pozycji',
  'review.zero.repetition.text': 'ta pozycja już wystąpiła, a przeszukiwanie ocenia powtórzenie jako remis.',
  'review.zero.mateCannotBeForced': 'nie da się wymusić mata',
  // How a game that ended by itself ended, where the position's status says nothing more.
  'review.ended.checkmate': 'mat',
  'review.ended.stalemate': 'pat',
  'review.ended.insufficientMaterial': 'niewystarczający materiał',
  'review.ended.deadPosition': 'martwa pozycja',
  'review.ended.fivefold': 'pięciokrotne powtórzenie pozycji',
  'review.ended.seventyFiveMoves': 'zasada 75 posunięć',

  // The evaluation graph under the board (a slider over the moves), for screen readers.
  'graph.label': 'Wykres oceny: szanse białych na wygraną po każdym posunięciu (strzałki wybierają posunięcie)',
  // The graph's value and tip: a move ("12... Nf6"), its evaluation and its judgement.
  'graph.point': '{move}: {score}',
  'graph.point.judged': '{move}: {score}. {judgement}',
  'graph.notYet': '{move}: jeszcze nie ocenione',
  'graph.tipNotYet': 'jeszcze nie ocenione',
  // The table of each side's inaccuracies, mistakes and blunders: its caption (for screen
  // readers), and a cell ({word} is one of the words below, read only by screen readers).
  'graph.counts': 'Niedokładności, błędy i poważne błędy każdej ze stron',
  'graph.count': '{count} {word}',
  'graph.count.inaccuracy': { one: 'niedokładność', few: 'niedokładności', many: 'niedokładności', other: 'niedokładności' },
  'graph.count.mistake': { one: 'błąd', few: 'błędy', many: 'błędów', other: 'błędu' },
  'graph.count.blunder': { one: 'poważny błąd', few: 'poważne błędy', many: 'poważnych błędów', other: 'poważnego błędu' },
  // How far the review has got ({count} positions in all).
  'graph.paused': {
    one: 'Przegląd wstrzymany na czas analizy silnika ({done} z {count} pozycji).',
    few: 'Przegląd wstrzymany na czas analizy silnika ({done} z {count} pozycji).',
    many: 'Przegląd wstrzymany na czas analizy silnika ({done} z {count} pozycji).',
    other: 'Przegląd wstrzymany na czas analizy silnika ({done} z {count} pozycji).',
  },
  'graph.reviewing': {
    one: 'Przegląd partii: {done} z {count} pozycji…',
    few: 'Przegląd partii: {done} z {count} pozycji…',
    many: 'Przegląd partii: {done} z {count} pozycji…',
    other: 'Przegląd partii: {done} z {count} pozycji…',
  },

  // The endgame-table view: its headline ({headline} is one of the two lines after it;
  // {material} is the table's name, "KQvKR").
  'tableView.headline': '{headline} ({material})',
  'tableView.mates': {
    one: '{side} dają mata w {count} posunięciu przy najlepszej grze',
    few: '{side} dają mata w {count} posunięciach przy najlepszej grze',
    many: '{side} dają mata w {count} posunięciach przy najlepszej grze',
    other: '{side} dają mata w {count} posunięcia przy najlepszej grze',
  },
  'tableView.draw': 'Remis przy najlepszej grze',
  // Each move's result for the side making it, in moves to mate.
  'tableView.moveWin': 'Wygrana · mat w {count}',
  'tableView.moveLoss': 'Przegrana · mat w {count}',
  'tableView.moveDraw': 'Remis',
  // The list of moves, for screen readers.
  'tableView.moves.label': 'Posunięcia z ich wynikami, od najlepszego',
  // While the table is read or built ({table} of {count}: blocks, or tables built).
  'tableView.lookingUp': 'Sprawdzanie bazy końcówek…',
  'tableView.fetching': 'Wczytywanie tablicy {material} ze strony (blok {table} z {count})…',
  'tableView.building': 'Tworzenie tablicy {material} ({table} z {count})… {percent}%',
  // When there is no table ({why} and {error} are the tables' own explanation).
  'tableView.missing': 'Brak dokładnego werdyktu: {why}. Panel remisów pokazuje, czego szachownica dowodzi bez bazy końcówek.',
  'tableView.failed': 'Nie udało się użyć bazy końcówek: {error}',
  'tableView.refused': 'Nie użyto tablicy ze strony: {why}. Zamiast tego utworzono ją tutaj.',
  // Where the tables came from: {fetched} and {built} are lists of tables' names, or the line
  // after them for many ({last}: the last three names).
  'tableView.source.fetched': 'Tablice pobrane ze strony i sprawdzone z jej manifestem: {fetched}.',
  'tableView.source.built': 'Tablice utworzone w tej przeglądarce: {built}.',
  'tableView.source.both': 'Tablice pobrane ze strony i sprawdzone z jej manifestem: {fetched}; utworzone w tej przeglądarce: {built}.',
  'tableView.manyTables': { one: '{count} tablica (…, {last})', few: '{count} tablice (…, {last})', many: '{count} tablic (…, {last})', other: '{count} tablicy (…, {last})' },

  // How playing out a mating line on the board ended ({done} of {count} moves played).
  'playOut.stopped': {
    one: 'Zatrzymano po {done} z {count} posunięcia: następnego posunięcia nie można było wykonać.',
    few: 'Zatrzymano po {done} z {count} posunięć: następnego posunięcia nie można było wykonać.',
    many: 'Zatrzymano po {done} z {count} posunięć: następnego posunięcia nie można było wykonać.',
    other: 'Zatrzymano po {done} z {count} posunięcia: następnego posunięcia nie można było wykonać.',
  },
  'playOut.checkmate': 'Rozegrano: mat.',
  'playOut.done': 'Rozegrano.',
};
