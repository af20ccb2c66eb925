#include "whatif/Figures.h"

#include "catalog/KindCode.h"
#include "solver/UnstatedDiskRate.h"
#include "topology/ProfileFigures.h"
#include "units/Format.h"
#include "util/Text.h"

#include <cmath>

namespace tapeflow::whatif {
namespace {

using catalog::ParamType;

// A job's numeric options: the file's name, the label people read, and how the value reads.
struct JobOption {
  std::string_view name;
  std::string_view label;
  std::string_view unit; // "" for plain numbers
  bool integer;
  double min;
  double max; // as Topology::checkJob accepts them
};

constexpr JobOption kJobOptions[] = {
    {"streams", "Streams", "", true, 1, 1024},
    {"block_size", "Block size", "KiB", false, 512, 1e12},
    {"data_size", "Data size", "GB", false, 1e6, 1e18},
    {"file_count", "File count", "", true, 0, 1e12},
    {"mean_file_size", "Mean file size", "KiB", false, 1, 1e15},
    {"compressibility", "Compressibility", "", false, 1, 100},
    {"requests_in_flight", "Requests in flight", "", true, 1, 4096},
};

std::optional<double> optionValue(const topology::JobOptions& o, std::string_view name) {
  if (name == "streams") return o.streams;
  if (name == "block_size") return o.blockSize;
  if (name == "data_size") return o.dataSize;
  if (name == "file_count")
    return o.fileCount ? std::optional<double>(double(*o.fileCount)) : std::nullopt;
  if (name == "mean_file_size") return o.meanFileSize;
  if (name == "compressibility") return o.compressibility;
  if (name == "requests_in_flight")
    return o.requestsInFlight ? std::optional<double>(*o.requestsInFlight) : std::nullopt;
  return std::nullopt;
}

std::optional<Figure> fromDef(const catalog::ParameterDef& def, const catalog::Value* value) {
  if (def.type != ParamType::Quantity && def.type != ParamType::Number &&
      def.type != ParamType::Integer)
    return std::nullopt;
  Figure figure;
  figure.name = def.name;
  figure.label = def.label.empty() ? def.name : def.label;
  figure.hasUnit = def.type == ParamType::Quantity;
  figure.unit = def.unit;
  figure.integer = def.type == ParamType::Integer;
  if (value) figure.value = value->number();
  figure.min = def.min;
  figure.max = def.max;
  return figure;
}

// A disk's empty rate has the value the solver works out in its place (UnstatedDiskRate.h):
// what a sweep, a slider or a fit starts from.
void addDerivedValue(const topology::Topology& topology, const topology::Node& node, Figure& figure,
                     std::optional<solver::DiskMediaTable>& table) {
  if (figure.value || (!catalog::isKind(node.kind, catalog::KindCode::DiskDrive) &&
                       !catalog::isKind(node.kind, catalog::KindCode::DiskArray)))
    return;
  if (!table) table = solver::DiskMediaTable::fromCatalog(topology.catalog());
  const auto unstated = solver::unstatedDiskRate(topology, node, figure.name, *table);
  if (!unstated || !unstated->rate) return;
  figure.value = unstated->rate;
  figure.derived = true;
}

// A figure of a profile the node references ("backup_app.requests_in_flight"): found when asked
// for by name, never listed among the document's figures (an application has dozens, and the
// advisor and the tornado vary every listed one).
std::optional<Figure> profileFigure(const topology::Topology& topology, const topology::Node& node,
                                    std::string_view name) {
  const auto* kind = topology.kindOf(node);
  if (!kind || kind->parameter(name)) return std::nullopt; // its own: listed, or not a number
  const auto* def = topology.parameterDef(*kind, name);
  if (!def) return std::nullopt;
  auto figure = fromDef(*def, topology.parameter(node, name));
  if (!figure) return std::nullopt;
  figure->name = std::string(name);
  figure->label = topology::nodeParameterLabel(topology.catalog().kinds(), *kind, name);
  figure->target = AxisTarget::NodeParameter;
  figure->owner = node.id;
  figure->ownerName = node.name;
  return figure;
}

void addNodeFigures(const topology::Topology& topology, const topology::Node& node,
                    std::vector<Figure>& into) {
  const auto* kind = topology.kindOf(node);
  if (!kind) return;
  std::optional<solver::DiskMediaTable> table; // read when a disk's figure needs it
  for (const auto& def : kind->parameters)
    if (auto figure = fromDef(def, solver::diskFigure(topology, node, def.name))) {
      addDerivedValue(topology, node, *figure, table);
      figure->target = AxisTarget::NodeParameter;
      figure->owner = node.id;
      figure->ownerName = node.name;
      into.push_back(std::move(*figure));
    }
  // Which catalog model it is: swept over a list of models of its kind, never set to a number.
  Figure model;
  model.target = AxisTarget::NodeEntry;
  model.owner = node.id;
  model.name = "entry";
  model.ownerName = node.name;
  model.label = "Model";
  into.push_back(std::move(model));
  if (!catalog::isKind(node.kind, catalog::KindCode::TapeDrive)) return;
  // How many of it: drives built for a sweep (DriveCount.h), one as drawn.
  Figure drives;
  drives.target = AxisTarget::DriveCount;
  drives.owner = node.id;
  drives.name = "drives";
  drives.ownerName = node.name;
  drives.label = "Drives of this model";
  drives.integer = true;
  drives.value = 1.0;
  drives.min = 1.0;
  drives.max = 64.0;
  into.push_back(std::move(drives));
}

std::string linkName(const topology::Topology& topology, const topology::Link& link) {
  const auto* a = topology.node(link.a.node);
  const auto* b = topology.node(link.b.node);
  return (a ? a->name : link.a.node) + " – " + (b ? b->name : link.b.node);
}

void addLinkFigures(const topology::Topology& topology, const topology::Link& link,
                    std::vector<Figure>& into) {
  const auto* defs = topology.linkParameterDefs(link);
  if (!defs) return;
  for (const auto& def : *defs) {
    const auto it = link.parameters.find(def.name);
    const catalog::Value* value = it != link.parameters.end() ? &it->second
                                  : def.defaultValue          ? &*def.defaultValue
                                                              : nullptr;
    if (auto figure = fromDef(def, value)) {
      figure->target = AxisTarget::LinkParameter;
      figure->owner = link.id;
      figure->ownerName = linkName(topology, link);
      into.push_back(std::move(*figure));
    }
  }
}

void addJobFigures(const topology::Job& job, std::vector<Figure>& into) {
  for (const auto& option : kJobOptions) {
    Figure figure;
    figure.target = AxisTarget::JobOption;
    figure.owner = job.id;
    figure.name = option.name;
    figure.ownerName = job.name;
    figure.label = option.label;
    figure.hasUnit = !option.unit.empty();
    if (figure.hasUnit) figure.unit = *units::parseUnit(option.unit);
    figure.integer = option.integer;
    figure.value = optionValue(job.options, option.name);
    figure.min = option.min;
    figure.max = option.max;
    into.push_back(std::move(figure));
  }
}

} // namespace

std::string Figure::title() const { return ownerName + " ▸ " + label; }

std::string Figure::format(double number) const {
  if (integer) return std::to_string(std::llround(number));
  return units::format(number, hasUnit ? unit : units::Unit{}, 4);
}

std::vector<Figure> variableFigures(const topology::Topology& topology) {
  std::vector<Figure> figures;
  for (const auto& node : topology.nodes()) addNodeFigures(topology, node, figures);
  for (const auto& link : topology.links()) addLinkFigures(topology, link, figures);
  for (const auto& job : topology.jobs()) addJobFigures(job, figures);
  return figures;
}

std::optional<Figure> findFigure(const topology::Topology& topology, std::string_view owner,
                                 std::string_view name) {
  // Nodes, links and jobs have ids of their own: a validation file's volume and its job are
  // both "vm", and "vm.requests_in_flight" is the job's.
  std::vector<Figure> figures;
  const auto* node = topology.node(owner);
  if (node) addNodeFigures(topology, *node, figures);
  if (const auto* link = topology.link(owner)) addLinkFigures(topology, *link, figures);
  if (const auto* job = topology.job(owner)) addJobFigures(*job, figures);
  for (auto& figure : figures)
    if (figure.name == name) return std::move(figure);
  return node ? profileFigure(topology, *node, name) : std::nullopt;
}

std::optional<Figure> findFigure(const topology::Topology& topology, std::string_view key) {
  // At the last dot first; a profile's figure ("srv.backup_app.request_size") at an earlier one.
  for (auto dot = key.rfind('.'); dot != std::string_view::npos && dot > 0;
       dot = key.rfind('.', dot - 1))
    if (auto figure = findFigure(topology, key.substr(0, dot), key.substr(dot + 1))) return figure;
  return std::nullopt;
}

catalog::Value figureValue(const Figure& figure, double number) {
  if (figure.integer) return {static_cast<long long>(std::llround(number)), {}, {}};
  return {number, figure.hasUnit ? figure.format(number) : std::string(), {}};
}

Expected<topology::Job> jobWithOption(topology::Job job, std::string_view name,
                                      const catalog::Value& value) {
  auto& o = job.options;
  const double number = value.number();
  if (name == "streams")
    o.streams = static_cast<int>(value.integer());
  else if (name == "block_size")
    o.blockSize = number;
  else if (name == "data_size")
    o.dataSize = number;
  else if (name == "file_count")
    o.fileCount = value.integer();
  else if (name == "mean_file_size")
    o.meanFileSize = number;
  else if (name == "compressibility")
    o.compressibility = number;
  else if (name == "requests_in_flight")
    o.requestsInFlight = static_cast<int>(value.integer());
  else
    return Error{"a job has no numeric option " + quote(name)};
  return job;
}

Status setFigure(topology::Topology& topology, const Figure& figure, double number) {
  if (figure.target == AxisTarget::NodeEntry)
    return Error{"a model is chosen from the catalog, not set to a number"};
  if (figure.target == AxisTarget::DriveCount)
    return Error{"a count of drives is swept from the diagram as drawn, not set"};
  SweepAxis axis;
  axis.target = figure.target;
  axis.owner = figure.owner;
  axis.name = figure.name;
  axis.ownerName = figure.ownerName;
  axis.values.push_back(figureValue(figure, number));
  axis.labels.push_back(figure.format(number));
  return applyAxis(topology, axis, 0);
}

} // namespace tapeflow::whatif
