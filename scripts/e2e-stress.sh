#!/usr/bin/env bash
# The end-to-end test (scripts/e2e.sh) on a loaded machine: two processes
# that keep a core busy each run beside it for the whole run, so the
# window's frames are slow and input piles up between them, as on a
# player's machine that is busy with something else. Run it whenever
# input code changes (`make e2e-stress`); its arguments and environment
# go to e2e.sh. Exits with e2e.sh's status.
set -uo pipefail

BUSY=${E2E_STRESS_BUSY:-2}
pids=()
stop_busy() {
    for pid in "${pids[@]}"; do
        kill "$pid" 2>/dev/null
    done
    wait "${pids[@]}" 2>/dev/null
}
trap stop_busy EXIT
for _ in $(seq 1 "$BUSY"); do
    # A shell loop: all CPU, no memory, no disk.
    bash -c 'while :; do :; done' &
    pids+=("$!")
done
echo "e2e-stress: $BUSY busy processes beside the e2e (pids ${pids[*]})"
start=$(date +%s)
bash "$(dirname "${BASH_SOURCE[0]}")/e2e.sh" "$@"
status=$?
echo "e2e-stress: e2e exited with status $status after $(($(date +%s) - start)) s beside $BUSY busy processes"
exit "$status"
