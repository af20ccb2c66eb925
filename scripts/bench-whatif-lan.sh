#!/usr/bin/env bash
# What-if on one LAN of 10,000 nodes (issue 43): the command line's sweep of 1,000 points and its
# advisor, each timed as a whole process (loading the file included) on every core, over the
# solver benchmark's one-LAN diagram (tapeflow-solver-bench diagram 250 lan: 250 backup servers
# and 770 clients on one switch, entries of the solver test catalog).
# Usage: scripts/bench-whatif-lan.sh [RUNS]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
root=$(tapeflow_root)
cd "$root"
ensure_packages
configure_and_build release tapeflow-cli tapeflow-solver-bench
runs=${1:-5}
work="$root/build/release/bench-topologies"
mkdir -p "$work/test-catalog"
cp "$root/tests/model/data/solver/entries.json" "$work/test-catalog/"
file="$work/lan-10000.tapeflow"
[ -f "$file" ] || "$root/build/release/tests/solverbench/tapeflow-solver-bench" diagram 250 lan >"$file"
cli="$root/build/release/app/cli/tapeflow-cli"

# Prints the minimum and median of RUNS timings of the command, in seconds.
timed() {
  local name=$1
  shift
  local times=()
  for ((i = 0; i < runs; i++)); do
    local start end
    start=$(date +%s%N)
    "$@" >/dev/null
    end=$(date +%s%N)
    times+=("$(((end - start) / 1000000))")
  done
  printf '%s\n' "${times[@]}" | sort -n |
    awk -v name="$name" '{t[NR] = $1 / 1000} END {printf "| %s | %.2f | %.2f |\n", name, t[1], t[int((NR + 1) / 2)]}'
}

echo "| one LAN, 10,000 nodes ($runs runs) | min (s) | median (s) |"
echo "|---|---:|---:|"
timed "sweep, 1,000 points" "$cli" sweep "$file" --user-catalog "$work/test-catalog" \
  --vary srv3-drive1.native_rate=10MB/s:400MB/s:1000 --csv
timed "advise" "$cli" advise "$file" --user-catalog "$work/test-catalog"
timed "solve (load and one solve, for scale)" "$cli" solve "$file" --user-catalog "$work/test-catalog"
