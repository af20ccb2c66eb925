#pragma once

// A hash map keyed by strings that is searched with a std::string_view, without making a string:
// ids and names are looked up by the thousand on every solve (issue 18), where an ordered map
// compared the key with a dozen others each time.

#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>

namespace tapeflow {

// Hashes std::string and std::string_view alike.
struct StringHash {
  using is_transparent = void;
  std::size_t operator()(std::string_view key) const { return std::hash<std::string_view>{}(key); }
};

template <typename T>
using StringMap = std::unordered_map<std::string, T, StringHash, std::equal_to<>>;

} // namespace tapeflow
