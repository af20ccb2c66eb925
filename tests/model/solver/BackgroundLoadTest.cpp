// Background load (issue 20): a component's stated share of capacity busy with other work is
// taken before the jobs share the rest. MB = 10^6 bytes.

#include "SolverFixture.h"

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;

} // namespace

TEST_CASE("a RAID set busy with other file systems leaves the backup the rest") {
  // The basic local backup reads its 50 MB/s array into a 100 MB/s drive: 50 MB/s. With the
  // array 30 % busy with another file system, 0.7 x 50 = 35 MB/s, still held by the array.
  const auto run = [](const std::string& load) {
    Diagram d;
    d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("drive", "native_rate", "100 MB/s");
    if (!load.empty()) d.set("array", "background_load", load);
    d.job("j", "vol", "drive");
    return d.solve();
  };
  CHECK(run("").job("j")->rate == Approx(50 * MB));
  const auto busy = run("0.3");
  CHECK(busy.job("j")->rate == Approx(35 * MB));
  CHECK(busy.job("j")->bottleneck.key == "disk:array:read");
  // The resource shows what is left for the jobs, fully used by them.
  CHECK(busy.resource("disk:array:read")->capacity == Approx(35 * MB));
  CHECK(busy.resource("disk:array:read")->utilisation == Approx(1.0));
}

TEST_CASE("other traffic on the server's adapter shares the LAN with the backup") {
  // The LAN backup's wire carries 12.5 MB/s of payload. The server's NIC 20 % busy with other
  // traffic leaves 10 MB/s for the job; the link, not busy, still offers 12.5.
  Diagram d;
  d.lanBackup().set("nic", "background_load", "0.2");
  d.job("j", "volc", "drive");
  const auto result = d.solve();
  CHECK(result.job("j")->rate == Approx(10 * MB));
  CHECK(result.job("j")->bottleneck.node == "nic");
}

TEST_CASE("a server's CPU busy with other programs has fewer cores for the jobs") {
  // One core that reads disk data at 40 MB/s holds the 50 MB/s array's backup at 40 MB/s; with
  // half the core busy with other programs the job gets 0.5 x 40 = 20 MB/s.
  const auto run = [](const std::string& load) {
    Diagram d;
    d.localBackup().set("bus", "sustained_rate", "1 GB/s").set("drive", "native_rate", "100 MB/s");
    d.set("srv", "cpu_cores", "1").set("srv", "core_rate_disk_io", "40 MB/s");
    if (!load.empty()) d.set("srv", "background_load", load);
    d.job("j", "vol", "drive");
    return d.solve();
  };
  CHECK(run("").job("j")->rate == Approx(40 * MB));
  const auto busy = run("0.5");
  CHECK(busy.job("j")->rate == Approx(20 * MB));
  CHECK(busy.job("j")->bottleneck.category == "cpu");
}
