#pragma once

#include <string>
#include <string_view>

namespace tapeflow {

// `text` in single quotes, for messages that quote what the user wrote. Built by appending:
// GCC 12 at -O3 raises a false -Wrestrict on "'" + std::string(...) (GCC bug 105329).
inline std::string quote(std::string_view text) {
  std::string result;
  result.reserve(text.size() + 2);
  result += '\'';
  result.append(text);
  result += '\'';
  return result;
}

} // namespace tapeflow
