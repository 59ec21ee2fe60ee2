#!/usr/bin/env python3
"""Scores positions with a UCI engine for `rookery tune --scored`.

Usage: python3 scripts/tune-label.py POSITIONS COUNT [DEPTH] [JOBS] [ENGINE] > scored.txt

POSITIONS is a file of FENs, one a line, as `rookery tune GAMES.pgn
--write-positions POSITIONS` writes them (the quiet positions of the games).
The script drops repeated positions, draws COUNT of the rest at random (seed
1, Python's own generator), has ENGINE (default /usr/games/stockfish, one
thread, 16 MB of hash) search each to DEPTH plies (default 8) in JOBS
processes at once (default 2), and prints `FEN;CP`: the engine's score in
centipawns from White's point of view. Positions the engine scores as a mate
are left out: they teach an evaluation nothing.

A game's result labels all its positions with one number, so a few thousand
games hold only a few thousand independent labels; an engine's score gives
every position its own, which is what lets the tuner fit hundreds of weights
without learning its games by heart.
"""
import random
import subprocess
import sys
import threading


def score_all(engine, depth, fens, out, lock):
    proc = subprocess.Popen(
        [engine],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        bufsize=1,
    )

    def send(line):
        proc.stdin.write(line + "\n")
        proc.stdin.flush()

    def wait_for(word):
        while True:
            line = proc.stdout.readline()
            if not line:
                raise RuntimeError("the engine stopped")
            if line.startswith(word):
                return line

    send("uci")
    wait_for("uciok")
    send("setoption name Threads value 1")
    send("setoption name Hash value 16")
    send("isready")
    wait_for("readyok")
    for fen in fens:
        send("position fen " + fen)
        send("go depth %d" % depth)
        score = None
        while True:
            line = proc.stdout.readline()
            if not line:
                raise RuntimeError("the engine stopped")
            words = line.split()
            if words and words[0] == "bestmove":
                break
            if "score" in words:
                i = words.index("score")
                kind, value = words[i + 1], int(words[i + 2])
                score = value if kind == "cp" else None
        if score is None:
            continue
        if fen.split()[1] == "b":
            score = -score
        with lock:
            out.append("%s;%d" % (fen, score))
    send("quit")
    proc.wait()


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    path, count = sys.argv[1], int(sys.argv[2])
    depth = int(sys.argv[3]) if len(sys.argv) > 3 else 8
    jobs = int(sys.argv[4]) if len(sys.argv) > 4 else 2
    engine = sys.argv[5] if len(sys.argv) > 5 else "/usr/games/stockfish"
    seen = set()
    fens = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            fen = line.strip()
            key = " ".join(fen.split()[:4])
            if fen and key not in seen:
                seen.add(key)
                fens.append(fen)
    random.seed(1)
    random.shuffle(fens)
    fens = fens[:count]
    out, lock = [], threading.Lock()
    threads = [
        threading.Thread(target=score_all, args=(engine, depth, fens[j::jobs], out, lock))
        for j in range(jobs)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    print("\n".join(out))
    print("tune-label: %d positions scored of %d drawn, %d distinct" % (len(out), len(fens), len(seen)),
          file=sys.stderr)


if __name__ == "__main__":
    main()
