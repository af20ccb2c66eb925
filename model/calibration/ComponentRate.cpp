#include "calibration/ComponentRate.h"

#include "catalog/KindCode.h"
#include "solver/FlowModel.h"

#include <algorithm>
#include <cmath>

namespace tapeflow::calibration {
namespace {

// Bytes of `resource` per logical byte of the job, its streams at equal rates.
double perLogicalByte(const solver::FlowModel& model, const solver::JobModel& job,
                      std::size_t resource) {
  double sum = 0.0;
  for (const std::size_t s : job.streams) {
    const auto& coefficients = model.streams[s].coefficients;
    if (const auto it = coefficients.find(resource); it != coefficients.end()) sum += it->second;
  }
  return sum / static_cast<double>(job.streams.size());
}

// What the other jobs put through `resource` at their given rates.
double othersLoad(const solver::FlowModel& model, const solver::JobModel& job, std::size_t resource,
                  const JobRates& others) {
  double load = 0.0;
  for (const auto& other : model.jobs) {
    if (&other == &job || other.streams.empty()) continue;
    const auto rate = others.find(other.id);
    if (rate != others.end()) load += perLogicalByte(model, other, resource) * rate->second;
  }
  return load;
}

// One stream's rate over the network through a NIC, for a job between two hosts.
std::optional<double> streamCeiling(const topology::Topology& topology, const solver::JobModel& job,
                                    const topology::Node& node) {
  if (!catalog::isKind(node.kind, catalog::KindCode::Nic) || job.hosts.size() < 2)
    return std::nullopt;
  const auto* stream = topology.parameter(node, "stream_rate");
  if (!stream || !(stream->number() > 0.0)) return std::nullopt;
  return stream->number() * static_cast<double>(job.streams.size());
}

} // namespace

std::optional<double> componentRate(const topology::Topology& topology,
                                    topology::Direction direction, std::string_view job,
                                    std::string_view node, const JobRates& others) {
  const auto* component = topology.node(node);
  if (!component) return std::nullopt;
  solver::FlowOptions options;
  options.mode = direction == topology::Direction::Backup ? solver::DirectionMode::Backup
                                                          : solver::DirectionMode::Restore;
  const auto model = solver::buildFlowModel(topology, options);
  const auto it = std::find_if(model.jobs.begin(), model.jobs.end(),
                               [&](const auto& j) { return j.id == job; });
  if (it == model.jobs.end() || !it->error.empty() || it->streams.empty()) return std::nullopt;
  if (std::find(it->path.begin(), it->path.end(), node) == it->path.end()) return std::nullopt;
  std::optional<double> lowest = streamCeiling(topology, *it, *component);
  for (std::size_t r = 0; r < model.resources.size(); ++r) {
    const auto& resource = model.resources[r];
    if (resource.node != node || !std::isfinite(resource.capacity)) continue;
    const double own = perLogicalByte(model, *it, r);
    if (!(own > 0.0)) continue;
    const double rate = std::max(0.0, resource.capacity - othersLoad(model, *it, r, others)) / own;
    if (!lowest || rate < *lowest) lowest = rate;
  }
  return lowest;
}

} // namespace tapeflow::calibration
