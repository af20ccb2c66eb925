// Efficiency, not burst (issue 20): a parallel SCSI channel's rate is its data-phase burst, and
// every connection also holds it for bus phases that move no data. MB = 10^6 bytes.

#include "SolverFixture.h"

#include "solver/BusPhases.h"

using namespace tapeflow;
using test::Diagram;

namespace {

constexpr double MB = 1e6;

// The basic local backup with its HBA's channel at `channel` (a Wide-Ultra card) and a drive
// fast enough that the channel holds it.
solver::SolveResult heldByChannel(const std::string& channel, const std::string& phases,
                                  const std::string& busType = "scsi-wide-ultra") {
  Diagram d;
  d.localBackup()
      .set("hba", "channel_rate", channel)
      .set("hba", "bus_type", busType)
      .set("hba", "phase_time", phases)
      .set("array", "read_rate", "500 MB/s")
      .set("drive", "native_rate", "300 MB/s")
      .set("bus", "sustained_rate", "1 GB/s");
  d.job("j", "vol", "drive");
  return d.solve();
}

} // namespace

TEST_CASE("channel payload rate and hold: burst time per byte plus each connection's phases") {
  // 40 MB/s, 18 us per 64 KiB: x = 40e6 x 18e-6 / 65,536 = 0.010986; payload 40 / (1 + x) =
  // 39.565 MB/s. A 20 MB/s device holds it (1/20 + t/b) / (1/40 + t/b) = (2 + x) / (1 + x).
  const double x = 40e6 * 18e-6 / 65536;
  CHECK(solver::channelPayloadRate(40 * MB, 18e-6, 65536) == Approx(40 * MB / (1 + x)));
  CHECK(solver::channelPayloadRate(40 * MB, 0.0, 65536) == 40 * MB);
  CHECK(solver::channelHold(40 * MB, 20 * MB, 18e-6, 65536) == Approx((2 + x) / (1 + x)));
  // A device at or above the channel's speed: 1, whatever the phases.
  CHECK(solver::channelHold(40 * MB, 80 * MB, 18e-6, 65536) == Approx(1.0));
  CHECK(solver::channelHold(40 * MB, 0.0, 0.0, 65536) == 1.0);
}

TEST_CASE("a parallel SCSI channel carries its burst rate less its bus phases") {
  // Wide Ultra 40 MB/s with the kind's 18 us per 64 KiB connection: each byte holds the channel
  // 1 + 0.011 channel bytes, so the job moves 40 / 1.010986 = 39.57 MB/s (98.9 %).
  const auto wide = heldByChannel("40 MB/s", "18 us");
  CHECK(wide.job("j")->rate == Approx(40 * MB / (1.0 + 40e6 * 18e-6 / 65536)));
  CHECK(wide.job("j")->bottleneck.key.rfind("channel:hba", 0) == 0);
  // Ultra320: 320 / (1 + 320e6 x 18e-6 / 65,536) = 293.9 MB/s (91.9 %).
  const auto u320 = heldByChannel("320 MB/s", "18 us", "scsi-ultra320");
  CHECK(u320.job("j")->rate == Approx(320 * MB / (1.0 + 320e6 * 18e-6 / 65536)));
  // Without phases the burst rate; on SAS (serial, no shared bus phases) the phases do not apply.
  CHECK(heldByChannel("40 MB/s", "0 s").job("j")->rate == Approx(40 * MB));
  CHECK(heldByChannel("40 MB/s", "18 us", "sas-3g").job("j")->rate == Approx(40 * MB));
}
