#!/usr/bin/env bash
# first-frame.sh BINARY [RUNS]: the seconds from starting Rookery to the
# first frame of its home screen, under Xvfb, each run in a fresh data
# folder (the first start, which also makes the library and imports the
# starter puzzles on a thread), then the median. Used to compare two
# builds on the same machine in the same sitting (docs/speed.md): run it
# on each, one after the other, nothing else running.
set -euo pipefail
bin=${1:?usage: first-frame.sh BINARY [RUNS]}
runs=${2:-5}
display=:95
Xvfb "$display" -screen 0 1120x760x24 >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null; wait $xvfb 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do
    DISPLAY=$display xdotool getdisplaygeometry >/dev/null 2>&1 && break
    sleep 0.1
done
times=()
for i in $(seq 1 "$runs"); do
    home=$(mktemp -d)
    start=$(date +%s.%N)
    HOME=$home ROOKERY_HOME=$home/rookery DISPLAY=$display "$bin" >"$home/log" 2>&1 &
    pid=$!
    # The first frame with the screen drawn: text on it (many colours, as
    # the e2e's menu_like counts them), not an empty window.
    while :; do
        if DISPLAY=$display import -window root "$home/shot.png" 2>/dev/null &&
            [ "$(convert "$home/shot.png" -format '%k' info:)" -gt 50 ]; then
            break
        fi
        kill -0 "$pid" 2>/dev/null || { echo "run $i: the game exited (see $home/log)" >&2; exit 1; }
        sleep 0.05
    done
    end=$(date +%s.%N)
    t=$(echo "$end - $start" | bc)
    times+=("$t")
    printf 'run %d: %.2f s\n' "$i" "$t"
    kill "$pid"; wait "$pid" 2>/dev/null || true
    rm -rf "$home"
done
printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { printf "median of %d: %.2f s\n", NR, a[int((NR + 1) / 2)] }'
