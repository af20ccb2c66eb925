// What holds a job whatever it shares: its streams' own ceilings (file system, one network
// stream, synchronous blocks, software compression), the application's per-job limits, and the
// CPU work per byte on each host.

#include "solver/FlowBuilder.h"

#include "catalog/KindCode.h"
#include "topology/TierKinds.h"

#include <algorithm>
#include <cmath>

namespace tapeflow::solver::detail {

// Limits one job has whatever its streams: the application's per-job limits (one resource per
// job, shared by its streams).
void FlowBuilder::addJobLimits(const topology::Job& job, const JobModel& model, const Route& route,
                               std::size_t backupHost, double meanFile,
                               Coefficients& coefficients) {
  const auto app = params(backupHost);
  const bool backup = model.direction == Direction::Backup;
  const bool remote = route.hosts.size() > 1;
  const auto figure = [&](names::Figure name) {
    return app.profileNumber(n::kBackupApp, name, 0.0);
  };
  const auto limit = [&](names::Figure name, std::string_view what, double rate) {
    if (rate > 0.0)
      coefficients[resource(
          {ResourceTag::JobLimit, 0, m_model.jobs.size(), 0, name},
          [&] { return concat("job:", job.id, ":", name); },
          [&] { return concat(what, " (", app.profileName(n::kBackupApp), ")"); },
          ResourceKind::JobLimit, rate, node(backupHost).id, name)] += 1.0;
  };
  // A job that runs a fixed set of threads goes as fast as the processors they run on.
  double jobRate = figure(n::kJobRateLimit);
  if (const double perCore = figure(n::kJobRatePerCore); perCore > 0.0) {
    const double cores = perCore * app.number(n::kCpuCores, 1.0);
    jobRate = jobRate > 0.0 ? std::min(jobRate, cores) : cores;
  }
  limit(n::kJobRateLimit, "per-job limit", jobRate);
  if (!backup) limit(n::kRestoreRateLimit, "per-job restore limit", figure(n::kRestoreRateLimit));
  if (remote) {
    const auto name = backup ? n::kRemoteStreamRate : n::kRemoteRestoreRate;
    const RemoteAgent agent = remoteAgent(job, model, app, route, figure(name), meanFile);
    limit(name, agent.what, agent.rate);
  }
}

// What one job gets from its remote agent. An agent that works, then sends (stop and wait),
// adds its time and the network's for every buffer, pushing or pulled. A backup pulled without
// a push agent also asks for each file and waits for it: a round trip of the route a file (the
// push agent is sent the whole list at once and saves exactly that; ARCserveIT's Client Agent
// guide). Rate 0 when nothing holds.
FlowBuilder::RemoteAgent FlowBuilder::remoteAgent(const topology::Job& job, const JobModel& model,
                                                  const Parameters& app, const Route& route,
                                                  double agent, double meanFile) const {
  // The limit's words by [turns with the wire][a request per file]; a restore is never asked
  // for file by file.
  static constexpr std::string_view kWords[2][2] = {
      {"remote-agent job limit", "remote-agent job limit, asked for each file (no push agent)"},
      {"remote agent working, then sending",
       "remote agent working, then sending, asked for each file (no push agent)"}};
  const bool backup = model.direction == Direction::Backup;
  bool turns = false, perFile = false;
  double seconds = 0.0; // per byte
  if (agent > 0.0) {
    seconds += 1.0 / agent;
    if (app.profileFlag(n::kBackupApp, n::kRemoteStopAndWait, false))
      if (const double wire = wireRate(route); std::isfinite(wire)) {
        seconds += 1.0 / wire;
        turns = true;
      }
  }
  if (backup && !job.options.pushAgent && job.options.mode == topology::JobMode::ByFile &&
      meanFile > 0.0 && app.profileFlag(n::kBackupApp, n::kRemotePull, false))
    if (const double trip = 2.0 * oneWayLatency(route); trip > 0.0) {
      seconds += trip / meanFile;
      perFile = true;
    }
  return {seconds > 0.0 ? 1.0 / seconds : 0.0,
          backup || turns ? kWords[turns][perFile] : std::string_view("remote restore limit")};
}

void FlowBuilder::addCpu(std::size_t streamIndex, const Route& route, std::size_t firstHost,
                         std::size_t backupHost, const JobModel& model,
                         const topology::JobOptions& options, double shareSum, double meanFile,
                         std::size_t source, const RequestPlan& requests,
                         Coefficients& coefficients) {
  if (route.hosts.empty()) return;
  const bool backup = model.direction == Direction::Backup;
  const double wire = 1.0 / model.softwareRatio; // bytes after compression
  const auto work = [&](std::size_t host, Work kind, double bytes, names::Figure rateName,
                        double secondsPerByte = 0.0) {
    const auto p = params(host);
    const double perCore = p.number(rateName, 0.0);
    double seconds = secondsPerByte;
    if (perCore > 0.0 && bytes > 0.0) seconds += bytes / perCore;
    if (!(seconds > 0.0)) return;
    const std::size_t cpu = resource(
        {ResourceTag::Cpu, 0, host}, [&] { return "cpu:" + node(host).id; },
        [&] { return node(host).name + " CPU"; }, ResourceKind::Cpu,
        [&] { return p.number(n::kCpuCores, 1.0); }, node(host).id, n::kCpuCores);
    coefficients[cpu] += seconds;
    m_model.cpuTerms.push_back({cpu, kind, streamIndex, seconds});
  };
  // Per-file CPU of the file system on the host that reads or writes the files.
  const double perFileCpu =
      meanFile > 0.0 && options.mode == topology::JobMode::ByFile
          ? filesystemOwner(source, route).profileNumber(n::kFilesystem, n::kCpuPerFile, 0.0) /
                params(firstHost).number(n::kCpuSpeedFactor, 1.0) / meanFile
          : 0.0;
  work(firstHost, backup ? Work::DiskRead : Work::DiskWrite, 1.0, n::kCoreRateDiskIo, perFileCpu);
  if (options.softwareCompression)
    work(firstHost, Work::Compression, 1.0, backup ? n::kCoreRateCompress : n::kCoreRateDecompress);
  for (std::size_t h = 0; h + 1 < route.hosts.size(); ++h) {
    work(route.hosts[h], backup ? Work::NetworkSend : Work::NetworkReceive, wire,
         backup ? n::kCoreRateNetSend : n::kCoreRateNetReceive);
    work(route.hosts[h + 1], backup ? Work::NetworkReceive : Work::NetworkSend, wire,
         backup ? n::kCoreRateNetReceive : n::kCoreRateNetSend);
  }
  work(backupHost, backup ? Work::TapeWrite : Work::TapeRead, wire * shareSum, n::kCoreRateTapeIo);
  if (options.crc) work(backupHost, Work::Crc, wire, n::kCoreRateCrc);
  if (m_graph.kindCode(m_target) == KindCode::RaitGroup &&
      params(m_target).text(n::kRaitLevel) == "rait-5")
    work(backupHost, Work::Parity, wire, n::kCoreRateParity);
  // Source-side deduplication chunks and fingerprints every logical byte on the client.
  if (model.tier.sourceSide && model.tier.clientCoreRate > 0.0)
    work(firstHost, Work::Compression, 0.0, n::kCoreRateCompress, 1.0 / model.tier.clientCoreRate);
  // Each request's own processing (hashing, compression, encryption) on the client.
  if (requests.active() && requests.processing > 0.0)
    work(requests.client, Work::Requests, 0.0, n::kCoreRateCompress,
         requests.processing / requests.size);
}

// The file system of the volume, else of the server it is local to.
Parameters FlowBuilder::filesystemOwner(std::size_t source, const Route& route) const {
  const auto volume = params(source);
  if (volume.text(n::kFilesystem).empty() && !route.hosts.empty())
    return params(route.hosts.front());
  return volume;
}

// The rate one stream's data crosses the network of `route` at: the slowest adapter's
// single-stream rate where it has one (the fit of Dump 1996 Table 2: b / (b / R_stream + t)),
// else its wire's payload rate, and a hub segment's; +inf for a local route.
double FlowBuilder::wireRate(const Route& route) const {
  double slowest = kUnlimited;
  for (const auto& visit : route.visits) {
    const auto p = params(visit.node);
    const KindCode kind = m_graph.kindCode(visit.node);
    if (kind == KindCode::Nic) {
      const double stream = p.number(n::kStreamRate, 0.0);
      slowest = std::min(slowest, stream > 0.0 ? stream
                                               : p.number(n::kSpeed, kUnlimited) *
                                                     tcpEfficiency(visit.node));
    }
    // The segment's efficiency is the hub kind's default unless stated; 1: none at all.
    if (kind == KindCode::Hub)
      slowest = std::min(slowest, p.number(n::kSpeed, kUnlimited) * p.number(n::kEfficiency, 1.0));
  }
  return slowest;
}

// A backup's reads are the application's (on the first host that runs one: the client), at
// least the read-ahead of the kernel of the host that holds the volume; a backup by file reads
// the application's files at once, never more than the volume's files.
InterleavedReads FlowBuilder::interleavedReads(const topology::Job& job, const JobModel& model,
                                               std::size_t source, const Route& route) const {
  InterleavedReads reads;
  if (model.direction != Direction::Backup || topology::isCopySourceKind(m_graph.kind(source)) ||
      route.hosts.empty())
    return reads;
  const auto reader = std::find_if(route.hosts.begin(), route.hosts.end(), [&](std::size_t h) {
    return !params(h).text(n::kBackupApp).empty();
  });
  const double readAhead =
      params(route.hosts.front()).profileNumber(n::kOperatingSystem, n::kReadAhead, 0.0);
  if (reader == route.hosts.end()) {
    reads.size = readAhead;
    return reads;
  }
  const auto app = params(*reader);
  reads.size = std::max(app.profileNumber(n::kBackupApp, n::kReadSize, 0.0), readAhead);
  if (job.options.mode != topology::JobMode::ByFile) return reads;
  double files = app.profileNumber(n::kBackupApp, n::kFilesReadAtOnce, 1.0);
  if (model.fileCount > 0.0) files = std::min(files, model.fileCount);
  reads.files = std::max(1.0, files);
  return reads;
}

// The fastest one stream of this job can go by its own limits.
Ceiling FlowBuilder::streamCeiling(const topology::Job& job, const JobModel& model,
                                   std::size_t source, const Route& route, double driveShare,
                                   double meanFile, double speedFactor,
                                   const RequestPlan& requests) {
  Ceiling ceiling{kUnlimited, {}, {}};
  const auto tighten = [&](double rate, const CeilingCause& what, std::string_view category) {
    if (rate > 0.0 && rate < ceiling.rate) ceiling = {rate, what, std::string(category)};
  };
  using Kind = CeilingCause::Kind;
  const bool backup = model.direction == Direction::Backup;
  const std::size_t backupHost = route.hosts.empty() ? source : route.hosts.back();
  const auto app = params(backupHost);
  // A copy out of a disk pool reads the backup's container files, not the original files.
  const bool byFile = job.options.mode == topology::JobMode::ByFile &&
                      !topology::isCopySourceKind(m_graph.kind(source));
  const auto fsRef = n::kFilesystem;
  const Parameters fs = filesystemOwner(source, route);

  // One reader (writer) of the file system: a file of size S takes t_file + S / R_stream.
  if (byFile && !fs.text(fsRef).empty()) {
    const double stream = fs.profileNumber(fsRef, backup ? n::kStreamReadRate : n::kStreamWriteRate,
                                           fs.profileNumber(fsRef, n::kStreamReadRate, kUnlimited));
    // A restore puts back names, attributes and security as well; a tool that only creates
    // files (HPCreateData) pays the file system's create time.
    const bool attributes = app.profileFlag(n::kBackupApp, n::kRestoreAttributes, true);
    const double create = fs.profileNumber(fsRef, n::kPerFileCreateTime, 0.0);
    double perFile = backup       ? fs.profileNumber(fsRef, n::kPerFileReadTime, 0.0)
                     : attributes ? fs.profileNumber(fsRef, n::kPerFileRestoreTime, create)
                                  : create;
    perFile += app.profileNumber(n::kBackupApp,
                                 backup ? n::kPerFileBackupTime : n::kPerFileRestoreTime, 0.0);
    perFile /= speedFactor;
    const double secondsPerByte =
        (std::isfinite(stream) ? 1.0 / stream : 0.0) + (meanFile > 0.0 ? perFile / meanFile : 0.0);
    // Files read at once overlap their per-file times, as far as the file system lets readers
    // add up (its parallel_readers_limit).
    const double readers =
        backup && model.interleaved.files > 1.0
            ? std::min(model.interleaved.files,
                       fs.profileNumber(fsRef, n::kParallelReadersLimit, kUnlimited))
            : 1.0;
    if (secondsPerByte > 0.0)
      tighten(std::max(readers, 1.0) / secondsPerByte,
              {.kind = Kind::FileSystem,
               .writing = !backup,
               .profile = fs.profileEntry(fsRef),
               .size = meanFile,
               .parts = readers},
              "file-system");
  }
  // An application that works in requests meets the store's window and rate per request in
  // each request's time (below), always at or under what its connections could carry.
  if (!requests.active())
    if (const Ceiling tier = tierCeiling(route, backup); tier.rate < ceiling.rate) ceiling = tier;
  // Software compression runs on one core per stream.
  if (job.options.softwareCompression && !route.hosts.empty()) {
    const auto host = params(route.hosts.front());
    tighten(host.number(backup ? n::kCoreRateCompress : n::kCoreRateDecompress, 0.0),
            {.kind = Kind::Compression, .name = &node(route.hosts.front()).name}, "cpu");
  }
  // One stream issues one command at a time to its drive: each block (its share of it, on a
  // RAIT member) costs the drive's command time plus its transfer at the interface rate,
  // whatever the tape moves meanwhile.
  const std::size_t driveIndex = route.visits.empty() ? source : route.visits.back().node;
  const auto drive = params(driveIndex);
  const double block = job.options.blockSize.value_or(app.profileNumber(
      n::kBackupApp, n::kDefaultBlockSize, drive.number(n::kDefaultBlockSize, 0.0)));
  double command = 0.0; // seconds per block at the drive
  if (const double c = drive.number(n::kCommandTime, 0.0); c > 0.0 && block > 0.0) {
    command = c + block * driveShare / drive.number(n::kInterfaceRate, kUnlimited);
    tighten(block / command,
            {.kind = Kind::BlockCommand, .name = &node(driveIndex).name, .size = block}, "tape");
  }
  // Requests in flight, each a round trip, a service time, a transfer and its processing; the
  // words give a request's time with its wait at a disk.
  if (requests.active()) {
    const double rate = requests.rate(); // a disk queue's recursion: once
    tighten(rate,
            {.kind = Kind::Requests,
             .name = requests.store,
             .size = requests.size,
             .parts = requests.inFlight,
             .seconds = requests.inFlight * requests.size / rate,
             .window = requests.namedWindow()},
            requests.category());
    tighten(requests.connection,
            {.kind = Kind::Connection, .name = requests.store, .rate = requests.connection}, "cpu");
  }
  // The largest file restored a few requests at a time: the job cannot end before it does, so
  // its streams together move at most all the job's bytes in that time. The application's way
  // of restoring holds it, whatever each request's time is made of. A largest file beyond what
  // the job moves is not part of it (an incremental), or a slip the warnings name: no limit.
  const double largest = params(source).number(n::kLargestFile, 0.0);
  if (const double fileRate = requests.fileRate();
      requests.active() && largest > 0.0 && largest <= model.bytes && std::isfinite(fileRate))
    tighten(fileRate * model.bytes / largest /
                static_cast<double>(std::max(1, job.options.streams)),
            {.kind = Kind::LargestFile,
             .name = requests.store,
             .size = largest,
             .parts = requests.perFile,
             .seconds = requests.fullSeconds(),
             .request = requests.fullSize},
            "application");
  // A single network stream, and synchronous blocks over the network.
  if (route.hosts.size() > 1) {
    for (const auto& visit : route.visits)
      if (m_graph.kindCode(visit.node) == KindCode::Nic)
        tighten(params(visit.node).number(n::kStreamRate, 0.0),
                {.kind = Kind::NetworkStream, .name = &node(visit.node).name}, "network");
    // Measured on the hosts of the application's calibration and dominated by the protocol's
    // round trip, not by computation: not scaled by the host's cpu_speed_factor.
    const double turnaround = app.profileNumber(n::kBackupApp, n::kBlockTurnaround, 0.0);
    // The remote end answers once the drive has taken the block: its command is in the loop.
    // (The route's latency and wire are found only then: most applications stream.)
    if (app.profileFlag(n::kBackupApp, n::kSynchronousBlocks, false) && block > 0.0)
      if (const double slowest = wireRate(route); std::isfinite(slowest))
        tighten(block / (2.0 * oneWayLatency(route) + turnaround + block / slowest + command),
                {.kind = Kind::BlockRoundTrip, .size = block}, "network");
  }
  return ceiling;
}

} // namespace tapeflow::solver::detail
