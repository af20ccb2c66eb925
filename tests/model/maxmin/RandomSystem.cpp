#include "RandomSystem.h"

#include "maxmin/ProblemBuilder.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <vector>

namespace tapeflow::maxmin::test {

Problem randomSystem(std::mt19937_64& rng, const RandomShape& shape) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  const auto pick = [&](int n) { return int(rng() % std::uint64_t(n)); };
  ProblemBuilder b;
  const int nc = shape.minConstraints + pick(shape.constraints - shape.minConstraints + 1);
  const int nv = shape.minVariables + pick(shape.variables - shape.minVariables + 1);
  for (int r = 0; r < nc; ++r)
    b.addConstraint(shape.scale * (shape.ties ? 1 + pick(6) : 0.1 + 10 * unit(rng)));
  for (int j = 0; j < nv; ++j) {
    const double w = shape.ties ? 1 + pick(3) : std::exp(std::log(10.0) * (2 * unit(rng) - 1));
    double bound = 0;
    if (pick(10) < 3) bound = shape.scale * w * (shape.ties ? 0.5 * (1 + pick(4)) : 2 * unit(rng));
    const Index v = b.addVariable(w, bound);
    std::vector<int> rows(static_cast<std::size_t>(nc));
    std::iota(rows.begin(), rows.end(), 0);
    std::shuffle(rows.begin(), rows.end(), rng);
    const int used = 1 + pick(std::min(nc, 4));
    for (int i = 0; i < used; ++i)
      b.addElement(rows[std::size_t(i)], v, shape.ties ? 1 + pick(2) : 0.25 + 2 * unit(rng));
  }
  return b.build();
}

} // namespace tapeflow::maxmin::test
