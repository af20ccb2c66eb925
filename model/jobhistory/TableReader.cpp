// bconsole's `list jobs` (Readers.h). Bareos and Bacula print it alike (cats/sql.cc, ListResult
// and list_result): a ruler, a header of column names, a ruler, one row per job, a closing
// ruler. Numbers are right-aligned with thousands separators, a missing value is NULL. The
// columns differ: Bareos gives jobid, name, client, starttime, duration, type, level, jobfiles,
// jobbytes, jobstatus; Bacula jobid, name, starttime, type, level, jobfiles, jobbytes, jobstatus.
// Text around the table (the console's prompt, "Using Catalog ...") is passed over.

#include "jobhistory/Columns.h"
#include "jobhistory/Lines.h"
#include "jobhistory/Readers.h"
#include "jobhistory/Reading.h"

#include <algorithm>
#include <vector>

namespace tapeflow::jobhistory {

namespace {

// How many cells "| a | b |" has (2), counted before any is copied: a line of a million bars
// costs no memory to refuse.
std::size_t cellCount(std::string_view line) {
  return static_cast<std::size_t>(std::count(line.begin(), line.end(), '|')) - 1;
}

// The cells of "| a | b |", trimmed; the line starts and ends with '|'.
std::vector<std::string> cellsOf(std::string_view line) {
  std::vector<std::string> cells;
  const auto inner = line.substr(1, line.size() - 2);
  for (std::size_t at = 0; at <= inner.size();) {
    const auto bar = std::min(inner.find('|', at), inner.size());
    cells.emplace_back(trim(inner.substr(at, bar - at)));
    at = bar + 1;
  }
  return cells;
}

// A line that ends its last cell with '|'; one that does not is cut short, or was wrapped by a
// terminal onto the next line.
bool closed(std::string_view line) { return line.size() >= 2 && line.back() == '|'; }

// More columns than the catalog's Job table has many times over: not a header of a listing.
constexpr std::size_t kMaxColumns = 1000;

class TableReader {
public:
  explicit TableReader(Reading& reading) : m_reading(reading) {}

  void line(std::size_t number, std::string_view text) {
    const auto trimmed = trim(text);
    if (isRuler(trimmed))
      ruler(number);
    else if (m_state == State::Opened && trimmed.starts_with('|'))
      header(number, trimmed);
    else if (m_state == State::Header)
      unruledHeader(number);
    else if (m_state == State::Rows)
      rowLine(number, trimmed);
    else
      outside(number, trimmed);
  }

  // A table still open at the end of the text: it was cut after its last row.
  void end() {
    if (m_state == State::Rows) notClosed();
  }

private:
  enum class State { Outside, Opened, Header, Rows };

  void ruler(std::size_t number) {
    m_lastLine = number;
    if (m_state == State::Header)
      m_state = State::Rows;
    else if (m_state == State::Rows)
      m_state = State::Outside;
    else
      m_state = State::Opened;
  }

  void header(std::size_t number, std::string_view text) {
    m_state = State::Header;
    m_headerLine = number;
    m_readRows = false;
    if (!closed(text))
      m_reading.error(number, "the table's header does not end with '|'");
    else if (cellCount(text) > kMaxColumns)
      m_reading.error(number, "the table's header has " + std::to_string(cellCount(text)) +
                                  " columns, more than any listing of jobs has");
    else
      m_readRows = m_columns.read(cellsOf(text), number, m_reading);
  }

  void unruledHeader(std::size_t number) {
    m_reading.error(number, "a ruler (+---+) should follow the header of line " +
                                std::to_string(m_headerLine) + "; its rows are not read");
    m_state = State::Outside;
  }

  void rowLine(std::size_t number, std::string_view text) {
    if (text.empty()) {
      notClosed();
      m_state = State::Outside;
      return;
    }
    if (!text.starts_with('|'))
      m_reading.error(number, "not a row of the table: the rest of a wrapped row, or text inside "
                              "the table");
    else if (m_readRows)
      row(number, text);
    m_lastLine = number;
  }

  // Text around a table is the console's; a row there has lost its header (the text was cut
  // before it).
  void outside(std::size_t number, std::string_view text) {
    if (text.starts_with('|'))
      m_reading.error(number, "a row outside a table: no ruler and header come before it (is the "
                              "start of the table cut off?)");
    m_state = State::Outside;
  }

  void row(std::size_t number, std::string_view text) {
    if (!closed(text)) {
      m_reading.error(number, "the row does not end with '|': it is cut short or wrapped");
    } else if (cellCount(text) != m_columns.size()) {
      m_reading.error(number, "the row has " + std::to_string(cellCount(text)) +
                                  " cells, the header of line " + std::to_string(m_columns.line()) +
                                  " has " + std::to_string(m_columns.size()) +
                                  ": it is cut or wrapped");
    } else {
      m_reading.add(m_columns.job(cellsOf(text), number));
    }
  }

  void notClosed() {
    m_reading.warning(m_lastLine, "the table has no closing ruler after this line: the text may "
                                  "be cut here");
  }

  Reading& m_reading;
  State m_state = State::Outside;
  Columns m_columns;
  bool m_readRows = false;
  std::size_t m_headerLine = 0;
  std::size_t m_lastLine = 0; // the table's last ruler or row so far
};

} // namespace

void readTable(std::string_view text, Reading& reading) {
  TableReader reader(reading);
  forEachLine(text, [&](std::size_t number, std::string_view line) {
    reader.line(number, line);
    return !reading.full();
  });
  reader.end();
}

} // namespace tapeflow::jobhistory
