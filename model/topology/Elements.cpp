#include "topology/Elements.h"

#include "units/Units.h"
#include "util/Text.h"

#include <algorithm>
#include <array>

namespace tapeflow::topology {

std::optional<PortRef> PortRef::parse(std::string_view text) {
  const auto colon = text.rfind(':');
  if (colon == std::string_view::npos || colon == 0 || colon + 1 == text.size())
    return std::nullopt;
  return PortRef{std::string(text.substr(0, colon)), std::string(text.substr(colon + 1))};
}

bool isObjectiveDuration(double seconds) { return seconds > 0.0 && seconds < 1e12; }

Expected<Duration> parseObjective(std::string_view text, std::string_view bareUnit) {
  const auto seconds = units::parseAs(text, *units::parseUnit(bareUnit));
  if (!seconds) return seconds.error();
  if (!isObjectiveDuration(*seconds)) return Error{quote(text) + " is not a positive duration"};
  return Duration{*seconds, std::string(text)};
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
