#pragma once

// Calibrating the model from the user's own measurements (issue 23): the figures that may move
// are fitted by bounded least squares so that the predicted job rates match the measured ones.
//
// Method: Levenberg-Marquardt on the logarithms of the figures (so every figure stays positive
// and a step is a ratio, the same for a 100 MB/s drive as for a 10 GB/s bus), with the Jacobian
// from one-sided differences of whole solves. The solver's rates are piecewise linear in the
// capacities: within a piece the fit converges in a few steps; at a kink the one-sided
// difference sees the piece the step goes into, which is the one the fit moves along. Bounds
// are kept by clamping each step. Each step is the minimum-norm least-squares one: a figure no
// measurement depends on is not moved, and figures that only act together (a drive's rate and
// the compression its data get) move together, each in proportion to its effect on the
// measurements, since the data fix only their combination; both are reported as not identified
// (Identifiability.h).

#include "topology/Topology.h"
#include "util/Expected.h"
#include "whatif/Figures.h"

#include <string>
#include <vector>

namespace tapeflow::calibration {

// A whole job as the user measured it: its rate in a run of the diagram (a backup tool's log
// gives bytes and duration: rate = bytes / duration).
struct JobMeasurement {
  std::string id;  // the document's measurement id; empty for one read from a CSV
  std::string job; // job id
  // The run it was measured in: every job of the document as a backup, or as a restore.
  topology::Direction direction = topology::Direction::Backup;
  double rate = 0.0;        // logical bytes/s
  double uncertainty = 0.0; // relative standard deviation (0.05 = 5 %); 0 counts as 1 %
  std::string date;
  std::string note;
};

// One figure measured on its own (a drive test's write rate, fio's read rate of an array): the
// figure should have that value. Such a measurement pins its figure directly.
struct FigureMeasurement {
  std::string id;
  std::string figure;       // "node.parameter"
  double value = 0.0;       // base units of the figure
  double uncertainty = 0.0; // relative standard deviation; 0 counts as 1 %
};

struct MeasurementSet {
  std::vector<JobMeasurement> jobs;
  std::vector<FigureMeasurement> figures;
  // The document's measurements that do not apply, each said in words ("there is no job 'x'").
  std::vector<std::string> skipped;
  [[nodiscard]] bool empty() const { return jobs.empty() && figures.empty(); }
};

enum class Identified {
  Yes,
  NoMeasurement, // no measured job's rate moves with it
  OnlyTogether,  // it moves the measurements only in step with other free figures: the fit
                 // moved them together, the split between them is not known
};

struct FittedFigure {
  whatif::Figure figure;
  double before = 0.0; // base units
  double after = 0.0;
  Identified identified = Identified::Yes;
  std::vector<std::string> together;   // keys of the figures it only moves with (OnlyTogether)
  std::vector<std::string> measuredBy; // ids of the measurements that depend on it
  // The fit stopped at the edge of where the figure may go (FitOptions::range, or what the
  // document accepts): the measurements asked for more than that, which usually means one of
  // them is wrong (issue 37: one absurd row dragged a drive's rate to its bound while the fit
  // reported "fitted" and "converged").
  bool atBound = false;
};

// A measured job's rate, or a measured figure's value (then `figure` is set, `job` empty).
struct Residual {
  std::string id; // the measurement's id, when it has one
  std::string job;
  std::string figure;
  topology::Direction direction = topology::Direction::Backup;
  double measured = 0.0;
  double before = 0.0; // predicted with the figures as they were
  double after = 0.0;  // predicted with the fitted figures
};

struct Calibration {
  std::vector<FittedFigure> figures;
  std::vector<Residual> residuals;
  int iterations = 0;
  bool converged = false;
};

struct FitOptions {
  int maxIterations = 60;
  // A figure may move to between 1/range and range times its present value (and never beyond
  // what the document accepts).
  double range = 16.0;
  double tolerance = 1e-12; // on the relative change of the weighted residual norm
};

// The figures in `free` fitted to `measurements`. Refused when a measurement names no job of the
// document, a measured rate is not positive, or a free figure has no value to start from.
[[nodiscard]] Expected<Calibration> calibrate(const topology::Topology& topology,
                                              const std::vector<JobMeasurement>& measurements,
                                              const std::vector<whatif::Figure>& free,
                                              const FitOptions& options = {});
// The same with figures measured on their own as well. Refused also when a measured figure is
// not a figure of the document or its value is not in the figure's unit.
[[nodiscard]] Expected<Calibration> calibrate(const topology::Topology& topology,
                                              const MeasurementSet& measurements,
                                              const std::vector<whatif::Figure>& free,
                                              const FitOptions& options = {});

// The document with the fitted figures that moved set (through its operations, which refuse
// what is not valid).
[[nodiscard]] Status applyCalibration(topology::Topology& topology, const Calibration& fit);

// The measurements the document holds (Measurement.h) that apply to it; the others are listed
// in `skipped` with the reason.
[[nodiscard]] MeasurementSet documentMeasurements(const topology::Topology& topology);

// The marks a fit leaves on the document it was applied to: each figure it moved, with the
// value it now has (as written) and the measurements it came from, dated `date`. Marks of
// figures the fit did not move are kept, unless the figure now has another value.
[[nodiscard]] std::vector<topology::CalibratedFigure>
calibratedMarks(const topology::Topology& applied, const Calibration& fit, const std::string& date);

// The document's mark of the figure `key` ("node.parameter") as calibrated, while the figure
// still has the value the fit gave it; null otherwise (never fitted, or edited by hand since).
[[nodiscard]] const topology::CalibratedFigure* holdingMark(const topology::Topology& topology,
                                                            std::string_view key);

// What a residual measured, in the words people read: the job's name, or the figure's title
// ("Drive 1 ▸ Native rate"); and a value of it with its unit (a job's rate in MB/s).
[[nodiscard]] std::string measuredSubject(const topology::Topology& topology,
                                          const Residual& residual);
[[nodiscard]] std::string formatMeasured(const topology::Topology& topology,
                                         const Residual& residual, double value);

// The document's own measured job rates (its "validation" records of quantity job-rate, such as
// the papers' tables), as measurements.
[[nodiscard]] std::vector<JobMeasurement> recordedMeasurements(const topology::Topology& topology);

// The figures a set of job measurements can pin down by default: on each measured job's path, a
// tape drive's native rate (its read rate for a restore), a disk array's read rate (write rate
// for a restore) and a NIC's stream rate, each once, in document order.
[[nodiscard]] std::vector<whatif::Figure>
defaultFreeFigures(const topology::Topology& topology,
                   const std::vector<JobMeasurement>& measurements);
// The same, and every figure measured on its own.
[[nodiscard]] std::vector<whatif::Figure> defaultFreeFigures(const topology::Topology& topology,
                                                             const MeasurementSet& measurements);
// The figures a user may choose to free (the app's Calibrate dialog offers them): every figure
// with a value that is not a count of the components on each measured job's path and of the
// measured jobs themselves, and every figure measured on its own; the defaults among them. In
// document order. A figure off every measured path could not move any measurement.
[[nodiscard]] std::vector<whatif::Figure> fittableFigures(const topology::Topology& topology,
                                                          const MeasurementSet& measurements);

} // namespace tapeflow::calibration
