#!/usr/bin/env python3
"""Writes assets/puzzles/starter.csv from the rounds of
scripts/starter-puzzles.sh: every puzzle made, one per position (the
position the solver sees), in the order made; then prints how many fall in
each 200-point band of rating and how many carry each theme.

    scripts/starter-select.py [OUT_DIR] [CSV]
"""
import collections
import pathlib
import sys

HEADER = "PuzzleId,FEN,Moves,Rating,RatingDeviation,Popularity,NbPlays,Themes,GameUrl,OpeningTags"


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    out_dir = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else root / "target" / "starter-puzzles"
    target = pathlib.Path(sys.argv[2]) if len(sys.argv) > 2 else root / "assets" / "puzzles" / "starter.csv"
    rounds = sorted(out_dir.glob("puzzles-*.csv"), key=lambda p: int(p.stem.split("-")[1]))
    seen, kept = set(), []
    for f in rounds:
        for line in f.read_text().splitlines():
            fields = line.split(",")
            if len(fields) < 10 or fields[0] == "PuzzleId":
                continue
            key = (fields[1], fields[2].split()[0])
            if key in seen:
                continue
            seen.add(key)
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
