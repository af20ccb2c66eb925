#include "topology/JobFields.h"

#include "topology/Topology.h"
#include "units/Format.h"

#include <algorithm>
#include <array>

namespace tapeflow::topology {
namespace {

struct FieldInfo {
  JobField field;
  std::string_view name;  // as the file spells it
  std::string_view label; // for people
};

constexpr std::array kFields{
    FieldInfo{JobField::Name, "name", "Name"},
    FieldInfo{JobField::Direction, "direction", "Direction"},
    FieldInfo{JobField::Source, "source", "Source"},
    FieldInfo{JobField::Target, "target", "Target"},
    FieldInfo{JobField::Mode, "mode", "Mode"},
    FieldInfo{JobField::Streams, "streams", "Streams"},
    FieldInfo{JobField::BlockSize, "block_size", "Block size"},
    FieldInfo{JobField::SoftwareCompression, "software_compression", "Software compression"},
    FieldInfo{JobField::Crc, "crc", "CRC"},
    FieldInfo{JobField::PushAgent, "push_agent", "Push agent"},
    FieldInfo{JobField::TreeWalk, "tree_walk", "Tree walk"},
    FieldInfo{JobField::RestoreOutOfOrder, "restore_out_of_order", "Restore out of tape order"},
    FieldInfo{JobField::DataSize, "data_size", "Data size"},
    FieldInfo{JobField::FileCount, "file_count", "File count"},
    FieldInfo{JobField::MeanFileSize, "mean_file_size", "Mean file size"},
    FieldInfo{JobField::Compressibility, "compressibility", "Compressibility"},
    FieldInfo{JobField::RequestsInFlight, "requests_in_flight", "Requests in flight"},
};

const FieldInfo& info(JobField field) { return kFields[static_cast<std::size_t>(field)]; }

// Calls `use` with an accessor of the member behind `field` (one that takes a Job, const or
// not, and returns that member), so that comparing and copying a field are one line each.
template <class Use>
decltype(auto) onField(JobField field, Use&& use) {
  switch (field) {
  case JobField::Name: return use([](auto& j) -> auto& { return j.name; });
  case JobField::Direction: return use([](auto& j) -> auto& { return j.direction; });
  case JobField::Source: return use([](auto& j) -> auto& { return j.source; });
  case JobField::Target: return use([](auto& j) -> auto& { return j.target; });
  case JobField::Mode: return use([](auto& j) -> auto& { return j.options.mode; });
  case JobField::Streams: return use([](auto& j) -> auto& { return j.options.streams; });
  case JobField::BlockSize: return use([](auto& j) -> auto& { return j.options.blockSize; });
  case JobField::SoftwareCompression:
    return use([](auto& j) -> auto& { return j.options.softwareCompression; });
  case JobField::Crc: return use([](auto& j) -> auto& { return j.options.crc; });
  case JobField::PushAgent: return use([](auto& j) -> auto& { return j.options.pushAgent; });
  case JobField::TreeWalk: return use([](auto& j) -> auto& { return j.options.treeWalk; });
  case JobField::RestoreOutOfOrder:
    return use([](auto& j) -> auto& { return j.options.restoreOutOfOrder; });
  case JobField::DataSize: return use([](auto& j) -> auto& { return j.options.dataSize; });
  case JobField::FileCount: return use([](auto& j) -> auto& { return j.options.fileCount; });
  case JobField::MeanFileSize: return use([](auto& j) -> auto& { return j.options.meanFileSize; });
  case JobField::Compressibility:
    return use([](auto& j) -> auto& { return j.options.compressibility; });
  case JobField::RequestsInFlight:
    return use([](auto& j) -> auto& { return j.options.requestsInFlight; });
  }
  return use([](auto& j) -> auto& { return j.name; });
}

std::string sizeText(const std::optional<double>& bytes, bool binary) {
  return bytes ? units::formatAuto(*bytes, units::Dimension::Bytes, {.binary = binary})
               : std::string("none");
}

} // namespace

std::string_view jobFieldName(JobField field) { return info(field).name; }
std::string_view jobFieldLabel(JobField field) { return info(field).label; }

std::optional<JobField> jobFieldNamed(std::string_view name) {
  for (const auto& field : kFields)
    if (field.name == name) return field.field;
  return std::nullopt;
}

std::span<const JobField> allJobFields() {
  static const auto kAll = [] {
    std::array<JobField, kFields.size()> all{};
    for (std::size_t i = 0; i < kFields.size(); ++i) all[i] = kFields[i].field;
    return all;
  }();
  return kAll;
}

bool sameField(const Job& a, const Job& b, JobField field) {
  return onField(field, [&](auto member) { return member(a) == member(b); });
}

void copyField(Job& to, const Job& from, JobField field) {
  onField(field, [&](auto member) { member(to) = member(from); });
}

bool operator==(const JobChanged& a, const JobChanged& b) {
  if (a.job != b.job || a.name != b.name || a.fields != b.fields) return false;
  return std::all_of(a.fields.begin(), a.fields.end(),
                     [&](JobField field) { return sameField(a.values, b.values, field); });
}

std::string jobFieldText(const Job& job, JobField field, const Topology& document) {
  const auto& o = job.options;
  const auto onOff = [](bool on) { return std::string(on ? "on" : "off"); };
  const auto nodeName = [&](const std::string& id) {
    const Node* node = document.node(id);
    return node ? node->name : std::string("a node not in the base");
  };
  switch (field) {
  case JobField::Name: return job.name;
  case JobField::Direction: return std::string(directionName(job.direction));
  case JobField::Source: return nodeName(job.source);
  case JobField::Target: return nodeName(job.target);
  case JobField::Mode: return std::string(jobModeName(o.mode));
  case JobField::Streams: return std::to_string(o.streams);
  case JobField::BlockSize: return sizeText(o.blockSize, true);
  case JobField::SoftwareCompression: return onOff(o.softwareCompression);
  case JobField::Crc: return onOff(o.crc);
  case JobField::PushAgent: return onOff(o.pushAgent);
  case JobField::TreeWalk: return onOff(o.treeWalk);
  case JobField::RestoreOutOfOrder: return onOff(o.restoreOutOfOrder);
  case JobField::DataSize: return sizeText(o.dataSize, false);
  case JobField::FileCount: return o.fileCount ? std::to_string(*o.fileCount) : "none";
  case JobField::MeanFileSize: return sizeText(o.meanFileSize, true);
  case JobField::Compressibility:
    return o.compressibility ? units::formatExact(*o.compressibility) + ":1" : "none";
  case JobField::RequestsInFlight:
    return o.requestsInFlight ? std::to_string(*o.requestsInFlight) : "the application's";
  }
  return {};
}

} // namespace tapeflow::topology
