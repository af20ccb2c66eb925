#include "siteimport/HistoryMatch.h"

#include "siteimport/QuotedList.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <map>
#include <vector>

namespace tapeflow::siteimport {
namespace {

using jobhistory::JobLevel;
using jobhistory::JobRecord;

// A job that ended well: T (terminated normally) or W (with warnings).
bool succeeded(const JobRecord& r) { return r.type == 'B' && (r.status == 'T' || r.status == 'W'); }

std::string isoDate(double epochSeconds) {
  using namespace std::chrono;
  const auto days = floor<std::chrono::days>(sys_seconds(seconds(std::llround(epochSeconds))));
  const year_month_day date{days};
  char text[16];
  std::snprintf(text, sizeof text, "%04d-%02u-%02u", int(date.year()), unsigned(date.month()),
                unsigned(date.day()));
  return text;
}

// Later records last: by start where both have one, else in the order of the text.
bool earlier(const JobRecord* a, const JobRecord* b) {
  if (a->start && b->start && *a->start != *b->start) return *a->start < *b->start;
  return a->line < b->line;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

void apply(SiteJob& job, std::vector<const JobRecord*> records, const std::string& product) {
  std::sort(records.begin(), records.end(), earlier);
  const JobRecord* latestFull = nullptr;
  std::vector<double> incrementals;
  for (const JobRecord* r : records) {
    if (r->level == JobLevel::Incremental) incrementals.push_back(r->bytes);
    if (r->level != JobLevel::Full || r->bytes <= 0.0) continue;
    latestFull = r;
    if (!r->seconds || *r->seconds <= 0.0) continue;
    SiteRun run;
    run.bytes = r->bytes;
    run.seconds = *r->seconds;
    if (r->start) run.date = isoDate(*r->start);
    run.note = product + " job " + (r->jobId ? std::to_string(r->jobId) + " " : "") + "(Full)";
    job.runs.push_back(std::move(run));
  }
  if (!latestFull) return;
  job.dataBytes = latestFull->bytes;
  if (latestFull->files >= 1.0) job.files = latestFull->files;
  if (!incrementals.empty())
    job.changeRate = std::clamp(median(incrementals) / latestFull->bytes, 0.0, 1.0);
}

} // namespace

std::size_t applyHistory(Site& site, const jobhistory::History& history, const std::string& file,
                         Diagnostics& diagnostics) {
  std::map<std::string, std::vector<const JobRecord*>> byName;
  for (const JobRecord& r : history.jobs)
    if (succeeded(r)) byName[r.name].push_back(&r);
  std::size_t matched = 0;
  for (SiteJob& job : site.jobs) {
    const auto it = byName.find(job.name);
    if (it == byName.end()) continue;
    apply(job, it->second, site.product);
    matched += job.dataBytes ? 1 : 0;
    byName.erase(it);
  }
  if (!byName.empty()) {
    std::vector<std::string> names;
    for (const auto& [name, records] : byName) names.push_back(name);
    const bool one = names.size() == 1;
    diagnostics.warning(
        file, "",
        std::to_string(names.size()) +
            (one ? " job of the history is not among the imported backup jobs: "
                 : " jobs of the history are not among the imported backup jobs: ") +
            quotedList(names));
  }
  if (std::any_of(site.jobs.begin(), site.jobs.end(),
                  [](const SiteJob& j) { return j.changeRate.has_value(); }))
    site.assumptions.push_back({"Job history", "a job's incrementals are taken a day apart: "
                                               "the median incremental over the latest full is "
                                               "its change a day"});
  return matched;
}

} // namespace tapeflow::siteimport
