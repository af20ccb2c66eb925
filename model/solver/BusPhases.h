#pragma once

// Efficiency, not burst, on a parallel SCSI channel (issue 20). A channel's rate (20, 40, 80,
// 160, 320 MB/s) is its data-phase burst; every connection also holds the bus for phases that
// move no data: bus free, arbitration, selection, messages, the command, disconnection and
// reselection, status. They run at asynchronous speed whatever the burst rate, about 18 us per
// connection (scsi-overhead source), and a device reconnects once per burst of data (a DLT 7000
// disconnects every 64 KB by default). So a byte a device moves holds the channel for
//   1 / min(device, channel) + t_phase / burst   seconds,
// The channel's capacity is what a device at its full speed moves: C_eff = C / (1 + C t / burst),
// 98.9 % of Wide Ultra's 40 MB/s and 92 % of Ultra320's 320 at 64 KiB per connection; a slower
// device's byte holds it (1 / device + t / burst) / (1 / C + t / burst) times as long. A device at
// the channel's speed has coefficient 1 whatever C is, so the capacity alone carries the rating
// (what the advisor's sensitivities assume).
// The figures are parameters of the adapter kinds (kinds.json), with these defaults.

#include <algorithm>
#include <cmath>

namespace tapeflow::solver {

// The payload rate of a channel of burst rate `channel`: what a device at that speed moves.
[[nodiscard]] inline double channelPayloadRate(double channel, double phaseTime, double burst) {
  if (!std::isfinite(channel) || !(phaseTime > 0.0) || !(burst > 0.0)) return channel;
  return channel / (1.0 + channel * phaseTime / burst);
}

// Payload capacity the channel spends per byte of a device of interface rate `device` (unlimited
// or unknown: the channel's rate): 1 at the channel's speed, more for a slower device.
[[nodiscard]] inline double channelHold(double channel, double device, double phaseTime,
                                        double burst) {
  if (!std::isfinite(channel) || !(channel > 0.0)) return 1.0;
  const double phases = phaseTime > 0.0 && burst > 0.0 ? phaseTime / burst : 0.0;
  const double own = device > 0.0 && device < channel ? 1.0 / device : 1.0 / channel;
  return (own + phases) / (1.0 / channel + phases);
}

} // namespace tapeflow::solver
