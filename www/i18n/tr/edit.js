// Turkish words of the board editor, of a PGN read with repairs and the picker of its games, and
// of the lessons kept in this browser (the `edit` part: loaded when one of them is first used).
// A message with plural forms is an object of Intl.PluralRules categories, chosen by `count`.
// Terms: www/i18n/glossary/tr.md. No case suffix is attached to a placeholder.
export default {
  // The board editor (mode="edit"): its panel, title and the palette of pieces.
  'editor.title': 'Konum kurun',
  'editor.palette': 'Taşlar: birini seçin, sonra karelere tıklayın ya da tahtaya sürükleyin',
  'editor.piece.white.king': 'Beyaz şah',
  'editor.piece.white.queen': 'Beyaz vezir',
  'editor.piece.white.rook': 'Beyaz kale',
  'editor.piece.white.bishop': 'Beyaz fil',
  'editor.piece.white.knight': 'Beyaz at',
  'editor.piece.white.pawn': 'Beyaz piyon',
  'editor.piece.black.king': 'Siyah şah',
  'editor.piece.black.queen': 'Siyah vezir',
  'editor.piece.black.rook': 'Siyah kale',
  'editor.piece.black.bishop': 'Siyah fil',
  'editor.piece.black.knight': 'Siyah at',
  'editor.piece.black.pawn': 'Siyah piyon',
  // The two tools beside the pieces (the button's words, then its tooltip).
  'editor.move': 'Taşı',
  'editor.move.label': 'Taşı: taşları sürükleyerek taşıyın',
  'editor.delete': 'Sil',
  'editor.delete.label': 'Sil: kaldırmak için taşlara tıklayın',
  // The buttons under the palette.
  'editor.clear': 'Tahtayı temizle',
  'editor.start': 'Başlangıç konumu',
  'editor.flip': 'Çevir',
  'editor.flip.label': 'Tahtayı çevir',
  // The settings of the position: the side to move ({side} is "White" or "Black"), the castling
  // rights (O-O is castling short, O-O-O long), the en-passant square (a select of squares, or
  // none) and the FEN field.
  'editor.turn': 'Hamle sırası',
  'editor.castling': 'Rok hakları',
  'editor.castleShort': '{side} O-O',
  'editor.castleLong': '{side} O-O-O',
  'editor.enPassant': 'Geçerken alma',
  'editor.enPassantNone': 'yok',
  'editor.fen': 'FEN',
  // The buttons that leave the editor (the button's words, then its tooltip).
  'editor.analyse': 'Analiz et',
  'editor.analyse.label': 'Analiz et: düzenleyiciden bu konumla çıkın',
  'editor.cancel': 'İptal',
  'editor.cancel.label': 'İptal: oyunu değiştirmeden düzenleyiciden çıkın',

  // The notice of a PGN game read with repairs (opened, it lists each repair with its line).
  'pgn.repairs': { one: '{count} düzeltmeyle okundu', other: '{count} düzeltmeyle okundu' },
  // One repair: {line} is the line of the file, {written} what it said, {read} how it was read
  // (a move in SAN), {what} the kind of repair below.
  'pgn.repair': '{line}. satır: {what}.',
  'pgn.repairWritten': '{line}. satır: {written} ({what}).',
  'pgn.repairRead': '{line}. satır: {written}, {read} olarak okundu ({what}).',
  // The kinds of repair ({what} above).
  'pgn.repair.tagQuotes': 'bir etiket değerinin içinde tırnak işaretleri',
  'pgn.repair.tagBackslash': 'ters eğik çizgiyle biten bir etiket değeri',
  'pgn.repair.tagUnclosed': 'kapanış tırnağı ya da köşeli parantezi olmayan bir etiket',
  'pgn.repair.tagUnquoted': 'tırnaksız bir etiket değeri',
  'pgn.repair.commentUnclosed': 'hiç kapanmayan bir yorum: sonraki oyuna kadar sürüyor',
  'pgn.repair.stray': 'hiçbir yere ait olmayan bir karakter, atlandı',
  'pgn.repair.textOutsideGame': 'hiçbir oyunun içinde olmayan metin, atlandı',
  'pgn.repair.noTags': 'etiketsiz bir oyun',
  'pgn.repair.resultMissing': 'hamlelerden sonra sonuç yok: etiketteki sonuç korundu',
  'pgn.repair.resultContradicts': 'hamlelerden sonraki sonuç Result etiketindekiyle aynı değil: etiketteki sonuç korundu',
  'pgn.repair.castling': 'sıfırlarla yazılmış rok',
  'pgn.repair.enPassant': 'bir geçerken alma işareti',
  'pgn.repair.longAlgebraic': 'uzun cebrik notasyonla yazılmış bir hamle',
  'pgn.repair.promotion': '= olmadan ya da küçük harfle yazılmış bir terfi',
  'pgn.repair.disambiguation': 'gerekenden daha ayrıntılı belirtilmiş bir hamle',
  'pgn.repair.checkSign': 'eksik ya da yanlış bir şah veya mat işareti',
  'pgn.repair.nullMove': 'boş hamle, bundan sonra -- olarak yazılıyor',
  'pgn.repair.figurine': 'taş harfi yerine figürin',
  'pgn.repair.pieceLetters': 'başka bir dilin taş harfleri',
  'pgn.repair.repeatedMove': 'yanındaki hamleyle başlayan bir varyant: tek hamle, ana varyant korundu',
  'pgn.repair.variation': 'kapanmamış bir varyant ya da hiçbir şeyi kapatmayan bir ")"',
  // Piece letters of another language, when the languages are known: {languages} is a list of
  // the names below, joined by "or".
  'pgn.repair.pieceLettersOf': '{languages} taş harfleri',
  'pgn.language.de': 'Almanca',
  'pgn.language.sv': 'İsveççe',
  'pgn.language.fr': 'Fransızca',
  'pgn.language.es': 'İspanyolca',
  'pgn.language.it': 'İtalyanca',
  'pgn.language.nl': 'Felemenkçe',
  'pgn.language.pt': 'Portekizce',
  'pgn.language.pl': 'Lehçe',
  'pgn.language.cs': 'Çekçe',
  'pgn.language.hu': 'Macarca',

  // The picker of the games of a PGN file (above the move list): the search and its placeholder.
  'pgn.find': 'Bul',
  'pgn.find.hint': 'Oyuncu, turnuva, yıl',
  // A game in the picker ({game} is "3. Carlsen - Caruana 1-0, 2018"): one that could not be
  // read to its end, one read with repairs.
  'pgn.gameStops': '{game} (yarıda kesiliyor)',
  'pgn.gameRepaired': '{game} (düzeltildi)',
  // How many games the file has ({count}), how many the search found ({found}), and, when there
  // are more than {max}, that only the first {max} are listed.
  'pgn.games': { one: '{count} oyun.', other: '{count} oyun.' },
  'pgn.gamesFound': { one: '{count} oyundan {found} tanesi bulundu.', other: '{count} oyundan {found} tanesi bulundu.' },
  'pgn.gamesMore': { one: '{count} oyun; yalnızca ilk {max} tanesi listelendi: aramayı daraltın.', other: '{count} oyun; yalnızca ilk {max} tanesi listelendi: aramayı daraltın.' },
  'pgn.gamesFoundMore': { one: '{count} oyundan {found} tanesi bulundu; yalnızca ilk {max} tanesi listelendi: aramayı daraltın.', other: '{count} oyundan {found} tanesi bulundu; yalnızca ilk {max} tanesi listelendi: aramayı daraltın.' },
  // While a big file is being read: {count} games so far, {percent} of the file read.
  'pgn.reading': { one: 'Dosya okunuyor: şimdiye kadar {count} oyun (%{percent}).', other: 'Dosya okunuyor: şimdiye kadar {count} oyun (%{percent}).' },

  // The lessons kept in this browser: the title of a lesson without players, event or comment.
  'autosave.untitled': 'Adsız ders',
  // Said when a kept lesson is shown ({title} is its name or title).
  'autosave.opened': 'Ders açıldı: {title}.',
  // On the error line, when another tab saved the lesson while a change waited in this one.
  'autosave.conflict': 'Bu ders başka bir sekmede değiştirildi.',
  'autosave.theirs': 'Diğer sekmedeki sürümü göster',
  'autosave.mine': 'Bunu koru',
};
