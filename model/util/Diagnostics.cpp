#include "util/Diagnostics.h"

#include <algorithm>

namespace tapeflow {

std::string Diagnostic::toString() const {
  std::string text = file.empty() ? std::string("<input>") : file;
  text += ": ";
  if (!pointer.empty()) text += pointer + ": ";
  text += severity == Severity::Error ? "error: " : "warning: ";
  text += message;
  return text;
}

void Diagnostics::add(Diagnostic diagnostic) {
  if (diagnostic.severity == Severity::Warning) {
    if (m_items.size() - m_keptErrors >= kMaxKept)
      ++m_omitted;
    else
      m_items.push_back(std::move(diagnostic));
    return;
  }
  ++m_errorCount;
  if (full()) {
    ++m_omitted;
    return;
  }
  // After the errors kept so far and before every warning.
  m_items.insert(m_items.begin() + static_cast<std::ptrdiff_t>(m_keptErrors),
                 std::move(diagnostic));
  ++m_keptErrors;
}

void Diagnostics::error(std::string file, std::string pointer, std::string message) {
  add({Severity::Error, std::move(file), std::move(pointer), std::move(message)});
}

void Diagnostics::warning(std::string file, std::string pointer, std::string message) {
  add({Severity::Warning, std::move(file), std::move(pointer), std::move(message)});
}

void Diagnostics::append(const Diagnostics& other) {
  for (const auto& item : other.m_items) add(item);
  m_omitted += other.m_omitted;
  // Errors among the other's omitted ones still count as errors.
  m_errorCount +=
      other.m_errorCount - static_cast<std::size_t>(std::count_if(
                               other.m_items.begin(), other.m_items.end(),
                               [](const Diagnostic& d) { return d.severity == Severity::Error; }));
}

std::string Diagnostics::omittedText() const {
  if (m_omitted == 0) return {};
  return "... and " + std::to_string(m_omitted) + " more " +
         (m_omitted == 1 ? "problem" : "problems") + " not shown";
}

std::string Diagnostics::toString() const {
  std::string text;
  for (const auto& item : m_items) text += item.toString() + "\n";
  if (m_omitted > 0) text += omittedText() + "\n";
  return text;
}

std::string jsonPointer(const std::string& parent, const std::string& token) {
  std::string result = parent + "/";
  for (const char c : token) {
    if (c == '~')
      result += "~0";
    else if (c == '/')
      result += "~1";
    else
      result += c;
  }
  return result;
}

std::string jsonPointer(const std::string& parent, std::size_t index) {
  return parent + "/" + std::to_string(index);
}

} // namespace tapeflow
