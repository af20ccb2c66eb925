#!/usr/bin/env bash
# Quick start, second command: install what is missing, build, and run every test.
# Usage: scripts/test.sh [dev|release|asan]   (default dev; asan = every test under ASan+UBSan)
# Exits non-zero if the build or any test fails.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
root=$(tapeflow_root)
cd "$root"

preset=${1:-dev}
case "$preset" in
  dev|release|asan) ;;
  *) echo "usage: scripts/test.sh [dev|release|asan]" >&2; exit 1 ;;
esac

ensure_packages
configure_and_build "$preset"
log "Running the tests (preset $preset)"
# The Qt tests use the offscreen platform themselves; nothing here needs a display.
ctest --preset "$preset" --parallel "${TAPEFLOW_JOBS:-2}"
