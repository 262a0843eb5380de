// Palavras em português das páginas em torno do tabuleiro: o tabuleiro de análise (index.html,
// app.js), as lições guardadas neste navegador listadas abaixo dele (lessons.js), os tabuleiros
// para páginas de ensino (embed.html), a lição comentada (lesson.html) e o seletor de idioma de
// cada página (i18n/chooser.js). The `page` part: loaded by the pages themselves, not by the
// element. "drawboard" is the site's name. A message with plural forms is chosen by `count`.
export default {
  // The language chooser in each page's header, and the name of the header's list of links.
  'page.language': 'Idioma',
  'page.pages': 'Páginas',

  // The analysis board (index.html): the window's title, the description search engines show,
  // the header and its links.
  'index.title': 'drawboard: tabuleiro de análise de xadrez - o que é e o que não é empate, e por quê',
  'index.description': 'Um tabuleiro de análise de xadrez que explica os empates: repetição tripla, regra dos 50 lances, material insuficiente, posições mortas e posições em que o mate não pode ser forçado.',
  'index.heading': 'drawboard',
  'index.intro': 'Jogue ou carregue uma partida e veja, após cada lance, que empates podem ser reclamados, quais são automáticos e por quê.',
  'index.linkEmbed': 'Tabuleiros para páginas de ensino',
  'index.linkLessons': 'Finais de torre, com exatidão',
  // The footer under the board: how to move, then "Share a position as" followed by an example
  // address (index.html?fen=<FEN>&moves=e2e4,e7e5) and a full stop.
  'index.help': 'Mova clicando ou arrastando, ou digite um lance. Com o foco no tabuleiro, as setas do teclado movem um cursor e Enter pega ou solta uma peça; fora dele, as setas para a esquerda e para a direita, Home e End percorrem os lances.',
  'index.share': 'Compartilhe uma posição com um endereço como',
  // The button after the line that says a lesson came back (app.restored).
  'index.newBoard': 'Começar um tabuleiro novo',
  // The title of the list of lessons under the board.
  'index.lessonsTitle': 'Lições guardadas neste navegador',

  // Said above the board when the page opens the lesson shown last ({title} is its name,
  // {when} the date and time it was saved).
  'app.restored': 'A sua lição "{title}" voltou tal como a deixou (salva em: {when}).',

  // The lessons kept in this browser (under the board of index.html). Each lesson's line: when
  // it was saved ({date}, a date and time) and its length in moves, and whether it is the one
  // on the board.
  // (pt: "one" also covers 0, and a lesson may have no moves: the number stands after a colon.)
  'lessons.meta': { one: '{date}, lances: {count}', many: '{date}, lances: {count}', other: '{date}, lances: {count}' },
  'lessons.metaCurrent': { one: '{date}, lances: {count}, no tabuleiro', many: '{date}, lances: {count}, no tabuleiro', other: '{date}, lances: {count}, no tabuleiro' },
  // The buttons of a lesson ({title} is the lesson's name), and their tooltips.
  'lessons.rename': 'Renomear',
  'lessons.rename.label': 'Renomear {title}',
  'lessons.duplicate': 'Duplicar',
  'lessons.duplicate.label': 'Duplicar {title}',
  'lessons.delete': 'Apagar',
  'lessons.delete.label': 'Apagar {title}',
  // Renaming a lesson: the field's name for screen readers, and its buttons.
  'lessons.newName': 'Novo nome para {title}',
  'lessons.saveName': 'Salvar nome',
  'lessons.cancel': 'Cancelar',
  'lessons.undo': 'Desfazer',
  // The status line over the list ({name} is a lesson's name; {error} is the browser's or the
  // store's own message, in English).
  'lessons.unavailable': 'Não é possível guardar lições neste navegador: {error}. Salve o PGN como arquivo para manter o seu trabalho.',
  'lessons.duplicated': 'Duplicada como "{name}".',
  'lessons.deleted': '"{name}" apagada.',
  'lessons.restored': '"{name}" foi recuperada.',
  'lessons.failed': 'Não funcionou: {error}.',
  'lessons.notRenamed': 'O nome não foi mantido: {error}.',
  'lessons.notRestored': 'Não foi possível recuperá-la: {error}.',

  // Boards for teaching pages (embed.html): the window's title, the header and its link.
  'embed.title': 'drawboard: três empates para uma aula',
  'embed.heading': 'Três finais que se parecem',
  // The header's paragraph: "Each board below is a", then the name of the element in code
  // (<draw-board>), then "element.", then the rest.
  'embed.intro.before': 'Cada tabuleiro abaixo é um elemento',
  'embed.intro.after': 'incorporado na página.',
  'embed.intro.more': 'Jogue lances neles: cada tabuleiro é independente, e o seu painel de empates se explica após cada lance.',
  'embed.linkBoard': 'O tabuleiro de análise completo',
  // The three endings: a title, then what it teaches.
  'embed.knights.title': 'Cavalo contra cavalo: não se pode reclamar',
  'embed.knights.text': 'Nenhum dos lados pode forçar o mate, portanto com jogo correto é empate. Mas não é um empate pelas regras: um xeque-mate ainda é possível se um dos lados ajudar, por isso ninguém pode reclamá-lo por material, e o jogador cujo tempo se esgota perde.',
  'embed.bishops.title': 'Dois bispos da mesma cor: posição morta',
  'embed.bishops.text': 'Os dois bispos brancos estão em casas claras. Nunca podem cobrir uma casa escura, por isso nenhuma sequência de lances legais pode dar mate: a partida está empatada imediatamente (material insuficiente, uma posição morta).',
  'embed.twoKnights.title': 'Dois cavalos: o mate não pode ser forçado',
  'embed.twoKnights.text': 'Dois cavalos podem dar mate a um rei sozinho, mas só se o defensor cometer um erro grave: não podem forçá-lo. O motor também sabe disso: a sua pontuação é dividida por 8.',

  // The annotated lesson (lesson.html): the window's title, the header and its links.
  'lesson.title': 'drawboard: uma lição comentada',
  'lesson.heading': 'Uma partida comentada',
  'lesson.intro': 'Uma lição é um arquivo PGN: comentários, variantes e os sinais "!" e "?" aparecem na lista de lances, e o comentário de cada lance, abaixo do tabuleiro. Percorra-a com as setas do teclado (para cima e para baixo escolhem uma variante).',
  'lesson.linkBoard': 'O tabuleiro de análise completo',
  'lesson.linkEmbed': 'Três finais',
  'lesson.linkRook': 'Três finais de torre',
  // The titles of its boards (the games themselves are the lesson's, in PGN).
  'lesson.opera.title': 'A Partida da Ópera de Morphy, a partir de um arquivo',
  'lesson.readOnly.title': 'Um tabuleiro para ler, não para alterar',
  // The rook endings: a title and what they are, then each ending's title and what it teaches.
  'lesson.rook.title': 'Três finais de torre que todo livro ensina',
  'lesson.rook.text': 'Torre e peão contra torre: cinco peças, respondidas com exatidão pelas tabelas de finais deste site, alguns kilobytes por posição (abaixo de cada tabuleiro, a tabela de finais dá cada lance com o seu resultado).',
  'lesson.lucena.title': 'Lucena: a ponte vence',
  'lesson.lucena.text': 'O peão está na sétima fileira com o seu rei à frente, e o rei defensor está cortado por uma coluna. As Brancas vencem construindo uma ponte: a torre vai para a quarta fileira, para depois poder bloquear os xeques.',
  'lesson.philidor.title': 'Philidor: a terceira fileira segura',
  'lesson.philidor.text': 'O rei defensor está à frente do peão, e a torre, na sua terceira fileira, mantém o outro rei afastado; assim que o peão avança, a torre vai para trás e dá xeques de longe. Empate com jogo perfeito.',
  'lesson.vancura.title': 'Vancura: um peão de torre contido pelo lado',
  'lesson.vancura.text': 'Com o peão na coluna a e a torre atacante à frente dele, a torre defensora ataca o peão pelo lado e o seu rei espera perto do canto na outra ala. Empate com jogo perfeito.',
};
