#pragma once

#include "topology/Measurement.h"

#include <QString>

#include <optional>

namespace tapeflow::solver {
struct SolveResult;
}
namespace tapeflow::topology {
class Topology;
}

namespace tapeflow::editor {

// A measurement against the prediction, in words, for the Measurements dock and the report: a
// job's rate in its run, or a figure's present value.
struct MeasurementRow {
  QString what; // the job's name, or the figure's title ("DLT 1 ▸ Native rate")
  QString run;  // "backup" or "restore" for a job; empty for a figure
  QString measured;
  QString predicted;                       // with its unit; or why there is none
  std::optional<double> error;             // predicted / measured - 1
  [[nodiscard]] QString errorText() const; // "+11.1 %"; empty when there is no prediction
};

[[nodiscard]] MeasurementRow measurementRow(const topology::Topology& topology,
                                            const topology::Measurement& measurement,
                                            const solver::SolveResult* backup,
                                            const solver::SolveResult* restore);

} // namespace tapeflow::editor
