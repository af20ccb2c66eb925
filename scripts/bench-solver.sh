#!/usr/bin/env bash
# Solve time of the throughput solver for 10 to 10,000 nodes (release build).
# Usage: scripts/bench-solver.sh [REPEATS]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
root=$(tapeflow_root)
cd "$root"
ensure_packages
configure_and_build release tapeflow-solver-bench
"$root/build/release/tests/solverbench/tapeflow-solver-bench" "${1:-11}"
