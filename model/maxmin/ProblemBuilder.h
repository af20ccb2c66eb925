#pragma once

// Building a Problem from elements given in any order, as files and topologies produce them.

#include "maxmin/Problem.h"

#include <span>
#include <vector>

namespace tapeflow::maxmin {

struct Element {
  Index constraint; // r
  Index variable;   // j
  double coefficient;
};

// Sets problem.columnStart, row and coefficient from `elements` (in any order, indices in
// range of problem.capacity and problem.weight). A repeated (r, j) pair becomes one element
// whose coefficient is the sum, as SimGrid's expand() does. O(E + C + V).
void setIncidence(Problem& problem, std::span<const Element> elements);

// Convenience for code and tests that build a system by hand.
class ProblemBuilder {
public:
  Index addConstraint(double capacity);
  Index addVariable(double weight, double bound = 0.0); // bound <= 0: none
  void addElement(Index constraint, Index variable, double coefficient);
  [[nodiscard]] Problem build() const;

private:
  Problem m_problem;
  std::vector<Element> m_elements;
};

} // namespace tapeflow::maxmin
