// The plain objects that drawboard's JavaScript API returns: written by hand from the DTOs of
// src/wasm.rs, src/wasm/tree.rs and src/wasm/worker.rs (camelCase names; a Rust `Option` is
// `| null`, never `undefined`). The wasm-bindgen declarations of `drawboard/page` and
// `drawboard/engine` type what the calls take (the options interfaces among them) but what they
// return as `any`: annotate it with these types.
//
//   import init, { GameTree } from 'drawboard/page';
//   import type { Status } from 'drawboard/types';
//   await init();
//   const status: Status = new GameTree().status({});

// ---- words the engine uses --------------------------------------------------------------------

/** A side: the colour of the player. */
export type Color = 'white' | 'black';

/** A white and a black value of the same kind. */
export interface ByColor<T> {
  /** White's value. */
  white: T;
  /** Black's value. */
  black: T;
}

/** A square's name, file then rank: `"e4"`. */
export type Square = string;

/** A game's result as PGN writes it; `*` while the game goes on. */
export type GameResult = '1-0' | '0-1' | '1/2-1/2' | '*';

/** How a game ended by itself (src/status.rs `EndReason::code`). */
export type EndReason =
  | 'checkmate'
  | 'stalemate'
  | 'insufficientMaterial'
  | 'deadPosition'
  | 'seventyFiveMoves'
  | 'fivefold';

/** The rule a draw claim rests on: FIDE 9.2 (threefold repetition) or 9.3 (fifty moves). */
export type ClaimRule = 'threefold' | 'fiftyMoves';

/** Whether a side could ever checkmate: proved either way, or not settled. */
export type WinnabilityVerdict = 'winnable' | 'unwinnable' | 'unknown';

/**
 * What proves a winnability verdict: `line` (a mating line replayed to mate, or the mate on the
 * board) for a winnable side; for an unwinnable one `material`, `lockedPawns` (a pawn structure
 * no king or bishop can break), `gameOver`, `everyMove` (every legal move leads to such a
 * position or a draw), `exhaustive` (every reachable position searched) or `seventyFiveMoves`
 * (no mate before the seventy-five-move rule ends the game).
 */
export type WinnabilityProof =
  | 'line'
  | 'material'
  | 'lockedPawns'
  | 'gameOver'
  | 'everyMove'
  | 'exhaustive'
  | 'seventyFiveMoves';

/** The ruling when a player's flag falls: the opponent wins, a draw, or not settled (yet). */
export type FlagRuling = 'opponentWins' | 'draw' | 'notSettled';

/**
 * The clause of US Chess rule 14E that makes a fallen flag a draw: `14E1` the opponent has a
 * lone king, `14E2` a king and one minor piece, `14E3` two knights against no pawns.
 */
export type UsChessRule = '14E1' | '14E2' | '14E3';

/** An endgame table's value for one side: win, draw or loss with best play. */
export type Wdl = 'win' | 'draw' | 'loss';

/** The colour of an arrow or circle drawn on the board. */
export type ShapeColor = 'green' | 'red' | 'yellow' | 'blue';

/** What a game audit found (src/audit.rs `Kind::code`). */
export type AuditKind =
  | 'illegalMove'
  | 'unreadable'
  | 'movesAfterEnd'
  | 'resultAfterEnd'
  | 'wrongResult'
  | 'timeWinCannotMate'
  | 'missedClaim'
  | 'resultTagMismatch';

/**
 * The `name` of every `Error` that drawboard throws or rejects with: stable codes to branch on.
 * The first group comes from the wasm modules; `NotReady`, `Editing`, `Puzzle`, `LoadError`, `PgnError`
 * (a `src` that cannot be fetched), `Unavailable`, `WorkerError`, `Terminated`, `StorageError`
 * and `Aborted` come from the element and its worker clients. The README's error table says
 * when each is thrown.
 */
