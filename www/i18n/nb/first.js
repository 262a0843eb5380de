// Norwegian Bokmål words of what a board shows with its first verdict: the controls, the panels'
// titles, the draw panel's headline, badges and facts, the move list, and what a screen reader
// hears. Placeholders are in braces; a message with plural forms is an object of
// Intl.PluralRules categories chosen by its `count`. Terms: www/i18n/glossary/nb.md.
export default {
  // Colours, and the articles of the Laws as cited ({article} is "9.2.1.1", "14E2").
  'side.white': 'Hvit',
  'side.black': 'Svart',
  'law.fide': 'FIDE § {article}',
  'law.usChess': 'US Chess-regel {article}',
  // The piece letters of SAN in this language, for K Q R B N (space between; "local" notation).
  letters: 'K D T L S',
  'nav.first': '«',
  'nav.back': '‹',
  'nav.forward': '›',
  'nav.last': '»',
  flip: 'Snu',
  undo: 'Angre',
  reset: 'Tilbakestill',
  edit: 'Rediger',
  // (Draw as in drawing arrows on the board, not a drawn game.)
  draw: 'Tegn',

  // The move box.
  move: 'Skriv et trekk',
  'move.hint': 'e4, Nf3, O-O, e7e8q',
  'move.play': 'Spill',

  // The panels' titles.
  'panel.draws': 'Remis',
  'panel.table': 'Sluttspillsdatabase',
  'panel.engine': 'Motor',
  'panel.audit': 'Partikontroll',
  'panel.moves': 'Trekk',
  'panel.more': 'Begrunnelse og verktøy',

  // The draw panel: the headline, the badges and the facts under them.
  'headline.toMove': '{side} i trekket',
  'headline.inCheck': '{side} i trekket (i sjakk)',
  'headline.wins': 'Partiet er slutt: {side} vinner ({result})',
  'headline.draw': 'Partiet er slutt: remis (½-½)',
  badges: 'Remis og partislutt',
  'label.checkmate': 'Sjakkmatt',
  'label.stalemate': 'Patt',
  'label.insufficientMaterial': 'Utilstrekkelig materiell',
  'label.deadPosition': 'Død stilling',
  'label.fivefold': 'Femdobbel stillingsgjentakelse',
  'label.seventyFiveMoves': '75-trekksregelen',
  'label.threefold': 'Tredobbel stillingsgjentakelse',
  'label.fiftyMoves': '50-trekksregelen',
  'label.mateCannotBeForced': 'Matt kan ikke forseres',
  'badge.over': 'partiet er slutt',
  'badge.drawn': 'partiet er remis',
  'badge.claimable': 'remis kan kreves',
  'badge.claimLabel': '{label}: remis kan kreves',
  'badge.materialNote': 'ingen av sidene har materiell til å forsere matt',
  // "Claim with the next move: write down Kf2 or Kg2 before playing it, and claim the draw
  // (Threefold repetition)." {moves} are the moves in bold.
  'claim.label': 'Krev med neste trekk:',
  'claim.write': 'skriv ned {moves} før trekket utføres, og krev remis ({rules}).',
  'claim.more': { one: 'ett trekk til', other: 'ett av {count} trekk til' },
  'material.has': '{side} har materiell til å forsere matt',
  'material.hasNot': '{side} har ikke materiell til å forsere matt',
  // Whether a side can still mate. {line} is a legal line in SAN; {proof} one of proofWord.*.
  'mate.line': '{side} kan fortsatt sette matt: {line}',
  'mate.longLine': { one: '{side} kan fortsatt sette matt (vist med en lovlig variant på {count} trekk)', other: '{side} kan fortsatt sette matt (vist med en lovlig variant på {count} trekk)' },
  'mate.never': '{side} kan aldri sette matt ({proof})',
  'mate.checking': 'Undersøker om {side} fortsatt kan sette matt…',
  'mate.notSettled': 'Ikke fastslått om {side} fortsatt kan sette matt: søket brukte opp budsjettet sitt',
  'mate.notYet': 'Ennå ikke kjent om {side} fortsatt kan sette matt',
  'proofWord.material': 'for lite materiell',
  'proofWord.lockedPawns': 'bøndene er låst for godt',
  'proofWord.gameOver': 'partiet er slutt',
  'proofWord.everyMove': 'hvert lovlig trekk utelukker det',
  'proofWord.exhaustive': 'hver stilling som kan oppstå, er undersøkt',
  'proofWord.seventyFiveMoves': '75-trekksregelen slår inn først',
  'proofWord.proved': 'bevist',
  // A flag falling (FIDE 6.9, US Chess 14E): {law} is the article as cited.
  'flag.falls': 'Hvis {side}s flagg faller: {ruling}',
  'flag.opponentWins': '{other} vinner ({law})',
  'flag.draw': 'remis – {other} kan ikke sette matt med noen serie av lovlige trekk ({law})',
  'flag.notSettled': 'ikke fastslått – remis bare hvis {other} ikke kan sette matt med noen serie av lovlige trekk ({law})',
  'flag.checking': 'undersøker om matt fortsatt er mulig…',
  'flag.usChess': '{text}; etter {law}: {ruling}',
  'flagUs.opponentWins': '{other} vinner',
  'flagUs.draw': 'remis',
  'flagUs.notSettled': 'remis med mindre {other} har en forsert gevinst, noe som ikke er fastslått her',
  counts: '{seen}; {clock}',
  'counts.seen': { one: 'Stillingen har forekommet {count} gang', other: 'Stillingen har forekommet {count} ganger' },
  'counts.clock': { one: '{count} halvtrekk siden siste slag eller bondetrekk.', other: '{count} halvtrekk siden siste slag eller bondetrekk.' },
  why: 'Hvorfor',
  // "Why can't this be claimed? Show a mate": the button, in two parts (the second never wraps).
  'mateBox.question': 'Hvorfor kan ikke remis kreves?',
  'mateBox.request': 'Vis en matt',
  noMoves: 'Ingen trekk ennå.',
  'noMoves.black': 'Svart i trekket: ingen trekk ennå.',
  promote: 'Flytt opp',
  mainLine: 'Gjør til hovedvariant',
  deleteFrom: 'Slett herfra',
  comment: 'Kommentar',
  teach: 'Undervis',
};
