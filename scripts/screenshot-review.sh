#!/usr/bin/env bash
# Makes docs/assets/review.png, the picture of a reviewed game in the
# player's guide (docs/guide.md): the game below opened with --pgn in a real
# window on a virtual display (Xvfb, 1120 x 760), "Review the game", the
# engine switched on, and the move 5. Nxf7?? selected (its better move
# drawn as an arrow).
#
# Usage: scripts/screenshot-review.sh [OUT.png]
# Needs Xvfb, xdotool and ImageMagick's import (Debian: xvfb xdotool
# imagemagick) and the window's run-time packages (make run-deps).
# ROOKERY_BIN picks the binary (default: the debug build in cargo's target
# folder, built when missing).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:-$ROOT/docs/assets/review.png}
DISPLAY_NUM=${SHOT_DISPLAY:-:97}
# The review at a million nodes a position takes about half a second a
# position in a release build; the debug build (optimised) a little more.
: "${SHOT_REVIEW_WAIT:=40}"

for tool in Xvfb xdotool import; do
    command -v "$tool" >/dev/null || { echo "screenshot-review: $tool is missing" >&2; exit 1; }
done

if [ -z "${ROOKERY_BIN:-}" ]; then
    target_dir=${CARGO_TARGET_DIR:-$ROOT/target}
    ROOKERY_BIN=$target_dir/debug/rookery
    [ -x "$ROOKERY_BIN" ] || (cd "$ROOT" && cargo build --bin rookery)
fi

work=$(mktemp -d)
cleanup() {
    [ -n "${GAME_PID:-}" ] && kill "$GAME_PID" 2>/dev/null || true
    [ -n "${XVFB_PID:-}" ] && kill "$XVFB_PID" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# A short game written for this picture: Black's knight leaves e5 to
# White's knight, White takes with 4. Nxe5 and 5. Nxf7, and Black mates.
cat >"$work/game.pgn" <<'PGN'
[Event "Rookery screenshot"]
[White "Anna"]
[Black "Boris"]
[Result "0-1"]

1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4 4. Nxe5 Qg5 5. Nxf7 Qxg2 6. Rf1 Qxe4+
7. Be2 Nf3# 0-1
PGN

Xvfb "$DISPLAY_NUM" -screen 0 1120x760x24 >/dev/null 2>&1 &
XVFB_PID=$!
export DISPLAY=$DISPLAY_NUM
for _ in $(seq 1 50); do
    xdotool getdisplaygeometry >/dev/null 2>&1 && break
    sleep 0.2
done

mkdir -p "$work/home"
ROOKERY_HOME=$work/home "$ROOKERY_BIN" --pgn "$work/game.pgn" >"$work/game.log" 2>&1 &
GAME_PID=$!
for _ in $(seq 1 150); do
    xdotool search --class '^io[.]github[.]rookery_chess[.]Rookery$' >/dev/null 2>&1 && break
    sleep 0.2
done
sleep 6

click() { xdotool mousemove "$1" "$2" sleep 0.2 click 1; sleep "${3:-1}"; }
# The game-over window: Review the game (the first of its six buttons).
click 400 310 2
echo "screenshot-review: reviewing (up to ${SHOT_REVIEW_WAIT} s)" >&2
sleep "$SHOT_REVIEW_WAIT"
# The panel: Engine on (under the review bar), then 5. Nxf7 in the list.
click 816 404 2
click 884 236 6
xdotool mousemove 1115 755
sleep 1
mkdir -p "$(dirname "$OUT")"
import -window root "$OUT"
echo "screenshot-review: wrote $OUT" >&2
