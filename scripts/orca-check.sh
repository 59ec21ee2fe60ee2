#!/usr/bin/env bash
# What Orca itself says of Rookery: starts Rookery and Orca (speech off,
# its debug log on) in an accessibility session under Xvfb, goes through
# the main menu and the Settings window with Tab as a player would, and
# prints each line Orca would have spoken. Not part of `make test` (Orca
# is a large package and a player's choice); run it by hand after changing
# what a screen reader meets:
#
#   apt-get install orca xvfb xdotool at-spi2-core dbus python3-pyatspi
#   scripts/orca-check.sh [ROOKERY_BIN]
#
# Exits 1 when Orca did not say what a player must hear: the window's name,
# the menu's buttons, the Settings window and its first menu with its
# choice. Orca 43 (Debian 12) reads the controls as focus moves; the
# announcements of the live region (moves, verdicts) it does not speak,
# as it knows AT-SPI's announcement event only from Orca 45 on.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${1:-${ROOKERY_BIN:-$ROOT/target/debug/rookery}}
OUT=${ORCA_OUT:-$(mktemp -d)}
command -v orca >/dev/null || { echo "orca-check: Orca is not installed (apt-get install orca)" >&2; exit 2; }

if [ -z "${DISPLAY:-}" ]; then
    export DISPLAY=:97
    Xvfb "$DISPLAY" -screen 0 1120x760x24 >/dev/null 2>&1 &
    xvfb=$!
    trap 'kill $xvfb 2>/dev/null || true' EXIT
    sleep 1
fi

# Orca writes its debug log through a buffer lost when it is stopped: a
# customisation of its own (in a home of this run only) flushes each line.
mkdir -p "$OUT/home/.local/share/orca"
cat >"$OUT/home/.local/share/orca/orca-customizations.py" <<'PY'
import orca.debug
try:
    orca.debug.debugFile.reconfigure(line_buffering=True)
except Exception:
    pass
PY

# Each key, then a pause for Orca to speak.
script='
keys() { for k in "$@"; do xdotool key "$k"; sleep 1.2; done; }
ROOKERY_HOME="$OUT/rookery" "$BIN" >"$OUT/rookery.log" 2>&1 &
rookery=$!
sleep 8
HOME="$OUT/home" orca --replace -d speech --debug-file "$OUT/orca.out" >"$OUT/orca.log" 2>&1 &
orca=$!
sleep 10
for w in $(xdotool search --name Rookery); do xdotool windowfocus "$w" || true; done
sleep 1
keys Tab Tab Tab Tab Tab Tab Tab Tab
keys Return
sleep 2
keys Tab Tab
sleep 2
kill $orca $rookery 2>/dev/null || true
'
OUT="$OUT" BIN="$BIN" bash "$ROOT/scripts/a11y-session.sh" "$script" >/dev/null 2>&1 || true

spoken=$(grep -a "SPEECH OUTPUT" "$OUT/orca.out" 2>/dev/null | sed -e "s/^.*SPEECH OUTPUT: '//" -e "s/'{.*$//" || true)
echo "Orca said:"
echo "$spoken" | sed 's/^/  /'
status=0
for needed in "Rookery frame" "New Game push button" "Settings push button" "Close window push button" "Language: "; do
    if ! grep -qF "$needed" <<<"$spoken"; then
        echo "orca-check: Orca never said '$needed' (its log: $OUT/orca.out)" >&2
        status=1
    fi
done
[ $status = 0 ] && echo "orca-check: PASS"
exit $status
