"""The python-chess side of tests/bench/audit.sh (python-chess 1.11.2, in target/bench/venv).

    audit.py generate OUT.pgn [games] [seed]   writes a PGN file of random but legal games
    audit.py quirk IN.pgn OUT.pgn              the same games as other programs write them
    audit.py read FILE.pgn                     reads every game with chess.pgn.read_game

The generator is deterministic (one seeded random.Random, python-chess's own move order). Its
players prefer captures, checks, mates and pawn pushes, and some of them steer towards a draw
rule, so the games end in every way the audit knows: mate, stalemate, insufficient material,
the seventy-five-move rule, fivefold repetition, a claimed threefold or fifty-move draw, a
resignation or a win on time (some by a side that could never have mated), and now and then a
game that went on past its automatic end. Only some players claim draws, so many games play on
past a claimable one. Some moves carry comments (a few with [%clk]), NAGs, and short variations.
"""

import random
import re
import sys
import time

import chess
import chess.pgn

PLAYERS = [
    "Alekhine, A", "Botvinnik, M", "Capablanca, J", "Euwe, M", "Fischer, R", "Karpov, A",
    "Kasparov, G", "Lasker, E", "Morphy, P", "Petrosian, T", "Smyslov, V", "Spassky, B",
    "Steinitz, W", "Tal, M", "Rubinstein, A", "Nimzowitsch, A", "Reti, R", "Bronstein, D",
]
COMMENTS = [
    "A sharp try.", "Forced.", "The only move.", "Better was to keep the tension.",
    "White is pressing.", "Black holds.", "Time trouble.", "An oversight.",
    "Now the ending is a draw with correct play.", "Centralising the king.",
]
NAGS = [1, 2, 3, 4, 5, 6, 10, 13, 14, 15, 16, 17, 18, 19]
VALUE = {
    chess.PAWN: 1, chess.KNIGHT: 3, chess.BISHOP: 3, chess.ROOK: 5, chess.QUEEN: 9, chess.KING: 0,
}


def choose(board, moves, rng, style, history):
    """One move: weighted towards captures, checks and pawn pushes; `style` steers towards a
    draw rule ("shuffle": no captures or pawn moves; "repeat": undo our own last move)."""
    if style == "repeat" and len(history) >= 4 and rng.random() < 0.9:
        back = chess.Move(history[-2].to_square, history[-2].from_square)
        if back in moves:
            return back
    weights = []
    them, pawns = board.occupied_co[not board.turn], board.pawns
    for move in moves:
        w = 1.0
        if them & chess.BB_SQUARES[move.to_square]:
            w += 4 + VALUE[board.piece_type_at(move.to_square)]
            if style == "shuffle":
                w = 0.02
        elif pawns & chess.BB_SQUARES[move.from_square]:
            w = 0.02 if style == "shuffle" else 3.0
        if move.promotion:
            w += 8 if move.promotion == chess.QUEEN else 1
        weights.append(w)
    # Checks cost a make/unmake each: look at a handful of candidates only, and take a mate.
    for i in rng.sample(range(len(moves)), min(4, len(moves))):
        if board.gives_check(moves[i]):
            board.push(moves[i])
            mate = board.is_checkmate()
            board.pop()
            if mate and rng.random() < 0.8:
                return moves[i]
            weights[i] += 3
    return rng.choices(moves, weights)[0]


def annotate(node, rng, board_before, move):
    """Perhaps a NAG, a comment, or a variation (another move and a reply or two) on `node`."""
    if rng.random() < 0.3:
        node.nags.add(rng.choice(NAGS))
    if rng.random() < 0.15:
        node.comment = rng.choice(COMMENTS)
    elif rng.random() < 0.1:
        node.comment = "[%%clk 0:%02d:%02d]" % (rng.randrange(60), rng.randrange(60))
    if rng.random() < 0.02:
        alternatives = [m for m in board_before.legal_moves if m != move]
        if alternatives:
            alt = rng.choice(alternatives)
            var = node.parent.add_variation(alt)
            if rng.random() < 0.5:
                var.comment = rng.choice(COMMENTS)
            b = board_before.copy(stack=False)
            b.push(alt)
            for _ in range(rng.randrange(3)):
                replies = list(b.legal_moves)
                if not replies:
                    break
                reply = rng.choice(replies)
                var = var.add_variation(reply)
                b.push(reply)


