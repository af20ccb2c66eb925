#include "solver/FlowModel.h"

#include "solver/Parameters.h"
#include "solver/Vocabulary.h"
#include "units/Format.h"
#include "util/Text.h"

#include <algorithm>
#include <cmath>

namespace tapeflow::solver {

using topology::Direction;
namespace n = names;

std::string_view resourceKindName(ResourceKind kind) {
  switch (kind) {
  case ResourceKind::Disk: return "disk";
  case ResourceKind::DiskOps: return "disk I/Os";
  case ResourceKind::Controller: return "controller";
  case ResourceKind::Channel: return "channel";
  case ResourceKind::Bus: return "bus";
  case ResourceKind::HostMemory: return "host memory";
  case ResourceKind::Cpu: return "CPU";
  case ResourceKind::Nic: return "network adapter";
  case ResourceKind::Link: return "link";
  case ResourceKind::Hub: return "hub";
  case ResourceKind::Switch: return "switch";
  case ResourceKind::Fabric: return "fabric";
  case ResourceKind::Bridge: return "bridge";
  case ResourceKind::TapeMedia: return "tape drive";
  case ResourceKind::TapeInterface: return "tape drive interface";
  case ResourceKind::NullDevice: return "NULL device";
  case ResourceKind::JobLimit: return "backup application";
  }
  return "?";
}

std::string_view resourceCategory(ResourceKind kind) {
  switch (kind) {
  case ResourceKind::Disk:
  case ResourceKind::DiskOps:
  case ResourceKind::Controller: return "disk";
  case ResourceKind::Channel:
  case ResourceKind::Bus:
  case ResourceKind::HostMemory:
  case ResourceKind::Bridge: return "bus";
  case ResourceKind::Cpu: return "cpu";
  case ResourceKind::Nic:
  case ResourceKind::Link:
  case ResourceKind::Hub:
  case ResourceKind::Switch:
  case ResourceKind::Fabric: return "network";
  case ResourceKind::TapeMedia:
  case ResourceKind::TapeInterface: return "tape";
  case ResourceKind::NullDevice: return "null";
  case ResourceKind::JobLimit: return "application";
  }
  return "?";
}

std::string_view workName(Work work) {
  switch (work) {
  case Work::DiskRead: return "disk read";
  case Work::DiskWrite: return "disk write";
  case Work::NetworkSend: return "network send";
  case Work::NetworkReceive: return "network receive";
  case Work::TapeWrite: return "tape write";
  case Work::TapeRead: return "tape read";
  case Work::Compression: return "compression";
  case Work::Crc: return "CRC";
  case Work::Parity: return "RAIT parity";
  }
  return "?";
}

maxmin::Problem FlowModel::toProblem(const std::vector<double>& capacities,
                                     const std::vector<bool>& active,
                                     std::vector<std::size_t>& constraintResource,
                                     std::vector<std::size_t>& variableStream) const {
  maxmin::Problem problem;
  constraintResource.clear();
  variableStream.clear();
  // Unlimited resources constrain nothing; zero-capacity ones are handled by the caller, which
  // leaves the streams that need them out.
  std::vector<maxmin::Index> constraintOf(resources.size(), -1);
  for (std::size_t r = 0; r < resources.size(); ++r)
    if (capacities[r] > 0.0 && std::isfinite(capacities[r])) {
      constraintOf[r] = static_cast<maxmin::Index>(problem.capacity.size());
      problem.capacity.push_back(capacities[r]);
      constraintResource.push_back(r);
    }
  problem.columnStart.push_back(0);
  for (std::size_t s = 0; s < streams.size(); ++s) {
    if (!active[s]) continue;
    const auto& stream = streams[s];
    problem.weight.push_back(1.0);
    problem.bound.push_back(std::isfinite(stream.ceiling.rate) ? stream.ceiling.rate
                                                               : maxmin::Problem::kNoBound);
    for (const auto& [resource, coefficient] : stream.coefficients)
      if (constraintOf[resource] >= 0 && coefficient > 0.0) {
        problem.row.push_back(constraintOf[resource]);
        problem.coefficient.push_back(coefficient);
      }
    problem.columnStart.push_back(static_cast<maxmin::Index>(problem.row.size()));
    variableStream.push_back(s);
  }
  return problem;
}

namespace {

// TCP/IP payload share of an Ethernet line at MTU 1500 (hardware-facts.md [34]), where no
// operating system says otherwise.
constexpr double kDefaultTcpEfficiency = 0.949;

class Builder {
public:
  Builder(const topology::Topology& topology, const FlowOptions& options)
      : m_topology(topology), m_graph(topology), m_options(options) {}

  FlowModel build() {
    for (const auto& job : m_topology.jobs()) addJob(job);
    return std::move(m_model);
  }

private:
  const topology::Node& node(std::size_t index) const { return m_graph.node(index); }
  Parameters params(std::size_t index) const { return Parameters(m_topology, node(index)); }

