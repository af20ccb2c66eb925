#pragma once

#include <initializer_list>
#include <string>
#include <string_view>

namespace tapeflow {

// The pieces one after the other, in one allocation: `"disk:" + id + ":read"` makes a string
// for the first `+` and grows it for the second (names of every resource of a solve; issue 18).
inline std::string concat(std::initializer_list<std::string_view> pieces) {
  std::size_t size = 0;
  for (const auto piece : pieces) size += piece.size();
  std::string joined;
  joined.reserve(size);
  for (const auto piece : pieces) joined.append(piece);
  return joined;
}

} // namespace tapeflow
