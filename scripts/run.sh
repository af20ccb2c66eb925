#!/usr/bin/env bash
# Quick start, first command: install what is missing, build, and start Tapeflow on its default
# example. Without a display it renders the window offscreen to a PNG and says where.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
root=$(tapeflow_root)
cd "$root"

ensure_packages
configure_and_build release tapeflow tapeflow-cli

app="$root/build/release/app/tapeflow/tapeflow"
cli="$root/build/release/app/cli/tapeflow-cli"
args=()
example="$root/resources/examples/default.tapeflow"
[ -f "$example" ] && args+=("$example")

if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  log "Starting Tapeflow ${args[*]:-}"
  exec "$app" "${args[@]}"
fi

shot="$root/build/release/tapeflow-window.png"
log "No display (DISPLAY and WAYLAND_DISPLAY are unset), so no window can open here."
log "Rendering the main window offscreen instead: $shot"
"$app" --screenshot "$shot" "${args[@]}"
"$cli" --version
echo "Open $shot to see the window, or run this command again in a desktop session"
echo "(or under Xvfb: xvfb-run -a scripts/run.sh)."
