// A feed that varies in time, in the solve (issue 20, mechanism 1): a volume's feed pattern
// makes the solver simulate its drive in time, and every job reports its drive's repositions.

#include "SolverFixture.h"

#include <catch2/catch.hpp>

using namespace tapeflow;
using namespace tapeflow::test;

namespace {

constexpr double MB = 1e6;

// A 10-20 MB/s speed-matching drive with a 20 MB buffer and 5 s repositions, fed 360 MB of
// incompressible data from an array fast enough not to matter (the streaming test's drive).
Diagram& rangeDriveBackup(Diagram& d) {
  d.localBackup();
  d.set("vol", "data_size", "360 MB").set("vol", "compressibility", "1");
  d.set("drive", "native_rate", "20 MB/s").set("drive", "streaming_mode", "range");
  d.set("drive", "min_streaming_rate", "10 MB/s").set("drive", "buffer_size", "20 MB");
  d.set("drive", "reposition_time", "5 s");
  topology::JobOptions image;
  image.mode = topology::JobMode::Image;
  d.job("j", "vol", "drive", image);
  return d;
}

} // namespace

TEST_CASE("a toggling feed is simulated in time, not shared at its mean") {
  // Toggling 5 and 15 MB/s every 10 s: the mean, 10 MB/s, is inside the drive's range and the
  // steady model moves it all. In time the 5 MB/s stretches run the buffer dry at the lowest
  // speed: 360 MB take 41 s with two 5 s repositions (FeedSimulationTest works it by hand).
  Diagram d;
  rangeDriveBackup(d);
  d.set("vol", "feed_pattern", "toggle").set("vol", "feed_rates", "5 MB/s, 15 MB/s");
  d.set("vol", "feed_period", "10 s");
  const auto r = d.solve();
  const auto* job = r.job("j");
  REQUIRE(job);
  CHECK(job->rate == Approx(360.0 / 41.0 * MB));
  CHECK(job->feedVaries);
  CHECK(job->shoeShines == 2);
  CHECK(job->repositionSeconds == Approx(10.0));
  CHECK(job->bottleneck.key == "tape:drive");
  std::string said;
  for (const auto& w : r.warnings)
    if (w.component == "drive") said += w.message;
  CHECK_THAT(said, Catch::Contains("toggle feed") && Catch::Contains("repositions 2 times"));
}

TEST_CASE("the rest of the path caps a varying feed") {
  // The array reads only 8 MB/s: the 15 MB/s stretches arrive at 8, so the feed toggles 5 and
  // 8 MB/s, below the lowest speed throughout.
  Diagram d;
  rangeDriveBackup(d);
  d.set("array", "read_rate", "8 MB/s");
  d.set("vol", "feed_pattern", "toggle").set("vol", "feed_rates", "5 MB/s, 15 MB/s");
  d.set("vol", "feed_period", "10 s");
  const auto r = d.solve();
  const auto* job = r.job("j");
  REQUIRE(job);
  CHECK(job->rate < 6.5 * MB);
  CHECK(job->shoeShines > 2);
}

TEST_CASE("a constant feed reports the steady form's repositions") {
  // Fed 14 MB/s (the array), the 10-20 MB/s drive matches it and never stops; fed 6 MB/s it runs
  // at 10 MB/s, each stretch moves 10 x 20 / 4 = 50 MB, so 360 MB take 8 stretches and 7 stops.
  Diagram fast;
  rangeDriveBackup(fast);
  fast.set("array", "read_rate", "14 MB/s");
  CHECK(fast.solve().job("j")->shoeShines == 0);
  Diagram slow;
  rangeDriveBackup(slow);
  slow.set("array", "read_rate", "6 MB/s");
  const auto r = slow.solve();
  CHECK_FALSE(r.job("j")->feedVaries);
  CHECK(r.job("j")->shoeShines == 7);
  CHECK(r.job("j")->repositionSeconds == Approx(35.0));
}
