#pragma once

// Which port shape of a kind a port name belongs to: a single port by its name, a counted one
// (slot1..slotN) by its prefix and a number within the node's count. Topology::portDef() reads
// the count through the document; the solver's graph reads it once per catalog entry (looking up
// the count by name for every counted link end was 5 % of a steady solve; issue 18).

#include "catalog/KindRegistry.h"

#include <algorithm>
#include <charconv>
#include <string_view>

namespace tapeflow::topology {

// `countOf(def)`: how many ports of the counted shape `def` the node has; asked only when the
// name has def's prefix and a number.
template <typename CountOf>
[[nodiscard]] const catalog::PortDef* matchPortDef(const catalog::KindDef& kind,
                                                   std::string_view port, CountOf&& countOf) {
  // Matched by name without listing every port: a switch has hundreds and links are many.
  for (const auto& def : kind.ports) {
    if (def.count == 1 && def.countParameter.empty()) {
      if (port == def.name) return &def;
      continue;
    }
    if (port.size() <= def.name.size() || port.compare(0, def.name.size(), def.name) != 0) continue;
    const std::string_view digits = port.substr(def.name.size());
    if (digits.front() == '0' || digits.size() > 4 ||
        digits.find_first_not_of("0123456789") != std::string_view::npos)
      continue;
    long long number = 0; // at most 4 digits: no overflow
    std::from_chars(digits.data(), digits.data() + digits.size(), number);
    const long long count = countOf(def);
    if (number >= 1 && number <= std::clamp<long long>(count, 0, 4096)) return &def;
  }
  return nullptr;
}

} // namespace tapeflow::topology
