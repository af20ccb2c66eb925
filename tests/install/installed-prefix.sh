#!/usr/bin/env bash
# installed-prefix.sh BUILD_DIR SOURCE_RESOURCES gui|cli-only
# Installs BUILD_DIR into a temporary prefix, moves the prefix, hides SOURCE_RESOURCES and runs
# the installed programs. Fails on the first step that does not do what an installed copy must.
set -euo pipefail
build=$1 resources=$2 parts=$3

# Everything below runs in a private mount namespace (root in CI; a user namespace otherwise), so
# hiding resources/ there is seen by nothing else running meanwhile.
if [ -z "${TAPEFLOW_PRIVATE_MOUNTS:-}" ]; then
  export TAPEFLOW_PRIVATE_MOUNTS=1
  as_root=(); [ "$(id -u)" -eq 0 ] || as_root=(--map-root-user)
  exec unshare --mount "${as_root[@]}" bash "$0" "$@"
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --install "$build" --prefix "$work/first" >/dev/null
mv "$work/first" "$work/moved"
prefix=$work/moved
# Once installed, the source tree's data goes out of reach: an empty tmpfs over resources/.
mount -t tmpfs tapeflow-hidden "$resources"
[ -z "$(ls -A "$resources")" ] || { echo "could not hide $resources" >&2; exit 1; }
unset TAPEFLOW_RESOURCE_DIR DISPLAY WAYLAND_DISPLAY QT_QPA_PLATFORM
example=$prefix/share/tapeflow/examples/default.tapeflow

step() { printf '== %s\n' "$*"; }

step "the CLI names the moved prefix as its data folder"
"$prefix/bin/tapeflow-cli" --help | grep -F "Data folder: $prefix/share/tapeflow"
step "the CLI checks and solves an installed example with the installed catalog"
"$prefix/bin/tapeflow-cli" check "$example"
"$prefix/bin/tapeflow-cli" solve "$example" --json >"$work/solve.json"
grep -q '"jobs"' "$work/solve.json"
step "the CLI validates the installed validation set"
"$prefix/bin/tapeflow-cli" validate >"$work/validate.txt"
tail -n 3 "$work/validate.txt"

[ "$parts" = gui ] || exit 0
step "the app prints its help and version with no display"
"$prefix/bin/tapeflow" --help | grep -q -- --export-pdf
"$prefix/bin/tapeflow" --version | grep -q '^Tapeflow '
step "the installed app writes the report of an installed example with no display"
"$prefix/bin/tapeflow" --export-pdf "$work/report.pdf" "$example"
[ "$(head -c 4 "$work/report.pdf")" = "%PDF" ]
echo "all installed programs found their data in $prefix/share/tapeflow"
