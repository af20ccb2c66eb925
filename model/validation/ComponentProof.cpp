#include "validation/ComponentProof.h"

#include "calibration/Identifiability.h"
#include "calibration/LeastSquares.h"
#include "units/Units.h"
#include "whatif/Figures.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace tapeflow::validation {
namespace {

// Every row counts alike: the papers give no uncertainties, and a relative error of 1 % is one
// standard deviation, as for a user's measurement without one.
constexpr double kSigma = 0.01;

struct Located {
  std::size_t doc = 0;
  topology::ValidationRecord record;
};

Expected<Located> locate(const std::string& id, const std::vector<ProofDocument>& set) {
  for (std::size_t d = 0; d < set.size(); ++d)
    for (const auto& record : set[d].topology.validation())
      if (record.id == id) return Located{d, record};
  return Error{"no record '" + id + "' in the validation set"};
}

// The jobs a record measures, as a user's measurement of them would name them: its own job, or
// every job of the run for a figure of the whole run (aggregate and session rates).
std::vector<calibration::JobMeasurement> measuredJobs(const topology::Topology& topology,
                                                      const topology::ValidationRecord& record) {
  std::vector<calibration::JobMeasurement> jobs;
  const auto add = [&](const std::string& job) {
    calibration::JobMeasurement measured;
    measured.job = job;
    measured.direction = record.direction;
    measured.rate = 1.0; // only the path matters for choosing figures
    jobs.push_back(std::move(measured));
  };
  if (!record.job.empty())
    add(record.job);
  else
    for (const auto& job : topology.jobs()) add(job.id);
  return jobs;
}

struct Occurrence {
  std::size_t doc = 0;
  whatif::Figure figure;
  double base = 0.0;
};

struct Free {
  std::string entry;
  std::string parameter;
  std::vector<Occurrence> at;
  calibration::LogBounds bounds;
};

using Key = std::pair<std::string, std::string>; // catalog entry, parameter

void addKey(std::vector<Key>& keys, Key key) {
  if (std::find(keys.begin(), keys.end(), key) == keys.end()) keys.push_back(std::move(key));
}

// The figures each component row tests, as catalog entries and parameters.
std::vector<Key> freeKeys(const ProofGroup& group, const std::vector<Located>& components,
                          const std::vector<ProofDocument>& set) {
  std::vector<Key> keys;
  for (const auto& located : components) {
    const auto& topology = set[located.doc].topology;
    const auto jobs = measuredJobs(topology, located.record);
    for (const auto& figure : calibration::defaultFreeFigures(topology, jobs))
      if (const auto* node = topology.node(figure.owner)) addKey(keys, {node->entry, figure.name});
  }
  for (const auto& measured : group.figures) addKey(keys, {measured.entry, measured.parameter});
  return keys;
}

// Where a key's figure is, in every document of the group, and how far it may move.
Free occurrences(const Key& key, const std::vector<std::size_t>& docs,
                 const std::vector<ProofDocument>& set, const calibration::FitOptions& options) {
  Free free{key.first, key.second, {}, {-std::log(options.range), std::log(options.range)}};
  for (const std::size_t d : docs)
    for (const auto& node : set[d].topology.nodes()) {
      if (node.entry != key.first) continue;
      auto figure = whatif::findFigure(set[d].topology, node.id, key.second);
      if (!figure || !figure->value || figure->integer || !(*figure->value > 0)) continue;
      const double base = *figure->value;
      if (figure->min && *figure->min > 0)
        free.bounds.low = std::max(free.bounds.low, std::log(*figure->min / base));
      if (figure->max) free.bounds.high = std::min(free.bounds.high, std::log(*figure->max / base));
      free.at.push_back({d, std::move(*figure), base});
    }
  return free;
}

// Working copies of the group's documents with the free figures at given ratios.
class Work {
public:
  Work(const std::vector<ProofDocument>& set, const std::vector<Free>& free)
      : m_set(set), m_free(free) {
    for (const auto& f : free)
      for (const auto& at : f.at)
        if (!m_docs.count(at.doc)) m_docs.emplace(at.doc, set[at.doc].topology);
  }

  Status set(const Eigen::VectorXd& u) {
    for (std::size_t k = 0; k < m_free.size(); ++k)
      for (const auto& at : m_free[k].at)
        if (const Status done = whatif::setFigure(
                m_docs.at(at.doc), at.figure, at.base * std::exp(u(static_cast<Eigen::Index>(k))));
            !done)
          return done;
    return Done{};
  }

  // The rows of `located`, each document validated once.
  std::vector<Row> rows(const std::vector<Located>& located) const {
    std::map<std::size_t, std::vector<Row>> byDoc;
    std::vector<Row> out;
    for (const auto& item : located) {
      auto found = byDoc.find(item.doc);
      if (found == byDoc.end())
        found = byDoc.emplace(item.doc, validate(document(item.doc), m_set[item.doc].file)).first;
      for (const auto& row : found->second)
        if (row.record.id == item.record.id) out.push_back(row);
    }
    return out;
  }

private:
  const topology::Topology& document(std::size_t d) const {
    const auto found = m_docs.find(d);
    return found == m_docs.end() ? m_set[d].topology : found->second;
  }