export type ErrorName =
  | 'FenError'
  | 'InvalidMove'
  | 'IllegalMove'
  | 'AmbiguousMove'
  | 'GameOver'
  | 'InvalidArgument'
  | 'InvalidObject'
  | 'NoSearch'
  | 'TooManyMen'
  | 'CastlingRights'
  | 'TableMissing'
  | 'BadTableData'
  | 'TablebaseBug'
  | 'PgnError'
  | 'Unavailable'
  | 'InternalError'
  | 'NotReady'
  | 'Editing'
  | 'Puzzle'
  | 'LoadError'
  | 'WorkerError'
  | 'Terminated'
  | 'StorageError'
  | 'Aborted';

// ---- the status: every draw rule applied to a position ---------------------------------------

/**
 * What the rules say about a position: check and mate, every draw rule, the winnability of each
 * side with its proof, and the reasons as facts to put in words. From `analyze`, `Game.status`,
 * `GameTree.status`, the element's `status()` and its `status` event.
 */
export interface Status {
  /** The position, as FEN. */
  fen: string;
  /** The side to move. */
  turn: Color;
  /** The side to move is in check. */
  check: boolean;
  /** The square of the king in check, or `null`. */
  checkSquare: Square | null;
  /** The side to move is checkmated. */
  checkmate: boolean;
  /** The side to move has no legal move and is not in check. */
  stalemate: boolean;
  /** Half-moves since the last capture or pawn move. */
  halfmoveClock: number;
  /** The move number, from 1, increased after Black moves. */
  fullmoveNumber: number;
  /** Occurrences of this position in the game (FIDE 9.2.2), at least 1. */
  repetitions: number;
  /** FIDE 5.2.2 by material: no sequence of legal moves can mate (K v K, one minor piece, bishops all on one colour). */
  insufficientMaterial: boolean;
  /** A draw may be claimed under the fifty-move rule (FIDE 9.3). */
  fiftyMoves: boolean;
  /** A draw may be claimed by threefold repetition (FIDE 9.2). */
  threefold: boolean;
  /** The seventy-five-move rule has drawn the game (FIDE 9.6.2). */
  seventyFiveMoves: boolean;
  /** Fivefold repetition has drawn the game (FIDE 9.6.1). */
  fivefold: boolean;
  /** Proved dead: no sequence of legal moves can mate; `false` is proved only when `winnability.dead` is `false`. */
  deadPosition: boolean;
  /** A draw may be claimed now (threefold or fifty moves), unless mated. */
  claimableDraw: boolean;
  /** Moves (UCI) after which a claim would be valid, written down before playing them (FIDE 9.2.1.1, 9.3.1). */
  claimMoves: string[];
  /** The same moves in SAN. */
  claimMovesSan: string[];
  /** For each of `claimMoves`, the rule the claim would rest on. */
  claimRules: ClaimRule[];
  /** The game is drawn by itself: stalemate, a dead position, seventy-five moves or fivefold. */
  automaticDraw: boolean;
  /** How the game ended, or `null` while it goes on. */
  outcome: Outcome | null;
  /** The result as PGN writes it: `1-0`, `0-1`, `1/2-1/2`, or `*` while the game goes on. */
  result: GameResult;
  /** Someone has material that can force mate (a rule of thumb, not a proof). */
  sufficientMaterialToForceMate: boolean;
  /** Per side: queen, rook or pawn, bishop pair, bishop and knight, three knights, or two knights against a pawn. */
  materialToForceMate: ByColor<boolean>;
  /** Per side, proved only: `false` never, `true` has mated (or an endgame table says so), `null` not settled. */
  canForceMate: ByColor<boolean | null>;
  /** Per side: could mate by some series of legal moves (FIDE 6.9); `false` only with a proof. */
  canEverMate: ByColor<boolean>;
  /** Each side's winnability verdict with its proof, and whether the position is dead. */
  winnability: StatusWinnability;
  /** The full analysis ran (`{exact: true}`), not only the quick proofs. */
  exact: boolean;
  /** Both sides' verdicts are proved. */
  settled: boolean;
  /** The ruling if each player's flag fell now; `null` once the game is over. */
  flagFall: ByColor<FlagFall> | null;
  /** Per side: bishops on both square colours. */
  bishopPair: ByColor<boolean>;
  /** The endgame table's verdict where a table held by this instance covers the position, else `null`. */
  tablebase: TableVerdict | null;
  /** One reason per rule that fired, for a learner: its kind and facts, never words (the
   *  element makes the words in the reader's language). */
  reasons: Reason[];
}

