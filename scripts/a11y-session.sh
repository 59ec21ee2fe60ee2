#!/usr/bin/env bash
# Runs a command in a D-Bus session with the AT-SPI accessibility bus and
# registry up and accessibility switched on, as a desktop with a screen
# reader has it (Debian: at-spi2-core, dbus; the tree is read with
# python3-pyatspi). For the accessibility checks under Xvfb:
#
#   scripts/a11y-session.sh 'rookery & sleep 5; scripts/a11y-tree.py'
set -euo pipefail

if [ -z "${A11Y_SESSION_INNER:-}" ]; then
    export A11Y_SESSION_INNER=1
    exec dbus-run-session -- bash "$0" "$@"
fi

launcher=/usr/libexec/at-spi-bus-launcher
[ -x "$launcher" ] || launcher=/usr/lib/at-spi2-core/at-spi-bus-launcher
"$launcher" --launch-immediately &
launcher_pid=$!
trap 'kill $launcher_pid 2>/dev/null || true' EXIT
# Wait for the accessibility bus, then say a screen reader is listening:
# AccessKit (and GTK, Qt) only build their trees then.
for _ in $(seq 50); do
    if busctl --user status org.a11y.Bus >/dev/null 2>&1; then
        break
    fi
    sleep 0.1
done
busctl --user set-property org.a11y.Bus /org/a11y/bus org.a11y.Status IsEnabled b true
busctl --user set-property org.a11y.Bus /org/a11y/bus org.a11y.Status ScreenReaderEnabled b true
bash -c "$1"
