#!/usr/bin/env bash
# CPU time of one steady solve from scratch (issue 18), for one or more builds of
# tapeflow-solver-bench run in turn: `perf stat -e task-clock` of `profile steady SERVERS ROUNDS`
# less the same with 0 rounds (the diagram's set-up), per round, lowest of RUNS runs. CPU time,
# not wall time, so that builds can be compared on a machine shared with other work.
# 133 servers are about 1,000 nodes, 1333 about 10,000, 13333 about 100,000.
# Usage: scripts/bench-steady-cpu.sh SERVERS ROUNDS RUNS BENCH...
# e.g.   scripts/bench-steady-cpu.sh 1333 40 3 build/base/.../tapeflow-solver-bench \
#          build/release/tests/solverbench/tapeflow-solver-bench
set -euo pipefail
servers=$1 rounds=$2 runs=$3
shift 3

cpuMs() { perf stat -x, -e task-clock "$@" 2>&1 >/dev/null | awk -F, '/task-clock/ { print $1 }'; }

declare -A best all
for ((run = 1; run <= runs; ++run)); do
  for bench in "$@"; do
    zero=$(cpuMs "$bench" profile steady "$servers" 0)
    full=$(cpuMs "$bench" profile steady "$servers" "$rounds")
    ms=$(awk -v f="$full" -v z="$zero" -v r="$rounds" 'BEGIN { printf "%.2f", (f - z) / r }')
    all[$bench]+="$ms "
    if [[ -z ${best[$bench]:-} ]] || awk -v a="$ms" -v b="${best[$bench]}" 'BEGIN { exit !(a < b) }'
    then best[$bench]=$ms; fi
  done
done
for bench in "$@"; do
  echo "$bench: ${best[$bench]} ms per steady solve (runs: ${all[$bench]% })"
done
