#pragma once

#include <string>
#include <string_view>

namespace tapeflow {

// The pieces one after the other, in one allocation: `"disk:" + id + ":read"` makes a string
// for the first `+` and grows it for the second (names of every resource of a solve; issue 18).
template <typename... Pieces>
[[nodiscard]] std::string concat(const Pieces&... pieces) {
  const std::string_view views[] = {std::string_view(pieces)...};
  std::size_t size = 0;
  for (const auto view : views) size += view.size();
  std::string joined;
  joined.reserve(size);
  for (const auto view : views) joined.append(view);
  return joined;
}

} // namespace tapeflow
