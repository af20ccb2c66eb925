// Every system in ../shared/lmm-systems (and edge/) against its exact solution, per variable
// |x - x_exact| <= 1e-9 |x_exact| + 1e-12 (FORMAT.md), plus the max-min certificate.

#include "Certificate.h"

#include "maxmin/MaxMin.h"
#include "maxmin/SolutionFile.h"
#include "maxmin/SystemReader.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

namespace fs = std::filesystem;
using namespace tapeflow::maxmin;

namespace {

std::vector<fs::path> sharedSystems() {
  std::vector<fs::path> files;
  const fs::path root = fs::path(TAPEFLOW_SHARED_DIR) / "lmm-systems";
  for (const fs::path& dir : {root, root / "edge"})
    for (const auto& entry : fs::directory_iterator(dir))
      if (entry.path().extension() == ".lmm") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

} // namespace

TEST_CASE("every shared system matches its exact solution to 1e-9") {
  // 14 systems plus the 2 of edge/, where SimGrid's 1e-5 thresholds make it wrong.
  const auto files = sharedSystems();
  REQUIRE(files.size() >= 16);
  // Each file through every path of the solver (MaxMin.h; Small applies to files with C, V <= 64
  // and falls back to the automatic choice on the others).
  // Paths 2 and 3 also with the level order the automatic choice does not take for the file.
  const std::pair<SolverPath, LevelOrder> kPaths[] = {
      {SolverPath::Automatic, LevelOrder::Automatic}, {SolverPath::Small, LevelOrder::Automatic},
      {SolverPath::MaskRows, LevelOrder::Heap},       {SolverPath::Csr, LevelOrder::Heap},
      {SolverPath::MaskRows, LevelOrder::RadixQueue}, {SolverPath::Csr, LevelOrder::RadixQueue}};
  for (const auto& [path, order] : kPaths) {
    INFO("path " << int(path) << ", level order " << int(order));
    Solver solver;
    solver.setPath(path);
    solver.setLevelOrder(order);
    Solution solution;
    for (const fs::path& file : files) {
      INFO(file.filename().string());
      const auto problem = readSystemFile(file.string());
      REQUIRE(problem.hasValue());
      REQUIRE(checkProblem(*problem).hasValue());
      fs::path exactPath = file;
      exactPath.replace_extension(".exact.sol");
      const auto exact = readSolutionFile(exactPath.string());
      REQUIRE(exact.hasValue());
      REQUIRE(exact->size() == std::size_t(problem->variableCount()));

      solver.solve(*problem, solution);
      std::size_t mismatches = 0;
      double worst = 0;
      for (std::size_t j = 0; j < exact->size(); ++j) {
        const double x = solution.x[j], e = (*exact)[j];
        worst = std::max(worst, std::abs(x - e) / e);
        if (!test::close(x, e)) ++mismatches;
      }
      INFO("worst relative difference " << worst);
      CHECK(mismatches == 0);
      const auto violations = test::certificateViolations(*problem, solution);
      CHECK(violations.empty());
      if (!violations.empty()) INFO(violations.front());
    }
  }
}

TEST_CASE("a written solution reads back bit for bit") {
  // Solve one shared system, write it, read it back: every x identical (shortest round trip).
  const auto problem = readSystemFile(std::string(TAPEFLOW_SHARED_DIR) +
                                      "/lmm-systems/small-wb-c50-v50-e5-s104.lmm");
  REQUIRE(problem.hasValue());
  const Solution solution = solve(*problem);
  const fs::path out = fs::temp_directory_path() / "tapeflow-maxmin-roundtrip.sol";
  REQUIRE(writeSolutionFile(out.string(), solution).hasValue());
  const auto back = readSolutionFile(out.string());
  fs::remove(out);
  REQUIRE(back.hasValue());
  CHECK(*back == solution.x);
  const std::string text = formatSolution(solution);
  CHECK(text.rfind("lmm-solution 1\nsolver tapeflow version=", 0) == 0);
}
