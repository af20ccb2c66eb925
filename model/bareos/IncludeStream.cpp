#include "bareos/IncludeStream.h"

#include "bareos/Glob.h"
#include "util/Text.h"

namespace tapeflow::bareos {

IncludeStream::IncludeStream(const FileSystem& files, const ReadOptions& options,
                             std::string includeFolder, ReadBudget& budget,
                             Diagnostics& diagnostics)
    : m_files(files), m_options(options), m_includeFolder(std::move(includeFolder)),
      m_budget(budget), m_diagnostics(diagnostics) {}

void IncludeStream::error(const Token& at, std::string message) {
  // The first file has no include to point at: its problems are the file's as a whole.
  m_diagnostics.error(at.file ? *at.file : std::string(),
                      at.line > 0 ? linePointer(at.line) : std::string(), std::move(message));
}

bool IncludeStream::open(const std::string& path) {
  m_names.push_back(path);
  Token at;
  at.file = &m_names.back();
  pushFrame({path}, at);
  return !m_stack.empty();
}

Token IncludeStream::next() {
  while (!m_stack.empty()) {
    Token token = m_stack.back()->lexer->next();
    if (token.kind == TokenKind::Include) {
      include(token);
      continue;
    }
    // The first file's end is the end of everything, given as often as it is asked for.
    if (token.kind != TokenKind::End || m_stack.size() == 1) return token;
    // Taken off the stack first, so that the next file of the same include is not its own
    // ancestor when cycles are looked for.
    std::unique_ptr<Frame> done = std::move(m_stack.back());
    m_stack.pop_back();
    ++done->index;
    if (startNext(*done)) m_stack.push_back(std::move(done));
  }
  return Token{};
}

void IncludeStream::include(const Token& at) {
  const std::string& written = at.text;
  if (written.empty()) return error(at, "expected a file name after '@'");
  if (written.front() == '|') {
    m_diagnostics.warning(*at.file, linePointer(at.line),
                          "the output of the command " + quote(written.substr(1)) +
                              " is not read: a configuration is read without running programs");
    return;
  }
  const bool relative = !written.starts_with('/');
  const std::string& folder =
      m_options.workingDirectory.empty() ? m_includeFolder : m_options.workingDirectory;
  const std::string path = resolvePath(folder, written);
  if (relative && m_options.workingDirectory.empty())
    m_diagnostics.warning(*at.file, linePointer(at.line),
                          "the relative include " + quote(written) + " is read as " + quote(path) +
                              "; Bareos reads it from its working directory");
  if (!hasWildcard(path)) return pushFrame({path}, at);
  GlobMatches matches = expandGlob(m_files, path, m_options.maxFiles);
  if (matches.truncated)
    error(at, "the pattern " + quote(written) + " matches more than " +
                  std::to_string(m_options.maxFiles) + " paths; the first ones are read");
  if (!matches.files.empty()) pushFrame(std::move(matches.files), at);
}

void IncludeStream::pushFrame(std::vector<std::string> paths, const Token& at) {
  if (m_stack.size() >= m_options.maxIncludeDepth) {
    return error(at, "includes nested more than " + std::to_string(m_options.maxIncludeDepth) +
                         " files deep; " + quote(paths.front()) + " is not read");
  }
  auto frame = std::make_unique<Frame>();
  frame->paths = std::move(paths);
  frame->at = at;
  if (startNext(*frame)) m_stack.push_back(std::move(frame));
}

bool IncludeStream::startNext(Frame& frame) {
  for (; frame.index < frame.paths.size(); ++frame.index) {
    const std::string& path = frame.paths[frame.index];
    if (!admit(path, frame.at)) continue;
    auto text = m_files.read(path, m_options.maxBytes - m_budget.bytes);
    if (!text) {
      const bool first = frame.at.line == 0;
      error(frame.at,
            (first ? "cannot be read: " : "cannot read the included file " + quote(path) + ": ") +
                text.error().message);
      continue;
    }
    ++m_budget.files;
    m_budget.bytes += text->size();
    m_names.push_back(path);
    frame.lexer.reset();
    frame.text = std::move(*text);
    frame.lexer = std::make_unique<ConfigLexer>(frame.text, m_names.back(), m_diagnostics);
    return true;
  }
  return false;
}

bool IncludeStream::admit(const std::string& path, const Token& at) {
  if (m_budget.files >= m_options.maxFiles || m_budget.bytes >= m_options.maxBytes) {
    if (!m_budget.exhaustedReported)
      error(at, "the configuration reads more than " + std::to_string(m_options.maxFiles) +
                    " files or " + std::to_string(m_options.maxBytes) +
                    " bytes (a file included twice counts twice); " + quote(path) +
                    " and the files after it are not read");
    m_budget.exhaustedReported = true;
    return false;
  }
  if (const std::string chain = cycle(path); !chain.empty()) {
    error(at, "include cycle: " + chain + "; not followed");
    return false;
  }
  return true;
}

std::string IncludeStream::cycle(const std::string& path) const {
  for (std::size_t i = 0; i < m_stack.size(); ++i) {
    const auto current = [&](std::size_t k) -> const std::string& {
      return m_stack[k]->paths[m_stack[k]->index];
    };
    if (current(i) != path) continue;
    std::string chain;
    for (std::size_t k = i; k < m_stack.size(); ++k) chain += printable(current(k)) + " -> ";
    return chain + printable(path);
  }
  return {};
}

} // namespace tapeflow::bareos
