#include "io/FormatUpgrade.h"

#include "io/TopologyFile.h"

#include <array>

namespace tapeflow::io {

void upgradeV1ToV2(Json& document) {
  if (const auto it = document.find("scenarios"); it != document.end()) {
    document["scenarios (not read: written to a version 1 file)"] = std::move(*it);
    document.erase("scenarios");
  }
  document["version"] = 2;
}

Status upgradeTopology(Json& document) {
  // Step i turns version i + 1 into version i + 2.
  static constexpr std::array kSteps{&upgradeV1ToV2};
  static_assert(kSteps.size() + 1 == kTopologyFormatVersion, "one step per version");
  const auto version = document.is_object() ? document.find("version") : document.end();
  if (version == document.end() || !version->is_number_integer())
    return Error{"the file has no integer format version"};
  const long long from = version->get<long long>();
  if (from < 1) return Error{"invalid format version " + std::to_string(from)};
  if (from > kTopologyFormatVersion)
    return Error{"the file is version " + std::to_string(from) +
                 ", written by a newer Tapeflow; this version reads up to " +
                 std::to_string(kTopologyFormatVersion)};
  for (auto v = static_cast<std::size_t>(from); v < kSteps.size() + 1; ++v) kSteps[v - 1](document);
  return Done{};
}

} // namespace tapeflow::io
