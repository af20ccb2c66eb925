#include "solver/DatabaseRestore.h"

#include "solver/FigureWords.h"
#include "solver/Vocabulary.h"
#include "units/Format.h"
#include "util/Text.h"

#include <algorithm>
#include <cmath>

namespace tapeflow::solver {

namespace n = names;

DatabaseRestore databaseRestore(const Parameters& volume, topology::Direction direction) {
  DatabaseRestore restore;
  if (direction != topology::Direction::Restore || volume.text(n::kContent) != "database")
    return restore;
  // The logs come back whatever the application: they are part of the database's data.
  restore.logBytes = std::max(0.0, volume.number(n::kLogSize, 0.0));
  if (volume.text(n::kDatabaseApp).empty()) {
    restore.replayKnown = !(restore.logBytes > 0.0);
    return restore;
  }
  restore.app = volume.profileName(n::kDatabaseApp.name);
  restore.groups = std::max(1, static_cast<int>(volume.number(n::kDatabaseGroups, 1.0)));
  const int atOnce =
      static_cast<int>(volume.profileNumber(n::kDatabaseApp, n::kRestoreGroupsAtOnce, 0.0));
  restore.atOnce = atOnce > 0 ? std::min(atOnce, restore.groups) : 0;
  // Groups restored together are initialised together; the next round waits for the last.
  restore.waves = restore.atOnce > 0 ? (restore.groups + restore.atOnce - 1) / restore.atOnce : 1;
  restore.initSeconds =
      restore.waves * volume.profileNumber(n::kDatabaseApp, n::kGroupInitTime, 0.0);
  const double replayRate = volume.profileNumber(n::kDatabaseApp, n::kLogReplayRate, 0.0);
  restore.replayKnown = !(restore.logBytes > 0.0) || replayRate > 0.0;
  if (restore.logBytes > 0.0 && replayRate > 0.0)
    restore.replaySeconds = restore.logBytes / replayRate;
  return restore;
}

namespace {
std::string duration(double seconds) { return units::formatDuration(seconds); }
} // namespace

std::string databaseRestoreWords(const DatabaseRestore& restore, const std::string& jobName,
                                 int requestedStreams) {
  std::string words = "job " + quote(jobName) + " restores a database";
  if (!restore.app.empty()) {
    words += " with " + restore.app + ": " + std::to_string(restore.groups) +
             (restore.groups == 1 ? " group" : " groups");
    if (restore.atOnce > 0) words += ", " + std::to_string(restore.atOnce) + " at a time";
    if (restore.initSeconds > 0.0)
      words += ", " + duration(restore.initSeconds) + " initialising them before their data";
    if (restore.streams(requestedStreams) < requestedStreams)
      words += "; it runs " + std::to_string(restore.streams(requestedStreams)) + " of its " +
               std::to_string(requestedStreams) + " streams";
  }
  if (restore.logBytes > 0.0) {
    words += "; " + bytesWords(restore.logBytes) + " of transaction logs follow the data";
    words += restore.replayKnown
                 ? " and are replayed in " + duration(restore.replaySeconds)
                 : ", and how long replaying them takes is not known (no log replay rate)";
  }
  return words;
}

} // namespace tapeflow::solver
