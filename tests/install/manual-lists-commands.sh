#!/usr/bin/env bash
# manual-lists-commands.sh TAPEFLOW_CLI MANUAL: every command `tapeflow-cli --help` lists has an
# entry in the manual page (a command added without documenting it fails here).
set -euo pipefail
cli=$1 manual=$2
commands=$("$cli" --help | sed -n '/^Commands:/,/^$/p' | awk 'NR > 1 && NF {print $1}')
[ -n "$commands" ] || { echo "no commands in $cli --help" >&2; exit 1; }
missing=0
for command in $commands; do
  # An entry is a .TP paragraph whose tag starts with the command's name.
  if ! grep -A1 '^\.TP' "$manual" | grep -Eq "^\.B[IR]? \"?$command( |\"|\$)"; then
    echo "$manual has no entry for '$command'" >&2
    missing=1
  fi
done
exit $missing