/** An article of a rulebook a reason rests on: `{book: 'fide', edition: '2023', article: '9.2'}`. */
export interface Law {
  /** `fide` (the FIDE Laws of Chess) or `usChess` (the US Chess Official Rules of Chess). */
  book: 'fide' | 'usChess';
  /** The edition whose numbers are cited: `2023` for FIDE, `7` for US Chess. */
  edition: string;
  article: string;
}

/** Why a side can never mate: the `proof` of an unwinnable verdict, with its facts. */
export interface ProofFacts {
  kind: WinnabilityProof;
  /** The side that can never mate. */
  side: Color;
  /** `lockedPawns`: bishops on the board; whether the side can give check at all. */
  bishops?: boolean;
  checks?: boolean;
  /** `everyMove`: the side to move, its only legal move in SAN (or `null` for every move), and
   *  what every move leaves. */
  mover?: Color;
  only?: string | null;
  leaves?: 'bareKings' | 'noMatingMaterial' | 'seventyFiveMoves' | 'noMate';
  /** `exhaustive`, `seventyFiveMoves`: positions examined. */
  positions?: number;
  /** `seventyFiveMoves`: half-moves until the rule draws. */
  left?: number;
}

/** One reason of a `Status`: what fired, and the facts its words are made from. */
export interface Reason {
  kind: 'checkmate' | 'matedTooLate' | 'check' | 'stalemate' | 'insufficientMaterial' | 'deadPosition'
    | 'fivefold' | 'threefold' | 'seventyFiveMoves' | 'fiftyMoves' | 'claimByWriting' | 'tableWin' | 'tableDraw'
    | 'mateCannotBeForced' | 'noForcedMate' | 'notSettled' | 'flagDraw' | 'usChess';
  /** The articles it rests on, in the order cited. */
  laws: Law[];
  /** The side it is about: mated, in check, to move, may claim, whose flag falls. */
  side?: Color;
  /** `checkmate`, `matedTooLate`, `tableWin`: the side that mates. */
  winner?: Color;
  /** `fivefold`, `threefold`: occurrences of the position. */
  count?: number;
  /** `insufficientMaterial`: `kings`, `knight`, `bishop` or `sameColourBishops` (`light` says which). */
  remains?: 'kings' | 'knight' | 'bishop' | 'sameColourBishops';
  light?: boolean | null;
  /** `deadPosition`: `both` (one `proof`), `searched` (`positions` per side), `oneSide` (`proof`;
   *  the other side has no mating material) or `each` (`proofs`, White's first); `noForcedMate`:
   *  `loneKing`, `knight`, `bishop`, `twoKnights`, `twoKnightsBare` or `sameColourBishops`. */
  why?: string;
  proof?: ProofFacts;
  proofs?: [ProofFacts, ProofFacts];
  positions?: [number, number];
  /** `claimByWriting`: the moves (SAN) after which a claim would be valid. */
  moves?: string[];
  /** `tableWin`: moves to mate, and how the seventy-five-move rule bears on it (`null` when it
   *  does not), with the distance to zeroing and the half-moves left. */
  mateIn?: number;
  clock?: 'drawsFirst' | 'resetInTime' | 'unlessReset' | null;
  dtz?: number | null;
  left?: number | null;
  /** `usChess`: the clause, the ruling, and whether an endgame table settled the forced win. */
  rule?: UsChessRule;
  ruling?: FlagRuling;
  table?: boolean;
}

/** How a game ended. */
export interface Outcome {
  /** The side that won, or `null` for a draw. */
  winner: Color | null;
  /** What ended it. */
  reason: EndReason;
}

