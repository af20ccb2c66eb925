#pragma once

// Plain-text tables of the commands that print them (solve, validate).

#include <string>

namespace tapeflow::cli {

// `text` in a column `width` characters wide: padded with spaces, or cut with a '~' to show it
// was cut.
inline std::string padded(std::string text, std::size_t width) {
  if (text.size() > width) text = text.substr(0, width - 1) + "~";
  text.resize(width, ' ');
  return text;
}

} // namespace tapeflow::cli
