#!/usr/bin/env bash
# Deep perft check of the release binary against the published counts
# (chessprogramming wiki, "Perft Results"): the six standard positions.
# Usage: scripts/perft-deep.sh
#   ROOKERY_BIN=/path/to/rookery scripts/perft-deep.sh   # test a given binary, no build
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if ! command -v cargo >/dev/null 2>&1 && [ -x "$HOME/.cargo/bin/cargo" ]; then
    export PATH="$HOME/.cargo/bin:$PATH"
fi

if [ -n "${ROOKERY_BIN:-}" ]; then
    bin=$ROOKERY_BIN
else
    cargo build --release
    bin="${CARGO_TARGET_DIR:-target}/release/rookery"
fi

# name | depth | expected | FEN
positions=(
    "startpos|6|119060324|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    "kiwipete|5|193690690|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
    "position3|6|11030083|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
    "position4|5|15833292|r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
    "position5|5|89941194|rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"
    "position6|5|164075551|r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"
)

fmt="%-10s %5s %12s %12s %9s %8s  %s\n"
# shellcheck disable=SC2059
printf "$fmt" name depth expected got seconds Mnps result
failures=0
errlog=$(mktemp)
trap 'rm -f "$errlog"' EXIT
for entry in "${positions[@]}"; do
    IFS='|' read -r name depth expected fen <<<"$entry"
    t0=$(date +%s.%N)
    if out=$("$bin" perft "$depth" --fen "$fen" 2>"$errlog"); then
        got=$(printf '%s\n' "$out" | tail -n1 | tr -d '[:space:]')
    else
        got="error"
        sed 's/^/    /' "$errlog" >&2
    fi
    t1=$(date +%s.%N)
    secs=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }')
    if [[ $got =~ ^[0-9]+$ ]]; then
        mnps=$(awk -v n="$got" -v a="$t0" -v b="$t1" 'BEGIN { d = b - a; printf "%.1f", (d > 0 ? n / d / 1e6 : 0) }')
    else
        mnps="-"
    fi
    if [ "$got" = "$expected" ]; then
        result=OK
    else
        result=FAIL
        failures=$((failures + 1))
    fi
    # shellcheck disable=SC2059
    printf "$fmt" "$name" "$depth" "$expected" "$got" "$secs" "$mnps" "$result"
done

if [ "$failures" -ne 0 ]; then
    echo "perft-deep: $failures of ${#positions[@]} positions FAILED" >&2
    exit 1
fi
echo "perft-deep: all ${#positions[@]} positions OK"
