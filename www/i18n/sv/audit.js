// Swedish words of the game audit (the Game audit panel of an imported game: one line per
// finding, made from its facts by www/element/findings.js). Placeholders are in braces; a message
// with plural forms is an object of Intl.PluralRules categories chosen by its `count`. {law},
// {claimLaw} and {announceLaw} are articles of the Laws ("FIDE 9.2.1.1"), {move} a move as a
// reader finds it ("31... Kf8"), {recorded}, {expected}, {tag} and {token} results ("1-0").
// Terms: www/i18n/glossary/sv.md.
export default {
  // A finding in the list, after the move it is about; a finding about the start of the game.
  'audit.at': '{move}: {text}',
  'audit.theStart': 'början',

  // A move that cannot be read or played, or text that is not PGN, on line {line} of the game's
  // text ({error}: what the PGN reader says, in English).
  'audit.unread': 'rad {line}: {error}; resten av partiet kontrolleras inte',
  // The Result tag and the result written after the moves differ.
  'audit.resultTagMismatch': 'Result-taggen anger {tag}, men dragen slutar med {token}',

  // When and how a game had ended by itself: the {when} and {how} of the sentences below.
  'audit.after': 'efter {move}',
  'audit.atStart': 'redan i utgångsställningen',
  'audit.byCheckmate': 'med schackmatt av {side}',
  'audit.byDraw': 'med remi genom {rule}',
  'audit.rule.stalemate': 'patt',
  'audit.rule.insufficientMaterial': 'otillräckligt material',
  'audit.rule.deadPosition': 'död ställning',
  'audit.rule.seventyFiveMoves': '75-dragsregeln',
  'audit.rule.fivefold': 'femfaldig upprepning',

  // Moves played (or written) after the game had ended by itself ({written}: what the PGN reader
  // says of the move written, in English).
  'audit.movesAfterEnd': {
    one: 'partiet slutade {when} {how} ({law}), men ändå spelades {count} drag till',
    other: 'partiet slutade {when} {how} ({law}), men ändå spelades {count} drag till',
  },
  'audit.movesWrittenAfterEnd': 'partiet slutade {when} {how} ({law}), men ändå skrevs fler drag ({written})',
  'audit.movesPlayedAndWrittenAfterEnd': {
    one: 'partiet slutade {when} {how} ({law}), men ändå spelades {count} drag till, och fler skrevs ({written})',
    other: 'partiet slutade {when} {how} ({law}), men ändå spelades {count} drag till, och fler skrevs ({written})',
  },

  // A result that contradicts how the game had ended.
  'audit.resultAfterEnd': 'resultatet är {recorded}, men partiet hade slutat {when} {how}: {expected} ({law})',
  'audit.resultInDeadPosition': 'resultatet är {recorded}, men slutställningen är död: ingen av spelarna kan någonsin sätta matt, så partiet blev remi när den uppstod ({law})',

  // A win on time by a side that could never have mated ({proof}: why, as the draw panel says it).
  'audit.timeWinCannotMate': '{side} vann på tid, men hade aldrig kunnat sätta matt ({proof}): partiet är remi ({law})',

  // A draw that could have been claimed after {move}, and the game went on; {count}: the later
  // chances by the same rule.
  'audit.claim.threefold': 'ställningen uppstod för tredje gången',
  'audit.claim.fiftyMoves': '50 drag hade spelats utan slag eller bondedrag',
  'audit.missedClaim': '{what} efter {move}: {side} kunde ha begärt remi ({claimLaw}), och {other} genom att tillkännage {move} ({announceLaw}); partiet fortsatte',
  'audit.missedClaimAgain': {
    one: '{what} efter {move}: {side} kunde ha begärt remi ({claimLaw}), och {other} genom att tillkännage {move} ({announceLaw}); partiet fortsatte (och ännu en gång senare)',
    other: '{what} efter {move}: {side} kunde ha begärt remi ({claimLaw}), och {other} genom att tillkännage {move} ({announceLaw}); partiet fortsatte (och {count} gånger till senare)',
  },
};
