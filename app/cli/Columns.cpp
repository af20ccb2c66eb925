#include "Columns.h"

#include "util/Text.h"

#include <algorithm>
#include <iterator>
#include <utility>

namespace tapeflow::cli {

namespace {

// One character of UTF-8: its code point and length in bytes; an invalid byte is a character of
// its own (code point 0xFFFD, the replacement character a terminal shows for it).
struct Decoded {
  char32_t code;
  std::size_t length;
};

Decoded decode(std::string_view text, std::size_t at) {
  const auto byte = static_cast<unsigned char>(text[at]);
  const std::size_t length = byte < 0x80 ? 1 : byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2;
  if (byte < 0x80) return {byte, 1};
  if (byte < 0xc2 || byte > 0xf4 || at + length > text.size()) return {0xfffd, 1};
  char32_t code = byte & (0xff >> (length + 1));
  for (std::size_t k = 1; k < length; ++k) {
    const auto next = static_cast<unsigned char>(text[at + k]);
    if ((next & 0xc0) != 0x80) return {0xfffd, 1};
    code = (code << 6) | (next & 0x3f);
  }
  return {code, length};
}

// Ranges of code points by the columns they take, after Markus Kuhn's wcwidth: the common
// combining and zero-width ranges, and the East Asian Wide and Fullwidth blocks and emoji.
constexpr std::pair<char32_t, char32_t> kZeroWidth[] = {
    {0x0300, 0x036f}, {0x0483, 0x0489}, {0x0591, 0x05bd},  {0x0610, 0x061a}, {0x064b, 0x065f},
    {0x0e31, 0x0e31}, {0x0e34, 0x0e3a}, {0x0e47, 0x0e4e},  {0x1ab0, 0x1aff}, {0x1dc0, 0x1dff},
    {0x200b, 0x200f}, {0x202a, 0x202e}, {0x2060, 0x2064},  {0x20d0, 0x20ff}, {0xfe00, 0xfe0f},
    {0xfe20, 0xfe2f}, {0xfeff, 0xfeff}, {0xe0100, 0xe01ef}};
constexpr std::pair<char32_t, char32_t> kWide[] = {
    {0x1100, 0x115f},   {0x2e80, 0x303e},   {0x3041, 0x33ff},  {0x3400, 0x4dbf},
    {0x4e00, 0x9fff},   {0xa000, 0xa4cf},   {0xac00, 0xd7a3},  {0xf900, 0xfaff},
    {0xfe30, 0xfe4f},   {0xff00, 0xff60},   {0xffe0, 0xffe6},  {0x1f300, 0x1f64f},
    {0x1f900, 0x1f9ff}, {0x20000, 0x2fffd}, {0x30000, 0x3fffd}};

template <std::size_t N>
bool within(char32_t code, const std::pair<char32_t, char32_t> (&ranges)[N]) {
  return std::any_of(std::begin(ranges), std::end(ranges), [code](const auto& range) {
    return code >= range.first && code <= range.second;
  });
}

std::size_t columns(char32_t code) {
  if (within(code, kZeroWidth)) return 0;
  return within(code, kWide) ? 2 : 1;
}

} // namespace

std::size_t displayWidth(std::string_view text) {
  std::size_t width = 0;
  for (std::size_t at = 0; at < text.size();) {
    const Decoded character = decode(text, at);
    width += columns(character.code);
    at += character.length;
  }
  return width;
}

std::string padded(std::string_view raw, std::size_t width) {
  // Control characters and invalid bytes as \xNN first, so that they are counted as printed.
  const std::string text = printable(raw);
  std::size_t used = displayWidth(text);
  std::string result;
  if (used <= width) {
    result = text;
  } else {
    // Whole characters while they leave a column for the '~'.
    used = 0;
    std::size_t end = 0;
    while (end < text.size()) {
      const Decoded character = decode(text, end);
      const std::size_t next = used + columns(character.code);
      if (next + 1 > width) break;
      used = next;
      end += character.length;
    }
    result = text.substr(0, end) + (width > 0 ? "~" : "");
    used += width > 0 ? 1 : 0;
  }
  result.append(width > used ? width - used : 0, ' ');
  return result;
}

} // namespace tapeflow::cli
