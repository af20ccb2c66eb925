#pragma once

// Reading old topology files: an ordered chain of small functions, each turning the JSON of one
// format version into the next (CONVENTIONS.md "Files and versions"). The reader upgrades a file
// to kTopologyFormatVersion first and then reads only that version, so old files open forever
// and each step is tested on its own with sample files (tests/model/data/topologies/v1/).

#include "util/Expected.h"
#include "util/JsonReader.h"

namespace tapeflow::io {

// v1 -> v2: scenarios arrive. A v1 file has none; a member "scenarios" in a v1 file was unknown
// to v1 (ignored with a warning), so it is kept under another name and warned about again
// rather than read as scenarios it never was.
void upgradeV1ToV2(Json& document);

// v2 -> v3: measurements (what the user observed), the figures calibrated from them and a
// schedule of backup levels arrive, all optional top-level members; in a v2 file they were unknown
// and are kept aside the same way.
void upgradeV2ToV3(Json& document);

// Upgrades a "tapeflow-topology" document of any known version to kTopologyFormatVersion, in
// place. Refused, saying so, when its version is not an integer, below 1, or newer than this
// Tapeflow reads.
[[nodiscard]] Status upgradeTopology(Json& document);

} // namespace tapeflow::io