/** The rulings when one player's flag falls. */
export interface FlagFall {
  /** Under FIDE 6.9. */
  fide: FlagRuling;
  /** Under US Chess rule 14E. */
  usChess: FlagRuling;
  /** The 14E clause that applies, or `null`. */
  usRule: UsChessRule | null;
}

/** An endgame table's verdict inside a `Status`. */
export interface TableVerdict {
  /** For the side to move. */
  wdl: Wdl;
  /** Plies to mate: positive when the side to move mates, negative when it is mated; `null` for a draw. */
  dtm: number | null;
  /** The side that mates with best play, or `null`. */
  winner: Color | null;
  /** The winner's moves to mate, or `null`. */
  mateIn: number | null;
  /** The seventy-five-move rule comes first unless a capture or pawn move resets the count. */
  seventyFiveFirst: boolean;
  /** Plies to the next capture, pawn move or mate with best play (distance to zeroing), where it decides the seventy-five-move question; else `null`. */
  dtz: number | null;
  /** With best play the seventy-five-move rule draws before the winner mates or resets the count: exact, or `null` when the distance to zeroing is not known. */
  seventyFiveDraws: boolean | null;
}

/** Both sides' winnability in a `Status`, and the dead-position verdict they make. */
export interface StatusWinnability {
  /** White's verdict. */
  white: Winnability;
  /** Black's verdict. */
  black: Winnability;
  /** `true` dead, `false` not dead (or the game ended otherwise), `null` not settled. */
  dead: boolean | null;
}

/**
 * Whether one side could ever checkmate, by some series of legal moves of both sides: a
 * `Status`'s `winnability.white`/`.black`, and what `helpmate` returns.
 */
export interface Winnability {
  /** The side asked about. */
  color: Color;
  /** `winnable` with a mating line, `unwinnable` with a proof, `unknown` when the budget ran out (or the quick status). */
  verdict: WinnabilityVerdict;
  /** The verdict is proved (not `unknown`). */
  settled: boolean;
  /** What proves it, or `null` when unknown. */
  proof: WinnabilityProof | null;
  /** The mating line in UCI (empty unless winnable). */
  uci: string[];
  /** The mating line in SAN (empty unless winnable). */
  san: string[];
  /** The line with move numbers: `1...Nc3+ 2.Ka1 Nb3#` (empty unless winnable). */
  text: string;
  /** Why the side can never mate, for an `unwinnable` verdict; else `null`. */
  why: ProofFacts | null;
  /** Positions examined. */
  nodes: number;
}

/** What `deadPositionProof` returns: whether a position is dead (FIDE 5.2.2), with the evidence. */
export interface DeadPositionProof {
  /** `true` dead, `false` a mate is still possible, `null` not settled within the budget. */
  dead: boolean | null;
  /** Why: for a dead position the status's reason it is dead, for a game already over every
   *  reason; for a live one none (the shorter mating line of `white` and `black` is the evidence). */
  reasons: Reason[];
  /** White's winnability, with the shortest line found. */
  white: Winnability;
  /** Black's winnability, with the shortest line found. */
  black: Winnability;
}

/** The options of `analyze`, `Game.status` and `GameTree.status`. */
export interface StatusOptions {
  /** Run the full winnability analysis (the worker module only; the page module throws `Unavailable`). */
  exact?: boolean;
  /** Its budget in positions, for both sides together (default 1,000,000); only with `exact`. */
  nodes?: number;
}

/** The options of `helpmate` and `deadPositionProof`. */
export interface WinnabilityOptions {
  /** The most positions to examine (default 1,000,000). */
  nodes?: number;
}

// ---- games and annotated games ----------------------------------------------------------------

/** A move just played, as `Game.play` returns it. */
export interface Played {
  /** The move in UCI: `e2e4`. */
  uci: string;
  /** The move in SAN: `e4`. */
  san: string;
}

/** A move just played in a game tree, as `GameTree.play` returns it. */
export interface TreePlayed extends Played {
  /** The node of the move (the existing one when it was already there). */
  id: number;
  /** Whether the move was new (a new node), rather than a step along a known one. */
  created: boolean;
}

