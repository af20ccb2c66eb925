#include "validation/Validation.h"
#include "catalog/KindCode.h"
#include "validation/Calibration.h"

#include "units/Units.h"
#include "util/Text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <iterator>
#include <map>

namespace tapeflow::validation {
namespace {

using topology::Direction;

std::string lower(std::string_view text) {
  std::string out(text);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// The unit part of "151.69 MiB/s": what follows the number.
std::string unitOf(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size() && (std::isdigit(static_cast<unsigned char>(text[i])) || text[i] == '.' ||
                             text[i] == '-' || text[i] == '+' || text[i] == ' '))
    ++i;
  return std::string(text.substr(i));
}

bool contains(const std::string& text, std::string_view word) {
  return text.find(word) != std::string::npos;
}

// The figure of `record` predicted by `result`, or why there is none.
Expected<double> predict(const topology::ValidationRecord& record,
                         const topology::Topology& topology, const solver::SolveResult& result,
                         const solver::JobResult*& job) {
  job = nullptr;
  if (!record.job.empty()) {
    job = result.job(record.job);
    if (!job) return Error{"the solver has no job " + quote(record.job)};
    if (!job->error.empty()) return Error{"the job cannot run: " + job->error};
  }
  const auto needJob = [&]() -> Status {
    if (!job) return Error{"a " + record.quantity + " figure needs a job"};
    return Done{};
  };
  const auto& q = record.quantity;
  if (q == "aggregate-rate") return result.aggregateRate;
  if (q == "session-rate") {
    timeline::Moved moved;
    for (const auto& timeline : result.timeline.jobs) moved.add(timeline.moved());
    if (!(moved.span() > 0.0)) return Error{"no job moves data"};
    return moved.bytes / moved.span();
  }
  if (q == "job-rate" || q == "differential-rate") {
    if (auto ok = needJob(); !ok) return ok.error();
    return job->rate;
  }
  if (q == "duration") {
    if (job) return job->end - job->start;
    return result.timeline.window;
  }
  if (q == "overhead") {
    if (auto ok = needJob(); !ok) return ok.error();
    if (!(job->rate > 0.0)) return Error{"the job does not move data"};
    return job->end - job->start - job->bytes / job->rate;
  }
  if (q == "cpu") {
    std::string host = record.component;
    if (host.empty() && job) {
      // The job's backup server: the last server on its path.
      for (const auto& id : job->path)
        if (const auto* node = topology.node(id);
            node && catalog::isKind(node->kind, catalog::KindCode::Server))
          host = id;
    }
    if (host.empty()) return Error{"a cpu figure needs a component or a job with a server"};
    // The papers' CPU loads are averages over the run (Perfmon, vmstat), like a session rate.
    for (const auto& cpu : result.hosts)
      if (cpu.node == host) return cpu.sessionUtilisation;
    return 0.0; // a server with no CPU work on it
  }
  return Error{"unknown quantity " + quote(q)};
}

// The rows that are (`field`) or are not field rows, in order.
std::vector<Row> rowsOf(const std::vector<Row>& rows, bool field) {
  std::vector<Row> out;
  for (const auto& row : rows)
    if (isFieldRow(row) == field) out.push_back(row);
  return out;
}

// Whether every row is within `factor` of its measurement; true when there is no such target.
bool allWithinFactor(const std::vector<Row>& rows, double factor) {
  if (!(factor > 0.0)) return true;
  return std::all_of(rows.begin(), rows.end(),
                     [&](const Row& row) { return withinFactor(row, factor); });
}

} // namespace

std::string paperBottleneckCategory(std::string_view text) {
  const std::string t = lower(text);
  if (t.empty() || t == "no" || t == "-") return {};
  // Disk words first: "disk drive" is a disk, not a tape drive.
  if (contains(t, "file system") || contains(t, "filesystem") || contains(t, "disk"))
    return "file-system";
  if (contains(t, "tape") || contains(t, "drive")) return "tape";
  if (contains(t, "network") || contains(t, "lan") || contains(t, "ethernet") ||
      contains(t, "wire"))
    return "network";
  if (contains(t, "cpu") || contains(t, "processor") || contains(t, "backup server")) return "cpu";
  if (contains(t, "application") || contains(t, "software") || contains(t, "thread"))
    return "application";
  if (contains(t, "bus") || contains(t, "pci") || contains(t, "scsi")) return "bus";
  return {};
}

std::vector<Row> validate(const topology::Topology& topology, const std::string& file) {
  std::vector<Row> rows;
  if (topology.validation().empty()) return rows;
  solver::Solver solver;
  std::map<Direction, solver::SolveResult> results;
  const auto resultFor = [&](Direction direction) -> const solver::SolveResult& {
    auto it = results.find(direction);
    if (it == results.end()) {
      solver::SolveOptions options;
      options.explain = false; // the bottleneck is enough; the next one costs a solve per job
      options.flow.mode = direction == Direction::Backup ? solver::DirectionMode::Backup
                                                         : solver::DirectionMode::Restore;
      it = results.emplace(direction, solver.solve(topology, options)).first;
    }
    return it->second;
  };

  const auto calibrated = calibratedFigures(topology);
  for (const auto& record : topology.validation()) {
    Row row;
    for (const auto& figure : calibrated)
      if (calibratedFrom(figure, record))
        row.ownCalibration.push_back(figure.entry + ": " + figure.parameter);
    row.file = file;
    row.record = record;
    row.paperBottleneck = paperBottleneckCategory(record.bottleneck);
    const auto measured = units::parseQuantity(record.value);
    if (!measured) {
      row.problem = "the measured value does not parse: " + measured.error().message;
      rows.push_back(std::move(row));
      continue;
    }
    row.measured = measured->value;
    row.unit = unitOf(record.value);
    const auto& result = resultFor(record.direction);
    const solver::JobResult* job = nullptr;
    const auto predicted = predict(record, topology, result, job);
    if (!predicted) {
      row.problem = predicted.error().message;
    } else if (!(row.measured > 0.0)) {
      row.problem = "the measured value is not positive";
    } else {
      row.predicted = *predicted;
      row.errorPercent = (*predicted - row.measured) / row.measured * 100.0;
      row.absErrorPercent = std::abs(row.errorPercent);
    }
    // The solver's bottleneck: the job's, else that of the slowest job.
    const solver::JobResult* named = job;
    if (!named)
      for (const auto& candidate : result.jobs)
        if (candidate.error.empty() && (!named || candidate.rate < named->rate)) named = &candidate;
    if (named) {
      row.solverBottleneck = named->bottleneck.category;
      row.solverBottleneckLabel = named->bottleneck.label;
    }
    if (!row.paperBottleneck.empty()) {
      // A paper's "file system" is the disk subsystem as a reader sees it: either the file
      // system's own per-file costs or the disks under it.
      row.bottleneckAgrees =
          row.solverBottleneck == row.paperBottleneck ||
          (row.paperBottleneck == "file-system" && row.solverBottleneck == "disk");
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

Summary summarize(const std::vector<Row>& rows, const Thresholds& thresholds) {
  Summary summary;
  summary.count = rows.size();
  std::vector<std::size_t> order(rows.size());
  for (std::size_t i = 0; i < rows.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return rows[a].absErrorPercent > rows[b].absErrorPercent;
  });
  for (std::size_t i = 0; i < std::min<std::size_t>(5, order.size()); ++i)
    summary.worst.push_back(order[i]);
  std::vector<double> errors;
  for (const auto& row : rows) {
    errors.push_back(row.absErrorPercent);
    if (row.predicted) ++summary.predicted;
    if (withinFactor(row, 2.0)) ++summary.withinFactorTwo;
    if (row.bottleneckAgrees) {
      ++summary.bottleneckRows;
      if (*row.bottleneckAgrees) ++summary.bottleneckAgree;
    }
  }
  std::sort(errors.begin(), errors.end());
  if (!errors.empty()) {
    const std::size_t n = errors.size();
    summary.medianPercent = n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2.0;
    // Nearest rank: the smallest error at least 90 % of the rows do not exceed.
    const auto rank = static_cast<std::size_t>(std::ceil(0.9 * static_cast<double>(n)));
    summary.p90Percent = errors[std::max<std::size_t>(rank, 1) - 1];
  }
  const double agreement = summary.bottleneckRows == 0
                               ? 1.0
                               : static_cast<double>(summary.bottleneckAgree) /
                                     static_cast<double>(summary.bottleneckRows);
  summary.pass = summary.count > 0 && summary.medianPercent <= thresholds.medianPercent &&
                 summary.p90Percent <= thresholds.p90Percent &&
                 agreement >= thresholds.bottleneckAgreement &&
                 allWithinFactor(rows, thresholds.maxFactor);
  return summary;
}

bool isFieldRow(const Row& row) { return row.record.paper == kFieldPaper; }

std::vector<Row> paperRows(const std::vector<Row>& rows) { return rowsOf(rows, false); }

std::vector<Row> fieldRows(const std::vector<Row>& rows) { return rowsOf(rows, true); }

bool isContradictedRow(const Row& row) {
  return !isFieldRow(row) && !row.record.contradicts.empty();
}

std::size_t maxContradicted(const std::vector<Row>& rows) {
  const auto papers =
      std::count_if(rows.begin(), rows.end(), [](const Row& row) { return !isFieldRow(row); });
  return static_cast<std::size_t>(std::floor(kMaxContradictedShare * static_cast<double>(papers)));
}

std::vector<Row> contradictedRows(const std::vector<Row>& rows) {
  std::vector<Row> out;
  std::copy_if(rows.begin(), rows.end(), std::back_inserter(out), isContradictedRow);
  return out;
}

bool contradictionsSetApart(const std::vector<Row>& rows) {
  const auto marked = std::count_if(rows.begin(), rows.end(), isContradictedRow);
  return marked > 0 && static_cast<std::size_t>(marked) <= maxContradicted(rows);
}

std::vector<Row> heldRows(const std::vector<Row>& rows) {
  const bool apart = contradictionsSetApart(rows);
  std::vector<Row> out;
  for (const auto& row : rows)
    if (!isFieldRow(row) && !(apart && isContradictedRow(row))) out.push_back(row);
  return out;
}

bool withinFactor(const Row& row, double factor) {
  if (!row.predicted || !(row.measured > 0.0)) return false;
  const double ratio = *row.predicted / row.measured;
  return ratio >= 1.0 / factor && ratio <= factor;
}

} // namespace tapeflow::validation
