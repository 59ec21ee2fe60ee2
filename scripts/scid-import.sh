#!/usr/bin/env bash
# Time SCID importing a PGN file: a peer for the games-library import benchmark.
#
# Usage: scripts/scid-import.sh [-v] FILE.pgn
#
# Makes a fresh, empty SCID database in a temp dir (sc_base create, run by
# tkscid; untimed), imports FILE.pgn into it with SCID's own sc_import tool
# (timed with a monotonic clock), checks the database's game count (untimed),
# and prints one line:
#
#   scid: N games in S s = G games/s; E games with PGN errors/warnings, K chess960 games skipped (scid 4.7.4)
#
# N is the count sc_import reports imported. SCID keeps a game with an
# unreadable move, cut at the error; a stretch of text it cannot read at all
# becomes an empty game (counted in N); Chess960 games are not imported at
# all (the K above). -v prints SCID's warnings to stderr. The timed span is
# the whole sc_import process: tkscid start (a few ms), opening the empty
# database, the import, and closing (flushing) the database.
#
# Needs Debian's `scid` package (apt-get install -y scid); it installs tkscid
# and sc_import in /usr/games. No display is needed: tkscid given a script
# runs it without Tk.
set -euo pipefail

verbose=0
if [[ ${1:-} == -v ]]; then verbose=1; shift; fi
if [[ $# -ne 1 || ! -f $1 ]]; then
    echo "usage: $0 [-v] FILE.pgn" >&2
    exit 2
fi
pgn=$(realpath "$1")

export PATH="$PATH:/usr/games" # sc_import runs `exec tkscid`
if ! command -v tkscid >/dev/null || ! command -v sc_import >/dev/null; then
    echo "scid-import: SCID is missing: apt-get install -y scid" >&2
    exit 1
fi

# Monotonic seconds: perl's clock_gettime if there, else wall clock.
if perl -MTime::HiRes=clock_gettime,CLOCK_MONOTONIC -e1 2>/dev/null; then
    now() { perl -MTime::HiRes=clock_gettime,CLOCK_MONOTONIC -e 'printf "%.6f\n", clock_gettime(CLOCK_MONOTONIC)'; }
else
    now() { date +%s.%N; }
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/scid-import.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
db="$tmp/bench"

cat >"$tmp/create.tcl" <<'EOF'
if {[catch {sc_base create [lindex $argv 0]} err]} {
    puts stderr "sc_base create: $err"
    exit 1
}
puts [sc_info version]
EOF
cat >"$tmp/count.tcl" <<'EOF'
if {[catch {sc_base open [lindex $argv 0]} err]} {
    puts stderr "sc_base open: $err"
    exit 1
}
puts [sc_base numGames [sc_base current]]
EOF

version=$(tkscid "$tmp/create.tcl" "$db")

t0=$(now)
if ! sc_import "$db" "$pgn" >"$tmp/out" 2>"$tmp/err"; then
    echo "scid-import: sc_import failed:" >&2
    cat "$tmp/err" "$tmp/out" >&2
    exit 1
fi
t1=$(now)

imported=$(sed -n 's/^Imported \([0-9]*\) games from .*/\1/p' "$tmp/out")
if [[ -z $imported ]]; then
    echo "scid-import: cannot read sc_import's output:" >&2
    cat "$tmp/out" "$tmp/err" >&2
    exit 1
fi
in_db=$(tkscid "$tmp/count.tcl" "$db")
if [[ $in_db != "$imported" ]]; then
    echo "scid-import: sc_import said $imported games but the database has $in_db" >&2
fi
# Warnings read "(game 12, line 345) Failed to parse the move: ...".
bad=$( { grep -o '^(game [0-9]*,' "$tmp/out" || true; } | sort -u | wc -l)
skipped=$(sed -n 's/^Ignored \([0-9]*\) chess960 game.*/\1/p' "$tmp/out")
skipped=${skipped:-0}
if ((verbose)); then
    sed -n '/^PGN errors\/warnings:/,$p' "$tmp/out" >&2
fi

awk -v n="$imported" -v t0="$t0" -v t1="$t1" -v bad="$bad" -v sk="$skipped" -v ver="$version" 'BEGIN {
    s = t1 - t0
    printf "scid: %d games in %.3f s = %.0f games/s; %d games with PGN errors/warnings, %d chess960 games skipped (scid %s)\n",
        n, s, (s > 0 ? n / s : 0), bad, sk, ver
}'
