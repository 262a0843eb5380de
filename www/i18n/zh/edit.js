// 棋盘编辑器、经修复读取的PGN及其对局选择器，以及保存在本浏览器中的课程的中文文字（`edit`部分：
// 首次用到其中之一时加载）。
// (Chinese words of the board editor, of a PGN read with repairs and the picker of its games, and
// of the lessons kept in this browser.) A message with plural forms is an object of
// Intl.PluralRules categories, chosen by `count` (Chinese has only `other`).
export default {
  // The board editor (mode="edit"): its panel, title and the palette of pieces.
  'editor.title': '摆放局面',
  'editor.palette': '棋子：选择一个，然后点击格子，或将其拖到棋盘上',
  'editor.piece.white.king': '白王',
  'editor.piece.white.queen': '白后',
  'editor.piece.white.rook': '白车',
  'editor.piece.white.bishop': '白象',
  'editor.piece.white.knight': '白马',
  'editor.piece.white.pawn': '白兵',
  'editor.piece.black.king': '黑王',
  'editor.piece.black.queen': '黑后',
  'editor.piece.black.rook': '黑车',
  'editor.piece.black.bishop': '黑象',
  'editor.piece.black.knight': '黑马',
  'editor.piece.black.pawn': '黑兵',
  // The two tools beside the pieces (the button's words, then its tooltip).
  'editor.move': '移动',
  'editor.move.label': '拖动棋子来移动它们',
  'editor.delete': '删除',
  'editor.delete.label': '删除：点击棋子将其移除',
  // The buttons under the palette.
  'editor.clear': '清空棋盘',
  'editor.start': '初始局面',
  'editor.flip': '翻转',
  'editor.flip.label': '翻转棋盘',
  // The settings of the position: the side to move ({side} is "White" or "Black"), the castling
  // rights (O-O is castling short, O-O-O long), the en-passant square (a select of squares, or
  // none) and the FEN field.
  'editor.turn': '轮走方',
  'editor.castling': '易位权',
  'editor.castleShort': '{side} O-O',
  'editor.castleLong': '{side} O-O-O',
  'editor.enPassant': '吃过路兵',
  'editor.enPassantNone': '无',
  'editor.fen': 'FEN',
  // The buttons that leave the editor (the button's words, then its tooltip).
  'editor.analyse': '分析',
  'editor.analyse.label': '分析：带着这个局面离开编辑器',
  'editor.cancel': '取消',
  'editor.cancel.label': '取消：离开编辑器，不更改对局',

  // The notice of a PGN game read with repairs (opened, it lists each repair with its line).
  'pgn.repairs': { other: '经{count}处修复后读取' },
  // One repair: {line} is the line of the file, {written} what it said, {read} how it was read
  // (a move in SAN), {what} the kind of repair below.
  'pgn.repair': '第{line}行：{what}。',
  'pgn.repairWritten': '第{line}行：{written}（{what}）。',
  'pgn.repairRead': '第{line}行：{written}读作{read}（{what}）。',
  // The kinds of repair ({what} above).
  'pgn.repair.tagQuotes': '标签值中含有引号',
  'pgn.repair.tagBackslash': '标签值以反斜杠结尾',
  'pgn.repair.tagUnclosed': '标签缺少结束引号或方括号',
  'pgn.repair.tagUnquoted': '标签值没有引号',
  'pgn.repair.commentUnclosed': '注释没有闭合：一直延续到下一局',
  'pgn.repair.stray': '不属于任何位置的字符，已跳过',
  'pgn.repair.textOutsideGame': '不属于任何对局的文字，已跳过',
  'pgn.repair.noTags': '没有标签的对局',
  'pgn.repair.resultMissing': '着法之后没有结果：保留标签中的结果',
  'pgn.repair.resultContradicts': '着法之后的结果与Result标签不符：保留标签中的结果',
  'pgn.repair.castling': '用数字0书写的易位',
  'pgn.repair.enPassant': '吃过路兵标记',
  'pgn.repair.longAlgebraic': '用长代数记谱法书写的着法',
  'pgn.repair.promotion': '升变没有写“=”或用了小写字母',
  'pgn.repair.disambiguation': '着法写得比所需更详细',
  'pgn.repair.checkSign': '将军或将死符号缺失或有误',
  'pgn.repair.nullMove': '空着，此后写作--',
  'pgn.repair.figurine': '用图形符号表示棋子',
  'pgn.repair.pieceLetters': '其他语言的棋子字母',
  'pgn.repair.repeatedMove': '以旁边那步着法开始的变着：视为同一着法，保留主线',
  'pgn.repair.variation': '变着没有闭合，或“)”没有对应的开括号',
  // Piece letters of another language, when the languages are known: {languages} is a list of
  // the names below, joined by "or".
  'pgn.repair.pieceLettersOf': '{languages}的棋子字母',
  'pgn.language.de': '德语',
  'pgn.language.sv': '瑞典语',
  'pgn.language.fr': '法语',
  'pgn.language.es': '西班牙语',
  'pgn.language.it': '意大利语',
  'pgn.language.nl': '荷兰语',
  'pgn.language.pt': '葡萄牙语',
  'pgn.language.pl': '波兰语',
  'pgn.language.cs': '捷克语',
  'pgn.language.hu': '匈牙利语',

  // The picker of the games of a PGN file (above the move list): the search and its placeholder.
  'pgn.find': '查找',
  'pgn.find.hint': '棋手、赛事、年份',
  // A game in the picker ({game} is "3. Carlsen - Caruana 1-0, 2018"): one that could not be
  // read to its end, one read with repairs.
  'pgn.gameStops': '{game}（中途中断）',
  'pgn.gameRepaired': '{game}（已修复）',
  // How many games the file has ({count}), how many the search found ({found}), and, when there
  // are more than {max}, that only the first {max} are listed.
  'pgn.games': { other: '共{count}局。' },
  'pgn.gamesFound': { other: '在{count}局中找到{found}局。' },
  'pgn.gamesMore': { other: '共{count}局；仅列出前{max}局：请缩小搜索范围。' },
  'pgn.gamesFoundMore': { other: '在{count}局中找到{found}局；仅列出前{max}局：请缩小搜索范围。' },
  // While a big file is being read: {count} games so far, {percent} of the file read.
  'pgn.reading': { other: '正在读取文件：已读到{count}局（{percent}%）。' },

  // The lessons kept in this browser: the title of a lesson without players, event or comment.
  'autosave.untitled': '未命名课程',
  // Said when a kept lesson is shown ({title} is its name or title).
  'autosave.opened': '已打开课程：{title}。',
  // On the error line, when another tab saved the lesson while a change waited in this one.
  'autosave.conflict': '这个课程已在另一个标签页中被更改。',
  'autosave.theirs': '显示另一个标签页的版本',
  'autosave.mine': '保留当前版本',
};
