#pragma once

// What a topology holds: nodes made from catalog entries, links between their ports, and the
// backup and restore jobs that move data over them. Plain values; the Topology class keeps them
// consistent and announces changes.

#include "catalog/Parameter.h"
#include "topology/JobLevel.h"
#include "util/Expected.h"

#include <map>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::topology {

using ParameterMap = std::map<std::string, catalog::Value, std::less<>>;

struct Point {
  double x = 0.0;
  double y = 0.0;
  friend bool operator==(const Point&, const Point&) = default;
};

// "node:port", e.g. "srv1:bus2".
struct PortRef {
  std::string node;
  std::string port;

  [[nodiscard]] std::string toString() const { return node + ":" + port; }
  [[nodiscard]] static std::optional<PortRef> parse(std::string_view text);
  friend bool operator==(const PortRef&, const PortRef&) = default;
};

struct Node {
  std::string id;    // stable, unique among nodes
  std::string entry; // catalog entry id
  std::string kind;  // the entry's kind (kept for readability and checked against the entry)
  std::string name;  // shown on the canvas
  Point position;
  ParameterMap overrides; // figures that differ from the catalog entry
  friend bool operator==(const Node&, const Node&) = default;
};

struct Link {
  std::string id;
  PortRef a;
  PortRef b;
  ParameterMap parameters; // per medium: speed and duplex, cable length
  friend bool operator==(const Link&, const Link&) = default;
};

enum class Direction { Backup, Restore };
enum class JobMode { ByFile, Image };

[[nodiscard]] std::string_view directionName(Direction direction);
[[nodiscard]] std::string_view jobModeName(JobMode mode);

// Options of a job (docs/topology-format.md). Optional figures fall back to the source volume's
// data set or the backup application's defaults when absent.
struct JobOptions {
  JobMode mode = JobMode::ByFile;
  int streams = 1;
  std::optional<double> blockSize; // bytes
  bool softwareCompression = false;
  bool crc = false;
  bool pushAgent = false;
  bool treeWalk = true;
  // A restore that asks for its files in an order of its own, not the order they lie on tape
  // (a copy through LTFS by name, a selection of files): the drive locates to each.
  bool restoreOutOfOrder = false;
  std::optional<double> dataSize; // bytes
  std::optional<long long> fileCount;
  std::optional<double> meanFileSize;    // bytes
  std::optional<double> compressibility; // achievable compression ratio, e.g. 2 for 2:1
  // Requests one stream keeps outstanding when its application moves data as requests (chunk
  // fetches, object PUTs); none: the application's own figure.
  std::optional<int> requestsInFlight;
  friend bool operator==(const JobOptions&, const JobOptions&) = default;
};

struct Job {
  std::string id;
  std::string name;
  Direction direction = Direction::Backup;
  std::string source; // a volume node
  std::string target; // a tape drive, RAIT group, tape library (drive pool) or NULL device
  JobOptions options;
  JobLevel level; // full, incremental, ... (JobLevel.h)
  friend bool operator==(const Job&, const Job&) = default;
};

// A measured figure from a paper, kept with an example so it doubles as a validation case.
struct ValidationRecord {
  std::string id;
  // "job-rate", "aggregate-rate", "session-rate", "duration", "cpu", and for papers that
  // separate a job's fixed costs from its transfer by timing two data sizes: "overhead" and
  // "differential-rate" (validationQuantities()).
  std::string quantity;
  std::string job;       // for per-job figures
  std::string component; // for "cpu": the server (else the job's backup server)
  Direction direction = Direction::Backup;
  std::string value; // with its unit, as the paper gives it: "15.3 GB/h"
  std::string paper; // a sources.json id
  std::string table;
  std::string row;
  std::string bottleneck; // as the paper names it, if it does
  std::string note;
  // When the paper contradicts this figure: the rows of the same paper it contradicts and how
  // ("Table 1 by-file restore 2c4d: 57.62 GB/hr on the same cards and drives"). Such a row is
  // set apart from the paper groups' targets (issue 41), never dropped; empty for most rows.
  std::string contradicts;
  friend bool operator==(const ValidationRecord&, const ValidationRecord&) = default;
};

// The quantities a ValidationRecord may measure, and whether `quantity` is one of them.
[[nodiscard]] std::span<const std::string_view> validationQuantities();
[[nodiscard]] bool isValidationQuantity(std::string_view quantity);

// What the run must achieve (issue 19): the backup window a full backup run has to fit in, and
// the restore objective (RTO) a full restore has to meet. Seconds, with the spelling the user
// wrote ("6 h"); absent when not set.
struct Duration {
  double seconds = 0.0;
  std::string text;
  friend bool operator==(const Duration&, const Duration&) = default;
};
struct Objectives {
  std::optional<Duration> backupWindow;
  std::optional<Duration> restoreObjective;
  friend bool operator==(const Objectives&, const Objectives&) = default;
};
// Whether a duration is one an objective can be: positive and finite (below 10^12 s).
[[nodiscard]] bool isObjectiveDuration(double seconds);
// `text` as an objective's duration ("6 h", "90 min"); a bare number is in `bareUnit` ("s" in
// files, "h" where people type). The error says what is wrong.
[[nodiscard]] Expected<Duration> parseObjective(std::string_view text, std::string_view bareUnit);

// How the document was last viewed; saved so a file opens as it was left.
struct ViewSettings {
  double zoom = 1.0;
  Point center;
  std::string rateUnit = "MB/s";
  friend bool operator==(const ViewSettings&, const ViewSettings&) = default;
};

} // namespace tapeflow::topology
