#include "calibration/Identifiability.h"

#include <algorithm>
#include <cmath>

namespace tapeflow::calibration {

namespace {
// Below this share of the largest, a singular value is no information: the residuals are scaled
// by their uncertainty, so this is far below anything a measurement can say.
constexpr double kRankTolerance = 1e-8;
// A figure takes part in an unidentified direction when it carries this much of it.
constexpr double kShare = 0.1;
} // namespace

std::vector<ColumnVerdict> identifiability(const Eigen::MatrixXd& jacobian) {
  const auto columns = static_cast<std::size_t>(jacobian.cols());
  std::vector<ColumnVerdict> verdicts(columns);
  Eigen::MatrixXd scaled = jacobian;
  double largest = 0.0;
  for (Eigen::Index c = 0; c < jacobian.cols(); ++c)
    largest = std::max(largest, jacobian.col(c).norm());
  if (largest == 0.0) {
    for (auto& verdict : verdicts) verdict.identified = Identified::NoMeasurement;
    return verdicts;
  }
  std::vector<bool> dead(columns, false);
  for (std::size_t c = 0; c < columns; ++c) {
    const double norm = jacobian.col(static_cast<Eigen::Index>(c)).norm();
    dead[c] = norm <= kRankTolerance * largest;
    // Unit columns: the question is which directions are lost, not which figure moves most.
    scaled.col(static_cast<Eigen::Index>(c)) =
        dead[c] ? Eigen::VectorXd::Zero(jacobian.rows())
                : Eigen::VectorXd(jacobian.col(static_cast<Eigen::Index>(c)) / norm);
    if (dead[c]) verdicts[c].identified = Identified::NoMeasurement;
  }
  // A full decomposition: with fewer measurements than figures, the lost directions are the
  // right singular vectors beyond the rank as well as those of tiny singular values.
  const Eigen::JacobiSVD<Eigen::MatrixXd> svd(scaled, Eigen::ComputeFullV);
  const auto& values = svd.singularValues();
  const Eigen::MatrixXd& v = svd.matrixV();
  for (Eigen::Index k = 0; k < v.cols(); ++k) {
    const bool lost = k >= values.size() || values(k) <= kRankTolerance;
    if (!lost) continue;
    std::vector<std::size_t> members;
    for (std::size_t c = 0; c < columns; ++c)
      if (!dead[c] && std::abs(v(static_cast<Eigen::Index>(c), k)) > kShare) members.push_back(c);
    if (members.size() < 2) continue; // a live column alone is never lost
    for (const std::size_t c : members) {
      verdicts[c].identified = Identified::OnlyTogether;
      for (const std::size_t other : members)
        if (other != c && std::find(verdicts[c].together.begin(), verdicts[c].together.end(),
                                    other) == verdicts[c].together.end())
          verdicts[c].together.push_back(other);
    }
  }
  return verdicts;
}

} // namespace tapeflow::calibration
