// English words of the pages around the board: the analysis board (index.html, app.js), the
// lessons kept in this browser listed under it (lessons.js), the boards for teaching pages
// (embed.html), the annotated lesson (lesson.html) and the language chooser of every page
// (i18n/chooser.js). The `page` part: loaded by the pages themselves, not by the element.
// "drawboard" is the site's name. A message with plural forms is chosen by `count`.
export default {
  // The language chooser in each page's header, and the name of the header's list of links.
  'page.language': 'Language',
  'page.pages': 'Pages',

  // The analysis board (index.html): the window's title, the description search engines show,
  // the header and its links.
  'index.title': 'drawboard: chess analysis board - what is and is not a draw, and why',
  'index.description': 'A chess analysis board that explains draws: threefold repetition, the fifty-move rule, insufficient material, dead positions, and positions where mate cannot be forced.',
  'index.heading': 'drawboard',
  'index.intro': 'Play or load a game and see, after every move, which draws can be claimed, which are automatic, and why.',
  'index.linkEmbed': 'Boards for teaching pages',
  'index.linkLessons': 'Rook endings, exactly',
  // The footer under the board: how to move, then "Share a position as" followed by an example
  // address (index.html?fen=<FEN>&moves=e2e4,e7e5) and a full stop.
  'index.help': 'Move by clicking or dragging, or type a move. With the board focused, the arrow keys move a cursor and Enter picks up or puts down a piece; elsewhere Left, Right, Home and End step through the moves.',
  'index.share': 'Share a position as',
  // The button after the line that says a lesson came back (app.restored).
  'index.newBoard': 'Start a new board',
  // The title of the list of lessons under the board.
  'index.lessonsTitle': 'Lessons kept in this browser',

  // Said above the board when the page opens the lesson shown last ({title} is its name,
  // {when} the date and time it was saved).
  'app.restored': 'Your lesson "{title}" is back as you left it (saved {when}).',

  // The lessons kept in this browser (under the board of index.html). Each lesson's line: when
  // it was saved ({date}, a date and time) and its length in moves, and whether it is the one
  // on the board.
  'lessons.meta': { one: '{date}, {count} move', other: '{date}, {count} moves' },
  'lessons.metaCurrent': { one: '{date}, {count} move, on the board', other: '{date}, {count} moves, on the board' },
  // The buttons of a lesson ({title} is the lesson's name), and their tooltips.
  'lessons.rename': 'Rename',
  'lessons.rename.label': 'Rename {title}',
  'lessons.duplicate': 'Duplicate',
  'lessons.duplicate.label': 'Duplicate {title}',
  'lessons.delete': 'Delete',
  'lessons.delete.label': 'Delete {title}',
  // Renaming a lesson: the field's name for screen readers, and its buttons.
  'lessons.newName': 'New name for {title}',
  'lessons.saveName': 'Save name',
  'lessons.cancel': 'Cancel',
  'lessons.undo': 'Undo',
  // The status line over the list ({name} is a lesson's name; {error} is the browser's or the
  // store's own message, in English).
  'lessons.unavailable': 'No lessons can be kept in this browser: {error}. Save the PGN as a file to keep your work.',
  'lessons.duplicated': 'Duplicated as "{name}".',
  'lessons.deleted': 'Deleted "{name}".',
  'lessons.restored': '"{name}" is back.',
  'lessons.failed': 'That did not work: {error}.',
  'lessons.notRenamed': 'The name was not kept: {error}.',
  'lessons.notRestored': 'It could not be brought back: {error}.',

  // Boards for teaching pages (embed.html): the window's title, the header and its link.
  'embed.title': 'drawboard: three draws for a lesson',
  'embed.heading': 'Three endings that look alike',
  // The header's paragraph: "Each board below is a", then the name of the element in code
  // (<draw-board>), then "element.", then the rest.
  'embed.intro.before': 'Each board below is a',
  'embed.intro.after': 'element.',
  'embed.intro.more': 'Play moves on them: each board is independent, and its draw panel explains itself after every move.',
  'embed.linkBoard': 'The full analysis board',
  // The three endings: a title, then what it teaches.
  'embed.knights.title': 'Knight against knight: not claimable',
  'embed.knights.text': 'Neither side can force mate, so with correct play this is a draw. But it is not a draw by rule: a checkmate is still possible if one side helps, so nobody can claim it on material, and a player who runs out of time loses.',
  'embed.bishops.title': 'Two bishops on the same colour: dead',
  'embed.bishops.text': 'Both white bishops stand on light squares. They can never cover a dark square, so no sequence of legal moves can give mate: the game is drawn at once (insufficient material, a dead position).',
  'embed.twoKnights.title': 'Two knights: mate cannot be forced',
  'embed.twoKnights.text': 'Two knights can mate a lone king, but only if the defender blunders: they cannot force it. The engine knows this too - its score is divided by 8.',

  // The annotated lesson (lesson.html): the window's title, the header and its links.
  'lesson.title': 'drawboard: an annotated lesson',
  'lesson.heading': 'An annotated game',
  'lesson.intro': 'A lesson is a PGN file: comments, variations and "!" and "?" show in the move list, and the comment on each move under the board. Step through with the arrow keys (Up and Down choose a variation).',
  'lesson.linkBoard': 'The full analysis board',
  'lesson.linkEmbed': 'Three endings',
  'lesson.linkRook': 'Three rook endings',
  // The titles of its boards (the games themselves are the lesson's, in PGN).
  'lesson.opera.title': 'Morphy\'s Opera Game, from a file',
  'lesson.readOnly.title': 'A board to read, not change',
  // The rook endings: a title and what they are, then each ending's title and what it teaches.
  'lesson.rook.title': 'Three rook endings every book teaches',
  'lesson.rook.text': 'Rook and pawn against rook: five men, answered exactly from this site\'s endgame tables, a few kilobytes a position (see the table under each board: every move with its result).',
  'lesson.lucena.title': 'Lucena: the bridge wins',
  'lesson.lucena.text': 'The pawn is on the seventh rank with its king in front of it, the defending king cut off by a file. White wins by building a bridge: the rook goes to the fourth rank, so that it can later block the checks.',
  'lesson.philidor.title': 'Philidor: the third rank holds',
  'lesson.philidor.text': 'The defending king stands in front of the pawn, the rook on its third rank keeps the other king out; once the pawn steps forward, the rook goes behind and checks from far away. A draw with best play.',
  'lesson.vancura.title': 'Vancura: a rook\'s pawn held from the side',
  'lesson.vancura.text': 'With the pawn on the a-file and the attacking rook in front of it, the defending rook attacks the pawn from the side and its king waits near the corner on the other wing. A draw with best play.',
};