  const std::vector<ProofDocument>& m_set;
  const std::vector<Free>& m_free;
  std::map<std::size_t, topology::Topology> m_docs;
};

double relative(double predicted, double measured) {
  return (predicted - measured) / (measured * kSigma);
}

Expected<std::vector<Located>> locateAll(const std::vector<std::string>& ids,
                                         const std::vector<ProofDocument>& set) {
  std::vector<Located> out;
  for (const auto& id : ids) {
    auto located = locate(id, set);
    if (!located) return located.error();
    out.push_back(std::move(*located));
  }
  return out;
}

} // namespace

Expected<GroupProof> proveGroup(const ProofGroup& group, const std::vector<ProofDocument>& set,
                                const calibration::FitOptions& options) {
  auto components = locateAll(group.components, set);
  if (!components) return components.error();
  auto applications = locateAll(group.applications, set);
  if (!applications) return applications.error();
  std::vector<std::size_t> docs;
  for (const auto* list : {&*components, &*applications})
    for (const auto& located : *list) docs.push_back(located.doc);
  std::vector<Free> free;
  for (const auto& key : freeKeys(group, *components, set))
    if (auto found = occurrences(key, docs, set, options); !found.at.empty())
      free.push_back(std::move(found));
  std::vector<double> measuredFigures; // in the order of group.figures, base units
  std::vector<std::size_t> figureAt;   // its index in `free`
  for (const auto& measured : group.figures) {
    const auto value = units::parseQuantity(measured.value);
    const auto at = std::find_if(free.begin(), free.end(), [&](const Free& f) {
      return f.entry == measured.entry && f.parameter == measured.parameter;
    });
    if (!value || !(value->value > 0) || at == free.end())
      return Error{group.name + ": no figure " + measured.entry + "." + measured.parameter +
                   " of value " + measured.value + " in the group's files"};
    measuredFigures.push_back(value->value);
    figureAt.push_back(static_cast<std::size_t>(at - free.begin()));
  }

  Work work(set, free);
  const calibration::WeightedResiduals residuals =
      [&](const Eigen::VectorXd& u) -> Expected<Eigen::VectorXd> {
    if (const Status done = work.set(u); !done) return done.error();
    const auto rows = work.rows(*components);
    Eigen::VectorXd r(static_cast<Eigen::Index>(rows.size() + measuredFigures.size()));
    for (std::size_t m = 0; m < rows.size(); ++m)
      r(static_cast<Eigen::Index>(m)) = relative(rows[m].predicted.value_or(0.0), rows[m].measured);
    for (std::size_t m = 0; m < measuredFigures.size(); ++m) {
      const auto& f = free[figureAt[m]];
      const double value = f.at.front().base * std::exp(u(static_cast<Eigen::Index>(figureAt[m])));
      r(static_cast<Eigen::Index>(rows.size() + m)) = relative(value, measuredFigures[m]);
    }
    return r;
  };

  GroupProof proof;
  proof.group = group;
  const Eigen::VectorXd start = Eigen::VectorXd::Zero(static_cast<Eigen::Index>(free.size()));
  if (const Status done = work.set(start); !done) return done.error();
  proof.componentsBefore = work.rows(*components);
  proof.applicationsBefore = work.rows(*applications);
  if (free.empty()) {
    // Nothing the component rows test has a figure to move: the prediction stands.
    proof.converged = true;
    proof.componentsAfter = proof.componentsBefore;
    proof.applicationsAfter = proof.applicationsBefore;
    return proof;
  }
  auto fit = calibration::fitLogarithms(
      residuals, start,
      [&] {
        std::vector<calibration::LogBounds> bounds;
        for (const auto& f : free) bounds.push_back(f.bounds);
        return bounds;
      }(),
      options);
  if (!fit) return fit.error();
  proof.converged = fit->converged;
  const auto verdicts = calibration::identifiability(fit->sensitivity);
  Eigen::VectorXd u = fit->u;
  for (std::size_t k = 0; k < free.size(); ++k) {
    // A figure no component row depends on keeps its value, as calibrate() keeps it.
    const auto index = static_cast<Eigen::Index>(k);
    if (verdicts[k].identified == calibration::Identified::NoMeasurement) u(index) = 0.0;
    proof.figures.push_back({free[k].entry, free[k].parameter, free[k].at.front().figure.title(),
                             std::exp(u(index)), verdicts[k].identified});
  }
  if (const Status done = work.set(u); !done) return done.error();
  proof.componentsAfter = work.rows(*components);
  proof.applicationsAfter = work.rows(*applications);
  return proof;
}

std::vector<PaperProof> byPaper(const std::vector<GroupProof>& groups) {
  std::vector<std::string> papers;
  std::map<std::string, std::pair<std::vector<Row>, std::vector<Row>>> rows;
  for (const auto& group : groups) {
    const auto& paper = group.group.paper;
    if (!rows.count(paper)) papers.push_back(paper);
    auto& [before, after] = rows[paper];
    before.insert(before.end(), group.applicationsBefore.begin(), group.applicationsBefore.end());
    after.insert(after.end(), group.applicationsAfter.begin(), group.applicationsAfter.end());
  }
  std::vector<PaperProof> out;
  for (const auto& paper : papers)
    out.push_back({paper, summarize(rows[paper].first), summarize(rows[paper].second)});
  return out;
}

} // namespace tapeflow::validation
