#!/usr/bin/env python3
"""Measures the Elo of Rookery's levels 1 to 7 with `rookery match`.

Each level plays a match against Stockfish at a fixed UCI_Elo (Stockfish
15.1 goes down to 1350) or, below that, against a Rookery level already
measured. A level keeps its node budget (it is the same player on any
machine); Stockfish thinks a fixed time a move. When a level scores below
15 % or above 85 % the opponent is moved closer and the match played again;
the runs of a level are combined by inverse variance.

    scripts/calibrate-levels.py [--rookery target/release/rookery]
        [--stockfish /usr/games/stockfish] [--games 96] [--concurrency 2]
        [--sf-movetime 50] [--levels 7,6,5,4,3,2,1] [--write]

It prints the level table for docs/engine.md and the `RATINGS` rows for
src/engine/levels.rs; with --write it puts them in both files (between the
markers there). Use a release build: a debug build still plays the same
moves at each level, but Stockfish's time is the same either way, so only
the duration changes.
"""

import argparse
import math
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SF_MIN, SF_MAX = 1350, 2850
# First guesses, strongest first; each level's result moves the next guess.
GUESS = {7: 2000, 6: 1850, 5: 1600, 4: 1350, 3: 1150, 2: 1000, 1: 800}
# Below this guess a level meets the level above it rather than Stockfish,
# whose floor of 1350 would win nearly every game. Matches between two
# Rookery levels spread the ratings (the stronger level exploits the same
# flaws every game: levels 3 and 4 measured 500 apart that way, 200 apart
# against Stockfish), so Stockfish at its floor is preferred while the
# level still scores a few points against it.
CHAIN_BELOW = 750


def run_match(args, level, opponent, games):
    """Plays `games` games; returns (elo, half_width, points, games_played)."""
    cmd = [
        args.rookery,
        "match",
        "--engine",
        f"rookery:level={level}",
        "--engine",
        opponent,
        "--games",
        str(games),
        "--concurrency",
        str(args.concurrency),
        # The levels stop on their node budgets long before this.
        "--movetime",
        "5000",
        "--resign",
        "moves=3 score=1000",
        "--seed",
        str(1000 + level),
    ]
    print("  $ " + " ".join(f"'{c}'" if " " in c else c for c in cmd), flush=True)
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"rookery match failed:\n{out.stderr}")
    text = out.stdout
    games_m = re.search(
        r"Games: (\d+), Wins: (\d+), Losses: (\d+), Draws: (\d+), Points: ([\d.]+)", text
    )
    if not games_m:
        sys.exit(f"no result in:\n{text}")
    n, points = int(games_m.group(1)), float(games_m.group(5))
    elo_m = re.search(r"Elo: ([+-]?(?:[\d.]+|inf)) \+/- ([\d.]+|inf)", text)
    if elo_m:
        elo, hw = float(elo_m.group(1)), float(elo_m.group(2))
    else:
        # Every game won or lost: no finite estimate.
        elo, hw = (math.inf if points > n / 2 else -math.inf), math.inf
    print(f"    {points:g}/{n}, Elo {elo:+.0f} +/- {hw:.0f}", flush=True)
    return elo, hw, points, n


def stockfish(args, elo):
    return (
        f"{args.stockfish} option.UCI_LimitStrength=true option.UCI_Elo={elo} "
        f"option.Threads=1 option.Hash=16 movetime={args.sf_movetime} name=Stockfish-{elo}"
    )


