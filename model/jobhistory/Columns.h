#pragma once

// The columns of a header row, for the forms that have one (a `list jobs` table, a catalog CSV):
// which field each column holds, found by name in any order and any case.

#include "jobhistory/Fields.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace tapeflow::jobhistory {

class Reading;

class Columns {
public:
  // Reads the header's names at `line`. A field named by two columns is an error (which one holds
  // it cannot be told), and so is a header without a name (or job) column or a jobbytes column:
  // then false, and its rows are not read.
  bool read(const std::vector<std::string>& names, std::size_t line, Reading& reading);

  [[nodiscard]] std::size_t size() const { return m_fields.size(); }
  [[nodiscard]] std::size_t line() const { return m_line; }

  // A row of size() cells, found at `line`, as a job's fields.
  [[nodiscard]] RawJob job(const std::vector<std::string>& cells, std::size_t line) const;

private:
  std::vector<std::optional<Field>> m_fields; // per column; nullopt for one not read
  std::size_t m_line = 0;
};

} // namespace tapeflow::jobhistory
