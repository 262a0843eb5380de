// Ukrainian words of the pages around the board: the analysis board (index.html, app.js), the
// lessons kept in this browser listed under it (lessons.js), the boards for teaching pages
// (embed.html), the annotated lesson (lesson.html) and the language chooser of every page
// (i18n/chooser.js). The `page` part: loaded by the pages themselves, not by the element.
// "drawboard" is the site's name. A message with plural forms is chosen by `count`.
export default {
  // The language chooser in each page's header, and the name of the header's list of links.
  'page.language': 'Мова',
  'page.pages': 'Сторінки',

  // The analysis board (index.html): the window's title, the description search engines show,
  // the header and its links.
  'index.title': 'drawboard: шахова дошка для аналізу — що є нічиєю, що ні, і чому',
  'index.description': 'Шахова дошка для аналізу, що пояснює нічиї: триразове повторення позиції, правило 50 ходів, нестачу матеріалу для мату, мертві позиції та позиції, в яких мат не форсується.',
  'index.heading': 'drawboard',
  'index.intro': 'Зіграйте або завантажте партію і після кожного ходу дивіться, яку нічию можна вимагати, яка настає автоматично і чому.',
  'index.linkEmbed': 'Дошки для навчальних сторінок',
  'index.linkLessons': 'Турні ендшпілі: точний аналіз',
  // The footer under the board: how to move, then "Share a position as" followed by an example
  // address (index.html?fen=<FEN>&moves=e2e4,e7e5) and a full stop.
  'index.help': 'Ходіть клацанням або перетягуванням чи введіть хід. Коли дошка у фокусі, стрілки переміщують курсор, а Enter бере або ставить фігуру; в інших випадках клавіші «ліворуч», «праворуч», Home і End переходять по ходах.',
  'index.share': 'Посилання на позицію має вигляд',
  // The button after the line that says a lesson came back (app.restored).
  'index.newBoard': 'Відкрити нову дошку',
  // The title of the list of lessons under the board.
  'index.lessonsTitle': 'Уроки, збережені в цьому браузері',

  // Said above the board when the page opens the lesson shown last ({title} is its name,
  // {when} the date and time it was saved).
  'app.restored': 'Ваш урок «{title}» відновлено таким, яким ви його залишили (збережено {when}).',

  // The lessons kept in this browser (under the board of index.html). Each lesson's line: when
  // it was saved ({date}, a date and time) and its length in moves, and whether it is the one
  // on the board.
  'lessons.meta': { one: '{date}, {count} хід', few: '{date}, {count} ходи', many: '{date}, {count} ходів', other: '{date}, {count} ходу' },
  'lessons.metaCurrent': { one: '{date}, {count} хід, на дошці', few: '{date}, {count} ходи, на дошці', many: '{date}, {count} ходів, на дошці', other: '{date}, {count} ходу, на дошці' },
  // The buttons of a lesson ({title} is the lesson's name), and their tooltips.
  'lessons.rename': 'Перейменувати',
  'lessons.rename.label': 'Перейменувати {title}',
  'lessons.duplicate': 'Дублювати',
  'lessons.duplicate.label': 'Дублювати {title}',
  'lessons.delete': 'Видалити',
  'lessons.delete.label': 'Видалити {title}',
  // Renaming a lesson: the field's name for screen readers, and its buttons.
  'lessons.newName': 'Нова назва для {title}',
  'lessons.saveName': 'Зберегти назву',
  'lessons.cancel': 'Скасувати',
  'lessons.undo': 'Повернути',
  // The status line over the list ({name} is a lesson's name; {error} is the browser's or the
  // store's own message, in English).
  'lessons.unavailable': 'У цьому браузері не можна зберігати уроки: {error}. Щоб не втратити роботу, збережіть PGN у файл.',
  'lessons.duplicated': 'Створено копію: «{name}».',
  'lessons.deleted': 'Видалено урок «{name}».',
  'lessons.restored': 'Урок «{name}» відновлено.',
  'lessons.failed': 'Не вийшло: {error}.',
  'lessons.notRenamed': 'Назву не збережено: {error}.',
  'lessons.notRestored': 'Відновити не вдалося: {error}.',

  // Boards for teaching pages (embed.html): the window's title, the header and its link.
  'embed.title': 'drawboard: три нічиї для уроку',
  'embed.heading': 'Три схожі ендшпілі',
  // The header's paragraph: "Each board below is a", then the name of the element in code
  // (<draw-board>), then "element.", then the rest.
  'embed.intro.before': 'Кожна дошка нижче — це елемент',
  'embed.intro.after': 'на сторінці.',
  'embed.intro.more': 'Робіть на них ходи: дошки незалежні одна від одної, і панель нічиїх кожної з них сама дає пояснення після кожного ходу.',
  'embed.linkBoard': 'Повна дошка для аналізу',
  // The three endings: a title, then what it teaches.
  'embed.knights.title': 'Кінь проти коня: нічию вимагати не можна',
  'embed.knights.text': 'Жодна зі сторін не може форсувати мат, тому при правильній грі це нічия. Але це не нічия за правилами: мат ще можливий, якщо одна зі сторін допоможе, тож ніхто не може вимагати нічию через матеріал, а гравець, який прострочив час, програє.',
  'embed.bishops.title': 'Два одноколірні слони: мертва позиція',
  'embed.bishops.text': 'Обидва білі слони стоять на білих полях. Вони ніколи не зможуть узяти під контроль чорне поле, тому жодна серія можливих ходів не приведе до мату: партія одразу закінчується внічию (недостатньо матеріалу, мертва позиція).',
  'embed.twoKnights.title': 'Два коні: мат не форсується',
  'embed.twoKnights.text': 'Два коні можуть дати мат самотньому королю, але тільки якщо сторона, що захищається, грубо помилиться: форсувати мат вони не можуть. Рушій теж це знає — його оцінку поділено на 8.',

  // The annotated lesson (lesson.html): the window's title, the header and its links.
  'lesson.title': 'drawboard: урок із коментарями',
  'lesson.heading': 'Партія з коментарями',
  'lesson.intro': 'Урок — це файл PGN: коментарі, варіанти та знаки «!» і «?» видно в списку ходів, а коментар до кожного ходу — під дошкою. Переходьте по ходах стрілками (угору й униз — вибір варіанта).',
  'lesson.linkBoard': 'Повна дошка для аналізу',
  'lesson.linkEmbed': 'Три ендшпілі',
  'lesson.linkRook': 'Три турні ендшпілі',
  // The titles of its boards (the games themselves are the lesson's, in PGN).
  'lesson.opera.title': '«Оперна партія» Морфі з файлу',
  'lesson.readOnly.title': 'Дошка для читання, без змін',
  // The rook endings: a title and what they are, then each ending's title and what it teaches.
  'lesson.rook.title': 'Три турні ендшпілі з будь-якого підручника',
  'lesson.rook.text': 'Тура й пішак проти тури: п’ять фігур на дошці, точні відповіді з ендшпільних баз цього сайту, кілька кілобайтів на позицію (див. таблицю під кожною дошкою: кожен хід з його результатом).',
  'lesson.lucena.title': 'Лусена: «міст» виграє',
  'lesson.lucena.text': 'Пішак на сьомій горизонталі, його король перед ним, король сторони, що захищається, відрізаний на одну вертикаль. Білі виграють, будуючи «міст»: тура йде на четверту горизонталь, щоб потім перекрити шахи.',
  'lesson.philidor.title': 'Філідор: третя горизонталь тримає',
  'lesson.philidor.text': 'Король сторони, що захищається, стоїть перед пішаком, тура на своїй третій горизонталі не пускає іншого короля; щойно пішак просунеться, тура йде в тил і шахує здалеку. При найкращій грі нічия.',
  'lesson.vancura.title': 'Ванчура: крайній пішак, утримуваний збоку',
  'lesson.vancura.text': 'Коли пішак на вертикалі a, а тура сторони, що атакує, перед ним, тура сторони, що захищається, атакує пішака збоку, а її король чекає біля кута на іншому фланзі. При найкращій грі нічия.',
};
