#!/usr/bin/env bash
# The solve pipeline against diagram size (release build): load, steady solve, full solve, one
# edit through the incremental solver and memory for 100 to 100,000 nodes
# (tests/solverbench/SolverBench.cpp), then the editor opening a 1,000- and a 10,000-node file and
# re-solving after edits (tests/appbench/AppBench.cpp, offscreen). Steady and full solves use
# every core the process may use; `taskset -c 1 scripts/bench-solver.sh` times one.
# Usage: scripts/bench-solver.sh [REPEATS] [--no-lan]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
root=$(tapeflow_root)
cd "$root"
ensure_packages
configure_and_build release tapeflow-solver-bench tapeflow-app-bench
"$root/build/release/tests/solverbench/tapeflow-solver-bench" "${1:-11}" ${2:-}

echo
echo "The editor (tapeflow-app-bench, offscreen, copies of resources/examples/default.tapeflow):"
echo
files="$root/build/release/bench-topologies"
mkdir -p "$files"
for copies in 63 625; do
  file="$files/default-x$copies.tapeflow"
  [ -f "$file" ] || python3 "$root/scripts/make-large-topology.py" "$copies" "$file" >/dev/null
  "$root/build/release/tests/appbench/tapeflow-app-bench" "$file" 51 2>/dev/null
done
echo
echo "The same 625 copies on one LAN (every copy's switch linked to one core switch):"
echo
file="$files/default-x625-lan.tapeflow"
[ -f "$file" ] || python3 "$root/scripts/make-large-topology.py" --one-lan 625 "$file" >/dev/null
"$root/build/release/tests/appbench/tapeflow-app-bench" "$file" 101 2>/dev/null
