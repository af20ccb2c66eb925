// Verdicts: the run's time against the backup window or restore objective, in numbers and in
// the words every view shows; and the objectives as document data (checked, saved, read back).

#include "whatif/Verdict.h"
#include "TestCatalog.h"
#include "io/TopologyFile.h"
#include "units/Format.h"

#include <catch2/catch.hpp>

using namespace tapeflow;

namespace {

// A run of one job that ends at `seconds`.
solver::SolveResult runOf(double seconds) {
  solver::SolveResult run;
  run.jobs.push_back({});
  run.jobs.back().name = "Nightly";
  run.timeline.window = seconds;
  return run;
}

topology::Objectives objectives(double window, double objective) {
  return {topology::Duration{window, "6 h"}, topology::Duration{objective, "2 h"}};
}

} // namespace

TEST_CASE("a backup of 1 h 10 min fits a 6 h window with 4 h 50 min to spare") {
  const auto verdict = whatif::judgeBackup(runOf(4200), objectives(21600, 7200));
  CHECK(verdict.fit == whatif::Fit::Fits);
  CHECK(verdict.marginSeconds == Approx(17400)); // 6 h - 1 h 10 min
  CHECK(whatif::describe(verdict) ==
        "Backup fits the 6 h window with " + units::formatDuration(17400) + " to spare");
}

TEST_CASE("a restore of 3 h 12 min misses a 2 h objective by 1 h 12 min") {
  const auto verdict = whatif::judgeRestore(runOf(11520), objectives(21600, 7200));
  CHECK(verdict.fit == whatif::Fit::Misses);
  CHECK(verdict.marginSeconds == Approx(4320)); // 3 h 12 min - 2 h
  CHECK(whatif::describe(verdict) ==
        "Restore misses the 2 h objective by " + units::formatDuration(4320));
}

TEST_CASE("no objective set: the verdict gives the run time and says so") {
  const auto verdict = whatif::judgeRestore(runOf(600), {});
  CHECK(verdict.fit == whatif::Fit::NotSet);
  CHECK(whatif::describe(verdict) ==
        "Restore takes " + units::formatDuration(600) + " (no restore objective set)");
}

TEST_CASE("a job that cannot run, or a run that never ends, cannot finish") {
  auto failing = runOf(600);
  failing.jobs.back().error = "no path to the drive";
  const auto verdict = whatif::judgeBackup(failing, objectives(21600, 7200));
  CHECK(verdict.fit == whatif::Fit::CannotFinish);
  CHECK(whatif::describe(verdict) ==
        "Backup cannot finish: job 'Nightly' cannot run: no path to the drive");
  auto stalled = runOf(600);
  stalled.timeline.stalled = true;
  CHECK(whatif::judgeBackup(stalled, objectives(21600, 7200)).fit == whatif::Fit::CannotFinish);
}

TEST_CASE("objectives are document data: refused when not positive, saved and read back") {
  topology::Topology t(test::testCatalog());
  const auto refused = t.setObjectives({topology::Duration{-5, "-5 s"}, std::nullopt});
  CHECK_FALSE(refused);
  CHECK(t.objectives() == topology::Objectives{});
  const auto previous = t.setObjectives(objectives(21600, 7200));
  REQUIRE(previous);
  CHECK(*previous == topology::Objectives{});
  const std::string text = io::saveTopologyText(t);
  CHECK(text.find("\"backup_window\": \"6 h\"") != std::string::npos);
  const auto loaded = io::loadTopologyText(text, "saved", test::testCatalog());
  REQUIRE(loaded.topology);
  CHECK(loaded.topology->objectives() == t.objectives());
}

TEST_CASE("a bad objective in a file is an error at its place") {
  const auto loaded = io::loadTopologyText(
      R"({"format": "tapeflow-topology", "version": 1, "objectives": {"backup_window": "6 parsecs"}})",
      "bad.tapeflow", test::testCatalog());
  CHECK_FALSE(loaded.topology);
  CHECK(loaded.diagnostics.toString().find("/objectives/backup_window") != std::string::npos);
}
