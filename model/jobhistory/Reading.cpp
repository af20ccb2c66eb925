#include "jobhistory/Reading.h"

#include "jobhistory/Lines.h"
#include "jobhistory/RecordBuilder.h"

#include <array>
#include <utility>

namespace tapeflow::jobhistory {

namespace {

// What a job is taken to be when the text never gives a field (JobRecord's defaults).
constexpr std::array<std::pair<Field, std::string_view>, 4> kAssumptions{{
    {Field::Type, "every job is taken as a backup (B)"},
    {Field::Level, "the jobs' levels are unknown"},
    {Field::Status, "every job is taken as terminated normally (T)"},
    {Field::Files, "the jobs' file counts are taken as 0"},
}};

} // namespace

void Reading::error(std::size_t line, const std::string& message) {
  m_history.diagnostics.error(m_file, lineName(line), message);
}

void Reading::warning(std::size_t line, const std::string& message) {
  m_history.diagnostics.warning(m_file, lineName(line), message);
}

void Reading::saw(Field field, std::size_t line) {
  if (m_seen.none()) m_firstNamed = line;
  m_seen.set(static_cast<std::size_t>(field));
}

void Reading::add(const RawJob& raw) {
  if (auto job = buildRecord(raw, *this)) m_history.jobs.push_back(std::move(*job));
}

void Reading::finish() {
  if (m_history.jobs.empty()) {
    if (!m_history.diagnostics.hasErrors()) warning(m_formLine, "the text holds no jobs");
    return;
  }
  const auto seen = [&](Field field) { return m_seen.test(static_cast<std::size_t>(field)); };
  if (!seen(Field::Duration) && !(seen(Field::Start) && seen(Field::End)))
    warning(m_firstNamed,
            "the text gives no endtime nor duration: bytes and files are read, but not how long "
            "the jobs ran; rates need the output of 'llist jobs' or a duration column");
  for (const auto& [field, assumption] : kAssumptions)
    if (!seen(field))
      warning(m_firstNamed, "the text gives no '" + std::string(fieldName(field)) +
                                "': " + std::string(assumption));
}

} // namespace tapeflow::jobhistory
