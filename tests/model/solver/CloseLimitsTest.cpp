// Bottlenecks named honestly (issue 20): a stream held by two constraints at once is said to be
// held by the one that would hold it lowest alone, whatever order they are met in, and every
// constraint within 5 % of holding a job is listed with it. MB = 10^6 bytes.

#include "SolverFixture.h"

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;

// Two jobs read one array (read rate `arrayRate`) into two 10 MB/s drives on one HBA; `swapped`
// defines the jobs and the second drive in the other order.
solver::SolveResult twoDrives(const std::string& arrayRate, bool swapped = false) {
  Diagram d;
  d.localBackup().set("array", "read_rate", arrayRate);
  d.add("drive2", "t-drive").link("hba:ch2", "drive2:scsi1");
  if (swapped)
    d.job("j2", "vol", "drive2").job("j1", "vol", "drive");
  else
    d.job("j1", "vol", "drive").job("j2", "vol", "drive2");
  return d.solve();
}

} // namespace

TEST_CASE("two saturated constraints: the one that holds the stream lowest alone is named") {
  // Array 20 MB/s shared by two jobs, each drive 10 MB/s: every job gets 10 MB/s and both the
  // array (20 of 20) and its drive (10 of 10) are full. Alone, the array would let one job move
  // 20 MB/s, its drive 10: the drive is the bottleneck, the array is listed beside it.
  for (const bool swapped : {false, true}) {
    const auto result = twoDrives("20 MB/s", swapped);
    const auto* j1 = result.job("j1");
    REQUIRE(j1);
    CHECK(j1->rate == Approx(10 * MB));
    CHECK(j1->bottleneck.category == "tape");
    CHECK(j1->bottleneck.node == "drive");
    REQUIRE(j1->close.size() == 2);
    CHECK(j1->close[0].limit.key == j1->bottleneck.key); // the bottleneck first
    CHECK(j1->close[0].utilisation == Approx(1.0));
    CHECK(j1->close[1].limit.node == "array");
    CHECK(j1->close[1].utilisation == Approx(1.0));
    CHECK(result.job("j2")->bottleneck.node == "drive2");
  }
}

TEST_CASE("a constraint within 5 % of holding a job is listed and said, one further is not") {
  // Array 20.8 MB/s: the drives hold each job at 10 MB/s and the array runs at 20 / 20.8 =
  // 96.2 %, within 5 % of full: listed, and the warning names both with their utilisations.
  const auto close = twoDrives("20.8 MB/s");
  const auto* j1 = close.job("j1");
  REQUIRE(j1);
  CHECK(j1->bottleneck.node == "drive");
  REQUIRE(j1->close.size() == 2);
  CHECK(j1->close[1].limit.node == "array");
  CHECK(j1->close[1].utilisation == Approx(20.0 / 20.8));
  bool said = false;
  for (const auto& warning : close.warnings)
    said = said || (warning.message.find("within a few per cent") != std::string::npos &&
                    warning.message.find("96.2") != std::string::npos);
  CHECK(said);
  // Array 22 MB/s: 20 / 22 = 90.9 %, more than 5 % below full: the drive alone is named.
  CHECK(twoDrives("22 MB/s").job("j1")->close.empty());
}
