#include "calibration/JobCsv.h"

#include "units/Units.h"
#include "util/CsvRecords.h"
#include "util/Text.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>

namespace tapeflow::calibration {

namespace {

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

std::string trimmed(const std::string& text) {
  const auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return {};
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

std::optional<double> plainNumber(const std::string& text) {
  double value = 0;
  const auto* end = text.data() + text.size();
  const auto [stop, error] = std::from_chars(text.data(), end, value);
  if (error != std::errc() || stop != end || text.empty()) return std::nullopt;
  // from_chars reads "inf" and "nan": neither is a size, a rate or a time (issue 37).
  if (!std::isfinite(value)) return std::nullopt;
  return value;
}

std::optional<double> quantity(const std::string& text, units::Dimension dimension) {
  if (const auto number = plainNumber(text)) return number;
  const auto parsed = units::parseQuantity(text);
  if (!parsed || parsed->dimension != dimension) return std::nullopt;
  return parsed->value;
}

// "1:20:05" or "20:05" as seconds.
std::optional<double> clockDuration(const std::string& text) {
  std::vector<double> parts;
  std::size_t at = 0;
  while (at <= text.size()) {
    const auto colon = std::min(text.find(':', at), text.size());
    const auto part = plainNumber(text.substr(at, colon - at));
    if (!part || *part < 0) return std::nullopt;
    parts.push_back(*part);
    at = colon + 1;
  }
  if (parts.size() < 2 || parts.size() > 3) return std::nullopt;
  double seconds = 0;
  for (const double part : parts) seconds = seconds * 60 + part;
  return seconds;
}

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's civil-days algorithm).
long long daysFromCivil(long long y, unsigned m, unsigned d) {
  y -= m <= 2;
  const long long era = (y >= 0 ? y : y - 399) / 400;
  const auto yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<long long>(doe) - 719468;
}

// "2026-11-20 22:00:00", "2026-11-20T22:00" as seconds since 1970 (no time zone: only
// differences are used).
std::optional<double> timestamp(const std::string& text) {
  int year = 0, month = 0, day = 0, hour = 0, minute = 0;
  double second = 0;
  char sep = 0;
  int consumed = 0;
  const int read = std::sscanf(text.c_str(), "%4d-%2d-%2d%c%2d:%2d%n", &year, &month, &day, &sep,
                               &hour, &minute, &consumed);
  if (read < 6 || (sep != ' ' && sep != 'T')) return std::nullopt;
  std::string rest = text.substr(static_cast<std::size_t>(consumed));
  if (!rest.empty()) {
    if (rest[0] != ':') return std::nullopt;
    const auto parsed = plainNumber(rest.substr(1));
    if (!parsed) return std::nullopt;
    second = *parsed;
  }
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second >= 61)
    return std::nullopt;
  return static_cast<double>(
             daysFromCivil(year, static_cast<unsigned>(month), static_cast<unsigned>(day))) *
             86400.0 +
         hour * 3600.0 + minute * 60.0 + second;
}

class CsvReader {
public:
  CsvReader(const std::string& file, Diagnostics& diagnostics, const topology::Topology& topology)
      : m_file(file), m_diagnostics(diagnostics), m_topology(topology) {}

  bool header(const std::vector<std::string>& fields) {
    bool ok = true;
    for (std::size_t c = 0; c < fields.size(); ++c) {
      std::string name = lower(trimmed(fields[c]));
      if (name == "name") name = "job";
      // Two columns of one name: which one holds the figures cannot be told (issue 37: the
      // second was used silently, and the fit moved a drive's rate by -94 %).
      if (const auto [first, added] = m_columns.try_emplace(name, c); !added && !name.empty()) {
        error(1, std::nullopt,
              "column " + std::to_string(c + 1) + " is a second column named " + quote(name) +
                  " (the first is column " + std::to_string(first->second + 1) +
                  "); rename or remove one");
        ok = false;
      }
    }
    for (const char* required : {"job", "bytes"})
      if (!m_columns.count(required)) {
        error(1, std::nullopt, "no column named '" + std::string(required) + "'");
        ok = false;
      }
    if (!m_columns.count("duration") && !(m_columns.count("start") && m_columns.count("end"))) {
      error(1, std::nullopt, "no 'duration' column, nor 'start' and 'end'");
      ok = false;
    }
    return ok;
  }

