#pragma once

// One figure a sweep varies (issue 19, "Sweeps"): a node's parameter, a link's parameter or a
// job's option, over a range (linear or logarithmic, N points) or a list, addressed as the file
// names it: "lto.native_rate=100MB/s:400MB/s:7", "lto.native_rate=100MB/s:400MB/s:7:log",
// "lto.native_rate=160MB/s,300MB/s,400MB/s", "job-1.streams=1:4" (integers: every value from one
// to the other when N is left out). A node's catalog entry is swept over a list of entries of its
// kind: "lto.entry=ibm-lto-7-fh,ibm-lto-8-fh,ibm-lto-9-fh" (Topology::setEntry; the node's own
// overrides stay). Counts that are numbers of the file (a disk group's members, a drive's
// concurrency, a job's streams) are swept like any other number.

#include "catalog/Parameter.h"
#include "topology/Topology.h"
#include "util/Expected.h"

#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::whatif {

enum class AxisTarget {
  NodeParameter,
  NodeEntry,
  LinkParameter,
  JobOption,
  DriveCount, // "drive.drives=1:8": that many drives of its model (DriveCount.h)
};

struct SweepAxis {
  AxisTarget target = AxisTarget::NodeParameter;
  std::string owner;     // node, link or job id
  std::string name;      // parameter or option name as in the file; "entry" for NodeEntry
  std::string ownerName; // the node's or job's name, for people
  std::vector<catalog::Value> values; // NodeEntry: entry ids (strings)
  std::vector<std::string> labels;    // each value as people read it (entries: display names)
};

// Whether applying the axis builds the diagram (drives added) rather than setting a figure: each
// point then starts again from the document as drawn.
[[nodiscard]] bool isStructural(const SweepAxis& axis);

// Job options a sweep can vary (numbers; the file's names).
[[nodiscard]] const std::vector<std::string_view>& sweepableJobOptions();

// Parses "OWNER.NAME=SPEC" against the document: the owner and its parameter must exist, and
// every value must be valid for it (the document's own checks). Errors say what and where.
[[nodiscard]] Expected<SweepAxis> parseAxis(const topology::Topology& topology,
                                            std::string_view text);

// Sets the axis's value `index` on the document through its operations (refused values are
// refused there).
[[nodiscard]] Status applyAxis(topology::Topology& topology, const SweepAxis& axis,
                               std::size_t index);

} // namespace tapeflow::whatif
