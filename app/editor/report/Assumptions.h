#pragma once

#include <QString>

#include <vector>

namespace tapeflow::solver {
struct SolveResult;
}
namespace tapeflow::topology {
class Topology;
}

namespace tapeflow::editor {

// One figure the prediction rests on, for the report's assumptions section.
struct Assumption {
  QString component;       // node, link, profile entry or job
  QString parameter;       // its label
  QString value;           // with its unit: "160 MB/s"
  QString source;          // catalog entry and reference, "set in this file", or a kind's default
  bool overridden = false; // the file overrides the catalog's figure
  QString note;            // the source's note, if any: often shared by all figures of one entry
};

// Every parameter of what the jobs use: the nodes and links on any job's path (backup or
// restore), the profile entries they refer to (backup application, file system), and the jobs'
// own settings. Each with its value and where it comes from; overrides are flagged. Nodes of one
// catalog entry with the same overrides share their rows (`component` names them all).
[[nodiscard]] std::vector<Assumption> collectAssumptions(const topology::Topology& topology,
                                                         const solver::SolveResult* backup,
                                                         const solver::SolveResult* restore);

} // namespace tapeflow::editor
