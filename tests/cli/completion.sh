#!/usr/bin/env bash
# completion.sh TAPEFLOW_CLI: the script 'tapeflow-cli completion bash' prints, run by bash with
# bash-completion (the test is skipped, status 77, without it): the commands, each command's
# options, what follows an option and the files a command reads.
set -uo pipefail
cli=$1
bash_completion=/usr/share/bash-completion/bash_completion
[ -r "$bash_completion" ] || { echo "bash-completion is not installed: skipped" >&2; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/files"
"$cli" completion bash >"$work/completion" || { echo "completion bash failed" >&2; exit 1; }
bash -n "$work/completion" || exit 1
cd "$work/files" || exit 1
mkdir folder
touch site.tapeflow other.json jobs.csv notes.txt system.lmm
# shellcheck source=/dev/null
source "$bash_completion"
# shellcheck source=/dev/null
source "$work/completion"

failures=0
# expect "OFFERS" WORD...: completes the last WORD (as bash splits the line: "--to=x" is the three
# words "--to" "=" "x") and compares the offers, sorted, with OFFERS.
expect() {
  local expected=$1
  shift
  COMP_WORDS=("$@")
  COMP_CWORD=$(($# - 1))
  COMP_LINE="$*"
  COMP_LINE=${COMP_LINE// = /=}
  COMP_POINT=${#COMP_LINE}
  COMPREPLY=()
  _tapeflow_cli 2>/dev/null
  local got
  got=$(printf '%s\n' "${COMPREPLY[@]}" | LC_ALL=C sort -u | tr '\n' ' ')
  got=${got% }
  if [[ $got != "$expected" ]]; then
    echo "FAIL: '$COMP_LINE': got '$got', expected '$expected'" >&2
    failures=1
  fi
}

expect "--help --version advise calibrate check compare completion convert help import maxmin solve sweep validate" \
  tapeflow-cli ""
expect "solve sweep" tapeflow-cli s
expect "--direction" tapeflow-cli solve site.tapeflow --di
expect "--catalog --help --json --quiet --user-catalog" tapeflow-cli check -
expect "backup both restore" tapeflow-cli solve site.tapeflow --direction ""
expect "restore" tapeflow-cli advise site.tapeflow --direction = re
expect "folder" tapeflow-cli check --catalog ""
expect "folder" tapeflow-cli check --user-catalog = ""
expect "folder other.json site.tapeflow" tapeflow-cli solve ""
expect "folder jobs.csv other.json site.tapeflow" tapeflow-cli calibrate site.tapeflow ""
expect "folder jobs.csv notes.txt other.json site.tapeflow system.lmm" tapeflow-cli maxmin ""
expect "folder jobs.csv notes.txt other.json site.tapeflow system.lmm" tapeflow-cli maxmin x -o ""
expect "folder jobs other.json resources site.tapeflow" tapeflow-cli solve --csv ""
expect "resources" tapeflow-cli solve --csv = r
expect "" tapeflow-cli sweep site.tapeflow --vary ""
expect "" tapeflow-cli convert ""
expect "convert" tapeflow-cli help conv
expect "bash" tapeflow-cli completion ""
exit $failures
