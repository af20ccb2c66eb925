#pragma once

// What the user observed on their own hardware (issue 23), kept in the document next to the
// prediction: the rate of a whole job (a backup tool's log: a rate, or bytes and a duration;
// a job to a NULL device measures a path), or one figure of a component measured on its own (a
// drive test's write rate, fio's read rate of an array, iperf's stream rate of a NIC). The
// calibration fits the figures these pin down; a fitted figure is marked as calibrated, with the
// measurements it came from.
//
// Like a scenario, a measurement may name a job or figure the user has since deleted: it is
// kept (so deleting and undoing loses nothing) and simply does not apply.

#include "topology/Elements.h"
#include "util/Expected.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace tapeflow::topology {

struct Measurement {
  std::string id;
  // Exactly one of `job` (a whole job's rate) and `figure` (one figure, "node.parameter" as the
  // CLI's --free and sweeps address it).
  std::string job;
  Direction direction = Direction::Backup; // the run a job was measured in
  std::string figure;
  // As the user wrote them: a job's rate ("34.38 GB/h") or the figure's value ("141 MB/s"); or,
  // for a job, the bytes it moved and how long it took ("1.2 TB", "3 h 20 min").
  std::string value;
  std::string bytes;
  std::string duration;
  std::string uncertainty; // "5 %" or "0.05"; empty: 1 %
  std::string date;
  std::string note;
  friend bool operator==(const Measurement&, const Measurement&) = default;
};

// A figure the calibration set: the value it was given and the measurements it was fitted to.
// The mark holds while the figure keeps that value; edited by hand, it no longer applies.
struct CalibratedFigure {
  std::string figure; // "node.parameter"
  std::string value;  // as written into the document: "139.2 MB/s"
  std::vector<std::string> from;
  std::string date;
  friend bool operator==(const CalibratedFigure&, const CalibratedFigure&) = default;
};

// The measured quantity in base units: a job's rate in bytes/s (its value, or bytes over
// duration), a figure's value in its own base unit. Refused, saying what is wrong, when the text
// does not parse, a job's value is not a rate, or it is not positive.
[[nodiscard]] Expected<double> measuredValue(const Measurement& measurement);
// The relative standard deviation (0.05 for "5 %"); 0 when none is given.
[[nodiscard]] Expected<double> measuredUncertainty(const Measurement& measurement);
// The measurement on its own: an id, exactly one subject, values that parse. Does not look at
// the document (a measurement of a deleted job is valid).
[[nodiscard]] Status checkMeasurement(const Measurement& measurement);
// A list: each measurement checked, ids unique. The message names the measurement.
[[nodiscard]] Status checkMeasurements(const std::vector<Measurement>& measurements);

} // namespace tapeflow::topology
