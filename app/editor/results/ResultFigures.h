#pragma once

#include <QString>

#include <string>
#include <vector>

namespace tapeflow::solver {
struct JobResult;
struct ResourceUse;
struct SolveResult;
} // namespace tapeflow::solver

namespace tapeflow::editor {

// The solver's figures as people read them, in one place: the results dock, the status line, the
// charts and the PDF report all print these, so a number in the report is the number on screen.

// `rate` (bytes/s) in the display unit with 4 significant digits: "160 MB/s".
[[nodiscard]] QString rateText(double rate, const QString& unit);
// `rate` (bytes/s) as a number of the display unit (for chart axes).
[[nodiscard]] double rateIn(double rate, const QString& unit);

struct JobRow {
  QString id;
  QString name;
  QString direction;
  QString rate;       // empty when the job cannot run
  QString duration;   // empty when the job cannot run
  QString bottleneck; // "cannot run: …" when it cannot run
  QString next;       // "<label> at <rate>", empty without a next bottleneck
  double rateValue = 0.0;
  double durationValue = 0.0;
  bool failed = false;
};
// One job's row.
[[nodiscard]] JobRow jobRow(const solver::JobResult& job, const QString& unit);
// Every job of `backup`, then every job of `restore` (either may be null).
[[nodiscard]] std::vector<JobRow> jobRows(const solver::SolveResult* backup,
                                          const solver::SolveResult* restore, const QString& unit);

struct ResourceRow {
  QString id; // the node or link it belongs to
  QString label;
  QString use; // "87.5%"
  QString load;
  QString capacity;
  double utilisation = 0.0;
  double loadValue = 0.0;
  double capacityValue = 0.0;
};
// One resource's row.
[[nodiscard]] ResourceRow resourceRow(const solver::ResourceUse& resource, const QString& unit);
// The resources that carry something, busiest first.
[[nodiscard]] std::vector<ResourceRow> resourceRows(const solver::SolveResult* result,
                                                    const QString& unit);

// The run's bottleneck: the one most jobs share (ties: the first job's), and what lifting it
// gives: the aggregate rate if every job it holds ran at its next bottleneck's rate. An upper
// bound, since those jobs may then compete for something else.
struct RunBottleneck {
  std::string key;
  QString label; // empty: no job has a bottleneck (no jobs, or none can run)
  int jobsHeld = 0;
  double liftedAggregate = 0.0; // bytes/s; equals the aggregate when nothing is known beyond it
  QString nextLabel;            // what then limits the most of those jobs
};
[[nodiscard]] RunBottleneck runBottleneck(const solver::SolveResult& result);

} // namespace tapeflow::editor