def measure(args, level, ratings):
    """Rates `level`: returns (elo, half_width, description of the runs)."""
    guess = GUESS[level]
    if level + 1 in ratings:
        # The next level up, less what the table's step was.
        guess = min(guess, ratings[level + 1][0] - 150)
    runs = []
    for _attempt in range(3):
        at_floor = False
        if guess >= CHAIN_BELOW:
            anchor = min(SF_MAX, max(SF_MIN, int(round(guess / 50.0)) * 50))
            at_floor = anchor == SF_MIN
            opponent, anchor_elo, anchor_err = stockfish(args, anchor), anchor, 0.0
            label = f"Stockfish {anchor}"
        else:
            # Far below Stockfish's floor: the nearest level above, measured.
            candidates = [k for k in ratings if k > level]
            if not candidates:
                sys.exit(f"level {level}: nothing measured to play against")
            k = min(candidates)
            opponent = f"rookery:level={k} name=level-{k}"
            anchor_elo, anchor_err = ratings[k][0], ratings[k][1]
            label = f"level {k}"
        elo, hw, points, n = run_match(args, level, opponent, args.games)
        score = points / n
        finite = math.isfinite(elo) and math.isfinite(hw)
        if finite:
            runs.append((anchor_elo + elo, math.hypot(hw, anchor_err), f"{points:g}/{n} v {label}"))
        if finite and (0.15 <= score <= 0.85 or (at_floor and score < 0.15)):
            break
        if guess < CHAIN_BELOW:
            break  # no nearer opponent to try
        if at_floor and score < 0.15:
            guess = CHAIN_BELOW - 1  # lost every game at Stockfish's floor
            continue
        # Too one-sided to measure well: meet a closer opponent.
        step = max(-400, min(400, elo if math.isfinite(elo) else math.copysign(400, elo)))
        guess = anchor_elo + step
    if not runs:
        sys.exit(f"level {level}: every match was one-sided")
    weights = [1 / (r[1] ** 2) for r in runs]
    elo = sum(w * r[0] for w, r in zip(weights, runs)) / sum(weights)
    hw = 1 / math.sqrt(sum(weights))
    return elo, hw, "; ".join(r[2] for r in runs)


def write_files(rows):
    levels_rs = ROOT / "src/engine/levels.rs"
    text = levels_rs.read_text()
    body = "".join(
        f"    rating({lv}, {round(e)}, {round(h)}),\n"
        for lv, e, h, _ in rows
    )
    text, n = re.subn(
        r"(// ratings: begin\n).*?(    // ratings: end\n)", lambda m: m.group(1) + body + m.group(2), text, flags=re.S
    )
    if n != 1:
        sys.exit("src/engine/levels.rs: the ratings markers are missing")
    levels_rs.write_text(text)
    page = ROOT / "docs" / "engine.md"
    text = page.read_text()
    text, n = re.subn(
        r"(<!-- levels: begin -->\n).*?(<!-- levels: end -->\n)",
        lambda m: m.group(1) + table(rows) + m.group(2),
        text,
        flags=re.S,
    )
    if n != 1:
        sys.exit("docs/engine.md: the levels markers are missing")
    page.write_text(text)


def table(rows):
    out = "| Level | Elo | 95% interval | Measured by |\n|-------|-----|--------------|-------------|\n"
    for lv, e, h, how in rows:
        out += f"| {lv} | {round(e)} | +/- {round(h)} | {how} |\n"
    return out


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--rookery", default=str(ROOT / "target/release/rookery"))
    p.add_argument("--stockfish", default="/usr/games/stockfish")
    p.add_argument("--games", type=int, default=96)
    p.add_argument("--concurrency", type=int, default=2)
    p.add_argument("--sf-movetime", type=int, default=50)
    p.add_argument("--levels", default="7,6,5,4,3,2,1")
    p.add_argument("--write", action="store_true")
    p.add_argument(
        "--known",
        default="",
        help="ratings already measured, LEVEL:ELO:ERROR,... (to measure only some levels)",
    )
    args = p.parse_args()
    ratings = {}
    rows = []
    for item in filter(None, args.known.split(",")):
        lv, elo, err = item.split(":")
        ratings[int(lv)] = (float(elo), float(err))
    for level in [int(x) for x in args.levels.split(",")]:
        print(f"level {level}", flush=True)
        elo, hw, how = measure(args, level, ratings)
        ratings[level] = (elo, hw)
        rows.append((level, elo, hw, how))
        print(f"  level {level}: {elo:.0f} +/- {hw:.0f}", flush=True)
    rows.sort()
    print()
    print(table(rows), end="")
    print()
    for lv, e, h, _ in rows:
        print(f"    rating({lv}, {round(e)}, {round(h)}),")
    if args.write:
        write_files(rows)


if __name__ == "__main__":
    main()
