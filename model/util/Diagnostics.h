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

// Keeps the first kMaxKept errors and the first kMaxKept warnings and counts the rest: a file of
// ten million bad elements must not take gigabytes to say so (issue 21). Readers stop early once it
// is full(), which only errors make it: a document with many warnings still loads (issue 37, a
// file of 1,001 measurements of a deleted job refused to reopen because its warnings filled the
// cap). The kept errors come before the kept warnings, so a reader of the list sees why a load
// failed first.
class Diagnostics {
public:
  static constexpr std::size_t kMaxKept = 1000;

  void error(std::string file, std::string pointer, std::string message);
  void warning(std::string file, std::string pointer, std::string message);
  void append(const Diagnostics& other);

  [[nodiscard]] bool hasErrors() const { return m_errorCount > 0; }
  // Every error found, kept or not.
  [[nodiscard]] std::size_t errorCount() const { return m_errorCount; }
  // The diagnostics kept: the errors in the order found, then the warnings in the order found.
  [[nodiscard]] const std::vector<Diagnostic>& all() const { return m_items; }
  [[nodiscard]] bool empty() const { return m_items.empty() && m_omitted == 0; }
  // No more errors are kept: a reader may as well stop. Warnings never fill it.
  [[nodiscard]] bool full() const { return m_keptErrors >= kMaxKept; }
  // How many were found beyond the kept ones.
  [[nodiscard]] std::size_t omitted() const { return m_omitted; }
  // "… and 12345 more problems", empty when none were left out.
  [[nodiscard]] std::string omittedText() const;
  // Every kept diagnostic on its own line, errors first, then the omitted count.
  [[nodiscard]] std::string toString() const;

private:
  void add(Diagnostic diagnostic);

  std::vector<Diagnostic> m_items; // m_keptErrors errors, then the kept warnings
  std::size_t m_keptErrors = 0;
  std::size_t m_errorCount = 0;
  std::size_t m_omitted = 0;
};

// Appends a reference token to a JSON Pointer, escaping '~' and '/' as RFC 6901 says.
[[nodiscard]] std::string jsonPointer(const std::string& parent, const std::string& token);
[[nodiscard]] std::string jsonPointer(const std::string& parent, std::size_t index);

} // namespace tapeflow
