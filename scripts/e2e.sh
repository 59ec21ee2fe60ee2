#!/usr/bin/env bash
# End-to-end test (issue #7): drives the real Rookery binary in a virtual X
# server with real pointer and keyboard events (xdotool), checks screenshots
# by the colours of the board's squares and finds menu buttons by their
# fill colour, checks the save files, and routes the game's sound to a file
# through ALSA's file device (paced by pv) to check it.
#
#   bash scripts/e2e.sh                 # all the steps
#   E2E_AUDIO=0 bash scripts/e2e.sh     # without the sound (no pv needed)
#   E2E_SAVE=0 E2E_RESUME=0 E2E_AUDIO=0 bash scripts/e2e.sh   # steps 1-4 only
#
# Before the steps, the binary is run once with no GPU driver (check_no_gpu):
# it must say so in one line and exit with status 1.
#
# Steps (each one a function below; a failure prints
# "E2E FAIL at step N (<name>): <why>" and exits non-zero):
#   1 menu      Menu -> Setup -> Playing, two players; calibrates the colours
#   2 moves     e2-e4 and e7-e5 by drag, g1 then f3 by clicks, b8-c6 by drag
#   3 illegal   drag e4 to e6 (the pawn is blocked: not even lifted, still on
#               e4 while the button is held over e6), then d2 to d5 (lifted,
#               seen over d5 mid-drag, back on d2 after the drop)
#   4 capture   Bb5 a6 Bxc6 dxc6: a capture and a recapture
#   5 save      (E2E_SAVE=0 skips) pause -> Save Game -> Save; pause -> Main
#               Menu -> "Save and go to the menu"; main menu (with Resume)
#               -> Load Game -> Load (newest row) -> same board
#   6 resume    (E2E_RESUME=0 skips) pause -> Quit -> "Save and quit" (exit
#               status 0); start again; main menu -> Resume -> same board;
#               one more move (Nxe5) to show the resumed game plays on
#   7 audio     (E2E_AUDIO=0 skips) every move and refusal made sound, the
#               idle stretches none
#   8-10        a game to a flag, the board editor, French (see below)
#   11 library  (E2E_LIBRARY=0 skips) Library screen: a PGN file imported by
#               its path, a FEN searched, the first game opened with Analyse
#               (the position on the analysis board), the explorer switched on
#   12 puzzles  (E2E_PUZZLES=0 skips) main menu -> Puzzles -> Rated puzzles:
#               lichess's sample puzzle opens with the opponent's move played; a wrong move by
#               drag is taken back and the try recorded as failed and rated
#               (the player's rating falls); the two right moves by drag, the
#               reply played between them; solved, not rated a second time
#   13 access   (E2E_A11Y=0 skips) no pointer event at all: in a D-Bus
#               session with the AT-SPI registry (scripts/a11y-session.sh),
#               scripts/a11y-e2e.py reads the main menu's buttons and Setup's
#               controls by name and presses them through AT-SPI, checks the
#               64 board cells, plays four moves by the board's cursor and
#               two typed after `/`, asks `c`, resigns, and checks each
#               announcement as a screen reader hears it; then presses
#               Review the game (the accuracy read in the tree), Back to the
#               result, Export FEN / PGN and Save .pgn (the file written)
#
# Screenshots (numbered, named by step), the game's logs, its ROOKERY_HOME
# (saves, autosave), audio-summary.txt and, on failure, the last screenshot
# and the raw audio-N.wav are left in target/e2e/ (E2E_OUT). See
# tests/e2e/README.md for how the checks work and how to update the
# coordinates when a screen is redesigned.
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
# The window in English, whatever the machine's locale: the checks read
# English screens (button positions, text widths).
export LC_ALL=C.UTF-8 LANGUAGE=

