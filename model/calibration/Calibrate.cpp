#include "calibration/Calibrate.h"

#include "calibration/Identifiability.h"
#include "calibration/LeastSquares.h"
#include "calibration/MeasuredRuns.h"

#include <Eigen/Dense>

#include <algorithm>
#include <cmath>
#include <map>

namespace tapeflow::calibration {
namespace {

constexpr double kDefaultUncertainty = 0.01;

// The predicted values of the measurements with the free figures at exp(u): the rates of the
// measured jobs, then the values of the figures measured on their own.
class Model {
public:
  Model(const topology::Topology& topology, const MeasurementSet& measurements,
        const std::vector<whatif::Figure>& free)
      : m_work(topology), m_measurements(measurements), m_free(free) {
    for (const auto& measured : measurements.figures) {
      std::optional<std::size_t> at;
      for (std::size_t f = 0; f < free.size(); ++f)
        if (free[f].key() == measured.figure) at = f;
      m_figureAt.push_back(at);
    }
  }

  [[nodiscard]] std::size_t size() const {
    return m_measurements.jobs.size() + m_measurements.figures.size();
  }

  // Every evaluation sets every free figure, so one working copy of the document serves them all
  // (a fit evaluates the model once per free figure per step).
  Expected<Eigen::VectorXd> rates(const Eigen::VectorXd& u) const {
    for (std::size_t f = 0; f < m_free.size(); ++f)
      if (const Status set = whatif::setFigure(m_work, m_free[f], std::exp(u(index(f)))); !set)
        return set.error();
    const auto& jobs = m_measurements.jobs;
    const auto runs = jobs.empty() ? MeasuredRuns{} : measuredRuns(m_work, jobs);
    Eigen::VectorXd out(index(size()));
    for (std::size_t m = 0; m < jobs.size(); ++m) {
      const auto* job = measuredJob(runs, jobs[m]);
      out(index(m)) = job ? job->rate : 0.0;
    }
    for (std::size_t m = 0; m < m_measurements.figures.size(); ++m)
      out(index(jobs.size() + m)) = m_figureAt[m] ? std::exp(u(index(*m_figureAt[m])))
                                                  : presentValue(m_measurements.figures[m]);
    return out;
  }

  // Residuals weighted by each measurement's uncertainty: relative errors in standard deviations.
  Eigen::VectorXd weighted(const Eigen::VectorXd& rates) const {
    Eigen::VectorXd r(rates.size());
    for (std::size_t m = 0; m < size(); ++m) {
      const auto [measured, uncertainty] = this->measured(m);
      const double sigma = uncertainty > 0 ? uncertainty : kDefaultUncertainty;
      r(index(m)) = (rates(index(m)) - measured) / (measured * sigma);
    }
    return r;
  }

  // Measurement m's value and uncertainty, jobs first.
  [[nodiscard]] std::pair<double, double> measured(std::size_t m) const {
    const auto& jobs = m_measurements.jobs;
    if (m < jobs.size()) return {jobs[m].rate, jobs[m].uncertainty};
    const auto& figure = m_measurements.figures[m - jobs.size()];
    return {figure.value, figure.uncertainty};
  }

  static Eigen::Index index(std::size_t i) { return static_cast<Eigen::Index>(i); }

private:
  double presentValue(const FigureMeasurement& measured) const {
    const auto figure = whatif::findFigure(m_work, measured.figure);
    return figure && figure->value ? *figure->value : 0.0;
  }

