// Single edits of a max-min system re-solved by SimGrid's LMM with selective update: the other
// half of the side-by-side of issue 43 (tests/bench/LmmEditBench.cpp is Tapeflow's half). Not part
// of the build: scripts/bench-simgrid-edits.sh compiles it against Debian's libsimgrid 3.32 with
// the internal headers of the same release's source, which Debian's -dev package does not
// install.
//
//   lmm-edit-simgrid SYSTEM.lmm EDITS [SOLUTION_OUT [REACHED]]
//
// The system maps onto SimGrid as ../shared/lmm-systems/FORMAT.md says (sharing penalty = 1 /
// weight, no bound = -1), in a System built as SimGrid's own models build theirs
// (System::build("maxmin", true)). Selective update needs every variable to belong to an action
// (solve() lists the actions whose variables a modified constraint reaches), so each variable
// gets one of a model that does nothing else. Timed per edit: the change
// (update_constraint_bound or update_variable_bound), solve(), and taking the modified actions
// off the model's list, as a simulation step does. For reference, the first kReferenceEdits edits
// in a System with selective update off (each re-solves the whole system: seconds at 100,000
// nodes). REACHED (written by Tapeflow's half: a flag a line per edit) picks the edits that
// reached a share, whose times are also reported apart.

#include "EditSequence.h" // tests/bench
#include "src/kernel/lmm/System.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace lmm = simgrid::kernel::lmm;
namespace resource = simgrid::kernel::resource;
using tapeflow::bench::Edit;
using tapeflow::bench::kReferenceEdits;
using tapeflow::bench::report;

namespace {

struct Element {
  int constraint;
  int variable;
  double coefficient;
};

struct LmmSystem {
  std::vector<double> capacity;
  std::vector<double> weight;
  std::vector<double> bound;
  std::vector<Element> elements;
};

bool readSystem(const char* path, LmmSystem& system) {
  std::ifstream in(path);
  std::string line;
  if (!std::getline(in, line) || line.rfind("lmm-system 1", 0) != 0) return false;
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string kind;
    if (!(fields >> kind) || kind[0] == '#') continue;
    if (kind == "c") {
      int id;
      double capacity;
      fields >> id >> capacity;
      system.capacity.resize(std::max<std::size_t>(system.capacity.size(), id + 1));
      system.capacity[id] = capacity;
    } else if (kind == "v") {
      int id;
      double weight, bound;
      fields >> id >> weight >> bound;
      system.weight.resize(std::max<std::size_t>(system.weight.size(), id + 1));
      system.bound.resize(system.weight.size());
      system.weight[id] = weight;
      system.bound[id] = bound;
    } else if (kind == "e") {
      Element e;
      fields >> e.constraint >> e.variable >> e.coefficient;
      system.elements.push_back(e);
    }
  }
  return true;
}

class BenchAction : public resource::Action {
public:
  using Action::Action;
  void update_remains_lazy(double) override {}
};

// A model whose only job is to own the System and the actions' lists.
struct Built {
  resource::Model* model = nullptr;
  std::vector<lmm::Constraint*> constraints;
  std::vector<lmm::Variable*> variables;
};

Built build(const LmmSystem& system, bool selective) {
  Built b;
  b.model = new resource::Model("lmm-edit-bench");
  b.model->set_maxmin_system(lmm::System::build("maxmin", selective));
  lmm::System* lmm = b.model->get_maxmin_system();
  for (const double capacity : system.capacity)
    b.constraints.push_back(lmm->constraint_new(nullptr, capacity));
  std::vector<unsigned> uses(system.weight.size(), 0);
  for (const Element& e : system.elements) ++uses[e.variable];
  for (std::size_t v = 0; v < system.weight.size(); ++v) {
    auto* action = new BenchAction(b.model, 1.0, false);
    const double bound = system.bound[v] > 0 ? system.bound[v] : -1.0;
    b.variables.push_back(lmm->variable_new(action, 1.0 / system.weight[v], bound, uses[v]));
    action->set_variable(b.variables.back());
  }
  for (const Element& e : system.elements)
    lmm->expand(b.constraints[e.constraint], b.variables[e.variable], e.coefficient);
  return b;
}

// The edits applied one by one, each timed with its solve; microseconds per edit.
std::vector<double> timeEdits(Built& b, const std::vector<Edit>& edits) {
  lmm::System* lmm = b.model->get_maxmin_system();
  resource::Action::ModifiedSet* modified = lmm->get_modified_action_set();
  lmm->solve();
  if (modified) modified->clear();
  std::vector<double> times;
  for (const Edit& edit : edits) {
    const auto start = std::chrono::steady_clock::now();
    if (edit.what == 'c')
      lmm->update_constraint_bound(b.constraints[std::size_t(edit.id)], edit.value);
    else
      lmm->update_variable_bound(b.variables[std::size_t(edit.id)],
                                 edit.value > 0 ? edit.value : -1.0);
    lmm->solve();
    if (modified) modified->clear();
    times.push_back(
        std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
            .count());
  }
  return times;
}

void writeSolution(const std::string& path, const Built& b, const char* selective) {
  std::ofstream out(path);
  out.precision(17);
  out << "lmm-solution 1\nsolver simgrid-lmm-maxmin selective-update=" << selective << '\n';
  for (std::size_t v = 0; v < b.variables.size(); ++v)
    out << "x " << v << ' ' << b.variables[v]->get_value() << '\n';
}

} // namespace

int main(int argc, char* argv[]) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: lmm-edit-simgrid SYSTEM.lmm EDITS [SOLUTION_OUT [REACHED]]\n");
    return 2;
  }
  LmmSystem system;
  if (!readSystem(argv[1], system)) {
    std::fprintf(stderr, "%s: not an lmm-system 1 file\n", argv[1]);
    return 1;
  }
  const std::vector<Edit> edits = tapeflow::bench::readEdits(argv[2]);
  if (const std::string bad = tapeflow::bench::badEdit(argv[2], edits, long(system.capacity.size()),
                                                       long(system.weight.size()));
      !bad.empty()) {
    std::fprintf(stderr, "%s\n", bad.c_str());
    return 1;
  }
  for (const Element& e : system.elements)
    if (e.constraint < 0 || std::size_t(e.constraint) >= system.capacity.size() || e.variable < 0 ||
        std::size_t(e.variable) >= system.weight.size()) {
      std::fprintf(stderr, "%s: an element names no constraint %d or no variable %d\n", argv[1],
                   e.constraint, e.variable);
      return 1;
    }
  Built selective = build(system, true);
  const std::vector<double> times = timeEdits(selective, edits);
  report("SimGrid LMM, selective update", times);
  if (argc > 4)
    report("SimGrid LMM, selective update, the edits that reached a share",
           tapeflow::bench::flagged(times, tapeflow::bench::readFlags(argv[4])));
  if (argc > 3) writeSolution(argv[3], selective, "1");
  Built whole = build(system, false);
  const std::vector<Edit> first(
      edits.begin(), edits.begin() + std::ptrdiff_t(std::min(edits.size(), kReferenceEdits)));
  report("SimGrid LMM, selective update off", timeEdits(whole, first));
  if (argc > 3) writeSolution(std::string(argv[3]) + ".off", whole, "0");
  // The models and their actions are left to the process's end: freeing them in the right order
  // (actions before the model's lists) buys a benchmark nothing.
  return 0;
}
