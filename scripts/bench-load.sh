#!/usr/bin/env bash
# Load benchmark of what a file holds besides the diagram (issue 37): the week example with
# 1,000 to 5,000 scenarios, 10,000 to 100,000 measurements and 366 schedule days, each read by
# `tapeflow-cli check` (parse, read, check every scenario against the base). Prints the median
# of 3 runs in milliseconds. Usage: scripts/bench-load.sh [BUILD_DIR] (default build/release).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
build=${1:-build/release}
cli="$build/app/cli/tapeflow-cli"
[ -x "$cli" ] || { echo "no $cli: build it first (cmake --build --preset release)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
example=resources/examples/library-week.tapeflow

median_ms() {
  local times=()
  for _ in 1 2 3; do
    local start end
    start=$(date +%s%N)
    "$cli" check "$1" > /dev/null
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n 2p
}

printf '%-28s %10s %10s\n' "document" "size (KB)" "load (ms)"
run() {
  local label=$1; shift
  python3 scripts/make-heavy-document.py "$example" "$work/doc.tapeflow" "$@"
  printf '%-28s %10d %10d\n' "$label" $(( $(stat -c %s "$work/doc.tapeflow") / 1024 )) \
    "$(median_ms "$work/doc.tapeflow")"
}
run "the example alone"
for n in 1000 2000 5000; do run "$n scenarios" --scenarios "$n"; done
for n in 10000 100000; do run "$n measurements" --measurements "$n"; done
run "366 schedule days" --days 366
