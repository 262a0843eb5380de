// Les mots français de l'éditeur de position, d'un PGN lu avec des réparations et du sélecteur de
// ses parties, et des leçons conservées dans ce navigateur (la partie `edit` : chargée quand l'un
// d'eux sert pour la première fois). Un message à formes plurielles est un objet de catégories
// Intl.PluralRules, choisies par `count`.
export default {
  // The board editor (mode="edit"): its panel, title and the palette of pieces.
  'editor.title': 'Composer une position',
  'editor.palette': 'Pièces : en choisir une, puis cliquer sur des cases ou la faire glisser sur l’échiquier',
  'editor.piece.white.king': 'Roi blanc',
  'editor.piece.white.queen': 'Dame blanche',
  'editor.piece.white.rook': 'Tour blanche',
  'editor.piece.white.bishop': 'Fou blanc',
  'editor.piece.white.knight': 'Cavalier blanc',
  'editor.piece.white.pawn': 'Pion blanc',
  'editor.piece.black.king': 'Roi noir',
  'editor.piece.black.queen': 'Dame noire',
  'editor.piece.black.rook': 'Tour noire',
  'editor.piece.black.bishop': 'Fou noir',
  'editor.piece.black.knight': 'Cavalier noir',
  'editor.piece.black.pawn': 'Pion noir',
  // The two tools beside the pieces (the button's words, then its tooltip).
  'editor.move': 'Déplacer',
  'editor.move.label': 'Déplacer les pièces en les faisant glisser',
  'editor.delete': 'Supprimer',
  'editor.delete.label': 'Supprimer : cliquer sur des pièces pour les retirer',
  // The buttons under the palette.
  'editor.clear': 'Vider l’échiquier',
  'editor.start': 'Position initiale',
  'editor.flip': 'Retourner',
  'editor.flip.label': 'Retourner l’échiquier',
  // The settings of the position: the side to move ({side} is "White" or "Black"), the castling
  // rights (O-O is castling short, O-O-O long), the en-passant square (a select of squares, or
  // none) and the FEN field.
  'editor.turn': 'Trait',
  'editor.castling': 'Droits de roque',
  'editor.castleShort': '{side} O-O',
  'editor.castleLong': '{side} O-O-O',
  'editor.enPassant': 'Prise en passant',
  'editor.enPassantNone': 'aucune',
  'editor.fen': 'FEN',
  // The buttons that leave the editor (the button's words, then its tooltip).
  'editor.analyse': 'Analyser',
  'editor.analyse.label': 'Analyser : quitter l’éditeur avec cette position',
  'editor.cancel': 'Annuler',
  'editor.cancel.label': 'Annuler : quitter l’éditeur sans modifier la partie',

  // The notice of a PGN game read with repairs (opened, it lists each repair with its line).
  'pgn.repairs': { one: 'Lu avec {count} réparation', many: 'Lu avec {count} réparations', other: 'Lu avec {count} réparations' },
  // One repair: {line} is the line of the file, {written} what it said, {read} how it was read
  // (a move in SAN), {what} the kind of repair below.
  'pgn.repair': 'Ligne {line} : {what}.',
  'pgn.repairWritten': 'Ligne {line} : {written} ({what}).',
  'pgn.repairRead': 'Ligne {line} : {written} lu comme {read} ({what}).',
  // The kinds of repair ({what} above).
  'pgn.repair.tagQuotes': 'des guillemets dans la valeur d’une balise',
  'pgn.repair.tagBackslash': 'une valeur de balise qui finit par une barre oblique inverse',
  'pgn.repair.tagUnclosed': 'une balise sans son guillemet ou son crochet fermant',
  'pgn.repair.tagUnquoted': 'une valeur de balise sans guillemets',
  'pgn.repair.commentUnclosed': 'un commentaire jamais fermé : il court jusqu’à la partie suivante',
  'pgn.repair.stray': 'un caractère qui n’a rien à faire là, ignoré',
  'pgn.repair.textOutsideGame': 'du texte hors de toute partie, ignoré',
  'pgn.repair.noTags': 'une partie sans balises',
  'pgn.repair.resultMissing': 'pas de résultat après les coups : celui de la balise est conservé',
  'pgn.repair.resultContradicts': 'le résultat après les coups n’est pas celui de la balise Result : celui de la balise est conservé',
  'pgn.repair.castling': 'un roque écrit avec des zéros',
  'pgn.repair.enPassant': 'une marque de prise en passant',
  'pgn.repair.longAlgebraic': 'un coup en notation algébrique complète',
  'pgn.repair.promotion': 'une promotion écrite sans = ou en minuscule',
  'pgn.repair.disambiguation': 'un coup désigné plus complètement que nécessaire',
  'pgn.repair.checkSign': 'un signe d’échec ou de mat manquant ou faux',
  'pgn.repair.nullMove': 'un coup nul, écrit -- désormais',
  'pgn.repair.figurine': 'une figurine pour la pièce',
  'pgn.repair.pieceLetters': 'les lettres de pièces d’une autre langue',
  'pgn.repair.repeatedMove': 'une variante qui commence par le coup d’à côté : un seul coup, la ligne principale conservée',
  'pgn.repair.variation': 'une variante non fermée, ou une « ) » qui n’en ferme aucune',
  // Piece letters of another language, when the languages are known: {languages} is a list of
  // the names below, joined by "or".
  'pgn.repair.pieceLettersOf': 'les lettres de pièces en {languages}',
  'pgn.language.de': 'allemand',
  'pgn.language.sv': 'suédois',
  'pgn.language.fr': 'français',
  'pgn.language.es': 'espagnol',
  'pgn.language.it': 'italien',
  'pgn.language.nl': 'néerlandais',
  'pgn.language.pt': 'portugais',
  'pgn.language.pl': 'polonais',
  'pgn.language.cs': 'tchèque',
  'pgn.language.hu': 'hongrois',

  // The picker of the games of a PGN file (above the move list): the search and its placeholder.
  'pgn.find': 'Rechercher',
  'pgn.find.hint': 'Joueur, tournoi, année',
  // A game in the picker ({game} is "3. Carlsen - Caruana 1-0, 2018"): one that could not be
  // read to its end, one read with repairs.
  'pgn.gameStops': '{game} (s’interrompt en cours de route)',
  'pgn.gameRepaired': '{game} (réparée)',
  // How many games the file has ({count}), how many the search found ({found}), and, when there
  // are more than {max}, that only the first {max} are listed.
  'pgn.games': { one: '{count} partie.', many: '{count} parties.', other: '{count} parties.' },
  'pgn.gamesFound': { one: '{found} partie trouvée sur {count}.', many: '{found} sur {count} parties trouvées.', other: '{found} sur {count} parties trouvées.' },
  'pgn.gamesMore': { one: '{count} partie ; les {max} premières sont listées : affinez la recherche.', many: '{count} parties ; les {max} premières sont listées : affinez la recherche.', other: '{count} parties ; les {max} premières sont listées : affinez la recherche.' },
  'pgn.gamesFoundMore': { one: '{found} partie trouvée sur {count} ; les {max} premières sont listées : affinez la recherche.', many: '{found} sur {count} parties trouvées ; les {max} premières sont listées : affinez la recherche.', other: '{found} sur {count} parties trouvées ; les {max} premières sont listées : affinez la recherche.' },
  // While a big file is being read: {count} games so far, {percent} of the file read.
  'pgn.reading': { one: 'Lecture du fichier : {count} partie jusqu’ici ({percent} %).', many: 'Lecture du fichier : {count} parties jusqu’ici ({percent} %).', other: 'Lecture du fichier : {count} parties jusqu’ici ({percent} %).' },

  // The lessons kept in this browser: the title of a lesson without players, event or comment.
  'autosave.untitled': 'Leçon sans titre',
  // Said when a kept lesson is shown ({title} is its name or title).
  'autosave.opened': 'Leçon {title} ouverte.',
  // On the error line, when another tab saved the lesson while a change waited in this one.
  'autosave.conflict': 'Cette leçon a été modifiée dans un autre onglet.',
  'autosave.theirs': 'Afficher la version de l’autre onglet',
  'autosave.mine': 'Garder celle-ci',
};
