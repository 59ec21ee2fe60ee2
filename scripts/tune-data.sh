#!/usr/bin/env bash
# Plays the games `rookery tune` learns the evaluation's weights from.
#
# Usage: bash scripts/tune-data.sh [DIR]        (default target/tune)
#
# Rookery at full strength plays itself from every opening of
# scripts/match-openings.py (the lichess openings list's lines of 6 to 12
# plies), each twice with colours swapped, in PASSES passes (default 2).
# The two sides think a different number of nodes a move (4000 v 6000 in
# the first pass, 5000 v 8000 in the second, ...), so that the two games
# of an opening differ and the two passes repeat no game. Games both sides
# see lost by 15 pawns for 4 moves are adjudicated. Each pass writes
# DIR/games-N.pgn; then `rookery tune --write-positions`,
# scripts/tune-label.py and `rookery tune --scored` turn them into
# src/engine/weights.rs ("Tuning the evaluation" in docs/engine.md has the
# commands). ROOKERY names the binary (default
# target/release/rookery, which `cargo build --release` makes), JOBS the
# games at once (default 2).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-target/tune}
bin=${ROOKERY:-target/release/rookery}
passes=${PASSES:-2}
jobs=${JOBS:-2}
if [ ! -x "$bin" ]; then
    echo "tune-data: no $bin; build it with 'cargo build --release' or set ROOKERY" >&2
    exit 1
fi
mkdir -p "$dir"
openings="$dir/openings.txt"
python3 scripts/match-openings.py 100000 11 > "$openings"
games=$((2 * $(wc -l < "$openings")))
pairs=("4000 6000" "5000 8000" "3000 7000" "6000 9000")
for ((pass = 1; pass <= passes; pass++)); do
    read -r a b <<< "${pairs[$(((pass - 1) % ${#pairs[@]}))]}"
    echo "pass $pass of $passes: $games games, $a v $b nodes a move" >&2
    "$bin" match \
        --engine "rookery nodes=$a name=Rookery-$a" \
        --engine "rookery nodes=$b name=Rookery-$b" \
        --games "$games" --concurrency "$jobs" \
        --openings "$openings" \
        --resign "moves=4 score=1500" \
        --seed "$pass" \
        --pgn "$dir/games-$pass.pgn" > "$dir/match-$pass.log"
    tail -n 4 "$dir/match-$pass.log" >&2
done
