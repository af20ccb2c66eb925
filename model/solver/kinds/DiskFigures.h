#pragma once

// What a disk drive's and a disk array's rules share: a disk's figures for DiskMediaRate.h (as a
// disk drive node states them, or as the catalog entry an array names as its member disk states
// them), and the disk's streaming resource. A node with "rate_from_media" set keeps only the rates
// it gives itself (UnstatedDiskRate.h).

#include "solver/BackgroundLoad.h"
#include "solver/DiskMediaRate.h"
#include "solver/Parameters.h"
#include "solver/kinds/NodeVisit.h"

#include <optional>

namespace tapeflow::solver::kinds {

[[nodiscard]] DiskFigures diskFigures(const Parameters& p);
// A figure the node (or its entry) states, or the catalog entry `t` (null: none) states.
[[nodiscard]] std::optional<double> statedFigure(const Parameters& p, names::Figure figure);
[[nodiscard]] std::optional<double> statedFigure(const FigureTables::Table* t,
                                                 names::Figure figure);
// A rate figure (read, write, member) the node states, as the disk rules take it: with
// "rate_from_media" set only the node's own counts, not its entry's.
[[nodiscard]] std::optional<double> statedRate(const Parameters& p, names::Figure figure);
[[nodiscard]] DiskFigures diskFigures(const FigureTables::Table& t);
// `disk` with its stated rates set aside, for the rule to work them out (rate_from_media).
[[nodiscard]] DiskFigures withoutStatedRates(DiskFigures disk);

// The disk's streaming reads (a backup) or writes (a restore) at `rate`, one byte a byte:
// "disk:<id>:read", labelled "<name> read". A backup reading several files at once, or reading
// while other work moves the heads, pays `access` (spindleAccess(), 0 for flash) per read at
// `accessRate`, the rate of the disk (or the array member) whose heads move (InterleavedReads.h).
void addStreamingDisk(const NodeVisit& visit, double rate, double access = 0.0,
                      double accessRate = 0.0);
// The job of `visit` reads several files at once from this disk.
[[nodiscard]] inline bool interleavesHere(const NodeVisit& visit) {
  return visit.backup && !visit.isTarget && visit.job.interleaved.interleave();
}
// The share of this disk's time other work takes (its background load, BackgroundLoad.h).
[[nodiscard]] inline double otherWork(const NodeVisit& visit) {
  return 1.0 - shareLeftForJobs(visit.figures);
}
// The job's reads of this disk pay for its heads' moves: it reads several files at once, or other
// work sends the heads away between its reads (only then is the access time worth looking up).
[[nodiscard]] inline bool seeksHere(const NodeVisit& visit) {
  return interleavesHere(visit) || (visit.backup && !visit.isTarget &&
                                    visit.job.interleaved.size > 0.0 && otherWork(visit) > 0.0);
}

} // namespace tapeflow::solver::kinds
