#include "topology/TierKinds.h"

#include "catalog/KindCode.h"
#include "topology/Topology.h"

namespace tapeflow::topology {

bool isTierKind(std::string_view kind) {
  return catalog::isKind(kind, catalog::KindCode::DiskPool) ||
         catalog::isKind(kind, catalog::KindCode::DedupTarget) ||
         catalog::isKind(kind, catalog::KindCode::ObjectStore);
}

bool isCopySourceKind(std::string_view kind) {
  return catalog::isKind(kind, catalog::KindCode::DiskPool) ||
         catalog::isKind(kind, catalog::KindCode::DedupTarget);
}

bool isJobSourceKind(std::string_view kind) {
  return catalog::isKind(kind, catalog::KindCode::Volume) || isCopySourceKind(kind);
}

bool isJobTargetKind(std::string_view kind) { return isTapeSideKind(kind) || isTierKind(kind); }

} // namespace tapeflow::topology
