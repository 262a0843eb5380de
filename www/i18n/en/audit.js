// English words of the game audit (the Game audit panel of an imported game: one line per
// finding, made from its facts by www/element/findings.js). Placeholders are in braces; a message
// with plural forms is an object of Intl.PluralRules categories chosen by its `count`. {law},
// {claimLaw} and {announceLaw} are articles of the Laws ("FIDE 9.2.1.1"), {move} a move as a
// reader finds it ("31... Kf8"), {recorded}, {expected}, {tag} and {token} results ("1-0").
export default {
  // A finding in the list, after the move it is about; a finding about the start of the game.
  'audit.at': '{move}: {text}',
  'audit.theStart': 'the start',

  // A move that cannot be read or played, or text that is not PGN, on line {line} of the game's
  // text ({error}: what the PGN reader says, in English).
  'audit.unread': 'line {line}: {error}; the rest of the game is not checked',
  // The Result tag and the result written after the moves differ.
  'audit.resultTagMismatch': 'the Result tag says {tag} but the moves end with {token}',

  // When and how a game had ended by itself: the {when} and {how} of the sentences below.
  'audit.after': 'after {move}',
  'audit.atStart': 'at the start',
  'audit.byCheckmate': 'in checkmate by {side}',
  'audit.byDraw': 'in a draw by {rule}',
  'audit.rule.stalemate': 'stalemate',
  'audit.rule.insufficientMaterial': 'insufficient material',
  'audit.rule.deadPosition': 'dead position',
  'audit.rule.seventyFiveMoves': 'seventy-five-move rule',
  'audit.rule.fivefold': 'fivefold repetition',

  // Moves played (or written) after the game had ended by itself ({written}: what the PGN reader
  // says of the move written, in English).
  'audit.movesAfterEnd': {
    one: 'the game ended {when} {how} ({law}), yet {count} more move was played',
    other: 'the game ended {when} {how} ({law}), yet {count} more moves were played',
  },
  'audit.movesWrittenAfterEnd': 'the game ended {when} {how} ({law}), yet more moves were written ({written})',
  'audit.movesPlayedAndWrittenAfterEnd': {
    one: 'the game ended {when} {how} ({law}), yet {count} more move was played, and more written ({written})',
    other: 'the game ended {when} {how} ({law}), yet {count} more moves were played, and more written ({written})',
  },

  // A result that contradicts how the game had ended.
  'audit.resultAfterEnd': 'the result is {recorded}, but the game had ended {when} {how}: {expected} ({law})',
  'audit.resultInDeadPosition': 'the result is {recorded}, but the final position is dead: neither side can ever mate, so the game was drawn when it arose ({law})',

  // A win on time by a side that could never have mated ({proof}: why, as the draw panel says it).
  'audit.timeWinCannotMate': '{side} won on time, but could never have mated ({proof}): the game is drawn ({law})',

  // A draw that could have been claimed after {move}, and the game went on; {count}: the later
  // chances by the same rule.
  'audit.claim.threefold': 'the position stood for the third time',
  'audit.claim.fiftyMoves': 'fifty moves had passed without a capture or pawn move',
  'audit.missedClaim': 'after {move} {what}: {side} could have claimed a draw ({claimLaw}), and {other} by announcing {move} ({announceLaw}); the game went on',
  'audit.missedClaimAgain': {
    one: 'after {move} {what}: {side} could have claimed a draw ({claimLaw}), and {other} by announcing {move} ({announceLaw}); the game went on (and once more later)',
    other: 'after {move} {what}: {side} could have claimed a draw ({claimLaw}), and {other} by announcing {move} ({announceLaw}); the game went on (and {count} more times later)',
  },
};
