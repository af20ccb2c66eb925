// Single edits of a max-min system, re-solved as Tapeflow re-solves them (issue 43), for the
// side-by-side with SimGrid's LMM with selective update (scripts/bench-simgrid-edits.sh). Not a
// test: it prints figures and exits 0 whatever they are (1 when an answer is wrong).
//
//   tapeflow-lmm-edit-bench SYSTEM.lmm EDITS [SOLUTION_OUT [REACHED_OUT]]
//
// EDITS holds one change a line: `c ID CAPACITY` (a constraint's new capacity) or `v ID BOUND`
// (a variable's new bound; 0: none). The system is split once into its independent components
// (constraints joined by the variables that use them), as the solver splits a diagram into
// parts. Each edit is then made twice over, in two copies of the components, each timed with
// what it does: once with the edited component solved again whatever the change (a solve from
// scratch of what the change can reach, as SimGrid's selective update does), once brought up to
// date by maxmin::resolve(), which keeps the answer where the change reaches no share and solves
// the component again otherwise. The edits that reached a share are also reported apart (and
// written to REACHED_OUT, a flag a line, for SimGrid's half to time the same ones). For
// reference, the first kReferenceEdits edits with the whole system solved again each time (as
// SimGrid's side times its System with selective update off). SOLUTION_OUT gets the final x after
// the last edit (lmm-solution 1), to compare with SimGrid's.

#include "EditSequence.h"

#include "maxmin/MaxMin.h"
#include "maxmin/Resolve.h"
#include "maxmin/SolutionFile.h"
#include "maxmin/SystemReader.h"
#include "util/UnionFind.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <optional>
#include <string>
#include <vector>

using namespace tapeflow;
using namespace tapeflow::maxmin;
using tapeflow::bench::Edit;
using tapeflow::bench::kReferenceEdits;
using tapeflow::bench::report;

namespace {

// One independent component: its own problem, numbered locally, and where its variables and
// constraints are in the whole system.
struct Component {
  Problem problem;
  Solution solution;
  std::vector<Index> variables; // whole-system ids, in local order
};

struct Split {
  std::vector<Component> components;
  std::vector<std::size_t> componentOfConstraint, localConstraint;
  std::vector<std::size_t> componentOfVariable, localVariable;
};

Split split(const Problem& whole) {
  const auto constraints = std::size_t(whole.constraintCount());
  const auto variables = std::size_t(whole.variableCount());
  UnionFind sets(constraints);
  for (std::size_t v = 0; v < variables; ++v)
    for (Index e = whole.columnStart[v] + 1; e < whole.columnStart[v + 1]; ++e)
      sets.join(std::size_t(whole.row[std::size_t(whole.columnStart[v])]),
                std::size_t(whole.row[std::size_t(e)]));
  Split s;
  s.componentOfConstraint.assign(constraints, 0);
  s.localConstraint.assign(constraints, 0);
  std::vector<std::size_t> componentOfRoot(constraints, std::size_t(-1));
  for (std::size_t c = 0; c < constraints; ++c) {
    std::size_t& k = componentOfRoot[sets.find(c)];
    if (k == std::size_t(-1)) {
      k = s.components.size();
      s.components.emplace_back().problem.columnStart.push_back(0);
    }
    Problem& p = s.components[k].problem;
    s.componentOfConstraint[c] = k;
    s.localConstraint[c] = p.capacity.size();
    p.capacity.push_back(whole.capacity[c]);
  }
  s.componentOfVariable.assign(variables, 0);
  s.localVariable.assign(variables, 0);
  for (std::size_t v = 0; v < variables; ++v) {
    const std::size_t k =
        s.componentOfConstraint[std::size_t(whole.row[std::size_t(whole.columnStart[v])])];
    Component& component = s.components[k];
    Problem& p = component.problem;
    s.componentOfVariable[v] = k;
    s.localVariable[v] = p.weight.size();
    component.variables.push_back(Index(v));
    p.weight.push_back(whole.weight[v]);
    p.bound.push_back(whole.bound[v]);
    for (Index e = whole.columnStart[v]; e < whole.columnStart[v + 1]; ++e) {
      p.row.push_back(Index(s.localConstraint[std::size_t(whole.row[std::size_t(e)])]));
      p.coefficient.push_back(whole.coefficient[std::size_t(e)]);
    }
    p.columnStart.push_back(Index(p.row.size()));
  }
  return s;
}

// The edit as a change of the whole system (a bound of 0 is none, as in Problem).
Change changeOf(const Edit& edit) {
  return {edit.what == 'c' ? Change::What::Capacity : Change::What::Bound, Index(edit.id),
          edit.value};
}

// The edit as a change of its component's problem.
Change changeOf(const Edit& edit, const Split& parts) {
  Change change = changeOf(edit);
  const auto i = std::size_t(edit.id);
  change.index = Index(change.what == Change::What::Capacity ? parts.localConstraint[i]
                                                             : parts.localVariable[i]);
  return change;
}

Component& componentOf(const Edit& edit, Split& parts) {
  const auto i = std::size_t(edit.id);
  return parts
      .components[edit.what == 'c' ? parts.componentOfConstraint[i] : parts.componentOfVariable[i]];
}

double microseconds(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
      .count();
}

// Each edit solves its component again; microseconds per edit.
std::vector<double> solveEachEdit(const std::vector<Edit>& edits, Split& parts, Solver& solver) {
  std::vector<double> times;
  for (const Edit& edit : edits) {
    const auto start = std::chrono::steady_clock::now();
    Component& component = componentOf(edit, parts);
    apply(component.problem, changeOf(edit, parts));
    solver.solve(component.problem, component.solution);
    times.push_back(microseconds(start));
  }
  return times;
}

// Each edit brought up to date by resolve(): microseconds per edit, and which reached a share.
std::vector<double> resolveEachEdit(const std::vector<Edit>& edits, Split& parts, Solver& solver,
                                    std::vector<char>& reached) {
  std::vector<double> times;
  reached.reserve(edits.size()); // no allocation inside a timed edit
  for (const Edit& edit : edits) {
    const auto start = std::chrono::steady_clock::now();
    Component& component = componentOf(edit, parts);
    reached.push_back(
        resolve(solver, component.problem, component.solution, changeOf(edit, parts)));
    times.push_back(microseconds(start));
  }
  return times;
}

// The first kReferenceEdits edits with the whole system solved again each time (no split); the
// rest applied untimed, and the whole solved once more, so that `all` ends where the components
// do.
std::vector<double> solveWholeEachEdit(const std::vector<Edit>& edits, Problem& whole,
                                       Solver& solver, Solution& all) {
  solver.solve(whole, all);
  std::vector<double> times;
  for (const Edit& edit : edits) {
    if (times.size() == kReferenceEdits) {
      apply(whole, changeOf(edit));
      continue;
    }
    const auto start = std::chrono::steady_clock::now();
    apply(whole, changeOf(edit));
    solver.solve(whole, all);
    times.push_back(microseconds(start));
  }
  solver.solve(whole, all);
  return times;
}

// The components' answers joined into the whole system's numbering; prints how far they are from
// `all`, the whole system's (they must be equal).
Solution joined(const Split& parts, const Solution& all) {
  Solution out;
  out.x.assign(all.x.size(), 0.0);
  out.frozenBy.assign(out.x.size(), kFrozenByBound);
  double worst = 0.0;
  for (const Component& component : parts.components)
    for (std::size_t local = 0; local < component.variables.size(); ++local) {
      const auto v = std::size_t(component.variables[local]);
      out.x[v] = component.solution.x[local];
      worst = std::max(worst, std::abs(out.x[v] - all.x[v]) / std::max(1e-300, std::abs(all.x[v])));
    }
  std::printf("largest relative difference, components against the whole: %.3g\n", worst);
  return out;
}

bool sameAnswers(const Split& a, const Split& b) {
  for (std::size_t k = 0; k < a.components.size(); ++k)
    if (a.components[k].solution.x != b.components[k].solution.x ||
        a.components[k].solution.frozenBy != b.components[k].solution.frozenBy)
      return false;
  return true;
}

// The system of `path`, refused (with a message) when an edit or a variable names nothing.
std::optional<Problem> readChecked(const char* path, const char* editsPath,
                                   const std::vector<Edit>& edits) {
  auto read = readSystemFile(path);
  if (!read) {
    std::fprintf(stderr, "%s\n", read.error().message.c_str());
    return std::nullopt;
  }
  if (const std::string bad =
          bench::badEdit(editsPath, edits, read->constraintCount(), read->variableCount());
      !bad.empty()) {
    std::fprintf(stderr, "%s\n", bad.c_str());
    return std::nullopt;
  }
  for (Index v = 0; v < read->variableCount(); ++v)
    if (read->columnStart[std::size_t(v)] == read->columnStart[std::size_t(v) + 1]) {
      std::fprintf(stderr, "%s: variable %d uses no constraint\n", path, v);
      return std::nullopt;
    }
  return std::move(*read);
}

} // namespace

