#include "bareos/ConfigParser.h"

#include "bareos/DirectiveValues.h"
#include "bareos/ResourceTypes.h"
#include "util/Text.h"

#include <optional>

namespace tapeflow::bareos {
namespace {

// A keyword as read: its words joined by single spaces, and where it starts.
struct Keyword {
  std::string written;
  const std::string* file = nullptr;
  std::size_t line = 0;
};

std::string describe(const Token& token) {
  switch (token.kind) {
  case TokenKind::Word: return quote(token.text);
  case TokenKind::Quoted: return "a quoted string";
  case TokenKind::Equals: return "'='";
  case TokenKind::Comma: return "','";
  case TokenKind::Open: return "'{'";
  case TokenKind::Close: return "'}'";
  case TokenKind::EndOfStatement: return "the end of the line";
  case TokenKind::Include: return quote("@" + token.text);
  case TokenKind::End: break;
  }
  return "the end of the file";
}

class Parser {
public:
  Parser(TokenSource& tokens, Daemon daemon, Diagnostics& diagnostics)
      : m_tokens(tokens), m_daemon(daemon), m_diagnostics(diagnostics) {}

  std::vector<Resource> run();

private:
  // How a body stopped: at its '}', at the end of the input, or at a resource that starts
  // inside it (m_pending), which the top level reads next.
  enum class Stop { Closed, EndOfInput, NewResource };

  Token take();
  void putBack(Token token) { m_peeked = std::move(token); }
  Keyword keyword(const Token& first);
  void topLevel(const Token& first);
  void resource(const Keyword& type);
  Stop body(Resource& block, std::size_t depth);
  std::optional<Stop> statement(Resource& block, const Token& first, std::size_t depth);
  std::optional<Stop> directive(Resource& block, const Keyword& key, std::size_t depth);
  std::optional<Stop> nested(Resource& block, const Keyword& key, std::size_t depth);
  void unclosed(const Resource& block, std::size_t depth, const std::string* file,
                std::size_t line);
  void skipStatement();
  void skipBlock();
  Resource open(const Keyword& type) const;
  void error(const std::string* file, std::size_t line, std::string message) {
    m_diagnostics.error(file ? *file : std::string(), linePointer(line), std::move(message));
  }

