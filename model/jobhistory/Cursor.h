#pragma once

// Reading a short value character by character: times and counts are parsed by hand so that
// exactly the catalog's forms are accepted (sscanf would take " 1", "+1" and "1x").

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

namespace tapeflow::jobhistory {

class Cursor {
public:
  explicit Cursor(std::string_view text) : m_text(text) {}

  [[nodiscard]] bool done() const { return m_at == m_text.size(); }
  [[nodiscard]] char peek() const { return done() ? '\0' : m_text[m_at]; }
  [[nodiscard]] std::string_view rest() const { return m_text.substr(m_at); }

  // Consumes `c` when it is next.
  bool accept(char c) {
    if (done() || m_text[m_at] != c) return false;
    ++m_at;
    return true;
  }

  // Consumes `word` when it comes next.
  bool accept(std::string_view word) {
    if (!rest().starts_with(word)) return false;
    m_at += word.size();
    return true;
  }

  // Between `least` and `most` decimal digits as a number; nullopt (nothing consumed) when fewer
  // come, or when the number would not fit.
  std::optional<std::uint64_t> digits(std::size_t least, std::size_t most) {
    std::uint64_t value = 0;
    std::size_t count = 0;
    while (count < most && !done() && isDigit(m_text[m_at])) {
      const auto digit = static_cast<std::uint64_t>(m_text[m_at] - '0');
      if (value > (UINT64_MAX - digit) / 10) break;
      value = value * 10 + digit;
      ++m_at;
      ++count;
    }
    if (count < least || (count < most && !done() && isDigit(peek()))) {
      m_at -= count;
      return std::nullopt;
    }
    return value;
  }

  // A '.' and the digits after it as a fraction (".25" is 0.25); 0 when no '.' comes.
  std::optional<double> fraction() {
    if (!accept('.')) return 0.0;
    double value = 0;
    double scale = 0.1;
    std::size_t count = 0;
    for (; !done() && isDigit(peek()); ++m_at, ++count, scale /= 10)
      value += (m_text[m_at] - '0') * scale;
    if (count == 0) return std::nullopt;
    return value;
  }

  static bool isDigit(char c) { return c >= '0' && c <= '9'; }

private:
  std::string_view m_text;
  std::size_t m_at = 0;
};

} // namespace tapeflow::jobhistory
