// الكلمات العربية للصفحات المحيطة بالرقعة: رقعة التحليل (index.html وapp.js)، والدروس المحفوظة في هذا
// المتصفح المعروضة تحتها (lessons.js)، والرقع لصفحات التعليم (embed.html)، والدرس المشروح
// (lesson.html)، ومنتقي اللغة في كل صفحة (i18n/chooser.js).
// (Arabic words of the pages around the board: the `page` part, loaded by the pages themselves.)
// "drawboard" is the site's name. A message with plural forms is chosen by `count` (Arabic: zero,
// one, two, few, many, other).
export default {
  // The language chooser in each page's header, and the name of the header's list of links.
  'page.language': 'اللغة',
  'page.pages': 'الصفحات',

  // The analysis board (index.html): the window's title, the description search engines show,
  // the header and its links.
  'index.title': 'drawboard: رقعة تحليل شطرنج - ما هو التعادل وما ليس كذلك، ولماذا',
  'index.description': 'رقعة تحليل شطرنج تشرح التعادل: تكرار الوضعية ثلاث مرات، وقاعدة الخمسين نقلة، والمادة غير الكافية، والوضعيات الميتة، والوضعيات التي لا يمكن فيها فرض الإماتة.',
  'index.heading': 'drawboard',
  'index.intro': 'بعد كل نقلة في مباراة تُلعب أو تُحمَّل، يظهر أيّ تعادل يمكن طلبه، وأيّه تلقائي، ولماذا.',
  'index.linkEmbed': 'رقع لصفحات التعليم',
  'index.linkLessons': 'نهايات الرخ بدقة',
  // The footer under the board: how to move, then "Share a position as" followed by an example
  // address (index.html?fen=<FEN>&moves=e2e4,e7e5) and a full stop.
  'index.help': 'تُحرَّك القطع بالنقر أو السحب، أو بكتابة نقلة. عندما يكون التركيز على الرقعة، تحرّك مفاتيح الأسهم مؤشرًا ويرفع Enter القطعة أو يضعها؛ وفي غير ذلك يُتنقَّل بين النقلات بالسهمين الأيسر والأيمن وHome وEnd.',
  'index.share': 'يمكن مشاركة وضعية بعنوان مثل',
  // The button after the line that says a lesson came back (app.restored).
  'index.newBoard': 'بدء رقعة جديدة',
  // The title of the list of lessons under the board.
  'index.lessonsTitle': 'الدروس المحفوظة في هذا المتصفح',

  // Said above the board when the page opens the lesson shown last ({title} is its name,
  // {when} the date and time it was saved).
  'app.restored': 'عاد الدرس «{title}» كما تُرك (حُفظ {when}).',

  // The lessons kept in this browser (under the board of index.html). Each lesson's line: when
  // it was saved ({date}, a date and time) and its length in moves, and whether it is the one
  // on the board.
  'lessons.meta': {
    zero: '{date}، {count} نقلة',
    one: '{date}، نقلة واحدة',
    two: '{date}، نقلتان',
    few: '{date}، {count} نقلات',
    many: '{date}، {count} نقلة',
    other: '{date}، {count} نقلة',
  },
  'lessons.metaCurrent': {
    zero: '{date}، {count} نقلة، على الرقعة',
    one: '{date}، نقلة واحدة، على الرقعة',
    two: '{date}، نقلتان، على الرقعة',
    few: '{date}، {count} نقلات، على الرقعة',
    many: '{date}، {count} نقلة، على الرقعة',
    other: '{date}، {count} نقلة، على الرقعة',
  },
  // The buttons of a lesson ({title} is the lesson's name), and their tooltips.
  'lessons.rename': 'إعادة تسمية',
  'lessons.rename.label': 'إعادة تسمية {title}',
  'lessons.duplicate': 'نسخ',
  'lessons.duplicate.label': 'نسخ {title}',
  'lessons.delete': 'حذف',
  'lessons.delete.label': 'حذف {title}',
  // Renaming a lesson: the field's name for screen readers, and its buttons.
  'lessons.newName': 'اسم جديد للدرس {title}',
  'lessons.saveName': 'حفظ الاسم',
  'lessons.cancel': 'إلغاء',
  'lessons.undo': 'تراجع',
  // The status line over the list ({name} is a lesson's name; {error} is the browser's or the
  // store's own message, in English).
  'lessons.unavailable': 'لا يمكن حفظ أي دروس في هذا المتصفح: {error}. للاحتفاظ بالعمل يُحفظ PGN في ملف.',
  'lessons.duplicated': 'نُسخ باسم «{name}».',
  'lessons.deleted': 'حُذف «{name}».',
  'lessons.restored': 'عاد «{name}».',
  'lessons.failed': 'لم ينجح ذلك: {error}.',
  'lessons.notRenamed': 'لم يُحفظ الاسم: {error}.',
  'lessons.notRestored': 'تعذّرت استعادته: {error}.',

  // Boards for teaching pages (embed.html): the window's title, the header and its link.
  'embed.title': 'drawboard: ثلاثة تعادلات لدرس واحد',
  'embed.heading': 'ثلاث نهايات متشابهة في الظاهر',
  // The header's paragraph: "Each board below is a", then the name of the element in code
  // (<draw-board>), then "element.", then the rest.
  'embed.intro.before': 'كل رقعة أدناه عنصرُ',
  'embed.intro.after': 'في هذه الصفحة.',
  'embed.intro.more': 'يمكن لعب النقلات عليها: كل رقعة مستقلة، وتشرح لوحة التعادل الخاصة بها نفسها بعد كل نقلة.',
  'embed.linkBoard': 'رقعة التحليل الكاملة',
  // The three endings: a title, then what it teaches.
  'embed.knights.title': 'حصان مقابل حصان: لا يمكن طلب التعادل',
  'embed.knights.text': 'لا يستطيع أيٌّ من الطرفين فرض الإماتة، لذا فهذه تعادل باللعب الصحيح. لكنها ليست تعادلًا بحكم القواعد: لا يزال كش مات ممكنًا إذا ساعد أحد الطرفين، فلا يستطيع أحد طلب التعادل بسبب المادة، واللاعب الذي ينفد وقته يخسر.',
  'embed.bishops.title': 'فيلان على اللون نفسه: وضعية ميتة',
  'embed.bishops.text': 'فيلا الأبيض كلاهما على المربعات البيضاء. لا يستطيعان أبدًا تغطية مربع أسود، لذا لا يمكن لأي سلسلة من النقلات القانونية أن تؤدي إلى كش مات: تنتهي المباراة بالتعادل فورًا (مادة غير كافية، وضعية ميتة).',
  'embed.twoKnights.title': 'حصانان: لا يمكن فرض الإماتة',
  'embed.twoKnights.text': 'يستطيع حصانان إماتة ملك منفرد، ولكن فقط إذا ارتكب المدافع خطأً فادحًا: لا يستطيعان فرضها. والمحرك يعرف ذلك أيضًا - إذ تُقسم نتيجته على 8.',

  // The annotated lesson (lesson.html): the window's title, the header and its links.
  'lesson.title': 'drawboard: درس مشروح',
  'lesson.heading': 'مباراة مشروحة',
  'lesson.intro': 'الدرس ملف PGN: تظهر التعليقات والفروع وعلامات "!" و"?" في قائمة النقلات، ويظهر التعليق على كل نقلة تحت الرقعة. يُتنقَّل بمفاتيح الأسهم (الأعلى والأسفل لاختيار فرع).',
  'lesson.linkBoard': 'رقعة التحليل الكاملة',
  'lesson.linkEmbed': 'ثلاث نهايات',
  'lesson.linkRook': 'ثلاث نهايات رخ',
  // The titles of its boards (the games themselves are the lesson's, in PGN).
  'lesson.opera.title': 'مباراة الأوبرا لمورفي، من ملف',
  'lesson.readOnly.title': 'رقعة للقراءة لا للتغيير',
  // The rook endings: a title and what they are, then each ending's title and what it teaches.
  'lesson.rook.title': 'ثلاث نهايات رخ يعلّمها كل كتاب',
  'lesson.rook.text': 'رخ وبيدق مقابل رخ: خمس قطع، تُجاب بدقة من جداول النهايات في هذا الموقع، ببضعة كيلوبايتات لكل وضعية (الجدول تحت كل رقعة يعرض كل نقلة مع نتيجتها).',
  'lesson.lucena.title': 'لوسينا: الجسر يفوز',
  'lesson.lucena.text': 'البيدق على الصف السابع وملكه أمامه، والملك المدافع معزول بعمود. يفوز الأبيض ببناء جسر: يذهب الرخ إلى الصف الرابع، ليتمكن لاحقًا من صدّ الكشوش.',
  'lesson.philidor.title': 'فيليدور: الصف الثالث يصمد',
  'lesson.philidor.text': 'يقف الملك المدافع أمام البيدق، ويُبقي الرخ على صفه الثالث الملك الآخر بعيدًا؛ وما إن يتقدم البيدق حتى يذهب الرخ إلى الخلف ويعطي الكش من بعيد. تعادل باللعب الأمثل.',
  'lesson.vancura.title': 'فانكورا: بيدق الرخ يُوقَف من الجانب',
  'lesson.vancura.text': 'مع البيدق على العمود a والرخ المهاجم أمامه، يهاجم الرخ المدافع البيدق من الجانب، وينتظر ملكه قرب الزاوية على الجناح الآخر. تعادل باللعب الأمثل.',
};