/** A game up to a node, as the workers take it (`GameTree.history`). */
export interface GameHistory {
  /** The FEN it starts from (after the last null move, if any). */
  startFen: string;
  /** The moves in UCI. */
  moves: string[];
}

/** An arrow (`from` and `to` differ) or a circle (`from` equals `to`) drawn on a move. */
export interface Shape {
  /** Its colour. */
  color: ShapeColor;
  /** Where the arrow starts, or the circled square. */
  from: Square;
  /** Where the arrow ends, or the circled square. */
  to: Square;
}

/** A node of a game tree (`GameTree.nodes()`, the element's `tree.nodes`): the position after a move. */
export interface TreeNode {
  /** The node's id; 0 is the start. */
  id: number;
  /** The parent's id, or `null` at the start. */
  parent: number | null;
  /** The children's ids: the first continues the line, the others are its variations. */
  children: number[];
  /** The move in SAN (`--` for a null move, empty at the start). */
  san: string;
  /** The move in UCI (`0000` for a null move, empty at the start). */
  uci: string;
  /** Moves from the start. */
  ply: number;
  /** The move's number. */
  moveNumber: number;
  /** White made the move. */
  white: boolean;
  /** The node is on the main line. */
  main: boolean;
  /** Numeric annotation glyphs (0 to 255): 1 is `!`, 2 is `?`... */
  nags: number[];
  /** Comments before the move. */
  before: string[];
  /** Comments after the move. */
  after: string[];
  /** Arrows and circles (`[%cal]`, `[%csl]`), circles first. */
  shapes: Shape[];
  /** Other `[%name value]` commands of the comments, kept as `[name, value]`. */
  commands: [string, string][];
  /** After this move the player to move may claim a draw under this rule (FIDE 9.2.1.2, 9.3.2), or `null`. */
  claim: ClaimRule | null;
  /** The player who made this move could have claimed a draw by announcing it instead (FIDE 9.2.1.1, 9.3.1), or `null`. */
  announce: ClaimRule | null;
  /** How the game ended by itself with this move, or `null`. */
  ended: EndReason | null;
  /** The move was played after the game had already ended. */
  afterEnd: boolean;
}

/** One game of a PGN text, for a list to choose from (`pgnGames`, the worker module's). */
export interface PgnGameHeader {
  /** Its number in the text, from 1. */
  number: number;
  /** Its tags in order, as `[name, value]`. */
  tags: [string, string][];
  /** The plies of its main line, as written. */
  plies: number;
  /** The line of the text where it starts. */
  line: number;
  /** Its text in the string given, in UTF-16 units (`text.slice(start, end)`): from the end of
   *  the game before it (what lies between is this game's) to its own end. */
  start: number;
  end: number;
  /** The line `start` is on. */
  startLine: number;
  /** Read as standard PGN: nothing repaired, nothing stopped. */
  clean: boolean;
  /** What stopped the game part-way (an illegal move: the moves before it are kept, the rest
   *  as a comment), or `null`. */
  error: string | null;
  /** What was read leniently. */
  repairs: PgnRepair[];
}

/** The kinds of PGN repair (`PgnRepair.kind`). */
export type PgnRepairKind = 'tag-quotes' | 'tag-backslash' | 'tag-unclosed' | 'tag-unquoted'
  | 'comment-unclosed' | 'stray' | 'text-outside-game' | 'no-tags' | 'result-missing'
  | 'result-contradicts' | 'castling' | 'en-passant' | 'long-algebraic' | 'promotion'
  | 'disambiguation' | 'check-sign' | 'null-move' | 'figurine' | 'piece-letters'
  | 'repeated-move' | 'variation';

/** What a PGN text had that standard PGN has not, and how it was read (`GameTree.repairs`). */
export interface PgnRepair {
  /** The line of the text. */
  line: number;
  kind: PgnRepairKind;
  /** What was written (at most 80 characters), or empty. */
  written: string;
  /** What it was read as (a move in SAN; for `piece-letters`, the languages: "de sv"), or empty. */
  read: string;
}

