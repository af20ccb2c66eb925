#pragma once

// Names in an assumption or a warning, as people read them: "'a', 'b', 'c', 'd', 'e' and 3 more".

#include <string>
#include <vector>

namespace tapeflow::siteimport {

inline std::string quotedList(const std::vector<std::string>& names, std::size_t shown = 5) {
  std::string text;
  for (std::size_t i = 0; i < names.size() && i < shown; ++i)
    text += (i ? ", '" : "'") + names[i] + "'";
  if (names.size() > shown) text += " and " + std::to_string(names.size() - shown) + " more";
  return text;
}

} // namespace tapeflow::siteimport
