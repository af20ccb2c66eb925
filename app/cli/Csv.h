#pragma once

// CSV as the commands that print it write it (RFC 4180): a header line, then one line per row.

#include <string>

namespace tapeflow::cli {

// A CSV field: quoted when it holds a comma, a quote or a line break.
inline std::string csvField(const std::string& text) {
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (const char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

} // namespace tapeflow::cli
