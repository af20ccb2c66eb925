#pragma once

// What a scenario changes relative to the base document (issue 19): typed records, each one of
// the document's own operations with its arguments. A change set is made by diff(base, variant)
// and replayed by apply(), which goes through Topology's operations so the model refuses
// anything invalid. Records name their target by id (ids are stable) and keep the name people
// knew it by, so that a record whose target has since left the base is refused with a message
// in people's words. Node positions are layout, not part of a scenario: an added node carries
// its position, a moved base node is not recorded.

#include "topology/Elements.h"
#include "util/Expected.h"

#include <optional>
#include <span>
#include <string>
#include <variant>
#include <vector>

namespace tapeflow::topology {

class Topology;

struct NodeAdded {
  Node node;
  friend bool operator==(const NodeAdded&, const NodeAdded&) = default;
};
struct NodeRemoved {
  std::string node;
  std::string name;
  friend bool operator==(const NodeRemoved&, const NodeRemoved&) = default;
};
// The node becomes another model of its kind (Topology::setEntry).
struct EntryChanged {
  std::string node;
  std::string name;
  std::string entry;
  friend bool operator==(const EntryChanged&, const EntryChanged&) = default;
};
// A node's override set, or cleared (value absent: back to the catalog figure). `kind` says
// which definition the value follows, so the record reads even when the node has gone.
struct NodeParameterSet {
  std::string node;
  std::string name;
  std::string kind;
  std::string parameter;
  std::optional<catalog::Value> value;
  friend bool operator==(const NodeParameterSet&, const NodeParameterSet&) = default;
};
struct NodeRenamed {
  std::string node;
  std::string name; // the name in the base
  std::string to;
  friend bool operator==(const NodeRenamed&, const NodeRenamed&) = default;
};
// `index`: the link's place in the variant's list, so that replaying keeps the order. `medium`
// types the link's parameters (Ethernet, SCSI, ...).
struct LinkAdded {
  Link link;
  std::string medium;
  std::size_t index = 0;
  friend bool operator==(const LinkAdded&, const LinkAdded&) = default;
};
struct LinkRemoved {
  std::string link;
  std::string name; // "'Server' bus1 – 'PCI bus' host"
  friend bool operator==(const LinkRemoved&, const LinkRemoved&) = default;
};
struct LinkParameterSet {
  std::string link;
  std::string name;
  std::string medium;
  std::string parameter;
  std::optional<catalog::Value> value;
  friend bool operator==(const LinkParameterSet&, const LinkParameterSet&) = default;
};
struct JobAdded {
  Job job;
  std::size_t index = 0;
  friend bool operator==(const JobAdded&, const JobAdded&) = default;
};
struct JobRemoved {
  std::string job;
  std::string name;
  friend bool operator==(const JobRemoved&, const JobRemoved&) = default;
};

// The fields of a job a scenario may change one by one, so that a later edit of another field
// in the base still shows through the scenario.
enum class JobField {
  Name,
  Direction,
  Source,
  Target,
  Mode,
  Streams,
  BlockSize,
  SoftwareCompression,
  Crc,
  PushAgent,
  TreeWalk,
  RestoreOutOfOrder,
  DataSize,
  FileCount,
  MeanFileSize,
  Compressibility,
  RequestsInFlight,
};
// The file's spelling of a field ("block_size"), and the field of a spelling.
[[nodiscard]] std::string_view jobFieldName(JobField field);
[[nodiscard]] std::optional<JobField> jobFieldNamed(std::string_view name);
[[nodiscard]] std::span<const JobField> allJobFields();

struct JobChanged {
  std::string job;
  std::string name;             // the name in the base
  std::vector<JobField> fields; // what changes, each once
  Job values;                   // the new value of each field in `fields` (others unused)
  // Equal when they change the same fields to the same values (the unused ones do not count).
  friend bool operator==(const JobChanged& a, const JobChanged& b);
};
struct ObjectivesChanged {
  Objectives objectives;
  friend bool operator==(const ObjectivesChanged&, const ObjectivesChanged&) = default;
};

using ChangeRecord = std::variant<NodeAdded, NodeRemoved, EntryChanged, NodeParameterSet,
                                  NodeRenamed, LinkAdded, LinkRemoved, LinkParameterSet, JobAdded,
                                  JobRemoved, JobChanged, ObjectivesChanged>;

struct ChangeSet {
  std::vector<ChangeRecord> records;
  [[nodiscard]] bool empty() const { return records.empty(); }
  friend bool operator==(const ChangeSet&, const ChangeSet&) = default;
};

// What turns `base` into `variant` (both over the same catalog). Records come in the order
// apply() replays them; a base node the variant moved is not recorded.
[[nodiscard]] ChangeSet diff(const Topology& base, const Topology& variant);

// Replays `changes` on `document` through its operations. The first record the document refuses
// stops the replay with a message that names that record in people's words; the document may
// then hold the records before it (apply to a copy to keep the original).
[[nodiscard]] Status apply(Topology& document, const ChangeSet& changes);

// The record in people's words, against the document it applies to (for the values it had):
// "Tape drive 'Drive 2' added", "Streams of job 'Nightly': 1 → 4", "'Drive 1' becomes IBM
// LTO-9".
[[nodiscard]] std::string describe(const ChangeRecord& record, const Topology& base);
[[nodiscard]] std::vector<std::string> describe(const ChangeSet& changes, const Topology& base);

// A link for people: "'Server' bus1 – 'PCI bus' host".
[[nodiscard]] std::string linkWords(const Topology& document, const Link& link);

} // namespace tapeflow::topology
