// The flow model's vocabulary (names of resource kinds, categories and kinds of work), the
// max-min problem it poses, and buildFlowModel(), whose builder lives in FlowBuilder.h.

#include "solver/FlowModel.h"

#include "solver/FlowBuilder.h"

#include <cmath>

namespace tapeflow::solver {

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
  case Work::Requests: return "request processing";
  }
  return "?";
}

FlowModel buildFlowModel(const topology::Topology& topology, const FlowOptions& options) {
  const Graph graph(topology);
  std::vector<std::size_t> jobs(topology.jobs().size());
  for (std::size_t j = 0; j < jobs.size(); ++j) jobs[j] = j;
  return buildFlowModel(topology, graph, jobs, options);
}

FlowModel buildFlowModel(const topology::Topology& topology, const Graph& graph,
                         std::span<const std::size_t> jobs, const FlowOptions& options) {
  return detail::FlowBuilder(topology, graph, options).build(jobs);
}

} // namespace tapeflow::solver
