#pragma once

// The figures of a document a person can vary (issue 19: sweeps and the tuner): every numeric
// parameter of every node and link, each node's catalog model ("entry": swept over a list of
// models of its kind, no value) and the numeric options of every job, each with the words
// people read, its unit, its present value and the range the document accepts. The app lists
// them to pick a sweep's axis or pin a slider; SweepAxis.h addresses them the same way
// ("OWNER.NAME"), and setFigure() changes one through the document's operations.

#include "topology/Topology.h"
#include "units/Units.h"
#include "util/Expected.h"
#include "whatif/SweepAxis.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::whatif {

struct Figure {
  AxisTarget target = AxisTarget::NodeParameter;
  std::string owner;     // node, link or job id
  std::string name;      // parameter or option name as in the file
  std::string ownerName; // the node's or job's name; a link's ends ("Server – Switch")
  std::string label;     // the figure's label ("Native rate", "Streams")
  units::Unit unit;      // the unit people read it in (none for plain numbers)
  bool hasUnit = false;
  bool integer = false;
  std::optional<double> value; // base units; absent when the job leaves it to its default
  // The value is not stated: it is the rate the solver works out in place of a disk's empty
  // figure (solver/UnstatedDiskRate.h). Setting the figure states it.
  bool derived = false;
  std::optional<double> min; // what the document accepts, base units
  std::optional<double> max;

  // "lto.native_rate": the address SweepAxis and the CLI use.
  [[nodiscard]] std::string key() const { return owner + "." + name; }
  // "Drive 1 ▸ Native rate".
  [[nodiscard]] std::string title() const;
  // `number` (base units) as people write it: "160 MB/s", "4".
  [[nodiscard]] std::string format(double number) const;
};

// Every figure of the document, nodes first (in document order), then links, then jobs.
[[nodiscard]] std::vector<Figure> variableFigures(const topology::Topology& topology);
// One figure by its owner's id and its name; also a figure of a profile a node references
// ("backup_app.requests_in_flight"), which variableFigures() does not list.
[[nodiscard]] std::optional<Figure> findFigure(const topology::Topology& topology,
                                               std::string_view owner, std::string_view name);
// One figure by its key, "OWNER.NAME" (Figure::key()): split at the last dot, since an id may
// hold dots and a parameter name never does; else at an earlier one, for a profile's figure.
[[nodiscard]] std::optional<Figure> findFigure(const topology::Topology& topology,
                                               std::string_view key);
// `number` (base units) as the value the document holds for the figure: whole numbers rounded,
// quantities with their spelling in the figure's unit.
[[nodiscard]] catalog::Value figureValue(const Figure& figure, double number);
// `job` with its option `name` set to `value`; refused when `name` is not a numeric option.
[[nodiscard]] Expected<topology::Job> jobWithOption(topology::Job job, std::string_view name,
                                                    const catalog::Value& value);
// Sets the figure to `number` (base units; rounded for whole numbers) through the document's
// operations, which refuse what is not valid.
[[nodiscard]] Status setFigure(topology::Topology& topology, const Figure& figure, double number);

} // namespace tapeflow::whatif
