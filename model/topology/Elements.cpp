#include "topology/Elements.h"

namespace tapeflow::topology {

std::optional<PortRef> PortRef::parse(std::string_view text) {
  const auto colon = text.rfind(':');
  if (colon == std::string_view::npos || colon == 0 || colon + 1 == text.size())
    return std::nullopt;
  return PortRef{std::string(text.substr(0, colon)), std::string(text.substr(colon + 1))};
}

bool isValidationQuantity(std::string_view quantity) {
  for (const std::string_view known :
       {"job-rate", "aggregate-rate", "session-rate", "duration", "cpu", "overhead",
        "differential-rate"})
    if (quantity == known) return true;
  return false;
}

std::string_view directionName(Direction direction) {
  return direction == Direction::Backup ? "backup" : "restore";
}

std::string_view jobModeName(JobMode mode) { return mode == JobMode::ByFile ? "by-file" : "image"; }

} // namespace tapeflow::topology
