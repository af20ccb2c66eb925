#pragma once

// How a tape drive copes with a feed slower than it can stream (docs/architecture.md, the
// pipeline's streaming step).
//
// A drive moves tape at one of its speeds s (a continuous range for DLTtape DDRA, a few steps
// for LTO's speed matching / HP ATS, a single speed for older drives). Between host and tape
// sits a buffer of B bytes. Writing with a feed F < s drains the buffer at s - F while the tape
// streams; when it is empty the drive stops, repositions (back-hitch) for T_r seconds and starts
// again once the buffer has refilled. Reading is the mirror image: the buffer fills at s - F and
// the drive stops when it is full. One cycle therefore lasts
//
//     t_stream = B / (s - F)          (buffer goes from full to empty, or empty to full)
//     t_pause  = max(T_r, B / F)      (reposition; the host refills/drains the buffer meanwhile)
//
// and moves s * t_stream bytes, so the achieved rate is
//
//     F                                     if F * T_r <= B   (the host never waits)
//     s B / (B + T_r (s - F))               otherwise          (the host waits while the tape
//                                                                repositions: shoe-shining)
//
// The drive chooses the slowest speed that keeps up with the feed (the fastest at or below the
// feed would starve the host), so a feed between two steps runs at the next step up. A feed at or
// above the top speed gives the top speed.
//
// simulate() integrates the same mechanism in the time domain for a feed that varies (a rate
// profile), with the speed chosen from the recent feed as real drives do, and counts repositions.
// With a constant feed it agrees with achievedRate() (tested).

#include <string>
#include <vector>

namespace tapeflow::streaming {

struct DriveStreaming {
  double maxRate = 0.0;        // top tape speed in host bytes/s at 1:1 (native rate)
  double minRate = 0.0;        // slowest speed of a continuous range (DDRA); 0 if none
  std::vector<double> steps;   // discrete speeds (ascending); empty: continuous or fixed
  double bufferBytes = 0.0;    // data buffer between host and tape
  double repositionTime = 0.0; // seconds lost per stop/back-hitch/restart
  // Fraction of the chosen speed actually achieved while streaming (format overhead, ATS
  // tracking loss); 1 when no figure is known.
  double streamingEfficiency = 1.0;

  // The speed the drive runs at for a feed F.
  [[nodiscard]] double speedFor(double feed) const;
};

// The achieved rate for a constant feed (bytes/s); 0 for a feed of 0.
[[nodiscard]] double achievedRate(const DriveStreaming& drive, double feed);

// Whether a constant feed makes the drive stop and reposition (shoe-shine).
[[nodiscard]] bool shoeShines(const DriveStreaming& drive, double feed);

// A feed that changes over time: `rate[i]` bytes/s from `start[i]` until the next start.
struct RateProfile {
  std::vector<double> start; // seconds, ascending, start[0] == 0
  std::vector<double> rate;  // bytes/s
  double period = 0.0;       // the profile repeats with this period; 0: the last rate holds
  [[nodiscard]] double rateAt(double time) const;
  [[nodiscard]] double nextChangeAfter(double time) const; // +inf if none
};

struct SimulationResult {
  double bytes = 0.0;        // moved to or from tape
  double seconds = 0.0;      // elapsed
  double achievedRate = 0.0; // bytes / seconds
  long repositions = 0;
  double streamingFraction = 0.0; // share of the time the tape was moving
};

// Writes (or reads) `bytes` with a feed following `profile`; the drive's speed follows the mean
// feed over the last `adaptationWindow` seconds (0: it knows the feed at once).
[[nodiscard]] SimulationResult simulate(const DriveStreaming& drive, const RateProfile& profile,
                                        double bytes, double adaptationWindow = 0.0);

} // namespace tapeflow::streaming