def play_game(rng, number):
    game = chess.pgn.Game()
    white, black = rng.sample(PLAYERS, 2)
    game.headers["Event"] = "drawboard audit benchmark"
    game.headers["Site"] = "Nowhere"
    game.headers["Date"] = "%d.%02d.%02d" % (1950 + number % 70, 1 + number % 12, 1 + number % 28)
    game.headers["Round"] = str(1 + number % 13)
    game.headers["White"] = white
    game.headers["Black"] = black

    # How this game is meant to end, if the board lets it.
    plan = rng.choices(
        ["natural", "claim", "resign", "time", "overrun"],
        [62, 14, 11, 8, 5],
    )[0]
    stop_at = rng.randrange(30, 160)  # for resignations and time losses
    shuffle_from = rng.randrange(20, 200) if rng.random() < 0.3 else 10**6
    repeat_from = rng.randrange(10, 150) if rng.random() < 0.25 else 10**6
    node, board, history = game, chess.Board(), []
    result, termination, extra = "*", None, 0

    while True:
        ply = len(history)
        outcome = board.outcome()  # the automatic ends: mate, stalemate, material, 75, fivefold
        if outcome:
            if plan == "overrun" and extra == 0 and outcome.termination in (
                chess.Termination.INSUFFICIENT_MATERIAL,
                chess.Termination.SEVENTYFIVE_MOVES,
                chess.Termination.FIVEFOLD_REPETITION,
            ):
                extra = rng.randrange(1, 6)  # a few moves more, as if nobody noticed
            if extra == 0 or not any(board.legal_moves):
                result = outcome.result()
                break
            extra -= 1
            if extra == 0:
                result = "1/2-1/2"
                break
        # A claim on the position on the board (the cheap test; python-chess's can_claim_*
        # also try every legal move, for a claim announced with a move).
        if plan == "claim" and (board.halfmove_clock >= 100 or board.is_repetition(3)):
            result = "1/2-1/2"
            break
        if plan in ("resign", "time") and ply >= stop_at:
            # The side with more material wins (or a coin decides).
            pieces = board.piece_map().values()
            balance = sum(VALUE[p.piece_type] * (1 if p.color else -1) for p in pieces)
            white_wins = balance > 0 or (balance == 0 and rng.random() < 0.5)
            if plan == "time" and rng.random() < 0.3:
                white_wins = not white_wins  # a flag falls whatever the material
            result = "1-0" if white_wins else "0-1"
            termination = "time forfeit" if plan == "time" else "normal"
            break
        if ply > 600:
            result = "1/2-1/2"
            break
        style = "shuffle" if ply >= shuffle_from else "repeat" if ply >= repeat_from else "normal"
        moves = list(board.legal_moves)
        move = choose(board, moves, rng, style, history)
        node = node.add_variation(move)
        if rng.random() < 0.1:
            annotate(node, rng, board, move)  # the board before the move
        board.push(move)
        history.append(move)

    game.headers["Result"] = result
    if termination:
        game.headers["Termination"] = termination
        if termination == "time forfeit" and rng.random() < 0.5:
            loser = "White" if result == "0-1" else "Black"
            node.comment = (node.comment + " " if node.comment else "") + f"{loser} lost on time."
    return game


def generate(out, games, seed):
    rng = random.Random(seed)
    with open(out, "w", encoding="utf-8") as f:
        for number in range(1, games + 1):
            print(play_game(rng, number), file=f, end="\n\n")


FIGURINES = str.maketrans({"K": "♔", "Q": "♕", "R": "♖", "B": "♗", "N": "♘"})
GERMAN = str.maketrans({"Q": "D", "R": "T", "B": "L", "N": "S"})
# A piece's move in the movetext (not a word of a comment: those are in braces).
PIECE_MOVE = re.compile(r"(?<![A-Za-z])([KQRBN])(?=[a-h1-8x])")


def movetext_only(text, change):
    """`change` applied to the movetext of `text` outside its comments."""
    parts = re.split(r"(\{[^}]*\})", text)
    return "".join(p if p.startswith("{") else change(p) for p in parts)


def quirk(src, out):
    """Writes the games of `src` with the quirks of real files mixed in, each in some games: a
    file header, escape lines and notes between games, a tag with quotes inside it, a tag
    without quotes, German piece letters, figurines, castling with zeros, check signs left out,
    and results left out."""
    with open(src, encoding="utf-8") as f:
        games = f.read().strip().split("\n\n[Event ")
    written = ["Games exported from the club database\n% one more line for the program\n"]
    for i, game in enumerate(games):
        game = game if i == 0 else "[Event " + game
        tags, _, moves = game.partition("\n\n")
        if i % 7 == 1:
            tags += '\n[Annotator "Smith "the great""]'
        if i % 23 == 4:
            tags = tags.replace('[Round "', "[Round ").replace('"]\n[White', "]\n[White", 1)
        if i % 9 == 0:
            moves = movetext_only(moves, lambda t: PIECE_MOVE.sub(lambda m: m.group(1).translate(GERMAN), t))
        elif i % 11 == 2:
            moves = movetext_only(moves, lambda t: PIECE_MOVE.sub(lambda m: m.group(1).translate(FIGURINES), t))
        if i % 13 == 3:
            moves = movetext_only(moves, lambda t: t.replace("O-O-O", "0-0-0").replace("O-O", "0-0"))
        if i % 5 == 4:
            moves = movetext_only(moves, lambda t: t.replace("+", ""))
        if i % 17 == 5:
            moves = re.sub(r"\s*(1-0|0-1|1/2-1/2|\*)\s*$", "", moves)
        # (After a game that kept its result: text after moves with no result is the game's.)
        if i % 19 == 6 and (i - 1) % 17 != 5:
            written.append("% a note between games\nround two follows\n")
        written.append(tags + "\n\n" + moves + "\n")
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(written))


def read(path):
    started = time.perf_counter()
    games = plies = 0
    with open(path, encoding="utf-8") as f:
        while True:
            game = chess.pgn.read_game(f)
            if game is None:
                break
            games += 1
            plies += game.end().ply()
    seconds = time.perf_counter() - started
    print(
        f"python-chess {chess.__version__}: {games} games, {plies} moves, {seconds:.3f} s, "
        f"{games / seconds:.0f} games/s"
    )


if __name__ == "__main__":
    args = sys.argv[1:]
    if len(args) in (2, 3, 4) and args[0] == "generate":
        games, seed = (int(a) for a in (args[2:] + ["3000", "1"][len(args) - 2 :])[:2])
        generate(args[1], games, seed)
    elif len(args) == 3 and args[0] == "quirk":
        quirk(args[1], args[2])
    elif len(args) == 2 and args[0] == "read":
        read(args[1])
    else:
        sys.exit(__doc__)
