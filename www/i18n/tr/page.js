// Turkish words of the pages around the board: the analysis board (index.html, app.js), the
// lessons kept in this browser listed under it (lessons.js), the boards for teaching pages
// (embed.html), the annotated lesson (lesson.html) and the language chooser of every page
// (i18n/chooser.js). The `page` part: loaded by the pages themselves, not by the element.
// "drawboard" is the site's name. A message with plural forms is chosen by `count`.
// Terms: www/i18n/glossary/tr.md. No case suffix is attached to a placeholder.
export default {
  // The language chooser in each page's header, and the name of the header's list of links.
  'page.language': 'Dil',
  'page.pages': 'Sayfalar',

  // The analysis board (index.html): the window's title, the description search engines show,
  // the header and its links.
  'index.title': 'drawboard: satranç analiz tahtası – ne beraberliktir, ne değildir ve neden',
  'index.description': 'Beraberlikleri açıklayan bir satranç analiz tahtası: üç kez konum tekrarı, 50 hamle kuralı, yetersiz materyal, ölü konumlar ve matın zorlanamadığı konumlar.',
  'index.heading': 'drawboard',
  'index.intro': 'Bir oyun oynayın ya da yükleyin; her hamleden sonra hangi beraberliklerin talep edilebileceğini, hangilerinin otomatik olduğunu ve nedenini görün.',
  'index.linkEmbed': 'Öğretim sayfaları için tahtalar',
  'index.linkLessons': 'Kale oyun sonları, kesin olarak',
  // The footer under the board: how to move, then "Share a position as" followed by an example
  // address (index.html?fen=<FEN>&moves=e2e4,e7e5) and a full stop.
  'index.help': 'Tıklayarak ya da sürükleyerek oynayın veya bir hamle yazın. Tahta odaktayken ok tuşları bir imleci hareket ettirir ve Enter bir taşı kaldırır ya da bırakır; başka yerlerde Sol, Sağ, Home ve End tuşlarıyla hamleler arasında ilerlenir.',
  'index.share': 'Bir konumu şu adresle paylaşabilirsiniz:',
  // The button after the line that says a lesson came back (app.restored).
  'index.newBoard': 'Yeni bir tahta başlat',
  // The title of the list of lessons under the board.
  'index.lessonsTitle': 'Bu tarayıcıda saklanan dersler',

  // Said above the board when the page opens the lesson shown last ({title} is its name,
  // {when} the date and time it was saved).
  'app.restored': '“{title}” dersiniz bıraktığınız gibi geri geldi (kaydedildiği an: {when}).',

  // The lessons kept in this browser (under the board of index.html). Each lesson's line: when
  // it was saved ({date}, a date and time) and its length in moves, and whether it is the one
  // on the board.
  'lessons.meta': { one: '{date}, {count} hamle', other: '{date}, {count} hamle' },
  'lessons.metaCurrent': { one: '{date}, {count} hamle, tahtada', other: '{date}, {count} hamle, tahtada' },
  // The buttons of a lesson ({title} is the lesson's name), and their tooltips.
  'lessons.rename': 'Yeniden adlandır',
  'lessons.rename.label': 'Yeniden adlandır: {title}',
  'lessons.duplicate': 'Çoğalt',
  'lessons.duplicate.label': 'Çoğalt: {title}',
  'lessons.delete': 'Sil',
  'lessons.delete.label': 'Sil: {title}',
  // Renaming a lesson: the field's name for screen readers, and its buttons.
  'lessons.newName': '{title} için yeni ad',
  'lessons.saveName': 'Adı kaydet',
  'lessons.cancel': 'İptal',
  'lessons.undo': 'Geri al',
  // The status line over the list ({name} is a lesson's name; {error} is the browser's or the
  // store's own message, in English).
  'lessons.unavailable': "Bu tarayıcıda ders saklanamıyor: {error}. Çalışmanızı korumak için PGN'yi dosya olarak kaydedin.",
  'lessons.duplicated': '“{name}” adıyla çoğaltıldı.',
  'lessons.deleted': '“{name}” silindi.',
  'lessons.restored': '“{name}” geri geldi.',
  'lessons.failed': 'Bu işlem başarısız oldu: {error}.',
  'lessons.notRenamed': 'Yeni ad kaydedilmedi: {error}.',
  'lessons.notRestored': 'Geri getirilemedi: {error}.',

  // Boards for teaching pages (embed.html): the window's title, the header and its link.
  'embed.title': 'drawboard: bir ders için üç beraberlik',
  'embed.heading': 'Birbirine benzeyen üç oyun sonu',
  // The header's paragraph: "Each board below is a", then the name of the element in code
  // (<draw-board>), then "element.", then the rest.
  'embed.intro.before': 'Aşağıdaki her tahta bir',
  'embed.intro.after': 'öğesidir.',
  'embed.intro.more': 'Üzerlerinde hamle oynayın: her tahta bağımsızdır ve beraberlik paneli her hamleden sonra durumu açıklar.',
  'embed.linkBoard': 'Tam analiz tahtası',
  // The three endings: a title, then what it teaches.
  'embed.knights.title': 'Ata karşı at: talep edilemez',
  'embed.knights.text': 'İki taraf da matı zorlayamaz, bu yüzden doğru oyunla bu konum berabere. Ama kurala göre bir beraberlik değildir: taraflardan biri yardım ederse mat hâlâ mümkündür; bu yüzden kimse materyal gerekçesiyle beraberlik talep edemez ve süresi biten oyuncu kaybeder.',
  'embed.bishops.title': 'Aynı renkte iki fil: ölü konum',
  'embed.bishops.text': "Beyaz'ın iki fili de açık renkli karelerde duruyor. Koyu renkli bir kareyi asla kontrol edemezler, bu yüzden hiçbir geçerli hamleler dizisi matla sonuçlanamaz: oyun hemen berabere biter (yetersiz materyal, ölü konum).",
  'embed.twoKnights.title': 'İki at: mat zorlanamaz',
  'embed.twoKnights.text': "İki at yalnız kalmış bir şahı mat edebilir, ama ancak savunan taraf büyük hata yaparsa: matı zorlayamazlar. Motor da bunu bilir – puanı 8'e bölünür.",

  // The annotated lesson (lesson.html): the window's title, the header and its links.
  'lesson.title': 'drawboard: açıklamalı bir ders',
  'lesson.heading': 'Açıklamalı bir oyun',
  'lesson.intro': 'Bir ders bir PGN dosyasıdır: yorumlar, varyantlar ve “!” ile “?” işaretleri hamle listesinde, her hamlenin yorumu da tahtanın altında görünür. Ok tuşlarıyla ilerleyin (Yukarı ve Aşağı bir varyant seçer).',
  'lesson.linkBoard': 'Tam analiz tahtası',
  'lesson.linkEmbed': 'Üç oyun sonu',
  'lesson.linkRook': 'Üç kale oyun sonu',
  // The titles of its boards (the games themselves are the lesson's, in PGN).
  'lesson.opera.title': "Morphy'nin Opera Oyunu, bir dosyadan",
  'lesson.readOnly.title': 'Okumak için bir tahta, değiştirmek için değil',
  // The rook endings: a title and what they are, then each ending's title and what it teaches.
  'lesson.rook.title': 'Her kitabın öğrettiği üç kale oyun sonu',
  'lesson.rook.text': 'Kale ve piyon kaleye karşı: beş taş, bu sitenin oyun sonu veritabanlarından kesin olarak yanıtlanır, konum başına birkaç kilobayt (her tahtanın altındaki tabloya bakın: her hamle sonucuyla birlikte).',
  'lesson.lucena.title': 'Lucena: köprü kazandırır',
  'lesson.lucena.text': 'Piyon yedinci yatayda, şahı önünde; savunan şah bir dikeyle kesilmiş. Beyaz köprü kurarak kazanır: kale dördüncü yataya gider, böylece daha sonra şah çekmelerini araya girerek engelleyebilir.',
  'lesson.philidor.title': 'Philidor: üçüncü yatay tutar',
  'lesson.philidor.text': 'Savunan şah piyonun önünde durur, kendi üçüncü yatayındaki kale diğer şahı dışarıda tutar; piyon ilerlediği anda kale arkaya geçer ve uzaktan şah çeker. En iyi oyunla berabere.',
  'lesson.vancura.title': 'Vancura: kenar piyonunu yandan tutmak',
  'lesson.vancura.text': 'Piyon a dikeyindeyken ve saldıran kale önündeyken, savunan kale piyona yandan saldırır ve şahı diğer kanatta, köşenin yakınında bekler. En iyi oyunla berabere.',
};
