#include "util/Diagnostics.h"

namespace tapeflow {

std::string Diagnostic::toString() const {
  std::string text = file.empty() ? std::string("<input>") : file;
  text += ": ";
  if (!pointer.empty()) text += pointer + ": ";
  text += severity == Severity::Error ? "error: " : "warning: ";
  text += message;
  return text;
}

void Diagnostics::error(std::string file, std::string pointer, std::string message) {
  m_items.push_back({Severity::Error, std::move(file), std::move(pointer), std::move(message)});
  ++m_errorCount;
}

void Diagnostics::warning(std::string file, std::string pointer, std::string message) {
  m_items.push_back({Severity::Warning, std::move(file), std::move(pointer), std::move(message)});
}

void Diagnostics::append(const Diagnostics& other) {
  m_items.insert(m_items.end(), other.m_items.begin(), other.m_items.end());
  m_errorCount += other.m_errorCount;
}

std::string Diagnostics::toString() const {
  std::string text;
  for (const auto& item : m_items) text += item.toString() + "\n";
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
