#!/usr/bin/env bash
# Makes the games and puzzles of Rookery's starter set (assets/puzzles/):
# Rookery's levels 1 to 6 (the levels that make human mistakes) play each
# other from openings of the openings list, and `rookery puzzles generate`
# makes puzzles of their games. Round by round, each round's files kept,
# so a run stopped (a session's end) goes on where it stopped; the seed
# fixes the openings, the games (the levels' choices) and the ratings.
#
#   scripts/starter-puzzles.sh [OUT_DIR] [ROUNDS] [FIRST]
#
# FIRST (0 unless given) is the first round: a second run from another
# FIRST works beside the first on a second core (each round's games and
# puzzles depend only on the seed and the round's number).
#
# DEEP_SCAN=N makes a second pass instead: each round's games (played
# first when missing) are looked at again with N nodes a position, and its
# puzzles go to deep-ROUND.csv. The first pass looks with 15,000 nodes,
# less than levels 5 to 7 search, so a tactic those levels miss (their
# games' blunders) is never seen by it; the deeper look finds the puzzles
# only the stronger levels solve, rated 1600 and above (a sample of 60
# games of levels 4 and 5 at 150,000 nodes: one puzzle at 1910 where the
# first pass found none above 1600).
#
# then scripts/starter-select.py OUT_DIR writes assets/puzzles/starter.csv.
# ROOKERY_BIN picks the binary (a release build: a debug build is ten times
# slower); SEED the seed. Run it niced in the background: a round (ten
# games and their puzzles) takes about a minute of one core and gives one
# or two puzzles. The trigger is loosened from lichess-puzzler's (see
# src/puzzles/generate.rs): a jump of 0.3, one pawn ahead allowed.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:-$ROOT/target/starter-puzzles}
ROUNDS=${2:-2000}
FIRST=${3:-0}
SEED=${SEED:-20261127}
BIN=${ROOKERY_BIN:-$ROOT/target/release/rookery}
mkdir -p "$OUT"

# The pairs of levels: mostly the weakest, whose games swing most (a
# puzzle needs a blunder that leaves one only winning move), some against
# stronger levels.
PAIRS=("1 1" "1 2" "2 2" "1 3" "2 3" "1 1" "1 2" "3 3" "1 4" "2 4" "1 1" "2 2" "3 4" "1 5")
# From round 58 on, the stronger levels (3 to 6): their mistakes are
# subtler, the puzzles harder (the first 58 rounds gave puzzles rated
# mostly 600 to 1000).
STRONG_FROM=58
STRONG=("3 5" "4 5" "2 6" "4 6" "5 5" "3 4" "5 6" "2 5" "3 6" "4 4" "6 6" "1 6")
# From round 64 on, the first look at each position searches 15,000 nodes
# (50,000 before): the same puzzles on a sample of rounds 60 to 62, in
# half the time.
FAST_FROM=64
# From round 4000 on, only the pairs whose games gave the most puzzles
# rated above 1000 (rounds 2103 to 3140: 4-4 gave 4 in 12 rounds, 5-5 3 in
# 12, the other pairs 0 to 2): the harder bands need those most.
HARD_FROM=4000
HARD=("4 4" "5 5")
# From round 6000 on, levels 4 to 6 against level 7: level 7 plays the deep
# tactics the weaker level's blunders allow (levels 4 and 5 against their
# own level mostly miss them, so no quick look finds them), and the games
# are looked at with 15,000 nodes first and 300,000 only near a swing that
# look shows (--glance-nodes): the second pass over rounds 4000 to 5035
# cost 10 to 40 minutes a round, this under a minute.
SEVEN_FROM=6000
SEVEN=("5 7" "6 7" "4 7")
# From round 7000 on, levels 5, 6 and 7 against full strength held to
# 3,000,000 nodes a move, and puzzles made with 2,500,000 nodes a move
# (checked with four times that): a puzzle rates 2000 and above only when
# level 7 (800,000 nodes) misses it at least once in its three tries,
# which a generator searching less than level 7 (600,000 nodes above)
# rarely makes; the stronger side plays the tactics level 7 misses.
DEEP_FROM=7000
DEEP=("6 rookery nodes=3000000" "5 rookery nodes=3000000" "7 rookery nodes=3000000")

