#pragma once

// The tokens of a configuration file, as ConfigLexer.h cuts them and ConfigParser.h reads them.
// The parser takes them from a TokenSource, so it never knows whether they came from one text or
// from a file and the files it includes (IncludeStream.h).

#include <cstddef>
#include <string>

namespace tapeflow::bareos {

enum class TokenKind {
  Word,           // an unquoted run of characters: a keyword, a number, a path, "!skipped"
  Quoted,         // a quoted string, quotes removed and escapes resolved; text may be empty
  Equals,         // =
  Comma,          // ,
  Open,           // {
  Close,          // }
  EndOfStatement, // a line break or ';'
  Include,        // @path: text is the path (for @|command, "|command")
  End,            // no more input
};

struct Token {
  TokenKind kind = TokenKind::End;
  std::string text;
  // The file the token is in. Points into storage its source keeps for as long as it lives.
  const std::string* file = nullptr;
  std::size_t line = 0;
  // Blank space came before it on its line: the words of a value are joined with a space only
  // where the file had one, so `Level=Full` stays one word and `sat at 21:00` keeps its spaces.
  bool spaceBefore = false;
};

// Where a diagnostic points in a configuration file: "line 12" (Diagnostic::pointer).
inline std::string linePointer(std::size_t line) { return "line " + std::to_string(line); }

class TokenSource {
public:
  virtual ~TokenSource() = default;
  // The next token; End, over and over, when there are no more.
  virtual Token next() = 0;
};

} // namespace tapeflow::bareos
