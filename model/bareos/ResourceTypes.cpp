#include "bareos/ResourceTypes.h"

#include <algorithm>
#include <array>

namespace tapeflow::bareos {

bool isResourceType(std::string_view typeKey) {
  // Director: Director, Client, JobDefs, Job, Storage, Catalog, Schedule, FileSet, Pool, Messages,
  // Counter, Profile, Console, User (Bacula 9 also takes Autochanger for a Storage). Storage
  // daemon: Director, Storage, Device, Autochanger, Messages, Ndmp (Bareos), Cloud and Statistics
  // (Bacula). File daemon: Director, Client or FileDaemon, Messages. Consoles and the tray
  // monitor: Console, Director, Monitor, ConsoleFont.
  static constexpr std::array<std::string_view, 22> kTypes = {
      "autochanger", "catalog",  "client",   "cloud",      "console", "consolefont",
      "counter",     "device",   "director", "filedaemon", "fileset", "job",
      "jobdefs",     "messages", "monitor",  "ndmp",       "pool",    "profile",
      "schedule",    "storage",  "user",     "statistics"};
  return std::find(kTypes.begin(), kTypes.end(), typeKey) != kTypes.end();
}

} // namespace tapeflow::bareos
