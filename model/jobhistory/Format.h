#pragma once

// Which form a job history is in, told from its shape: the user pastes or saves whatever their
// console or database gave, often with the console's own lines around it, and says nothing of
// which it is.

#include <cstddef>
#include <string>
#include <string_view>

namespace tapeflow::jobhistory {

enum class Format { Unknown, Table, LongList, CatalogCsv, Json };

struct DetectedFormat {
  Format format = Format::Unknown;
  // The line that shows the form (a ruler, a jobid line, the CSV header, the opening brace);
  // for an unknown form, the first line that is not blank.
  std::size_t line = 1;
};

// JSON when the text starts with '{'; a catalog CSV when its first line is a header of comma-
// separated names with jobid or jobbytes among them; otherwise `list jobs` or `llist jobs` by
// which comes first, a table's ruler (+---+) or a "jobid: N" line.
[[nodiscard]] DetectedFormat detectFormat(std::string_view text);

// Why `text`, of unknown form, cannot be read: the forms that can, and a hint when its first
// line looks like a header of another separator (a tab-separated export).
[[nodiscard]] std::string unknownFormatMessage(std::string_view text);

} // namespace tapeflow::jobhistory