  // The columns as a mapping says; the header's names are not read.
  void useMapping(const ColumnMapping& mapping) {
    m_columns.clear();
    for (std::size_t r = 0; r < kCsvRoles; ++r)
      if (mapping.columns[r])
        m_columns[std::string(roleName(static_cast<CsvRole>(r)))] = *mapping.columns[r];
    m_directionWords = mapping.directionWords;
  }

  std::optional<JobMeasurement> row(std::size_t line, const std::vector<std::string>& fields) {
    const std::size_t errors = m_diagnostics.errorCount();
    JobMeasurement measured;
    const auto* job = findJob(line, fields);
    // A logged rate stands for bytes over duration when the file gives no bytes.
    const bool byRate = m_columns.count("rate") && !m_columns.count("bytes");
    const auto bytes = byRate ? number(line, fields, "rate", units::Dimension::Rate,
                                       "a rate such as 120 MB/s or bytes per second")
                              : number(line, fields, "bytes", units::Dimension::Bytes,
                                       "a size such as 1.5 TB or a number of bytes");
    const auto seconds = byRate ? std::optional<double>(1.0) : duration(line, fields);
    if (job) measured.direction = direction(line, fields, *job);
    if (const auto given = field(fields, "uncertainty"); given && !given->empty()) {
      const auto value = quantity(*given, units::Dimension::Dimensionless);
      if (!value || *value < 0 || *value >= 1)
        error(line, m_columns["uncertainty"], "expected a share such as 5 % or 0.05");
      else
        measured.uncertainty = *value;
    }
    if (m_diagnostics.errorCount() != errors || !job || !bytes || !seconds) return std::nullopt;
    if (*seconds <= 0) {
      error(line, std::nullopt, "the job ends before it starts, or takes no time");
      return std::nullopt;
    }
    measured.job = job->id;
    measured.rate = *bytes / *seconds;
    measured.date = field(fields, "date").value_or(field(fields, "start").value_or(""));
    measured.note = field(fields, "note").value_or("");
    return measured;
  }

private:
  std::optional<std::string> field(const std::vector<std::string>& fields, const char* name) {
    const auto column = m_columns.find(name);
    if (column == m_columns.end() || column->second >= fields.size()) return std::nullopt;
    return trimmed(fields[column->second]);
  }

  void error(std::size_t line, std::optional<std::size_t> column, const std::string& message) {
    std::string where = "line " + std::to_string(line);
    if (column) {
      std::string name;
      for (const auto& [key, index] : m_columns)
        if (index == *column) name = key;
      where += ", column " + std::to_string(*column + 1) + " (" + name + ")";
    }
    m_diagnostics.error(m_file, "", where + ": " + message);
  }

  const topology::Job* findJob(std::size_t line, const std::vector<std::string>& fields) {
    const std::string name = field(fields, "job").value_or("");
    for (const auto& job : m_topology.jobs())
      if (job.name == name) return &job;
    error(line, m_columns["job"], "no job named " + quote(name) + " in the document");
    return nullptr;
  }

  std::optional<double> number(std::size_t line, const std::vector<std::string>& fields,
                               const char* name, units::Dimension dimension, const char* what) {
    const auto text = field(fields, name).value_or("");
    const auto value = quantity(text, dimension);
    if (value && *value > 0) return value;
    error(line, m_columns[name], "expected " + std::string(what) + ", not " + quote(text));
    return std::nullopt;
  }

  std::optional<double> duration(std::size_t line, const std::vector<std::string>& fields) {
    if (m_columns.count("duration")) {
      const auto text = field(fields, "duration").value_or("");
      if (auto seconds = clockDuration(text)) return seconds;
      if (auto seconds = quantity(text, units::Dimension::Seconds)) return seconds;
      error(line, m_columns["duration"],
            "expected a duration such as 1:20:05, 80 min or seconds, not " + quote(text));
      return std::nullopt;
    }
    const auto start = moment(line, fields, "start");
    const auto end = moment(line, fields, "end");
    if (!start || !end) return std::nullopt;
    return *end - *start;
  }

