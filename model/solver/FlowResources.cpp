// The resources a route touches, visit by visit: disks and their I/Os, controllers and
// channels, buses, host memory, adapters, network links, hubs and switches, tape drives.

#include "solver/BusPhases.h"
#include "solver/FlowBuilder.h"
#include "solver/MemoryCopies.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace tapeflow::solver::detail {

namespace {

// A disk drive's figures as its node states them (DiskMediaRate.h).
DiskFigures diskFigures(const Parameters& p) {
  const auto stated = [&](names::Figure f) {
    return p.has(f) ? std::optional<double>(p.number(f, 0.0)) : std::nullopt;
  };
  return {stated(n::kReadRate),       stated(n::kWriteRate), p.number(n::kRpm, 0.0),
          p.text(n::kFormFactor),     stated(n::kYear),      stated(n::kLinearDensity),
          stated(n::kPlatterDiameter)};
}

// The same figures of the catalog entry an array names as its member disk.
DiskFigures diskFigures(const FigureTables::Table& t) {
  const auto stated = [&](names::Figure f) {
    const auto* value = t.value[f.id];
    return value ? std::optional<double>(value->number()) : std::nullopt;
  };
  const auto* form = t.value[n::kFormFactor.id];
  return {stated(n::kReadRate),
          stated(n::kWriteRate),
          stated(n::kRpm).value_or(0.0),
          form ? form->string() : std::string(),
          stated(n::kYear),
          stated(n::kLinearDensity),
          stated(n::kPlatterDiameter)};
}

// Back-end I/Os per small random write when the array states no write penalty: a mirror writes
// both copies; a parity level reads the old data and parity and writes both (RAID-6: two parity
// blocks), the read-modify-write of Patterson, Gibson and Katz's RAID paper (1988).
double defaultRandomWritePenalty(const std::string& level) {
  if (level == "raid-1" || level == "raid-10" || level == "vraid-1") return 2.0;
  if (level == "raid-5" || level == "raid-3" || level == "vraid-5") return 4.0;
  if (level == "raid-6") return 6.0;
  return 1.0;
}

} // namespace

// Payload share of a network's line rate: the TCP/IP efficiency of the operating system of
// the host the adapter sits in (kinds.json default 0.949 at MTU 1500).
double FlowBuilder::tcpEfficiency(std::size_t nodeIndex, std::optional<std::size_t> other) const {
  auto host = m_graph.hostAbove(nodeIndex);
  if (!host && other) host = m_graph.hostAbove(*other);
  if (!host) return kDefaultTcpEfficiency;
  return params(*host).profileNumber(n::kOperatingSystem, n::kTcpEfficiency, kDefaultTcpEfficiency);
}

// Line rate of a network port: the link's own speed, else the slower of the two ends.
double FlowBuilder::portSpeed(std::size_t nodeIndex) const {
  const auto p = params(nodeIndex);
  const auto& kind = m_graph.kind(nodeIndex);
  if (kind == "switch") return p.number(n::kPortSpeed, kUnlimited);
  if (kind == "fc-switch" || kind == "fc-hba") return p.number(n::kPortRate, kUnlimited);
  if (kind == "fc-al-loop") return p.number(n::kLoopRate, kUnlimited);
  if (kind == "fc-scsi-bridge") return p.number(n::kFcPortRate, kUnlimited);
  return p.number(n::kSpeed, kUnlimited);
}

