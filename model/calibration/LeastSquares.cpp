#include "calibration/LeastSquares.h"

#include <algorithm>
#include <cmath>

namespace tapeflow::calibration {
namespace {

// The step of the one-sided differences, in the logarithm of a figure: small enough to stay on
// one linear piece of the solver's answer, large enough to stand well above rounding.
constexpr double kDifferenceStep = 1e-6;

Expected<Eigen::MatrixXd> differences(const WeightedResiduals& residuals, const Eigen::VectorXd& u,
                                      const Eigen::VectorXd& r,
                                      const std::vector<LogBounds>& bounds) {
  Eigen::MatrixXd jacobian(r.size(), u.size());
  for (Eigen::Index f = 0; f < u.size(); ++f) {
    // Forward unless the figure is at its upper bound: a step must stay inside the bounds.
    const double step = u(f) + kDifferenceStep > bounds[static_cast<std::size_t>(f)].high
                            ? -kDifferenceStep
                            : kDifferenceStep;
    Eigen::VectorXd moved = u;
    moved(f) += step;
    const auto next = residuals(moved);
    if (!next) return Error{"a figure could not be set during the fit"};
    jacobian.col(f) = (*next - r) / step;
  }
  return jacobian;
}

Eigen::VectorXd clamp(Eigen::VectorXd u, const std::vector<LogBounds>& bounds) {
  for (Eigen::Index f = 0; f < u.size(); ++f) {
    const auto& b = bounds[static_cast<std::size_t>(f)];
    u(f) = std::clamp(u(f), b.low, b.high);
  }
  return u;
}

// The Levenberg-Marquardt step: the minimum-norm solution of the damped normal equations, so a
// direction the data do not see is not moved along.
Eigen::VectorXd lmStep(const Eigen::MatrixXd& j, const Eigen::VectorXd& r, double lambda) {
  Eigen::MatrixXd normal = j.transpose() * j;
  normal.diagonal() += lambda * normal.diagonal();
  return -normal.completeOrthogonalDecomposition().solve(j.transpose() * r);
}

} // namespace

Expected<LogFit> fitLogarithms(const WeightedResiduals& residuals, Eigen::VectorXd u,
                               const std::vector<LogBounds>& bounds, const FitOptions& options) {
  const auto start = residuals(u);
  if (!start) return start.error();
  LogFit fit;
  Eigen::VectorXd r = *start;
  Eigen::MatrixXd j;
  double lambda = 1e-3;
  for (fit.iterations = 0; fit.iterations < options.maxIterations; ++fit.iterations) {
    auto jacobian = differences(residuals, u, r, bounds);
    if (!jacobian) return jacobian.error();
    j = std::move(*jacobian);
    bool improved = false;
    // Raise the damping until a step lowers the residual (or the step is nothing).
    for (int attempt = 0; attempt < 30 && !improved; ++attempt, lambda *= 10) {
      const Eigen::VectorXd next = clamp(u + lmStep(j, r, lambda), bounds);
      const auto nextR = residuals(next);
      if (!nextR) continue;
      if (nextR->squaredNorm() < r.squaredNorm()) {
        const double gain = r.squaredNorm() - nextR->squaredNorm();
        fit.converged = gain <= options.tolerance * std::max(r.squaredNorm(), 1e-300);
        u = next;
        r = *nextR;
        improved = true;
        lambda = std::max(lambda / 100, 1e-12);
      }
    }
    if (!improved || fit.converged || r.squaredNorm() < 1e-24) {
      fit.converged = true;
      break;
    }
  }
  // The sensitivities at the solution say what the data identify; the last step's if they
  // cannot be had there.
  auto atEnd = differences(residuals, u, r, bounds);
  fit.sensitivity = atEnd ? std::move(*atEnd) : std::move(j);
  fit.u = std::move(u);
  fit.residuals = std::move(r);
  return fit;
}

} // namespace tapeflow::calibration
