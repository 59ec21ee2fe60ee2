#!/usr/bin/env bash
# Whole-process perft timing: `rookery perft N` (start-up included, as a
# GUI or a script pays it) beside cozy-chess's perft of the same position
# (examples/cozy_perft.rs), measured in the same run, best of RUNS each.
# Prints the wall time of each and Rookery's speed relative to cozy-chess
# (above 1.00: Rookery is faster).
# Usage: scripts/perft-startup.sh [DEPTH...]     (default: 1 6)
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v cargo >/dev/null 2>&1 && [ -x "$HOME/.cargo/bin/cargo" ]; then
    export PATH="$HOME/.cargo/bin:$PATH"
fi

RUNS=${RUNS:-5}
depths=("$@")
[ ${#depths[@]} -eq 0 ] && depths=(1 6)

cargo build --release --quiet --bin rookery --example cozy_perft
target=${CARGO_TARGET_DIR:-target}/release
rookery="$target/rookery"
cozy="$target/examples/cozy_perft"

# The best wall time of RUNS runs of a command, in milliseconds; checks
# that every run printed the same count.
best_ms() {
    local best="" count="" out start end ms
    for _ in $(seq "$RUNS"); do
        start=$(date +%s%N)
        out=$("$@")
        end=$(date +%s%N)
        ms=$(( (end - start) / 1000000 ))
        if [ -n "$count" ] && [ "$out" != "$count" ]; then
            echo "different counts: $count and $out" >&2
            exit 1
        fi
        count=$out
        if [ -z "$best" ] || [ "$ms" -lt "$best" ]; then best=$ms; fi
    done
    echo "$best $count"
}

printf '%-7s %14s %12s %12s %8s\n' depth nodes rookery_ms cozy_ms ratio
for d in "${depths[@]}"; do
    read -r r_ms r_count < <(best_ms "$rookery" perft "$d")
    read -r c_ms c_count < <(best_ms "$cozy" "$d")
    if [ "$r_count" != "$c_count" ]; then
        echo "perft $d: rookery counts $r_count, cozy-chess $c_count" >&2
        exit 1
    fi
    ratio=$(awk -v r="$r_ms" -v c="$c_ms" 'BEGIN { printf "%.2f", (r > 0 ? c / r : 0) }')
    printf '%-7s %14s %12s %12s %8s\n' "$d" "$r_count" "$r_ms" "$c_ms" "$ratio"
done
