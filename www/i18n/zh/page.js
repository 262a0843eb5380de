// 棋盘周围各页面的中文文字：分析棋盘（index.html、app.js）、其下方列出的保存在本浏览器中的课程
// （lessons.js）、用于教学页面的棋盘（embed.html）、带评注的课程（lesson.html），以及每个页面的
// 语言选择器（i18n/chooser.js）。
// (Chinese words of the pages around the board: the `page` part, loaded by the pages themselves.)
// "drawboard" is the site's name. A message with plural forms is chosen by `count` (Chinese has
// only `other`).
export default {
  // The language chooser in each page's header, and the name of the header's list of links.
  'page.language': '语言',
  'page.pages': '页面',

  // The analysis board (index.html): the window's title, the description search engines show,
  // the header and its links.
  'index.title': 'drawboard：国际象棋分析棋盘——什么是和棋、什么不是，以及原因',
  'index.description': '一个解释和棋的国际象棋分析棋盘：三次重复局面、50回合规则、子力不足、死局，以及无法强制将死的局面。',
  'index.heading': 'drawboard',
  'index.intro': '走棋或加载一盘对局，每走一步都能看到哪些和棋可以要求、哪些是自动和棋，以及原因。',
  'index.linkEmbed': '用于教学页面的棋盘',
  'index.linkLessons': '车残局，精确解答',
  // The footer under the board: how to move, then "Share a position as" followed by an example
  // address (index.html?fen=<FEN>&moves=e2e4,e7e5) and a full stop.
  'index.help': '点击或拖动棋子走棋，也可以输入着法。棋盘获得焦点时，方向键移动光标，回车键拿起或放下棋子；在其他位置，用左、右方向键以及Home、End键逐步浏览着法。',
  'index.share': '分享局面的地址格式为',
  // The button after the line that says a lesson came back (app.restored).
  'index.newBoard': '开始新棋盘',
  // The title of the list of lessons under the board.
  'index.lessonsTitle': '保存在本浏览器中的课程',

  // Said above the board when the page opens the lesson shown last ({title} is its name,
  // {when} the date and time it was saved).
  'app.restored': '课程“{title}”已恢复到上次离开时的状态（保存于{when}）。',

  // The lessons kept in this browser (under the board of index.html). Each lesson's line: when
  // it was saved ({date}, a date and time) and its length in moves, and whether it is the one
  // on the board.
  'lessons.meta': { other: '{date}，{count}回合' },
  'lessons.metaCurrent': { other: '{date}，{count}回合，正在棋盘上' },
  // The buttons of a lesson ({title} is the lesson's name), and their tooltips.
  'lessons.rename': '重命名',
  'lessons.rename.label': '重命名“{title}”',
  'lessons.duplicate': '复制',
  'lessons.duplicate.label': '复制“{title}”',
  'lessons.delete': '删除',
  'lessons.delete.label': '删除“{title}”',
  // Renaming a lesson: the field's name for screen readers, and its buttons.
  'lessons.newName': '“{title}”的新名称',
  'lessons.saveName': '保存名称',
  'lessons.cancel': '取消',
  'lessons.undo': '撤销',
  // The status line over the list ({name} is a lesson's name; {error} is the browser's or the
  // store's own message, in English).
  'lessons.unavailable': '本浏览器无法保存课程：{error}。请将PGN另存为文件，以保留所做的工作。',
  'lessons.duplicated': '已复制为“{name}”。',
  'lessons.deleted': '已删除“{name}”。',
  'lessons.restored': '“{name}”已恢复。',
  'lessons.failed': '操作未成功：{error}。',
  'lessons.notRenamed': '名称未能保存：{error}。',
  'lessons.notRestored': '未能恢复：{error}。',

  // Boards for teaching pages (embed.html): the window's title, the header and its link.
  'embed.title': 'drawboard：一堂课中的三种和棋',
  'embed.heading': '三个看起来相似的残局',
  // The header's paragraph: "Each board below is a", then the name of the element in code
  // (<draw-board>), then "element.", then the rest.
  'embed.intro.before': '下面的每个棋盘都是一个',
  'embed.intro.after': '元素。',
  'embed.intro.more': '可以在上面走棋：每个棋盘相互独立，每走一步，它的和棋面板都会作出解释。',
  'embed.linkBoard': '完整的分析棋盘',
  // The three endings: a title, then what it teaches.
  'embed.knights.title': '马对马：不能要求和棋',
  'embed.knights.text': '双方都无法强制将死，因此正确对弈时这是和棋。但它不是规则规定的和棋：如果一方配合，仍可能形成将死，因此谁也不能以子力为由要求和棋，而超时的一方判负。',
  'embed.bishops.title': '同色格双象：死局',
  'embed.bishops.text': '白方的两个象都在白格上。它们永远无法控制黑格，因此任何一系列合法着法都不能形成将死：对局立即和棋（子力不足，即死局）。',
  'embed.twoKnights.title': '双马：无法强制将死',
  'embed.twoKnights.text': '双马可以将死单王，但只有在防守方走出大错时才行：它们无法强制将死。引擎也知道这一点——它的分数被除以8。',

  // The annotated lesson (lesson.html): the window's title, the header and its links.
  'lesson.title': 'drawboard：一堂带评注的课',
  'lesson.heading': '一盘带评注的对局',
  'lesson.intro': '一堂课就是一个PGN文件：评注、变着以及“!”和“?”显示在着法列表中，每步棋的评注显示在棋盘下方。用方向键逐步浏览（上、下方向键选择变着）。',
  'lesson.linkBoard': '完整的分析棋盘',
  'lesson.linkEmbed': '三个残局',
  'lesson.linkRook': '三个车残局',
  // The titles of its boards (the games themselves are the lesson's, in PGN).
  'lesson.opera.title': '莫菲的“歌剧院对局”，读取自文件',
  'lesson.readOnly.title': '只供阅读、不可更改的棋盘',
  // The rook endings: a title and what they are, then each ending's title and what it teaches.
  'lesson.rook.title': '每本书都会讲的三个车残局',
  'lesson.rook.text': '车兵对车：共五个棋子，由本站的残局库精确解答，每个局面只需几KB（见每个棋盘下方的残局库：列出每步着法及其结果）。',
  'lesson.lucena.title': '卢塞纳局面：搭桥取胜',
  'lesson.lucena.text': '兵在第七横线，本方的王在兵前，防守方的王被隔开一条直线。白方通过“搭桥”取胜：车走到第四横线，以便之后挡住将军。',
  'lesson.philidor.title': '菲利多尔局面：守住第三横线',
  'lesson.philidor.text': '防守方的王在兵前，车在本方第三横线上阻止对方的王进入；兵一旦前进，车就绕到兵的后方从远处将军。双方走出最佳着法时为和棋。',
  'lesson.vancura.title': '万丘拉局面：从侧面守住边兵',
  'lesson.vancura.text': '兵在a线上，进攻方的车在兵前，防守方的车从侧面攻击兵，王在另一翼的角落附近等待。双方走出最佳着法时为和棋。',
};
