#pragma once

// The tornado chart's data (issue 19): for each component that matters to the runs, the backup
// and restore run times with its capacity figure at -50 % and at +50 %, each a real solve of a
// copy of the document with that figure overridden. The app draws the bars; this only counts.

#include "whatif/Sweep.h"

#include <string>
#include <vector>

namespace tapeflow::whatif {

struct TornadoBar {
  std::string key;                    // the resource's key
  std::string label;                  // the resource, for people
  std::string owner;                  // node or link id whose figure is scaled
  std::string parameter;              // that figure's name
  bool link = false;                  // the owner is a link
  RunFigures lowBackup, lowRestore;   // the figure at 50 %
  RunFigures highBackup, highRestore; // the figure at 150 %
  std::string error;                  // the model refused one of the values (then no figures)
};

struct TornadoData {
  RunFigures backup; // the document as it is
  RunFigures restore;
  std::vector<TornadoBar> bars; // widest swing of the backup or restore run time first
};

// Components taken: those whose resources are busiest (utilisation at least `busy` in either
// run, the saturated ones included), at most `count`.
[[nodiscard]] TornadoData tornado(const topology::Topology& document, std::size_t count = 12,
                                  double busy = 0.5);

} // namespace tapeflow::whatif
