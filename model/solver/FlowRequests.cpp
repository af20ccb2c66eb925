// Requests in flight (RequestPlan.h): who makes a job's requests, how many, how large, and how
// long one takes on the job's route.

#include "solver/FlowBuilder.h"

#include "catalog/KindCode.h"
#include "topology/TierKinds.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace tapeflow::solver {

namespace {

// Requests per second of a closed network: `customers` requests, each spending `delay` seconds
// where nothing queues and `demand` seconds at one of `stations` identical queues, chosen at
// random (mean-value analysis; exact for product-form networks, Reiser and Lavenberg 1980).
double closedThroughput(long customers, double stations, double demand, double delay) {
  const double perStation = demand / stations;
  double queue = 0.0; // requests at (or waiting for) one station
  double throughput = 0.0;
  for (long k = 1; k <= customers; ++k) {
    const double residence = perStation * (1.0 + queue); // at one station, per visit cycle
    throughput = double(k) / (delay + stations * residence);
    queue = throughput * residence;
  }
  return throughput;
}

} // namespace

double RequestPlan::rate() const {
  const double time = seconds();
  if (!(time > 0.0)) return std::numeric_limits<double>::infinity();
  if (disks < 1.0 || !(diskSeconds > 0.0) || diskSeconds > time) return inFlight * size / time;
  // Past a few thousand requests the disks' queues are full and the rate no longer moves.
  const long requests = std::clamp(std::lround(inFlight), 1L, 4096L);
  return size * closedThroughput(requests, disks, diskSeconds, time - diskSeconds);
}

double RequestPlan::namedWindow() const {
  const double trips = roundTrips(size);
  return trips > 1.0 && roundTrip * trips >= 0.5 * seconds() ? window : 0.0;
}

// The transfer and the processing grow with the request's bytes; the service time does not, and
// the round trips only by whole windows.
double RequestPlan::fullSeconds() const {
  const double perByte = size > 0.0 ? (transfer + processing) / size : 0.0;
  return roundTrip * roundTrips(fullSize) + service + fullSize * perByte;
}

double RequestPlan::fileRate() const {
  const double time = fullSeconds();
  return perFile > 0.0 && time > 0.0 ? perFile * fullSize / time
                                     : std::numeric_limits<double>::infinity();
}

std::string_view RequestPlan::category() const {
  const std::pair<std::string_view, double> terms[] = {{"network", roundTrip * roundTrips(size)},
                                                       {serviceCategory, service},
                                                       {transferCategory, transfer},
                                                       {"cpu", processing}};
  std::string_view longest = "network";
  double most = -1.0;
  for (const auto& [category, seconds] : terms) {
    double sum = 0.0;
    for (const auto& [other, time] : terms)
      if (other == category) sum += time;
    if (sum > most) {
      most = sum;
      longest = category;
    }
  }
  return longest;
}

} // namespace tapeflow::solver