/** What a board editor may offer for a placement (`setupChoices`). */
export interface SetupChoices {
  /** The castling rights the kings and rooks allow: `KQkq` or part of it. */
  castling: string;
  /** The possible en-passant squares for the side to move. */
  enPassant: Square[];
  /** Why the whole FEN is not a legal position (the `FenError` message), or `null`. */
  error: string | null;
}

// ---- the game audit ---------------------------------------------------------------------------

/** A recorded game file compared with the Laws (`auditPgn`). */
export interface AuditReport {
  /** Games read. */
  games: number;
  /** Moves read, over every game's main line. */
  plies: number;
  /** Games that ended by themselves (mate, stalemate, an automatic draw). */
  endedByRule: number;
  /** Wins on time whose ruling the analysis could not settle within its budget. */
  unsettled: number;
  /** What was found, game by game. */
  findings: AuditFinding[];
}

/**
 * One finding of an audit: its kind and the facts its words are made from, never words (the
 * element makes them in the reader's language; `drawboard audit` prints English).
 */
export interface AuditFinding {
  /** The game's number in the file, from 1. */
  game: number;
  /** The players, `White - Black`, from the tags. */
  players: string;
  /** What kind of finding it is. */
  kind: AuditKind;
  /** The move it is about (`31... Kf8`), or `null`: with a `node`, the start of the game. */
  at: string | null;
  /** That move's node in the game's tree, or `null`. */
  node: number | null;
  /** The articles it rests on, in the order cited (a missed claim: the claim's article, then the
   *  announcing one's). */
  laws: Law[];
  /** `illegalMove`, `unreadable`: the line of the game's text, and what the PGN reader says of
   *  it (in English, as its `PgnError` messages). */
  line?: number;
  error?: string;
  /** `movesAfterEnd`, `resultAfterEnd`, `wrongResult`: how the game had ended by itself, at
   *  `at` (the winner of a mate, else `null`); `timeWinCannotMate`: the side that won on time. */
  reason?: EndReason;
  winner?: Color | null;
  /** `movesAfterEnd`: the moves played after the end, and what the PGN reader says of a move
   *  written where none could be played (or `null`). */
  played?: number;
  written?: string | null;
  /** `resultAfterEnd`, `wrongResult`: the result recorded, the result the ending gives, and where
   *  the end was found: `onBoard`, or `byAnalysis` (the full analysis proved the final
   *  position dead). */
  recorded?: string;
  expected?: string;
  found?: 'onBoard' | 'byAnalysis';
  /** `timeWinCannotMate`: why the winner could never have mated. */
  proof?: ProofFacts;
  /** `missedClaim`: the rule, the side that could have claimed (the other could have by
   *  announcing the move), and how many later chances by the same rule there were. */
  rule?: ClaimRule;
  side?: Color;
  more?: number;
  /** `resultTagMismatch`: the `Result` tag's value, and the result written after the moves. */
  tag?: string;
  token?: string;
}

/** The options of `auditPgn`. */
export interface AuditOptions {
  /** Audit only this game (from 1). */
  game?: number;
  /** The budget of the full analysis of each game's last position (default 20,000). */
  nodes?: number;
}

// ---- endgame tables ---------------------------------------------------------------------------

/** What the endgame tables say about a position, for the side to move (`tablebase`). */
export interface TableProbe {
  /** The material, canonical: `KQvKR`. */
  material: string;
  /** The value for the side to move. */
  wdl: Wdl;
  /** Plies to mate: positive when the side to move mates, negative when it is mated; `null` for a draw. */
  dtm: number | null;
  /** Moves to mate, signed like `dtm`; `null` for a draw. */
  mate: number | null;
  /** Every legal move, best first. */
  moves: TableMove[];
}

/** One legal move with its value, for the side making it. */
export interface TableMove {
  /** The move in UCI. */
  uci: string;
  /** The move in SAN. */
  san: string;
  /** Its value for the side making it. */
  wdl: Wdl;
  /** Plies to mate counting this move, signed for the side making it; `null` for a draw. */
  dtm: number | null;
}

