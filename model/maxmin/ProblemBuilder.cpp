#include "maxmin/ProblemBuilder.h"

namespace tapeflow::maxmin {

void setIncidence(Problem& problem, std::span<const Element> elements) {
  const std::size_t variables = problem.weight.size();
  // Counting sort by variable: columnStart[j + 1] first counts, then is the fill cursor.
  problem.columnStart.assign(variables + 1, 0);
  for (const Element& element : elements) ++problem.columnStart[element.variable + 1];
  for (std::size_t j = 0; j < variables; ++j) problem.columnStart[j + 1] += problem.columnStart[j];
  std::vector<Index> cursor(problem.columnStart.begin(), problem.columnStart.end() - 1);
  problem.row.resize(elements.size());
  problem.coefficient.resize(elements.size());
  for (const Element& element : elements) {
    const Index k = cursor[element.variable]++;
    problem.row[k] = element.constraint;
    problem.coefficient[k] = element.coefficient;
  }

  // Merge repeated rows within each column, compacting in place; slot[r] is where row r sits
  // in the current column (valid when owner[r] is that column).
  std::vector<std::size_t> owner(problem.capacity.size(), variables);
  std::vector<Index> slot(problem.capacity.size(), 0);
  Index out = 0;
  Index begin = 0;
  for (std::size_t j = 0; j < variables; ++j) {
    const Index end = problem.columnStart[j + 1];
    problem.columnStart[j] = out;
    for (Index k = begin; k < end; ++k) {
      const Index r = problem.row[k];
      if (owner[r] == j) {
        problem.coefficient[slot[r]] += problem.coefficient[k];
        continue;
      }
      owner[r] = j;
      slot[r] = out;
      problem.row[out] = r;
      problem.coefficient[out] = problem.coefficient[k];
      ++out;
    }
    begin = end;
  }
  problem.columnStart[variables] = out;
  problem.row.resize(std::size_t(out));
  problem.coefficient.resize(std::size_t(out));
}

Index ProblemBuilder::addConstraint(double capacity) {
  m_problem.capacity.push_back(capacity);
  return m_problem.constraintCount() - 1;
}

Index ProblemBuilder::addVariable(double weight, double bound) {
  m_problem.weight.push_back(weight);
  m_problem.bound.push_back(bound);
  return m_problem.variableCount() - 1;
}

void ProblemBuilder::addElement(Index constraint, Index variable, double coefficient) {
  m_elements.push_back({constraint, variable, coefficient});
}

Problem ProblemBuilder::build() const {
  Problem problem = m_problem;
  setIncidence(problem, m_elements);
  return problem;
}

} // namespace tapeflow::maxmin
