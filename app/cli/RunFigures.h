#pragma once

// The figures of a run (whatif::RunFigures) as the commands that print many runs show them:
// sweep and compare.

#include "units/Format.h"
#include "whatif/Sweep.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <string>

namespace tapeflow::cli {

inline std::string durationText(double seconds) {
  return std::isfinite(seconds) ? units::formatDuration(seconds) : std::string("never ends");
}

inline std::string fitName(whatif::Fit fit) {
  switch (fit) {
  case whatif::Fit::Fits: return "fits";
  case whatif::Fit::Misses: return "misses";
  case whatif::Fit::CannotFinish: return "cannot-finish";
  case whatif::Fit::NotSet: return "not-set";
  }
  return {};
}

// Seconds and bytes/s; a run that never ends has a null time.
inline nlohmann::ordered_json runJson(const whatif::RunFigures& run) {
  nlohmann::ordered_json json;
  json["run_seconds"] = std::isfinite(run.runSeconds) ? nlohmann::ordered_json(run.runSeconds)
                                                      : nlohmann::ordered_json(nullptr);
  json["rate"] = run.rate;              // over the run: agrees with run_seconds
  json["steady_rate"] = run.steadyRate; // while every job runs
  json["ends_with"] = run.endsWith;
  json["bottleneck"] = run.bottleneck; // what holds the job the run ends with
  json["bottleneck_key"] = run.bottleneckKey;
  json["held_earlier_by"] = run.heldEarlier; // what held that job longest before, or ""
  json["fit"] = fitName(run.verdict.fit);
  json["verdict"] = whatif::describe(run.verdict);
  return json;
}

} // namespace tapeflow::cli
