// Benchmark of the max-min core against SimGrid's timings (issue 10). Not a test: it prints a
// table and exits 0 whatever the numbers are; scripts/bench-maxmin.sh builds and runs it.
//
//   tapeflow-maxmin-bench SHARED_LMM_DIR GENERATED_DIR [SOLVES [ROUNDS]]
//
// For every *.lmm in SHARED_LMM_DIR (and its edge/) and GENERATED_DIR: SOLVES timed solves
// (default 21) with the timing loop of `tapeflow-cli maxmin --time`, once with the solver's
// workspace reused (as the app re-solves) and once with a fresh solver per solve. That is
// repeated ROUNDS times (default 1), each round over all files, and each file keeps its round of
// lowest median: on a shared machine, other work slows whole rounds of a file. Then SimGrid's
// median from SHARED_LMM_DIR/TIMINGS.md; and the peak resident memory of a separate
// `tapeflow-cli maxmin FILE -o /dev/null` process (parse + solve + write), from wait4().

#include "maxmin/MaxMin.h"
#include "maxmin/SolveTiming.h"
#include "maxmin/SystemReader.h"

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace fs = std::filesystem;
using namespace tapeflow::maxmin;

namespace {

struct SimGridTime {
  double freshMedian = 0;
  double resolveMedian = 0;
};

// File name (without .lmm) -> SimGrid's medians, from the tables of TIMINGS.md.
std::map<std::string, SimGridTime> readTimings(const fs::path& path) {
  std::map<std::string, SimGridTime> times;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("| ", 0) != 0) continue;
    std::vector<std::string> cells;
    std::stringstream split(line.substr(1));
    std::string cell;
    while (std::getline(split, cell, '|')) {
      const auto first = cell.find_first_not_of(' ');
      const auto last = cell.find_last_not_of(' ');
      cells.push_back(first == std::string::npos ? "" : cell.substr(first, last - first + 1));
    }
    if (cells.size() < 7 || cells[0] == "file") continue;
    try {
      times[cells[0]] = {std::stod(cells[5]), std::stod(cells[6])};
    } catch (const std::exception&) {
    }
  }
  return times;
}

// Peak RSS in KiB of `cli maxmin file -o /dev/null`, run as a child process.
std::optional<long> peakRssKiB(const std::string& cli, const std::string& file) {
  const pid_t pid = fork();
  if (pid < 0) return std::nullopt;
  if (pid == 0) {
    std::freopen("/dev/null", "w", stdout);
    execl(cli.c_str(), cli.c_str(), "maxmin", file.c_str(), "-o", "/dev/null",
          static_cast<char*>(nullptr));
    _exit(127);
  }
  int status = 0;
  rusage usage{};
  if (wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
    return std::nullopt;
  return usage.ru_maxrss;
}

struct Row {
  std::string name;
  Index constraints = 0, variables = 0, elements = 0;
  SolveTimes reused, fresh;
  std::optional<SimGridTime> simgrid;
  std::optional<long> rssKiB;
  std::size_t workspaceBytes = 0;
};

} // namespace

