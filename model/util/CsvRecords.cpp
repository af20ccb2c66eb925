#include "util/CsvRecords.h"

#include <csv.h>

#include <algorithm>
#include <new>

namespace tapeflow {
namespace {

// What libcsv's callbacks build: the records so far, the one being read, and the line the next
// record starts on (the text is fed a line at a time, so the callbacks know the line they are on).
struct Reading {
  std::vector<CsvRecord> records;
  CsvRecord current;
  std::size_t line = 1;      // of the chunk being fed
  std::size_t nextStart = 1; // of the record after the last one ended
  std::size_t limit = SIZE_MAX;

  [[nodiscard]] bool full() const { return records.size() >= limit; }
  // Ends the current record, with `problem` when it is unreadable.
  void close(std::string problem = {}) {
    if (current.fields.empty() && problem.empty()) return; // a blank line
    if (current.fields.empty()) current.line = nextStart;
    current.problem = std::move(problem);
    if (!full()) records.push_back(std::move(current));
    current = {};
  }
};

void onField(void* bytes, std::size_t size, void* data) {
  auto& reading = *static_cast<Reading*>(data);
  if (reading.current.fields.empty()) reading.current.line = reading.nextStart;
  reading.current.fields.emplace_back(static_cast<const char*>(bytes), size);
}

// The end of a record, or (CSV_REPALL_NL) a line break outside any, a blank line: either way
// the next record starts on the next line.
void onRecordEnd(int, void* data) {
  auto& reading = *static_cast<Reading*>(data);
  reading.close();
  reading.nextStart = reading.line + 1;
}

// libcsv's parser in strict mode: a misplaced quote is an error, not a guess, and so is a quote
// left open at the end. Every line break is reported, blank lines included, so lines can be
// counted.
class Parser {
public:
  Parser() { start(); }
  ~Parser() { csv_free(&m_parser); }
  Parser(const Parser&) = delete;
  Parser& operator=(const Parser&) = delete;

  // False when the chunk breaks the rules; then the parser starts afresh for the next one.
  bool feed(std::string_view chunk, Reading& reading) {
    if (csv_parse(&m_parser, chunk.data(), chunk.size(), onField, onRecordEnd, &reading) ==
        chunk.size())
      return true;
    if (csv_error(&m_parser) != CSV_EPARSE) throw std::bad_alloc(); // out of memory
    csv_free(&m_parser);
    start();
    return false;
  }
  // False when the last record's quote is still open.
  bool finish(Reading& reading) { return csv_fini(&m_parser, onField, onRecordEnd, &reading) == 0; }

private:
  void start() {
    m_parser = {};
    if (csv_init(&m_parser, CSV_STRICT | CSV_STRICT_FINI | CSV_REPALL_NL) != 0)
      throw std::bad_alloc();
  }

  csv_parser m_parser{};
};

} // namespace

std::vector<CsvRecord> csvRecords(std::string_view text, std::size_t limit) {
  if (text.starts_with("\xef\xbb\xbf")) text.remove_prefix(3);
  Reading reading;
  reading.limit = limit;
  Parser parser;
  for (std::size_t at = 0; at < text.size() && !reading.full(); ++reading.line) {
    const std::size_t end = std::min(text.find('\n', at), text.size() - 1) + 1;
    if (!parser.feed(text.substr(at, end - at), reading)) {
      reading.close("a quote inside a field that does not start with one, or text after a "
                    "closing quote (quote the whole field and double the quotes in it)");
      reading.nextStart = reading.line + 1;
    }
    at = end;
  }
  if (!reading.full() && !parser.finish(reading))
    reading.close("a quote is not closed: the record runs to the end of the file");
  return std::move(reading.records);
}

} // namespace tapeflow
