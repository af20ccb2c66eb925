#pragma once

// Problems found in input files, each with where it is: the file, the JSON Pointer (RFC 6901)
// of the offending value, and what is wrong. Loaders collect all they find instead of stopping
// at the first, so a user fixes a file in one pass.

#include <string>
#include <vector>

namespace tapeflow {

enum class Severity { Warning, Error };

struct Diagnostic {
  Severity severity = Severity::Error;
  std::string file;    // as given to the loader; may be empty for in-memory text
  std::string pointer; // JSON Pointer, "" for the whole document
  std::string message;

  // "file: /nodes/3/entry: unknown catalog entry 'x'" (or "file: error: ..." without pointer).
  [[nodiscard]] std::string toString() const;
};

class Diagnostics {
public:
  void error(std::string file, std::string pointer, std::string message);
  void warning(std::string file, std::string pointer, std::string message);
  void append(const Diagnostics& other);

  [[nodiscard]] bool hasErrors() const { return m_errorCount > 0; }
  [[nodiscard]] std::size_t errorCount() const { return m_errorCount; }
  [[nodiscard]] const std::vector<Diagnostic>& all() const { return m_items; }
  [[nodiscard]] bool empty() const { return m_items.empty(); }
  // Every diagnostic on its own line, errors and warnings in the order found.
  [[nodiscard]] std::string toString() const;

private:
  std::vector<Diagnostic> m_items;
  std::size_t m_errorCount = 0;
};

// Appends a reference token to a JSON Pointer, escaping '~' and '/' as RFC 6901 says.
[[nodiscard]] std::string jsonPointer(const std::string& parent, const std::string& token);
[[nodiscard]] std::string jsonPointer(const std::string& parent, std::size_t index);

} // namespace tapeflow
