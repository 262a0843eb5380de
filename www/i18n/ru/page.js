// Russian words of the pages around the board: the analysis board (index.html, app.js), the
// lessons kept in this browser listed under it (lessons.js), the boards for teaching pages
// (embed.html), the annotated lesson (lesson.html) and the language chooser of every page
// (i18n/chooser.js). The `page` part: loaded by the pages themselves, not by the element.
// "drawboard" is the site's name. A message with plural forms is chosen by `count`.
export default {
  // The language chooser in each page's header, and the name of the header's list of links.
  'page.language': 'Язык',
  'page.pages': 'Страницы',

  // The analysis board (index.html): the window's title, the description search engines show,
  // the header and its links.
  'index.title': 'drawboard: шахматная доска для анализа — что является ничьей, что нет, и почему',
  'index.description': 'Шахматная доска для анализа, которая объясняет ничьи: троекратное повторение позиции, правило 50 ходов, недостаток материала для мата, мёртвые позиции и позиции, в которых мат не форсируется.',
  'index.heading': 'drawboard',
  'index.intro': 'Сыграйте или загрузите партию и после каждого хода смотрите, какую ничью можно потребовать, какая наступает автоматически и почему.',
  'index.linkEmbed': 'Доски для учебных страниц',
  'index.linkLessons': 'Ладейные эндшпили: точный анализ',
  // The footer under the board: how to move, then "Share a position as" followed by an example
  // address (index.html?fen=<FEN>&moves=e2e4,e7e5) and a full stop.
  'index.help': 'Ходите щелчком или перетаскиванием либо введите ход. Когда доска в фокусе, стрелки перемещают курсор, а Enter берёт или ставит фигуру; в остальных случаях клавиши «влево», «вправо», Home и End переходят по ходам.',
  'index.share': 'Ссылка на позицию имеет вид',
  // The button after the line that says a lesson came back (app.restored).
  'index.newBoard': 'Открыть новую доску',
  // The title of the list of lessons under the board.
  'index.lessonsTitle': 'Уроки, сохранённые в этом браузере',

  // Said above the board when the page opens the lesson shown last ({title} is its name,
  // {when} the date and time it was saved).
  'app.restored': 'Ваш урок «{title}» восстановлен в том виде, в каком вы его оставили (сохранён {when}).',

  // The lessons kept in this browser (under the board of index.html). Each lesson's line: when
  // it was saved ({date}, a date and time) and its length in moves, and whether it is the one
  // on the board.
  'lessons.meta': { one: '{date}, {count} ход', few: '{date}, {count} хода', many: '{date}, {count} ходов', other: '{date}, {count} хода' },
  'lessons.metaCurrent': { one: '{date}, {count} ход, на доске', few: '{date}, {count} хода, на доске', many: '{date}, {count} ходов, на доске', other: '{date}, {count} хода, на доске' },
  // The buttons of a lesson ({title} is the lesson's name), and their tooltips.
  'lessons.rename': 'Переименовать',
  'lessons.rename.label': 'Переименовать {title}',
  'lessons.duplicate': 'Дублировать',
  'lessons.duplicate.label': 'Дублировать {title}',
  'lessons.delete': 'Удалить',
  'lessons.delete.label': 'Удалить {title}',
  // Renaming a lesson: the field's name for screen readers, and its buttons.
  'lessons.newName': 'Новое название для {title}',
  'lessons.saveName': 'Сохранить название',
  'lessons.cancel': 'Отмена',
  'lessons.undo': 'Отменить',
  // The status line over the list ({name} is a lesson's name; {error} is the browser's or the
  // store's own message, in English).
  'lessons.unavailable': 'В этом браузере нельзя сохранять уроки: {error}. Чтобы не потерять работу, сохраните PGN в файл.',
  'lessons.duplicated': 'Создана копия: «{name}».',
  'lessons.deleted': 'Удалён урок «{name}».',
  'lessons.restored': 'Урок «{name}» восстановлен.',
  'lessons.failed': 'Не получилось: {error}.',
  'lessons.notRenamed': 'Название не сохранено: {error}.',
  'lessons.notRestored': 'Восстановить не удалось: {error}.',

  // Boards for teaching pages (embed.html): the window's title, the header and its link.
  'embed.title': 'drawboard: три ничьи для урока',
  'embed.heading': 'Три похожих эндшпиля',
  // The header's paragraph: "Each board below is a", then the name of the element in code
  // (<draw-board>), then "element.", then the rest.
  'embed.intro.before': 'Каждая доска ниже — это элемент',
  'embed.intro.after': 'на странице.',
  'embed.intro.more': 'Делайте на них ходы: доски независимы друг от друга, и панель ничьих каждой из них сама даёт объяснения после каждого хода.',
  'embed.linkBoard': 'Полная доска для анализа',
  // The three endings: a title, then what it teaches.
  'embed.knights.title': 'Конь против коня: ничью потребовать нельзя',
  'embed.knights.text': 'Ни одна из сторон не может форсировать мат, поэтому при правильной игре это ничья. Но это не ничья по правилам: мат ещё возможен, если одна из сторон поможет, поэтому никто не может потребовать ничью из-за материала, а игрок, просрочивший время, проигрывает.',
  'embed.bishops.title': 'Два одноцветных слона: мёртвая позиция',
  'embed.bishops.text': 'Оба белых слона стоят на белых полях. Они никогда не смогут взять под контроль чёрное поле, поэтому никакая серия возможных ходов не приведёт к мату: партия сразу заканчивается вничью (недостаточно материала, мёртвая позиция).',
  'embed.twoKnights.title': 'Два коня: мат не форсируется',
  'embed.twoKnights.text': 'Два коня могут заматовать одинокого короля, но только если защищающаяся сторона грубо ошибётся: форсировать мат они не могут. Движок тоже это знает — его оценка делится на 8.',

  // The annotated lesson (lesson.html): the window's title, the header and its links.
  'lesson.title': 'drawboard: урок с комментариями',
  'lesson.heading': 'Партия с комментариями',
  'lesson.intro': 'Урок — это файл PGN: комментарии, варианты и знаки «!» и «?» видны в списке ходов, а комментарий к каждому ходу — под доской. Переходите по ходам стрелками (вверх и вниз — выбор варианта).',
  'lesson.linkBoard': 'Полная доска для анализа',
  'lesson.linkEmbed': 'Три эндшпиля',
  'lesson.linkRook': 'Три ладейных эндшпиля',
  // The titles of its boards (the games themselves are the lesson's, in PGN).
  'lesson.opera.title': '«Оперная партия» Морфи из файла',
  'lesson.readOnly.title': 'Доска для чтения, без изменений',
  // The rook endings: a title and what they are, then each ending's title and what it teaches.
  'lesson.rook.title': 'Три ладейных эндшпиля из любого учебника',
  'lesson.rook.text': 'Ладья и пешка против ладьи: пять фигур на доске, точные ответы из баз эндшпилей этого сайта, несколько килобайт на позицию (см. таблицу под каждой доской: каждый ход с его результатом).',
  'lesson.lucena.title': 'Лусена: «мост» выигрывает',
  'lesson.lucena.text': 'Пешка на седьмой горизонтали, её король перед ней, король защищающейся стороны отрезан на одну вертикаль. Белые выигрывают, строя «мост»: ладья идёт на четвёртую горизонталь, чтобы потом перекрыть шахи.',
  'lesson.philidor.title': 'Филидор: третья горизонталь держит',
  'lesson.philidor.text': 'Король защищающейся стороны стоит перед пешкой, ладья на своей третьей горизонтали не пускает другого короля; как только пешка продвинется, ладья уходит в тыл и шахует издалека. При лучшей игре ничья.',
  'lesson.vancura.title': 'Ванчура: ладейная пешка, удерживаемая сбоку',
  'lesson.vancura.text': 'Когда пешка на вертикали a, а ладья атакующей стороны перед ней, ладья защищающейся стороны атакует пешку сбоку, а её король ждёт у угла на другом фланге. При лучшей игре ничья.',
};
