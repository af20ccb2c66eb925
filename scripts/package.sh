#!/usr/bin/env bash
# Builds the Debian package with CPack (optimised, without the tests) and checks it as Debian
# would: lintian, desktop-file-validate, appstreamcli validate and the file list.
# Usage: scripts/package.sh [release|dev]   -> build/package/tapeflow_<version>_<arch>.deb
# (release by default; dev makes a debug build, quicker to try the packaging with; CPack strips
# the programs either way).
# Installs the check tools (lintian, desktop-file-utils, appstream) when they are missing; they
# check the package and are not needed to build it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
root=$(tapeflow_root)
cd "$root"

preset=${1:-release}
case "$preset" in
  release|dev) ;;
  *) echo "usage: scripts/package.sh [release|dev]" >&2; exit 1 ;;
esac

ensure_packages
ensure_packages lintian desktop-file-utils appstream

build=build/package
log "Configuring $build (preset $preset, no tests)"
cmake --preset "$preset" -B "$build" -DBUILD_TESTING=OFF >/dev/null
log "Building"
cmake --build "$build" --parallel "${TAPEFLOW_JOBS:-2}"
log "Packaging"
rm -f "$build"/tapeflow_*.deb
(cd "$build" && cpack -G DEB >/dev/null)
deb=$(ls "$build"/tapeflow_*.deb)

log "Contents of $deb"
dpkg-deb --info "$deb" | sed -n '/Package:/,$p'
dpkg-deb --contents "$deb" | awk '{print $6}' | grep -v '/share/tapeflow/.'

log "lintian"
lintian --fail-on error,warning "$deb"
log "desktop-file-validate"
desktop-file-validate packaging/org.tapeflow.Tapeflow.desktop
log "appstreamcli validate"
appstreamcli validate --no-net packaging/org.tapeflow.Tapeflow.metainfo.xml
log "Package $deb passes lintian, desktop-file-validate and appstreamcli"
