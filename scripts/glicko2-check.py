#!/usr/bin/env python3
"""Glicko-2 worked from Glickman's paper (glicko.net/glicko/glicko2.pdf),
step by step, apart from Rookery's Rust: the expected values of
src/puzzles/glicko.rs's tests come from here. Prints Glickman's example
(to compare with the paper) and a first puzzle attempt with lichess's
constants (1500 / 500 / 0.09, tau 0.75), solved and failed."""
import math

S = 173.7178


def rate(r, rd, vol, games, tau):
    mu, phi = (r - 1500) / S, rd / S
    g = lambda p: 1 / math.sqrt(1 + 3 * p * p / math.pi ** 2)
    E = lambda mj, pj: 1 / (1 + math.exp(-g(pj) * (mu - mj)))
    opp = [((rj - 1500) / S, rdj / S, s) for rj, rdj, s in games]
    v = 1 / sum(g(pj) ** 2 * E(mj, pj) * (1 - E(mj, pj)) for mj, pj, _ in opp)
    out = sum(g(pj) * (s - E(mj, pj)) for mj, pj, s in opp)
    delta = v * out
    a = math.log(vol * vol)

    def f(x):
        ex = math.exp(x)
        return ex * (delta ** 2 - phi ** 2 - v - ex) / (2 * (phi ** 2 + v + ex) ** 2) - (x - a) / tau ** 2

    A = a
    if delta ** 2 > phi ** 2 + v:
        B = math.log(delta ** 2 - phi ** 2 - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        B = a - k * tau
    fA, fB = f(A), f(B)
    while abs(B - A) > 0.000001:
        C = A + (A - B) * fA / (fB - fA)
        fC = f(C)
        if fC * fB <= 0:
            A, fA = B, fB
        else:
            fA /= 2
        B, fB = C, fC
    vol2 = math.exp(A / 2)
    phistar = math.sqrt(phi ** 2 + vol2 ** 2)
    phi2 = 1 / math.sqrt(1 / phistar ** 2 + 1 / v)
    mu2 = mu + phi2 ** 2 * out
    return S * mu2 + 1500, S * phi2, vol2, v, delta


print("Glickman's example:", rate(1500, 200, 0.06, [(1400, 30, 1), (1550, 100, 0), (1700, 300, 0)], 0.5))
for solved in (1, 0):
    print("new player, new puzzle, solved" if solved else "new player, new puzzle, failed")
    print("  player:", rate(1500, 500, 0.09, [(1500, 500, solved)], 0.75)[:3])
    print("  puzzle:", rate(1500, 500, 0.09, [(1500, 500, 1 - solved)], 0.75)[:3])
print("player 1500/80/0.06 fails a puzzle 1200/90/0.09:")
print("  player:", rate(1500, 80, 0.06, [(1200, 90, 0)], 0.75)[:3])
print("  puzzle:", rate(1200, 90, 0.09, [(1500, 80, 1)], 0.75)[:3])
print("new player fails a puzzle 1500/80/0.09 (the trainer's library test):")
print("  player:", rate(1500, 500, 0.09, [(1500, 80, 0)], 0.75)[:3])
print("  puzzle:", rate(1500, 80, 0.09, [(1500, 500, 1)], 0.75)[:3])
