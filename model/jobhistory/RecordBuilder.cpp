#include "jobhistory/RecordBuilder.h"

#include "jobhistory/Lines.h"
#include "jobhistory/Reading.h"
#include "jobhistory/Values.h"
#include "util/Text.h"

namespace tapeflow::jobhistory {

namespace {

constexpr std::string_view kCount = "a whole number such as 1,234,567";
constexpr std::string_view kTime = "a time such as 2024-05-01 21:00:03";
constexpr std::string_view kDuration = "a duration such as 01:02:03, 1 day 02:03:04 or seconds";

// The fields of one job, each read with the parser for its kind; what is wrong is reported at
// the job's line, naming the field.
class FieldReader {
public:
  FieldReader(const RawJob& raw, Reading& reading) : m_raw(raw), m_reading(reading) {}

  // The field's text, trimmed; nullopt when the job does not give it, or gives no value.
  [[nodiscard]] std::optional<std::string_view> given(Field field) const {
    const auto& value = m_raw[field];
    if (!value) return std::nullopt;
    const auto text = trim(*value);
    if (text.empty() || text == "NULL" || text == "\\N") return std::nullopt;
    // MySQL's zero date, which old catalogs hold for a time never set.
    if ((field == Field::Start || field == Field::End) && text.starts_with("0000-00-00"))
      return std::nullopt;
    return text;
  }

  [[nodiscard]] std::string text(Field field) const {
    return std::string(given(field).value_or(std::string_view()));
  }

  // The field parsed by `parse`; nullopt when not given, or (reported) when `parse` refuses it.
  template <class Parse>
  auto read(Field field, Parse parse, std::string_view expected) {
    const auto value = given(field);
    decltype(parse(std::string_view())) result;
    if (!value) return result;
    result = parse(*value);
    if (!result)
      error(std::string(fieldName(field)) + ": expected " + std::string(expected) + ", not " +
            quote(*value));
    return result;
  }

  void error(const std::string& message) { m_reading.error(m_raw.line, message); }

private:
  const RawJob& m_raw;
  Reading& m_reading;
};

// The name, or the name in the unique job when only that is given (a CSV of jobid,job,...).
std::string nameOf(FieldReader& fields, const std::string& job) {
  if (const auto name = fields.given(Field::Name)) return std::string(*name);
  if (job.empty()) {
    fields.error("the job has no name: neither 'name' nor 'job' is given");
    return {};
  }
  if (const auto name = nameOfUniqueJob(job)) return std::string(*name);
  fields.error("no 'name' is given, and 'job' " + quote(job) +
               " does not end in .YYYY-MM-DD_HH.MM.SS_NN, so the name cannot be told");
  return {};
}

// endtime - starttime when both are given (exact to the second), else the duration column.
std::optional<double> runTime(FieldReader& fields, std::optional<double> start) {
  const auto end = fields.read(Field::End, parseTimestamp, kTime);
  if (start && end) {
    if (*end >= *start) return *end - *start;
    fields.error("the job ends (endtime) before it starts (starttime)");
    return std::nullopt;
  }
  return fields.read(Field::Duration, parseDuration, kDuration);
}

// JobBytes, which every form gives for every job: without it a job says nothing of throughput.
double bytesOf(FieldReader& fields) {
  const auto bytes = fields.read(Field::Bytes, parseCount, kCount);
  if (!fields.given(Field::Bytes)) fields.error("the job gives no 'jobbytes'");
  return static_cast<double>(bytes.value_or(0));
}

} // namespace

std::optional<JobRecord> buildRecord(const RawJob& raw, Reading& reading) {
  const std::size_t errors = reading.errorCount();
  FieldReader fields(raw, reading);
  JobRecord job;
  job.line = raw.line;
  job.job = fields.text(Field::Job);
  job.name = nameOf(fields, job.job);
  job.client = fields.text(Field::Client);
  job.jobId = fields.read(Field::JobId, parseCount, kCount).value_or(0);
  job.clientId = fields.read(Field::ClientId, parseCount, kCount).value_or(0);
  job.type = fields.read(Field::Type, parseLetter, "a type letter such as B or R").value_or('B');
  job.level = fields.read(Field::Level, parseLevel, "a level such as F, D, I or Full")
                  .value_or(JobLevel::Other);
  job.status =
      fields.read(Field::Status, parseLetter, "a status letter such as T or E").value_or('T');
  job.start = fields.read(Field::Start, parseTimestamp, kTime);
  job.seconds = runTime(fields, job.start);
  job.files = static_cast<double>(fields.read(Field::Files, parseCount, kCount).value_or(0));
  job.bytes = bytesOf(fields);
  if (reading.errorCount() != errors) return std::nullopt;
  return job;
}

} // namespace tapeflow::jobhistory
