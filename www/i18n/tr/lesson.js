// Turkish words of lessons: the rule quizzes (lesson/quiz.js), puzzle mode (lesson/puzzle.js),
// the teacher's panel (lesson/teach.js) and the arbiter drill (drill.html, drill.js). {side} and
// the like are side names ("Beyaz"); {law} is an article as cited ("FIDE 9.3"); {move} and
// {moves} are moves in SAN ("Nf3"); a message with plural forms is chosen by {count}.
// Terms: www/i18n/glossary/tr.md. No case suffix is attached to a placeholder.
export default {
  // The quiz kinds, as the teacher's panel offers them and the drill names its questions.
  'quiz.kind.claim': 'Beraberlik talep edilebilir mi?',
  'quiz.kind.flag': 'Bayrak düşerse ne olur?',
  'quiz.kind.dead': 'Konum ölü mü?',
  'quiz.kind.mate': 'Hamle sırası kendisinde olan oyuncu hâlâ mat edebilir mi?',

  // A quiz's answer, under its options: while the proof is coming, without one, and once
  // answered ("Right. <reason>", "Not quite: <the right option>. <reason>").
  'quiz.proving': 'Tahta cevabı hâlâ kanıtlıyor…',
  'quiz.unproved': 'Tahta cevabı kanıtlamadı, bu yüzden hiçbirini işaretlemiyor. {reason}',
  'quiz.answered': '{verdict} {reason}',
  'quiz.right': 'Doğru.',
  'quiz.notQuite': 'Tam değil: {answer}.',

  // Sentences of the reasons: a side's mating chances ({fact} is the draw panel's, "White can
  // still checkmate: 1. Qh5 ..."), and how a game ended by itself.
  'quiz.fact': '{fact}.',
  'quiz.canMateHidden': '{side} hâlâ mat edebilir (hamle dizisi bulmaca çözülünce gösterilir).',
  'quiz.ended.checkmate': 'mat ({law})',
  'quiz.ended.stalemate': 'pat ({law})',
  'quiz.ended.insufficientMaterial': 'iki tarafın da mat edecek materyali yok ({law})',
  'quiz.ended.deadPosition': 'konum ölü ({law})',
  'quiz.ended.fivefold': 'aynı konum beş kez oluştu ({law})',
  'quiz.ended.seventyFiveMoves': 'her iki oyuncu da taş almadan ve piyon oynamadan yetmiş beşer hamle yaptı ({law})',

  // The claim quiz: "Can White, to move, claim a draw?"
  'quiz.claim.question': 'Hamle sırası {side} tarafında: beraberlik talep edebilir mi?',
  'quiz.claim.now': 'Evet, {side} şimdi talep edebilir',
  'quiz.claim.announce': 'Yalnızca bir hamle yazıp bildirerek',
  'quiz.claim.over': 'Gerek yok: oyun zaten berabere bitti',
  'quiz.claim.no': 'Hayır',
  // ... its reasons. {seen} is quiz.claim.seen; {times} and {played} its counts.
  'quiz.claim.seen': 'konum {times} oluştu ve son taş alma ya da piyon hamlesinden bu yana {played}',
  'quiz.claim.times': { one: '{count} kez', other: '{count} kez' },
  'quiz.claim.played': { one: '{count} yarım hamle oynandı', other: '{count} yarım hamle oynandı' },
  'quiz.claim.won': 'Hayır: oyun bitti – {how}. {side} kazandı.',
  'quiz.claim.ended': 'Oyun, talep olmadan kendiliğinden bitti: {how}.',
  'quiz.claim.deadUnknown': 'Arama, konumun ölü olup olmadığını kanıtlamadan önce sınırına ulaştı; ölüyse oyun zaten bitmiştir.',
  'quiz.claim.mayNow': '{side} şimdi talep edebilir: {rules}.',
  'quiz.claim.threefoldNow': 'aynı konum, hamle sırası {side} tarafındayken üçüncü kez oluştu ({law})',
  'quiz.claim.fiftyNow': 'her iki oyuncu da taş almadan ve piyon oynamadan ellişer hamle yaptı ({law})',
  'quiz.claim.bothRules': '{first}; ayrıca {second}',
  'quiz.claim.byAnnouncing': 'Henüz değil: {seen}. Ancak {side}, bir hamleyi ({moves}) notasyon kâğıdına yazıp hakeme bu hamleyi oynama niyetini bildirerek talepte bulunabilir: {rules}. Hamle önce oynanırsa talep hakkı rakibe geçer.',
  // {moves}: the first four of the moves, then how many more there are.
  'quiz.claim.more': { one: 'bir hamle daha', other: 'diğer {count} hamleden biri' },
  'quiz.claim.oneOfItsMoves': 'hamlelerinden biri',
  'quiz.claim.threefoldNext': 'ardından oluşacak konum üçüncü kez ortaya çıkar ({law})',
  'quiz.claim.fiftyNext': 'bu hamleyle her iki oyuncu da taş almadan ve piyon oynamadan ellişer hamleyi tamamlar ({law})',
  'quiz.claim.eitherRule': '{first}; ya da {second}',
  'quiz.claim.none': 'Hayır: {seen}. Talep için bir konumun üçüncü kez oluşması ({threefoldLaw}) ya da her iki oyuncunun ellişer hamle yapması ({fiftyLaw}) gerekir; {side} tarafının hiçbir hamlesi bunlardan birini tamamlamıyor.',

  // The flag quiz: under the FIDE Laws, then under US Chess rule 14E ({rule}: "14E", "14E2").
  'quiz.flag.question': '{side} oyuncunun bayrağı şimdi düşüyor. FIDE Satranç Kuralları uyarınca sonuç ne olur?',
  'quiz.flag.opponentWins': '{side} kazanır',
  'quiz.flag.draw': 'Berabere',
  'quiz.flag.over': 'Oyun zaten bitti: şimdi düşen bir bayrak hiçbir şeyi değiştirmez.',
  'quiz.flag.fide': '{law}: bayrağı düşen oyuncu kaybeder; ancak rakip geçerli herhangi bir hamleler dizisiyle mat edemiyorsa oyun berabere biter. {fact}',
  'quiz.flag.usQuestion': 'Peki US Chess kuralları uyarınca ({rule}, süreden kazanmak için yetersiz materyal)?',
  'quiz.flag.us': 'US Chess {rule}: {clause}.',
  // ... the clauses of 14E ({side}: the opponent of {flagger}, whose flag fell; {forced}: one
  // of the four after them).
  'quiz.flag.loneKing': '{side} tarafında yalnızca şah var, bu yüzden berabere',
  'quiz.flag.minorPiece': '{side} tarafında yalnızca şah ile bir fil ya da at var, bu yüzden {side} galibiyeti zorlayamıyorsa berabere; {forced}',
  'quiz.flag.twoKnights': '{side} tarafında yalnızca şah ve iki at var ve {flagger} tarafının piyonu yok, bu yüzden {side} galibiyeti zorlayamıyorsa berabere; {forced}',
  'quiz.flag.cannotMate': '{side} hiç mat edemez, dolayısıyla zorlanmış bir galibiyeti de yok',
  'quiz.flag.noTable': 'zorlanmış bir galibiyeti olup olmadığını hiçbir oyun sonu veritabanı belirlemedi',
  'quiz.flag.forcedWin': { one: 'zorlanmış bir galibiyeti var (oyun sonu veritabanı: {count} hamlede mat)', other: 'zorlanmış bir galibiyeti var (oyun sonu veritabanı: {count} hamlede mat)' },
  'quiz.flag.noForcedWin': 'zorlanmış bir galibiyeti yok (oyun sonu veritabanı)',

  // The dead-position quiz. {white} and {black}: each side's mating chances, a sentence each.
  'quiz.dead.question': 'Konum ölü mü, yani hiçbir geçerli hamleler dizisi mata götüremez mi ({law})?',
  'quiz.dead.yes': 'Evet: oyun berabere biter',
  'quiz.dead.no': 'Hayır: mat hâlâ mümkün',
  'quiz.dead.over': 'Cevap ne olursa olsun oyun zaten bitti: {how}.',
  'quiz.dead.isDead': 'Evet: {white} {black} Oyun, konum oluştuğu anda sona erdi.',
  'quiz.dead.facts': '{white} {black}',

  // The mate quiz: with an endgame table (force, help, never), else yes or never.
  'quiz.mate.question': '{side} hâlâ mat edebilir mi?',
  'quiz.mate.questionAny': '{side} hâlâ mat edebilir mi (geçerli herhangi bir hamleler dizisiyle)?',
  'quiz.mate.force': 'Evet, zorlayarak',
  'quiz.mate.help': 'Yalnızca {side} yardım ederse',
  'quiz.mate.never': 'Hayır, asla',
  'quiz.mate.yes': 'Evet',
  // ... its reason: the table's {verdict}, then the {fact} of quiz.fact.
  'quiz.mate.reason': '{verdict} {fact}',
  'quiz.mate.tableWin': { one: 'Oyun sonu veritabanı: en iyi oyunla {side} {count} hamlede mat eder.', other: 'Oyun sonu veritabanı: en iyi oyunla {side} {count} hamlede mat eder.' },
  'quiz.mate.tableWinTooLate': { one: 'Oyun sonu veritabanı: en iyi oyunla {side} {count} hamlede mat eder, ancak önce 75 hamle kuralı beraberlik getirir.', other: 'Oyun sonu veritabanı: en iyi oyunla {side} {count} hamlede mat eder, ancak önce 75 hamle kuralı beraberlik getirir.' },
  'quiz.mate.tableNoForce': 'Oyun sonu veritabanı: {side}, en iyi savunmaya karşı matı zorlayamaz.',
  // {count}: the half-moves played since the last capture or pawn move; {other}: the defender.
  'quiz.mate.claimFirst': { one: '{verdict} Ancak taş alma ya da piyon hamlesi olmadan {count} yarım hamle geçti: yolda biri sayımı sıfırlamazsa {other}, mattan önce 50 hamle kuralı uyarınca ({law}) beraberlik talep edebilir; bu yüzden tahta burada “zorlayarak” konusunda karar vermiyor.', other: '{verdict} Ancak taş alma ya da piyon hamlesi olmadan {count} yarım hamle geçti: yolda biri sayımı sıfırlamazsa {other}, mattan önce 50 hamle kuralı uyarınca ({law}) beraberlik talep edebilir; bu yüzden tahta burada “zorlayarak” konusunda karar vermiyor.' },

  // Puzzle mode: the panel, its task line ("White to play: find the lesson's move (1 of 3).")
  // and its buttons.
  'puzzle.title': 'Bulmaca',
  'puzzle.task': 'Hamle sırası {side} tarafında: dersin hamlesini bulun ({number}/{count}).',
  'puzzle.replies': '{side} yanıt veriyor…',
  'puzzle.yourMove': 'Hamle sizde.',
  'puzzle.hint': 'İpucu',
  'puzzle.hint.label': 'İpucu: oynanacak taş, sonra gideceği kare',
  'puzzle.reveal': 'Hamleyi göster',
  'puzzle.retry': 'Yeniden dene',
  'puzzle.retry.label': 'Yeniden dene: bulmacayı baştan başlat',
  'puzzle.restarted': 'Bulmaca yeniden başladı. {task}',
  'puzzle.wait': 'Tahtayı bekleyin: yanıtı oynuyor ya da bir hamleyi denetliyor.',
  // ... what a try gets ({move}: the move tried, {expected}: the lesson's); a sentence of ours
  // and then the lesson's comment or the summary (puzzle.andThen).
  'puzzle.andThen': '{first} {then}',
  'puzzle.right': 'Doğru: {move}.',
  'puzzle.notThis': 'Bu değil: {move}.',
  'puzzle.checking': 'Denetleniyor: {move}…',
  'puzzle.checkingSaid': 'Denetleniyor: {move}.',
  'puzzle.notLessonMove': 'Dersin hamlesi değil: {move}. Yeniden deneyin.',
  'puzzle.revealed': 'Dersin hamlesi: {move}.',
  // {why}: one of the four after it.
  'puzzle.justAsGood': 'Aynı derecede iyi: {move} – {why}. Ders şu hamleyle devam ediyor: {expected}.',
  'puzzle.matesAsWell': 'bu da mat ediyor',
  'puzzle.drawsAsWell': 'bu da beraberliği koruyor (oyun sonu veritabanı)',
  'puzzle.winsAsWell': 'bu da kazanıyor (oyun sonu veritabanı: {mine} hamlede mat, dersin hamlesiyle {theirs} hamlede)',
  'puzzle.matesInAsWell': 'bu da {count} hamlede mat ediyor (motor araması, {plies} yarım hamle)',
  // ... the hints: the piece to move ({from}: its square), then where it goes ({to}).
  'puzzle.hintPiece.king': 'İpucu: {from} karesindeki şahı oynayın.',
  'puzzle.hintPiece.queen': 'İpucu: {from} karesindeki veziri oynayın.',
  'puzzle.hintPiece.rook': 'İpucu: {from} karesindeki kaleyi oynayın.',
  'puzzle.hintPiece.bishop': 'İpucu: {from} karesindeki fili oynayın.',
  'puzzle.hintPiece.knight': 'İpucu: {from} karesindeki atı oynayın.',
  'puzzle.hintPiece.pawn': 'İpucu: {from} karesindeki piyonu oynayın.',
  'puzzle.hintSquare.king': 'İpucu: {from} karesindeki şah {to} karesine gider.',
  'puzzle.hintSquare.queen': 'İpucu: {from} karesindeki vezir {to} karesine gider.',
  'puzzle.hintSquare.rook': 'İpucu: {from} karesindeki kale {to} karesine gider.',
  'puzzle.hintSquare.bishop': 'İpucu: {from} karesindeki fil {to} karesine gider.',
  'puzzle.hintSquare.knight': 'İpucu: {from} karesindeki at {to} karesine gider.',
  'puzzle.hintSquare.pawn': 'İpucu: {from} karesindeki piyon {to} karesine gider.',
  // ... the end ({moves}: puzzle.moves; {hints}: puzzle.hints; {firstTry}, {revealed}: numbers).
  'puzzle.solved': 'Çözüldü: {moves} içinden {firstTry} tanesi ilk denemede bulundu; {hints} kullanıldı; {revealed} hamle gösterildi.',
  'puzzle.moves': { one: '{count} hamle', other: '{count} hamle' },
  'puzzle.hints': { one: '{count} ipucu', other: '{count} ipucu' },
  'puzzle.nothingToFind': 'Bu derste buradan bulunacak bir hamle yok.',

  // The teacher's panel under the moves (Teach), and what a screen reader hears from it.
  'teach.legend': 'Bu hamleyle öğret',
  'teach.find': 'Okuyucu bu hamleyi bulur (bulmaca modu)',
  'teach.ask': 'Bu hamleden sonra okuyucuya sor:',
  'teach.findSet': 'Okuyucu bu hamleyi bulacak.',
  'teach.findRemoved': 'Artık bulunacak bir hamle değil.',
  // {value}: the quizzes as the PGN writes them ("claim,dead").
  'teach.quizSet': 'Soru ayarlandı: {value}.',
  'teach.quizRemoved': 'Soru kaldırıldı.',
  // The quiz panel's title, and puzzle mode turned on and off.
  'teach.question': 'Soru',
  'teach.puzzleStarted': 'Bulmaca: hamle sırası {side} tarafında.',
  'teach.puzzleClosed': 'Bulmaca kapatıldı.',

  // The arbiter drill page (drill.html): its title, introduction ({fide}: "FIDE 6.9", {us}: "US
  // Chess rule 14E") and links.
  'drill.pageTitle': 'drawboard: hakem alıştırması – talepler, bayraklar ve ölü konumlar',
  'drill.title': 'Hakem alıştırması',
  'drill.intro': 'Konum hakkında bir hakem gibi karar verin: hamle sırası kendisinde olan oyuncu beraberlik talep edebilir mi, oyun zaten bitti mi, konum ölü mü, bayrak düşerse ne olur? Tahta kendi kanıtlarına dayanarak yanıt verir ve her yanıtın ardındaki kuralı gösterir. Bayrak düşmesiyle ilgili kararlar {fide} ve {us} uyarınca verilir.',
  'drill.pages': 'Sayfalar',
  'drill.linkBoard': 'Tam analiz tahtası',
  'drill.linkEmbed': 'Öğretim sayfaları için tahtalar',
  // ... the kinds of question to ask, the line above the board, and the score.
  'drill.kinds': 'Soru konuları',
  'drill.kinds.claim': 'Talepler ve otomatik beraberlikler',
  'drill.kinds.dead': 'Ölü konumlar',
  'drill.kinds.flag': 'Bayrak düşmeleri',
  'drill.kinds.mate': 'Mat şansları',
  'drill.next': 'Sonraki soru',
  'drill.making': 'Konum oluşturuluyor…',
  'drill.noPosition': 'Konum oluşturulamadı: yeniden deneyin.',
  'drill.failed': 'Tahta yüklenemedi.',
  'drill.score': { one: 'Bu ziyaretteki puan: {count} yanıttan {right} doğru.', other: 'Bu ziyaretteki puan: {count} yanıttan {right} doğru.' },
  'drill.noScore': 'Bu ziyaretteki puan: henüz yanıt yok.',
};
