#include "whatif/SweepAxis.h"

#include "catalog/KindCode.h"
#include "whatif/DriveCount.h"
#include "whatif/Figures.h"

#include "units/Format.h"
#include "units/Units.h"
#include "util/Text.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace tapeflow::whatif {
namespace {

std::vector<std::string_view> split(std::string_view text, char separator) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (std::size_t i = 0; i <= text.size(); ++i)
    if (i == text.size() || text[i] == separator) {
      parts.push_back(text.substr(start, i - start));
      start = i + 1;
    }
  return parts;
}

// How the values of one figure are read: its unit (or none) and whether it is a whole number.
struct Reading {
  units::Unit unit;
  bool hasUnit = false;
  bool integer = false;
};

Expected<double> readNumber(std::string_view text, const Reading& reading) {
  if (reading.hasUnit) return units::parseAs(text, reading.unit);
  double value = 0.0;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (ec != std::errc{} || end != text.data() + text.size())
    return Error{quote(text) + " is not a number"};
  return value;
}

catalog::Value valueOf(double number, const Reading& reading, std::string text) {
  if (reading.integer) return {static_cast<long long>(std::llround(number)), {}, {}};
  return {number, std::move(text), {}};
}

std::string labelOf(double number, const Reading& reading) {
  if (reading.integer) return std::to_string(std::llround(number));
  return units::format(number, reading.hasUnit ? reading.unit : units::Unit{}, 4);
}

// FROM:TO[:N[:log]] or a list A,B,C.
Expected<std::vector<double>> readValues(std::string_view spec, const Reading& reading) {
  std::vector<double> values;
  if (spec.find(':') == std::string_view::npos) {
    for (const auto item : split(spec, ',')) {
      const auto value = readNumber(item, reading);
      if (!value) return value.error();
      values.push_back(*value);
    }
    return values;
  }
  const auto parts = split(spec, ':');
  if (parts.size() < 2 || parts.size() > 4) return Error{"a range is FROM:TO[:N[:log]]"};
  const auto from = readNumber(parts[0], reading);
  const auto to = readNumber(parts[1], reading);
  if (!from) return from.error();
  if (!to) return to.error();
  long long count = reading.integer ? std::llabs(std::llround(*to) - std::llround(*from)) + 1 : 5;
  if (parts.size() >= 3) {
    const auto [end, ec] =
        std::from_chars(parts[2].data(), parts[2].data() + parts[2].size(), count);
    if (ec != std::errc{} || end != parts[2].data() + parts[2].size() || count < 1 ||
        count > 100000)
      return Error{quote(parts[2]) + " is not a number of points from 1 to 100,000"};
  }
  const bool logarithmic = parts.size() == 4;
  if (logarithmic && parts[3] != "log") return Error{"the fourth part of a range is 'log'"};
  if (logarithmic && !(*from > 0.0 && *to > 0.0))
    return Error{"a logarithmic range needs positive ends"};
  for (long long i = 0; i < count; ++i) {
    const double t = count == 1 ? 0.0 : double(i) / double(count - 1);
    values.push_back(logarithmic ? *from * std::pow(*to / *from, t) : *from + (*to - *from) * t);
  }
  return values;
}

// "A,B,C": catalog entries of the node's kind, labelled with their display names.
Expected<SweepAxis> entryAxis(const topology::Topology& topology, const topology::Node& node,
                              SweepAxis axis, std::string_view spec) {
  axis.target = AxisTarget::NodeEntry;
  for (const auto item : split(spec, ',')) {
    const auto* entry = topology.catalog().entry(item);
    if (!entry) return Error{"there is no catalog entry " + quote(item)};
    if (entry->kind != node.kind) {
      const auto* kind = topology.kindOf(node);
      return Error{quote(entry->displayName()) + " is not a " + (kind ? kind->label : node.kind)};
    }
    axis.values.push_back({std::string(item), {}, {}});
    axis.labels.push_back(entry->displayName());
  }
  return axis;
}

} // namespace

bool isStructural(const SweepAxis& axis) { return axis.target == AxisTarget::DriveCount; }

const std::vector<std::string_view>& sweepableJobOptions() {
  static const std::vector<std::string_view> kOptions{
      "streams",        "block_size",      "data_size",         "file_count",
      "mean_file_size", "compressibility", "requests_in_flight"};
  return kOptions;
}