int main(int argc, char* argv[]) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s SHARED_LMM_DIR GENERATED_DIR [SOLVES [ROUNDS]]\n", argv[0]);
    return 1;
  }
  const fs::path shared = argv[1];
  const fs::path generated = argv[2];
  const int solves = argc > 3 ? std::max(1, std::atoi(argv[3])) : 21;
  const int rounds = argc > 4 ? std::max(1, std::atoi(argv[4])) : 1;
  const auto timings = readTimings(shared / "TIMINGS.md");

  std::vector<fs::path> files;
  for (const fs::path& dir : {shared, shared / "edge", generated}) {
    std::vector<fs::path> here;
    if (fs::is_directory(dir))
      for (const auto& entry : fs::directory_iterator(dir))
        if (entry.path().extension() == ".lmm") here.push_back(entry.path());
    std::sort(here.begin(), here.end());
    files.insert(files.end(), here.begin(), here.end());
  }

  // Peak memory first, while this process is small: a forked child's peak RSS (ru_maxrss)
  // includes the pages it shared with this process until its exec.
  std::vector<std::optional<long>> peakRss;
  for (const fs::path& file : files)
    peakRss.push_back(peakRssKiB(TAPEFLOW_CLI_PATH, file.string()));

  std::vector<Row> rows;
  std::vector<Problem> problems;
  for (const fs::path& file : files) {
    auto problem = readSystemFile(file.string());
    if (!problem) {
      std::fprintf(stderr, "%s\n", problem.error().message.c_str());
      return 2;
    }
    Row row;
    row.name = file.stem().string();
    row.constraints = problem->constraintCount();
    row.variables = problem->variableCount();
    row.elements = problem->elementCount();
    if (const auto it = timings.find(row.name); it != timings.end()) row.simgrid = it->second;
    row.rssKiB = peakRss[rows.size()];
    Solver solver;
    Solution solution;
    solver.solve(*problem, solution);
    row.workspaceBytes = solver.workspaceBytes();
    rows.push_back(row);
    problems.push_back(std::move(*problem));
  }
  for (int round = 0; round < rounds; ++round)
    for (std::size_t i = 0; i < rows.size(); ++i) {
      const SolveTimes reused = timeSolves(problems[i], solves, Workspace::Reused);
      const SolveTimes fresh = timeSolves(problems[i], solves, Workspace::Fresh);
      if (round == 0 || reused.median < rows[i].reused.median) rows[i].reused = reused;
      if (round == 0 || fresh.median < rows[i].fresh.median) rows[i].fresh = fresh;
    }

  std::printf("Max-min core, %d timed solves per file and round, best median of %d rounds (us = "
              "microseconds, steady_clock).\n"
              "Tapeflow: workspace reused (min, median), fresh solver per solve (median).\n"
              "SimGrid: 'fresh median' of TIMINGS.md; ratio = SimGrid median / Tapeflow median.\n"
              "Peak RSS: tapeflow-cli maxmin FILE -o /dev/null (parse + solve + write).\n\n",
              solves, rounds);
  std::printf("| file | C | V | elements | Tapeflow min (us) | Tapeflow median (us) | fresh median "
              "(us) | SimGrid median (us) | ratio | ratio (fresh) | workspace (KiB) | peak RSS "
              "(MiB) |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
  bool allTwice = true;
  for (const Row& r : rows) {
    char simgrid[32] = "-", ratio[32] = "-", ratioFresh[32] = "-", rss[32] = "-";
    if (r.simgrid) {
      std::snprintf(simgrid, sizeof simgrid, "%.2f", r.simgrid->freshMedian);
      std::snprintf(ratio, sizeof ratio, "%.2fx", r.simgrid->freshMedian / r.reused.median);
      std::snprintf(ratioFresh, sizeof ratioFresh, "%.2fx",
                    r.simgrid->freshMedian / r.fresh.median);
      allTwice = allTwice && r.simgrid->freshMedian >= 2 * r.reused.median;
    }
    if (r.rssKiB) std::snprintf(rss, sizeof rss, "%.1f", double(*r.rssKiB) / 1024);
    std::printf("| %s | %d | %d | %d | %.3f | %.3f | %.3f | %s | %s | %s | %.1f | %s |\n",
                r.name.c_str(), r.constraints, r.variables, r.elements, r.reused.min,
                r.reused.median, r.fresh.median, simgrid, ratio, ratioFresh,
                double(r.workspaceBytes) / 1024, rss);
  }

  const auto find = [&](const std::string& prefix) -> const Row* {
    for (const Row& r : rows)
      if (r.name.rfind(prefix, 0) == 0) return &r;
    return nullptr;
  };
  std::printf("\nGrowth from 10,000 to 100,000 variables (target <= 15x; SimGrid about 130x):\n");
  for (const auto& [small, large] : {std::pair{"large-wb-", "xl-wb-"},
                                     {"sparse-c2000-", "xl-sparse-"},
                                     {"large-bench-", "xl-sparse-"}}) {
    const Row* a = find(small);
    const Row* b = find(large);
    if (!a || !b) continue;
    char simgridGrowth[32] = "-";
    if (a->simgrid && b->simgrid)
      std::snprintf(simgridGrowth, sizeof simgridGrowth, "%.0fx",
                    b->simgrid->freshMedian / a->simgrid->freshMedian);
    std::printf("  %s -> %s: %.1fx (SimGrid %s)%s\n", a->name.c_str(), b->name.c_str(),
                b->reused.median / a->reused.median, simgridGrowth,
                a->name.rfind("large-bench-", 0) == 0 ? " (not the same shape)" : "");
  }
  Index mostVariables = 0;
  for (const Row& r : rows) mostVariables = std::max(mostVariables, r.variables);
  std::printf("\nMemory of the largest systems (%d variables):\n", mostVariables);
  for (const Row& r : rows)
    if (r.variables == mostVariables)
      std::printf("  %s: solver workspace %.1f MiB (%.1f bytes per element), peak RSS of parse + "
                  "solve + write %.1f MiB\n",
                  r.name.c_str(), double(r.workspaceBytes) / (1024 * 1024),
                  double(r.workspaceBytes) / r.elements, r.rssKiB ? double(*r.rssKiB) / 1024 : 0.0);
  std::printf("\nAt least 2x faster than SimGrid's median on every file with a SimGrid time: %s\n",
              allTwice ? "yes" : "NO");
  return 0;
}
