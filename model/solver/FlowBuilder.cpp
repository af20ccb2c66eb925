// A job into the flow model: its drives, its routes (one per array of a striped volume), and
// the coefficients of each stream on every resource it crosses.

#include "solver/FlowBuilder.h"
#include "catalog/KindCode.h"
#include "solver/DatabaseRestore.h"
#include "solver/VaryingFeed.h"

#include "topology/JobDataSet.h"
#include "topology/LevelDataSet.h"
#include "topology/TierKinds.h"
#include "util/Text.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace tapeflow::solver::detail {

FlowBuilder::FlowBuilder(const topology::Topology& topology, const Graph& graph,
                         const FlowOptions& options, FlowModel& model, FlowBuilderStorage& storage)
    : m_topology(topology), m_graph(graph), m_options(options), m_model(model), m_storage(storage) {
  m_model.resources.clear();
  m_model.streams.clear();
  m_model.jobs.clear();
  m_model.cpuTerms.clear();
  m_model.tapes.clear();
  m_storage.resourceIndex.clear();
  m_storage.tapeRegistered.clear();
  m_storage.owners.clear();
  m_storage.reached.clear();
}

// Drives a stream writes to, with its share of the bytes on each.
FlowBuilder::DriveSet FlowBuilder::driveSet(std::size_t target, int stream, std::string& error) {
  const KindCode kind = m_graph.kindCode(target);
  std::vector<std::size_t> members;
  for (const auto& edge : m_graph.edges(target)) {
    const KindCode memberKind = m_graph.kindCode(edge.neighbour);
    if (memberKind == KindCode::TapeDrive || memberKind == KindCode::NullDevice)
      members.push_back(edge.neighbour);
  }
  if (kind == KindCode::RaitGroup) {
    const std::string level = params(target).text(n::kRaitLevel);
    const auto m = static_cast<double>(members.size());
    if (members.empty() || (level == "rait-5" && members.size() < 3) ||
        (level == "rait-1" && members.size() < 2)) {
      error = "the RAIT group " + quote(node(target).name) + " has " +
              std::to_string(members.size()) + " member drives" +
              (level == "rait-5"   ? " (RAIT-5 needs at least 3)"
               : level == "rait-1" ? " (RAIT-1 needs 2)"
                                   : "");
      return {};
    }
    const double share = level == "rait-1" ? 1.0 : level == "rait-5" ? 1.0 / (m - 1.0) : 1.0 / m;
    DriveSet set;
    for (const auto member : members) set.emplace_back(member, share);
    return set;
  }
  if (kind == KindCode::TapeLibrary) {
    if (members.empty()) {
      error = "the library " + quote(node(target).name) + " has no drives in its bays";
      return {};
    }
    return {{members[static_cast<std::size_t>(m_libraryRank + stream) % members.size()], 1.0}};
  }
  return {{target, 1.0}};
}

// The routes of a backup from `source` to `drive`: one, or for a volume striped over several
// arrays (a volume linked to more than one), one per array, each starting with the volume and
// its link to that array. The members must meet in one server: that is where the stripe is
// put together.
Expected<std::vector<Route>> FlowBuilder::stripeRoutes(std::size_t source, std::size_t drive) {
  const auto& edges = m_graph.edges(source);
  if (edges.size() <= 1) {
    auto route = findRoute(m_graph, source, drive);
    if (!route) return route.error();
    std::vector<Route> one; // not from a braced list, which would copy the route
    one.push_back(std::move(*route));
    return one;
  }
  std::vector<Route> members;
  for (std::size_t e = 0; e < edges.size(); ++e) {
    const std::size_t array = edges[e].neighbour;
    auto found = findRoute(m_graph, array, drive);
    if (!found)
      return Error{"the volume " + quote(node(source).name) + " is striped over " +
                   quote(node(array).name) + ", but from there " + found.error().message};
    Route route = std::move(*found);
    // The array is entered from the volume, over the link between them.
    const auto& arrayEdges = m_graph.edges(array);
    for (std::size_t back = 0; back < arrayEdges.size(); ++back)
      if (arrayEdges[back].link == edges[e].link) route.visits.front().in = back;
    route.visits.insert(route.visits.begin(), Visit{source, std::nullopt, e});
    if (route.hosts.empty())
      return Error{"the volume " + quote(node(source).name) + " is striped over " +
                   quote(node(array).name) + ", which reaches the drive without a server"};
    if (!members.empty() && route.hosts.front() != members.front().hosts.front())
      return Error{"the volume " + quote(node(source).name) + " is striped over arrays of " +
                   "different servers (" + quote(node(members.front().hosts.front()).name) +
                   " and " + quote(node(route.hosts.front()).name) + ")"};
    members.push_back(std::move(route));
  }
  return members;
}

