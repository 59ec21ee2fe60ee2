#!/usr/bin/env python3
"""Writes assets/puzzles/starter.csv from the rounds of
scripts/starter-puzzles.sh: the puzzles CSV holds already first (so a
session whose machine no longer has the earlier rounds' files adds to the
set instead of replacing it; --fresh starts from the rounds alone), then
every puzzle of the rounds in OUT_DIR (the first pass's, then the
deeper second pass's: DEEP_SCAN), one per position (the position the
solver sees), in the order made; then prints how many fall in each
200-point band of rating and how many carry each theme.

    scripts/starter-select.py [--fresh] [OUT_DIR] [CSV]
"""
import collections
import pathlib
import sys

HEADER = "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags"


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    args = sys.argv[1:]
    fresh = "--fresh" in args
    args = [a for a in args if a != "--fresh"]
    out_dir = pathlib.Path(args[0]) if args else root / "target" / "starter-puzzles"
    target = pathlib.Path(args[1]) if len(args) > 1 else root / "assets" / "puzzles" / "starter.csv"
    by_round = lambda p: int(p.stem.split("-")[1])
    # The first pass's puzzles, then the second, deeper pass's.
    rounds = sorted(out_dir.glob("puzzles-*.csv"), key=by_round)
    rounds += sorted(out_dir.glob("deep-*.csv"), key=by_round)
    sources = rounds if fresh or not target.exists() else [target] + rounds
    seen, kept = set(), []
    for f in sources:
        for line in f.read_text().splitlines():
            fields = line.split(",")
            if len(fields) < 10 or fields[0] == "PuzzleId":
                continue
            key = (fields[1], fields[2].split()[0])
            # The id also names the puzzle: the same position reached with
            # other move counters (a FEN apart) is the same puzzle.
            if key in seen or fields[0] in seen:
                continue
            seen.add(key)
            seen.add(fields[0])
            kept.append(line)
    target.write_text("\n".join([HEADER] + kept) + "\n")
    bands = collections.Counter()
    themes = collections.Counter()
    for line in kept:
        fields = line.split(",")
        rating = int(fields[3])
        bands[min(max(rating // 200 * 200, 400), 2400)] += 1
        themes.update(fields[7].split())
    print(f"{len(kept)} puzzles from {len(rounds)} rounds -> {target}")
    for band in sorted(bands):
        print(f"  {band}-{band + 199}: {bands[band]}")
    print("  themes:", ", ".join(f"{t} {n}" for t, n in themes.most_common()))


if __name__ == "__main__":
    main()
