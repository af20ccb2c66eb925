#include "siteimport/ImportBareos.h"

#include "bareos/ConfigFiles.h"
#include "jobhistory/JobHistory.h"
#include "siteimport/BareosSite.h"
#include "siteimport/HistoryMatch.h"
#include "siteimport/SiteDocument.h"
#include "util/JsonReader.h"

#include <set>

namespace tapeflow::siteimport {
namespace {

// A history export of a large site is a few megabytes; more is not a history.
constexpr std::size_t kMaxHistoryBytes = 256u * 1024u * 1024u;

std::string counted(std::size_t n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

void readHistory(const ImportRequest& request, ImportResult& result) {
  const auto text = readTextFile(request.historyPath, result.diagnostics, kMaxHistoryBytes);
  if (!text) return;
  const jobhistory::History history = jobhistory::readJobHistory(*text, request.historyPath);
  result.diagnostics.append(history.diagnostics);
  result.historyRecords = history.jobs.size();
  result.historyMatched =
      applyHistory(result.site, history, request.historyPath, result.diagnostics);
}

} // namespace

ImportResult importBareos(const ImportRequest& request,
                          std::shared_ptr<const catalog::Catalog> catalog) {
  ImportResult result;
  bareos::ConfigRead read = bareos::readConfig(request.configPath);
  result.diagnostics.append(read.diagnostics);
  result.site = siteFromConfig(read.config, result.diagnostics);
  if (result.site.jobs.empty()) {
    result.diagnostics.error(request.configPath, "",
                             "no backup job could be imported (" +
                                 counted(read.config.resources.size(), "resource", "resources") +
                                 " read)");
    return result;
  }
  if (!request.historyPath.empty()) readHistory(request, result);
  const auto document = siteDocument(result.site, request.choices);
  io::LoadResult loaded =
      io::loadTopologyText(document.dump(2), request.configPath, std::move(catalog));
  result.diagnostics.append(loaded.diagnostics);
  result.topology = std::move(loaded.topology);
  return result;
}

std::string importSummary(const ImportResult& result) {
  const Site& site = result.site;
  std::size_t drives = 0;
  for (const auto& storage : site.storages)
    for (const auto& device : storage.devices) drives += device.disk ? 0 : 1;
  std::set<std::string> schedules;
  for (const auto& job : site.jobs)
    if (!job.schedule.empty()) schedules.insert(job.schedule);
  std::string text = counted(site.clients.size(), "client", "clients") + ", " +
                     counted(site.storages.size(), "storage daemon", "storage daemons") + ", " +
                     counted(drives, "drive", "drives") + ", " +
                     counted(site.jobs.size(), "job", "jobs");
  text += ", " + counted(schedules.size(), "schedule", "schedules");
  return text + "; " + counted(site.assumptions.size(), "assumption", "assumptions");
}

} // namespace tapeflow::siteimport
