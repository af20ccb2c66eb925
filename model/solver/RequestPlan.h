#pragma once

// How one stream moves data when its backup application works in requests (issue 39, DESIGN.md
// "Today's software"): chunk fetches, pack or object PUTs, multipart parts. Each request takes a
// round trip, the store's service time, its transfer and its own processing on the client, one
// after the other; with N requests in flight one stream moves at most
//   N x S / (round trip + service + S / bandwidth + S / processing rate).
// The plan is worked out once per job (FlowRequests.cpp) and read by the stream's ceiling, the
// client's CPU and the chunk store's random reads.
//
// A request larger than its connection's TCP window takes a round trip for each window's worth:
// the sender stops at the window until the first bytes are acknowledged, a round trip after
// they left (PBS chunks of 4 MiB over a 150 ms WAN with Linux's 3 MiB window: two round trips).
//
// Requests read back from a chunk store on disks queue at the disk each lands on: N requests
// spread at random over D disks keep fewer than min(N, D) of them busy, so the rate bends
// smoothly from N x S / t to the disks' own rate instead of meeting it at a corner. The plan
// solves that closed queueing network exactly (mean-value analysis: each request holds one
// disk for its access and transfer, and spends the rest of its time where nothing queues).
// Each stream is solved as if alone on the disks; the pool's own capacity then shares them
// among streams and jobs, as for any other resource.
//
// An application that spreads a restore's requests over files and puts each file's content back
// in order (restic 0.9's restorer: a file's next pack is fetched only once the one before is
// written) keeps only a few requests outstanding for any one file: its largest file restores at
// perFile x fullSize / (one full request's time), and the restore lasts at least that long.

#include <cmath>
#include <cstddef>
#include <string>
#include <string_view>

namespace tapeflow::solver {

// Round trips a request of `bytes` takes on a connection whose TCP window is `window` bytes (0: no
// limit): one, and one more for each further window's worth.
[[nodiscard]] inline double roundTripsThrough(double bytes, double window) {
  return window > 0.0 && bytes > window ? std::ceil(bytes / window) : 1.0;
}

struct RequestPlan {
  std::size_t client = 0;   // graph index of the server whose application makes the requests
  double inFlight = 0.0;    // requests one stream keeps outstanding; 0: the application streams
  double size = 0.0;        // logical bytes per request
  double roundTrip = 0.0;   // s: the network's round trip to the store
  double window = 0.0;      // bytes a connection carries per round trip (TCP); 0: no limit
  double service = 0.0;     // s: the store's time per request (a disk's access, a first byte)
  double transfer = 0.0;    // s: the request's bytes at the narrowest rate they cross
  double processing = 0.0;  // s: hashing, compression, encryption on one core of the client
  double fullSize = 0.0;    // logical bytes of a request within a large file (size: of a mean one)
  double perFile = 0.0;     // requests outstanding for one file on a restore; 0: no such limit
  double disks = 0.0;       // data disks a chunk store's random reads land on; 0: no queueing
  double diskSeconds = 0.0; // s one request holds its disk: the access and one disk's transfer
  // bytes/s: the one connection all of a stream's requests share (HTTP/2 over TLS: its
  // encryption and framing on one core); 0: each request has a connection of its own
  double connection = 0.0;
  const std::string* store = nullptr;            // the node that serves the requests (its name)
  std::string_view serviceCategory = "network";  // "disk" for a chunk store on disks
  std::string_view transferCategory = "network"; // "disk" when a disk is slower than the wire

  [[nodiscard]] bool active() const { return inFlight > 0.0 && size > 0.0; }
  // Round trips a request of `bytes` takes on this plan's connection.
  [[nodiscard]] double roundTrips(double bytes) const { return roundTripsThrough(bytes, window); }
  // The window the words name: when a request takes several round trips and they are at least
  // half of its time (0 otherwise; on a LAN they cost nothing worth saying).
  [[nodiscard]] double namedWindow() const;
  [[nodiscard]] double seconds() const {
    return roundTrip * roundTrips(size) + service + transfer + processing;
  }
  // The ceiling of one stream, the disks' queues counted; +inf when a request takes no time.
  [[nodiscard]] double rate() const;
  // One full request's time, and what perFile of them move for one large file (+inf: no limit).
  [[nodiscard]] double fullSeconds() const;
  [[nodiscard]] double fileRate() const;
  // The category that takes most of a request's time, as resourceCategory() words it.
  [[nodiscard]] std::string_view category() const;
};

} // namespace tapeflow::solver