  std::size_t resource(const std::string& key, const std::string& label, ResourceKind kind,
                       double capacity, const std::string& nodeId, std::string_view parameter,
                       const std::string& linkId = {}) {
    const auto it = m_model.resourceIndex.find(key);
    if (it != m_model.resourceIndex.end()) return it->second;
    m_model.resourceIndex.emplace(key, m_model.resources.size());
    m_model.resources.push_back(
        {key, label, nodeId, linkId, kind, capacity, std::string(parameter)});
    return m_model.resources.size() - 1;
  }

  // Payload share of a network's line rate: the TCP/IP efficiency of the operating system of
  // the host the adapter sits in (kinds.json default 0.949 at MTU 1500).
  double tcpEfficiency(std::size_t nodeIndex, std::optional<std::size_t> other = {}) const {
    auto host = m_graph.hostAbove(nodeIndex);
    if (!host && other) host = m_graph.hostAbove(*other);
    if (!host) return kDefaultTcpEfficiency;
    return params(*host).profileNumber(n::kOperatingSystem, n::kTcpEfficiency,
                                       kDefaultTcpEfficiency);
  }

  // Line rate of a network port: the link's own speed, else the slower of the two ends.
  double portSpeed(std::size_t nodeIndex) const {
    const auto p = params(nodeIndex);
    const auto& kind = node(nodeIndex).kind;
    if (kind == "switch") return p.number(n::kPortSpeed, kUnlimited);
    if (kind == "fc-switch" || kind == "fc-hba") return p.number(n::kPortRate, kUnlimited);
    if (kind == "fc-al-loop") return p.number(n::kLoopRate, kUnlimited);
    if (kind == "fc-scsi-bridge") return p.number("fc_port_rate", kUnlimited);
    return p.number(n::kSpeed, kUnlimited);
  }