int main(int argc, char* argv[]) {
  if (argc < 3) {
    std::fprintf(stderr,
                 "usage: tapeflow-lmm-edit-bench SYSTEM.lmm EDITS [SOLUTION_OUT [REACHED_OUT]]\n");
    return 2;
  }
  const std::vector<Edit> edits = bench::readEdits(argv[2]);
  std::optional<Problem> whole = readChecked(argv[1], argv[2], edits);
  if (!whole) return 1;
  Split parts = split(*whole);
  std::printf("%s: %d constraints, %d variables, %zu independent components\n", argv[1],
              whole->constraintCount(), whole->variableCount(), parts.components.size());
  Solver solver;
  for (Component& component : parts.components) solver.solve(component.problem, component.solution);
  Split scratch = parts; // the same components, for the edits solved again whatever they change

  report("Tapeflow, the edited component solved again", solveEachEdit(edits, scratch, solver));
  std::vector<char> reached;
  const std::vector<double> times = resolveEachEdit(edits, parts, solver, reached);
  report("Tapeflow, an edit that reaches no share kept, others solved again", times);
  report("Tapeflow, the edits that reached a share", bench::flagged(times, reached));
  Solution all;
  report("Tapeflow, the whole system re-solved", solveWholeEachEdit(edits, *whole, solver, all));

  const Solution answer = joined(parts, all);
  if (!sameAnswers(parts, scratch)) {
    std::fprintf(stderr, "the answers kept or solved again differ from those solved again after "
                         "every edit\n");
    return 1;
  }
  std::printf("answers kept or solved again equal those solved again every time, bit for bit\n");
  if (argc > 3 && !writeSolutionFile(argv[3], answer)) return 1;
  if (argc > 4 && !bench::writeFlags(argv[4], reached)) {
    std::fprintf(stderr, "%s: cannot be written\n", argv[4]);
    return 1;
  }
  return 0;
}
