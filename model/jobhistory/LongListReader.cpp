// bconsole's `llist jobs` (Readers.h): each job a block of "key: value" lines, keys
// right-aligned, jobid first, a blank line after it (cats/sql.cc, the vertical list of
// ListResult in Bareos and list_result in Bacula). Bareos names the client "client", Bacula
// "clientname"; both give starttime and endtime, so run times are known. Other keys (poolname,
// schedtime, jobtdate, ...) are passed over, as is text between blocks.

#include "jobhistory/Lines.h"
#include "jobhistory/Readers.h"
#include "jobhistory/Reading.h"

namespace tapeflow::jobhistory {

namespace {

class LongListReader {
public:
  explicit LongListReader(Reading& reading) : m_reading(reading) {}

  void line(std::size_t number, std::string_view text) {
    if (trim(text).empty()) {
      finish();
      return;
    }
    const auto pair = keyValue(text);
    const auto field = pair ? fieldNamed(pair->first) : std::nullopt;
    if (field == Field::JobId) {
      finish();
      m_job = RawJob{};
      m_job->line = number;
    }
    if (m_job)
      inRecord(number, field, pair);
    else
      outside(number, field);
  }

  // The job being read is complete: at a blank line, the next jobid, or the end of the text.
  void finish() {
    if (m_job) m_reading.add(*m_job);
    m_job.reset();
    m_orphanSaid = false;
  }

private:
  using Pair = std::optional<std::pair<std::string_view, std::string_view>>;

  void inRecord(std::size_t number, std::optional<Field> field, const Pair& pair) {
    if (!pair) {
      m_reading.warning(number, "not a 'key: value' line inside the job of line " +
                                    std::to_string(m_job->line) + "; passed over");
      return;
    }
    if (!field) return;
    m_reading.saw(*field, number);
    (*m_job)[*field] = std::string(pair->second);
  }

  // A field of a job before any jobid line: the top of the block is missing. Said once a block.
  void outside(std::size_t number, std::optional<Field> field) {
    if (!field || m_orphanSaid) return;
    m_reading.error(number, "'" + std::string(fieldName(*field)) +
                                "' comes before any jobid: the start of this job's block is "
                                "missing (is the text cut?); the block is not read");
    m_orphanSaid = true;
  }

  Reading& m_reading;
  std::optional<RawJob> m_job;
  bool m_orphanSaid = false;
};

} // namespace

void readLongList(std::string_view text, Reading& reading) {
  LongListReader reader(reading);
  forEachLine(text, [&](std::size_t number, std::string_view line) {
    reader.line(number, line);
    return !reading.full();
  });
  reader.finish();
}

} // namespace tapeflow::jobhistory
