// The catalog's Job table as CSV (Readers.h): a header row naming the columns (the catalog's,
// in any order and case: jobid,job,name,type,level,clientid,jobstatus,starttime,endtime,
// jobfiles,jobbytes as `psql -c "\copy (select ...) to 'x.csv' csv header"` writes them), then
// one row per job. The Job table holds a ClientId, not the client's name, unless the query
// joined the Client table. Fields are read by util/CsvRecords.h (RFC 4180).

#include "jobhistory/Columns.h"
#include "jobhistory/Readers.h"
#include "jobhistory/Reading.h"
#include "util/CsvRecords.h"

namespace tapeflow::jobhistory {

namespace {

// A data row: read when whole and as wide as the header; reported otherwise.
void readRow(const CsvRecord& record, const Columns& columns, Reading& reading) {
  if (!record.problem.empty()) {
    reading.error(record.line, record.problem);
  } else if (record.fields.size() != columns.size()) {
    reading.error(record.line, "the row has " + std::to_string(record.fields.size()) +
                                   " fields, the header has " + std::to_string(columns.size()) +
                                   ": it is cut short or has fields of its own");
  } else {
    reading.add(columns.job(record.fields, record.line));
  }
}

} // namespace

void readCatalogCsv(std::string_view text, Reading& reading) {
  const auto records = csvRecords(text);
  if (records.empty()) return;
  const CsvRecord& header = records.front();
  Columns columns;
  if (!header.problem.empty()) {
    reading.error(header.line, header.problem);
    return;
  }
  if (!columns.read(header.fields, header.line, reading)) return;
  for (std::size_t i = 1; i < records.size() && !reading.full(); ++i)
    readRow(records[i], columns, reading);
}

} // namespace tapeflow::jobhistory
