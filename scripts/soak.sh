#!/usr/bin/env bash
# Random-input soak (issue #13): the real Rookery binary in a virtual X
# server, fed random clicks, drags, right-drags, wheel turns, key presses
# and typed text across every screen, with a fresh data folder.
#
#   bash scripts/soak.sh                        # 300 events, a random seed
#   SOAK_EVENTS=20000 SOAK_SEED=42 bash scripts/soak.sh
#   make soak EVENTS=20000 SEED=42              # the same, after a build
#
# It fails (exit status 1, "SOAK FAIL ... seed S at event N") when the game
# panics, exits with an error or exits without being asked to, when a save
# or the autosave it leaves does not load (each is read back with
# `rookery pgn FILE.ron`, which checks a save as the game does when loading
# it: every move legal, the position as recorded), when the settings file
# it wrote was set aside as unreadable on a restart
# (config/settings.ron.unreadable-*), when a temporary file of a write
# (.<name>.<pid>.<n>.tmp) is left once the game has exited, or when the
# game does not close cleanly at the end (SIGINT, as Ctrl+C: status 0 and
# the orderly exit in its log; a segfault, a kill or a hang fails). A Quit
# clicked at random is a clean exit: the game is started again (which
# resumes from the autosave) and the soak goes on. The same seed gives the
# same events, so a failure can be replayed; timing differs from run to run.
#
# At the end it prints the figures: events by kind, screens visited, games
# finished, saves written, saves and autosaves reloaded, restarts. The game's
# logs and its ROOKERY_HOME are left in target/soak/ (SOAK_OUT).
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The window in English, whatever the machine's locale (the soak reads
# English screens).
export LC_ALL=C.UTF-8 LANGUAGE=

