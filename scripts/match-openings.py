#!/usr/bin/env python3
"""Writes a set of match openings drawn from the named openings list.

Usage: python3 scripts/match-openings.py [COUNT] [SEED] > openings.txt

Takes the lines of assets/openings/*.tsv (the lichess chess-openings list,
CC0) that are 6 to 12 plies long and have no "Gambit" in their name, shuffles
them with SEED (Python's own generator) and prints the first COUNT as SAN
lines, the format `rookery match --openings` reads. The technique matches
of docs/engine.md used COUNT 300 and SEED 7.
"""
import glob
import os
import random
import re
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 300
seed = int(sys.argv[2]) if len(sys.argv) > 2 else 7
root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "assets", "openings")
random.seed(seed)
lines = []
for path in sorted(glob.glob(os.path.join(root, "*.tsv"))):
    with open(path, encoding="utf-8") as f:
        for line in f.read().splitlines()[1:]:
            _eco, name, pgn = line.split("\t")
            plies = [t for t in pgn.split() if not re.match(r"^\d+\.", t)]
            if 6 <= len(plies) <= 12 and "Gambit" not in name:
                lines.append(pgn)
random.shuffle(lines)
print("\n".join(lines[:count]))
