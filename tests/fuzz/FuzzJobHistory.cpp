// libFuzzer target: a Bareos or Bacula job history (issue 42): bconsole's list jobs and llist
// jobs, the catalog's CSV and bconsole's JSON, whichever the input looks like. Diagnostics by
// line, never a crash or a hang; and what is read is sane: every job named, on a line of the
// input, with no negative bytes, files or run time.

#include "jobhistory/JobHistory.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

namespace {

// Stops the run (a finding) when a job breaks what readJobHistory promises.
void check(bool holds, const char* what) {
  if (holds) return;
  std::fprintf(stderr, "readJobHistory broke its promise: %s\n", what);
  std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto history = tapeflow::jobhistory::readJobHistory(text, "fuzz.txt");
  const auto lines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
  for (const auto& job : history.jobs) {
    check(!job.name.empty(), "a job without a name");
    check(job.line >= 1 && job.line <= lines, "a job on no line of the input");
    check(job.bytes >= 0 && job.files >= 0, "negative bytes or files");
    check(!job.seconds || *job.seconds >= 0, "a negative run time");
  }
  check(history.jobs.empty() || !history.format.empty(), "jobs read from no known form");
  return 0;
}