  // The resources one visit of a route touches, each with `base` bytes per logical byte.
  void visitResources(const Visit& visit, Direction direction, double base,
                      std::map<std::size_t, double>& into, bool isTarget, const JobModel& job) {
    const auto& here = node(visit.node);
    const auto p = params(visit.node);
    const auto& kind = here.kind;
    const bool backup = direction == Direction::Backup;
    const auto add = [&](std::size_t r, double c) { into[r] += c; };
    const auto& edges = m_graph.edges(visit.node);

    // A multi-drop port (a SCSI channel) is one bus shared by every device on it. The bus
    // carries one transfer at a time, at the speed the device at the other end negotiated: a
    // byte for a Fast-Wide drive on a Wide-Ultra channel holds the bus twice as long.
    for (const auto& edgeIndex : {visit.in, visit.out}) {
      if (!edgeIndex) continue;
      const Edge& edge = edges[*edgeIndex];
      if (edge.portDef && edge.portDef->maxLinks > 1 && p.has(n::kChannelRate)) {
        const double channel = p.number(n::kChannelRate, kUnlimited);
        const double device = params(edge.neighbour).number(n::kInterfaceRate, kUnlimited);
        const double slowdown =
            std::isfinite(channel) && device > 0.0 && device < channel ? channel / device : 1.0;
        add(resource("channel:" + here.id + ":" + edge.port, here.name + " channel " + edge.port,
                     ResourceKind::Channel, channel, here.id, n::kChannelRate),
            base * slowdown);
      }
    }
    if (visit.in) addLinkResource(edges[*visit.in], visit.node, base, into);

    if (kind == "disk-drive") {
      const auto name = backup ? n::kReadRate : n::kWriteRate;
      const double rate = p.number(name, p.number(n::kReadRate, kUnlimited));
      add(resource("disk:" + here.id + (backup ? ":read" : ":write"),
                   here.name + (backup ? " read" : " write"), ResourceKind::Disk, rate, here.id,
                   name),
          base);
    } else if (kind == "disk-array") {
      // The array's own limit, or its data members' streaming rate, whichever is lower.
      const double members = p.number(n::kMembers, 1.0);
      const std::string level = p.text(n::kRaidLevel);
      // Members that carry data in a streaming read: mirrors read one copy, parity is skipped.
      const double data =
          level == "raid-1" || level == "raid-10" || level == "vraid-1"  ? members / 2.0
          : level == "raid-5" || level == "raid-3" || level == "vraid-5" ? members - 1.0
          : level == "raid-6"                                            ? members - 2.0
                                                                         : members;
      double rate = p.number(backup ? n::kReadRate : n::kWriteRate, kUnlimited);
      const double member = p.number(backup ? n::kMemberReadRate : n::kMemberWriteRate, kUnlimited);
      if (std::isfinite(member)) rate = std::min(rate, std::max(data, 1.0) * member);
      if (!backup && !p.has(n::kWriteRate) && std::isfinite(member))
        rate = std::max(members, 1.0) * member / p.number(n::kWritePenalty, 1.0);
      add(resource("disk:" + here.id + (backup ? ":read" : ":write"),
                   here.name + (backup ? " read" : " write"), ResourceKind::Disk, rate, here.id,
                   backup ? n::kReadRate : n::kWriteRate),
          base);
      // Every member serves random I/Os (a mirror's reads go to either copy; writes pay the
      // level's write penalty).
      const double iops = p.number(n::kMemberIops, 0.0);
      if (iops > 0.0 && job.iosPerByte > 0.0)
        add(resource("iops:" + here.id + (backup ? ":read" : ":write"),
                     here.name + (backup ? " read I/Os" : " write I/Os"), ResourceKind::DiskOps,
                     std::max(members, 1.0) * iops /
                         (backup ? 1.0 : p.number(n::kWritePenalty, 1.0)),
                     here.id, n::kMemberIops),
            base * job.iosPerByte);
    } else if (kind == "raid-controller" || kind == "scsi-hba") {
      // One sequential reader (writer) keeps few requests in flight: it gets this much of the
      // controller whatever the other streams do. A stream striped over K controllers passes a
      // K-th of its bytes through each, so it gets K times as much.
      if (p.has(n::kStreamRate))
        add(resource("stream:" + here.id + ":" + m_streamKey, here.name + " (one stream)",
                     ResourceKind::Controller, p.number(n::kStreamRate, kUnlimited), here.id,
                     n::kStreamRate),
            base);
      const auto name = !backup && p.has(n::kCardWriteRate) && kind == "raid-controller"
                            ? n::kCardWriteRate
                            : n::kCardRate;
      if (p.has(name))
        add(resource("card:" + here.id + (name == n::kCardWriteRate ? ":write" : ""), here.name,
                     ResourceKind::Controller, p.number(name, kUnlimited), here.id, name),
            base);
    } else if (kind == "fc-hba") {
      add(resource("card:" + here.id, here.name, ResourceKind::Controller,
                   std::min(p.number(n::kPortRate, kUnlimited), p.number(n::kCardRate, kUnlimited)),
                   here.id, n::kPortRate),
          base);
    } else if (kind == "io-bus") {
      // PCI and PCI-X are one shared bus; PCIe has lanes each way.
      const bool duplex = p.flag(n::kFullDuplex, false);
      const bool towardsHost = visit.out && edges[*visit.out].neighbourIsUpstream;
      add(resource("bus:" + here.id + (duplex ? (towardsHost ? ":up" : ":down") : ""),
                   here.name + (duplex ? (towardsHost ? " to host" : " from host") : ""),
                   ResourceKind::Bus, p.number(n::kSustainedRate, kUnlimited), here.id,
                   n::kSustainedRate),
          base);
    } else if (kind == "server") {
      // Into memory and out again: two crossings of the host bus.
      if (p.has(n::kHostBusRate))
        add(resource("memory:" + here.id, here.name + " host bus", ResourceKind::HostMemory,
                     p.number(n::kHostBusRate, kUnlimited), here.id, n::kHostBusRate),
            2.0 * base);
    } else if (kind == "nic") {
      if (p.has(n::kCardRate))
        add(resource("nic-card:" + here.id, here.name, ResourceKind::Nic,
                     p.number(n::kCardRate, kUnlimited), here.id, n::kCardRate),
            base);
      // Full duplex: sending and receiving are separate capacities; payload after TCP/IP.
      const bool sending = visit.out && edges[*visit.out].peer;
      const bool half = p.text(n::kDuplex) == "half";
      add(resource("nic:" + here.id +
                       (half      ? ""
                        : sending ? ":tx"
                                  : ":rx"),
                   here.name + (half      ? ""
                                : sending ? " send"
                                          : " receive"),
                   ResourceKind::Nic, p.number(n::kSpeed, kUnlimited) * tcpEfficiency(visit.node),
                   here.id, n::kSpeed),
          base);
    } else if (kind == "hub") {
      // One half-duplex segment: both directions and every port share one capacity.
      add(resource("hub:" + here.id, here.name + " segment", ResourceKind::Hub,
                   p.number(n::kSpeed, kUnlimited) * p.number(n::kEfficiency, 0.9), here.id,
                   n::kSpeed),
          base);
    } else if (kind == "switch" || kind == "fc-switch") {
      if (p.has(n::kBackplaneRate))
        add(resource("switch:" + here.id, here.name + " backplane", ResourceKind::Switch,
                     p.number(n::kBackplaneRate, kUnlimited), here.id, n::kBackplaneRate),
            base);
    } else if (kind == "fc-al-loop") {
      add(resource("loop:" + here.id, here.name + " loop", ResourceKind::Fabric,
                   p.number(n::kLoopRate, kUnlimited) * p.number(n::kEfficiency, 1.0), here.id,
                   n::kLoopRate),
          base);
    } else if (kind == "fc-scsi-bridge") {
      if (p.has(n::kBridgeRate))
        add(resource("bridge:" + here.id, here.name, ResourceKind::Bridge,
                     p.number(n::kBridgeRate, kUnlimited), here.id, n::kBridgeRate),
            base);
    } else if (kind == "tape-drive" && isTarget) {
      const auto rateName =
          backup || !p.has(n::kNativeReadRate) ? n::kNativeRate : n::kNativeReadRate;
      // Streaming at the top speed the drive moves its native rate times its streaming
      // efficiency (format overhead, speed-matching tracking).
      const double efficiency =
          p.number(backup || !p.has(n::kReadStreamingEfficiency) ? n::kStreamingEfficiency
                                                                 : n::kReadStreamingEfficiency,
                   1.0);
      const std::size_t media =
          resource("tape:" + here.id, here.name, ResourceKind::TapeMedia,
                   p.number(rateName, kUnlimited) * efficiency, here.id, rateName);
      // The media take the bytes after the drive's own compression (and the application's
      // headers); the interface carries them before.
      add(media, base * job.tapeOverhead / job.hardwareRatio);
      const auto hostName =
          backup || !p.has(n::kMaxHostReadRate) ? n::kMaxHostRate : n::kMaxHostReadRate;
      if (p.has(hostName))
        add(resource("tape-if:" + here.id, here.name + " host interface",
                     ResourceKind::TapeInterface, p.number(hostName, kUnlimited), here.id,
                     hostName),
            base * job.tapeOverhead);
      registerTape(media, visit.node, direction, job);
    } else if (kind == "null-device" && isTarget) {
      add(resource("null:" + here.id, here.name, ResourceKind::NullDevice,
                   p.number(n::kRate, kUnlimited), here.id, n::kRate),
          base);
    }
  }

