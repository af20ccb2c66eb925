#!/usr/bin/env bash
# checked-by-tool.sh TOOL ARGS...: runs a desktop check tool (desktop-file-validate, appstreamcli)
# on a packaging file; exit 77 (CTest: skipped) when the tool is not installed, since these tools
# check the package and are not needed to build it (scripts/package.sh installs them).
set -uo pipefail
command -v "$1" >/dev/null || { echo "$1 is not installed: skipped"; exit 77; }
exec "$@"
