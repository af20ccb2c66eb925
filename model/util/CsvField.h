#pragma once

// CSV as Tapeflow writes it (RFC 4180): a header line, then one line per row. Used by the CLI's
// solve and sweep and by the app's File ▸ Export, so that both write the same text.

#include <string>
#include <string_view>

namespace tapeflow {

// A CSV field: quoted when it holds a comma, a quote or a line break. A text that a spreadsheet
// would take for a formula (it starts with '=', '+', '-', '@', a tab or a carriage return: a node
// named =HYPERLINK(...)) gets a leading apostrophe, as OWASP advises against CSV injection
// (issue 37), so it shows as the text it is. Numbers are not written through here. The same test
// guards the app's tab-separated copy of a table (results/TableCopy.cpp).
inline bool startsLikeFormula(std::string_view text) {
  return !text.empty() && std::string_view("=+-@\t\r").find(text.front()) != std::string_view::npos;
}

inline std::string csvField(const std::string& text) {
  const std::string field = startsLikeFormula(text) ? "'" + text : text;
  if (field.find_first_of(",\"\r\n") == std::string::npos) return field;
  std::string quoted = "\"";
  for (const char c : field) quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

} // namespace tapeflow