namespace {

// A synthetic full reads earlier backups on the backup server, sequentially: an image job from
// that volume (the data set stays the client's).
bool readsElsewhere(const topology::Job& job) {
  return job.level.level == topology::BackupLevel::SyntheticFull;
}
topology::Job levelJob(const topology::Job& job) {
  topology::Job read = job;
  read.source = job.level.syntheticSource;
  read.options.mode = topology::JobMode::Image;
  return read;
}

std::optional<std::size_t> present(std::size_t index, std::size_t size) {
  return index < size ? std::optional(index) : std::nullopt;
}

} // namespace

LibraryUse FlowBuilder::libraryUse(std::size_t library, const topology::Job& job) const {
  LibraryUse use;
  use.library = node(library).id;
  for (const auto& edge : m_graph.edges(library))
    if (m_graph.kindCode(edge.neighbour) == KindCode::TapeDrive)
      use.drives.push_back(node(edge.neighbour).id);
  use.exchangeSeconds = params(library).number(n::kExchangeTime, m_options.operatorDelay);
  if (!use.drives.empty())
    use.initialiseSeconds =
        params(*m_graph.indexOf(use.drives.front())).number(n::kMediaInitialisationTime, 0.0);
  use.priority = job.level.priority;
  use.newMedia = job.level.newMedia;
  return use;
}

std::pair<std::size_t, std::size_t> FlowBuilder::endsOf(const topology::Job& job) const {
  constexpr std::size_t kMissing = static_cast<std::size_t>(-1);
  return {m_graph.indexOf(job.source).value_or(kMissing),
          m_graph.indexOf(job.target).value_or(kMissing)};
}

void FlowBuilder::crossStream(const DriveSet& set, const DriveRoutes& routes, std::size_t firstHost,
                              double afterCompression, const JobModel& model,
                              Coefficients& crossed) {
  Coefficients& shared = m_storage.shared;
  Coefficients& members = m_storage.members;
  shared.clear();
  members.clear();
  for (const auto& [drive, share] : set) {
    const auto& stripe = stripeOf(routes, drive);
    Coefficients& before = m_storage.before;
    Coefficients& after = m_storage.after;
    before.clear();
    after.clear();
    for (std::size_t m = 0; m < stripe.size(); ++m) {
      const Route& route = stripe[m];
      std::size_t firstHostVisit = route.visits.size();
      std::size_t lastHostVisit = 0;
      for (std::size_t v = 0; v < route.visits.size(); ++v)
        if (m_graph.isServer(route.visits[v].node)) {
          firstHostVisit = std::min(firstHostVisit, v);
          lastHostVisit = v;
        }
      // A volume striped over several arrays: each member carries its share of the bytes up
      // to the host; from the host on every member's route is the same, counted once.
      const double stripeShare = 1.0 / static_cast<double>(stripe.size());
      bool compressed = false;
      for (std::size_t v = 0; v < route.visits.size(); ++v) {
        if (m > 0 && v >= firstHostVisit) break;
        const Visit& visit = route.visits[v];
        const double base =
            (compressed ? afterCompression : 1.0) * (v < firstHostVisit ? stripeShare : 1.0);
        const bool isTarget = v + 1 == route.visits.size();
        if (v <= lastHostVisit)
          visitResources(visit, model.direction, base, before, isTarget, model);
        else
          visitResources(visit, model.direction, base * share, after, isTarget, model);
        if (visit.node == firstHost) compressed = true;
      }
    }
    for (const auto& [r, c] : before) shared[r] = std::max(shared[r], c);
    for (const auto& [r, c] : after) members[r] += c;
  }
  crossed = shared;
  for (const auto& [r, c] : members) crossed[r] += c;
}

