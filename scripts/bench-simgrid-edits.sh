#!/usr/bin/env bash
# One edit on one LAN, Tapeflow beside SimGrid's LMM with selective update (issue 43): the same
# single changes to the same max-min systems, each re-solved as each solver re-solves it.
#
# The systems are the solver benchmark's one-LAN diagrams of 1,000, 10,000 and 100,000 nodes
# (`tapeflow-solver-bench lmm NODES OUT`: their sharing as the solver poses it, with 101 random
# single changes of a resource's rate or a stream's ceiling). Tapeflow's side is
# tapeflow-lmm-edit-bench (each edit brought up to date by maxmin::resolve(): kept where it
# reaches no share, its component solved again otherwise; and, apart, the component solved again
# whatever the edit); SimGrid's is tests/simgridbench/LmmEditSimGrid.cpp against Debian's libsimgrid
# 3.32 (System::build("maxmin", true), the selective update SimGrid's own models use), compiled
# here with the internal headers of the same release's source from Debian's archive (the -dev
# package does not install them). Both run pinned to one core when taskset is there. The two
# answers after the last edit are compared (../shared/lmm-systems/verify.py, relative 1e-9).
# Usage: scripts/bench-simgrid-edits.sh
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
root=$(tapeflow_root)
cd "$root"
verify="$root/../shared/lmm-systems/verify.py"
[ -f "$verify" ] || { echo "error: $verify not found (the shared folder beside the checkout)" >&2; exit 1; }

ensure_packages
ensure_packages libsimgrid-dev libboost-dev xz-utils
configure_and_build release tapeflow-solver-bench tapeflow-lmm-edit-bench

work="$root/build/release/bench-simgrid"
mkdir -p "$work"
# SimGrid 3.32's source as Debian ships it (sha256 from simgrid_3.32-2.dsc).
tarball="$work/simgrid_3.32.orig.tar.xz"
sha256=4b413d8e9d9b29b8e086b2f3edaec5b1149d7eb52b2e134f1ed13d30891ece7b
if ! echo "$sha256  $tarball" | sha256sum --check --status 2>/dev/null; then
  log "Downloading SimGrid 3.32's source from Debian's archive"
  python3 -c 'import sys, urllib.request; urllib.request.urlretrieve(sys.argv[1], sys.argv[2])' \
    "https://deb.debian.org/debian/pool/main/s/simgrid/simgrid_3.32.orig.tar.xz" "$tarball.part"
  echo "$sha256  $tarball.part" | sha256sum --check --status ||
    { echo "error: the downloaded SimGrid source does not match its checksum" >&2; exit 1; }
  mv "$tarball.part" "$tarball"
fi
source_dir="$work/simgrid-3.32"
if [ ! -f "$source_dir/src/internal_config.h" ]; then
  tar -xJf "$tarball" -C "$work" --wildcards 'simgrid-3.32/include/*' 'simgrid-3.32/src/*.h*'
  # The header CMake makes from this template when SimGrid is built; the LMM's headers only need
  # it to exist (none of its switches changes a class they declare).
  sed -e 's/^#cmakedefine01 \(.*\)$/#define \1 0/' -e 's/@PTH_STACKGROWTH@/-1/' -e 's/^@.*@$//' \
    -e 's|^#cmakedefine \([^ ]*\).*$|/* #undef \1 */|' \
    "$source_dir/src/internal_config.h.in" >"$source_dir/src/internal_config.h"
fi
driver="$work/lmm-edit-simgrid"
log "Compiling the SimGrid side"
g++ -std=gnu++20 -O3 -DNDEBUG -I "$source_dir" -I "$source_dir/include" \
  -I "$root/tests/bench" "$root/tests/simgridbench/LmmEditSimGrid.cpp" -o "$driver" -lsimgrid

pin=()
command -v taskset >/dev/null && pin=(taskset -c "$(($(nproc) - 1))")
median() { sed -n "s/^$1: .* median \([0-9.]*\) us.*/\1/p"; }
lowest() { python3 -c "import sys; print(min(float(a) for a in sys.argv[1:] if a))" "$@"; }

printf '\n| one LAN | constraints | variables | components | edits reaching a share | Tapeflow edit (us) | SimGrid selective (us) | ratio | reaching a share: Tapeflow (us) | SimGrid (us) | ratio | Tapeflow, component solved every edit (us) | Tapeflow whole (us) | SimGrid, selective off (us) | answers |\n'
printf '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n'
for nodes in 1000 10000 100000; do
  base="$work/lan-$nodes"
  "$root/build/release/tests/solverbench/tapeflow-solver-bench" lmm "$nodes" "$base" >/dev/null
  tf='' tfr='' tfs='' tfw='' sg='' sgr='' sgw=''
  for _ in 1 2 3; do
    ours=$("${pin[@]}" "$root/build/release/tests/bench/tapeflow-lmm-edit-bench" \
      "$base.lmm" "$base.edits" "$base.tapeflow.sol" "$base.reached")
    theirs=$("${pin[@]}" "$driver" "$base.lmm" "$base.edits" "$base.simgrid.sol" "$base.reached")
    tf=$(lowest "$tf" "$(echo "$ours" | median 'Tapeflow, an edit that reaches no share kept, others solved again')")
    tfr=$(lowest "$tfr" "$(echo "$ours" | median 'Tapeflow, the edits that reached a share')")
    tfs=$(lowest "$tfs" "$(echo "$ours" | median 'Tapeflow, the edited component solved again')")
    tfw=$(lowest "$tfw" "$(echo "$ours" | median 'Tapeflow, the whole system re-solved')")
    sg=$(lowest "$sg" "$(echo "$theirs" | median 'SimGrid LMM, selective update')")
    sgr=$(lowest "$sgr" "$(echo "$theirs" | median 'SimGrid LMM, selective update, the edits that reached a share')")
    sgw=$(lowest "$sgw" "$(echo "$theirs" | median 'SimGrid LMM, selective update off')")
  done
  same=$(python3 "$verify" compare "$base.lmm" "$base.tapeflow.sol" "$base.simgrid.sol" \
    --rtol 1e-9 --atol 1e-12 | tail -1 | sed 's/^compare: \([0-9]*\)\/.*/\1 differ/')
  read -r c v k < <(echo "$ours" | sed -n 's/.*: \([0-9]*\) constraints, \([0-9]*\) variables, \([0-9]*\) independent.*/\1 \2 \3/p')
  reaching=$(echo "$ours" | sed -n 's/^Tapeflow, the edits that reached a share: \([0-9]*\) edits.*/\1/p')
  ratio=$(python3 -c "print(f'{$sg / $tf:.1f}x')")
  ratioReached=$(python3 -c "print(f'{$sgr / $tfr:.1f}x')")
  printf '| %s | %s | %s | %s | %s of 101 | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n' \
    "$nodes" "$c" "$v" "$k" "$reaching" "$tf" "$sg" "$ratio" "$tfr" "$sgr" "$ratioReached" \
    "$tfs" "$tfw" "$sgw" "$same"
done
printf '\nEach figure the lowest of three runs of a median over 101 single edits (whole systems: the\n'
printf 'first 11; reaching a share: the edits that moved some share, timed apart on both sides);\n'
printf 'ratio = SimGrid selective / Tapeflow edit; answers: variables whose values after the last\n'
printf 'edit differ by more than 1e-9 relative between the two.\n'
