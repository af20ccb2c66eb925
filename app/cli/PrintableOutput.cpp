#include "PrintableOutput.h"

#include <utility>

namespace tapeflow::cli {

namespace {

void appendEscaped(unsigned char byte, std::string& out) {
  static constexpr char kHex[] = "0123456789abcdef";
  out += "\\x";
  out += kHex[byte >> 4];
  out += kHex[byte & 0xf];
}

} // namespace

PrintableBuffer::~PrintableBuffer() {
  std::string out;
  releasePending(out);
  m_target.write(out.data(), static_cast<std::streamsize>(out.size()));
  m_target.flush();
}

void PrintableBuffer::releasePending(std::string& out) {
  if (std::exchange(m_pendingC2, false)) out += '\xc2';
}

void PrintableBuffer::append(unsigned char byte, std::string& out) {
  if (m_pendingC2) {
    m_pendingC2 = false;
    if (byte >= 0x80 && byte <= 0x9f) { // U+0080..U+009F: C1 controls (0x9b is a CSI)
      appendEscaped(0xc2, out);
      appendEscaped(byte, out);
      return;
    }
    out += '\xc2';
  }
  if (byte == 0xc2) {
    m_pendingC2 = true; // decided by the next byte, which may come in the next write
  } else if ((byte < 0x20 && byte != '\n' && byte != '\t') || byte == 0x7f) {
    appendEscaped(byte, out);
  } else {
    out += static_cast<char>(byte);
  }
}

PrintableBuffer::int_type PrintableBuffer::overflow(int_type ch) {
  if (traits_type::eq_int_type(ch, traits_type::eof())) return traits_type::not_eof(ch);
  const char c = traits_type::to_char_type(ch);
  return xsputn(&c, 1) == 1 ? ch : traits_type::eof();
}

std::streamsize PrintableBuffer::xsputn(const char* text, std::streamsize count) {
  std::string out;
  out.reserve(static_cast<std::size_t>(count));
  for (std::streamsize i = 0; i < count; ++i) append(static_cast<unsigned char>(text[i]), out);
  m_target.write(out.data(), static_cast<std::streamsize>(out.size()));
  return m_target ? count : 0;
}

int PrintableBuffer::sync() {
  // A pending 0xc2 stays: its next byte decides it, even after a flush between the two.
  m_target.flush();
  return m_target ? 0 : -1;
}

} // namespace tapeflow::cli
