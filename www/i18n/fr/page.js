// Les mots français des pages autour de l'échiquier : l'échiquier d'analyse (index.html, app.js),
// les leçons conservées dans ce navigateur listées dessous (lessons.js), les échiquiers pour pages
// pédagogiques (embed.html), la leçon annotée (lesson.html) et le choix de la langue de chaque page
// (i18n/chooser.js). La partie `page` : chargée par les pages elles-mêmes, pas par l'élément.
// « drawboard » est le nom du site. Un message à formes plurielles est choisi par `count`.
export default {
  // The language chooser in each page's header, and the name of the header's list of links.
  'page.language': 'Langue',
  'page.pages': 'Pages',

  // The analysis board (index.html): the window's title, the description search engines show,
  // the header and its links.
  'index.title': 'drawboard : échiquier d’analyse – ce qui est une nulle ou non, et pourquoi',
  'index.description': 'Un échiquier d’analyse qui explique les nulles : triple répétition, règle des 50 coups, matériel insuffisant, positions mortes, et positions où le mat ne peut être forcé.',
  'index.heading': 'drawboard',
  'index.intro': 'Jouez ou chargez une partie et voyez, après chaque coup, quelles nulles peuvent être réclamées, lesquelles sont automatiques, et pourquoi.',
  'index.linkEmbed': 'Échiquiers pour pages pédagogiques',
  'index.linkLessons': 'Les finales de tours, exactement',
  // The footer under the board: how to move, then "Share a position as" followed by an example
  // address (index.html?fen=<FEN>&moves=e2e4,e7e5) and a full stop.
  'index.help': 'Jouez en cliquant ou en faisant glisser les pièces, ou saisissez un coup. Quand l’échiquier a le focus, les flèches déplacent un curseur et Entrée prend ou pose une pièce ; ailleurs, les touches gauche, droite, Début et Fin parcourent les coups.',
  'index.share': 'Pour partager une position, utilisez l’adresse',
  // The button after the line that says a lesson came back (app.restored).
  'index.newBoard': 'Nouvel échiquier',
  // The title of the list of lessons under the board.
  'index.lessonsTitle': 'Leçons conservées dans ce navigateur',

  // Said above the board when the page opens the lesson shown last ({title} is its name,
  // {when} the date and time it was saved).
  'app.restored': 'Votre leçon « {title} » est revenue telle que vous l’aviez laissée (enregistrée le {when}).',

  // The lessons kept in this browser (under the board of index.html). Each lesson's line: when
  // it was saved ({date}, a date and time) and its length in moves, and whether it is the one
  // on the board.
  'lessons.meta': { one: '{date}, {count} coup', many: '{date}, {count} coups', other: '{date}, {count} coups' },
  'lessons.metaCurrent': { one: '{date}, {count} coup, sur l’échiquier', many: '{date}, {count} coups, sur l’échiquier', other: '{date}, {count} coups, sur l’échiquier' },
  // The buttons of a lesson ({title} is the lesson's name), and their tooltips.
  'lessons.rename': 'Renommer',
  'lessons.rename.label': 'Renommer {title}',
  'lessons.duplicate': 'Dupliquer',
  'lessons.duplicate.label': 'Dupliquer {title}',
  'lessons.delete': 'Supprimer',
  'lessons.delete.label': 'Supprimer {title}',
  // Renaming a lesson: the field's name for screen readers, and its buttons.
  'lessons.newName': 'Nouveau nom pour {title}',
  'lessons.saveName': 'Enregistrer le nom',
  'lessons.cancel': 'Annuler',
  'lessons.undo': 'Annuler la suppression',
  // The status line over the list ({name} is a lesson's name; {error} is the browser's or the
  // store's own message, in English).
  'lessons.unavailable': 'Aucune leçon ne peut être conservée dans ce navigateur : {error}. Enregistrez le PGN dans un fichier pour conserver votre travail.',
  'lessons.duplicated': 'Dupliquée sous le nom « {name} ».',
  'lessons.deleted': '« {name} » supprimée.',
  'lessons.restored': '« {name} » est de retour.',
  'lessons.failed': 'Cela n’a pas fonctionné : {error}.',
  'lessons.notRenamed': 'Le nom n’a pas été conservé : {error}.',
  'lessons.notRestored': 'Elle n’a pas pu être restaurée : {error}.',

  // Boards for teaching pages (embed.html): the window's title, the header and its link.
  'embed.title': 'drawboard : trois nulles pour une leçon',
  'embed.heading': 'Trois finales qui se ressemblent',
  // The header's paragraph: "Each board below is a", then the name of the element in code
  // (<draw-board>), then "element.", then the rest.
  'embed.intro.before': 'Chaque échiquier ci-dessous est un élément',
  'embed.intro.after': 'autonome.',
  'embed.intro.more': 'Jouez-y des coups : chaque échiquier est indépendant, et son panneau des nulles s’explique lui-même après chaque coup.',
  'embed.linkBoard': 'L’échiquier d’analyse complet',
  // The three endings: a title, then what it teaches.
  'embed.knights.title': 'Cavalier contre cavalier : pas de nulle à réclamer',
  'embed.knights.text': 'Aucun camp ne peut forcer le mat, donc avec un jeu correct la partie est nulle. Mais ce n’est pas une nulle réglementaire : un mat reste possible si un camp y aide, personne ne peut donc la réclamer sur la base du matériel, et un joueur qui tombe au temps perd.',
  'embed.bishops.title': 'Deux fous de même couleur : position morte',
  'embed.bishops.text': 'Les deux fous blancs sont sur des cases blanches. Ils ne peuvent jamais contrôler une case noire, donc aucune suite de coups légaux ne peut aboutir au mat : la partie est nulle immédiatement (matériel insuffisant, une position morte).',
  'embed.twoKnights.title': 'Deux cavaliers : le mat ne peut être forcé',
  'embed.twoKnights.text': 'Deux cavaliers peuvent mater un roi seul, mais seulement si le défenseur commet une gaffe : ils ne peuvent pas le forcer. Le moteur le sait aussi – son score est divisé par 8.',

  // The annotated lesson (lesson.html): the window's title, the header and its links.
  'lesson.title': 'drawboard : une leçon annotée',
  'lesson.heading': 'Une partie annotée',
  'lesson.intro': 'Une leçon est un fichier PGN : les commentaires, les variantes et les « ! » et « ? » apparaissent dans la liste des coups, et le commentaire de chaque coup sous l’échiquier. Parcourez-la avec les flèches (haut et bas choisissent une variante).',
  'lesson.linkBoard': 'L’échiquier d’analyse complet',
  'lesson.linkEmbed': 'Trois finales',
  'lesson.linkRook': 'Trois finales de tours',
  // The titles of its boards (the games themselves are the lesson's, in PGN).
  'lesson.opera.title': 'La partie de l’Opéra de Morphy, depuis un fichier',
  'lesson.readOnly.title': 'Un échiquier à lire, pas à modifier',
  // The rook endings: a title and what they are, then each ending's title and what it teaches.
  'lesson.rook.title': 'Trois finales de tours que tous les manuels enseignent',
  'lesson.rook.text': 'Tour et pion contre tour : cinq pièces, résolues exactement par les tables de finales de ce site, quelques kilo-octets par position (voir la table sous chaque échiquier : chaque coup avec son résultat).',
  'lesson.lucena.title': 'Lucena : le pont gagne',
  'lesson.lucena.text': 'Le pion est sur la septième rangée, son roi devant lui, le roi du défenseur coupé d’une colonne. Les Blancs gagnent en construisant un pont : la tour va sur la quatrième rangée, pour pouvoir ensuite intercepter les échecs.',
  'lesson.philidor.title': 'Philidor : la troisième rangée tient',
  'lesson.philidor.text': 'Le roi du défenseur se tient devant le pion, sa tour sur sa troisième rangée empêche l’autre roi d’avancer ; dès que le pion avance, la tour passe derrière et donne des échecs de loin. Nulle avec le meilleur jeu.',
  'lesson.vancura.title': 'Vancura : un pion tour tenu de côté',
  'lesson.vancura.text': 'Avec le pion sur la colonne a et la tour de l’attaquant devant lui, la tour du défenseur attaque le pion de côté et son roi attend près du coin, sur l’autre aile. Nulle avec le meilleur jeu.',
};
