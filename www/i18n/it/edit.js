// Le parole italiane dell'editor della scacchiera, di un PGN letto con correzioni e del selettore
// delle sue partite, e delle lezioni conservate in questo browser (la parte `edit`: caricata
// quando uno di essi viene usato la prima volta). Un messaggio con forme plurali è un oggetto di
// categorie Intl.PluralRules, scelte da `count`.
export default {
  // The board editor (mode="edit"): its panel, title and the palette of pieces.
  'editor.title': 'Disporre una posizione',
  'editor.palette': 'Pezzi: sceglierne uno, poi fare clic sulle case o trascinarlo sulla scacchiera',
  'editor.piece.white.king': 'Re bianco',
  'editor.piece.white.queen': 'Donna bianca',
  'editor.piece.white.rook': 'Torre bianca',
  'editor.piece.white.bishop': 'Alfiere bianco',
  'editor.piece.white.knight': 'Cavallo bianco',
  'editor.piece.white.pawn': 'Pedone bianco',
  'editor.piece.black.king': 'Re nero',
  'editor.piece.black.queen': 'Donna nera',
  'editor.piece.black.rook': 'Torre nera',
  'editor.piece.black.bishop': 'Alfiere nero',
  'editor.piece.black.knight': 'Cavallo nero',
  'editor.piece.black.pawn': 'Pedone nero',
  // The two tools beside the pieces (the button's words, then its tooltip).
  'editor.move': 'Sposta',
  'editor.move.label': 'Sposta i pezzi trascinandoli',
  'editor.delete': 'Elimina',
  'editor.delete.label': 'Elimina: fare clic sui pezzi per toglierli',
  // The buttons under the palette.
  'editor.clear': 'Svuota la scacchiera',
  'editor.start': 'Posizione iniziale',
  'editor.flip': 'Gira',
  'editor.flip.label': 'Gira la scacchiera',
  // The settings of the position: the side to move ({side} is "White" or "Black"), the castling
  // rights (O-O is castling short, O-O-O long), the en-passant square (a select of squares, or
  // none) and the FEN field.
  'editor.turn': 'Tratto',
  'editor.castling': 'Diritti di arrocco',
  'editor.castleShort': '{side} O-O',
  'editor.castleLong': '{side} O-O-O',
  'editor.enPassant': 'En passant',
  'editor.enPassantNone': 'nessuna',
  'editor.fen': 'FEN',
  // The buttons that leave the editor (the button's words, then its tooltip).
  'editor.analyse': 'Analizza',
  'editor.analyse.label': 'Analizza: uscire dall’editor con questa posizione',
  'editor.cancel': 'Annulla',
  'editor.cancel.label': 'Annulla: uscire dall’editor senza modificare la partita',

  // The notice of a PGN game read with repairs (opened, it lists each repair with its line).
  'pgn.repairs': { one: 'Letta con {count} correzione', many: 'Letta con {count} correzioni', other: 'Letta con {count} correzioni' },
  // One repair: {line} is the line of the file, {written} what it said, {read} how it was read
  // (a move in SAN), {what} the kind of repair below.
  'pgn.repair': 'Riga {line}: {what}.',
  'pgn.repairWritten': 'Riga {line}: {written} ({what}).',
  'pgn.repairRead': 'Riga {line}: {written} letto come {read} ({what}).',
  // The kinds of repair ({what} above).
  'pgn.repair.tagQuotes': 'virgolette dentro il valore di un tag',
  'pgn.repair.tagBackslash': 'un valore di tag che termina con una barra rovesciata',
  'pgn.repair.tagUnclosed': 'un tag senza virgolette o parentesi quadra di chiusura',
  'pgn.repair.tagUnquoted': 'un valore di tag senza virgolette',
  'pgn.repair.commentUnclosed': 'un commento mai chiuso: prosegue fino alla partita successiva',
  'pgn.repair.stray': 'un carattere fuori posto, saltato',
  'pgn.repair.textOutsideGame': 'testo fuori da qualsiasi partita, saltato',
  'pgn.repair.noTags': 'una partita senza tag',
  'pgn.repair.resultMissing': 'nessun risultato dopo le mosse: si mantiene quello del tag',
  'pgn.repair.resultContradicts': 'il risultato dopo le mosse non è quello del tag Result: si mantiene quello del tag',
  'pgn.repair.castling': 'un arrocco scritto con zeri',
  'pgn.repair.enPassant': 'un segno di presa en passant',
  'pgn.repair.longAlgebraic': 'una mossa in notazione algebrica estesa',
  'pgn.repair.promotion': 'una promozione scritta senza = o in minuscolo',
  'pgn.repair.disambiguation': 'una mossa indicata in modo più completo del necessario',
  'pgn.repair.checkSign': 'un segno di scacco o di matto mancante o errato',
  'pgn.repair.nullMove': 'una mossa nulla, d’ora in poi scritta --',
  'pgn.repair.figurine': 'una figurina al posto della lettera del pezzo',
  'pgn.repair.pieceLetters': 'le lettere dei pezzi di un’altra lingua',
  'pgn.repair.repeatedMove': 'una variante che inizia con la mossa accanto: una sola mossa, mantenuta la linea principale',
  'pgn.repair.variation': 'una variante non chiusa, o una «)» che non ne chiude nessuna',
  // Piece letters of another language, when the languages are known: {languages} is a list of
  // the names below, joined by "or".
  'pgn.repair.pieceLettersOf': 'le lettere dei pezzi in {languages}',
  'pgn.language.de': 'tedesco',
  'pgn.language.sv': 'svedese',
  'pgn.language.fr': 'francese',
  'pgn.language.es': 'spagnolo',
  'pgn.language.it': 'italiano',
  'pgn.language.nl': 'olandese',
  'pgn.language.pt': 'portoghese',
  'pgn.language.pl': 'polacco',
  'pgn.language.cs': 'ceco',
  'pgn.language.hu': 'ungherese',

  // The picker of the games of a PGN file (above the move list): the search and its placeholder.
  'pgn.find': 'Cerca',
  'pgn.find.hint': 'Giocatore, torneo, anno',
  // A game in the picker ({game} is "3. Carlsen - Caruana 1-0, 2018"): one that could not be
  // read to its end, one read with repairs.
  'pgn.gameStops': '{game} (si interrompe a metà)',
  'pgn.gameRepaired': '{game} (corretta)',
  // How many games the file has ({count}), how many the search found ({found}), and, when there
  // are more than {max}, that only the first {max} are listed.
  'pgn.games': { one: '{count} partita.', many: '{count} partite.', other: '{count} partite.' },
  'pgn.gamesFound': { one: 'Trovate {found} su {count} partita.', many: 'Trovate {found} su {count} partite.', other: 'Trovate {found} su {count} partite.' },
  'pgn.gamesMore': { one: '{count} partita; elencate le prime {max}: restringere la ricerca.', many: '{count} partite; elencate le prime {max}: restringere la ricerca.', other: '{count} partite; elencate le prime {max}: restringere la ricerca.' },
  'pgn.gamesFoundMore': { one: 'Trovate {found} su {count} partita; elencate le prime {max}: restringere la ricerca.', many: 'Trovate {found} su {count} partite; elencate le prime {max}: restringere la ricerca.', other: 'Trovate {found} su {count} partite; elencate le prime {max}: restringere la ricerca.' },
  // While a big file is being read: {count} games so far, {percent} of the file read.
  'pgn.reading': { one: 'Lettura del file: finora {count} partita ({percent}%).', many: 'Lettura del file: finora {count} partite ({percent}%).', other: 'Lettura del file: finora {count} partite ({percent}%).' },

  // The lessons kept in this browser: the title of a lesson without players, event or comment.
  'autosave.untitled': 'Lezione senza titolo',
  // Said when a kept lesson is shown ({title} is its name or title).
  'autosave.opened': 'Lezione {title} aperta.',
  // On the error line, when another tab saved the lesson while a change waited in this one.
  'autosave.conflict': 'Questa lezione è stata modificata in un’altra scheda.',
  'autosave.theirs': 'Mostra la versione dell’altra scheda',
  'autosave.mine': 'Mantieni questa',
};
