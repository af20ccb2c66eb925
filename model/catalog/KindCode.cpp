#include "catalog/KindCode.h"

namespace tapeflow::catalog {

KindCode kindCode(std::string_view name) {
  // A linear search over some thirty short names: called once per node and kind when a graph is
  // made, never per figure read.
  for (std::size_t i = 1; i < detail::kKindNames.size(); ++i)
    if (detail::kKindNames[i] == name) return static_cast<KindCode>(i);
  return KindCode::Other;
}

} // namespace tapeflow::catalog
