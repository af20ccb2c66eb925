#!/usr/bin/env bash
# Records what the command line prints for every shipped example, so that a change meant to keep
# the model's answers (a restructuring) can be shown to keep them byte for byte.
# Usage: scripts/compare-outputs.sh CLI OUTDIR            record CLI's outputs into OUTDIR
#        scripts/compare-outputs.sh --diff BEFORE AFTER    compare two records (exit 1 if unequal)
# Example: scripts/compare-outputs.sh build-before/app/cli/tapeflow-cli /tmp/before
#          scripts/compare-outputs.sh build/release/app/cli/tapeflow-cli /tmp/after
#          scripts/compare-outputs.sh --diff /tmp/before /tmp/after
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

if [[ ${1:-} == --diff ]]; then
  [[ $# -eq 3 ]] || { echo "usage: $0 --diff BEFORE AFTER" >&2; exit 2; }
  if diff -r "$2" "$3" >/dev/null; then
    echo "identical: $(find "$2" -type f | wc -l) outputs"
    exit 0
  fi
  diff -r "$2" "$3" | head -60
  echo "outputs differ (first 60 lines above)" >&2
  exit 1
fi
[[ $# -eq 2 ]] || { echo "usage: $0 CLI OUTDIR" >&2; exit 2; }
cli=$(realpath "$1")
out=$2
mkdir -p "$out"

# One command's standard output, standard error and exit code, under a name of its own.
record() {
  local name=$1
  shift
  "$cli" "$@" >"$out/$name.out" 2>"$out/$name.err"
  echo $? >"$out/$name.code"
}

cd "$root/resources/examples"
for file in *.tapeflow; do
  base=${file%.tapeflow}
  record "$base.check" check "$file"
  record "$base.check-json" check --json "$file"
  record "$base.solve" solve "$file"
  record "$base.solve-both" solve "$file" --direction both
  record "$base.solve-json" solve "$file" --direction both --json
  record "$base.solve-csv" solve "$file" --csv
  record "$base.solve-csv-resources" solve "$file" --csv=resources
  record "$base.advise" advise "$file" --top 8
  record "$base.advise-restore-json" advise "$file" --direction restore --json
  record "$base.advise-tornado" advise "$file" --tornado
  record "$base.compare" compare "$file"
  # A sweep of the first rate a node of the example states (else of its first number), from
  # half to twice its value.
  vary=$(python3 -c '
import json, re, sys
nodes = json.load(open(sys.argv[1]))["nodes"]
def figures(want_rate):
    for n in nodes:
        for k, v in n.get("parameters", {}).items():
            m = re.fullmatch(r"([0-9.]+) *([kMGT]?[Bb]/s)", v) if isinstance(v, str) else None
            if want_rate and m:
                x, unit = float(m.group(1)), m.group(2)
                yield "%s.%s=%g%s:%g%s:5" % (n["id"], k, x / 2, unit, x * 2, unit)
            if not want_rate and isinstance(v, (int, float)) and not isinstance(v, bool) and v > 0:
                yield "%s.%s=%g:%g:5" % (n["id"], k, v / 2, v * 2)
print(next(figures(True), next(figures(False), "")))
' "$file")
  if [[ -n $vary ]]; then
    record "$base.sweep" sweep "$file" --vary "$vary"
    record "$base.sweep-json" sweep "$file" --vary "$vary" --json
  fi
  # And a sweep of the native rate of its first tape drive (an entry named for a drive).
  drive=$(python3 -c '
import json, sys
nodes = json.load(open(sys.argv[1]))["nodes"]
print(next((n["id"] for n in nodes if any(w in n.get("entry", "") for w in ("lto", "dlt", "ait", "tape", "ultrium"))), ""))
' "$file")
  if [[ -n $drive ]]; then
    record "$base.sweep-drive" sweep "$file" --vary "$drive.native_rate=50MB/s:800MB/s:6:log"
  fi
done
for file in *.tapeflow; do
  if grep -q '"schedule"' "$file"; then
    record "${file%.tapeflow}.schedule" solve "$file" --schedule
  fi
done
record validate validate
record validate-json validate --json
echo "recorded $(find "$out" -name '*.out' | wc -l) commands into $out"
