#include "bareos/ConfigLexer.h"

namespace tapeflow::bareos {
namespace {

bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

// What ends an unquoted word (the daemons' lexers stop at the same characters).
bool endsWord(char c) {
  switch (c) {
  case '\n':
  case '=':
  case '{':
  case '}':
  case ';':
  case ',':
  case '#':
  case '"': return true;
  default: return isBlank(c);
  }
}

// What ends the path of an unquoted @include: as a word, except that '=' belongs to the path.
bool endsIncludePath(char c) { return c != '=' && endsWord(c); }

} // namespace

ConfigLexer::ConfigLexer(std::string_view text, const std::string& file, Diagnostics& diagnostics)
    : m_text(text), m_file(&file), m_diagnostics(diagnostics) {
  if (m_text.starts_with("\xef\xbb\xbf")) {
    m_at = 3;
  } else if (m_text.starts_with("\xff\xfe") || m_text.starts_with("\xfe\xff")) {
    error(1, "the file is in UTF-16; Bareos and Bacula read configuration files in UTF-8");
    m_at = m_text.size();
  }
}

void ConfigLexer::error(std::size_t line, std::string message) {
  m_diagnostics.error(*m_file, linePointer(line), std::move(message));
}

Token ConfigLexer::make(TokenKind kind, std::string text) const {
  Token token;
  token.kind = kind;
  token.text = std::move(text);
  token.file = m_file;
  token.line = m_line;
  return token;
}

bool ConfigLexer::skipBlanks() {
  const std::size_t start = m_at;
  while (!atEnd()) {
    const char c = m_text[m_at];
    if (isBlank(c)) {
      ++m_at;
    } else if (c == '#') {
      const std::size_t lineEnd = m_text.find('\n', m_at);
      m_at = lineEnd == std::string_view::npos ? m_text.size() : lineEnd;
    } else {
      break;
    }
  }
  return m_at != start;
}

Token ConfigLexer::next() {
  const bool blank = skipBlanks();
  if (atEnd()) return endOfInput();
  Token token;
  switch (m_text[m_at]) {
  case '\n':
    token = single(TokenKind::EndOfStatement);
    ++m_line;
    m_statementOpen = false;
    return token;
  case ';': m_statementOpen = false; return single(TokenKind::EndOfStatement);
  case '{': token = single(TokenKind::Open); break;
  case '}': token = single(TokenKind::Close); break;
  case '=': token = single(TokenKind::Equals); break;
  case ',': token = single(TokenKind::Comma); break;
  case '"': token = quoted(); break;
  case '@': token = include(); break;
  default: token = word(); break;
  }
  token.spaceBefore = blank;
  m_statementOpen = true;
  return token;
}

Token ConfigLexer::single(TokenKind kind) {
  Token token = make(kind, std::string(1, m_text[m_at]));
  ++m_at;
  return token;
}

// A last line without a line break still ends its statement, as the daemons read it: an
// included file's last directive never runs on into the text after the include.
Token ConfigLexer::endOfInput() {
  Token token = make(m_statementOpen ? TokenKind::EndOfStatement : TokenKind::End);
  if (!m_text.empty() && m_text.back() == '\n' && token.line > 1) --token.line;
  m_statementOpen = false;
  return token;
}

Token ConfigLexer::word() {
  const std::size_t start = m_at;
  while (!atEnd() && !endsWord(m_text[m_at])) ++m_at;
  return make(TokenKind::Word, std::string(m_text.substr(start, m_at - start)));
}

Token ConfigLexer::quoted() {
  Token token = make(TokenKind::Quoted);
  do {
    if (!quotedPart(token.text)) {
      error(token.line, "unterminated quoted string: the closing '\"' is missing on this line");
      break;
    }
  } while (continuesWithQuote());
  return token;
}

bool ConfigLexer::quotedPart(std::string& out) {
  ++m_at; // the opening quote
  while (!atEnd()) {
    const char c = m_text[m_at];
    if (c == '\n') return false;
    if (c == '"') {
      ++m_at;
      return true;
    }
    if (c != '\\' || m_at + 1 == m_text.size()) {
      out += c;
      ++m_at;
      continue;
    }
    // A backslash takes the next character as itself; before a line break (CR LF too) that
    // is a line break inside the string, which goes on on the next line.
    std::size_t escaped = m_at + 1;
    if (m_text[escaped] == '\r' && escaped + 1 < m_text.size() && m_text[escaped + 1] == '\n')
      ++escaped;
    if (m_text[escaped] == '\n') ++m_line;
    out += m_text[escaped];
    m_at = escaped + 1;
  }
  return false;
}

bool ConfigLexer::continuesWithQuote() {
  std::size_t at = m_at;
  while (at < m_text.size() && isBlank(m_text[at])) ++at;
  if (at < m_text.size() && m_text[at] == '"') {
    m_at = at;
    return true;
  }
  if (at == m_text.size() || m_text[at] != '\n') return false;
  ++at;
  while (at < m_text.size() && isBlank(m_text[at])) ++at;
  if (at == m_text.size() || m_text[at] != '"') return false;
  m_at = at;
  ++m_line;
  return true;
}

Token ConfigLexer::include() {
  Token token = make(TokenKind::Include);
  ++m_at; // '@'
  while (!atEnd() && !endsIncludePath(m_text[m_at])) token.text += m_text[m_at++];
  if (!atEnd() && m_text[m_at] == '"' && !quotedPart(token.text))
    error(token.line, "unterminated quoted file name: the closing '\"' is missing on this line");
  return token;
}

} // namespace tapeflow::bareos