: "${SOAK_EVENTS:=300}"            # how many input events
: "${SOAK_SEED:=}"                 # the random seed (default: from the clock)
: "${SOAK_DISPLAY:=:96}"           # the virtual X server's display
: "${SOAK_OUT:=$ROOT/target/soak}" # logs and the game's ROOKERY_HOME
: "${SOAK_DELAY:=0.02}"            # seconds between events
: "${SOAK_CHECK_EVERY:=100}"       # events between autosave checks
: "${SOAK_START_TIMEOUT:=120}"     # seconds for the window to appear
: "${SOAK_EXIT_TIMEOUT:=20}"       # seconds for the game to close after SIGINT at the end
: "${SOAK_INSTALL:=1}"             # 0: do not install missing Debian packages
: "${SOAK_SHOTS:=0}"               # 1: a screenshot at each check (needs imagemagick)
if [ -z "${ROOKERY_BIN:-}" ]; then
    target_dir=${CARGO_TARGET_DIR:-target}
    case "$target_dir" in /*) ;; *) target_dir="$ROOT/$target_dir" ;; esac
    ROOKERY_BIN="$target_dir/debug/rookery"
fi
[ -n "$SOAK_SEED" ] || SOAK_SEED=$(( $(date +%s%N) % 1000000000 ))
case "$SOAK_EVENTS$SOAK_SEED" in *[!0-9]*)
    echo "SOAK_EVENTS and SOAK_SEED must be whole numbers" >&2; exit 2 ;;
esac

# The window: 1120x760 at (0,0), no window manager. The board's squares are
# 89 pixels from (44,24) (see scripts/e2e.sh); the panel is on the right.
W=1120
H=760
BOARD_X=44
BOARD_Y=24
SQ=89
PACKAGES="xvfb mesa-vulkan-drivers xdotool libxcursor1 libxrandr2 libxi6 libxkbcommon-x11-0 libx11-xcb1"

T0=$(date +%s)
GAME_PID=
XVFB_PID=
GAME_RUN=0
GAME_LOG=
EVENT=0
RESTARTS=0
AUTOSAVE_CHECKS=0
declare -A KINDS=()

log() { printf '[soak %4ds] %s\n' "$(($(date +%s) - T0))" "$*"; }

fail() {
    echo "SOAK FAIL (seed $SOAK_SEED, at event $EVENT of $SOAK_EVENTS): $*" >&2
    if [ -n "$GAME_LOG" ] && [ -f "$GAME_LOG" ]; then
        echo "---- last lines of $GAME_LOG ----" >&2
        tail -n 20 "$GAME_LOG" >&2
        echo "----" >&2
    fi
    echo "Replay with: SOAK_SEED=$SOAK_SEED SOAK_EVENTS=$SOAK_EVENTS bash scripts/soak.sh" >&2
    exit 1
}

stop_game() {
    [ -n "$GAME_PID" ] || return 0
    if [ -d "/proc/$GAME_PID" ]; then
        kill -TERM "$GAME_PID" 2>/dev/null || true
        local i
        for i in $(seq 1 50); do
            [ -d "/proc/$GAME_PID" ] || break
            sleep 0.1
        done
        kill -KILL "$GAME_PID" 2>/dev/null || true
    fi
    wait "$GAME_PID" 2>/dev/null || true
    GAME_PID=
}

cleanup() {
    stop_game
    if [ -n "$XVFB_PID" ]; then
        kill -TERM "$XVFB_PID" 2>/dev/null || true
        wait "$XVFB_PID" 2>/dev/null || true
    fi
}
trap cleanup EXIT
trap 'fail "interrupted"' INT TERM

# ---------------------------------------------------------------------------
# Set-up
# ---------------------------------------------------------------------------
if [ "$SOAK_INSTALL" = 1 ]; then
    # shellcheck disable=SC2086  # a list of package names
    bash "$ROOT/scripts/install-deps.sh" $PACKAGES || fail "installing $PACKAGES failed"
fi
for tool in Xvfb xdotool; do
    command -v "$tool" >/dev/null 2>&1 || fail "$tool is missing (Debian: $PACKAGES)"
done
[ -x "$ROOKERY_BIN" ] || fail "no binary at $ROOKERY_BIN (run cargo build, or set ROOKERY_BIN)"

rm -rf "$SOAK_OUT"
mkdir -p "$SOAK_OUT"
HOME_DIR=$SOAK_OUT/home
SAVES_DIR=$HOME_DIR/data/saves
AUTOSAVE=$HOME_DIR/data/autosave.ron

export DISPLAY=$SOAK_DISPLAY
n=${SOAK_DISPLAY#:}
if [ -e "/tmp/.X${n%%.*}-lock" ]; then
    holder=$(tr -dc '0-9' <"/tmp/.X${n%%.*}-lock" 2>/dev/null || true)
    if [ -n "$holder" ] && [ -d "/proc/$holder" ]; then
        fail "display $SOAK_DISPLAY is already in use (pid $holder); set SOAK_DISPLAY=:NN"
    fi
fi
Xvfb "$SOAK_DISPLAY" -screen 0 "${W}x${H}x24" -nolisten tcp -noreset >"$SOAK_OUT/xvfb.log" 2>&1 &
XVFB_PID=$!
for i in $(seq 1 100); do
    xdotool getdisplaygeometry >/dev/null 2>&1 && break
    [ "$i" = 100 ] && fail "Xvfb on $SOAK_DISPLAY did not come up"
    sleep 0.1
done

start_game() {
    GAME_RUN=$((GAME_RUN + 1))
    GAME_LOG=$SOAK_OUT/game-$GAME_RUN.log
    # SIGINT back at its default: a script's background job starts with it
    # ignored, and Bevy then leaves Ctrl+C alone (close_game needs it).
    env --default-signal=INT ROOKERY_HOME="$HOME_DIR" NO_COLOR=1 RUST_BACKTRACE=1 \
        "$ROOKERY_BIN" >"$GAME_LOG" 2>&1 &
    GAME_PID=$!
    local i
    for i in $(seq 1 $((SOAK_START_TIMEOUT * 10))); do
        if [ ! -d "/proc/$GAME_PID" ]; then
            wait "$GAME_PID" 2>/dev/null
            fail "the game exited while starting (status $?)"
        fi
        if xdotool search --class '^io[.]github[.]rookery_chess[.]Rookery$' >/dev/null 2>&1; then
            # The first frame: egui lays out its screens on the frame after.
            sleep 2
            focus_game
            return 0
        fi
        sleep 0.1
    done
    fail "no window after $SOAK_START_TIMEOUT s"
}

# focus_game: with no window manager, keys reach a window only once it has
# the keyboard focus (winit ignores them otherwise).
focus_game() {
    local wid
    wid=$(xdotool search --class '^io[.]github[.]rookery_chess[.]Rookery$' 2>/dev/null | head -n 1)
    [ -n "$wid" ] && xdotool windowfocus "$wid" 2>/dev/null
    return 0
}

# check_exit: the game is gone. A clean exit the player asked for (Quit, at
# random) is fine: start it again. Anything else fails.
check_exit() {
    local status
    wait "$GAME_PID" 2>/dev/null
    status=$?
    GAME_PID=
    grep -q "panicked" "$GAME_LOG" && fail "the game panicked"
    [ "$status" = 0 ] || fail "the game exited with status $status"
    grep -q "exit: Success" "$GAME_LOG" || fail "the game exited without being asked to"
    RESTARTS=$((RESTARTS + 1))
    check_saves
    start_game
}

# close_game: ends the run as Ctrl+C in a terminal ends the game: SIGINT,
# which Bevy turns into an orderly exit (the game's exit systems run and
# write what is still to be written; the log says "exit: Error(130)"),
# after which the process returns status 0 (start_game leaves SIGINT at
# its default for this). Anything else fails: a crash on the way out (a
# segfault, status 139; an abort, 134), a panic, an exit that skipped the
# orderly one, or a game still there after SOAK_EXIT_TIMEOUT seconds
# (killed, and reported).
close_game() {
    local i status
    kill -INT "$GAME_PID" 2>/dev/null
    for i in $(seq 1 $((SOAK_EXIT_TIMEOUT * 10))); do
        [ -d "/proc/$GAME_PID" ] || break
        sleep 0.1
    done
    if [ -d "/proc/$GAME_PID" ]; then
        stop_game
        fail "the game did not exit within $SOAK_EXIT_TIMEOUT s of SIGINT (killed)"
    fi
    wait "$GAME_PID" 2>/dev/null
    status=$?
    GAME_PID=
    grep -q "panicked" "$GAME_LOG" && fail "the game panicked while closing"
    if [ "$status" -gt 128 ]; then
        fail "the game was ended by signal $((status - 128)) (SIG$(kill -l $((status - 128)) 2>/dev/null)) while closing"
    fi
    [ "$status" = 0 ] || fail "the game exited with status $status when closed (SIGINT)"
    grep -q "exit: " "$GAME_LOG" || fail "the game exited without its orderly exit (no 'exit:' in its log)"
}

# check_save FILE: it loads as the game loads it.
check_save() {
    local out
    out=$("$ROOKERY_BIN" pgn "$1" 2>&1 >/dev/null) || fail "$1 does not load: $out"
}

# check_autosave: the autosave, if there is one, holds a legal game. The
# game replaces it atomically, so a copy is never half written.
check_autosave() {
    [ -f "$AUTOSAVE" ] || return 0
    cp "$AUTOSAVE" "$SOAK_OUT/autosave-copy.ron" || return 0
    check_save "$SOAK_OUT/autosave-copy.ron"
    AUTOSAVE_CHECKS=$((AUTOSAVE_CHECKS + 1))
}

# check_saves: called once the game has exited. Every named save loads;
# nothing was set aside as damaged; no write was left half done. Where the
# game puts things (src/persist):
# - a settings file it cannot read is renamed, at start-up, beside itself
#   in the config folder: settings.ron.unreadable-<date>-<time>[-N]
#   (settings.rs, set_aside). The soak's restarts read the settings the
#   game wrote, so one seen here is a settings file the game wrote and
#   could not read back.
# - every file is written atomically: a temporary .<name>.<pid>.<n>.tmp
#   beside the target, renamed over it (atomic.rs), in data/, data/saves/,
#   data/games/, data/exports/ and config/; a failed write removes it. With
#   the game gone, one left behind is a write cut off half way.
# - unreadable saves are not moved (the Load Game window lists them with
#   the reason); each one is read back here instead, as the game loads it.
SAVES_RELOADED=0
check_saves() {
    check_autosave
    local f
    f=$(find "$HOME_DIR/config" -maxdepth 1 -name '*.unreadable-*' 2>/dev/null | head -n 1)
    [ -z "$f" ] || fail "the settings file was set aside as unreadable: ${f#"$ROOT"/} (see the notice in the game's log)"
    f=$(find "$HOME_DIR" -name '.*.tmp' 2>/dev/null | head -n 1)
    [ -z "$f" ] || fail "a temporary file was left behind, a write cut off half way: ${f#"$ROOT"/}"
    [ -d "$SAVES_DIR" ] || return 0
    SAVES_RELOADED=0
    while IFS= read -r -d '' f; do
        case "$f" in
            *.ron) check_save "$f"; SAVES_RELOADED=$((SAVES_RELOADED + 1)) ;;
            *) fail "a file in the saves folder that is not a save: ${f#"$ROOT"/}" ;;
        esac
    done < <(find "$SAVES_DIR" -mindepth 1 -maxdepth 1 -print0)
}

# ---------------------------------------------------------------------------
# Random events. R is set by rnd (never call it in $(...): a subshell's
# RANDOM does not advance the seeded sequence).
# ---------------------------------------------------------------------------
RANDOM=$SOAK_SEED
rnd() { R=$((RANDOM % $1)); }
# A square's centre in X, Y (files and ranks 0..7, White at the bottom).
square_xy() { X=$((BOARD_X + SQ * $1 + SQ / 2)); Y=$((BOARD_Y + SQ * (7 - $2) + SQ / 2)); }
# A point: anywhere, on the panel, or in the middle where menus and windows are.
any_point() { rnd $W; X=$R; rnd $H; Y=$R; }
panel_point() { rnd 330; X=$((785 + R)); rnd $H; Y=$R; }
middle_point() { rnd 560; X=$((280 + R)); rnd 520; Y=$((120 + R)); }

# More End and Right than Left and Home: a game stepped back to an earlier
# move takes no moves until it is back at its last.
KEYS=(Left Right Right Home End End End Up Down Return Tab space BackSpace Delete
    ctrl+z f F1 a e n q x 1 8 ctrl+a ctrl+c ctrl+v shift+Tab Page_Up Page_Down)
TEXTS=("e4" "Nf3" "O-O" "e8=Q" "1. e4 e5 2. Nf3 *" "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    "8/8/8/8/8/8/8/8 w - - 0 1" "[Event \"x\"]" "{ comment" "(" "\$1 ??" "Ünïcödé ♞ 名前"
    "/nonexistent/engine" "99999999999999999999" "-1" "" "   " "a/b\\c:d*e?f" "$(printf 'x%.0s' {1..300})")

move_to() { xdotool mousemove "$X" "$Y"; }

event() {
    local kind x1 y1 f r df dr button
    rnd 100
    if [ "$R" -lt 28 ]; then
        # A drag on the board: a pawn-like push, a knight's jump, or anything.
        kind=drag
        rnd 8; f=$R; rnd 8; r=$R
        rnd 10
        if [ "$R" -lt 5 ]; then
            df=0; rnd 2; dr=$((R + 1)); [ "$r" -ge 4 ] && dr=$((-dr))
        elif [ "$R" -lt 7 ]; then
            rnd 2; df=$((R * 2 - 1)); rnd 2; dr=$((R * 4 - 2))
        else
            rnd 8; df=$((R - f)); rnd 8; dr=$((R - r))
        fi
        square_xy "$f" "$r"; x1=$X; y1=$Y
        square_xy $(((f + df + 8) % 8)) $(((r + dr + 8) % 8))
        xdotool mousemove "$x1" "$y1" mousedown 1
        rnd 3
        [ "$R" -gt 0 ] && xdotool mousemove $(((x1 + X) / 2)) $(((y1 + Y) / 2))
        xdotool mousemove "$X" "$Y" mouseup 1
    elif [ "$R" -lt 31 ]; then
        # What a player does to begin a game: the main menu's first button
        # (New Game, or Resume when there is a game to resume), then Setup's
        # Start. Elsewhere these are two more clicks.
        kind=new-game
        xdotool mousemove 560 250 click 1
        sleep 0.4
        xdotool mousemove 440 510 click 1  # Start, with No clock chosen
    elif [ "$R" -lt 33 ]; then
        # And to save it: Escape for the pause menu, Save Game, Save (where
        # they are when a game runs; elsewhere, three more random inputs).
        kind=save-game
        xdotool key Escape
        sleep 0.4
        xdotool mousemove 400 271 click 1
        sleep 0.4
        xdotool mousemove 413 417 click 1
    elif [ "$R" -lt 36 ]; then
        kind=click-anywhere; any_point; move_to; xdotool click 1
    elif [ "$R" -lt 50 ]; then
        kind=click-panel; panel_point; move_to; xdotool click 1
    elif [ "$R" -lt 60 ]; then
        kind=click-middle; middle_point; move_to; xdotool click 1
    elif [ "$R" -lt 74 ]; then
        # Where the menus' buttons are: the main menu's and pause menu's
        # column, Setup's rows and the confirmations' buttons.
        kind=click-buttons; rnd 300; X=$((410 + R)); rnd 320; Y=$((220 + R)); move_to; xdotool click 1
    elif [ "$R" -lt 76 ]; then
        kind=double-click; any_point; move_to; xdotool click --repeat 2 --delay 40 1
    elif [ "$R" -lt 80 ]; then
        kind=right-drag
        rnd 8; f=$R; rnd 8; r=$R; square_xy "$f" "$r"; x1=$X; y1=$Y
        rnd 8; f=$R; rnd 8; r=$R; square_xy "$f" "$r"
        xdotool mousemove "$x1" "$y1" mousedown 3 mousemove "$X" "$Y" mouseup 3
    elif [ "$R" -lt 83 ]; then
        kind=wheel; any_point; move_to; rnd 2; button=$((4 + R)); xdotool click "$button"
    elif [ "$R" -lt 88 ]; then
        # Escape closes windows and opens the pause menu: often, as players press it.
        kind=escape; xdotool key Escape
    elif [ "$R" -lt 96 ]; then
        kind=key; rnd ${#KEYS[@]}; xdotool key "${KEYS[$R]}"
    else
        kind=text; rnd ${#TEXTS[@]}; xdotool type --delay 5 -- "${TEXTS[$R]}"
    fi
    KINDS[$kind]=$((${KINDS[$kind]:-0} + 1))
}

# ---------------------------------------------------------------------------
# The run
# ---------------------------------------------------------------------------
log "seed $SOAK_SEED, $SOAK_EVENTS events, binary $ROOKERY_BIN"
start_game
while [ "$EVENT" -lt "$SOAK_EVENTS" ]; do
    EVENT=$((EVENT + 1))
    event
    sleep "$SOAK_DELAY"
    [ -d "/proc/$GAME_PID" ] || check_exit
    if [ $((EVENT % SOAK_CHECK_EVERY)) = 0 ]; then
        grep -q "panicked" "$GAME_LOG" && fail "the game panicked"
        check_autosave
        focus_game
        log "event $EVENT"
        [ "$SOAK_SHOTS" = 1 ] && import -window root "$SOAK_OUT/shot-$EVENT.png"
    fi
done
# Let the last input settle, then the game must still be running.
sleep 1
[ -d "/proc/$GAME_PID" ] || check_exit
grep -q "panicked" "$GAME_LOG" && fail "the game panicked"
close_game
check_saves

# ---------------------------------------------------------------------------
# Figures
# ---------------------------------------------------------------------------
logs=("$SOAK_OUT"/game-*.log)
screens=$(grep -ho "screen: [A-Za-z]*" "${logs[@]}" | sort | uniq -c | awk '{printf "%s%s %d", sep, $3, $1; sep=", "}')
games=$(cat "${logs[@]}" | grep -c "game over after")
saved=$(cat "${logs[@]}" | grep -c "saved: ")
kinds=$(for k in "${!KINDS[@]}"; do echo "$k ${KINDS[$k]}"; done | sort | awk '{printf "%s%s %d", sep, $1, $2; sep=", "}')
echo "SOAK PASS: seed $SOAK_SEED, $SOAK_EVENTS events in $(($(date +%s) - T0)) s"
echo "  events by kind:   $kinds"
echo "  screens visited:  $screens (times entered)"
echo "  games finished:   $games"
echo "  saves written:    $saved; save files at the end, each reloaded: $SAVES_RELOADED; autosave reloads: $AUTOSAVE_CHECKS"
echo "  restarts after Quit: $RESTARTS"
