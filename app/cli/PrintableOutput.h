#pragma once

// What every command prints, with the control characters that could drive a terminal escaped
// (issue 37: a file's names could clear the screen, set the window title or hide a job's name
// behind a carriage return). One filter on the command's standard output and error instead of a
// call at each place a name is printed, so that a new command cannot forget it.

#include <ostream>
#include <streambuf>
#include <string>

namespace tapeflow::cli {

// Passes bytes on to `target` unchanged except: ASCII control characters other than line feed
// and tab, DEL, and the C1 controls U+0080 to U+009F (written as UTF-8) become "\xNN" per byte.
// JSON output is unaffected (its strings escape control characters themselves); a write error of
// `target` stays on `target`, where the caller checks it. A lone trailing 0xc2 is written when the
// buffer goes.
class PrintableBuffer : public std::streambuf {
public:
  explicit PrintableBuffer(std::ostream& target) : m_target(target) {}
  ~PrintableBuffer() override;
  PrintableBuffer(const PrintableBuffer&) = delete;
  PrintableBuffer& operator=(const PrintableBuffer&) = delete;

protected:
  int_type overflow(int_type ch) override;
  std::streamsize xsputn(const char* text, std::streamsize count) override;
  int sync() override;

private:
  void append(unsigned char byte, std::string& out);
  void releasePending(std::string& out);

  std::ostream& m_target;
  bool m_pendingC2 = false; // the last byte was 0xC2, whose next byte may make a C1 control
};

// An ostream through a PrintableBuffer to `target`.
class PrintableStream : public std::ostream {
public:
  explicit PrintableStream(std::ostream& target) : std::ostream(&m_buffer), m_buffer(target) {}

private:
  PrintableBuffer m_buffer;
};

} // namespace tapeflow::cli
