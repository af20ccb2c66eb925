#pragma once

// The value side of a directive, from the tokens after its '=' up to the end of the statement:
// split at commas into values, and kept whole as text. Internal to the parser.

#include "bareos/BareosConfig.h"
#include "bareos/ConfigToken.h"
#include "util/Diagnostics.h"

#include <optional>

namespace tapeflow::bareos {

class ValueReader {
public:
  ValueReader(const std::string& keyword, Diagnostics& diagnostics)
      : m_keyword(keyword), m_diagnostics(diagnostics) {}

  void add(const Token& token);
  // A directive with its values and text (the caller fills in the rest), or nothing, reported,
  // when no value was read.
  std::optional<Directive> finish(const std::string* file, std::size_t line);

private:
  void error(const Token& at, std::string message);

  const std::string& m_keyword;
  Diagnostics& m_diagnostics;
  Directive m_directive;
  std::string m_item;
  bool m_itemStarted = false; // the value after the last comma has a token (maybe "")
  std::optional<Token> m_lastComma;
};

} // namespace tapeflow::bareos
