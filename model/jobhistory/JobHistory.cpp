#include "jobhistory/JobHistory.h"

#include "jobhistory/Format.h"
#include "jobhistory/Readers.h"
#include "jobhistory/Reading.h"

#include <array>

namespace tapeflow::jobhistory {

namespace {

struct Form {
  Format format;
  std::string_view name; // History::format
  void (*read)(std::string_view, Reading&);
};

constexpr std::array<Form, 4> kForms{{
    {Format::Table, "bconsole list jobs", readTable},
    {Format::LongList, "bconsole llist jobs", readLongList},
    {Format::CatalogCsv, "catalog CSV", readCatalogCsv},
    {Format::Json, "bconsole JSON", readJsonReply},
}};

} // namespace

History readJobHistory(std::string_view text, const std::string& file) {
  History history;
  // A byte-order mark, as Windows editors and Excel's "CSV UTF-8" save one, is not text.
  if (text.starts_with("\xef\xbb\xbf")) text.remove_prefix(3);
  const auto detected = detectFormat(text);
  Reading reading(history, file, detected.line);
  for (const Form& form : kForms) {
    if (form.format != detected.format) continue;
    history.format = std::string(form.name);
    form.read(text, reading);
    reading.finish();
    return history;
  }
  reading.error(detected.line, unknownFormatMessage(text));
  return history;
}

} // namespace tapeflow::jobhistory
