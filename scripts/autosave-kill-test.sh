#!/usr/bin/env bash
# Issue 21: autosave survives kill -9. Under Xvfb, starts the real app on a copy of an example,
# lets it make scripted edits through its undo stack (ScriptHooks.h: TAPEFLOW_SCRIPTED_EDITS),
# kills it with SIGKILL at a random time after its first autosave, starts it again to recover
# (TAPEFLOW_RECOVERY_ANSWER=recover) and save to the original file (TAPEFLOW_SAVE_AND_QUIT), then
# checks that:
#   - the user's file was not touched before the recovery saved it,
#   - the recovered file is a valid document (tapeflow-cli check),
#   - it holds scripted edits 1..M with M at least the last edit an autosave reported before the
#     kill (edits after the last autosave may be lost; none before it),
#   - the autosave folder is empty afterwards.
# Usage: scripts/autosave-kill-test.sh [KILLS]   (default 100; CI's quick mode passes 5)
# Uses build/dev, or the build folder in TAPEFLOW_BUILD. Exits non-zero on the first failure.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${TAPEFLOW_BUILD:-$root/build/dev}
kills=${1:-100}
app=$build/app/tapeflow/tapeflow
cli=$build/app/cli/tapeflow-cli
for program in "$app" "$cli"; do
  [ -x "$program" ] || { echo "error: $program is not built" >&2; exit 1; }
done

# One Xvfb for the whole run: re-run this script inside xvfb-run once.
if [ -z "${TAPEFLOW_KILL_TEST_INNER:-}" ]; then
  TAPEFLOW_KILL_TEST_INNER=1 exec xvfb-run -a -s "-screen 0 1600x1000x24" "$0" "$kills"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The app's own data and settings folders: the autosaves of this run, nobody else's.
export XDG_DATA_HOME=$work/data XDG_CONFIG_HOME=$work/config
autosaves=$XDG_DATA_HOME/Tapeflow/Tapeflow/autosave
user=$work/user.tapeflow
pristine=$root/resources/examples/default.tapeflow

fail() { echo "FAIL (kill $i): $*" >&2; exit 1; }

# Waits up to 30 s for the first autosave line in $1, so the kill comes after edits were saved.
wait_for_autosave() {
  for _ in $(seq 300); do
    grep -q 'autosaved scripted edit' "$1" && return 0
    sleep 0.1
  done
  return 1
}

# Prints the numbers K of the nodes named "Scripted edit K" in file $1, one a line, sorted.
scripted_edits() {
  python3 -c '
import json, sys
nodes = json.load(open(sys.argv[1])).get("nodes", [])
numbers = sorted(int(n["name"].split()[-1]) for n in nodes
                 if n.get("name", "").startswith("Scripted edit "))
print("\n".join(map(str, numbers)))' "$1"
}

start=$(date +%s)
total_saved=0 total_beyond=0 max_beyond=0
for i in $(seq "$kills"); do
  cp "$pristine" "$user"
  log=$work/run.log
  TAPEFLOW_AUTOSAVE_MS=300 TAPEFLOW_SCRIPTED_EDITS=40 "$app" "$user" >"$log" 2>&1 &
  pid=$!
  wait_for_autosave "$log" || { kill -9 $pid; fail "no autosave within 30 s"; }
  sleep "$(awk -v seed="$RANDOM" 'BEGIN { srand(seed); printf "%.3f", rand() * 1.5 }')"
  kill -9 $pid
  wait $pid 2>/dev/null || true
  last=$(grep -o 'autosaved scripted edit [0-9]*' "$log" | tail -1 | grep -o '[0-9]*$')
  cmp -s "$pristine" "$user" || fail "the user's file changed before recovery"

  TAPEFLOW_RECOVERY_ANSWER=recover TAPEFLOW_SAVE_AND_QUIT=1 "$app" >"$work/recover.log" 2>&1 ||
    fail "recovery did not save: $(cat "$work/recover.log")"
  "$cli" check "$user" >"$work/check.log" 2>&1 || fail "recovered file invalid: $(cat "$work/check.log")"
  mapfile -t edits < <(scripted_edits "$user")
  count=${#edits[@]}
  [ "$count" -ge "$last" ] || fail "recovered $count edits, the last autosave held $last"
  expected=$(seq "$count" | tr '\n' ' ')
  [ "${edits[*]} " = "$expected" ] || fail "edits are not 1..$count: ${edits[*]}"
  [ -z "$(ls -A "$autosaves" 2>/dev/null)" ] || fail "autosave folder not empty: $(ls "$autosaves")"
  # Edits beyond the last reported autosave: held by an autosave whose report the kill cut off.
  autosaves_done=$(grep -c 'autosaved scripted edit' "$log" || true)
  total_saved=$((total_saved + count))
  beyond=$((count - last))
  total_beyond=$((total_beyond + beyond))
  [ "$beyond" -le "$max_beyond" ] || max_beyond=$beyond
  printf 'kill %3d: %3d edits recovered (last reported autosave: edit %3d, %d autosaves)\n' \
    "$i" "$count" "$last" "$autosaves_done"
done
echo "autosave kill test: $kills kills, $kills recovered, $total_saved edits recovered in all;" \
  "recovered beyond the last report: $total_beyond edits ($max_beyond at most); $(( $(date +%s) - start )) s"
