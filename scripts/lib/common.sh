# Shared by the quick-start scripts: the Debian packages Tapeflow needs and the build steps.
# Sourced, not run.

# Everything to build and test the model, the CLI and the app, and to look at what the app makes
# (Xvfb for screenshots, poppler-utils for PDF reports and their tests, python3 for the LMM system
# generator and, with python3-jsonschema, the test that checks files against the JSON Schema).
# The PDF report sets its text in DejaVu Sans (fonts-dejavu-core): without a font the offscreen
# platform has no glyphs to embed. qt6-translations-l10n holds Qt's own German words, which the
# translation test checks beside Tapeflow's (lupdate and lrelease come with qt6-tools-dev).
# tapeflow-cli parses its command line with CLI11 (libcli11-dev); bash-completion runs the test of
# the completion script it makes. lld links the 77 programs of a build about three times faster
# than GNU ld (cmake/TapeflowLinker.cmake).
TAPEFLOW_PACKAGES=(
  cmake ninja-build g++ lld pkg-config git
  qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-svg-dev qt6-tools-dev libgl-dev
  catch2 libeigen3-dev nlohmann-json3-dev libcli11-dev libcsv-dev
  xvfb xauth poppler-utils fonts-dejavu-core python3 python3-jsonschema qt6-translations-l10n
  bash-completion
)

tapeflow_root() { cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd; }

log() { printf '\033[1m==> %s\033[0m\n' "$*"; }

# ensure_packages [PACKAGE...]: installs those of the packages (default: TAPEFLOW_PACKAGES) that
# are not installed yet; does nothing (and needs no root) when all are there.
ensure_packages() {
  local wanted=("$@")
  [ ${#wanted[@]} -gt 0 ] || wanted=("${TAPEFLOW_PACKAGES[@]}")
  local missing=()
  for package in "${wanted[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' ||
      missing+=("$package")
  done
  if [ ${#missing[@]} -eq 0 ]; then
    log "All ${#wanted[@]} required Debian packages are installed"
    return 0
  fi
  log "Installing missing Debian packages: ${missing[*]}"
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "error: not root and no sudo to install ${missing[*]}" >&2; return 1; }
    sudo=(sudo)
  fi
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -q
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends \
    "${missing[@]}" </dev/null
}

# configure_and_build PRESET [TARGET...]: configure once, then build with at most 2 jobs (the
# machines this runs on have 2 cores).
configure_and_build() {
  local preset=$1; shift
  log "Configuring (preset $preset)"
  cmake --preset "$preset" >/dev/null
  log "Building (preset $preset)"
  local targets=()
  for target in "$@"; do targets+=(--target "$target"); done
  cmake --build --preset "$preset" --parallel "${TAPEFLOW_JOBS:-2}" "${targets[@]}"
}
