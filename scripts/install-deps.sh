#!/usr/bin/env bash
# Install the Debian packages the build needs, when they are missing.
# Usage: scripts/install-deps.sh [EXTRA_PACKAGE...]
# Quiet when everything is already installed; a no-op (exit 0) without apt-get.
set -euo pipefail

PACKAGES="pkg-config libasound2-dev libwayland-dev libudev-dev libxkbcommon-dev"

# shellcheck disable=SC2206  # word-splitting the list is intended
wanted=($PACKAGES "$@")
missing=()
for pkg in "${wanted[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$pkg")
    fi
done

[ "${#missing[@]}" -eq 0 ] && exit 0

if ! command -v apt-get >/dev/null 2>&1; then
    echo "install-deps: apt-get not found (not Debian?); please install: ${missing[*]}" >&2
    exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1; then
    sudo="sudo"
fi

echo "install-deps: installing ${missing[*]}" >&2
$sudo env DEBIAN_FRONTEND=noninteractive apt-get update
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
