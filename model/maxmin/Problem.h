#pragma once

// The input of the max-min core: a weighted max-min sharing problem held as plain arrays.
//
//   capacity C_r > 0 for each constraint r (a link, a disk, a drive: anything shared),
//   weight   w_j > 0 for each variable j (a flow, a backup stream),
//   bound    b_j     for each variable: x_j <= b_j; b_j <= 0 or +infinity means none,
//   incidence A_rj > 0: variable j uses A_rj * x_j of constraint r.
//
// The incidence is compressed sparse column (CSC): the elements of variable j are
// columnStart[j] .. columnStart[j+1]-1, each naming its constraint (row) and coefficient. A
// column names each constraint at most once (readers add repeated pairs up before this). The
// arrays are std::vectors whose large blocks go on 2 MiB pages (LargeArray.h): the solver reads
// the columns at random.

#include "maxmin/LargeArray.h"
#include "util/Expected.h"

#include <cstdint>
#include <limits>
#include <vector>

namespace tapeflow::maxmin {

using Index = std::int32_t;

struct Problem {
  LargeArray<double> capacity;    // C_r, size C
  LargeArray<double> weight;      // w_j, size V
  LargeArray<double> bound;       // b_j, size V (<= 0 or +inf: no bound)
  LargeArray<Index> columnStart;  // size V + 1, columnStart[0] == 0
  LargeArray<Index> row;          // r of each element, size E
  LargeArray<double> coefficient; // A_rj of each element, size E

  [[nodiscard]] Index constraintCount() const { return static_cast<Index>(capacity.size()); }
  [[nodiscard]] Index variableCount() const { return static_cast<Index>(weight.size()); }
  [[nodiscard]] Index elementCount() const { return static_cast<Index>(row.size()); }
  [[nodiscard]] static bool hasBound(double b) { return (b > 0) & (b < kNoBound); }

  static constexpr double kNoBound = std::numeric_limits<double>::infinity();
};

// Whether `problem` meets what the solver assumes: consistent sizes, a monotone columnStart,
// rows in range and not repeated within a column, and every capacity, weight and coefficient
// positive and finite (bounds not NaN). The solver does not re-check this on every solve; call it
// once where problems are built.
[[nodiscard]] Status checkProblem(const Problem& problem);

} // namespace tapeflow::maxmin