  // A point-to-point network link: per direction unless half duplex; its speed is its own or the
  // slower of its two ports'. Links of other media (SCSI, slots) have no capacity of their own.
  void addLinkResource(const Edge& edge, std::size_t toNode, double base,
                       std::map<std::size_t, double>& into) {
    if (edge.medium != "ethernet" && edge.medium != "fddi" && edge.medium != "fc") return;
    const auto& link = m_topology.links()[edge.link];
    const auto speedIt = link.parameters.find(n::kSpeed);
    const double speed = speedIt != link.parameters.end()
                             ? speedIt->second.number()
                             : std::min(portSpeed(edge.neighbour), portSpeed(toNode));
    if (!std::isfinite(speed)) return;
    const auto duplex = link.parameters.find(n::kDuplex);
    const bool half = (duplex != link.parameters.end() && duplex->second.string() == "half") ||
                      node(edge.neighbour).kind == "hub" || node(toNode).kind == "hub";
    if (half && (node(edge.neighbour).kind == "hub" || node(toNode).kind == "hub"))
      return; // the hub's segment is the shared capacity
    const double payload = edge.medium == "fc" ? 1.0 : tcpEfficiency(toNode, edge.neighbour);
    const std::string& from = node(edge.neighbour).id;
    const std::string& to = node(toNode).id;
    const std::string key = "link:" + link.id + (half ? std::string() : ":" + from + ">" + to);
    into[resource(key, node(edge.neighbour).name + " to " + node(toNode).name, ResourceKind::Link,
                  speed * payload, {}, n::kSpeed, link.id)] += base;
  }

  void registerTape(std::size_t media, std::size_t driveIndex, Direction direction,
                    const JobModel& job) {
    for (const auto& tape : m_model.tapes)
      if (tape.resource == media) return;
    const auto p = params(driveIndex);
    const bool backup = direction == Direction::Backup;
    TapeModel tape;
    tape.resource = media;
    tape.node = node(driveIndex).id;
    tape.mediaPerHostByte = job.tapeOverhead / job.hardwareRatio;
    auto& s = tape.streaming;
    s.maxRate = p.number(backup || !p.has(n::kNativeReadRate) ? n::kNativeRate : n::kNativeReadRate,
                         kUnlimited);
    const std::string mode = p.text(n::kStreamingMode);
    if (mode == "range") s.minRate = p.number(n::kMinStreamingRate, 0.0);
    if (mode == "steps") {
      s.steps = p.list(n::kSpeedSteps);
      std::sort(s.steps.begin(), s.steps.end());
      if (s.steps.empty() || s.steps.back() < s.maxRate) s.steps.push_back(s.maxRate);
    }
    s.bufferBytes = p.number(n::kBufferSize, 0.0);
    s.repositionTime = p.number(backup || !p.has(n::kReadRepositionTime) ? n::kRepositionTime
                                                                         : n::kReadRepositionTime,
                                0.0);
    s.streamingEfficiency =
        p.number(backup || !p.has(n::kReadStreamingEfficiency) ? n::kStreamingEfficiency
                                                               : n::kReadStreamingEfficiency,
                 1.0);
    m_model.tapes.push_back(std::move(tape));
  }

  // Drives a stream writes to, with its share of the bytes on each.
  std::vector<std::pair<std::size_t, double>> driveSet(std::size_t target, int stream,
                                                       std::string& error) {
    const auto& kind = node(target).kind;
    std::vector<std::size_t> members;
    for (const auto& edge : m_graph.edges(target)) {
      const auto& memberKind = node(edge.neighbour).kind;
      if (memberKind == "tape-drive" || memberKind == "null-device")
        members.push_back(edge.neighbour);
    }
    if (kind == "rait-group") {
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
      std::vector<std::pair<std::size_t, double>> set;
      for (const auto member : members) set.emplace_back(member, share);
      return set;
    }
    if (kind == "tape-library") {
      if (members.empty()) {
        error = "the library " + quote(node(target).name) + " has no drives in its bays";
        return {};
      }
      return {{members[static_cast<std::size_t>(stream) % members.size()], 1.0}};
    }
    return {{target, 1.0}};
  }

