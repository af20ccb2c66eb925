#pragma once

// Sorting (level, index) events by level without comparisons. std::sort's comparisons of random
// levels are mispredicted about half the time, and sorting the bounds of a system with 3,000
// bounded variables cost the core more in mispredictions than all its arithmetic. Positive
// doubles (and +infinity) order like their bit patterns read as unsigned integers, so an LSD
// radix sort over the 8 bytes of the key, skipping bytes that all keys share, sorts them in
// O(n) branch-free passes. Stable: equal levels keep their input order.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <vector>

namespace tapeflow::maxmin {

// Sorts `items` (each with a `double level` >= 0 and an index `variable`, given in increasing
// index order) by level, equal levels by index; `scratch` is reused memory.
template <class Item>
void sortByLevel(std::vector<Item>& items, std::vector<Item>& scratch) {
  const std::size_t n = items.size();
  if (n < 256) { // below this the passes' 256-bucket prefix sums cost more than comparisons;
    // std::sort does not allocate a buffer on every call as std::stable_sort does, and the
    // tie-break by index keeps the order of the radix path (items come in index order)
    std::sort(items.begin(), items.end(), [](const Item& a, const Item& b) {
      return a.level < b.level || (a.level == b.level && a.variable < b.variable);
    });
    return;
  }
  std::array<std::array<std::uint32_t, 256>, 8> counts{};
  for (const Item& item : items) {
    const auto key = std::bit_cast<std::uint64_t>(item.level);
    for (int byte = 0; byte < 8; ++byte) ++counts[byte][(key >> (8 * byte)) & 0xff];
  }
  scratch.resize(n);
  for (int byte = 0; byte < 8; ++byte) {
    auto& count = counts[byte];
    if (std::find(count.begin(), count.end(), std::uint32_t(n)) != count.end()) continue;
    std::uint32_t offset = 0;
    for (std::uint32_t& c : count) {
      const std::uint32_t here = c;
      c = offset;
      offset += here;
    }
    for (const Item& item : items) {
      const auto key = std::bit_cast<std::uint64_t>(item.level);
      scratch[count[(key >> (8 * byte)) & 0xff]++] = item;
    }
    items.swap(scratch);
  }
}

} // namespace tapeflow::maxmin
