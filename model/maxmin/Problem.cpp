#include "maxmin/Problem.h"

#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace tapeflow::maxmin {
namespace {

bool positiveFinite(double value) { return std::isfinite(value) && value > 0; }

Error fail(std::string what, std::size_t index) {
  return Error{what + " " + std::to_string(index)};
}

} // namespace

Status checkProblem(const Problem& problem) {
  const std::size_t c = problem.capacity.size();
  const std::size_t v = problem.weight.size();
  const std::size_t e = problem.row.size();
  if (c > std::size_t(std::numeric_limits<Index>::max()) ||
      v >= std::size_t(std::numeric_limits<Index>::max()) ||
      e > std::size_t(std::numeric_limits<Index>::max()))
    return Error{"problem too large for 32-bit indices"};
  if (problem.bound.size() != v) return Error{"bound has a different size than weight"};
  if (problem.columnStart.size() != v + 1) return Error{"columnStart must have V + 1 entries"};
  if (problem.coefficient.size() != e) return Error{"coefficient and row differ in size"};
  if (problem.columnStart.front() != 0 || std::size_t(problem.columnStart.back()) != e)
    return Error{"columnStart must run from 0 to the number of elements"};
  for (std::size_t j = 0; j < v; ++j)
    if (problem.columnStart[j] > problem.columnStart[j + 1])
      return fail("columnStart decreases at", j);
  for (std::size_t r = 0; r < c; ++r)
    if (!positiveFinite(problem.capacity[r]))
      return fail("non-positive or non-finite capacity of constraint", r);
  for (std::size_t j = 0; j < v; ++j) {
    if (!positiveFinite(problem.weight[j]))
      return fail("non-positive or non-finite weight of variable", j);
    if (std::isnan(problem.bound[j])) return fail("NaN bound on variable", j);
  }
  std::vector<std::size_t> lastColumn(c, v); // the column that last named each row
  for (std::size_t j = 0; j < v; ++j) {
    for (auto k = std::size_t(problem.columnStart[j]); k < std::size_t(problem.columnStart[j + 1]);
         ++k) {
      const Index r = problem.row[k];
      if (r < 0 || std::size_t(r) >= c) return fail("row out of range in element", k);
      if (lastColumn[r] == j) return fail("constraint repeated in the column of variable", j);
      lastColumn[r] = j;
      if (!positiveFinite(problem.coefficient[k]))
        return fail("non-positive or non-finite coefficient in element", k);
    }
  }
  return Done{};
}

} // namespace tapeflow::maxmin
