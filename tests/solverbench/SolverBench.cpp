// The solve pipeline against diagram size (issue 18), on random backup topologies
// (tests/support/RandomTopology) of 100 to 100,000 nodes: many independent backup servers, each
// with its buses, RAID controller, array, volumes, HBA and drives, one job per volume, as a large
// site's diagram is. A second table times the same on servers that share one LAN with clients
// backing up over it (one large component).
// Columns: load (parse a saved file into a document), steady (what the app runs on every edit:
// rates, bottlenecks, utilisation, streaming fixed point), full (adds the next bottleneck of every
// job and the timeline), edit (median over random single edits of a parameter or a job option:
// the edit and the new full results from the incremental solver), memory (heap in use for the
// loaded document plus the solver's results, per node, and of that the results alone). Steady
// and full solve from scratch on every core the process may use (SolveOptions::threads 0), as
// the app and the command line do: pinned to one core (taskset -c 1) they use one. Run:
// scripts/bench-solver.sh (release build).

#include "RandomTopology.h"

#include "io/TopologyFile.h"
#include "solver/FlowModel.h"
#include "solver/IncrementalSolver.h"
#include "solver/SharingSystem.h"
#include "solver/Solver.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <functional>
#include <malloc.h>
#include <random>
#include <string>
#include <vector>

using namespace tapeflow;

