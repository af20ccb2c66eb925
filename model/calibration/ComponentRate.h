#pragma once

// The rate one component leaves one job, in the job's logical bytes per second: what the
// bottleneck guide (BottleneckGuide.h) compares with the job's measured rate. A test of the
// component alone (a drive test, a disk read test) measures the component's capacity in its own
// bytes; the job sees it through its own coefficients (a drive writes the bytes after
// compression, a mirrored array reads each byte once), and through what the other jobs of the
// run put through the same component. Internal to model/calibration.
//
// From the flow model (solver/FlowModel.h) in the run of `direction`: for each resource r of the
// component on job J's path, with capacity C_r and coefficients c_rs (bytes per logical byte of
// stream s), and J's streams at equal rates (max-min gives identical streams one level):
//   a_rk = sum_{s of k} c_rs / n_k                 (bytes of r per logical byte of job k)
//   rate_r = (C_r - sum_{k != J} a_rk x_k) / a_rJ  (x_k: the other jobs' rates, as given)
// and for a NIC of a job that crosses the network, n_J times one stream's rate (the NIC's
// stream_rate, a ceiling of each stream, not a shared resource). The component's rate is the
// lowest of these. The streaming fixed point (a drive fed slowly shoe-shines) is left out: a test
// of the component alone streams.

#include "topology/Topology.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace tapeflow::calibration {

// Logical bytes/s of the other jobs of the run, by job id; a job not listed puts nothing through
// the component (a test run on its own).
using JobRates = std::map<std::string, double, std::less<>>;

// None when the component is not on the job's path, has no finite capacity there, or the job
// cannot run.
[[nodiscard]] std::optional<double> componentRate(const topology::Topology& topology,
                                                  topology::Direction direction,
                                                  std::string_view job, std::string_view node,
                                                  const JobRates& others);

} // namespace tapeflow::calibration