// The resources one visit of a route touches, each with `base` bytes per logical byte.
void FlowBuilder::visitResources(const Visit& visit, Direction direction, double base,
                                 Coefficients& into, bool isTarget, const JobModel& job) {
  const auto& here = node(visit.node);
  const auto p = params(visit.node);
  const NodeKind kind = m_graph.kindCode(visit.node);
  const bool backup = direction == Direction::Backup;
  const auto add = [&](std::size_t r, double c) { into[r] += c; };
  const auto& edges = m_graph.edges(visit.node);

  // A multi-drop port (a SCSI channel) is one bus shared by every device on it. The bus
  // carries one transfer at a time, at the speed the device at the other end negotiated: a
  // byte for a Fast-Wide drive on a Wide-Ultra channel holds the bus twice as long. A parallel
  // channel also spends its bus phases on every connection (BusPhases.h).
  for (const auto& edgeIndex : {visit.in, visit.out}) {
    if (!edgeIndex) continue;
    const Edge& edge = edges[*edgeIndex];
    if (edge.portDef && edge.portDef->maxLinks > 1 && p.has(n::kChannelRate)) {
      const double channel = p.number(n::kChannelRate, kUnlimited);
      const double device = params(edge.neighbour).number(n::kInterfaceRate, kUnlimited);
      const bool parallel = p.text(n::kBusType).rfind("scsi-", 0) == 0;
      const double phases = parallel ? p.number(n::kPhaseTime, 0.0) : 0.0;
      const double burst = p.number(n::kConnectionBurst, 0.0);
      add(resource(
              {ResourceTag::Channel, 0, visit.node, 0, m_graph.port(edge)},
              [&] { return concat("channel:", here.id, ":", m_graph.port(edge)); },
              [&] { return concat(here.name, " channel ", m_graph.port(edge)); },
              ResourceKind::Channel, [&] { return channelPayloadRate(channel, phases, burst); },
              here.id, n::kChannelRate),
          base * channelHold(channel, device, phases, burst));
    }
  }
  if (visit.in) addLinkResource(edges[*visit.in], visit.node, base, into);

  if (kind == NodeKind::DiskDrive) {
    // The stated rate, else the one its spindle speed, form factor and year give.
    const auto name = backup ? n::kReadRate : n::kWriteRate;
    const double rate = sequentialRate(diskFigures(p), !backup, m_graph.figureTables().diskMedia())
                            .value_or(kUnlimited);
    add(resource(
            {ResourceTag::Disk, backup, visit.node},
            [&] { return concat("disk:", here.id, backup ? ":read" : ":write"); },
            [&] { return here.name + (backup ? " read" : " write"); }, ResourceKind::Disk, rate,
            here.id, name),
        base);
  } else if (kind == NodeKind::DiskArray) {
    // The array's own limit, or its data members' streaming rate, whichever is lower.
    const double members = p.number(n::kMembers, 1.0);
    const std::string level = p.text(n::kRaidLevel);
    // Members that carry data in a streaming read: mirrors read one copy, parity is skipped.
    const double data =
        level == "raid-1" || level == "raid-10" || level == "vraid-1"  ? members / 2.0
        : level == "raid-5" || level == "raid-3" || level == "vraid-5" ? members - 1.0
        : level == "raid-6"                                            ? members - 2.0
                                                                       : members;
    // A member's rate: the array's member figure (a write without one streams at the member
    // read rate, as a disk does), else its member disk's, stated or derived (DiskMediaRate.h).
    const auto* memberDisk = p.referenced(n::kMemberDisk);
    const auto diskRate = [&](bool write) {
      return memberDisk ? sequentialRate(diskFigures(*memberDisk), write,
                                         m_graph.figureTables().diskMedia())
                        : std::nullopt;
    };
    const double member = !backup && p.has(n::kMemberWriteRate)
                              ? p.number(n::kMemberWriteRate, kUnlimited)
                          : p.has(n::kMemberReadRate) ? p.number(n::kMemberReadRate, kUnlimited)
                                                      : diskRate(!backup).value_or(kUnlimited);
    // Without a stated penalty a streaming write puts whole stripes: members / data members
    // back-end bytes a byte (mirrors write twice, parity levels their parity share).
    const double penalty = p.number(n::kWritePenalty, data > 0.0 ? members / data : 1.0);
    double rate = p.number(backup ? n::kReadRate : n::kWriteRate, kUnlimited);
    if (std::isfinite(member)) rate = std::min(rate, std::max(data, 1.0) * member);
    if (!backup && !p.has(n::kWriteRate) && std::isfinite(member))
      rate = std::max(members, 1.0) * member / penalty;
    add(resource(
            {ResourceTag::Disk, backup, visit.node},
            [&] { return concat("disk:", here.id, backup ? ":read" : ":write"); },
            [&] { return here.name + (backup ? " read" : " write"); }, ResourceKind::Disk, rate,
            here.id, backup ? n::kReadRate : n::kWriteRate),
        base);
    // Every member serves random I/Os (a mirror's reads go to either copy; writes pay the
    // level's write penalty).
    const double iops =
        p.number(n::kMemberIops, memberDisk && memberDisk->value[n::kRandomIops.id]
                                     ? memberDisk->value[n::kRandomIops.id]->number()
                                     : 0.0);
    if (iops > 0.0 && job.iosPerByte > 0.0)
      add(resource(
              {ResourceTag::DiskOps, backup, visit.node},
              [&] { return concat("iops:", here.id, backup ? ":read" : ":write"); },
              [&] { return here.name + (backup ? " read I/Os" : " write I/Os"); },
              ResourceKind::DiskOps,
              [&] {
                return std::max(members, 1.0) * iops /
                       (backup ? 1.0
                               : p.number(n::kWritePenalty, defaultRandomWritePenalty(level)));
              },
              here.id, n::kMemberIops),
          base * job.iosPerByte);
  } else if (kind == NodeKind::RaidController || kind == NodeKind::ScsiHba) {
    // One sequential reader (writer) keeps few requests in flight: it gets this much of the
    // controller whatever the other streams do. A stream striped over K controllers passes a
    // K-th of its bytes through each, so it gets K times as much.
    if (p.has(n::kStreamRate))
      add(resource(
              {ResourceTag::Stream, static_cast<std::uint32_t>(m_stream), visit.node, m_jobIndex},
              [&] {
                return concat("stream:", here.id, ":", *m_jobId, ":", std::to_string(m_stream));
              },
              [&] { return here.name + " (one stream)"; }, ResourceKind::Controller,
              [&] { return p.number(n::kStreamRate, kUnlimited); }, here.id, n::kStreamRate),
          base);
    const auto name = !backup && p.has(n::kCardWriteRate) && kind == NodeKind::RaidController
                          ? n::kCardWriteRate
                          : n::kCardRate;
    if (p.has(name))
      add(resource(
              {ResourceTag::Card, name == n::kCardWriteRate, visit.node},
              [&] { return concat("card:", here.id, name == n::kCardWriteRate ? ":write" : ""); },
              here.name, ResourceKind::Controller, [&] { return p.number(name, kUnlimited); },
              here.id, name),
          base);
  } else if (kind == NodeKind::FcHba) {
    add(resource(
            {ResourceTag::Card, 0, visit.node}, [&] { return "card:" + here.id; }, here.name,
            ResourceKind::Controller,
            [&] {
              return std::min(p.number(n::kPortRate, kUnlimited),
                              p.number(n::kCardRate, kUnlimited));
            },
            here.id, n::kPortRate),
        base);
  } else if (kind == NodeKind::IoBus) {
    // PCI and PCI-X are one shared bus; PCIe has lanes each way.
    const bool duplex = p.flag(n::kFullDuplex, false);
    const bool towardsHost = visit.out && edges[*visit.out].neighbourIsUpstream;
    add(resource(
            {ResourceTag::Bus, duplex ? (towardsHost ? 1u : 2u) : 0u, visit.node},
            [&] { return concat("bus:", here.id, duplex ? (towardsHost ? ":up" : ":down") : ""); },
            [&] { return here.name + (duplex ? (towardsHost ? " to host" : " from host") : ""); },
            ResourceKind::Bus, [&] { return p.number(n::kSustainedRate, kUnlimited); }, here.id,
            n::kSustainedRate),
        base);
  } else if (kind == NodeKind::Server) {
    // Into memory and out again, and the copies the software makes on the way (MemoryCopies.h).
    if (p.has(n::kHostBusRate))
      add(resource(
              {ResourceTag::Memory, 0, visit.node}, [&] { return "memory:" + here.id; },
              [&] { return here.name + " host bus"; }, ResourceKind::HostMemory,
              [&] { return p.number(n::kHostBusRate, kUnlimited); }, here.id, n::kHostBusRate),
          hostBusCrossings(p.profileNumber(n::kBackupApp, n::kMemoryCopies, 0.0),
                           p.number(n::kCopyCrossings, 3.0)) *
              base);
  } else if (kind == NodeKind::Nic) {
    if (p.has(n::kCardRate))
      add(resource(
              {ResourceTag::NicCard, 0, visit.node}, [&] { return "nic-card:" + here.id; },
              here.name, ResourceKind::Nic, [&] { return p.number(n::kCardRate, kUnlimited); },
              here.id, n::kCardRate),
          base);
    // Full duplex: sending and receiving are separate capacities; payload after TCP/IP.
    const bool sending = visit.out && edges[*visit.out].peer;
    const bool half = p.text(n::kDuplex) == "half";
    add(resource(
            {ResourceTag::Nic,
             half      ? 0u
             : sending ? 1u
                       : 2u,
             visit.node},
            [&] {
              return concat("nic:", here.id, half ? "" : sending ? ":tx" : ":rx");
            },
            [&] {
              return here.name + (half ? "" : sending ? " send" : " receive");
            },
            ResourceKind::Nic,
            [&] { return p.number(n::kSpeed, kUnlimited) * tcpEfficiency(visit.node); }, here.id,
            n::kSpeed),
        base);
  } else if (kind == NodeKind::Hub) {
    // One half-duplex segment: both directions and every port share one capacity.
    add(resource(
            {ResourceTag::Hub, 0, visit.node}, [&] { return "hub:" + here.id; },
            [&] { return here.name + " segment"; }, ResourceKind::Hub,
            [&] { return p.number(n::kSpeed, kUnlimited) * p.number(n::kEfficiency, 0.9); },
            here.id, n::kSpeed),
        base);
  } else if (kind == NodeKind::Switch || kind == NodeKind::FcSwitch) {
    if (p.has(n::kBackplaneRate))
      add(resource(
              {ResourceTag::Switch, 0, visit.node}, [&] { return "switch:" + here.id; },
              [&] { return here.name + " backplane"; }, ResourceKind::Switch,
              [&] { return p.number(n::kBackplaneRate, kUnlimited); }, here.id, n::kBackplaneRate),
          base);
  } else if (kind == NodeKind::FcAlLoop) {
    add(resource(
            {ResourceTag::Loop, 0, visit.node}, [&] { return "loop:" + here.id; },
            [&] { return here.name + " loop"; }, ResourceKind::Fabric,
            [&] { return p.number(n::kLoopRate, kUnlimited) * p.number(n::kEfficiency, 1.0); },
            here.id, n::kLoopRate),
        base);
  } else if (kind == NodeKind::FcScsiBridge) {
    if (p.has(n::kBridgeRate))
      add(resource(
              {ResourceTag::Bridge, 0, visit.node}, [&] { return "bridge:" + here.id; }, here.name,
              ResourceKind::Bridge, [&] { return p.number(n::kBridgeRate, kUnlimited); }, here.id,
              n::kBridgeRate),
          base);
  } else if (kind == NodeKind::TapeDrive && isTarget) {
    const auto rateName =
        backup || !p.has(n::kNativeReadRate) ? n::kNativeRate : n::kNativeReadRate;
    // Streaming at the top speed the drive moves its native rate times its streaming
    // efficiency (format overhead, speed-matching tracking).
    const double efficiency =
        p.number(backup || !p.has(n::kReadStreamingEfficiency) ? n::kStreamingEfficiency
                                                               : n::kReadStreamingEfficiency,
                 1.0);
    const std::size_t media = resource(
        {ResourceTag::Tape, 0, visit.node}, [&] { return "tape:" + here.id; }, here.name,
        ResourceKind::TapeMedia, [&] { return p.number(rateName, kUnlimited) * efficiency; },
        here.id, rateName);
    // The media take the bytes after the drive's own compression (and the application's
    // headers); the interface carries them before.
    add(media, base * job.tapeOverhead / job.hardwareRatio);
    const auto hostName =
        backup || !p.has(n::kMaxHostReadRate) ? n::kMaxHostRate : n::kMaxHostReadRate;
    if (p.has(hostName))
      add(resource(
              {ResourceTag::TapeInterface, 0, visit.node}, [&] { return "tape-if:" + here.id; },
              [&] { return here.name + " host interface"; }, ResourceKind::TapeInterface,
              [&] { return p.number(hostName, kUnlimited); }, here.id, hostName),
          base * job.tapeOverhead);
    registerTape(media, visit.node, direction, job, base * job.tapeOverhead / job.hardwareRatio);
  } else if (kind == NodeKind::NullDevice && isTarget) {
    add(resource(
            {ResourceTag::Null, 0, visit.node}, [&] { return "null:" + here.id; }, here.name,
            ResourceKind::NullDevice, [&] { return p.number(n::kRate, kUnlimited); }, here.id,
            n::kRate),
        base);
  } else {
    visitTier(visit, direction, base, into, isTarget, job);
  }
}

