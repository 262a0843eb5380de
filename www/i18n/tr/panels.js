// Turkish words of the panels loaded after the first verdict: the engine panel, the game review
// and its graph, the endgame-table view and the playing out of a mating line. One message per
// key, with named placeholders; a message with plural forms is an object of Intl.PluralRules
// categories, chosen by its `count` parameter. Moves (SAN), scores ("+0.35", "#-3", "1-0"),
// table names ("KRvK") and numbers are data, passed as placeholders.
// Terms: www/i18n/glossary/tr.md. No case suffix is attached to a placeholder.
export default {
  // The engine panel: its button (it starts and stops the analysis), and the label of the menu
  // of how many lines it shows (1, 2 or 3), written before it.
  'analysis.start': 'Analizi başlat',
  'analysis.stop': 'Analizi durdur',
  'analysis.lines': 'Varyantlar',
  // The list of the engine's lines, for screen readers.
  'analysis.lines.label': 'Ana varyantlar',
  // The engine panel's state line, beside the score.
  'analysis.off': 'Motor kapalı.',
  'analysis.thinking': 'Düşünüyor…',
  'analysis.gameOver': 'Oyun bitti',
  // How deep the engine has searched (plies: {depth} in full, {seldepth} at most) and how fast;
  // {nps} and {nodes} are counts written as below.
  'analysis.stats': 'Derinlik {depth}/{seldepth} · {nps} düğüm/sn · {nodes} düğüm',
  'analysis.millions': '{n} M',
  'analysis.thousands': '{n} k',
  // After the state line, once the search is complete ({stats} is the line).
  'analysis.done': '{stats} · tamamlandı',
  // Under the lines: the move the engine chose, or why it stopped.
  'analysis.best': 'En iyi hamle: {move}',
  'analysis.failed': 'Motor hata verdi: {error}',
  // Why the evaluation counts an advantage for less: {reason}, {divisor} and {ending} are the
  // sentences below.
  'analysis.evaluation': 'Değerlendirme: {reason}',
  'analysis.evaluation.both': 'Değerlendirme: {divisor}; {ending}',
  'analysis.divisor.8': "puan 8'e bölündü: önde olan taraf bu materyalle mat edemez",
  'analysis.divisor.4': "puan 4'e bölündü: önde olan tarafın son piyonu bir taş karşılığında alınabilir ve geriye mat edemeyecek bir materyal kalır",
  'analysis.divisor.2': "puan 2'ye bölündü: piyonlar olmadan kazanmak için yaklaşık iki kat materyal üstünlüğü gerekir",
  'analysis.endgameScaled': 'oyun sonu puanı {factor}/64 oranına ölçeklendi: {ending}',
  'analysis.ending.oppositeBishops': 'zıt renkli filler; savunan fil, diğer filin asla kontrol edemeyeceği kareleri bloke eder',
  'analysis.ending.rooksOnOneWing': 'tüm piyonların tek kanatta olduğu bir kale oyun sonu; burada fazladan bir piyon nadiren yeterlidir',
  'analysis.ending.fewPawns': 'taşlar eşit ve önde olan tarafın yalnızca bir ya da iki piyonu var; savunan taraf bunlar için bir taş verebilir',

  // The game review: the start position's name in the graph, and the judgements of moves
  // (in the move list and the graph), with the engine's better move.
  'review.start': 'Başlangıç',
  'review.blunder': 'Büyük hata',
  'review.blunder.best': 'Büyük hata: en iyisi {move} idi',
  'review.mistake': 'Hata',
  'review.mistake.best': 'Hata: en iyisi {move} idi',
  'review.inaccuracy': 'Yanlışlık',
  'review.inaccuracy.best': 'Yanlışlık: en iyisi {move} idi',
  // A position's evaluation, White's view: a checkmate ({result} is "1-0" or "0-1"), or a
  // score of 0.00 ({score}) with the rule or proof that makes it a draw ({label}, one of the
  // names below) and why ({text}: the draw panel's reason, without its heading).
  'review.mated': '{result} – mat',
  'review.zero': '{score} – {label}: {text}',
  'review.zero.stalemate': 'pat',
  'review.zero.insufficientMaterial': 'ölü konum (yetersiz materyal)',
  'review.zero.deadPosition': 'ölü konum',
  'review.zero.fivefold': 'beş kez konum tekrarı',
  'review.zero.seventyFiveMoves': '75 hamle kuralı',
  'review.zero.tableDraw': 'oyun sonu veritabanına göre berabere',
  'review.zero.threefold': 'üç kez konum tekrarı',
  'review.zero.fiftyMoves': '50 hamle kuralı',
  'review.zero.repetition': 'tekrar',
  'review.zero.repetition.text': 'konum daha önce oluştu ve arama, tekrarı beraberlik olarak değerlendiriyor.',
  'review.zero.mateCannotBeForced': 'mat zorlanamaz',
  // How a game that ended by itself ended, where the position's status says nothing more.
  'review.ended.checkmate': 'mat',
  'review.ended.stalemate': 'pat',
  'review.ended.insufficientMaterial': 'yetersiz materyal',
  'review.ended.deadPosition': 'ölü konum',
  'review.ended.fivefold': 'beş kez konum tekrarı',
  'review.ended.seventyFiveMoves': '75 hamle kuralı',

  // The evaluation graph under the board (a slider over the moves), for screen readers.
  'graph.label': "Değerlendirme grafiği: her hamleden sonra Beyaz'ın kazanma şansı (ok tuşları bir hamle seçer)",
  // The graph's value and tip: a move ("12... Nf6"), its evaluation and its judgement.
  'graph.point': '{move}: {score}',
  'graph.point.judged': '{move}: {score}. {judgement}',
  'graph.notYet': '{move}: henüz değerlendirilmedi',
  'graph.tipNotYet': 'henüz değerlendirilmedi',
  // The table of each side's inaccuracies, mistakes and blunders: its caption (for screen
  // readers), and a cell ({word} is one of the words below, read only by screen readers).
  'graph.counts': 'Taraflara göre yanlışlıklar, hatalar ve büyük hatalar',
  'graph.count': '{count} {word}',
  'graph.count.inaccuracy': { one: 'yanlışlık', other: 'yanlışlık' },
  'graph.count.mistake': { one: 'hata', other: 'hata' },
  'graph.count.blunder': { one: 'büyük hata', other: 'büyük hata' },
  // How far the review has got ({count} positions in all).
  'graph.paused': { one: 'Motor analiz yaparken inceleme duraklatıldı ({count} konumdan {done} tanesi).', other: 'Motor analiz yaparken inceleme duraklatıldı ({count} konumdan {done} tanesi).' },
  'graph.reviewing': { one: 'Oyun inceleniyor: {count} konumdan {done} tanesi…', other: 'Oyun inceleniyor: {count} konumdan {done} tanesi…' },

  // The endgame-table view: its headline ({headline} is one of the two lines after it;
  // {material} is the table's name, "KQvKR").
  'tableView.headline': '{headline} ({material})',
  'tableView.mates': { one: 'En iyi oyunla {side} {count} hamlede mat eder', other: 'En iyi oyunla {side} {count} hamlede mat eder' },
  'tableView.draw': 'En iyi oyunla berabere',
  // Each move's result for the side making it, in moves to mate.
  'tableView.moveWin': 'Galibiyet · {count} hamlede mat',
  'tableView.moveLoss': 'Yenilgi · {count} hamlede mat olur',
  'tableView.moveDraw': 'Berabere',
  // The list of moves, for screen readers.
  'tableView.moves.label': 'Sonuçlarıyla hamleler, en iyisi başta',
  // While the table is read or built ({table} of {count}: blocks, or tables built).
  'tableView.lookingUp': 'Oyun sonu veritabanına bakılıyor…',
  'tableView.fetching': '{material} tablosu siteden okunuyor (blok {table}/{count})…',
  'tableView.building': '{material} tablosu oluşturuluyor ({table}/{count})… %{percent}',
  // When there is no table ({why} and {error} are the tables' own explanation).
  'tableView.missing': 'Kesin bir hüküm yok: {why}. Beraberlik paneli, tahtanın tablo olmadan neyi kanıtladığını gösterir.',
  'tableView.failed': 'Oyun sonu veritabanı kullanılamadı: {error}',
  'tableView.refused': 'Siteden gelen bir tablo kullanılmadı: {why}. Bunun yerine burada oluşturuldu.',
  // Where the tables came from: {fetched} and {built} are lists of tables' names, or the line
  // after them for many ({last}: the last three names).
  'tableView.source.fetched': 'Siteden alınıp sitenin manifest dosyasına göre denetlenen tablolar: {fetched}.',
  'tableView.source.built': 'Bu tarayıcıda oluşturulan tablolar: {built}.',
  'tableView.source.both': 'Siteden alınıp sitenin manifest dosyasına göre denetlenen tablolar: {fetched}; bu tarayıcıda oluşturulanlar: {built}.',
  'tableView.manyTables': { one: '{count} tablo (..., {last})', other: '{count} tablo (..., {last})' },

  // How playing out a mating line on the board ended ({done} of {count} moves played).
  'playOut.stopped': { one: 'Durduruldu: {count} hamleden {done} tanesi oynandı; sonraki hamle oynanamadı.', other: 'Durduruldu: {count} hamleden {done} tanesi oynandı; sonraki hamle oynanamadı.' },
  'playOut.checkmate': 'Sonuna kadar oynandı: mat.',
  'playOut.done': 'Sonuna kadar oynandı.',
};
