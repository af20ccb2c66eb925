// The figures a set of job measurements can pin down by default (issue 23): the one that sets
// each measured job's bottleneck as predicted (what its rate says most about), and the sustained
// rates of the components its data pass through that measurements of whole jobs usually decide:
// a tape drive's, a disk array's and a NIC's. Other figures of shared infrastructure (buses,
// switches) and per-file costs are left for the user to free: a job's rate rarely says which of
// them it met.

#include "calibration/Calibrate.h"

#include "calibration/MeasuredRuns.h"
#include "catalog/KindCode.h"
#include "whatif/Sensitivity.h"

#include <map>
#include <set>

namespace tapeflow::calibration {
namespace {

// The figures that set a component's sustained rate in a run's direction, the first one the
// node has a value for taken: an array's stated read limit, else its members' rate.
std::vector<const char*> rateFigures(const std::string& kind, topology::Direction direction) {
  const bool backup = direction == topology::Direction::Backup;
  if (catalog::isKind(kind, catalog::KindCode::TapeDrive))
    return {backup ? "native_rate" : "native_read_rate"};
  if (catalog::isKind(kind, catalog::KindCode::DiskArray))
    return backup ? std::vector<const char*>{"read_rate", "member_read_rate"}
                  : std::vector<const char*>{"write_rate", "member_write_rate"};
  if (catalog::isKind(kind, catalog::KindCode::Nic)) return {"stream_rate"};
  return {};
}

// The figures of `keys` in document order, so the list reads as the diagram does; counts are
// left out (the fit cannot move a whole number).
std::vector<whatif::Figure> inDocumentOrder(const topology::Topology& topology,
                                            const std::set<std::string>& keys) {
  std::vector<whatif::Figure> free;
  for (auto& figure : whatif::variableFigures(topology))
    if (keys.count(figure.key()) && figure.value && !figure.integer)
      free.push_back(std::move(figure));
  return free;
}

} // namespace

std::vector<whatif::Figure> defaultFreeFigures(const topology::Topology& topology,
                                               const std::vector<JobMeasurement>& measurements) {
  const auto runs = measuredRuns(topology, measurements);
  std::set<std::string> keys;
  std::map<topology::Direction, std::vector<whatif::Sensitivity>> limits;
  for (const auto& [direction, run] : runs)
    limits[direction] = whatif::sensitivities(topology, run, runOptions(direction).flow);
  for (const auto& measured : measurements) {
    const auto* job = measuredJob(runs, measured);
    if (!job) continue;
    for (const auto& limit : limits[measured.direction])
      if (limit.key == job->bottleneck.key && !limit.node.empty() && !limit.parameter.empty())
        if (const auto figure = whatif::findFigure(topology, limit.node, limit.parameter);
            figure && figure->value && !figure->integer)
          keys.insert(figure->key());
    for (const auto& nodeId : job->path) {
      const auto* node = topology.node(nodeId);
      if (!node) continue;
      for (const char* name : rateFigures(node->kind, job->direction)) {
        const auto figure = whatif::findFigure(topology, node->id, name);
        if (!figure || !figure->value) continue;
        keys.insert(figure->key());
        break;
      }
    }
  }
  return inDocumentOrder(topology, keys);
}

std::vector<whatif::Figure> fittableFigures(const topology::Topology& topology,
                                            const MeasurementSet& measurements) {
  std::set<std::string> owners; // the measured jobs and the nodes on their paths
  const auto runs = measuredRuns(topology, measurements.jobs);
  for (const auto& measured : measurements.jobs) {
    owners.insert(measured.job);
    if (const auto* job = measuredJob(runs, measured))
      owners.insert(job->path.begin(), job->path.end());
  }
  std::set<std::string> keys;
  for (const auto& figure : defaultFreeFigures(topology, measurements)) keys.insert(figure.key());
  for (const auto& figure : whatif::variableFigures(topology))
    if (owners.count(figure.owner)) keys.insert(figure.key());
  return inDocumentOrder(topology, keys);
}

std::vector<whatif::Figure> defaultFreeFigures(const topology::Topology& topology,
                                               const MeasurementSet& measurements) {
  std::set<std::string> keys;
  for (const auto& figure : defaultFreeFigures(topology, measurements.jobs))
    keys.insert(figure.key());
  for (const auto& measured : measurements.figures) keys.insert(measured.figure);
  return inDocumentOrder(topology, keys);
}

} // namespace tapeflow::calibration
