// Hungarian words of the panels loaded after the first verdict: the engine panel, the game review
// and its graph, the endgame-table view and the playing out of a mating line. One message per
// key, with named placeholders; a message with plural forms is an object of Intl.PluralRules
// categories, chosen by its `count` parameter. Moves (SAN), scores ("+0.35", "#-3", "1-0"),
// table names ("KRvK") and numbers are data, passed as placeholders.
// Terms: www/i18n/glossary/hu.md.
export default {
  // The engine panel: its button (it starts and stops the analysis), and the label of the menu
  // of how many lines it shows (1, 2 or 3), written before it.
  'analysis.start': 'Elemzés indítása',
  'analysis.stop': 'Elemzés leállítása',
  'analysis.lines': 'Változatok',
  // The list of the engine's lines, for screen readers.
  'analysis.lines.label': 'Főváltozatok',
  // The engine panel's state line, beside the score.
  'analysis.off': 'A motor ki van kapcsolva.',
  'analysis.thinking': 'Számol…',
  'analysis.gameOver': 'Vége a játszmának',
  // How deep the engine has searched (plies: {depth} in full, {seldepth} at most) and how fast;
  // {nps} and {nodes} are counts written as below.
  'analysis.stats': 'Mélység {depth}/{seldepth} · {nps} csomópont/s · {nodes} csomópont',
  'analysis.millions': '{n} M',
  'analysis.thousands': '{n} k',
  // After the state line, once the search is complete ({stats} is the line).
  'analysis.done': '{stats} · kész',
  // Under the lines: the move the engine chose, or why it stopped.
  'analysis.best': 'Legjobb lépés: {move}',
  'analysis.failed': 'A motor hibával leállt: {error}',
  // Why the evaluation counts an advantage for less: {reason}, {divisor} and {ending} are the
  // sentences below.
  'analysis.evaluation': 'Értékelés: {reason}',
  'analysis.evaluation.both': 'Értékelés: {divisor}; {ending}',
  'analysis.divisor.8': 'a pontszám 8-cal osztva: az előnyben lévő fél ezzel az anyaggal nem tud mattot adni',
  'analysis.divisor.4': 'a pontszám 4-gyel osztva: az előnyben lévő fél utolsó gyalogjáért a védekező fél egy tisztet adhat, és a maradék anyaggal nem lehet mattot adni',
  'analysis.divisor.2': 'a pontszám 2-vel osztva: gyalogok nélkül a nyeréshez nagyjából kétszeres anyagi előny kell',
  'analysis.endgameScaled': 'a végjáték pontszáma {factor}/64 arányban csökkentve: {ending}',
  'analysis.ending.oppositeBishops': 'ellenkező színű futók, ahol a védekező futó olyan mezőket blokádol, amelyekért a másik futó soha nem küzdhet meg',
  'analysis.ending.rooksOnOneWing': 'bástyavégjáték, minden gyalog egy szárnyon, ahol egy többletgyalog ritkán elég',
  'analysis.ending.fewPawns': 'egyenlő tisztek, és az előnyben lévő félnek csak egy-két gyalogja van, amelyekért a védekező fél egy tisztet adhat',

  // The game review: the start position's name in the graph, and the judgements of moves
  // (in the move list and the graph), with the engine's better move.
  'review.start': 'Kezdet',
  'review.blunder': 'Durva hiba',
  'review.blunder.best': 'Durva hiba: a legjobb {move} volt',
  'review.mistake': 'Hiba',
  'review.mistake.best': 'Hiba: a legjobb {move} volt',
  'review.inaccuracy': 'Pontatlanság',
  'review.inaccuracy.best': 'Pontatlanság: a legjobb {move} volt',
  // A position's evaluation, White's view: a checkmate ({result} is "1-0" or "0-1"), or a
  // score of 0.00 ({score}) with the rule or proof that makes it a draw ({label}, one of the
  // names below) and why ({text}: the draw panel's reason, without its heading).
  'review.mated': '{result} – matt',
  'review.zero': '{score} – {label}: {text}',
  'review.zero.stalemate': 'patt',
  'review.zero.insufficientMaterial': 'halott állás (elégtelen mattolóerő)',
  'review.zero.deadPosition': 'halott állás',
  'review.zero.fivefold': 'ötszöri állásismétlés',
  'review.zero.seventyFiveMoves': '75 lépéses szabály',
  'review.zero.tableDraw': 'döntetlen a végjáték-adatbázis szerint',
  'review.zero.threefold': 'háromszori állásismétlés',
  'review.zero.fiftyMoves': '50 lépéses szabály',
  'review.zero.repetition': 'ismétlés',
  'review.zero.repetition.text': 'az állás korábban már előfordult, és a keresés az ismétlést döntetlennek értékeli.',
  'review.zero.mateCannotBeForced': 'a matt nem kényszeríthető ki',
  // How a game that ended by itself ended, where the position's status says nothing more.
  'review.ended.checkmate': 'matt',
  'review.ended.stalemate': 'patt',
  'review.ended.insufficientMaterial': 'elégtelen mattolóerő',
  'review.ended.deadPosition': 'halott állás',
  'review.ended.fivefold': 'ötszöri állásismétlés',
  'review.ended.seventyFiveMoves': '75 lépéses szabály',

  // The evaluation graph under the board (a slider over the moves), for screen readers.
  'graph.label': 'Értékelési grafikon: Világos nyerési esélyei az egyes lépések után (a nyílbillentyűk lépést választanak)',
  // The graph's value and tip: a move ("12... Nf6"), its evaluation and its judgement.
  'graph.point': '{move}: {score}',
  'graph.point.judged': '{move}: {score}. {judgement}',
  'graph.notYet': '{move}: még nincs értékelve',
  'graph.tipNotYet': 'még nincs értékelve',
  // The table of each side's inaccuracies, mistakes and blunders: its caption (for screen
  // readers), and a cell ({word} is one of the words below, read only by screen readers).
  'graph.counts': 'Pontatlanságok, hibák és durva hibák oldalanként',
  'graph.count': '{count} {word}',
  'graph.count.inaccuracy': { one: 'pontatlanság', other: 'pontatlanság' },
  'graph.count.mistake': { one: 'hiba', other: 'hiba' },
  'graph.count.blunder': { one: 'durva hiba', other: 'durva hiba' },
  // How far the review has got ({count} positions in all).
  'graph.paused': { one: 'A játszma elemzése szünetel, amíg a motor elemez ({count} állásból {done} kész).', other: 'A játszma elemzése szünetel, amíg a motor elemez ({count} állásból {done} kész).' },
  'graph.reviewing': { one: 'A játszma elemzése: {count} állásból {done} kész…', other: 'A játszma elemzése: {count} állásból {done} kész…' },

  // The endgame-table view: its headline ({headline} is one of the two lines after it;
  // {material} is the table's name, "KQvKR").
  'tableView.headline': '{headline} ({material})',
  'tableView.mates': { one: '{side} legjobb játékkal {count} lépésben mattot ad', other: '{side} legjobb játékkal {count} lépésben mattot ad' },
  'tableView.draw': 'Legjobb játékkal döntetlen',
  // Each move's result for the side making it, in moves to mate.
  'tableView.moveWin': 'Nyerés · {count} lépésben matt',
  'tableView.moveLoss': 'Vereség · {count} lépésben mattot kap',
  'tableView.moveDraw': 'Döntetlen',
  // The list of moves, for screen readers.
  'tableView.moves.label': 'Lépések az eredményükkel, a legjobb elöl',
  // While the table is read or built ({table} of {count}: blocks, or tables built).
  'tableView.lookingUp': 'Keresés a végjáték-adatbázisban…',
  'tableView.fetching': '{material} adatbázis olvasása az oldalról (blokk: {table}/{count})…',
  'tableView.building': '{material} adatbázis felépítése ({table}/{count})… {percent}%',
  // When there is no table ({why} and {error} are the tables' own explanation).
  'tableView.missing': 'Nincs pontos ítélet: {why}. A döntetlenpanel megmutatja, mit bizonyít a tábla nélküle is.',
  'tableView.failed': 'A végjáték-adatbázist nem sikerült használni: {error}',
  'tableView.refused': 'Az oldalról származó egyik adatbázis nem került felhasználásra: {why}. Helyette itt épült fel.',
  // Where the tables came from: {fetched} and {built} are lists of tables' names, or the line
  // after them for many ({last}: the last three names).
  'tableView.source.fetched': 'Az oldalról letöltött, a jegyzéke alapján ellenőrzött adatbázisok: {fetched}.',
  'tableView.source.built': 'Ebben a böngészőben felépített adatbázisok: {built}.',
  'tableView.source.both': 'Az oldalról letöltött, a jegyzéke alapján ellenőrzött adatbázisok: {fetched}; ebben a böngészőben felépítettek: {built}.',
  'tableView.manyTables': { one: '{count} adatbázis (..., {last})', other: '{count} adatbázis (..., {last})' },

  // How playing out a mating line on the board ended ({done} of {count} moves played).
  'playOut.stopped': { one: 'Leállítva: {count} lépésből {done} lejátszva, a következő lépést nem lehetett megtenni.', other: 'Leállítva: {count} lépésből {done} lejátszva, a következő lépést nem lehetett megtenni.' },
  'playOut.checkmate': 'Lejátszva: matt.',
  'playOut.done': 'Lejátszva.',
};
