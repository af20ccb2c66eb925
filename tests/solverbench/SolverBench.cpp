// Solve time of the throughput solver against diagram size: 10, 100, 1,000 and 10,000 nodes
// (random backup topologies, tests/support/RandomTopology), as the app re-solves on every edit.
// "steady" is the live path (rates, bottlenecks, utilisation, streaming fixed point); "full"
// adds the next bottleneck of every job (one more sharing per job) and the timeline (one sharing
// per event). Run: scripts/bench-solver.sh (release build).

#include "RandomTopology.h"

#include "solver/Solver.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace tapeflow;

namespace {

struct Size {
  const char* name;
  test::RandomTopologyShape shape;
};

double millisecondsOf(const std::function<void()>& work) {
  const auto start = std::chrono::steady_clock::now();
  work();
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

struct Timing {
  double min;
  double median;
};

Timing repeat(int times, const std::function<void()>& work) {
  std::vector<double> samples;
  for (int i = 0; i < times; ++i) samples.push_back(millisecondsOf(work));
  std::sort(samples.begin(), samples.end());
  return {samples.front(), samples[samples.size() / 2]};
}

} // namespace

int main(int argc, char* argv[]) {
  const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 11;
  const auto catalog = test::randomTopologyCatalog(TAPEFLOW_TEST_DATA_DIR, TAPEFLOW_RESOURCE_DIR);
  const auto shape = [](int servers, int clients, int volumes, int drives) {
    test::RandomTopologyShape s;
    s.servers = servers;
    s.clients = clients;
    s.volumesPerServer = volumes;
    s.drivesPerServer = drives;
    s.streaming = true;
    s.allowHub = false;
    return s;
  };
  const std::vector<Size> sizes{{"10", shape(1, 0, 1, 1)},
                                {"100", shape(5, 6, 2, 2)},
                                {"1,000", shape(40, 70, 3, 4)},
                                {"10,000", shape(250, 770, 4, 6)}};
  std::printf("| target | nodes | links | jobs | streams | resources | steady min (ms) | steady "
              "median (ms) | full median (ms) | sharings (full) |\n");
  std::printf("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
  for (const auto& size : sizes) {
    topology::Topology t(catalog);
    test::buildRandomTopology(t, 42, size.shape);
    solver::Solver solver;
    solver::SolveOptions steady;
    steady.timeline = false;
    steady.explain = false;
    solver::SolveResult result;
    const Timing fast = repeat(repeats, [&] { result = solver.solve(t, steady); });
    std::size_t streams = 0;
    for (const auto& job : result.jobs) streams += job.streams.size();
    const std::size_t resources = result.resources.size();
    const int fullRepeats = std::max(1, size.shape.servers > 100 ? 3 : repeats);
    const Timing full = repeat(fullRepeats, [&] { result = solver.solve(t, {}); });
    std::printf("| %s | %zu | %zu | %zu | %zu | %zu | %.3f | %.3f | %.1f | %d |\n", size.name,
                t.nodes().size(), t.links().size(), t.jobs().size(), streams, resources, fast.min,
                fast.median, full.median, result.solves);
  }
  return 0;
}