  TokenSource& m_tokens;
  Daemon m_daemon;
  Diagnostics& m_diagnostics;
  std::vector<Resource> m_resources;
  std::optional<Token> m_peeked;
  std::optional<Keyword> m_pending; // a resource type met inside a resource, its '{' read
  Token m_last;                     // the last token taken, where the input ended
};

Token Parser::take() {
  if (m_peeked) {
    Token token = std::move(*m_peeked);
    m_peeked.reset();
    return token;
  }
  // Once no more errors are kept, reading on would only count them.
  if (m_diagnostics.full()) {
    m_last.kind = TokenKind::End;
    return m_last;
  }
  m_last = m_tokens.next();
  return m_last;
}

std::vector<Resource> Parser::run() {
  for (;;) {
    if (m_pending) {
      const Keyword type = *m_pending;
      m_pending.reset();
      resource(type);
      continue;
    }
    const Token token = take();
    if (token.kind == TokenKind::End) break;
    if (token.kind == TokenKind::EndOfStatement) continue;
    if (token.kind == TokenKind::Word) {
      topLevel(token);
    } else if (token.kind == TokenKind::Close) {
      error(token.file, token.line, "unexpected '}': no resource is open");
    } else {
      error(token.file, token.line, "expected a resource such as 'Job {', not " + describe(token));
      skipStatement();
    }
  }
  return std::move(m_resources);
}

Keyword Parser::keyword(const Token& first) {
  Keyword key{first.text, first.file, first.line};
  for (Token token = take();; token = take()) {
    if (token.kind != TokenKind::Word) {
      putBack(std::move(token));
      return key;
    }
    key.written += ' ';
    key.written += token.text;
  }
}

void Parser::topLevel(const Token& first) {
  const Keyword type = keyword(first);
  Token token = take();
  const bool sameLine = token.kind != TokenKind::EndOfStatement;
  while (token.kind == TokenKind::EndOfStatement) token = take();
  if (token.kind == TokenKind::Open) return resource(type);
  if (token.kind == TokenKind::Equals && sameLine) {
    error(type.file, type.line,
          "directive " + quote(type.written) + " outside any resource: expected '{' after a " +
              "resource type such as 'Job'");
  } else {
    error(type.file, type.line, "expected '{' after " + quote(type.written));
  }
  putBack(std::move(token));
  if (sameLine) skipStatement();
}

Resource Parser::open(const Keyword& type) const {
  Resource block;
  block.type = type.written;
  block.typeKey = normalizeKey(type.written);
  block.daemon = m_daemon;
  block.file = type.file ? *type.file : std::string();
  block.line = type.line;
  return block;
}

void Parser::resource(const Keyword& type) {
  Resource block = open(type);
  if (!isResourceType(block.typeKey))
    m_diagnostics.warning(block.file, linePointer(block.line),
                          "unknown resource type " + quote(block.type) + "; kept as written");
  (void)body(block, 1);
  if (block.name.empty())
    error(type.file, type.line, "the " + printable(block.type) + " resource has no Name");
  m_resources.push_back(std::move(block));
}

Parser::Stop Parser::body(Resource& block, std::size_t depth) {
  for (;;) {
    const Token token = take();
    switch (token.kind) {
    case TokenKind::Close: return Stop::Closed;
    case TokenKind::EndOfStatement: continue;
    case TokenKind::End: unclosed(block, depth, token.file, token.line); return Stop::EndOfInput;
    case TokenKind::Word:
      if (const auto stop = statement(block, token, depth)) {
        if (*stop == Stop::NewResource) unclosed(block, depth, m_pending->file, m_pending->line);
        if (*stop == Stop::EndOfInput) unclosed(block, depth, m_last.file, m_last.line);
        return *stop;
      }
      continue;
    case TokenKind::Open:
      error(token.file, token.line, "unexpected '{': expected a directive such as 'Name = ...'");
      continue;
    default:
      error(token.file, token.line, "expected a directive name, not " + describe(token));
      skipStatement();
    }
  }
}

void Parser::unclosed(const Resource& block, std::size_t depth, const std::string* file,
                      std::size_t line) {
  std::string message = "expected '}' to close the " + printable(block.type) +
                        (depth == 1 ? " resource" : " block") + " opened on line " +
                        std::to_string(block.line);
  if (!file || *file != block.file) message += " of " + printable(block.file);
  error(file, line, std::move(message));
}

std::optional<Parser::Stop> Parser::statement(Resource& block, const Token& first,
                                              std::size_t depth) {
  const Keyword key = keyword(first);
  Token token = take();
  if (token.kind == TokenKind::Equals) return directive(block, key, depth);
  const bool sameLine = token.kind != TokenKind::EndOfStatement;
  while (token.kind == TokenKind::EndOfStatement) token = take();
  if (token.kind == TokenKind::Open) {
    // In this grammar resources stand only at the top: `Pool {` here means a '}' is missing.
    if (isResourceType(normalizeKey(key.written))) {
      m_pending = key;
      return Stop::NewResource;
    }
    return nested(block, key, depth);
  }
  error(key.file, key.line,
        "expected '=' after " + quote(key.written) + ": a directive is written 'name = value'");
  putBack(std::move(token));
  if (sameLine) skipStatement();
  return std::nullopt;
}

std::optional<Parser::Stop> Parser::directive(Resource& block, const Keyword& key,
                                              std::size_t depth) {
  Token token = take();
  if (token.kind == TokenKind::Open) return nested(block, key, depth);
  ValueReader values(key.written, m_diagnostics);
  for (;; token = take()) {
    if (token.kind == TokenKind::End || token.kind == TokenKind::Close) {
      putBack(std::move(token));
      break;
    }
    if (token.kind == TokenKind::EndOfStatement) break;
    values.add(token);
  }
  auto read = values.finish(key.file, key.line);
  if (!read) return std::nullopt;
  read->key = normalizeKey(key.written);
  read->keyAsWritten = key.written;
  read->file = key.file ? *key.file : std::string();
  read->line = key.line;
  if (read->key == "name" && block.name.empty() && !read->values.empty())
    block.name = read->values.front();
  block.directives.push_back(std::move(*read));
  return std::nullopt;
}

std::optional<Parser::Stop> Parser::nested(Resource& block, const Keyword& key, std::size_t depth) {
  if (depth + 1 > kMaxBlockDepth) {
    error(key.file, key.line,
          "blocks nested more than " + std::to_string(kMaxBlockDepth) +
              " deep; this one is skipped");
    skipBlock();
    return std::nullopt;
  }
  Resource child = open(key);
  const Stop stop = body(child, depth + 1);
  block.children.push_back(std::move(child));
  if (stop == Stop::Closed) return std::nullopt;
  return stop;
}

// Passes over the rest of a statement that cannot be read. A '{' on it opens a block that is
// passed over whole; a '}' is left for the block it closes.
void Parser::skipStatement() {
  for (Token token = take();; token = take()) {
    switch (token.kind) {
    case TokenKind::EndOfStatement: return;
    case TokenKind::End:
    case TokenKind::Close: putBack(std::move(token)); return;
    case TokenKind::Open: skipBlock(); return;
    default: break;
    }
  }
}

// Passes over a block whose '{' was read, up to its '}' (or the end), without recursion.
void Parser::skipBlock() {
  std::size_t open = 1;
  for (Token token = take();; token = take()) {
    if (token.kind == TokenKind::End) return putBack(std::move(token));
    if (token.kind == TokenKind::Open) ++open;
    if (token.kind == TokenKind::Close && --open == 0) return;
  }
}

} // namespace

std::vector<Resource> parseResources(TokenSource& tokens, Daemon daemon, Diagnostics& diagnostics) {
  return Parser(tokens, daemon, diagnostics).run();
}

} // namespace tapeflow::bareos
