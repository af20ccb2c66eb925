#pragma once

// Which fitted figures the measurements can identify, read from the Jacobian of the weighted
// residuals with respect to the logarithms of the free figures (one column per figure): a
// column of zeros is a figure no measurement depends on; a direction the singular value
// decomposition finds (almost) no change along is a set of figures that move the measurements
// only together (a drive and the bus it alone sits on, say), so the data fix their combination
// but not each one. Internal to model/calibration.

#include "calibration/Calibrate.h"

#include <Eigen/Dense>

namespace tapeflow::calibration {

struct ColumnVerdict {
  Identified identified = Identified::Yes;
  std::vector<std::size_t> together; // the other columns it moves with
};

[[nodiscard]] std::vector<ColumnVerdict> identifiability(const Eigen::MatrixXd& jacobian);

} // namespace tapeflow::calibration
