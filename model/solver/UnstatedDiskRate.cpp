#include "solver/UnstatedDiskRate.h"
#include "catalog/KindCode.h"

#include <functional>

namespace tapeflow::solver {

namespace {

using Lookup = std::function<const catalog::Value*(std::string_view)>;

// A drive's figures by name, however they are found (a node's or a catalog entry's).
DiskFigures figuresOf(const Lookup& value) {
  const auto stated = [&](std::string_view name) {
    const auto* v = value(name);
    return v ? std::optional<double>(v->number()) : std::nullopt;
  };
  const auto* form = value("form_factor");
  return {stated("read_rate"),
          stated("write_rate"),
          stated("rpm").value_or(0.0),
          form ? form->string() : std::string(),
          stated("year"),
          stated("linear_density"),
          stated("platter_diameter")};
}

// The rate `disk` streams at, and where it comes from: stated, else the rule's.
UnstatedDiskRate streamRate(const DiskFigures& disk, bool write, const DiskMediaTable& table,
                            UnstatedFrom stated, UnstatedFrom rule) {
  UnstatedDiskRate r;
  r.disk = disk;
  r.earliestYear = table.earliestYear();
  r.rate = sequentialRate(disk, write, table);
  if ((write && disk.writeRate) || disk.readRate) {
    r.from = stated;
    return r;
  }
  r.from = rule;
  r.diameter = disk.platterDiameter ? disk.platterDiameter
                                    : table.platterDiameter(disk.formFactor, disk.rpm);
  if (!r.rate) r.missing = whyNoMediaRate(disk, table);
  return r;
}

bool isDiskRate(std::string_view name) { return name == "read_rate" || name == "write_rate"; }

bool isMemberRate(std::string_view name) {
  return name == "member_read_rate" || name == "member_write_rate";
}

} // namespace

std::optional<NoDiskRate> whyNoMediaRate(const DiskFigures& disk, const DiskMediaTable& table) {
  if (!(disk.rpm > 0.0)) return NoDiskRate::NoSpindleSpeed;
  if (!disk.year && !disk.linearDensity) return NoDiskRate::NoYear;
  if (disk.year && !table.era(*disk.year)) return NoDiskRate::BeforeFirstEra;
  if (!disk.year && !table.eraOfDensity(*disk.linearDensity)) return NoDiskRate::NoYear;
  if (!disk.platterDiameter && !table.platterDiameter(disk.formFactor, disk.rpm))
    return NoDiskRate::NoPlatter;
  return std::nullopt;
}

bool setAsideForMedia(const topology::Topology& topology, const topology::Node& node,
                      std::string_view name) {
  const bool drive = catalog::isKind(node.kind, catalog::KindCode::DiskDrive);
  if (!(drive ? isDiskRate(name)
              : catalog::isKind(node.kind, catalog::KindCode::DiskArray) && isMemberRate(name)))
    return false;
  const auto* flag = topology.parameter(node, "rate_from_media");
  return flag && flag->flag() && !node.overrides.contains(name);
}

const catalog::Value* diskFigure(const topology::Topology& topology, const topology::Node& node,
                                 std::string_view name, topology::ValueOrigin* origin) {
  if (setAsideForMedia(topology, node, name)) {
    if (origin) *origin = topology::ValueOrigin::Missing;
    return nullptr;
  }
  return topology.parameter(node, name, origin);
}

std::optional<UnstatedDiskRate> unstatedDiskRate(const topology::Topology& topology,
                                                 const topology::Node& node, std::string_view name,
                                                 const DiskMediaTable& table) {
  const auto of = [&](std::string_view figure) { return diskFigure(topology, node, figure); };
  if (of(name)) return std::nullopt;
  if (catalog::isKind(node.kind, catalog::KindCode::DiskDrive)) {
    const DiskFigures disk = figuresOf(of);
    if (name == "read_rate")
      return streamRate(disk, false, table, UnstatedFrom::ReadRate, UnstatedFrom::Rule);
    if (name == "write_rate")
      return streamRate(disk, true, table, UnstatedFrom::ReadRate, UnstatedFrom::Rule);
    return std::nullopt;
  }
  if (!catalog::isKind(node.kind, catalog::KindCode::DiskArray)) return std::nullopt;
  const bool write = name == "member_write_rate";
  if (!write && name != "member_read_rate") return std::nullopt;
  if (write) {
    if (const auto* read = of("member_read_rate")) {
      UnstatedDiskRate r;
      r.rate = read->number();
      r.from = UnstatedFrom::ReadRate;
      return r;
    }
  }
  const auto* ref = of("member_disk");
  const auto* disk = ref ? topology.catalog().entry(ref->string()) : nullptr;
  if (!disk) return std::nullopt;
  const auto* kind = topology.catalog().kinds().kind(disk->kind);
  // The member disk's stated rates are set aside with the array's member rates.
  const bool fromMedia = setAsideForMedia(topology, node, name);
  const auto entryValue = [&](std::string_view figure) -> const catalog::Value* {
    if (fromMedia && isDiskRate(figure)) return nullptr;
    if (const auto* v = disk->parameter(figure)) return &v->value;
    const auto* def = kind ? kind->parameter(figure) : nullptr;
    return def && def->defaultValue ? &*def->defaultValue : nullptr;
  };
  auto r = streamRate(figuresOf(entryValue), write, table, UnstatedFrom::MemberDisk,
                      UnstatedFrom::MemberDiskRule);
  r.memberDisk = disk;
  return r;
}

} // namespace tapeflow::solver