/** Which tables a position needs (`tablebaseMaterials`). */
export interface TableMaterials {
  /** The position's material, canonical. */
  material: string;
  /** Every table the position leads into, in build order (the position's last). */
  needed: string[];
  /** Those this instance does not hold yet. */
  missing: string[];
  /** The tables one capture or promotion leads into. */
  successors: string[];
}

/** The progress of a table build (`buildTablebase`'s `onProgress`). */
export interface TableBuildProgress {
  /** The table being built. */
  material: string;
  /** Its number among the tables of this build, from 1. */
  table: number;
  /** How many tables this build makes. */
  tables: number;
  /** How far the table is, from 0 to 1. */
  fraction: number;
}

// ---- evaluation and search --------------------------------------------------------------------

/** The static evaluation of a position (`evaluate`), in centipawns from White's point of view. */
export interface Evaluation {
  /** The score (0 when `drawn`). */
  score: number;
  /** The score before mating potential. */
  raw: number;
  /** The divisor applied to the leading side's score when its material is unlikely to mate. */
  matingPotentialDivisor: 1 | 2 | 4 | 8;
  /** Out of 64: how much of the endgame half of the score counts. */
  endgameFactor: number;
  /** The drawish ending that lowers it, or `null` when the factor is 64. */
  endgameKind: 'oppositeBishops' | 'rooksOnOneWing' | 'fewPawns' | null;
  /** Neither side can force mate. */
  drawn: boolean;
  /** The named parts of the score. */
  terms: EvaluationTerms;
}

/** The named parts of an evaluation, in centipawns from White's point of view. */
export interface EvaluationTerms {
  /** Material. */
  material: number;
  /** Piece placement, with outposts and bishops' own pawns. */
  placement: number;
  /** Mobility. */
  mobility: number;
  /** Pawn structure. */
  pawnStructure: number;
  /** Passed pawns, free or blocked. */
  passedPawns: number;
  /** King safety: shelter, attacks, safe checks. */
  kingSafety: number;
  /** Threats: what attacks what. */
  threats: number;
  /** Space. */
  space: number;
  /** Rooks on open files, on the seventh, behind passed pawns. */
  rooks: number;
  /** The bishop pair. */
  bishopPair: number;
}

/** A search score: centipawns for the side to move, or a mate in moves (negative: mated). */
export type Score = { cp: number; mate?: never } | { mate: number; cp?: never };

/** What a search reports after each completed depth and line (`onInfo`). */
export interface SearchInfo {
  /** The depth completed. */
  depth: number;
  /** The deepest ply reached. */
  seldepth: number;
  /** Which line this is, from 1 (MultiPV). */
  multipv: number;
  /** The line's score. */
  score: Score;
  /** Positions searched. */
  nodes: number;
  /** Positions per second. */
  nps: number;
  /** Milliseconds since the search began. */
  timeMs: number;
  /** How full the hash table is, per mille. */
  hashfull: number;
  /** The principal variation in UCI. */
  pv: string[];
  /** The principal variation in SAN. */
  pvSan: string[];
}

/** What a search returns (`Engine.search`, `Engine.stop`, a finished `Engine.step`). */
export interface SearchResult {
  /** The best move in UCI, or `null` when the game is over. */
  bestmove: string | null;
  /** The best move in SAN, or `null`. */
  bestmoveSan: string | null;
  /** The expected reply in UCI, or `null`. */
  ponder: string | null;
  /** The last info of each line, best first. */
  lines: SearchInfo[];
}

/** What `Engine.step` returns: the search goes on, or it is over with its result. */
export type SearchStep = { done: false; result?: never } | { done: true; result: SearchResult };

/** The limits of a search; without any, it stops at depth 8. */
export interface SearchOptions {
  /** Depth, 1 to 99. */
  depth?: number;
  /** Positions to search. */
  nodes?: number;
  /** Milliseconds to search. */
  movetimeMs?: number;
  /** Lines to find, 1 to 5. */
  multiPv?: number;
}