DEEP_SCAN=${DEEP_SCAN:-}

# The second pass over round $1's games (DEEP_SCAN set).
deeper() {
    local round=$1
    [ -e "$OUT/deep-$round.done" ] && return 0
    "$BIN" puzzles generate "$OUT/games-$round.pgn" --no-header --nodes 300000 \
        --scan-nodes "$DEEP_SCAN" --min-jump 0.3 --max-lead 1 --seed "$((SEED + round))" \
        >"$OUT/deep-$round.csv.part" 2>"$OUT/deep-$round.log"
    mv "$OUT/deep-$round.csv.part" "$OUT/deep-$round.csv"
    touch "$OUT/deep-$round.done"
    echo "$(date -u +%H:%M:%S) round $round looked at again: $(wc -l <"$OUT/deep-$round.csv") puzzles;" \
        "$(cat "$OUT"/deep-*.csv | wc -l) in all"
}

for ((round = FIRST; round < ROUNDS; round++)); do
    done_mark="$OUT/round-$round.done"
    if [ -n "$DEEP_SCAN" ] && [ -e "$done_mark" ]; then
        deeper "$round"
        continue
    fi
    [ -e "$done_mark" ] && continue
    if ((round >= DEEP_FROM)); then
        pair=(${DEEP[$((round % ${#DEEP[@]}))]})
    elif ((round < STRONG_FROM)); then
        pair=(${PAIRS[$((round % ${#PAIRS[@]}))]})
    elif ((round >= SEVEN_FROM)); then
        pair=(${SEVEN[$((round % ${#SEVEN[@]}))]})
    elif ((round >= HARD_FROM)); then
        pair=(${HARD[$((round % ${#HARD[@]}))]})
    else
        pair=(${STRONG[$(((round - STRONG_FROM) % ${#STRONG[@]}))]})
    fi
    # Five openings of the list for this round, chosen by the seed.
    python3 - "$ROOT/assets/openings" "$((SEED + round))" >"$OUT/openings-$round.txt" <<'PY'
import random, sys, pathlib
lines = []
for f in sorted(pathlib.Path(sys.argv[1]).glob("*.tsv")):
    for row in f.read_text().splitlines()[1:]:
        parts = row.split("\t")
        if len(parts) == 3:
            lines.append(parts[2])
random.seed(int(sys.argv[2]))
picked = random.sample(lines, 5)
# A line that ends in mate leaves no game to play: another instead.
for i, line in enumerate(picked):
    while picked[i].endswith("#"):
        picked[i] = random.choice(lines)
print("\n".join(picked))
PY
    second="rookery:level=${pair[1]}"
    ((${#pair[@]} > 2)) && second="${pair[*]:1}"
    "$BIN" match --engine "rookery:level=${pair[0]}" --engine "$second" \
        --games 10 --seed "$((SEED + round))" --openings "$OUT/openings-$round.txt" \
        --pgn "$OUT/games-$round.pgn" >"$OUT/match-$round.log" 2>&1
    scan=(--nodes 300000 --scan-nodes 50000)
    ((round >= FAST_FROM)) && scan=(--nodes 300000 --scan-nodes 15000)
    ((round >= SEVEN_FROM)) && scan=(--nodes 600000 --scan-nodes 300000 --glance-nodes 15000)
    ((round >= DEEP_FROM)) && scan=(--nodes 2500000 --scan-nodes 1000000 --glance-nodes 15000)
    "$BIN" puzzles generate "$OUT/games-$round.pgn" --no-header "${scan[@]}" \
        --min-jump 0.3 --max-lead 1 \
        --seed "$((SEED + round))" >"$OUT/puzzles-$round.csv.part" 2>"$OUT/generate-$round.log"
    mv "$OUT/puzzles-$round.csv.part" "$OUT/puzzles-$round.csv"
    touch "$done_mark"
    echo "$(date -u +%H:%M:%S) round $round (levels ${pair[*]}): $(wc -l <"$OUT/puzzles-$round.csv") puzzles;" \
        "$(cat "$OUT"/puzzles-*.csv | wc -l) in all"
    if [ -n "$DEEP_SCAN" ]; then
        deeper "$round"
    fi
done
