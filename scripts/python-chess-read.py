#!/usr/bin/env python3
"""Time python-chess reading a PGN file: a peer for the games-library import benchmark.

Usage: scripts/python-chess-read.py FILE.pgn [--limit N]

Reads games one after another with chess.pgn.read_game (the standard way,
which parses headers and replays every move on a board, building the game
tree) and prints one line:

    python-chess: N games in S s = G games/s (complete file)
    python-chess: N games in S s = G games/s (sample: first N games, --limit N)

--limit N stops after N games so a huge file can be timed on a sample and
extrapolated. Games in which python-chess found errors (illegal or
unparseable moves; read_game logs them in game.errors and carries on) are
counted as read but reported after the figures. Only reading is timed
(time.perf_counter, a monotonic clock), not the interpreter start or import.

Needs python-chess: `pip install chess` (Debian bookworm has no python3-chess).
"""
import argparse
import logging
import sys
import time

try:
    import chess
    import chess.pgn
except ImportError:
    sys.exit("python-chess-read: python-chess is missing: pip install chess")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pgn", help="PGN file to read")
    ap.add_argument("--limit", type=int, default=0, metavar="N",
                    help="stop after N games (a sample to extrapolate from)")
    ap.add_argument("-v", "--verbose", action="store_true",
                    help="let python-chess log each error it meets")
    args = ap.parse_args()
    if not args.verbose:
        logging.getLogger("chess.pgn").setLevel(logging.CRITICAL)

    games = 0
    with_errors = 0
    limited = False
    # Decoding as read_game's docs advise: utf-8-sig, replacing bad bytes.
    with open(args.pgn, encoding="utf-8-sig", errors="replace") as f:
        t0 = time.perf_counter()
        while not (args.limit and games >= args.limit):
            game = chess.pgn.read_game(f)
            if game is None:
                break
            games += 1
            if game.errors:
                with_errors += 1
        elapsed = time.perf_counter() - t0
        # Untimed: it is only a sample if another game follows.
        if args.limit and games >= args.limit:
            limited = chess.pgn.read_headers(f) is not None

    rate = games / elapsed if elapsed > 0 else float("inf")
    kind = (f"sample: first {games} games, --limit {args.limit}"
            if limited else "complete file")
    line = f"python-chess: {games} games in {elapsed:.3f} s = {rate:.0f} games/s ({kind})"
    if with_errors:
        line += f"; {with_errors} games with errors"
    print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
