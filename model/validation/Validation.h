#pragma once

// Validation (issue 5): the measured figures a topology file carries in its `validation`
// section against what the solver predicts for the same file. One Row per figure; a summary with
// the median and 90th-percentile absolute error, the worst rows and how often the solver names
// the bottleneck the paper names. No tuning happens here: a row only reads the solver's result.
//
// Quantities (topology::ValidationRecord::quantity):
//   job-rate, aggregate-rate  a job's (all jobs') rate in the record's direction;
//   session-rate              all jobs' bytes over the time from the first byte moved to the
//                             last, from the timeline (jobs queued for a device slot included);
//   duration                  the job's (else the whole window's) duration from the timeline;
//   cpu                       the utilisation of a server's CPU (the record's component, else
//                             the job's backup server);
//   differential-rate         the rate once fixed costs are paid: the job's steady rate (the
//                             model's time is affine in the data size, so the paper's two-size
//                             difference gives exactly this);
//   overhead                  the fixed time of the job: its duration minus size / rate.
// A figure the solver cannot produce (the job cannot run, say) keeps its row, with the reason,
// and counts as a 100 % error: rows are never dropped.

#include "solver/Solver.h"
#include "topology/Topology.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::validation {

struct Thresholds {
  double medianPercent = 10.0;       // median absolute error, percent
  double p90Percent = 25.0;          // 90th percentile absolute error, percent
  double bottleneckAgreement = 0.90; // share of rows naming a bottleneck where the solver agrees
  // Every row's predicted / measured within [1 / maxFactor, maxFactor]; 0: no such target. A
  // median can hide a row that is wildly off; this bounds each row (issue 39's field group).
  double maxFactor = 0.0;
};

struct Row {
  std::string file; // as given
  topology::ValidationRecord record;
  std::string unit;                     // the unit the paper gives the figure in
  double measured = 0.0;                // in base units (bytes/s, s, or a fraction)
  std::optional<double> predicted;      // same units; none when the solver gives no figure
  double absErrorPercent = 100.0;       // |predicted - measured| / measured, percent
  double errorPercent = 0.0;            // signed; 0 when there is no prediction
  std::string paperBottleneck;          // category of the paper's bottleneck ("" if none)
  std::string solverBottleneck;         // category of the solver's bottleneck
  std::string solverBottleneckLabel;    // the resource or ceiling, for people
  std::optional<bool> bottleneckAgrees; // only where the paper names one
  std::string problem;                  // why there is no prediction
  // The calibrated catalog figures the row uses that were fitted to its own table, for people
  // ("Quantum SDLT 320: Native rate"); empty when none was (Calibration.h).
  std::vector<std::string> ownCalibration;
};

struct Summary {
  std::size_t count = 0;
  std::size_t predicted = 0; // rows with a prediction
  double medianPercent = 0.0;
  double p90Percent = 0.0;
  std::vector<std::size_t> worst; // row indices, worst first (up to five)
  std::size_t bottleneckRows = 0;
  std::size_t bottleneckAgree = 0;
  std::size_t withinFactorTwo = 0; // rows whose prediction is within a factor of two
  bool pass = false;
};

// The paper name of the field reports (issue 39): published measurements of today's set-ups,
// each record's table a case id ("F01"). Their rows are a group of their own, apart from the
// reference papers', so that adding them cannot move the papers' figures or the exit status.
inline constexpr std::string_view kFieldPaper = "field-reports";

[[nodiscard]] bool isFieldRow(const Row& row);

// The rows of the reference papers (every row but the field reports'), and the field rows; each
// in the order given.
[[nodiscard]] std::vector<Row> paperRows(const std::vector<Row>& rows);
[[nodiscard]] std::vector<Row> fieldRows(const std::vector<Row>& rows);

// Rows the paper itself contradicts (issue 41): a paper row whose record names, in
// `contradicts`, the rows of the same paper that say otherwise (the same drives restoring at
// 31 GB/hr in one configuration and 57 in the next). They are reported in a group of their own
// and left out of the papers' targets and the exit status, but only while at most one paper row
// in ten is marked: beyond that the marks are ignored, so the set cannot be thinned to fit.
inline constexpr double kMaxContradictedShare = 0.1;
[[nodiscard]] bool isContradictedRow(const Row& row);
// How many paper rows may be set apart (one in ten of the papers' rows, rounded down).
[[nodiscard]] std::size_t maxContradicted(const std::vector<Row>& rows);
// Whether the marked rows of `rows` are set apart: there are some, and no more than allowed.
[[nodiscard]] bool contradictionsSetApart(const std::vector<Row>& rows);
// The marked paper rows, in order (set apart or not).
[[nodiscard]] std::vector<Row> contradictedRows(const std::vector<Row>& rows);
// The papers' rows held to the targets: every paper row but those set apart.
[[nodiscard]] std::vector<Row> heldRows(const std::vector<Row>& rows);

// Whether `row` has a prediction within a factor `factor` of its measurement (the ends count as
// within). A row without a prediction is not: a figure the solver cannot give is not close.
[[nodiscard]] bool withinFactor(const Row& row, double factor);

// The broad class of a bottleneck as a paper words it ("Yes (Tape)", "File System", "LAN",
// "network", "backup server"), in resourceCategory() terms; empty when unknown.
[[nodiscard]] std::string paperBottleneckCategory(std::string_view text);

// Every record of `topology` against the solver's prediction.
[[nodiscard]] std::vector<Row> validate(const topology::Topology& topology,
                                        const std::string& file);

[[nodiscard]] Summary summarize(const std::vector<Row>& rows, const Thresholds& thresholds = {});

} // namespace tapeflow::validation