namespace {

double millisecondsOf(const std::function<void()>& work) {
  const auto start = std::chrono::steady_clock::now();
  work();
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

double medianOf(std::vector<double> samples) {
  std::sort(samples.begin(), samples.end());
  return samples[samples.size() / 2];
}

double medianMs(int times, const std::function<void()>& work) {
  std::vector<double> samples;
  for (int i = 0; i < times; ++i) samples.push_back(millisecondsOf(work));
  return medianOf(samples);
}

std::size_t heapInUse() { return mallinfo2().uordblks; }

// One random edit: a rate of a random drive, bus or array, or the streams of a random job.
void randomEdit(topology::Topology& t, std::mt19937_64& random) {
  std::uniform_real_distribution<double> rate(5e6, 500e6);
  if (std::bernoulli_distribution(0.2)(random) && !t.jobs().empty()) {
    topology::Job job = t.jobs()[random() % t.jobs().size()];
    job.options.streams = 1 + static_cast<int>(random() % 3);
    (void)t.updateJob(job);
    return;
  }
  for (;;) {
    const auto& node = t.nodes()[random() % t.nodes().size()];
    const char* parameter = node.entry == "t-drive"   ? "native_rate"
                            : node.entry == "t-bus"   ? "sustained_rate"
                            : node.entry == "t-array" ? "read_rate"
                                                      : nullptr;
    if (!parameter) continue;
    (void)t.setParameter(node.id, parameter, catalog::Value{rate(random), {}, {}});
    return;
  }
}

struct Row {
  std::size_t nodes = 0;
  std::size_t links = 0;
  std::size_t jobs = 0;
  double load = 0.0;
  double steady = 0.0;
  double full = 0.0;
  double edit = 0.0;
  double bytesPerNode = 0.0;
  double resultBytesPerNode = 0.0; // of bytesPerNode: the solve's results
};

Row measure(const std::shared_ptr<const catalog::Catalog>& catalog,
            const test::RandomTopologyShape& shape, int repeats) {
  Row row;
  std::string text;
  {
    topology::Topology generated(catalog);
    test::buildRandomTopology(generated, 42, shape);
    text = io::saveTopologyText(generated);
  }
  const std::size_t heapBefore = heapInUse();
  io::LoadResult loaded;
  // Each load timed alone: the previous round's document is freed before the clock starts.
  std::vector<double> loads;
  for (int i = 0; i < std::max(1, repeats / 2); ++i) {
    loaded = {};
    loads.push_back(
        millisecondsOf([&] { loaded = io::loadTopologyText(text, "bench.tapeflow", catalog); }));
  }
  row.load = medianOf(loads);
  if (!loaded.topology) throw std::runtime_error(loaded.diagnostics.toString());
  topology::Topology& t = *loaded.topology;
  row.nodes = t.nodes().size();
  row.links = t.links().size();
  row.jobs = t.jobs().size();
  solver::Solver solver;
  solver::SolveOptions steady;
  steady.timeline = false;
  steady.explain = false;
  steady.warnings = false;
  steady.threads = 0;
  solver::SolveOptions full;
  full.threads = 0;
  solver::SolveResult result;
  const std::size_t heapLoaded = heapInUse();
  row.steady = medianMs(repeats, [&] { result = solver.solve(t, steady); });
  row.bytesPerNode = double(heapInUse() - heapBefore) / double(row.nodes);
  row.resultBytesPerNode = double(heapInUse() - heapLoaded) / double(row.nodes);
  row.full = medianMs(std::max(1, repeats / 2), [&] { result = solver.solve(t, full); });
  // One edit as the app makes it: the document changes, the incremental solver (which watches
  // it) brings the full results up to date.
  solver::IncrementalSolver incremental(t, {});
  (void)incremental.solve();
  std::mt19937_64 random(7);
  std::vector<double> edits;
  for (int i = 0; i < 101; ++i)
    edits.push_back(millisecondsOf([&] {
      randomEdit(t, random);
      (void)incremental.solve();
    }));
  row.edit = medianOf(edits);
  return row;
}

void printTable(const char* title, const std::vector<std::pair<const char*, Row>>& rows) {
  std::printf("\n%s\n\n", title);
  std::printf("| target | nodes | links | jobs | load (ms) | steady (ms) | full (ms) | edit (ms) | "
              "memory (KiB/node) | of which results | growth load / steady / full |\n");
  std::printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|\n");
  const Row* previous = nullptr;
  for (const auto& [name, row] : rows) {
    char growth[96] = "";
    if (previous)
      std::snprintf(growth, sizeof growth, "%.1fx / %.1fx / %.1fx for %.1fx nodes",
                    row.load / previous->load, row.steady / previous->steady,
                    row.full / previous->full, double(row.nodes) / double(previous->nodes));
    std::printf("| %s | %zu | %zu | %zu | %.2f | %.3f | %.2f | %.3f | %.2f | %.2f | %s |\n", name,
                row.nodes, row.links, row.jobs, row.load, row.steady, row.full, row.edit,
                row.bytesPerNode / 1024.0, row.resultBytesPerNode / 1024.0, growth);
    previous = &row;
  }
}

test::RandomTopologyShape independentServers(int count) {
  test::RandomTopologyShape s;
  s.servers = count;
  s.volumesPerServer = 1;
  s.drivesPerServer = 1;
  s.streaming = true;
  s.lan = false;
  return s;
}

test::RandomTopologyShape oneLan(int servers, int clients, int volumes, int drives) {
  test::RandomTopologyShape s;
  s.servers = servers;
  s.clients = clients;
  s.volumesPerServer = volumes;
  s.drivesPerServer = drives;
  s.streaming = true;
  s.allowHub = false;
  s.hostsPerSwitch = 1020; // a switch has at most 1,024 ports: above, pods behind a core switch
  return s;
}

// The second table's rows by their nominal size (100,000: ten pods of the 10,000-node LAN).
test::RandomTopologyShape lanRow(int nodes) {
  return nodes <= 100     ? oneLan(5, 6, 2, 2)
         : nodes <= 1000  ? oneLan(40, 70, 3, 4)
         : nodes <= 10000 ? oneLan(250, 770, 4, 6)
                          : oneLan(2500, 7700, 4, 6);
}

test::RandomTopologyShape shapeOf(int servers, bool lan) {
  return lan ? oneLan(servers, servers * 77 / 25, 4, 6) : independentServers(servers);
}

// `profile STAGE SERVERS ROUNDS [lan]`: repeats one stage (load, steady, full or edit) ROUNDS
// times on a diagram of SERVERS independent servers (with `lan`: SERVERS servers, about three
// clients each, on one LAN, shaped as the second table's 10,000-node row), for a profiler (perf
// record, callgrind) to see that stage alone, or `perf stat` to count its CPU time on a loaded
// machine (less the same with 0 rounds).
int profile(const std::shared_ptr<const catalog::Catalog>& catalog, const std::string& stage,
            int servers, int rounds, bool lan) {
  topology::Topology generated(catalog);
  test::buildRandomTopology(generated, 42, shapeOf(servers, lan));
  const std::string text = io::saveTopologyText(generated);
  io::LoadResult loaded = io::loadTopologyText(text, "bench.tapeflow", catalog);
  topology::Topology& t = *loaded.topology;
  solver::SolveOptions options;
  if (stage == "steady") options.timeline = options.explain = options.warnings = false;
  options.threads = 0;
  solver::IncrementalSolver incremental(t, {});
  (void)incremental.solve();
  std::mt19937_64 random(7);
  const auto start = std::chrono::steady_clock::now();
  for (int round = 0; round < rounds; ++round) {
    if (stage == "load")
      (void)io::loadTopologyText(text, "bench.tapeflow", catalog);
    else if (stage == "edit") {
      randomEdit(t, random);
      (void)incremental.solve();
    } else
      (void)solver::solve(t, options);
  }
  const double elapsed =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  std::printf("%s on %zu nodes: %d rounds, %.3f ms each\n", stage.c_str(), t.nodes().size(), rounds,
              elapsed / std::max(1, rounds));
  return 0;
}

// `diagram SERVERS [lan]`: prints the diagram `profile` would use as a topology file, to open it
// in the editor or solve it with the command line.
int printDiagram(const std::shared_ptr<const catalog::Catalog>& catalog, int servers, bool lan) {
  topology::Topology generated(catalog);
  test::buildRandomTopology(generated, 42, shapeOf(servers, lan));
  std::fputs(io::saveTopologyText(generated).c_str(), stdout);
  return 0;
}

// `lmm NODES OUT`: the max-min system of the second table's one-LAN row of NODES (100, 1000,
// 10000 or 100000) nodes, for timing single edits side by side with SimGrid's LMM
// (scripts/bench-simgrid-edits.sh). OUT.lmm (lmm-system 1, ../shared/lmm-systems/FORMAT.md) is the
// sharing as the solver's first round poses it: one constraint per resource of finite capacity,
// one variable per stream (weight 1, bounded by its ceiling). OUT.edits lists 101 random single
// changes, each a line `c ID CAPACITY` (a resource's rate: a drive's, a bus's, a CPU's) or
// `v ID BOUND` (a stream's ceiling), the kinds of change randomEdit() makes on the diagram.
// The variables are in MB/s and each constraint is divided by its largest coefficient: the same
// system, in the scale SimGrid's LMM needs (its precision, 1e-5, is absolute, so a CPU's
// core-seconds per byte, about 1e-8, would read as no use at all).
constexpr double kMB = 1e6;

// Per resource: its largest coefficient per MB/s over the streams that use it (0: unused).
std::vector<double> constraintScales(const solver::FlowModel& model,
                                     const solver::SharingSystem& system) {
  std::vector<double> scale(model.resources.size(), 0.0);
  for (std::size_t s = 0; s < model.streams.size(); ++s) {
    const auto resources = system.resourcesOf(s);
    const auto coefficients = system.coefficientsOf(s);
    for (std::size_t k = 0; k < resources.size(); ++k)
      scale[resources[k]] = std::max(scale[resources[k]], coefficients[k] * kMB);
  }
  return scale;
}

// The lmm-system 1 text of the model's sharing; returns each constraint's capacity as written.
std::vector<double> writeLmm(std::ostream& lmm, const solver::FlowModel& model,
                             const solver::SharingSystem& system) {
  const std::vector<double> scale = constraintScales(model, system);
  std::vector<long> constraintOf(model.resources.size(), -1);
  std::vector<double> capacities;
  lmm.precision(17);
  lmm << "lmm-system 1\n# " << model.streams.size() << " streams, " << system.components.size()
      << " independent components; rates in MB/s\n";
  for (std::size_t r = 0; r < model.resources.size(); ++r) {
    const double capacity = model.resources[r].capacity;
    if (!(capacity > 0.0) || !std::isfinite(capacity) || !(scale[r] > 0.0)) continue;
    constraintOf[r] = long(capacities.size());
    capacities.push_back(capacity / scale[r]);
    lmm << "c " << constraintOf[r] << ' ' << capacities.back() << '\n';
  }
  for (std::size_t s = 0; s < model.streams.size(); ++s) {
    const double ceiling = model.streams[s].ceiling.rate;
    lmm << "v " << s << " 1 " << (std::isfinite(ceiling) ? ceiling / kMB : 0.0) << '\n';
  }
  for (std::size_t s = 0; s < model.streams.size(); ++s) {
    const auto resources = system.resourcesOf(s);
    const auto coefficients = system.coefficientsOf(s);
    for (std::size_t k = 0; k < resources.size(); ++k)
      if (const std::size_t r = resources[k]; constraintOf[r] >= 0 && coefficients[k] > 0.0)
        lmm << "e " << constraintOf[r] << ' ' << s << ' ' << coefficients[k] * kMB / scale[r]
            << '\n';
  }
  return capacities;
}

// 101 random single edits: one in five a variable's bound (5 to 500 MB/s), the others a
// constraint's capacity times 0.25 to 2.
void writeEdits(std::ostream& edits, const std::vector<double>& capacities, std::size_t variables) {
  edits.precision(17);
  std::mt19937_64 random(7);
  std::uniform_real_distribution<double> rate(5.0, 500.0);
  std::uniform_real_distribution<double> factor(0.25, 2.0);
  for (int i = 0; i < 101; ++i) {
    if (std::bernoulli_distribution(0.2)(random)) {
      edits << "v " << random() % variables << ' ' << rate(random) << '\n';
    } else {
      const std::size_t c = random() % capacities.size();
      edits << "c " << c << ' ' << capacities[c] * factor(random) << '\n';
    }
  }
}

int writeSystem(const std::shared_ptr<const catalog::Catalog>& catalog, int nodes,
                const std::string& out) {
  topology::Topology t(catalog);
  test::buildRandomTopology(t, 42, lanRow(nodes));
  const solver::FlowModel model = solver::buildFlowModel(t, solver::FlowOptions{});
  const solver::SharingSystem system = solver::compileSharing(model);
  std::ofstream lmm(out + ".lmm");
  const std::vector<double> capacities = writeLmm(lmm, model, system);
  std::ofstream edits(out + ".edits");
  writeEdits(edits, capacities, model.streams.size());
  std::printf("%s.lmm: %zu nodes, %zu constraints, %zu variables, %zu independent components\n",
              out.c_str(), t.nodes().size(), capacities.size(), model.streams.size(),
              system.components.size());
  return 0;
}

} // namespace

int main(int argc, char* argv[]) {
  if (argc > 2 && std::string(argv[1]) == "diagram")
    return printDiagram(test::randomTopologyCatalog(TAPEFLOW_TEST_DATA_DIR, TAPEFLOW_RESOURCE_DIR),
                        std::atoi(argv[2]), argc > 3 && std::string(argv[3]) == "lan");
  if (argc > 3 && std::string(argv[1]) == "lmm")
    return writeSystem(test::randomTopologyCatalog(TAPEFLOW_TEST_DATA_DIR, TAPEFLOW_RESOURCE_DIR),
                       std::atoi(argv[2]), argv[3]);
  if (argc > 4 && std::string(argv[1]) == "profile")
    return profile(test::randomTopologyCatalog(TAPEFLOW_TEST_DATA_DIR, TAPEFLOW_RESOURCE_DIR),
                   argv[2], std::atoi(argv[3]), std::atoi(argv[4]),
                   argc > 5 && std::string(argv[5]) == "lan");
  const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 11;
  const bool withLan = !(argc > 2 && std::string(argv[2]) == "--no-lan");
  const auto catalog = test::randomTopologyCatalog(TAPEFLOW_TEST_DATA_DIR, TAPEFLOW_RESOURCE_DIR);
  std::vector<std::pair<const char*, Row>> rows;
  for (const auto& [name, count] : {std::pair{"100", 13}, std::pair{"1,000", 133},
                                    std::pair{"10,000", 1333}, std::pair{"100,000", 13333}})
    rows.emplace_back(name, measure(catalog, independentServers(count), repeats));
  printTable("Independent backup servers (one job per volume)", rows);
  if (!withLan) return 0;
  rows.clear();
  for (const auto& [nodes, name] : {std::pair{100, "100"}, std::pair{1000, "1,000"},
                                    std::pair{10000, "10,000"}, std::pair{100000, "100,000"}})
    rows.emplace_back(name, measure(catalog, lanRow(nodes), repeats));
  printTable(
      "Servers and clients on one LAN (100,000 nodes: ten pods of the 10,000-node LAN behind "
      "a core switch)",
      rows);
  return 0;
}
