#pragma once

// Efficiency, not burst, on a parallel SCSI channel (issue 20). A channel's rate (20, 40, 80,
// 160, 320 MB/s) is its data-phase burst; every connection also holds the bus for phases that
// move no data: bus free, arbitration, selection, messages, the command, disconnection and
// reselection, status. They run at asynchronous speed whatever the burst rate, about 18 us per
// connection (scsi-overhead source), and a device reconnects once per burst of data (a DLT 7000
// disconnects every 64 KB by default). So a byte a device moves holds the channel for
//   1 / min(device, channel) + t_phase / burst   seconds,
// which, against the channel's rated capacity C, is the coefficient
//   C / min(device, channel) + C t_phase / burst.
// At 64 KiB per connection that is 98.9 % of Wide Ultra's 40 MB/s and 92 % of Ultra320's 320.
// The figures are parameters of the adapter kinds (kinds.json), with these defaults.

#include <algorithm>
#include <cmath>

namespace tapeflow::solver {

// Channel bytes per payload byte for a device of interface rate `device` (unlimited or unknown:
// the channel's rate) on a channel of burst rate `channel`.
[[nodiscard]] inline double channelHold(double channel, double device, double phaseTime,
                                        double burst) {
  if (!std::isfinite(channel) || !(channel > 0.0)) return 1.0;
  const double slowdown = device > 0.0 && device < channel ? channel / device : 1.0;
  const double phases = phaseTime > 0.0 && burst > 0.0 ? channel * phaseTime / burst : 0.0;
  return slowdown + phases;
}

} // namespace tapeflow::solver