# ---------------------------------------------------------------------------
# Configuration. Every value can be overridden from the environment.
# ---------------------------------------------------------------------------
: "${E2E_DISPLAY:=:97}"            # the virtual X server's display
: "${E2E_OUT:=$ROOT/target/e2e}"   # screenshots, logs, ROOKERY_HOME, audio
: "${E2E_SAVE:=1}"                 # step 5: save, main menu, load (0: skip)
: "${E2E_RESUME:=1}"               # step 6: quit with save, restart, resume (0: skip)
: "${E2E_AUDIO:=1}"                # step 7: sound routed to a file and checked (0: skip)
: "${E2E_FLAG:=1}"                 # step 8: a timed game played to a flag (0: skip)
: "${E2E_EDITOR:=1}"               # step 9: a position set up in the board editor, played (0: skip)
: "${E2E_LANGUAGE:=1}"             # step 10 (after step 9): the window switched to French (0: skip)
: "${E2E_LIBRARY:=1}"              # step 11: a PGN imported in the Library screen, searched, opened (0: skip)
: "${E2E_PUZZLES:=1}"              # step 12: a puzzle solved by drag after a wrong try (0: skip)
: "${E2E_A11Y:=1}"                 # step 13: a short game read and played through AT-SPI and keys (0: skip)
: "${E2E_TIMEOUT:=20}"             # seconds to wait for a screen or a move
: "${E2E_START_TIMEOUT:=120}"      # seconds for the first frame (lavapipe, cold CI)
: "${E2E_INPUT_DELAY:=0.2}"        # seconds between the parts of a click or drag
: "${E2E_HELD_STABLE:=1.5}"        # step 3: seconds the blocked pawn must stay put with the button held
: "${E2E_INSTALL:=1}"              # 0: do not install missing Debian packages
if [ -z "${ROOKERY_BIN:-}" ]; then
    target_dir=${CARGO_TARGET_DIR:-target}
    case "$target_dir" in /*) ;; *) target_dir="$ROOT/$target_dir" ;; esac
    ROOKERY_BIN="$target_dir/debug/rookery"
    ROOKERY_BIN_DEFAULTED=1
else
    ROOKERY_BIN_DEFAULTED=0
fi

# The screen is exactly the window's size: Rookery opens a 1120x760 window at
# (0,0) and there is no window manager, so screen = window coordinates.
SCREEN_W=1120
SCREEN_H=760

# Board geometry (White at the bottom; Rookery flips only for a Black player,
# which this test never is): the square of file f (0 = a) and rank r (0 = 1)
# has its centre at x = BOARD_X + SQ*(f+0.5), y = BOARD_Y + SQ*(7-r+0.5).
: "${BOARD_X:=44}"
: "${BOARD_Y:=24}"
: "${SQ:=89}"
: "${PATCH:=21}"  # side of the square patch sampled at each square's centre

# Buttons at fixed places, as "x y" in window pixels, measured on the build
# of 86c1e5c (Setup's on the form of stop 71). An empty value means "this screen has no such button; skip
# the click".
: "${XY_SETUP_TWO_PLAYERS:=440 75}"     # setup: radio "Two players on this screen" (its text)
: "${XY_SETUP_WHITE:=440 181}"          # setup (No clock): radio "Your colour: White" (its text)
: "${XY_SETUP_START:=560 343}"          # setup (No clock): Start
: "${XY_SETUP_TIMED_WHITE:=440 253}"    # setup with a custom clock shown: "Your colour: White"
: "${XY_SETUP_TIMED_START:=560 403}"    # setup with a custom clock shown: Start
: "${XY_SETUP_FEN_WHITE:=440 219}"      # setup with a start position from the editor: "Your colour: White"
: "${XY_SETUP_FEN_START:=560 369}"      # setup with a start position from the editor: Start
: "${XY_EDITOR_EMPTY:=733 180}"         # board editor: Empty board
: "${XY_EDITOR_PLAY:=751 360}"          # board editor: Play from here (once the position is legal)
: "${XY_PANEL_MENU:=903 641}"           # right panel: Menu, once a move is played (903 614 before)
: "${XY_AWAY:=1115 755}"                # the pointer's resting place (hovers nothing)
: "${XY_SETTINGS_LANGUAGE:=660 66}"    # Settings opened from the pause menu: the Language menu
: "${XY_SETTINGS_FRENCH:=640 134}"     # that menu open: Français
: "${XY_SETTINGS_CLOSE_FRENCH:=920 33}" # Settings in French: its close cross
: "${XY_LIBRARY_IMPORT_PATH:=260 41}"  # Library screen: the PGN file's path to import
: "${XY_LIBRARY_FEN:=250 116}"         # Library screen: the position's FEN
: "${XY_LIBRARY_FIRST_ROW:=300 202}"   # Library screen: the table's first row
: "${XY_LIBRARY_ANALYSE:=89 712}"      # Library screen, a game selected: Analyse
: "${XY_PUZZLES_RATED:=282 131}"      # the Puzzles screen: Rated puzzles
: "${XY_PANEL_EXPLORER:=816 639}"      # analysis board, engine off: the Opening explorer switch
# Every other button (main menu, pause menu, Save Game, the "Leave this
# game?" / "Quit Rookery?" confirmations, the Load Game table) is found on
# the screenshot, not clicked at a fixed place: the main menu gains a Resume
# button (moving everything under it down) when an unfinished autosave
# exists, and the Load Game window is centred and sized to its rows. See
# find_buttons and tests/e2e/README.md for the positions seen.
: "${E2E_BUTTON_FILL:=#3C3C3C}"         # egui's fill of a button not hovered

# How the pause menu is opened: "key" (Escape) or "button" (XY_PANEL_MENU).
: "${E2E_PAUSE_WITH:=key}"

# Audio (step 7). ALSA's default device becomes its "file" plugin over the
# "null" device, writing a WAV file. Measured with the game (86c1e5c): cpal,
# under kira, opens it as 2 channels of 32-bit float at 48000 Hz, 384000
# bytes a second (the header labels the floats PCM). The null device takes
# data as fast as it comes, so the file plugin pipes it through pv at that
# rate (its back-pressure paces the game's audio thread to real time);
# without it the audio thread writes hundreds of MB a second. pv also stops
# after E2E_AUDIO_MAX_MB per game run, so a run can never fill the disk
# (the game then goes on silently). If the game picks another format the
# pacing is off by that factor but the check still works (it measures in
# bytes, not seconds); step 7 logs the format the header says.
: "${E2E_AUDIO_BYTES_PER_SEC:=384000}"
: "${E2E_AUDIO_MAX_MB:=150}"    # per game run: about 6.5 minutes of sound
: "${E2E_AUDIO_LOUD:=0.01}"     # a move's sound peaks above this (full scale 1.0)
: "${E2E_AUDIO_QUIET:=0.0005}"  # an idle stretch stays below this
: "${E2E_AUDIO_TAIL:=1.5}"      # seconds after a move is seen within which its sound must be in the file
: "${E2E_AUDIO_SETTLE:=1.5}"    # seconds before an idle stretch, for earlier sounds to end
: "${E2E_AUDIO_IDLE:=2}"        # seconds of an idle stretch
: "${E2E_KEEP_AUDIO:=0}"        # 1: keep audio-N.wav after a pass (always kept on failure)

PACKAGES="xvfb mesa-vulkan-drivers xdotool imagemagick libxcursor1 libxrandr2 libxi6 libxkbcommon-x11-0 libx11-xcb1"
# Step 13's: the accessibility bus and registry, a D-Bus session, and
# Python's AT-SPI binding to read the tree.
A11Y_PACKAGES="at-spi2-core dbus python3-pyatspi"

# ---------------------------------------------------------------------------
# State
# ---------------------------------------------------------------------------
T0=$(date +%s)
STEP_NO=0
STEP_NAME=setup
STEP_T0=$T0
SHOT_N=0
XVFB_PID=
GAME_PID=
GAME_RUN=0
GAME_LOG=
LAST_SHOT=
PALETTE=
POS=
SUMMARY=()
AUDIO_MARKS=()   # "run bytes seconds name": an audio file's size when something happened
AUDIO_FILE=      # the current game run's audio file (audio-N.wav)
AUDIO_PIDS=()    # pv processes the game started (killed with the game)
AUDIO_FORMAT=()  # by game run: "bits channels rate" from the WAV header
CLEANED=0
FAILING=0

log() { printf '[e2e %4ds] %s\n' "$(($(date +%s) - T0))" "$*"; }

# ---------------------------------------------------------------------------
# Failure and cleanup
# ---------------------------------------------------------------------------
fail() {
    local why="$*"
    [ "$FAILING" = 1 ] && exit 1  # a failure while reporting a failure
    FAILING=1
    if [ -n "$GAME_PID" ] && [ -d "/proc/$GAME_PID" ] && [ -n "$XVFB_PID" ]; then
        shoot "FAIL" >/dev/null 2>&1 || true
    fi
    echo "E2E FAIL at step $STEP_NO ($STEP_NAME): $why" >&2
    if [ -n "$GAME_LOG" ] && [ -f "$GAME_LOG" ]; then
        echo "---- last lines of $GAME_LOG ----" >&2
        tail -n 15 "$GAME_LOG" >&2
        echo "----" >&2
    fi
    echo "Screenshots and logs: $E2E_OUT" >&2
    exit 1
}

# note_children: remembers the pv processes the game has started (ALSA's
# file plugin runs "exec pv ..." through the shell: pv is the game's child).
note_children() {
    [ -n "$GAME_PID" ] && [ -d "/proc/$GAME_PID" ] || return 0
    local pid
    for pid in $(ps -o pid= --ppid "$GAME_PID" 2>/dev/null); do
        [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = pv ] || continue
        case " ${AUDIO_PIDS[*]} " in *" $pid "*) ;; *) AUDIO_PIDS+=("$pid") ;; esac
    done
}

# stop_pv: ends the pv processes noted. They end by themselves when the
# game closes the pipe (also when it is killed); this is for one that did
# not: by pid, once it is seen to be still a pv with our rate.
stop_pv() {
    local pid i
    for pid in "${AUDIO_PIDS[@]}"; do
        for i in 1 2 3 4 5 6 7 8 9 10; do
            [ -d "/proc/$pid" ] || break
            sleep 0.1
        done
        if [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = pv ] &&
            tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "-L $E2E_AUDIO_BYTES_PER_SEC"; then
            log "pv $pid still running after the game: killing it"
            kill -TERM "$pid" 2>/dev/null || true
        fi
    done
    AUDIO_PIDS=()
}

stop_game() {
    [ -n "$GAME_PID" ] || return 0
    note_children
    if [ -d "/proc/$GAME_PID" ]; then
        kill -TERM "$GAME_PID" 2>/dev/null || true  # Bevy exits cleanly on SIGTERM
        local i
        for i in $(seq 1 50); do
            [ -d "/proc/$GAME_PID" ] || break
            sleep 0.1
        done
        if [ -d "/proc/$GAME_PID" ]; then
            kill -KILL "$GAME_PID" 2>/dev/null || true
        fi
    fi
    wait "$GAME_PID" 2>/dev/null || true
    GAME_PID=
    stop_pv
}

cleanup() {
    [ "$CLEANED" = 1 ] && return
    CLEANED=1
    stop_game
    if [ -n "$XVFB_PID" ]; then
        kill -TERM "$XVFB_PID" 2>/dev/null || true
        wait "$XVFB_PID" 2>/dev/null || true
    fi
    rm -f "$E2E_OUT/.poll.png" "$E2E_OUT/.ref.png" 2>/dev/null || true
}
trap cleanup EXIT
trap 'fail "interrupted"' INT TERM

# ---------------------------------------------------------------------------
# Steps bookkeeping
# ---------------------------------------------------------------------------
step() {
    end_step
    STEP_NO=$1
    STEP_NAME=$2
    STEP_T0=$(date +%s)
    log "step $STEP_NO ($STEP_NAME)"
}

end_step() {
    if [ "$STEP_NO" != 0 ] && [ -n "$STEP_NAME" ]; then
        SUMMARY+=("step $STEP_NO ($STEP_NAME): ok in $(($(date +%s) - STEP_T0)) s")
    fi
    STEP_NAME=
}

# ---------------------------------------------------------------------------
# Set-up: packages, binary, X server, game
# ---------------------------------------------------------------------------
install_packages() {
    local extra=$PACKAGES
    [ "$E2E_AUDIO" = 1 ] && extra="$extra pv"
    [ "$E2E_A11Y" = 1 ] && extra="$extra $A11Y_PACKAGES"
    if [ "$E2E_INSTALL" = 1 ]; then
        # shellcheck disable=SC2086  # a list of package names
        bash "$ROOT/scripts/install-deps.sh" $extra || fail "installing $extra failed"
    fi
    local tool
    for tool in Xvfb xdotool import convert compare od awk; do
        command -v "$tool" >/dev/null 2>&1 || fail "$tool is missing (Debian: $PACKAGES)"
    done
    if [ "$E2E_AUDIO" = 1 ]; then
        command -v pv >/dev/null 2>&1 || fail "pv is missing (Debian: pv)"
    fi
    if [ "$E2E_A11Y" = 1 ]; then
        for tool in dbus-run-session busctl; do
            command -v "$tool" >/dev/null 2>&1 || fail "$tool is missing (Debian: $A11Y_PACKAGES)"
        done
        /usr/bin/python3 -c 'import pyatspi' 2>/dev/null || fail "python3-pyatspi is missing (Debian: $A11Y_PACKAGES)"
    fi
}

find_binary() {
    local i
    # The binary may be being relinked by a build running beside us: wait.
    for i in $(seq 1 60); do
        [ -x "$ROOKERY_BIN" ] && return 0
        [ "$i" = 1 ] && log "waiting for $ROOKERY_BIN"
        sleep 1
    done
    if [ "$ROOKERY_BIN_DEFAULTED" = 1 ] && command -v cargo >/dev/null 2>&1; then
        log "$ROOKERY_BIN is missing: cargo build --bin rookery"
        (cd "$ROOT" && cargo build --bin rookery) || fail "cargo build failed"
    fi
    [ -x "$ROOKERY_BIN" ] || fail "no binary at $ROOKERY_BIN (set ROOKERY_BIN or run cargo build)"
}

start_xvfb() {
    export DISPLAY=$E2E_DISPLAY
    local n=${E2E_DISPLAY#:}
    n=${n%%.*}
    if [ -e "/tmp/.X$n-lock" ]; then
        local holder
        holder=$(tr -dc '0-9' <"/tmp/.X$n-lock" 2>/dev/null || true)
        if [ -n "$holder" ] && [ -d "/proc/$holder" ]; then
            fail "display $E2E_DISPLAY is already in use (pid $holder); set E2E_DISPLAY=:NN"
        fi
    fi
    Xvfb "$E2E_DISPLAY" -screen 0 "${SCREEN_W}x${SCREEN_H}x24" -nolisten tcp -noreset \
        >"$E2E_OUT/xvfb.log" 2>&1 &
    XVFB_PID=$!
    local i
    for i in $(seq 1 100); do
        [ -d "/proc/$XVFB_PID" ] || fail "Xvfb exited: $(tail -n 3 "$E2E_OUT/xvfb.log")"
        xdotool getdisplaygeometry >/dev/null 2>&1 && return 0
        sleep 0.1
    done
    fail "Xvfb on $E2E_DISPLAY did not come up in 10 s"
}

# write_asoundrc FILE: a private HOME for the game holding only .asoundrc:
# ALSA's default device becomes FILE (a WAV file), paced to real time by pv
# (see E2E_AUDIO_BYTES_PER_SEC), capped at E2E_AUDIO_MAX_MB. Each game run
# gets its own file, so that a restarted game (step 6) writes a fresh WAV
# header into a fresh file.
write_asoundrc() {
    local home=$E2E_OUT/alsa-home
    mkdir -p "$home/.config"
    AUDIO_FILE=$1
    cat >"$home/.asoundrc" <<EOF
pcm.!default {
    type file
    slave.pcm "null"
    file "|exec pv -q -L $E2E_AUDIO_BYTES_PER_SEC -B 16384 -S -s $((E2E_AUDIO_MAX_MB * 1000000)) > '$AUDIO_FILE'"
    format "wav"
}
EOF
}

# start_game NAME: starts the binary with ROOKERY_HOME under E2E_OUT; its
# stdout and stderr go to game-NAME.log.
start_game() {
    find_binary
    GAME_RUN=$((GAME_RUN + 1))
    GAME_LOG=$E2E_OUT/game-$GAME_RUN-$1.log
    local env=(ROOKERY_HOME="$E2E_OUT/home" DISPLAY="$E2E_DISPLAY" NO_COLOR=1 RUST_BACKTRACE=1)
    if [ "$E2E_AUDIO" = 1 ]; then
        write_asoundrc "$E2E_OUT/audio-$GAME_RUN.wav"
        env+=(HOME="$E2E_OUT/alsa-home" XDG_CONFIG_HOME="$E2E_OUT/alsa-home/.config"
            XDG_CACHE_HOME="${XDG_CACHE_HOME:-$HOME/.cache}")
    fi
    log "starting $ROOKERY_BIN (log: ${GAME_LOG#"$ROOT"/})"
    env "${env[@]}" "$ROOKERY_BIN" >"$GAME_LOG" 2>&1 &
    GAME_PID=$!  # env execs the binary: this is the game's own pid
}

# check_no_gpu: with no graphics driver (the Vulkan loader pointed at no
# driver, wgpu limited to Vulkan), the window must not panic: one line
# naming the missing package on standard error, exit status 1. Takes under
# a second.
NO_GPU_LINE="rookery: cannot open the window: no Vulkan or OpenGL graphics driver was found (on Debian, install the package mesa-vulkan-drivers)"
check_no_gpu() {
    find_binary
    local out=$E2E_OUT/no-gpu.log status
    env ROOKERY_HOME="$E2E_OUT/no-gpu-home" DISPLAY="$E2E_DISPLAY" NO_COLOR=1 \
        WGPU_BACKEND=vulkan VK_ICD_FILENAMES=/nonexistent VK_DRIVER_FILES=/nonexistent \
        timeout 60 "$ROOKERY_BIN" >"$out" 2>&1
    status=$?
    [ "$status" = 1 ] || fail "without a GPU driver: exit status $status, not 1 (log: $out)"
    grep -qxF "$NO_GPU_LINE" "$out" || fail "without a GPU driver: no '$NO_GPU_LINE' (log: $out)"
    ! grep -q "panicked" "$out" || fail "without a GPU driver: a panic (log: $out)"
    log "  without a GPU driver: one line and exit status 1"
}

game_alive() { [ -n "$GAME_PID" ] && [ -d "/proc/$GAME_PID" ]; }

window_id() { xdotool search --class '^io[.]github[.]rookery_chess[.]Rookery$' 2>/dev/null | head -n 1; }

focus_game() {
    local wid
    wid=$(window_id)
    [ -n "$wid" ] || fail "no Rookery window to focus"
    xdotool windowfocus "$wid" 2>/dev/null || true  # no window manager: focus by hand
}

# ---------------------------------------------------------------------------
# Screenshots
# ---------------------------------------------------------------------------
# snap FILE: the whole screen (= the window) as PNG.
snap() {
    if ! game_alive; then
        local status=none
        if [ -n "$GAME_PID" ]; then
            wait "$GAME_PID" 2>/dev/null
            status=$?
        fi
        fail "the game is not running (exit status $status; see ${GAME_LOG#"$ROOT"/})"
    fi
    import -window root "$1" 2>/dev/null || fail "screenshot failed (import)"
}

# shoot NAME: a numbered screenshot kept in E2E_OUT; prints its path.
shoot() {
    SHOT_N=$((SHOT_N + 1))
    local f
    f=$(printf '%s/%02d-step%s-%s.png' "$E2E_OUT" "$SHOT_N" "$STEP_NO" "$1")
    snap "$f"
    LAST_SHOT=$f
    echo "$f"
}

# keep NAME: keeps the last polled screenshot under a numbered name.
keep() {
    SHOT_N=$((SHOT_N + 1))
    local f
    f=$(printf '%s/%02d-step%s-%s.png' "$E2E_OUT" "$SHOT_N" "$STEP_NO" "$1")
    cp "$E2E_OUT/.poll.png" "$f"
    LAST_SHOT=$f
}

# changed_pixels A B: how many pixels differ by more than 5 %.
changed_pixels() {
    compare -metric AE -fuzz 5% "$1" "$2" null: 2>&1 | awk '{print int($1)}'
}

# ---------------------------------------------------------------------------
# Reading the board
#
# One convert call crops the board, cuts it into its 64 squares and keeps the
# PATCH x PATCH pixels at each square's centre, stacked top to bottom (a8..h8,
# a7..h7, ..., a1..h1) as raw RGB; od turns that into one "r g b" line a pixel.
#
# Calibration (on the start position): the light and dark square colours are
# the mean colours of the empty ranks 3-6 (which must be uniform); the black
# fill is the most common colour of ranks 7-8 not within 30 of a square
# colour; the white fill the most common colour of ranks 1-2 not within 30 of
# a square colour nor within 60 of the black fill (white pieces' outlines are near-black and
# would otherwise win). Classification: every pixel goes to the nearest of those four
# colours; a square is empty ('.') when at least 85 % of its patch is square
# colour, a white piece ('W') when at least 25 % is white fill, a black piece
# ('B') when at least 50 % is black fill and under 12 % white fill, and '?'
# otherwise (a piece in motion). Highlights (last move yellow, selection
# green, legal-move dots) only tint the square, so they stay nearest to a
# square colour; piece outlines are near-black and count as black fill, which
# is why white needs only 25 %.
# ---------------------------------------------------------------------------
board_pixels() {
    convert "$1" -crop "$((8 * SQ))x$((8 * SQ))+${BOARD_X}+${BOARD_Y}" +repage \
        -crop "${SQ}x${SQ}" +repage -gravity center -crop "${PATCH}x${PATCH}+0+0" +repage \
        -append -depth 8 rgb:- | od -An -v -tu1 -w3
}

# calibrate FILE: prints "Lr Lg Lb Dr Dg Db Wr Wg Wb Br Bg Bb" or fails (status 1).
calibrate() {
    board_pixels "$1" | awk -v N=$((PATCH * PATCH)) '
        function d2(r, g, b, R, G, B) { return (r - R) ^ 2 + (g - G) ^ 2 + (b - B) ^ 2 }
        { n++; R[n] = $1; G[n] = $2; B[n] = $3 }
        END {
            if (n != 64 * N) exit 1
            for (i = 1; i <= n; i++) {
                t = int((i - 1) / N); rank = 7 - int(t / 8); file = t % 8
                if (rank >= 2 && rank <= 5) {
                    if ((file + rank) % 2) { lr += R[i]; lg += G[i]; lb += B[i]; ln++ }
                    else { dr += R[i]; dg += G[i]; db += B[i]; dn++ }
                }
            }
            lr /= ln; lg /= ln; lb /= ln; dr /= dn; dg /= dn; db /= dn
            far = 30 ^ 2  # the squares are flat colours; a white fill may be near the light one
            for (i = 1; i <= n; i++) {
                t = int((i - 1) / N); rank = 7 - int(t / 8)
                if (rank >= 2 && rank <= 5) {
                    # an empty square must be uniform: no piece, no text, no dialog
                    if (d2(R[i], G[i], B[i], lr, lg, lb) > 30 ^ 2 && d2(R[i], G[i], B[i], dr, dg, db) > 30 ^ 2) odd++
                    continue
                }
                if (rank <= 1) continue
                if (d2(R[i], G[i], B[i], lr, lg, lb) < far || d2(R[i], G[i], B[i], dr, dg, db) < far) continue
                b[R[i] " " G[i] " " B[i]]++
            }
            if (odd > 0.02 * ln + 0.02 * dn) exit 1
            bn = 0; for (k in b) if (b[k] > bn) { bn = b[k]; bk = k }
            if (bn == 0) exit 1
            split(bk, K, " ")
            # white pieces have dark outlines: their fill is the most common
            # colour far from the squares and from the black fill
            for (i = 1; i <= n; i++) {
                t = int((i - 1) / N); rank = 7 - int(t / 8)
                if (rank > 1) continue
                if (d2(R[i], G[i], B[i], lr, lg, lb) < far || d2(R[i], G[i], B[i], dr, dg, db) < far) continue
                if (d2(R[i], G[i], B[i], K[1], K[2], K[3]) < 60 ^ 2) continue
                w[R[i] " " G[i] " " B[i]]++
            }
            wn = 0; for (k in w) if (w[k] > wn) { wn = w[k]; wk = k }
            if (wn == 0) exit 1
            split(wk, W, " ")
            # the four colours must be told apart
            if (d2(lr, lg, lb, dr, dg, db) < 40 ^ 2) exit 1
            if (d2(W[1], W[2], W[3], K[1], K[2], K[3]) < 80 ^ 2) exit 1
            if (d2(W[1], W[2], W[3], lr, lg, lb) < 15 ^ 2) exit 1
            if (d2(K[1], K[2], K[3], dr, dg, db) < 40 ^ 2) exit 1
            printf "%d %d %d %d %d %d %s %s\n", lr, lg, lb, dr, dg, db, wk, bk
        }'
}

# classify FILE: prints the 64-character board (a8..h8, ..., a1..h1) on the
# first line, then "square W% B% square%" for each square.
classify() {
    board_pixels "$1" | awk -v N=$((PATCH * PATCH)) -v P="$PALETTE" '
        BEGIN { split(P, c, " ") }
        function d2(r, g, b, i) { return (r - c[i]) ^ 2 + (g - c[i + 1]) ^ 2 + (b - c[i + 2]) ^ 2 }
        {
            t = int((NR - 1) / N)
            dl = d2($1, $2, $3, 1); dd = d2($1, $2, $3, 4); dw = d2($1, $2, $3, 7); db = d2($1, $2, $3, 10)
            if (dw <= dl && dw <= dd && dw <= db) w[t]++
            else if (db <= dl && db <= dd) k[t]++
            else s[t]++
        }
        END {
            if (NR != 64 * N) { print "short"; exit 1 }
            for (t = 0; t < 64; t++) {
                if (s[t] >= 0.85 * N) ch = "."
                else if (w[t] >= 0.25 * N) ch = "W"
                else if (k[t] >= 0.50 * N && w[t] < 0.12 * N) ch = "B"
                else ch = "?"
                out = out ch
                detail = detail sprintf("%c%d %d%% %d%% %d%%\n", 97 + t % 8, 8 - int(t / 8),
                    100 * w[t] / N, 100 * k[t] / N, 100 * s[t] / N)
            }
            print out
            printf "%s", detail
        }'
}

# sq_index SQUARE: index of e.g. "e4" in the 64-character board.
sq_index() {
    local f r
    f=$(($(printf '%d' "'${1:0:1}") - 97))
    r=$((${1:1:1} - 1))
    echo $(((7 - r) * 8 + f))
}

# sq_xy SQUARE: the square's centre in window pixels, "x y".
sq_xy() {
    local f r
    f=$(($(printf '%d' "'${1:0:1}") - 97))
    r=$((${1:1:1} - 1))
    echo "$((BOARD_X + SQ * f + SQ / 2)) $((BOARD_Y + SQ * (7 - r) + SQ / 2))"
}

sq_at() { local i; i=$(sq_index "$2"); echo "${1:$i:1}"; }

describe() {
    case "$1" in
        W) echo "a white piece" ;; B) echo "a black piece" ;; .) echo "empty" ;; *) echo "unclear ($1)" ;;
    esac
}

# board_diff EXPECTED SEEN: names the squares that differ.
board_diff() {
    local out="" i files=abcdefgh
    for i in $(seq 0 63); do
        if [ "${1:$i:1}" != "${2:$i:1}" ]; then
            out+="${files:$((i % 8)):1}$((8 - i / 8)) should be $(describe "${1:$i:1}"), is $(describe "${2:$i:1}"); "
        fi
    done
    echo "${out%; }"
}

# set_sq SQUARE CHAR: changes the expected position POS.
set_sq() { local i; i=$(sq_index "$1"); POS="${POS:0:$i}$2${POS:$((i + 1))}"; }
expect_move() { set_sq "$2" "$(sq_at "$POS" "$1")"; set_sq "$1" "."; }

START_POS="BBBBBBBBBBBBBBBB................................WWWWWWWWWWWWWWWW"

# wait_board NAME [STABLE_SECONDS [REF]]: polls screenshots until the board
# shows POS (and keeps showing it for STABLE_SECONDS; and differs from the
# screenshot REF in more than 2000 pixels), keeps the screenshot as NAME, or
# fails naming the squares that differ.
wait_board() {
    local name=$1 stable=${2:-0} ref=${3:-} deadline seen="" since=""
    deadline=$(($(date +%s) + E2E_TIMEOUT))
    while :; do
        snap "$E2E_OUT/.poll.png"
        seen=$(classify "$E2E_OUT/.poll.png" | head -n 1)
        if [ "$seen" = "$POS" ] && [ -n "$ref" ] && [ "$(changed_pixels "$ref" "$E2E_OUT/.poll.png")" -le 2000 ]; then
            seen="same as before the release"
        fi
        if [ "$seen" = "$POS" ]; then
            [ -n "$since" ] || since=$(date +%s.%N)
            if awk -v a="$since" -v b="$(date +%s.%N)" -v s="$stable" 'BEGIN { exit !(b - a >= s) }'; then
                keep "$name"
                return 0
            fi
        else
            since=""
        fi
        if [ "$(date +%s)" -ge "$deadline" ]; then
            keep "$name-unexpected"
            classify "$E2E_OUT/.poll.png" | tail -n +2 >"${LAST_SHOT%.png}.squares.txt"
            if [ "$seen" = "same as before the release" ]; then
                fail "after $name the screen still looks as it did mid-drag: the drop was not taken (see ${LAST_SHOT#"$ROOT"/})"
            fi
            fail "board after $name is not as expected: $(board_diff "$POS" "$seen") (see ${LAST_SHOT#"$ROOT"/})"
        fi
        sleep 0.2
    done
}

# ---------------------------------------------------------------------------
# Screens other than the board
# ---------------------------------------------------------------------------
# menu_like FILE: the board is not shown (dark where its squares would be)
# and something with text is (many distinct colours): a menu or a dialog
# over the background.
menu_like() {
    local k dark fx="" sq x y
    k=$(convert "$1" -format '%k' info: 2>/dev/null)
    [ "${k:-0}" -gt 50 ] || return 1
    for sq in a3 e5 h7; do
        read -r x y <<<"$(sq_xy "$sq")"
        fx+="${fx:+ && }max(max(p{$x,$y}.r,p{$x,$y}.g),p{$x,$y}.b)<0.25"
    done
    dark=$(convert "$1" -format "%[fx:$fx]" info: 2>/dev/null)
    [ "$dark" = 1 ]
}

# wait_menu NAME TIMEOUT: waits for a menu-like screen.
wait_menu() {
    local deadline
    deadline=$(($(date +%s) + $2))
    while :; do
        game_alive || fail "the game exited while waiting for $1 (see ${GAME_LOG#"$ROOT"/})"
        if [ -n "$(window_id)" ]; then
            snap "$E2E_OUT/.poll.png"
            if menu_like "$E2E_OUT/.poll.png"; then
                keep "$1"
                return 0
            fi
        fi
        [ "$(date +%s)" -ge "$deadline" ] && {
            [ -f "$E2E_OUT/.poll.png" ] && keep "$1-not-seen"
            fail "$1 did not appear within $2 s"
        }
        sleep 0.3
    done
}

# poll_change REF PIXELS: waits (up to E2E_TIMEOUT) until the screen
# differs from screenshot REF in more than PIXELS pixels; the last
# screenshot is in .poll.png. Status 1 on timeout.
poll_change() {
    local deadline n
    deadline=$(($(date +%s) + E2E_TIMEOUT))
    while :; do
        snap "$E2E_OUT/.poll.png"
        n=$(changed_pixels "$1" "$E2E_OUT/.poll.png")
        [ "${n:-0}" -gt "$2" ] && return 0
        [ "$(date +%s)" -ge "$deadline" ] && return 1
        sleep 0.1
    done
}

# wait_change REF NAME: waits until the screen differs from screenshot REF
# in more than 20000 pixels (a new screen or a dialog, not a hover effect).
wait_change() {
    if poll_change "$1" 20000; then
        sleep 0.3  # let the new screen finish drawing
        snap "$E2E_OUT/.poll.png"
        keep "$2"
        return 0
    fi
    keep "$2-not-seen"
    fail "$2 did not appear within $E2E_TIMEOUT s after the click"
}

# press_piece SQUARE NAME: presses the mouse button on SQUARE and waits until
# the game has taken it: the piece is selected (its square tinted, dots on
# its targets: more than 1000 pixels change). Under load a frame can take
# longer than any fixed pause, and motion the game sees in the same frame as
# the press does not start a drag.
press_piece() {
    local xy
    xy=$(sq_xy "$1")
    # shellcheck disable=SC2086  # "x y"
    xdotool mousemove $xy
    sleep "$E2E_INPUT_DELAY"
    snap "$E2E_OUT/.ref.png"
    xdotool mousedown 1
    if ! poll_change "$E2E_OUT/.ref.png" 1000; then
        xdotool mouseup 1
        keep "$2-not-selected"
        fail "pressing on $1 did not select the piece within $E2E_TIMEOUT s"
    fi
}

# ---------------------------------------------------------------------------
# Input (real X events through XTEST)
# ---------------------------------------------------------------------------
click_at() {
    # shellcheck disable=SC2086  # "x y"
    xdotool mousemove $1 sleep "$E2E_INPUT_DELAY" mousedown 1 sleep 0.05 mouseup 1
}

# click NAME: clicks the button XY_NAME (nothing when it is empty).
click() {
    local xy=${!1-}
    [ "$xy" = TODO ] && fail "coordinate $1 is not set yet (TODO at the top of scripts/e2e.sh)"
    [ -n "$xy" ] || return 0
    click_at "$xy"
}

# drag_unlifted FROM TO NAME: for a piece the game must not lift. Moves to
# FROM, presses and waits until the game has answered the press (the
# status line says why the piece cannot move: the screen changes by more
# than 100 pixels); moves to TO in steps and, with the button still held,
# polls for E2E_HELD_STABLE seconds (nudging the pointer, as drag_live
# does, so the game sees motion after the press) that the whole board is
# still POS: FROM still holds its piece, TO is empty. Keeps the last of
# those screenshots as NAME-held (taken before the release) and leaves
# the button held; the caller releases it. A piece that is lifted leaves
# FROM empty and hangs over TO, and fails here: after the release it
# would be back on FROM and the board alone could not tell.
drag_unlifted() {
    local from=$1 to=$2 name=$3 fx fy tx ty i seen since=""
    read -r fx fy <<<"$(sq_xy "$from")"
    read -r tx ty <<<"$(sq_xy "$to")"
    xdotool mousemove "$fx" "$fy"
    sleep "$E2E_INPUT_DELAY"
    snap "$E2E_OUT/.ref.png"
    xdotool mousedown 1
    if ! poll_change "$E2E_OUT/.ref.png" 100; then
        keep "$name-no-answer"
        drop
        fail "pressing on $from changed nothing within $E2E_TIMEOUT s (no refusal in the status line; see ${LAST_SHOT#"$ROOT"/})"
    fi
    for i in 1 2 3 4 5 6 7 8; do
        xdotool mousemove $((fx + (tx - fx) * i / 8)) $((fy + (ty - fy) * i / 8)) sleep 0.03
    done
    i=0
    while :; do
        snap "$E2E_OUT/.poll.png"
        seen=$(classify "$E2E_OUT/.poll.png" | head -n 1)
        if [ "$seen" != "$POS" ]; then
            keep "$name-held-unexpected"
            classify "$E2E_OUT/.poll.png" | tail -n +2 >"${LAST_SHOT%.png}.squares.txt"
            drop
            fail "with the button held over $to the piece on $from moved: $(board_diff "$POS" "$seen") (see ${LAST_SHOT#"$ROOT"/})"
        fi
        [ -n "$since" ] || since=$(date +%s.%N)
        i=$((i + 1))
        # at least three screenshots, E2E_HELD_STABLE seconds apart in all
        [ "$i" -ge 3 ] && awk -v a="$since" -v b="$(date +%s.%N)" -v s="$E2E_HELD_STABLE" 'BEGIN { exit !(b - a >= s) }' && break
        xdotool mousemove $((tx + 2 * (i % 2))) "$ty"
        sleep 0.1
    done
    xdotool mousemove "$tx" "$ty"
    keep "$name-held"
}

drop() { xdotool mouseup 1; }

# click_move FROM TO: click the piece, wait until it is selected, click the
# square.
click_move() {
    press_piece "$1" "$3"
    xdotool sleep 0.05 mouseup 1
    click_at "$(sq_xy "$2")"
}

# drag_live FROM TO NAME: presses on FROM (waiting until the game has taken
# the press), moves to TO in steps without releasing, and waits until the
# piece has left FROM and hangs over TO: proof that the drag is live (so a
# refused drop cannot pass as "never moved"). Then waits until the screen is
# still (the piece has caught up with the pointer) and keeps that screenshot
# in .ref.png: after the release, the move must change it (highlights, move
# list), because mid-drag the board already looks as it will after the move.
drag_live() {
    local from=$1 to=$2 name=$3 seen="" deadline ok=0 piece fx fy tx ty i
    piece=$(sq_at "$POS" "$from")
    read -r fx fy <<<"$(sq_xy "$from")"
    read -r tx ty <<<"$(sq_xy "$to")"
    press_piece "$from" "$name"
    for i in 1 2 3 4 5 6 7 8; do
        xdotool mousemove $((fx + (tx - fx) * i / 8)) $((fy + (ty - fy) * i / 8)) sleep 0.03
    done
    deadline=$(($(date +%s) + E2E_TIMEOUT))
    i=0
    while [ "$(date +%s)" -lt "$deadline" ]; do
        snap "$E2E_OUT/.poll.png"
        seen=$(classify "$E2E_OUT/.poll.png" | head -n 1)
        if [ "$(sq_at "$seen" "$from")" = . ] && [ "$(sq_at "$seen" "$to")" = "$piece" ]; then
            ok=1
            break
        fi
        # keep the pointer moving a little, as a hand does
        i=$((i + 1))
        xdotool mousemove $((tx + 2 * (i % 2))) "$ty"
        sleep 0.1
    done
    if [ "$ok" != 1 ]; then
        keep "$name-mid-drag"
        drop
        fail "while dragging $from to $to the piece was not seen over $to ($from is $(describe "$(sq_at "$seen" "$from")"), $to is $(describe "$(sq_at "$seen" "$to")"))"
    fi
    xdotool mousemove "$tx" "$ty"
    deadline=$(($(date +%s) + E2E_TIMEOUT))
    while :; do
        sleep 0.2
        cp "$E2E_OUT/.poll.png" "$E2E_OUT/.ref.png"
        snap "$E2E_OUT/.poll.png"
        [ "$(changed_pixels "$E2E_OUT/.ref.png" "$E2E_OUT/.poll.png")" -le 20 ] && break
        if [ "$(date +%s)" -ge "$deadline" ]; then
            keep "$name-mid-drag"
            drop
            fail "while dragging $from to $to the screen did not come to rest"
        fi
    done
    keep "$name-mid-drag"
}

# A move by drag or click, checked on the board afterwards. Mid-drag the
# board already looks as it will after the move, so after a drag the screen
# must also have changed since the release (highlights, move list).
play() { # play drag|click FROM TO NAME
    audio_mark "before $4"
    if [ "$1" = drag ]; then
        drag_live "$2" "$3" "$4"
        drop
        expect_move "$2" "$3"
        wait_board "$4" 0 "$E2E_OUT/.ref.png"
    else
        click_move "$2" "$3" "$4"
        expect_move "$2" "$3"
        wait_board "$4"
    fi
    audio_after_move "$4"
    log "  $4: $2-$3 by $1, board as expected"
}

# open_pause NAME: opens the pause menu (Escape, or the panel's Menu
# button with E2E_PAUSE_WITH=button) and waits for its eleven buttons.
open_pause() {
    if [ "$E2E_PAUSE_WITH" = button ]; then
        # leave the pointer on the button until the menu shows (see click_button)
        snap "$E2E_OUT/.ref.png"
        click XY_PANEL_MENU
        poll_change "$E2E_OUT/.ref.png" 20000 || true  # wait_buttons says what is wrong
    else
        focus_game
        xdotool key Escape
    fi
    wait_buttons "$1" pause 11
}

# ---------------------------------------------------------------------------
# Buttons found on the screen
#
# The menus and dialogs are egui widgets: a button not hovered is a flat
# rectangle of E2E_BUTTON_FILL (#3C3C3C) around its text. ImageMagick's
# connected components of that exact colour give each button's box (the
# text inside does not split it); a hovered button has another fill and
# drops out, so the pointer is moved to XY_AWAY first. Sizes measured on
# 86c1e5c: main menu 240x40, pause menu 220x30, the confirmations
# ("Leave this game?", "Quit Rookery?") 326x18, Save/Cancel 35x18 + 46x18,
# Load/Delete 36x18 + 47x18.
# ---------------------------------------------------------------------------
# find_buttons FILE: "cx cy w h" for every area of E2E_BUTTON_FILL of at
# least 100 pixels, top to bottom.
find_buttons() {
    convert "$1" -fill black +opaque "$E2E_BUTTON_FILL" -fill white -opaque "$E2E_BUTTON_FILL" \
        -define connected-components:verbose=true -define connected-components:area-threshold=100 \
        -connected-components 8 null: 2>/dev/null |
        awk '$NF ~ /255|[Ff][Ff][Ff][Ff][Ff][Ff]|white/ {
            split($2, a, /[x+]/); printf "%d %d %d %d\n", a[3] + a[1] / 2, a[4] + a[2] / 2, a[1], a[2] }' |
        sort -n -k2 -k1
}

# screen_buttons FILE KIND: "cx cy" of the buttons of one kind, top to bottom:
#   main     the game-over window's (5, or 6)
#   home     the home screen's cards' (5: More..., Solve it, Library,
#            Studies, Puzzles; 6 with Resume first)
#   tools    the home screen's top bar (7: Analysis board ... Quit)
#   pause    the pause menu's (9: Resume ... Quit)
#   confirm  the full-width buttons of "Leave this game?" / "Quit Rookery?" (4)
#   save     the Save Game window's Save (followed by Cancel on its right)
#   load     the Load Game table's Load buttons (followed by Delete), one a row
screen_buttons() {
    find_buttons "$1" | awk -v kind="$2" '
        { n++; x[n] = $1; y[n] = $2; w[n] = $3; h[n] = $4 }
        function pair(i,   j, gap) {  # a small button with a wider one just right of it
            if (w[i] < 25 || w[i] > 45 || h[i] < 12 || h[i] > 26) return 0
            for (j = 1; j <= n; j++) {
                gap = (x[j] - w[j] / 2) - (x[i] + w[i] / 2)
                if (j != i && y[j] - y[i] <= 2 && y[i] - y[j] <= 2 && gap >= 2 && gap <= 20 && w[j] >= 35 && w[j] <= 60) return 1
            }
            return 0
        }
        END {
            for (i = 1; i <= n; i++) {
                if (kind == "main" || kind == "home") ok = w[i] >= 200 && w[i] <= 300 && h[i] >= 30 && h[i] <= 50
                else if (kind == "tools") ok = y[i] < 60 && h[i] >= 12 && h[i] <= 30
                else if (kind == "pause") ok = w[i] >= 180 && w[i] <= 260 && h[i] >= 20 && h[i] <= 40 && x[i] < 800
                else if (kind == "confirm") ok = w[i] >= 250 && w[i] <= 420 && h[i] >= 12 && h[i] <= 26 && x[i] < 800
                else if (kind == "save") ok = x[i] < 800 && pair(i)
                else if (kind == "load") ok = pair(i)
                else ok = 0
                if (ok) print x[i], y[i]
            }
        }'
}

# wait_buttons NAME KIND COUNT: moves the pointer out of the way and polls
# until the screen shows COUNT buttons of KIND (a number or a regex, e.g.
# "6|7"), the same in two screenshots in a row (a window still sizing
# itself moves its buttons); keeps the screenshot as NAME and the buttons,
# top to bottom, in BUTTONS ("x y" each). Fails naming what it saw.
BUTTONS=()
wait_buttons() {
    local name=$1 kind=$2 count=$3 deadline prev="" cur n=0
    # shellcheck disable=SC2086  # "x y"
    xdotool mousemove $XY_AWAY
    deadline=$(($(date +%s) + E2E_TIMEOUT))
    while :; do
        snap "$E2E_OUT/.poll.png"
        cur=$(screen_buttons "$E2E_OUT/.poll.png" "$kind")
        n=$(grep -c . <<<"$cur")
        if [[ "$n" =~ ^($count)$ ]] && [ "$cur" = "$prev" ]; then
            keep "$name"
            mapfile -t BUTTONS <<<"$cur"
            return 0
        fi
        prev=$cur
        if [ "$(date +%s)" -ge "$deadline" ]; then
            keep "$name-not-seen"
            find_buttons "$E2E_OUT/.poll.png" >"${LAST_SHOT%.png}.buttons.txt"
            fail "$name: expected $count $kind button(s), found $n (see ${LAST_SHOT#"$ROOT"/} and .buttons.txt beside it)"
        fi
        sleep 0.2
    done
}

# click_button N WHAT: clicks the Nth (from 1) of BUTTONS and waits until
# the screen has changed (more than 20000 pixels: a window opened or
# closed, another screen). WHAT names the button in a failure.
click_button() {
    [ "$1" -le "${#BUTTONS[@]}" ] || fail "no button $1 ($2) on the screen (only ${#BUTTONS[@]})"
    local xy=${BUTTONS[$(($1 - 1))]}
    snap "$E2E_OUT/.ref.png"
    click_at "$xy"
    if ! poll_change "$E2E_OUT/.ref.png" 20000; then
        keep "click-$(tr ' /' '__' <<<"$2")-no-effect"
        fail "clicking $2 (at $xy) changed nothing within $E2E_TIMEOUT s (see ${LAST_SHOT#"$ROOT"/})"
    fi
}

# click_closing NAME WHAT: clicks XY_NAME, a window's close cross, once, and
# waits until the screen changes by more than 20000 pixels (the window
# gone). A CI run once lost the Settings cross of step 10 when the press
# and release fell in one slow frame; the game now keeps such a click
# (src/app/ui/pace.rs), so there is no second try. WHAT names the cross in
# a failure.
click_closing() {
    local xy=${!1-}
    snap "$E2E_OUT/.ref.png"
    click_at "$xy"
    if ! poll_change "$E2E_OUT/.ref.png" 20000; then
        keep "click-$(tr ' /' '__' <<<"$2")-no-effect"
        fail "clicking $2 (at $xy) changed nothing within $E2E_TIMEOUT s (see ${LAST_SHOT#"$ROOT"/})"
    fi
}

# click_button_last N WHAT: clicks the Nth of BUTTONS without waiting (for
# a button that ends the game).
click_button_last() {
    [ "$1" -le "${#BUTTONS[@]}" ] || fail "no button $1 ($2) on the screen (only ${#BUTTONS[@]})"
    click_at "${BUTTONS[$(($1 - 1))]}"
}

# ---------------------------------------------------------------------------
# Audio
#
# At each event the script notes the size of the current game run's audio
# file (pv lets E2E_AUDIO_BYTES_PER_SEC through, so bytes are time). The
# stretch of file between a "before X" mark and the next mark (taken
# E2E_AUDIO_TAIL after the board showed X) must hold X's sound; the stretch
# between "quiet-start X" and "quiet-end X" must be silent. Measured: a
# sound reaches the file about 0.4 s after the input that caused it (frame,
# cpal's buffer, the pipe and pv's 16 KB buffer).
# ---------------------------------------------------------------------------
audio_size() { if [ -f "$AUDIO_FILE" ]; then stat -c %s "$AUDIO_FILE"; else echo 0; fi; }

audio_mark() {
    [ "$E2E_AUDIO" = 1 ] || return 0
    note_children
    AUDIO_MARKS+=("$GAME_RUN $(audio_size) $(($(date +%s) - T0)) $*")
}

audio_after_move() {
    [ "$E2E_AUDIO" = 1 ] || return 0
    sleep "$E2E_AUDIO_TAIL"
    audio_mark "after $1"
}

# audio_quiet NAME: an idle stretch (E2E_AUDIO_IDLE seconds, after
# E2E_AUDIO_SETTLE seconds for earlier sounds to end) that must be silent.
audio_quiet() {
    [ "$E2E_AUDIO" = 1 ] || return 0
    sleep "$E2E_AUDIO_SETTLE"
    audio_mark "quiet-start $1"
    sleep "$E2E_AUDIO_IDLE"
    audio_mark "quiet-end $1"
}

# audio_format FILE: from the WAV header the file plugin writes,
# "bits channels rate".
audio_format() {
    local magic bits ch rate
    magic=$(head -c 4 "$1" 2>/dev/null)
    [ "$magic" = RIFF ] || return 1
    ch=$(od -An -tu2 -j22 -N2 "$1" | tr -d ' ')
    rate=$(od -An -tu4 -j24 -N4 "$1" | tr -d ' ')
    bits=$(od -An -tu2 -j34 -N2 "$1" | tr -d ' ')
    echo "$bits $ch $rate"
}

# audio_window FILE FROM TO BITS CHANNELS RATE: for bytes [FROM, TO) of FILE,
# "peak onset length": the largest |sample| of the first channel (full
# scale 1.0; the game's sounds are mono, played on both channels), the
# seconds from FROM to the first sample above E2E_AUDIO_LOUD and from there
# to the last one (-1 -1 when none). 32-bit samples are read as float
# (cpal's choice; ALSA's file plugin labels them PCM in the header), 16-bit
# as integers.
audio_window() {
    local file=$1 from=$2 to=$3 bits=$4 ch=$5 rate=$6 frame
    frame=$((bits * ch / 8))
    ((from < 44)) && from=44
    from=$((44 + (from - 44) / frame * frame))
    to=$((44 + (to - 44) / frame * frame))
    ((to <= from)) && { echo "0 -1 -1"; return; }
    case "$bits" in
        32) od -An -v -tf4 -w"$frame" -j "$from" -N $((to - from)) "$file" ;;
        16) od -An -v -td2 -w"$frame" -j "$from" -N $((to - from)) "$file" | awk '{ $1 /= 32768 } 1' ;;
        *) echo "unsupported" ;;
    esac | awk -v loud="$E2E_AUDIO_LOUD" -v rate="$rate" '
        /unsupported/ { bad = 1; exit }
        { v = $1 + 0; if (v < 0) v = -v; if (v > m) m = v
          if (v > loud) { if (!first) first = NR; last = NR } }
        END {
            if (bad) { print "nan -1 -1"; exit }
            if (first) printf "%.6f %.2f %.2f\n", m, (first - 1) / rate, (last - first) / rate
            else printf "%.6f -1 -1\n", m + 0
        }'
}

step_audio() {
    step 7 audio
    stop_game  # the file is complete once the game has closed its device
    local summary=$E2E_OUT/audio-summary.txt run file fmt bits ch rate bad="" checked=0
    : >"$summary"
    for run in $(seq 1 "$GAME_RUN"); do
        file=$E2E_OUT/audio-$run.wav
        [ -s "$file" ] || fail "no audio was written to ${file#"$ROOT"/} (did the game open ALSA's default device? is pv there? see the game log)"
        fmt=$(audio_format "$file") || fail "${file#"$ROOT"/} is not a WAV file"
        read -r bits ch rate <<<"$fmt"
        log "  audio-$run.wav: $bits-bit, $ch channels, $rate Hz, $(stat -c %s "$file") bytes"
        echo "audio-$run.wav: $bits-bit, $ch channels, $rate Hz, $(stat -c %s "$file") bytes" >>"$summary"
        if [ $((bits * ch * rate / 8)) != "$E2E_AUDIO_BYTES_PER_SEC" ]; then
            log "  note: that is $((bits * ch * rate / 8)) bytes a second, paced at $E2E_AUDIO_BYTES_PER_SEC (set E2E_AUDIO_BYTES_PER_SEC)"
        fi
        AUDIO_FORMAT[run]="$bits $ch $rate"
    done
    printf '%-4s %-28s %6s %10s %10s %6s %9s %6s %6s %s\n' run window at-s from-byte to-byte secs peak onset length verdict >>"$summary"
    local i r from t name r2 to peak onset length secs verdict
    for ((i = 0; i + 1 < ${#AUDIO_MARKS[@]}; i++)); do
        read -r r from t name <<<"${AUDIO_MARKS[$i]}"
        read -r r2 to _ <<<"${AUDIO_MARKS[$((i + 1))]}"
        [ "$r" = "$r2" ] || continue  # the game was restarted in between
        case "$name" in "before "* | "quiet-start "*) ;; *) continue ;; esac
        read -r bits ch rate <<<"${AUDIO_FORMAT[$r]}"
        read -r peak onset length <<<"$(audio_window "$E2E_OUT/audio-$r.wav" "$from" "$to" "$bits" "$ch" "$rate")"
        secs=$(awk -v a="$from" -v b="$to" -v r="$E2E_AUDIO_BYTES_PER_SEC" 'BEGIN { printf "%.1f", (b - a) / r }')
        case "$name" in
            "before "*)
                name=${name#before }
                if awk -v p="$peak" -v l="$E2E_AUDIO_LOUD" 'BEGIN { exit !(p > l) }'; then
                    verdict=ok
                else
                    verdict="SILENT"
                    bad+="no sound for $name (peak $peak in $secs s); "
                fi
                log "  sound of $name: peak $peak, ${onset} s in, ${length} s long: $verdict"
                ;;
            "quiet-start "*)
                name="idle ${name#quiet-start }"
                if awk -v p="$peak" -v q="$E2E_AUDIO_QUIET" 'BEGIN { exit !(p <= q) }'; then
                    verdict=ok
                else
                    verdict="NOT SILENT"
                    bad+="sound during the idle stretch ${name#idle } (peak $peak, ${onset} s in); "
                fi
                log "  $name: peak $peak over $secs s: $verdict"
                ;;
        esac
        printf '%-4s %-28s %6s %10s %10s %6s %9s %6s %6s %s\n' "$r" "$name" "$t" "$from" "$to" "$secs" "$peak" "$onset" "$length" "$verdict" >>"$summary"
        checked=$((checked + 1))
    done
    [ "$checked" -gt 0 ] || fail "no audio windows were recorded"
    if [ -n "$bad" ]; then
        local n msg
        n=$(grep -o '; ' <<<"$bad" | wc -l)
        msg=$(awk -F'; ' -v n="$n" '{ m = $1; for (i = 2; i <= 3 && i <= n; i++) m = m "; " $i
            if (n > 3) m = m "; ... (" n " windows wrong)"; print m }' <<<"$bad")
        fail "$msg (see ${summary#"$ROOT"/}; the raw audio is kept beside it)"
    fi
    if [ "$E2E_KEEP_AUDIO" != 1 ]; then
        rm -f "$E2E_OUT"/audio-*.wav  # tens of MB; audio-summary.txt stays
    fi
}

# ---------------------------------------------------------------------------
# The steps
# ---------------------------------------------------------------------------
step_menu() {
    step 1 menu
    wait_menu main-menu "$E2E_START_TIMEOUT"
    # A fresh ROOKERY_HOME: no autosave, so no Resume.
    wait_buttons main-menu-buttons home 5
    # More... (Setup): the first of the five cards' buttons with no game to resume.
    click_button 1 "More..."
    sleep 0.3
    shoot setup >/dev/null
    click XY_SETUP_TWO_PLAYERS
    click XY_SETUP_WHITE
    click XY_SETUP_START
    # The board: calibrate the colours on the start position.
    local deadline seen=""
    deadline=$(($(date +%s) + E2E_TIMEOUT))
    POS=$START_POS
    while :; do
        snap "$E2E_OUT/.poll.png"
        if PALETTE=$(calibrate "$E2E_OUT/.poll.png"); then
            seen=$(classify "$E2E_OUT/.poll.png" | head -n 1)
            [ "$seen" = "$POS" ] && break
        fi
        if [ "$(date +%s)" -ge "$deadline" ]; then
            keep "board-not-seen"
            if [ -n "$PALETTE" ]; then
                fail "the start position is not on the board: $(board_diff "$POS" "$seen")"
            fi
            fail "no board after Setup -> Start (cannot find the squares' colours at BOARD_X=$BOARD_X BOARD_Y=$BOARD_Y SQ=$SQ)"
        fi
        sleep 0.3
    done
    keep start-position
    log "  colours: light $(cut -d' ' -f1-3 <<<"$PALETTE"), dark $(cut -d' ' -f4-6 <<<"$PALETTE"), white fill $(cut -d' ' -f7-9 <<<"$PALETTE"), black fill $(cut -d' ' -f10-12 <<<"$PALETTE")"
    audio_quiet "at the start"
}

step_moves() {
    step 2 moves
    play drag e2 e4 "1.e4-drag"
    play drag e7 e5 "1...e5-drag"
    play click g1 f3 "2.Nf3-click"
    play drag b8 c6 "2...Nc6-drag"
}

step_illegal() {
    step 3 illegal
    # e4-e6: after 1.e4 e5 the e4 pawn is blocked and has no legal move, so
    # Rookery does not even lift it ("The pawn on e4 has no legal moves"):
    # press, move over e6 and, still holding the button, the pawn must
    # stay on e4 (a lifted pawn would hang over e6); after the release the
    # board must be unchanged.
    audio_mark "before e4-e6-refused"
    drag_unlifted e4 e6 e4-e6
    drop
    wait_board "e4-e6-refused" 1.5
    audio_after_move "e4-e6-refused"
    log "  e4-e6: pawn not lifted (still on e4 with the button held over e6), the board unchanged after the release"
    # d2-d5: the d2 pawn can move (d3, d4) so it is lifted and follows the
    # pointer, but d5 is out of reach: dropped there it must go back to d2.
    audio_mark "before d2-d5-refused"
    drag_live d2 d5 d2-d5
    drop
    wait_board "d2-d5-dropped" 1.5
    audio_after_move "d2-d5-refused"
    log "  d2-d5: pawn seen over d5 while dragged, back on d2 after the drop"
}

step_capture() {
    step 4 capture
    play click f1 b5 "3.Bb5-click"
    play drag a7 a6 "3...a6-drag"
    play drag b5 c6 "4.Bxc6-capture"
    play click d7 c6 "4...dxc6-recapture"
    audio_quiet "after the moves"
}

# FEN of the board after step 4 (for the save files' current_fen).
AFTER_CAPTURE_FEN="r1bqkbnr/1pp2ppp/p1p5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R w"

AFTER_RESUME_FEN="r1bqkbnr/1pp2ppp/p1p5/4N3/4P3/8/PPPP1PPP/RNBQK2R b"

SAVES_DIR=  # set in main: $E2E_OUT/home/data/saves
count_saves() { find "$SAVES_DIR" -name '*.ron' 2>/dev/null | wc -l; }
newest_save() { find "$SAVES_DIR" -name '*.ron' -printf '%T@ %p\n' 2>/dev/null | sort -n | tail -n 1 | cut -d' ' -f2-; }

# wait_saves N WHAT: waits until there are N saves; fails naming WHAT.
wait_saves() {
    local i
    for i in $(seq 1 $((E2E_TIMEOUT * 5))); do
        [ "$(count_saves)" -ge "$1" ] && break
        sleep 0.2
    done
    [ "$(count_saves)" = "$1" ] || fail "after $2 there are $(count_saves) saves in ${SAVES_DIR#"$ROOT"/}, expected $1"
}

# check_save FILE FEN WHAT: the file holds the position FEN.
check_save() {
    [ -f "$1" ] || fail "no ${1#"$ROOT"/} after $3"
    grep -qF "current_fen: \"$2" "$1" || fail "${1#"$ROOT"/} (after $3) does not hold the position $2"
}

step_save() {
    step 5 save-load
    local before saved auto=$E2E_OUT/home/data/autosave.ron
    before=$(count_saves)
    open_pause pause-menu
    click_button 2 "Save Game"
    wait_buttons save-window save 1
    click_button 1 "Save"  # the name is prefilled "Game YYYY-MM-DD HH:MM"
    wait_saves $((before + 1)) "Save Game -> Save"
    saved=$(newest_save)
    [[ "$(basename "$saved")" =~ ^Game\ [0-9]{4}-[0-9]{2}-[0-9]{2}\ [0-9]{2}_[0-9]{2}(\ \([0-9]+\))?\.ron$ ]] ||
        fail "the save is named \"$(basename "$saved")\", expected \"Game YYYY-MM-DD HH_MM.ron\""
    check_save "$saved" "$AFTER_CAPTURE_FEN" "Save Game"
    log "  saved: ${saved#"$E2E_OUT"/home/}"
    # The Save Game window closes and the pause menu comes back.
    wait_buttons pause-menu-after-save pause 11
    click_button 10 "Main Menu"
    wait_buttons leave-dialog confirm 4
    click_button 1 "Save and go to the menu"
    wait_menu main-menu-after-leave "$E2E_TIMEOUT"
    wait_saves $((before + 2)) "Main Menu -> Save and go to the menu"
    check_save "$(newest_save)" "$AFTER_CAPTURE_FEN" "Save and go to the menu"
    check_save "$auto" "$AFTER_CAPTURE_FEN" "Save and go to the menu"
    saved=$(newest_save)
    log "  saved on leaving: ${saved#"$E2E_OUT"/home/}, and the autosave"
    # The autosave is of an unfinished game: the main menu offers Resume.
    wait_buttons main-menu-with-resume home 6
    wait_buttons main-menu-tools tools 7
    click_button 3 "Load Game"  # after Analysis board and Board editor in the top bar
    wait_buttons load-window load "$(count_saves)"
    log "  Load Game lists $(count_saves) saves; Load on the first (newest) row at ${BUTTONS[0]}"
    click_button 1 "Load"
    wait_board loaded 1
    log "  loaded: the board is as it was saved"
}

step_resume() {
    step 6 quit-resume
    local before i status auto=$E2E_OUT/home/data/autosave.ron
    before=$(count_saves)
    open_pause pause-menu
    click_button 11 "Quit"
    wait_buttons quit-dialog confirm 4
    note_children
    click_button_last 1 "Save and quit"
    for i in $(seq 1 $((E2E_TIMEOUT * 5))); do
        game_alive || break
        sleep 0.2
    done
    game_alive && fail "the game did not exit after Save and quit"
    wait "$GAME_PID" 2>/dev/null
    status=$?
    GAME_PID=
    stop_pv
    [ "$status" = 0 ] || fail "the game exited with status $status after Save and quit"
    log "  Save and quit: the game exited with status 0"
    wait_saves $((before + 1)) "Save and quit"
    check_save "$(newest_save)" "$AFTER_CAPTURE_FEN" "Save and quit"
    check_save "$auto" "$AFTER_CAPTURE_FEN" "Save and quit"
    start_game resume
    wait_menu main-menu-on-restart "$E2E_START_TIMEOUT"
    wait_buttons main-menu-with-resume home 6
    click_button 1 "Resume"
    wait_board resumed 1
    log "  resumed: the board is as it was left"
    # The resumed game plays on: 5.Nxe5.
    play click f3 e5 "5.Nxe5-after-resume"
    for i in $(seq 1 $((E2E_TIMEOUT * 5))); do
        grep -qF "current_fen: \"$AFTER_RESUME_FEN" "$auto" && break
        sleep 0.2
    done
    check_save "$auto" "$AFTER_RESUME_FEN" "5.Nxe5 in the resumed game"
    log "  the autosave follows the resumed game"
    audio_quiet "after resuming"
}

# The settings the flag step starts the game with: Setup offers the last
# time control chosen, here a custom one of five seconds a side.
FLAG_SETTINGS='(
    time_control: Some((
        kind: Fischer,
        white: (base: (secs: 5, nanos: 0), bonus: (secs: 0, nanos: 0)),
        black: (base: (secs: 5, nanos: 0), bonus: (secs: 0, nanos: 0)),
    )),
)'

# red_pixels FILE: pixels of the flag's red (200,30,30) in the panel.
red_pixels() {
    convert "$1" -crop "$((SCREEN_W - 800))x${SCREEN_H}+800+0" +repage -fuzz 8% \
        -fill white -opaque "rgb(200,30,30)" -fill black +opaque white \
        -format '%[fx:int(mean*w*h+0.5)]' info: 2>/dev/null
}

step_flag() {
    step 8 flag
    stop_game
    local auto=$E2E_OUT/home/data/autosave.ron i red log
    mkdir -p "$E2E_OUT/home/config"
    printf '%s\n' "$FLAG_SETTINGS" >"$E2E_OUT/home/config/settings.ron"
    # Not over a menu button: a hovered button is not the menu's dark.
    # shellcheck disable=SC2086  # "x y"
    xdotool mousemove $XY_AWAY
    start_game flag
    wait_menu main-menu-for-flag "$E2E_START_TIMEOUT"
    # Resume is on top when an unfinished game was left (steps 2-6).
    wait_buttons main-menu-for-flag home "5|6"
    # More..., Solve it, Library, Studies and Puzzles end the cards' buttons.
    click_button $((${#BUTTONS[@]} - 4)) "More..."
    sleep 0.3
    shoot setup-custom-clock >/dev/null
    click XY_SETUP_TWO_PLAYERS
    click XY_SETUP_TIMED_WHITE
    click XY_SETUP_TIMED_START
    POS=$START_POS
    wait_board timed-start 0.5
    # No clock runs before each side's first move; then White's five seconds.
    play drag e2 e4 "1.e4-timed"
    play drag e7 e5 "1...e5-timed"
    log "  White's clock runs: waiting for the flag"
    # Review the game, Analyse, Rematch, New Game, Export, Main Menu (one
    # may be lit as the focused one, another fill).
    wait_buttons game-over-on-time main "5|6"
    red=$(red_pixels "$LAST_SHOT")
    [ "${red:-0}" -ge 20 ] || fail "no red 0.0 on the flagged clock ($red red pixels in the panel; see ${LAST_SHOT#"$ROOT"/})"
    log "  the game-over window is up; White's clock shows its red 0.0 ($red pixels)"
    for i in $(seq 1 $((E2E_TIMEOUT * 5))); do
        grep -q 'reason: Timeout' "$auto" 2>/dev/null && break
        sleep 0.2
    done
    grep -q 'result: "0-1"' "$auto" && grep -q 'reason: Timeout' "$auto" ||
        fail "the autosave does not record 0-1 on time (see ${auto#"$ROOT"/})"
    log=$(grep -l 'TimeControl "5+0"' "$E2E_OUT"/home/data/games/*.pgn 2>/dev/null | head -n 1)
    [ -n "$log" ] || fail "no move log with [TimeControl \"5+0\"] in home/data/games"
    grep -qF 'e5 {[%clk 0:00:05]}' "$log" && grep -qF '0-1' "$log" ||
        fail "the move log ${log#"$ROOT"/} lacks the clock times or the result"
    log "  the autosave has 0-1 on time; the move log has TimeControl 5+0, [%clk] and 0-1"
    stop_game
    if [ "$E2E_KEEP_AUDIO" != 1 ]; then
        rm -f "$E2E_OUT"/audio-*.wav
    fi
}

# ed_xy SQUARE: the centre of a square on the board editor's board (80
# pixels a square from (24, 40), White at the bottom).
ed_xy() {
    local f r
    f=$(( $(printf '%d' "'${1:0:1}") - 97 ))
    r=${1:1:1}
    echo "$((24 + 80 * f + 40)) $((40 + 80 * (8 - r) + 40))"
}

# ed_board NAME: waits until the board editor's board shows POS and keeps
# the screenshot as NAME (wait_board on the editor's geometry: 80 pixels a
# square from (24, 40); the same square colours and piece pictures as the
# game's board, so the same palette reads it).
ed_board() {
    local BOARD_X=24 BOARD_Y=40 SQ=80
    wait_board "$1" 0.5
}

# ed_drag "X1 Y1" "X2 Y2": a drag in the editor, in steps.
ed_drag() {
    local fx fy tx ty i
    read -r fx fy <<<"$1"
    read -r tx ty <<<"$2"
    xdotool mousemove "$fx" "$fy" sleep "$E2E_INPUT_DELAY" mousedown 1 sleep "$E2E_INPUT_DELAY"
    for i in 1 2 3 4 5 6 7 8; do
        xdotool mousemove $((fx + (tx - fx) * i / 8)) $((fy + (ty - fy) * i / 8)) sleep 0.03
    done
    xdotool sleep "$E2E_INPUT_DELAY" mouseup 1 sleep 0.3
}

step_editor() {
    step 9 editor
    # The palette: White's pieces in the top row, Black's under them, 56
    # pixels apart from (716, 85): king, queen, rook, bishop, knight, pawn.
    local w_king="716 85" w_queen="772 85" w_knight="940 85" b_king="716 136" b_pawn="996 136"
    # The game of the steps before, if still open (steps 5-8 skipped).
    stop_game
    # Step 8's settings remember a custom clock, which would lengthen Setup.
    rm -f "$E2E_OUT/home/config/settings.ron"
    start_game editor
    wait_menu main-menu-for-editor "$E2E_START_TIMEOUT"
    wait_buttons main-menu-for-editor tools 7
    # Analysis board, Board editor, Load Game, Load FEN / PGN, Settings, Help and Quit.
    click_button 2 "Board editor"
    sleep 0.5
    shoot editor-start >/dev/null
    # Each placement and each removal is checked on the editor's board as
    # soon as it is made: a piece that never arrived would otherwise pass
    # as one that was taken away again.
    click XY_EDITOR_EMPTY
    POS=$(printf '.%.0s' $(seq 1 64))
    ed_board editor-empty
    ed_drag "$w_king" "$(ed_xy e1)"
    set_sq e1 W
    ed_board editor-white-king-e1
    ed_drag "$b_king" "$(ed_xy e8)"
    set_sq e8 B
    ed_board editor-black-king-e8
    # A queen dragged to d1, then across the board to d6.
    ed_drag "$w_queen" "$(ed_xy d1)"
    set_sq d1 W
    ed_board editor-queen-d1
    ed_drag "$(ed_xy d1)" "$(ed_xy d6)"
    expect_move d1 d6
    ed_board editor-queen-d6
    # A knight dragged onto b1 and off the board again.
    ed_drag "$w_knight" "$(ed_xy b1)"
    set_sq b1 W
    ed_board editor-knight-b1
    ed_drag "$(ed_xy b1)" "900 700"
    set_sq b1 .
    ed_board editor-knight-dropped-off
    # A black pawn chosen in the palette, clicked onto a7, right-clicked off.
    click_at "$b_pawn"
    click_at "$(ed_xy a7)"
    set_sq a7 B
    ed_board editor-pawn-a7
    # shellcheck disable=SC2046  # "x y"
    xdotool mousemove $(ed_xy a7) sleep "$E2E_INPUT_DELAY" click 3 sleep 0.3
    set_sq a7 .
    ed_board editor-set-up
    log "  editor: each piece seen where it was put (kings e1 e8, queen d1 then d6, knight b1, pawn a7) and gone once taken off (knight, pawn)"
    click XY_EDITOR_PLAY
    sleep 0.5
    shoot setup-from-editor >/dev/null
    click XY_SETUP_TWO_PLAYERS
    click XY_SETUP_FEN_WHITE
    click XY_SETUP_FEN_START
    # Black king e8, White queen d6, White king e1 (rank 8 first).
    POS="....B...""........""...W....""........""........""........""........""....W..."
    wait_board editor-position 0.5
    log "  the position set up by drag in the editor is on the board"
    play drag d6 d7 "1.Qd7+-from-the-editor"
    # The game stays open for step 10 (main stops it at the end).
}

# Step 10: the game of step 9 switched to French in Settings, from the
# pause menu. The language applies at once: the board is the same pixel
# for pixel, the panel beside it (its buttons, its labels, the move
# list's letters) is not, and the window's title is French.
step_language() {
    step 10 language
    local en fr board_px panel_px title crop_board crop_panel
    # shellcheck disable=SC2086  # "x y"
    xdotool mousemove $XY_AWAY
    sleep 0.5
    en=$(shoot language-english)
    # By the panel's Menu button: the keyboard may still be with the editor.
    E2E_PAUSE_WITH=button open_pause language-pause
    click_button 7 "Settings"
    sleep 0.5
    click XY_SETTINGS_LANGUAGE
    sleep 0.5
    click XY_SETTINGS_FRENCH
    sleep 0.5
    shoot language-chosen >/dev/null
    # The keyboard stays with the language menu in egui: close Settings by
    # its cross (where the French window puts it) and resume by the button.
    click_closing XY_SETTINGS_CLOSE_FRENCH "the French Settings' close cross"
    wait_buttons language-pause-french pause 11
    click_button 1 "Reprendre"
    # shellcheck disable=SC2086  # "x y"
    xdotool mousemove $XY_AWAY
    sleep 1
    fr=$(shoot language-french)
    crop_board="$((8 * SQ))x$((8 * SQ))+${BOARD_X}+${BOARD_Y}"
    crop_panel="$((SCREEN_W - 8 * SQ - BOARD_X - 40))x$((SCREEN_H))+$((8 * SQ + BOARD_X + 40))+0"
    convert "$en" -crop "$crop_board" +repage "$E2E_OUT/.en-board.png"
    convert "$fr" -crop "$crop_board" +repage "$E2E_OUT/.fr-board.png"
    convert "$en" -crop "$crop_panel" +repage "$E2E_OUT/.en-panel.png"
    convert "$fr" -crop "$crop_panel" +repage "$E2E_OUT/.fr-panel.png"
    board_px=$(changed_pixels "$E2E_OUT/.en-board.png" "$E2E_OUT/.fr-board.png")
    panel_px=$(changed_pixels "$E2E_OUT/.en-panel.png" "$E2E_OUT/.fr-panel.png")
    log "  English -> French: $board_px board pixels changed, $panel_px panel pixels changed"
    [ "$board_px" -eq 0 ] || fail "the board changed when the language did ($board_px pixels; see ${fr#"$ROOT"/})"
    [ "$panel_px" -gt 500 ] || fail "the panel's text did not change to French ($panel_px pixels; see ${fr#"$ROOT"/})"
    title=$(xdotool getwindowname "$(window_id)" 2>/dev/null)
    case "$title" in
        *" contre "*) log "  the window's title is French: $title" ;;
        *) fail "the window's title is not French: '$title'" ;;
    esac
}

# Step 11: the games library. A PGN file of three games written here is
# imported from the Library screen (its path typed, Enter); the command
# line then finds them in the library file. The position after 1. c4 c5
# 2. g3 g6 3. Bg2 Bg7 typed as a FEN lists the two games reaching it; the
# first is selected and opened with Analyse: the analysis board shows that
# position; the opening explorer switched on there shows its two moves
# (the panel changes).
LIBRARY_FEN="rnbqk1nr/pp1pppbp/6p1/2p5/2P5/6P1/PP1PPPBP/RNBQK1NR w KQkq - 2 4"
step_library() {
    step 11 library
    local pgn=$E2E_OUT/library-games.pgn db=$E2E_OUT/home/data/library.sqlite found i ref
    stop_game
    # Step 10 leaves the window in French: the coordinates are English's.
    rm -f "$E2E_OUT/home/config/settings.ron"
    cat >"$pgn" <<'PGN'
[Event "Library check"]
[White "Ayla"]
[Black "Bram"]
[Result "1-0"]

1. c4 c5 2. g3 g6 3. Bg2 Bg7 4. Nc3 Nc6 1-0

[Event "Library check"]
[White "Cleo"]
[Black "Dario"]
[Result "1/2-1/2"]

1. c4 c5 2. g3 g6 3. Bg2 Bg7 4. Nf3 1/2-1/2

[Event "Library check"]
[White "Emil"]
[Black "Fenna"]
[Result "0-1"]

1. c4 e5 0-1
PGN
    start_game library
    wait_menu main-menu-for-library "$E2E_START_TIMEOUT"
    wait_buttons main-menu-for-library home "5|6"
    # Library, Studies and Puzzles end the cards' buttons.
    click_button $((${#BUTTONS[@]} - 2)) "Library"
    sleep 0.5
    focus_game
    click XY_LIBRARY_IMPORT_PATH
    # The box takes the keys in the frame after the click: a key typed
    # before it would be lost on a loaded machine.
    sleep 0.3
    xdotool type --delay 10 -- "$pgn"
    xdotool key Return
    for i in $(seq 1 $((E2E_TIMEOUT * 5))); do
        found=$("$ROOKERY_BIN" library search --db "$db" --fen "$LIBRARY_FEN" --json 2>/dev/null | grep -c '"id"')
        [ "${found:-0}" = 2 ] && break
        sleep 0.2
    done
    shoot library-imported >/dev/null
    [ "${found:-0}" = 2 ] || fail "after the import from the window, the library file does not hold the two games reaching the position (found ${found:-0}; see ${LAST_SHOT#"$ROOT"/})"
    log "  imported from the window: 'rookery library search' finds the two games in the library file"
    click XY_LIBRARY_FEN
    sleep 0.3
    xdotool type --delay 10 -- "$LIBRARY_FEN"
    xdotool key Return
    sleep 1
    click XY_LIBRARY_FIRST_ROW
    sleep 0.5
    shoot library-searched >/dev/null
    click XY_LIBRARY_ANALYSE
    POS="BBBBB.BB""BB.BBBBB""......B.""..B.....""..W.....""......W.""WW.WWWWW""WWWWW.WW"
    wait_board library-analysis-board 0.5
    log "  the game found, opened with Analyse: the analysis board shows the position searched for"
    snap "$E2E_OUT/.ref.png"
    click XY_PANEL_EXPLORER
    # shellcheck disable=SC2086  # "x y"
    xdotool mousemove $XY_AWAY
    poll_change "$E2E_OUT/.ref.png" 3000 || {
        keep library-explorer-not-shown
        fail "the opening explorer showed nothing on the analysis board (see ${LAST_SHOT#"$ROOT"/})"
    }
    sleep 1
    shoot library-explorer >/dev/null
    log "  the opening explorer beside it shows the library's moves"
}

# lichess's published sample puzzle (0009B, the dataset card of
# Lichess/chess-puzzles, CC0): Black plays bxc5 and White wins a piece with
# Bxg4 Bxg4 Qxg4.
PUZZLE_LINE="0009B,r2qr1k1/b1p2ppp/pp4n1/P1P1p3/4P1n1/B2P2Pb/3NBP1P/RN1QR1K1 b - - 1 16,b6c5 e2g4 h3g4 d1g4,1112,74,87,569,advantage middlegame short,https://lichess.org/4MWQCxQ6/black#31,"

# puzzle_tries DB: "tries rated solved rating" of the player's tries so far
# (the rating after the last rated one).
puzzle_tries() {
    python3 - "$1" <<'PY'
import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
n, rated, solved = c.execute("SELECT count(*), coalesce(sum(rated), 0), coalesce(sum(solved), 0) FROM puzzle_attempts").fetchone()
last = c.execute("SELECT rating FROM puzzle_attempts WHERE rated = 1 ORDER BY id DESC LIMIT 1").fetchone()
print(n, rated, solved, round(last[0]) if last else "none")
PY
}

step_puzzles() {
    step 12 puzzles
    local db=$E2E_OUT/home/data/library.sqlite csv=$E2E_OUT/puzzle.csv tries
    stop_game
    rm -f "$E2E_OUT/home/config/settings.ron"
    printf '%s\n' "$PUZZLE_LINE" >"$csv"
    "$ROOKERY_BIN" puzzles import --db "$db" "$csv" >"$E2E_OUT/puzzle-import.log" 2>&1 ||
        fail "rookery puzzles import failed (see ${E2E_OUT#"$ROOT"/}/puzzle-import.log)"
    # The only puzzle, and counted as one of Rookery's own so that the
    # window does not add its starter set beside it.
    python3 -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("DELETE FROM puzzles WHERE key <> ?", ("0009B",)); c.execute("UPDATE puzzles SET origin = 0"); c.commit()' "$db"
    start_game puzzles
    wait_menu main-menu-for-puzzles "$E2E_START_TIMEOUT"
    wait_buttons main-menu-for-puzzles home "5|6"
    # Puzzles ends the cards' buttons.
    click_button ${#BUTTONS[@]} "Puzzles"
    sleep 0.5
    shoot puzzles-screen >/dev/null
    click XY_PUZZLES_RATED
    # The position after the opponent's bxc5, White to find the move.
    POS="B..BB.B.""B.B..BBB""B.....B.""W.B.B...""....W.B.""W..W..WB""...WWW.W""WW.WW.W."
    wait_board puzzle-opened 1
    log "  Puzzles: the puzzle opened and the opponent's move (bxc5) played"
    # A wrong move (Qc1): taken back, the try recorded as failed and rated.
    drag_live d1 c1 puzzle-wrong
    drop
    wait_board puzzle-wrong-taken-back 1 "$E2E_OUT/.ref.png"
    for _ in $(seq 1 $((E2E_TIMEOUT * 5))); do
        tries=$(puzzle_tries "$db")
        [ "${tries%% *}" = 1 ] && break
        sleep 0.2
    done
    read -r n rated solved rating <<<"$tries"
    [ "$n $rated $solved" = "1 1 0" ] || fail "after the wrong move the library holds tries/rated/solved $n/$rated/$solved, not 1/1/0"
    [ "$rating" != none ] && [ "$rating" -lt 1500 ] || fail "the failed first try left the player's rating at $rating (a new player's 1500 must fall)"
    log "  the wrong move Qc1 was taken back; the try is recorded, failed and rated: the rating fell from 1500 to $rating"
    # The solution: Bxg4, the reply Bxg4 (from h3) played by the trainer, Qxg4.
    play drag e2 g4 "puzzle-Bxg4"
    expect_move h3 g4
    wait_board puzzle-reply-Bxg4 0.5
    play drag d1 g4 "puzzle-Qxg4"
    sleep 1
    shoot puzzle-solved >/dev/null
    read -r n rated solved rating2 <<<"$(puzzle_tries "$db")"
    [ "$n $rated" = "1 1" ] && [ "$rating2" = "$rating" ] || fail "solving after a mistake changed the tries or the rating: $n tries, $rated rated, rating $rating2 (was $rating)"
    log "  solved after the mistake: no second rated try, the rating stays $rating (the panel shows 1500 -> $rating)"
}

step_a11y() {
    step 13 accessibility
    stop_game
    local home=$E2E_OUT/a11y-home log=$E2E_OUT/a11y.log
    rm -rf "$home"
    mkdir -p "$home"
    export A11Y_BIN=$ROOKERY_BIN A11Y_HOME=$home A11Y_GAME_LOG=$E2E_OUT/a11y-game.log
    # shellcheck disable=SC2016  # expanded by the session's own shell
    DISPLAY=$E2E_DISPLAY timeout 300 bash "$ROOT/scripts/a11y-session.sh" \
        'ROOKERY_HOME="$A11Y_HOME" NO_COLOR=1 "$A11Y_BIN" >"$A11Y_GAME_LOG" 2>&1 &
         game=$!
         /usr/bin/python3 "'"$ROOT"'/scripts/a11y-e2e.py"; rc=$?
         kill -TERM $game 2>/dev/null; wait $game 2>/dev/null
         exit $rc' >"$log" 2>&1 ||
        fail "the accessibility run failed: $(grep -m1 'FAIL' "$log" || tail -n 3 "$log") (see ${log#"$ROOT"/})"
    grep '^\[a11y\]' "$log" | sed 's/^\[a11y\]/ /' | while read -r line; do log "  $line"; done
}

main() {
    # Start from an empty output folder, but never empty a folder this
    # script did not make (E2E_OUT=/ by mistake).
    if [ -d "$E2E_OUT" ] && [ -n "$(ls -A "$E2E_OUT")" ] && [ ! -e "$E2E_OUT/.e2e-out" ]; then
        echo "E2E_OUT=$E2E_OUT is not empty and was not made by scripts/e2e.sh; not touching it" >&2
        exit 2
    fi
    rm -rf "$E2E_OUT"
    mkdir -p "$E2E_OUT/home" || { echo "cannot create $E2E_OUT" >&2; exit 1; }
    touch "$E2E_OUT/.e2e-out"
    E2E_OUT=$(cd "$E2E_OUT" && pwd)
    SAVES_DIR=$E2E_OUT/home/data/saves
    step 0 setup
    STEP_NAME=setup
    install_packages
    find_binary
    start_xvfb
    check_no_gpu
    start_game first
    step_menu
    step_moves
    step_illegal
    step_capture
    [ "$E2E_SAVE" = 1 ] && step_save
    [ "$E2E_RESUME" = 1 ] && step_resume
    [ "$E2E_AUDIO" = 1 ] && step_audio
    [ "$E2E_FLAG" = 1 ] && step_flag
    [ "$E2E_EDITOR" = 1 ] && step_editor
    [ "$E2E_EDITOR" = 1 ] && [ "$E2E_LANGUAGE" = 1 ] && step_language
    [ "$E2E_LIBRARY" = 1 ] && step_library
    [ "$E2E_PUZZLES" = 1 ] && step_puzzles
    [ "$E2E_A11Y" = 1 ] && step_a11y
    end_step
    stop_game
    local s
    for s in "${SUMMARY[@]}"; do log "  $s"; done
    local skipped=""
    [ "$E2E_SAVE" = 1 ] || skipped+=" 5(save)"
    [ "$E2E_RESUME" = 1 ] || skipped+=" 6(resume)"
    [ "$E2E_AUDIO" = 1 ] || skipped+=" 7(audio)"
    [ "$E2E_FLAG" = 1 ] || skipped+=" 8(flag)"
    [ "$E2E_EDITOR" = 1 ] || skipped+=" 9(editor)"
    { [ "$E2E_EDITOR" = 1 ] && [ "$E2E_LANGUAGE" = 1 ]; } || skipped+=" 10(language)"
    [ "$E2E_LIBRARY" = 1 ] || skipped+=" 11(library)"
    [ "$E2E_PUZZLES" = 1 ] || skipped+=" 12(puzzles)"
    [ "$E2E_A11Y" = 1 ] || skipped+=" 13(accessibility)"
    echo "E2E PASS in $(($(date +%s) - T0)) s; screenshots in ${E2E_OUT#"$ROOT"/}${skipped:+; skipped:$skipped}"
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
    main "$@"
fi
