#pragma once

// One reader per form of job history; each adds the jobs it reads to `reading` and reports what
// it cannot read. JobHistory.cpp chooses among them (Format.h).

#include <string_view>

namespace tapeflow::jobhistory {

class Reading;

// bconsole's `list jobs`: +---+ rulers around a | header | and | rows | (TableReader.cpp).
void readTable(std::string_view text, Reading& reading);
// bconsole's `llist jobs`: blocks of "key: value" lines from jobid on (LongListReader.cpp).
void readLongList(std::string_view text, Reading& reading);
// The catalog's Job table as CSV with a header row (CatalogCsvReader.cpp).
void readCatalogCsv(std::string_view text, Reading& reading);
// Bareos's JSON reply to `list jobs` or `llist jobs` after `.api 2` (JsonReplyReader.cpp).
void readJsonReply(std::string_view text, Reading& reading);

} // namespace tapeflow::jobhistory