namespace tapeflow::solver::detail {

// The one-way latency of the network on `route`: its links' and switches' (hubs') latencies.
double FlowBuilder::oneWayLatency(const Route& route) const {
  double latency = 0.0;
  for (const auto& visit : route.visits) {
    const KindCode kind = m_graph.kindCode(visit.node);
    if (kind == KindCode::Hub || kind == KindCode::Switch)
      latency += params(visit.node).number(n::kLatency, 0.0);
    if (visit.in) {
      const auto& link = m_topology.links()[m_graph.edges(visit.node)[*visit.in].link];
      if (const auto it = link.parameters.find(n::kLatency.name); it != link.parameters.end())
        latency += it->second.number();
    }
  }
  return latency;
}

RequestPlan FlowBuilder::requestPlan(const topology::Job& job, const JobModel& model,
                                     const Route& route, std::size_t source, std::size_t target,
                                     double meanFile) const {
  RequestPlan plan;
  const bool backup = model.direction == Direction::Backup;
  // The client: the first server from the volume's side whose application works in requests.
  const auto client = std::find_if(route.hosts.begin(), route.hosts.end(), [&](std::size_t h) {
    return params(h).profileNumber(n::kBackupApp, n::kRequestSize, 0.0) > 0.0;
  });
  if (client == route.hosts.end()) return plan;
  const auto app = params(*client);
  plan.client = *client;
  plan.size = app.profileNumber(n::kBackupApp, n::kRequestSize, 0.0);
  plan.fullSize = plan.size;
  if (!backup) plan.perFile = app.profileNumber(n::kBackupApp, n::kRestoreRequestsPerFile, 0.0);
  // A restore fetches each file's content: a file smaller than a request is a request of its
  // own. A backup packs small files into its requests (pack files, a stream's chunks).
  if (!backup && job.options.mode == topology::JobMode::ByFile && meanFile > 0.0)
    plan.size = std::min(plan.size, meanFile);
  const double stated = app.profileNumber(n::kBackupApp, n::kRequestsInFlight, 1.0);
  plan.inFlight =
      job.options.requestsInFlight
          ? double(*job.options.requestsInFlight)
          : (backup ? stated
                    : app.profileNumber(n::kBackupApp, n::kRestoreRequestsInFlight, stated));
  // The store: the tier at the target, else a pool or deduplicating target the job reads from.
  const bool sourceStore = topology::isCopySourceKind(m_graph.kind(source));
  const std::size_t store =
      sourceStore && !topology::isTierKind(m_graph.kind(target)) ? source : target;
  const bool reading = (store == target) != backup;
  const auto figures = params(store);
  plan.store = &node(store).name;
  double slowest = wireRate(route);
  switch (m_graph.kindCode(store)) {
  case KindCode::ObjectStore:
    // The store's round trip is stated from the backup server to the endpoint, links included.
    plan.roundTrip = figures.number(n::kRtt, 0.0);
    plan.service = figures.number(n::kFirstByteTime, 0.0);
    plan.window = figures.number(n::kTcpWindow, kStoreTcpWindow);
    // A service sends (takes) one request's bytes no faster than its rate per connection,
    // however fast the network (Amazon S3: about 90 MB/s a GET, 45 MB/s a PUT).
    slowest = std::min(
        slowest, figures.number(reading ? n::kRequestReadRate : n::kRequestWriteRate, kUnlimited));
    break;
  case KindCode::DiskPool: {
    plan.roundTrip = 2.0 * oneWayLatency(route);
    // A chunk read back is found on one disk in random order; appending writes seek little.
    if (reading) {
      plan.service = figures.number(n::kAccessTime, 0.0);
      plan.serviceCategory = "disk";
      // As the pool counts its disks (kinds/DiskPool.cpp): its data disks carry the reads.
      plan.disks =
          std::max(1.0, figures.number(n::kMembers, 1.0) - figures.number(n::kParityMembers, 0.0));
      if (const double member = figures.number(n::kMemberRate, 0.0); member > 0.0)
        plan.diskSeconds = plan.service + plan.size / member;
    }
    // A write goes no faster than one disk writes (a shingled disk: slower than it reads).
    const double member = figures.number(n::kMemberRate, kUnlimited);
    if (const double disk =
            reading ? member : std::min(member, figures.number(n::kMemberWriteRate, member));
        disk < slowest) {
      slowest = disk;
      plan.transferCategory = "disk";
    }
    break;
  }
  default: plan.roundTrip = 2.0 * oneWayLatency(route); break;
  }
  // Over a network of hosts, the smallest window their operating systems allow.
  if (plan.window == 0.0) {
    double window = kUnlimited;
    for (const std::size_t host : route.hosts)
      window = std::min(window,
                        params(host).profileNumber(n::kOperatingSystem, n::kTcpWindow, kUnlimited));
    if (std::isfinite(window)) plan.window = window;
  }
  if (std::isfinite(slowest) && slowest > 0.0) plan.transfer = plan.size / slowest;
  const double perCore = app.profileNumber(
      n::kBackupApp, backup ? n::kRequestCoreRate : n::kRestoreRequestCoreRate, 0.0);
  // Measured per core on today's processors: not scaled by cpu_speed_factor, which relates
  // per-file times to the 2005-2007 cores they were calibrated on.
  if (perCore > 0.0) plan.processing = plan.size / perCore;
  plan.connection = app.profileNumber(n::kBackupApp, n::kConnectionRate, 0.0);
  return plan;
}

} // namespace tapeflow::solver::detail
