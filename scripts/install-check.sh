#!/usr/bin/env bash
# `make install` into a scratch DESTDIR: the files installed are exactly the
# ones listed here, the desktop file and the AppStream metainfo pass their
# validators (when installed: desktop-file-utils, appstream), the installed
# icons are PNGs of their sizes, and `make uninstall` leaves nothing behind.
# Usage: ROOKERY_BIN=path/to/rookery bash scripts/install-check.sh
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

bin=${ROOKERY_BIN:?set ROOKERY_BIN to the rookery binary to install}
[ -x "$bin" ] || { echo "install-check: no binary at $bin" >&2; exit 1; }
app=io.github.rookery_chess.Rookery
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT

make --no-print-directory -s install DESTDIR="$dest" PREFIX=/usr ROOKERY_BIN="$bin"

expected=(
    "usr/bin/rookery"
    "usr/share/applications/$app.desktop"
    "usr/share/metainfo/$app.metainfo.xml"
    "usr/share/icons/hicolor/scalable/apps/$app.svg"
)
for s in 16 22 24 32 48 64 128 256; do
    expected+=("usr/share/icons/hicolor/${s}x${s}/apps/$app.png")
done
want=$(printf '%s\n' "${expected[@]}" | sort)
got=$(cd "$dest" && find . -type f | sed 's|^\./||' | sort)
if [ "$want" != "$got" ]; then
    echo "install-check: make install put down other files than expected:" >&2
    diff <(echo "$want") <(echo "$got") >&2 || true
    exit 1
fi

for s in 16 22 24 32 48 64 128 256; do
    png="$dest/usr/share/icons/hicolor/${s}x${s}/apps/$app.png"
    # The IHDR chunk's width and height, as big-endian numbers.
    size=$(od -An -tu1 -j16 -N8 "$png" | awk '{print $1*16777216+$2*65536+$3*256+$4 "x" $5*16777216+$6*65536+$7*256+$8}')
    [ "$size" = "${s}x${s}" ] || { echo "install-check: $png is $size, not ${s}x${s}" >&2; exit 1; }
done
"$dest/usr/bin/rookery" --version | grep -q '^rookery ' \
    || { echo "install-check: the installed rookery does not run" >&2; exit 1; }

# The menu entry and the software centre's page speak the window's
# languages (assets/locales/ names them).
for lang in $(cd assets/locales && ls); do
    [ "$lang" = en ] && continue
    grep -q "^Comment\[$lang\]=" "$dest/usr/share/applications/$app.desktop" \
        || { echo "install-check: the desktop file has no Comment[$lang]" >&2; exit 1; }
    grep -q "<summary xml:lang=\"$lang\">" "$dest/usr/share/metainfo/$app.metainfo.xml" \
        || { echo "install-check: the metainfo has no summary in $lang" >&2; exit 1; }
done

validated=""
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$dest/usr/share/applications/$app.desktop"
    validated+=" desktop-file-validate"
fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net "$dest/usr/share/metainfo/$app.metainfo.xml"
    validated+=" appstreamcli"
fi

make --no-print-directory -s uninstall DESTDIR="$dest" PREFIX=/usr
left=$(cd "$dest" && find . -mindepth 1)
if [ -n "$left" ]; then
    echo "install-check: make uninstall left behind:" >&2
    echo "$left" >&2
    exit 1
fi
echo "install-check: ${#expected[@]} files installed and removed; validated by:${validated:- (no validators installed)}"