// A point-to-point network link: per direction unless half duplex; its speed is its own or the
// slower of its two ports'. Links of other media (SCSI, slots) have no capacity of their own.
void FlowBuilder::addLinkResource(const Edge& edge, std::size_t toNode, double base,
                                  Coefficients& into) {
  if (edge.medium != "ethernet" && edge.medium != "fddi" && edge.medium != "fc") return;
  const auto& link = m_topology.links()[edge.link];
  const auto speedIt = link.parameters.find(n::kSpeed.name);
  const double speed = speedIt != link.parameters.end()
                           ? speedIt->second.number()
                           : std::min(portSpeed(edge.neighbour), portSpeed(toNode));
  if (!std::isfinite(speed)) return;
  const auto duplex = link.parameters.find(n::kDuplex.name);
  const bool half = (duplex != link.parameters.end() && duplex->second.string() == "half") ||
                    m_graph.kind(edge.neighbour) == "hub" || m_graph.kind(toNode) == "hub";
  if (half && (m_graph.kind(edge.neighbour) == "hub" || m_graph.kind(toNode) == "hub"))
    return; // the hub's segment is the shared capacity
  const double payload = edge.medium == "fc" ? 1.0 : tcpEfficiency(toNode, edge.neighbour);
  const std::string& from = node(edge.neighbour).id;
  const std::string& to = node(toNode).id;
  into[resource(
      {ResourceTag::Link, half, edge.link, half ? 0 : edge.neighbour},
      [&] { return half ? "link:" + link.id : concat("link:", link.id, ":", from, ">", to); },
      [&] { return concat(node(edge.neighbour).name, " to ", node(toNode).name); },
      ResourceKind::Link, [&] { return speed * payload; }, {}, n::kSpeed, link.id)] += base;
}

