#pragma once

// The certificate of FORMAT.md, for tests: x is feasible and every variable is at its bound or
// has a bottleneck (a saturated constraint on which its x_j / w_j is the largest). Also checks
// that what the solver says froze each variable is such a bottleneck (or its bound).

#include "maxmin/MaxMin.h"

#include <string>
#include <vector>

namespace tapeflow::maxmin::test {

// Violations found with relative tolerance `rtol`; empty when the certificate holds.
[[nodiscard]] std::vector<std::string>
certificateViolations(const Problem& problem, const Solution& solution, double rtol = 1e-9);

// |x - expected| <= rtol |expected| + atol: the tolerance of FORMAT.md.
[[nodiscard]] inline bool close(double x, double expected, double rtol = 1e-9,
                                double atol = 1e-12) {
  const double d = x > expected ? x - expected : expected - x;
  return d <= rtol * (expected < 0 ? -expected : expected) + atol;
}

} // namespace tapeflow::maxmin::test
