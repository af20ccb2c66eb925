#pragma once

// The sequential rate the solver uses in place of a disk figure a node leaves empty, and where
// it comes from, for what shows or varies that figure (the inspector, the tuner, calibration,
// the tornado, the advisor). It reads a node as FlowResources.cpp's disk branches do:
//   disk-drive  read_rate         the rate its spindle speed, form factor and year give
//                                 (DiskMediaRate.h);
//               write_rate        the stated read rate, else that derived rate;
//   disk-array  member_read_rate  its member disk's sequential read, stated or derived;
//               member_write_rate the stated member read rate, else the member disk's
//                                 sequential write, stated or derived.
// A figure the node (or its catalog entry, or its kind) states has no unstated rate, unless the
// node's "rate_from_media" sets it aside (below).

#include "solver/DiskMediaRate.h"
#include "topology/Topology.h"

#include <optional>
#include <string_view>

namespace tapeflow::solver {

// Why the rule gives a drive no rate.
enum class NoDiskRate {
  NoSpindleSpeed, // no spindle speed, or 0 (a solid-state drive)
  NoYear,
  BeforeFirstEra, // a year before the earliest the recording eras reach (earliestYear())
  NoPlatter,      // no form factor, or no platter of it runs at the drive's spindle speed
};

// Where the rate in place of an empty figure comes from.
enum class UnstatedFrom {
  Rule,           // worked out from the drive's own figures
  ReadRate,       // a write streams at the read rate the node states
  MemberDisk,     // the member disk's stated rate
  MemberDiskRule, // worked out from the member disk's figures
};

struct UnstatedDiskRate {
  std::optional<double> rate; // bytes/s; none: the rule cannot place the drive, it limits nothing
  UnstatedFrom from = UnstatedFrom::Rule;
  DiskFigures disk;               // the figures of the drive the rate comes from
  std::optional<double> diameter; // mm: the platter the rule used (stated or the table's)
  const catalog::CatalogEntry* memberDisk = nullptr; // an array's member disk
  std::optional<NoDiskRate> missing;                 // why there is no rate
  double earliestYear = 0.0; // the first year the catalog's recording eras reach (0: no eras)
};

// A node may ask for the rule's rates over those its catalog entry states ("rate_from_media",
// issue 41): a drive's read and write rates, an array's member rates (and its member disk's
// stated rates) are then set aside, unless the node itself gives them. Whether `node`'s figure
// `name` is set aside so.
[[nodiscard]] bool setAsideForMedia(const topology::Topology& topology, const topology::Node& node,
                                    std::string_view name);

// `node`'s figure `name` as the solver takes it: Topology::parameter(), but none for a rate the
// node's "rate_from_media" sets aside (setAsideForMedia()). What shows a disk's figures (the
// inspector, the tuner, the advisor) reads them through this.
[[nodiscard]] const catalog::Value* diskFigure(const topology::Topology& topology,
                                               const topology::Node& node, std::string_view name,
                                               topology::ValueOrigin* origin = nullptr);

// Why `derivedMediaRate(disk, table)` gives none; none when it gives a rate.
[[nodiscard]] std::optional<NoDiskRate> whyNoMediaRate(const DiskFigures& disk,
                                                       const DiskMediaTable& table);

// The rate in place of `node`'s figure `name` when the node leaves it empty and the solver puts
// one there (the table above); none otherwise.
[[nodiscard]] std::optional<UnstatedDiskRate> unstatedDiskRate(const topology::Topology& topology,
                                                               const topology::Node& node,
                                                               std::string_view name,
                                                               const DiskMediaTable& table);

} // namespace tapeflow::solver
