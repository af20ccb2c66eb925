// Bareos's JSON reply to `list jobs` or `llist jobs` after `.api 2` (Readers.h), as its
// developer guide shows it (DeveloperGuide/api.rst): {"jsonrpc": "2.0", "id": null, "result":
// {"jobs": [{"jobid": "1", "name": "BackupClient1", ...}, ...]}}, the keys the catalog's
// columns in lower case, the values strings. An error reply has "error" where "result" would be.
//
// The text is read by nlohmann's SAX parser, keeping only the members of each job: no document
// is built, so a large reply costs the jobs and no more, and deep nesting costs a counter.

#include "jobhistory/Lines.h"
#include "jobhistory/Readers.h"
#include "jobhistory/Reading.h"
#include "util/Text.h"

#include <nlohmann/json.hpp>

#include <array>
#include <iterator>

namespace tapeflow::jobhistory {

namespace {

using Json = nlohmann::json;

// An iterator over the text that counts the line breaks it passes. nlohmann's lexer reads one
// character at a time and hands a '{' to the handler as soon as it has read it, so the count
// then is the number of line breaks before the brace: the handler knows the line of each job.
class CountingIterator {
public:
  using iterator_category = std::input_iterator_tag;
  using value_type = char;
  using difference_type = std::ptrdiff_t;
  using pointer = const char*;
  using reference = const char&;

  CountingIterator(const char* at, std::size_t* breaks) : m_at(at), m_breaks(breaks) {}
  reference operator*() const { return *m_at; }
  CountingIterator& operator++() {
    if (*m_at == '\n') ++*m_breaks;
    ++m_at;
    return *this;
  }
  CountingIterator operator++(int) {
    CountingIterator before = *this;
    ++*this;
    return before;
  }
  bool operator==(const CountingIterator& other) const { return m_at == other.m_at; }

private:
  const char* m_at;
  std::size_t* m_breaks;
};

// Follows the nesting down to result.jobs[i], and turns the scalar members of each job object
// into a job's fields. Only the top four levels' keys are kept; deeper levels are counted.
class JobsHandler {
public:
  JobsHandler(Reading& reading, const std::size_t& breaks) : m_reading(reading), m_breaks(breaks) {}

  // JSON's null is "no value", as bconsole's NULL is.
  bool null() { return scalar("NULL"); }
  bool boolean(bool value) { return scalar(value ? "true" : "false"); }
  bool number_integer(Json::number_integer_t value) { return scalar(std::to_string(value)); }
  bool number_unsigned(Json::number_unsigned_t value) { return scalar(std::to_string(value)); }
  bool number_float(Json::number_float_t, const Json::string_t& text) { return scalar(text); }
  bool string(Json::string_t& value) { return scalar(value); }
  bool binary(Json::binary_t&) { return true; } // JSON text has none
  bool key(Json::string_t& name) {
    m_key = name;
    return true;
  }
  bool start_object(std::size_t) { return open(false); }
  bool start_array(std::size_t) { return open(true); }
  bool end_object() { return close(); }
  bool end_array() { return close(); }

  template <class Exception>
  bool parse_error(std::size_t, const std::string&, const Exception& failure) {
    std::string what = failure.what();
    // nlohmann's message starts "[json.exception.parse_error.101] parse error at line 1, ...: ".
    if (const auto colon = what.find(": ", what.find("parse error")); colon != std::string::npos)
      what = what.substr(colon + 2);
    m_reading.error(line(), "malformed JSON: " + printable(what));
    return false;
  }

  // Said after a whole reply was read that holds no list of jobs.
  void checkReply() const {
    if (m_sawJobs) return;
    m_reading.error(1, m_errorReply ? "the JSON is bconsole's error reply, not a list of jobs"
                                    : "the JSON has no result.jobs: it is not bconsole's reply "
                                      "to 'list jobs' or 'llist jobs'");
  }

private:
  struct Level {
    bool array = false;
    std::string key; // the member this container is, in its parent object
  };
  static constexpr std::size_t kKept = 4; // root, result, jobs, a job

  [[nodiscard]] std::size_t line() const { return m_breaks + 1; }

  // Where a container opens: result.jobs is the array of jobs, each of its objects a job.
  bool open(bool array) {
    if (m_depth < kKept) {
      const bool inObject = m_depth > 0 && !m_levels[m_depth - 1].array;
      m_levels[m_depth] = {array, inObject ? m_key : std::string()};
      if (m_depth == 1 && m_levels[1].key == "error") m_errorReply = true;
      if (m_depth == 2 && array && atResult() && m_levels[2].key == "jobs") m_sawJobs = true;
      if (m_depth == 3 && !array && inJobs()) m_job = RawJob{{}, line()};
    }
    ++m_depth;
    return true;
  }

  bool close() {
    --m_depth;
    if (m_job && m_depth == 3) {
      m_reading.add(*m_job);
      m_job.reset();
    }
    return !m_reading.full();
  }

  // A member of a job: one of its fields, when the key names one.
  bool scalar(const std::string& value) {
    if (!m_job || m_depth != 4) return true;
    if (const auto field = fieldNamed(m_key)) {
      m_reading.saw(*field, line());
      (*m_job)[*field] = value;
    }
    return true;
  }

  [[nodiscard]] bool atResult() const {
    return !m_levels[0].array && !m_levels[1].array && m_levels[1].key == "result";
  }
  [[nodiscard]] bool inJobs() const {
    return atResult() && m_levels[2].array && m_levels[2].key == "jobs";
  }

  Reading& m_reading;
  const std::size_t& m_breaks;
  std::array<Level, kKept> m_levels;
  std::size_t m_depth = 0;
  std::string m_key;
  std::optional<RawJob> m_job;
  bool m_sawJobs = false;
  bool m_errorReply = false;
};

} // namespace

void readJsonReply(std::string_view text, Reading& reading) {
  std::size_t breaks = 0;
  JobsHandler handler(reading, breaks);
  const CountingIterator first(text.data(), &breaks);
  const CountingIterator last(text.data() + text.size(), &breaks);
  if (Json::sax_parse(first, last, &handler)) handler.checkReply();
}

} // namespace tapeflow::jobhistory
