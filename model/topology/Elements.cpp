#include "topology/Elements.h"

#include <algorithm>
#include <array>

namespace tapeflow::topology {

std::optional<PortRef> PortRef::parse(std::string_view text) {
  const auto colon = text.rfind(':');
  if (colon == std::string_view::npos || colon == 0 || colon + 1 == text.size())
    return std::nullopt;
  return PortRef{std::string(text.substr(0, colon)), std::string(text.substr(colon + 1))};
}

std::span<const std::string_view> validationQuantities() {
  static constexpr std::array<std::string_view, 7> kQuantities{
      "job-rate", "aggregate-rate", "session-rate",     "duration",
      "cpu",      "overhead",       "differential-rate"};
  return kQuantities;
}

bool isValidationQuantity(std::string_view quantity) {
  const auto known = validationQuantities();
  return std::find(known.begin(), known.end(), quantity) != known.end();
}

std::string_view directionName(Direction direction) {
  return direction == Direction::Backup ? "backup" : "restore";
}

std::string_view jobModeName(JobMode mode) { return mode == JobMode::ByFile ? "by-file" : "image"; }

} // namespace tapeflow::topology