void FlowBuilder::addJob(const topology::Job& asDefined, std::pair<std::size_t, std::size_t> ends) {
  // Copied only when it reads elsewhere: a copy of every job was a share of a solve's allocation.
  std::optional<topology::Job> reread;
  if (readsElsewhere(asDefined)) reread = levelJob(asDefined);
  const topology::Job& job = reread ? *reread : asDefined;
  JobModel model;
  model.id = job.id;
  model.name = job.name;
  model.direction = m_options.mode == DirectionMode::AsDefined ? job.direction
                    : m_options.mode == DirectionMode::Backup  ? Direction::Backup
                                                               : Direction::Restore;
  // The data's volume is the source but for a synthetic full, whose source is found by id.
  const auto dataVolume = present(ends.first, m_graph.size());
  const auto source = reread ? m_graph.indexOf(job.source) : dataVolume;
  const auto target = present(ends.second, m_graph.size());
  const std::size_t jobIndex = m_model.jobs.size();
  if (const std::string problem = topology::levelProblem(job.level); !problem.empty())
    model.error = problem;
  else if (!source || !target || !dataVolume)
    model.error = "the job's source or target is missing";
  if (!model.error.empty()) {
    m_model.jobs.push_back(std::move(model));
    return;
  }
  m_target = *target;
  const auto volume = params(*dataVolume);
  const auto& options = job.options;
  const auto figure = [&](names::Figure name) -> std::optional<double> {
    if (!volume.has(name)) return std::nullopt;
    return volume.number(name, 0.0);
  };
  const auto level = topology::levelDataSet(
      topology::jobDataSet(options,
                           {figure(n::kDataSize), figure(n::kFileCount), figure(n::kMeanFileSize)}),
      job.level);
  const auto& data = level.moved;
  const DatabaseRestore database = databaseRestore(volume, model.direction);
  model.tier = tierJob(job, *source, *target, model.direction);
  // A copy job moves what its backups wrote, as one image (and is restored as one).
  const bool copy = topology::isCopySourceKind(m_graph.kind(*source));
  const auto copied = copy ? copiedData(backupsInto(*source, job.id)) : std::pair{0.0, 1.0};
  model.bytes = (!copy || options.dataSize ? data.bytes : copied.first) + database.logBytes;
  if (database.applies()) model.database = std::make_shared<const DatabaseRestore>(database);
  model.feed = feedScheduleOf(volume);
  model.fileCount = copy ? 0.0 : data.files;
  const double meanFile = copy ? 0.0 : data.meanFileSize;
  const double compressibility = std::max(
      1.0, options.compressibility.value_or(volume.number(n::kCompressibility, copied.second)));

  m_libraryRank = m_graph.kindCode(*target) == KindCode::TapeLibrary ? m_libraryJobs[*target]++ : 0;
  // Routes to every drive the streams use.
  std::vector<DriveSet> sets;
  for (int s = 0; s < database.streams(std::max(1, options.streams)) && model.error.empty(); ++s)
    sets.push_back(driveSet(*target, s, model.error));
  // Per drive, in drive order: one route per stripe member. A few drives a job: a sorted list,
  // not a map that made a node for each (issue 18).
  DriveRoutes routes;
  const auto routed = [&routes](std::size_t drive) {
    return std::any_of(routes.begin(), routes.end(),
                       [drive](const auto& entry) { return entry.first == drive; });
  };
  if (model.error.empty())
    for (const auto& set : sets)
      for (const auto& [drive, share] : set) {
        if (routed(drive) || !model.error.empty()) continue;
        auto found = stripeRoutes(*source, drive);
        if (!found) {
          model.error = found.error().message;
          continue;
        }
        for (const Route& route : *found)
          for (const Visit& visit : route.visits) m_storage.reached.push_back(visit.node);
        routes.emplace_back(drive, std::move(*found));
      }
  if (!model.error.empty()) {
    m_model.jobs.push_back(std::move(model));
    return;
  }
  std::sort(routes.begin(), routes.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  const Route& firstRoute = stripeOf(routes, sets.front().front().first).front();
  // Room for every visit (the path is the visits less repeats in a row): it is kept with the
  // results, and growing it by doubling left up to half of it empty (memory per node, issue 18).
  model.path.reserve(firstRoute.visits.size());
  for (const auto& visit : firstRoute.visits) {
    const std::string& id = node(visit.node).id;
    if (model.path.empty() || model.path.back() != id) model.path.push_back(id);
  }
  for (const auto host : firstRoute.hosts) model.hosts.push_back(node(host).id);
  {
    // Nodes the route visits more than once, in ascending position (sorted in the builder's
    // scratch: a std::map here made a node per visit of every job).
    std::vector<std::size_t>& visited = m_storage.visited;
    visited.clear();
    for (const auto& visit : firstRoute.visits) visited.push_back(visit.node);
    std::sort(visited.begin(), visited.end());
    for (std::size_t v = 0; v + 1 < visited.size(); ++v) {
      if (visited[v] != visited[v + 1] || (v > 0 && visited[v - 1] == visited[v])) continue;
      if (!m_graph.isServer(visited[v])) model.crossedTwice.push_back(node(visited[v]).id);
    }
  }
  for (const auto& [drive, route] : routes) model.drives.push_back(node(drive).id);

  // Compression: in software on the first host, else in the drive.
  const std::size_t firstHost = firstRoute.hosts.empty() ? *source : firstRoute.hosts.front();
  const std::size_t backupHost = firstRoute.hosts.empty() ? *source : firstRoute.hosts.back();
  const auto app = params(backupHost);
  const std::size_t firstDriveIndex = sets.front().front().first;
  const auto firstDrive = params(firstDriveIndex);
  if (options.softwareCompression) {
    // The application's compressor saves a share of what an LZ-class compressor would.
    const double relative = app.profileNumber(n::kBackupApp, n::kSoftwareCompressionRelative, 1.0);
    const double saving = std::clamp(relative * (1.0 - 1.0 / compressibility), 0.0, 0.99);
    model.softwareRatio = 1.0 / (1.0 - saving);
  }
  const bool driveCompresses = m_graph.kindCode(firstDriveIndex) == KindCode::TapeDrive &&
                               firstDrive.text(n::kCompression) != "none" &&
                               !firstDrive.text(n::kCompression).empty();
  // Data already compressed in software does not compress again in the drive.
  if (driveCompresses && !options.softwareCompression)
    model.hardwareRatio =
        std::max(1.0, compressibility * firstDrive.number(n::kCompressionEfficiency, 1.0));
  model.tapeOverhead = 1.0 + app.profileNumber(n::kBackupApp, n::kTapeOverhead, 0.0);
  if (model.direction == Direction::Backup) {
    model.flushInterval = app.profileNumber(n::kBackupApp, n::kFlushInterval, 0.0);
    // An application that flushes per transaction sends an object above the interval as a
    // transaction of its own: a file of a backup by file, the whole volume of an image.
    if (model.flushInterval > 0.0 && app.profileFlag(n::kBackupApp, n::kFlushWholeFiles, false))
      model.flushInterval = std::max(
          model.flushInterval, options.mode == topology::JobMode::ByFile ? meanFile : model.bytes);
  } else if (options.restoreOutOfOrder && options.mode == topology::JobMode::ByFile) {
    model.locateInterval = meanFile;
  }
  // A device takes as many jobs at once as the application multiplexes into it (the device's
  // own concurrency setting, else the application's default: one unless it multiplexes); the
  // timeline queues the others. Unknown without an application.
  if (const KindCode kind = m_graph.kindCode(*target);
      !app.text(n::kBackupApp).empty() &&
      (kind == KindCode::TapeDrive || kind == KindCode::RaitGroup ||
       kind == KindCode::NullDevice)) {
    model.device = node(*target).id;
    const double slots = params(*target).number(
        n::kConcurrency, app.profileNumber(n::kBackupApp, n::kDefaultConcurrency, 1.0));
    model.deviceSlots = std::max(1, static_cast<int>(slots));
    model.deviceApp = app.profileName(n::kBackupApp);
  }
  if (m_graph.kindCode(*target) == KindCode::TapeLibrary) model.library = libraryUse(*target, job);
  double shareSum = 0.0;
  for (const auto& [drive, share] : sets.front()) shareSum += share;
  model.mediaPerByte = shareSum * model.tapeOverhead / (model.softwareRatio * model.hardwareRatio);

  // Fixed costs for the timeline.
  const double speedFactor = params(firstHost).number(n::kCpuSpeedFactor, 1.0);
  const bool treeWalk = options.treeWalk && options.mode == topology::JobMode::ByFile &&
                        app.profileFlag(n::kBackupApp, n::kFirstTreeWalk, false);
  model.startupSeconds =
      app.profileNumber(n::kBackupApp, n::kStartupTime, 0.0) + database.initSeconds +
      firstDrive.number(n::kLoadTime, 0.0) +
      (treeWalk ? level.walkedFiles * app.profileNumber(n::kBackupApp, n::kPerFileScanTime, 0.0) /
                      speedFactor
                : 0.0);
  model.finishSeconds = firstDrive.number(n::kRewindTime, 0.0) +
                        firstDrive.number(n::kUnloadTime, 0.0) + database.replaySeconds;
  model.cartridgeBytes = firstDrive.number(n::kNativeCapacity, 0.0);
  // A library's robot changes cartridges; otherwise an operator does.
  model.changeSeconds = m_options.operatorDelay;
  for (const auto& edge : m_graph.edges(firstDriveIndex))
    if (m_graph.kindCode(edge.neighbour) == KindCode::TapeLibrary)
      model.changeSeconds = params(edge.neighbour).number(n::kExchangeTime, model.changeSeconds);

  const RequestPlan requests = requestPlan(job, model, firstRoute, *source, *target, meanFile);
  if (requests.active()) model.requestSize = requests.size;
  model.interleaved = interleavedReads(job, model, *source, firstRoute);
  m_interleavedDisk = {kNoResource, 0.0, 0.0};
  const Ceiling ceiling =
      streamCeiling(job, model, *source, firstRoute, sets.front().front().second, meanFile,
                    speedFactor, requests);
  if (options.mode == topology::JobMode::ByFile && meanFile > 0.0) {
    // Small files cost the disks I/Os (metadata, directory, data), not only bytes: on an array
    // of many spindles that, not the streaming rate, bounds a small-file job.
    const bool backup = model.direction == Direction::Backup;
    model.iosPerByte = filesystemOwner(*source, firstRoute)
                           .profileNumber(n::kFilesystem,
                                          backup ? n::kIosPerFileRead : n::kIosPerFileCreate, 0.0) /
                       meanFile;
  }
  // After the first host: compressed in software, and with source-side deduplication only the
  // new chunks.
  const double afterCompression =
      1.0 / (model.softwareRatio * (model.tier.sourceSide ? model.tier.dedupRatio : 1.0));

  std::pair<std::size_t, std::size_t> previousTerms; // the CPU terms of the stream before
  for (std::size_t s = 0; s < sets.size(); ++s) {
    m_jobId = &job.id;
    m_jobIndex = jobIndex;
    m_stream = static_cast<int>(s);
    StreamModel stream;
    stream.job = jobIndex;
    stream.stream = static_cast<int>(s);
    stream.ceiling = ceiling;
    // A stream over the same drives as the one before crosses the same resources by the same
    // routes and costs its hosts the same CPU: it takes that stream's coefficients (still in the
    // builder's scratch) and CPU terms, unless one of its resources is a stream's own (a
    // controller's one-stream rate). Working them out again was most of a multi-stream job's
    // model (issue 18).
    Coefficients& all = m_storage.stream;
    const std::size_t streamIndex = m_model.streams.size();
    const std::size_t firstTerm = m_model.cpuTerms.size();
    if (s > 0 && sets[s] == sets[s - 1] && !m_ownResource) {
      for (std::size_t t = previousTerms.first; t < previousTerms.second; ++t) {
        CpuTerm term = m_model.cpuTerms[t];
        term.stream = streamIndex;
        m_model.cpuTerms.push_back(term);
      }
    } else {
      m_ownResource = false;
      crossStream(sets[s], routes, firstHost, afterCompression, model, all);
      addCpu(streamIndex, firstRoute, firstHost, backupHost, model, options, shareSum, meanFile,
             *source, requests, all);
      addJobLimits(job, model, firstRoute, backupHost, meanFile, all);
    }
    previousTerms = {firstTerm, m_model.cpuTerms.size()};
    stream.coefficients = all; // copied at its size: the model keeps it
    model.streams.push_back(streamIndex);
    m_model.streams.push_back(std::move(stream));
  }
  std::tie(model.interleaved.disk, model.interleaved.access, model.interleaved.busy) =
      m_interleavedDisk;
  m_model.jobs.push_back(std::move(model));
}

} // namespace tapeflow::solver::detail
