#!/usr/bin/env bash
# The advisor on 1,000-node diagrams (release build, one thread): random topologies and 63 copies
# of the default example (1,008 nodes over the shipped catalog), tests/advisorbench/AdvisorBench.cpp.
# Usage: scripts/bench-advisor.sh [REPEATS]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
root=$(tapeflow_root)
cd "$root"
ensure_packages
configure_and_build release tapeflow-advisor-bench
files="$root/build/release/bench-topologies"
mkdir -p "$files"
file="$files/default-x63.tapeflow"
[ -f "$file" ] || python3 "$root/scripts/make-large-topology.py" 63 "$file" >/dev/null
"$root/build/release/tests/advisorbench/tapeflow-advisor-bench" "${1:-7}" "$file"