  mutable topology::Topology m_work;
  const MeasurementSet& m_measurements;
  const std::vector<whatif::Figure>& m_free;
  std::vector<std::optional<std::size_t>> m_figureAt; // its index in m_free, if it is free
};

Status checkInput(const topology::Topology& topology, const MeasurementSet& measurements,
                  const std::vector<whatif::Figure>& free) {
  if (measurements.empty()) return Error{"there are no measurements to fit"};
  for (const auto& measured : measurements.figures) {
    const auto figure = whatif::findFigure(topology, measured.figure);
    if (!figure || !figure->value)
      return Error{"the diagram has no figure " + measured.figure +
                   " to compare a measurement with"};
    if (!(measured.value > 0) || !std::isfinite(measured.value))
      return Error{"the measured " + figure->title() + " is not positive"};
  }
  for (const auto& measured : measurements.jobs) {
    const auto* job = topology.job(measured.job);
    if (!job) return Error{"no job " + measured.job + " in the document for a measurement"};
    if (!(measured.rate > 0) || !std::isfinite(measured.rate))
      return Error{"the measured rate of '" + job->name + "' is not a positive rate"};
    if (measured.uncertainty < 0 || !std::isfinite(measured.uncertainty))
      return Error{"the uncertainty of the measurement of '" + job->name + "' is negative"};
  }
  for (const auto& figure : free) {
    // A count moves in whole steps: the fit's small steps would round back to where they were.
    if (figure.integer) return Error{figure.title() + " is a whole number; it cannot be fitted"};
    if (!figure.value || !(*figure.value > 0))
      return Error{figure.title() + " has no positive value to start the fit from"};
  }
  return Done{};
}

// A figure moves at most to 1/range or range times its value, and never beyond what the
// document accepts; as logarithms, which the fit moves.
LogBounds boundsOf(const whatif::Figure& figure, double range) {
  double low = *figure.value / range;
  double high = *figure.value * range;
  if (figure.min) low = std::max(low, std::max(*figure.min, 1e-300));
  if (figure.max) high = std::min(high, *figure.max);
  return {std::log(low), std::log(high)};
}

// The ids of the measurements whose residual moves with a figure (its column of the Jacobian).
std::vector<std::string> dependents(const Eigen::VectorXd& column,
                                    const MeasurementSet& measurements) {
  std::vector<std::string> ids;
  const double scale = column.cwiseAbs().maxCoeff();
  for (Eigen::Index m = 0; m < column.size(); ++m) {
    if (!(std::abs(column(m)) > 1e-9 * scale)) continue;
    const auto at = static_cast<std::size_t>(m);
    const auto& id = at < measurements.jobs.size()
                         ? measurements.jobs[at].id
                         : measurements.figures[at - measurements.jobs.size()].id;
    if (!id.empty()) ids.push_back(id);
  }
  return ids;
}

} // namespace

Expected<Calibration> calibrate(const topology::Topology& topology,
                                const std::vector<JobMeasurement>& measurements,
                                const std::vector<whatif::Figure>& free,
                                const FitOptions& options) {
  return calibrate(topology, MeasurementSet{measurements, {}, {}}, free, options);
}

Expected<Calibration> calibrate(const topology::Topology& topology,
                                const MeasurementSet& measurements,
                                const std::vector<whatif::Figure>& free,
                                const FitOptions& options) {
  if (const Status ok = checkInput(topology, measurements, free); !ok) return ok.error();
  const Model model(topology, measurements, free);
  std::vector<LogBounds> bounds;
  Eigen::VectorXd u(static_cast<Eigen::Index>(free.size()));
  for (std::size_t f = 0; f < free.size(); ++f) {
    bounds.push_back(boundsOf(free[f], options.range));
    u(Model::index(f)) = std::log(*free[f].value);
  }
  const auto startRates = model.rates(u);
  if (!startRates) return startRates.error();
  const WeightedResiduals residuals =
      [&model](const Eigen::VectorXd& at) -> Expected<Eigen::VectorXd> {
    const auto rates = model.rates(at);
    if (!rates) return rates.error();
    return model.weighted(*rates);
  };
  auto solved = fitLogarithms(residuals, u, bounds, options);
  if (!solved) return solved.error();
  u = solved->u;
  Calibration fit;
  fit.iterations = solved->iterations;
  fit.converged = solved->converged;
  const auto endRates = model.rates(u);
  if (!endRates) return endRates.error();
  const Eigen::MatrixXd& sensitivity = solved->sensitivity;
  const auto verdicts = identifiability(sensitivity);
  for (std::size_t f = 0; f < free.size(); ++f) {
    // A figure no measurement depends on stays exactly where it was (exp(log(x)) need not be x);
    // figures that act only together moved together, as the residuals say.
    const bool untouched = verdicts[f].identified == Identified::NoMeasurement;
    FittedFigure fitted{free[f],
                        *free[f].value,
                        untouched ? *free[f].value : std::exp(u(Model::index(f))),
                        verdicts[f].identified,
                        {},
                        {}};
    for (const std::size_t other : verdicts[f].together)
      fitted.together.push_back(free[other].key());
    const double at = u(Model::index(f));
    const double edge = 1e-9 * std::max(1.0, std::abs(at));
    fitted.atBound = !untouched && (at <= bounds[f].low + edge || at >= bounds[f].high - edge);
    fitted.measuredBy = dependents(sensitivity.col(Model::index(f)), measurements);
    fit.figures.push_back(std::move(fitted));
  }
  for (std::size_t m = 0; m < model.size(); ++m) {
    Residual residual{{},
                      {},
                      {},
                      topology::Direction::Backup,
                      model.measured(m).first,
                      (*startRates)(Model::index(m)),
                      (*endRates)(Model::index(m))};
    if (m < measurements.jobs.size()) {
      const auto& job = measurements.jobs[m];
      residual.id = job.id;
      residual.job = job.job;
      residual.direction = job.direction;
    } else {
      const auto& figure = measurements.figures[m - measurements.jobs.size()];
      residual.id = figure.id;
      residual.figure = figure.figure;
    }
    fit.residuals.push_back(std::move(residual));
  }
  return fit;
}

Status applyCalibration(topology::Topology& topology, const Calibration& fit) {
  for (const auto& fitted : fit.figures)
    if (fitted.after != fitted.before)
      if (const Status set = whatif::setFigure(topology, fitted.figure, fitted.after); !set)
        return set;
  return Done{};
}

} // namespace tapeflow::calibration
