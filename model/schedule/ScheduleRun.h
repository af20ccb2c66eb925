#pragma once

// The schedule run night by night (issue 25): each day's jobs at that day's levels, solved with
// the timeline (drive pools, robot, cartridges), judged against the night's window.

#include "solver/Solver.h"
#include "topology/Topology.h"
#include "whatif/Verdict.h"

#include <string>
#include <vector>

namespace tapeflow::schedule {

struct NightJob {
  std::string id;
  std::string name;
  topology::BackupLevel level = topology::BackupLevel::Full;
  int daysOfChange = 1;
  double bytes = 0.0; // what it moved
  double start = 0.0;
  double end = 0.0;
  int cartridges = 0; // cartridges it mounted (0 for a NULL device)
  std::string error;  // why it cannot run
};

struct Night {
  std::string day;
  whatif::Verdict verdict; // the run's time against the night's window
  std::vector<NightJob> jobs;
  std::string busiest;     // the busiest component of the run, for people
  double busiestUse = 0.0; // its utilisation, 0 to 1
  int cartridges = 0;      // media used: cartridges mounted by all jobs
  double bytes = 0.0;      // logical bytes backed up
  solver::SolveResult run; // the night's solve, with its timeline (for a Gantt chart)
};

struct ScheduleRun {
  std::vector<Night> nights;
  std::vector<std::string> problems; // schedule entries that could not run, in words
};

// The document's schedule (topology.schedule()), every night solved as a backup run.
[[nodiscard]] ScheduleRun runSchedule(const topology::Topology& topology);

// The document as it runs on `day`: the jobs scheduled that night at their levels, the others
// removed.
[[nodiscard]] topology::Topology nightDocument(const topology::Topology& topology, std::size_t day);

} // namespace tapeflow::schedule
