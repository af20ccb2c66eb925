#include "io/TemplatePlaceholders.h"

#include "util/Text.h"

#include <charconv>

namespace tapeflow::io {
namespace {

std::optional<int> parseInt(std::string_view text) {
  int value = 0;
  const auto* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (error != std::errc() || stop != end || text.empty()) return std::nullopt;
  return value;
}

// The text one placeholder's name (without braces) stands for, or an error.
Substituted resolve(const std::string& name, const PlaceholderValues& values) {
  const std::string shown = quote("{" + name + "}");
  if (name == "i" || name.rfind("i+", 0) == 0 || name.rfind("i-", 0) == 0 ||
      name.rfind("i%", 0) == 0) {
    if (!values.index) return {{}, shown + " is only known in a repeated part"};
    const int i = *values.index;
    if (name == "i") return {std::to_string(i), {}};
    const std::string rest = name.substr(2);
    if (name[1] == '%') {
      const auto count = values.counts.find(rest);
      if (count == values.counts.end()) return {{}, shown + ": there is no count " + quote(rest)};
      if (count->second < 1) return {{}, shown + ": the count " + quote(rest) + " is 0"};
      return {std::to_string((i - 1) % count->second + 1), {}};
    }
    const auto offset = parseInt(rest);
    if (!offset) return {{}, shown + ": expected a whole number after " + quote(name.substr(0, 2))};
    return {std::to_string(name[1] == '+' ? i + *offset : i - *offset), {}};
  }
  if (const auto count = values.counts.find(name); count != values.counts.end())
    return {std::to_string(count->second), {}};
  if (const auto word = values.words.find(name); word != values.words.end())
    return {word->second, {}};
  return {{}, "unknown placeholder " + shown};
}

} // namespace

Substituted substitutePlaceholders(const std::string& text, const PlaceholderValues& values) {
  Substituted out;
  std::size_t at = 0;
  while (at < text.size()) {
    const auto open = text.find('{', at);
    if (open == std::string::npos) break;
    const auto close = text.find('}', open);
    if (close == std::string::npos) return {{}, "a '{' without its '}' in " + quote(text)};
    out.text.append(text, at, open - at);
    const auto resolved = resolve(text.substr(open + 1, close - open - 1), values);
    if (!resolved.error.empty()) return {{}, resolved.error};
    out.text += resolved.text;
    at = close + 1;
  }
  out.text.append(text, std::min(at, text.size()));
  return out;
}

} // namespace tapeflow::io
