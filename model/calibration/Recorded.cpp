// The measured job rates a document carries itself: its "validation" records (a paper's table,
// or the user's own figures written the same way) of quantity job-rate.

#include "calibration/Calibrate.h"

#include "units/Units.h"

namespace tapeflow::calibration {

std::vector<JobMeasurement> recordedMeasurements(const topology::Topology& topology) {
  std::vector<JobMeasurement> measurements;
  for (const auto& record : topology.validation()) {
    if (record.quantity != "job-rate" || !topology.job(record.job)) continue;
    const auto rate = units::parseQuantity(record.value);
    if (!rate || rate->dimension != units::Dimension::Rate || !(rate->value > 0)) continue;
    JobMeasurement measured;
    measured.job = record.job;
    measured.direction = record.direction;
    measured.rate = rate->value;
    measured.note = record.table.empty() ? record.note : record.table + ", " + record.row;
    measurements.push_back(std::move(measured));
  }
  return measurements;
}

} // namespace tapeflow::calibration