  // The routes of a backup from `source` to `drive`: one, or for a volume striped over several
  // arrays (a volume linked to more than one), one per array, each starting with the volume and
  // its link to that array. The members must meet in one server: that is where the stripe is
  // put together.
  Expected<std::vector<Route>> stripeRoutes(std::size_t source, std::size_t drive) {
    const auto& edges = m_graph.edges(source);
    if (edges.size() <= 1) {
      auto route = findRoute(m_graph, source, drive);
      if (!route) return route.error();
      return std::vector<Route>{std::move(*route)};
    }
    std::vector<Route> members;
    for (std::size_t e = 0; e < edges.size(); ++e) {
      const std::size_t array = edges[e].neighbour;
      const auto found = findRoute(m_graph, array, drive);
      if (!found)
        return Error{"the volume " + quote(node(source).name) + " is striped over " +
                     quote(node(array).name) + ", but from there " + found.error().message};
      Route route = *found;
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

  void addJob(const topology::Job& job) {
    JobModel model;
    model.id = job.id;
    model.name = job.name;
    model.direction = m_options.mode == DirectionMode::AsDefined ? job.direction
                      : m_options.mode == DirectionMode::Backup  ? Direction::Backup
                                                                 : Direction::Restore;
    const auto source = m_graph.indexOf(job.source);
    const auto target = m_graph.indexOf(job.target);
    const std::size_t jobIndex = m_model.jobs.size();
    if (!source || !target) {
      model.error = "the job's source or target is missing";
      m_model.jobs.push_back(std::move(model));
      return;
    }
    const auto volume = params(*source);
    const auto& options = job.options;
    model.bytes = options.dataSize.value_or(volume.number(n::kDataSize, 0.0));
    double meanFile = options.meanFileSize.value_or(volume.number(n::kMeanFileSize, 0.0));
    if (!(meanFile > 0.0)) {
      const double files = options.fileCount ? static_cast<double>(*options.fileCount)
                                             : volume.number(n::kFileCount, 0.0);
      meanFile = files > 0.0 ? model.bytes / files : 0.0;
    }
    model.fileCount = options.fileCount ? static_cast<double>(*options.fileCount)
                      : meanFile > 0.0  ? model.bytes / meanFile
                                        : 0.0;
    const double compressibility =
        std::max(1.0, options.compressibility.value_or(volume.number(n::kCompressibility, 1.0)));

    // Routes to every drive the streams use.
    std::vector<std::vector<std::pair<std::size_t, double>>> sets;
    for (int s = 0; s < std::max(1, options.streams) && model.error.empty(); ++s)
      sets.push_back(driveSet(*target, s, model.error));
    std::map<std::size_t, std::vector<Route>> routes; // per drive: one route per stripe member
    if (model.error.empty())
      for (const auto& set : sets)
        for (const auto& [drive, share] : set) {
          if (routes.count(drive) || !model.error.empty()) continue;
          auto found = stripeRoutes(*source, drive);
          if (!found)
            model.error = found.error().message;
          else
            routes.emplace(drive, std::move(*found));
        }
    if (!model.error.empty()) {
      m_model.jobs.push_back(std::move(model));
      return;
    }
    const Route& firstRoute = routes.at(sets.front().front().first).front();
    for (const auto& visit : firstRoute.visits) {
      const std::string& id = node(visit.node).id;
      if (model.path.empty() || model.path.back() != id) model.path.push_back(id);
    }
    for (const auto host : firstRoute.hosts) model.hosts.push_back(node(host).id);
    {
      std::map<std::size_t, int> visits;
      for (const auto& visit : firstRoute.visits) ++visits[visit.node];
      for (const auto& [index, count] : visits)
        if (count > 1 && node(index).kind != "server") model.crossedTwice.push_back(node(index).id);
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
      const double relative =
          app.profileNumber(n::kBackupApp, n::kSoftwareCompressionRelative, 1.0);
      const double saving = std::clamp(relative * (1.0 - 1.0 / compressibility), 0.0, 0.99);
      model.softwareRatio = 1.0 / (1.0 - saving);
    }
    const bool driveCompresses = node(firstDriveIndex).kind == "tape-drive" &&
                                 firstDrive.text(n::kCompression) != "none" &&
                                 !firstDrive.text(n::kCompression).empty();
    // Data already compressed in software does not compress again in the drive.
    if (driveCompresses && !options.softwareCompression)
      model.hardwareRatio =
          std::max(1.0, compressibility * firstDrive.number(n::kCompressionEfficiency, 1.0));
    model.tapeOverhead = 1.0 + app.profileNumber(n::kBackupApp, n::kTapeOverhead, 0.0);
    double shareSum = 0.0;
    for (const auto& [drive, share] : sets.front()) shareSum += share;
    model.mediaPerByte =
        shareSum * model.tapeOverhead / (model.softwareRatio * model.hardwareRatio);

    // Fixed costs for the timeline.
    const double speedFactor = params(firstHost).number(n::kCpuSpeedFactor, 1.0);
    const bool treeWalk = options.treeWalk && options.mode == topology::JobMode::ByFile &&
                          app.profileFlag(n::kBackupApp, n::kFirstTreeWalk, false);
    model.startupSeconds =
        app.profileNumber(n::kBackupApp, n::kStartupTime, 0.0) +
        firstDrive.number(n::kLoadTime, 0.0) +
        (treeWalk ? model.fileCount * app.profileNumber(n::kBackupApp, n::kPerFileScanTime, 0.0) /
                        speedFactor
                  : 0.0);
    model.finishSeconds =
        firstDrive.number(n::kRewindTime, 0.0) + firstDrive.number(n::kUnloadTime, 0.0);
    model.cartridgeBytes = firstDrive.number(n::kNativeCapacity, 0.0);
    // A library's robot changes cartridges; otherwise an operator does.
    model.changeSeconds = m_options.operatorDelay;
    for (const auto& edge : m_graph.edges(firstDriveIndex))
      if (node(edge.neighbour).kind == "tape-library")
        model.changeSeconds = params(edge.neighbour).number(n::kExchangeTime, model.changeSeconds);

    const Ceiling ceiling = streamCeiling(job, model, *source, firstRoute, meanFile, speedFactor);
    if (options.mode == topology::JobMode::ByFile && meanFile > 0.0) {
      // Small files cost the disks I/Os (metadata, directory, data), not only bytes: on an array
      // of many spindles that, not the streaming rate, bounds a small-file job.
      const auto fsOwner = volume.text(n::kFilesystem).empty() && !firstRoute.hosts.empty()
                               ? params(firstRoute.hosts.front())
                               : volume;
      const bool backup = model.direction == Direction::Backup;
      model.iosPerByte =
          fsOwner.profileNumber(n::kFilesystem, backup ? n::kIosPerFileRead : n::kIosPerFileCreate,
                                0.0) /
          meanFile;
    }
    const double afterCompression = 1.0 / model.softwareRatio;

    for (std::size_t s = 0; s < sets.size(); ++s) {
      m_streamKey = job.id + ":" + std::to_string(s);
      StreamModel stream;
      stream.job = jobIndex;
      stream.stream = static_cast<int>(s);
      stream.ceiling = ceiling;
      // Before the host that splits the stream over RAIT members the stream is one (the same
      // resources whatever the member: the larger coefficient); after it each member adds its
      // share.
      std::map<std::size_t, double> shared;
      std::map<std::size_t, double> members;
      for (const auto& [drive, share] : sets[s]) {
        const auto& stripe = routes.at(drive);
        std::map<std::size_t, double> before;
        std::map<std::size_t, double> after;
        for (std::size_t m = 0; m < stripe.size(); ++m) {
          const Route& route = stripe[m];
          std::size_t firstHostVisit = route.visits.size();
          std::size_t lastHostVisit = 0;
          for (std::size_t v = 0; v < route.visits.size(); ++v)
            if (node(route.visits[v].node).kind == "server") {
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
      stream.coefficients = shared;
      for (const auto& [r, c] : members) stream.coefficients[r] += c;
      const std::size_t streamIndex = m_model.streams.size();
      addCpu(streamIndex, firstRoute, firstHost, backupHost, model, options, shareSum, meanFile,
             *source, stream.coefficients);
      addJobLimits(job, model, firstRoute, backupHost, stream.coefficients);
      model.streams.push_back(streamIndex);
      m_model.streams.push_back(std::move(stream));
    }
    m_model.jobs.push_back(std::move(model));
  }

  // Limits one job has whatever its streams: the application's per-job limits, and the file
  // system's aggregate for several readers on one volume. Shared by the job's streams.
  void addJobLimits(const topology::Job& job, const JobModel& model, const Route& route,
                    std::size_t backupHost, std::map<std::size_t, double>& coefficients) {
    const auto app = params(backupHost);
    const bool backup = model.direction == Direction::Backup;
    const bool remote = route.hosts.size() > 1;
    const auto limit = [&](std::string_view name, const std::string& what) {
      double rate = app.profileNumber(n::kBackupApp, name, 0.0);
      if (name == n::kJobRateLimit) {
        // A job that runs a fixed set of threads goes as fast as the processors they run on.
        const double perCore = app.profileNumber(n::kBackupApp, n::kJobRatePerCore, 0.0);
        if (perCore > 0.0) {
          const double cores = perCore * app.number(n::kCpuCores, 1.0);
          rate = rate > 0.0 ? std::min(rate, cores) : cores;
        }
      }
      if (rate > 0.0)
        coefficients[resource("job:" + job.id + ":" + std::string(name),
                              what + " (" + app.profileName(n::kBackupApp) + ")",
                              ResourceKind::JobLimit, rate, node(backupHost).id, name)] += 1.0;
    };
    limit(n::kJobRateLimit, "per-job limit");
    if (!backup) limit(n::kRestoreRateLimit, "per-job restore limit");
    // A pulling agent is asked for each buffer and waits for the next request: its own work and
    // the network take turns, so their times add (stop and wait). A push agent overlaps them.
    const bool pull =
        remote && !job.options.pushAgent && app.profileFlag(n::kBackupApp, n::kRemotePull, false);
    const double wire = pull ? wireRate(route) : kUnlimited;
    const auto remoteLimit = [&](std::string_view name, const std::string& what) {
      const double agent = app.profileNumber(n::kBackupApp, name, 0.0);
      if (!(agent > 0.0)) return;
      const double rate = std::isfinite(wire) ? 1.0 / (1.0 / agent + 1.0 / wire) : agent;
      coefficients[resource("job:" + job.id + ":" + std::string(name),
                            what + " (" + app.profileName(n::kBackupApp) + ")",
                            ResourceKind::JobLimit, rate, node(backupHost).id, name)] += 1.0;
    };
    if (remote && backup) remoteLimit(n::kRemoteStreamRate, "remote-agent job limit");
    if (remote && !backup) remoteLimit(n::kRemoteRestoreRate, "remote restore limit");
  }

  void addCpu(std::size_t streamIndex, const Route& route, std::size_t firstHost,
              std::size_t backupHost, const JobModel& model, const topology::JobOptions& options,
              double shareSum, double meanFile, std::size_t source,
              std::map<std::size_t, double>& coefficients) {
    if (route.hosts.empty()) return;
    const bool backup = model.direction == Direction::Backup;
    const double wire = 1.0 / model.softwareRatio; // bytes after compression
    const auto work = [&](std::size_t host, Work kind, double bytes, std::string_view rateName,
                          double secondsPerByte = 0.0) {
      const auto p = params(host);
      const double perCore = p.number(rateName, 0.0);
      double seconds = secondsPerByte;
      if (perCore > 0.0 && bytes > 0.0) seconds += bytes / perCore;
      if (!(seconds > 0.0)) return;
      const std::size_t cpu =
          resource("cpu:" + node(host).id, node(host).name + " CPU", ResourceKind::Cpu,
                   p.number(n::kCpuCores, 1.0), node(host).id, n::kCpuCores);
      coefficients[cpu] += seconds;
      m_model.cpuTerms.push_back({cpu, kind, streamIndex, seconds});
    };
    // Per-file CPU of the file system on the host that reads or writes the files.
    const auto volume = params(source);
    const double perFileCpu = meanFile > 0.0 && options.mode == topology::JobMode::ByFile
                                  ? volume.profileNumber(n::kFilesystem, n::kCpuPerFile, 0.0) /
                                        params(firstHost).number(n::kCpuSpeedFactor, 1.0) / meanFile
                                  : 0.0;
    work(firstHost, backup ? Work::DiskRead : Work::DiskWrite, 1.0, n::kCoreRateDiskIo, perFileCpu);
    if (options.softwareCompression)
      work(firstHost, Work::Compression, 1.0,
           backup ? n::kCoreRateCompress : n::kCoreRateDecompress);
    for (std::size_t h = 0; h + 1 < route.hosts.size(); ++h) {
      work(route.hosts[h], backup ? Work::NetworkSend : Work::NetworkReceive, wire,
           backup ? n::kCoreRateNetSend : n::kCoreRateNetReceive);
      work(route.hosts[h + 1], backup ? Work::NetworkReceive : Work::NetworkSend, wire,
           backup ? n::kCoreRateNetReceive : n::kCoreRateNetSend);
    }
    work(backupHost, backup ? Work::TapeWrite : Work::TapeRead, wire * shareSum,
         n::kCoreRateTapeIo);
    if (options.crc) work(backupHost, Work::Crc, wire, n::kCoreRateCrc);
    const auto* target = m_topology.node(m_topology.job(model.id)->target);
    if (target && target->kind == "rait-group" &&
        Parameters(m_topology, *target).text(n::kRaitLevel) == "rait-5")
      work(backupHost, Work::Parity, wire, n::kCoreRateParity);
  }

  // The rate one stream's data crosses the network of `route` at: the slowest adapter's
  // single-stream rate where it has one (the fit of Dump 1996 Table 2: b / (b / R_stream + t)),
  // else its wire's payload rate, and a hub segment's; +inf for a local route.
  double wireRate(const Route& route) const {
    double slowest = kUnlimited;
    for (const auto& visit : route.visits) {
      const auto p = params(visit.node);
      const auto& kind = node(visit.node).kind;
      if (kind == "nic") {
        const double stream = p.number(n::kStreamRate, 0.0);
        slowest = std::min(slowest, stream > 0.0 ? stream
                                                 : p.number(n::kSpeed, kUnlimited) *
                                                       tcpEfficiency(visit.node));
      }
      if (kind == "hub")
        slowest =
            std::min(slowest, p.number(n::kSpeed, kUnlimited) * p.number(n::kEfficiency, 0.9));
    }
    return slowest;
  }

  // The fastest one stream of this job can go by its own limits.
  Ceiling streamCeiling(const topology::Job& job, const JobModel& model, std::size_t source,
                        const Route& route, double meanFile, double speedFactor) {
    Ceiling ceiling{kUnlimited, {}, {}};
    const auto tighten = [&](double rate, std::string what, std::string category) {
      if (rate > 0.0 && rate < ceiling.rate) ceiling = {rate, std::move(what), std::move(category)};
    };
    const bool backup = model.direction == Direction::Backup;
    const auto volume = params(source);
    const std::size_t backupHost = route.hosts.empty() ? source : route.hosts.back();
    const auto app = params(backupHost);
    const bool byFile = job.options.mode == topology::JobMode::ByFile;
    // The file system of the volume, else of the server it is local to.
    const std::string fsRef(n::kFilesystem);
    std::optional<Parameters> hostParams;
    if (volume.text(fsRef).empty() && !route.hosts.empty())
      hostParams.emplace(params(route.hosts.front()));
    const Parameters* fsOwner = hostParams ? &*hostParams : &volume;

    // One reader (writer) of the file system: a file of size S takes t_file + S / R_stream.
    if (byFile && !fsOwner->text(fsRef).empty()) {
      const double stream =
          fsOwner->profileNumber(fsRef, backup ? n::kStreamReadRate : n::kStreamWriteRate,
                                 fsOwner->profileNumber(fsRef, n::kStreamReadRate, kUnlimited));
      // A restore puts back names, attributes and security as well; a tool that only creates
      // files (HPCreateData) pays the file system's create time.
      const bool attributes = app.profileFlag(n::kBackupApp, n::kRestoreAttributes, true);
      const double create = fsOwner->profileNumber(fsRef, n::kPerFileCreateTime, 0.0);
      double perFile = backup       ? fsOwner->profileNumber(fsRef, n::kPerFileReadTime, 0.0)
                       : attributes ? fsOwner->profileNumber(fsRef, n::kPerFileRestoreTime, create)
                                    : create;
      perFile += app.profileNumber(n::kBackupApp,
                                   backup ? n::kPerFileBackupTime : n::kPerFileAppRestoreTime, 0.0);
      perFile /= speedFactor;
      const double secondsPerByte = (std::isfinite(stream) ? 1.0 / stream : 0.0) +
                                    (meanFile > 0.0 ? perFile / meanFile : 0.0);
      if (secondsPerByte > 0.0)
        tighten(1.0 / secondsPerByte,
                "one " + std::string(backup ? "reader" : "writer") + " of " +
                    fsOwner->profileName(fsRef) +
                    (meanFile > 0.0
                         ? " with files of " + units::formatAuto(meanFile, units::Dimension::Bytes,
                                                                 {false, false, false, 3})
                         : std::string()),
                "file-system");
    }
    // Software compression runs on one core per stream.
    if (job.options.softwareCompression && !route.hosts.empty()) {
      const auto host = params(route.hosts.front());
      tighten(host.number(backup ? n::kCoreRateCompress : n::kCoreRateDecompress, 0.0),
              "software compression on one core of " + node(route.hosts.front()).name, "cpu");
    }
    // A single network stream, and synchronous blocks over the network.
    if (route.hosts.size() > 1) {
      double latency = 0.0;
      const double slowest = wireRate(route);
      for (const auto& visit : route.visits) {
        const auto p = params(visit.node);
        const auto& kind = node(visit.node).kind;
        if (kind == "nic")
          tighten(p.number(n::kStreamRate, 0.0),
                  "a single network stream through " + node(visit.node).name, "network");
        if (kind == "hub" || kind == "switch") latency += p.number(n::kLatency, 0.0);
        if (visit.in) {
          const auto& link = m_topology.links()[m_graph.edges(visit.node)[*visit.in].link];
          if (const auto it = link.parameters.find(n::kLatency); it != link.parameters.end())
            latency += it->second.number();
        }
      }
      double block = job.options.blockSize.value_or(
          app.profileNumber(n::kBackupApp, n::kDefaultBlockSize, 0.0));
      // Measured on the hosts of the application's calibration and dominated by the protocol's
      // round trip, not by computation: not scaled by the host's cpu_speed_factor.
      const double turnaround = app.profileNumber(n::kBackupApp, n::kBlockTurnaround, 0.0);
      if (app.profileFlag(n::kBackupApp, n::kSynchronousBlocks, false) && block > 0.0 &&
          std::isfinite(slowest))
        tighten(block / (2.0 * latency + turnaround + block / slowest),
                "one " +
                    units::formatAuto(block, units::Dimension::Bytes, {true, false, false, 3}) +
                    " block per network round trip",
                "network");
    }
    return ceiling;
  }

  const topology::Topology& m_topology;
  Graph m_graph;
  FlowOptions m_options;
  // The stream whose route visitResources() is walking ("job:stream"), for resources that
  // belong to one stream alone.
  std::string m_streamKey;
  FlowModel m_model;
};

} // namespace

FlowModel buildFlowModel(const topology::Topology& topology, const FlowOptions& options) {
  return Builder(topology, options).build();
}

} // namespace tapeflow::solver