  std::optional<double> moment(std::size_t line, const std::vector<std::string>& fields,
                               const char* name) {
    const auto text = field(fields, name).value_or("");
    if (auto value = timestamp(text)) return value;
    error(line, m_columns[name], "expected a time such as 2026-11-20 22:00:00, not " + quote(text));
    return std::nullopt;
  }

  // The run the row measured: the job's own direction (a column that says otherwise is wrong).
  topology::Direction direction(std::size_t line, const std::vector<std::string>& fields,
                                const topology::Job& job) {
    auto text = lower(field(fields, "direction").value_or(""));
    if (const auto word = m_directionWords.find(text); word != m_directionWords.end())
      text = word->second;
    if (text.empty()) return job.direction;
    const bool backup = job.direction == topology::Direction::Backup;
    if (text != "backup" && text != "restore")
      error(line, m_columns["direction"], "expected backup or restore, not " + quote(text));
    else if ((text == "backup") != backup)
      error(line, m_columns["direction"],
            quote(job.name) + " is a " + (backup ? "backup" : "restore") + " job");
    return job.direction;
  }

  std::string m_file;
  Diagnostics& m_diagnostics;
  const topology::Topology& m_topology;
  std::map<std::string, std::size_t> m_columns;
  std::map<std::string, std::string> m_directionWords;
};

// Each record of csvRecords(text) with its fields; one that breaks the quoting rules is reported
// and skipped. Stops once the diagnostics are full or `visit` returns false.
template <class Visit>
void eachLine(std::string_view text, const std::string& file, Diagnostics& diagnostics,
              Visit&& visit) {
  for (const CsvRecord& record : csvRecords(text)) {
    if (diagnostics.full()) return;
    if (!record.problem.empty()) {
      diagnostics.error(file, "", "line " + std::to_string(record.line) + ": " + record.problem);
      continue;
    }
    if (!visit(record.line, record.fields)) return;
  }
}

} // namespace

std::string_view roleName(CsvRole role) {
  static constexpr std::array<std::string_view, kCsvRoles> kNames{
      "job", "bytes", "start", "end", "duration", "rate", "direction"};
  return kNames[static_cast<std::size_t>(role)];
}

std::string mappingProblem(const ColumnMapping& mapping) {
  if (!mapping[CsvRole::Job]) return "no column holds the job's name";
  if (mapping[CsvRole::Rate] && !mapping[CsvRole::Bytes]) return {};
  if (!mapping[CsvRole::Bytes]) return "no column holds the bytes moved, nor the rate";
  if (!mapping[CsvRole::Duration] && !(mapping[CsvRole::Start] && mapping[CsvRole::End]))
    return "no column holds the duration, nor the start and the end";
  return {};
}

CsvMeasurements readJobCsv(std::string_view text, const std::string& file,
                           const topology::Topology& topology, const ColumnMapping& mapping) {
  CsvMeasurements out;
  if (const auto problem = mappingProblem(mapping); !problem.empty()) {
    out.diagnostics.error(file, "", problem);
    return out;
  }
  CsvReader reader(file, out.diagnostics, topology);
  reader.useMapping(mapping);
  bool header = true;
  eachLine(text, file, out.diagnostics, [&](std::size_t line, const auto& fields) {
    if (header) {
      header = false;
      return true;
    }
    if (auto measured = reader.row(line, fields)) out.measurements.push_back(std::move(*measured));
    return true;
  });
  return out;
}

CsvMeasurements readJobCsv(std::string_view text, const std::string& file,
                           const topology::Topology& topology) {
  CsvMeasurements out;
  CsvReader reader(file, out.diagnostics, topology);
  bool haveHeader = false;
  eachLine(text, file, out.diagnostics, [&](std::size_t line, const auto& fields) {
    if (!haveHeader) {
      haveHeader = true;
      return reader.header(fields);
    }
    if (auto measured = reader.row(line, fields)) out.measurements.push_back(std::move(*measured));
    return true;
  });
  if (!haveHeader) out.diagnostics.error(file, "", "the file is empty: no header line");
  return out;
}

} // namespace tapeflow::calibration
