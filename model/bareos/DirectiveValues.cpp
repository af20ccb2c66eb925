#include "bareos/DirectiveValues.h"

#include "util/Text.h"

namespace tapeflow::bareos {
namespace {

// Appends a token's text with one space before it where the file had blank space.
void append(std::string& out, const Token& token) {
  if (!out.empty() && token.spaceBefore) out += ' ';
  out += token.text;
}

} // namespace

void ValueReader::error(const Token& at, std::string message) {
  m_diagnostics.error(at.file ? *at.file : std::string(), linePointer(at.line), std::move(message));
}

void ValueReader::add(const Token& token) {
  switch (token.kind) {
  case TokenKind::Word:
  case TokenKind::Quoted:
  case TokenKind::Equals:
    append(m_item, token);
    append(m_directive.text, token);
    m_itemStarted = true;
    return;
  case TokenKind::Comma:
    if (m_itemStarted)
      m_directive.values.push_back(std::move(m_item));
    else
      error(token, "expected a value before ',' in " + quote(m_keyword));
    m_item.clear();
    m_itemStarted = false;
    append(m_directive.text, token);
    m_lastComma = token;
    return;
  default:
    // A '{' after the start of a value (an include never reaches here: the stream follows it).
    error(token, "unexpected " + std::string(token.kind == TokenKind::Open ? "'{'" : "token") +
                     " in the value of " + quote(m_keyword));
  }
}

std::optional<Directive> ValueReader::finish(const std::string* file, std::size_t line) {
  if (m_itemStarted) {
    m_directive.values.push_back(std::move(m_item));
  } else if (m_lastComma) {
    error(*m_lastComma, "expected a value after ',' in " + quote(m_keyword));
  } else {
    m_diagnostics.error(file ? *file : std::string(), linePointer(line),
                        "expected a value after " + quote(m_keyword + " ="));
  }
  if (m_directive.values.empty()) return std::nullopt;
  return std::move(m_directive);
}

} // namespace tapeflow::bareos
