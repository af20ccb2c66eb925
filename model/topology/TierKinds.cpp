#include "topology/TierKinds.h"

#include "topology/Topology.h"

namespace tapeflow::topology {

bool isTierKind(std::string_view kind) {
  return kind == "disk-pool" || kind == "dedup-target" || kind == "object-store";
}

bool isCopySourceKind(std::string_view kind) {
  return kind == "disk-pool" || kind == "dedup-target";
}

bool isJobSourceKind(std::string_view kind) { return kind == "volume" || isCopySourceKind(kind); }

bool isJobTargetKind(std::string_view kind) { return isTapeSideKind(kind) || isTierKind(kind); }

} // namespace tapeflow::topology
