#pragma once

// A running sum kept as an unevaluated pair hi + lo (Knuth's TwoSum, as in Neumaier's and
// Ogita-Rump-Oishi's compensated summation). Each add() records the exact rounding error of
// hi + y in lo, so the sum is accurate to about one rounding of its *current* value plus n * eps^2
// times the sum of the magnitudes added, instead of n * eps times that magnitude.
//
// The max-min core needs this because it subtracts frozen usage from a constraint's capacity
// and usage one variable at a time: when most of a constraint is frozen, the remainder is a
// small difference of large numbers, and a plain running sum would have lost the digits that
// decide its saturation level. Branch-free, six flops; must not be compiled with -ffast-math.

namespace tapeflow::maxmin {

struct CompensatedSum {
  double hi = 0.0;
  double lo = 0.0;

  void add(double y) {
    const double s = hi + y;
    const double yPart = s - hi;
    const double error = (hi - (s - yPart)) + (y - yPart);
    hi = s;
    lo += error;
  }
  [[nodiscard]] double value() const { return hi + lo; }
};

} // namespace tapeflow::maxmin
