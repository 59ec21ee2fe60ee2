#!/usr/bin/env python3
"""Compares the marks of two reviews of the same games: how many of the
judge's inaccuracies, mistakes and blunders the other review marks, and how.

    rookery review games.pgn > rookery.pgn
    rookery review games.pgn --engine /usr/games/stockfish > stockfish.pgn
    python3 scripts/review-check.py stockfish.pgn rookery.pgn

The first file is the judge. Both must hold the same games in the same
order (when one holds fewer, the games both hold are compared), as `rookery review` writes them ($6 ?!, $2 ?, $4 ?? after a move;
the engine's better line in a variation, which is skipped here).
"""
import re
import sys

CLASSES = {"$6": "inaccuracy", "$2": "mistake", "$4": "blunder"}
ORDER = ["blunder", "mistake", "inaccuracy", None]


def games(path):
    """Each game's movetext, the headers left out."""
    text = open(path, encoding="utf-8").read()
    out, current = [], []
    for line in text.splitlines():
        if line.startswith("[Event "):
            if current:
                out.append(" ".join(current))
            current = []
        elif line.startswith("[") or not line.strip():
            continue
        else:
            current.append(line)
    if current:
        out.append(" ".join(current))
    return out


def marks(movetext):
    """The class of each move of the main line (None when unmarked)."""
    movetext = re.sub(r"\{[^}]*\}", " ", movetext)
    # Variations, nested: take out the innermost until none is left.
    while "(" in movetext:
        movetext = re.sub(r"\([^()]*\)", " ", movetext)
    found = []
    for token in movetext.split():
        if re.fullmatch(r"\d+\.(\.\.)?", token) or token in ("1-0", "0-1", "1/2-1/2", "*"):
            continue
        if token.startswith("$"):
            if found and token in CLASSES:
                found[-1] = CLASSES[token]
            continue
        token = re.sub(r"^\d+\.+", "", token)
        if token:
            found.append(None)
    return found


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    judge, other = games(sys.argv[1]), games(sys.argv[2])
    if len(judge) != len(other):
        # A review still under way: the games both hold so far.
        print(f"({len(judge)} games against {len(other)}: the first {min(len(judge), len(other))} compared)")
        judge, other = judge[: len(other)], other[: len(judge)]
    table = {a: {b: 0 for b in ORDER} for a in ORDER}
    plies = 0
    for n, (j, o) in enumerate(zip(judge, other), 1):
        jm, om = marks(j), marks(o)
        if len(jm) != len(om):
            sys.exit(f"game {n}: {len(jm)} moves against {len(om)}")
        plies += len(jm)
        for a, b in zip(jm, om):
            table[a][b] += 1
    print(f"{len(judge)} games, {plies} moves; rows: {sys.argv[1]}, columns: {sys.argv[2]}")
    names = ["blunder", "mistake", "inaccuracy", "unmarked"]
    print(f"{'':>12}" + "".join(f"{n:>12}" for n in names) + f"{'in all':>10}")
    for a, name in zip(ORDER, names):
        row = table[a]
        print(f"{name:>12}" + "".join(f"{row[b]:>12}" for b in ORDER) + f"{sum(row.values()):>10}")
    blunders = sum(table["blunder"].values())
    if blunders:
        same = table["blunder"]["blunder"]
        any_mark = blunders - table["blunder"][None]
        print(f"of the judge's {blunders} blunders: {same} marked blunders, {any_mark} marked at all")
    marked = sum(sum(table[a].values()) for a in ORDER if a)
    if marked:
        seen = sum(table[a][b] for a in ORDER if a for b in ORDER if b)
        print(f"of the judge's {marked} marked moves: {seen} marked at all")


if __name__ == "__main__":
    main()
