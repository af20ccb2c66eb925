#pragma once

// How a database application restores (issue 20, mechanism 8). A file restore streams its data;
// a database restore has mechanics of its own that the drive's rate does not show: the
// application restores its groups (Exchange storage groups, SQL Server databases) a few at a
// time, initialises each before its data flows, and after the data brings back the transaction
// logs and replays them before the database can be used (the restore objective counts that).
// HP 2007 saw the first as drops in the restore rate "if a storage group was initialized".

#include "solver/Parameters.h"

#include <algorithm>
#include <string>

namespace tapeflow::solver {

struct DatabaseRestore {
  std::string app;            // the database application's name; empty: no database mechanics apply
  int groups = 1;             // groups the data is split into
  int atOnce = 0;             // groups restored at the same time; 0: no limit from the application
  int waves = 1;              // rounds of groups, each initialised before its data flows
  double initSeconds = 0.0;   // initialising the groups, every round in turn
  double logBytes = 0.0;      // transaction logs restored after the data
  double replaySeconds = 0.0; // replaying them; 0 when the application gives no replay rate
  bool replayKnown = true;    // false: logs to replay and no replay rate to time it with

  [[nodiscard]] bool applies() const { return !app.empty() || logBytes > 0.0; }
  // Streams a restore job runs: its own count, at most the groups restored at once.
  [[nodiscard]] int streams(int requested) const {
    return atOnce > 0 ? std::min(requested, atOnce) : requested;
  }
};

// The database mechanics of restoring `volume` (a volume node's figures), or none: only a
// restore of a volume whose content is a database has them.
[[nodiscard]] DatabaseRestore databaseRestore(const Parameters& volume,
                                              topology::Direction direction);

// The words for a job that restores a database: what the mechanics add to its run.
[[nodiscard]] std::string databaseRestoreWords(const DatabaseRestore& restore,
                                               const std::string& jobName, int requestedStreams);

} // namespace tapeflow::solver
