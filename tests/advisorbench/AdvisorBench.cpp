// The advisor against a 1,000-node diagram (issue 19: "an advisor run on a 1,000-node diagram
// takes at most 1 s, release build, one core"): the whole of whatif::advise() (base solves,
// sensitivities, candidates, a backup and a restore solve of every candidate, ranking), median
// of REPEATS runs on one thread (and, for the wall-clock time alone, on every core), on
//   - 1,000-node random topologies (tests/support/RandomTopology): independent backup servers,
//     and servers and clients on one LAN (one large part every change re-solves whole);
//   - any topology files given (e.g. scripts/make-large-topology.py 63 copies of the default
//     example: 1,008 nodes over the shipped catalog, where upgrades are found too).
// Also the tornado data of the same diagrams. Wall-clock and CPU time of the one thread are both
// shown: on a shared machine the CPU time is the one to quote. Run: scripts/bench-advisor.sh
// (release build).

#include "RandomTopology.h"

#include "io/TopologyFile.h"
#include "whatif/Advisor.h"
#include "whatif/Tornado.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>
#include <time.h>
#include <vector>

using namespace tapeflow;

namespace {

double threadCpuMs() {
  timespec now{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
  return double(now.tv_sec) * 1e3 + double(now.tv_nsec) / 1e6;
}

// Median wall-clock and CPU milliseconds of `work` (the CPU time of this thread: the figure that
// does not depend on what else the shared machine is running).
std::pair<double, double> medianMs(int times, const std::function<void()>& work) {
  std::vector<double> wall;
  std::vector<double> cpu;
  for (int i = 0; i < times; ++i) {
    const auto start = std::chrono::steady_clock::now();
    const double cpuStart = threadCpuMs();
    work();
    cpu.push_back(threadCpuMs() - cpuStart);
    wall.push_back(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
            .count());
  }
  std::sort(wall.begin(), wall.end());
  std::sort(cpu.begin(), cpu.end());
  return {wall[wall.size() / 2], cpu[cpu.size() / 2]};
}

void measure(const char* name, const topology::Topology& t, int repeats) {
  whatif::AdvisorResult result;
  whatif::AdvisorOptions one;
  one.threads = 1; // the figure comparable with the history: one thread, its CPU time
  const auto [advise, adviseCpu] = medianMs(repeats, [&] { result = whatif::advise(t, one); });
  // On every core (issue 43): wall-clock only, the threads' CPU adds up to more.
  const double everyCore = medianMs(repeats, [&] { (void)whatif::advise(t); }).first;
  whatif::TornadoData tornado;
  const auto [bars, barsCpu] = medianMs(repeats, [&] { tornado = whatif::tornado(t); });
  std::printf("| %s | %zu | %zu | %zu | %zu | %.1f | %.1f | %.1f | %zu | %.1f | %.1f |\n", name,
              t.nodes().size(), t.jobs().size(), result.advice.size() + result.refused,
              result.advice.size(), advise, adviseCpu, everyCore, tornado.bars.size(), bars,
              barsCpu);
}

topology::Topology random(bool lan) {
  topology::Topology t(test::sharedRandomTopologyCatalog());
  test::RandomTopologyShape shape;
  shape.streaming = true;
  shape.lan = lan;
  if (lan) {
    shape.servers = 40;
    shape.clients = 70;
    shape.volumesPerServer = 3;
    shape.drivesPerServer = 4;
    shape.allowHub = false;
  } else {
    shape.servers = 133;
    shape.volumesPerServer = 1;
    shape.drivesPerServer = 1;
  }
  test::buildRandomTopology(t, 42, shape);
  return t;
}

} // namespace

int main(int argc, char* argv[]) {
  const int repeats = argc > 1 ? std::max(1, std::atoi(argv[1])) : 7;
  std::printf("| diagram | nodes | jobs | changes tried | valid | advise (ms) | advise CPU (ms) | "
              "advise, every core (ms) | tornado bars | tornado (ms) | tornado CPU (ms) |\n"
              "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
  measure("random, independent servers", random(false), repeats);
  measure("random, one LAN", random(true), repeats);
  for (int i = 2; i < argc; ++i) {
    Diagnostics diagnostics;
    const auto catalog =
        catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", "", diagnostics);
    const auto loaded = io::loadTopologyFile(argv[i], catalog);
    if (!loaded.topology) {
      std::fprintf(stderr, "%s", loaded.diagnostics.toString().c_str());
      return 2;
    }
    const std::string file = argv[i];
    measure(file.substr(file.find_last_of('/') + 1).c_str(), *loaded.topology, repeats);
  }
  return 0;
}
