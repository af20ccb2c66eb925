// Per-command cost on every drive family (issue 20): the shipped drives' command times make block
// size matter. Quantum Table 3's SDLT 320 set-up (Ultra2 80 MB/s interface, 32 us a command)
// with 512 B blocks: one block costs 32 us + 512 B / 80 MB/s = 38.4 us, so one stream moves at
// most 512 / 38.4e-6 = 13.33 MB/s; the drive then streams that feed at its 0.99 efficiency. With
// the file's 64 KiB blocks the ceiling is 65,536 / (32 + 819.2 us) = 77.0 MB/s, above the
// drive's 32 MB/s host rate: no effect.

#include "catalog/Catalog.h"
#include "io/TopologyFile.h"
#include "solver/Solver.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>

using namespace tapeflow;

namespace {

solver::SolveResult quantumWithBlock(const std::string& block) {
  Diagnostics diagnostics;
  const auto catalog =
      catalog::Catalog::load(std::string(TAPEFLOW_RESOURCE_DIR) + "/catalog", "", diagnostics);
  REQUIRE(catalog);
  std::ifstream in(std::string(TAPEFLOW_RESOURCE_DIR) +
                   "/validation/quantum-sdlt-320-30mibs.tapeflow");
  auto json = nlohmann::json::parse(in);
  if (!block.empty()) json["jobs"][0]["options"]["block_size"] = block;
  const auto loaded = io::loadTopologyText(json.dump(), "quantum", catalog);
  INFO(loaded.diagnostics.toString());
  REQUIRE(loaded.topology);
  return solver::solve(*loaded.topology);
}

} // namespace

TEST_CASE("a shipped DLT-family drive pays its command time on small blocks") {
  const auto small = quantumWithBlock("512 B");
  const auto* job = small.job("job");
  REQUIRE(job);
  const double ceiling = 512.0 / (32e-6 + 512.0 / 80e6);
  CHECK(ceiling == Approx(13.333e6).epsilon(1e-3));
  CHECK(job->rate == Approx(0.99 * ceiling).epsilon(1e-3));
  CHECK(job->next.rate == Approx(ceiling).epsilon(1e-3));
  CHECK_THAT(job->next.label, Catch::Contains("block per command"));
  // The file's own 64 KiB blocks: the command time costs nothing against the drive.
  const auto usual = quantumWithBlock("");
  CHECK(usual.job("job")->rate > 17e6);
}
