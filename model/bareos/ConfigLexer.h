#pragma once

// Cuts the text of one configuration file into tokens, as the Bareos and Bacula manuals describe
// the format ("Customizing the Configuration"):
// - `#` starts a comment to the end of the line, except inside quotes; there is no other kind
//   of comment;
// - a line break or `;` ends a statement;
// - `{`, `}`, `=` and `,` stand alone; anything else unquoted runs to a blank or one of those;
// - a quoted string takes the character after a backslash as itself (`\"`, `\\`) and ends on its
//   own line; strings that follow each other, on the same line or at the start of the next,
//   are one string (Bareos 20's multi-line strings);
// - `@path` (or `@"path"`) includes a file wherever a token may stand; `@|command` names a
//   program whose output is the text (the caller decides what to do with either).
// A UTF-8 byte order mark at the start is skipped. Each problem is reported with the file's
// line; the lexer always moves on, so a broken line never stops the rest of the file.

#include "bareos/ConfigToken.h"
#include "util/Diagnostics.h"

#include <string_view>

namespace tapeflow::bareos {

class ConfigLexer {
public:
  // `text` and `file` must outlive the lexer.
  ConfigLexer(std::string_view text, const std::string& file, Diagnostics& diagnostics);

  [[nodiscard]] Token next();

private:
  [[nodiscard]] bool atEnd() const { return m_at >= m_text.size(); }
  bool skipBlanks(); // blanks and comments; true when there were any
  [[nodiscard]] Token make(TokenKind kind, std::string text = {}) const;
  Token single(TokenKind kind);
  Token endOfInput();
  Token word();
  Token quoted();
  Token include();
  // Reads one "..." starting at its opening quote into `out`; false when the line or the text
  // ends before the closing quote.
  bool quotedPart(std::string& out);
  // Moves to the quote that continues a string (later on the line, or first on the next line).
  bool continuesWithQuote();
  void error(std::size_t line, std::string message);

  std::string_view m_text;
  const std::string* m_file;
  Diagnostics& m_diagnostics;
  std::size_t m_at = 0;
  std::size_t m_line = 1;
  bool m_statementOpen = false; // a token has come since the last end of statement
};

} // namespace tapeflow::bareos