Expected<SweepAxis> parseAxis(const topology::Topology& topology, std::string_view text) {
  const auto equals = text.find('=');
  const std::string_view address = text.substr(0, equals);
  auto dot = address.rfind('.');
  if (equals == std::string_view::npos || dot == std::string_view::npos)
    return Error{"write OWNER.NAME=FROM:TO[:N[:log]] or OWNER.NAME=A,B,C"};
  // The owner is split at the last dot ("lto.native_rate"; ids may hold dots), unless no node,
  // link or job has that id: then at an earlier dot, for a profile figure of a node
  // ("srv.backup_app.requests_in_flight": owner "srv", name "backup_app.requests_in_flight").
  const auto exists = [&](std::string_view id) {
    return topology.node(id) || topology.link(id) || topology.job(id);
  };
  if (!exists(address.substr(0, dot)))
    for (auto earlier = dot; earlier > 0;) {
      earlier = address.rfind('.', earlier - 1);
      if (earlier == std::string_view::npos) break;
      if (topology.node(address.substr(0, earlier))) {
        dot = earlier;
        break;
      }
    }
  SweepAxis axis;
  axis.owner = std::string(address.substr(0, dot));
  axis.name = std::string(address.substr(dot + 1));
  Reading reading;
  const auto& options = sweepableJobOptions();
  const bool jobOption = std::find(options.begin(), options.end(), axis.name) != options.end();
  // Nodes and jobs have ids of their own: "vm.requests_in_flight" is the job's option when the
  // node "vm" has no parameter of that name.
  const auto* node = topology.node(axis.owner);
  if (node && jobOption && topology.job(axis.owner) &&
      !topology.parameterDef(*topology.kindOf(*node), axis.name))
    node = nullptr;
  if (node) {
    axis.target = AxisTarget::NodeParameter;
    axis.ownerName = node->name;
    if (axis.name == "entry") return entryAxis(topology, *node, axis, text.substr(equals + 1));
    if (axis.name == "drives") {
      if (!catalog::isKind(node->kind, catalog::KindCode::TapeDrive))
        return Error{quote(node->name) + " is not a tape drive"};
      axis.target = AxisTarget::DriveCount;
      reading.integer = true;
      const auto values = readValues(text.substr(equals + 1), reading);
      if (!values) return values.error();
      for (const double value : *values) {
        if (!(value >= 1 && value <= 64)) return Error{"a count of drives is from 1 to 64"};
        axis.values.push_back(valueOf(value, reading, {}));
        axis.labels.push_back(labelOf(value, reading));
      }
      return axis;
    }
    // Its own parameter, or a figure of a profile it references ("backup_app.request_size").
    const auto* def = topology.parameterDef(*topology.kindOf(*node), axis.name);
    if (!def) return Error{"a " + node->kind + " has no parameter " + quote(axis.name)};
    if (def->type != catalog::ParamType::Quantity && def->type != catalog::ParamType::Number &&
        def->type != catalog::ParamType::Integer)
      return Error{quote(axis.name) + " of " + quote(node->name) + " is not a number"};
    reading.hasUnit = def->type == catalog::ParamType::Quantity;
    reading.unit = def->unit;
    reading.integer = def->type == catalog::ParamType::Integer;
  } else if (const auto* link = topology.link(axis.owner)) {
    axis.target = AxisTarget::LinkParameter;
    axis.ownerName = axis.owner;
    const auto* defs = topology.linkParameterDefs(*link);
    const catalog::ParameterDef* def = nullptr;
    if (defs)
      for (const auto& candidate : *defs)
        if (candidate.name == axis.name) def = &candidate;
    if (!def || def->type != catalog::ParamType::Quantity)
      return Error{"the link " + quote(axis.owner) + " has no numeric parameter " +
                   quote(axis.name)};
    reading.hasUnit = true;
    reading.unit = def->unit;
  } else if (const auto* job = topology.job(axis.owner)) {
    axis.target = AxisTarget::JobOption;
    axis.ownerName = job->name;
    if (!jobOption) return Error{"a job has no numeric option " + quote(axis.name)};
    reading.integer =
        axis.name == "streams" || axis.name == "file_count" || axis.name == "requests_in_flight";
    reading.hasUnit =
        axis.name == "block_size" || axis.name == "data_size" || axis.name == "mean_file_size";
    if (reading.hasUnit) reading.unit = *units::parseUnit("B");
  } else {
    return Error{"there is no node, link or job " + quote(axis.owner)};
  }
  const auto values = readValues(text.substr(equals + 1), reading);
  if (!values) return values.error();
  for (const double value : *values) {
    axis.values.push_back(valueOf(value, reading, {}));
    axis.labels.push_back(labelOf(value, reading));
  }
  return axis;
}

Status applyAxis(topology::Topology& topology, const SweepAxis& axis, std::size_t index) {
  const catalog::Value& value = axis.values.at(index);
  switch (axis.target) {
  case AxisTarget::NodeParameter: {
    const auto set = topology.setParameter(axis.owner, axis.name, value);
    return set ? Status{Done{}} : Status{set.error()};
  }
  case AxisTarget::DriveCount: return setDriveCount(topology, axis.owner, value.integer());
  case AxisTarget::NodeEntry: {
    const auto set = topology.setEntry(axis.owner, value.string());
    return set ? Status{Done{}} : Status{set.error()};
  }
  case AxisTarget::LinkParameter: {
    const auto set = topology.setLinkParameter(axis.owner, axis.name, value);
    return set ? Status{Done{}} : Status{set.error()};
  }
  case AxisTarget::JobOption: {
    const auto* current = topology.job(axis.owner);
    if (!current) return Error{"there is no job " + quote(axis.owner)};
    auto job = jobWithOption(*current, axis.name, value);
    if (!job) return job.error();
    const auto updated = topology.updateJob(std::move(*job));
    return updated ? Status{Done{}} : Status{updated.error()};
  }
  }
  return Error{"unknown sweep target"};
}

} // namespace tapeflow::whatif
