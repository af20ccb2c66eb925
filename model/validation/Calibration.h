#pragma once

// Keeping the calibration honest (issue 20): which calibrated catalog figures a validation row
// leans on, and whether one of them was fitted to the very table the row checks. A row that
// uses such a figure partly measures the fit, not the physics; the rows that do not are the
// measure of how well the model generalises.
//
// A calibrated figure says where it was fitted in its source's `where` text ("Table 3 (...)",
// "Tables 3-4", "Figures 35-36", "'LAN bandwidth limits backup performance': ..."). A record
// says where its figure is printed in `table` and `row` ("Table 2", "Tuning" with a row
// "CRC check ON (Figure 44)", "Restore performance slower than backup performance; Figure 5").
// Both are read as sets of citations: "table N" and "figure N" (lists and ranges expanded) and
// named sections (quoted in a figure's text; each ';'-separated part of a record's table that is
// not itself a table or figure). A figure is calibrated from a row's own table when its source
// is the row's paper and the two sets share a citation.

#include "topology/Topology.h"

#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::validation {

struct CalibratedFigure {
  std::string entry;     // the catalog entry, for people ("Quantum SDLT 320")
  std::string parameter; // the parameter's label ("Native rate")
  std::string ref;       // the source it was fitted to ("quantum-2003")
  std::string where;     // the source's where text
};

// The calibrated figures `topology` uses: those of every node's catalog entry that the node does
// not override, and of every entry they refer to (backup application, file system, operating
// system profiles), each once.
[[nodiscard]] std::vector<CalibratedFigure> calibratedFigures(const topology::Topology& topology);

// The citations in a figure's where text: "table 3", "figure 35", "section <title>".
[[nodiscard]] std::set<std::string> citationsOfSource(std::string_view where);
// The citations of a record's table and row.
[[nodiscard]] std::set<std::string> citationsOfRecord(const topology::ValidationRecord& record);

// Whether `figure` was calibrated from the table `record` checks.
[[nodiscard]] bool calibratedFrom(const CalibratedFigure& figure,
                                  const topology::ValidationRecord& record);

} // namespace tapeflow::validation
