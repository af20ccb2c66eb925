#!/usr/bin/env bash
# Benchmark of the max-min core (issue 10): builds the release preset's CLI and benchmark,
# generates the three larger systems of TIMINGS.md into build/release/bench-systems (once; they
# are too big to commit), and prints the table: per file C, V, elements, Tapeflow min and median
# (21 solves; the best median of ROUNDS rounds over all files), SimGrid's median from TIMINGS.md,
# the ratio, memory.
# Usage: scripts/bench-maxmin.sh [SOLVES [ROUNDS]]   (default 21 solves, 5 rounds)
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
root=$(tapeflow_root)
cd "$root"

lmm="$root/../shared/lmm-systems"
[ -f "$lmm/gen.py" ] || { echo "error: $lmm/gen.py not found (the shared folder beside the checkout)" >&2; exit 1; }

configure_and_build release tapeflow-cli tapeflow-maxmin-bench

generated="$root/build/release/bench-systems"
mkdir -p "$generated"
generate() { # NAME GEN_ARGS...: the gen.py command TIMINGS.md gives for NAME
  local name=$1; shift
  if [ ! -s "$generated/$name.lmm" ]; then
    log "Generating $name (python3 gen.py $*)"
    python3 "$lmm/gen.py" "$@" -o "$generated/$name.lmm.part"
    mv "$generated/$name.lmm.part" "$generated/$name.lmm"
  fi
}
generate big-bench-c2000-v2000-e96-s601 -C 2000 -V 2000 -E 96 --seed 601
generate xl-wb-c10000-v100000-e5-s602 -C 10000 -V 100000 -E 5 --weights mixed --bounds 0.3 --seed 602
generate xl-sparse-c10000-v100000-s603 --shape sparse -C 10000 -V 100000 --seed 603

log "Benchmark"
"$root/build/release/tests/bench/tapeflow-maxmin-bench" "$lmm" "$generated" "${1:-21}" "${2:-5}"
