#pragma once

// The fit's engine (issue 23): Levenberg-Marquardt on the logarithms of positive figures, with
// the Jacobian from one-sided differences of whole evaluations and each step the minimum-norm
// least-squares one (see Calibrate.h for why). calibrate() fits one document with it; the
// component proof of the validation set (validation/ComponentProof.h) fits the figures one
// paper's set-up shares across several documents with the same engine.

#include "calibration/Calibrate.h"
#include "util/Expected.h"

#include <Eigen/Dense>

#include <functional>
#include <vector>

namespace tapeflow::calibration {

// A free figure's range, as logarithms of its values.
struct LogBounds {
  double low = 0.0;
  double high = 0.0;
};

// The weighted residuals (relative errors in standard deviations) with the free figures at
// exp(u); an error when a figure cannot be set to such a value.
using WeightedResiduals = std::function<Expected<Eigen::VectorXd>(const Eigen::VectorXd& u)>;

struct LogFit {
  Eigen::VectorXd u;           // the logarithms of the fitted figures
  Eigen::VectorXd residuals;   // weighted, at u
  Eigen::MatrixXd sensitivity; // d residuals / d u at the solution
  int iterations = 0;
  bool converged = false;
};

[[nodiscard]] Expected<LogFit> fitLogarithms(const WeightedResiduals& residuals, Eigen::VectorXd u,
                                             const std::vector<LogBounds>& bounds,
                                             const FitOptions& options);

} // namespace tapeflow::calibration
