#include "jobhistory/Columns.h"

#include "jobhistory/Reading.h"

namespace tapeflow::jobhistory {

bool Columns::read(const std::vector<std::string>& names, std::size_t line, Reading& reading) {
  m_fields.clear();
  m_line = line;
  FieldSet named;
  bool ok = true;
  for (std::size_t column = 0; column < names.size(); ++column) {
    const auto field = fieldNamed(names[column]);
    m_fields.push_back(field);
    if (!field) continue;
    const auto bit = static_cast<std::size_t>(*field);
    if (named.test(bit)) {
      reading.error(line, "column " + std::to_string(column + 1) + " is a second column of '" +
                              std::string(fieldName(*field)) + "'; rename or remove one");
      ok = false;
    }
    named.set(bit);
    reading.saw(*field, line);
  }
  if (!named.test(static_cast<std::size_t>(Field::Name)) &&
      !named.test(static_cast<std::size_t>(Field::Job))) {
    reading.error(line, "the header has no 'name' column (nor 'job'): the jobs cannot be named");
    ok = false;
  }
  if (!named.test(static_cast<std::size_t>(Field::Bytes))) {
    reading.error(line, "the header has no 'jobbytes' column");
    ok = false;
  }
  return ok;
}

RawJob Columns::job(const std::vector<std::string>& cells, std::size_t line) const {
  RawJob raw;
  raw.line = line;
  for (std::size_t column = 0; column < m_fields.size() && column < cells.size(); ++column)
    if (m_fields[column]) raw[*m_fields[column]] = cells[column];
  return raw;
}

} // namespace tapeflow::jobhistory