void FlowBuilder::registerTape(std::size_t media, std::size_t driveIndex, Direction direction,
                               const JobModel& job, double mediaPerByte) {
  if (media >= m_storage.tapeRegistered.size()) m_storage.tapeRegistered.resize(media + 1, 0);
  if (std::exchange(m_storage.tapeRegistered[media], 1))
    return; // the drive's first job registers it
  const auto p = params(driveIndex);
  const bool backup = direction == Direction::Backup;
  TapeModel tape;
  tape.resource = media;
  tape.node = node(driveIndex).id;
  tape.mediaPerHostByte = job.tapeOverhead / job.hardwareRatio;
  tape.feed = job.feed;
  tape.feedScale = mediaPerByte;
  tape.feedBytes = job.bytes * mediaPerByte;
  tape.reading = !backup;
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
  s.repositionTime = p.number(
      backup || !p.has(n::kReadRepositionTime) ? n::kRepositionTime : n::kReadRepositionTime, 0.0);
  s.streamingEfficiency =
      p.number(backup || !p.has(n::kReadStreamingEfficiency) ? n::kStreamingEfficiency
                                                             : n::kReadStreamingEfficiency,
               1.0);
  m_model.tapes.push_back(std::move(tape));
}

} // namespace tapeflow::solver::detail
