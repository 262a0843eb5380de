// Hungarian words of the game audit (the Game audit panel of an imported game: one line per
// finding, made from its facts by www/element/findings.js). Placeholders are in braces; a message
// with plural forms is an object of Intl.PluralRules categories chosen by its `count`. {law},
// {claimLaw} and {announceLaw} are articles of the Laws ("FIDE 9.2.1.1"), {move} a move as a
// reader finds it ("31... Kf8"), {recorded}, {expected}, {tag} and {token} results ("1-0").
// Terms: www/i18n/glossary/hu.md. No article ("a"/"az") stands before a placeholder.
export default {
  // A finding in the list, after the move it is about; a finding about the start of the game.
  'audit.at': '{move}: {text}',
  'audit.theStart': 'kezdőállás',

  // A move that cannot be read or played, or text that is not PGN, on line {line} of the game's
  // text ({error}: what the PGN reader says, in English).
  'audit.unread': '{line}. sor: {error}; a játszma többi része nincs ellenőrizve',
  // The Result tag and the result written after the moves differ.
  'audit.resultTagMismatch': 'a Result címke szerint {tag}, de a lépések után {token} áll',

  // When and how a game had ended by itself: the {when} and {how} of the sentences below.
  'audit.after': '{move} után',
  'audit.atStart': 'már a kezdőállásban',
  'audit.byCheckmate': 'mattal, {side} győzelmével',
  'audit.byDraw': '{rule} miatt döntetlenül',
  'audit.rule.stalemate': 'patt',
  'audit.rule.insufficientMaterial': 'elégtelen mattolóerő',
  'audit.rule.deadPosition': 'halott állás',
  'audit.rule.seventyFiveMoves': 'a 75 lépéses szabály',
  'audit.rule.fivefold': 'ötszöri állásismétlés',

  // Moves played (or written) after the game had ended by itself ({written}: what the PGN reader
  // says of the move written, in English).
  'audit.movesAfterEnd': {
    one: 'a játszma {when} {how} ért véget ({law}), mégis még {count} lépést játszottak',
    other: 'a játszma {when} {how} ért véget ({law}), mégis még {count} lépést játszottak',
  },
  'audit.movesWrittenAfterEnd': 'a játszma {when} {how} ért véget ({law}), mégis további lépéseket jegyeztek fel ({written})',
  'audit.movesPlayedAndWrittenAfterEnd': {
    one: 'a játszma {when} {how} ért véget ({law}), mégis még {count} lépést játszottak, és továbbiakat jegyeztek fel ({written})',
    other: 'a játszma {when} {how} ért véget ({law}), mégis még {count} lépést játszottak, és továbbiakat jegyeztek fel ({written})',
  },

  // A result that contradicts how the game had ended.
  'audit.resultAfterEnd': 'az eredmény {recorded}, pedig a játszma {when} {how} ért véget: {expected} ({law})',
  'audit.resultInDeadPosition': 'az eredmény {recorded}, de a végállás halott: egyik fél sem adhat soha mattot, így a játszma már az állás kialakulásakor döntetlenül végződött ({law})',

  // A win on time by a side that could never have mated ({proof}: why, as the draw panel says it).
  'audit.timeWinCannotMate': '{side} időre nyert, pedig soha nem adhatott volna mattot ({proof}): a játszma döntetlen ({law})',

  // A draw that could have been claimed after {move}, and the game went on; {count}: the later
  // chances by the same rule.
  'audit.claim.threefold': 'az állás harmadszor állt elő',
  'audit.claim.fiftyMoves': 'ötven lépés telt el ütés és gyaloglépés nélkül',
  'audit.missedClaim': '{move} után {what}: {side} döntetlent igényelhetett volna ({claimLaw}), {other} pedig {move} bejelentésével ({announceLaw}); a játszma folytatódott',
  'audit.missedClaimAgain': {
    one: '{move} után {what}: {side} döntetlent igényelhetett volna ({claimLaw}), {other} pedig {move} bejelentésével ({announceLaw}); a játszma folytatódott (és később még egyszer)',
    other: '{move} után {what}: {side} döntetlent igényelhetett volna ({claimLaw}), {other} pedig {move} bejelentésével ({announceLaw}); a játszma folytatódott (és később még {count} alkalommal)',
  },
};
