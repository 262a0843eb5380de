// Polish words of lessons: the rule quizzes (lesson/quiz.js), puzzle mode (lesson/puzzle.js),
// the teacher's panel (lesson/teach.js) and the arbiter drill (drill.html, drill.js). {side} and
// the like are side names ("Białe"); {law} is an article as cited ("FIDE 9.3"); {move} and
// {moves} are moves in SAN ("Nf3"); a message with plural forms is chosen by {count}.
// Terms: www/i18n/glossary/pl.md.
export default {
  // The quiz kinds, as the teacher's panel offers them and the drill names its questions.
  'quiz.kind.claim': 'Czy można zażądać remisu?',
  'quiz.kind.flag': 'Co, jeśli opadnie chorągiewka?',
  'quiz.kind.dead': 'Czy pozycja jest martwa?',
  'quiz.kind.mate': 'Czy strona na posunięciu może jeszcze dać mata?',

  // A quiz's answer, under its options: while the proof is coming, without one, and once
  // answered ("Right. <reason>", "Not quite: <the right option>. <reason>").
  'quiz.proving': 'Szachownica wciąż dowodzi odpowiedzi…',
  'quiz.unproved': 'Szachownica nie udowodniła odpowiedzi, więc żadnej nie zaznacza. {reason}',
  'quiz.answered': '{verdict} {reason}',
  'quiz.right': 'Dobrze.',
  'quiz.notQuite': 'Niezupełnie: {answer}.',

  // Sentences of the reasons: a side's mating chances ({fact} is the draw panel's, "White can
  // still checkmate: 1. Qh5 ..."), and how a game ended by itself.
  'quiz.fact': '{fact}.',
  'quiz.canMateHidden': '{side} mogą jeszcze dać mata (wariant zostanie pokazany po rozwiązaniu zadania).',
  'quiz.ended.checkmate': 'mat ({law})',
  'quiz.ended.stalemate': 'pat ({law})',
  'quiz.ended.insufficientMaterial': 'żadna ze stron nie ma materiału do dania mata ({law})',
  'quiz.ended.deadPosition': 'pozycja jest martwa ({law})',
  'quiz.ended.fivefold': 'ta sama pozycja wystąpiła pięć razy ({law})',
  'quiz.ended.seventyFiveMoves': '75 posunięć każdego z zawodników bez bicia i bez posunięcia pionem ({law})',

  // The claim quiz: "Can White, to move, claim a draw?"
  'quiz.claim.question': 'Czy {side}, będąc na posunięciu, mogą zażądać remisu?',
  'quiz.claim.now': 'Tak, {side} mogą zażądać teraz',
  'quiz.claim.announce': 'Tylko zapisując posunięcie i zapowiadając je',
  'quiz.claim.over': 'Nie ma potrzeby: partia już zakończyła się remisem',
  'quiz.claim.no': 'Nie',
  // ... its reasons. {seen} is quiz.claim.seen; {times} and {played} its counts.
  'quiz.claim.seen': 'pozycja wystąpiła {times}, a od ostatniego bicia lub posunięcia pionem {played}',
  'quiz.claim.times': { one: '{count} raz', few: '{count} razy', many: '{count} razy', other: '{count} raza' },
  'quiz.claim.played': { one: 'wykonano {count} półruch', few: 'wykonano {count} półruchy', many: 'wykonano {count} półruchów', other: 'wykonano {count} półruchu' },
  'quiz.claim.won': 'Nie: partia jest zakończona – {how}. Wygrały {side}.',
  'quiz.claim.ended': 'Partia zakończyła się samoczynnie, bez żądania: {how}.',
  'quiz.claim.deadUnknown': 'Przeszukiwanie wyczerpało limit, zanim wykazało, czy pozycja jest martwa; jeśli jest, partia jest już zakończona.',
  'quiz.claim.mayNow': '{side} mogą zażądać teraz: {rules}.',
  'quiz.claim.threefoldNow': 'ta sama pozycja wystąpiła po raz trzeci, a na posunięciu są {side} ({law})',
  'quiz.claim.fiftyNow': 'każdy z zawodników wykonał 50 posunięć bez bicia i bez posunięcia pionem ({law})',
  'quiz.claim.bothRules': '{first}; oraz {second}',
  'quiz.claim.byAnnouncing': 'Jeszcze nie: {seen}. Ale {side} mogą zapisać {moves} na blankiecie, oznajmić sędziemu zamiar wykonania tego posunięcia i zażądać remisu: {rules}. Jeśli posunięcie zostanie najpierw wykonane, prawo do żądania przechodzi na przeciwnika.',
  // {moves}: the first four of the moves, then how many more there are.
  'quiz.claim.more': { one: 'jeszcze jedno posunięcie', few: 'jedno z {count} innych posunięć', many: 'jedno z {count} innych posunięć', other: 'jedno z {count} innych posunięć' },
  'quiz.claim.oneOfItsMoves': 'jedno ze swoich posunięć',
  'quiz.claim.threefoldNext': 'pozycja po nim wystąpiłaby po raz trzeci ({law})',
  'quiz.claim.fiftyNext': 'dopełniłoby ono 50 posunięć każdego z zawodników bez bicia i bez posunięcia pionem ({law})',
  'quiz.claim.eitherRule': '{first}; lub {second}',
  'quiz.claim.none': 'Nie: {seen}. Żądanie wymaga trzeciego wystąpienia pozycji ({threefoldLaw}) lub 50 posunięć każdego z zawodników ({fiftyLaw}), a żadne posunięcie, jakie mają {side}, nie dopełniłoby żadnego z tych warunków.',

  // The flag quiz: under the FIDE Laws, then under US Chess rule 14E ({rule}: "14E", "14E2").
  'quiz.flag.question': '{side} właśnie przekroczyły czas. Jaki jest wynik według Przepisów gry FIDE?',
  'quiz.flag.opponentWins': 'Wygrywają {side}',
  'quiz.flag.draw': 'Remis',
  'quiz.flag.over': 'Partia jest już zakończona: opadnięcie chorągiewki niczego teraz nie zmienia.',
  'quiz.flag.fide': '{law}: zawodnik, któremu opadła chorągiewka, przegrywa, chyba że przeciwnik nie może dać mata żadną serią prawidłowych posunięć – wtedy jest remis. {fact}',
  'quiz.flag.usQuestion': 'A według przepisów US Chess ({rule}, niewystarczający materiał do wygranej na czas)?',
  'quiz.flag.us': 'US Chess {rule}: {clause}.',
  // ... the clauses of 14E ({side}: the opponent of {flagger}, whose flag fell; {forced}: one
  // of the four after them).
  'quiz.flag.loneKing': '{side} mają tylko króla, więc jest remis',
  'quiz.flag.minorPiece': '{side} mają tylko króla i gońca lub skoczka, więc jest remis, chyba że {side} mają wygraną forsowną; {forced}',
  'quiz.flag.twoKnights': '{side} mają tylko króla i dwa skoczki, a {flagger} nie mają piona, więc jest remis, chyba że {side} mają wygraną forsowną; {forced}',
  'quiz.flag.cannotMate': '{side} w ogóle nie mogą dać mata, więc nie mają wygranej forsownej',
  'quiz.flag.noTable': 'żadna baza końcówek nie rozstrzygnęła, czy jest wygrana forsowna',
  'quiz.flag.forcedWin': {
    one: 'wygrana forsowna istnieje (baza końcówek: mat w {count} posunięciu)',
    few: 'wygrana forsowna istnieje (baza końcówek: mat w {count} posunięciach)',
    many: 'wygrana forsowna istnieje (baza końcówek: mat w {count} posunięciach)',
    other: 'wygrana forsowna istnieje (baza końcówek: mat w {count} posunięcia)',
  },
  'quiz.flag.noForcedWin': 'wygranej forsownej nie ma (baza końcówek)',

  // The dead-position quiz. {white} and {black}: each side's mating chances, a sentence each.
  'quiz.dead.question': 'Czy pozycja jest martwa – czy żadna seria prawidłowych posunięć nie może doprowadzić do mata ({law})?',
  'quiz.dead.yes': 'Tak: partia kończy się remisem',
  'quiz.dead.no': 'Nie: mat jest wciąż możliwy',
  'quiz.dead.over': 'Partia jest już zakończona, niezależnie od odpowiedzi: {how}.',
  'quiz.dead.isDead': 'Tak: {white} {black} Partia zakończyła się w chwili powstania tej pozycji.',
  'quiz.dead.facts': '{white} {black}',

  // The mate quiz: with an endgame table (force, help, never), else yes or never.
  'quiz.mate.question': 'Czy {side} mogą jeszcze dać mata?',
  'quiz.mate.questionAny': 'Czy {side} mogą jeszcze dać mata (jakąkolwiek serią prawidłowych posunięć)?',
  'quiz.mate.force': 'Tak, forsownie',
  'quiz.mate.help': 'Tylko jeśli {side} pomogą',
  'quiz.mate.never': 'Nie, nigdy',
  'quiz.mate.yes': 'Tak',
  // ... its reason: the table's {verdict}, then the {fact} of quiz.fact.
  'quiz.mate.reason': '{verdict} {fact}',
  'quiz.mate.tableWin': {
    one: 'Baza końcówek: {side} dają mata w {count} posunięciu przy najlepszej grze.',
    few: 'Baza końcówek: {side} dają mata w {count} posunięciach przy najlepszej grze.',
    many: 'Baza końcówek: {side} dają mata w {count} posunięciach przy najlepszej grze.',
    other: 'Baza końcówek: {side} dają mata w {count} posunięcia przy najlepszej grze.',
  },
  'quiz.mate.tableWinTooLate': {
    one: 'Baza końcówek: {side} dają mata w {count} posunięciu przy najlepszej grze, ale wcześniej remis daje zasada 75 posunięć.',
    few: 'Baza końcówek: {side} dają mata w {count} posunięciach przy najlepszej grze, ale wcześniej remis daje zasada 75 posunięć.',
    many: 'Baza końcówek: {side} dają mata w {count} posunięciach przy najlepszej grze, ale wcześniej remis daje zasada 75 posunięć.',
    other: 'Baza końcówek: {side} dają mata w {count} posunięcia przy najlepszej grze, ale wcześniej remis daje zasada 75 posunięć.',
  },
  'quiz.mate.tableNoForce': 'Baza końcówek: {side} nie mogą wymusić mata przy najlepszej obronie.',
  // {count}: the half-moves played since the last capture or pawn move; {other}: the defender.
  'quiz.mate.claimFirst': {
    one: '{verdict} Ale od ostatniego bicia lub posunięcia pionem minął już {count} półruch: o ile po drodze bicie lub posunięcie pionem nie wyzeruje licznika, {other} mogą przed matem zażądać remisu na podstawie zasady 50 posunięć ({law}), więc szachownica nie rozstrzyga tu, czy mat jest „forsowny”.',
    few: '{verdict} Ale od ostatniego bicia lub posunięcia pionem minęły już {count} półruchy: o ile po drodze bicie lub posunięcie pionem nie wyzeruje licznika, {other} mogą przed matem zażądać remisu na podstawie zasady 50 posunięć ({law}), więc szachownica nie rozstrzyga tu, czy mat jest „forsowny”.',
    many: '{verdict} Ale od ostatniego bicia lub posunięcia pionem minęło już {count} półruchów: o ile po drodze bicie lub posunięcie pionem nie wyzeruje licznika, {other} mogą przed matem zażądać remisu na podstawie zasady 50 posunięć ({law}), więc szachownica nie rozstrzyga tu, czy mat jest „forsowny”.',
    other: '{verdict} Ale od ostatniego bicia lub posunięcia pionem minęło już {count} półruchu: o ile po drodze bicie lub posunięcie pionem nie wyzeruje licznika, {other} mogą przed matem zażądać remisu na podstawie zasady 50 posunięć ({law}), więc szachownica nie rozstrzyga tu, czy mat jest „forsowny”.',
  },

  // Puzzle mode: the panel, its task line ("White to play: find the lesson's move (1 of 3).")
  // and its buttons.
  'puzzle.title': 'Zadanie',
  'puzzle.task': 'Grają {side}: znajdź posunięcie z lekcji ({number} z {count}).',
  'puzzle.replies': '{side} odpowiadają…',
  'puzzle.yourMove': 'Twoja kolej.',
  'puzzle.hint': 'Podpowiedź',
  'puzzle.hint.label': 'Podpowiedź: najpierw bierka, którą trzeba ruszyć, potem jej pole',
  'puzzle.reveal': 'Pokaż posunięcie',
  'puzzle.retry': 'Jeszcze raz',
  'puzzle.retry.label': 'Jeszcze raz: zacznij zadanie od nowa',
  'puzzle.restarted': 'Zadanie od nowa. {task}',
  'puzzle.wait': 'Zaczekaj na szachownicę: wykonuje odpowiedź lub sprawdza posunięcie.',
  // ... what a try gets ({move}: the move tried, {expected}: the lesson's); a sentence of ours
  // and then the lesson's comment or the summary (puzzle.andThen).
  'puzzle.andThen': '{first} {then}',
  'puzzle.right': 'Dobrze: {move}.',
  'puzzle.notThis': 'Nie to: {move}.',
  'puzzle.checking': 'Sprawdzanie: {move}…',
  'puzzle.checkingSaid': 'Sprawdzanie: {move}.',
  'puzzle.notLessonMove': 'To nie jest posunięcie z lekcji: {move}. Spróbuj jeszcze raz.',
  'puzzle.revealed': 'Posunięcie z lekcji: {move}.',
  // {why}: one of the four after it.
  'puzzle.justAsGood': 'Równie dobre: {move} – {why}. Lekcja toczy się dalej posunięciem {expected}.',
  'puzzle.matesAsWell': 'ono również daje mata',
  'puzzle.drawsAsWell': 'ono również remisuje (baza końcówek)',
  'puzzle.winsAsWell': 'ono również wygrywa (baza końcówek: mat w {mine}, posunięcie z lekcji – w {theirs})',
  'puzzle.matesInAsWell': {
    one: 'ono również daje mata w {count} posunięciu (przeszukiwanie silnika, głębokość w półruchach: {plies})',
    few: 'ono również daje mata w {count} posunięciach (przeszukiwanie silnika, głębokość w półruchach: {plies})',
    many: 'ono również daje mata w {count} posunięciach (przeszukiwanie silnika, głębokość w półruchach: {plies})',
    other: 'ono również daje mata w {count} posunięcia (przeszukiwanie silnika, głębokość w półruchach: {plies})',
  },
  // ... the hints: the piece to move ({from}: its square), then where it goes ({to}).
  'puzzle.hintPiece.king': 'Podpowiedź: posunięcie królem z {from}.',
  'puzzle.hintPiece.queen': 'Podpowiedź: posunięcie hetmanem z {from}.',
  'puzzle.hintPiece.rook': 'Podpowiedź: posunięcie wieżą z {from}.',
  'puzzle.hintPiece.bishop': 'Podpowiedź: posunięcie gońcem z {from}.',
  'puzzle.hintPiece.knight': 'Podpowiedź: posunięcie skoczkiem z {from}.',
  'puzzle.hintPiece.pawn': 'Podpowiedź: posunięcie pionem z {from}.',
  'puzzle.hintSquare.king': 'Podpowiedź: król z {from} idzie na {to}.',
  'puzzle.hintSquare.queen': 'Podpowiedź: hetman z {from} idzie na {to}.',
  'puzzle.hintSquare.rook': 'Podpowiedź: wieża z {from} idzie na {to}.',
  'puzzle.hintSquare.bishop': 'Podpowiedź: goniec z {from} idzie na {to}.',
  'puzzle.hintSquare.knight': 'Podpowiedź: skoczek z {from} idzie na {to}.',
  'puzzle.hintSquare.pawn': 'Podpowiedź: pion z {from} idzie na {to}.',
  // ... the end ({moves}: puzzle.moves; {hints}: puzzle.hints; {firstTry}, {revealed}: numbers).
  // (pl: puzzle.moves is in the genitive, after "z".)
  'puzzle.solved': 'Rozwiązano: za pierwszym razem znaleziono {firstTry} z {moves}; {hints}; pokazane: {revealed}.',
  'puzzle.moves': { one: '{count} posunięcia', few: '{count} posunięć', many: '{count} posunięć', other: '{count} posunięcia' },
  'puzzle.hints': { one: '{count} podpowiedź', few: '{count} podpowiedzi', many: '{count} podpowiedzi', other: '{count} podpowiedzi' },
  'puzzle.nothingToFind': 'W tej lekcji nie ma stąd posunięcia do znalezienia.',

  // The teacher's panel under the moves (Teach), and what a screen reader hears from it.
  'teach.legend': 'Lekcja z tym posunięciem',
  'teach.find': 'Czytelnik szuka tego posunięcia (tryb zadania)',
  'teach.ask': 'Zapytaj czytelnika po tym posunięciu:',
  'teach.findSet': 'Czytelnik będzie szukał tego posunięcia.',
  'teach.findRemoved': 'To posunięcie nie jest już do znalezienia.',
  // {value}: the quizzes as the PGN writes them ("claim,dead").
  'teach.quizSet': 'Ustawiono pytania: {value}.',
  'teach.quizRemoved': 'Usunięto pytania.',
  // The quiz panel's title, and puzzle mode turned on and off.
  'teach.question': 'Pytanie',
  'teach.puzzleStarted': 'Zadanie: grają {side}.',
  'teach.puzzleClosed': 'Zamknięto zadanie.',

  // The arbiter drill page (drill.html): its title, introduction ({fide}: "FIDE 6.9", {us}: "US
  // Chess rule 14E") and links.
  'drill.pageTitle': 'drawboard: ćwiczenia sędziowskie – żądania remisu, przekroczenie czasu i martwe pozycje',
  'drill.title': 'Ćwiczenia sędziowskie',
  'drill.intro': 'Oceń pozycję tak, jak zrobiłby to sędzia: czy zawodnik na posunięciu może zażądać remisu, czy partia jest już zakończona, czy pozycja jest martwa, co się dzieje, gdy opadnie chorągiewka? Szachownica odpowiada na podstawie własnych dowodów i przy każdej odpowiedzi pokazuje przepis, na którym się opiera. Orzeczenia w sprawie opadnięcia chorągiewki są zgodne z {fide} i {us}.',
  'drill.pages': 'Strony',
  'drill.linkBoard': 'Pełna szachownica analityczna',
  'drill.linkEmbed': 'Szachownice na strony do nauczania',
  // ... the kinds of question to ask, the line above the board, and the score.
  'drill.kinds': 'Pytania o',
  'drill.kinds.claim': 'Żądania remisu i remisy automatyczne',
  'drill.kinds.dead': 'Martwe pozycje',
  'drill.kinds.flag': 'Opadnięcie chorągiewki',
  'drill.kinds.mate': 'Szanse na mata',
  'drill.next': 'Następne pytanie',
  'drill.making': 'Tworzenie pozycji…',
  'drill.noPosition': 'Nie udało się utworzyć pozycji: spróbuj ponownie.',
  'drill.failed': 'Nie udało się wczytać szachownicy.',
  'drill.score': { one: 'Wynik tej wizyty: poprawne odpowiedzi – {right} z {count}.', few: 'Wynik tej wizyty: poprawne odpowiedzi – {right} z {count}.', many: 'Wynik tej wizyty: poprawne odpowiedzi – {right} z {count}.', other: 'Wynik tej wizyty: poprawne odpowiedzi – {right} z {count}.' },
  'drill.noScore': 'Wynik tej wizyty: na razie brak odpowiedzi.',
};
