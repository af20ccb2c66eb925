// The document's measurements and calibrated figures (issue 23): checked as lists, swapped whole.

#include "topology/Topology.h"

#include "util/Text.h"

#include <set>

namespace tapeflow::topology {
namespace {

Status checkCalibrated(const std::vector<CalibratedFigure>& figures) {
  std::set<std::string> seen;
  for (const auto& figure : figures) {
    if (figure.figure.find('.') == std::string::npos)
      return Error{quote(figure.figure) + " is not a figure (a node and a parameter)"};
    if (figure.value.empty())
      return Error{"the calibrated " + quote(figure.figure) + " has no value"};
    if (!seen.insert(figure.figure).second)
      return Error{quote(figure.figure) + " is marked as calibrated twice"};
  }
  return Done{};
}

} // namespace

Expected<std::vector<Measurement>>
Topology::setMeasurements(std::vector<Measurement> measurements) {
  if (const Status ok = checkMeasurements(measurements); !ok) return ok.error();
  auto previous = std::exchange(m_measurements, std::move(measurements));
  notify(Change::Type::DocumentChanged, {});
  return previous;
}

Expected<std::vector<CalibratedFigure>>
Topology::setCalibrated(std::vector<CalibratedFigure> figures) {
  if (const Status ok = checkCalibrated(figures); !ok) return ok.error();
  auto previous = std::exchange(m_calibrated, std::move(figures));
  notify(Change::Type::DocumentChanged, {});
  return previous;
}

} // namespace tapeflow::topology
