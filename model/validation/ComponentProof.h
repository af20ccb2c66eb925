#pragma once

// Issue 23's proof on the papers: for a measured set-up, the rows that measure a component or a
// path (a tape drive test, a disk read test, a job to a NULL device, a RAWREAD rating) calibrate
// the figures they test, and the rows of the backup application are predicted with them, before
// and after. The groups (which rows are components, which are applications) are data:
// resources/validation/component-proof.json.
//
// The figures are those of catalog entries, shared by every file of the set-up that uses the
// entry: a fitted figure is a ratio applied to the figure of every node of that entry, in every
// file of the group (a drive's native rate fitted to the L&TT row moves the same drive in the
// Data Protector file). Which figures are free is decided per component row, as
// calibration::defaultFreeFigures() decides for a user's measurement of that job (its
// bottleneck's figure and the sustained rates on its path), plus every figure measured on its
// own. The fit is calibration::fitLogarithms(), the engine calibrate() uses.

#include "calibration/Calibrate.h"
#include "validation/Validation.h"

#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::validation {

// A figure measured on its own, for every node of a catalog entry in the group's files.
struct EntryFigureMeasurement {
  std::string entry;
  std::string parameter;
  std::string value;  // with its unit, as the paper gives it (after any stated arithmetic)
  std::string source; // where the paper prints it
};

struct ProofGroup {
  std::string paper;
  std::string name;
  std::vector<std::string> components; // record ids of the validation set
  std::vector<EntryFigureMeasurement> figures;
  std::vector<std::string> applications; // record ids
  std::string why;
};

// The groups of a component-proof file; errors name the group and member.
[[nodiscard]] Expected<std::vector<ProofGroup>> readProofGroups(std::string_view json);

struct ProofDocument {
  std::string file; // as the rows name it
  topology::Topology topology;
};

// A fitted figure of a catalog entry, as a ratio to the value each file gives it.
struct SharedFigure {
  std::string entry;
  std::string parameter;
  std::string label; // "Ultrium 960 ▸ Native rate" (the first node found)
  double ratio = 1.0;
  calibration::Identified identified = calibration::Identified::Yes;
};

struct GroupProof {
  ProofGroup group;
  std::vector<SharedFigure> figures;
  std::vector<Row> componentsBefore, componentsAfter;
  std::vector<Row> applicationsBefore, applicationsAfter;
  bool converged = false;
};

// One group fitted and its applications predicted. Refused when a record id is not in `set`.
[[nodiscard]] Expected<GroupProof> proveGroup(const ProofGroup& group,
                                              const std::vector<ProofDocument>& set,
                                              const calibration::FitOptions& options = {});

struct PaperProof {
  std::string paper;
  Summary before; // the paper's application rows, uncalibrated
  Summary after;  // the same rows with the figures their components calibrated
};

// The application rows of every group, summarised by paper (in order of first appearance).
[[nodiscard]] std::vector<PaperProof> byPaper(const std::vector<GroupProof>& groups);

} // namespace tapeflow::validation
