#pragma once

// The topology file format ("tapeflow-topology", version 2; docs/topology-format.md and
// resources/schema/tapeflow-topology.schema.json). Older versions are upgraded as they load
// (FormatUpgrade.h); files are written in the current version. Loading checks everything a person
// can get wrong and reports each problem with the file, its JSON Pointer and what is wrong; a
// document with any error is not returned, so a bad file can never replace the user's open
// document.

#include "topology/Topology.h"
#include "util/Diagnostics.h"

#include <memory>
#include <string>

namespace tapeflow::io {

inline constexpr int kTopologyFormatVersion = 3;

struct LoadResult {
  std::unique_ptr<topology::Topology> topology; // null when there is any error
  Diagnostics diagnostics;                      // errors and warnings (unknown keys, ...)
};

[[nodiscard]] LoadResult loadTopologyFile(const std::string& path,
                                          std::shared_ptr<const catalog::Catalog> catalog);
[[nodiscard]] LoadResult loadTopologyText(std::string_view text, const std::string& fileName,
                                          std::shared_ptr<const catalog::Catalog> catalog);

// The document as JSON text: members in a fixed, readable order, two-space indent, overrides
// only (catalog figures stay in the catalog), a final newline.
[[nodiscard]] std::string saveTopologyText(const topology::Topology& topology);

// Writes atomically: to a temporary file beside `path`, then renamed over it, so a crash or a
// full disk never leaves a half-written file.
[[nodiscard]] Status saveTopologyFile(const topology::Topology& topology, const std::string& path);

} // namespace tapeflow::io
