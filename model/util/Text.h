#pragma once

#include <string>
#include <string_view>

namespace tapeflow {

// Appends `text` for a message: valid UTF-8 as it is, every byte that is not part of a valid
// UTF-8 sequence, every ASCII control character and every C1 control (U+0080..U+009F) as \xNN, so
// that what a file holds never reaches a terminal or a widget raw (an invalid byte garbles both; an
// escape sequence could drive a terminal).
inline void appendPrintable(std::string& out, std::string_view text) {
  const auto escape = [&](unsigned char byte) {
    static constexpr char kHex[] = "0123456789abcdef";
    out += "\\x";
    out += kHex[byte >> 4];
    out += kHex[byte & 0xf];
  };
  const auto continuation = [&](std::size_t at) {
    return at < text.size() && (static_cast<unsigned char>(text[at]) & 0xc0) == 0x80;
  };
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    if (byte < 0x80) {
      if (byte < 0x20 || byte == 0x7f)
        escape(byte);
      else
        out += static_cast<char>(byte);
      ++i;
      continue;
    }
    // The length of the sequence a lead byte starts and the range its second byte must be in
    // (which rules out overlong forms, surrogates and code points above U+10FFFF).
    std::size_t length = 0;
    unsigned char low = 0x80;
    unsigned char high = 0xbf;
    if (byte >= 0xc2 && byte <= 0xdf) {
      length = 2;
    } else if (byte >= 0xe0 && byte <= 0xef) {
      length = 3;
      if (byte == 0xe0) low = 0xa0;
      if (byte == 0xed) high = 0x9f;
    } else if (byte >= 0xf0 && byte <= 0xf4) {
      length = 4;
      if (byte == 0xf0) low = 0x90;
      if (byte == 0xf4) high = 0x8f;
    }
    bool valid = length > 0 && i + 1 < text.size() &&
                 static_cast<unsigned char>(text[i + 1]) >= low &&
                 static_cast<unsigned char>(text[i + 1]) <= high;
    for (std::size_t k = 2; valid && k < length; ++k) valid = continuation(i + k);
    // U+0080..U+009F are the C1 controls (0xc2 0x9b is a CSI that some terminals obey).
    const bool c1 = valid && byte == 0xc2 && static_cast<unsigned char>(text[i + 1]) < 0xa0;
    if (c1) {
      escape(byte);
      escape(static_cast<unsigned char>(text[i + 1]));
      i += 2;
      continue;
    }
    if (!valid) {
      escape(byte);
      ++i;
      continue;
    }
    out.append(text.substr(i, length));
    i += length;
  }
}

// `text` as appendPrintable() gives it.
inline std::string printable(std::string_view text) {
  std::string result;
  result.reserve(text.size());
  appendPrintable(result, text);
  return result;
}

// `text` in single quotes, for messages that quote what the user wrote, printable as above.
// Built by appending: GCC 12 at -O3 raises a false -Wrestrict on "'" + std::string(...) (GCC
// bug 105329).
inline std::string quote(std::string_view text) {
  std::string result;
  result.reserve(text.size() + 2);
  result += '\'';
  appendPrintable(result, text);
  result += '\'';
  return result;
}

} // namespace tapeflow
