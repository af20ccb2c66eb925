#pragma once

// CSV as Tapeflow writes it (RFC 4180): a header line, then one line per row. Used by the CLI's
// solve and sweep and by the app's File ▸ Export, so that both write the same text.

#include <string>

namespace tapeflow {

// A CSV field: quoted when it holds a comma, a quote or a line break.
inline std::string csvField(const std::string& text) {
  if (text.find_first_of(",\"\r\n") == std::string::npos) return text;
  std::string quoted = "\"";
  for (const char c : text) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

} // namespace tapeflow
