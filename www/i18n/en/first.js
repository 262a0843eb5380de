// English words of what a board shows with its first verdict: the controls, the panels' titles,
// the draw panel's headline, badges and facts, the move list, and what a screen reader hears.
// Placeholders are in braces; a message with plural forms is an object of Intl.PluralRules
// categories chosen by its `count`.
export default {
  // Colours, and the articles of the Laws as cited ({article} is "9.2.1.1", "14E2").
  'side.white': 'White',
  'side.black': 'Black',
  'law.fide': 'FIDE {article}',
  'law.usChess': 'US Chess rule {article}',
  // The piece letters of SAN in this language, for K Q R B N (space between; "local" notation).
  letters: 'K Q R B N',
  // The arrows of the four buttons that step through the game, as drawn left to right (a
  // right-to-left language points them the other way: » › ‹ «).
  'nav.first': '«',
  'nav.back': '‹',
  'nav.forward': '›',
  'nav.last': '»',
  flip: 'Flip',
  undo: 'Undo',
  reset: 'Reset',
  edit: 'Edit',
  // (Draw as in drawing arrows on the board, not a drawn game.)
  draw: 'Draw',

  // The move box.
  move: 'Type a move',
  'move.hint': 'e4, Nf3, O-O, e7e8q',
  'move.play': 'Play',

  // The panels' titles.
  'panel.draws': 'Draws',
  'panel.table': 'Endgame table',
  'panel.engine': 'Engine',
  'panel.audit': 'Game audit',
  'panel.moves': 'Moves',
  // The button of a compact panel (panel="compact") that opens the reasons and the tools.
  'panel.more': 'Reasons and tools',

  // The draw panel: the headline, the badges and the facts under them.
  'headline.toMove': '{side} to move',
  'headline.inCheck': '{side} to move (in check)',
  'headline.wins': 'Game over: {side} wins ({result})',
  'headline.draw': 'Game over: draw (½-½)',
  badges: 'Draws and game end',
  'label.checkmate': 'Checkmate',
  'label.stalemate': 'Stalemate',
  'label.insufficientMaterial': 'Insufficient material',
  'label.deadPosition': 'Dead position',
  'label.fivefold': 'Fivefold repetition',
  'label.seventyFiveMoves': 'Seventy-five-move rule',
  'label.threefold': 'Threefold repetition',
  'label.fiftyMoves': 'Fifty-move rule',
  'label.mateCannotBeForced': 'Mate cannot be forced',
  'badge.over': 'the game is over',
  'badge.drawn': 'the game is drawn',
  'badge.claimable': 'a draw can be claimed',
  'badge.claimLabel': '{label}: a draw can be claimed',
  'badge.materialNote': 'neither side has the material to force it',
  // "Claim with the next move: write down Kf2 or Kg2 before playing it, and claim the draw
  // (Threefold repetition)." {moves} are the moves in bold.
  'claim.label': 'Claim with the next move:',
  'claim.write': 'write down {moves} before playing it, and claim the draw ({rules}).',
  'claim.more': { one: 'one more move', other: 'one of {count} more moves' },
  'material.has': '{side} has the material to force mate',
  'material.hasNot': '{side} does not have the material to force mate',
  // Whether a side can still mate. {line} is a legal line in SAN; {proof} one of proofWord.*.
  'mate.line': '{side} can still checkmate: {line}',
  'mate.longLine': { one: '{side} can still checkmate (shown by a legal line of {count} move)', other: '{side} can still checkmate (shown by a legal line of {count} moves)' },
  'mate.never': '{side} can never checkmate ({proof})',
  'mate.checking': 'Checking whether {side} can still checkmate…',
  'mate.notSettled': 'Not settled whether {side} can still checkmate: the search ran out of its budget',
  'mate.notYet': 'Not yet known whether {side} can still checkmate',
  'proofWord.material': 'not enough material',
  'proofWord.lockedPawns': 'the pawns are locked for good',
  'proofWord.gameOver': 'the game is over',
  'proofWord.everyMove': 'every legal move rules it out',
  'proofWord.exhaustive': 'every reachable position examined',
  'proofWord.seventyFiveMoves': 'the seventy-five-move rule comes first',
  'proofWord.proved': 'proved',
  // A flag falling (FIDE 6.9, US Chess 14E): {law} is the article as cited.
  'flag.falls': "If {side}'s flag falls: {ruling}",
  'flag.opponentWins': '{other} wins ({law})',
  'flag.draw': 'draw - {other} could not checkmate by any series of legal moves ({law})',
  'flag.notSettled': 'not settled - a draw only if {other} could not checkmate by any series of legal moves ({law})',
  'flag.checking': 'checking whether a mate is still possible…',
  'flag.usChess': '{text}; under {law}: {ruling}',
  'flagUs.opponentWins': '{other} wins',
  'flagUs.draw': 'draw',
  'flagUs.notSettled': 'draw unless {other} has a forced win, which is not settled here',
  counts: '{seen}; {clock}',
  'counts.seen': { one: 'Position seen {count} time', other: 'Position seen {count} times' },
  'counts.clock': { one: '{count} half-move since the last capture or pawn move.', other: '{count} half-moves since the last capture or pawn move.' },
  why: 'Why',
  // "Why can't this be claimed? Show a mate": the button, in two parts (the second never wraps).
  'mateBox.question': "Why can't this be claimed?",
  'mateBox.request': 'Show a mate',
  noMoves: 'No moves yet.',
  'noMoves.black': 'Black to play: no moves yet.',
  promote: 'Promote',
  mainLine: 'Make main line',
  deleteFrom: 'Delete from here',
  comment: 'Comment',
  teach: 'Teach',
};
