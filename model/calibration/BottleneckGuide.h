#pragma once

// The HP paper's bottleneck determination (HP Data Protector 6 performance white paper, 2007,
// "Finding bottlenecks" and Tables 1 to 9) on the user's own diagram (issue 23): measure each
// part of a job's data path on its own (the tape drive's write rate with L&TT or `btape speed`,
// the disk's read rate through the file system with HPReadData, fio or dd, the network with
// iperf, the backup to a NULL device, which is the whole path without the drive) and the whole
// job; a part whose own rate is well above the job's cannot be what holds the job, and the one
// whose own rate is near the job's is the bottleneck ("Test 5 [151.69 MB/s] was very close to the
// tape drive performance of Test 1 [154 MB/s] ... therefore it became the bottleneck").
//
// bottleneckGuide() lists these steps for one job with what the document's measurements already
// say, in whatever subset the user has, and compares the result with the model's predicted
// bottleneck. A part's measured rate is the rate it leaves this job (ComponentRate.h): the
// measured figure put into the model and seen through the job's coefficients (a drive's native
// rate times the compression its data get) and what the other jobs of the run put through it.
//
// The verdict, with R the job's measured rate and I a part's rate (kNear = 15 %: HP calls a tape
// 7 % above the job "very close", Table 5; a network 11 % above "very close", Table 3):
//   I < R (1 - kNear)   the job ran faster than the part alone: the test's conditions were not
//                       the job's (compressible data, block size, streams); it says nothing;
//   I <= R (1 + kNear)  the part may hold the job; the lowest such part is the bottleneck, the
//                       others are close;
//   otherwise           ruled out.
// The NULL device run N: N <= R (1 + kNear) rules the drive out (the job runs as fast without
// it); N above rules out everything before the drive, so the drive is the bottleneck (to be
// confirmed by its own test). With nothing near, the bottleneck is in a part not yet measured,
// or, every step taken, in what no step measures alone: the servers' buses and CPUs or the
// backup application.
//
// Names are the document's (node and job names); the words for people are the app's to make.

#include "solver/Solver.h"
#include "topology/Topology.h"
#include "util/Expected.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::calibration {

inline constexpr double kNear = 0.15;

// Where along a job's data path a bottleneck is.
enum class PathPart { Drive, Storage, Network, Servers };

enum class GuideStage {
  WholeJob,   // the job's own rate (the backup tool's log)
  Drive,      // the tape drive alone: write test (read test for a restore)
  Storage,    // the disk or array alone: read test (write test for a restore)
  Network,    // the network path: one stream's rate through the NIC (iperf)
  NullDevice, // the same data backed up to a NULL device: the whole path without the drive
};

enum class StepState {
  Done,      // a measurement of it is in the document
  Next,      // the step to take next
  ToDo,      // still useful, after the next one
  NotNeeded, // what it would tell is known already
  NeedsJob,  // the diagram has no job to a NULL device from this job's source
};

enum class Finding {
  None,             // no measurement, or nothing to compare it with yet
  Bottleneck,       // near the job's rate, and the lowest such part
  Close,            // near the job's rate as well: it may hold the job at times
  RuledOut,         // well above the job's rate
  BelowJob,         // slower alone than the job ran: the test's conditions were not the job's
  DriveRuledOut,    // a NULL device run near the job's rate: the drive does not hold it
  UpstreamRuledOut, // a NULL device run well above the job's rate: the drive is left
};

struct GuideStep {
  GuideStage stage = GuideStage::WholeJob;
  StepState state = StepState::ToDo;
  // What it measures, by the name people see: the job's, the drive's, the array's, the NIC's;
  // for the NULL device step the NULL job's name, or the source's when there is none.
  std::string component;
  // What the measurement dialog is opened on for this step: "job:ID" or "figure:NODE.PARAMETER";
  // empty when nothing in the diagram can be measured for it.
  std::string subject;
  std::string measurement;         // the measurement's id, when done
  std::optional<double> measured;  // the rate it leaves the job, logical bytes/s
  std::optional<double> predicted; // the same with the document's figures
  Finding finding = Finding::None;
};

enum class GuideVerdict {
  NeedJobRate,        // the job's own rate is not measured: nothing to compare with yet
  Found,              // a measured part runs near the job's rate
  DriveByElimination, // the NULL device run is well above the job's: the drive, not measured
  NotYet,             // every part measured is well above the job's rate; steps remain
  Elsewhere,          // every step taken, all well above: the servers, buses or the application
};

struct BottleneckGuide {
  std::string job;
  std::string jobName;
  topology::Direction direction = topology::Direction::Backup;
  std::vector<GuideStep> steps;
  GuideVerdict verdict = GuideVerdict::NeedJobRate;
  std::optional<PathPart> part; // where the bottleneck is (Found, DriveByElimination, Elsewhere)
  std::string component;        // its name, when it is one component
  // The model's prediction in the same run, for comparison.
  double predictedRate = 0.0;
  solver::Limit predictedBottleneck;
  PathPart predictedPart = PathPart::Servers;
  [[nodiscard]] const GuideStep* step(GuideStage stage) const;
  [[nodiscard]] const GuideStep* next() const; // the step in state Next, if any
};

// The steps for the job `job` in its own direction. Refused when the document has no such job or
// the job cannot run (no route): then there is no path to walk.
[[nodiscard]] Expected<BottleneckGuide> bottleneckGuide(const topology::Topology& topology,
                                                        std::string_view job);

} // namespace tapeflow::calibration
