#pragma once

// What every form's reader fills in: the history's jobs and diagnostics, and which fields the
// text names, so that what it lacks (an end time, a status) is said once for the whole text
// instead of once for every job.

#include "jobhistory/Fields.h"
#include "jobhistory/JobHistory.h"

#include <cstddef>
#include <string>

namespace tapeflow::jobhistory {

class Reading {
public:
  // `formLine`: where the form was recognised, for what is said about the text as a whole.
  Reading(History& history, std::string file, std::size_t formLine)
      : m_history(history), m_file(std::move(file)), m_formLine(formLine) {}

  // A problem at `line`: the pointer of the diagnostic is "line N".
  void error(std::size_t line, const std::string& message);
  void warning(std::size_t line, const std::string& message);
  [[nodiscard]] std::size_t errorCount() const { return m_history.diagnostics.errorCount(); }
  // No more errors are kept: a reader stops (Diagnostics::full).
  [[nodiscard]] bool full() const { return m_history.diagnostics.full(); }

  // The text names `field` at `line` (a header's column, a record's key).
  void saw(Field field, std::size_t line);

  // Checks `raw` and adds its job; a job with a missing or bad field is reported, not added.
  void add(const RawJob& raw);

  // Says once what the text as a whole lacks: no jobs at all, no end time or duration (so no
  // rates), no type, level, status or file count (so what is assumed instead).
  void finish();

private:
  History& m_history;
  std::string m_file;
  std::size_t m_formLine = 1;
  FieldSet m_seen;
  std::size_t m_firstNamed = 0; // the line that first named a field
};

} // namespace tapeflow::jobhistory
