// Hungarian words of lessons: the rule quizzes (lesson/quiz.js), puzzle mode (lesson/puzzle.js),
// the teacher's panel (lesson/teach.js) and the arbiter drill (drill.html, drill.js). {side} and
// the like are side names ("Világos"); {law} is an article as cited ("FIDE 9.3"); {move} and
// {moves} are moves in SAN ("Nf3"); a message with plural forms is chosen by {count}.
// Terms: www/i18n/glossary/hu.md. No article ("a"/"az") stands before a placeholder.
export default {
  // The quiz kinds, as the teacher's panel offers them and the drill names its questions.
  'quiz.kind.claim': 'Igényelhető-e döntetlen?',
  'quiz.kind.flag': 'Mi történik, ha lejár az idő?',
  'quiz.kind.dead': 'Halott-e az állás?',
  'quiz.kind.mate': 'Adhat-e még mattot a lépésen lévő játékos?',

  // A quiz's answer, under its options: while the proof is coming, without one, and once
  // answered ("Right. <reason>", "Not quite: <the right option>. <reason>").
  'quiz.proving': 'A tábla még bizonyítja a választ…',
  'quiz.unproved': 'A tábla nem bizonyította a választ, ezért egyiket sem jelöli meg. {reason}',
  'quiz.answered': '{verdict} {reason}',
  'quiz.right': 'Helyes.',
  'quiz.notQuite': 'Nem egészen: {answer}.',

  // Sentences of the reasons: a side's mating chances ({fact} is the draw panel's, "White can
  // still checkmate: 1. Qh5 ..."), and how a game ended by itself.
  'quiz.fact': '{fact}.',
  'quiz.canMateHidden': '{side} még mattot adhat (a lépéssor a feladvány megoldása után látható).',
  'quiz.ended.checkmate': 'matt ({law})',
  'quiz.ended.stalemate': 'patt ({law})',
  'quiz.ended.insufficientMaterial': 'egyik fél sem rendelkezik mattolóerővel ({law})',
  'quiz.ended.deadPosition': 'az állás halott ({law})',
  'quiz.ended.fivefold': 'ugyanaz az állás ötödször fordult elő ({law})',
  'quiz.ended.seventyFiveMoves': 'mindkét játékos hetvenöt lépést tett ütés és gyaloglépés nélkül ({law})',

  // The claim quiz: "Can White, to move, claim a draw?"
  'quiz.claim.question': '{side} van lépésen: igényelhet-e döntetlent?',
  'quiz.claim.now': 'Igen, {side} most igényelhet',
  'quiz.claim.announce': 'Csak ha leír egy lépést, és bejelenti',
  'quiz.claim.over': 'Nem szükséges: a játszma már döntetlen',
  'quiz.claim.no': 'Nem',
  // ... its reasons. {seen} is quiz.claim.seen; {times} and {played} its counts.
  'quiz.claim.seen': 'az állás {times} fordult elő, és az utolsó ütés vagy gyaloglépés óta {played}',
  'quiz.claim.times': { one: '{count} alkalommal', other: '{count} alkalommal' },
  'quiz.claim.played': { one: '{count} féllépés történt', other: '{count} féllépés történt' },
  'quiz.claim.won': 'Nem: a játszma véget ért – {how}. {side} nyert.',
  'quiz.claim.ended': 'A játszma magától, igénylés nélkül ért véget: {how}.',
  'quiz.claim.deadUnknown': 'A keresés kimerítette a keretét, mielőtt bizonyította volna, hogy halott-e az állás; ha igen, a játszma már véget ért.',
  'quiz.claim.mayNow': '{side} most igényelhet: {rules}.',
  'quiz.claim.threefoldNow': 'ugyanaz az állás harmadszor állt elő, és {side} van lépésen ({law})',
  'quiz.claim.fiftyNow': 'mindkét játékos ötven lépést tett ütés és gyaloglépés nélkül ({law})',
  'quiz.claim.bothRules': '{first}; továbbá {second}',
  'quiz.claim.byAnnouncing': 'Még nem: {seen}. {side} azonban felírhat egy lépést a játszmalapra ({moves}), bejelentheti a versenybírónak, hogy ezt kívánja megtenni, és igényelhet: {rules}. Ha előbb megteszi a lépést, az igénylés joga az ellenfélre száll.',
  // {moves}: the first four of the moves, then how many more there are.
  'quiz.claim.more': { one: 'még egy lépés', other: 'a további {count} lépés egyike' },
  'quiz.claim.oneOfItsMoves': 'lehetséges lépései egyike',
  'quiz.claim.threefoldNext': 'az utána kialakuló állás harmadszor állna elő ({law})',
  'quiz.claim.fiftyNext': 'ezzel teljes lenne mindkét játékos ötven lépése ütés és gyaloglépés nélkül ({law})',
  'quiz.claim.eitherRule': '{first}; vagy {second}',
  'quiz.claim.none': 'Nem: {seen}. Az igényléshez egy állás harmadszori előfordulása ({threefoldLaw}) vagy mindkét játékos ötven lépése ({fiftyLaw}) kell, és {side} egyetlen lépése sem teljesítené egyiket sem.',

  // The flag quiz: under the FIDE Laws, then under US Chess rule 14E ({rule}: "14E", "14E2").
  'quiz.flag.question': '{side} ideje most lejár. Mi az eredmény a FIDE sakkszabályai szerint?',
  'quiz.flag.opponentWins': '{side} nyer',
  'quiz.flag.draw': 'Döntetlen',
  'quiz.flag.over': 'A játszma már véget ért: az idő most bekövetkező lejárta semmin sem változtat.',
  'quiz.flag.fide': '{law}: akinek lejár az ideje, elveszíti a játszmát, kivéve, ha az ellenfél semmilyen szabályos lépéssorozattal sem tud mattot adni – ekkor a játszma döntetlen. {fact}',
  'quiz.flag.usQuestion': 'És a US Chess szabályai szerint ({rule}, elégtelen mattolóerő az időre nyeréshez)?',
  'quiz.flag.us': 'US Chess {rule}: {clause}.',
  // ... the clauses of 14E ({side}: the opponent of {flagger}, whose flag fell; {forced}: one
  // of the four after them).
  'quiz.flag.loneKing': '{side} anyaga csupán a király, így döntetlen',
  'quiz.flag.minorPiece': '{side} anyaga csak egy király és egy futó vagy huszár, így döntetlen, hacsak {side} nem tudja kikényszeríteni a nyerést; {forced}',
  'quiz.flag.twoKnights': '{side} anyaga csak egy király és két huszár, {flagger} oldalán pedig nincs gyalog, így döntetlen, hacsak {side} nem tudja kikényszeríteni a nyerést; {forced}',
  'quiz.flag.cannotMate': '{side} egyáltalán nem tud mattot adni, így kikényszeríthető nyerése sincs',
  'quiz.flag.noTable': 'nincs végjáték-adatbázis, amely eldöntené, hogy van-e kikényszeríthető nyerése',
  'quiz.flag.forcedWin': { one: 'van kikényszeríthető nyerése (végjáték-adatbázis: {count} lépésben matt)', other: 'van kikényszeríthető nyerése (végjáték-adatbázis: {count} lépésben matt)' },
  'quiz.flag.noForcedWin': 'nincs kikényszeríthető nyerése (végjáték-adatbázis)',

  // The dead-position quiz. {white} and {black}: each side's mating chances, a sentence each.
  'quiz.dead.question': 'Halott-e az állás – vagyis semmilyen szabályos lépéssorozat sem vezethet mattra ({law})?',
  'quiz.dead.yes': 'Igen: a játszma döntetlen',
  'quiz.dead.no': 'Nem: matt még lehetséges',
  'quiz.dead.over': 'A játszma már véget ért, bármi is a válasz: {how}.',
  'quiz.dead.isDead': 'Igen: {white} {black} A játszma akkor ért véget, amikor az állás kialakult.',
  'quiz.dead.facts': '{white} {black}',

  // The mate quiz: with an endgame table (force, help, never), else yes or never.
  'quiz.mate.question': '{side} adhat-e még mattot?',
  'quiz.mate.questionAny': '{side} adhat-e még mattot (bármilyen szabályos lépéssorozattal)?',
  'quiz.mate.force': 'Igen, kikényszerítve',
  'quiz.mate.help': 'Csak ha {side} segít',
  'quiz.mate.never': 'Nem, soha',
  'quiz.mate.yes': 'Igen',
  // ... its reason: the table's {verdict}, then the {fact} of quiz.fact.
  'quiz.mate.reason': '{verdict} {fact}',
  'quiz.mate.tableWin': { one: 'A végjáték-adatbázis szerint {side} legjobb játékkal {count} lépésben mattot ad.', other: 'A végjáték-adatbázis szerint {side} legjobb játékkal {count} lépésben mattot ad.' },
  'quiz.mate.tableWinTooLate': { one: 'A végjáték-adatbázis szerint {side} legjobb játékkal {count} lépésben mattot ad, de előbb a 75 lépéses szabály döntetlent eredményez.', other: 'A végjáték-adatbázis szerint {side} legjobb játékkal {count} lépésben mattot ad, de előbb a 75 lépéses szabály döntetlent eredményez.' },
  'quiz.mate.tableNoForce': 'A végjáték-adatbázis szerint {side} a legjobb védekezéssel szemben nem tudja kikényszeríteni a mattot.',
  // {count}: the half-moves played since the last capture or pawn move; {other}: the defender.
  'quiz.mate.claimFirst': { one: '{verdict} Csakhogy {count} féllépés telt el ütés és gyaloglépés nélkül: ha útközben egy ilyen nem indítja újra a számlálást, {other} még a matt előtt döntetlent igényelhet az 50 lépéses szabály alapján ({law}), ezért a tábla itt nem dönt a „kikényszerítve” kérdésében.', other: '{verdict} Csakhogy {count} féllépés telt el ütés és gyaloglépés nélkül: ha útközben egy ilyen nem indítja újra a számlálást, {other} még a matt előtt döntetlent igényelhet az 50 lépéses szabály alapján ({law}), ezért a tábla itt nem dönt a „kikényszerítve” kérdésében.' },

  // Puzzle mode: the panel, its task line ("White to play: find the lesson's move (1 of 3).")
  // and its buttons.
  'puzzle.title': 'Feladvány',
  'puzzle.task': '{side} lép: keresse meg a lecke lépését ({number}/{count}).',
  'puzzle.replies': '{side} válaszol…',
  'puzzle.yourMove': 'Ön következik.',
  'puzzle.hint': 'Tipp',
  'puzzle.hint.label': 'Tipp: a lépő bábu, majd a célmezője',
  'puzzle.reveal': 'A lépés megmutatása',
  'puzzle.retry': 'Újra',
  'puzzle.retry.label': 'Újra: a feladvány újrakezdése',
  'puzzle.restarted': 'A feladvány újraindult. {task}',
  'puzzle.wait': 'Várjon a táblára: éppen válaszol, vagy egy lépést ellenőriz.',
  // ... what a try gets ({move}: the move tried, {expected}: the lesson's); a sentence of ours
  // and then the lesson's comment or the summary (puzzle.andThen).
  'puzzle.andThen': '{first} {then}',
  'puzzle.right': 'Helyes: {move}.',
  'puzzle.notThis': 'Nem ez: {move}.',
  'puzzle.checking': '{move} ellenőrzése…',
  'puzzle.checkingSaid': '{move} ellenőrzése.',
  'puzzle.notLessonMove': 'Nem a lecke lépése: {move}. Próbálja újra.',
  'puzzle.revealed': 'A lecke lépése: {move}.',
  // {why}: one of the four after it.
  'puzzle.justAsGood': 'Ugyanolyan jó: {move} – {why}. A lecke így folytatódik: {expected}.',
  'puzzle.matesAsWell': 'ez is mattot ad',
  'puzzle.drawsAsWell': 'ez is döntetlent tart (végjáték-adatbázis)',
  'puzzle.winsAsWell': 'ez is nyer (végjáték-adatbázis: matt {mine} lépésben, a lecke lépésével {theirs} lépésben)',
  'puzzle.matesInAsWell': 'ez is {count} lépésben ad mattot (gépi keresés, {plies} féllépés mélységig)',
  // ... the hints: the piece to move ({from}: its square), then where it goes ({to}).
  'puzzle.hintPiece.king': 'Tipp: lépjen a királlyal ({from}).',
  'puzzle.hintPiece.queen': 'Tipp: lépjen a vezérrel ({from}).',
  'puzzle.hintPiece.rook': 'Tipp: lépjen a bástyával ({from}).',
  'puzzle.hintPiece.bishop': 'Tipp: lépjen a futóval ({from}).',
  'puzzle.hintPiece.knight': 'Tipp: lépjen a huszárral ({from}).',
  'puzzle.hintPiece.pawn': 'Tipp: lépjen a gyaloggal ({from}).',
  'puzzle.hintSquare.king': 'Tipp: a király ({from}) ide lép: {to}.',
  'puzzle.hintSquare.queen': 'Tipp: a vezér ({from}) ide lép: {to}.',
  'puzzle.hintSquare.rook': 'Tipp: a bástya ({from}) ide lép: {to}.',
  'puzzle.hintSquare.bishop': 'Tipp: a futó ({from}) ide lép: {to}.',
  'puzzle.hintSquare.knight': 'Tipp: a huszár ({from}) ide lép: {to}.',
  'puzzle.hintSquare.pawn': 'Tipp: a gyalog ({from}) ide lép: {to}.',
  // ... the end ({moves}: puzzle.moves; {hints}: puzzle.hints; {firstTry}, {revealed}: numbers).
  'puzzle.solved': 'Megoldva: {moves} közül {firstTry} elsőre sikerült; {hints} felhasználva; {revealed} megmutatva.',
  'puzzle.moves': { one: '{count} lépés', other: '{count} lépés' },
  'puzzle.hints': { one: '{count} tipp', other: '{count} tipp' },
  'puzzle.nothingToFind': 'Ebben a leckében innen nincs megtalálandó lépés.',

  // The teacher's panel under the moves (Teach), and what a screen reader hears from it.
  'teach.legend': 'Tanítás ezzel a lépéssel',
  'teach.find': 'Az olvasó ezt a lépést keresi meg (feladványmód)',
  'teach.ask': 'Kérdés az olvasónak e lépés után:',
  'teach.findSet': 'Az olvasó ezt a lépést fogja megkeresni.',
  'teach.findRemoved': 'Ez már nem megtalálandó lépés.',
  // {value}: the quizzes as the PGN writes them ("claim,dead").
  'teach.quizSet': 'Kvíz beállítva: {value}.',
  'teach.quizRemoved': 'Kvíz eltávolítva.',
  // The quiz panel's title, and puzzle mode turned on and off.
  'teach.question': 'Kérdés',
  'teach.puzzleStarted': 'Feladvány: {side} lép.',
  'teach.puzzleClosed': 'Feladvány bezárva.',

  // The arbiter drill page (drill.html): its title, introduction ({fide}: "FIDE 6.9", {us}: "US
  // Chess rule 14E") and links.
  'drill.pageTitle': 'drawboard: versenybírói gyakorlat – igénylések, időtúllépés és halott állások',
  'drill.title': 'Versenybírói gyakorlat',
  'drill.intro': 'Döntsön az állásról úgy, ahogy egy versenybíró tenné: igényelhet-e döntetlent a lépésen lévő játékos, véget ért-e már a játszma, halott-e az állás, mi történik, ha lejár az idő? A tábla a saját bizonyításai alapján válaszol, és minden válasznál megmutatja a mögötte álló szabályt. Az időtúllépéssel kapcsolatos döntések {fide} és {us} szerint születnek.',
  'drill.pages': 'Oldalak',
  'drill.linkBoard': 'A teljes elemzőtábla',
  'drill.linkEmbed': 'Táblák oktatóoldalakhoz',
  // ... the kinds of question to ask, the line above the board, and the score.
  'drill.kinds': 'Kérdések témája',
  'drill.kinds.claim': 'Igénylések és automatikus döntetlenek',
  'drill.kinds.dead': 'Halott állások',
  'drill.kinds.flag': 'Időtúllépés',
  'drill.kinds.mate': 'Mattesélyek',
  'drill.next': 'Következő kérdés',
  'drill.making': 'Állás készítése…',
  'drill.noPosition': 'Nem sikerült állást készíteni: próbálja újra.',
  'drill.failed': 'A táblát nem sikerült betölteni.',
  'drill.score': { one: 'Pontszám ebben a látogatásban: {count} válaszból {right} helyes.', other: 'Pontszám ebben a látogatásban: {count} válaszból {right} helyes.' },
  'drill.noScore': 'Pontszám ebben a látogatásban: még nincs válasz.',
};
