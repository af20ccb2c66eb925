#!/usr/bin/env bash
# installed-prefix.sh BUILD_DIR SOURCE_RESOURCES gui|cli-only
# Installs BUILD_DIR into a temporary prefix, moves the prefix, hides SOURCE_RESOURCES and runs
# the installed programs. Fails on the first step that does not do what an installed copy must.
set -euo pipefail
build=$1 resources=$2 parts=$3

# Everything below runs in a private mount namespace (root in CI; a user namespace otherwise), so
# hiding resources/ there is seen by nothing else running meanwhile.
# In a chroot (/ not a mount point) no such namespace can be made: then resources/ stays in
# sight, and the "Data folder" check below is what shows the programs chose the moved prefix.
if [ -z "${TAPEFLOW_PRIVATE_MOUNTS:-}" ]; then
  as_root=(); [ "$(id -u)" -eq 0 ] || as_root=(--map-root-user)
  if unshare --mount "${as_root[@]}" true 2>/dev/null; then
    export TAPEFLOW_PRIVATE_MOUNTS=1
    exec unshare --mount "${as_root[@]}" bash "$0" "$@"
  fi
  echo "no private mount namespace here: $resources stays visible" >&2
  export TAPEFLOW_PRIVATE_MOUNTS=unavailable
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cmake --install "$build" --prefix "$work/first" >/dev/null
mv "$work/first" "$work/moved"
prefix=$work/moved
# Once installed, the source tree's data goes out of reach: an empty tmpfs over resources/.
if [ "$TAPEFLOW_PRIVATE_MOUNTS" = 1 ]; then
  mount -t tmpfs tapeflow-hidden "$resources"
  [ -z "$(ls -A "$resources")" ] || { echo "could not hide $resources" >&2; exit 1; }
fi
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
