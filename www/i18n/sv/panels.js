// Swedish words of the panels loaded after the first verdict: the engine panel, the game review
// and its graph, the endgame-table view and the playing out of a mating line. One message per
// key, with named placeholders; a message with plural forms is an object of Intl.PluralRules
// categories, chosen by its `count` parameter. Moves (SAN), scores ("+0.35", "#-3", "1-0"),
// table names ("KRvK") and numbers are data, passed as placeholders.
// Terms: www/i18n/glossary/sv.md.
export default {
  // The engine panel: its button (it starts and stops the analysis), and the label of the menu
  // of how many lines it shows (1, 2 or 3), written before it.
  'analysis.start': 'Starta analys',
  'analysis.stop': 'Stoppa analys',
  'analysis.lines': 'Varianter',
  // The list of the engine's lines, for screen readers.
  'analysis.lines.label': 'Huvudvarianter',
  // The engine panel's state line, beside the score.
  'analysis.off': 'Motorn är avstängd.',
  'analysis.thinking': 'Tänker…',
  'analysis.gameOver': 'Partiet är slut',
  // How deep the engine has searched (plies: {depth} in full, {seldepth} at most) and how fast;
  // {nps} and {nodes} are counts written as below.
  'analysis.stats': 'Djup {depth}/{seldepth} · {nps} noder/s · {nodes} noder',
  'analysis.millions': '{n} M',
  'analysis.thousands': '{n} k',
  // After the state line, once the search is complete ({stats} is the line).
  'analysis.done': '{stats} · klar',
  // Under the lines: the move the engine chose, or why it stopped.
  'analysis.best': 'Bästa drag: {move}',
  'analysis.failed': 'Motorn misslyckades: {error}',
  // Why the evaluation counts an advantage for less: {reason}, {divisor} and {ending} are the
  // sentences below.
  'analysis.evaluation': 'Värdering: {reason}',
  'analysis.evaluation.both': 'Värdering: {divisor}; {ending}',
  'analysis.divisor.8': 'värdet delat med 8: den ledande sidan kan inte sätta matt med detta material',
  'analysis.divisor.4': 'värdet delat med 4: den ledande sidans sista bonde kan köpas med en pjäs, och kvar blir material som inte kan sätta matt',
  'analysis.divisor.2': 'värdet delat med 2: utan bönder krävs ungefär dubbelt så stor materiell fördel för vinst',
  'analysis.endgameScaled': 'slutspelsvärdet skalat till {factor}/64 för {ending}',
  'analysis.ending.oppositeBishops': 'olikfärgade löpare, där den försvarande löparen blockerar fält som den andra löparen aldrig kan bestrida',
  'analysis.ending.rooksOnOneWing': 'ett tornslutspel med alla bönder på samma flygel, där en merbonde sällan räcker',
  'analysis.ending.fewPawns': 'lika pjäser och bara en eller två bönder för den ledande sidan, som försvararen kan ge en pjäs för',

  // The game review: the start position's name in the graph, and the judgements of moves
  // (in the move list and the graph), with the engine's better move.
  'review.start': 'Start',
  'review.blunder': 'Grovt misstag',
  'review.blunder.best': 'Grovt misstag: bäst var {move}',
  'review.mistake': 'Misstag',
  'review.mistake.best': 'Misstag: bäst var {move}',
  'review.inaccuracy': 'Inexakthet',
  'review.inaccuracy.best': 'Inexakthet: bäst var {move}',
  // A position's evaluation, White's view: a checkmate ({result} is "1-0" or "0-1"), or a
  // score of 0.00 ({score}) with the rule or proof that makes it a draw ({label}, one of the
  // names below) and why ({text}: the draw panel's reason, without its heading).
  'review.mated': '{result} – schackmatt',
  'review.zero': '{score} – {label}: {text}',
  'review.zero.stalemate': 'patt',
  'review.zero.insufficientMaterial': 'död ställning (otillräckligt material)',
  'review.zero.deadPosition': 'död ställning',
  'review.zero.fivefold': 'femfaldig upprepning',
  'review.zero.seventyFiveMoves': '75-dragsregeln',
  'review.zero.tableDraw': 'remi enligt slutspelsdatabasen',
  'review.zero.threefold': 'trefaldig upprepning',
  'review.zero.fiftyMoves': '50-dragsregeln',
  'review.zero.repetition': 'upprepning',
  'review.zero.repetition.text': 'ställningen har förekommit tidigare, och sökningen värderar en upprepning som remi.',
  'review.zero.mateCannotBeForced': 'matt kan inte forceras',
  // How a game that ended by itself ended, where the position's status says nothing more.
  'review.ended.checkmate': 'schackmatt',
  'review.ended.stalemate': 'patt',
  'review.ended.insufficientMaterial': 'otillräckligt material',
  'review.ended.deadPosition': 'död ställning',
  'review.ended.fivefold': 'femfaldig upprepning',
  'review.ended.seventyFiveMoves': '75-dragsregeln',

  // The evaluation graph under the board (a slider over the moves), for screen readers.
  'graph.label': 'Värderingsgraf: Vits vinstchanser efter varje drag (piltangenterna väljer ett drag)',
  // The graph's value and tip: a move ("12... Nf6"), its evaluation and its judgement.
  'graph.point': '{move}: {score}',
  'graph.point.judged': '{move}: {score}. {judgement}',
  'graph.notYet': '{move}: ännu inte värderat',
  'graph.tipNotYet': 'ännu inte värderat',
  // The table of each side's inaccuracies, mistakes and blunders: its caption (for screen
  // readers), and a cell ({word} is one of the words below, read only by screen readers).
  'graph.counts': 'Inexaktheter, misstag och grova misstag per sida',
  'graph.count': '{count} {word}',
  'graph.count.inaccuracy': { one: 'inexakthet', other: 'inexaktheter' },
  'graph.count.mistake': { one: 'misstag', other: 'misstag' },
  'graph.count.blunder': { one: 'grovt misstag', other: 'grova misstag' },
  // How far the review has got ({count} positions in all).
  'graph.paused': { one: 'Granskningen pausad medan motorn analyserar ({done} av {count} ställning).', other: 'Granskningen pausad medan motorn analyserar ({done} av {count} ställningar).' },
  'graph.reviewing': { one: 'Granskar partiet: {done} av {count} ställning…', other: 'Granskar partiet: {done} av {count} ställningar…' },

  // The endgame-table view: its headline ({headline} is one of the two lines after it;
  // {material} is the table's name, "KQvKR").
  'tableView.headline': '{headline} ({material})',
  'tableView.mates': { one: '{side} sätter matt i {count} drag med bästa spel', other: '{side} sätter matt i {count} drag med bästa spel' },
  'tableView.draw': 'Remi med bästa spel',
  // Each move's result for the side making it, in moves to mate.
  'tableView.moveWin': 'Vinst · matt i {count}',
  'tableView.moveLoss': 'Förlust · blir matt i {count}',
  'tableView.moveDraw': 'Remi',
  // The list of moves, for screen readers.
  'tableView.moves.label': 'Dragen med sina resultat, bästa först',
  // While the table is read or built ({table} of {count}: blocks, or tables built).
  'tableView.lookingUp': 'Slår upp i slutspelsdatabasen…',
  'tableView.fetching': 'Läser databasen {material} från webbplatsen (block {table} av {count})…',
  'tableView.building': 'Bygger databasen {material} ({table} av {count})… {percent} %',
  // When there is no table ({why} and {error} are the tables' own explanation).
  'tableView.missing': 'Inget exakt utslag: {why}. Remipanelen visar vad brädet bevisar utan databasen.',
  'tableView.failed': 'Slutspelsdatabasen kunde inte användas: {error}',
  'tableView.refused': 'En databas från webbplatsen användes inte: {why}. Den byggdes här i stället.',
  // Where the tables came from: {fetched} and {built} are lists of tables' names, or the line
  // after them for many ({last}: the last three names).
  'tableView.source.fetched': 'Databaser hämtade från webbplatsen och kontrollerade mot dess manifest: {fetched}.',
  'tableView.source.built': 'Databaser byggda i den här webbläsaren: {built}.',
  'tableView.source.both': 'Databaser hämtade från webbplatsen och kontrollerade mot dess manifest: {fetched}; byggda i den här webbläsaren: {built}.',
  'tableView.manyTables': { one: '{count} databas (..., {last})', other: '{count} databaser (..., {last})' },

  // How playing out a mating line on the board ended ({done} of {count} moves played).
  'playOut.stopped': { one: 'Stoppad efter {done} av {count} drag: nästa drag kunde inte spelas.', other: 'Stoppad efter {done} av {count} drag: nästa drag kunde inte spelas.' },
  'playOut.checkmate': 'Utspelat: schackmatt.',
  'playOut.done': 'Utspelat.',
};
